//! A fuzz driver for the move reader, in stable Rust: positions from random
//! games, and texts made of random bytes, move characters and their
//! look-alikes, and mutations of each position's own SAN, long algebraic
//! and UCI. Besides not panicking, every answer must hold together:
//! - a move read is legal, its SAN is what the writer writes, and that SAN
//!   reads back strictly to the same move;
//! - an ambiguous move lists at least two candidates, each a legal move;
//! - every error's span lies inside the input;
//! - a position's own move, written unmutated in a notation the options
//!   read (SAN in the options' language; unless strict, UCI, and long
//!   algebraic with English letters), is read as that move: a reader that refused everything would
//!   fail.
//!
//! `cargo test` runs 200,000 inputs; the full run is ignored:
//! `RANKFILE_FUZZ_INPUTS=10000000 cargo test --release -p rankfile --test fuzz_san -- --ignored`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::Rng;

use rankfile::{Lang, Move, Position, ReadOptions, UciCastling};

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

/// A move text for `pos`, and the move it must be read as when it is one
/// of the position's own moves, unmutated, in a notation `options` read.
fn random_text(rng: &mut Rng, pos: &Position, options: &ReadOptions) -> (String, Option<Move>) {
    let moves = pos.legal_moves();
    match rng.below(4) {
        0 => {
            let bytes: Vec<u8> = (0..rng.below(12)).map(|_| rng.next() as u8).collect();
            (String::from_utf8_lossy(&bytes).into_owned(), None)
        }
        1 => {
            let text = (0..rng.below(9))
                .map(|_| PIECES[rng.below(PIECES.len())])
                .collect();
            (text, None)
        }
        _ if moves.is_empty() => ("O-O".into(), None),
        _ => {
            let m = moves[rng.below(moves.len())];
            let lang = Lang::ALL[rng.below(Lang::ALL.len())];
            let (text, readable) = match rng.below(5) {
                0 => (pos.san_in(&m, lang), lang == options.lang),
                1 => (
                    pos.lan(&m),
                    !options.strict && options.lang == Lang::English,
                ),
                2 => (m.uci(UciCastling::KingTakesRook), !options.strict),
                3 => (pos.san_in(&m, options.lang), true),
                _ => (pos.san(&m), options.lang == Lang::English),
            };
            let mut s: Vec<char> = text.chars().collect();
            let edits = rng.below(3);
            for _ in 0..edits {
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
            let intact = edits == 0 && readable;
            (s.into_iter().collect(), intact.then_some(m))
        }
    }
}

fn check_one(pos: &Position, input: &str, options: &ReadOptions, expected: Option<Move>) {
    let options = *options;
    if let Some(m) = expected {
        let reading = pos.read_move(input, &options);
        match &reading {
            // A letter of two alphabets that both read as legal moves:
            // refused, `m` among the readings it names.
            Err(e) if e.code() == "ambiguous" && options.other_letters != options.lang => {
                assert!(
                    e.candidates()
                        .iter()
                        .any(|c| pos.read_move(c, &options).is_ok_and(|r| r.mv == Some(m))),
                    "{pos:?} {input:?}: {e}"
                );
            }
            _ => {
                let read = reading.as_ref().map(|r| r.mv);
                assert_eq!(read, Ok(Some(m)), "{pos:?} {input:?} with {options:?}");
            }
        }
    }
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
                // Each candidate, read with the same options, is one legal
                // move: a hint never suggests a spelling that is refused.
                for c in e.candidates() {
                    let m = pos
                        .read_move(c, &options)
                        .unwrap_or_else(|err| panic!("{c}: {err}"));
                    assert!(m.mv.is_some_and(|m| pos.is_legal(&m)), "{c}");
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

/// Runs `count` move texts; returns how many were moves read on purpose.
fn run(count: u64, seed: u64) -> u64 {
    let mut rng = Rng(seed);
    let mut pos = random_position(&mut rng);
    let mut intact = 0;
    for i in 0..count {
        if i % 64 == 0 {
            pos = random_position(&mut rng);
        }
        let options = ReadOptions {
            strict: rng.below(4) == 0,
            lang: Lang::ALL[rng.below(Lang::ALL.len())],
            allow_null: rng.below(2) == 0,
            other_letters: Lang::ALL[rng.below(Lang::ALL.len())],
            ..ReadOptions::default()
        };
        let (input, expected) = random_text(&mut rng, &pos, &options);
        check_one(&pos, &input, &options, expected);
        intact += u64::from(expected.is_some());
    }
    intact
}

#[test]
fn random_moves_get_coherent_answers() {
    let intact = run(200_000, 0x5a17);
    assert!(intact > 10_000, "{intact} moves read on purpose");
}

#[test]
#[ignore = "long: ten million inputs; run with --ignored"]
fn ten_million_random_moves() {
    let count = std::env::var("RANKFILE_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000);
    let start = std::time::Instant::now();
    let intact = run(count, 0xc0ffee);
    assert!(
        intact > count / 20,
        "{intact} of {count} moves read on purpose"
    );
    eprintln!("{count} move texts in {:.1?}", start.elapsed());
}
