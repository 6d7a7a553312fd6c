"""python-chess's visitors of a game (`BaseVisitor`, `GameBuilder`,
`HeadersBuilder`, `BoardBuilder`, `SkipVisitor`, `StringExporter`,
`FileExporter`), and how a game is shown to one: in the order of the
core's walk (`GameTree.walk`), which is PGN's. The exporters write with
the core's writer (`PgnWriter`); given a whole game as they are, they
hand it to the core's writer in one call, which also keeps the rests of
lines broken at a move that cannot be played, as written.
"""

import enum
from typing import Any, List, Optional

from rankfile._nodes import ChildNode, Game, GameNode, Headers
from rankfile._rankfile import Board, PgnWriter


class SkipType(enum.Enum):
    SKIP = None


SKIP = SkipType.SKIP


class BaseVisitor:
    """Receives a game's parts in PGN order; each method does nothing
    unless overridden. `begin_game`, `end_headers` and `begin_variation`
    may return `SKIP`."""

    def begin_game(self) -> Optional[SkipType]:
        return None

    def begin_headers(self) -> Optional[Headers]:
        return None

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        pass

    def end_headers(self) -> Optional[SkipType]:
        return None

    def begin_parse_san(self, board: Board, san: str) -> Optional[SkipType]:
        return None

    def parse_san(self, board: Board, san: str) -> Any:
        return board.parse_san(san)

    def visit_move(self, board: Board, move: Any) -> None:
        pass

    def visit_board(self, board: Board) -> None:
        pass

    def visit_comment(self, comment: str) -> None:
        pass

    def visit_nag(self, nag: int) -> None:
        pass

    def begin_variation(self) -> Optional[SkipType]:
        return None

    def end_variation(self) -> None:
        pass

    def visit_result(self, result: str) -> None:
        pass

    def end_game(self) -> None:
        pass

    def result(self) -> Any:
        return None

    def handle_error(self, error: Exception) -> None:
        raise error


class GameBuilder(BaseVisitor):
    """Builds a game (of class `Game`) from what it is shown: the default
    visitor of `read_game`."""

    def __init__(self, *, Game: Any = Game) -> None:
        self.Game = Game

    def begin_game(self) -> None:
        self.game = self.Game()
        self.variation_stack: List[GameNode] = [self.game]
        self.starting_comment = ""
        self.in_variation = False

    def begin_headers(self) -> Headers:
        return self.game.headers

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        self.game.headers[tagname] = tagvalue

    def visit_nag(self, nag: int) -> None:
        self.variation_stack[-1].nags.add(nag)

    def begin_variation(self) -> None:
        parent = self.variation_stack[-1].parent
        if parent is None:
            raise ValueError("a variation begins where no move was played")
        self.variation_stack.append(parent)
        self.in_variation = False

    def end_variation(self) -> None:
        self.variation_stack.pop()

    def visit_result(self, result: str) -> None:
        if self.game.headers.get("Result", "*") == "*":
            self.game.headers["Result"] = result

    def visit_comment(self, comment: str) -> None:
        top = self.variation_stack[-1]
        # A comment after a move is that move's; one before the game's
        # first move is the game's; any other comes before the next move.
        if self.in_variation or (top.parent is None and top.is_end()):
            top.comment = " ".join(filter(None, [top.comment, comment]))
        else:
            self.starting_comment = " ".join(filter(None, [self.starting_comment, comment]))

    def visit_move(self, board: Board, move: Any) -> None:
        node = self.variation_stack[-1].add_variation(move)
        if self.starting_comment:
            node.starting_comment = self.starting_comment
        self.variation_stack[-1] = node
        self.starting_comment = ""
        self.in_variation = True

    def handle_error(self, error: Exception) -> None:
        self.game.errors.append(error)

    def result(self) -> Any:
        return self.game


class HeadersBuilder(BaseVisitor):
    """Collects a game's headers and skips its moves."""

    def __init__(self, *, Headers: Any = Headers) -> None:
        self.Headers = Headers

    def begin_headers(self) -> Headers:
        self.headers = self.Headers({})
        return self.headers

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        self.headers[tagname] = tagvalue

    def end_headers(self) -> SkipType:
        return SKIP

    def result(self) -> Headers:
        return self.headers


