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
    /// The placement reads; when not, `castling` and `en_passant` are
    /// empty and `error` says why.
    pub ok: bool,
    /// Why the placement does not read (`null` when it does).
    pub error: Option<String>,
    /// The castling rights whose king and rook are at home, in `KQkq`
    /// order (`""` for none).
    pub castling: String,
    /// The en passant squares a pawn of the side not to move can have
    /// just passed, from a to h.
    pub en_passant: Vec<String>,
}

/// `GET /api/placement`: the castling rights and en passant squares the
/// placement allows (a placement that does not read is a 200 answer with
/// `ok` false and why, as `/api/fen` answers a FEN that does not read); a
/// 422 `bad_placement` when `placement` is missing or `turn` is not w or b.
#[utoipa::path(get, path = "/api/placement", tag = "api", params(PlacementQuery),
    responses(
        (status = 200, description = "What the placement allows", body = PlacementAnswer),
        (status = 422, description = "`bad_placement`: no `placement`, or `turn` is not w or b", body = crate::json::ApiError),
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

/// What `query`'s placement allows; `None` when `turn` is not w or b.
pub fn placement_answer(query: &PlacementQuery) -> Option<PlacementAnswer> {
    let turn = match query.turn.as_str() {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return None,
    };
    let refused = |why: String| PlacementAnswer {
        ok: false,
        error: Some(why),
        castling: String::new(),
        en_passant: Vec::new(),
    };
    if query.placement.len() > MAX_FEN || query.placement.contains(char::is_whitespace) {
        return Some(refused(format!(
            "a placement is one field of at most {MAX_FEN} characters, without spaces"
        )));
    }
    let setup = match rankfile::fen::parse(&format!("{} w - - 0 1", query.placement)) {
        Ok(setup) => setup,
        Err(e) => return Some(refused(e.to_string())),
    };
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
        ok: true,
        error: None,
        castling,
        en_passant,
    })
}

fn bad_placement() -> Response {
    error(
        StatusCode::UNPROCESSABLE_ENTITY,
        "bad_placement",
        "give the FEN's first field as `placement` (eight ranks, rank 8 first) and `turn` as w or b",
    )
}
