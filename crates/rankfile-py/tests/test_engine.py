"""rankfile.engine as python-chess's chess.engine: Stockfish driven through
SimpleEngine, scripts written for python-chess run with rankfile in its
place, and engines that fail on purpose (tests/data/engines/)."""

import pathlib

import chess
import chess.engine
import pytest

import rankfile
import rankfile.engine
from rankfile.engine import Cp, Limit, Mate, PovScore

ENGINES = pathlib.Path(__file__).resolve().parents[3] / "tests" / "data" / "engines"
SCHOLAR = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
STOCKFISH = "/usr/games/stockfish" if pathlib.Path("/usr/games/stockfish").exists() else "stockfish"


@pytest.fixture(scope="module")
def engine():
    with rankfile.engine.SimpleEngine.popen_uci("stockfish") as engine:
        yield engine


def test_a_mate_in_one_is_found_and_scored_for_the_side_to_move(engine):
    info = engine.analyse(rankfile.Board(SCHOLAR), Limit(depth=8))
    assert info["score"] == PovScore(Mate(1), rankfile.WHITE)
    assert info["pv"][0] == rankfile.Move.from_uci("f3f7")
    assert info["depth"] >= 1 and info["nodes"] > 0 and isinstance(info["time"], float)
    # Black to move mates: the score is Black's, White's is mated in one.
    board = rankfile.Board()
    for san in ["f3", "e5", "g4"]:
        board.push_san(san)
    info = engine.analyse(board, Limit(depth=6))
    assert info["score"].relative == Mate(1)
    assert info["score"].white() == Mate(-1)
    assert board.san(info["pv"][0]) == "Qh4#"


def test_several_lines_each_legal_on_the_board(engine):
    board = rankfile.Board()
    board.push_san("e4")
    lines = engine.analyse(board, Limit(depth=8), multipv=3)
    assert [line["multipv"] for line in lines] == [1, 2, 3]
    assert len({line["pv"][0] for line in lines}) == 3
    for line in lines:
        replay = board.copy()
        for move in line["pv"]:
            assert replay.is_legal(move)
            replay.push(move)
    # Best first for Black: White's score grows down the list.
    whites = [line["score"].white().score(mate_score=100_000) for line in lines]
    assert whites == sorted(whites)


def test_play_a_whole_game_as_python_chess_documents_it():
    # python-chess's "Playing" example, with rankfile in chess's place.
    import rankfile as chess  # noqa: F811 (the one changed line)

    engine = chess.engine.SimpleEngine.popen_uci("stockfish")
    board = chess.Board()
    while not board.is_game_over() and board.ply() < 60:
        result = engine.play(board, chess.engine.Limit(time=0.01))
        board.push(result.move)
    engine.quit()
    assert board.ply() == 60 or board.is_game_over()


def test_the_same_answers_as_python_chess_on_the_same_engine():
    board = rankfile.Board(SCHOLAR)
    mine = rankfile.engine.SimpleEngine.popen_uci(STOCKFISH)
    theirs = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    try:
        a = mine.analyse(board, Limit(depth=6))
        b = theirs.analyse(chess.Board(SCHOLAR), chess.engine.Limit(depth=6))
        assert set(b) - {"currmove", "currmovenumber", "string"} <= set(a)
        assert repr(a["score"]) == repr(b["score"])
        assert [m.uci() for m in a["pv"]] == [m.uci() for m in b["pv"]]
        assert mine.id["name"] == theirs.id["name"]
        assert sorted(mine.options) == sorted(theirs.options)
        fields = ("name", "type", "default", "min", "max", "var")
        for name in theirs.options:
            a_option, b_option = mine.options[name], theirs.options[name]
            assert [getattr(a_option, f) for f in fields] == [getattr(b_option, f) for f in fields]
        assert mine.options["UCI_Chess960"].default is False
        p = mine.play(board, Limit(depth=6), info=rankfile.engine.INFO_SCORE)
        q = theirs.play(chess.Board(SCHOLAR), chess.engine.Limit(depth=6), info=chess.engine.INFO_SCORE)
        assert p.move.uci() == q.move.uci() == "f3f7"
        assert repr(p.info["score"]) == repr(q.info["score"])
    finally:
        mine.quit()
        theirs.quit()


def test_an_analysis_streams_and_stops(engine):
    board = rankfile.Board()
    seen = []
    with engine.analysis(board) as analysis:
        for info in analysis:
            seen.append(info)
            if info.get("depth", 0) >= 12:
                analysis.stop()
        best = analysis.wait()
    depths = [info["depth"] for info in seen if "depth" in info]
    assert depths[0] < depths[-1]
    assert board.is_legal(best.move)
    assert analysis.info["depth"] >= 12
    # The engine is free for the next search.
    assert engine.play(board, Limit(depth=4)).move in board.legal_moves


