"""examples/spark/pgn_to_parquet.py, run in Spark's local mode, writes the
rows `pgn export` writes, partitioned as it partitions them, also when
large files are cut into byte ranges read by different tasks; and
`rankfile.pgn.export_share`, which its tasks run, refuses what it cannot
place."""

import gzip
import os
import pathlib
import subprocess
import sys

import pyarrow.dataset as ds
import pytest

import rankfile.pgn

from conftest import DATA

ROOT = pathlib.Path(__file__).resolve().parents[3]
JOB = ROOT / "examples" / "spark" / "pgn_to_parquet.py"


def table_rows(folder):
    table = ds.dataset(folder, format="parquet", partitioning="hive").to_table()
    rows = table.to_pylist()
    return sorted(rows, key=lambda r: (r["game"], r.get("ply", 0)))


def test_the_spark_job_writes_the_rows_pgn_export_writes(tmp_path):
    big = tmp_path / "many.pgn"
    with gzip.open(DATA / "games.pgn.gz", "rb") as f:
        big.write_bytes(f.read())
    examples = ROOT / "examples"
    inputs = [str(examples / "games.pgn"), str(big), str(examples / "games.pgn.gz"), str(examples / "messy.pgn")]
    env = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable)
    # Ranges of 16 KB: the 300 games of many.pgn are read by some thirty tasks.
    run = subprocess.run(
        [sys.executable, str(JOB), *inputs, "--out", str(tmp_path / "spark"),
         "--partition-by", "month", "--positions", "--split-mb", "0.015625"],
        env=env, capture_output=True, text=True, timeout=600,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    rankfile.pgn.export(inputs, tmp_path / "cli", partition_by="month", positions=True, threads=2)
    ours, theirs = table_rows(tmp_path / "spark" / "games"), table_rows(tmp_path / "cli" / "games")
    assert len(ours) == len(theirs) > 300
    assert [r["game"] for r in ours] == list(range(1, len(ours) + 1))
    assert ours == theirs
    ours, theirs = table_rows(tmp_path / "spark" / "positions"), table_rows(tmp_path / "cli" / "positions")
    assert len(ours) == len(theirs) > 10 * 300
    assert ours == theirs
    # Each task wrote files of its own, and the driver marked the tables.
    parts = sorted(p.name for p in (tmp_path / "spark" / "games").rglob("part-*"))
    assert parts[0].startswith("part-00000-") and parts[-1] > "part-00020-"
    assert all((tmp_path / "spark" / t / "_SUCCESS").is_file() for t in ["games", "positions"])
    # A second run into the same folder is refused: nothing is written over.
    again = subprocess.run(
        [sys.executable, str(JOB), inputs[0], "--out", str(tmp_path / "spark")],
        env=env, capture_output=True, text=True, timeout=600,
    )
    assert again.returncode != 0 and "already exists" in again.stderr


def test_an_input_cut_short_is_said_and_nothing_is_written(tmp_path):
    whole = gzip.compress((ROOT / "examples" / "games.pgn").read_bytes())
    cut = tmp_path / "cut.pgn.gz"
    cut.write_bytes(whole[: len(whole) // 2])
    env = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable)
    run = subprocess.run(
        [sys.executable, str(JOB), str(ROOT / "examples" / "games.pgn"), str(cut), "--out", str(tmp_path / "out")],
        env=env, capture_output=True, text=True, timeout=600,
    )
    assert run.returncode != 0
    assert f"cannot read {cut}: incomplete deflate stream" in run.stderr
    assert "nothing written" in run.stderr
    assert not (tmp_path / "out").exists()


def test_a_share_is_bytes_with_their_inputs_name_or_a_path(tmp_path):
    pgn = b'[Event "a"]\n\n1. e4 *\n'
    with pytest.raises(TypeError, match="name="):
        rankfile.pgn.export_share(pgn, tmp_path, task=0)
    path = tmp_path / "a.pgn"
    path.write_bytes(pgn)
    with pytest.raises(ValueError, match="name= is for bytes"):
        rankfile.pgn.export_share(path, tmp_path / "out", task=0, name="b.pgn")
    done = rankfile.pgn.export_share(path, tmp_path / "out", task=7, games_before=41, to="ndjson")
    assert done["ok"] and done["games"] == 1
    assert [f["path"] for f in done["files"]] == ["games/part-00007-00000.ndjson"]
    row = (tmp_path / "out" / "games" / "part-00007-00000.ndjson").read_text()
    assert row.startswith('{"game":42,"file":"%s","offset":0,' % path)
    assert not (tmp_path / "out" / "games" / "_SUCCESS").exists()
    # An output that is a file is refused, and left as it was.
    with pytest.raises(NotADirectoryError):
        rankfile.pgn.export_share(pgn, path, task=0, name="a.pgn")
    assert path.read_bytes() == pgn
