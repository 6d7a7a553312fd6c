"""Drawing aids of an analysis board, as python-chess's `chess.svg` names
them: `Arrow`, an arrow between two squares or a circle on one, which a
game node's `arrows()` and `set_arrows()` read and write as PGN's
`[%cal Ge2e4]` and `[%csl Rd5]`.

>>> from rankfile.svg import Arrow
>>> Arrow.from_pgn("Re2e4"), Arrow(12, 28).pgn()
(Arrow(E2, E4, color='red'), 'Ge2e4')
"""

from rankfile._rankfile import SQUARE_NAMES, parse_square

__all__ = ["Arrow"]

_LETTERS = {"red": "R", "green": "G", "yellow": "Y", "blue": "B"}
_COLORS = {letter: color for color, letter in _LETTERS.items()}


class Arrow:
    """An arrow from square `tail` to square `head` (a circle when they
    are the same), in `color`: `"green"` (the default), `"red"`,
    `"yellow"` or `"blue"`, the colours PGN's letters `G`, `R`, `Y`, `B`
    name."""

    def __init__(self, tail: int, head: int, *, color: str = "green") -> None:
        self.tail = tail
        self.head = head
        self.color = color

    def pgn(self) -> str:
        """`Ge2e4` for an arrow, `Rd5` for a circle; a colour PGN has no
        letter for is written green."""
        letter = _LETTERS.get(self.color, "G")
        if self.tail == self.head:
            return f"{letter}{SQUARE_NAMES[self.tail]}"
        return f"{letter}{SQUARE_NAMES[self.tail]}{SQUARE_NAMES[self.head]}"

    @classmethod
    def from_pgn(cls, pgn: str) -> "Arrow":
        """Reads `Ge2e4`, `Rd5`, or `e2e4` (green); a `ValueError` for
        anything else."""
        color = _COLORS.get(pgn[:1])
        squares = pgn[1:] if color else pgn
        if len(squares) not in (2, 4):
            raise ValueError(f"{pgn!r} is not an arrow: write Ge2e4, or Rd5 for a circle")
        tail = parse_square(squares[:2])
        head = parse_square(squares[2:]) if len(squares) == 4 else tail
        return cls(tail, head, color=color or "green")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Arrow):
            return NotImplemented
        return (self.tail, self.head, self.color) == (other.tail, other.head, other.color)

    def __hash__(self) -> int:
        return hash((self.tail, self.head, self.color))

    def __repr__(self) -> str:
        tail, head = SQUARE_NAMES[self.tail].upper(), SQUARE_NAMES[self.head].upper()
        return f"Arrow({tail}, {head}, color={self.color!r})"