def test_options_are_set_and_the_managed_ones_refused(engine):
    engine.configure({"Hash": 32})
    assert "hash" in engine.options
    with pytest.raises(rankfile.engine.EngineError, match="automatically managed"):
        engine.configure({"MultiPV": 2})
    with pytest.raises(rankfile.engine.EngineError) as raised:
        engine.configure({"No Such Option": 1})
    assert raised.value.code == "engine_no_such_option"
    assert "Hash" in str(raised.value)


def test_a_limit_of_nothing_is_refused_rather_than_searching_forever(engine):
    with pytest.raises(ValueError, match="search forever"):
        engine.analyse(rankfile.Board(), Limit())


def test_failures_raise_what_python_chess_raises_with_a_hint():
    with pytest.raises(FileNotFoundError) as raised:
        rankfile.engine.SimpleEngine.popen_uci("/no/such/engine")
    assert raised.value.code == "engine_not_found"
    assert "apt-get install stockfish" in raised.value.hint
    with pytest.raises(rankfile.engine.EngineError) as raised:
        rankfile.engine.SimpleEngine.popen_uci(str(ENGINES / "exits.sh"))
    assert raised.value.code == "engine_not_uci"
    assert "usage: not-an-engine" in str(raised.value)
    dying = rankfile.engine.SimpleEngine.popen_uci(str(ENGINES / "dies.sh"))
    with pytest.raises(rankfile.engine.EngineTerminatedError, match="exit status 7"):
        dying.analyse(rankfile.Board(), Limit(depth=3))
    # Dead, it stays dead: the next call says so at once.
    with pytest.raises(rankfile.engine.EngineTerminatedError):
        dying.play(rankfile.Board(), Limit(depth=3))
    illegal = rankfile.engine.SimpleEngine.popen_uci(str(ENGINES / "illegal.sh"))
    with pytest.raises(rankfile.engine.EngineError, match="e2e5 is not a legal move"):
        illegal.play(rankfile.Board(), Limit(depth=1))


def test_a_quit_engine_refuses_further_work():
    engine = rankfile.engine.SimpleEngine.popen_uci("stockfish")
    with engine:
        assert engine.play(rankfile.Board(), Limit(depth=2)).move is not None
    with pytest.raises(rankfile.engine.EngineTerminatedError):
        engine.play(rankfile.Board(), Limit(depth=2))


def test_the_game_so_far_is_sent_from_its_root():
    # The fake engine says what it was sent: the root and every move, so
    # that the engine sees repetitions and the fifty-move count.
    board = rankfile.Board()
    for san in ["Nf3", "Nf6", "Ng1", "Ng8"]:
        board.push_san(san)
    with rankfile.engine.SimpleEngine.popen_uci(str(ENGINES / "good.sh")) as fake:
        with fake.analysis(board, Limit(depth=1)) as analysis:
            first = analysis.get()
    assert first["string"] == (
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves g1f3 g8f6 f3g1 f6g8"
    )


def test_an_analysis_left_open_never_blocks_the_next_command(engine):
    board = rankfile.Board()
    # Broken out of, never waited for: the next command stops it.
    analysis = engine.analysis(board)
    for info in analysis:
        if info.get("depth", 0) >= 3:
            break
    assert engine.play(board, Limit(depth=3)).move in board.legal_moves
    # Read to its end without wait(): the engine is free again.
    for _ in engine.analysis(board, Limit(depth=3)):
        pass
    assert engine.analyse(board, Limit(depth=3))["depth"] >= 3
    # Finished and read: nothing waits.
    done = engine.analysis(board, Limit(depth=2))
    best = done.wait()
    assert best.move in board.legal_moves
    assert done.empty() and not done.would_block()
    assert done.multipv[0]["pv"], "a line keeps its moves when a later info has none"


def test_an_engine_that_dies_in_an_analysis_is_said_and_the_next_call_too():
    dying = rankfile.engine.SimpleEngine.popen_uci(str(ENGINES / "dies.sh"))
    analysis = dying.analysis(rankfile.Board(), Limit(depth=3))
    assert list(analysis) == []
    with pytest.raises(rankfile.engine.EngineTerminatedError):
        analysis.wait()
    with pytest.raises(rankfile.engine.EngineTerminatedError):
        dying.ping()
    dying.quit()


def test_times_out_of_range_are_value_errors(engine):
    with pytest.raises(ValueError, match="not a time"):
        engine.play(rankfile.Board(), Limit(time=float("inf")))
    with pytest.raises(ValueError, match="not a timeout"):
        rankfile.engine.SimpleEngine.popen_uci("stockfish", timeout=1e30)
