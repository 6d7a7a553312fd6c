"""PGN games: one at a time as python-chess reads, builds, edits and
writes them (`read_game`, `read_headers`, `skip_game`; `Game`, its tree
of `ChildNode`s, `Headers`; the visitors and exporters), and in bulk:
`export` writes them as tables for databases, as `rankfile pgn export`
does, on rankfile's own threads. The tree, its walk and the writer are
rankfile's core's: a node is a handle on it.

>>> import io
>>> import rankfile.pgn
>>> handle = io.StringIO('[White "Anna"]\\n\\n1. e4 e5 2. Ke3 Nc6 *\\n\\n1. d4 { fine } d5 *\\n')
>>> game = rankfile.pgn.read_game(handle)
>>> game.headers["White"], [node.san() for node in game.mainline()]
('Anna', ['e4', 'e5'])
>>> game.errors[0].code, game.errors[0].span
('illegal_move', (28, 31))
>>> print(rankfile.pgn.read_game(handle))
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
<BLANKLINE>
1. d4 { fine } 1... d5 *
>>> rankfile.pgn.read_game(handle) is None
True

Exporting:

>>> import pathlib, tempfile
>>> import rankfile.pgn
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "a.pgn").write_text('[Event "a"]\\n\\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\\n')
>>> summary = rankfile.pgn.export([folder / "a.pgn"], folder / "tables", to="ndjson")
>>> summary["ok"], summary["games"], [f["path"] for f in summary["files"]]
(True, 1, ['games/part-00000.ndjson'])
"""

from os import PathLike
from typing import Any, Dict, List, Optional, TextIO, Union

from rankfile import _rankfile
from rankfile._annotations import *  # noqa: F401,F403 (the NAG names)
from rankfile._annotations import TimeControl, TimeControlPart, TimeControlType, parse_time_control
from rankfile._lines import game_lines
from rankfile._nodes import TAG_ROSTER, ChildNode, Game, GameNode, Headers, Mainline
from rankfile._rankfile import Games
from rankfile._visitors import (
    SKIP,
    BaseVisitor,
    BoardBuilder,
    FileExporter,
    GameBuilder,
    HeadersBuilder,
    SkipType,
    SkipVisitor,
    StringExporter,
    StringExporterMixin,
    accept_game,
)

__all__ = [
    "read_game", "read_headers", "skip_game", "Game", "GameNode", "ChildNode", "Headers",
    "Mainline", "TAG_ROSTER", "BaseVisitor", "GameBuilder", "HeadersBuilder", "BoardBuilder",
    "SkipVisitor", "StringExporter", "StringExporterMixin", "FileExporter", "SkipType", "SKIP",
    "TimeControl", "TimeControlPart", "TimeControlType", "parse_time_control",
    "read_games", "count_games", "Games", "export", "export_share",
]

def read_game(handle: TextIO, *, Visitor: Any = GameBuilder) -> Any:
    """Reads the next game of `handle`, a file opened in text mode (or an
    `io.StringIO`); `None` at the end of the file.

    As python-chess's: a game ends at a blank line after its moves (blank
    lines in a comment are the comment's), every move is checked, and what
    was wrong is listed in `game.errors` (the rest of a line after a move
    that cannot be played is not in the tree); the next game is still read.
    One rule is rankfile's: a line that opens a tag pair after the moves
    starts the next game, which python-chess would read as moves of this
    one. That line is then kept for the next `read_game` of the same
    handle (`handle.tell()` is past it).

    >>> import io, rankfile.pgn
    >>> game = rankfile.pgn.read_game(io.StringIO("1. e4 $1 { best by test } e5 (1... c5) *"))
    >>> node = game.next()
    >>> node.move, node.nags, node.comment, node.parent == game
    (Move.from_uci('e2e4'), {1}, 'best by test', True)
    >>> [v.san() for v in node.variations]
    ['e5', 'c5']

    With `Visitor` (a class, or any callable that makes a visitor), the
    game is shown to the visitor instead, in PGN order, its errors to
    `handle_error`, and `read_game` gives the visitor's `result()`.
    """
    lines = game_lines(handle)
    if lines is None:
        return None
    tree, errors, warnings = _rankfile.game_of_text(lines[0])
    if Visitor is GameBuilder:
        return Game._of_tree(tree, errors, warnings)
    visitor = Visitor()
    if type(visitor) is GameBuilder and visitor.Game is Game:
        return Game._of_tree(tree, errors, warnings)
    # The visitor is shown the tags as written, as python-chess's reader
    # shows them, not the Seven Tag Roster's defaults a `Game` is given.
    written = _rankfile.headers_of_text(lines[0][: lines[1]])
    return accept_game(Game._of_tree(tree, [], warnings), visitor, errors, written)


