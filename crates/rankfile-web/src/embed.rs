//! `GET /embed`: a board, and for a game its moves and a stepper, and
//! nothing else, for another site's `<iframe>`. Only the origins given to
//! `rankfile serve --embed-origin` may frame it (see [`crate::Config`]).

use axum::extract::Query;
use axum::extract::rejection::QueryRejection;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;

use crate::api::{MAX_PGN, check_fen_length, error};

const PAGE: &str = include_str!("../web/embed.html");
const SCRIPT: &str = include_str!("../web/embed.js");
const STYLE: &str = include_str!("../web/embed.css");

/// `GET /embed`: a position, or a game at one of its moves.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EmbedQuery {
    /// The position (default: the starting position); left aside when
    /// `pgn` is given.
    pub fen: Option<String>,
    /// A game, as PGN: its main line is shown, with a stepper.
    pub pgn: Option<String>,
    /// The game's move shown first, counted in plies (0, the default, is
    /// its start; past its end, its last move).
    #[param(minimum = 0, maximum = 2147483647)]
    pub ply: Option<u32>,
    /// The side at the bottom.
    #[param(pattern = "^(white|black)$")]
    pub orientation: Option<String>,
    /// `en`, `fr`, `vi` or `pt` (else the browser's language, else English).
    pub lang: Option<String>,
}

/// `GET /embed?fen=…` or `/embed?pgn=…&ply=…&orientation=black`.
#[utoipa::path(get, path = "/embed", tag = "page", params(EmbedQuery),
    responses((status = 200, description = "The embeddable view", content_type = "text/html", body = String),
        (status = 400, description = "A query that does not read: an orientation other than white or black, a ply that is no number", body = crate::json::ApiError),
        (status = 413, description = "A PGN over 1 MiB", body = crate::json::ApiError),
        (status = 422, description = "A FEN over 256 characters", body = crate::json::ApiError)))]
pub async fn embed(
    query: Result<Query<EmbedQuery>, QueryRejection>,
    headers: HeaderMap,
) -> Response {
    let how = "use /embed?fen=FEN or /embed?pgn=PGN&ply=N&orientation=white|black";
    let Ok(Query(query)) = query else {
        return error(StatusCode::BAD_REQUEST, "bad_request", how);
    };
    if query.ply.is_some_and(|ply| ply > i32::MAX as u32) {
        return error(
            StatusCode::BAD_REQUEST,
            "bad_request",
            format!("the ply is 0 to 2147483647: {how}"),
        );
    }
    if !matches!(query.orientation.as_deref(), None | Some("white" | "black")) {
        return error(
            StatusCode::BAD_REQUEST,
            "bad_request",
            format!("the orientation is white or black: {how}"),
        );
    }
    let english = rankfile_i18n::Catalog::get(rankfile_i18n::Language::English);
    if let Some(Err(refused)) = query.fen.as_ref().map(|fen| check_fen_length(fen, english)) {
        return refused.into_response();
    }
    if query.pgn.as_ref().is_some_and(|pgn| pgn.len() > MAX_PGN) {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too_large",
            "the PGN is over 1 MiB",
        );
    }
    Html(crate::assets::in_language(
        PAGE,
        query.lang.as_deref(),
        &headers,
    ))
    .into_response()
}

/// `GET /embed.js`: the embeddable view's script (an ES module).
#[utoipa::path(get, path = "/embed.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn embed_script() -> Response {
    crate::assets::javascript(SCRIPT)
}

/// `GET /embed.css`: the embeddable view's style.
#[utoipa::path(get, path = "/embed.css", tag = "page",
    responses((status = 200, description = "The embeddable view's style", content_type = "text/css", body = String)))]
pub async fn embed_style() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE).into_response()
}
