"""python-chess's game model (`Game`, `ChildNode`, `Headers`, `Mainline`)
as handles on rankfile's core tree (`_rankfile.GameTree`): a node is a
tree and an index, and every walk, edit, position and write is the
core's. Each node has one handle, so `is` and `==` hold as in
python-chess, and a subclass's handles stay the subclass's.
"""

from collections.abc import MutableSequence, MutableSet
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple, Union

from rankfile import engine, svg
from rankfile._headers import TAG_ROSTER, Headers
from rankfile._rankfile import STARTING_FEN, Board, GameTree, Move

_new = object.__new__


class _Variations(MutableSequence):
    """A node's children, the main one first: a live view of the tree.
    Removing one takes it (and its line) out of the tree, inserting one
    hangs it there, where all its moves must be legal."""

    def __init__(self, node: "GameNode") -> None:
        self._node = node

    def _ids(self) -> List[int]:
        return self._node._tree.children(self._node._at)

    def __len__(self) -> int:
        return len(self._ids())

    def __getitem__(self, i: Any) -> Any:
        ids = self._ids()
        if isinstance(i, slice):
            return [self._node._handle(n) for n in ids[i]]
        return self._node._handle(ids[i])

    def __setitem__(self, i: Any, node: "ChildNode") -> None:
        old = self[i]
        if old is node:
            return
        place = self._ids().index(old._at)
        self._node._tree.detach(old._at)
        self.insert(place, node)

    def __delitem__(self, i: Any) -> None:
        for node in (self[i] if isinstance(i, slice) else [self[i]]):
            self._node._tree.detach(node._at)

    def insert(self, i: int, node: "ChildNode") -> None:
        if not isinstance(node, ChildNode) or node._tree is not self._node._tree:
            raise ValueError(
                "only a node of this game can be hung here: add_variation(node.move) "
                "copies a move from another game")
        count = len(self)
        place = max(0, count + i) if i < 0 else min(i, count)
        self._node._tree.attach(node._at, self._node._at, place)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, _Variations)):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return repr(list(self))


class _Nags(MutableSet):
    """A node's NAGs, a live view of the tree."""

    def __init__(self, node: "ChildNode") -> None:
        self._node = node

    def _all(self) -> List[int]:
        return self._node._tree.nags(self._node._at)

    def __contains__(self, nag: object) -> bool:
        return nag in self._all()

    def __iter__(self) -> Iterator[int]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def add(self, nag: int) -> None:
        self._node._tree.set_nags(self._node._at, self._all() + [int(nag)])

    def update(self, *others: Iterable[int]) -> None:
        for nags in others:
            self._node._tree.set_nags(self._node._at, self._all() + [int(n) for n in nags])

    def discard(self, nag: int) -> None:
        self._node._tree.set_nags(self._node._at, [n for n in self._all() if n != nag])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (set, frozenset, MutableSet)):
            return set(self) == set(other)
        return NotImplemented

    def __repr__(self) -> str:
        return repr(set(self))


