//! `rankfile analyse` and `rankfile pgn annotate`: against the engines
//! of `tests/data/engines/` that fail on purpose, then against Stockfish
//! (Debian's package; `scripts/test.sh` installs it).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{rankfile, stderr, stdout, temp_file};
use serde_json::Value;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SCHOLAR: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn fake(name: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/engines")
        .join(name)
        .display()
        .to_string()
}

fn json(out: &std::process::Output) -> Value {
    serde_json::from_str(&stdout(out)).unwrap()
}

#[test]
fn analyse_says_the_score_from_whites_side_and_the_line_in_san() {
    let out = rankfile(
        &[
            "analyse",
            "--engine",
            &fake("good.sh"),
            "--depth",
            "1",
            START,
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "Fake good, depth 1\n +0.20  1. e4 e5\nbest move: e4\n"
    );
    let out = rankfile(
        &["analyse", "--engine", &fake("good.sh"), "--json", START],
        "",
    );
    let report = json(&out);
    assert_eq!(report["bestmove"], "e2e4");
    assert_eq!(report["bestmove_san"], "e4");
    assert_eq!(report["ponder"], "e7e5");
    assert_eq!(report["score"], serde_json::json!({"cp": 20}));
    assert_eq!(report["pv"], serde_json::json!(["e2e4", "e7e5"]));
    assert_eq!(report["pv_san"], serde_json::json!(["e4", "e5"]));
    assert_eq!(report["lines"][0]["bound"], "exact");
}

#[test]
fn a_broken_fen_is_refused_before_any_engine_starts() {
    // The engine would die on its first search: exit 1 is the FEN's.
    let out = rankfile(
        &[
            "analyse",
            "--engine",
            &fake("dies.sh"),
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(!stderr(&out).contains("Fake dies"), "{}", stderr(&out));
}

#[test]
fn engine_failures_are_said_with_a_hint_and_exit_3() {
    let out = rankfile(&["analyse", "--engine", "/no/such/engine", START], "");
    assert_eq!(out.status.code(), Some(3));
    let said = stderr(&out);
    assert!(said.contains("no engine at /no/such/engine"), "{said}");
    assert!(said.contains("hint: install Stockfish"), "{said}");

    let out = rankfile(&["analyse", "--engine", &fake("dies.sh"), START], "");
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).contains("(exit status 7)"), "{}", stderr(&out));

    let out = rankfile(&["analyse", "--engine", &fake("exits.sh"), START], "");
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).contains("not answer as a UCI engine; it wrote: usage:"));

    let out = rankfile(
        &[
            "analyse",
            "--engine",
            &fake("good.sh"),
            "--option",
            "Threads=2",
            START,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).contains("has no option Threads; it has Hash, MultiPV"));
}

