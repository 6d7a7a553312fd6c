//! `GET /board.svg` and `GET /pieces/…`: boards and pieces as SVG.

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rankfile::pgn::Arrow;
use rankfile::render::{SvgOptions, piece_svg, svg_board_with_arrows};
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
    /// Arrows drawn over the board, as `[%cal]` writes them: a colour
    /// letter (`G`, `R`, `Y`, `B`) and two squares each, commas between.
    #[param(
        pattern = r"^[GRYB][a-h][1-8][a-h][1-8](,[GRYB][a-h][1-8][a-h][1-8])*$",
        example = "Ge2e4,Rd7d5"
    )]
    pub arrows: Option<String>,
    /// Circles drawn on squares, as `[%csl]` writes them: a colour letter
    /// and a square each, commas between.
    #[param(pattern = r"^[GRYB][a-h][1-8](,[GRYB][a-h][1-8])*$", example = "Gd4")]
    pub circles: Option<String>,
}

/// The arrows and circles of a query, or the item that does not read.
fn marks_of(query: &BoardQuery) -> Result<Vec<Arrow>, super::Refusal> {
    let mut marks = Vec::new();
    for (list, squares) in [(&query.arrows, 4), (&query.circles, 2)] {
        let Some(list) = list else { continue };
        let read = rankfile::pgn::read_arrows_of(list, squares == 2);
        match read {
            Ok(read) => marks.extend(read),
            Err(item) => {
                let what = if squares == 4 {
                    "an arrow is a colour letter (G, R, Y or B) and two squares, such as Ge2e4"
                } else {
                    "a circle is a colour letter (G, R, Y or B) and a square, such as Gd4"
                };
                return Err(super::refuse(
                    StatusCode::BAD_REQUEST,
                    "bad_arrow",
                    format!("{item:?} does not read: {what}; commas between them"),
                ));
            }
        }
    }
    Ok(marks)
}

/// The board of `fen` as SVG, with its problems' squares marked and
/// `marks` (arrows and circles) drawn, as `rankfile fen svg` draws it;
/// `None` when not even the placement can be read.
pub fn board_svg(fen_text: &str, flip: bool, marks: &[Arrow]) -> Option<String> {
    rankfile::render::fen_svg_with_arrows(fen_text, flip, rankfile::Variant::Standard, marks)
}

/// `GET /board.svg?fen=…&flip=1&arrows=Ge2e4&circles=Rd5`.
#[utoipa::path(get, path = "/board.svg", tag = "page", params(BoardQuery),
    responses((status = 200, description = "The board as SVG, its problems' squares marked, the arrows and circles asked drawn", content_type = "image/svg+xml", body = String),
        (status = 400, description = "An arrow or circle that does not read, or a query that is not one", body = crate::json::ApiError)))]
pub async fn get_board(query: Result<Query<BoardQuery>, QueryRejection>) -> Response {
    let Ok(Query(query)) = query else {
        return error(
            StatusCode::BAD_REQUEST,
            "bad_request",
            "use /board.svg?fen=FEN&flip=1&arrows=Ge2e4&circles=Rd5",
        );
    };
    let fen_text = query.fen.clone().unwrap_or_else(|| Position::new().fen());
    let english = rankfile_i18n::Catalog::get(rankfile_i18n::Language::English);
    if let Err(e) = check_fen_length(&fen_text, english) {
        return e.into_response();
    }
    let flip = matches!(query.flip.as_deref(), Some("1" | "true" | "yes"));
    let marks = match marks_of(&query) {
        Ok(marks) => marks,
        Err(refused) => return refused.into_response(),
    };
    let svg = board_svg(&fen_text, flip, &marks)
        .unwrap_or_else(|| unreadable_board_svg(&fen_text, flip, &marks));
    ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response()
}

/// The board of a FEN whose placement cannot all be read, as the page
/// draws it: the ranks that read, the others empty and marked in red (the
/// whole board when not one rank reads).
fn unreadable_board_svg(fen_text: &str, flip: bool, marks: &[Arrow]) -> String {
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
    svg_board_with_arrows(&board, &options, marks)
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
