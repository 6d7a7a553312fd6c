//! A load test of `rankfile serve`, on loopback only and bounded in count
//! and time: mixed valid and malformed requests from several clients at
//! once, then the hostile cases (a head sent a byte at a time, a PGN of
//! stray brackets, a client that leaves before its answer). The server is
//! the real binary, so that its memory and CPU time are its own.
//!
//! `cargo test` runs 2,000 requests and checks that none gets a 5xx; the
//! full run, with its figures (BENCHMARKS.md), is ignored:
//! `cargo test --release -p rankfile-cli --test load -- --ignored --nocapture`
//! (`RANKFILE_BIN=path/to/rankfile` runs it against another build).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The server, started on a free port, killed when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    fn start() -> Server {
        // RANKFILE_BIN measures another build (an older one, say).
        let bin = std::env::var("RANKFILE_BIN").unwrap_or(env!("CARGO_BIN_EXE_rankfile").into());
        let mut child = Command::new(bin)
            .args(["serve", "--addr", "127.0.0.1:0", "--lang", "en"])
            .stdout(Stdio::piped())
            .spawn()
            .expect("rankfile serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("no address in {line:?}"));
        Server { child, addr }
    }

    /// A field of `/proc/PID/status`, in kB.
    fn status_kb(&self, field: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix(field))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    }

    /// User and system CPU time so far, in clock ticks (1/100 s).
    fn cpu_ticks(&self) -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        let after_name = stat.rsplit(')').next().unwrap();
        let fields: Vec<&str> = after_name.split_whitespace().collect();
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A keep-alive HTTP/1.1 client on one connection.
struct Client {
    addr: SocketAddr,
    stream: Option<BufReader<TcpStream>>,
}

impl Client {
    /// Sends `request` and reads its answer's status; a new connection
    /// when the server closed the last one.
    fn send(&mut self, request: &[u8]) -> u16 {
        for _ in 0..2 {
            if self.stream.is_none() {
                let stream = TcpStream::connect(self.addr).unwrap();
                stream
                    .set_read_timeout(Some(Duration::from_secs(20)))
                    .unwrap();
                self.stream = Some(BufReader::new(stream));
            }
            let stream = self.stream.as_mut().unwrap();
            if stream.get_mut().write_all(request).is_ok()
                && let Some(status) = read_answer(stream)
            {
                return status;
            }
            self.stream = None;
        }
        panic!(
            "no answer to {:?}",
            String::from_utf8_lossy(&request[..request.len().min(80)])
        );
    }
}

/// The status of one answer, its body read; `None` if the connection ended.
fn read_answer(stream: &mut BufReader<TcpStream>) -> Option<u16> {
    let mut line = String::new();
    stream.read_line(&mut line).ok()?;
    let status = line.split(' ').nth(1)?.parse().ok()?;
    let mut length = 0;
    loop {
        let mut header = String::new();
        stream.read_line(&mut header).ok()?;
        if header == "\r\n" || header.is_empty() {
            break;
        }
        if let Some(v) = header.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().ok()?;
        }
    }
    let mut body = vec![0; length];
    stream.read_exact(&mut body).ok()?;
    Some(status)
}

