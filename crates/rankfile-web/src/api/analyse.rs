//! `POST /api/analyse`: a UCI engine's score and best lines for a
//! position, when the server was started with one (`rankfile serve
//! --engine`). One engine serves every client, one search at a time; a
//! search is capped in depth and in time, and a client may have one
//! search under way, so that no client holds the engine.

use std::collections::HashSet;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use rankfile::Position;
use rankfile::fen::{self, ReadMode};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

use rankfile_engine::{AnalysedLine, Analysis, Bound, Engine, EngineError, Limit, Score, Timeouts};
use rankfile_i18n::Catalog;
use serde::{Deserialize, Serialize};

use super::{Refusal, body, catalog, check_fen_length, refuse};
use crate::json::DiagnosticJson;

/// The deepest search a request may ask.
pub const MAX_DEPTH: u32 = 30;
/// The most lines a request may ask.
pub const MAX_LINES: u32 = 5;
/// The longest search a request may ask, in milliseconds (the server's
/// cap may cut it shorter).
pub const MAX_MOVETIME: u64 = 60_000;
/// The depth searched when a request gives neither depth nor time.
pub const DEFAULT_DEPTH: u32 = 16;

/// The engine a server runs, as `rankfile serve --engine` gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineConfig {
    /// The engine's program.
    pub path: PathBuf,
    /// Options set when it starts: `(name, value)`.
    pub options: Vec<(String, String)>,
    /// The longest search, whatever a request asks.
    pub cap: Duration,
}

/// The server's engine, started at the first request (and again after it
/// died), and the clients with a search under way.
#[derive(Debug)]
pub struct Analyst {
    config: EngineConfig,
    engine: Arc<tokio::sync::Mutex<Option<Engine>>>,
    busy: Mutex<HashSet<IpAddr>>,
}

impl Analyst {
    /// The analyst of `config`; the engine is not started yet.
    pub fn new(config: EngineConfig) -> Analyst {
        Analyst {
            config,
            engine: Arc::new(tokio::sync::Mutex::new(None)),
            busy: Mutex::new(HashSet::new()),
        }
    }
}

/// The address a request came from, set by the server on each connection.
#[derive(Debug, Clone, Copy)]
pub struct Peer(pub IpAddr);

/// `POST /api/analyse`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnalyseRequest {
    /// The position.
    #[schema(max_length = 256)]
    pub fen: String,
    /// Plies deep (1 to 30); without it and without `movetime`, 16.
    #[serde(default, deserialize_with = "whole")]
    #[schema(minimum = 1, maximum = 30, value_type = Option<u64>)]
    pub depth: Option<u64>,
    /// Milliseconds to search (1 to 60,000; the server's cap, 3,000 by
    /// default, cuts it).
    #[serde(default, deserialize_with = "whole")]
    #[schema(minimum = 1, maximum = 60000, value_type = Option<u64>)]
    pub movetime: Option<u64>,
    /// The best lines asked (1 to 5).
    #[serde(default, deserialize_with = "whole")]
    #[schema(minimum = 1, maximum = 5, value_type = Option<u64>)]
    pub multipv: Option<u64>,
    /// The language of the refusals: `en` (the default), `fr`, `vi`, `pt`.
    #[serde(default)]
    #[schema(pattern = r"^([Ee][Nn]|[Ff][Rr]|[Vv][Ii]|[Pp][Tt])([-_.@][\s\S]*)?$")]
    pub lang: Option<String>,
    /// Read the FEN as Chess960.
    #[serde(default)]
    pub chess960: bool,
}

/// A whole number as JSON writes it, `5` or `5.0` (JSON Schema's
/// integers both); a number out of range is kept as `u64::MAX`, for the
/// range check to refuse it.
fn whole<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    let number: Option<serde_json::Number> = Option::deserialize(d)?;
    let Some(number) = number else {
        return Ok(None);
    };
    if let Some(n) = number.as_u64() {
        return Ok(Some(n));
    }
    match number.as_f64() {
        Some(f) if f.fract() == 0.0 && f >= 0.0 => {
            Ok(Some(if f < 1e18 { f as u64 } else { u64::MAX }))
        }
        _ => Err(serde::de::Error::custom(format!(
            "{number} is not a whole number of 0 or more"
        ))),
    }
}

