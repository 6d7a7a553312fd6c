//! The API over real HTTP: the server on a free loopback port, a real
//! client, good requests and bad ones.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{post, server};

use std::time::Duration;

use rankfile::render::Drawing;
use serde_json::{Value, json};
use tokio::io::AsyncWriteExt;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

async fn raw(base: &str, path: &str, content_type: Option<&str>, body: Vec<u8>) -> (u16, Value) {
    let mut request = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .body(body);
    if let Some(t) = content_type {
        request = request.header("content-type", t);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    let json = serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON: {text}"));
    (status, json)
}

#[tokio::test]
async fn the_page_and_its_files_are_served() {
    let base = server().await;
    for (path, kind, needle) in [
        ("/", "text/html", "rankfile"),
        ("/app.js", "text/javascript", "function init"),
        ("/fen.js", "text/javascript", "/api/fen"),
        ("/game.js", "text/javascript", "function drawMoveList"),
        ("/share.js", "text/javascript", "function pageUrl"),
        ("/marks.js", "text/javascript", "function toggleMark"),
        ("/editor.js", "text/javascript", "/api/placement"),
        ("/style.css", "text/css", ".board"),
        ("/pieces/wK.svg", "image/svg+xml", "<svg"),
        ("/favicon.svg", "image/svg+xml", "<svg"),
        ("/favicon.ico", "image/svg+xml", "<svg"),
        ("/pieces/bp.svg", "image/svg+xml", "#2b2b2b"),
    ] {
        let response = reqwest::get(format!("{base}{path}")).await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        let content_type = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(content_type.starts_with(kind), "{path}: {content_type}");
        assert!(response.text().await.unwrap().contains(needle), "{path}");
    }
    // The page loads nothing from elsewhere.
    let page = get_text(&format!("{base}/")).await;
    assert!(!page.contains("http://") && !page.contains("https://"));
}

#[tokio::test]
async fn a_fen_is_checked_and_explained() {
    let base = server().await;
    let (status, answer) = post(&base, "/api/fen", json!({ "fen": START })).await;
    assert_eq!(status, 200);
    assert_eq!(answer["ok"], true);
    assert_eq!(answer["fen"], START);
    assert_eq!(answer["moves"].as_array().unwrap().len(), 20);
    assert!(answer["moves"].as_array().unwrap().contains(&json!({
        "san": "Nf3", "uci": "g1f3", "from": "g1", "to": "f3", "promotion": null
    })));
    assert_eq!(answer["fields"][1]["meaning"], "White to move.");
    assert_eq!(answer["pieces"]["e1"], "K");
    assert_eq!(answer["pieces"].as_object().unwrap().len(), 32);
    assert_eq!(answer["check"], Value::Null);

    // The mistake of the issue: the pawn's destination as en passant square.
    let bad = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
    let (status, answer) = post(&base, "/api/fen", json!({ "fen": bad })).await;
    assert_eq!(status, 200, "an illegal position is still an answer");
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["fen"], Value::Null);
    let error = &answer["errors"][0];
    assert_eq!(error["code"], "invalid_ep_square");
    assert_eq!(error["field"], 4);
    assert_eq!(error["span"], json!([53, 55]));
    assert_eq!(error["squares"], json!(["e4"]));
    assert!(error["hint"].as_str().unwrap().ends_with("e3"));
    assert_eq!(answer["fields"].as_array().unwrap().len(), 6);
    assert!(answer["moves"].as_array().unwrap().is_empty());

    // Not a FEN at all: problems, no fields, no board.
    let (status, answer) = post(&base, "/api/fen", json!({ "fen": "hello" })).await;
    assert_eq!(status, 200);
    assert_eq!(answer["ok"], false);
    assert!(!answer["errors"].as_array().unwrap().is_empty());
    assert!(answer["fields"].as_array().unwrap().is_empty());

    // Lenient: a placement alone, completed and said so.
    let (_, answer) = post(
        &base,
        "/api/fen",
        json!({ "fen": "4k3/8/8/8/8/8/8/4K3", "lenient": true }),
    )
    .await;
    assert_eq!(answer["ok"], true);
    assert_eq!(answer["fen"], "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(answer["warnings"][0]["code"], "fields_completed");

    // Checkmate.
    let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let (_, answer) = post(&base, "/api/fen", json!({ "fen": mate })).await;
    assert_eq!(answer["checkmate"], true);
    assert_eq!(answer["check"], "e1");
    assert_eq!(answer["checkers"], json!(["h4"]));
}

#[tokio::test]
async fn moves_are_played_in_any_notation() {
    let base = server().await;
    let (status, answer) = post(
        &base,
        "/api/play",
        json!({ "fen": START, "moves": ["e4", "e7e5", "Ng1-f3", "Nc6", "Bb5", "a6", "0-0"] }),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(answer["ok"], true);
    let sans: Vec<&str> = answer["played"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["san"].as_str().unwrap())
        .collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]);
    assert_eq!(
        answer["played"][0]["fen"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert_eq!(
        answer["played"][6]["notes"][0],
        "read 0-0 as O-O: castling is written with the letter O, not zeros"
    );
    let why: Vec<&str> = answer["played"][6]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["why"].as_str().unwrap())
        .collect();
    assert!(why.contains(&"KQ lost: the white king moved"), "{why:?}");

    // A move that cannot be played (Black has no knight) stops the
    // list; the moves before it stand.
    let (_, answer) = post(
        &base,
        "/api/play",
        json!({ "fen": "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", "moves": ["Kd2", "Ke7", "Ne2", "Nd2"] }),
    )
    .await;
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["played"].as_array().unwrap().len(), 3);
    assert_eq!(answer["error"]["index"], 3);
    assert_eq!(answer["error"]["input"], "Nd2");
    assert_eq!(answer["fen"], "8/4k3/8/8/8/8/3KN3/1N6 b - - 3 2");
    assert_eq!(answer["error"]["code"], "illegal");

    let (_, answer) = post(
        &base,
        "/api/play",
        json!({ "fen": "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "moves": ["Nd2"] }),
    )
    .await;
    // An ambiguous move names the candidates.
    assert_eq!(answer["error"]["code"], "ambiguous");
    assert_eq!(answer["error"]["candidates"], json!(["Nbd2", "Nfd2"]));

    // An illegal start: the problems, nothing played.
    let (status, answer) = post(
        &base,
        "/api/play",
        json!({ "fen": "8/8/8/8/8/8/8/8 w - - 0 1", "moves": ["e4"] }),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["errors"][0]["code"], "empty");
}

#[tokio::test]
async fn a_pgn_is_checked() {
    let base = server().await;
    let pgn =
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n\n[White \"C\"]\n\n1. e4 e5 2. Ke3 *\n";
    let (status, answer) = post(&base, "/api/pgn", json!({ "pgn": pgn })).await;
    assert_eq!(status, 200);
    let games = answer["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["ok"], true);
    assert_eq!(games[0]["tags"][0], json!(["White", "A"]));
    assert_eq!(games[0]["moves"][2]["san"], "Nf3");
    assert_eq!(games[0]["moves"][2]["uci"], "g1f3");
    assert_eq!(games[0]["start"], START);
    assert_eq!(games[1]["ok"], false);
    assert_eq!(games[1]["moves"].as_array().unwrap().len(), 2);
    assert_eq!(games[1]["errors"][0]["code"], "illegal_move");
    // Line 8 of the text: the second game starts on line 6.
    assert_eq!(games[1]["errors"][0]["line"], 8);
    assert_eq!(games[1]["errors"][0]["column"], 13);
}

#[tokio::test]
async fn a_game_comes_back_with_everything_it_holds() {
    let base = server().await;
    let pgn = "[Event \"Study\"]\n\n{ The opening } 1. e4 $1 { best by test } e5 \
               ( 1... c5 { the Sicilian } 2. Nf3 ) 2. Nf3 ?! Nc6 *\n";
    let (status, answer) = post(&base, "/api/pgn", json!({ "pgn": pgn })).await;
    assert_eq!(status, 200);
    let game = &answer["games"][0];
    assert_eq!(game["moves"].as_array().unwrap().len(), 4);
    let export = game["pgn"].as_str().unwrap();
    // Lines of at most 80 characters: compare the words.
    let flat = export.split_whitespace().collect::<Vec<_>>().join(" ");
    for kept in [
        "[Event \"Study\"]",
        "{ The opening }",
        "1. e4 $1 { best by test }",
        "( 1... c5 { the Sicilian } 2. Nf3 )",
        "2. Nf3 $6 Nc6 *",
    ] {
        assert!(flat.contains(kept), "{kept:?} missing from\n{export}");
    }
    assert_eq!(game["more_problems"], 0);
    // The main line is the tree's, with the FEN after each move; the
    // opening is found on it, as `pgn check --json` finds it.
    for (i, m) in game["moves"].as_array().unwrap().iter().enumerate() {
        let in_tree = &game["tree"]["moves"][i];
        for key in ["san", "uci", "from", "to", "fen"] {
            assert_eq!(m[key], in_tree[key], "{key} of ply {}", i + 1);
        }
    }
    assert_eq!(
        game["moves"][3]["fen"],
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    assert_eq!(
        game["opening"],
        json!({"eco": "C44", "name": "King's Knight Opening: Normal Variation", "ply": 4})
    );
    // `"main_line": false` leaves the main line out: the tree holds it.
    let (_, lean) = post(&base, "/api/pgn", json!({ "pgn": pgn, "main_line": false })).await;
    let lean = &lean["games"][0];
    assert_eq!(
        (lean["moves"].clone(), lean["moves_truncated"].clone()),
        (json!([]), json!(false))
    );
    assert_eq!(
        (&lean["tree"], &lean["opening"], &lean["pgn"]),
        (&game["tree"], &game["opening"], &game["pgn"])
    );
}

/// A tree of `/api/pgn`'s answer with only what `/api/pgn/write` takes.
fn request_line(line: &Value) -> Value {
    let moves = line.as_array().unwrap().iter().map(|m| {
        let variations: Vec<Value> = (m["variations"].as_array().unwrap().iter())
            .map(request_line)
            .collect();
        json!({
            "uci": m["uci"], "nags": m["nags"], "before": m["before"], "comment": m["comment"],
            "variations": variations, "rest": m["rest"], "refused_variations": m["refused_variations"],
        })
    });
    Value::Array(moves.collect())
}

#[tokio::test]
async fn the_tree_given_comes_back_written_as_the_game_was() {
    let base = server().await;
    let pgn = "[Event \"Study\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n\
               { The opening } 1... e5 $1 ( 1... c5 { the Sicilian } 2. Nf3 ( 2. Ke3 ) ) \
               2. Nf3 Nc6 3. Ke3 Nf6 *\n";
    let (status, answer) = post(&base, "/api/pgn", json!({ "pgn": pgn })).await;
    assert_eq!(status, 200);
    let game = &answer["games"][0];
    let request = json!({
        "fen": game["start"], "tags": game["tags"], "comment": game["tree"]["comment"],
        "rest": game["tree"]["rest"], "moves": request_line(&game["tree"]["moves"]),
    });
    let (status, written) = post(&base, "/api/pgn/write", request).await;
    assert_eq!(status, 200, "{written}");
    assert_eq!(written["pgn"], game["pgn"]);
    // A move that cannot be played is refused, and says which.
    let bad = json!({ "fen": START, "moves": [{ "uci": "e2e5" }] });
    let (status, refused) = post(&base, "/api/pgn/write", bad).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (422, Some("illegal_move")),
        "{refused}"
    );
}

#[tokio::test]
async fn arrows_sent_with_a_game_are_written_into_its_comments() {
    let base = server().await;
    let request = json!({
        "fen": START, "arrows": ["Rd4", "Gg1f3"],
        "moves": [
            { "uci": "e2e4", "comment": "fine [%cal Bb1b8]", "arrows": ["Bd7d5"] },
            { "uci": "e7e5", "comment": "kept [%cal Ga1a8]" },
        ],
    });
    let (status, written) = post(&base, "/api/pgn/write", request).await;
    assert_eq!(status, 200, "{written}");
    let pgn = written["pgn"].as_str().unwrap();
    let pgn = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    // The marks sent replace the comment's; a comment sent without marks
    // keeps its own.
    let expected =
        "{ [%csl Rd4][%cal Gg1f3] } 1. e4 { [%cal Bd7d5] fine } 1... e5 { kept [%cal Ga1a8] }";
    assert!(pgn.contains(expected), "{pgn}");
    let bad = json!({ "fen": START, "moves": [{ "uci": "e2e4", "arrows": ["Xe2e4"] }] });
    let (status, refused) = post(&base, "/api/pgn/write", bad).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (422, Some("bad_arrow")),
        "{refused}"
    );
    assert!(refused["message"].as_str().unwrap().contains("Xe2e4"));
}

#[tokio::test]
async fn a_game_of_stray_brackets_lists_its_first_problems_and_counts_the_rest() {
    let base = server().await;
    let pgn = format!("1. e4 {}*", ") ".repeat(1000));
    let (status, answer) = post(&base, "/api/pgn", json!({ "pgn": pgn })).await;
    assert_eq!(status, 200);
    let game = &answer["games"][0];
    let errors = game["errors"].as_array().unwrap();
    assert_eq!(errors.len(), rankfile_web::api::MAX_LISTED_PROBLEMS);
    assert_eq!(
        game["more_problems"],
        1000 - rankfile_web::api::MAX_LISTED_PROBLEMS
    );
    // Column of the 100th `)`: `1. e4 ` is 6 characters, then two each.
    assert_eq!(errors[99]["column"], 6 + 2 * 99 + 1);
}

#[tokio::test]
async fn the_pieces_are_drawn_whatever_is_wrong_after_the_placement() {
    let base = server().await;
    let placement = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    for rest in [
        "x KQkq e3 0 1",
        "b KQkx e3 0 1",
        "b KQkq e 0 1",
        "b KQkq e3 -1 1",
        "b KQkq e3 0",
    ] {
        let fen = format!("{placement} {rest}");
        let (status, answer) = post(&base, "/api/fen", json!({ "fen": fen })).await;
        assert_eq!(status, 200);
        assert_eq!(answer["ok"], false, "{fen}");
        assert_eq!(answer["pieces"].as_object().unwrap().len(), 32, "{fen}");
        assert_eq!(answer["pieces"]["e4"], "P", "{fen}");
        assert_eq!(answer["bad_ranks"], json!([]), "{fen}");
    }
    // One rank nine squares wide: the seven others drawn, that one named.
    let fen = "rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (_, answer) = post(&base, "/api/fen", json!({ "fen": fen })).await;
    assert_eq!(answer["errors"][0]["code"], "rank_width");
    assert_eq!(answer["pieces"].as_object().unwrap().len(), 32);
    assert_eq!(answer["bad_ranks"], json!([4]));
}

/// The body of a GET of `url`, as text.
async fn get_text(url: &str) -> String {
    reqwest::get(url).await.unwrap().text().await.unwrap()
}

async fn get_json(base: &str, path: &str) -> (u16, Value) {
    let response = reqwest::get(format!("{base}{path}")).await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

/// The editor's castling boxes and en passant menu: what a placement
/// allows, by the rules of standard chess or Chess960.
#[tokio::test]
async fn a_placement_says_which_castling_rights_and_en_passant_squares_it_allows() {
    let base = server().await;
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    let (status, answer) = get_json(
        &base,
        &format!("/api/placement?placement={after_e4}&turn=b"),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        answer,
        json!({"ok": true, "error": null, "castling": "KQkq", "en_passant": ["e3"]})
    );
    // White to move: no black pawn has just passed a square of rank 6.
    let (_, answer) = get_json(
        &base,
        &format!("/api/placement?placement={after_e4}&turn=w"),
    )
    .await;
    assert_eq!(answer["en_passant"], json!([]));
    // The h1 rook gone: no K. A king on f1 allows nothing in standard chess,
    // and both sides in Chess960 (a rook beyond it on each side).
    let (_, answer) = get_json(&base, "/api/placement?placement=r3k2r/8/8/8/8/8/8/R3K3").await;
    assert_eq!(answer["castling"], "Qkq");
    let king_on_f1 = "/api/placement?placement=4k3/8/8/8/8/8/8/R4K1R";
    assert_eq!(get_json(&base, king_on_f1).await.1["castling"], "");
    let (_, answer) = get_json(&base, &format!("{king_on_f1}&chess960=true")).await;
    assert_eq!(answer["castling"], "KQ");
    // A placement that does not read is answered, and says why.
    for bad in ["rnbqxbnr/8/8/8/8/8/8/8", "", "8/8/8"] {
        let (status, answer) = get_json(&base, &format!("/api/placement?placement={bad}")).await;
        assert_eq!(
            (status, &answer["ok"], &answer["castling"]),
            (200, &json!(false), &json!("")),
            "{bad}"
        );
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{bad}"
        );
    }
    // A request that cannot be read is refused, and says what to give.
    for bad in ["placement=8/8/8/8/8/8/8/8&turn=x", "turn=w"] {
        let (status, answer) = get_json(&base, &format!("/api/placement?{bad}")).await;
        assert_eq!(
            (status, answer["code"].as_str()),
            (422, Some("bad_placement")),
            "{bad}"
        );
    }
}

#[tokio::test]
async fn the_board_is_drawn_as_svg() {
    let base = server().await;
    let response = reqwest::get(format!(
        "{base}/board.svg?fen=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20KQkq%20e4%200%201&flip=1"
    ))
    .await
    .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/svg+xml");
    let svg = response.text().await.unwrap();
    assert_eq!(svg.matches("class=\"marked\"").count(), 1);
    // The same drawing as `rankfile fen svg`.
    assert_eq!(
        svg,
        rankfile_web::api::board_svg(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
            &Drawing {
                flip: true,
                ..Drawing::default()
            }
        )
        .unwrap()
    );
    let response = reqwest::get(format!("{base}/board.svg")).await.unwrap();
    assert_eq!(response.status(), 200);
    // A placement that cannot all be read is drawn as the page draws it:
    // the ranks that read, the others marked; none read, all marked.
    let marks = |svg: &str| svg.matches("class=\"marked\"").count();
    let nothing = reqwest::get(format!("{base}/board.svg?fen=xyz"))
        .await
        .unwrap();
    assert_eq!(nothing.status(), 200);
    assert_eq!(marks(&nothing.text().await.unwrap()), 64);
    let one_rank = "rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let partial = reqwest::get(format!(
        "{base}/board.svg?fen={}",
        one_rank.replace(' ', "%20")
    ))
    .await
    .unwrap();
    let svg = partial.text().await.unwrap();
    assert_eq!(marks(&svg), 8, "{svg}");
    assert!(
        svg.matches("<g").count() >= 30,
        "the other ranks' pieces are drawn"
    );
}

#[tokio::test]
async fn arrows_and_circles_are_drawn_on_the_board_and_a_bad_one_is_refused_saying_how() {
    let base = server().await;
    let response = reqwest::get(format!("{base}/board.svg?arrows=Ge2e4,Rd7d5&circles=Bd4"))
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let svg = response.text().await.unwrap();
    let count = |class: &str| svg.matches(&format!("class=\"{class}\"")).count();
    assert_eq!((count("arrow"), count("circle")), (2, 1), "{svg}");
    // The same as `rankfile fen svg --arrows Ge2e4,Rd7d5 --circles Bd4`.
    let marks = rankfile::pgn::read_arrows("Ge2e4,Rd7d5,Bd4").unwrap();
    let start = rankfile::Position::new().fen();
    assert_eq!(
        svg,
        rankfile_web::api::board_svg(
            &start,
            &Drawing {
                marks,
                ..Drawing::default()
            }
        )
        .unwrap()
    );
    // An arrow from a square to itself is drawn as a circle, as
    // python-chess draws `Arrow(A1, A1)`.
    let svg = get_text(&format!("{base}/board.svg?arrows=Ga1a1")).await;
    assert_eq!(svg.matches("class=\"circle\"").count(), 1);
    for (query, item) in [
        ("arrows=Ge2e4,Xd7d5", "Xd7d5"),
        ("arrows=Gd4", "Gd4"),
        ("circles=Ge2e4", "Ge2e4"),
    ] {
        let response = reqwest::get(format!("{base}/board.svg?{query}"))
            .await
            .unwrap();
        assert_eq!(response.status(), 400, "{query}");
        let e: serde_json::Value = response.json().await.unwrap();
        assert_eq!(e["code"], "bad_arrow", "{query}");
        let message = e["message"].as_str().unwrap();
        assert!(
            message.contains(item) && message.contains("such as G"),
            "{message}"
        );
    }
}

#[tokio::test]
async fn bad_requests_get_a_4xx_that_says_why() {
    let base = server().await;
    let (status, e) = raw(&base, "/api/fen", None, b"{\"fen\": \"8/8\"}".to_vec()).await;
    assert_eq!(
        (status, e["code"].as_str()),
        (415, Some("bad_content_type"))
    );
    let (status, e) = raw(
        &base,
        "/api/fen",
        Some("application/json"),
        b"{\"fen\": ".to_vec(),
    )
    .await;
    assert_eq!((status, e["code"].as_str()), (400, Some("bad_json")));
    let (status, e) = raw(
        &base,
        "/api/fen",
        Some("application/json"),
        b"{\"fenn\": \"x\"}".to_vec(),
    )
    .await;
    assert_eq!((status, e["code"].as_str()), (422, Some("bad_request")));
    assert!(e["message"].as_str().unwrap().contains("fenn"));
    let (status, e) = raw(
        &base,
        "/api/play",
        Some("application/json"),
        b"{\"fen\": \"x\", \"moves\": 3}".to_vec(),
    )
    .await;
    assert_eq!((status, e["code"].as_str()), (422, Some("bad_request")));
    let (status, e) = post(&base, "/api/fen", json!({ "fen": "8/".repeat(200) })).await;
    assert_eq!((status, e["code"].as_str()), (422, Some("fen_too_long")));
    let (status, e) = post(
        &base,
        "/api/play",
        json!({ "fen": START, "moves": vec!["e4"; 1001] }),
    )
    .await;
    assert_eq!((status, e["code"].as_str()), (422, Some("too_many_moves")));
    let (status, e) = post(
        &base,
        "/api/play",
        json!({ "fen": START, "moves": ["e".repeat(40)] }),
    )
    .await;
    assert_eq!((status, e["code"].as_str()), (422, Some("move_too_long")));
    let huge = vec![b' '; rankfile_web::MAX_BODY + 10];
    let (status, e) = raw(&base, "/api/pgn", Some("application/json"), huge).await;
    assert_eq!((status, e["code"].as_str()), (413, Some("too_large")));
    let (status, e) = post(
        &base,
        "/api/pgn",
        json!({ "pgn": "1. e4 ".repeat(200_000) }),
    )
    .await;
    assert_eq!((status, e["code"].as_str()), (413, Some("too_large")));

    let response = reqwest::get(format!("{base}/api/fen")).await.unwrap();
    assert_eq!(response.status(), 405);
    let e: Value = response.json().await.unwrap();
    assert_eq!(e["code"], "method_not_allowed");
    let response = reqwest::get(format!("{base}/nowhere")).await.unwrap();
    assert_eq!(response.status(), 404);
    let e: Value = response.json().await.unwrap();
    assert_eq!(e["code"], "not_found");
    let response = reqwest::get(format!("{base}/pieces/xZ.svg")).await.unwrap();
    assert_eq!(response.status(), 404);
}

#[tokio::test]
async fn a_stalled_client_does_not_stall_the_others() {
    let base = server().await;
    let addr = base.trim_start_matches("http://").to_string();
    // A request that promises a body and never sends it.
    let mut stalled = tokio::net::TcpStream::connect(&addr).await.unwrap();
    stalled
        .write_all(b"POST /api/fen HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"fen\"")
        .await
        .unwrap();
    // A client that sends half a request line.
    let mut broken = tokio::net::TcpStream::connect(&addr).await.unwrap();
    broken.write_all(b"GET /boa").await.unwrap();
    let answer = tokio::time::timeout(
        Duration::from_secs(5),
        post(&base, "/api/fen", json!({ "fen": START })),
    )
    .await
    .expect("the server still answers");
    assert_eq!(answer.0, 200);
    drop((stalled, broken));
}

#[tokio::test]
async fn a_silent_client_is_disconnected() {
    use tokio::io::AsyncReadExt;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(rankfile_web::serve_with(
        listener,
        rankfile_web::Config {
            idle: Duration::from_millis(300),
            ..rankfile_web::Config::default()
        },
    ));
    let mut half = tokio::net::TcpStream::connect(addr).await.unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
        .await
        .unwrap();
    // The server closes the connection: the read ends instead of waiting.
    let mut buf = [0u8; 64];
    let read = tokio::time::timeout(Duration::from_secs(5), half.read(&mut buf))
        .await
        .expect("the server closed the silent connection");
    assert!(matches!(read, Ok(0) | Err(_)), "{read:?}");
}

#[tokio::test]
async fn a_body_too_slow_gets_a_json_timeout() {
    use tokio::io::AsyncReadExt;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(rankfile_web::serve_with(
        listener,
        rankfile_web::Config {
            request: Duration::from_millis(300),
            ..rankfile_web::Config::default()
        },
    ));
    let mut slow = tokio::net::TcpStream::connect(addr).await.unwrap();
    slow.write_all(b"POST /api/fen HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"fen\"")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let mut buf = [0u8; 1024];
    tokio::time::timeout(Duration::from_secs(5), async {
        while !String::from_utf8_lossy(&answer).contains("}") {
            let n = slow.read(&mut buf).await.unwrap();
            if n == 0 {
                break;
            }
            answer.extend_from_slice(&buf[..n]);
        }
    })
    .await
    .expect("an answer in time");
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("\"code\":\"timeout\""), "{answer}");
}