class GameNode:
    """A place in a game: the game itself (its start), or a move and the
    position after it. As python-chess's, with the tree kept by rankfile's
    core."""

    # A handle: its tree, its node (`None` for the start) and its game.
    # Slots, for a loop over a game's nodes makes many; a node still takes
    # any attribute a script gives it.
    __slots__ = ("_tree", "_at", "_game", "__dict__", "__weakref__")

    def __init__(self, *, comment: str = "") -> None:
        raise TypeError("make a Game(), then add moves to it with add_variation(move)")

    def _handle(self, i: int) -> "ChildNode":
        """The handle of node `i` of this game: one a node, kept by the
        game, so that `is` holds and a subclass's node stays one."""
        game = self._game
        node = game._handles.get(i)
        if node is None:
            # Made without `__init__`, which adds a move: the node is in
            # the tree already.
            node = _new(ChildNode)
            node._tree = game._tree
            node._at = i
            node._game = game
            game._handles[i] = node
        return node

    def _find(self, move: Any) -> "ChildNode":
        """The child `move` names: its place, its move, or the node."""
        if isinstance(move, int):
            return self.variations[move]
        for child in self.variations:
            if child is move or child.move == move:
                return child
        raise KeyError(move)

    @property
    def variations(self) -> _Variations:
        return _Variations(self)

    @variations.setter
    def variations(self, nodes: Iterable["ChildNode"]) -> None:
        nodes = list(nodes)
        view = _Variations(self)
        del view[:]
        for node in nodes:
            view.append(node)

    @property
    def comment(self) -> str:
        return self._tree.comment(self._at)

    @comment.setter
    def comment(self, comment: str) -> None:
        self._tree.set_comment(self._at, comment)

    def board(self) -> Board:
        """The position here, the moves from the start on its move stack."""
        return self._tree.board(self._at)

    def ply(self) -> int:
        """Half-moves from the start of the game (from the FEN's move
        number when the game has one)."""
        return self._game._start_ply() + self._tree.depth(self._at)

    def turn(self) -> bool:
        return self._tree.turn(self._at)

    def root(self) -> "GameNode":
        return self._game

    def game(self) -> "Game":
        return self._game

    def end(self) -> "GameNode":
        line = self._tree.main_line(self._at)
        return self._handle(line[-1]) if line else self

    def is_end(self) -> bool:
        return not self._tree.children(self._at)

    def starts_variation(self) -> bool:
        return False

    def is_mainline(self) -> bool:
        return self._tree.is_main_line(self._at)

    def is_main_variation(self) -> bool:
        return True

    def __getitem__(self, move: Any) -> "ChildNode":
        return self._find(move)

    def __contains__(self, move: Any) -> bool:
        try:
            self._find(move)
        except (KeyError, IndexError):
            return False
        return True

    def variation(self, move: Any) -> "ChildNode":
        return self._find(move)

    def has_variation(self, move: Any) -> bool:
        return move in self

    def promote_to_main(self, move: Any) -> None:
        self._tree.reorder(self._find(move)._at, 0)

    def promote(self, move: Any) -> None:
        node = self._find(move)
        place = self._tree.children(self._at).index(node._at)
        self._tree.reorder(node._at, max(place - 1, 0))

    def demote(self, move: Any) -> None:
        node = self._find(move)
        place = self._tree.children(self._at).index(node._at)
        self._tree.reorder(node._at, place + 1)

    def remove_variation(self, move: Any) -> None:
        self._tree.remove(self._find(move)._at)

    def add_variation(self, move: Move, *, comment: str = "", starting_comment: str = "",
                      nags: Iterable[int] = ()) -> "ChildNode":
        return ChildNode(self, move, comment=comment, starting_comment=starting_comment, nags=nags)

    def add_main_variation(self, move: Move, *, comment: str = "", nags: Iterable[int] = ()) -> "ChildNode":
        node = self.add_variation(move, comment=comment, nags=nags)
        self._tree.reorder(node._at, 0)
        return node

    def next(self) -> Optional["ChildNode"]:
        children = self._tree.children(self._at)
        return self._handle(children[0]) if children else None

    def mainline(self) -> "Mainline":
        return Mainline(self, lambda node: node)

    def mainline_moves(self) -> "Mainline":
        return _MainlineMoves(self, lambda node: node.move)

    def add_line(self, moves: Iterable[Move], *, comment: str = "", starting_comment: str = "",
                 nags: Iterable[int] = ()) -> "GameNode":
        node: GameNode = self
        for move in moves:
            node = node.add_variation(move, starting_comment=starting_comment)
            starting_comment = ""
        node.comment = " ".join(filter(None, [node.comment, comment]))
        if nags and isinstance(node, ChildNode):
            node.nags.update(nags)
        return node

    def eval(self) -> Optional[engine.PovScore]:
        """The `[%eval …]` of the comment, from the point of view of the
        side to move here (python-chess's `PovScore`)."""
        found = self._tree.eval(self._at)
        if found is None:
            return None
        kind, value, _ = found
        turn = self.turn()
        if kind == "mate" and value == 0:
            return engine.PovScore(engine.Mate(0), turn)
        score = engine.Mate(value) if kind == "mate" else engine.Cp(value)
        return engine.PovScore(score if turn else -score, turn)

    def eval_depth(self) -> Optional[int]:
        found = self._tree.eval(self._at)
        return None if found is None else found[2]

    def set_eval(self, score: Optional[engine.PovScore], depth: Optional[int] = None) -> None:
        if score is None:
            self._tree.set_eval(self._at)
            return
        white = score.white()
        depth = None if depth is None else max(depth, 0)
        if white.is_mate():
            self._tree.set_eval(self._at, mate=white.mate(), depth=depth)
        else:
            self._tree.set_eval(self._at, cp=white.score(), depth=depth)

    def arrows(self) -> List[svg.Arrow]:
        return [svg.Arrow(tail, head, color=color) for tail, head, color in self._tree.arrows(self._at)]

    def set_arrows(self, arrows: Iterable[Union[svg.Arrow, Tuple[int, int]]]) -> None:
        written = []
        for arrow in arrows:
            if not isinstance(arrow, svg.Arrow):
                tail, head = arrow
                arrow = svg.Arrow(tail, head)
            written.append(arrow.pgn())
        self._tree.set_arrows(self._at, written)

    def clock(self) -> Optional[float]:
        return self._tree.clock(self._at)

    def set_clock(self, seconds: Optional[float]) -> None:
        self._tree.set_clock(self._at, seconds)

    def emt(self) -> Optional[float]:
        return self._tree.emt(self._at)

    def set_emt(self, seconds: Optional[float]) -> None:
        self._tree.set_emt(self._at, seconds)

    def accept_subgame(self, visitor: Any) -> Any:
        from rankfile._visitors import accept_subgame
        return accept_subgame(self, visitor)

    def __str__(self) -> str:
        from rankfile._visitors import StringExporter
        return self.accept(StringExporter(columns=None))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameNode):
            return NotImplemented
        return self._tree is other._tree and self._at == other._at

    def __hash__(self) -> int:
        return hash((id(self._tree), self._at))


