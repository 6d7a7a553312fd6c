"""Scores as python-chess's `chess.engine` writes them, for what
`GameNode.eval()` reads in a comment (`[%eval 0.31]`, `[%eval #-3]`):
`Cp` (centipawns), `Mate` (moves to mate), and `PovScore` (a score from
one side's point of view).

>>> import io, rankfile.pgn
>>> game = rankfile.pgn.read_game(io.StringIO("1. e4 { [%eval 0.31] } e5 { [%eval #-3] } *"))
>>> game.next().eval()
PovScore(Cp(-31), BLACK)
>>> game.next().eval().white(), game.end().eval().white()
(Cp(+31), Mate(-3))
"""

from typing import Optional, Union

__all__ = ["Cp", "Mate", "PovScore"]


class Cp:
    """A score in centipawns, from one side's point of view.

    >>> Cp(31), -Cp(31), Cp(31).score(), Cp(31).is_mate()
    (Cp(+31), Cp(-31), 31, False)
    """

    def __init__(self, cp: int) -> None:
        self.cp = cp

    def score(self, *, mate_score: Optional[int] = None) -> int:
        """The centipawns: `Cp(31).score() == 31`."""
        return self.cp

    def mate(self) -> None:
        """`None`: no mate is seen."""
        return None

    def is_mate(self) -> bool:
        return False

    def __neg__(self) -> "Cp":
        return Cp(-self.cp)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cp) and other.cp == self.cp

    def __hash__(self) -> int:
        return hash(("cp", self.cp))

    def __repr__(self) -> str:
        return f"Cp({self.cp:+d})"


class Mate:
    """Mate in so many moves (negative: the side is mated); `Mate(0)`: the
    side is mated now.

    >>> Mate(3).mate(), (-Mate(3)).mate(), Mate(3).score(mate_score=100_000)
    (3, -3, 99997)
    """

    def __init__(self, moves: int) -> None:
        self.moves = moves

    def score(self, *, mate_score: Optional[int] = None) -> Optional[int]:
        """`None`, or with `mate_score` a number of centipawns as
        python-chess gives it: `mate_score - moves` (and its negative)."""
        if mate_score is None:
            return None
        if self.moves > 0:
            return mate_score - self.moves
        return -mate_score - self.moves

    def mate(self) -> int:
        """The moves to mate: `Mate(-3).mate() == -3`."""
        return self.moves

    def is_mate(self) -> bool:
        return True

    def __neg__(self) -> "Mate":
        return Mate(-self.moves)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mate) and other.moves == self.moves

    def __hash__(self) -> int:
        return hash(("mate", self.moves))

    def __repr__(self) -> str:
        return f"Mate({self.moves:+d})"


Score = Union[Cp, Mate]


class PovScore:
    """`relative`, a score from the point of view of `turn` (`True` for
    white), as python-chess's `PovScore`.

    >>> score = PovScore(Cp(-31), False)
    >>> score.white(), score.black(), score.pov(True)
    (Cp(+31), Cp(-31), Cp(+31))
    """

    def __init__(self, relative: Score, turn: bool) -> None:
        self.relative = relative
        self.turn = turn

    def white(self) -> Score:
        """The score from white's point of view."""
        return self.pov(True)

    def black(self) -> Score:
        """The score from black's point of view."""
        return self.pov(False)

    def pov(self, color: bool) -> Score:
        """The score from `color`'s point of view."""
        return self.relative if self.turn == color else -self.relative

    def is_mate(self) -> bool:
        return self.relative.is_mate()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PovScore) and self.white() == other.white()

    def __repr__(self) -> str:
        return f"PovScore({self.relative!r}, {'WHITE' if self.turn else 'BLACK'})"