/// A score from White's side: `{"cp": 35}` or `{"mate": -2}`.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ScoreJson {
    /// Centipawns, from White's side.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cp: Option<i32>,
    /// Moves to mate: positive when White mates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mate: Option<i32>,
}

impl From<Score> for ScoreJson {
    fn from(s: Score) -> ScoreJson {
        match s {
            Score::Cp(cp) => ScoreJson {
                cp: Some(cp),
                mate: None,
            },
            Score::Mate(n) => ScoreJson {
                cp: None,
                mate: Some(n),
            },
        }
    }
}

/// One of the best lines.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct AnalysedLineJson {
    /// Which line, from 1.
    pub multipv: u32,
    /// The depth searched.
    pub depth: Option<u32>,
    /// The score from White's side.
    pub score: Option<ScoreJson>,
    /// `exact`, `lower` or `upper` (from White's side).
    pub bound: String,
    /// The score as PGN's `[%eval]` writes it: `0.35`, `#-2`.
    pub eval: String,
    /// The line in UCI.
    pub pv: Vec<String>,
    /// The line in SAN.
    pub pv_san: Vec<String>,
    /// The line in SAN with its move numbers: `12... Nf6 13. Bg5`.
    pub line: String,
    /// White's share of an evaluation bar, 0 to 1, by lichess's formula of
    /// winning chances (a half at 0.00, 1 for a mate by White).
    pub white_share: Option<f64>,
}

impl From<&AnalysedLine> for AnalysedLineJson {
    fn from(line: &AnalysedLine) -> AnalysedLineJson {
        AnalysedLineJson {
            multipv: line.multipv,
            depth: line.depth,
            score: line.score.map(ScoreJson::from),
            bound: match line.bound {
                Bound::Exact => "exact",
                Bound::Lower => "lower",
                Bound::Upper => "upper",
            }
            .into(),
            eval: line.eval.clone(),
            pv: line.uci.clone(),
            pv_san: line.san.clone(),
            line: line.numbered.clone(),
            white_share: line.white_share,
        }
    }
}

/// What the engine found; for a FEN that is not a legal position, its
/// problems, and no search.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct AnalyseAnswer {
    /// The FEN is a legal position, and the engine searched it.
    pub ok: bool,
    /// Why the FEN is not a legal position (as `/api/fen` lists them).
    pub errors: Vec<DiagnosticJson>,
    /// The position, as read (the FEN as given when it is not legal).
    pub fen: String,
    /// The engine's name.
    pub engine: String,
    /// The best move in UCI; `null` when the position has no move.
    pub bestmove: Option<String>,
    /// The best move in SAN.
    pub bestmove_san: Option<String>,
    /// The best line's score, from White's side.
    pub score: Option<ScoreJson>,
    /// The depth of the best line.
    pub depth: Option<u32>,
    /// The best lines, the best first.
    pub lines: Vec<AnalysedLineJson>,
}

impl AnalyseAnswer {
    fn of(fen: String, analysis: &Analysis) -> AnalyseAnswer {
        let first = analysis.lines.first();
        AnalyseAnswer {
            ok: true,
            errors: Vec::new(),
            fen,
            engine: analysis.engine.clone(),
            bestmove: analysis.best.as_ref().map(|b| b.0.clone()),
            bestmove_san: analysis.best.as_ref().map(|b| b.1.clone()),
            score: first.and_then(|l| l.score).map(ScoreJson::from),
            depth: first.and_then(|l| l.depth),
            lines: analysis.lines.iter().map(AnalysedLineJson::from).collect(),
        }
    }
}

/// Whether the server runs an engine, and the limits of a search.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct EngineStatus {
    /// The server runs an engine: `POST /api/analyse` answers.
    pub engine: bool,
    /// The deepest search a request may ask.
    pub max_depth: u32,
    /// The longest search, in milliseconds (0 without an engine).
    pub max_movetime: u64,
    /// The most lines a request may ask.
    pub max_lines: u32,
}

/// `GET /api/analyse`: whether `POST /api/analyse` can answer, so that a
/// page shows an evaluation only when it can.
#[utoipa::path(get, path = "/api/analyse", tag = "api",
    responses((status = 200, description = "Whether the server runs an engine, and a search's limits", body = EngineStatus)))]
