#!/usr/bin/env python3
"""`rankfile pgn export` read back by DuckDB, compared with python-chess's
reading of the corpus and with rankfile's own reading of the same files.

Usage: check_export.py RANKFILE_BINARY

Exports tests/data/games.pgn.gz and the real games of tests/data/real/
(games and positions, then partitioned by month), and checks with DuckDB:
every column's type; the moves, final FENs and ply counts against the
corpus (tests/data/games.jsonl.gz, tests/data/real/real_games.jsonl.gz);
the positions' FENs against `rankfile pgn fens`; a join of the two tables;
a filter on white_elo against `rankfile pgn filter`; the partitions.
"""

import gzip
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

import duckdb

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"

# What DuckDB must read each column as, with no cast.
GAMES_TYPES = {
    "game": "UBIGINT", "file": "VARCHAR", "offset": "UBIGINT", "event": "VARCHAR",
    "site": "VARCHAR", "date": "DATE", "date_text": "VARCHAR", "round": "VARCHAR",
    "white": "VARCHAR", "black": "VARCHAR", "result": "VARCHAR",
    "white_elo": "SMALLINT", "black_elo": "SMALLINT", "white_title": "VARCHAR",
    "black_title": "VARCHAR", "white_rating_diff": "SMALLINT",
    "black_rating_diff": "SMALLINT", "utc_date": "DATE", "utc_time": "TIME",
    "time_control": "VARCHAR", "time_initial": "INTEGER", "time_increment": "INTEGER",
    "termination": "VARCHAR", "eco": "VARCHAR", "opening": "VARCHAR",
    "variant": "VARCHAR", "start_fen": "VARCHAR", "tags": "MAP(VARCHAR, VARCHAR)",
    "moves_san": "VARCHAR[]", "moves_uci": "VARCHAR[]", "clocks": "DOUBLE[]",
    "evals": "STRUCT(cp INTEGER, mate INTEGER)[]", "ply_count": "INTEGER",
    "final_fen": "VARCHAR", "outcome": "VARCHAR", "winner": "VARCHAR",
    "dead_ply": "INTEGER", "time_forfeit_draw": "BOOLEAN",
    "opening_eco": "VARCHAR", "opening_name": "VARCHAR", "ok": "BOOLEAN",
    "errors": "INTEGER", "parse_error": "VARCHAR", "warnings": "INTEGER",
    "respelled": "INTEGER",
}
POSITIONS_TYPES = {
    "game": "UBIGINT", "ply": "INTEGER", "fen": "VARCHAR", "polyglot": "UBIGINT",
    "san": "VARCHAR", "uci": "VARCHAR", "clock": "DOUBLE", "eval_cp": "INTEGER",
    "eval_mate": "INTEGER", "turn": "VARCHAR",
}

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"FAIL: {message}", file=sys.stderr)


def run(binary, *args):
    done = subprocess.run([binary, *args], capture_output=True, text=True,
                          env={"RANKFILE_LANG": "en", "PATH": "/usr/bin:/bin"})
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)} failed: {done.stderr}")
    return done


def jsonl(path):
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def check_types(con, table, expected):
    described = con.execute(f"DESCRIBE SELECT * FROM {table}").fetchall()
    found = {row[0]: row[1] for row in described}
    check(list(found) == list(expected), f"{table}: columns {list(found)}")
    for name, kind in expected.items():
        check(found.get(name) == kind, f"{table}.{name} is {found.get(name)}, not {kind}")


def expectations(inputs):
    """python-chess's reading of each input, in the export's game order."""
    games = jsonl(DATA / "games.jsonl.gz")
    real = jsonl(DATA / "real" / "real_games.jsonl.gz")
    by_file = {}
    for game in real:
        by_file.setdefault(game["file"], []).append(game)
    ordered = list(games)
    for path in inputs[1:]:
        ordered.extend(by_file[path.name])
    return ordered


def check_games(con, binary, inputs):
    expected = expectations(inputs)
    rows = con.execute("SELECT game, moves_san, moves_uci, final_fen, ply_count, ok "
                   "FROM games ORDER BY game").fetchall()
    check(len(rows) == len(expected), f"{len(rows)} games, not {len(expected)}")
    compared = 0
    for (game, san, uci, final_fen, plies, ok), theirs in zip(rows, expected):
        if theirs.get("variant", "chess") != "chess":
            check(not ok, f"game {game}: a {theirs['variant']} game is refused")
            continue
        compared += 1
        check(san == theirs["san"], f"game {game}: moves_san")
        check(uci == theirs["uci"], f"game {game}: moves_uci")
        check(final_fen == theirs["final_fen"], f"game {game}: final_fen")
        check(plies == len(theirs["san"]), f"game {game}: ply_count")
    print(f"{compared} games' moves, final FENs and ply counts equal python-chess's")
    return rows


