//! Perft: the number of move sequences of each length, against python-chess
//! (`tests/data/perft.jsonl`) and the chessprogramming wiki's suite.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::{Position, ProblemKind, ProblemKinds, Setup};

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
            let depth = i as u32 + 1;
            assert_eq!(pos.perft(depth), *expected, "{name} depth {depth}");
            assert_eq!(pos.perft_portable(depth), *expected, "{name} portable");
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

/// The seven positions of shakmaty's `tricky.perft` that are well formed
/// but impossible (`tests/data/relaxed_perft.jsonl`, counted by
/// python-chess 1.11.2, which generates moves whatever `status()` says):
/// refused by `from_setup` with python-chess's status names, accepted by
/// `from_setup_accepting`, which then generates python-chess's moves and
/// counts.
#[test]
fn impossible_positions_count_as_python_chess_counts_when_accepted() {
    let cases = common::jsonl("relaxed_perft.jsonl");
    assert_eq!(cases.len(), 7);
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let setup: Setup = case["fen"].as_str().unwrap().parse().unwrap();
        let err = Position::from_setup(setup).unwrap_err();
        let codes: Vec<&str> = err.problems.iter().map(|p| p.code).collect();
        assert_eq!(codes, common::strings(&case["status"]), "{name}");
        // Accepting only some other problem is not enough.
        let other = ProblemKinds::NONE.with(ProblemKind::TooManyBlackPawns);
        assert!(
            Position::from_setup_accepting(setup, other).is_err(),
            "{name}"
        );

        let pos = Position::from_setup_accepting(setup, ProblemKinds::IMPLAUSIBLE).unwrap();
        assert_eq!(pos.problems(), err.problems, "{name}");
        let mut legal: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        legal.sort();
        assert_eq!(legal, common::strings(&case["legal_uci"]), "{name}");
        for (i, expected) in case["counts"].as_array().unwrap().iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(
                pos.perft(depth),
                expected.as_u64().unwrap(),
                "{name} depth {depth}"
            );
        }
    }
}

/// What the move generator cannot work with stays refused, whatever the
/// caller accepts.
#[test]
fn accepting_never_takes_a_position_without_defined_moves() {
    let every = ProblemKind::ALL.into_iter().collect::<ProblemKinds>();
    for (fen, code) in [
        ("8/8/8/8/8/8/8/8 w - - 0 1", "empty"),
        ("8/8/8/4k3/8/8/8/8 w - - 0 1", "no_white_king"),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "too_many_kings"),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "pawns_on_backrank"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "bad_castling_rights"),
        ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "invalid_ep_square"),
        ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "opposite_check"),
    ] {
        let setup: Setup = fen.parse().unwrap();
        let err = Position::from_setup_accepting(setup, every).unwrap_err();
        assert!(err.problems.iter().any(|p| p.code == code), "{fen}: {err}");
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
        let pos = position(fen);
        assert_eq!(pos.perft(depth), nodes, "{fen} depth {depth}");
        // The portable path (magic bitboards), one ply short to keep the
        // test quick, on every processor, whichever `perft` chose.
        assert_eq!(
            pos.perft_portable(depth - 1),
            pos.perft(depth - 1),
            "{fen} depth {}",
            depth - 1
        );
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

/// One position of a `.perft` suite: its id, its EPD and its counts.
struct SuiteEntry {
    id: String,
    epd: String,
    counts: Vec<(u32, u64)>,
}

/// The positions of a `.perft` file (`id`, `epd` and `perft DEPTH NODES`
/// lines).
fn read_suite(text: &str) -> Vec<SuiteEntry> {
    let mut out: Vec<SuiteEntry> = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(id) = line.strip_prefix("id ") {
            out.push(SuiteEntry {
                id: id.to_string(),
                epd: String::new(),
                counts: Vec::new(),
            });
        } else if let Some(epd) = line.strip_prefix("epd ") {
            out.last_mut().unwrap().epd = epd.to_string();
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            let entry = out.last_mut().unwrap();
            entry
                .counts
                .push((depth.parse().unwrap(), nodes.parse().unwrap()));
        }
    }
    out
}