#[tokio::test]
async fn odd_requests_still_get_json() {
    let base = server().await;
    // A piece name that is not UTF-8.
    let response = reqwest::get(format!("{base}/pieces/%FF.svg"))
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
    let e: Value = response.json().await.unwrap();
    assert_eq!(e["code"], "not_found");
    // A FEN wrong after its placement still shows its pieces.
    for fen in [
        format!("{START} "),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0".to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -".to_string(),
    ] {
        let (status, answer) = post(&base, "/api/fen", json!({ "fen": fen })).await;
        assert_eq!(status, 200);
        assert_eq!(answer["ok"], false, "{fen}");
        assert_eq!(answer["pieces"].as_object().unwrap().len(), 32, "{fen}");
        assert_eq!(answer["turn"], "w");
    }
    // A long PGN answer is cut at MAX_PLIES, and says so.
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(6000);
    let (status, answer) = post(&base, "/api/pgn", json!({ "pgn": format!("{shuffle}*") })).await;
    assert_eq!(status, 200);
    let game = &answer["games"][0];
    assert_eq!(
        game["moves"].as_array().unwrap().len(),
        rankfile_web::api::MAX_PLIES
    );
    assert_eq!(game["moves_truncated"], true);
}

#[tokio::test]
async fn the_openapi_description_names_every_route_and_its_refusals() {
    let base = server().await;
    let response = reqwest::get(format!("{base}/api/openapi.json"))
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let description: Value = response.json().await.unwrap();
    assert_eq!(description["openapi"], "3.1.0");
    let paths = description["paths"].as_object().unwrap();
    let routes = [
        ("/", "get"),
        ("/app.js", "get"),
        ("/game.js", "get"),
        ("/share.js", "get"),
        ("/editor.js", "get"),
        ("/lessons.js", "get"),
        ("/board.js", "get"),
        ("/marks.js", "get"),
        ("/edits.js", "get"),
        ("/state.js", "get"),
        ("/fen.js", "get"),
        ("/analysis.js", "get"),
        ("/style.css", "get"),
        ("/embed", "get"),
        ("/embed.js", "get"),
        ("/embed.css", "get"),
        ("/favicon.svg", "get"),
        ("/favicon.ico", "get"),
        ("/pieces/{name}", "get"),
        ("/board.svg", "get"),
        ("/board.png", "get"),
        ("/api/fen", "post"),
        ("/api/play", "post"),
        ("/api/analyse", "post"),
        ("/api/pgn", "post"),
        ("/api/pgn/write", "post"),
        ("/api/pgn/edit", "post"),
        ("/api/messages", "get"),
        ("/api/chess960", "get"),
        ("/api/placement", "get"),
        ("/api/openapi.json", "get"),
    ];
    assert_eq!(
        paths.len(),
        routes.len(),
        "{:?}",
        paths.keys().collect::<Vec<_>>()
    );
    let schemas = description["components"]["schemas"].as_object().unwrap();
    for (path, method) in routes {
        let operation = &paths[path][method];
        let responses = operation["responses"].as_object().unwrap();
        for status in [
            "200", "400", "405", "408", "413", "415", "421", "422", "503",
        ] {
            assert!(
                responses.contains_key(status),
                "{method} {path}: no {status}"
            );
        }
        // Every schema named is described.
        let text = operation.to_string();
        for name in text.split("#/components/schemas/").skip(1) {
            let name = name.split('"').next().unwrap();
            assert!(
                schemas.contains_key(name),
                "{method} {path}: {name} not described"
            );
        }
    }
    // The request bodies say their fields and which are required.
    let fen = &schemas["FenRequest"];
    assert_eq!(fen["required"], json!(["fen"]));
    assert!(fen["properties"]["lenient"].is_object());
    // The refusal's shape is the one the server sends.
    let (status, refusal) = raw(&base, "/api/fen", Some("text/plain"), b"{}".to_vec()).await;
    assert_eq!(status, 415);
    let error = schemas["ApiError"]["properties"].as_object().unwrap();
    for key in refusal.as_object().unwrap().keys() {
        assert!(error.contains_key(key), "{key} not in ApiError");
    }
}

