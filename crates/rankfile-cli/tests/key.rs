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
