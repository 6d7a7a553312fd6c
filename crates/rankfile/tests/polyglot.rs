//! Polyglot keys against python-chess's `chess.polyglot.zobrist_hash`:
//! the 5,000 positions of the corpus and the positions after three of the
//! legal moves of each (19,148 keys, `tests/data/polyglot.jsonl.gz`,
//! written by `scripts/polyglot-data.py`), en passant cases included.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::Position;

#[test]
fn every_key_equals_python_chess() {
    let cases = common::jsonl("polyglot.jsonl.gz");
    assert_eq!(cases.len(), 19_148);
    let mut with_ep = 0;
    for case in &cases {
        let fen = case["fen"].as_str().unwrap();
        let pos: Position = fen.parse().unwrap();
        let key = format!("{:016x}", pos.polyglot_key());
        assert_eq!(key, case["key"].as_str().unwrap(), "{fen}");
        with_ep += usize::from(pos.ep_square().is_some());
    }
    // Positions with an en passant square, some of them with a capture
    // the format counts, some without.
    assert!(with_ep > 100, "{with_ep}");
}
