#!/usr/bin/env python3
"""Whole process against whole process, alternated in one run:
`rankfile pgn check --threads 1` against pgn-reader 0.29 with shakmaty 0.30
replaying the same games (`rankfile-bench pgn-process`), both built with the
`bench` profile.

    cargo build --profile bench -p rankfile-cli -p rankfile-bench
    scripts/bench-pgn-process.py target/bench-data/real.pgn target/bench-data/random.pgn

Each round runs rankfile, then the peer, then the peer, then rankfile (so
that neither always goes first); each run is timed by the CPU time the
kernel counts for the child process (user and system: one thread, so its
wall time less the waits), which leaves out the cost of starting it from
Python. The report gives the median and the best of each, and the ratio
of the medians (rankfile's time over the peer's).
"""
import os
import statistics
import subprocess
import sys

ROUNDS = 15
RANKFILE = ["target/release/rankfile", "pgn", "check", "--threads", "1", "--no-progress"]
PEER = ["target/release/rankfile-bench", "pgn-process"]


def once(command):
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return usage.ru_utime + usage.ru_stime


def main():
    for path in sys.argv[1:]:
        ours, theirs = [], []
        once(RANKFILE + [path])  # warm the page cache
        for _ in range(ROUNDS):
            ours.append(once(RANKFILE + [path]))
            theirs.append(once(PEER + [path]))
            theirs.append(once(PEER + [path]))
            ours.append(once(RANKFILE + [path]))
        m_ours, m_theirs = statistics.median(ours), statistics.median(theirs)
        print(
            f"{path}: rankfile median {m_ours:.3f} s (best {min(ours):.3f}), "
            f"pgn-reader median {m_theirs:.3f} s (best {min(theirs):.3f}), "
            f"ratio {m_ours / m_theirs:.2f} (best to best {min(ours) / min(theirs):.2f}), "
            f"{2 * ROUNDS} runs each"
        )


if __name__ == "__main__":
    main()
