"""rankfile.svg draws what python-chess's chess.svg draws (the drawings
differ, the core's pieces are its own): a piece for each piece, the
arrows, circles, marks and the size asked for."""

import re

import chess
import chess.svg
import pytest

import rankfile
import rankfile.svg
from rankfile.svg import Arrow


@pytest.mark.parametrize("fen", [
    chess.STARTING_FEN,
    "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
])
def test_each_piece_is_drawn_on_its_square(fen):
    svg = rankfile.svg.board(rankfile.Board(fen))
    pieces = chess.Board(fen).piece_map()
    assert svg.count("<g transform") == len(pieces)
    for square, piece in pieces.items():
        name = "white" if piece.color else "black"
        assert f"<title>{chess.square_name(square)}: {name} {chess.piece_name(piece.piece_type)}</title>" in svg


def test_arrows_circles_marks_and_size_are_drawn():
    svg = rankfile.svg.board(
        rankfile.Board(),
        arrows=[Arrow(rankfile.E2, rankfile.E4), Arrow(rankfile.D5, rankfile.D5, color="red"),
                (rankfile.G1, rankfile.F3)],
        squares=rankfile.SquareSet([rankfile.A1, rankfile.H8]),
        lastmove=rankfile.Move.from_uci("e2e4"),
        check=rankfile.E1,
        size=250,
    )
    assert (svg.count('class="arrow"'), svg.count('class="circle"')) == (2, 1)
    assert (svg.count('class="marked"'), svg.count('class="last"'), svg.count('class="check"')) == (2, 2, 1)
    assert 'width="250" height="250"' in svg
    # python-chess draws the same kinds: a line for an arrow, a circle for one square.
    theirs = chess.svg.board(arrows=[chess.svg.Arrow(chess.A1, chess.H8)])
    assert "<line" in theirs and "<line" in rankfile.svg.board(arrows=[Arrow(0, 63)])


def test_an_empty_board_and_a_turned_one():
    assert rankfile.svg.board().count("<g transform") == 0
    white = rankfile.svg.board(rankfile.Board(), coordinates=True)
    black = rankfile.svg.board(rankfile.Board(), orientation=rankfile.BLACK)
    assert white != black and black == rankfile.svg.board(rankfile.Board(), flipped=True)


def test_a_piece_is_named_as_python_chess_names_it():
    for symbol in "KqNp":
        piece = chess.Piece.from_symbol(symbol)
        theirs = chess.svg.piece(piece)
        ours = rankfile.svg.piece(rankfile.Piece.from_symbol(symbol), size=60)
        name = ("white-" if piece.color else "black-") + chess.piece_name(piece.piece_type)
        assert f'id="{name}"' in ours and f'id="{name}"' in theirs
        assert 'width="60"' in ours
