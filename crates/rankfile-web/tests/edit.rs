//! `POST /api/pgn/edit` over HTTP: a variation promoted or made the main
//! line, a move deleted, a comment, a glyph and an assessment set, each
//! by the core's editable game; and the edits that cannot be, refused.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{post, server};
use serde_json::{Value, json};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// `1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *` as the page sends it.
fn game() -> Value {
    json!({
        "fen": START,
        "tags": [["White", "A"], ["Black", "B"]],
        "moves": [
            {"uci": "e2e4"},
            {"uci": "e7e5", "variations": [[
                {"uci": "c7c5"},
                {"uci": "g1f3", "variations": [[{"uci": "c2c3"}]]},
            ]]},
            {"uci": "g1f3"},
        ],
    })
}

/// The movetext of the game answered, and where the move edited stands.
async fn edited(base: &str, at: &str, edit: Value) -> (String, String) {
    let (status, answer) = post(
        base,
        "/api/pgn/edit",
        json!({"game": game(), "at": at, "edit": edit}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let pgn = answer["game"]["pgn"].as_str().unwrap();
    let movetext = pgn.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert!(
        answer["game"]["tree"]["moves"].is_array(),
        "the game comes as /api/pgn gives it"
    );
    (
        movetext.trim().to_string(),
        answer["at"].as_str().unwrap().to_string(),
    )
}

#[tokio::test]
async fn each_edit_is_made_by_the_core_and_says_where_the_move_stands() {
    let base = server().await;
    let cases = [
        // c3 made the main line: its line wins at each branching.
        (
            "1.v0.v0",
            json!({"op": "main_line"}),
            "1. e4 c5 ( 1... e5 2. Nf3 ) 2. c3 ( 2. Nf3 ) *",
            "3",
        ),
        // c3 promoted: one place up where it branches, above Nf3.
        (
            "1.v0.v0",
            json!({"op": "promote"}),
            "1. e4 e5 ( 1... c5 2. c3 ( 2. Nf3 ) ) 2. Nf3 *",
            "1.v0.1",
        ),
        // Nf3 of the variation: its line (from c5) promoted to main.
        (
            "1.v0.1",
            json!({"op": "promote"}),
            "1. e4 c5 ( 1... e5 2. Nf3 ) 2. Nf3 ( 2. c3 ) *",
            "3",
        ),
        // e5 deleted with all after it: c5 takes its place; the board
        // stands after e4.
        (
            "2",
            json!({"op": "delete"}),
            "1. e4 c5 2. Nf3 ( 2. c3 ) *",
            "1",
        ),
        (
            "1",
            json!({"op": "comment", "text": " the king's pawn "}),
            "1. e4 { the king's pawn } 1... e5 ( 1... c5 2. Nf3 ( 2. c3 ) ) 2. Nf3 *",
            "1",
        ),
        (
            "",
            json!({"op": "comment", "text": "A study"}),
            "{ A study } 1. e4 e5 ( 1... c5 2. Nf3 ( 2. c3 ) ) 2. Nf3 *",
            "",
        ),
        (
            "3",
            json!({"op": "glyph", "nag": 1}),
            "1. e4 e5 ( 1... c5 2. Nf3 ( 2. c3 ) ) 2. Nf3 $1 *",
            "3",
        ),
        (
            "3",
            json!({"op": "assessment", "nag": 14}),
            "1. e4 e5 ( 1... c5 2. Nf3 ( 2. c3 ) ) 2. Nf3 $14 *",
            "3",
        ),
    ];
    for (at, edit, movetext, now) in cases {
        assert_eq!(
            edited(&base, at, edit.clone()).await,
            (movetext.to_string(), now.to_string()),
            "{at} {edit}"
        );
    }
}

#[tokio::test]
async fn a_glyph_replaces_the_glyph_and_keeps_the_assessment() {
    let base = server().await;
    let mut game = game();
    game["moves"][0]["nags"] = json!([2, 14, 140]);
    for (edit, movetext) in [
        (json!({"op": "glyph", "nag": 3}), "1. e4 $3 $14 $140"),
        (json!({"op": "glyph", "nag": null}), "1. e4 $14 $140"),
        (json!({"op": "assessment", "nag": 19}), "1. e4 $2 $19 $140"),
    ] {
        let (status, answer) = post(
            &base,
            "/api/pgn/edit",
            json!({"game": game, "at": "1", "edit": edit}),
        )
        .await;
        assert_eq!(status, 200, "{answer}");
        let pgn = answer["game"]["pgn"].as_str().unwrap();
        assert!(pgn.contains(movetext), "{edit}: {pgn}");
    }
}

#[tokio::test]
async fn an_edit_that_cannot_be_is_refused_and_says_why() {
    let base = server().await;
    for (at, edit, code) in [
        ("1.v3", json!({"op": "delete"}), "no_such_move"),
        ("9", json!({"op": "delete"}), "no_such_move"),
        ("2", json!({"op": "promote"}), "main_line"),
        ("2", json!({"op": "main_line"}), "main_line"),
        ("", json!({"op": "delete"}), "no_move"),
        ("1", json!({"op": "glyph", "nag": 14}), "bad_nag"),
        ("1", json!({"op": "assessment", "nag": 1}), "bad_nag"),
        ("1", json!({"op": "shout"}), "bad_request"),
    ] {
        let (status, answer) = post(
            &base,
            "/api/pgn/edit",
            json!({"game": game(), "at": at, "edit": edit}),
        )
        .await;
        assert_eq!(
            (status, answer["code"].as_str().unwrap()),
            (422, code),
            "{at} {edit}: {answer}"
        );
        assert!(!answer["message"].as_str().unwrap().is_empty());
    }
    // A move of the game sent that cannot be played is refused as
    // /api/pgn/write refuses it.
    let mut bad = game();
    bad["moves"][2]["uci"] = json!("e1e8");
    let (status, answer) = post(
        &base,
        "/api/pgn/edit",
        json!({"game": bad, "at": "1", "edit": {"op": "delete"}}),
    )
    .await;
    assert_eq!(
        (status, answer["code"].as_str().unwrap()),
        (422, "illegal_move")
    );
}
