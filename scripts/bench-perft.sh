#!/usr/bin/env bash
# Perft on one core against ellxor/perft (issue 34), timed side by side by
# hyperfine: the start position to depth 6 and Kiwipete to depth 5.
#
#   scripts/bench-perft.sh [RUNS]
#
# Builds rankfile's release binary, and ellxor/perft from its source in
# ../shared/anchors/ellxor-perft (ELLXOR_SRC overrides) into
# target/anchors/, with the flags its README gives. Skips, saying why,
# where there is no g++, no BMI2 (ellxor/perft needs `pext`), no
# hyperfine or no source. Both programs' counts are checked first.
# ellxor/perft runs as many threads as the machine has cores; `taskset -c
# 0` keeps them all on one core, as rankfile's `--threads 1`.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
src=${ELLXOR_SRC:-../shared/anchors/ellxor-perft}

skip() { echo "bench-perft: skipped: $*"; exit 0; }
command -v g++ >/dev/null || skip "no g++"
command -v hyperfine >/dev/null || skip "no hyperfine (apt-get install hyperfine)"
command -v taskset >/dev/null || skip "no taskset"
grep -qw bmi2 /proc/cpuinfo || skip "this processor has no BMI2, which ellxor/perft needs"
[ -f "$src/src/unity_build.cc" ] || skip "no ellxor/perft source in $src"

mkdir -p target/anchors
ellxor=target/anchors/ellxor-perft
g++ -std=c++20 -O3 -flto -fno-exceptions -fno-rtti -march=native "$src/src/unity_build.cc" -o "$ellxor"
cargo build --release -q -p rankfile-cli
rankfile=${CARGO_TARGET_DIR:-target}/release/rankfile

start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
for case in "$start|6|119060324" "$kiwipete|5|193690690"; do
  IFS='|' read -r fen depth nodes <<<"$case"
  got=$("$rankfile" perft --threads 1 "$fen" "$depth")
  [ "$got" = "$nodes" ] || { echo "rankfile counted $got, not $nodes: $fen"; exit 1; }
  "$ellxor" "$fen" "$depth" | grep -q "$nodes" || { echo "ellxor/perft did not count $nodes: $fen"; exit 1; }
done

grep -m1 "model name" /proc/cpuinfo
hyperfine -N -w 2 -r "$runs" \
  -n "rankfile, start position, depth 6" "taskset -c 0 $rankfile perft --threads 1 '$start' 6" \
  -n "ellxor/perft, start position, depth 6" "taskset -c 0 $ellxor '$start' 6" \
  -n "rankfile, Kiwipete, depth 5" "taskset -c 0 $rankfile perft --threads 1 '$kiwipete' 5" \
  -n "ellxor/perft, Kiwipete, depth 5" "taskset -c 0 $ellxor '$kiwipete' 5"
