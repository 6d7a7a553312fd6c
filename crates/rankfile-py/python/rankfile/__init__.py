"""rankfile: chess notation (FEN, SAN, PGN) read, checked and explained,
with python-chess's names and answers, at rankfile's speed.

>>> import rankfile
>>> board = rankfile.Board()
>>> board.push_san("e4")
Move.from_uci('e2e4')
>>> rankfile.check_fen("8/8/8/8/8/8/8/8 w - - 0 1").ok
False
"""

import dataclasses as _dataclasses
import enum as _enum
import importlib as _importlib
from typing import Any as _Any, Optional as _Optional

from rankfile._squares import *  # noqa: F401,F403 (the square helpers, constants and SquareSet)
from rankfile._squares import __all__ as _SQUARES_ALL
from rankfile._baseboard import BaseBoard, LegalMoveGenerator, PseudoLegalMoveGenerator
from rankfile._rankfile import (
    __version__,
    STARTING_FEN,
    Board,
    SQUARE_NAMES,
    AmbiguousMoveError,
    Diagnostic,
    FenReport,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    LegalMoves,
    PgnError,
    Move,
    Piece,
    check_fen,
    parse_square,
    square_name,
)

__all__ = [
    "__version__", "WHITE", "BLACK", "COLORS", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING",
    "PIECE_TYPES", "SQUARES", "SQUARE_NAMES", "STARTING_FEN", "STARTING_BOARD_FEN",
    "Board", "BaseBoard", "Move", "Piece", "LegalMoves", "LegalMoveGenerator",
    "PseudoLegalMoveGenerator", "Outcome", "Termination",
    "InvalidMoveError", "IllegalMoveError", "AmbiguousMoveError", "InvalidFenError",
    "PgnError",
    "FenReport", "Diagnostic", "check_fen", "square_name", "parse_square",
    "STATUS_VALID", "STATUS_NO_WHITE_KING", "STATUS_NO_BLACK_KING", "STATUS_TOO_MANY_KINGS",
    "STATUS_TOO_MANY_WHITE_PAWNS", "STATUS_TOO_MANY_BLACK_PAWNS", "STATUS_PAWNS_ON_BACKRANK",
    "STATUS_TOO_MANY_WHITE_PIECES", "STATUS_TOO_MANY_BLACK_PIECES", "STATUS_BAD_CASTLING_RIGHTS",
    "STATUS_INVALID_EP_SQUARE", "STATUS_OPPOSITE_CHECK", "STATUS_EMPTY",
    "STATUS_TOO_MANY_CHECKERS", "STATUS_IMPOSSIBLE_CHECK",
    *_SQUARES_ALL,
]

WHITE = True
BLACK = False
COLORS = [WHITE, BLACK]
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = range(1, 7)
PIECE_TYPES = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING]
SQUARES = list(range(64))
# The squares by name, as python-chess names them: A1 is 0, H8 is 63.
(
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
) = range(64)
STARTING_BOARD_FEN = STARTING_FEN.split(" ")[0]

# python-chess's status bits, the same values.
STATUS_VALID = 0
STATUS_NO_WHITE_KING = 1 << 0
STATUS_NO_BLACK_KING = 1 << 1
STATUS_TOO_MANY_KINGS = 1 << 2
STATUS_TOO_MANY_WHITE_PAWNS = 1 << 3
STATUS_TOO_MANY_BLACK_PAWNS = 1 << 4
STATUS_PAWNS_ON_BACKRANK = 1 << 5
STATUS_TOO_MANY_WHITE_PIECES = 1 << 6
STATUS_TOO_MANY_BLACK_PIECES = 1 << 7
STATUS_BAD_CASTLING_RIGHTS = 1 << 8
STATUS_INVALID_EP_SQUARE = 1 << 9
STATUS_OPPOSITE_CHECK = 1 << 10
STATUS_EMPTY = 1 << 11
STATUS_TOO_MANY_CHECKERS = 1 << 15
STATUS_IMPOSSIBLE_CHECK = 1 << 16


class Termination(_enum.Enum):
    """How a game ended, python-chess's names.

    >>> Termination.CHECKMATE.name
    'CHECKMATE'
    """

    CHECKMATE = _enum.auto()
    STALEMATE = _enum.auto()
    INSUFFICIENT_MATERIAL = _enum.auto()
    SEVENTYFIVE_MOVES = _enum.auto()
    FIVEFOLD_REPETITION = _enum.auto()
    FIFTY_MOVES = _enum.auto()
    THREEFOLD_REPETITION = _enum.auto()
    VARIANT_WIN = _enum.auto()
    VARIANT_LOSS = _enum.auto()
    VARIANT_DRAW = _enum.auto()


@_dataclasses.dataclass
class Outcome:
    """How a game ended and who won (`None` for a draw), as python-chess's.

    >>> Outcome(Termination.CHECKMATE, WHITE).result()
    '1-0'
    """

    termination: Termination
    winner: _Optional[bool]

    def result(self) -> str:
        """`1-0`, `0-1` or `1/2-1/2`."""
        return "1/2-1/2" if self.winner is None else ("1-0" if self.winner else "0-1")


# python-chess's modules, reached as python-chess's are once imported:
# `import rankfile as chess` then `chess.pgn.read_game(...)` (a script's
# `import chess.pgn` imports both), loaded on first use.
_SUBMODULES = ("pgn", "svg", "polyglot", "engine")


def __getattr__(name: str) -> _Any:
    if name in _SUBMODULES:
        return _importlib.import_module(f"rankfile.{name}")
    raise AttributeError(f"module 'rankfile' has no attribute {name!r}")
