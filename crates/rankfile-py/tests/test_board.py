"""rankfile's Board against python-chess's, the same calls side by side on
the corpus's 5,000 positions and the main lines of its games."""

import io
import itertools

import chess
import chess.pgn
import pytest

import chess.polyglot

import rankfile
import rankfile.polyglot


def departed(board, move):
    """Whether `move` is one python-chess plays on a board no game reaches
    and rankfile, by the rules, does not:

    - a pawn standing on its own first rank moved two squares: a pawn
      advances two squares on its first move, from its starting square on
      the second rank (FIDE Laws 3.7 b);
    - "en passant" onto a square no pawn can have just passed
      (`STATUS_INVALID_EP_SQUARE`), capturing nothing: no capture is en
      passant without the pawn that passed (FIDE Laws 3.7 d).
    """
    piece = board.piece_at(move.from_square)
    first = 0 if board.turn == chess.WHITE else 7
    from_first_rank = (piece and piece.piece_type == chess.PAWN and chess.square_rank(move.from_square) == first
                       and abs(move.to_square - move.from_square) == 16)
    invalid_ep = board.status() & chess.STATUS_INVALID_EP_SQUARE and board.is_en_passant(move)
    return bool(from_first_rank or invalid_ep)


def ucis(moves, board=None):
    return sorted(m.uci() for m in moves if board is None or not departed(board, m))


def same_moves(ours, theirs):
    return ucis(ours.legal_moves, theirs) == ucis(theirs.legal_moves, theirs)


def compare(ours, theirs, impossible=False):
    """Every question both boards answer, asked of both. For `impossible`
    boards (set up by hand, no game's), what rankfile judges otherwise, by
    the rules, is left out of the comparison: see `departures`."""
    if impossible:
        departures(ours, theirs)
    ep_judged = not (impossible and theirs.status() & chess.STATUS_INVALID_EP_SQUARE)
    for mode in ["legal", "fen", "xfen"] if ep_judged else ["fen"]:
        assert ours.fen(en_passant=mode) == theirs.fen(en_passant=mode), mode
    assert ours.fen(shredder=True, en_passant="fen") == theirs.fen(shredder=True, en_passant="fen")
    if ep_judged:
        assert ours.fen(shredder=True) == theirs.fen(shredder=True)
        assert ours.epd() == theirs.epd()
    assert str(ours) == str(theirs)
    assert same_moves(ours, theirs)
    assert len(ucis(ours.legal_moves, theirs)) == len(ucis(theirs.legal_moves, theirs))
    assert ours.turn == theirs.turn
    assert ours.clean_castling_rights() == theirs.clean_castling_rights()
    if not impossible:
        assert ours.castling_rights == theirs.castling_rights
    assert ours.ep_square == theirs.ep_square
    assert (ours.halfmove_clock, ours.fullmove_number) == (theirs.halfmove_clock, theirs.fullmove_number)
    assert ours.is_check() == theirs.is_check()
    assert ours.is_checkmate() == theirs.is_checkmate()
    assert ours.is_stalemate() == theirs.is_stalemate()
    assert ours.is_insufficient_material() == theirs.is_insufficient_material()
    assert ours.is_seventyfive_moves() == theirs.is_seventyfive_moves()
    if not impossible:
        assert ours.status() == int(theirs.status())
        assert ours.is_valid() == theirs.is_valid()
    assert ours.checkers() == theirs.checkers() and list(ours.checkers()) == list(theirs.checkers())
    for color in chess.COLORS:
        assert ours.king(color) == theirs.king(color)
    for square in chess.SQUARES:
        a, b = ours.piece_at(square), theirs.piece_at(square)
        assert (a and a.symbol()) == (b and b.symbol()), chess.square_name(square)
    if ep_judged:
        assert rankfile.polyglot.zobrist_hash(ours) == chess.polyglot.zobrist_hash(theirs)
    outcome, expected = ours.outcome(), theirs.outcome()
    assert (outcome and (outcome.termination.name, outcome.winner)) == (
        expected and (expected.termination.name, expected.winner)
    )


