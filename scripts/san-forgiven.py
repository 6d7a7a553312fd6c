#!/usr/bin/env python3
"""Writes tests/data/san_forgiven.jsonl: python-chess's answer on the
spellings rankfile reads on purpose although python-chess refuses them.

For each case of the corpus's san.jsonl that python-chess 1.11.2 refuses as
not a move (InvalidMoveError), the input is rewritten by the rules below
into the spelling python-chess reads; when a rule applies, the line records
the rules, the rewritten form and python-chess's verdict on that form. The
test `typed_moves_are_read_as_python_chess_reads_them` (crates/rankfile/
tests/san.rs) requires rankfile's verdict on the input to be that verdict.

Usage: scripts/san-forgiven.py [CORPUS_DIR]   (default: ../shared/corpus)
Needs python-chess 1.11.2 (pip install chess==1.11.2).
"""
import json
import os
import sys

import chess

assert chess.__version__ == "1.11.2", chess.__version__

FIGURINES = {"♔": "K", "♕": "Q", "♖": "R", "♗": "B", "♘": "N"}
PROMOTIONS = [(f"({p})", f"={p}") for p in "QRBN"] + [(f"/{p}", f"={p}") for p in "QRBN"]


def rewrite(text):
    """The form python-chess reads, and the name of each rule applied."""
    rules = []
    s = text.strip()
    if s != text:
        rules.append("spaces")
    # Annotation glyphs after the move (the PGN standard's suffix annotations).
    stripped = s.rstrip("!?")
    if stripped != s:
        rules.append("annotation")
        s = stripped
    # "e.p.", written by hand after an en passant capture (FIDE's appendix).
    for ep in (" e.p.", "e.p.", " ep"):
        if s.endswith(ep):
            s = s[: -len(ep)]
            rules.append("ep_suffix")
    if any(f in s for f in FIGURINES):
        rules.append("figurine")
        for f, letter in FIGURINES.items():
            s = s.replace(f, letter)
    # A lowercase piece letter that cannot be a file (b is the b-pawn).
    if s[:1] in ("n", "r", "q", "k"):
        rules.append("lowercase_piece")
        s = s[0].upper() + s[1:]
    if s.startswith("P"):
        rules.append("pawn_letter")
        s = s[1:]
    for form, canonical in PROMOTIONS:
        if form in s:
            rules.append("promotion_form")
            s = s.replace(form, canonical)
    return s, rules


def verdict(board, text):
    try:
        return board.parse_san(text).uci(), None
    except (chess.InvalidMoveError, chess.IllegalMoveError, chess.AmbiguousMoveError) as e:
        return None, type(e).__name__


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "shared", "corpus")
    out_path = os.path.join(here, "..", "tests", "data", "san_forgiven.jsonl")
    count = 0
    with open(os.path.join(corpus, "san.jsonl"), encoding="utf-8") as cases, open(
        out_path, "w", encoding="utf-8", newline="\n"
    ) as out:
        for line in cases:
            case = json.loads(line)
            if case["error"] != "InvalidMoveError":
                continue
            form, rules = rewrite(case["input"])
            if not rules or form == case["input"]:
                continue
            uci, error = verdict(chess.Board(case["fen"]), form)
            record = {
                "fen": case["fen"],
                "input": case["input"],
                "kind": case["kind"],
                "rules": rules,
                "form": form,
                "uci": uci,
                "error": error,
            }
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
            count += 1
    print(f"wrote {count} cases to {os.path.normpath(out_path)}")


if __name__ == "__main__":
    main()
