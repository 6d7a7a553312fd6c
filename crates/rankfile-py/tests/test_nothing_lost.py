"""Nothing lost from Python: `threads` checked, Ctrl-C noticed within a
second by any consumer of `read_games`, no abort at interpreter exit, the
real cause said for undecodable text, PGN text given as a `str` read, and
games cut as python-chess cuts them."""

import gzip
import io
import subprocess
import sys
import textwrap

import chess.pgn
import pyarrow as pa
import pytest

import rankfile
import rankfile.pgn


@pytest.mark.parametrize("threads", [0, -1, 2**40, 10**30])
def test_threads_out_of_range_are_a_value_error(threads):
    with pytest.raises(ValueError, match="threads is a number from 1 to 1024"):
        rankfile.pgn.read_games(b"1. e4 *\n", threads=threads)
    with pytest.raises(ValueError, match="threads is a number from 1 to 1024"):
        rankfile.pgn.export(b"1. e4 *\n", "never-written", threads=threads)


@pytest.mark.parametrize("threads", [2.5, "2"])
def test_threads_that_are_no_number_are_a_type_error(threads):
    with pytest.raises(TypeError, match="threads is a number"):
        rankfile.pgn.read_games(b"1. e4 *\n", threads=threads)


def run_python(code, timeout=120):
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.parametrize(
    "consume",
    [
        "pa.table(rankfile.pgn.read_games(path, threads=1))",
        "list(pa.RecordBatchReader.from_stream(rankfile.pgn.read_games(path, threads=1)))",
    ],
)
def test_ctrl_c_stops_a_native_consumer_within_a_second(tmp_path, consume):
    game = '[Event "e"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n\n'
    path = tmp_path / "big.pgn"
    path.write_text(game * 400_000)
    out = run_python(
        f"""
        import os, signal, threading, time
        import pyarrow as pa, rankfile.pgn
        path = {str(path)!r}
        threading.Timer(1.0, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        started = time.time()
        try:
            {consume}
            print("finished")
        except KeyboardInterrupt:
            print("interrupted after", round(time.time() - started, 2))
        except Exception as e:
            try:
                time.sleep(0.5)
            except KeyboardInterrupt:
                print("interrupted after", round(time.time() - started, 2), type(e).__name__)
        """
    )
    assert "interrupted after" in out.stdout, out.stdout + out.stderr
    seconds = float(out.stdout.split()[2])
    assert seconds < 2.5, out.stdout


def test_a_daemon_thread_reading_at_exit_does_not_abort_the_process():
    out = run_python(
        """
        import threading, time, rankfile.pgn
        class Slow:
            def readline(self):
                time.sleep(0.01)
                return '1. e4 e5 2. Nf3 Nc6\\n'
        threading.Thread(target=lambda: rankfile.pgn.read_game(Slow()), daemon=True).start()
        time.sleep(1)
        print("bye")
        """
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "bye"


def test_undecodable_text_is_said_with_its_line(tmp_path):
    path = tmp_path / "latin.pgn"
    path.write_bytes(b'[Event "a"]\n[White "M\xfcller"]\n\n1. e4 *\n')
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        with pytest.raises(ValueError, match=r"line 2 of the file .* byte 0xfc at column 10"):
            rankfile.pgn.read_game(handle)


def test_pgn_text_given_as_a_str_is_read():
    text = '[White "A"]\n\n1. e4 e5 *\n\n[White "B"]\n\n1. d4 *\n'
    table = pa.table(rankfile.pgn.read_games(text))
    assert table["white"].to_pylist() == ["A", "B"]
    with pytest.raises(TypeError, match="not both"):
        rankfile.pgn.read_games([text, "some/file.pgn"])


def test_games_without_tags_are_games_as_python_chess_reads_them():
    text = "1. e4 e5 *\n\n1. d4 d5 *\n\n1. c4 *\n"
    handle = io.StringIO(text)
    theirs = []
    while (game := chess.pgn.read_game(handle)) is not None:
        theirs.append(game.end().board().board_fen())
    table = pa.table(rankfile.pgn.read_games(text.encode()))
    assert table.num_rows == len(theirs) == 3
    assert [fen.split()[0] for fen in table["final_fen"].to_pylist()] == theirs


def test_bytes_after_a_compressed_stream_are_a_warning():
    text = '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 *\n'
    games = rankfile.pgn.read_games(gzip.compress(text.encode()) + b"\0" * 512)
    assert pa.table(games).num_rows == 2
    assert games.unread == []
    [(name, said)] = games.warnings
    assert name == "<bytes 1>" and "warning[trailing_bytes]" in said and "512 zero bytes" in said


def test_a_legacy_code_page_is_read_from_bytes():
    text = '[White "Каспаров, Гарри"]\n[Black "Карпов, Анатолий"]\n\n1. e4 {Отличный ход} e5 *\n'
    table = pa.table(rankfile.pgn.read_games(text.encode("cp1251") * 3))
    assert table["white"].to_pylist() == ["Каспаров, Гарри"] * 3


@pytest.mark.parametrize("play", [lambda b: b.push_san("Ke3"), lambda b: b.push_uci("e2e5")])
def test_a_move_that_cannot_be_played_names_the_ones_that_can(play):
    board = rankfile.Board()
    with pytest.raises(rankfile.IllegalMoveError) as raised:
        play(board)
    assert raised.value.hint.startswith("the legal moves here: Na3 Nc3"), raised.value.hint


def test_a_consumer_reading_on_its_own_threads_is_never_held_up(tmp_path):
    # DuckDB reads the stream on threads of its own, for longer than the
    # stream waits between two looks at Python's signals.
    game = '[Event "e"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n\n'
    path = tmp_path / "big.pgn"
    path.write_text(game * 200_000)
    out = run_python(
        f"""
        import duckdb, rankfile.pgn
        games = rankfile.pgn.read_games({str(path)!r}, threads=2)
        print(duckdb.sql("select count(*) from games").fetchall()[0][0])
        """,
        timeout=120,
    )
    assert out.stdout.strip() == "200000", out.stdout + out.stderr