def read_headers(handle: TextIO) -> Optional[Headers]:
    """Reads the next game's headers and skips its moves, `None` at the end
    of the file: the Seven Tag Roster first (only the tags the game has),
    then the others as written.

    >>> import io, rankfile.pgn
    >>> handle = io.StringIO('[White "A"]\\n[Event "E"]\\n\\n1. e4 *\\n\\n[Event "F"]\\n\\n1. d4 *\\n')
    >>> rankfile.pgn.read_headers(handle), rankfile.pgn.read_headers(handle), rankfile.pgn.read_headers(handle)
    (Headers(Event='E', White='A'), Headers(Event='F'), None)
    """
    lines = game_lines(handle)
    if lines is None:
        return None
    return Headers(_rankfile.headers_of_text(lines[0][: lines[1]]))


def skip_game(handle: TextIO) -> bool:
    """Skips the next game: `True` when there was one.

    >>> import io, rankfile.pgn
    >>> handle = io.StringIO("1. e4 *\\n\\n1. d4 *\\n")
    >>> rankfile.pgn.skip_game(handle), rankfile.pgn.read_game(handle).next().san(), rankfile.pgn.skip_game(handle)
    (True, 'd4', False)
    """
    return game_lines(handle) is not None

Path = Union[str, "PathLike[str]"]


Source = Union[Path, bytes, List[Path], List[bytes]]


def read_games(
    source: Source,
    *,
    threads: Optional[int] = None,
    positions: bool = False,
    partition_by: Optional[str] = None,
    errors: str = "raise",
) -> Games:
    """The games of `source` (a path, bytes, or a list of either; plain,
    `.gz` or `.zst` by their first bytes) as `pgn export`'s games table,
    one row a game (or, with `positions`, its positions table, one row a
    position), for pyarrow, polars and DuckDB: the result has
    `__arrow_c_stream__`, and each reading of it reads the inputs anew.

    The games are read on `threads` of rankfile's own (all the cores by
    default), out of the GIL, and handed over a block at a time: memory
    stays flat on inputs of any size. With `partition_by` (`"year"` or
    `"month"`), the games table ends with the columns `pgn export
    --partition-by` writes as hive folders: `year` (`"2024"`) and
    `month` (`"03"`), text, null where the date does not say. A game with errors is a row with
    `ok` false and its problems in `parse_error`. An input that cannot be
    read whole stops the stream with an error saying which and why; with
    `errors="skip"`, its games read before the break are kept, the stream
    goes on, and `.unread` lists it.

    >>> import duckdb, polars as pl, pyarrow as pa
    >>> pgn = b'[Event "a"]\\n\\n1. e4 e5 2. Nf3 *\\n\\n[Event "b"]\\n\\n1. d4 Ke3 *\\n'
    >>> games = rankfile.pgn.read_games(pgn)
    >>> pa.table(games).column("event").to_pylist()
    ['a', 'b']
    >>> pl.from_arrow(pa.RecordBatchReader.from_stream(games))["ok"].to_list()
    [True, False]
    >>> duckdb.sql("select count(*) from games").fetchall()
    [(2,)]
    """
    return _rankfile.read_games(
        [str(p) if isinstance(p, PathLike) else p for p in source]
        if isinstance(source, (list, tuple))
        else (str(source) if isinstance(source, PathLike) else source),
        threads=threads,
        positions=positions,
        partition_by=partition_by,
        errors=errors,
    )


