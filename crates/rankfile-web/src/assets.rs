//! The page's files, compiled into the binary.

use axum::extract::Query;
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use rankfile_i18n::Language;

const INDEX: &str = include_str!("../web/index.html");
const SCRIPT: &str = include_str!("../web/app.js");
const GAME_SCRIPT: &str = include_str!("../web/game.js");
const SHARE_SCRIPT: &str = include_str!("../web/share.js");
const EDITOR_SCRIPT: &str = include_str!("../web/editor.js");
const LESSONS_SCRIPT: &str = include_str!("../web/lessons.js");
const BOARD_SCRIPT: &str = include_str!("../web/board.js");
const MARKS_SCRIPT: &str = include_str!("../web/marks.js");
const EDITS_SCRIPT: &str = include_str!("../web/edits.js");
const STATE_SCRIPT: &str = include_str!("../web/state.js");
const FEN_SCRIPT: &str = include_str!("../web/fen.js");
const ANALYSIS_SCRIPT: &str = include_str!("../web/analysis.js");
const STYLE: &str = include_str!("../web/style.css");

/// `GET /?lang=`: the page, in the language asked for, else the one the
/// browser prefers (`Accept-Language`) among rankfile's, else English. The
/// script loads that language's sentences; the page itself carries it in
/// `<html lang data-lang>`.
#[utoipa::path(get, path = "/", tag = "page", params(LangQuery),
    responses((status = 200, description = "The viewer's page", content_type = "text/html", body = String)))]
pub async fn index(Query(query): Query<LangQuery>, headers: axum::http::HeaderMap) -> Html<String> {
    Html(in_language(INDEX, query.lang.as_deref(), &headers))
}

/// `page` with its `<html lang>` set to the language asked for (`lang`),
/// else the one the browser prefers, else English.
pub(crate) fn in_language(
    page: &str,
    lang: Option<&str>,
    headers: &axum::http::HeaderMap,
) -> String {
    let language = lang
        .and_then(|l| l.parse::<Language>().ok())
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Language::from_accept_language)
        })
        .unwrap_or_default();
    let code = language.code();
    page.replacen(
        "<html lang=\"en\">",
        &format!("<html lang=\"{code}\" data-lang=\"{code}\">"),
        1,
    )
}

/// The `lang` of the page's address.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// `en`, `fr`, `vi` or `pt` (else the browser's language, else English).
    lang: Option<String>,
}

/// A script of the page, as JavaScript.
pub(crate) fn javascript(text: &'static str) -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        text,
    )
        .into_response()
}

/// `GET /app.js`: the page's board, FEN box, tabs and wiring.
#[utoipa::path(get, path = "/app.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn script() -> Response {
    javascript(SCRIPT)
}

/// `GET /game.js`: the game tree, its PGN, its move list and the PGN tab.
#[utoipa::path(get, path = "/game.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn game_script() -> Response {
    javascript(GAME_SCRIPT)
}

/// `GET /share.js`: the page's state in its address.
#[utoipa::path(get, path = "/share.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn share_script() -> Response {
    javascript(SHARE_SCRIPT)
}

/// `GET /editor.js`: the board editor: its board and fields, castling,
/// en passant, palette, Chess960 and "continue from here".
#[utoipa::path(get, path = "/editor.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn editor_script() -> Response {
    javascript(EDITOR_SCRIPT)
}

/// `GET /lessons.js`: the Practice tab's exercises.
#[utoipa::path(get, path = "/lessons.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn lessons_script() -> Response {
    javascript(LESSONS_SCRIPT)
}

/// `GET /board.js`: the board, its moves and its promotion choice.
#[utoipa::path(get, path = "/board.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn board_script() -> Response {
    javascript(BOARD_SCRIPT)
}

/// `GET /marks.js`: arrows and circles drawn on the board.
#[utoipa::path(get, path = "/marks.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn marks_script() -> Response {
    javascript(MARKS_SCRIPT)
}

/// `GET /state.js`: the page's state, which every module imports.
#[utoipa::path(get, path = "/state.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn state_script() -> Response {
    javascript(STATE_SCRIPT)
}

/// `GET /edits.js`: the game edited from its move list.
#[utoipa::path(get, path = "/edits.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn edits_script() -> Response {
    javascript(EDITS_SCRIPT)
}

/// `GET /fen.js`: the FEN box, its problems, fixes and fields.
#[utoipa::path(get, path = "/fen.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn fen_script() -> Response {
    javascript(FEN_SCRIPT)
}

/// `GET /analysis.js`: the engine's evaluation of the position shown.
#[utoipa::path(get, path = "/analysis.js", tag = "page",
    responses((status = 200, description = "A script of the page", content_type = "text/javascript", body = String)))]
pub async fn analysis_script() -> Response {
    javascript(ANALYSIS_SCRIPT)
}

/// `GET /style.css`: the page's style.
#[utoipa::path(get, path = "/style.css", tag = "page",
    responses((status = 200, description = "The page's style", content_type = "text/css", body = String)))]
pub async fn style() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE).into_response()
}

/// `GET /favicon.svg`: the page's icon, its white knight.
#[utoipa::path(get, path = "/favicon.svg", tag = "page",
    responses((status = 200, description = "The page's icon", content_type = "image/svg+xml", body = String)))]
pub async fn favicon() -> Response {
    knight_icon()
}

/// `GET /favicon.ico`, which a browser asks for when a page names no
/// icon: the same drawing.
#[utoipa::path(get, path = "/favicon.ico", tag = "page",
    responses((status = 200, description = "The page's icon, as SVG", content_type = "image/svg+xml", body = String)))]
pub async fn favicon_ico() -> Response {
    knight_icon()
}

/// The white knight, as the board draws it.
fn knight_icon() -> Response {
    let knight = rankfile::render::piece_svg(rankfile::Piece {
        color: rankfile::Color::White,
        role: rankfile::Role::Knight,
    });
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "max-age=86400"),
        ],
        knight,
    )
        .into_response()
}
