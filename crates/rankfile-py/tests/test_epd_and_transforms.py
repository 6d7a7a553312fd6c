"""EPD operations, transforms, the base board and the other calls of
python-chess's board that issue 44 adds, side by side with python-chess on
the corpus's positions."""

import chess
import pytest

import rankfile

from test_board import compare


def test_epd_operations_are_written_and_read_as_python_chess_does(positions):
    written = 0
    for record in positions[::10]:
        ours, theirs = rankfile.Board(record["fen"]), chess.Board(record["fen"])
        moves = list(theirs.legal_moves)
        if len(moves) < 3:
            continue
        pv, ours_pv = moves[:1], [rankfile.Move.from_uci(moves[0].uci())]
        theirs.push(moves[0])
        pv.append(next(iter(theirs.legal_moves), None) or moves[0])
        theirs.pop()
        ours_pv.append(rankfile.Move.from_uci(pv[1].uci()))
        if not theirs.is_legal(pv[0]) or len(list(theirs.legal_moves)) < 3:
            continue
        theirs_ops = dict(bm=moves[:2], am=moves[2], id="a \"quoted\" \\ id", ce=-55, pi=3.14, noop=None)
        ours_ops = dict(bm=[rankfile.Move.from_uci(m.uci()) for m in moves[:2]],
                        am=rankfile.Move.from_uci(moves[2].uci()), id=theirs_ops["id"], ce=-55, pi=3.14, noop=None)
        epd = theirs.epd(**theirs_ops)
        assert ours.epd(**ours_ops) == epd
        # Read back by both.
        board, operations = rankfile.Board.from_epd(epd)
        expected_board, expected = chess.Board.from_epd(epd)
        assert board.fen() == expected_board.fen()
        assert {k: (v if not isinstance(v, list) else sorted(m.uci() for m in v)) for k, v in operations.items()} == \
            {k: (v if not isinstance(v, list) else sorted(m.uci() for m in v)) for k, v in expected.items()}
        written += 1
    assert written > 300


def test_epd_clocks_and_refusals():
    board = rankfile.Board()
    assert board.set_epd("4k3/8/8/8/8/8/8/4K3 b - - fmvn 17; hmvc 13") == {"fmvn": 17, "hmvc": 13}
    assert board.fen() == "4k3/8/8/8/8/8/8/4K3 b - - 13 17"
    with pytest.raises(ValueError):
        board.set_epd(chess.STARTING_FEN)  # a FEN's clocks are no operations
    # ERET's second dash is stepped over, as python-chess steps over it.
    eret = 'r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - - bm Rxf4; id "ERET 001 - Entlastung";'
    _, ops = rankfile.Board.from_epd(eret)
    assert ops["id"] == "ERET 001 - Entlastung" and ops["bm"] == [rankfile.Move.from_uci("f1f4")]
    # A string never closed: python-chess reads it as ending with the line;
    # rankfile says it is broken (the EPD standard closes every string).
    with pytest.raises(ValueError, match="never closed"):
        board.set_epd('4k3/8/8/8/8/8/8/4K3 w - - id "')


@pytest.mark.parametrize("f", ["flip_vertical", "flip_horizontal", "flip_diagonal", "flip_anti_diagonal"])
def test_transforms_move_every_square_as_python_chess_does(positions, f):
    for record in positions[::25]:
        ours = rankfile.Board(record["fen"]).transform(getattr(rankfile, f))
        theirs = chess.Board(record["fen"]).transform(getattr(chess, f))
        compare(ours, theirs, impossible=True)


def test_the_other_calls_answer_as_python_chess(positions):
    for record in positions[::5]:
        ours, theirs = rankfile.Board(record["fen"]), chess.Board(record["fen"])
        for color in chess.COLORS:
            assert ours.has_insufficient_material(color) == theirs.has_insufficient_material(color)
        assert ours.has_pseudo_legal_en_passant() == theirs.has_pseudo_legal_en_passant()
        assert ours.has_legal_en_passant() == theirs.has_legal_en_passant()
        assert ours.shredder_fen() == theirs.shredder_fen()
        assert ours.castling_xfen() == theirs.castling_xfen()
        assert ours.chess960_pos() == theirs.chess960_pos()
        assert ours.pawns == theirs.pawns and ours.kings == theirs.kings
        assert ours.occupied_co == list(theirs.occupied_co)
        base, expected = rankfile.BaseBoard(ours.board_fen()), chess.BaseBoard(theirs.board_fen())
        assert base.board_fen() == expected.board_fen() and repr(base) == repr(expected)
        assert base.piece_map() == ours.piece_map()
        assert isinstance(ours, rankfile.BaseBoard)
        assert "<svg" in ours._repr_svg_()