class ChildNode(GameNode):
    """A move of a game and the position after it. `ChildNode(parent,
    move)` adds the move after `parent`, as `parent.add_variation(move)`
    does; a move that cannot be played there is refused."""

    def __init__(self, parent: GameNode, move: Move, *, comment: str = "", starting_comment: str = "",
                 nags: Iterable[int] = ()) -> None:
        index = parent._tree.add_variation(parent._at, move)
        self._bind(parent._game, index)
        if comment:
            self.comment = comment
        if starting_comment:
            self.starting_comment = starting_comment
        if nags:
            self.nags = set(nags)

    def _bind(self, game: "Game", index: int) -> None:
        self._tree = game._tree
        self._at = index
        self._game = game
        game._handles[index] = self

    @property
    def parent(self) -> Optional[GameNode]:
        hangs, parent = self._tree.parent(self._at)
        if not hangs:
            return None
        return self._game if parent is None else self._handle(parent)

    @property
    def move(self) -> Move:
        return self._tree.move(self._at)

    @property
    def starting_comment(self) -> str:
        return self._tree.starting_comment(self._at)

    @starting_comment.setter
    def starting_comment(self, comment: str) -> None:
        self._tree.set_starting_comment(self._at, comment)

    @property
    def nags(self) -> _Nags:
        return _Nags(self)

    @nags.setter
    def nags(self, nags: Iterable[int]) -> None:
        self._tree.set_nags(self._at, sorted(set(int(n) for n in nags)))

    def san(self) -> str:
        return self._tree.san(self._at)

    def uci(self, *, chess960: Optional[bool] = None) -> str:
        return self._tree.uci(self._at, chess960)

    def starts_variation(self) -> bool:
        parent = self.parent
        return parent is not None and parent.variations[0] is not self

    def is_main_variation(self) -> bool:
        parent = self.parent
        return parent is None or parent.variations[0] is self

    def accept(self, visitor: Any) -> Any:
        from rankfile._visitors import accept_node
        return accept_node(self, visitor)

    def __repr__(self) -> str:
        if not self._tree.is_attached(self._at):
            return f"<{type(self).__name__} at {id(self):#x} (dangling: {self.move})>"
        parent = self.parent
        board = parent.board() if parent is not None else self._game.board()
        dots = "." if board.turn else "..."
        return f"<{type(self).__name__} at {id(self):#x} ({board.fullmove_number}{dots} {self.san()} ...)>"


