//! A fuzz driver for the FEN reader, in stable Rust: random text, random
//! characters from the FEN alphabet and its look-alikes, and mutations of
//! real FENs, each read strictly and leniently. Besides not panicking,
//! every answer must hold together:
//! - errors exist exactly when the input is refused;
//! - every span lies inside the input, on character boundaries;
//! - an accepted input's canonical FEN is accepted strictly and comes back
//!   unchanged (the writer and the reader agree).
//!
//! `cargo test` runs 200,000 inputs; the full run is ignored:
//! `RANKFILE_FUZZ_INPUTS=10000000 cargo test --release -p rankfile --test fuzz_fen -- --ignored`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::Rng;

use rankfile::fen::{self, EpMode, ReadMode};

const SEEDS: &[&str] = &[
    fen::STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 150 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_QKqk_-_+0_0;",
    "r3k2r/8/8/8/3pP3/8/8/R3K2R b HAha e3 0 1 bm e4;",
];

/// Characters a FEN is made of, and the ones people put in by mistake.
const ALPHABET: &[&str] = &[
    "K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", "1", "2", "3", "4", "5", "6", "7",
    "8", "0", "9", "/", " ", " ", " ", "-", "w", "b", "e", "3", "6", "~", "_", ",", ";", "x", ".",
    "\t", "\n", "\r", "\u{a0}", "３", "٣", "+", "½", "♔", "é", "\u{200b}", "H", "A",
];

fn random_input(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => {
            let len = rng.below(80);
            let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 => {
            let len = rng.below(90);
            (0..len).map(|_| *rng.pick(ALPHABET)).collect()
        }
        _ => {
            let mut s: Vec<char> = rng.pick(SEEDS).chars().collect();
            common::mutate(rng, &mut s, 4, 8, |rng| {
                rng.pick(ALPHABET).chars().next().unwrap_or(' ')
            });
            s.into_iter().collect()
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

fn run(count: u64, seed: u64) {
    let mut rng = Rng(seed);
    for _ in 0..count {
        let input = random_input(&mut rng);
        check_one(&input);
    }
}

#[test]
fn random_inputs_get_coherent_answers() {
    run(200_000, 0x5eed);
}

#[test]
#[ignore = "long: ten million inputs; run with --ignored"]
fn ten_million_random_inputs() {
    let count = std::env::var("RANKFILE_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000);
    let start = std::time::Instant::now();
    run(count, 0xf0a1);
    eprintln!(
        "{count} inputs, strict and lenient, in {:.1?}",
        start.elapsed()
    );
}