#[tokio::test]
async fn the_page_is_one_es_module_whose_imports_are_all_served() {
    let base = server().await;
    let page = get_text(&format!("{base}/")).await;
    let scripts: Vec<&str> = page
        .match_indices("<script")
        .map(|(i, _)| &page[i..])
        .collect();
    assert_eq!(scripts.len(), 1, "one script loads the page");
    assert!(scripts[0].starts_with(r#"<script type="module" src="/app.js">"#));
    // Every module imported, from app.js down, is served: none is left to
    // a load order.
    let mut seen = vec!["app.js".to_string()];
    let mut at = 0;
    while at < seen.len() {
        let name = seen[at].clone();
        let response = reqwest::get(format!("{base}/{name}")).await.unwrap();
        assert_eq!(response.status(), 200, "{name}");
        let text = response.text().await.unwrap();
        assert!(
            !text.contains("\"use strict\""),
            "{name} is a module: strict already"
        );
        for line in text.lines().filter(|l| l.starts_with("import ")) {
            let path = line
                .split("from \"./")
                .nth(1)
                .and_then(|p| p.strip_suffix("\";"))
                .unwrap();
            if !seen.iter().any(|s| s == path) {
                seen.push(path.to_string());
            }
        }
        at += 1;
    }
    seen.sort();
    assert_eq!(
        seen,
        [
            "analysis.js",
            "app.js",
            "board.js",
            "editor.js",
            "edits.js",
            "fen.js",
            "game.js",
            "lessons.js",
            "marks.js",
            "share.js",
            "state.js"
        ]
    );
}
