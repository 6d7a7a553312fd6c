"""Every example in the package's docstrings runs and says what it shows."""

import doctest

import pytest

import rankfile
import rankfile.engine
import rankfile.pgn
import rankfile.polyglot
import rankfile.svg


def test_the_docstrings_examples_hold():
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs = {"rankfile": rankfile, **vars(rankfile)}
    # The module's own docstrings, and those of what the native module
    # defines (which the finder does not look into from the package).
    tests = finder.find(rankfile, "rankfile", globs=globs)
    tests += finder.find(rankfile.polyglot, "rankfile.polyglot", globs=globs)
    tests += finder.find(rankfile.pgn, "rankfile.pgn", globs=globs)
    found = {t.name for t in tests}
    for name in dir(rankfile):
        value = getattr(rankfile, name)
        if callable(value) and getattr(value, "__module__", "") == "rankfile":
            tests += [t for t in finder.find(value, f"rankfile.{name}", globs=globs) if t.name not in found]
    for name in dir(rankfile.pgn):
        value = getattr(rankfile.pgn, name)
        if isinstance(value, type) and value.__module__ == "rankfile.pgn":
            tests += finder.find(value, f"rankfile.pgn.{name}", globs=globs)
    # Run as the doctest module runs them: in the module's own names.
    tests += finder.find(rankfile.engine, "rankfile.engine", globs={**globs, **vars(rankfile.engine)})
    # The game model's modules, which rankfile.pgn names again.
    for module in [rankfile._nodes, rankfile._visitors, rankfile._annotations, rankfile.svg,
                   rankfile._squares, rankfile.polyglot]:
        tests += finder.find(module, module.__name__, globs={**globs, **vars(module)})
    examples = sum(len(t.examples) for t in tests)
    for test in tests:
        runner.run(test)
    assert runner.failures == 0
    # The module, Board, Move, Piece, check_fen, Outcome and Termination.
    assert examples >= 20, examples


def test_the_type_stubs_name_what_the_native_module_has():
    import ast
    import pathlib

    import rankfile._rankfile as native

    stub = pathlib.Path(rankfile.__file__).with_name("_rankfile.pyi")
    tree = ast.parse(stub.read_text())
    declared = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            members = set()
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    members.add(item.name)
                elif isinstance(item, ast.AnnAssign):
                    members.add(item.target.id)
            declared[node.name] = members
        elif isinstance(node, ast.FunctionDef):
            declared[node.name] = set()
        elif isinstance(node, ast.AnnAssign):
            declared[node.target.id] = set()
    public = {name for name in dir(native) if not name.startswith("_")} | {"__version__"}
    assert set(declared) == public, set(declared) ^ public
    for name, members in declared.items():
        value = getattr(native, name)
        if isinstance(value, type) and issubclass(value, BaseException):
            continue  # their attributes are set on each exception raised
        for member in members:
            assert hasattr(value, member), f"{name}.{member}"
        if isinstance(value, type) and not issubclass(value, BaseException):
            own = {m for m in vars(value) if not m.startswith("_")}
            assert own <= members, f"{name}: {own - members} not in the stub"


def test_the_python_pages_examples_hold():
    import pathlib
    import re

    page = pathlib.Path(__file__).resolve().parents[3] / "docs" / "python.md"
    blocks = re.findall(r"```pycon\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 2
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for i, block in enumerate(blocks):
        runner.run(parser.get_doctest(block, {}, f"docs/python.md, block {i + 1}", "docs/python.md", 0))
    assert runner.failures == 0 and runner.tries >= 10


def test_a_newcomer_finds_what_the_page_promises():
    """The page's install line installs what its examples import, the
    version is said, python-chess's modules are reached as python-chess's,
    and the module shows its own names only."""
    import pathlib
    import re
    import tomllib

    root = pathlib.Path(__file__).resolve().parents[1]
    page = (root.parents[1] / "docs" / "python.md").read_text()
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    assert rankfile.__version__ == project["version"]
    assert 'pip install "./crates/rankfile-py[arrow]"' in page
    extra = {re.split(r"[<>=]", d)[0] for d in project["optional-dependencies"]["arrow"]}
    imported = {part.split()[0].split(".")[0] for line in re.findall(r"^>>> import (.+)$", page, re.M)
                for part in line.split(",")}
    outside = imported - {"rankfile", "io"}
    assert outside <= extra | {"pyspark", "pandas"}, outside - extra
    # `import rankfile as chess` reaches python-chess's modules.
    for name in ["pgn", "svg", "polyglot", "engine"]:
        assert getattr(rankfile, name).__name__ == f"rankfile.{name}"
    with pytest.raises(AttributeError):
        rankfile.variant
    leaked = {"Optional", "dataclasses", "enum", "importlib", "Any"} & set(dir(rankfile))
    assert not leaked, leaked
