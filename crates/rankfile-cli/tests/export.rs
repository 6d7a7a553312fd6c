//! `rankfile pgn export`: both tables, typed values, the files' layout,
//! partitions, and what happens to broken games, unreadable inputs and a
//! folder that holds a table already.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::{Path, PathBuf};

use common::{rankfile, stderr, stdout, temp_file};
use serde_json::{Value, json};

/// Three games: a lichess-style one with clocks and evaluations, an old
/// one with a partial date, and one with an illegal move.
const GAMES: &str = "\
[Event \"Rated Blitz game\"]
[Site \"https://lichess.org/abcd1234\"]
[Date \"2024.03.15\"]
[White \"Alice\"]
[Black \"Bob\"]
[Result \"1-0\"]
[UTCDate \"2024.03.16\"]
[UTCTime \"23:59:58\"]
[WhiteElo \"2100\"]
[BlackElo \"?\"]
[WhiteRatingDiff \"+7\"]
[BlackTitle \"FM\"]
[TimeControl \"300+3\"]
[Termination \"Normal\"]
[Annotator \"Carol\"]

1. e4 { [%eval 0.25] [%clk 0:05:00] } 1... e5 { [%eval #-3] } 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event \"Old\"]
[Date \"1851.??.??\"]
[Result \"*\"]
[TimeControl \"-\"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 *

[Event \"Broken\"]
[Date \"2023.12.31\"]
[Result \"*\"]

1. e4 e5 2. Ke3 Nc6 *
";

/// A fresh folder for one test's tables.
fn out_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rankfile-export-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn export(args: &[&str], input: &Path, out: &Path) -> std::process::Output {
    let mut all = vec![
        "pgn",
        "export",
        "--no-progress",
        "--out",
        out.to_str().unwrap(),
    ];
    all.extend(args);
    all.push(input.to_str().unwrap());
    rankfile(&all, "")
}

fn ndjson(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn the_games_table_holds_typed_values() {
    let input = temp_file("export-games.pgn", GAMES.as_bytes());
    let out = out_dir("typed");
    let run = export(&["--to", "ndjson"], &input, &out);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let games = ndjson(&out.join("games/part-00000.ndjson"));
    assert_eq!(games.len(), 3);
    let first = &games[0];
    assert_eq!(first["game"], 1);
    assert_eq!(first["offset"], 0);
    assert_eq!(first["date"], "2024-03-15");
    assert_eq!(first["date_text"], "2024.03.15");
    assert_eq!(first["utc_date"], "2024-03-16");
    assert_eq!(first["utc_time"], "23:59:58");
    assert_eq!(
        (&first["white_elo"], &first["black_elo"]),
        (&json!(2100), &Value::Null)
    );
    assert_eq!(first["white_rating_diff"], 7);
    assert_eq!(first["black_title"], "FM");
    assert_eq!(
        (&first["time_initial"], &first["time_increment"]),
        (&json!(300), &json!(3))
    );
    assert_eq!(first["tags"], json!({"Annotator": "Carol"}));
    assert_eq!(
        first["moves_san"],
        json!(["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"])
    );
    assert_eq!(first["moves_uci"][6], "h5f7");
    assert_eq!(
        first["clocks"],
        json!([300.0, null, null, null, null, null, null])
    );
    assert_eq!(first["evals"][0], json!({"cp": 25, "mate": null}));
    assert_eq!(first["evals"][1], json!({"cp": null, "mate": -3}));
    assert_eq!(first["evals"][2], Value::Null);
    assert_eq!(
        (&first["outcome"], &first["winner"]),
        (&json!("checkmate"), &json!("white"))
    );
    assert_eq!(first["ply_count"], 7);
    assert_eq!(first["start_fen"], Value::Null);
    assert_eq!(first["opening_eco"], "C20");
    assert_eq!(
        first["opening_name"],
        "King's Pawn Game: Wayward Queen Attack"
    );
    let old = &games[1];
    assert_eq!(
        (&old["date"], &old["date_text"]),
        (&Value::Null, &json!("1851.??.??"))
    );
    assert_eq!(
        (&old["time_control"], &old["time_initial"]),
        (&json!("-"), &Value::Null)
    );
    assert_eq!(
        old["opening_name"],
        "Queen's Gambit Declined: Normal Defense"
    );
    // The offset is where the game's first line is in the file.
    let offset = GAMES.find("[Event \"Old\"]").unwrap();
    assert_eq!(old["offset"], offset);
    // The broken game keeps its row, with what could be read.
    let broken = &games[2];
    assert_eq!(
        (&broken["ok"], &broken["errors"]),
        (&json!(false), &json!(1))
    );
    assert_eq!(broken["moves_san"], json!(["e4", "e5"]));
    assert!(
        broken["parse_error"].as_str().unwrap().contains("Ke3"),
        "{broken}"
    );
    assert!(
        stderr(&run).contains("exported 3 games (1 with errors)"),
        "{}",
        stderr(&run)
    );
}

#[test]
fn the_positions_table_holds_every_ply_of_the_main_lines() {
    let input = temp_file("export-positions.pgn", GAMES.as_bytes());
    let out = out_dir("positions");
    let run = export(&["--to", "ndjson", "--positions"], &input, &out);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let positions = ndjson(&out.join("positions/part-00000.ndjson"));
    // 8 + 7 + 3 positions: each main line's start and its plies (the
    // broken game's two before its illegal move).
    assert_eq!(positions.len(), 18);
    assert_eq!(positions[0]["ply"], 0);
    assert_eq!(
        (&positions[0]["san"], &positions[0]["turn"]),
        (&Value::Null, &json!("white"))
    );
    assert_eq!(positions[0]["polyglot"], 0x463b_9618_1691_fc9c_u64);
    assert_eq!(
        (&positions[1]["san"], &positions[1]["uci"]),
        (&json!("e4"), &json!("e2e4"))
    );
    assert_eq!(
        (&positions[1]["clock"], &positions[1]["eval_cp"]),
        (&json!(300.0), &json!(25))
    );
    assert_eq!(positions[1]["polyglot"], 0x823c_9b50_fd11_4196_u64);
    assert_eq!(positions[2]["eval_mate"], -3);
    // The FENs are `pgn fens`'s (en passant square after every double
    // push, as the PGN standard writes it), game by game.
    assert_eq!(
        positions[1]["fen"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    let fens = rankfile(&["pgn", "fens", "--json", input.to_str().unwrap()], "");
    let theirs: Vec<Value> = stdout(&fens)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for game in &theirs {
        let ours: Vec<&Value> = positions
            .iter()
            .filter(|p| p["game"] == game["game"])
            .map(|p| &p["fen"])
            .collect();
        let theirs: Vec<&Value> = game["fens"].as_array().unwrap().iter().collect();
        assert_eq!(ours, theirs, "game {}", game["game"]);
    }
}

#[test]
fn json_says_what_was_written_and_files_are_cut_in_order() {
    let input = temp_file("export-files.pgn", GAMES.as_bytes());
    let out = out_dir("files");
    let run = export(
        &["--json", "--games-per-file", "2", "--positions"],
        &input,
        &out,
    );
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let summary: Value = serde_json::from_str(&stdout(&run)).unwrap();
    assert_eq!(summary["games"], 3);
    assert_eq!(summary["errors"], 1);
    assert_eq!(summary["positions"], 18);
    assert_eq!(
        summary["files"],
        json!([
            {"table": "games", "path": "games/part-00000.parquet", "rows": 2},
            {"table": "games", "path": "games/part-00001.parquet", "rows": 1},
            // The positions of games/part-00000's two games, then of the third.
            {"table": "positions", "path": "positions/part-00000.parquet", "rows": 15},
            {"table": "positions", "path": "positions/part-00001.parquet", "rows": 3},
        ])
    );
    for file in summary["files"].as_array().unwrap() {
        let bytes = std::fs::read(out.join(file["path"].as_str().unwrap())).unwrap();
        assert!(bytes.starts_with(b"PAR1") && bytes.ends_with(b"PAR1"));
    }
}

#[test]
fn partitions_are_hive_folders_from_the_utc_date_else_the_date() {
    let input = temp_file("export-partitions.pgn", GAMES.as_bytes());
    let out = out_dir("partitions");
    let run = export(
        &["--partition-by", "month", "--to", "csv", "--positions"],
        &input,
        &out,
    );
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    for (folder, games) in [
        ("year=2024/month=03", 1),
        ("year=1851/month=__HIVE_DEFAULT_PARTITION__", 1),
        ("year=2023/month=12", 1),
    ] {
        let text =
            std::fs::read_to_string(out.join("games").join(folder).join("part-00000.csv")).unwrap();
        assert_eq!(text.lines().count(), 1 + games, "{folder}");
        assert!(text.starts_with("game,file,offset,event,"), "{text}");
        assert!(
            out.join("positions")
                .join(folder)
                .join("part-00000.csv")
                .exists()
        );
    }
    let march =
        std::fs::read_to_string(out.join("games/year=2024/month=03/part-00000.csv")).unwrap();
    // Moves space-separated, the tags as JSON, a null as nothing.
    assert!(march.contains(",e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#,"), "{march}");
    assert!(
        march.contains(r#","{""Annotator"":""Carol""}","#),
        "{march}"
    );
    let run = export(&["--partition-by", "year", "--force"], &input, &out);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    assert!(out.join("games/year=2024/part-00000.parquet").exists());
    assert!(
        !out.join("games/year=2024/month=03").exists(),
        "--force empties the table first"
    );
}

#[test]
fn a_table_already_there_is_kept_unless_forced() {
    let input = temp_file("export-force.pgn", GAMES.as_bytes());
    let out = out_dir("force");
    assert_eq!(export(&[], &input, &out).status.code(), Some(0));
    let again = export(&[], &input, &out);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        stderr(&again).contains("holds a table already: add --force"),
        "{}",
        stderr(&again)
    );
    assert_eq!(export(&["--force"], &input, &out).status.code(), Some(0));
    let file = temp_file("export-not-a-folder", b"x");
    let run = export(&[], &input, &file);
    assert!(
        stderr(&run).contains("is a file, not a folder"),
        "{}",
        stderr(&run)
    );
}

#[test]
fn an_unreadable_input_is_said_and_the_others_exported() {
    let input = temp_file("export-unreadable.pgn", GAMES.as_bytes());
    let out = out_dir("unreadable");
    let missing = input.with_file_name("no-such-file.pgn");
    let run = rankfile(
        &[
            "pgn",
            "export",
            "--no-progress",
            "--json",
            "--out",
            out.to_str().unwrap(),
            missing.to_str().unwrap(),
            input.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.status.code(), Some(1));
    assert!(
        stderr(&run).contains("no-such-file.pgn"),
        "{}",
        stderr(&run)
    );
    let summary: Value = serde_json::from_str(&stdout(&run)).unwrap();
    assert_eq!(
        (&summary["games"], &summary["unreadable"]),
        (&json!(3), &json!(1))
    );
}

#[test]
fn no_games_is_an_empty_table_readers_can_open() {
    let input = temp_file("export-empty.pgn", b"\n");
    let out = out_dir("empty");
    let run = export(&["--json"], &input, &out);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let summary: Value = serde_json::from_str(&stdout(&run)).unwrap();
    assert_eq!(
        summary["files"],
        json!([{"table": "games", "path": "games/part-00000.parquet", "rows": 0}])
    );
    assert!(
        std::fs::read(out.join("games/part-00000.parquet"))
            .unwrap()
            .starts_with(b"PAR1")
    );
}

/// The moves read in another spelling are counted in the row, written as
/// SAN writes them (issue 32).
#[test]
fn a_games_respelled_moves_are_counted() {
    let text = "[Event \"Messy\"]\n\n1. e2-e4 e5 2. Ng1-f3 nc6 3. Bb5 a6 *\n\n[Event \"Clean\"]\n\n1. d4 d5 *\n";
    let input = temp_file("export-respelled.pgn", text.as_bytes());
    let out = out_dir("respelled");
    let run = export(&["--to", "ndjson"], &input, &out);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let games = ndjson(&out.join("games/part-00000.ndjson"));
    assert_eq!(
        (&games[0]["respelled"], &games[0]["warnings"]),
        (&json!(3), &json!(3))
    );
    assert_eq!(
        games[0]["moves_san"],
        json!(["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"])
    );
    assert_eq!(
        (&games[1]["respelled"], &games[1]["warnings"]),
        (&json!(0), &json!(0))
    );
}