def count_games(
    source: Source, *, name: Optional[Path] = None, threads: Optional[int] = None
) -> int:
    """How many games `source` holds (a path, bytes, or a list of either;
    plain, `.gz` or `.zst`), cut exactly as `read_games` cuts them but none
    read: the number of rows `read_games(source)` gives, found at the speed
    of the cutter (a tenth of the reading's time or less). Spark's example
    numbers games across its tasks with it, so that each task reads its
    games once. An input that cannot be read whole raises `ValueError`,
    saying which and why: bytes are named by `name` (the input they were
    read from; `<bytes 1>` without it), a path by itself.

    >>> rankfile.pgn.count_games(b'[Event "a"]\\n\\n1. e4 *\\n\\n[Event "b"]\\n\\n1. d4 *\\n')
    2
    >>> rankfile.pgn.count_games([b"1. e4 *", b""])
    1
    """
    return _rankfile.count_games(
        [str(p) if isinstance(p, PathLike) else p for p in source]
        if isinstance(source, (list, tuple))
        else (str(source) if isinstance(source, PathLike) else source),
        name=str(name) if name is not None else None,
        threads=threads,
    )


def export(
    inputs: List[Path],
    out: Path,
    *,
    to: str = "parquet",
    positions: bool = False,
    partition_by: Optional[str] = None,
    games_per_file: int = 1_000_000,
    threads: Optional[int] = None,
    replace: bool = False,
) -> Dict[str, Any]:
    """Reads the games of `inputs` (PGN files, plain, `.gz` or `.zst` by
    their first bytes) and writes them in `out` as `pgn export` does: a
    games table (`out/games/`), and with `positions` a positions table, as
    Parquet, NDJSON or CSV part files (`to`), in hive folders by `"year"`
    or `"month"` with `partition_by`. A finished table has a `_SUCCESS`
    file; tables already in `out` are refused unless `replace`.

    Returns what `pgn export --json` prints: `ok`, the counts, the files
    written, and the inputs that could not be read whole (`unread`, with
    why); when writing failed, `error` says why. The GIL is let go while
    it runs; Ctrl-C stops it (the tables are then not marked done).
    """
    return _rankfile.export(
        [str(p) for p in inputs],
        str(out),
        to=to,
        positions=positions,
        partition_by=partition_by,
        games_per_file=games_per_file,
        threads=threads,
        replace=replace,
    )


def export_share(
    source: Union[bytes, Path],
    out: Path,
    *,
    task: int,
    name: Optional[str] = None,
    games_before: int = 0,
    offset: int = 0,
    to: str = "parquet",
    positions: bool = False,
    partition_by: Optional[str] = None,
    games_per_file: int = 1_000_000,
    threads: Optional[int] = None,
) -> Dict[str, Any]:
    """One task's share of an export that many tasks write into the same
    tables, as a Spark job's tasks do (`examples/spark/pgn_to_parquet.py`):
    the games of `source` written into `out` as `export` writes them,
    numbered after the `games_before` games of the inputs and ranges before
    it, so that the shares together make the rows of one export of the
    whole inputs. `source` is an input's path (plain, `.gz` or `.zst`), or
    bytes: a byte range of the input `name` that begins at byte `offset`
    with a game's first line (the games' `offset` column counts from the
    input's start).

    The part files are named by `task` (`part-00003-00000.parquet` for task
    3), so that no two tasks write the same file and a task run again
    writes the same files over; a share with no game writes one empty
    file, with the table's schema. Nothing in `out` is refused or removed
    and no table is marked done: the job's driver checks the tables'
    folders before the tasks run, and writes each table's `_SUCCESS` once
    every task has finished. Runs on one thread unless `threads` says
    more. Returns what `export` returns (`ok` when `source` was read
    whole).

    >>> import pyarrow.parquet as pq, tempfile
    >>> pgn = b'[Event "a"]\\n\\n1. e4 *\\n\\n[Event "b"]\\n\\n1. d4 *\\n'
    >>> out = tempfile.mkdtemp()
    >>> first = rankfile.pgn.export_share(pgn[:22], out, task=0, name="ab.pgn")
    >>> second = rankfile.pgn.export_share(pgn[22:], out, task=1, name="ab.pgn", games_before=1, offset=22)
    >>> [f["path"] for f in first["files"] + second["files"]]
    ['games/part-00000-00000.parquet', 'games/part-00001-00000.parquet']
    >>> pq.read_table(f"{out}/games", columns=["game", "file", "offset", "event"]).to_pylist()[1]
    {'game': 2, 'file': 'ab.pgn', 'offset': 22, 'event': 'b'}
    """
    return _rankfile.export_share(
        source if isinstance(source, bytes) else str(source),
        str(out),
        task=task,
        name=None if name is None else str(name),
        games_before=games_before,
        offset=offset,
        to=to,
        positions=positions,
        partition_by=partition_by,
        games_per_file=games_per_file,
        threads=threads,
    )
