#!/usr/bin/env bash
# Builds the Chess Unwinnability Analyzer (CHA, Miguel Ambrona, GPL-3.0)
# beside rankfile, in target/anchors/ (ignored by git), to measure the
# dead-position verdicts against it (BENCHMARKS.md, "Dead positions").
# A yardstick only: nothing rankfile ships contains or links it.
#
#   scripts/build-cha.sh D3-CHESS-GIT-DIR STOCKFISH-GIT-DIR
#
# Both are git directories (a clone's .git, or a bare mirror) of
# github.com/miguel-ambrona/D3-Chess and github.com/official-stockfish/Stockfish.
# CHA links Stockfish's commit 51deae8 (December 2020) as a library, for its
# board and move generator; that commit embeds a network file it downloads
# at build time, which CHA never uses, so it is built with
# NNUE_EMBEDDING_OFF and no download. Stockfish is built for BMI2 (its
# fastest build on this machine), and CHA with the same flags.
# Then: target/anchors/cha/src/cha [-quick] < POSITIONS
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 D3-CHESS-GIT-DIR STOCKFISH-GIT-DIR" >&2
  exit 2
fi
cha_git=$1
sf_git=$2
out=target/anchors
rm -rf "$out/cha" "$out/sf"
mkdir -p "$out/cha"

git clone -q "$sf_git" "$out/sf"
git -C "$out/sf" checkout -q 51deae8
for f in src/Makefile src/cha.cpp src/cha.h src/dynamic.cpp src/dynamic.h \
  src/main.cpp src/semistatic.cpp src/semistatic.h src/util.cpp src/util.h \
  lib/stockfish/stockfish.cpp lib/stockfish/stockfish.h LICENSE; do
  mkdir -p "$out/cha/$(dirname "$f")"
  git --git-dir="$cha_git" show "HEAD:$f" > "$out/cha/$f"
done

cd "$out/sf/src"
sed -i '/^OBJS/i SRCS += stockfish.cpp' Makefile
cp ../../cha/lib/stockfish/stockfish.* .
make all -j2 ARCH=x86-64-bmi2 EXTRACXXFLAGS=-DNNUE_EMBEDDING_OFF > build.log 2>&1
g++ -Wl,--no-as-needed -lpthread -shared -o libstockfish.so -fPIC -O3 -flto *.o
flags=$(grep -o -- '-DUSE[A-Z0-9_]*\|-m[a-z0-9.]*\|-DIS_64BIT\|-DNDEBUG' build.log | sort -u | tr '\n' ' ')
sf_src=$(pwd)

cd ../../cha/src
# shellcheck disable=SC2086 # the flags are words
g++ -o cha util.cpp semistatic.cpp dynamic.cpp cha.cpp main.cpp -lpthread -O3 -std=c++17 \
  $flags -I"$sf_src" -L"$sf_src" -lstockfish -Wl,-rpath,"$sf_src"
echo "built $(pwd)/cha"
