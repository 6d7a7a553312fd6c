"""Polyglot opening books, as python-chess's `chess.polyglot` reads them:
the position's key (`zobrist_hash`, the core's), and a book's entries for
a position (`open_reader`).

A book is a file of 16-byte entries sorted by key, each a big-endian key
(8 bytes), move (2), weight (2) and learning value (4); a move holds its
squares in 6 bits each (the target's in the low bits) and a promotion in
3 more, castling written as the king taking its rook.

>>> import rankfile, rankfile.polyglot
>>> hex(rankfile.polyglot.zobrist_hash(rankfile.Board()))
'0x463b96181691fc9c'
"""

import mmap
import os
import random as _random
import struct
from typing import Any, Container, Iterator, NamedTuple, Optional, Union

from rankfile._rankfile import Board, IllegalMoveError, Move

__all__ = ["zobrist_hash", "open_reader", "Entry", "MemoryMappedReader"]

_ENTRY = struct.Struct(">QHHI")


def zobrist_hash(board: Board) -> int:
    """The Polyglot key of `board`'s position (python-chess's `zobrist_hash`)."""
    return board._zobrist_hash()


class Entry(NamedTuple):
    """One entry of a book: the position's key, the move as stored, its
    weight and learning value, and the move (as `board` writes it when the
    entry was found for a board)."""

    key: int
    raw_move: int
    weight: int
    learn: int
    move: Move


def _decode(raw: int, board: Optional[Board]) -> Move:
    """The move `raw` stands for; castling (stored as the king taking its
    rook) as `board` writes it, when the entry is one of its moves."""
    to_square, from_square = raw & 0x3F, (raw >> 6) & 0x3F
    promotion = (raw >> 12) & 0x7
    move = Move(from_square, to_square, promotion + 1 if promotion else None)
    if board is not None and not promotion:
        king = board.piece_at(from_square)
        rook = board.piece_at(to_square)
        castles = (king is not None and rook is not None and king.piece_type == 6
                   and rook.piece_type == 4 and king.color == rook.color == board.turn)
        if castles:
            try:
                return board.find_move(from_square, to_square)
            except IllegalMoveError:
                return move
    return move


class MemoryMappedReader:
    """A Polyglot book, its entries read where the file lies (memory
    mapped): by index, in order, and those of a position.

    >>> import rankfile, rankfile.polyglot, os
    >>> with rankfile.polyglot.open_reader(os.devnull) as book:
    ...     len(book), list(book.find_all(rankfile.Board()))
    (0, [])
    """

    def __init__(self, path: Union[str, "os.PathLike[str]"]) -> None:
        self._file = open(path, "rb")
        size = os.fstat(self._file.fileno()).st_size
        self._data: Any = mmap.mmap(self._file.fileno(), 0, access=mmap.ACCESS_READ) if size else b""
        self._length = size // _ENTRY.size

    def __enter__(self) -> "MemoryMappedReader":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Closes the book's file."""
        if isinstance(self._data, mmap.mmap):
            self._data.close()
        self._data = b""
        self._length = 0
        self._file.close()

    def __len__(self) -> int:
        return self._length

    def _raw(self, index: int) -> tuple:
        return _ENTRY.unpack_from(self._data, index * _ENTRY.size)

    def __getitem__(self, index: int) -> Entry:
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError(index)
        key, raw, weight, learn = self._raw(index)
        return Entry(key, raw, weight, learn, _decode(raw, None))

    def __iter__(self) -> Iterator[Entry]:
        return (self[i] for i in range(self._length))

    def __reversed__(self) -> Iterator[Entry]:
        return (self[i] for i in range(self._length - 1, -1, -1))

    def _first_of(self, key: int) -> int:
        """The index of the first entry whose key is not below `key`."""
        low, high = 0, self._length
        while low < high:
            middle = (low + high) // 2
            if self._raw(middle)[0] < key:
                low = middle + 1
            else:
                high = middle
        return low

    def find_all(self, board: Union[Board, int], *, minimum_weight: int = 1,
                 exclude_moves: Container[Move] = ()) -> Iterator[Entry]:
        """The entries of `board`'s position (or of a key), in the book's
        order, those weighing `minimum_weight` or more, `exclude_moves` left
        out."""
        is_board = not isinstance(board, int)
        key = zobrist_hash(board) if is_board else board
        index = self._first_of(key)
        while index < self._length:
            entry_key, raw, weight, learn = self._raw(index)
            index += 1
            if entry_key != key:
                return
            if weight < minimum_weight:
                continue
            move = _decode(raw, board if is_board else None)
            if exclude_moves and move in exclude_moves:
                continue
            yield Entry(entry_key, raw, weight, learn, move)

    def find(self, board: Union[Board, int], *, minimum_weight: int = 1,
             exclude_moves: Container[Move] = ()) -> Entry:
        """The heaviest entry of the position (the first of equals);
        `IndexError` when it has none."""
        best = None
        for entry in self.find_all(board, minimum_weight=minimum_weight, exclude_moves=exclude_moves):
            if best is None or entry.weight > best.weight:
                best = entry
        if best is None:
            raise IndexError("no entry for the position in the book")
        return best

    def get(self, board: Union[Board, int], default: Optional[Entry] = None, *,
            minimum_weight: int = 1, exclude_moves: Container[Move] = ()) -> Optional[Entry]:
        """`find`, or `default` when the position has no entry."""
        try:
            return self.find(board, minimum_weight=minimum_weight, exclude_moves=exclude_moves)
        except IndexError:
            return default

    def choice(self, board: Union[Board, int], *, minimum_weight: int = 1,
               exclude_moves: Container[Move] = (), random: Any = None) -> Entry:
        """An entry of the position chosen uniformly (each kept in turn with
        the chance 1/n of the n seen so far); `IndexError` when none."""
        random = random or _random
        chosen = None
        entries = self.find_all(board, minimum_weight=minimum_weight, exclude_moves=exclude_moves)
        for seen, entry in enumerate(entries):
            if chosen is None or random.randint(0, seen) == seen:
                chosen = entry
        if chosen is None:
            raise IndexError("no entry for the position in the book")
        return chosen

    def weighted_choice(self, board: Union[Board, int], *, exclude_moves: Container[Move] = (),
                        random: Any = None) -> Entry:
        """An entry of the position chosen with a chance in proportion to
        its weight; `IndexError` when none weighs anything."""
        random = random or _random
        entries = list(self.find_all(board, minimum_weight=0, exclude_moves=exclude_moves))
        total = sum(entry.weight for entry in entries)
        if not total:
            raise IndexError("no entry with a weight for the position in the book")
        point = random.randint(0, total - 1)
        for entry in entries:
            point -= entry.weight
            if point < 0:
                return entry
        return entries[-1]

    def __contains__(self, entry: object) -> bool:
        return isinstance(entry, Entry) and any(
            e == entry for e in self.find_all(entry.key, minimum_weight=0))


def open_reader(path: Union[str, "os.PathLike[str]"]) -> MemoryMappedReader:
    """The Polyglot book at `path`, to be closed (or used in `with`)."""
    return MemoryMappedReader(path)
