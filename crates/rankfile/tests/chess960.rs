//! Chess960 (issue 14): positions read as X-FEN and Shredder-FEN, their
//! moves, SAN and FENs against python-chess, and the move generator
//! against shakmaty's `chess960.perft`, read in place.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::fen::{self, ReadMode};
use rankfile::{EpMode, Position, UciCastling, Variant};

/// The position of a Chess960 FEN (Shredder-FEN or X-FEN; clocks added
/// to four fields), read by the FEN reader in Chess960 mode.
fn chess960(epd: &str) -> Position {
    let fields: Vec<&str> = epd.split(' ').collect();
    let fen = match fields.len() {
        4 => format!("{epd} 0 1"),
        _ => epd.to_string(),
    };
    let report = fen::check(
        &fen,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant: Variant::Chess960,
        },
    );
    report
        .position()
        .unwrap_or_else(|| panic!("{fen}: {:?}", report.errors))
}

/// 1,000 positions reached by random Chess960 play (half of them early,
/// castling often), with python-chess 1.11.2's FEN, Shredder-FEN, legal
/// moves (UCI king takes rook, SAN, the FEN after each) and perft counts
/// (`scripts/chess960-corpus.py`).
#[test]
fn chess960_moves_san_and_fens_match_python_chess() {
    let cases = common::jsonl("chess960.jsonl.gz");
    assert_eq!(cases.len(), 1000);
    let mut castles = 0;
    for case in &cases {
        let fen = case["fen"].as_str().unwrap();
        let pos = chess960(fen);
        assert_eq!(pos.fen_with(EpMode::Legal), fen, "X-FEN written back");
        // Shredder-FEN read, then written as X-FEN and as Shredder-FEN.
        let shredder = case["shredder"].as_str().unwrap();
        let from_shredder = chess960(shredder);
        assert_eq!(from_shredder, pos, "{shredder}");
        let written = fen::castling_field(&from_shredder.to_setup(), true);
        assert_eq!(
            Some(written.as_str()),
            shredder.split(' ').nth(2),
            "{shredder}"
        );
        let mut ours: Vec<(String, String, String)> = pos
            .legal_moves()
            .iter()
            .map(|m| {
                let mut after = pos;
                after.play_unchecked(m);
                (
                    m.uci(UciCastling::KingTakesRook),
                    pos.san(m),
                    after.fen_with(EpMode::Legal),
                )
            })
            .collect();
        ours.sort();
        let theirs: Vec<(String, String, String)> = case["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                let s = |i: usize| m[i].as_str().unwrap().to_string();
                (s(0), s(1), s(2))
            })
            .collect();
        castles += theirs.iter().filter(|m| m.1.starts_with("O-O")).count();
        assert_eq!(ours, theirs, "{fen}");
        if let Some(counts) = case["perft"].as_array() {
            for (depth, n) in (1..).zip(counts) {
                assert_eq!(pos.perft(depth), n.as_u64().unwrap(), "{fen} depth {depth}");
            }
        }
    }
    assert!(castles > 100, "{castles}");
}

#[test]
#[ignore = "reads ../shared/corpus/peers, which a plain clone does not have"]
fn chess960_perft_of_shakmaty_every_count_up_to_two_million_nodes() {
    let path = common::data_dir().join("../../../shared/corpus/peers/shakmaty/chess960.perft");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (mut current, mut positions, mut checked) = (None, 0, 0);
    for line in text.lines() {
        if let Some(epd) = line.strip_prefix("epd ") {
            current = Some((epd.to_string(), chess960(epd)));
            positions += 1;
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
            if nodes > 2_000_000 {
                continue;
            }
            let (epd, pos) = current.as_ref().unwrap();
            assert_eq!(pos.perft(depth), nodes, "{epd} depth {depth}");
            checked += 1;
        }
    }
    println!("checked {checked} perft counts of {positions} Chess960 positions");
    assert_eq!(positions, 960);
    assert!(checked > 3_000, "{checked}");
}

/// The 960 start positions by number, as python-chess 1.11.2 numbers them
/// (`scripts/chess960-corpus.py --starts`).
#[test]
fn the_960_start_positions_are_numbered_as_python_chess_numbers_them() {
    let starts = common::text("chess960_starts.txt");
    let theirs: Vec<&str> = starts.lines().collect();
    assert_eq!(theirs.len(), 960);
    for (n, fen) in (0u16..).zip(theirs) {
        let ours = rankfile::variant::chess960_start(n).unwrap();
        assert_eq!(ours.fen(), fen, "position {n}");
    }
}

/// Every move of the 1,000 positions through SAN and both UCI forms and
/// back: the king taking its rook always, the king's own square whenever
/// no other legal move goes from and to the same squares.
#[test]
fn every_chess960_move_round_trips_through_san_and_both_uci_forms() {
    let mut king_to_square = 0;
    for case in common::jsonl("chess960.jsonl.gz") {
        let pos = chess960(case["fen"].as_str().unwrap());
        let moves = pos.legal_moves();
        for m in &moves {
            assert_eq!(
                pos.parse_san(&pos.san(m)).ok(),
                Some(*m),
                "{} {m:?}",
                pos.fen()
            );
            let ktr = m.uci(UciCastling::KingTakesRook);
            assert_eq!(pos.parse_uci(&ktr).ok(), Some(*m), "{} {ktr}", pos.fen());
            let kts = m.uci(UciCastling::KingToSquare);
            let shared = moves
                .iter()
                .any(|o| o != m && o.uci(UciCastling::KingToSquare) == kts);
            if m.is_castle() && !shared {
                king_to_square += 1;
                assert_eq!(pos.parse_uci(&kts).ok(), Some(*m), "{} {kts}", pos.fen());
            }
        }
    }
    assert!(king_to_square > 50, "{king_to_square}");
}
