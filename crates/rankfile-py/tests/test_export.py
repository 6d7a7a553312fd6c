"""`rankfile.pgn.export` writes what `rankfile pgn export` writes."""

import json
import os
import pathlib
import subprocess

import pytest

import rankfile.pgn

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXAMPLES = ROOT / "examples"


def cli():
    binary = os.environ.get("RANKFILE_BIN") or str(ROOT / "target" / "debug" / "rankfile")
    if not pathlib.Path(binary).exists():
        pytest.fail(f"no rankfile binary at {binary}: scripts/test.sh builds it and sets RANKFILE_BIN")
    return binary


def rows(folder):
    lines = []
    for part in sorted(folder.rglob("*.ndjson")):
        lines += [json.loads(line) for line in part.read_text().splitlines()]
    return lines


def test_the_tables_are_the_command_lines(tmp_path):
    inputs = [EXAMPLES / "games.pgn", EXAMPLES / "games.pgn.gz", EXAMPLES / "messy.pgn"]
    summary = rankfile.pgn.export(inputs, tmp_path / "py", to="ndjson", positions=True, threads=2)
    subprocess.run(
        [cli(), "pgn", "export", *map(str, inputs), "--out", str(tmp_path / "cli"), "--to", "ndjson",
         "--positions", "--threads", "2", "--no-progress", "--json"],
        check=True, capture_output=True,
    )
    for table in ["games", "positions"]:
        ours, theirs = rows(tmp_path / "py" / table), rows(tmp_path / "cli" / table)
        assert ours == theirs and ours, table
        assert (tmp_path / "py" / table / "_SUCCESS").exists()
    assert summary["ok"] and summary["games"] == len(rows(tmp_path / "py" / "games"))
    assert summary["positions"] == len(rows(tmp_path / "py" / "positions"))
    assert {f["table"] for f in summary["files"]} == {"games", "positions"}


def test_tables_already_there_are_kept_unless_replaced(tmp_path):
    inputs = [EXAMPLES / "games.pgn"]
    rankfile.pgn.export(inputs, tmp_path, to="csv")
    with pytest.raises(FileExistsError):
        rankfile.pgn.export(inputs, tmp_path, to="csv")
    assert rankfile.pgn.export(inputs, tmp_path, to="csv", replace=True)["ok"]


def test_an_unreadable_input_is_said_and_the_others_exported(tmp_path):
    missing = tmp_path / "missing.pgn"
    summary = rankfile.pgn.export([missing, EXAMPLES / "games.pgn"], tmp_path / "out", to="ndjson")
    assert not summary["ok"] and summary["unreadable"] == 1
    assert summary["unread"][0]["file"] == str(missing) and summary["unread"][0]["message"]
    assert summary["games"] > 0
    assert not (tmp_path / "out" / "games" / "_SUCCESS").exists()


def test_wrong_options_are_refused(tmp_path):
    with pytest.raises(ValueError):
        rankfile.pgn.export([EXAMPLES / "games.pgn"], tmp_path, to="xlsx")
    with pytest.raises(ValueError):
        rankfile.pgn.export([EXAMPLES / "games.pgn"], tmp_path, partition_by="week")
    inside = tmp_path / "games"
    inside.mkdir()
    (inside / "a.pgn").write_text((EXAMPLES / "games.pgn").read_text())
    with pytest.raises(ValueError):
        rankfile.pgn.export([inside / "a.pgn"], tmp_path)
