#!/usr/bin/env python3
"""Chess960 expectations from python-chess 1.11.2, for the everyday tests
(tests/data/chess960.jsonl.gz).

Positions reached by random play from random Chess960 start positions
(fixed seed; half of them in the first twelve plies), castling chosen
whenever python-chess offers it half of the time and the pieces between
king and rooks moved off the back rank more often than chance would, so that castling, and the positions just before and after it, are
common. For each position: its FEN as python-chess writes it (X-FEN, the
en passant square only when a capture is legal), its Shredder-FEN, and
every legal move with its UCI (king takes rook, as UCI_Chess960 engines
write castling), its SAN and the FEN after it. And perft counts to depth 3
for the first twenty.

    pip install chess==1.11.2
    scripts/chess960-corpus.py > tests/data/chess960.jsonl && gzip -9n tests/data/chess960.jsonl
    scripts/chess960-corpus.py --starts > tests/data/chess960_starts.txt

With --starts: the 960 start positions, one FEN a line, by number.
"""
import json
import random
import sys

import chess

if sys.argv[1:] == ["--starts"]:
    for n in range(960):
        print(chess.Board.from_chess960_pos(n).fen())
    sys.exit(0)

COUNT = 1000
rng = random.Random(960)


def perft(board, depth):
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total


for i in range(COUNT):
    start = rng.randrange(960)
    board = chess.Board.from_chess960_pos(start)
    # Half the positions early, where castling is still to come.
    for _ in range(rng.randrange(0, 40) if i % 2 else rng.randrange(0, 12)):
        moves = list(board.legal_moves)
        if not moves:
            break
        castles = [m for m in moves if board.is_castling(m)]
        # Pieces off the back rank (not the king or a rook) clear the way.
        back = 0 if board.turn == chess.WHITE else 7
        clearing = [
            m for m in moves
            if chess.square_rank(m.from_square) == back
            and board.piece_type_at(m.from_square) not in (chess.KING, chess.ROOK)
        ]
        if castles and rng.random() < 0.5:
            move = rng.choice(castles)
        elif clearing and rng.random() < 0.6:
            move = rng.choice(clearing)
        else:
            move = rng.choice(moves)
        board.push(move)
    record = {"start": start, "fen": board.fen(), "shredder": board.shredder_fen(), "moves": []}
    for move in board.legal_moves:
        san = board.san(move)
        uci = board.uci(move)
        board.push(move)
        record["moves"].append([uci, san, board.fen()])
        board.pop()
    record["moves"].sort()
    if i < 20:
        record["perft"] = [perft(board, d) for d in (1, 2, 3)]
    print(json.dumps(record, separators=(",", ":")))
