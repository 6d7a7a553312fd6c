"""rankfile's PGN reading from Python against python-chess's and against
rust_pgn_reader_python_binding's, on the same games, in one run:

- a `read_game` loop (rankfile.pgn against chess.pgn, one thread): each
  game read from a text handle into its tree, and its main line walked;
- `read_games` into an Arrow table (pyarrow) on 1 and 2 threads, against
  `rust_pgn_reader_python_binding.parse_games_from_strings` on the same
  threads, given the games already cut into strings (not timed for it);
- with `--memory`, the peak memory of `read_games` streamed over 100 MB
  and over 1 GB of the same games.

    python crates/rankfile-py/bench/games.py [PGN...] [--memory]

The inputs default to the corpus's real games (../shared/corpus/real).
rust_pgn_reader_python_binding is GPL: it is installed only into the
benchmark's own environment, never a dependency of rankfile's.
"""

import os

# NumPy's OpenBLAS threads (pyarrow and the peer load NumPy) spin on the
# cores between calls: one is enough for a benchmark of two cores.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import io
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import pyarrow as pa

import rankfile.pgn

ROOT = pathlib.Path(__file__).resolve().parents[3]
CORPUS = ROOT.parent / "shared" / "corpus" / "real"


def best(rounds, f):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        out = f()
        times.append(time.perf_counter() - start)
    return min(times), out


def read_game_loop(module, text):
    handle = io.StringIO(text)
    games = plies = 0
    while True:
        game = module.pgn.read_game(handle)
        if game is None:
            return games, plies
        games += 1
        plies += sum(1 for _ in game.mainline_moves())


def game_strings(data):
    """The games as strings, cut where rankfile cuts them (its offsets)."""
    offsets = pa.table(rankfile.pgn.read_games(data, threads=1)).column("offset").to_pylist()
    ends = offsets[1:] + [len(data)]
    return [data[a:b].decode("utf-8", "replace") for a, b in zip(offsets, ends)]


def peak_memory(path):
    """Peak resident memory (MB) of a process that streams `path`'s games
    through read_games, batch by batch."""
    # VmHWM, not getrusage's ru_maxrss: Linux keeps the latter across
    # exec, so the child would report the benchmark's own peak.
    code = (
        "import re, sys, pyarrow as pa, rankfile.pgn\n"
        "rows = sum(b.num_rows for b in pa.RecordBatchReader.from_stream(rankfile.pgn.read_games(sys.argv[1], threads=2)))\n"
        "hwm = re.search(r'VmHWM:\\s+(\\d+) kB', open('/proc/self/status').read()).group(1)\n"
        "print(rows, int(hwm) // 1024)\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(path)], check=True, capture_output=True, text=True)
    rows, mb = out.stdout.split()
    return int(rows), int(mb)


def memory(data):
    with tempfile.TemporaryDirectory() as folder:
        for size in [100 << 20, 1 << 30]:
            path = pathlib.Path(folder) / "big.pgn"
            with open(path, "wb") as f:
                written = 0
                while written < size:
                    f.write(data)
                    f.write(b"\n\n")
                    written += len(data) + 2
            start = time.perf_counter()
            rows, mb = peak_memory(path)
            took = time.perf_counter() - start
            print(f"read_games over {written / (1 << 20):,.0f} MB: {rows:,} games in {took:.1f} s, peak memory {mb} MB")
            path.unlink()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("inputs", nargs="*", type=pathlib.Path)
    parser.add_argument("--memory", action="store_true")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    inputs = args.inputs or sorted(CORPUS.glob("*.pgn"))
    data = b"\n\n".join(p.read_bytes() for p in inputs)
    text = data.decode("utf-8", "replace")
    strings = game_strings(data)
    print(f"{len(strings):,} games, {len(data) / (1 << 20):.1f} MB, {os.cpu_count()} cores")

    import chess.pgn

    rounds = args.rounds
    t_chess, (games, plies) = best(max(1, rounds // 3), lambda: read_game_loop(chess, text))
    t_ours, (games_ours, plies_ours) = best(rounds, lambda: read_game_loop(rankfile, text))
    print(f"read_game loop, python-chess: {t_chess:.2f} s ({games / t_chess:,.0f} games/s, {plies:,} plies)")
    print(f"read_game loop, rankfile:     {t_ours:.3f} s ({games_ours / t_ours:,.0f} games/s, {plies_ours:,} plies)"
          f" = {t_chess / t_ours:.1f}x python-chess")

    try:
        import rust_pgn_reader_python_binding as peer
    except ImportError:
        peer = None
    for threads in [1, 2]:
        # Rounds taken in turn, back to back, so that both meet the same
        # machine (the best and the median of each are given).
        ours, theirs = [], []
        for _ in range(rounds):
            # Only the counts are kept: each round's table is let go
            # before the next, as the peer's result is.
            ours.append(best(1, lambda: pa.table(rankfile.pgn.read_games(data, threads=threads)).num_rows))
            if peer is not None:
                theirs.append(best(1, lambda: len(peer.parse_games_from_strings(strings, num_threads=threads))))
        t_table, rows = min(ours, key=lambda r: r[0])
        m_table = statistics.median(t for t, _ in ours)
        line = (f"read_games -> pyarrow, {threads} thread(s): {t_table:.3f} s, median {m_table:.3f} s"
                f" ({rows / t_table:,.0f} games/s) = {t_chess / t_table:.0f}x python-chess's loop")
        if theirs:
            t_peer = min(t for t, _ in theirs)
            m_peer = statistics.median(t for t, _ in theirs)
            line += (f"; rust_pgn_reader_python_binding: {t_peer:.3f} s, median {m_peer:.3f} s"
                     f" ({len(strings) / t_peer:,.0f} games/s): rankfile {t_peer / t_table:.2f}x as fast"
                     f" (medians: {m_peer / m_table:.2f}x)")
        print(line)
    if args.memory:
        memory(data)


if __name__ == "__main__":
    main()
