"""python-chess's `chess.engine`, on rankfile's UCI driver: run an engine
(Stockfish, or any UCI engine) and ask it about a board, with the same
names and answers (`SimpleEngine.popen_uci`, `Limit`, `analyse`, `play`,
`analysis`, `InfoDict`, `PovScore`).

>>> import rankfile, rankfile.engine
>>> with rankfile.engine.SimpleEngine.popen_uci("stockfish") as engine:
...     board = rankfile.Board("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
...     info = engine.analyse(board, rankfile.engine.Limit(depth=8))
...     info["score"], info["pv"][0]
(PovScore(Mate(+1), WHITE), Move.from_uci('f3f7'))

Each move the engine sends is checked legal by rankfile before it is
given; an engine that is missing, is not UCI, dies or hangs raises within
seconds (`FileNotFoundError`, `EngineError`, `EngineTerminatedError`,
`TimeoutError`), with rankfile's `.code` and `.hint`.

The scores are also what `GameNode.eval()` reads in a comment
(`[%eval 0.31]`, `[%eval #-3]`): `Cp` (centipawns), `Mate` (moves to
mate), and `PovScore` (a score from one side's point of view).

>>> import io, rankfile.pgn
>>> game = rankfile.pgn.read_game(io.StringIO("1. e4 { [%eval 0.31] } e5 { [%eval #-3] } *"))
>>> game.next().eval()
PovScore(Cp(-31), BLACK)
>>> game.next().eval().white(), game.end().eval().white()
(Cp(+31), Mate(-3))
"""

import dataclasses
import enum
import os
import threading
from typing import Any, Dict, Iterator, List, Mapping, NamedTuple, Optional, Union

from rankfile._scores import Cp, Mate, MateGiven, PovScore, PovWdl, Score, Wdl
from rankfile._rankfile import EngineError, EngineTerminatedError, Search as _Search, UciEngine as _UciEngine

__all__ = [
    "Cp", "Mate", "MateGiven", "PovScore", "UciOptionMap", "Wdl", "PovWdl", "Limit", "Info", "INFO_NONE", "INFO_BASIC",
    "INFO_SCORE", "INFO_PV", "INFO_REFUTATION", "INFO_CURRLINE", "INFO_ALL", "InfoDict",
    "PlayResult", "BestMove", "Option", "SimpleEngine", "SimpleAnalysisResult",
    "EngineError", "EngineTerminatedError", "AnalysisComplete",
]


@dataclasses.dataclass
class Limit:
    """When a search stops: the first limit reached (`time` in seconds,
    the clocks as python-chess's)."""

    time: Optional[float] = None
    depth: Optional[int] = None
    nodes: Optional[int] = None
    mate: Optional[int] = None
    white_clock: Optional[float] = None
    black_clock: Optional[float] = None
    white_inc: Optional[float] = None
    black_inc: Optional[float] = None
    remaining_moves: Optional[int] = None
    clock_id: object = None

    def _fields(self) -> Dict[str, Any]:
        names = ("time", "depth", "nodes", "mate", "white_clock", "black_clock",
                 "white_inc", "black_inc", "remaining_moves")
        return {n: getattr(self, n) for n in names if getattr(self, n) is not None}


class Info(enum.IntFlag):
    """Which parts of an engine's information to give."""

    NONE = 0
    BASIC = 1
    SCORE = 2
    PV = 4
    REFUTATION = 8
    CURRLINE = 16
    ALL = BASIC | SCORE | PV | REFUTATION | CURRLINE


INFO_NONE = Info.NONE
INFO_BASIC = Info.BASIC
INFO_SCORE = Info.SCORE
INFO_PV = Info.PV
INFO_REFUTATION = Info.REFUTATION
INFO_CURRLINE = Info.CURRLINE
INFO_ALL = Info.ALL

InfoDict = Dict[str, Any]

_BASIC = ("depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull", "tbhits", "string")


class BestMove(NamedTuple):
    """The move an engine chose, and the reply it expects."""

    move: Optional[Any]
    ponder: Optional[Any]