#[test]
fn usage_mistakes_are_usage_errors() {
    let out = rankfile(&["analyse", "--option", "Threads", START], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("is not NAME=VALUE: write --option Threads=2"));
    let out = rankfile(&["analyse", "--depth", "5", "--nodes", "9", START], "");
    assert_eq!(out.status.code(), Some(2));
    let out = rankfile(&["analyse", "--multipv", "0", START], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn errors_are_in_the_readers_language() {
    let out = rankfile(
        &[
            "--lang",
            "fr",
            "analyse",
            "--engine",
            &fake("dies.sh"),
            START,
        ],
        "",
    );
    let said = stderr(&out);
    assert!(said.contains("s'est arrêté pendant l'analyse de"), "{said}");
    assert!(said.contains("(code de sortie 7)"), "{said}");
    assert!(!said.contains("exit status"), "{said}");
    // The moves in the language's piece letters, as every command writes
    // them for a person; JSON keeps the standard's.
    let out = rankfile(
        &[
            "--lang",
            "fr",
            "analyse",
            "--engine",
            &fake("good.sh"),
            START,
        ],
        "",
    );
    assert_eq!(
        stdout(&out),
        "Fake good, profondeur 1\n +0.20  1. e4 e5\nmeilleur coup : e4\n"
    );
    let out = rankfile(&["--lang", "fr", "analyse", "--depth", "6", SCHOLAR], "");
    assert!(stdout(&out).contains("4. Dxf7#"), "{}", stdout(&out));
}

#[test]
fn stockfish_finds_the_scholars_mate() {
    let out = rankfile(&["analyse", "--depth", "8", "--json", SCHOLAR], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let report = json(&out);
    assert_eq!(report["bestmove"], "f3f7");
    assert_eq!(report["bestmove_san"], "Qxf7#");
    assert_eq!(report["score"], serde_json::json!({"mate": 1}));
}

const GAME: &str = "[Event \"Scholar\"]
[White \"A\"]
[Black \"B\"]
[Result \"1-0\"]

1. e4 {opening [%clk 0:05:00]} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event \"Kept\"]
[White \"C\"]
[Black \"D\"]
[Result \"*\"]

1. d4 $1 {my note} (1. e4 e5) d5 *
";

#[test]
fn annotate_gives_every_move_an_eval_and_keeps_what_was_written() {
    let input = temp_file("annotate-in.pgn", GAME.as_bytes());
    let output = input.with_file_name("annotate-out.pgn");
    let _ = std::fs::remove_file(&output);
    let out = rankfile(
        &[
            "pgn",
            "annotate",
            "--depth",
            "6",
            "-o",
            output.to_str().unwrap(),
            input.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).starts_with("annotated 2 games: 8 evaluations"),
        "{}",
        stderr(&out)
    );
    let text = std::fs::read_to_string(&output).unwrap();
    // Every move but the mate (whose position has no move to search).
    assert_eq!(text.matches("[%eval ").count(), 8, "{text}");
    assert!(text.contains("{ opening [%clk 0:05:00] [%eval "), "{text}");
    assert!(text.contains("1. d4 $1 { my note [%eval "), "{text}");
    assert!(text.contains("( 1. e4 e5 )"), "{text}");
    assert_eq!(text.matches('(').count(), 1, "{text}");
    assert_eq!(text.matches('$').count(), 1, "{text}");
    // The output reads back without a problem.
    let check = rankfile(&["pgn", "check", output.to_str().unwrap()], "");
    assert!(check.status.success(), "{}", stderr(&check));
}

#[test]
fn judgements_mark_the_blunder_and_show_the_better_line() {
    let input = temp_file(
        "judge-in.pgn",
        GAME.split("\n\n[Event \"Kept\"]")
            .next()
            .unwrap()
            .as_bytes(),
    );
    let out = rankfile(
        &[
            "pgn",
            "annotate",
            "--depth",
            "8",
            "--judgements",
            input.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // 3... Nf6 lets 4. Qxf7# in: a blunder, with Black's defence beside it.
    assert!(text.contains("3... Nf6 $4 { [%eval #1] }"), "{text}");
    assert!(text.contains("( 3... "), "{text}");
    assert!(stderr(&out).contains("\njudged: "), "{}", stderr(&out));
    assert!(stderr(&out).contains("1 blunder (??)"), "{}", stderr(&out));
}

#[test]
fn an_engine_that_dies_leaves_no_half_file_and_names_the_game() {
    let input = temp_file("dies-in.pgn", GAME.as_bytes());
    let output = input.with_file_name("dies-out.pgn");
    let _ = std::fs::remove_file(&output);
    let out = rankfile(
        &[
            "pgn",
            "annotate",
            "--engine",
            &fake("dies.sh"),
            "-o",
            output.to_str().unwrap(),
            input.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out).contains("the engine failed on game 1 (A - B, Scholar); nothing was written")
    );
    assert!(!output.exists());
}

#[test]
fn annotate_never_writes_over_its_input() {
    let input = temp_file("same.pgn", GAME.as_bytes());
    let out = rankfile(
        &[
            "pgn",
            "annotate",
            "--engine",
            &fake("good.sh"),
            "-o",
            input.to_str().unwrap(),
            input.to_str().unwrap(),
        ],
        "",
    );
    assert_ne!(out.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&input).unwrap(), GAME);
}

#[test]
fn several_engines_keep_the_games_in_order() {
    let games: String = (1..=6)
        .map(|n| format!("[Event \"{n}\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n"))
        .collect();
    let input = temp_file("several.pgn", games.as_bytes());
    let out = rankfile(
        &[
            "pgn",
            "annotate",
            "--depth",
            "4",
            "--engines",
            "2",
            input.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let events: Vec<&str> = text.lines().filter(|l| l.starts_with("[Event ")).collect();
    assert_eq!(
        events,
        (1..=6)
            .map(|n| format!("[Event \"{n}\"]"))
            .collect::<Vec<_>>()
    );
    assert_eq!(text.matches("[%eval ").count(), 18, "{text}");
}