pub async fn get_analyse(Extension(analyst): Extension<Option<Arc<Analyst>>>) -> Response {
    Json(EngineStatus {
        engine: analyst.is_some(),
        max_depth: MAX_DEPTH,
        max_movetime: analyst.map_or(0, |a| a.config.cap.as_millis() as u64),
        max_lines: MAX_LINES,
    })
    .into_response()
}

/// `POST /api/analyse`: the engine's verdict on a position.
///
/// A FEN that is not a legal position is answered 200 with `ok` false and
/// its problems, as `/api/fen` answers it; 422 `bad_limit` for a depth,
/// time or number of lines out of range; 429 `search_running`
/// while the same client's last search runs; 503 `no_engine` when the
/// server runs none, `engine_busy` when other searches hold it; 502
/// `engine_failed` when the engine fails (it is started again at the next
/// request); 422 `no_multipv` for several lines of an engine that gives
/// one.
#[utoipa::path(post, path = "/api/analyse", tag = "api", request_body = AnalyseRequest,
    responses(
        (status = 200, description = "The engine's score and best lines", body = AnalyseAnswer),
        (status = 429, description = "`search_running`: this client's last search still runs", body = crate::json::ApiError),
        (status = 502, description = "`engine_failed`: the engine failed", body = crate::json::ApiError),
    ))]
pub async fn post_analyse(
    Extension(analyst): Extension<Option<Arc<Analyst>>>,
    peer: Option<Extension<Peer>>,
    request: Result<Json<AnalyseRequest>, JsonRejection>,
) -> Response {
    match analyse(analyst, peer.map(|Extension(p)| p.0), request).await {
        Ok(answer) => Json(answer).into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

async fn analyse(
    analyst: Option<Arc<Analyst>>,
    peer: Option<IpAddr>,
    request: Result<Json<AnalyseRequest>, JsonRejection>,
) -> Result<AnalyseAnswer, Refusal> {
    let request = body(request)?;
    let cat = catalog(request.lang.as_deref())?;
    let (pos, limit, lines) = read_request(&request, cat)?;
    let Some(analyst) = analyst else {
        return Err(refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            "no_engine",
            cat.say("api-no-engine", &[]),
        ));
    };
    let pos = match pos {
        Ok(pos) => pos,
        Err(answer) => return Ok(answer),
    };
    let _held = hold(&analyst, peer).await.ok_or_else(|| {
        refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "search_running",
            cat.say("api-search-running", &[]),
        )
    })?;
    let limit = Limit {
        time: Some(
            limit
                .time
                .map_or(analyst.config.cap, |t| t.min(analyst.config.cap)),
        ),
        ..limit
    };
    // Waiting behind the searches of others: one cap each, a few at most.
    let wait = analyst.config.cap * 3 + Duration::from_secs(1);
    let guard = tokio::time::timeout(wait, analyst.engine.clone().lock_owned())
        .await
        .map_err(|_| {
            refuse(
                StatusCode::SERVICE_UNAVAILABLE,
                "engine_busy",
                cat.say("api-engine-busy", &[]),
            )
        })?;
    let config = analyst.config.clone();
    // A client that goes away (the page shows another position) stops its
    // search, so that the engine is free for the next.
    let cancel = Cancel(Arc::new(AtomicBool::new(false)));
    let cancelled = cancel.0.clone();
    let searched = tokio::task::spawn_blocking(move || {
        search(guard, &config, &pos, &limit, lines, &cancelled)
    })
    .await
    .map_err(|_| {
        refuse(
            StatusCode::BAD_GATEWAY,
            "engine_failed",
            "the search stopped",
        )
    })?;
    drop(cancel);
    searched
        .map(|analysis| AnalyseAnswer::of(pos.fen(), &analysis))
        .map_err(|e| match e {
            // The request's, not the engine's: the engine is kept.
            EngineError::NoMultiPv { .. } => refuse(
                StatusCode::UNPROCESSABLE_ENTITY,
                "no_multipv",
                cat.text(&e.message()),
            ),
            _ => refuse(
                StatusCode::BAD_GATEWAY,
                "engine_failed",
                cat.text(&e.message()),
            ),
        })
}

/// Set when dropped: the request's handler went away.
struct Cancel(Arc<AtomicBool>);

