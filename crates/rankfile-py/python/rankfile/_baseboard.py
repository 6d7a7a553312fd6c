"""python-chess's `BaseBoard` (a placement alone: no side to move, no
castling, no clocks) and its move generator classes, over rankfile's
`Board`, which answers every question of the placement."""

import abc
from typing import Any, Iterator, Optional

from rankfile._rankfile import STARTING_FEN, Board, Move

STARTING_BOARD_FEN = STARTING_FEN.split(" ")[0]

# The questions a placement answers, asked of the board beneath.
_ASKED = [
    "piece_at", "piece_type_at", "color_at", "king", "pieces", "pieces_mask",
    "attacks", "attacks_mask", "attackers", "attackers_mask", "is_attacked_by",
    "pin", "pin_mask", "is_pinned", "board_fen", "piece_map", "unicode",
    "chess960_pos", "pawns", "knights", "bishops", "rooks", "queens", "kings",
    "occupied", "occupied_co", "promoted",
]
_CHANGES = [
    "set_piece_at", "remove_piece_at", "set_piece_map", "set_board_fen", "clear_board",
]


class BaseBoard(metaclass=abc.ABCMeta):
    """A placement of pieces, as python-chess's `BaseBoard`: what stands
    where, attacks, pins; `Board` is one too (`isinstance(board,
    BaseBoard)`).

    >>> import rankfile
    >>> base = rankfile.BaseBoard("4k3/8/8/8/8/8/8/4KB2")
    >>> base.piece_at(rankfile.F1)
    Piece.from_symbol('B')
    >>> base
    BaseBoard('4k3/8/8/8/8/8/8/4KB2')
    """

    def __init__(self, board_fen: Optional[str] = STARTING_BOARD_FEN) -> None:
        self._board = Board(None)
        if board_fen is not None:
            self._board.set_board_fen(board_fen)

    @classmethod
    def empty(cls) -> "BaseBoard":
        return cls(None)

    def reset_board(self) -> None:
        self._board.set_board_fen(STARTING_BOARD_FEN)

    def __getattr__(self, name: str) -> Any:
        if name in _ASKED or name in _CHANGES:
            return getattr(self._board, name)
        raise AttributeError(f"'BaseBoard' object has no attribute {name!r}")

    def set_chess960_pos(self, scharnagl: int) -> None:
        self._board.set_board_fen(Board.from_chess960_pos(scharnagl).board_fen())

    @classmethod
    def from_chess960_pos(cls, scharnagl: int) -> "BaseBoard":
        base = cls.empty()
        base.set_chess960_pos(scharnagl)
        return base

    def copy(self) -> "BaseBoard":
        return type(self)(self.board_fen())

    def transform(self, f: Any) -> "BaseBoard":
        return type(self)(self._board.transform(f).board_fen())

    def apply_transform(self, f: Any) -> None:
        self._board.apply_transform(f)

    def mirror(self) -> "BaseBoard":
        return type(self)(self._board.mirror().board_fen())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BaseBoard):
            return NotImplemented
        return self.board_fen() == other.board_fen()

    def __str__(self) -> str:
        return str(self._board)

    def __repr__(self) -> str:
        return f"BaseBoard({self.board_fen()!r})"

    def _repr_svg_(self) -> str:
        import rankfile.svg
        return str(rankfile.svg.board(self, size=400))


BaseBoard.register(Board)


class LegalMoveGenerator:
    """The legal moves of any board python-chess's way: generated anew each
    time it is walked (`board.legal_moves` gives rankfile's own, a list
    made once)."""

    def __init__(self, board: Any) -> None:
        self.board = board

    def __iter__(self) -> Iterator[Move]:
        return iter(self.board.generate_legal_moves())

    def __bool__(self) -> bool:
        return any(self.board.generate_legal_moves())

    def count(self) -> int:
        return sum(1 for _ in self)

    def __contains__(self, move: Move) -> bool:
        return self.board.is_legal(move)

    def __repr__(self) -> str:
        sans = ", ".join(self.board.san(m) for m in self)
        return f"<LegalMoveGenerator at {id(self):#x} ({sans})>"


class PseudoLegalMoveGenerator(LegalMoveGenerator):
    """The pseudo-legal moves of any board, generated anew each time."""

    def __iter__(self) -> Iterator[Move]:
        return iter(self.board.generate_pseudo_legal_moves())

    def __bool__(self) -> bool:
        return any(self.board.generate_pseudo_legal_moves())

    def __contains__(self, move: Move) -> bool:
        return self.board.is_pseudo_legal(move)

    def __repr__(self) -> str:
        ucis = ", ".join(m.uci() for m in self)
        return f"<PseudoLegalMoveGenerator at {id(self):#x} ({ucis})>"


__all__ = ["BaseBoard", "LegalMoveGenerator", "PseudoLegalMoveGenerator"]

