"""python-chess's `Headers`: a game's tags, the Seven Tag Roster first,
written through to the game's tree (rankfile's core) when they are a
game's.
"""

import re
from collections.abc import MutableMapping
from typing import Any, Dict, Iterator, Optional

from rankfile._rankfile import STARTING_FEN, Board, GameTree

TAG_ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
_ROSTER_DEFAULTS = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?",
                    "White": "?", "Black": "?", "Result": "*"}
_TAG_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_+#=:-]*\Z")


class Headers(MutableMapping):
    """A game's tags, python-chess's way: the Seven Tag Roster first, in its
    order, then the others in the order they were set. `Headers()` holds
    the roster's defaults; `Headers({})` nothing. A game's headers write
    through to its tree: `str(game)` writes what they hold, and setting
    `FEN` sets the position the game starts from.

    A name that is not a tag name, or a value with a line break (which
    would end the tag pair's line), is refused with a `ValueError`.
    """

    def __init__(self, data: Any = None, **kwargs: str) -> None:
        self._roster: Dict[str, str] = {}
        self._others: Dict[str, str] = {}
        self._tree: Optional[GameTree] = None
        self.update(_ROSTER_DEFAULTS if data is None else data, **kwargs)

    def _bind(self, tree: GameTree) -> "Headers":
        """Makes `tree`'s tags these (its start this `FEN`)."""
        for name, _ in tree.tags():
            tree.remove_tag(name)
        tree.set_start(self.get("FEN"))
        for name, value in self.items():
            tree.set_tag(name, value)
        self._tree = tree
        return self

    @classmethod
    def _of_tree(cls, tree: GameTree) -> "Headers":
        headers = cls({})
        for name, value in tree.tags():
            headers._store(name, value)
        headers._tree = tree
        return headers

    def _store(self, key: str, value: str) -> None:
        (self._roster if key in _ROSTER_DEFAULTS else self._others)[key] = value

    def __setitem__(self, key: str, value: str) -> None:
        if key not in _ROSTER_DEFAULTS and not _TAG_NAME.match(key):
            raise ValueError(f"invalid pgn header tag: {key!r}: a tag name is letters, digits and _+#=:-")
        if "\n" in value or "\r" in value:
            raise ValueError(f"line break in pgn header {key}: {value!r}: a tag's value is one line")
        if self._tree is not None:
            if key == "FEN":
                self._tree.set_start(value)
            self._tree.set_tag(key, value)
        self._store(key, value)

    def __getitem__(self, key: str) -> str:
        return (self._roster if key in _ROSTER_DEFAULTS else self._others)[key]

    def __delitem__(self, key: str) -> None:
        del (self._roster if key in _ROSTER_DEFAULTS else self._others)[key]
        if self._tree is not None:
            if key == "FEN":
                self._tree.set_start(None)
            self._tree.remove_tag(key)

    def __iter__(self) -> Iterator[str]:
        for key in TAG_ROSTER:
            if key in self._roster:
                yield key
        yield from self._others

    def __len__(self) -> int:
        return len(self._roster) + len(self._others)

    def is_chess960(self) -> bool:
        variant = self.get("Variant", "").lower()
        return variant in ("chess960", "chess 960", "fischerandom", "fischerrandom", "fischer random")

    def is_wild(self) -> bool:
        variant = self.get("Variant", "").lower()
        return variant.startswith("wild/") and variant[5:] in ("0", "1", "2", "3", "4", "5", "6", "7", "8", "8a")

    def variant(self) -> type:
        return Board

    def board(self) -> Board:
        return Board(self.get("FEN", STARTING_FEN))

    def copy(self) -> "Headers":
        return type(self)(self)

    def __copy__(self) -> "Headers":
        return self.copy()

    def __repr__(self) -> str:
        inner = ", ".join(f"{key}={value!r}" for key, value in self.items())
        return f"{type(self).__name__}({inner})"

    @classmethod
    def builder(cls) -> Any:
        from rankfile._visitors import HeadersBuilder
        return HeadersBuilder(Headers=cls)