@dataclasses.dataclass
class PlayResult:
    """What `SimpleEngine.play` gives."""

    move: Optional[Any]
    ponder: Optional[Any]
    info: InfoDict = dataclasses.field(default_factory=dict)
    draw_offered: bool = False
    resigned: bool = False


class Option(NamedTuple):
    """One of the engine's options, as it listed it."""

    name: str
    type: str
    default: Any
    min: Optional[int]
    max: Optional[int]
    var: Optional[List[str]]

    def is_managed(self) -> bool:
        """Set by the search itself (MultiPV, Ponder, UCI_Chess960), not by
        `configure`."""
        return self.name.lower() in _MANAGED


_MANAGED = {"multipv", "ponder", "uci_chess960", "uci_variant", "uci_analysemode"}


class AnalysisComplete(Exception):
    """The analysis ended and every `info` was read."""


def _move(uci: Optional[str]) -> Optional[Any]:
    from rankfile import Move

    return None if uci is None else Move.from_uci(uci)


def _info(raw: Dict[str, Any], turn: bool, wanted: Info) -> InfoDict:
    """python-chess's `InfoDict` of a raw `info` line, the score for
    `turn`, the moves as `Move`s, only the parts `wanted`."""
    info: InfoDict = {}
    if wanted & Info.BASIC:
        info.update((k, raw[k]) for k in _BASIC if k in raw)
    if wanted & Info.SCORE:
        if "score" in raw:
            kind, value = raw["score"]
            info["score"] = PovScore(Cp(value) if kind == "cp" else Mate(value), turn)
        for bound in ("lowerbound", "upperbound"):
            if raw.get(bound):
                info[bound] = True
        if "wdl" in raw:
            info["wdl"] = PovWdl(Wdl(*raw["wdl"]), turn)
    if wanted & Info.PV and "pv" in raw:
        info["pv"] = [_move(m) for m in raw["pv"]]
    return info


def _limit_fields(limit: Limit) -> Dict[str, Any]:
    fields = limit._fields()
    if not fields:
        raise ValueError(
            "Limit() without a limit would search forever: give time, depth, nodes, mate or "
            "the clocks (or use analysis() and stop it)"
        )
    return fields


class SimpleAnalysisResult:
    """An analysis under way: iterate over its `InfoDict`s as they come,
    `stop()` it, `wait()` for its best move."""

    def __init__(self, search: _Search, turn: bool, wanted: Info, after: Any = None) -> None:
        self._search = search
        self._turn = turn
        self._wanted = wanted
        self._after = after
        self._lines: Dict[int, InfoDict] = {}
        self._buffer: List[Dict[str, Any]] = []
        self._finished = False
        self._best: Optional[BestMove] = None
        self._error: Optional[BaseException] = None

    @property
    def info(self) -> InfoDict:
        """The latest information of the best line (multipv 1), merged
        over its `info` lines as python-chess merges them."""
        return self._lines.get(1, {})

    @property
    def multipv(self) -> List[InfoDict]:
        """The latest information of each line, the best first."""
        return [self._lines[k] for k in sorted(self._lines)]

    def stop(self) -> None:
        """Asks the engine to stop (it then sends its best move)."""
        self._search.stop()

    def _take(self, raw: Dict[str, Any]) -> InfoDict:
        info = _info(raw, self._turn, self._wanted)
        self._lines.setdefault(raw.get("multipv", 1), {}).update(info)
        return info

    def _settle(self) -> None:
        """Reads the search's end once, and lets the engine go."""
        if self._best is not None or self._error is not None:
            return
        try:
            result = self._search.wait()
            self._best = BestMove(_move(result["bestmove"]), _move(result["ponder"]))
        except BaseException as e:  # kept for wait() to raise
            self._error = e
        finally:
            after, self._after = self._after, None
            if after is not None:
                after()

    def wait(self) -> BestMove:
        """Waits for the end of the search, and gives its best move."""
        while self.next() is not None:
            pass
        self._settle()
        if self._error is not None:
            raise self._error
        assert self._best is not None
        return self._best

    def _peek(self) -> bool:
        """Whether an `info` waits to be read, without waiting for one."""
        if self._buffer:
            return True
        raw = None if self._finished else self._search.poll()
        if raw is not None:
            self._buffer.append(raw)
        return raw is not None

    def would_block(self) -> bool:
        """Whether `next()` would wait for the engine."""
        return not self._peek() and not self._finished and not self._search.done()

    def empty(self) -> bool:
        """Whether every `info` sent so far has been read."""
        return not self._peek()

    def next(self) -> Optional[InfoDict]:
        """The next `InfoDict`, or `None` at the end."""
        if self._buffer:
            return self._take(self._buffer.pop(0))
        if self._finished:
            return None
        raw = self._search.next()
        if raw is None:
            self._finished = True
            self._settle()
            return None
        return self._take(raw)

    def get(self) -> InfoDict:
        """The next `InfoDict`; `AnalysisComplete` at the end."""
        info = self.next()
        if info is None:
            raise AnalysisComplete()
        return info

    def __iter__(self) -> Iterator[InfoDict]:
        while (info := self.next()) is not None:
            yield info

    def __enter__(self) -> "SimpleAnalysisResult":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
        self._settle()


