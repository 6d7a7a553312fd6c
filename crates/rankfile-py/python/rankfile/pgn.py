"""PGN games in bulk: `export` writes them as tables for databases, as
`rankfile pgn export` does, on rankfile's own threads.

>>> import pathlib, tempfile
>>> import rankfile.pgn
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "a.pgn").write_text('[Event "a"]\\n\\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\\n')
>>> summary = rankfile.pgn.export([folder / "a.pgn"], folder / "tables", to="ndjson")
>>> summary["ok"], summary["games"], [f["path"] for f in summary["files"]]
(True, 1, ['games/part-00000.ndjson'])
"""

from os import PathLike
from typing import Any, Dict, List, Optional, Union

from rankfile import _rankfile

__all__ = ["export"]

Path = Union[str, "PathLike[str]"]


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