def departures(ours, theirs):
    """Where rankfile judges an impossible board otherwise than python-chess,
    and why.

    - Castling: python-chess reads a `Q` (`q`) whose side has no rook on its
      back rank as no right at all, and may then call the board valid; a
      right needs its rook at home (FIDE Laws 3.8.2, the PGN standard's FEN
      section 16.1.3.3), so rankfile keeps the right asked and calls the
      board's castling rights bad (`STATUS_BAD_CASTLING_RIGHTS`).
    - En passant: where the square is one no pawn can have just passed
      (`STATUS_INVALID_EP_SQUARE`), python-chess still takes "en passant"
      there (capturing nothing) and writes the square in its legal FEN;
      rankfile takes nothing there, as no capture is en passant without the
      pawn that passed (FIDE Laws 3.7 d).
    """
    difference = ours.status() ^ int(theirs.status())
    assert difference in (0, chess.STATUS_BAD_CASTLING_RIGHTS), (ours.status(), theirs.status())
    if difference:
        assert ours.status() & chess.STATUS_BAD_CASTLING_RIGHTS
        assert ours.castling_rights & ~theirs.castling_rights


def test_every_position_of_the_corpus_reads_and_answers_as_python_chess(positions):
    compared = 0
    for record in positions:
        theirs = chess.Board(record["fen"])
        ours = rankfile.Board(record["fen"])
        compare(ours, theirs)
        for m in theirs.legal_moves:
            move = rankfile.Move.from_uci(m.uci())
            assert move in ours.legal_moves
            assert ours.san(move) == theirs.san(m)
            assert ours.lan(move) == theirs.lan(m)
            assert ours.parse_san(theirs.san(m)) == move
        compared += 1
    assert compared == len(positions) > 4_900


def test_moves_pushed_and_popped_give_python_chess_boards(positions):
    for record in positions[:600]:
        theirs = chess.Board(record["fen"])
        if not theirs.is_valid():
            continue
        ours = rankfile.Board(record["fen"])
        for m in list(theirs.legal_moves)[:6]:
            theirs.push(m)
            assert ours.push_uci(m.uci()).uci() == m.uci()
            compare(ours, theirs)
            assert ours.peek().uci() == theirs.peek().uci()
            assert ours.pop().uci() == theirs.pop().uci()
        assert ours.fen() == theirs.fen()


def test_games_played_move_by_move_end_and_repeat_as_python_chess_says(games_text):
    handle = io.StringIO(games_text)
    games = 0
    for game in iter(lambda: chess.pgn.read_game(handle), None):
        theirs = game.board()
        ours = rankfile.Board(theirs.fen(), chess960=theirs.chess960)
        for m in game.mainline_moves():
            san = theirs.san(m)
            theirs.push(m)
            assert ours.push_san(san).uci() == m.uci()
            assert ours.fen() == theirs.fen()
            assert ours.is_repetition(2) == theirs.is_repetition(2)
            assert ours.is_fivefold_repetition() == theirs.is_fivefold_repetition()
            assert ours.can_claim_fifty_moves() == theirs.can_claim_fifty_moves()
        # Claims look at every legal move: asked at the end of each game.
        assert ours.can_claim_threefold_repetition() == theirs.can_claim_threefold_repetition()
        assert ours.can_claim_draw() == theirs.can_claim_draw()
        assert ours.result(claim_draw=True) == theirs.result(claim_draw=True)
        assert [m.uci() for m in ours.move_stack] == [m.uci() for m in theirs.move_stack]
        games += 1
        if games == 150:
            break
    assert games == 150


def test_chess960_starts_and_castling_as_python_chess():
    for n in [0, 1, 518, 959, 100, 777]:
        ours, theirs = rankfile.Board.from_chess960_pos(n), chess.Board.from_chess960_pos(n)
        compare(ours, theirs)
        assert ours.chess960 == theirs.chess960
    # Chess960 games that castle: the king takes its rook in UCI, as
    # python-chess writes it. Each game plays the last legal move in UCI
    # order until a castling is legal.
    castles = 0
    for n in range(0, 960, 37):
        ours, theirs = rankfile.Board.from_chess960_pos(n), chess.Board.from_chess960_pos(n)
        for _ in range(60):
            castling = [m for m in theirs.legal_moves if theirs.is_castling(m)]
            if castling:
                m = castling[0]
                assert ours.parse_san(theirs.san(m)).uci() == m.uci()
                assert ours.push_uci(m.uci()).uci() == m.uci()
                theirs.push(m)
                compare(ours, theirs)
                castles += 1
                break
            if theirs.is_game_over():
                break
            m = max(theirs.legal_moves, key=lambda m: m.uci())
            ours.push_uci(m.uci())
            theirs.push(m)
            compare(ours, theirs)
    assert castles >= 5, castles


