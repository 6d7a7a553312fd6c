//! rankfile's web viewer: one page to see, check, edit and play chess
//! positions, and the JSON API it talks to, served from one binary with
//! every file embedded (nothing is loaded from elsewhere).
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! rankfile_web::serve(listener).await
//! # }
//! ```

pub mod api;
mod assets;
mod embed;
mod guard;
pub mod json;
pub mod openapi;
mod server;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::routing::{get, post};
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;

pub use guard::{CONTENT_SECURITY_POLICY, embed_origin, embed_policy, host_allowed};

/// The largest request body the server reads: a PGN of [`api::MAX_PGN`]
/// bytes and its JSON quoting.
pub const MAX_BODY: usize = 2 * api::MAX_PGN;

/// How long one request may take, once its head is read, to its answer.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a client may take to send a request's head (its line and
/// headers), however it trickles them.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a connection may stay silent (a client that sends half a
/// request, or keeps an idle connection) before it is closed.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(30);

/// How many connections are served at once; one more is answered 503.
pub const MAX_CONNECTIONS: usize = 512;

/// How many of those one address may hold: a client holding hundreds of
/// idle sockets leaves room for the others.
pub const MAX_CONNECTIONS_PER_PEER: usize = 64;

/// How the server guards itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// From a request's head to its answer ([`REQUEST_TIMEOUT`]).
    pub request: Duration,
    /// To send a request's head ([`HEAD_TIMEOUT`]).
    pub head: Duration,
    /// A connection without a byte either way ([`IDLE_TIMEOUT`]).
    pub idle: Duration,
    /// Connections served at once ([`MAX_CONNECTIONS`]).
    pub max_connections: usize,
    /// Connections served at once from one address
    /// ([`MAX_CONNECTIONS_PER_PEER`]).
    pub max_per_peer: usize,
    /// Host names answered besides IP addresses and `localhost` (see
    /// [`host_allowed`]).
    pub allowed_hosts: Vec<String>,
    /// Origins that may show `/embed` in a frame (`https://site.example`;
    /// see [`embed_origin`]); every other page is never framed.
    pub embed_origins: Vec<String>,
    /// The engine `/api/analyse` runs (`rankfile serve --engine`); without
    /// one, `/api/analyse` answers 503 `no_engine` and the page shows no
    /// evaluation.
    pub engine: Option<api::EngineConfig>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            request: REQUEST_TIMEOUT,
            head: HEAD_TIMEOUT,
            idle: IDLE_TIMEOUT,
            max_connections: MAX_CONNECTIONS,
            max_per_peer: MAX_CONNECTIONS_PER_PEER,
            allowed_hosts: Vec::new(),
            embed_origins: Vec::new(),
            engine: None,
        }
    }
}

/// The page, its files and the API.
pub fn router() -> Router {
    router_with(&Config::default())
}

/// [`router`] with another configuration.
pub fn router_with(config: &Config) -> Router {
    let allowed = Arc::new(config.allowed_hosts.clone());
    let embed_policy = Arc::new(guard::EmbedPolicy::new(&config.embed_origins));
    let analyst = (config.engine.clone()).map(|engine| Arc::new(api::Analyst::new(engine)));
    Router::new()
        .route("/", get(assets::index))
        .route("/app.js", get(assets::script))
        .route("/game.js", get(assets::game_script))
        .route("/share.js", get(assets::share_script))
        .route("/editor.js", get(assets::editor_script))
        .route("/lessons.js", get(assets::lessons_script))
        .route("/board.js", get(assets::board_script))
        .route("/marks.js", get(assets::marks_script))
        .route("/edits.js", get(assets::edits_script))
        .route("/state.js", get(assets::state_script))
        .route("/fen.js", get(assets::fen_script))
        .route("/analysis.js", get(assets::analysis_script))
        .route("/style.css", get(assets::style))
        .route("/embed", get(embed::embed))
        .route("/embed.js", get(embed::embed_script))
        .route("/embed.css", get(embed::embed_style))
        .route("/favicon.svg", get(assets::favicon))
        .route("/favicon.ico", get(assets::favicon_ico))
        .route("/pieces/{name}", get(api::get_piece))
        .route("/board.svg", get(api::get_board))
        .route("/board.png", get(api::get_board_png))
        .route("/api/fen", post(api::post_fen))
        .route("/api/play", post(api::post_play))
        .route(
            "/api/analyse",
            post(api::post_analyse).get(api::get_analyse),
        )
        .route("/api/pgn", post(api::post_pgn))
        .route("/api/pgn/write", post(api::post_write))
        .route("/api/pgn/edit", post(api::post_edit))
        .route("/api/messages", get(api::get_messages))
        .route("/api/chess960", get(api::get_chess960))
        .route("/api/placement", get(api::get_placement))
        .route("/api/openapi.json", get(openapi::get_openapi))
        .fallback(|| async {
            api::error(
                StatusCode::NOT_FOUND,
                "not_found",
                "no such page: see / and /api/…",
            )
        })
        .method_not_allowed_fallback(|| async {
            api::error(
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "the API takes POST with a JSON body; the page and /board.svg take GET",
            )
        })
        .layer(axum::Extension(analyst))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        // A body its `Content-Length` says is too large is refused at once,
        // before it is read (and without `100 Continue`).
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            config.request,
        ))
        // Outside the timeout and the extractors, whose own answers are
        // text or empty: give them the API's JSON.
        .layer(axum::middleware::map_response(guard::refusals_as_json))
        .layer(axum::middleware::from_fn(guard::check_query))
        .layer(axum::middleware::from_fn(move |request, next| {
            guard::check_host(allowed.clone(), request, next)
        }))
        .layer(axum::middleware::from_fn(move |request, next| {
            guard::security_headers(embed_policy.clone(), request, next)
        }))
}

/// Serves [`router`] on `listener` until Ctrl-C.
pub async fn serve(listener: tokio::net::TcpListener) -> std::io::Result<()> {
    serve_with(listener, Config::default()).await
}

/// [`serve`] with another configuration.
pub async fn serve_with(listener: tokio::net::TcpListener, config: Config) -> std::io::Result<()> {
    server::run(listener, config, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// Binds `addr`, calls `ready` with the address bound (port 0 picks a free
/// one), and serves until Ctrl-C, on a runtime of its own: what
/// `rankfile serve` runs.
pub fn serve_blocking(
    addr: std::net::SocketAddr,
    config: Config,
    ready: impl FnOnce(std::net::SocketAddr),
) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(addr).await?;
        ready(listener.local_addr()?);
        serve_with(listener, config).await
    })
}