class SimpleEngine:
    """A UCI engine, one search at a time, as python-chess's
    `SimpleEngine`; run it with `popen_uci`."""

    def __init__(self, engine: _UciEngine) -> None:
        self._engine = engine
        self._lock = threading.RLock()
        self._open: Optional[SimpleAnalysisResult] = None
        self._game: object = None
        self._configured: Dict[str, str] = {}
        self.id = {"name": engine.name}
        if engine.author is not None:
            self.id["author"] = engine.author

    @classmethod
    def popen_uci(cls, command: Union[str, "os.PathLike[str]", List[str]], *, timeout: Optional[float] = 10.0,
                  debug: Optional[bool] = None, setpgrp: bool = False, **popen_args: Any) -> "SimpleEngine":
        """Starts the engine's program and shakes hands (`uci`, `isready`)
        within `timeout` seconds; `"stockfish"` alone is looked for on the
        `PATH`, then in `/usr/games` (where Debian puts it)."""
        args: List[str] = []
        if isinstance(command, (list, tuple)):
            command, *args = command
        return cls(_UciEngine(os.fspath(command), [str(a) for a in args], 10.0 if timeout is None else timeout))

    @property
    def options(self) -> "UciOptionMap":
        """The engine's options by name (any case), their defaults typed as
        python-chess types them (a `check` a bool, a `spin` an int)."""
        return UciOptionMap(
            (o[0], Option(o[0], o[1], _typed(o[1], o[2]), o[3], o[4], list(o[5])))
            for o in self._engine.options
        )

    def configure(self, options: Mapping[str, Any]) -> None:
        """Sets the engine's options; MultiPV, Ponder and UCI_Chess960 are
        set by each search, not here."""
        with self._lock:
            self._finish_open()
            self._set(options)

    def _set(self, options: Mapping[str, Any]) -> None:
        for name, value in options.items():
            option = self.options.get(name)
            if option is not None and option.is_managed():
                raise EngineError(f"cannot set {name} which is automatically managed")
            text = ("true" if value else "false") if isinstance(value, bool) else str(value)
            self._engine.set_option(name, text)
            self._configured[name] = text

    def ping(self) -> None:
        """`isready` … `readyok`: the engine answers."""
        with self._lock:
            self._finish_open()
            self._engine.ping()

    def _finish_open(self) -> None:
        """Stops an analysis still open, as python-chess does before the
        next command."""
        if self._open is not None:
            self._open.stop()
            self._open._settle()
            self._open = None

    def _start(self, board: Any, limit: Optional[Limit], multipv: Optional[int], game: object,
               options: Mapping[str, Any]) -> _Search:
        self._finish_open()
        if game is not self._game and game is not None:
            self._engine.new_game()
        self._game = game
        if options:
            before = {n: self._configured.get(n, self.options[n].default if n in self.options else "")
                      for n in options}
            self._set(options)
            self._restore = before
        fields = {} if limit is None else limit._fields()
        fields.pop("clock_id", None)
        return self._engine.search(board, multipv=multipv or 1, **fields)

    def _restore_options(self) -> None:
        before = getattr(self, "_restore", None)
        if before:
            self._restore = None
            self._set({k: v for k, v in before.items() if v is not None})

    def analyse(self, board: Any, limit: Limit, *, multipv: Optional[int] = None, game: object = None,
                info: Info = INFO_ALL, root_moves: Any = None,
                options: Mapping[str, Any] = {}) -> Union[InfoDict, List[InfoDict]]:
        """Searches `board` until `limit`: its `InfoDict` (with `multipv`,
        a list of them, the best first)."""
        _refuse_root_moves(root_moves)
        _limit_fields(limit)
        with self._lock:
            try:
                result = self._start(board, limit, multipv, game, options).wait()
            finally:
                self._restore_options()
        lines = [_info(raw, board.turn, info) for raw in result["lines"]]
        if multipv is None:
            return lines[0] if lines else {}
        return lines

    def play(self, board: Any, limit: Limit, *, game: object = None, info: Info = INFO_NONE,
             ponder: bool = False, draw_offered: bool = False, root_moves: Any = None,
             options: Mapping[str, Any] = {}) -> PlayResult:
        """The engine's move on `board` within `limit`."""
        _refuse_root_moves(root_moves)
        _limit_fields(limit)
        with self._lock:
            try:
                result = self._start(board, limit, None, game, options).wait()
            finally:
                self._restore_options()
        lines = result["lines"]
        played = _info(lines[0], board.turn, info) if lines and info else {}
        return PlayResult(_move(result["bestmove"]), _move(result["ponder"]), played)

    def analysis(self, board: Any, limit: Optional[Limit] = None, *, multipv: Optional[int] = None,
                 game: object = None, info: Info = INFO_ALL, root_moves: Any = None,
                 options: Mapping[str, Any] = {}) -> SimpleAnalysisResult:
        """Starts searching `board` (until `limit`, or until stopped): its
        information as it deepens, by iteration."""
        _refuse_root_moves(root_moves)
        with self._lock:
            search = self._start(board, limit, multipv, game, options)
            result = SimpleAnalysisResult(search, board.turn, info, self._restore_options)
            self._open = result
        return result

    def quit(self) -> None:
        """Asks the engine to quit (it is killed after a second); an
        analysis still open is stopped first."""
        with self._lock:
            self._finish_open()
            self._engine.quit()

    def close(self) -> None:
        self.quit()

    def __enter__(self) -> "SimpleEngine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.quit()

    def __repr__(self) -> str:
        return f"<SimpleEngine ({self.id.get('name')})>"


