//! Perft: the number of move sequences of each length, against python-chess
//! (`tests/data/perft.jsonl`) and the chessprogramming wiki's suite.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::Position;

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn counts_and_divides_match_python_chess() {
    let cases = common::jsonl("perft.jsonl");
    assert_eq!(cases.len(), 64);
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let pos = position(case["fen"].as_str().unwrap());
        let counts: Vec<u64> = case["counts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap())
            .collect();
        for (i, expected) in counts.iter().enumerate() {
            assert_eq!(pos.perft(i as u32 + 1), *expected, "{name} depth {}", i + 1);
        }
        let depth = case["max_depth"].as_u64().unwrap() as u32;
        let mut divide: Vec<(String, u64)> = pos
            .divide(depth)
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect();
        divide.sort();
        let mut expected: Vec<(String, u64)> = case["divide"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
            .collect();
        expected.sort();
        assert_eq!(divide, expected, "{name} divide");
    }
}

/// The chessprogramming wiki's perft results, at their well-known depths.
#[test]
fn chessprogramming_suite_at_full_depth() {
    let suite: [(&str, u32, u64); 6] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            6,
            119_060_324,
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            5,
            193_690_690,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178_633_661),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            5,
            15_833_292,
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            5,
            89_941_194,
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            5,
            164_075_551,
        ),
    ];
    for (fen, depth, nodes) in suite {
        assert_eq!(position(fen).perft(depth), nodes, "{fen} depth {depth}");
    }
}

/// Position 4 mirrored must count the same as position 4.
#[test]
fn colour_flipped_positions_count_alike() {
    let a = position("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    let b = position("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1");
    for depth in 1..=4 {
        assert_eq!(a.perft(depth), b.perft(depth), "depth {depth}");
    }
}

/// shakmaty's own perft suites, read in place from `../shared/corpus/peers/`
/// (not copied: they are another project's). Run with `--ignored`.
#[test]
#[ignore = "reads ../shared/corpus/peers, which a plain clone does not have"]
fn shakmaty_perft_suites() {
    let dir = common::data_dir().join("../../../shared/corpus/peers/shakmaty");
    let mut checked = 0;
    let mut skipped = 0;
    for file in ["random.perft", "tricky.perft"] {
        let text = std::fs::read_to_string(dir.join(file)).expect("peer suite present");
        let mut pos: Option<Position> = None;
        let mut id = String::new();
        for line in text.lines() {
            let line = line.trim();
            if let Some(rest) = line.strip_prefix("id ") {
                id = rest.to_string();
            } else if let Some(epd) = line.strip_prefix("epd ") {
                // EPD has four fields; the clocks are irrelevant to perft.
                // A few tricky positions are Chess960 setups (castling
                // rights with the king off e1), which rankfile does not
                // play yet: those are skipped and counted.
                pos = format!("{epd} 0 1").parse().ok();
                if pos.is_none() {
                    skipped += 1;
                }
            } else if let Some(rest) = line.strip_prefix("perft ") {
                let mut parts = rest.split_whitespace();
                let depth: u32 = parts.next().unwrap().parse().unwrap();
                let nodes: u64 = parts.next().unwrap().parse().unwrap();
                // The suites go up to ten billion nodes a position; counts up
                // to a million cover every position at its first depths.
                if nodes > 1_000_000 {
                    continue;
                }
                let Some(p) = pos.as_ref() else { continue };
                assert_eq!(p.perft(depth), nodes, "{file} {id} depth {depth}");
                checked += 1;
            }
        }
    }
    println!("checked {checked} perft counts; skipped {skipped} Chess960 positions");
    assert!(skipped <= 20);
    assert!(checked > 20_000);
}
