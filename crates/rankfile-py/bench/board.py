"""rankfile's Board against python-chess's, in one run, call by call: the
calls python-chess scripts make most, each timed on the same work for both
libraries, rounds taken in turn (python-chess, rankfile, python-chess, ...).

    target/py-venv/bin/python crates/rankfile-py/bench/board.py [--rounds 7]

The positions are the corpus's 5,000 (`tests/data/positions.jsonl.gz`), the
games its real games' main lines (`tests/data/games.jsonl.gz`). Prints the
best round of each call for each library, and the ratio.
"""

import argparse
import gzip
import json
import pathlib
import time

import chess

import rankfile

DATA = pathlib.Path(__file__).resolve().parents[3] / "tests" / "data"


def load(name):
    with gzip.open(DATA / name, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def fens():
    return [r["fen"] for r in load("positions.jsonl.gz")]


def games():
    """The main lines, in UCI, of the games played from the start."""
    return [r["uci"] for r in load("games.jsonl.gz") if r["start_fen"] == chess.STARTING_FEN and r["uci"]]


def work(module, positions, lines):
    """Each call's work: a function of nothing, run once per round."""
    boards = [module.Board(f) for f in positions]
    moves = [[module.Move.from_uci(u) for u in line] for line in lines]
    sans = []
    for line in lines:
        board, out = module.Board(), []
        for u in line:
            m = module.Move.from_uci(u)
            out.append(board.san(m))
            board.push(m)
        sans.append(out)
    squares = range(64)

    def board_of_fen():
        for f in positions:
            module.Board(f)

    def legal_moves():
        for b in boards:
            list(b.legal_moves)

    def piece_at():
        for b in boards:
            for s in squares:
                b.piece_at(s)

    def piece_map():
        for b in boards:
            b.piece_map()

    def fen():
        for b in boards:
            b.fen()

    def is_checkmate():
        for b in boards:
            b.is_checkmate()

    def copy():
        for b in boards:
            b.copy()

    def push_pop():
        for line in moves:
            b = module.Board()
            for m in line:
                b.push(m)
            for _ in line:
                b.pop()

    def push_san():
        for line in sans:
            b = module.Board()
            for s in line:
                b.push_san(s)

    def attacks():
        for b in boards[:1000]:
            for s in squares:
                b.attacks(s)
                b.attackers(True, s)
                b.attackers(False, s)

    return {
        "Board(fen)": board_of_fen,
        "list(legal_moves)": legal_moves,
        "piece_at, 64 squares": piece_at,
        "piece_map()": piece_map,
        "fen()": fen,
        "is_checkmate()": is_checkmate,
        "copy()": copy,
        "a game pushed and popped": push_pop,
        "a game pushed by SAN": push_san,
        "attacks/attackers, 64 squares (1,000 boards)": attacks,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    positions, lines = fens(), games()
    plies = sum(len(line) for line in lines)
    print(f"{len(positions)} positions; {len(lines)} games, {plies} plies")
    calls = {m.__name__: work(m, positions, lines) for m in (chess, rankfile)}
    print(f"| call | python-chess 1.11.2 | rankfile | ratio |\n|---|---|---|---|")
    for name in calls["chess"]:
        best = {"chess": float("inf"), "rankfile": float("inf")}
        for _ in range(args.rounds):
            for lib in ("chess", "rankfile"):
                start = time.perf_counter()
                calls[lib][name]()
                best[lib] = min(best[lib], time.perf_counter() - start)
        ratio = best["chess"] / best["rankfile"]
        print(f"| {name} | {best['chess'] * 1000:.1f} ms | {best['rankfile'] * 1000:.1f} ms | {ratio:.1f} × |")


if __name__ == "__main__":
    main()
