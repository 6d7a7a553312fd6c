#!/usr/bin/env bash
# Copies the parts of the shared python-chess corpus that the tests need into
# tests/data/, so that the tests run on a clone that has no ../shared.
# Usage: scripts/import-corpus.sh [CORPUS_DIR]   (default: ../shared/corpus)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:-$here/../shared/corpus}
out=$here/tests/data
mkdir -p "$out"
cp "$corpus/perft.jsonl" "$out/perft.jsonl"
cp "$corpus/invalid_fen.jsonl" "$out/invalid_fen.jsonl"
cp "$corpus/valid_but_odd.jsonl" "$out/valid_but_odd.jsonl"
cp "$corpus/pgn_edge.jsonl" "$out/pgn_edge.jsonl"
# The small real files (the large ones are read in place by an ignored test),
# with python-chess's reading of their games.
mkdir -p "$out/real"
cp "$corpus"/real/python-chess__*.pgn "$corpus/real/ex_checker__Stavanger2018.pgn" "$out/real/"
python3 -c "import json,os,sys,gzip; keep=set(os.listdir(sys.argv[2])); out=gzip.open(os.path.join(sys.argv[2],\"real_games.jsonl.gz\"),\"wt\"); [out.write(l) for l in open(sys.argv[1]) if json.loads(l)[\"file\"] in keep]" "$corpus/real/real_games.jsonl" "$out/real"
# positions.jsonl is 6 MB as text; gzip keeps the repository small.
gzip -9 -n -c "$corpus/positions.jsonl" > "$out/positions.jsonl.gz"
gzip -9 -n -c "$corpus/san.jsonl" > "$out/san.jsonl.gz"
gzip -9 -n -c "$corpus/games.pgn" > "$out/games.pgn.gz"
gzip -9 -n -c "$corpus/games.jsonl" > "$out/games.jsonl.gz"
echo "imported into $out:"
ls -l "$out"
