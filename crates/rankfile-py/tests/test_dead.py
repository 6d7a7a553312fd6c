"""Dead positions (FIDE 5.2.2 and 6.9): `is_dead_position()`,
`can_checkmate(color)` and `helpmate(color)`, each helpmate replayed to
mate by python-chess, which shares no code with rankfile."""

import chess

import rankfile

LOCKED = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1"


def test_locked_pawns_make_a_dead_position_that_piece_counts_miss():
    board = rankfile.Board(LOCKED)
    assert board.is_dead_position()
    assert not board.can_checkmate(rankfile.WHITE) and not board.can_checkmate(rankfile.BLACK)
    assert board.helpmate(rankfile.WHITE) is None
    # python-chess's piece counts say nothing here.
    assert not chess.Board(LOCKED).is_insufficient_material()


def test_a_helpmate_is_replayed_to_mate_by_python_chess():
    for fen, color in [
        (chess.STARTING_FEN, rankfile.WHITE),
        (chess.STARTING_FEN, rankfile.BLACK),
        ("8/8/4k3/8/8/8/3RK3/8 b - - 0 1", rankfile.WHITE),
    ]:
        line = rankfile.Board(fen).helpmate(color)
        assert line is not None
        theirs = chess.Board(fen)
        for move in line:
            theirs.push(chess.Move.from_uci(move.uci()))
        assert theirs.is_checkmate() and theirs.turn != color, (fen, [m.uci() for m in line])


def test_a_side_that_can_never_mate_is_said_so():
    board = rankfile.Board("8/8/4k3/8/8/8/3NK3/8 b - - 0 1")
    assert not board.can_checkmate(rankfile.WHITE)
    assert not board.can_checkmate(rankfile.BLACK)
    assert board.is_dead_position()
    alive = rankfile.Board("8/8/4k3/8/8/8/3RK3/8 b - - 0 1")
    assert alive.can_checkmate(rankfile.WHITE) and not alive.can_checkmate(rankfile.BLACK)
    assert not alive.is_dead_position()
