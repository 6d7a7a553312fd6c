#!/usr/bin/env python3
"""The HTTP API held to its own description: `rankfile serve` on a free
loopback port, and schemathesis run against it from `/api/openapi.json`
with every check it has (no 5xx, every answer's status, content type,
headers and body as described, schema-valid requests accepted and
schema-violating ones refused), a fixed number of examples per operation,
deterministically.

Usage: contract.py RANKFILE_BINARY [MAX_EXAMPLES]
"""

import os
import pathlib
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url, seconds=20):
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=1) as answer:
                return answer.status
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def main():
    binary = sys.argv[1]
    examples = sys.argv[2] if len(sys.argv) > 2 else "50"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    # With Stockfish (scripts/test.sh installs it), so that /api/analyse
    # answers; each search cut at 50 ms.
    server = subprocess.Popen([binary, "serve", "--addr", f"127.0.0.1:{port}",
                               "--engine", "stockfish", "--engine-time", "50"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(f"{base}/api/openapi.json")
        schemathesis = pathlib.Path(sys.executable).with_name("schemathesis")
        run = subprocess.run(
            [str(schemathesis), "run", f"{base}/api/openapi.json", "--checks", "all",
             "--max-examples", examples, "--generation-deterministic", "--workers", "1"],
            env=dict(os.environ, NO_COLOR="1"),
            # Its cache (.schemathesis/) goes to a folder of its own.
            cwd=tempfile.mkdtemp(prefix="rankfile-schemathesis-"),
        )
    finally:
        server.terminate()
        server.wait(timeout=10)
    if run.returncode != 0:
        sys.exit(f"schemathesis found the API breaking its description (exit {run.returncode})")
    print("the API keeps to its OpenAPI description (schemathesis, every check)")


if __name__ == "__main__":
    main()
