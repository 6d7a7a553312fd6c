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
# The one game python-chess found an error in (an illegal O-O-O in
# twic1256.pgn) is cut out of its large file, so that the everyday run checks
# an error where python-chess found it.
python3 - "$corpus/real" "$out/real" <<'PY'
import gzip, json, os, sys
src, dst = sys.argv[1], sys.argv[2]
keep = set(os.listdir(dst))
lines = []
for line in open(os.path.join(src, "real_games.jsonl"), encoding="utf-8"):
    game = json.loads(line)
    if game["file"] in keep:
        lines.append(line)
    elif game["errors"]:
        text = open(os.path.join(src, game["file"]), encoding="utf-8", errors="replace").read()
        starts = [i for i in range(len(text)) if text.startswith("[Event ", i) and (i == 0 or text[i - 1] == "\n")]
        n = game["game_in_file"]
        name = game["file"].replace(".pgn", f"-game{n}.pgn")
        with open(os.path.join(dst, name), "w", encoding="utf-8", newline="") as out:
            out.write(text[starts[n]:starts[n + 1]] if n + 1 < len(starts) else text[starts[n]:])
        game.update(file=name, game_in_file=0)
        lines.append(json.dumps(game) + "\n")
with gzip.open(os.path.join(dst, "real_games.jsonl.gz"), "wt", encoding="utf-8") as out:
    out.writelines(sorted(lines, key=lambda l: json.loads(l)["file"]))
PY
# positions.jsonl is 6 MB as text; gzip keeps the repository small.
gzip -9 -n -c "$corpus/positions.jsonl" > "$out/positions.jsonl.gz"
gzip -9 -n -c "$corpus/san.jsonl" > "$out/san.jsonl.gz"
gzip -9 -n -c "$corpus/games.pgn" > "$out/games.pgn.gz"
gzip -9 -n -c "$corpus/games.jsonl" > "$out/games.jsonl.gz"
echo "imported into $out:"
ls -l "$out"
