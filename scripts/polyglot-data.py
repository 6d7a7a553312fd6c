#!/usr/bin/env python3
"""Writes the Polyglot data rankfile uses, with python-chess 1.11.2:

- crates/rankfile/src/polyglot/random.rs: the 781 numbers of the Polyglot
  book format's Random64 array (the format's own constants, which every
  Polyglot implementation carries; python-chess lists them as
  POLYGLOT_RANDOM_ARRAY);
- tests/data/polyglot.jsonl.gz: for each position of tests/data/positions.jsonl.gz
  (and each position after each of its legal moves, for en passant cases),
  python-chess's chess.polyglot.zobrist_hash, in hex.

    pip install chess==1.11.2 && scripts/polyglot-data.py
"""
import gzip, json, os
import chess, chess.polyglot

ROOT = os.path.join(os.path.dirname(__file__), "..")

def table():
    numbers = chess.polyglot.POLYGLOT_RANDOM_ARRAY
    assert len(numbers) == 781
    lines = [
        "//! The Random64 array of the Polyglot book format: 768 numbers for a",
        "//! piece on a square, 4 for the castling rights, 8 for an en passant",
        "//! file, 1 for White to move. Written by `scripts/polyglot-data.py`.",
        "",
        "/// The format's 781 numbers, in its order.",
        "pub(crate) const RANDOM64: [u64; 781] = [",
    ]
    for i in range(0, 781, 3):
        lines.append("    " + " ".join(f"0x{n:016x}," for n in numbers[i:i + 3]))
    lines.append("];")
    with open(os.path.join(ROOT, "crates/rankfile/src/polyglot/random.rs"), "w") as f:
        f.write("\n".join(lines) + "\n")

def corpus():
    out = []
    with gzip.open(os.path.join(ROOT, "tests/data/positions.jsonl.gz"), "rt") as f:
        for line in f:
            fen = json.loads(line)["fen"]
            board = chess.Board(fen)
            out.append({"fen": board.fen(en_passant="fen"), "key": f"{chess.polyglot.zobrist_hash(board):016x}"})
            for move in list(board.legal_moves)[:3]:
                board.push(move)
                out.append({"fen": board.fen(en_passant="fen"), "key": f"{chess.polyglot.zobrist_hash(board):016x}"})
                board.pop()
    with gzip.open(os.path.join(ROOT, "tests/data/polyglot.jsonl.gz"), "wt") as f:
        for row in out:
            f.write(json.dumps(row) + "\n")
    print(f"{len(out)} positions")

table()
corpus()
