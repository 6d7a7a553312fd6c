#!/usr/bin/env bash
# Rebuilds the benchmark inputs in target/bench-data/ from a fixed seed:
#   san.tsv   200,000 lines FEN<TAB>SAN: a position reached by random play
#             and one of its legal moves, in canonical SAN.
#   fens.txt  200,000 FENs of positions reached by random play, a tenth of
#             them broken the way people break them (placement only, ranks
#             reversed, castling rights left in, fullmove 0, a wrong
#             character, a doubled space).
#   random.pgn 20,000 random legal games with comments and NAGs.
#   short.pgn  50,000 games of four plies under ten tags.
# Usage: scripts/bench-inputs.sh [COUNT] [SEED]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-200000}
seed=${2:-1}
out=$here/target/bench-data
mkdir -p "$out"
cd "$here"
cargo run -q -p rankfile-bench --profile bench -- gen-fens "$count" "$seed" > "$out/fens.txt"
cargo run -q -p rankfile-bench --profile bench -- gen-san "$count" "$seed" > "$out/san.tsv"
# random.pgn: 20,000 games of random legal moves, annotated as games are
# (clock and evaluation comments, words, NAGs and glyphs).
cargo run -q -p rankfile-bench --profile bench -- gen-pgn 20000 "$seed" > "$out/random.pgn"
# short.pgn: 50,000 copies of one game of four plies under ten tags, as
# puzzle and opening collections hold them: the cost of a game itself.
python3 - "$out/short.pgn" <<'PY'
import sys
game = "".join(f'[{name} "{value}"]\n' for name, value in [
    ("Event", "Casual"), ("Site", "Paris"), ("Date", "2020.01.01"), ("Round", "1"),
    ("White", "A, B"), ("Black", "C, D"), ("Result", "1-0"), ("WhiteElo", "2000"),
    ("BlackElo", "2000"), ("ECO", "C20")]) + "\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
open(sys.argv[1], "w").write(game * 50000)
PY
wc -l "$out/fens.txt" "$out/san.tsv" "$out/random.pgn"
# games.pgn: the shared corpus's real games (The Week in Chess, player
# collections; 10,208 games) five times over: 51,040 games, 41 MB; and
# games.expected.json, python-chess's counts of them.
real=${RANKFILE_REAL_PGN:-$here/../shared/corpus/real}
if [ -d "$real" ]; then
  : > "$out/games.pgn"
  for _ in 1 2 3 4 5; do
    for f in "$real"/*.pgn; do cat "$f"; printf '\n\n'; done >> "$out/games.pgn"
  done
  ls -l "$out/games.pgn"
  # clocks.pgn: the same games as lichess writes them, a [%clk] comment
  # after each move written apart from its move number (3.3 million of
  # the 4.2 million plies; 101 MB): the export's reading of clocks. Tags,
  # comments and escaped lines are left as they are.
  python3 - "$out/games.pgn" "$out/clocks.pgn" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
kept_or_move = re.compile(
    r"(\{[^}]*\}|;[^\n]*|^\[[^\n]*$|^%[^\n]*$)|(\s)([NBRQKa-hO][^\s{}()\[\];]*)", re.M
)
count = 0
def clocked(m):
    global count
    if m.group(1) is not None or m.group(3) in ("1-0", "0-1", "1/2-1/2", "*"):
        return m.group(0)
    count += 1
    left = 180 - count % 170
    return f"{m.group(2)}{m.group(3)} {{ [%clk 0:{left // 60:02d}:{left % 60:02d}] }}"
open(sys.argv[2], "w", encoding="utf-8").write(kept_or_move.sub(clocked, text))
print("clocks.pgn:", count, "clocks")
PY
  # What python-chess 1.11.2 found in those games, five times over: the
  # benchmark asserts rankfile's counts against it (a game of a variant
  # other than Chess960 counts as one with an error: rankfile does not
  # play it).
  python3 - "$real/real_games.jsonl" "$out/games.expected.json" <<'PY'
import json, sys
games = plies = errors = 0
for line in open(sys.argv[1], encoding="utf-8"):
    game = json.loads(line)
    played = game["variant"] == "chess"  # standard chess and Chess960
    games += 1
    plies += game["plies"] if played else 0
    errors += bool(game["errors"]) or not played
expected = {"games": 5 * games, "plies": 5 * plies, "games_with_errors": 5 * errors}
json.dump(expected, open(sys.argv[2], "w"))
print("expected:", expected)
PY
else
  echo "no real games at $real (set RANKFILE_REAL_PGN): games.pgn not built" >&2
fi
