//! `GET /api/placement`: what a placement allows in the FEN's other
//! fields, for the board editor's castling boxes and en passant menu.

use axum::Json;
use axum::extract::Query;
use axum::extract::rejection::QueryRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rankfile::{CastlingSide, Color};
use serde::{Deserialize, Serialize};

use super::{MAX_FEN, error};

/// `GET /api/placement?placement=…&turn=…&chess960=…`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlacementQuery {
    /// The FEN's first field: `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR`.
    pub placement: String,
    /// The side to move, `w` or `b`: the en passant squares depend on it.
    #[serde(default = "white")]
    #[param(default = "w", pattern = "^[wb]$")]
    pub turn: String,
    /// Chess960's castling: the king anywhere on its back rank.
    #[serde(default)]
    pub chess960: bool,
}

fn white() -> String {
    "w".to_string()
}

/// What a placement allows.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, utoipa::ToSchema)]
pub struct PlacementAnswer {
    /// The castling rights whose king and rook are at home, in `KQkq`
    /// order (`""` for none).
    pub castling: String,
    /// The en passant squares a pawn of the side not to move can have
    /// just passed, from a to h.
    pub en_passant: Vec<String>,
}

/// `GET /api/placement`: the castling rights and en passant squares the
/// placement allows, or a 422 `bad_placement` when it does not read.
#[utoipa::path(get, path = "/api/placement", tag = "api", params(PlacementQuery),
    responses(
        (status = 200, description = "What the placement allows", body = PlacementAnswer),
        (status = 422, description = "`bad_placement`: the placement does not read, or `turn` is not w or b", body = crate::json::ApiError),
    ))]
pub async fn get_placement(query: Result<Query<PlacementQuery>, QueryRejection>) -> Response {
    let Ok(Query(query)) = query else {
        return bad_placement();
    };
    match placement_answer(&query) {
        Some(answer) => Json(answer).into_response(),
        None => bad_placement(),
    }
}

/// What `query`'s placement allows; `None` when it does not read.
pub fn placement_answer(query: &PlacementQuery) -> Option<PlacementAnswer> {
    let turn = match query.turn.as_str() {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return None,
    };
    if query.placement.len() > MAX_FEN || query.placement.contains(char::is_whitespace) {
        return None;
    }
    let setup = rankfile::fen::parse(&format!("{} w - - 0 1", query.placement)).ok()?;
    let castling = rankfile::validate::castling_allowed(&setup.board, query.chess960)
        .into_iter()
        .map(|(color, side)| match (color, side) {
            (Color::White, CastlingSide::KingSide) => 'K',
            (Color::White, CastlingSide::QueenSide) => 'Q',
            (Color::Black, CastlingSide::KingSide) => 'k',
            (Color::Black, CastlingSide::QueenSide) => 'q',
        })
        .collect();
    let en_passant = rankfile::validate::en_passant_squares(&setup.board, turn)
        .into_iter()
        .map(|square| square.to_string())
        .collect();
    Some(PlacementAnswer {
        castling,
        en_passant,
    })
}

fn bad_placement() -> Response {
    error(
        StatusCode::UNPROCESSABLE_ENTITY,
        "bad_placement",
        "give the FEN's first field as `placement` (eight ranks, a to h, rank 8 first) and `turn` as w or b",
    )
}
