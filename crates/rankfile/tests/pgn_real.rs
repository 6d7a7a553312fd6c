//! Real PGN files as their exporters wrote them (byte order marks, CRLF, a
//! ChessBase empty line, UCI moves, engine and clock comments, variants),
//! against python-chess's reading of each game: the same games, the same
//! main lines and final positions, and errors exactly where python-chess
//! found them. Variant games are refused: rankfile plays standard chess.
//!
//! `tests/data/real/` holds the small files; the large ones (15,000 games
//! of The Week in Chess and player collections) are read in place from the
//! shared corpus by the ignored test:
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
    texts.iter().map(|t| pgn::read_game(t)).collect()
}

fn check_directory(dir: &Path, expectations: &[serde_json::Value]) -> (usize, usize) {
    let mut files: Vec<String> = expectations
        .iter()
        .map(|e| e["file"].as_str().unwrap().to_string())
        .collect();
    files.dedup();
    let (mut games, mut refused) = (0, 0);
    for file in files {
        let ours = games_of(&dir.join(&file));
        let theirs: Vec<&serde_json::Value> = expectations
            .iter()
            .filter(|e| e["file"] == file.as_str())
            .collect();
        assert_eq!(ours.len(), theirs.len(), "{file}: number of games");
        for (i, (o, t)) in ours.iter().zip(&theirs).enumerate() {
            games += 1;
            let standard = t["variant"] == "chess" && t["chess960"] == false;
            if !standard {
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
            let their_errors = t["errors"].as_array().map_or(0, Vec::len);
            assert_eq!(
                o.errors.is_empty(),
                their_errors == 0,
                "{file} game {i}: {:?} vs {}",
                o.errors,
                t["errors"]
            );
        }
    }
    (games, refused)
}

#[test]
fn small_real_files_read_as_python_chess_reads_them() {
    let expectations = common::jsonl("real/real_games.jsonl.gz");
    let (games, refused) = check_directory(&common::data_dir().join("real"), &expectations);
    assert_eq!((games, refused), (61, 8));
}

#[test]
#[ignore = "reads the shared corpus in place: 15,000 games"]
fn every_real_game_reads_as_python_chess_reads_it() {
    let dir = common::data_dir().join("../../../shared/corpus/real");
    let text = std::fs::read_to_string(dir.join("real_games.jsonl")).expect("the shared corpus");
    let expectations: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let (games, refused) = check_directory(&dir, &expectations);
    eprintln!("{games} games, {refused} variant games refused");
    assert_eq!(games, expectations.len());
}