class BoardBuilder(BaseVisitor):
    """The board at the end of the main line."""

    def begin_game(self) -> None:
        self.board: Optional[Board] = None

    def begin_variation(self) -> SkipType:
        return SKIP

    def visit_board(self, board: Board) -> None:
        self.board = board.copy()

    def result(self) -> Optional[Board]:
        return self.board


class SkipVisitor(BaseVisitor):
    """Skips a game."""

    def begin_game(self) -> SkipType:
        return SKIP

    def end_headers(self) -> SkipType:
        return SKIP

    def begin_variation(self) -> SkipType:
        return SKIP

    def result(self) -> bool:
        return True


class StringExporterMixin:
    """What the exporters share: each part handed to the core's writer."""

    def __init__(self, *, columns: Optional[int] = 80, headers: bool = True, comments: bool = True,
                 variations: bool = True) -> None:
        self.columns = columns
        self.headers = headers
        self.comments = comments
        self.variations = variations
        self._writer = PgnWriter(columns=columns, headers=headers, comments=comments, variations=variations)

    def _whole(self, tree: Any, at: Optional[int]) -> str:
        """A game (or a node's line), written in one call."""
        return tree.write(at, columns=self.columns, headers=self.headers, comments=self.comments,
                          variations=self.variations)

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        self._writer.tag(tagname, tagvalue)

    def end_headers(self) -> None:
        self._writer.end_tags()

    def begin_variation(self) -> Optional[SkipType]:
        return None if self._writer.begin_variation() else SKIP

    def end_variation(self) -> None:
        self._writer.end_variation()

    def visit_comment(self, comment: str) -> None:
        self._writer.comment(comment)

    def visit_nag(self, nag: int) -> None:
        self._writer.nag(nag)

    def visit_move(self, board: Board, move: Any) -> None:
        self._writer.play(board, move)

    def visit_result(self, result: str) -> None:
        self._writer.result(result)


class StringExporter(StringExporterMixin, BaseVisitor):
    """Writes games as text: `columns` characters a line of moves at most
    (`None`: one line), with or without headers, comments (and NAGs),
    variations. Games accepted one after another are separated by a
    blank line."""

    def __init__(self, *, columns: Optional[int] = 80, headers: bool = True, comments: bool = True,
                 variations: bool = True) -> None:
        super().__init__(columns=columns, headers=headers, comments=comments, variations=variations)
        self._games: List[str] = []

    def _add(self, text: str) -> None:
        self._games.append(text)

    def end_game(self) -> None:
        self._add(self._writer.take())

    def result(self) -> str:
        pending = self._writer.take()
        if pending:
            self._games.append(pending)
        return "\n\n".join(g for g in self._games if g)

    def __str__(self) -> str:
        return self.result()


class FileExporter(StringExporterMixin, BaseVisitor):
    """Writes games into a text file, each followed by a blank line; the
    result is the number of characters written for the last game."""

    def __init__(self, handle: Any, *, columns: Optional[int] = 80, headers: bool = True,
                 comments: bool = True, variations: bool = True) -> None:
        super().__init__(columns=columns, headers=headers, comments=comments, variations=variations)
        self.handle = handle
        self.written = 0

    def begin_game(self) -> None:
        self.written = 0

    def _add(self, text: str) -> None:
        self.written += self.handle.write(text + "\n\n")

    def end_game(self) -> None:
        self._add(self._writer.take())

    def result(self) -> int:
        return self.written

    def __repr__(self) -> str:
        return f"<FileExporter at {id(self):#x}>"


def _fast(visitor: Any) -> bool:
    """Whether `visitor` is an exporter as rankfile ships it, which the
    core's writer stands in for whole."""
    return type(visitor) in (StringExporter, FileExporter)