def check_positions(con, binary, inputs):
    # The positions' FENs are `rankfile pgn fens`'s, game by game.
    fens = []
    for path in inputs:
        out = run(binary, "pgn", "fens", "--json", str(path)).stdout
        fens.extend(json.loads(line)["fens"] for line in out.splitlines())
    ours = con.execute("SELECT game, list(fen ORDER BY ply) FROM positions "
                   "GROUP BY game ORDER BY game").fetchall()
    check(len(ours) == len(fens), f"positions of {len(ours)} games, not {len(fens)}")
    for (game, fen_list), theirs in zip(ours, fens):
        check(fen_list == theirs, f"game {game}: positions' FENs differ from pgn fens")
    # A join: each game has its start and one position a ply.
    wrong = con.execute("SELECT g.game FROM games g JOIN positions p USING (game) "
                    "GROUP BY g.game, g.ply_count HAVING count(*) != g.ply_count + 1").fetchall()
    check(wrong == [], f"games whose positions are not ply_count + 1: {wrong}")
    found = con.execute("SELECT count(DISTINCT game) FROM positions p JOIN games g USING (game) "
                    "WHERE p.ply = g.ply_count AND p.fen = g.final_fen").fetchone()[0]
    total = con.execute("SELECT count(*) FROM games").fetchone()[0]
    check(found == total, f"{found} of {total} games end on their final FEN")
    print(f"positions of {len(ours)} games equal pgn fens; the join holds")


def check_filter(con, binary, inputs):
    """A filter in DuckDB and the same filter by rankfile itself."""
    duck = con.execute("SELECT count(*) FROM games WHERE white_elo >= 2700").fetchone()[0]
    kept = 0
    for path in inputs:
        out = run(binary, "pgn", "filter", "--no-progress", "--where", "WhiteElo>=2700", str(path))
        kept += out.stdout.count("\n[Event ") + out.stdout.startswith("[Event ")
    check(duck == kept and duck > 0, f"white_elo >= 2700: DuckDB {duck}, pgn filter {kept}")
    print(f"white_elo >= 2700: {duck} games in DuckDB and in pgn filter")


def check_partitions(binary, inputs, out):
    run(binary, "pgn", "export", "--no-progress", "--partition-by", "month",
        "--out", str(out), *map(str, inputs))
    con = duckdb.connect()
    con.sql(f"CREATE VIEW games AS SELECT * FROM read_parquet('{out}/games/**/*.parquet', "
            "hive_partitioning = true)")
    by_month = con.execute("SELECT year, month, count(*) FROM games GROUP BY ALL").fetchall()
    theirs = {}
    for row in con.execute("SELECT utc_date, date_text FROM games").fetchall():
        utc, text = row
        parts = (text or "").split(".")
        year = utc.year if utc else (int(parts[0]) if parts[0].isdigit() else None)
        month = utc.month if utc else (int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None)
        theirs[(year, month)] = theirs.get((year, month), 0) + 1
    # DuckDB reads `month=01` as text: the folders keep the leading zero.
    ours = {(y, None if m is None else int(m)): n for y, m, n in by_month}
    check(ours == theirs, f"partitions {sorted(ours.items(), key=str)[:5]}...")
    print(f"{len(ours)} month partitions, each holding its games")


def check_doc_queries(binary, work):
    """The DuckDB queries of docs/export.md, as written, on the export of
    examples/ the page says to make."""
    import os
    import re

    page = (ROOT / "docs" / "export.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sql\n-- duckdb\n(.*?)```", page, re.S)
    check(blocks, "docs/export.md has no DuckDB block")
    examples = ROOT / "examples"
    run(binary, "pgn", "export", "--no-progress", "--positions", "--partition-by", "month",
        "--out", str(work / "lichess"), str(examples / "games.pgn"), str(examples / "messy.pgn"))
    here = os.getcwd()
    os.chdir(work)
    try:
        con = duckdb.connect()
        statements = 0
        for block in blocks:
            for statement in block.split(";"):
                code = "\n".join(l for l in statement.splitlines() if not l.strip().startswith("--"))
                if code.strip():
                    rows = con.execute(statement).fetchall()
                    statements += 1
                    said = re.search(r"^-- on examples/: (.*?)(  |$)", statement, re.M)
                    if said:
                        check(repr(rows) == said.group(1),
                              f"docs/export.md says {said.group(1)} on examples/, DuckDB gives {rows!r}")
    finally:
        os.chdir(here)
    print(f"the {statements} DuckDB statements of docs/export.md run on the export of examples/")


def main():
    binary = sys.argv[1]
    work = pathlib.Path(tempfile.mkdtemp(prefix="rankfile-duckdb-"))
    source = work / "games.pgn"
    with gzip.open(DATA / "games.pgn.gz", "rb") as f:
        source.write_bytes(f.read())
    real = sorted({g["file"] for g in jsonl(DATA / "real" / "real_games.jsonl.gz")})
    inputs = [source] + [DATA / "real" / name for name in real]
    out = work / "tables"
    done = run(binary, "pgn", "export", "--no-progress", "--positions", "--json",
               "--out", str(out), *map(str, inputs))
    summary = json.loads(done.stdout)
    con = duckdb.connect()
    con.sql(f"CREATE VIEW games AS SELECT * FROM '{out}/games/*.parquet'")
    con.sql(f"CREATE VIEW positions AS SELECT * FROM '{out}/positions/*.parquet'")
    check_types(con, "games", GAMES_TYPES)
    check_types(con, "positions", POSITIONS_TYPES)
    counted = con.execute("SELECT count(*) FROM games").fetchone()[0]
    check(counted == summary["games"], f"{counted} rows, the export said {summary['games']}")
    check_games(con, binary, inputs)
    check_positions(con, binary, inputs)
    check_filter(con, binary, inputs)
    check_partitions(binary, inputs, work / "partitioned")
    check_doc_queries(binary, work)
    shutil.rmtree(work)
    if failures:
        sys.exit(f"{len(failures)} DuckDB checks failed")
    print("DuckDB reads the export as rankfile and python-chess read the games")


if __name__ == "__main__":
    main()
