//! `POST /api/fen`: a FEN checked and explained.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::response::{IntoResponse, Response};
use rankfile::fen::{self, FenReport, ReadMode};
use rankfile::{EpMode, Variant, explain};
use serde::{Deserialize, Serialize};

use rankfile_i18n::Catalog;

use super::{body, catalog, check_fen_length};
use crate::json::{DiagnosticJson, FieldJson, FixJson, MoveJson, OpeningJson};

/// `POST /api/fen`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FenRequest {
    /// The FEN to check.
    #[schema(max_length = 256)]
    pub fen: String,
    /// Read leniently (a placement alone, `_` separators, …), saying what
    /// was changed.
    #[serde(default)]
    pub lenient: bool,
    /// The language of the sentences: `en` (the default), `fr`, `vi`, `pt`.
    #[serde(default)]
    #[schema(pattern = r"^([Ee][Nn]|[Ff][Rr]|[Vv][Ii]|[Pp][Tt])([-_.@][\s\S]*)?$")]
    pub lang: Option<String>,
    /// Read the FEN as Chess960 (X-FEN or Shredder-FEN castling).
    #[serde(default)]
    pub chess960: bool,
}

/// The answer to `POST /api/fen`.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct FenAnswer {
    /// The text checked.
    pub input: String,
    /// A legal position (warnings allowed).
    pub ok: bool,
    /// The canonical FEN, when legal.
    pub fen: Option<String>,
    /// What is wrong.
    pub errors: Vec<DiagnosticJson>,
    /// What is odd, or what the lenient reader changed.
    pub warnings: Vec<DiagnosticJson>,
    /// The six fields in words, when the text is a FEN (even an illegal
    /// position).
    pub fields: Vec<FieldJson>,
    /// The pieces by square (`"e1": "K"`) whenever the placement can be
    /// read, whatever is wrong in the other fields; for a placement with
    /// bad ranks, the pieces of the ranks that read.
    pub pieces: std::collections::BTreeMap<String, String>,
    /// The ranks (1 to 8) of the placement that cannot be read, drawn empty
    /// and marked; empty when the placement reads.
    pub bad_ranks: Vec<u8>,
    /// `w` or `b`, when read (leniently, as `pieces`).
    pub turn: Option<String>,
    /// The legal moves, when legal.
    pub moves: Vec<MoveJson>,
    /// The king in check, if any.
    pub check: Option<String>,
    /// The pieces giving check.
    pub checkers: Vec<String>,
    /// No legal move, in check.
    pub checkmate: bool,
    /// No legal move, not in check.
    pub stalemate: bool,
    /// When the position is dead (neither side can checkmate by any
    /// series of legal moves, FIDE 5.2.2, proved by the quick form): the
    /// sentence that says so, with each side's reason.
    pub dead: Option<String>,
    /// The position's name in the opening data set, if it has one.
    pub opening: Option<OpeningJson>,
    /// The position's Polyglot key, 16 hex digits, when legal.
    pub polyglot: Option<String>,
    /// For a position that is not legal, the problems that one change
    /// mends, and the FEN each change gives; the ones that make it legal
    /// (the root causes) first.
    pub fixes: Vec<FixJson>,
}

/// Checks and explains `input` as a position of `variant`, in the
/// language of `cat`.
pub fn fen_answer(input: &str, mode: ReadMode, variant: Variant, cat: &Catalog) -> FenAnswer {
    let report: FenReport = fen::check(input, fen::CheckOptions { mode, variant });
    let position = report.position();
    let fields = report
        .setup
        .as_ref()
        .map(|s| {
            explain::fields(s)
                .into_iter()
                .map(|f| FieldJson::new(f, cat))
                .collect()
        })
        .unwrap_or_default();
    // The board is drawn even when a field after the placement is wrong
    // (a bad clock, a trailing space): the lenient reader finds the pieces
    // then, while the problems stay the strict reader's; and when even it
    // cannot (a side `x`, castling `KQkx`), the placement is read alone,
    // rank by rank.
    let drawn = report.setup.or_else(|| {
        fen::check(
            input,
            fen::CheckOptions {
                mode: ReadMode::Lenient,
                variant,
            },
        )
        .setup
    });
    let (board, bad_ranks) = match drawn {
        Some(setup) => (Some(setup.board), Vec::new()),
        None => match fen::board_as_far_as_readable(input) {
            Some(partial) => (Some(partial.board), partial.bad_ranks),
            None => (None, Vec::new()),
        },
    };
    let pieces = board
        .map(|b| {
            b.pieces()
                .map(|(sq, p)| (sq.to_string(), p.char().to_string()))
                .collect()
        })
        .unwrap_or_default();
    let (moves, check, checkers, checkmate, stalemate) = match &position {
        Some(pos) => {
            let legal = pos.legal_moves();
            let moves: Vec<MoveJson> = legal
                .iter()
                .map(|m| MoveJson::new(pos, m, rankfile::Lang::English))
                .collect();
            let check = pos.is_check().then(|| pos.our_king()).flatten();
            (
                moves,
                check.map(|s| s.to_string()),
                pos.checkers().into_iter().map(|s| s.to_string()).collect(),
                pos.is_check() && legal.is_empty(),
                !pos.is_check() && legal.is_empty(),
            )
        }
        None => (Vec::new(), None, Vec::new(), false, false),
    };
    FenAnswer {
        input: input.to_string(),
        ok: report.is_ok(),
        fen: report.fen(EpMode::AsGiven),
        errors: DiagnosticJson::all(input, &report.errors, cat),
        warnings: DiagnosticJson::all(input, &report.warnings, cat),
        fields,
        pieces,
        bad_ranks: bad_ranks.iter().map(|r| r.index() as u8 + 1).collect(),
        turn: drawn.map(|s| s.turn.char().to_string()),
        moves,
        check,
        checkers,
        checkmate,
        stalemate,
        dead: (position.as_ref())
            .and_then(rankfile::winnable::dead_note)
            .map(|note| cat.text(&note).into_owned()),
        opening: position
            .as_ref()
            .and_then(|p| p.opening())
            .map(|o| OpeningJson::new(o, None)),
        polyglot: position
            .as_ref()
            .map(|p| format!("{:016x}", p.polyglot_key())),
        fixes: (fen::fixes_of(input, &report).into_iter())
            .map(FixJson::new)
            .collect(),
    }
}

/// `POST /api/fen`: check and explain a FEN.
#[utoipa::path(post, path = "/api/fen", tag = "api", request_body = FenRequest,
    responses((status = 200, description = "The FEN checked and explained: a FEN that is not a legal position is a 200 that lists its problems", body = FenAnswer)))]
pub async fn post_fen(request: Result<Json<FenRequest>, JsonRejection>) -> Response {
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
    let mode = if request.lenient {
        ReadMode::Lenient
    } else {
        ReadMode::Strict
    };
    let variant = super::variant(request.chess960);
    Json(fen_answer(&request.fen, mode, variant, cat)).into_response()
}
