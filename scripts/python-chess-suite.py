#!/usr/bin/env python3
"""Runs python-chess's own unit tests against rankfile: `import chess`
becomes `import rankfile`, as a python-chess user changes one import.

python-chess is GPL: its tests are read from a checkout of it, never
copied here. Give the path of its `test.py` (a checkout of python-chess 1.11.2, whose
data files the tests open), and the test cases to run:

    target/py-venv/bin/python scripts/python-chess-suite.py /path/to/test.py PgnTestCase

It prints, per test case, how many of its tests pass, and with `-v` the
first line of each failure.
"""

import importlib
import importlib.util
import os
import sys
import types
import unittest


def alias() -> None:
    """Makes `chess` and its modules name rankfile's; a module rankfile
    does not have is an empty one, so that the file imports and only the
    tests that use it fail."""
    rankfile = importlib.import_module("rankfile")
    sys.modules["chess"] = rankfile
    for name in ["pgn", "engine", "polyglot", "svg", "syzygy", "gaviota", "variant"]:
        try:
            module = importlib.import_module(f"rankfile.{name}")
        except ImportError:
            module = types.ModuleType(f"chess.{name}")
            # Names the test file reads at import (exception classes in
            # decorators) stand for nothing here.
            module.__getattr__ = lambda attr: type(attr, (Exception,), {})
        sys.modules[f"chess.{name}"] = module
        setattr(rankfile, name, module)


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv
    if not args:
        print(__doc__)
        return 2
    path, cases = args[0], args[1:]
    alias()
    # The tests open their data files (`data/pgn/…`) from the checkout.
    os.chdir(os.path.dirname(os.path.abspath(path)))
    spec = importlib.util.spec_from_file_location("python_chess_tests", path)
    tests = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tests)
    loader = unittest.TestLoader()
    total_passed = total = 0
    for case in cases:
        suite = loader.loadTestsFromTestCase(getattr(tests, case))
        result = unittest.TestResult()
        suite.run(result)
        failed = len(result.failures) + len(result.errors)
        passed = result.testsRun - failed - len(result.skipped)
        total_passed += passed
        total += result.testsRun
        print(f"{case}: {passed} of {result.testsRun} pass")
        if verbose:
            for test, trace in result.failures + result.errors:
                last = trace.strip().splitlines()[-1]
                print(f"  {test.id().split('.')[-1]}: {last[:150]}")
    print(f"all: {total_passed} of {total} pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
