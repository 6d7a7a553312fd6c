//! Speed comparisons of rankfile with shakmaty and cozy-chess, in one run
//! and one binary, so that every library gets the same compiler, flags and
//! machine state.
//!
//! `cargo run -p rankfile-bench --profile bench -- perft [RUNS]`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::hint::black_box;
use std::time::{Duration, Instant};

mod peers;

struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

const PERFT_CASES: [Case; 2] = [
    Case {
        name: "start position, depth 6",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "Kiwipete, depth 5",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
];

/// The best of `runs` timings of `f`, which must return `expected`.
fn best_of(runs: usize, expected: u64, mut f: impl FnMut() -> u64) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            let nodes = black_box(f());
            let elapsed = start.elapsed();
            assert_eq!(nodes, expected, "wrong node count");
            elapsed
        })
        .min()
        .unwrap_or_default()
}

fn perft(runs: usize) {
    println!(
        "perft, one thread, bulk counting at the last ply for every library; best of {runs} runs\n"
    );
    println!(
        "| position | rankfile | shakmaty 0.30.1 | cozy-chess 0.3.4 | rankfile / fastest peer |"
    );
    println!("|---|---|---|---|---|");
    for case in &PERFT_CASES {
        let ours: rankfile::Position = case.fen.parse().unwrap_or_else(|e| panic!("{e}"));
        let shak = peers::shakmaty_position(case.fen);
        let cozy = peers::cozy_board(case.fen);
        let t_ours = best_of(runs, case.nodes, || ours.perft(case.depth));
        let t_shak = best_of(runs, case.nodes, || {
            peers::shakmaty_perft(&shak, case.depth)
        });
        let t_cozy = best_of(runs, case.nodes, || peers::cozy_perft(&cozy, case.depth));
        let fastest = t_shak.min(t_cozy);
        let cell = |t: Duration| {
            format!(
                "{:.3} s ({:.0} Mnps)",
                t.as_secs_f64(),
                case.nodes as f64 / t.as_secs_f64() / 1e6
            )
        };
        println!(
            "| {} | {} | {} | {} | {:.2} |",
            case.name,
            cell(t_ours),
            cell(t_shak),
            cell(t_cozy),
            t_ours.as_secs_f64() / fastest.as_secs_f64()
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runs = args.get(1).and_then(|r| r.parse().ok()).unwrap_or(3);
    match args.first().map(String::as_str) {
        Some("perft") | None => perft(runs),
        Some(other) => {
            eprintln!("unknown benchmark {other:?}; known: perft");
            std::process::exit(2);
        }
    }
}