class Game(GameNode):
    """A game: its headers, its starting position, its moves. `Game()`
    has the Seven Tag Roster's defaults; `Game.without_tag_roster()`
    none. A game read by `read_game` also has `errors` (python-chess's
    exceptions, with `.code`, `.hint` and `.span`) and `warnings`.

    >>> import rankfile, rankfile.pgn
    >>> game = rankfile.pgn.Game()
    >>> game.headers["White"] = "Ana"
    >>> node = game.add_variation(rankfile.Move.from_uci("e2e4"))
    >>> node = node.add_variation(rankfile.Move.from_uci("e7e5"), comment="the classic reply")
    >>> _ = game.next().add_variation(rankfile.Move.from_uci("c7c5"))
    >>> print(game.accept(rankfile.pgn.StringExporter(headers=False)))
    1. e4 e5 { the classic reply } ( 1... c5 ) *
    """

    def __init__(self, headers: Any = None) -> None:
        self._tree = GameTree()
        self._at = None
        self._game = self
        self._handles: Dict[int, ChildNode] = {}
        self._headers: Optional[Headers] = Headers(headers)._bind(self._tree)
        self.errors: List[Exception] = []
        self.warnings: List[Any] = []
        self.starting_comment = ""
        self.nags: set = set()

    @classmethod
    def _of_tree(cls, tree: GameTree, errors: List[Exception], warnings: List[Any]) -> "Game":
        game = cls.__new__(cls)
        game._tree = tree
        game._at = None
        game._game = game
        game._handles = {}
        game._headers = None
        game.errors = errors
        game.warnings = warnings
        game.starting_comment = ""
        game.nags = set()
        return game

    @property
    def headers(self) -> Headers:
        if self._headers is None:
            self._headers = Headers._of_tree(self._tree)
        return self._headers

    @headers.setter
    def headers(self, headers: Any) -> None:
        if not isinstance(headers, Headers):
            headers = Headers(headers)
        self._headers = headers.copy()._bind(self._tree)

    @property
    def parent(self) -> None:
        return None

    @property
    def move(self) -> None:
        return None

    def _start_ply(self) -> int:
        if "FEN" not in self.headers:
            return 0
        board = self._tree.board(None)
        return 2 * (board.fullmove_number - 1) + (0 if board.turn else 1)

    def setup(self, board: Union[Board, str]) -> None:
        """Starts the game from `board`'s position (a board or a FEN): sets
        or removes the `FEN` and `SetUp` headers."""
        if isinstance(board, str):
            board = Board(board)
            board.chess960 = board.has_chess960_castling_rights()
        fen = board.fen()
        if getattr(board, "chess960", False):
            self.headers["Variant"] = "Chess960"
        else:
            self.headers.pop("Variant", None)
        if fen == STARTING_FEN:
            self.headers.pop("FEN", None)
            self.headers.pop("SetUp", None)
        else:
            self.headers["FEN"] = fen
            self.headers["SetUp"] = "1"

    def accept(self, visitor: Any) -> Any:
        from rankfile._visitors import accept_game
        return accept_game(self, visitor)

    def time_control(self) -> Any:
        """The `TimeControl` header read (unknown when there is none)."""
        from rankfile._annotations import parse_time_control
        return parse_time_control(self.headers.get("TimeControl", ""))

    @classmethod
    def from_board(cls, board: Board) -> "Game":
        """A game of `board`'s moves, from the position before its first."""
        game = cls()
        game.setup(board.root())
        node: GameNode = game
        for move in board.move_stack:
            node = node.add_variation(move)
        game.headers["Result"] = board.result()
        return game

    @classmethod
    def without_tag_roster(cls) -> "Game":
        return cls(headers={})

    @classmethod
    def builder(cls) -> Any:
        from rankfile._visitors import GameBuilder
        return GameBuilder(Game=cls)

    def __repr__(self) -> str:
        headers = self.headers
        errors = f", {len(self.errors)} errors" if self.errors else ""
        return "<{} at {:#x} ({!r} vs. {!r}, {!r} at {!r}{})>".format(
            type(self).__name__, id(self), headers.get("White", "?"), headers.get("Black", "?"),
            headers.get("Date", "????.??.??"), headers.get("Site", "?"), errors)


class Mainline:
    """The main line after a node, mapped by `f` (to nodes, or moves)."""

    def __init__(self, start: GameNode, f: Any) -> None:
        self.start = start
        self.f = f

    def _nodes(self) -> List[ChildNode]:
        return [self.start._handle(i) for i in self.start._tree.main_line(self.start._at)]

    def __bool__(self) -> bool:
        return not self.start.is_end()

    def __iter__(self) -> Iterator[Any]:
        return (self.f(node) for node in self._nodes())

    def __reversed__(self) -> Iterator[Any]:
        return (self.f(node) for node in reversed(self._nodes()))

    def accept(self, visitor: Any) -> Any:
        from rankfile._visitors import accept_main_line
        return accept_main_line(self.start, visitor)

    def __str__(self) -> str:
        from rankfile._visitors import StringExporter
        return self.accept(StringExporter(columns=None))

    def __repr__(self) -> str:
        from rankfile._visitors import StringExporter
        return f"<Mainline at {id(self):#x} ({self.accept(StringExporter(columns=None, comments=False))})>"


class _MainlineMoves(Mainline):
    """The moves of a main line, played in one pass by the core."""

    def __iter__(self) -> Iterator[Any]:
        return iter(self.start._tree.main_line_moves(self.start._at))

    def __reversed__(self) -> Iterator[Any]:
        return reversed(self.start._tree.main_line_moves(self.start._at))
