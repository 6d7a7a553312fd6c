//! `GET /board.svg` and `GET /pieces/…`: boards and pieces as SVG.

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rankfile::render::{SvgOptions, piece_svg, svg_board};
use rankfile::{Bitboard, Board, Color, Piece, Position, Role};
use serde::Deserialize;

use super::{check_fen_length, error};

/// `GET /board.svg`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BoardQuery {
    /// The position (default: the starting position).
    pub fen: Option<String>,
    /// Black at the bottom: `1`, `true`.
    pub flip: Option<String>,
}

/// The board of `fen` as SVG, with its problems' squares marked, as
/// `rankfile fen svg` draws it; `None` when not even the placement can be
/// read.
pub fn board_svg(fen_text: &str, flip: bool) -> Option<String> {
    rankfile::render::fen_svg(fen_text, flip, rankfile::Variant::Standard)
}

/// `GET /board.svg?fen=…&flip=1`.
#[utoipa::path(get, path = "/board.svg", tag = "page", params(BoardQuery),
    responses((status = 200, description = "The board as SVG, its problems' squares marked", content_type = "image/svg+xml", body = String)))]
pub async fn get_board(query: Result<Query<BoardQuery>, QueryRejection>) -> Response {
    let Ok(Query(query)) = query else {
        return error(
            StatusCode::BAD_REQUEST,
            "bad_request",
            "use /board.svg?fen=FEN&flip=1",
        );
    };
    let fen_text = query.fen.unwrap_or_else(|| Position::new().fen());
    let english = rankfile_i18n::Catalog::get(rankfile_i18n::Language::English);
    if let Err(e) = check_fen_length(&fen_text, english) {
        return e.into_response();
    }
    let flip = matches!(query.flip.as_deref(), Some("1" | "true" | "yes"));
    let svg = board_svg(&fen_text, flip).unwrap_or_else(|| unreadable_board_svg(&fen_text, flip));
    ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response()
}

/// The board of a FEN whose placement cannot all be read, as the page
/// draws it: the ranks that read, the others empty and marked in red (the
/// whole board when not one rank reads).
fn unreadable_board_svg(fen_text: &str, flip: bool) -> String {
    let (board, marked) = match rankfile::fen::board_as_far_as_readable(fen_text) {
        Some(partial) => {
            let marked = (partial.bad_ranks.iter()).fold(Bitboard::EMPTY, |marked, &rank| {
                marked | Bitboard::rank(rank)
            });
            (partial.board, marked)
        }
        None => (Board::empty(), Bitboard::FULL),
    };
    let options = SvgOptions {
        flip,
        marked,
        last_move: None,
        check: None,
        coordinates: true,
    };
    svg_board(&board, &options)
}

/// `GET /pieces/wK.svg` … `/pieces/bp.svg`: the page's piece set.
#[utoipa::path(get, path = "/pieces/{name}", tag = "page",
    params(("name" = String, Path, description = "`wK.svg` … `bp.svg`", example = "wK.svg")),
    responses((status = 200, description = "A piece as SVG", content_type = "image/svg+xml", body = String),
        (status = 404, description = "No such piece", body = crate::json::ApiError)))]
pub async fn get_piece(name: Result<Path<String>, PathRejection>) -> Response {
    let Ok(Path(name)) = name else {
        return error(
            StatusCode::NOT_FOUND,
            "not_found",
            "pieces are wK.svg … bP.svg",
        );
    };
    let piece = name.strip_suffix(".svg").and_then(|n| {
        let mut chars = n.chars();
        let color = match chars.next()? {
            'w' => Color::White,
            'b' => Color::Black,
            _ => return None,
        };
        let role = Role::from_char(chars.next()?.to_ascii_lowercase())?;
        chars.next().is_none().then_some(Piece { color, role })
    });
    match piece {
        Some(p) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "max-age=86400"),
            ],
            piece_svg(p),
        )
            .into_response(),
        None => error(
            StatusCode::NOT_FOUND,
            "not_found",
            "pieces are wK.svg … bP.svg",
        ),
    }
}
