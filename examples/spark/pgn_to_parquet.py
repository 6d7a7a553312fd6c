"""PGN files to the games table of `rankfile pgn export`, with Spark: the
same rows, partitioned the same way, read on as many machines as Spark has.

    python examples/spark/pgn_to_parquet.py INPUT... --out DIR [--partition-by month]
    spark-submit --master spark://HOST:7077 \\
        --conf spark.archives=rankfile-env.tar.gz#env \\
        --conf spark.pyspark.python=./env/bin/python \\
        examples/spark/pgn_to_parquet.py /shared/pgn/*.pgn --out /shared/tables

On a cluster, `rankfile-env.tar.gz` is a virtual environment holding the
rankfile wheel, pyarrow and pandas, packed with `venv-pack`, as
docs/python.md says; the inputs are paths every executor can read.

Each input is a task, and a large plain file is cut into byte ranges of
`--split-mb` (64 MB by default), each a task: a range starts at its first
game (a tag line after a blank line) and ends where the next range's first
game starts, so that every game is read once, whole. A compressed input
(gzip, zstd) is one task.

Two Spark jobs, the games read once. The first counts each task's games
with `rankfile.pgn.count_games` (the cutter alone, no move read: a tenth
of the reading's time or less), so that each task knows the number of its
first game before it reads one. The second reads each task's games with
`rankfile.pgn.read_games` (rankfile's reader, out of Python's GIL), numbers
them as `pgn export` numbers them across the inputs, and hands Spark Arrow
batches (`mapInArrow`), written as they come as Parquet under `DIR/games/`,
in hive folders by `year` (and `month`) with `--partition-by`: nothing is
cached, joined or shuffled. A folder that already holds a table is
refused.

A cut lies only before a line that opens a tag pair after a blank line; a
comment holding such a line (no database known to us writes one) would be
cut there too.
"""

import argparse
import os
import re
import sys

import pyarrow as pa
import pyarrow.compute as pc
from pyspark.sql import SparkSession
from pyspark.sql import functions as F
from pyspark.sql.pandas.types import from_arrow_schema

import rankfile.pgn

# A game's first line, after a blank line: `[Name "`.
GAME_START = re.compile(rb"\n[ \t\r]*\n(\[[A-Za-z0-9_]+[ \t]+\")")
COMPRESSED = (b"\x1f\x8b", b"\x28\xb5\x2f\xfd")
# What a task reads at a time while it looks for a game's start.
LOOK = 1 << 16


def plan(inputs, split_bytes):
    """The tasks: (task, path, start, end), `end` None for the whole
    input; plain files larger than `split_bytes` are cut in ranges."""
    tasks = []
    for path in inputs:
        with open(path, "rb") as f:
            head = f.read(4)
        size = os.path.getsize(path)
        if head.startswith(COMPRESSED) or size <= split_bytes:
            tasks.append((len(tasks), path, 0, None))
            continue
        for start in range(0, size, split_bytes):
            end = start + split_bytes
            tasks.append((len(tasks), path, start, end if end < size else None))
    return tasks


def game_start(f, at):
    """The offset of the first game that starts at `at` or after it (the
    end of the file if none does)."""
    if at == 0:
        return 0
    # From the byte before, so that a blank line ending at `at` is seen.
    f.seek(at - 1)
    offset, carry = at - 1, b""
    while True:
        chunk = f.read(LOOK)
        if not chunk:
            return offset + len(carry)
        text = carry + chunk
        found = GAME_START.search(text)
        if found:
            return offset + found.start(1)
        keep = min(len(text), 64)
        offset += len(text) - keep
        carry = text[-keep:]


def task_bytes(path, start, end):
    """The bytes of the games a task reads: from its first game's start
    to the next range's first game's start."""
    with open(path, "rb") as f:
        if end is None and start == 0:
            return 0, f.read()
        first = game_start(f, start)
        last = game_start(f, end) if end is not None else os.path.getsize(path)
        f.seek(first)
        return first, f.read(max(0, last - first))


