#!/usr/bin/env bash
# The README's "How fast" table, measured again in one command, each row
# with its peers in the same run, in the table's order:
#
#   scripts/bench-readme.sh
#
# 1. perft on one core against ellxor/perft (scripts/bench-perft.sh);
# 2. perft in-process against cozy-chess and shakmaty (rankfile-bench);
# 3. `pgn check --threads 1` against pgn-reader with shakmaty, whole
#    processes alternated (scripts/bench-pgn-process.py), on the corpus's
#    real games and on random annotated ones;
# 4. `rankfile.pgn.read_games` against rust_pgn_reader_python_binding,
#    in a virtual environment of the benchmark's own (target/bench-venv:
#    the peer is GPL, never a dependency of rankfile's).
#
# Needs what each step needs (g++ and hyperfine for the first, the
# corpus's real games in ../shared/corpus/real or RANKFILE_REAL_PGN for
# the third and fourth, the package index for the fourth); a step that
# cannot run says why and the others go on. Takes about ten minutes on
# two cores; the machine should be otherwise idle.
set -euo pipefail
cd "$(dirname "$0")/.."
real=${RANKFILE_REAL_PGN:-../shared/corpus/real}
model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')
echo "# $(date -u +%F), $model, $(nproc) cores"

echo "## perft, one core, against ellxor/perft"
scripts/bench-perft.sh 10

echo "## perft in-process, against cozy-chess and shakmaty"
cargo build -q --profile bench -p rankfile-cli -p rankfile-bench
target/release/rankfile-bench perft 5

echo "## pgn check --threads 1, against pgn-reader"
if [ -d "$real" ]; then
  scripts/bench-inputs.sh > /dev/null
  for f in "$real"/*.pgn; do cat "$f"; printf '\n\n'; done > target/bench-data/real.pgn
  scripts/bench-pgn-process.py target/bench-data/real.pgn target/bench-data/random.pgn
else
  echo "skipped: no real games in $real (set RANKFILE_REAL_PGN)"
fi

echo "## read_games, against rust_pgn_reader_python_binding"
if [ -d "$real" ]; then
  venv=target/bench-venv
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check ./crates/rankfile-py \
    chess==1.11.2 pyarrow==26.0.1 rust_pgn_reader_python_binding==4.1.0
  "$venv/bin/python" crates/rankfile-py/bench/games.py --rounds 15 "$real"/*.pgn 2>&1 | grep -v '^illegal san'
else
  echo "skipped: no real games in $real"
fi
