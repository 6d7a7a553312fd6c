//! `POST /api/analyse`: refused without an engine, checked before any
//! engine runs, answered by the fake engine of `tests/data/engines/` and
//! by Stockfish, one search per client.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::PathBuf;
use std::time::Duration;

use common::{post, server, server_with};
use serde_json::json;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SCHOLAR: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn engine(path: PathBuf) -> rankfile_web::Config {
    rankfile_web::Config {
        engine: Some(rankfile_web::api::EngineConfig {
            path,
            options: Vec::new(),
            cap: Duration::from_millis(3000),
        }),
        ..rankfile_web::Config::default()
    }
}

fn fake(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/engines")
        .join(name)
}

fn stockfish() -> PathBuf {
    rankfile_engine::default_engine()
        .expect("these tests need Stockfish: apt-get install stockfish")
}

#[tokio::test]
async fn without_an_engine_the_answer_says_how_to_run_one() {
    let base = server().await;
    let (status, answer) = post(&base, "/api/analyse", json!({"fen": START})).await;
    assert_eq!(status, 503);
    assert_eq!(answer["code"], "no_engine");
    assert!(answer["message"].as_str().unwrap().contains("--engine"));
    let (_, answer) = post(&base, "/api/analyse", json!({"fen": START, "lang": "fr"})).await;
    assert!(
        answer["message"].as_str().unwrap().contains("aucun moteur"),
        "{answer}"
    );
}

#[tokio::test]
async fn requests_are_checked_before_the_engine_runs() {
    // The engine would die: a 422 is the request's, not the engine's.
    let base = server_with(engine(fake("dies.sh"))).await;
    // A FEN that is not a position: its problems, as /api/fen lists them.
    let (status, answer) = post(
        &base,
        "/api/analyse",
        json!({"fen": "8/8/8/8/8/8/8/8 w - - 0 1"}),
    )
    .await;
    assert_eq!((status, &answer["ok"]), (200, &json!(false)), "{answer}");
    assert_eq!(answer["errors"][0]["code"], "empty", "{answer}");
    assert_eq!(answer["lines"], json!([]));
    for bad in [
        json!({"depth": 0}),
        json!({"depth": 31}),
        json!({"multipv": 6}),
        json!({"movetime": 0}),
        json!({"movetime": 60_001}),
        json!({"depth": 1e30}),
    ] {
        let mut request = json!({"fen": START});
        request
            .as_object_mut()
            .unwrap()
            .extend(bad.as_object().unwrap().clone());
        let (status, answer) = post(&base, "/api/analyse", request).await;
        assert_eq!(
            (status, answer["code"].as_str()),
            (422, Some("bad_limit")),
            "{answer}"
        );
    }
    let (status, answer) = post(&base, "/api/analyse", json!({"fen": START, "nodes": 5})).await;
    assert_eq!(status, 422, "an unknown field is refused: {answer}");
}

#[tokio::test]
async fn an_engine_that_fails_is_a_502_and_is_started_again() {
    let base = server_with(engine(fake("dies.sh"))).await;
    for _ in 0..2 {
        let (status, answer) = post(&base, "/api/analyse", json!({"fen": START, "depth": 2})).await;
        assert_eq!(
            (status, answer["code"].as_str()),
            (502, Some("engine_failed")),
            "{answer}"
        );
        assert!(
            answer["message"]
                .as_str()
                .unwrap()
                .contains("exit status 7"),
            "{answer}"
        );
    }
}

#[tokio::test]
async fn the_fake_engine_is_read_whole() {
    let base = server_with(engine(fake("good.sh"))).await;
    let (status, answer) = post(&base, "/api/analyse", json!({"fen": START, "depth": 1})).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["ok"], true);
    assert_eq!(answer["engine"], "Fake good");
    assert_eq!(answer["bestmove"], "e2e4");
    assert_eq!(answer["bestmove_san"], "e4");
    assert_eq!(answer["score"], json!({"cp": 20}));
    assert_eq!(answer["lines"][0]["pv_san"], json!(["e4", "e5"]));
    assert_eq!(answer["lines"][0]["eval"], "0.20");
    assert_eq!(answer["lines"][0]["line"], "1. e4 e5");
    let share = answer["lines"][0]["white_share"].as_f64().unwrap();
    assert!(
        (share - 0.5184).abs() < 1e-3,
        "+0.20 is White's 51.8 %: {share}"
    );
    // A whole number written as JSON Schema allows, 2.0.
    let (status, answer) = post(&base, "/api/analyse", json!({"fen": START, "multipv": 2.0})).await;
    assert_eq!(status, 200, "{answer}");
}

#[tokio::test]
async fn stockfish_finds_the_mate_from_whites_side() {
    let base = server_with(engine(stockfish())).await;
    let (status, answer) = post(&base, "/api/analyse", json!({"fen": SCHOLAR, "depth": 8})).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["bestmove_san"], "Qxf7#");
    assert_eq!(answer["score"], json!({"mate": 1}));
    assert_eq!(answer["lines"][0]["line"], "4. Qxf7#");
    // A mate counts as 1,000 centipawns: 97.5 % of the bar.
    let share = answer["lines"][0]["white_share"].as_f64().unwrap();
    assert!((share - 0.975_447).abs() < 1e-5, "{share}");
    let fools = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    let (_, answer) = post(
        &base,
        "/api/analyse",
        json!({"fen": fools, "depth": 6, "multipv": 2}),
    )
    .await;
    assert_eq!(answer["score"], json!({"mate": -1}), "{answer}");
    assert_eq!(answer["lines"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn one_search_a_client_and_each_search_capped_in_time() {
    let mut config = engine(stockfish());
    if let Some(engine) = &mut config.engine {
        engine.cap = Duration::from_millis(1500);
    }
    let base = server_with(config).await;
    // Depth 30 would take minutes: the cap ends it. A second request of
    // the same client waits a second for the first to be let go, then is
    // refused.
    let began = std::time::Instant::now();
    let first = post(&base, "/api/analyse", json!({"fen": START, "depth": 30}));
    let second = async {
        tokio::time::sleep(Duration::from_millis(50)).await;
        post(&base, "/api/analyse", json!({"fen": START, "depth": 30})).await
    };
    let ((status, answer), (again, refused)) = tokio::join!(first, second);
    assert_eq!(status, 200, "{answer}");
    assert!(
        began.elapsed() < Duration::from_secs(3),
        "{:?}",
        began.elapsed()
    );
    assert_eq!(
        (again, refused["code"].as_str()),
        (429, Some("search_running")),
        "{refused}"
    );
}
