"""Every example in the package's docstrings runs and says what it shows."""

import doctest

import rankfile


def test_the_docstrings_examples_hold():
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs = {"rankfile": rankfile, **vars(rankfile)}
    # The module's own docstrings, and those of what the native module
    # defines (which the finder does not look into from the package).
    tests = finder.find(rankfile, "rankfile", globs=globs)
    found = {t.name for t in tests}
    for name in dir(rankfile):
        value = getattr(rankfile, name)
        if callable(value) and getattr(value, "__module__", "") == "rankfile":
            tests += [t for t in finder.find(value, f"rankfile.{name}", globs=globs) if t.name not in found]
    examples = sum(len(t.examples) for t in tests)
    for test in tests:
        runner.run(test)
    assert runner.failures == 0
    # The module, Board, Move, Piece, check_fen, Outcome and Termination.
    assert examples >= 12, examples