def test_values_are_python_chesss():
    assert rankfile.STARTING_FEN == chess.STARTING_FEN
    assert rankfile.SQUARE_NAMES == chess.SQUARE_NAMES
    assert [rankfile.square_name(s) for s in rankfile.SQUARES] == chess.SQUARE_NAMES
    assert rankfile.parse_square("e4") == chess.E4
    assert (rankfile.PAWN, rankfile.KING, rankfile.WHITE) == (chess.PAWN, chess.KING, chess.WHITE)
    for uci in ["e2e4", "e7e8q", "a2a1n", "0000"]:
        ours, theirs = rankfile.Move.from_uci(uci), chess.Move.from_uci(uci)
        assert (ours.from_square, ours.to_square, ours.promotion) == (
            theirs.from_square, theirs.to_square, theirs.promotion)
        assert (ours.uci(), str(ours), repr(ours), bool(ours)) == (
            theirs.uci(), str(theirs), repr(theirs), bool(theirs))
    assert rankfile.Move.null() == rankfile.Move.from_uci("0000")
    for symbol in "PNBRQKpnbrqk":
        ours, theirs = rankfile.Piece.from_symbol(symbol), chess.Piece.from_symbol(symbol)
        assert (ours.piece_type, ours.color, ours.symbol(), repr(ours)) == (
            theirs.piece_type, theirs.color, theirs.symbol(), repr(theirs))
    for name, value in vars(chess).items():
        if name.startswith("STATUS_") and hasattr(rankfile, name):
            assert getattr(rankfile, name) == int(value), name


def test_errors_are_python_chesss_and_say_more():
    board = rankfile.Board()
    cases = [("Ke2", rankfile.IllegalMoveError, chess.IllegalMoveError),
             ("xyz", rankfile.InvalidMoveError, chess.InvalidMoveError)]
    for text, ours, theirs in cases:
        with pytest.raises(theirs):
            chess.Board().parse_san(text)
        with pytest.raises(ours) as raised:
            board.parse_san(text)
        assert isinstance(raised.value, ValueError)
        assert raised.value.code and raised.value.span is not None
    ambiguous = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
    with pytest.raises(chess.AmbiguousMoveError):
        chess.Board(ambiguous).parse_san("Nd2")
    with pytest.raises(rankfile.AmbiguousMoveError) as raised:
        rankfile.Board(ambiguous).parse_san("Nd2")
    assert raised.value.code == "ambiguous"
    with pytest.raises(rankfile.IllegalMoveError):
        board.push_uci("e2e5")
    with pytest.raises(rankfile.InvalidFenError) as raised:
        rankfile.Board("8/8/8/8/8/8/8/7 w - - 0 1")
    with pytest.raises(ValueError):
        chess.Board("8/8/8/8/8/8/8/7 w - - 0 1")
    assert isinstance(raised.value, ValueError)
    assert {p.code for p in raised.value.problems} >= {"rank_width"}
    with pytest.raises(IndexError):
        rankfile.Board().pop()


def test_check_fen_says_what_the_command_line_says_in_four_languages():
    fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1"
    messages = {}
    for lang in ["en", "fr", "vi", "pt"]:
        report = rankfile.check_fen(fen, lang=lang)
        assert not report.ok and not report
        codes = [p.code for p in report.problems]
        assert "invalid_ep_square" in codes, codes
        problem = report.problems[codes.index("invalid_ep_square")]
        assert problem.severity == "error" and problem.field == 4
        assert problem.span == (fen.index("e3"), fen.index("e3") + 2)
        assert problem.squares
        messages[lang] = problem.message
    assert len(set(messages.values())) == 4, messages
    good = rankfile.check_fen(chess.STARTING_FEN)
    assert good.ok and good.fen == chess.STARTING_FEN and not good.problems
    lenient = rankfile.check_fen(chess.STARTING_BOARD_FEN, lenient=True)
    assert lenient.warnings
    with pytest.raises(ValueError):
        rankfile.check_fen(fen, lang="de")