fn post(path: &str, content_type: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

fn get(path: &str) -> Vec<u8> {
    format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").into_bytes()
}

/// The requests, and whether each is a valid one (timed for latency).
fn mix() -> Vec<(Vec<u8>, bool)> {
    let json = "application/json";
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let game =
        r#"[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 { Morphy } 4. Ba4 (4. Bxc6 dxc6) Nf6 *"#;
    vec![
        (get("/"), true),
        (get("/app.js"), true),
        (get("/game.js"), true),
        (get("/api/chess960?number=518"), true),
        (get("/pieces/wN.svg"), true),
        (
            get("/board.svg?fen=8/8/8/4k3/8/8/8/4K3%20w%20-%20-%200%201"),
            true,
        ),
        (
            post("/api/fen", json, &format!(r#"{{"fen":"{start}"}}"#)),
            true,
        ),
        (
            post(
                "/api/fen",
                json,
                r#"{"fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1"}"#,
            ),
            true,
        ),
        (
            post(
                "/api/play",
                json,
                &format!(r#"{{"fen":"{start}","moves":["e4","e5","Nf3"]}}"#),
            ),
            true,
        ),
        (
            post("/api/pgn", json, &format!(r#"{{"pgn":"{game}"}}"#)),
            true,
        ),
        // The viewer's second round: a board written upside down (its
        // one-click fixes) and a Chess960 game.
        (
            post(
                "/api/fen",
                json,
                r#"{"fen":"RNBQKBNR/PPPP1PPP/8/4P3/8/8/pppppppp/rnbqkbnr b KQkq - 0 1"}"#,
            ),
            true,
        ),
        (
            post(
                "/api/play",
                json,
                r#"{"fen":"1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/1R1K2R1 w GBgb - 0 1","moves":["O-O-O"],"chess960":true}"#,
            ),
            true,
        ),
        // Malformed: every one must get a 4xx, never a 5xx.
        (post("/api/fen", json, r#"{"fen": "#), false),
        (post("/api/fen", "text/plain", r#"{"fen":"x"}"#), false),
        (post("/api/fen", json, r#"{"fen":"x","colour":1}"#), false),
        (
            post(
                "/api/fen",
                json,
                &format!(r#"{{"fen":"{}"}}"#, "8/".repeat(200)),
            ),
            false,
        ),
        (
            post(
                "/api/play",
                json,
                &format!(r#"{{"fen":"{start}","moves":["{}"]}}"#, "N".repeat(40)),
            ),
            false,
        ),
        (post("/api/pgn", json, r#"{"pgn":")))((({{}}]]["}"#), false),
        (get("/api/fen"), false),
        (get("/api/chess960?number=960"), false),
        (get("/no/such/page"), false),
        (
            b"GET / HTTP/1.1\r\nHost: rebound.example\r\n\r\n".to_vec(),
            false,
        ),
        (
            b"BREW /coffee HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".to_vec(),
            false,
        ),
    ]
}

/// Sends `total` requests from `clients` threads; returns the valid
/// requests' latencies and the answers' statuses.
fn hammer(addr: SocketAddr, total: usize, clients: usize) -> (Vec<Duration>, Vec<u16>) {
    let requests = mix();
    let threads: Vec<_> = (0..clients)
        .map(|c| {
            let requests = requests.clone();
            std::thread::spawn(move || {
                let mut client = Client { addr, stream: None };
                let (mut latencies, mut statuses) = (Vec::new(), Vec::new());
                for i in (c..total).step_by(clients) {
                    let (request, valid) = &requests[(i * 7 + c) % requests.len()];
                    let started = Instant::now();
                    let status = client.send(request);
                    if *valid {
                        latencies.push(started.elapsed());
                        assert!(status < 300, "a valid request got {status}");
                    }
                    statuses.push(status);
                }
                (latencies, statuses)
            })
        })
        .collect();
    let (mut latencies, mut statuses) = (Vec::new(), Vec::new());
    for t in threads {
        let (l, s) = t.join().unwrap();
        latencies.extend(l);
        statuses.extend(s);
    }
    latencies.sort();
    (latencies, statuses)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p) as usize]
}

/// A head sent a byte every 200 ms: the server must cut it within its 10 s
/// head deadline (and a second).
fn slow_head_is_cut(addr: SocketAddr) -> Duration {
    let mut stream = TcpStream::connect(addr).unwrap();
    let started = Instant::now();
    for byte in b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
        .iter()
        .cycle()
    {
        if stream.write_all(&[*byte]).is_err() || started.elapsed() > Duration::from_secs(30) {
            break;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    started.elapsed()
}

/// A megabyte of stray brackets, answered; then the same sent by a client
/// that leaves at once. Returns the answer's time and the CPU ticks the
/// server spent in the second after both.
fn stray_brackets(server: &Server) -> (Duration, u64, u16) {
    let mut rng = 0x2545_f491_4f6c_dd1du64;
    let brackets: String = (0..1_000_000)
        .map(|_| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            // No brace (a `{` makes the rest one comment) and no `[`
            // (it starts a tag, so another game).
            [')', ')', '(', ' '][(rng % 4) as usize]
        })
        .collect();
    let body = serde_json::json!({ "pgn": brackets }).to_string();
    let request = post("/api/pgn", "application/json", &body);
    let mut client = Client {
        addr: server.addr,
        stream: None,
    };
    let started = Instant::now();
    let status = client.send(&request);
    let answered = started.elapsed();
    for _ in 0..4 {
        let mut leaver = TcpStream::connect(server.addr).unwrap();
        leaver.write_all(&request).unwrap();
        drop(leaver);
    }
    std::thread::sleep(Duration::from_millis(300));
    let before = server.cpu_ticks();
    std::thread::sleep(Duration::from_secs(1));
    (answered, server.cpu_ticks() - before, status)
}

#[test]
fn two_thousand_mixed_requests_get_no_5xx() {
    let server = Server::start();
    let (_, statuses) = hammer(server.addr, 2_000, 4);
    assert_eq!(statuses.len(), 2_000);
    assert!(statuses.iter().all(|&s| s < 500), "{statuses:?}");
    let (_, _, status) = stray_brackets(&server);
    assert_eq!(status, 200);
}

#[test]
#[ignore = "the full load run, with its figures: run in release with --ignored --nocapture"]
fn the_server_holds_under_load() {
    let server = Server::start();
    hammer(server.addr, 500, 4); // warm up
    let rss_before = server.status_kb("VmRSS:");
    let started = Instant::now();
    let (latencies, statuses) = hammer(server.addr, 20_000, 8);
    let elapsed = started.elapsed();
    std::thread::sleep(Duration::from_secs(1));
    let rss_after = server.status_kb("VmRSS:");
    let fivexx = statuses.iter().filter(|&&s| s >= 500).count();
    let fourxx = statuses
        .iter()
        .filter(|&&s| (400..500).contains(&s))
        .count();
    let (p50, p99, max) = (
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies[latencies.len() - 1],
    );
    println!(
        "{} requests from 8 clients in {elapsed:.2?}: {} valid (p50 {p50:.2?}, p99 {p99:.2?}, max {max:.2?}), {fourxx} answered 4xx, {fivexx} 5xx",
        statuses.len(),
        latencies.len()
    );
    println!(
        "memory: {rss_before} kB before, {rss_after} kB a second after, peak {} kB",
        server.status_kb("VmHWM:")
    );
    let cut = slow_head_is_cut(server.addr);
    println!("a head sent a byte every 200 ms: cut after {cut:.2?}");
    let (answered, ticks, status) = stray_brackets(&server);
    println!(
        "1 MB of stray brackets: answered {status} in {answered:.2?}; then, with 4 clients gone before their answer, {} ms of CPU in the next second",
        ticks * 10
    );
    let peak_once = server.status_kb("VmHWM:");
    // The same again: the memory of the first is reused, not added to.
    let (again, _, _) = stray_brackets(&server);
    let peak_twice = server.status_kb("VmHWM:");
    let rss_end = server.status_kb("VmRSS:");
    println!(
        "peak memory after the brackets: {peak_once} kB; after them again (answered in {again:.2?}): {peak_twice} kB; now {rss_end} kB"
    );
    assert_eq!(statuses.len(), 20_000);
    assert_eq!(fivexx, 0);
    assert!(p99 < Duration::from_millis(50), "p99 {p99:?}");
    assert!(
        rss_after < rss_before + 16 * 1024,
        "{rss_before} kB -> {rss_after} kB"
    );
    assert!(
        cut >= Duration::from_secs(10) && cut < Duration::from_secs(11),
        "{cut:?}"
    );
    assert!(
        answered < Duration::from_secs(10) && status == 200,
        "{status} in {answered:?}"
    );
    assert!(ticks <= 5, "{ticks} ticks of CPU after the work: not idle");
    assert!(
        peak_once < rss_before + 64 * 1024,
        "{rss_before} kB -> {peak_once} kB"
    );
    assert!(
        peak_twice < peak_once + 16 * 1024,
        "{peak_once} kB -> {peak_twice} kB"
    );
}
