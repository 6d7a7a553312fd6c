"""rankfile against python-chess driving the same Stockfish at the same
depth, one thread, a fresh hash: the same best move and score on real
positions, from Python and from the command line; and `pgn annotate`'s
output read back by python-chess, an evaluation on every move and
nothing else changed."""

import json
import os
import pathlib
import re
import subprocess

import chess
import chess.engine
import chess.pgn
import pytest

import rankfile
import rankfile.engine

ROOT = pathlib.Path(__file__).resolve().parents[3]
REAL = ROOT / "tests" / "data" / "real"
DEPTH = 10


def binary():
    path = os.environ.get("RANKFILE_BIN") or str(ROOT / "target" / "debug" / "rankfile")
    if not pathlib.Path(path).exists():
        pytest.fail(f"no rankfile binary at {path}: scripts/test.sh builds it and sets RANKFILE_BIN")
    return path


def stockfish():
    found = [p for p in ("/usr/games/stockfish", "/usr/bin/stockfish", "/usr/local/bin/stockfish")
             if pathlib.Path(p).exists()]
    if not found:
        pytest.fail("these tests need Stockfish: apt-get install stockfish (scripts/test.sh installs it)")
    return found[0]


def real_positions():
    """Middlegame and endgame positions of real games (plies 16, 30, 44)."""
    fens = []
    for name in ["python-chess__kasparov-deep-blue-1997.pgn", "python-chess__nepomniachtchi-liren-game1.pgn",
                 "ex_checker__Stavanger2018.pgn"]:
        with open(REAL / name, encoding="utf-8-sig") as f:
            for _ in range(2):
                game = chess.pgn.read_game(f)
                if game is None:
                    break
                board = game.board()
                for ply, move in enumerate(game.mainline_moves(), start=1):
                    board.push(move)
                    if ply in (16, 30, 44) and not board.is_game_over():
                        fens.append(board.fen())
    assert len(fens) >= 12
    return fens[:12]


def close(a, b):
    """Two python-chess-shaped scores a few centipawns apart, or the same mate."""
    if a.is_mate() or b.is_mate():
        return a == b
    return abs(a.score() - b.score()) <= 5


@pytest.fixture(scope="module")
def theirs():
    """python-chess's answers: the best move and White's score of each position."""
    answers = {}
    with chess.engine.SimpleEngine.popen_uci(stockfish()) as engine:
        for fen in real_positions():
            info = engine.analyse(chess.Board(fen), chess.engine.Limit(depth=DEPTH), game=object())
            answers[fen] = (info["pv"][0].uci(), info["score"].white())
    return answers


def test_the_python_package_finds_what_python_chess_finds(theirs):
    with rankfile.engine.SimpleEngine.popen_uci(stockfish()) as engine:
        for fen, (best, score) in theirs.items():
            info = engine.analyse(rankfile.Board(fen), rankfile.engine.Limit(depth=DEPTH), game=object())
            mine = info["score"].white()
            assert info["pv"][0].uci() == best, fen
            assert close(mine, score), f"{fen}: {mine!r} against {score!r}"


def test_the_command_line_finds_what_python_chess_finds(theirs):
    for fen, (best, score) in theirs.items():
        out = subprocess.run([binary(), "analyse", "--engine", stockfish(), "--depth", str(DEPTH), "--json", fen],
                             capture_output=True, text=True, check=True)
        report = json.loads(out.stdout)
        assert report["bestmove"] == best, fen
        got = report["score"]
        mine = rankfile.engine.Mate(got["mate"]) if "mate" in got else rankfile.engine.Cp(got["cp"])
        assert close(mine, score), f"{fen}: {got} against {score!r}"


EVAL = re.compile(r"\s*\[%eval [^\]]*\]\s*")


@pytest.mark.parametrize("name", ["python-chess__stockfish-learning.pgn", "python-chess__cutechess-fischerrandom.pgn",
                                  "python-chess__kasparov-deep-blue-1997.pgn"])
def test_annotate_reads_back_in_python_chess_with_nothing_else_changed(tmp_path, name):
    source = REAL / name
    out = tmp_path / "annotated.pgn"
    subprocess.run([binary(), "pgn", "annotate", "--engine", stockfish(), "--depth", "6", "-o", str(out),
                    str(source)], capture_output=True, check=True)
    with open(source, encoding="utf-8-sig") as before, open(out, encoding="utf-8") as after:
        games = 0
        while (old := chess.pgn.read_game(before)) is not None:
            new = chess.pgn.read_game(after)
            games += 1
            assert dict(new.headers) == {**dict(old.headers), **{k: v for k, v in new.headers.items()
                                                                  if k not in old.headers}}
            assert EVAL.sub(" ", new.comment).strip() == old.comment.strip()
            old_nodes, new_nodes = list(old.mainline()), list(new.mainline())
            assert [n.move for n in new_nodes] == [n.move for n in old_nodes]
            for o, n in zip(old_nodes, new_nodes):
                over = n.board().is_checkmate() or n.board().is_stalemate()
                assert (n.eval() is None) == over, n.move
                assert EVAL.sub(" ", n.comment).strip() == o.comment.strip()
                assert n.nags == o.nags
                assert len(n.variations) == len(o.variations)
        assert games >= 1 and chess.pgn.read_game(after) is None
