"""Games built and edited with `rankfile.pgn` as python-chess's `chess.pgn`
builds and edits them: the same calls on both, and the same text written,
character for character. python-chess (GPL) is the yardstick here only.

Where rankfile departs on purpose, the test says which rule decides.
"""

import io
import random

import chess
import chess.engine
import chess.pgn
import chess.svg
import pytest

import rankfile
import rankfile.engine
import rankfile.pgn
import rankfile.svg


def both(build):
    """`build` run on each library (`lib` is `chess` or `rankfile`): the
    two games it made."""
    return build(rankfile, rankfile.pgn), build(chess, chess.pgn)


def same(ours, theirs):
    assert str(ours) == str(theirs)
    for options in [dict(columns=80), dict(columns=20), dict(headers=False),
                    dict(comments=False), dict(variations=False)]:
        a = ours.accept(rankfile.pgn.StringExporter(**options))
        b = theirs.accept(chess.pgn.StringExporter(**options))
        assert a == b, options


def built(lib, pgn):
    game = pgn.Game()
    game.headers["White"] = "Ana"
    game.headers["Annotator"] = "Bo"
    game.comment = "a game built by hand"
    e4 = game.add_variation(lib.Move.from_uci("e2e4"), comment="best by test", nags=[1])
    d4 = game.add_variation(lib.Move.from_uci("d2d4"), starting_comment="or", comment="solid")
    c4 = game.add_main_variation(lib.Move.from_uci("c2c4"))
    c4.add_line([lib.Move.from_uci(u) for u in ["e7e5", "b1c3", "g8f6"]], comment="the English")
    e5 = e4.add_variation(lib.Move.from_uci("e7e5"))
    e5.add_variation(lib.Move.from_uci("g1f3")).nags.add(3)
    e4.add_variation(lib.Move.from_uci("c7c5"))
    game.promote(e4)
    game.demote(c4)
    e4.promote_to_main(lib.Move.from_uci("c7c5"))
    d4.add_variation(lib.Move.from_uci("d7d5")).set_clock(62.5)
    game.headers["Result"] = "1-0"
    return game


def test_a_game_built_move_by_move_is_written_as_python_chess_writes_it():
    ours, theirs = both(built)
    same(ours, theirs)
    assert [n.san() for n in ours.mainline()] == [n.san() for n in theirs.mainline()]
    assert ours.variations[1].starts_variation() and not ours.next().starts_variation()


def test_removing_variations_and_reordering_them():
    def edited(lib, pgn):
        game = built(lib, pgn)
        game.remove_variation(1)
        node = game.next()
        node.demote(0)
        node.remove_variation(lib.Move.from_uci("e7e5"))
        return game

    same(*both(edited))


@pytest.mark.parametrize("text", [
    "1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6)) 2. Nf3 Nc6 3. Bb5 a6 *",
    '[Event "x"]\n[FEN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 40"]\n[SetUp "1"]\n\n40. e4+ Kd4 41. Kd2 *',
    "{ start } 1. d4 $1 $14 { [%clk 0:10:00] [%eval 0.3] } d5 2. c4 { [%cal Gc4d5] } *",
])
def test_a_game_read_then_edited_writes_what_python_chess_writes(text):
    def edited(lib, pgn):
        game = pgn.read_game(io.StringIO(text))
        rng = random.Random(7)
        nodes = list(game.mainline())
        for node in nodes:
            node.comment = (node.comment + " seen").strip()
            node.set_clock(rng.randrange(1000))
            node.set_eval(lib.engine.PovScore(lib.engine.Cp(rng.randrange(-300, 300)), lib.WHITE))
            node.set_arrows([(node.move.from_square, node.move.to_square)])
        last = nodes[-1]
        board = last.board()
        move = min(board.legal_moves, key=lambda m: m.uci())
        last.add_main_variation(move, comment="one more")
        game.headers["Black"] = "Cy"
        del game.headers["Round"]
        return game

    ours, theirs = both(edited)
    same(ours, theirs)
    for a, b in zip(ours.mainline(), theirs.mainline()):
        assert a.comment == b.comment
        assert a.clock() == b.clock()
        assert [x.pgn() for x in a.arrows()] == [x.pgn() for x in b.arrows()]
        assert repr(a.eval() and a.eval().white()) == repr(b.eval() and b.eval().white())


def test_from_board_and_visitors_see_the_same_game():
    def made(lib, pgn):
        board = lib.Board()
        for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]:
            board.push_san(san)
        return pgn.Game.from_board(board)

    ours, theirs = both(made)
    same(ours, theirs)
    assert ours.headers["Result"] == "1-0"

    def trace(pgn):
        class Trace(pgn.BaseVisitor):
            def __init__(self):
                self.seen = []

            def visit_move(self, board, move):
                self.seen.append(board.san(move))

            def visit_board(self, board):
                self.seen.append(board.fen())

            def begin_variation(self):
                self.seen.append("(")

            def end_variation(self):
                self.seen.append(")")

            def result(self):
                return self.seen
        return Trace()

    text = "1. e4 e5 (1... c5 2. Nf3 (2. Nc3)) 2. Nf3 *"
    ours = rankfile.pgn.read_game(io.StringIO(text)).accept(trace(rankfile.pgn))
    theirs = chess.pgn.read_game(io.StringIO(text)).accept(trace(chess.pgn))
    assert ours == theirs


def test_a_subclassed_exporter_goes_through_the_same_writer():
    class Loud(rankfile.pgn.StringExporter):
        def visit_comment(self, comment):
            super().visit_comment(comment.upper())

    game = rankfile.pgn.read_game(io.StringIO("1. e4 { good } e5 (1... c5 { sharp }) *"))
    assert game.accept(Loud(headers=False)) == "1. e4 { GOOD } 1... e5 ( 1... c5 { SHARP } ) *"
    out = io.StringIO()
    written = game.accept(rankfile.pgn.FileExporter(out, headers=False))
    assert out.getvalue() == "1. e4 { good } 1... e5 ( 1... c5 { sharp } ) *\n\n"
    assert written == len(out.getvalue())


