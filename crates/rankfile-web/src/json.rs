//! The JSON shapes of the API (and of the command line's `--json`
//! outputs, which share them).

use serde::{Deserialize, Serialize};

/// One error or warning: the core's JSON form, shared with the command
/// line.
pub use rankfile::diag::DiagnosticJson;

/// A FEN field, a field a move changed, a move, an opening: the core's
/// JSON forms, shared with the command line.
pub use rankfile::json::{ChangeJson, FieldJson, MoveJson, OpeningJson};

/// A request the API could not read: always a 4xx.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ApiError {
    /// A stable machine code: `bad_json`, `too_large`, `bad_request`, …
    pub code: String,
    /// What is wrong, for a person.
    pub message: String,
}

/// A one-click fix of a FEN's problem ([`rankfile::fen::Fix`]).
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, utoipa::ToSchema)]
pub struct FixJson {
    /// The code of the problem it mends.
    pub code: String,
    /// What it does: `en_passant` (to `square`, or emptied when `square`
    /// is null), `flip_ranks`, `swap_cases`, `change_case` (the piece on
    /// `square`), `switch_side`, `drop_castling` (the rights `letters`),
    /// `fullmove_one`, `complete_fields` (with the castling rights
    /// `letters` assumed), `single_spaces` (the fields separated by single
    /// spaces, nothing around them).
    pub action: String,
    /// The square of `en_passant` and `change_case`.
    pub square: Option<String>,
    /// The castling rights `drop_castling` drops.
    pub letters: Option<String>,
    /// The FEN once mended.
    pub fen: String,
    /// That FEN is a legal position: the problem is the root cause.
    pub legal: bool,
}

impl FixJson {
    /// The fix `fix`, for the page.
    pub fn new(fix: rankfile::fen::Fix) -> FixJson {
        use rankfile::fen::FixAction;
        let (action, square, letters) = match fix.action {
            FixAction::EnPassant(sq) => ("en_passant", sq.map(|s| s.to_string()), None),
            FixAction::FlipRanks => ("flip_ranks", None, None),
            FixAction::SwapCases => ("swap_cases", None, None),
            FixAction::ChangeCase(sq) => ("change_case", Some(sq.to_string()), None),
            FixAction::SwitchSide => ("switch_side", None, None),
            FixAction::DropCastling(letters) => ("drop_castling", None, Some(letters)),
            FixAction::FullmoveOne => ("fullmove_one", None, None),
            FixAction::CompleteFields(letters) => ("complete_fields", None, Some(letters)),
            FixAction::SingleSpaces => ("single_spaces", None, None),
        };
        FixJson {
            code: fix.code.to_string(),
            action: action.to_string(),
            square,
            letters,
            fen: fix.fen,
            legal: fix.legal,
        }
    }
}

/// A PNG image's bytes, as the OpenAPI description names them.
#[derive(utoipa::ToSchema)]
#[schema(value_type = String, format = Binary)]
pub struct PngImage(pub Vec<u8>);