/// Why an EPD's castling field only makes sense in Chess960, or `None`
/// when it reads as standard chess (even as a wrong one): a rook's file
/// written as a letter (Shredder-FEN, or X-FEN's inner rook), or a `KQkq`
/// right whose king stands off the e-file, or whose nearest corner holds no
/// rook while a rook of that side stands between it and the king (X-FEN's
/// "outermost rook").
fn chess960_only(epd: &str) -> Option<String> {
    let mut fields = epd.split(' ');
    let placement = fields.next()?;
    let castling = fields.nth(1)?;
    let ranks: Vec<&str> = placement.split('/').collect();
    // The pieces of a back rank, by file index.
    let back_rank = |white: bool| -> Vec<char> {
        let rank = if white { ranks[7] } else { ranks[0] };
        let mut squares = Vec::new();
        for c in rank.chars() {
            match c.to_digit(10) {
                Some(n) => squares.extend(std::iter::repeat_n('.', n as usize)),
                None => squares.push(c),
            }
        }
        squares
    };
    for letter in castling.chars().filter(|&c| c != '-') {
        let white = letter.is_ascii_uppercase();
        if matches!(letter.to_ascii_lowercase(), 'a'..='h') {
            return Some(format!("{letter}: a rook's file as a castling right"));
        }
        let rank = back_rank(white);
        let (king, rook) = if white { ('K', 'R') } else { ('k', 'r') };
        let Some(king_file) = rank.iter().position(|&c| c == king) else {
            continue;
        };
        let king_side = letter.eq_ignore_ascii_case(&'k');
        let side: Vec<usize> = if king_side {
            (king_file + 1..8).collect()
        } else {
            (0..king_file).collect()
        };
        let rooks: Vec<usize> = side.into_iter().filter(|&f| rank[f] == rook).collect();
        let corner = if king_side { 7 } else { 0 };
        if rooks.is_empty() {
            continue;
        }
        if king_file != 4 {
            return Some(format!(
                "{letter}: the king off the e-file, a rook beside it"
            ));
        }
        if !rooks.contains(&corner) {
            return Some(format!("{letter}: the outermost rook is not in the corner"));
        }
    }
    None
}

#[test]
fn chess960_positions_are_told_apart_by_their_castling_field() {
    for (epd, expected) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
            false,
        ),
        // A standard right without its rook is wrong, not Chess960.
        ("4k3/8/8/8/8/8/8/4K3 w K -", false),
        ("4k3/8/8/8/8/8/8/R3K3 w K -", false),
        ("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq -", true),
        (
            "4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff -",
            true,
        ),
        ("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq -", true),
        ("4k3/8/8/8/8/8/8/4KR2 w K -", true),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -", true),
    ] {
        assert_eq!(chess960_only(epd).is_some(), expected, "{epd}");
    }
}

/// shakmaty's own perft suites, read in place from `../shared/corpus/peers/`
/// (not copied: they are another project's). Run with `--ignored`.
///
/// Every position is played, to every depth whose count is at most a
/// million nodes, but those that [`chess960_only`] identifies as Chess960
/// (rankfile does not play it yet); impossible but well-formed ones are
/// accepted as [`Position::from_setup_accepting`] accepts them.
#[test]
#[ignore = "reads ../shared/corpus/peers, which a plain clone does not have"]
fn shakmaty_perft_suites() {
    let dir = common::data_dir().join("../../../shared/corpus/peers/shakmaty");
    let (mut checked, mut positions) = (0, 0);
    let mut skipped = Vec::new();
    for file in ["random.perft", "tricky.perft"] {
        let text = std::fs::read_to_string(dir.join(file)).expect("peer suite present");
        for entry in read_suite(&text) {
            if let Some(why) = chess960_only(&entry.epd) {
                skipped.push(format!("{} ({why})", entry.id));
                continue;
            }
            // EPD has four fields; the clocks are irrelevant to perft.
            let fen = format!("{} 0 1", entry.epd);
            let setup: Setup = fen
                .parse()
                .unwrap_or_else(|e| panic!("{file} {}: {e}", entry.id));
            let pos = Position::from_setup_accepting(setup, ProblemKinds::IMPLAUSIBLE)
                .unwrap_or_else(|e| panic!("{file} {}: {e}", entry.id));
            positions += 1;
            // The suites go up to ten billion nodes a position; counts up
            // to a million cover every position at its first depths.
            for &(depth, nodes) in entry.counts.iter().filter(|(_, n)| *n <= 1_000_000) {
                assert_eq!(pos.perft(depth), nodes, "{file} {} depth {depth}", entry.id);
                assert_eq!(
                    pos.perft_portable(depth),
                    nodes,
                    "{file} {} portable",
                    entry.id
                );
                checked += 1;
            }
        }
    }
    println!(
        "checked {checked} perft counts of {positions} positions; skipped {} Chess960 positions: {}",
        skipped.len(),
        skipped.join(", ")
    );
    assert_eq!(positions, 6838 + 18);
    assert_eq!(skipped.len(), 8);
}