def _typed(kind: str, default: Optional[str]) -> Any:
    """An option's default as python-chess gives it."""
    if default is None or kind == "button":
        return None
    if kind == "check":
        return default.lower() == "true"
    if kind == "spin":
        try:
            return int(default)
        except ValueError:
            return default
    return default


class UciOptionMap(dict):
    """A dict whose keys are matched regardless of case, as UCI names
    options (python-chess's `UciOptionMap`).

    >>> options = UciOptionMap(Hash=16)
    >>> options["hash"], "HASH" in options, options == {"HASH": 16}
    (16, True, True)
    """

    def __init__(self, data: Any = (), **kwargs: Any) -> None:
        super().__init__()
        self._names: Dict[str, str] = {}
        for key, value in dict(data, **kwargs).items():
            self[key] = value

    def __setitem__(self, key: str, value: Any) -> None:
        old = self._names.get(key.lower())
        if old is not None:
            super().__delitem__(old)
        self._names[key.lower()] = key
        super().__setitem__(key, value)

    def __getitem__(self, key: str) -> Any:
        return super().__getitem__(self._names[key.lower()])

    def __delitem__(self, key: str) -> None:
        super().__delitem__(self._names.pop(key.lower()))

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key.lower() in self._names

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        return self[key] if key in self else default

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Mapping) or len(other) != len(self):
            return False
        theirs = {str(k).lower(): v for k, v in other.items()}
        return all(theirs.get(k.lower(), object()) == v for k, v in self.items())

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]


def _refuse_root_moves(root_moves: Any) -> None:
    if root_moves is not None:
        raise NotImplementedError("rankfile.engine does not search a subset of the moves (root_moves) yet")
