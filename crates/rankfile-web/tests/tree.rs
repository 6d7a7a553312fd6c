//! What the page of issue 19 reads from the API: a game's whole move
//! tree, the opening of a position and of a game, Chess960 FENs, the
//! Polyglot key and one-click fixes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{post, server};
use serde_json::{Value, json};

const GAME: &str = r#"[Event "Study"]
[White "A"]
[Black "B"]
[Result "*"]

{The Ruy Lopez} 1. e4 {[%clk 0:10:00] [%eval 0.31]} 1... e5 2. Nf3 $1 Nc6 (2... d6 $6 {Philidor} 3. d4 $14) 3. Bb5 *
"#;

fn sans(line: &Value) -> Vec<&str> {
    line.as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn a_game_gives_its_whole_tree_and_its_opening() {
    let base = server().await;
    let (status, answer) = post(&base, "/api/pgn", json!({"pgn": GAME})).await;
    assert_eq!(status, 200);
    let game = &answer["games"][0];
    let tree = &game["tree"];
    assert_eq!(tree["comment"], "The Ruy Lopez");
    assert_eq!(tree["truncated"], false);
    let moves = &tree["moves"];
    assert_eq!(sans(moves), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    let e4 = &moves[0];
    assert_eq!((&e4["ply"], &e4["clock"]), (&json!(1), &json!(600.0)));
    assert_eq!(e4["eval"], json!({"cp": 31}));
    assert_eq!(
        e4["fen"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert_eq!(
        (&moves[2]["nags"], &moves[2]["glyphs"]),
        (&json!([1]), &json!(["!"]))
    );
    // 2...d6 replaces 2...Nc6, and hangs on it.
    let variations = moves[3]["variations"].as_array().unwrap();
    assert_eq!(variations.len(), 1);
    assert_eq!(sans(&variations[0]), ["d6", "d4"]);
    assert_eq!(variations[0][0]["glyphs"], json!(["?!"]));
    assert_eq!(variations[0][0]["comment"], "Philidor");
    assert_eq!(variations[0][1]["glyphs"], json!(["⩲"]));
    assert_eq!(variations[0][1]["ply"], 5);
    assert_eq!(
        game["opening"],
        json!({"eco": "C60", "name": "Ruy Lopez", "ply": 5})
    );
}

#[tokio::test]
async fn a_position_gives_its_opening() {
    let base = server().await;
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let (_, answer) = post(&base, "/api/fen", json!({"fen": after_e4})).await;
    assert_eq!(
        answer["opening"],
        json!({"eco": "B00", "name": "King's Pawn Game"})
    );
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (_, answer) = post(&base, "/api/fen", json!({"fen": start})).await;
    assert_eq!(answer["opening"], Value::Null);
}

#[tokio::test]
async fn chess960_fens_are_read_when_asked() {
    let base = server().await;
    // Chess960 position 0 with Shredder-FEN castling.
    let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    let (_, standard) = post(&base, "/api/fen", json!({"fen": fen})).await;
    assert_eq!(standard["ok"], false);
    let (status, answer) = post(&base, "/api/fen", json!({"fen": fen, "chess960": true})).await;
    assert_eq!(status, 200);
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(
        answer["fen"],
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    assert_eq!(answer["moves"].as_array().unwrap().len(), 20);
}

#[tokio::test]
async fn chess960_games_are_played_when_asked() {
    let base = server().await;
    // No Variant tag: only the request says the game is Chess960. The
    // king on d1 castles long with the rook on b1: UCI writes it as the
    // king taking its rook, as Chess960 engines read it.
    let game = "[FEN \"1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/1R1K2R1 w GBgb - 0 1\"]\n[SetUp \"1\"]\n\n1. O-O-O O-O *\n";
    let (_, standard) = post(&base, "/api/pgn", json!({"pgn": game})).await;
    assert_eq!(standard["games"][0]["ok"], false);
    let (status, answer) = post(&base, "/api/pgn", json!({"pgn": game, "chess960": true})).await;
    assert_eq!(status, 200);
    let game = &answer["games"][0];
    assert_eq!(game["ok"], true, "{game}");
    let ucis: Vec<&str> = game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["uci"].as_str().unwrap())
        .collect();
    assert_eq!(ucis, ["d1b1", "d8g8"]);
    assert_eq!(game["tree"]["moves"][0]["uci"], "d1b1");
    let fen = game["moves"][1]["fen"].as_str().unwrap();
    assert!(
        fen.starts_with("1r3rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 w "),
        "{fen}"
    );
}

#[tokio::test]
async fn a_position_gives_its_polyglot_key_and_a_broken_one_its_fixes() {
    let base = server().await;
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (_, answer) = post(&base, "/api/fen", json!({"fen": start})).await;
    // The Polyglot standard's key of the start position.
    assert_eq!(answer["polyglot"], "463b96181691fc9c");
    assert_eq!(answer["fixes"], json!([]));
    // The pawn's square written for the square it passed.
    let bad_ep = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
    let (_, answer) = post(&base, "/api/fen", json!({"fen": bad_ep})).await;
    assert_eq!(answer["polyglot"], Value::Null);
    assert_eq!(
        answer["fixes"][0],
        json!({
            "code": "invalid_ep_square",
            "action": "en_passant",
            "square": "e3",
            "letters": null,
            "fen": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "legal": true
        })
    );
    // A board written from rank 1 up: flipping it mends every error.
    let upside_down = "RNBQKBNR/PPPP1PPP/8/4P3/8/8/pppppppp/rnbqkbnr b KQkq - 0 1";
    let (_, answer) = post(&base, "/api/fen", json!({"fen": upside_down})).await;
    assert_eq!(answer["fixes"][0]["action"], "flip_ranks");
    assert_eq!(
        answer["fixes"][0]["fen"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
}

#[tokio::test]
async fn chess960_start_positions_by_number_and_moves_played_by_its_rules() {
    let base = server().await;
    let get = |n: &str| reqwest::get(format!("{base}/api/chess960?number={n}"));
    let answer: Value = get("518").await.unwrap().json().await.unwrap();
    assert_eq!(
        answer,
        json!({"number": 518, "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"})
    );
    let answer: Value = get("0").await.unwrap().json().await.unwrap();
    assert_eq!(
        answer["fen"],
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    for bad in ["960", "-1", "x", ""] {
        let response = get(bad).await.unwrap();
        assert_eq!(response.status(), 422, "{bad}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "bad_number", "{bad}");
    }
    // Castling long with the king on d1 and the rook on b1, by Chess960's rules.
    let fen = "1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/1R1K2R1 w GBgb - 0 1";
    let (_, standard) = post(&base, "/api/play", json!({"fen": fen, "moves": ["O-O-O"]})).await;
    assert_eq!(standard["ok"], false);
    let (_, answer) = post(
        &base,
        "/api/play",
        json!({"fen": fen, "moves": ["O-O-O"], "chess960": true}),
    )
    .await;
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["played"][0]["uci"], "d1b1");
    assert!(
        answer["fen"]
            .as_str()
            .unwrap()
            .starts_with("1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b ")
    );
}
