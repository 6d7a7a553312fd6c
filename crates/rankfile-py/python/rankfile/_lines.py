"""One game's lines read from a text handle, where python-chess's
`read_game` would read them: blank lines, `%` and `;` lines before the game
skipped, its tag lines, then its movetext up to a blank line outside a
comment. One rule is rankfile's: a line that opens a tag pair in the
movetext (outside a comment) starts the next game, so a game written
without the blank line after it does not swallow the next. That line is
kept for the next read of the same handle.

The loop is Python's, not the extension's: a thread that reads a handle
(a socket, a pipe) is then never inside rankfile's native code while it
waits for a line, so a daemon thread still reading when the interpreter
exits ends as Python ends it, not with an aborted process.
"""

from typing import Any, Dict, Optional, Tuple

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


def _blank(line: str) -> bool:
    return line != "" and line.isspace()


def _escape(line: str) -> bool:
    return line.startswith("%") or line.startswith(";")


def _opens_comment(line: str, in_comment: bool) -> bool:
    """Whether a `{` comment is open at the end of `line`, given whether one
    was at its start (a `;` outside a comment ends the line's text).
    Most lines hold no brace at all: `str.find` answers them in C."""
    if "{" not in line and "}" not in line:
        return in_comment
    for char in line:
        if in_comment and char == "}":
            in_comment = False
        elif not in_comment and char == "{":
            in_comment = True
        elif not in_comment and char == ";":
            break
    return in_comment


def _push(parts: list, line: str) -> None:
    parts.append(line if line.endswith("\n") else line + "\n")


def game_lines(handle: Any) -> Optional[Tuple[str, int]]:
    """The next game's text from `handle` and where its tag lines end in
    it (in characters); `None` at the end of the file."""
    reader = _Reader(handle)
    # Only a game's first line may have been read ahead, by the last read.
    line = _pending.pop(handle, None)
    if line is None:
        line = reader.line()
    if line.startswith("\ufeff"):
        line = line[1:]
    while _blank(line) or _escape(line):
        line = reader.line()
    parts: list = []
    # The tags: up to one blank line between two is skipped (kept, so that
    # a problem's place counts from the game's first line as written).
    blank_lines = 0
    found = False
    while line != "":
        if _escape(line):
            line = reader.line()
            continue
        if blank_lines < 1 and _blank(line):
            blank_lines += 1
            _push(parts, reader.checked(line))
            line = reader.line()
            continue
        found = True
        if not line.startswith("["):
            break
        blank_lines = 0
        _push(parts, reader.checked(line))
        line = reader.line()
    if not found:
        return None
    tags_end = sum(len(part) for part in parts)
    in_comment = False
    while line != "":
        if not in_comment:
            if _blank(line):
                break
            if line.startswith("["):
                reader.keep(line)
                break
        # A `%` line outside a comment is an escape, read as nothing.
        if not (not in_comment and line.startswith("%")):
            in_comment = _opens_comment(line, in_comment)
        _push(parts, reader.checked(line))
        line = reader.line()
    return "".join(parts), tags_end
