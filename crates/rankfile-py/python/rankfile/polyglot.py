"""Polyglot opening-book keys, as python-chess's `chess.polyglot`.

>>> import rankfile, rankfile.polyglot
>>> hex(rankfile.polyglot.zobrist_hash(rankfile.Board()))
'0x463b96181691fc9c'
"""

from rankfile._rankfile import Board

__all__ = ["zobrist_hash"]


def zobrist_hash(board: Board) -> int:
    """The Polyglot key of `board`'s position (python-chess's `zobrist_hash`)."""
    return board._zobrist_hash()