def test_read_game_with_a_visitor():
    text = '[White "A"]\n\n1. e4 e5 2. Ke3 *\n'
    headers = rankfile.pgn.read_game(io.StringIO(text), Visitor=rankfile.pgn.HeadersBuilder)
    assert headers == rankfile.pgn.Headers({"White": "A"})
    fine = "1. e4 e5 (1... c5) 2. Nf3 *"
    board = rankfile.pgn.read_game(io.StringIO(fine), Visitor=rankfile.pgn.BoardBuilder)
    assert board.fen() == chess.pgn.read_game(io.StringIO(fine), Visitor=chess.pgn.BoardBuilder).fen()
    # A visitor that does not handle errors is given them to raise.
    with pytest.raises(rankfile.IllegalMoveError):
        rankfile.pgn.read_game(io.StringIO(text), Visitor=rankfile.pgn.BoardBuilder)

    class MyGame(rankfile.pgn.Game):
        pass

    game = rankfile.pgn.read_game(io.StringIO(text), Visitor=MyGame.builder)
    assert isinstance(game, MyGame)
    assert [n.san() for n in game.mainline()] == ["e4", "e5"]
    assert [e.code for e in game.errors] == ["illegal_move"]


def test_a_refused_move_is_refused_where_it_is_added_and_nothing_changes():
    game = rankfile.pgn.read_game(io.StringIO("1. e4 e5 *"))
    before = str(game)
    with pytest.raises(ValueError) as refused:
        game.next().add_variation(rankfile.Move.from_uci("e2e4"))
    assert "legal" in str(refused.value)
    other = rankfile.pgn.Game()
    stranger = other.add_variation(rankfile.Move.from_uci("d2d4"))
    with pytest.raises(ValueError, match="only a node of this game"):
        game.variations.append(stranger)
    assert str(game) == before


def test_nodes_are_one_handle_each_and_the_variations_a_live_view():
    game = rankfile.pgn.read_game(io.StringIO("1. e4 (1. d4) (1. c4) *"))
    e4, d4, c4 = game.variations
    assert game.variations[0] is e4 and e4.parent is game
    game.variations.remove(c4)
    game.variations.insert(0, c4)
    assert game.variations == [c4, e4, d4]
    assert str(game).endswith("1. c4 ( 1. e4 ) ( 1. d4 ) *")


def test_a_broken_line_written_back_keeps_its_rest():
    # python-chess drops the rest of a line after a move that cannot be
    # played; rankfile keeps it as written (nothing read is lost), and an
    # edit before it keeps it too.
    game = rankfile.pgn.read_game(io.StringIO("1. e4 e5 2. Ke3 Nc6 *"))
    game.next().comment = "edited"
    assert str(game).endswith("1. e4 { edited } 1... e5 2. Ke3 Nc6 *")
    assert str(chess.pgn.read_game(io.StringIO("1. e4 e5 2. Ke3 Nc6 *"))).endswith("1. e4 e5 *")


def test_headers_refuse_what_would_break_the_text():
    game = rankfile.pgn.Game()
    with pytest.raises(ValueError, match="one line"):
        game.headers["Event"] = "two\nlines"
    with pytest.raises(ValueError, match="tag name"):
        game.headers["bad name"] = "x"
    game.add_variation(rankfile.Move.from_uci("e2e4"))
    with pytest.raises(ValueError, match="before adding moves"):
        game.headers["FEN"] = "8/8/8/4k3/8/8/8/4K3 w - - 0 1"
    assert "FEN" not in game.headers


def test_time_controls():
    for tag in ["40/7200:20/3600:900+30", "60+1", "300+5d", "-", "?"]:
        ours, theirs = rankfile.pgn.parse_time_control(tag), chess.pgn.parse_time_control(tag)
        assert ours.type.name == theirs.type.name, tag
        assert [(p.moves, p.time, p.increment, p.delay) for p in ours.parts] == \
            [(p.moves, p.time, p.increment, p.delay) for p in theirs.parts], tag
    with pytest.raises(ValueError, match="sudden death"):
        rankfile.pgn.parse_time_control("600:20/180")


def test_lines_built_a_move_at_a_time_branch_and_move_as_python_chess_s():
    """The position kept for the last node added (so that a long line costs
    no replay) never stands for another node: lines branch, are taken out
    and hung elsewhere, and every node's board is python-chess's."""
    def build(lib, pgn):
        game = pgn.Game()
        rng = random.Random(7)
        node = game
        for _ in range(300):
            moves = list(node.board().legal_moves)
            if not moves:
                break
            node = node.add_variation(rng.choice(sorted(moves, key=lambda m: m.uci())))
        # A branch from the middle, built on, then made the main line.
        middle = game.mainline().__iter__()
        for _ in range(150):
            branch_at = next(middle)
        side = branch_at.parent
        for uci in ("a2a3", "a7a6", "h2h3", "h7h6", "b2b3", "b7b6"):
            move = lib.Move.from_uci(uci)
            if move in side.board().legal_moves:
                side = side.add_variation(move)
        branch = side
        while branch.parent is not branch_at.parent:
            branch = branch.parent
        branch_at.parent.promote_to_main(branch.move)
        return game

    ours, theirs = both(build)
    same(ours, theirs)

    def boards(node):
        yield node.board().fen()
        for child in node.variations:
            yield from boards(child)

    assert list(boards(ours)) == list(boards(theirs))
