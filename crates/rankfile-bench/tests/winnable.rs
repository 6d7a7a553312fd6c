//! rankfile's dead-position verdicts against the Chess Unwinnability
//! Analyzer's test vectors (`tests/data/winnable/`, GPL-3.0 as CHA is,
//! read as data): no position decided against its label, few left
//! undetermined, and every helpmate replayed to mate by shakmaty, a
//! library that shares no code with rankfile's.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;

use rankfile::winnable::Verdict;
use rankfile::{Color, Position};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position as _};

/// The search's bound here: a tenth of the command's, so that the test
/// stays short; BENCHMARKS.md has the figures of every vector at the
/// command's (`rankfile-bench winnable-vectors`).
const BOUND: usize = 100_000;

/// One vector in this many is asked about, both sides, the first one
/// included: the same sample each run.
const EVERY: usize = 3;

/// How many of the sample's questions may stay undetermined at this
/// bound: the number measured, so that one more fails.
const UNDETERMINED_AT_MOST: usize = 31;

/// A vector's position as a full FEN: its four fields (one line gives
/// two, the castling and en passant fields left out: none), then clocks 0
/// and 1.
fn full_fen(fields: &str) -> String {
    let mut fields: Vec<&str> = fields.split_whitespace().collect();
    while fields.len() < 4 {
        fields.push("-");
    }
    format!("{} 0 1", fields.join(" "))
}

fn vectors() -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/winnable/cha-test-vectors.txt");
    let text = std::fs::read_to_string(path).unwrap();
    (text.lines())
        .filter(|line| !line.starts_with('#') && line.len() > 3)
        .map(|line| (line[..2].to_owned(), full_fen(&line[3..])))
        .collect()
}

/// Whether `ucis`, played from `fen` by shakmaty, are legal and end with
/// `winner` having mated.
fn shakmaty_mates(fen: &str, ucis: &[String], winner: Color) -> bool {
    let fen: Fen = fen.parse().unwrap();
    // Some vectors hold more pieces than a game can (nine bishops): the
    // rules still play them.
    let mut pos: Chess = match fen.into_position(CastlingMode::Standard) {
        Ok(pos) => pos,
        Err(e) => e.ignore_too_much_material().unwrap(),
    };
    for uci in ucis {
        let Ok(m) = uci
            .parse::<UciMove>()
            .map_err(|_| ())
            .and_then(|u| u.to_move(&pos).map_err(|_| ()))
        else {
            return false;
        };
        pos = pos.play(m).unwrap();
    }
    let loser = if winner == Color::White {
        shakmaty::Color::Black
    } else {
        shakmaty::Color::White
    };
    pos.is_checkmate() && pos.turn() == loser
}

#[test]
fn no_test_vector_is_decided_against_its_label() {
    let vectors = vectors();
    assert_eq!(vectors.len(), 1_803);
    let vectors: Vec<_> = vectors.into_iter().step_by(EVERY).collect();
    let (mut undetermined, mut wrong, mut unproved) = (Vec::new(), Vec::new(), Vec::new());
    let chunks: Vec<&[(String, String)]> = vectors.chunks(vectors.len() / 2 + 1).collect();
    let results: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = (chunks.iter())
            .map(|chunk| {
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for (label, fen) in chunk.iter() {
                        let pos: Position = fen.parse().unwrap();
                        for (side, letter) in [(Color::White, 'W'), (Color::Black, 'B')] {
                            out.push((
                                label.contains(letter),
                                fen.clone(),
                                side,
                                pos.winnable_within(side, BOUND),
                            ));
                        }
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    for (can_win, fen, side, verdict) in results {
        match verdict {
            Verdict::Winnable(helpmate) => {
                let pos: Position = fen.parse().unwrap();
                if !can_win {
                    wrong.push(format!("winnable, labelled not: {fen} {side:?}"));
                } else if !shakmaty_mates(&fen, &helpmate.uci(&pos), side) {
                    unproved.push(format!("{fen} {side:?}: {:?}", helpmate.uci(&pos)));
                }
            }
            Verdict::Unwinnable(why) if can_win => {
                wrong.push(format!("{}, labelled winnable: {fen} {side:?}", why.code()))
            }
            Verdict::Unwinnable(_) => {}
            Verdict::Undetermined { .. } => undetermined.push(format!("{fen} {side:?}")),
        }
    }
    assert!(wrong.is_empty(), "decided against the label: {wrong:#?}");
    assert!(
        unproved.is_empty(),
        "helpmates shakmaty does not replay to mate: {unproved:#?}"
    );
    assert!(
        undetermined.len() <= UNDETERMINED_AT_MOST,
        "{} undetermined: {undetermined:#?}",
        undetermined.len()
    );
}
