"""rankfile.pgn's game reader against python-chess's, game by game: the
same games cut from the same handle, the same headers, trees, comments,
NAGs, clocks, evaluations, boards and PGN export (`str(game)`)."""

import io

import chess
import chess.pgn
import pytest

import rankfile
import rankfile.pgn

from conftest import DATA

REAL = sorted((DATA / "real").glob("*.pgn")) + sorted((DATA / "pgn").glob("*.pgn"))

# Where the two readers disagree, python-chess is wrong; rankfile's reading
# is tested below (each `test_python_chess_*`).
PYTHON_CHESS_WRONG = {
    # It reads moves after the result as the game's; the result is the
    # movetext's last token (PGN standard, 8.2.6).
    "after_result.pgn",
    # It skips bytes that are no token without a word (rankfile's first
    # promise: nothing broken is read silently).
    "not_text.pgn",
    # After a variation whose first move is refused, it plays the main
    # line's next move from the variation's board.
    "refused_variation_start.pgn",
}


def texts(games_text):
    yield "games.pgn.gz", games_text
    for path in REAL:
        yield path.name, path.read_text(encoding="utf-8", errors="replace")


def walk(node, path=()):
    """Every node of a tree, depth first, with its path of variation
    indexes from the root."""
    yield path, node
    for i, child in enumerate(node.variations):
        yield from walk(child, path + (i,))


def same_score(ours, theirs):
    if theirs is None:
        return ours is None
    return repr(ours.white()) == repr(theirs.white())


def same_text(ours, theirs, broken, where):
    """The same PGN text; where a move could not be played, python-chess
    drops the rest of its line, and rankfile keeps it as written (nothing
    read is lost): then everything python-chess writes is written, in the
    same order, and the rest besides."""
    # A comment's line that starts with `[` is written a space in: at
    # column 1 it would be read back as the next game's tags, as
    # python-chess reads what it writes there (the PGN standard's 8.2.5
    # makes `[` at a line's start a tag pair).
    a, b = str(ours).replace("\n [", "\n["), str(theirs)
    if not broken:
        assert a == b, where
        return
    left = iter(a.split())
    assert all(token in left for token in b.split()), f"{where}\n{a}\n{b}"


def check_same_game(ours, theirs, where):
    broken = bool(ours.errors)
    same_text(ours, theirs, broken, where)
    assert dict(ours.headers) == dict(theirs.headers), where
    assert bool(ours.errors) == bool(theirs.errors), where
    assert ours.comment == theirs.comment, where
    nodes = list(walk(ours))
    assert [p for p, _ in nodes] == [p for p, _ in walk(theirs)], where
    for (path, a), (_, b) in zip(nodes, walk(theirs)):
        at = f"{where} at {path}"
        assert a.comment == b.comment, at
        assert a.ply() == b.ply(), at
        assert a.turn() == b.turn(), at
        assert a.is_mainline() == b.is_mainline(), at
        assert a.clock() == b.clock(), at
        assert same_score(a.eval(), b.eval()), at
        if path:
            assert a.move.uci() == b.move.uci(), at
            assert a.san() == b.san(), at
            assert a.nags == b.nags, at
            assert a.starting_comment == b.starting_comment, at
            same_text(a, b, broken, at)
    assert ours.end().board().fen() == theirs.end().board().fen(), where
    assert [m.uci() for m in ours.mainline_moves()] == [m.uci() for m in theirs.mainline_moves()]


def test_every_game_reads_as_python_chess_reads_it(games_text):
    count = 0
    for name, text in texts(games_text):
        ours, theirs = io.StringIO(text), io.StringIO(text)
        n = 0
        while True:
            a = rankfile.pgn.read_game(ours)
            b = chess.pgn.read_game(theirs)
            assert (a is None) == (b is None), f"{name}: game {n}"
            if a is None:
                break
            if name in PYTHON_CHESS_WRONG:
                assert a.errors, f"{name}: game {n}"
            elif a.headers.get("Variant", "Standard") == "Standard":
                check_same_game(a, b, f"{name}: game {n}")
            # Each game ends where python-chess's does.
            assert ours.tell() == theirs.tell(), f"{name}: game {n}"
            n += 1
        count += n
    assert count > 300


