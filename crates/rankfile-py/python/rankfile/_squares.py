"""Squares and sets of squares, with python-chess's names and values: a
square is an int (a1 = 0, b1 = 1, … h8 = 63), a bitboard an int whose bit
`square` is set for each square it holds, and `SquareSet` a mutable set of
squares over one.

>>> import rankfile
>>> rankfile.square(4, 3) == rankfile.E4, rankfile.square_file(rankfile.E4), rankfile.square_rank(rankfile.E4)
(True, 4, 3)
>>> rankfile.square_knight_distance(rankfile.G1, rankfile.F3)
1
>>> squares = rankfile.SquareSet(rankfile.BB_RANK_1) & rankfile.BB_FILE_E
>>> squares, list(squares), rankfile.E1 in squares
(SquareSet(0x0000_0000_0000_0010), [4], True)
"""

from collections import deque
from typing import Iterable, Iterator, List, Union

FILE_NAMES = ["a", "b", "c", "d", "e", "f", "g", "h"]
RANK_NAMES = ["1", "2", "3", "4", "5", "6", "7", "8"]

BB_EMPTY = 0
BB_ALL = (1 << 64) - 1
BB_SQUARES = [1 << square for square in range(64)]
(
    BB_A1, BB_B1, BB_C1, BB_D1, BB_E1, BB_F1, BB_G1, BB_H1,
    BB_A2, BB_B2, BB_C2, BB_D2, BB_E2, BB_F2, BB_G2, BB_H2,
    BB_A3, BB_B3, BB_C3, BB_D3, BB_E3, BB_F3, BB_G3, BB_H3,
    BB_A4, BB_B4, BB_C4, BB_D4, BB_E4, BB_F4, BB_G4, BB_H4,
    BB_A5, BB_B5, BB_C5, BB_D5, BB_E5, BB_F5, BB_G5, BB_H5,
    BB_A6, BB_B6, BB_C6, BB_D6, BB_E6, BB_F6, BB_G6, BB_H6,
    BB_A7, BB_B7, BB_C7, BB_D7, BB_E7, BB_F7, BB_G7, BB_H7,
    BB_A8, BB_B8, BB_C8, BB_D8, BB_E8, BB_F8, BB_G8, BB_H8,
) = BB_SQUARES

BB_FILES = [sum(1 << (rank * 8 + file) for rank in range(8)) for file in range(8)]
BB_FILE_A, BB_FILE_B, BB_FILE_C, BB_FILE_D, BB_FILE_E, BB_FILE_F, BB_FILE_G, BB_FILE_H = BB_FILES
BB_RANKS = [0xFF << (8 * rank) for rank in range(8)]
BB_RANK_1, BB_RANK_2, BB_RANK_3, BB_RANK_4, BB_RANK_5, BB_RANK_6, BB_RANK_7, BB_RANK_8 = BB_RANKS

