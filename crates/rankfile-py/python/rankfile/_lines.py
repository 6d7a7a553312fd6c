"""One game's lines read from a text handle, where python-chess's
`read_game` would read them. Where a game starts and ends is the core's
rule (`rankfile::pgn::LineCutter`, given each line): blank lines, `%` and
`;` lines before the game skipped, its tag lines, then its movetext up to
a blank line outside a comment; and one rule of rankfile's, that a line
opening a tag pair among the moves starts the next game, so that a game
written without the blank line after it does not swallow the next. That
line is kept for the next read of the same handle.

The loop is Python's, not the extension's: a thread that reads a handle
(a socket, a pipe) is then never inside rankfile's native code while it
waits for a line, so a daemon thread still reading when the interpreter
exits ends as Python ends it, not with an aborted process.
"""

from typing import Any, Dict, Optional, Tuple

from rankfile._rankfile import LineCutter

# A line read ahead of its game, by handle: the `[` line that opened a game
# written right after the last one's moves, with no blank line between.
_pending: Dict[Any, str] = {}


class _Reader:
    """A handle's lines, counted, each checked to be text."""

    def __init__(self, handle: Any) -> None:
        self.handle = handle
        self.number = 0

    def line(self) -> str:
        """The next line, `""` at the end."""
        line = self.handle.readline()
        self.number += 1
        if not isinstance(line, str):
            raise TypeError(
                "read_game reads a file opened in text mode "
                '(open(path, encoding="utf-8")), not bytes'
            )
        return line

    def keep(self, line: str) -> None:
        """Keeps `line` for the next read of the handle."""
        _pending[self.handle] = line

    def checked(self, line: str) -> str:
        """`line`, refused with its number when it holds a character that
        no text holds: a byte that was not UTF-8, kept as a lone surrogate
        by `errors="surrogateescape"`."""
        if line.isascii():
            return line
        try:
            line.encode("utf-8")
        except UnicodeEncodeError as e:
            byte = ord(line[e.start])
            shown = f"byte 0x{byte - 0xDC00:02x}" if 0xDC80 <= byte <= 0xDCFF else f"U+{byte:04X}"
            raise ValueError(
                f"line {self.number} of the file is not text that can be read: "
                f"{shown} at column {e.start + 1} is no character (a byte that is "
                "not UTF-8, as errors=\"surrogateescape\" keeps it); open the file "
                'with its encoding (encoding="cp1252", "cp1251", ...), or give its '
                "bytes to rankfile.pgn.read_games, which reads legacy encodings"
            ) from None
        return line


# What the cutter says of a line (`LineCutter.feed`).
_SKIP, _TAGS, _MOVES, _END, _END_BEFORE = range(5)


def _push(parts: list, line: str) -> None:
    parts.append(line if line.endswith("\n") else line + "\n")


def game_lines(handle: Any) -> Optional[Tuple[str, int]]:
    """The next game's text from `handle` and where its tag lines end in
    it (in characters); `None` at the end of the file."""
    reader = _Reader(handle)
    cutter = LineCutter()
    # Only a game's first line may have been read ahead, by the last read.
    line = _pending.pop(handle, None)
    if line is None:
        line = reader.line()
    if line.startswith("\ufeff"):
        line = line[1:]
    parts: list = []
    tags_end = None
    while line != "":
        try:
            cut = cutter.feed(line)
        except UnicodeEncodeError:
            # A lone surrogate (`errors="surrogateescape"`): the cut is the
            # same without it, and a line of the game is refused below.
            cut = cutter.feed(line.encode("utf-8", "replace").decode("utf-8"))
        if cut == _MOVES:
            if tags_end is None:
                tags_end = sum(len(part) for part in parts)
        elif cut == _END_BEFORE:
            reader.keep(line)
            break
        elif cut == _END:
            break
        if cut != _SKIP:
            _push(parts, reader.checked(line))
        line = reader.line()
    if not parts:
        return None
    text = "".join(parts)
    return text, len(text) if tags_end is None else tags_end
