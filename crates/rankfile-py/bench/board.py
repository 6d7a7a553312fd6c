"""rankfile's Board against python-chess's, in one run: for each of the
corpus's positions, the board of its FEN, its legal moves and their SAN.

    target/py-venv/bin/python crates/rankfile-py/bench/board.py

Prints the best of five rounds of each, and the ratio.
"""

import gzip
import json
import pathlib
import time

import chess

import rankfile

DATA = pathlib.Path(__file__).resolve().parents[3] / "tests" / "data"


def fens():
    with gzip.open(DATA / "positions.jsonl.gz", "rt", encoding="utf-8") as f:
        records = [json.loads(line) for line in f]
    # The positions both libraries take (rankfile refuses boards without kings).
    return [r["fen"] for r in records if chess.Board(r["fen"]).is_valid()]


def round_of(module, fens):
    start = time.perf_counter()
    sans = 0
    for fen in fens:
        board = module.Board(fen)
        sans += len([board.san(m) for m in board.legal_moves])
    return time.perf_counter() - start, sans


def main():
    positions = fens()
    best = {}
    for module in [chess, rankfile]:
        rounds = [round_of(module, positions) for _ in range(5)]
        best[module.__name__] = min(t for t, _ in rounds)
        print(f"{module.__name__:9} {best[module.__name__] * 1000:8.1f} ms  "
              f"({len(positions)} boards, {rounds[0][1]} SAN)")
    print(f"rankfile is {best['chess'] / best['rankfile']:.1f} x python-chess")


if __name__ == "__main__":
    main()