def test_check_fen_marks_the_problems_that_follow_from_another():
    upside_down = "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1"
    report = rankfile.check_fen(upside_down)
    first, *rest = report.problems
    assert first.code == "ranks_reversed" and first.follows is None
    assert rest and all(p.follows == "ranks_reversed" for p in rest), rest


def compare_queries(ours, theirs):
    """The board's questions of squares and moves, asked of both."""
    for square in chess.SQUARES:
        assert ours.attacks_mask(square) == theirs.attacks_mask(square), chess.square_name(square)
        assert (ours.piece_type_at(square), ours.color_at(square)) == \
            (theirs.piece_type_at(square), theirs.color_at(square))
        for color in chess.COLORS:
            assert ours.attackers_mask(color, square) == theirs.attackers_mask(color, square)
            assert ours.pin_mask(color, square) == theirs.pin_mask(color, square), \
                (color, chess.square_name(square))
    assert {sq: p.symbol() for sq, p in ours.piece_map().items()} == \
        {sq: p.symbol() for sq, p in theirs.piece_map().items()}
    for piece_type, color in itertools.product(chess.PIECE_TYPES, chess.COLORS):
        assert ours.pieces_mask(piece_type, color) == theirs.pieces_mask(piece_type, color)
    assert (ours.board_fen(), ours.ply(), ours.is_fifty_moves()) == \
        (theirs.board_fen(), theirs.ply(), theirs.is_fifty_moves())
    assert ours.mirror().fen() == theirs.mirror().fen()
    ucis = lambda moves: sorted(m.uci() for m in moves)
    assert ucis(ours.pseudo_legal_moves) == ucis(theirs.pseudo_legal_moves)
    for generate in ["generate_legal_captures", "generate_pseudo_legal_captures", "generate_legal_ep",
                     "generate_pseudo_legal_ep", "generate_castling_moves"]:
        assert ucis(getattr(ours, generate)()) == ucis(getattr(theirs, generate)()), generate
    assert ucis(ours.generate_legal_moves(chess.BB_RANK_2, chess.BB_RANK_4)) == \
        ucis(theirs.generate_legal_moves(chess.BB_RANK_2, chess.BB_RANK_4))
    # The same moves shown, SAN for a legal one and UCI for another (the
    # order of generation is each library's own).
    shown = lambda generator: sorted(repr(generator).split("(", 1)[1].rstrip(")>").split(", "))
    assert shown(ours.pseudo_legal_moves) == shown(theirs.pseudo_legal_moves)
    assert shown(ours.legal_moves) == shown(theirs.legal_moves)
    for options in [{}, dict(invert_color=True, borders=True, empty_square="·"),
                    dict(orientation=chess.BLACK, borders=True)]:
        assert ours.unicode(**options) == theirs.unicode(**options), options
    for color in chess.COLORS:
        assert (ours.has_castling_rights(color), ours.has_kingside_castling_rights(color),
                ours.has_queenside_castling_rights(color)) == \
            (theirs.has_castling_rights(color), theirs.has_kingside_castling_rights(color),
             theirs.has_queenside_castling_rights(color))
    for move in theirs.legal_moves:
        ask = ["is_capture", "is_en_passant", "is_castling", "is_kingside_castling",
               "is_queenside_castling", "is_zeroing", "is_irreversible", "gives_check", "is_legal"]
        ours_move = rankfile.Move.from_uci(move.uci())
        assert [getattr(ours, q)(ours_move) for q in ask] == [getattr(theirs, q)(move) for q in ask], \
            move.uci()
        assert ours.find_move(move.from_square, move.to_square, move.promotion).uci() == \
            theirs.find_move(move.from_square, move.to_square, move.promotion).uci()
        assert ours.variation_san([ours_move]) == theirs.variation_san([move])


def test_the_board_s_questions_answer_as_python_chess_on_the_corpus(positions):
    """Every fifth legal position of the corpus: attacks, attackers, pins,
    pieces, and what each legal move is, as python-chess says."""
    asked = 0
    for record in positions[::5]:
        theirs = chess.Board(record["fen"])
        if not theirs.is_valid():
            continue
        compare_queries(rankfile.Board(record["fen"]), theirs)
        asked += 1
    assert asked > 500, asked
