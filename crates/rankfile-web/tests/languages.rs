//! The API and the page in the four languages: `"lang"` in each request,
//! the page's sentences from `/api/messages`, and the page's language
//! chosen from `?lang=`, then `Accept-Language`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{post, server};

use serde_json::{Value, json};

const BAD_EP: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";

#[tokio::test]
async fn a_fen_is_answered_in_the_language_asked() {
    let base = server().await;
    let (status, en) = post(&base, "/api/fen", json!({ "fen": BAD_EP })).await;
    assert_eq!(status, 200);
    let (_, fr) = post(&base, "/api/fen", json!({ "fen": BAD_EP, "lang": "fr" })).await;
    let (_, pt) = post(&base, "/api/fen", json!({ "fen": BAD_EP, "lang": "pt" })).await;
    assert_eq!(
        en["errors"][0]["hint"],
        "the field holds the square the pawn moved to; write the square it passed: e3"
    );
    assert_eq!(
        fr["errors"][0]["hint"],
        // French's narrow no-break spaces (U+202F), as a page shows them.
        "le champ contient la case d'arrivée du pion\u{202F}; écrivez la case qu'il a franchie\u{202F}: e3"
    );
    assert_eq!(
        pt["errors"][0]["message"],
        "a casa de en passant e4 está na fileira 4; quando as Pretas jogam, ela deve estar na fileira 3"
    );
    // Codes, spans and squares stay; so do the fields' names (keys).
    assert_eq!(fr["errors"][0]["code"], "invalid_ep_square");
    assert_eq!(fr["errors"][0]["span"], en["errors"][0]["span"]);
    assert_eq!(fr["fields"][1]["name"], "side to move");
    assert_eq!(fr["fields"][1]["meaning"], "Les Noirs ont le trait.");
    let (_, vi) = post(&base, "/api/fen", json!({ "fen": BAD_EP, "lang": "vi" })).await;
    assert_eq!(vi["fields"][1]["meaning"], "Đen đi tiếp.");
}

/// The API speaks the API: its hints name the request's fields, and a FEN
/// with spaces around it or doubled inside gets the fix the page offers.
#[tokio::test]
async fn hints_name_the_request_fields_and_spaces_get_their_fix() {
    let base = server().await;
    let spaced = " 8/8/8/8/8/8/8/K6k  w - - 0 1";
    for lang in ["en", "fr", "vi", "pt"] {
        let (_, answer) = post(&base, "/api/fen", json!({ "fen": spaced, "lang": lang })).await;
        let error = &answer["errors"][0];
        assert_eq!(error["code"], "whitespace", "{lang}");
        let hint = error["hint"].as_str().unwrap();
        assert!(hint.contains("\"lenient\": true"), "{lang}: {hint}");
        assert!(!hint.contains("--"), "{lang}: {hint}");
        let fix = &answer["fixes"][0];
        assert_eq!(fix["action"], "single_spaces", "{lang}");
        assert_eq!(fix["fen"], "8/8/8/8/8/8/8/K6k w - - 0 1", "{lang}");
        assert_eq!(fix["legal"], true, "{lang}");
    }
    let shredder = "4k3/8/8/8/8/8/8/4K2R w H - 0 1";
    let (_, answer) = post(&base, "/api/fen", json!({ "fen": shredder, "lang": "fr" })).await;
    let hint = answer["errors"][0]["hint"].as_str().unwrap();
    assert!(hint.contains("\"chess960\": true"), "{hint}");
}

#[tokio::test]
async fn moves_and_games_are_answered_in_the_language_asked() {
    let base = server().await;
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (_, played) = post(
        &base,
        "/api/play",
        json!({ "fen": start, "moves": ["e4", "Ke3"], "lang": "fr" }),
    )
    .await;
    let e4 = &played["played"][0]["changes"];
    let ep = e4
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["number"] == 4)
        .unwrap();
    assert_eq!(ep["after"], "e3");
    assert!(ep["why"].as_str().unwrap().contains("e3"), "{ep}");
    assert_ne!(
        ep["why"],
        "en passant target e3: the pawn passed it on its double step from e2 to e4"
    );
    assert_eq!(played["error"]["code"], "illegal");
    assert!(
        played["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("Ke3")
    );
    let (_, games) = post(
        &base,
        "/api/pgn",
        json!({ "pgn": "1. e4 e5 2. Ke3 *", "lang": "pt" }),
    )
    .await;
    let problems = &games["games"][0]["errors"];
    assert_eq!(problems[0]["code"], "illegal_move");
    assert!(
        problems[0]["hint"]
            .as_str()
            .unwrap()
            .starts_with("os lances legais aqui"),
        "{problems}"
    );
}

#[tokio::test]
async fn an_unknown_language_is_a_422_that_names_the_ones_there_are() {
    let base = server().await;
    let (status, body) = post(&base, "/api/fen", json!({ "fen": BAD_EP, "lang": "de" })).await;
    assert_eq!(status, 422);
    assert_eq!(body["code"], "bad_lang");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("en, fr, vi and pt"),
        "{body}"
    );
}

#[tokio::test]
async fn the_pages_sentences_come_in_each_language() {
    let base = server().await;
    for (lang, tab, field) in [
        ("en", "Play", "side to move"),
        ("fr", "Jouer", "camp au trait"),
        ("vi", "Chơi", "bên đi"),
        ("pt", "Jogar", "quem joga"),
    ] {
        let body: Value = reqwest::get(format!("{base}/api/messages?lang={lang}"))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(body["lang"], lang);
        let messages = body["messages"].as_object().unwrap();
        assert_eq!(messages["web-tab-play"], tab, "{lang}");
        assert_eq!(messages["field-2"], field, "{lang}");
        // Variables are left for the page to fill in.
        assert!(
            messages["web-read-as"].as_str().unwrap().contains("{$fen}"),
            "{lang}: {}",
            messages["web-read-as"]
        );
        assert!(messages.keys().all(|k| {
            ["web-", "field-", "piece-"]
                .iter()
                .any(|p| k.starts_with(p))
        }));
    }
}

#[tokio::test]
async fn the_page_carries_the_language_asked_then_the_browsers() {
    let base = server().await;
    let page = |query: &'static str, accept: Option<&'static str>| {
        let base = base.clone();
        async move {
            let mut request = reqwest::Client::new().get(format!("{base}/{query}"));
            if let Some(accept) = accept {
                request = request.header("accept-language", accept);
            }
            request.send().await.unwrap().text().await.unwrap()
        }
    };
    assert!(
        page("", None)
            .await
            .contains("<html lang=\"en\" data-lang=\"en\">")
    );
    assert!(
        page("", Some("pt-BR,pt;q=0.9,en;q=0.8"))
            .await
            .contains("<html lang=\"pt\" data-lang=\"pt\">")
    );
    assert!(
        page("", Some("de-DE,vi;q=0.5"))
            .await
            .contains("<html lang=\"vi\" data-lang=\"vi\">")
    );
    assert!(
        page("?lang=fr", Some("pt"))
            .await
            .contains("<html lang=\"fr\" data-lang=\"fr\">")
    );
    assert!(
        page("?lang=xx", None)
            .await
            .contains("<html lang=\"en\" data-lang=\"en\">")
    );
}
