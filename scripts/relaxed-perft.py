#!/usr/bin/env python3
"""Writes tests/data/relaxed_perft.jsonl: python-chess's move counts on the
positions of shakmaty's tricky.perft that are well formed but impossible
(a check no last move gives, too many pieces), which rankfile plays only
when asked to accept them (`Position::from_setup_accepting`, `--relaxed`).

python-chess generates moves whatever `Board.status()` says, so it is the
reference here, as for the rest of tests/data/; the script also requires
its counts to equal shakmaty's, read from tricky.perft.

Usage: scripts/relaxed-perft.py [PEERS_DIR]   (default: ../shared/corpus/peers/shakmaty)
Needs python-chess 1.11.2 (pip install chess==1.11.2).
"""
import json
import os
import sys

import chess

assert chess.__version__ == "1.11.2", chess.__version__

IDS = [
    "align-diag-1",
    "align-diag-2",
    "align-horizontal",
    "align-ep",
    "align-ep-pinned",
    "ep-unrelated-check",
    "max-legals-too-much-material",
]

STATUS = [
    (chess.STATUS_NO_WHITE_KING, "no_white_king"),
    (chess.STATUS_NO_BLACK_KING, "no_black_king"),
    (chess.STATUS_TOO_MANY_KINGS, "too_many_kings"),
    (chess.STATUS_TOO_MANY_WHITE_PAWNS, "too_many_white_pawns"),
    (chess.STATUS_TOO_MANY_BLACK_PAWNS, "too_many_black_pawns"),
    (chess.STATUS_PAWNS_ON_BACKRANK, "pawns_on_backrank"),
    (chess.STATUS_TOO_MANY_WHITE_PIECES, "too_many_white_pieces"),
    (chess.STATUS_TOO_MANY_BLACK_PIECES, "too_many_black_pieces"),
    (chess.STATUS_BAD_CASTLING_RIGHTS, "bad_castling_rights"),
    (chess.STATUS_INVALID_EP_SQUARE, "invalid_ep_square"),
    (chess.STATUS_OPPOSITE_CHECK, "opposite_check"),
    (chess.STATUS_EMPTY, "empty"),
    (chess.STATUS_RACE_CHECK, "race_check"),
    (chess.STATUS_RACE_OVER, "race_over"),
    (chess.STATUS_RACE_MATERIAL, "race_material"),
    (chess.STATUS_TOO_MANY_CHECKERS, "too_many_checkers"),
    (chess.STATUS_IMPOSSIBLE_CHECK, "impossible_check"),
]


def perft(board, depth):
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total


def suite(path):
    """id -> (epd, [(depth, nodes)]) of a .perft file."""
    out, current = {}, None
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line.startswith("id "):
            current = line[3:]
            out[current] = [None, []]
        elif line.startswith("epd "):
            out[current][0] = line[4:]
        elif line.startswith("perft "):
            depth, nodes = line[6:].split()
            out[current][1].append((int(depth), int(nodes)))
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    peers = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        here, "..", "..", "shared", "corpus", "peers", "shakmaty"
    )
    tricky = suite(os.path.join(peers, "tricky.perft"))
    out_path = os.path.join(here, "..", "tests", "data", "relaxed_perft.jsonl")
    with open(out_path, "w", encoding="utf-8", newline="\n") as out:
        for name in IDS:
            epd, counts = tricky[name]
            fen = epd + " 0 1"
            board = chess.Board(fen)
            ours = [perft(board, d) for d, _ in counts]
            assert ours == [n for _, n in counts], (name, ours, counts)
            status = board.status()
            record = {
                "name": name,
                "fen": fen,
                "status": [code for flag, code in STATUS if status & flag],
                "legal_uci": sorted(m.uci() for m in board.legal_moves),
                "counts": ours,
            }
            out.write(json.dumps(record) + "\n")
            print(name, record["status"], ours)
    print(f"wrote {len(IDS)} positions to {os.path.normpath(out_path)}")


if __name__ == "__main__":
    main()
