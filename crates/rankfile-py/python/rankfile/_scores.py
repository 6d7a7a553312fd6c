"""The scores of `rankfile.engine`, as python-chess's `chess.engine`
writes them: `Cp`, `Mate`, `MateGiven`, `PovScore`, `Wdl`, `PovWdl`."""

import dataclasses
from typing import Optional, Union


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

    def _key(self) -> tuple:
        return (1, self.cp)

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
    >>> Mate(-1) < Cp(-500) < Cp(20) < Mate(5) < Mate(1) < -Mate(0)
    True
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

    def __neg__(self) -> "Score":
        # Mated now, turned, is the mate given.
        return MateGiven if self.moves == 0 else Mate(-self.moves)

    def _key(self) -> tuple:
        # Mated sooner is worse; mating sooner is better.
        return (2, -self.moves) if self.moves > 0 else (0, -self.moves)

    def __eq__(self, other: object) -> bool:
        return type(other) is Mate and other.moves == self.moves

    def __hash__(self) -> int:
        return hash(("mate", self.moves))

    def __repr__(self) -> str:
        return f"Mate({self.moves:+d})"


class _MateGiven(Mate):
    """The mate just given: better than any other score (`-Mate(0)`)."""

    def __init__(self) -> None:
        super().__init__(0)

    def score(self, *, mate_score: Optional[int] = None) -> Optional[int]:
        return mate_score

    def __neg__(self) -> "Mate":
        return Mate(0)

    def _key(self) -> tuple:
        return (3, 0)

    def __eq__(self, other: object) -> bool:
        return other is self

    def __hash__(self) -> int:
        return hash("mate given")

    def __repr__(self) -> str:
        return "MateGiven"


MateGiven = _MateGiven()

Score = Union[Cp, Mate]


def _ordering(cls: type) -> None:
    """Scores ordered as python-chess orders them: mated now, mated in 1,
    …, the centipawns, …, mate in 1, the mate given."""
    cls.__lt__ = lambda a, b: a._key() < b._key()
    cls.__le__ = lambda a, b: a._key() <= b._key()
    cls.__gt__ = lambda a, b: a._key() > b._key()
    cls.__ge__ = lambda a, b: a._key() >= b._key()


_ordering(Cp)
_ordering(Mate)


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


@dataclasses.dataclass
class Wdl:
    """Win, draw and loss chances, in a thousand (or any total), as
    python-chess's `Wdl`.

    >>> Wdl(600, 300, 100).expectation()
    0.75
    """

    wins: int
    draws: int
    losses: int

    def total(self) -> int:
        return self.wins + self.draws + self.losses

    def winning_chance(self) -> float:
        return self.wins / self.total()

    def drawing_chance(self) -> float:
        return self.draws / self.total()

    def losing_chance(self) -> float:
        return self.losses / self.total()

    def expectation(self) -> float:
        """The expected points: a win 1, a draw a half."""
        return (self.wins + 0.5 * self.draws) / self.total()

    def __neg__(self) -> "Wdl":
        return Wdl(self.losses, self.draws, self.wins)

    def __bool__(self) -> bool:
        return bool(self.total())


class PovWdl:
    """`relative`, chances from the point of view of `turn`."""

    def __init__(self, relative: Wdl, turn: bool) -> None:
        self.relative = relative
        self.turn = turn

    def white(self) -> Wdl:
        return self.pov(True)

    def black(self) -> Wdl:
        return self.pov(False)

    def pov(self, color: bool) -> Wdl:
        return self.relative if self.turn == color else -self.relative

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PovWdl) and self.white() == other.white()

    def __repr__(self) -> str:
        return f"PovWdl({self.relative!r}, {'WHITE' if self.turn else 'BLACK'})"
