//! `rankfile fen key` and the `"polyglot"` key of `fen check --json`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{json_lines, rankfile, stdout};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn keys_of_the_formats_examples_from_arguments_and_standard_input() {
    let out = rankfile(
        &[
            "fen",
            "key",
            START,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        ],
        "",
    );
    assert_eq!(stdout(&out), "463b96181691fc9c\n823c9b50fd114196\n");
    assert_eq!(out.status.code(), Some(0));
    // After 1.e4 d5 2.e5 f5: the en passant capture exf6 counts.
    let lines = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3\n\
                 rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4\n";
    let out = rankfile(&["fen", "key"], lines);
    assert_eq!(stdout(&out), "22a48b5a8e47ff78\n00fdd303c946bdd9\n");
}

#[test]
fn a_refused_fen_has_no_key_and_says_why() {
    let out = rankfile(
        &["fen", "key", "--json", "8/8/8/8/8/8/8/8 w - - 0 1", START],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["ok"], false);
    assert!(lines[0]["polyglot"].is_null());
    assert_eq!(lines[0]["errors"][0]["code"], "empty");
    assert_eq!(lines[1]["polyglot"], "463b96181691fc9c");
    let text = rankfile(&["fen", "key", "8/8/8/8/8/8/8/8 w - - 0 1"], "");
    assert_eq!(stdout(&text), "");
    assert!(common::stderr(&text).contains("error[empty]"));
}

#[test]
fn fen_check_json_carries_the_key() {
    let lines = json_lines(&rankfile(
        &["fen", "check", "--json", START, "8/8 w - - 0 1"],
        "",
    ));
    assert_eq!(lines[0]["polyglot"], "463b96181691fc9c");
    assert!(lines[1]["polyglot"].is_null());
}

#[test]
fn fen_opening_names_a_position_by_the_data_set() {
    let ruy = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    let out = rankfile(&["fen", "opening", ruy, START], "");
    assert_eq!(
        stdout(&out),
        "C60 Ruy Lopez\nno name: the opening data set names no such position\n"
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&rankfile(&["fen", "opening", "--json", ruy, START], ""));
    assert_eq!(lines[0]["eco"], "C60");
    assert_eq!(lines[0]["name"], "Ruy Lopez");
    assert!(lines[1]["eco"].is_null() && lines[1]["name"].is_null());
}

/// The Opera game (1.e4 e5 2.Nf3 d6 3.d4 Bg4): the data set names
/// "Philidor Defense" after 3.d4 (ply 5), and nothing deeper on this line.
#[test]
fn pgn_check_json_gives_each_games_opening_and_stats_counts_them() {
    let games = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/games.pgn"
    ))
    .unwrap();
    let lines = json_lines(&rankfile(&["pgn", "check", "--json", "-"], &games));
    assert_eq!(lines[0]["opening"]["eco"], "C41");
    assert_eq!(lines[0]["opening"]["name"], "Philidor Defense");
    assert_eq!(lines[0]["opening"]["ply"], 5);
    assert_eq!(lines[2]["opening"]["name"], "Barnes Opening: Fool's Mate");
    // Every first move has a name (1.a4 is the Ware Opening); a game from
    // a set-up ending has none.
    let ending = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 Kd7 *\n";
    let unnamed = rankfile(&["pgn", "check", "--json", "-"], ending);
    assert!(json_lines(&unnamed)[0]["opening"].is_null());
    let stats = stdout(&rankfile(&["pgn", "stats", "-"], &games));
    assert!(
        stats.contains("       1  C41 Philidor Defense\n"),
        "{stats}"
    );
}