# a1 is dark; a square is light when its file and rank differ in parity.
BB_LIGHT_SQUARES = sum(1 << sq for sq in range(64) if (sq % 8 + sq // 8) % 2 == 1)
BB_DARK_SQUARES = BB_ALL ^ BB_LIGHT_SQUARES
BB_CORNERS = BB_A1 | BB_H1 | BB_A8 | BB_H8
BB_CENTER = BB_D4 | BB_E4 | BB_D5 | BB_E5
BB_BACKRANKS = BB_RANK_1 | BB_RANK_8

IntoSquareSet = Union[int, Iterable[int]]

__all__ = [
    "square",
    "square_file",
    "square_rank",
    "square_distance",
    "square_manhattan_distance",
    "square_knight_distance",
    "square_mirror",
    "lsb",
    "msb",
    "scan_forward",
    "scan_reversed",
    "popcount",
    "flip_vertical",
    "flip_horizontal",
    "flip_diagonal",
    "flip_anti_diagonal",
    "shift_down",
    "shift_2_down",
    "shift_up",
    "shift_2_up",
    "shift_right",
    "shift_2_right",
    "shift_left",
    "shift_2_left",
    "shift_up_left",
    "shift_up_right",
    "shift_down_left",
    "shift_down_right",
    "ray",
    "between",
    "SquareSet",
    "FILE_NAMES",
    "RANK_NAMES",
    "BB_EMPTY",
    "BB_ALL",
    "BB_SQUARES",
    "BB_FILES",
    "BB_RANKS",
    "BB_LIGHT_SQUARES",
    "BB_DARK_SQUARES",
    "BB_CORNERS",
    "BB_CENTER",
    "BB_BACKRANKS",
    "SQUARES_180",
    "BB_A1",
    "BB_B1",
    "BB_C1",
    "BB_D1",
    "BB_E1",
    "BB_F1",
    "BB_G1",
    "BB_H1",
    "BB_A2",
    "BB_B2",
    "BB_C2",
    "BB_D2",
    "BB_E2",
    "BB_F2",
    "BB_G2",
    "BB_H2",
    "BB_A3",
    "BB_B3",
    "BB_C3",
    "BB_D3",
    "BB_E3",
    "BB_F3",
    "BB_G3",
    "BB_H3",
    "BB_A4",
    "BB_B4",
    "BB_C4",
    "BB_D4",
    "BB_E4",
    "BB_F4",
    "BB_G4",
    "BB_H4",
    "BB_A5",
    "BB_B5",
    "BB_C5",
    "BB_D5",
    "BB_E5",
    "BB_F5",
    "BB_G5",
    "BB_H5",
    "BB_A6",
    "BB_B6",
    "BB_C6",
    "BB_D6",
    "BB_E6",
    "BB_F6",
    "BB_G6",
    "BB_H6",
    "BB_A7",
    "BB_B7",
    "BB_C7",
    "BB_D7",
    "BB_E7",
    "BB_F7",
    "BB_G7",
    "BB_H7",
    "BB_A8",
    "BB_B8",
    "BB_C8",
    "BB_D8",
    "BB_E8",
    "BB_F8",
    "BB_G8",
    "BB_H8",
    "BB_FILE_A",
    "BB_FILE_B",
    "BB_FILE_C",
    "BB_FILE_D",
    "BB_FILE_E",
    "BB_FILE_F",
    "BB_FILE_G",
    "BB_FILE_H",
    "BB_RANK_1",
    "BB_RANK_2",
    "BB_RANK_3",
    "BB_RANK_4",
    "BB_RANK_5",
    "BB_RANK_6",
    "BB_RANK_7",
    "BB_RANK_8",
]


def square(file_index: int, rank_index: int) -> int:
    """The square on file `file_index` (0 for a) and rank `rank_index` (0
    for the first rank)."""
    return rank_index * 8 + file_index


def square_file(square: int) -> int:
    """The file of `square`: 0 for a … 7 for h."""
    return square & 7


def square_rank(square: int) -> int:
    """The rank of `square`: 0 for the first … 7 for the eighth."""
    return square >> 3


def square_distance(a: int, b: int) -> int:
    """The king's distance: the most of the files and of the ranks between
    `a` and `b`."""
    return max(abs(square_file(a) - square_file(b)), abs(square_rank(a) - square_rank(b)))


def square_manhattan_distance(a: int, b: int) -> int:
    """The files and the ranks between `a` and `b`, added."""
    return abs(square_file(a) - square_file(b)) + abs(square_rank(a) - square_rank(b))


def _knight_distances(start: int) -> List[int]:
    """The fewest knight moves from `start` to each square, on the board."""
    distances = [-1] * 64
    distances[start] = 0
    queue = deque([start])
    while queue:
        at = queue.popleft()
        for df, dr in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)):
            f, r = square_file(at) + df, square_rank(at) + dr
            if 0 <= f < 8 and 0 <= r < 8 and distances[square(f, r)] < 0:
                distances[square(f, r)] = distances[at] + 1
                queue.append(square(f, r))
    return distances


_KNIGHT_DISTANCES = [_knight_distances(start) for start in range(64)]


def square_knight_distance(a: int, b: int) -> int:
    """The fewest moves a knight needs from `a` to `b` on the board."""
    return _KNIGHT_DISTANCES[a][b]


def square_mirror(square: int) -> int:
    """`square` seen from the other side: the same file, rank 8 for rank 1."""
    return square ^ 0x38


SQUARES_180 = [square_mirror(sq) for sq in range(64)]


def lsb(bb: int) -> int:
    """The lowest square of `bb` (not empty)."""
    return (bb & -bb).bit_length() - 1


def msb(bb: int) -> int:
    """The highest square of `bb` (not empty)."""
    return bb.bit_length() - 1


def scan_forward(bb: int) -> Iterator[int]:
    """The squares of `bb`, lowest first."""
    while bb:
        low = bb & -bb
        yield low.bit_length() - 1
        bb ^= low


def scan_reversed(bb: int) -> Iterator[int]:
    """The squares of `bb`, highest first."""
    while bb:
        high = bb.bit_length() - 1
        yield high
        bb ^= 1 << high


def popcount(bb: int) -> int:
    """How many squares `bb` holds."""
    return bin(bb).count("1")


def _mapped(bb: int, where) -> int:
    out = 0
    for sq in scan_forward(int(bb) & BB_ALL):
        out |= 1 << where(sq)
    return out


def flip_vertical(bb: int) -> int:
    """`bb` upside down: rank 1 for rank 8."""
    return _mapped(bb, square_mirror)


def flip_horizontal(bb: int) -> int:
    """`bb` mirrored left to right: file a for file h."""
    return _mapped(bb, lambda sq: sq ^ 7)


