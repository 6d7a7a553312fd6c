//! What the API tests share: the server on a free loopback port, and a
//! JSON request to it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![allow(dead_code)]

use serde_json::Value;

/// The server on a free port of 127.0.0.1; its base address.
pub async fn server() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(rankfile_web::serve(listener));
    format!("http://{addr}")
}

/// The server with `config` on a free port of 127.0.0.1; its base
/// address.
pub async fn server_with(config: rankfile_web::Config) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(rankfile_web::serve_with(listener, config));
    format!("http://{addr}")
}

/// POSTs `body` as JSON to `path`: the status and the JSON answer.
pub async fn post(base: &str, path: &str, body: Value) -> (u16, Value) {
    let response = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}
