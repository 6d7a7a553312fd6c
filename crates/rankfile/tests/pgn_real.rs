//! Real PGN files as their exporters wrote them (byte order marks, CRLF, a
//! ChessBase empty line, UCI moves, engine and clock comments, variants),
//! against python-chess's reading of each game: the same games, the same
//! main lines and final positions, and errors exactly where python-chess
//! found them (the same move refused in the same position). Variant games
//! are refused: rankfile plays standard chess.
//!
//! `tests/data/real/` holds the small files, and the one game of the large
//! ones in which python-chess found an error (an illegal `O-O-O`, cut out of
//! `twic1256.pgn` by `scripts/import-corpus.sh`); all the files (10,208
//! games of The Week in Chess and player collections) are read in place
//! from the shared corpus by the ignored test:
//! `cargo test --release -p rankfile --test pgn_real -- --ignored`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::Path;

use rankfile::pgn::{self, Splitter};

/// The games of a file, its bytes read line by line as the CLI reads them.
fn games_of(path: &Path) -> Vec<pgn::GameReading> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut splitter = Splitter::new();
    let mut texts = Vec::new();
    for line in bytes.split(|&b| b == b'\n') {
        texts.extend(splitter.push_line(&String::from_utf8_lossy(line)));
    }
    texts.extend(splitter.finish());
    texts
        .iter()
        .map(|t| pgn::read_game(t, rankfile::pgn::GameOptions::default()))
        .collect()
}

/// Checks every game of the files `expectations` names; returns the
/// number of games, of variant games refused, and of python-chess's errors
/// found where it found them.
fn check_directory(dir: &Path, expectations: &[serde_json::Value]) -> (usize, usize, usize) {
    let mut files: Vec<String> = expectations
        .iter()
        .map(|e| e["file"].as_str().unwrap().to_string())
        .collect();
    files.dedup();
    let (mut games, mut refused, mut errors) = (0, 0, 0);
    for file in files {
        let ours = games_of(&dir.join(&file));
        let theirs: Vec<&serde_json::Value> = expectations
            .iter()
            .filter(|e| e["file"] == file.as_str())
            .collect();
        assert_eq!(ours.len(), theirs.len(), "{file}: number of games");
        for (i, (o, t)) in ours.iter().zip(&theirs).enumerate() {
            games += 1;
            common::assert_round_trip(o, &format!("{file} game {i}"));
            // Standard chess and Chess960 are replayed; other variants
            // are refused.
            let played = t["variant"] == "chess";
            if !played {
                refused += 1;
                assert_eq!(o.errors[0].code, "variant", "{file} game {i}");
                continue;
            }
            let san = o.game.main_line_san();
            assert_eq!(san, common::strings_in_order(&t["san"]), "{file} game {i}");
            assert_eq!(
                o.game.final_position().fen(),
                t["final_fen"].as_str().unwrap(),
                "{file} game {i}"
            );
            let their_errors = t["errors"].as_array().unwrap();
            assert_eq!(
                o.errors.is_empty(),
                their_errors.is_empty(),
                "{file} game {i}: {:?} vs {}",
                o.errors,
                t["errors"]
            );
            for error in their_errors {
                errors += 1;
                assert_same_error(o, error.as_str().unwrap(), &format!("{file} game {i}"));
            }
        }
    }
    (games, refused, errors)
}

/// python-chess's `IllegalMoveError: illegal san: 'O-O-O' in FEN` is
/// rankfile's `illegal_move` for the same move, where the main line stops,
/// in the same position.
fn assert_same_error(ours: &pgn::GameReading, theirs: &str, game: &str) {
    let (class, rest) = theirs.split_once(": ").unwrap();
    let (san, fen) = rest
        .split_once(" san: '")
        .and_then(|(_, r)| r.split_once("' in "))
        .unwrap_or_else(|| panic!("{game}: python-chess's error {theirs:?}"));
    let code = match class {
        "IllegalMoveError" => "illegal_move",
        "AmbiguousMoveError" => "ambiguous_move",
        other => panic!("{game}: {other}"),
    };
    let error = ours
        .errors
        .iter()
        .find(|e| e.code == code)
        .unwrap_or_else(|| panic!("{game}: no {code} in {:?}", ours.errors));
    assert!(
        error.message.starts_with(&format!("{san}: ")),
        "{game}: {error:?}"
    );
    assert_eq!(ours.game.final_position().fen(), fen, "{game}");
}

#[test]
fn small_real_files_read_as_python_chess_reads_them() {
    let expectations = common::jsonl("real/real_games.jsonl.gz");
    let (games, refused, errors) = check_directory(&common::data_dir().join("real"), &expectations);
    // The four Chess960 games of cutechess-fischerrandom.pgn are replayed
    // (issue 14); the antichess and crazyhouse games are refused.
    assert_eq!((games, refused, errors), (62, 4, 1));
}

#[test]
#[ignore = "reads the shared corpus in place: 10,208 games"]
fn every_real_game_reads_as_python_chess_reads_it() {
    let dir = common::data_dir().join("../../../shared/corpus/real");
    let text = std::fs::read_to_string(dir.join("real_games.jsonl")).expect("the shared corpus");
    let expectations: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let (games, refused, errors) = check_directory(&dir, &expectations);
    eprintln!(
        "{games} games, {refused} variant games refused, {errors} errors where python-chess found them"
    );
    assert_eq!((games, errors), (10_208, 1));
}
