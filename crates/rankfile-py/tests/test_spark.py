"""examples/spark/pgn_to_parquet.py, run in Spark's local mode, writes the
rows `pgn export` writes, partitioned as it partitions them, also when
large files are cut into byte ranges read by different tasks."""

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
    return sorted(rows, key=lambda r: (r["game"], r["file"], r["offset"]))


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
         "--partition-by", "month", "--split-mb", "0.015625"],
        env=env, capture_output=True, text=True, timeout=600,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    rankfile.pgn.export(inputs, tmp_path / "cli", partition_by="month", threads=2)
    ours, theirs = table_rows(tmp_path / "spark" / "games"), table_rows(tmp_path / "cli" / "games")
    assert len(ours) == len(theirs) > 300
    assert [r["game"] for r in ours] == list(range(1, len(ours) + 1))
    assert ours == theirs
    # A second run into the same folder is refused: nothing is written over.
    again = subprocess.run(
        [sys.executable, str(JOB), inputs[0], "--out", str(tmp_path / "spark")],
        env=env, capture_output=True, text=True, timeout=600,
    )
    assert again.returncode != 0 and "already exists" in again.stderr
