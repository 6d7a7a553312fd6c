//! The JSON API: every answer comes from the rankfile library. An input
//! that is not a legal position is a 200 answer listing its problems; a
//! request that cannot be read is a 4xx with an [`ApiError`].

pub(crate) mod analyse;
pub(crate) mod board;
pub(crate) mod chess960;
pub(crate) mod edit;
pub(crate) mod fen;
pub(crate) mod pgn;
pub(crate) mod placement;
pub(crate) mod play;
mod tree;
pub(crate) mod write;

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use rankfile_i18n::{Catalog, Language};

use crate::json::ApiError;

pub use analyse::{
    AnalyseAnswer, AnalyseRequest, AnalysedLineJson, Analyst, EngineConfig, EngineStatus, Peer,
    ScoreJson, get_analyse, post_analyse,
};
pub use board::{BoardQuery, board_svg, get_board, get_board_png, get_piece};
pub use chess960::{Chess960Json, Chess960Query, get_chess960};
pub use edit::{Edit, EditAnswer, EditRequest, post_edit};
pub use fen::{FenAnswer, FenRequest, fen_answer, post_fen};
pub use pgn::{
    MAX_LISTED_PROBLEMS, PgnAnswer, PgnGameJson, PgnMoveJson, PgnProblemJson, PgnRequest,
    pgn_answer, pgn_answer_until, post_pgn,
};
pub use placement::{PlacementAnswer, PlacementQuery, get_placement, placement_answer};
pub use play::{MoveErrorJson, PlayAnswer, PlayRequest, PlayedJson, play_answer, post_play};
pub use tree::{
    EvalJson, MAX_TREE_DEPTH, MAX_TREE_MOVES, RestJson, TreeJson, TreeMoveJson, tree_and_opening,
    tree_json, tree_json_within,
};
pub use write::{WriteAnswer, WriteMoveJson, WriteRequest, post_write};

/// The longest FEN the API reads, in bytes: a FEN is under 100 bytes; this
/// leaves room for white space and mistakes, not for abuse.
pub const MAX_FEN: usize = 256;
/// The most moves `/api/play` plays in one request.
pub const MAX_MOVES: usize = 1000;
/// The longest PGN text `/api/pgn` reads, in bytes.
pub const MAX_PGN: usize = 1 << 20;
/// The most games `/api/pgn` answers for.
pub const MAX_GAMES: usize = 100;
/// The most plies `/api/pgn` gives in all (a FEN each), so that an
/// answer stays a few megabytes at most.
pub const MAX_PLIES: usize = 20_000;

/// A request refused: its status and why.
#[derive(Debug)]
pub struct Refusal {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(ApiError {
                code: self.code.to_string(),
                message: self.message,
            }),
        )
            .into_response()
    }
}

pub(crate) fn refuse(
    status: StatusCode,
    code: &'static str,
    message: impl Into<String>,
) -> Refusal {
    Refusal {
        status,
        code,
        message: message.into(),
    }
}

/// A 4xx answer with an [`ApiError`] body.
pub fn error(status: StatusCode, code: &'static str, message: impl Into<String>) -> Response {
    refuse(status, code, message).into_response()
}

/// The JSON body, or the 4xx that says why it is not one.
pub(crate) fn body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, Refusal> {
    body.map(|Json(t)| t).map_err(|rejection| {
        let status = rejection.status();
        let code = match rejection {
            JsonRejection::MissingJsonContentType(_) => "bad_content_type",
            JsonRejection::JsonSyntaxError(_) => "bad_json",
            JsonRejection::JsonDataError(_) => "bad_request",
            _ if status == StatusCode::PAYLOAD_TOO_LARGE => "too_large",
            _ => "bad_request",
        };
        refuse(status, code, rejection.body_text())
    })
}

/// The rules a request's `"chess960"` asks for.
pub(crate) fn variant(chess960: bool) -> rankfile::Variant {
    match chess960 {
        true => rankfile::Variant::Chess960,
        false => rankfile::Variant::Standard,
    }
}

/// The catalog of the language a request asks for (`"lang": "fr"`),
/// English when it asks for none, or the 422 that says which exist. Its
/// hints name the request's fields (`"lenient": true`), not the command
/// line's options.
pub(crate) fn catalog(lang: Option<&str>) -> Result<&'static Catalog, Refusal> {
    match lang.map(str::parse::<Language>) {
        None => Ok(Catalog::for_requests(Language::English)),
        Some(Ok(language)) => Ok(Catalog::for_requests(language)),
        Some(Err(e)) => Err(refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_lang",
            e.to_string(),
        )),
    }
}

/// The 422 for a FEN over [`MAX_FEN`] characters, said in `cat`'s
/// language.
pub(crate) fn check_fen_length(fen: &str, cat: &Catalog) -> Result<(), Refusal> {
    let length = fen.chars().count();
    if length > MAX_FEN {
        let message = cat.say(
            "api-fen-too-long",
            &[("length", length.into()), ("max", MAX_FEN.into())],
        );
        return Err(refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "fen_too_long",
            message,
        ));
    }
    Ok(())
}

/// `GET /api/messages?lang=fr`.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessagesQuery {
    /// `en`, `fr`, `vi` or `pt` (or a locale of one: `pt-BR`, `fr_FR.UTF-8`).
    #[param(pattern = r"^([Ee][Nn]|[Ff][Rr]|[Vv][Ii]|[Pp][Tt])([-_.@][\s\S]*)?$")]
    pub lang: Option<String>,
}

/// The page's sentences in one language: `{"lang", "messages": {id: text}}`,
/// variables written `{$name}` for the page to fill in.
#[derive(Debug, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct MessagesAnswer {
    /// The language's code.
    pub lang: String,
    /// The page's messages (`web-…`), the fields' names (`field-…`) and the
    /// pieces' (`piece-…`).
    pub messages: std::collections::BTreeMap<String, String>,
}

/// `GET /api/messages`: the page's sentences in a language.
#[utoipa::path(get, path = "/api/messages", tag = "api", params(MessagesQuery),
    responses((status = 200, description = "The page's sentences in the language", body = MessagesAnswer)))]
pub async fn get_messages(
    axum::extract::Query(query): axum::extract::Query<MessagesQuery>,
) -> Response {
    let cat = match catalog(query.lang.as_deref()) {
        Ok(cat) => cat,
        Err(e) => return e.into_response(),
    };
    let messages = cat
        .ids()
        .filter(|id| {
            ["web-", "field-", "piece-"]
                .iter()
                .any(|p| id.starts_with(p))
        })
        .filter_map(|id| Some((id.to_string(), cat.pattern(id)?)))
        .collect();
    Json(MessagesAnswer {
        lang: cat.language().code().to_string(),
        messages,
    })
    .into_response()
}