class _Replay:
    """Shows the steps of a walk to a visitor, with the board each move
    is played from."""

    def __init__(self, game: Game, visitor: Any, board: Board) -> None:
        self.tree = game._tree
        self.visitor = visitor
        self.boards = [board]
        self.pending: List[Any] = [None]
        # Per variation open: "shown", "skipped" (begin_variation said
        # SKIP: its end is still said), or "inside" a skipped one.
        self.opened: List[str] = []

    def run(self, steps: List[int]) -> None:
        for step in steps:
            if step == -1:
                self.begin()
            elif step == -2:
                self.end()
            elif not self.opened or self.opened[-1] == "shown":
                self.node(step)

    def begin(self) -> None:
        if self.opened and self.opened[-1] != "shown":
            self.opened.append("inside")
        elif self.visitor.begin_variation() is SKIP:
            self.opened.append("skipped")
        else:
            self.opened.append("shown")
            self.boards.append(self.boards[-1].copy())
            self.pending.append(None)

    def end(self) -> None:
        state = self.opened.pop()
        if state == "shown":
            self.boards.pop()
            self.pending.pop()
        if state != "inside":
            self.visitor.end_variation()

    def node(self, i: int) -> None:
        board = self.boards[-1]
        if self.pending[-1] is not None:
            board.push(self.pending[-1])
        move, starting_comment, nags, comment = self.tree.visit(i)
        if starting_comment:
            self.visitor.visit_comment(starting_comment)
        self.visitor.visit_move(board, move)
        board.push(move)
        self.visitor.visit_board(board)
        board.pop()
        for nag in nags:
            self.visitor.visit_nag(nag)
        if comment:
            self.visitor.visit_comment(comment)
        self.pending[-1] = move


def accept_game(game: Game, visitor: Any, errors: Optional[List[Exception]] = None,
                headers: Optional[Any] = None) -> Any:
    """Shows `game` to `visitor` (with `errors`, to `handle_error`, and
    `headers` for the game's when given: those a text was read with)."""
    if visitor.begin_game() is not SKIP:
        if _fast(visitor):
            visitor._add(visitor._whole(game._tree, None))
            return visitor.result()
        visitor.begin_headers()
        for name, value in (game.headers if headers is None else headers).items():
            visitor.visit_header(name, value)
        if visitor.end_headers() is not SKIP:
            board = game.board()
            visitor.visit_board(board)
            if game.comment:
                visitor.visit_comment(game.comment)
            _Replay(game, visitor, board).run(game._tree.walk(None))
            for error in errors or []:
                visitor.handle_error(error)
            visitor.visit_result(game.headers.get("Result", "*"))
    visitor.end_game()
    return visitor.result()


def accept_node(node: ChildNode, visitor: Any) -> Any:
    """Shows `node`'s move and the main line after it, with the
    variations of each later move."""
    if _fast(visitor):
        visitor._add(visitor._whole(node._tree, node._at))
        return visitor.result()
    parent = node.parent
    board = parent.board() if parent is not None else node._game.board()
    _Replay(node._game, visitor, board).run(node._tree.walk(node._at))
    return visitor.result()


def accept_main_line(start: GameNode, visitor: Any) -> Any:
    """Shows the main line after `start`, no variation."""
    replay = _Replay(start._game, visitor, start.board())
    replay.run(start._tree.main_line(start._at))
    return visitor.result()


def accept_subgame(node: GameNode, visitor: Any) -> Any:
    """Shows the game as if it began after `node`: the game's headers,
    the position here as its `FEN`, and the main line from here."""
    if visitor.begin_game() is not SKIP:
        game = node.game()
        board = node.board()
        start = Game.without_tag_roster()
        start.setup(board)
        visitor.begin_headers()
        for name, value in game.headers.items():
            if name not in start.headers:
                visitor.visit_header(name, value)
        for name, value in start.headers.items():
            visitor.visit_header(name, value)
        if visitor.end_headers() is not SKIP:
            visitor.visit_board(board)
            _Replay(node._game, visitor, board).run(node._tree.walk_after(node._at))
            visitor.visit_result(game.headers.get("Result", "*"))
    visitor.end_game()
    return visitor.result()
