#!/usr/bin/env python3
"""Two builds of rankfile on the same command, alternated in one run:
A, B, B, A, round after round, each run timed by the CPU time the kernel
counts for the child (user and system), so that neither build always goes
first and a busy minute falls on both.

    scripts/bench-ab.py OLD NEW ROUNDS -- pgn export --threads 1 --no-progress --force --out /tmp/ab FILE

Prints the median and the best of each, and the ratio of the medians
(B's time over A's): below 1, B is faster.
"""
import os
import statistics
import subprocess
import sys


def once(command):
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return usage.ru_utime + usage.ru_stime


def main():
    if len(sys.argv) < 6 or sys.argv[4] != "--":
        sys.exit(__doc__)
    a, b, rounds, args = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[5:]
    once([a] + args)  # warm the page cache
    times = {a: [], b: []}
    for _ in range(rounds):
        for build in (a, b, b, a):
            times[build].append(once([build] + args))
    m_a, m_b = statistics.median(times[a]), statistics.median(times[b])
    print(
        f"A {a}: median {m_a:.3f} s (best {min(times[a]):.3f}); "
        f"B {b}: median {m_b:.3f} s (best {min(times[b]):.3f}); "
        f"B/A {m_b / m_a:.3f}, {2 * rounds} runs each"
    )


if __name__ == "__main__":
    main()