def flip_diagonal(bb: int) -> int:
    """`bb` mirrored about the a1–h8 diagonal."""
    return _mapped(bb, lambda sq: square(square_rank(sq), square_file(sq)))


def flip_anti_diagonal(bb: int) -> int:
    """`bb` mirrored about the a8–h1 diagonal."""
    return _mapped(bb, lambda sq: square(7 - square_rank(sq), 7 - square_file(sq)))


def shift_down(b: int) -> int:
    return b >> 8


def shift_2_down(b: int) -> int:
    return b >> 16


def shift_up(b: int) -> int:
    return (b << 8) & BB_ALL


def shift_2_up(b: int) -> int:
    return (b << 16) & BB_ALL


def shift_right(b: int) -> int:
    return (b << 1) & ~BB_FILE_A & BB_ALL


def shift_2_right(b: int) -> int:
    return (b << 2) & ~BB_FILE_A & ~BB_FILE_B & BB_ALL


def shift_left(b: int) -> int:
    return (b >> 1) & ~BB_FILE_H


def shift_2_left(b: int) -> int:
    return (b >> 2) & ~BB_FILE_G & ~BB_FILE_H


def shift_up_left(b: int) -> int:
    return (b << 7) & ~BB_FILE_H & BB_ALL


def shift_up_right(b: int) -> int:
    return (b << 9) & ~BB_FILE_A & BB_ALL


def shift_down_left(b: int) -> int:
    return (b >> 9) & ~BB_FILE_H


def shift_down_right(b: int) -> int:
    return (b >> 7) & ~BB_FILE_A


def _line_squares(a: int, b: int, between: bool) -> int:
    """The squares on the line through `a` and `b` (a rank, a file or a
    diagonal), or only those strictly between them; empty when none joins
    them."""
    df, dr = square_file(b) - square_file(a), square_rank(b) - square_rank(a)
    if a == b or not (df == 0 or dr == 0 or abs(df) == abs(dr)):
        return BB_EMPTY
    step_f, step_r = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    if between:
        out, f, r = 0, square_file(a) + step_f, square_rank(a) + step_r
        while (f, r) != (square_file(b), square_rank(b)):
            out |= 1 << square(f, r)
            f, r = f + step_f, r + step_r
        return out
    out = 0
    for direction in (1, -1):
        f, r = square_file(a), square_rank(a)
        while 0 <= f < 8 and 0 <= r < 8:
            out |= 1 << square(f, r)
            f, r = f + direction * step_f, r + direction * step_r
    return out


def ray(a: int, b: int) -> int:
    """The whole line (rank, file or diagonal) through `a` and `b`, both
    included; empty when none joins them."""
    return _line_squares(a, b, between=False)


def between(a: int, b: int) -> int:
    """The squares strictly between `a` and `b` on their line; empty when
    none joins them or they touch."""
    return _line_squares(a, b, between=True)


def _mask(squares: IntoSquareSet) -> int:
    """The bitboard of `squares`: an int (a `SquareSet` is one), or squares."""
    try:
        return squares.__int__() & BB_ALL  # type: ignore[union-attr]
    except AttributeError:
        out = 0
        for sq in squares:  # type: ignore[union-attr]
            out |= BB_SQUARES[sq]
        return out