def test_headers_and_skipping_follow_python_chess(games_text):
    ours, theirs = io.StringIO(games_text), io.StringIO(games_text)
    while True:
        assert rankfile.pgn.skip_game(ours) == chess.pgn.skip_game(theirs)
        a, b = rankfile.pgn.read_headers(ours), chess.pgn.read_headers(theirs)
        if b is None:
            assert a is None
            break
        assert list(a.items()) == list(b.items())
        assert ours.tell() == theirs.tell()


def test_a_game_without_a_blank_line_does_not_swallow_the_next():
    text = '[Event "a"]\n\n1. e4 e5 *\n[Event "b"]\n\n1. d4 *\n'
    handle = io.StringIO(text)
    first, second = rankfile.pgn.read_game(handle), rankfile.pgn.read_game(handle)
    assert (first.headers["Event"], second.headers["Event"]) == ("a", "b")
    assert [n.san() for n in second.mainline()] == ["d4"]
    assert not first.errors and not second.errors
    assert rankfile.pgn.read_game(handle) is None
    # python-chess reads the second game's tag line as movetext of the
    # first, drops it without a word, and the second game loses its tag.
    theirs = io.StringIO(text)
    chess.pgn.read_game(theirs)
    assert chess.pgn.read_game(theirs).headers["Event"] == "?"


def test_errors_say_what_where_and_how():
    game = rankfile.pgn.read_game(io.StringIO("1. e4 e5 2. Ke3 Nc6 3. Nf3 *"))
    (error,) = game.errors
    assert isinstance(error, rankfile.IllegalMoveError) and isinstance(error, ValueError)
    assert error.code == "illegal_move" and error.span == (12, 15)
    assert "Ke3" in str(error) and error.hint
    ambiguous = rankfile.pgn.read_game(io.StringIO("1. Nf3 d5 2. Nc3 d4 3. Nd2 *"))
    assert [e.code for e in ambiguous.errors] == ["illegal_move"]
    ambiguous = rankfile.pgn.read_game(io.StringIO("[FEN \"k7/8/8/8/8/8/8/KN3N2 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Nd2 *"))
    assert isinstance(ambiguous.errors[0], rankfile.AmbiguousMoveError)
    tag = rankfile.pgn.read_game(io.StringIO('[Event "unclosed]\n\n1. e4 *'))
    assert isinstance(tag.errors[0], rankfile.PgnError) and tag.errors[0].code


def test_python_chess_wrong_text_after_the_result_is_said():
    game = rankfile.pgn.read_game(io.StringIO("1. e4 e5 1-0 2. Nf3 *"))
    assert [n.san() for n in game.mainline()] == ["e4", "e5"]
    assert [e.code for e in game.errors] == ["after_result"]


def test_python_chess_wrong_bytes_that_are_no_token_are_said():
    game = rankfile.pgn.read_game(io.StringIO("1. e4 \x0e\x0f e5 *"))
    assert game.errors and [n.san() for n in game.mainline()] == ["e4"]


def test_python_chess_wrong_a_refused_variation_leaves_the_main_line_whole():
    game = rankfile.pgn.read_game(io.StringIO("1. e4 ({why not} 1. Kd2 d5) 1... e5 *"))
    assert [n.san() for n in game.mainline()] == ["e4", "e5"]
    assert [e.code for e in game.errors] == ["illegal_move"]


def test_a_binary_handle_is_refused_with_a_way_out():
    with pytest.raises(TypeError, match="text mode"):
        rankfile.pgn.read_game(io.BytesIO(b"1. e4 *"))


def test_board_at_a_node_has_its_moves_on_the_stack():
    game = rankfile.pgn.read_game(io.StringIO("1. e4 e5 2. Nf3 (2. f4 exf4) Nc6 *"))
    side = game.next().next().variations[1].next()
    board = side.board()
    assert [m.uci() for m in board.move_stack] == ["e2e4", "e7e5", "f2f4", "e5f4"]
    assert not side.is_mainline() and side.parent.parent == game.next().next()
    assert side.game() == game and hash(side.game()) == hash(game)
