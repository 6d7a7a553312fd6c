//! `GET /board.svg`, `GET /board.png` and `GET /pieces/…`: boards and
//! pieces as SVG, and boards as PNG.

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rankfile::pgn::Arrow;
use rankfile::render::{Drawing, SvgOptions, piece_svg, svg_board_with_arrows};
use rankfile::{Bitboard, Board, Color, Piece, Position, Role, Square};
use serde::Deserialize;

use super::{check_fen_length, error};

/// `GET /board.svg` and `GET /board.png`.
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
    /// The last move, in UCI, its two squares tinted.
    #[param(pattern = r"^[a-h][1-8][a-h][1-8][qrbn]?$", example = "e2e4")]
    pub lastmove: Option<String>,
    /// Width and height in pixels, 16 to 2048 (default 360).
    #[param(minimum = 16, maximum = 2048, example = 720)]
    pub size: Option<u32>,
}

/// The drawing a query asks for, or why it does not read.
fn drawing_of(query: &BoardQuery) -> Result<Drawing, super::Refusal> {
    let last_move = match &query.lastmove {
        Some(uci) => Some(last_move_of(uci).ok_or_else(|| {
            super::refuse(
                StatusCode::BAD_REQUEST,
                "bad_move",
                format!("lastmove {uci:?} does not read: give a move in UCI, such as e2e4"),
            )
        })?),
        None => None,
    };
    if let Some(size) = query
        .size
        .filter(|size| !rankfile_image::SIZES.contains(size))
    {
        let refused = rankfile_image::ImageError::Size(size);
        let message = format!("{refused}: {}", refused.hint());
        return Err(super::refuse(
            StatusCode::BAD_REQUEST,
            refused.code(),
            message,
        ));
    }
    Ok(Drawing {
        flip: matches!(query.flip.as_deref(), Some("1" | "true" | "yes")),
        variant: rankfile::Variant::Standard,
        marks: marks_of(query)?,
        last_move,
        size: query.size,
    })
}

/// The two squares of a move in UCI (`e2e4`, `e7e8q`).
fn last_move_of(uci: &str) -> Option<(Square, Square)> {
    let from = uci.get(0..2)?.parse().ok()?;
    let to = uci.get(2..4)?.parse().ok()?;
    matches!(uci.get(4..)?, "" | "q" | "r" | "b" | "n").then_some((from, to))
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

/// The board of `fen` as SVG, with its problems' squares marked and the
/// drawing's marks, last move and size, as `rankfile fen svg` draws it;
/// `None` when not even the placement can be read.
pub fn board_svg(fen_text: &str, drawing: &Drawing) -> Option<String> {
    rankfile::render::fen_svg_drawn(fen_text, drawing)
}

/// The SVG a query asks for (the part of the board that reads, when
/// not all of it does), or why it cannot be drawn.
fn svg_of(
    query: Result<Query<BoardQuery>, QueryRejection>,
) -> Result<(String, u32), super::Refusal> {
    let Ok(Query(query)) = query else {
        return Err(super::refuse(
            StatusCode::BAD_REQUEST,
            "bad_request",
            "use /board.svg?fen=FEN&flip=1&arrows=Ge2e4&circles=Rd5&lastmove=e2e4&size=360",
        ));
    };
    let fen_text = query.fen.clone().unwrap_or_else(|| Position::new().fen());
    let english = rankfile_i18n::Catalog::get(rankfile_i18n::Language::English);
    check_fen_length(&fen_text, english)?;
    let drawing = drawing_of(&query)?;
    let svg =
        board_svg(&fen_text, &drawing).unwrap_or_else(|| unreadable_board_svg(&fen_text, &drawing));
    Ok((svg, drawing.size.unwrap_or(DEFAULT_SIZE)))
}

/// The size of a board drawn with no size asked, in pixels.
const DEFAULT_SIZE: u32 = 360;

/// `GET /board.svg?fen=…&flip=1&arrows=Ge2e4&circles=Rd5&lastmove=e2e4&size=360`.
#[utoipa::path(get, path = "/board.svg", tag = "page", params(BoardQuery),
    responses((status = 200, description = "The board as SVG, its problems' squares marked, the arrows, circles and last move asked drawn", content_type = "image/svg+xml", body = String),
        (status = 400, description = "An arrow, circle, move or size that does not read, or a query that is not one", body = crate::json::ApiError)))]
pub async fn get_board(query: Result<Query<BoardQuery>, QueryRejection>) -> Response {
    match svg_of(query) {
        Ok((svg, _)) => ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response(),
        Err(refused) => refused.into_response(),
    }
}

/// `GET /board.png?…`: the same drawing as `/board.svg`, as a PNG.
#[utoipa::path(get, path = "/board.png", tag = "page", params(BoardQuery),
    responses((status = 200, description = "The board as a PNG of `size` × `size` pixels, drawn as `/board.svg` draws it", content_type = "image/png", body = crate::json::PngImage),
        (status = 400, description = "An arrow, circle, move or size that does not read, or a query that is not one", body = crate::json::ApiError)))]
pub async fn get_board_png(query: Result<Query<BoardQuery>, QueryRejection>) -> Response {
    let (svg, size) = match svg_of(query) {
        Ok(drawn) => drawn,
        Err(refused) => return refused.into_response(),
    };
    match rankfile_image::png_of_svg(&svg, size) {
        Ok(png) => ([(header::CONTENT_TYPE, "image/png")], png).into_response(),
        Err(failed) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            failed.code(),
            format!("{failed}: {}", failed.hint()),
        ),
    }
}

/// The board of a FEN whose placement cannot all be read, as the page
/// draws it: the ranks that read, the others empty and marked in red (the
/// whole board when not one rank reads).
fn unreadable_board_svg(fen_text: &str, drawing: &Drawing) -> String {
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
        flip: drawing.flip,
        marked,
        last_move: drawing.last_move,
        check: None,
        coordinates: true,
        size: drawing.size,
    };
    svg_board_with_arrows(&board, &options, &drawing.marks)
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