class SquareSet:
    """A mutable set of squares over a bitboard: the set operations of
    Python's sets, the bit operations of an int, and the two compare equal.

    >>> import rankfile
    >>> attacked = rankfile.SquareSet([rankfile.E4, rankfile.D5])
    >>> attacked |= rankfile.BB_RANK_8
    >>> len(attacked), rankfile.A8 in attacked, int(~attacked).bit_count()
    (10, True, 54)
    >>> print(rankfile.SquareSet(rankfile.BB_CORNERS))
    1 . . . . . . 1
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    1 . . . . . . 1
    """

    __slots__ = ("mask",)

    def __init__(self, squares: IntoSquareSet = BB_EMPTY) -> None:
        self.mask = _mask(squares)

    @classmethod
    def from_square(cls, square: int) -> "SquareSet":
        return cls(BB_SQUARES[square])

    @classmethod
    def ray(cls, a: int, b: int) -> "SquareSet":
        return cls(ray(a, b))

    @classmethod
    def between(cls, a: int, b: int) -> "SquareSet":
        return cls(between(a, b))

    # The set's own questions.
    def __contains__(self, square: object) -> bool:
        return isinstance(square, int) and 0 <= square < 64 and bool(self.mask >> square & 1)

    def __iter__(self) -> Iterator[int]:
        return scan_forward(self.mask)

    def __reversed__(self) -> Iterator[int]:
        return scan_reversed(self.mask)

    def __len__(self) -> int:
        return popcount(self.mask)

    def __bool__(self) -> bool:
        return bool(self.mask)

    def __int__(self) -> int:
        return self.mask

    def __index__(self) -> int:
        return self.mask

    def __eq__(self, other: object) -> bool:
        try:
            return self.mask == _mask(other)  # type: ignore[arg-type]
        except (TypeError, IndexError):
            return NotImplemented

    def __hash__(self) -> int:
        return hash(self.mask)

    def isdisjoint(self, other: IntoSquareSet) -> bool:
        return not self.mask & _mask(other)

    def issubset(self, other: IntoSquareSet) -> bool:
        return not self.mask & ~_mask(other)

    def issuperset(self, other: IntoSquareSet) -> bool:
        return not _mask(other) & ~self.mask

    def __le__(self, other: IntoSquareSet) -> bool:
        return self.issubset(other)

    def __ge__(self, other: IntoSquareSet) -> bool:
        return self.issuperset(other)

    def __lt__(self, other: IntoSquareSet) -> bool:
        return self.issubset(other) and self.mask != _mask(other)

    def __gt__(self, other: IntoSquareSet) -> bool:
        return self.issuperset(other) and self.mask != _mask(other)

    # New sets.
    def copy(self) -> "SquareSet":
        return SquareSet(self.mask)

    def union(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask | _mask(other))

    def intersection(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask & _mask(other))

    def difference(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask & ~_mask(other))

    def symmetric_difference(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask ^ _mask(other))

    __or__ = __ror__ = union
    __and__ = __rand__ = intersection
    __sub__ = difference
    __xor__ = __rxor__ = symmetric_difference

    def __rsub__(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(_mask(other) & ~self.mask)

    def __invert__(self) -> "SquareSet":
        return SquareSet(~self.mask & BB_ALL)

    def __lshift__(self, shift: int) -> "SquareSet":
        return SquareSet((self.mask << shift) & BB_ALL)

    def __rshift__(self, shift: int) -> "SquareSet":
        return SquareSet(self.mask >> shift)

    def mirror(self) -> "SquareSet":
        """The set upside down: rank 1 for rank 8."""
        return SquareSet(flip_vertical(self.mask))

    # Changes in place.
    def add(self, square: int) -> None:
        self.mask |= BB_SQUARES[square]

    def discard(self, square: int) -> None:
        self.mask &= ~BB_SQUARES[square]

    def remove(self, square: int) -> None:
        if square not in self:
            raise KeyError(square)
        self.mask &= ~BB_SQUARES[square]

    def pop(self) -> int:
        """Takes out the lowest square and gives it; `KeyError` when empty."""
        if not self.mask:
            raise KeyError("pop from empty SquareSet")
        square = lsb(self.mask)
        self.mask &= self.mask - 1
        return square

    def clear(self) -> None:
        self.mask = BB_EMPTY

    def update(self, *others: IntoSquareSet) -> None:
        for other in others:
            self.mask |= _mask(other)

    def intersection_update(self, *others: IntoSquareSet) -> None:
        for other in others:
            self.mask &= _mask(other)

    def difference_update(self, other: IntoSquareSet) -> None:
        self.mask &= ~_mask(other)

    def symmetric_difference_update(self, other: IntoSquareSet) -> None:
        self.mask ^= _mask(other)

    def __ior__(self, other: IntoSquareSet) -> "SquareSet":
        self.mask |= _mask(other)
        return self

    def __iand__(self, other: IntoSquareSet) -> "SquareSet":
        self.mask &= _mask(other)
        return self

    def __isub__(self, other: IntoSquareSet) -> "SquareSet":
        self.mask &= ~_mask(other)
        return self

    def __ixor__(self, other: IntoSquareSet) -> "SquareSet":
        self.mask ^= _mask(other)
        return self

    def __ilshift__(self, shift: int) -> "SquareSet":
        self.mask = (self.mask << shift) & BB_ALL
        return self

    def __irshift__(self, shift: int) -> "SquareSet":
        self.mask >>= shift
        return self

    # Other views.
    def carry_rippler(self) -> Iterator[int]:
        """Every subset of the set, as bitboards, the empty one first."""
        subset = BB_EMPTY
        while True:
            yield subset
            subset = (subset - self.mask) & self.mask
            if not subset:
                return

    def tolist(self) -> List[bool]:
        """64 booleans, one a square from a1."""
        return [bool(self.mask >> sq & 1) for sq in range(64)]

    def __repr__(self) -> str:
        digits = f"{self.mask:016x}"
        return "SquareSet(0x" + "_".join(digits[i:i + 4] for i in range(0, 16, 4)) + ")"

    def __str__(self) -> str:
        rows = []
        for rank in range(7, -1, -1):
            rows.append(" ".join("1" if self.mask >> square(f, rank) & 1 else "." for f in range(8)))
        return "\n".join(rows)
