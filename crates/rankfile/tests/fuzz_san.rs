//! A fuzz driver for the move reader, in stable Rust: positions from random
//! games, and texts made of random bytes, move characters and their
//! look-alikes, and mutations of each position's own SAN, long algebraic
//! and UCI. Besides not panicking, every answer must hold together:
//! - a move read is legal, its SAN is what the writer writes, and that SAN
//!   reads back strictly to the same move;
//! - an ambiguous move lists at least two candidates, each a legal move;
//! - every error's span lies inside the input.
//!
//! `cargo test` runs 200,000 inputs; the full run is ignored:
//! `RANKFILE_FUZZ_INPUTS=10000000 cargo test --release -p rankfile --test fuzz_san -- --ignored`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::Rng;

use rankfile::{Lang, Position, ReadOptions, UciCastling};

const PIECES: &[&str] = &[
    "K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", "a", "c", "d", "e", "f", "g", "h",
    "1", "2", "3", "4", "5", "6", "7", "8", "0", "9", "x", "-", "=", "+", "#", "!", "?", "O", "o",
    "(", ")", "/", " ", ".", "e.p.", "♘", "♕", "♟", "Z", "@", "D", "T", "S", "L", "C", "F", "A",
    "V", "H", "X", "M", "é", "\t",
];

/// A position after up to 120 random plies.
fn random_position(rng: &mut Rng) -> Position {
    let mut pos = Position::new();
    for _ in 0..rng.below(121) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(&moves[rng.below(moves.len())]);
    }
    pos
}

fn random_text(rng: &mut Rng, pos: &Position) -> String {
    let moves = pos.legal_moves();
    match rng.below(4) {
        0 => {
            let bytes: Vec<u8> = (0..rng.below(12)).map(|_| rng.next() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 => (0..rng.below(9))
            .map(|_| PIECES[rng.below(PIECES.len())])
            .collect(),
        _ if moves.is_empty() => "O-O".into(),
        _ => {
            let m = moves[rng.below(moves.len())];
            let lang = Lang::ALL[rng.below(Lang::ALL.len())];
            let mut s: Vec<char> = match rng.below(4) {
                0 => pos.san_in(&m, lang),
                1 => pos.lan(&m),
                2 => m.uci(UciCastling::KingTakesRook),
                _ => pos.san(&m),
            }
            .chars()
            .collect();
            for _ in 0..rng.below(3) {
                let at = rng.below(s.len() + 1);
                let c = PIECES[rng.below(PIECES.len())].chars().next().unwrap();
                match rng.below(3) {
                    0 => s.insert(at, c),
                    1 if at < s.len() => {
                        s.remove(at);
                    }
                    _ if at < s.len() => s[at] = c,
                    _ => {}
                }
            }
            s.into_iter().collect()
        }
    }
}

fn check_one(pos: &Position, input: &str, rng: &mut Rng) {
    let options = ReadOptions {
        strict: rng.below(4) == 0,
        lang: Lang::ALL[rng.below(Lang::ALL.len())],
        allow_null: rng.below(2) == 0,
    };
    match pos.read_move(input, &options) {
        Ok(reading) => match reading.mv {
            Some(m) => {
                assert!(pos.is_legal(&m), "{pos:?} {input:?}: {m:?} is not legal");
                assert_eq!(reading.san, pos.san_in(&m, options.lang), "{input:?}");
                let back = pos.read_move(
                    &reading.san,
                    &ReadOptions {
                        strict: true,
                        ..options
                    },
                );
                assert_eq!(back.unwrap().mv, Some(m), "{pos:?} {input:?}");
            }
            None => assert!(options.allow_null, "{input:?}: a null move not allowed"),
        },
        Err(e) => {
            assert!(
                input.get(e.span()).is_some(),
                "{input:?}: span {:?}",
                e.span()
            );
            assert!(!e.message().is_empty());
            if e.code() == "ambiguous" {
                assert!(e.candidates().len() >= 2, "{input:?}: {e}");
                for c in e.candidates() {
                    let m = pos
                        .parse_san_strict(c)
                        .unwrap_or_else(|err| panic!("{c}: {err}"));
                    assert!(pos.is_legal(&m));
                }
            }
        }
    }
    // The plain reader agrees with the full one.
    if let Ok(m) = pos.parse_san(input) {
        let full = pos.read_move(input, &ReadOptions::default()).unwrap().mv;
        assert_eq!(full, Some(m), "{input:?}");
    }
}

fn run(count: u64, seed: u64) {
    let mut rng = Rng(seed);
    let mut pos = random_position(&mut rng);
    for i in 0..count {
        if i % 64 == 0 {
            pos = random_position(&mut rng);
        }
        let input = random_text(&mut rng, &pos);
        check_one(&pos, &input, &mut rng);
    }
}

#[test]
fn random_moves_get_coherent_answers() {
    run(200_000, 0x5a17);
}

#[test]
#[ignore = "long: ten million inputs; run with --ignored"]
fn ten_million_random_moves() {
    let count = std::env::var("RANKFILE_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000);
    let start = std::time::Instant::now();
    run(count, 0xc0ffee);
    eprintln!("{count} move texts in {:.1?}", start.elapsed());
}
