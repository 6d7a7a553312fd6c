"""Polyglot books read by rankfile.polyglot as chess.polyglot (GPL, the
yardstick here only) reads them: a book written here, with castling, a
promotion, weights of zero and a key no position has."""

import struct

import chess
import chess.polyglot
import pytest

import rankfile
import rankfile.polyglot

POSITIONS = [
    chess.STARTING_FEN,
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
    "r1bqr1k1/pp1nbppp/2p2n2/3p2B1/3P4/2NBP3/PPQ1NPPP/R3K2R w KQ - 5 10",
]


def raw(uci):
    """A move as a Polyglot book stores it (castling as the king taking its
    rook, as the format says)."""
    move = chess.Move.from_uci(uci)
    promotion = {None: 0, chess.KNIGHT: 1, chess.BISHOP: 2, chess.ROOK: 3, chess.QUEEN: 4}[move.promotion]
    return move.to_square | move.from_square << 6 | promotion << 12


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    entries = []
    moves = {
        POSITIONS[0]: [("e2e4", 100), ("d2d4", 80), ("g1f3", 0), ("c2c4", 100)],
        POSITIONS[1]: [("e1h1", 50), ("e1a1", 30), ("a1a8", 10)],
        POSITIONS[2]: [("b7b8q", 9), ("b7b8n", 3)],
        POSITIONS[3]: [("e1h1", 1), ("e1a1", 1), ("h2h3", 2)],
    }
    for fen, listed in moves.items():
        key = chess.polyglot.zobrist_hash(chess.Board(fen))
        entries += [(key, raw(uci), weight, 7) for uci, weight in listed]
    entries.append((0xFFFF_FFFF_FFFF_FFFF, raw("a2a3"), 1, 0))
    entries.sort(key=lambda e: e[0])
    path = tmp_path_factory.mktemp("book") / "book.bin"
    path.write_bytes(b"".join(struct.pack(">QHHI", *e) for e in entries))
    return path


def entries(found):
    return [(e.key, e.raw_move, e.weight, e.learn, e.move.uci()) for e in found]


class First:
    @staticmethod
    def randint(low, high):
        return low


class Last:
    @staticmethod
    def randint(low, high):
        return high


def test_a_book_reads_as_python_chess_reads_it(book):
    with rankfile.polyglot.open_reader(book) as ours, chess.polyglot.open_reader(book) as theirs:
        assert len(ours) == len(theirs)
        assert entries(ours) == entries(theirs)
        assert entries(reversed(ours)) == entries(reversed(theirs))
        assert entries([ours[-1], ours[0]]) == entries([theirs[-1], theirs[0]])
        for fen in POSITIONS:
            a, b = rankfile.Board(fen), chess.Board(fen)
            for weight in (0, 1, 50):
                assert entries(ours.find_all(a, minimum_weight=weight)) == \
                    entries(theirs.find_all(b, minimum_weight=weight)), (fen, weight)
            assert entries([ours.find(a)]) == entries([theirs.find(b)])
            excluded = [next(iter(theirs.find_all(b))).move]
            assert entries([ours.find(a, exclude_moves=[rankfile.Move.from_uci(m.uci()) for m in excluded])]) == \
                entries([theirs.find(b, exclude_moves=excluded)])
            for random in (First, Last):
                assert entries([ours.choice(a, random=random)]) == entries([theirs.choice(b, random=random)])
                assert entries([ours.weighted_choice(a, random=random)]) == \
                    entries([theirs.weighted_choice(b, random=random)])
        for entry in ours:
            assert entry in ours
        with pytest.raises(IndexError):
            ours.find(rankfile.Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1"))
        assert ours.get(rankfile.Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1")) is None
        with pytest.raises(IndexError):
            ours.find(rankfile.Board(), minimum_weight=101)


def test_castling_is_the_board_s_move(book):
    with rankfile.polyglot.open_reader(book) as ours:
        board = rankfile.Board(POSITIONS[1])
        moves = {e.move for e in ours.find_all(board)}
        assert moves == {board.parse_san("O-O"), board.parse_san("O-O-O"), board.parse_san("Rxa8+")}
