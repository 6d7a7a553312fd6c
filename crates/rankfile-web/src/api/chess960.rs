//! `GET /api/chess960?number=N`: a Chess960 start position by its number.

use axum::Json;
use axum::extract::Query;
use axum::extract::rejection::QueryRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::error;

/// `GET /api/chess960?number=`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Chess960Query {
    /// 0 to 959, in the standard numbering (518 is the standard start).
    #[param(minimum = 0, maximum = 959)]
    pub number: u16,
}

/// A Chess960 start position.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, utoipa::ToSchema)]
pub struct Chess960Json {
    /// Its number.
    pub number: u16,
    /// Its FEN, castling in X-FEN (`KQkq`: each rook the outermost on its
    /// side); read it with `"chess960": true`.
    pub fen: String,
}

/// `GET /api/chess960?number=N`: the start position numbered `N`, or a
/// 422 `bad_number`.
#[utoipa::path(get, path = "/api/chess960", tag = "api", params(Chess960Query),
    responses((status = 200, description = "The start position of that number", body = Chess960Json)))]
pub async fn get_chess960(query: Result<Query<Chess960Query>, QueryRejection>) -> Response {
    let number = query.ok().map(|Query(q)| q.number);
    match number.and_then(rankfile::variant::chess960_start) {
        Some(pos) => Json(Chess960Json {
            number: number.unwrap_or_default(),
            fen: pos.fen(),
        })
        .into_response(),
        None => error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_number",
            "a Chess960 start position is numbered 0 to 959 (518 is the standard start)",
        ),
    }
}
