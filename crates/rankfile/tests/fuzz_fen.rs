//! A fuzz driver for the FEN reader, in stable Rust: random text, random
//! characters from the FEN alphabet and its look-alikes, and mutations of
//! real FENs, each read strictly and leniently. Besides not panicking,
//! every answer must hold together:
//! - errors exist exactly when the input is refused;
//! - every span lies inside the input, on character boundaries;
//! - an accepted input's canonical FEN is accepted strictly and comes back
//!   unchanged (the writer and the reader agree);
//! - the inputs valid on purpose (unmutated seeds, the FENs of positions
//!   reached by random play) are accepted, strictly and byte for byte, or
//!   leniently for the seeds only the lenient reader takes: a reader that
//!   refused everything would fail.
//!
//! `cargo test` runs 200,000 inputs; the full run is ignored:
//! `RANKFILE_FUZZ_INPUTS=10000000 cargo test --release -p rankfile --test fuzz_fen -- --ignored`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::Rng;

use rankfile::fen::{self, EpMode, ReadMode};

/// Legal FENs, read strictly.
const STRICT_SEEDS: &[&str] = &[
    fen::STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 150 1",
];

/// FENs as people write them, which only the lenient reader takes.
const LENIENT_SEEDS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_QKqk_-_+0_0;",
    "r3k2r/8/8/8/3pP3/8/8/R3K2R b HAha e3 0 1 bm e4;",
];

/// How an input is expected to be read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// Anything, as long as the answer holds together.
    Anything,
    /// Accepted strictly, and written back byte for byte.
    Strict,
    /// Accepted by the lenient reader.
    Lenient,
}

/// Characters a FEN is made of, and the ones people put in by mistake.
const ALPHABET: &[&str] = &[
    "K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", "1", "2", "3", "4", "5", "6", "7",
    "8", "0", "9", "/", " ", " ", " ", "-", "w", "b", "e", "3", "6", "~", "_", ",", ";", "x", ".",
    "\t", "\n", "\r", "\u{a0}", "３", "٣", "+", "½", "♔", "é", "\u{200b}", "H", "A",
];

/// The FEN of a position reached by up to 80 random plies.
fn random_game_fen(rng: &mut Rng) -> String {
    let mut pos = rankfile::Position::new();
    for _ in 0..rng.below(81) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(&moves[rng.below(moves.len())]);
    }
    pos.fen()
}

fn random_input(rng: &mut Rng) -> (String, Expect) {
    match rng.below(8) {
        0 | 1 => {
            let len = rng.below(80);
            let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            (
                String::from_utf8_lossy(&bytes).into_owned(),
                Expect::Anything,
            )
        }
        2 | 3 => {
            let len = rng.below(90);
            let text = (0..len).map(|_| *rng.pick(ALPHABET)).collect();
            (text, Expect::Anything)
        }
        4 => match rng.below(3) {
            0 => (rng.pick(STRICT_SEEDS).to_string(), Expect::Strict),
            1 => (rng.pick(LENIENT_SEEDS).to_string(), Expect::Lenient),
            _ => (random_game_fen(rng), Expect::Strict),
        },
        _ => {
            let seeds = if rng.below(2) == 0 {
                STRICT_SEEDS
            } else {
                LENIENT_SEEDS
            };
            let mut s: Vec<char> = rng.pick(seeds).chars().collect();
            common::mutate(rng, &mut s, 4, 8, |rng| {
                rng.pick(ALPHABET).chars().next().unwrap_or(' ')
            });
            (s.into_iter().collect(), Expect::Anything)
        }
    }
}

fn check_expected(input: &str, expect: Expect) {
    match expect {
        Expect::Anything => {}
        Expect::Strict => {
            let report = fen::check(input, ReadMode::Strict);
            assert!(report.is_ok(), "{input:?}: {:?}", report.errors);
            assert_eq!(report.fen(EpMode::AsGiven).as_deref(), Some(input));
        }
        Expect::Lenient => {
            let report = fen::check(input, ReadMode::Lenient);
            assert!(report.is_ok(), "{input:?}: {:?}", report.errors);
        }
    }
}

fn check_one(input: &str) {
    for mode in [ReadMode::Strict, ReadMode::Lenient] {
        let report = fen::check(input, mode);
        assert_eq!(
            report.is_ok(),
            report.errors.is_empty(),
            "{input:?} {mode:?}: {:?}",
            report.errors
        );
        for d in report.errors.iter().chain(&report.warnings) {
            assert!(
                !d.message.is_empty(),
                "{input:?}: empty message for {}",
                d.code
            );
            if let Some(span) = &d.span {
                assert!(
                    input.get(span.clone()).is_some(),
                    "{input:?} {mode:?}: {} has span {span:?} off the input",
                    d.code
                );
            }
        }
        if let Some(canonical) = report.fen(EpMode::AsGiven) {
            let again = fen::check(&canonical, ReadMode::Strict);
            assert!(
                again.is_ok(),
                "{input:?} gave {canonical:?}, refused: {:?}",
                again.errors
            );
            assert_eq!(
                again.fen(EpMode::AsGiven).as_deref(),
                Some(canonical.as_str())
            );
        }
    }
}

/// Runs `count` inputs; returns how many were valid on purpose.
fn run(count: u64, seed: u64) -> u64 {
    let mut rng = Rng(seed);
    let mut valid = 0;
    for _ in 0..count {
        let (input, expect) = random_input(&mut rng);
        check_one(&input);
        check_expected(&input, expect);
        valid += u64::from(expect != Expect::Anything);
    }
    valid
}

#[test]
fn random_inputs_get_coherent_answers() {
    // One input in eight is valid on purpose.
    let valid = run(200_000, 0x5eed);
    assert!((20_000..30_000).contains(&valid), "{valid}");
}

#[test]
#[ignore = "long: ten million inputs; run with --ignored"]
fn ten_million_random_inputs() {
    let count = std::env::var("RANKFILE_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000);
    let start = std::time::Instant::now();
    let valid = run(count, 0xf0a1);
    assert!(valid >= count / 10, "{valid} of {count} valid on purpose");
    eprintln!(
        "{count} inputs, strict and lenient, in {:.1?}",
        start.elapsed()
    );
}
