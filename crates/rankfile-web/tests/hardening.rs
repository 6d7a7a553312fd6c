//! The server against slow, hostile and heavy clients: security headers on
//! every answer, a `Host` that must name it, a deadline for the request
//! head however it trickles, a limit on connections, and work that stops
//! with its request.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

async fn server_with(config: rankfile_web::Config) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(rankfile_web::serve_with(listener, config));
    addr
}

/// Sends `request` as it is and reads the answer to its end (the server
/// closes the connection: every request here says `Connection: close`).
async fn exchange(addr: std::net::SocketAddr, request: &str) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer))
        .await
        .expect("an answer within 5 s")
        .unwrap();
    String::from_utf8(answer).unwrap()
}

/// `stream` after one keep-alive request answered: a connection held open.
async fn kept_alive(mut stream: TcpStream) -> TcpStream {
    stream
        .write_all(b"GET /style.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .unwrap();
    let mut buf = [0u8; 256];
    let n = stream.read(&mut buf).await.unwrap();
    assert!(String::from_utf8_lossy(&buf[..n]).starts_with("HTTP/1.1 200"));
    stream
}

fn get(path: &str, host: &str) -> String {
    format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n")
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let addr = server_with(rankfile_web::Config::default()).await;
    let fen = r#"{"fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#;
    let post = format!(
        "POST /api/fen HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{fen}",
        fen.len()
    );
    for request in [
        get("/", "localhost"),
        get("/app.js", "127.0.0.1"),
        get("/board.svg", "localhost"),
        get("/no/such/page", "localhost"),
        get("/", "evil.example"),
        post,
    ] {
        let answer = exchange(addr, &request).await.to_ascii_lowercase();
        let policy = format!(
            "content-security-policy: {}",
            rankfile_web::CONTENT_SECURITY_POLICY.to_ascii_lowercase()
        );
        for header in [
            policy.as_str(),
            "x-content-type-options: nosniff",
            "x-frame-options: deny",
            "referrer-policy: no-referrer",
        ] {
            assert!(
                answer.contains(header),
                "{request}: no {header} in\n{answer}"
            );
        }
        assert!(policy.contains("frame-ancestors 'none'"));
    }
}

#[tokio::test]
async fn a_host_that_is_not_this_server_is_refused() {
    let addr = server_with(rankfile_web::Config {
        allowed_hosts: vec!["chess.example".into()],
        ..rankfile_web::Config::default()
    })
    .await;
    let port = addr.port();
    for (host, ok) in [
        (format!("127.0.0.1:{port}"), true),
        (format!("localhost:{port}"), true),
        (format!("[::1]:{port}"), true),
        ("192.168.1.20".to_string(), true),
        ("chess.example".to_string(), true),
        (format!("CHESS.example:{port}"), true),
        (format!("rebound.attacker.example:{port}"), false),
        ("localhost.attacker.example".to_string(), false),
    ] {
        let answer = exchange(addr, &get("/", &host)).await;
        let status = answer.lines().next().unwrap_or("");
        if ok {
            assert!(status.contains(" 200 "), "{host}: {status}");
        } else {
            assert!(status.contains(" 421 "), "{host}: {status}");
            assert!(answer.contains(r#""code":"bad_host""#), "{answer}");
            assert!(answer.contains("--allow-host"), "{answer}");
        }
    }
    // No Host at all (HTTP/1.0 allows it): refused as well.
    let answer = exchange(addr, "GET / HTTP/1.0\r\n\r\n").await;
    assert!(answer.contains(r#""code":"bad_host""#), "{answer}");
}

#[tokio::test]
async fn a_head_sent_a_byte_at_a_time_is_cut_at_its_deadline() {
    let head = Duration::from_millis(600);
    let addr = server_with(rankfile_web::Config {
        head,
        ..rankfile_web::Config::default()
    })
    .await;
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let started = Instant::now();
    // A byte every 50 ms: never silent long enough for the idle deadline
    // (30 s), but the head is never whole.
    let trickle = async {
        for byte in b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "
            .iter()
            .cycle()
        {
            if stream.write_all(&[*byte]).await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(5), trickle)
        .await
        .expect("the server cut the trickling head");
    let cut = started.elapsed();
    assert!(
        cut >= head && cut < head + Duration::from_secs(1),
        "{cut:?}"
    );
}

#[tokio::test]
async fn connections_beyond_the_limit_are_told_so() {
    let addr = server_with(rankfile_web::Config {
        max_connections: 2,
        ..rankfile_web::Config::default()
    })
    .await;
    // Two connections held open (a keep-alive each, answered once).
    let mut held = Vec::new();
    for _ in 0..2 {
        held.push(kept_alive(TcpStream::connect(addr).await.unwrap()).await);
    }
    let answer = exchange(addr, &get("/", "localhost")).await;
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(
        answer.contains(r#""code":"too_many_connections""#),
        "{answer}"
    );
    // One closes: the next is served.
    drop(held.pop());
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let answer = exchange(addr, &get("/", "localhost")).await;
        if answer.starts_with("HTTP/1.1 200") {
            break;
        }
        assert!(Instant::now() < deadline, "the freed place was not taken");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[test]
fn pgn_work_stops_when_asked() {
    let text = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n";
    let en = rankfile_i18n::Catalog::get(rankfile_i18n::Language::English);
    assert_eq!(
        rankfile_web::api::pgn_answer(text, rankfile::Variant::Standard, en)
            .games
            .len(),
        2
    );
    assert!(
        rankfile_web::api::pgn_answer_until(text, rankfile::Variant::Standard, true, en, &|| true)
            .is_none()
    );
    // Asked before each game: the first game read, then stopped.
    let asked = std::cell::Cell::new(0);
    let stop = || {
        asked.set(asked.get() + 1);
        asked.get() > 1
    };
    assert!(
        rankfile_web::api::pgn_answer_until(text, rankfile::Variant::Standard, true, en, &stop)
            .is_none()
    );
    assert_eq!(asked.get(), 2);
}

/// The status line and the JSON body of an answer.
fn status_and_json(answer: &str) -> (String, serde_json::Value) {
    let status = answer.lines().next().unwrap_or_default().to_string();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: application/json"),
        "{answer}"
    );
    assert!(
        head.to_ascii_lowercase()
            .contains("x-content-type-options: nosniff"),
        "{answer}"
    );
    (status, serde_json::from_str(body).unwrap())
}

#[tokio::test]
async fn a_query_that_cannot_be_read_is_refused_in_json() {
    let addr = server_with(rankfile_web::Config::default()).await;
    // A parameter given twice, or not UTF-8: one answer on every path,
    // the page's too, naming the parameter.
    for (path, name) in [
        ("/api/messages?lang=fr&lang=en", "lang"),
        ("/?lang=fr&lang=en", "lang"),
        ("/?a=1&a=2", "a"),
        ("/?lang=%FF", "lang"),
        ("/?fen=%FF", "fen"),
        ("/api/messages?lang=%FF%FE", "lang"),
        ("/board.svg?fen=a&fen=b", "fen"),
        ("/api/chess960?number=1&number=2", "number"),
        ("/api/chess960?number=%FF", "number"),
    ] {
        let answer = exchange(addr, &get(path, "localhost")).await;
        let (status, body) = status_and_json(&answer);
        assert!(status.starts_with("HTTP/1.1 400"), "{path}: {answer}");
        assert_eq!(body["code"], "bad_request", "{path}");
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains(&format!("\"{name}\"")),
            "{path}: {body}"
        );
    }
    // Malformed in other ways: still a 4xx in JSON.
    for path in ["/api/chess960?number=%", "/api/chess960?number=x"] {
        let answer = exchange(addr, &get(path, "localhost")).await;
        let (status, body) = status_and_json(&answer);
        assert!(status.starts_with("HTTP/1.1 4"), "{path}: {answer}");
        assert!(body["code"].is_string(), "{path}: {body}");
    }
}

#[tokio::test]
async fn a_body_said_too_large_is_refused_at_once_without_continue() {
    let addr = server_with(rankfile_web::Config::default()).await;
    let request = "POST /api/pgn HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
                   Content-Length: 1000000000\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n";
    let started = Instant::now();
    let answer = exchange(addr, request).await;
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "refused within 2 s, not waited for"
    );
    assert!(!answer.contains("100 Continue"), "{answer}");
    let (status, body) = status_and_json(&answer);
    assert!(status.starts_with("HTTP/1.1 413"), "{answer}");
    assert_eq!(body["code"], "too_large");
}

#[tokio::test]
async fn one_address_cannot_take_every_connection() {
    let addr = server_with(rankfile_web::Config {
        max_connections: 8,
        max_per_peer: 2,
        ..rankfile_web::Config::default()
    })
    .await;
    let connect_from = |ip: &str| {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind(format!("{ip}:0").parse().unwrap()).unwrap();
        socket.connect(addr)
    };
    let mut held = Vec::new();
    for _ in 0..2 {
        held.push(kept_alive(connect_from("127.0.0.1").await.unwrap()).await);
    }
    let ask = |mut stream: TcpStream| async move {
        stream
            .write_all(get("/", "localhost").as_bytes())
            .await
            .unwrap();
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.unwrap();
        String::from_utf8(answer).unwrap()
    };
    let third = ask(connect_from("127.0.0.1").await.unwrap()).await;
    assert!(third.starts_with("HTTP/1.1 503"), "{third}");
    assert!(third.contains("your address"), "{third}");
    // Another address (the loopback network is 127.0.0.0/8) is served.
    let other = ask(connect_from("127.0.0.2").await.unwrap()).await;
    assert!(other.starts_with("HTTP/1.1 200"), "{other}");
}

/// The documented exceptions to the JSON: what is not HTTP/1.1 at all is
/// refused by the HTTP layer with an empty body, and the connection closed.
#[tokio::test]
async fn what_is_no_http_is_refused_by_the_http_layer_as_documented() {
    let addr = server_with(rankfile_web::Config::default()).await;
    for request in [
        "GARBAGE\r\n\r\n".to_string(),
        "POST /api/fen HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}".to_string(),
        format!("GET /{} HTTP/1.1\r\nHost: localhost\r\n\r\n", "a".repeat(100_000)),
    ] {
        let answer = exchange(addr, &request).await;
        let status = answer.lines().next().unwrap_or_default();
        assert!(matches!(&status[..12.min(status.len())], "HTTP/1.1 400" | "HTTP/1.1 414"), "{answer}");
        let (_, body) = answer.split_once("\r\n\r\n").unwrap_or_default();
        assert!(body.is_empty(), "{answer}");
    }
}

#[tokio::test]
async fn only_the_origins_given_may_frame_embed_and_no_one_any_other_page() {
    let header = |answer: &str, name: &str| {
        answer.lines().find_map(|line| {
            line.to_ascii_lowercase()
                .strip_prefix(&format!("{name}: "))
                .map(str::to_string)
        })
    };
    // No origin given: /embed is framed by no one, like every page.
    let addr = server_with(rankfile_web::Config::default()).await;
    let answer = exchange(addr, &get("/embed?fen=8/8/8/8/8/8/8/8", "localhost")).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let policy = header(&answer, "content-security-policy").unwrap();
    assert!(policy.ends_with("frame-ancestors 'none'"), "{policy}");
    assert_eq!(header(&answer, "x-frame-options").as_deref(), Some("deny"));
    // Two origins given: they may frame /embed, and only /embed.
    let addr = server_with(rankfile_web::Config {
        embed_origins: vec![
            "https://chess.example".into(),
            "http://localhost:3000".into(),
        ],
        ..rankfile_web::Config::default()
    })
    .await;
    let answer = exchange(addr, &get("/embed", "localhost")).await;
    let policy = header(&answer, "content-security-policy").unwrap();
    assert!(
        policy.ends_with("frame-ancestors https://chess.example http://localhost:3000"),
        "{policy}"
    );
    assert!(
        policy.contains("script-src 'self'"),
        "the rest of the policy stays: {policy}"
    );
    assert_eq!(header(&answer, "x-frame-options"), None);
    for path in [
        "/",
        "/board.svg",
        "/embed.js",
        "/api/openapi.json",
        "/embed/",
    ] {
        let answer = exchange(addr, &get(path, "localhost")).await;
        let policy = header(&answer, "content-security-policy").unwrap();
        assert!(
            policy.ends_with("frame-ancestors 'none'"),
            "{path}: {policy}"
        );
        assert_eq!(
            header(&answer, "x-frame-options").as_deref(),
            Some("deny"),
            "{path}"
        );
    }
    // A query that does not read is refused in the API's JSON.
    let answer = exchange(addr, &get("/embed?orientation=up", "localhost")).await;
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(answer.contains("white or black"), "{answer}");
}
