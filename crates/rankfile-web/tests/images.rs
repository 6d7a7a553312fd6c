//! `/board.svg` and `/board.png` over real HTTP: the same drawing in two
//! formats, at the size asked, with the last move; bad sizes and moves
//! refused saying how to write them.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::server;

const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20KQkq%20-%200%201";

async fn get(url: String) -> (u16, String, Vec<u8>) {
    let response = reqwest::get(url).await.unwrap();
    let status = response.status().as_u16();
    let kind = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_string();
    (status, kind, response.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn the_png_is_the_svg_drawing_at_the_size_asked() {
    let base = server().await;
    let query = format!("fen={AFTER_E4}&lastmove=e2e4&arrows=Gg8f6&circles=Rd5&flip=1");
    let (status, kind, png) = get(format!("{base}/board.png?{query}&size=720")).await;
    assert_eq!((status, kind.as_str()), (200, "image/png"));
    assert_eq!(rankfile_image::png_size(&png), Some((720, 720)));
    // The PNG is the SVG of the same query, rasterised.
    let (_, kind, svg) = get(format!("{base}/board.svg?{query}&size=720")).await;
    assert_eq!(kind, "image/svg+xml");
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.contains(r#"width="720" height="720""#), "{svg}");
    assert_eq!(svg.matches(r#"class="last""#).count(), 2);
    assert_eq!(png, rankfile_image::png_of_svg(&svg, 720).unwrap());
    // No size: 360 pixels, the SVG's own.
    let (_, _, png) = get(format!("{base}/board.png")).await;
    assert_eq!(rankfile_image::png_size(&png), Some((360, 360)));
    // A FEN whose placement does not read is drawn as /board.svg draws it.
    let (status, _, png) = get(format!("{base}/board.png?fen=xyz&size=64")).await;
    assert_eq!(
        (status, rankfile_image::png_size(&png)),
        (200, Some((64, 64)))
    );
}

#[tokio::test]
async fn a_bad_size_or_last_move_is_refused_saying_how() {
    let base = server().await;
    for path in ["board.png", "board.svg"] {
        for (query, code, says) in [
            ("size=8", "bad_size", "16 to 2048"),
            ("size=4096", "bad_size", "16 to 2048"),
            ("lastmove=e2", "bad_move", "such as e2e4"),
            ("lastmove=e2e4k", "bad_move", "such as e2e4"),
            ("size=big", "bad_request", "size=360"),
        ] {
            let (status, kind, body) = get(format!("{base}/{path}?{query}")).await;
            assert_eq!(
                (status, kind.as_str()),
                (400, "application/json"),
                "{path}?{query}"
            );
            let answer: serde_json::Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(answer["code"], code, "{path}?{query}: {answer}");
            let message = answer["message"].as_str().unwrap();
            assert!(message.contains(says), "{path}?{query}: {message}");
        }
    }
}
