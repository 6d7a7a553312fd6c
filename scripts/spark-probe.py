"""A design probe for Spark in one pass (issue 46, item 4), not the
example: each Spark task writes its byte range of the inputs with
rankfile's own writer, Spark only scheduling, and the time is said apart
from Spark's start.

    PYSPARK_PYTHON=VENV/bin/python VENV/bin/python scripts/spark-probe.py INPUT... --out DIR

VENV holds rankfile, pyarrow and pyspark (`scripts/test.sh` makes one in
`target/py-venv`). The tasks are `examples/spark/pgn_to_parquet.py`'s: a
plain input cut in 64 MB ranges, each from a game's start. A task writes
its range to a temporary file and runs `rankfile.pgn.export` on it, into
`DIR/task-NNNNN/`: so the game numbers start again in each task, and the
file column names the temporary file. What it measures is the cost an
export of a byte range, numbered from a given game, would have in a
task: the temporary file is an upper bound on what that saves.
"""

import argparse
import os
import sys
import tempfile
import time

from pyspark.sql import SparkSession

SPARK_EXAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "spark")


def export_tasks(out):
    """The function each Spark partition runs: its tasks exported, and
    how many games each held."""

    def run(rows):
        sys.path.insert(0, SPARK_EXAMPLE)
        import pgn_to_parquet
        import rankfile.pgn

        for task, path, start, end in rows:
            _, data = pgn_to_parquet.task_bytes(path, start, end)
            with tempfile.NamedTemporaryFile(suffix=".pgn", delete=False) as f:
                f.write(data)
            try:
                done = rankfile.pgn.export([f.name], os.path.join(out, f"task-{task:05d}"), threads=1)
            finally:
                os.unlink(f.name)
            yield task, done["games"]

    return run


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--out", required=True, help="a folder that does not exist yet")
    args = parser.parse_args()
    if os.path.exists(args.out):
        parser.error(f"{args.out} exists: name a new folder")
    sys.path.insert(0, SPARK_EXAMPLE)
    import pgn_to_parquet

    began = time.time()
    spark = SparkSession.builder.appName("rankfile spark-probe").getOrCreate()
    started = time.time()
    tasks = pgn_to_parquet.plan(args.inputs, 64 << 20)
    rdd = spark.sparkContext.parallelize(tasks, len(tasks))
    counts = rdd.mapPartitions(export_tasks(args.out)).collect()
    ended = time.time()
    spark.stop()
    games = sum(n for _, n in counts)
    print(
        f"Spark's start {started - began:.1f} s; the job {ended - started:.1f} s: "
        f"{games} games in {len(tasks)} tasks",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
