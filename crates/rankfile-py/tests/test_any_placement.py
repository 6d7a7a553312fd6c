"""A board holds any placement, as python-chess's does: the corpus's
impossible positions (no king, two, nine pawns, a pawn on a last rank, bad
castling rights, an impossible check) and odd spellings, read and judged
side by side with python-chess; boards set up square by square."""

import json

import chess
import pytest

import rankfile

from conftest import DATA
from test_board import compare, ucis


def records(name):
    with open(DATA / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def python_chess_board(fen):
    try:
        return chess.Board(fen)
    except ValueError:
        return None


@pytest.mark.parametrize("name", ["invalid_fen.jsonl", "valid_but_odd.jsonl"])
def test_what_python_chess_holds_is_held_and_judged_alike(name):
    held = refused = 0
    for record in records(name):
        fen = record["fen"]
        theirs = python_chess_board(fen)
        if any(not f.isascii() or f.isdigit() and int(f) >= 2**32 for f in fen.split()[4:]):
            # python-chess keeps any integer Python reads, in any script's
            # digits; rankfile's clocks are ASCII digits counting to
            # 2**32 - 1 (a game of four billion moves has not been played),
            # and it says so rather than bend the number.
            with pytest.raises(rankfile.InvalidFenError):
                rankfile.Board(fen)
            continue
        if "~" in fen:
            # Crazyhouse's mark of a promoted piece, which python-chess's
            # board reads; rankfile reads standard FENs (and says so).
            with pytest.raises(rankfile.InvalidFenError):
                rankfile.Board(fen)
            continue
        if theirs is None:
            # python-chess refuses it: so does rankfile, saying why.
            with pytest.raises(rankfile.InvalidFenError) as raised:
                rankfile.Board(fen)
            assert raised.value.problems, fen
            refused += 1
            continue
        ours = rankfile.Board(fen)
        compare(ours, theirs, impossible=True)
        assert ucis(ours.pseudo_legal_moves, theirs) == ucis(theirs.pseudo_legal_moves, theirs), fen
        for m in ucis(theirs.legal_moves, theirs):
            move, m = rankfile.Move.from_uci(m), chess.Move.from_uci(m)
            assert ours.san(move) == theirs.san(m), fen
            assert ours.parse_san(theirs.san(m)) == move, fen
        held += 1
    assert held > 100, (held, refused)


def test_an_impossible_position_is_explained_one_call_away():
    board = rankfile.Board("8/8/8/8/8/8/8/K7 w - - 0 1")
    assert not board.is_valid()
    assert board.status() == chess.Board("8/8/8/8/8/8/8/K7 w - - 0 1").status()
    problems = board.problems()
    assert [p.code for p in problems] == ["no_black_king"]
    assert "king" in problems[0].message and problems[0].hint


def test_a_board_set_up_square_by_square_plays_as_python_chess():
    ours, theirs = rankfile.Board.empty(), chess.Board.empty()
    for board, module in [(ours, rankfile), (theirs, chess)]:
        board.set_piece_at(module.E1, module.Piece(module.KING, module.WHITE))
        board.set_piece_at(module.E8, module.Piece(module.KING, module.BLACK))
        board.set_piece_at(module.H1, module.Piece(module.ROOK, module.WHITE))
        board.set_piece_at(module.D7, module.Piece(module.PAWN, module.BLACK))
        board.castling_rights = module.BB_H1 | module.BB_A1
        board.turn = module.BLACK
        board.fullmove_number = 30
    compare(ours, theirs)
    assert ours.status() == theirs.status() != 0  # the a1 right has no rook
    for board in (ours, theirs):
        board.push_san("d5")
        board.push_san("O-O")
    compare(ours, theirs)
    assert ours.status() == theirs.status() == 0
    ours.pop(), theirs.pop()
    compare(ours, theirs)
    for board in (ours, theirs):
        board.remove_piece_at(chess.E8)
        board.set_piece_map({**board.piece_map(), chess.B8: board.piece_at(chess.E1)})
    compare(ours, theirs)


def test_fields_left_out_take_python_chesss_defaults():
    for fen in ["8/8/8/8/8/8/8/K6k", "8/8/8/8/8/8/8/K6k b", "4k3/8/8/8/8/8/8/R3K2R w KQ",
                "4k3/8/8/8/8/8/8/4K3 w - - 5", "4k3/8/8/8/8/8/8/4K3 b - - 0 0"]:
        compare(rankfile.Board(fen), chess.Board(fen))


def test_a_pseudo_legal_move_is_pushed_as_python_chess_pushes_it():
    # The pinned knight's move leaves the king attacked: python-chess plays
    # it, and both boards then call the position invalid.
    fen = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1"
    ours, theirs = rankfile.Board(fen), chess.Board(fen)
    move = chess.Move.from_uci("d2f3")
    assert move not in theirs.legal_moves and theirs.is_pseudo_legal(move)
    ours.push(rankfile.Move.from_uci("d2f3"))
    theirs.push(move)
    compare(ours, theirs)
    assert ours.status() == theirs.status() == chess.STATUS_OPPOSITE_CHECK
    with pytest.raises(rankfile.IllegalMoveError):
        ours.push(rankfile.Move.from_uci("a1a2"))  # no piece there
