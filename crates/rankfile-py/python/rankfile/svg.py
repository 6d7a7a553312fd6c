"""Boards drawn as SVG, as python-chess's `chess.svg` draws them:
`board` (the last move, a king in check, marked squares, `Arrow`s and
circles, the board turned), `piece`, and `Arrow`, an arrow between two
squares or a circle on one, which a game node's `arrows()` and
`set_arrows()` read and write as PGN's `[%cal Ge2e4]` and `[%csl Rd5]`.
The drawing is the core's (`rankfile::render`), with its own pieces.

>>> from rankfile.svg import Arrow
>>> Arrow.from_pgn("Re2e4"), Arrow(12, 28).pgn()
(Arrow(E2, E4, color='red'), 'Ge2e4')
>>> import rankfile, rankfile.svg
>>> svg = rankfile.svg.board(rankfile.Board(), arrows=[Arrow(12, 28)], size=200)
>>> svg.startswith("<svg"), 'width="200"' in svg, svg.count('class="arrow"')
(True, True, 1)
"""

from typing import Any, Iterable, Optional, Tuple, Union

from rankfile._rankfile import SQUARE_NAMES, parse_square, svg_board, svg_piece

__all__ = ["Arrow", "board", "piece"]

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


class SvgWrapper(str):
    """An SVG text that a notebook shows as a drawing."""

    def _repr_svg_(self) -> str:
        return self


def _sized(svg: str, size: Optional[int]) -> SvgWrapper:
    if size is not None:
        head, rest = svg.split(">", 1)
        head = head.replace('width="360"', f'width="{size}"').replace('height="360"', f'height="{size}"')
        head = head.replace('width="45"', f'width="{size}"').replace('height="45"', f'height="{size}"')
        svg = head + ">" + rest
    return SvgWrapper(svg)


def _arrow(arrow: Union["Arrow", Tuple[int, int]]) -> Tuple[int, int, str]:
    if isinstance(arrow, Arrow):
        return (arrow.tail, arrow.head, arrow.color)
    tail, head = arrow
    return (tail, head, "green")


def board(board: Any = None, *, orientation: bool = True, lastmove: Any = None,
          check: Optional[int] = None, arrows: Iterable[Union["Arrow", Tuple[int, int]]] = (),
          squares: Any = None, size: Optional[int] = None, coordinates: bool = True,
          flipped: bool = False, **unsupported: Any) -> SvgWrapper:
    """`board` (a `Board`, or none for an empty one) as SVG: `orientation`
    the side at the bottom (`flipped` turns it too), `lastmove` a move
    whose squares are tinted, `check` a square ringed, `arrows` `Arrow`s
    or `(tail, head)` pairs (a circle where they are one square), `squares`
    squares marked (a `SquareSet` or a mask), `size` in pixels. python-chess's
    `fill`, `style` and `borders` are taken and not drawn."""
    placement = "" if board is None else board.board_fen()
    mask = 0 if squares is None else int(squares)
    last = None if lastmove is None else (lastmove.from_square, lastmove.to_square)
    svg = svg_board(placement, flip=(not orientation) != flipped, lastmove=last, check=check,
                    arrows=[_arrow(a) for a in arrows], squares=mask, coordinates=coordinates)
    return _sized(svg, size)


def piece(piece: Any, size: Optional[int] = None) -> SvgWrapper:
    """`piece` (a `Piece`) drawn alone, its group named `white-king` and so
    on as python-chess names it."""
    return _sized(svg_piece(piece), size)
