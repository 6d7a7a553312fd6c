//! `POST /api/play`: moves played from a position.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rankfile::fen::{self, ReadMode};
use rankfile::{EpMode, ReadOptions, Variant, explain};
use serde::{Deserialize, Serialize};

use rankfile_i18n::Catalog;

use super::{MAX_MOVES, body, catalog, check_fen_length, error};
use crate::json::{ChangeJson, DiagnosticJson, MoveJson};

/// The longest move text read, in characters.
pub const MAX_MOVE: usize = 32;

/// A move as a request writes it, for the API's description: a string of
/// at most [`MAX_MOVE`] characters.
pub struct MoveText;

impl utoipa::PartialSchema for MoveText {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .max_length(Some(MAX_MOVE))
            .description(Some("a move in SAN, long algebraic or UCI"))
            .into()
    }
}

impl utoipa::ToSchema for MoveText {}

/// `POST /api/play`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayRequest {
    /// The starting position.
    #[schema(max_length = 256)]
    pub fen: String,
    /// Moves in SAN, long algebraic or UCI, as the forgiving reader takes
    /// them: at most 1,000, each at most 32 characters.
    #[schema(max_items = 1000, value_type = Vec<MoveText>)]
    pub moves: Vec<String>,
    /// The language of the sentences: `en` (the default), `fr`, `vi`, `pt`.
    #[serde(default)]
    #[schema(pattern = r"^([Ee][Nn]|[Ff][Rr]|[Vv][Ii]|[Pp][Tt])([-_.@][\s\S]*)?$")]
    pub lang: Option<String>,
    /// Read the FEN as Chess960 (X-FEN or Shredder-FEN castling); UCI
    /// then writes castling as the king taking its rook.
    #[serde(default)]
    pub chess960: bool,
    /// The moves were typed by a person: read in the piece letters of
    /// `lang` as well as in the English initials (a letter that names one
    /// piece in each, legal both ways, is refused as `ambiguous`, both
    /// readings named). Without it, the English initials only, the
    /// standard's.
    #[serde(default)]
    pub typed: bool,
}

/// One move played.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PlayedJson {
    /// The move as written in the request.
    pub input: String,
    /// Its canonical SAN and UCI.
    pub san: String,
    /// See `san`.
    pub uci: String,
    /// The squares, for a board to mark the last move.
    pub from: String,
    /// See `from`.
    pub to: String,
    /// The FEN after it (en passant written after every double step).
    pub fen: String,
    /// What the forgiving reader read differently (`missing x`, …).
    pub notes: Vec<String>,
    /// The fields the move changed, and why.
    pub changes: Vec<ChangeJson>,
}

/// A move that could not be played.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct MoveErrorJson {
    /// Which move of the request (from 0).
    pub index: usize,
    /// The move as written.
    pub input: String,
    /// `syntax`, `illegal` or `ambiguous`.
    pub code: String,
    /// Why.
    pub message: String,
    /// How to fix it.
    pub hint: Option<String>,
    /// The moves it could have meant, in SAN.
    pub candidates: Vec<String>,
}

/// The answer to `POST /api/play`.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PlayAnswer {
    /// The start was legal and every move was played.
    pub ok: bool,
    /// The start position's problems, when it is not legal.
    pub errors: Vec<DiagnosticJson>,
    /// The moves played, in order, up to the first that could not be.
    pub played: Vec<PlayedJson>,
    /// The first move that could not be played.
    pub error: Option<MoveErrorJson>,
    /// The FEN after the moves played.
    pub fen: Option<String>,
}

/// Plays `moves` from `fen`, a position of `variant`, saying why in the
/// language of `cat`.
pub fn play_answer(
    fen_text: &str,
    moves: &[String],
    variant: Variant,
    cat: &Catalog,
    typed: bool,
) -> PlayAnswer {
    let report = fen::check(
        fen_text,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant,
        },
    );
    let Some(mut pos) = report.position() else {
        return PlayAnswer {
            ok: false,
            errors: DiagnosticJson::all(fen_text, &report.errors, cat),
            played: Vec::new(),
            error: None,
            fen: None,
        };
    };
    let mut played = Vec::new();
    let mut failure = None;
    for (index, text) in moves.iter().enumerate() {
        // Typed: in the page's language's letters or in English initials
        // (a letter of both, legal both ways, refused as ambiguous); the
        // answer's SAN is the standard's all the same.
        let options = ReadOptions {
            lang: match typed {
                true => cat.language().piece_letters(),
                false => rankfile::Lang::English,
            },
            ..ReadOptions::default()
        };
        match pos.read_move(text, &options) {
            Ok(reading) => {
                let Some(mv) = reading.mv else { break };
                let changes = explain::changes(&pos, &mv)
                    .into_iter()
                    .map(|c| ChangeJson::new(c, cat))
                    .collect();
                let json = MoveJson::new(&pos, &mv, rankfile::Lang::English);
                pos.play_unchecked(&mv);
                played.push(PlayedJson {
                    input: text.clone(),
                    san: json.san,
                    uci: json.uci,
                    from: json.from,
                    to: json.to,
                    fen: pos.fen_with(EpMode::Always),
                    notes: reading
                        .notes
                        .iter()
                        .map(|n| cat.text(&n.message).into_owned())
                        .collect(),
                    changes,
                });
            }
            Err(e) => {
                failure = Some(MoveErrorJson {
                    index,
                    input: text.clone(),
                    code: e.code().to_string(),
                    message: cat.text(e.message()).into_owned(),
                    hint: e.hint().map(|h| cat.text(h).into_owned()),
                    candidates: e.candidates().to_vec(),
                });
                break;
            }
        }
    }
    PlayAnswer {
        ok: failure.is_none(),
        errors: Vec::new(),
        played,
        error: failure,
        fen: Some(pos.fen_with(EpMode::Always)),
    }
}

/// `POST /api/play`: play moves from a position.
#[utoipa::path(post, path = "/api/play", tag = "api", request_body = PlayRequest,
    responses((status = 200, description = "The moves played, up to the first that cannot be", body = PlayAnswer)))]
pub async fn post_play(request: Result<Json<PlayRequest>, JsonRejection>) -> Response {
    let request = match body(request) {
        Ok(r) => r,
        Err(e) => return e.into_response(),
    };
    let cat = match catalog(request.lang.as_deref()) {
        Ok(cat) => cat,
        Err(e) => return e.into_response(),
    };
    if let Err(e) = check_fen_length(&request.fen, cat) {
        return e.into_response();
    }
    if request.moves.len() > MAX_MOVES {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "too_many_moves",
            cat.say(
                "api-too-many-moves",
                &[
                    ("moves", request.moves.len().into()),
                    ("max", MAX_MOVES.into()),
                ],
            ),
        );
    }
    if let Some(long) = request.moves.iter().find(|m| m.chars().count() > MAX_MOVE) {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "move_too_long",
            cat.say(
                "api-move-too-long",
                &[
                    ("length", long.chars().count().into()),
                    ("max", MAX_MOVE.into()),
                ],
            ),
        );
    }
    let variant = super::variant(request.chess960);
    let answer = play_answer(&request.fen, &request.moves, variant, cat, request.typed);
    Json(answer).into_response()
}
