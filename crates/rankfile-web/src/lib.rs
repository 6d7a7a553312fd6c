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
pub mod json;

use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::routing::{get, post};
use tower_http::timeout::TimeoutLayer;

/// The largest request body the server reads: a PGN of [`api::MAX_PGN`]
/// bytes and its JSON quoting.
pub const MAX_BODY: usize = 2 * api::MAX_PGN;

/// How long one request may take, once its head is read, to its answer.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a connection may stay silent (a client that sends half a
/// request, or keeps an idle connection) before it is closed.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(30);

/// A listener whose connections are closed when the client stays silent
/// for longer than the idle timeout.
struct Guarded {
    listener: tokio::net::TcpListener,
    idle: Duration,
}

impl axum::serve::Listener for Guarded {
    type Io = std::pin::Pin<Box<tokio_io_timeout::TimeoutStream<tokio::net::TcpStream>>>;
    type Addr = std::net::SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        let (stream, addr) = axum::serve::Listener::accept(&mut self.listener).await;
        let mut stream = tokio_io_timeout::TimeoutStream::new(stream);
        stream.set_read_timeout(Some(self.idle));
        stream.set_write_timeout(Some(self.idle));
        (Box::pin(stream), addr)
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        self.listener.local_addr()
    }
}

/// How long requests and silent connections may last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// From a request's head to its answer ([`REQUEST_TIMEOUT`]).
    pub request: Duration,
    /// A connection without a byte either way ([`IDLE_TIMEOUT`]).
    pub idle: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            request: REQUEST_TIMEOUT,
            idle: IDLE_TIMEOUT,
        }
    }
}

/// The page, its files and the API.
pub fn router() -> Router {
    router_with(Limits::default())
}

/// [`router`] with other limits.
pub fn router_with(limits: Limits) -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/app.js", get(assets::script))
        .route("/style.css", get(assets::style))
        .route("/pieces/{name}", get(api::get_piece))
        .route("/board.svg", get(api::get_board))
        .route("/api/fen", post(api::post_fen))
        .route("/api/play", post(api::post_play))
        .route("/api/pgn", post(api::post_pgn))
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
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            limits.request,
        ))
        // Outside the timeout, whose own answer has no body: give it the
        // API's JSON.
        .layer(axum::middleware::map_response(timeout_as_json))
}

async fn timeout_as_json(response: axum::response::Response) -> axum::response::Response {
    if response.status() == StatusCode::REQUEST_TIMEOUT {
        return api::error(
            StatusCode::REQUEST_TIMEOUT,
            "timeout",
            "the request took too long (its body came too slowly, or the work did)",
        );
    }
    response
}

/// Serves [`router`] on `listener` until Ctrl-C, closing connections
/// silent for longer than [`IDLE_TIMEOUT`].
pub async fn serve(listener: tokio::net::TcpListener) -> std::io::Result<()> {
    serve_with(listener, Limits::default()).await
}

/// [`serve`] with other limits.
pub async fn serve_with(listener: tokio::net::TcpListener, limits: Limits) -> std::io::Result<()> {
    let listener = Guarded {
        listener,
        idle: limits.idle,
    };
    axum::serve(listener, router_with(limits))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
}

/// Binds `addr`, calls `ready` with the address bound (port 0 picks a free
/// one), and serves until Ctrl-C, on a runtime of its own: what
/// `rankfile serve` runs.
pub fn serve_blocking(
    addr: std::net::SocketAddr,
    ready: impl FnOnce(std::net::SocketAddr),
) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(addr).await?;
        ready(listener.local_addr()?);
        serve(listener).await
    })
}
