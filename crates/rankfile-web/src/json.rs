//! The JSON shapes of the API (and of the command line's `--json`
//! outputs, which share them).

use rankfile::explain::{FieldChange, FieldExplanation};
use rankfile_i18n::Catalog;
use serde::{Deserialize, Serialize};

/// One error or warning: the core's JSON form, shared with the command
/// line.
pub use rankfile::diag::DiagnosticJson;

/// A FEN field explained.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct FieldJson {
    /// 1 to 6.
    pub number: u8,
    /// `placement`, `side to move`, …
    pub name: String,
    /// The field as the canonical FEN writes it.
    pub value: String,
    /// What it means, in words.
    pub meaning: String,
}

impl FieldJson {
    /// `f`, its meaning in the language of `cat`.
    pub fn new(f: FieldExplanation, cat: &Catalog) -> FieldJson {
        FieldJson {
            number: f.number,
            name: f.name.to_string(),
            value: f.value,
            meaning: cat.text(&f.meaning).into_owned(),
        }
    }
}

/// A field a move changed, and why.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ChangeJson {
    /// 1 to 6.
    pub number: u8,
    /// The field's name.
    pub name: String,
    /// Before the move.
    pub before: String,
    /// After the move.
    pub after: String,
    /// The rule, in a sentence.
    pub why: String,
}

impl ChangeJson {
    /// `c`, its reason in the language of `cat`.
    pub fn new(c: FieldChange, cat: &Catalog) -> ChangeJson {
        ChangeJson {
            number: c.number,
            name: c.name.to_string(),
            before: c.before,
            after: c.after,
            why: cat.text(&c.why).into_owned(),
        }
    }
}

/// A legal move, in both notations.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct MoveJson {
    /// Canonical SAN.
    pub san: String,
    /// UCI (`e1g1` for castling; in Chess960 the king takes its rook,
    /// `e1h1`).
    pub uci: String,
    /// The square the piece leaves and the one it reaches (the king's, for
    /// castling).
    pub from: String,
    /// See `from`.
    pub to: String,
    /// `q`, `r`, `b` or `n` for a promotion.
    pub promotion: Option<String>,
}

impl MoveJson {
    /// `m`, legal in `pos`.
    pub fn new(pos: &rankfile::Position, m: &rankfile::Move) -> MoveJson {
        let uci = pos.uci(m);
        MoveJson {
            san: pos.san(m),
            from: m.from().to_string(),
            to: m.to().to_string(),
            promotion: (uci.len() == 5).then(|| uci[4..].to_string()),
            uci,
        }
    }
}

/// An opening of the lichess data set.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, utoipa::ToSchema)]
pub struct OpeningJson {
    /// Its ECO code: `C60`.
    pub eco: String,
    /// Its name: `Ruy Lopez`.
    pub name: String,
    /// For a game's opening: the plies played to reach its position.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub ply: Option<usize>,
}

impl OpeningJson {
    /// The opening named `opening`, reached after `ply` plies if given.
    pub fn new(opening: &rankfile::opening::Opening, ply: Option<usize>) -> OpeningJson {
        OpeningJson {
            eco: opening.eco.to_string(),
            name: opening.name.to_string(),
            ply,
        }
    }
}

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
    /// `square`), `switch_side`, `drop_castling` (the rights `letters`).
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