def count_tasks(batches):
    """The `mapInArrow` function of the first job: each task's number of
    games, cut as the reader cuts them, none read."""
    for batch in batches:
        tasks, counts = [], []
        for task, path, start, end in zip(*(batch.column(i).to_pylist() for i in range(4))):
            _, data = task_bytes(path, start, end)
            tasks.append(task)
            counts.append(rankfile.pgn.count_games(data, threads=1))
        yield pa.RecordBatch.from_arrays([pa.array(tasks, pa.int64()), pa.array(counts, pa.int64())], ["task", "games"])


def read_tasks(partition_by):
    """The `mapInArrow` function of the second job: each task's games as
    Arrow batches, numbered from the task's `base` (the games of the tasks
    before it), with the `file` and `offset` of the input."""

    def read(batches):
        for batch in batches:
            for _, path, start, end, base in zip(*(batch.column(i).to_pylist() for i in range(5))):
                first, data = task_bytes(path, start, end)
                games = rankfile.pgn.read_games(data, threads=1, partition_by=partition_by)
                for games_batch in pa.RecordBatchReader.from_stream(games):
                    yield located(games_batch, base, path, first)

    return read


def located(batch, base, path, first):
    """`batch` with its games numbered across the inputs, its input's name
    and offsets from the input's start; unsigned columns as Spark's signed
    ones."""
    n = batch.num_rows
    columns = dict(zip(batch.schema.names, batch.columns))
    columns["game"] = pc.add(pc.cast(columns["game"], pa.int64()), base)
    columns["offset"] = pc.add(pc.cast(columns["offset"], pa.int64()), first)
    columns["file"] = pa.array([path] * n, pa.string())
    # Spark takes no Arrow time: the time of day goes as text, made a
    # TIME again in Spark.
    columns["utc_time"] = pc.cast(columns["utc_time"], pa.string())
    return pa.RecordBatch.from_arrays(list(columns.values()), names=list(columns))


def schema(partition_by):
    """The Spark schema of the batches `read_tasks` yields."""
    arrow = pa.table(rankfile.pgn.read_games(b"", partition_by=partition_by)).schema
    spark_type = {"game": pa.int64(), "offset": pa.int64(), "utc_time": pa.string()}
    fields = [pa.field(f.name, spark_type.get(f.name, f.type), f.nullable) for f in arrow]
    return from_arrow_schema(pa.schema(fields))


def games_table(spark, inputs, partition_by, split_bytes):
    """The games table of `inputs`, numbered across them in order, and
    how many games it holds."""
    tasks = plan(inputs, split_bytes)
    plan_frame = spark.createDataFrame(tasks, "task long, path string, start long, end long")
    counts = dict(plan_frame.repartition(len(tasks)).mapInArrow(count_tasks, "task long, games long").collect())
    based, base = [], 0
    for task in tasks:
        based.append((*task, base))
        base += counts.get(task[0], 0)
    based = spark.createDataFrame(based, "task long, path string, start long, end long, base long")
    rows = based.repartition(len(tasks)).mapInArrow(read_tasks(partition_by), schema(partition_by))
    return rows.withColumn("utc_time", F.expr("to_time(utc_time)")), base


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", nargs="+", help="PGN files (plain, .gz or .zst)")
    parser.add_argument("--out", required=True, help="the folder of the table (DIR/games/)")
    parser.add_argument("--partition-by", choices=["year", "month"])
    parser.add_argument("--split-mb", type=float, default=64, help="the largest byte range of a task")
    args = parser.parse_args(argv)
    missing = [p for p in args.inputs if not os.path.isfile(p)]
    if missing:
        parser.error(f"no such file: {', '.join(missing)}")
    folder = os.path.join(args.out, "games")
    spark = (
        SparkSession.builder.appName("rankfile pgn_to_parquet")
        # `utc_time` is a time of day (Spark's TIME, behind this switch).
        .config("spark.sql.timeType.enabled", "true")
        .getOrCreate()
    )
    try:
        split_bytes = max(1, int(args.split_mb * (1 << 20)))
        table, games = games_table(spark, args.inputs, args.partition_by, split_bytes)
        writer = table.write.mode("errorifexists")
        if args.partition_by:
            writer = writer.partitionBy(*(["year"] if args.partition_by == "year" else ["year", "month"]))
        writer.parquet(folder)
        print(f"{games} games written to {folder}", file=sys.stderr)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
