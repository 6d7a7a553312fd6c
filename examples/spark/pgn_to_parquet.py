"""PGN files to the tables of `rankfile pgn export`, with Spark: the same
files, rows and partitions, written on as many machines as Spark has.

    python examples/spark/pgn_to_parquet.py INPUT... --out DIR [--partition-by month] [--positions]
    spark-submit --master spark://HOST:7077 \\
        --conf spark.archives=rankfile-env.tar.gz#env \\
        --conf spark.pyspark.python=./env/bin/python \\
        examples/spark/pgn_to_parquet.py /shared/pgn/*.pgn --out /shared/tables

On a cluster, `rankfile-env.tar.gz` is a virtual environment holding the
rankfile wheel, packed with `venv-pack`, as docs/python.md says; the
inputs and DIR are paths every executor can read and write (a shared file
system).

Each input is a task, and a large plain file is cut into byte ranges of
`--split-mb` (64 MB by default), each a task: a range starts at its first
game (a tag line after a blank line) and ends where the next range's first
game starts, so that every game is read once, whole. A compressed input
(gzip, zstd) is one task, read as a stream in flat memory.

Spark schedules; rankfile reads and writes. A first job counts each
task's games with `rankfile.pgn.count_games` (the cutter alone, no move
read), so that each task knows the number of its first game. In the
second, each task writes its games with `rankfile.pgn.export_share`:
rankfile's reader and Parquet writer on the task's range or input, out
of Python's GIL, the games numbered and placed as `pgn export` numbers and places
them across the inputs, into DIR/games/ (and DIR/positions/ with
`--positions`) as part files named by the task (`part-00003-00000.parquet`),
in hive folders by `year` (and `month`) with `--partition-by`. No row
passes through Spark or Python. Once every task has finished, the driver
marks each table done with its `_SUCCESS` file, as `pgn export` does; a
table already there is refused. An input that cannot be read whole (a
compressed download cut short) is said, with why, before anything is
written, and nothing is.

A cut lies only before a line that opens a tag pair after a blank line; a
comment holding such a line (no database known to us writes one) would be
cut there too.
"""

import argparse
import os
import re
import sys
import time

from pyspark.sql import SparkSession

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


def task_source(path, start, end):
    """What a task reads, and where it starts in its input: a whole input
    by its path (read as a stream, compressed or not, in flat memory), a
    range as its bytes, from its first game's start to the next range's
    first game's start."""
    if end is None and start == 0:
        return 0, path
    with open(path, "rb") as f:
        first = game_start(f, start)
        last = game_start(f, end) if end is not None else os.path.getsize(path)
        f.seek(first)
        return first, f.read(max(0, last - first))


def count_games(tasks):
    """The first job's work on a partition of tasks: each task's number
    of games, cut as the reader cuts them, none read; or, for an input
    that cannot be read whole (a download cut short), why."""
    for task, path, start, end in tasks:
        _, source = task_source(path, start, end)
        try:
            yield task, rankfile.pgn.count_games(source, name=path, threads=1), None
        except ValueError as e:
            yield task, None, str(e)


def export_shares(out, partition_by, positions):
    """The second job's work on a partition of tasks: each task's games
    written into the tables, and what `export_share` said of them."""

    def run(tasks):
        for task, path, start, end, games_before, counted in tasks:
            first, source = task_source(path, start, end)
            done = rankfile.pgn.export_share(
                source, out, name=path, task=task, games_before=games_before, offset=first,
                partition_by=partition_by, positions=positions, threads=1,
            )
            yield task, path, counted, done

    return run


def write_tables(spark, inputs, out, partition_by, positions, split_bytes):
    """Writes the tables of `inputs` in `out`; what went wrong (an empty
    list when the tables are whole), and how many games they hold. An
    input that cannot be read whole is said before anything is written."""
    began = time.monotonic()
    tasks = plan(inputs, split_bytes)
    context = spark.sparkContext
    # Counting is short work: a partition a core counts its share of the
    # ranges, without a Spark task for each.
    cores = max(1, min(len(tasks), context.defaultParallelism))
    results = context.parallelize(tasks, cores).mapPartitions(count_games).collect()
    unreadable = [why for _, _, why in sorted(results) if why is not None]
    if unreadable:
        # Nothing is written: a table of some of the games would be taken
        # for all of them.
        return unreadable, 0
    counts = {task: games for task, games, _ in results}
    counted_at = time.monotonic()
    print(f"counted {sum(counts.values())} games in {len(tasks)} tasks in {counted_at - began:.1f} s", file=sys.stderr)
    based, base = [], 0
    for task, path, start, end in tasks:
        counted = counts.get(task, 0)
        # A range with no game writes nothing, but an export of no game at
        # all still writes a table (one empty file, with the schema).
        if counted or (task == 0 and not any(counts.values())):
            based.append((task, path, start, end, base, counted))
        base += counted
    reports = context.parallelize(based, len(based)).mapPartitions(export_shares(out, partition_by, positions)).collect()
    print(f"wrote them in {time.monotonic() - counted_at:.1f} s", file=sys.stderr)
    problems = []
    for task, path, counted, done in sorted(reports, key=lambda r: r[0]):
        for unread in done["unread"]:
            problems.append(f"{unread['file']}: {unread['message']}")
        if "error" in done:
            problems.append(f"task {task} ({path}): {done['error']}")
        elif done["games"] != counted:
            problems.append(f"task {task} ({path}): {done['games']} games read, {counted} counted")
    return problems, base


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", nargs="+", help="PGN files (plain, .gz or .zst)")
    parser.add_argument("--out", required=True, help="the folder of the tables (DIR/games/, DIR/positions/)")
    parser.add_argument("--partition-by", choices=["year", "month"])
    parser.add_argument("--positions", action="store_true", help="write the positions table too")
    parser.add_argument("--split-mb", type=float, default=64, help="the largest byte range of a task")
    args = parser.parse_args(argv)
    missing = [p for p in args.inputs if not os.path.isfile(p)]
    if missing:
        parser.error(f"no such file: {', '.join(missing)}")
    tables = [os.path.join(args.out, t) for t in ["games", "positions"][: 1 + args.positions]]
    there = [t for t in tables if os.path.exists(t)]
    if there:
        parser.error(f"{there[0]} already exists: name another folder, or remove it")
    began = time.monotonic()
    spark = SparkSession.builder.appName("rankfile pgn_to_parquet").getOrCreate()
    print(f"Spark started in {time.monotonic() - began:.1f} s", file=sys.stderr)
    try:
        split_bytes = max(1, int(args.split_mb * (1 << 20)))
        problems, games = write_tables(spark, args.inputs, args.out, args.partition_by, args.positions, split_bytes)
    finally:
        spark.stop()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems and not any(os.path.exists(t) for t in tables):
        sys.exit(f"nothing written in {args.out}: an input cannot be read whole (above)")
    if problems:
        sys.exit(f"the tables in {args.out} are not marked done: {len(problems)} problems above")
    for table in tables:
        open(os.path.join(table, "_SUCCESS"), "wb").close()
    print(f"{games} games written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