impl Drop for Cancel {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The answer for a FEN that is not a legal position: its problems.
fn not_legal(fen: &str, errors: Vec<DiagnosticJson>) -> AnalyseAnswer {
    AnalyseAnswer {
        ok: false,
        errors,
        fen: fen.to_string(),
        engine: String::new(),
        bestmove: None,
        bestmove_san: None,
        score: None,
        depth: None,
        lines: Vec::new(),
    }
}

/// The position (or the answer that lists why the FEN is not one), the
/// limit and the lines of a request, or the 422.
fn read_request(
    request: &AnalyseRequest,
    cat: &Catalog,
) -> Result<(Result<Position, AnalyseAnswer>, Limit, u32), Refusal> {
    check_fen_length(&request.fen, cat)?;
    let variant = super::variant(request.chess960);
    let mode = ReadMode::Strict;
    let report = fen::check(&request.fen, fen::CheckOptions { mode, variant });
    let pos = report.position().ok_or_else(|| {
        not_legal(
            &request.fen,
            DiagnosticJson::all(&request.fen, &report.errors, cat),
        )
    });
    let lines = request.multipv.unwrap_or(1);
    let depth_ok = request
        .depth
        .is_none_or(|d| (1..=u64::from(MAX_DEPTH)).contains(&d));
    let time_ok = request
        .movetime
        .is_none_or(|t| (1..=MAX_MOVETIME).contains(&t));
    if !depth_ok || !time_ok || !(1..=u64::from(MAX_LINES)).contains(&lines) {
        let args = [("depth", MAX_DEPTH.into()), ("lines", MAX_LINES.into())];
        return Err(refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_limit",
            cat.say("api-bad-limit", &args),
        ));
    }
    let limit = Limit {
        depth: (request.depth.map(|d| d as u32))
            .or((request.movetime.is_none()).then_some(DEFAULT_DEPTH)),
        time: request.movetime.map(Duration::from_millis),
        ..Limit::default()
    };
    Ok((pos, limit, lines as u32))
}

/// The search, on the engine the guard holds (started if it is not).
fn search(
    mut guard: tokio::sync::OwnedMutexGuard<Option<Engine>>,
    config: &EngineConfig,
    pos: &Position,
    limit: &Limit,
    lines: u32,
    cancelled: &AtomicBool,
) -> Result<Analysis, EngineError> {
    if guard.is_none() {
        let engine = Engine::start_configured(&config.path, &config.options, Timeouts::default())?;
        *guard = Some(engine);
    }
    let engine = guard.as_mut().ok_or_else(|| EngineError::NotFound {
        engine: config.path.display().to_string(),
    })?;
    let result = engine.search(pos, &[], limit, lines, |_| {
        match cancelled.load(Ordering::Relaxed) {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    if let Err(EngineError::Died { .. } | EngineError::Timeout { .. }) = &result {
        // Dead or hung: the next request starts it again.
        if let Some(engine) = guard.take() {
            engine.quit();
        }
    }
    let search = result?;
    Ok(Analysis::of(&engine_name(&guard, config), pos, &search))
}

fn engine_name(guard: &Option<Engine>, config: &EngineConfig) -> String {
    guard.as_ref().map_or_else(
        || config.path.display().to_string(),
        |e| e.name().to_string(),
    )
}

/// The client's turn: a page that shows another position aborts its last
/// request and sends the next at once, before the server has seen the
/// first one go; so a second is given for the last search to be let go
/// before the next is refused.
async fn hold(analyst: &Analyst, peer: Option<IpAddr>) -> Option<Held<'_>> {
    for _ in 0..50 {
        if let Some(held) = Held::take(analyst, peer) {
            return Some(held);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    None
}

/// A client's search under way, let go when dropped.
struct Held<'a> {
    analyst: &'a Analyst,
    peer: Option<IpAddr>,
}

impl<'a> Held<'a> {
    fn take(analyst: &'a Analyst, peer: Option<IpAddr>) -> Option<Held<'a>> {
        if let Some(ip) = peer {
            let mut busy = analyst
                .busy
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if !busy.insert(ip) {
                return None;
            }
        }
        Some(Held { analyst, peer })
    }
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        if let Some(ip) = self.peer {
            let mut busy =
                (self.analyst.busy.lock()).unwrap_or_else(std::sync::PoisonError::into_inner);
            busy.remove(&ip);
        }
    }
}
