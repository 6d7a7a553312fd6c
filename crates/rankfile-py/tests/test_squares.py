"""Squares, square sets, moves and pieces against python-chess (GPL, the
yardstick here only): every helper on every square, and square sets on
random bitboards, give python-chess's answers."""

import random

import chess
import pytest

import rankfile

PAIRS = [(a, b) for a in range(64) for b in range(64)]


@pytest.mark.parametrize("name", [
    "square_distance", "square_manhattan_distance", "square_knight_distance",
])
def test_distances_are_python_chess_s_on_every_pair(name):
    ours, theirs = getattr(rankfile, name), getattr(chess, name)
    assert [ours(a, b) for a, b in PAIRS] == [theirs(a, b) for a, b in PAIRS]


def test_square_helpers_and_constants_are_python_chess_s():
    for sq in range(64):
        assert (rankfile.square_file(sq), rankfile.square_rank(sq), rankfile.square_mirror(sq)) == \
            (chess.square_file(sq), chess.square_rank(sq), chess.square_mirror(sq))
        assert rankfile.square(rankfile.square_file(sq), rankfile.square_rank(sq)) == sq
    for name in ["BB_EMPTY", "BB_ALL", "BB_SQUARES", "BB_FILES", "BB_RANKS", "BB_LIGHT_SQUARES",
                 "BB_DARK_SQUARES", "BB_CORNERS", "BB_CENTER", "BB_BACKRANKS", "BB_E4", "BB_FILE_C",
                 "BB_RANK_7", "FILE_NAMES", "RANK_NAMES", "SQUARES_180"]:
        assert getattr(rankfile, name) == getattr(chess, name), name


def masks(count, seed):
    rng = random.Random(seed)
    return [rng.getrandbits(64) & rng.getrandbits(64) for _ in range(count)] + [0, chess.BB_ALL]


@pytest.mark.parametrize("name", [
    "flip_vertical", "flip_horizontal", "flip_diagonal", "flip_anti_diagonal", "popcount",
    "shift_down", "shift_2_down", "shift_up", "shift_2_up", "shift_right", "shift_2_right",
    "shift_left", "shift_2_left", "shift_up_left", "shift_up_right", "shift_down_left",
    "shift_down_right",
])
def test_bitboard_functions_are_python_chess_s(name):
    ours, theirs = getattr(rankfile, name), getattr(chess, name)
    for bb in masks(200, 1):
        assert ours(bb) == theirs(bb), hex(bb)


def test_rays_and_between_are_python_chess_s():
    for a, b in PAIRS:
        assert int(rankfile.SquareSet.ray(a, b)) == int(chess.SquareSet.ray(a, b)), (a, b)
        assert int(rankfile.SquareSet.between(a, b)) == int(chess.SquareSet.between(a, b)), (a, b)


def test_square_sets_answer_as_python_chess_s():
    pairs = list(zip(masks(100, 2), masks(100, 3)))
    for x, y in pairs:
        a, b = rankfile.SquareSet(x), rankfile.SquareSet(y)
        ca, cb = chess.SquareSet(x), chess.SquareSet(y)
        assert (list(a), list(reversed(a)), len(a), str(a), repr(a), a.tolist()) == \
            (list(ca), list(reversed(ca)), len(ca), str(ca), repr(ca), ca.tolist())
        for op in ["__or__", "__and__", "__xor__", "__sub__", "union", "intersection",
                   "difference", "symmetric_difference"]:
            assert int(getattr(a, op)(b)) == int(getattr(ca, op)(cb)), op
        for op in ["isdisjoint", "issubset", "issuperset"]:
            assert getattr(a, op)(b) == getattr(ca, op)(cb), op
        assert int(~a) == int(~ca) and int(a.mirror()) == int(ca.mirror())
        assert int(a << 9) == int(ca << 9) and int(a >> 9) == int(ca >> 9)
        assert (a == y) == (ca == y) and a == x and a == set(a)
        if len(a) < 8:
            assert list(a.carry_rippler()) == list(ca.carry_rippler())
        if a:
            assert a.copy().pop() == ca.copy().pop()


# A pawn or a king as a promotion, a king or a lower-case letter as a drop:
# python-chess reads them (its variants play some), and no standard board
# plays them; rankfile reads them too, so that a script's moves read alike.
@pytest.mark.parametrize("uci", ["e2e4", "e7e8q", "a7b8n", "0000", "P@e4", "N@f3", "Q@h8",
                                 "e7e8k", "e7e8p", "p@e4", "K@e4"])
def test_moves_read_write_and_hash_as_python_chess_s(uci):
    ours, theirs = rankfile.Move.from_uci(uci), chess.Move.from_uci(uci)
    assert (ours.uci(), ours.xboard(), ours.from_square, ours.to_square, ours.promotion, ours.drop) == \
        (theirs.uci(), theirs.xboard(), theirs.from_square, theirs.to_square, theirs.promotion,
         theirs.drop)
    assert ours == rankfile.Move.from_uci(uci) and hash(ours) == hash(rankfile.Move.from_uci(uci))


@pytest.mark.parametrize("uci", ["", "N", "z1g3", "Q@g9", "e7e8Q", "E2e4", "e2e4 ", "e2e4e5", "x@e4"])
def test_what_is_no_uci_move_is_refused_as_python_chess_refuses_it(uci):
    with pytest.raises(chess.InvalidMoveError):
        chess.Move.from_uci(uci)
    with pytest.raises(rankfile.InvalidMoveError):
        rankfile.Move.from_uci(uci)


def test_pieces_hash_as_python_chess_s():
    for symbol in "pnbrqkPNBRQK":
        assert hash(rankfile.Piece.from_symbol(symbol)) == hash(chess.Piece.from_symbol(symbol))


@pytest.mark.parametrize("uci", ["P@e4", "e7e8k"])
def test_a_move_no_standard_board_plays_is_refused_when_pushed(uci):
    board = rankfile.Board("4k3/4P3/8/8/8/8/8/4K3 w - - 0 1")
    with pytest.raises(rankfile.IllegalMoveError):
        board.push(rankfile.Move.from_uci(uci))
    assert board.fen() == "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1"
