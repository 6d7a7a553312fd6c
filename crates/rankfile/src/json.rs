//! The JSON forms of an evaluation, an opening, a move and a FEN field
//! (with the `serde` feature): one form each, which the command line's
//! `--json` and the web API both write. A problem's forms are in
//! [`diag`](crate::diag) ([`DiagnosticJson`](crate::diag::DiagnosticJson)).

use serde::{Deserialize, Serialize};

use crate::explain::{FieldChange, FieldExplanation};
use crate::opening::Opening;
use crate::pgn::Eval;
use crate::text::Render;
use crate::{Lang, Move, Position};

/// An engine's evaluation from White's side, as `[%eval]` writes it:
/// `{"cp": 31}` (centipawns, rounded by [`Eval::centipawns`], the one rule)
/// or `{"mate": -3}` (mate in so many moves, negative when Black mates).
///
/// ```
/// use rankfile::json::EvalJson;
/// use rankfile::pgn::Eval;
///
/// let json = |e: Eval| serde_json::to_string(&EvalJson::from(e)).unwrap();
/// assert_eq!(json(Eval::Pawns(0.125)), r#"{"cp":12}"#);
/// assert_eq!(json(Eval::Mate(-3)), r#"{"mate":-3}"#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum EvalJson {
    /// Centipawns, from White's side.
    Cp(i64),
    /// Mate in so many moves; negative when Black mates.
    Mate(i32),
}

impl From<Eval> for EvalJson {
    fn from(eval: Eval) -> EvalJson {
        match (eval, eval.centipawns()) {
            (Eval::Mate(n), _) => EvalJson::Mate(n),
            (_, Some(cp)) => EvalJson::Cp(cp),
            (Eval::Pawns(_), None) => EvalJson::Cp(0),
        }
    }
}

/// An opening of the lichess data set: `{"eco": "C60", "name": "Ruy
/// Lopez", "ply": 5}`, `ply` (the plies a game played to reach it) only
/// for a game's opening.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
    /// `opening`, reached after `ply` plies if given.
    pub fn new(opening: &Opening, ply: Option<usize>) -> OpeningJson {
        OpeningJson {
            eco: opening.eco.to_string(),
            name: opening.name.to_string(),
            ply,
        }
    }
}

/// A legal move in both notations, and its squares.
///
/// ```
/// use rankfile::json::MoveJson;
/// use rankfile::{Lang, Position};
///
/// let pos = Position::new();
/// let mv = pos.parse_san("Nf3")?;
/// let json = MoveJson::new(&pos, &mv, Lang::English);
/// assert_eq!((json.san.as_str(), json.uci.as_str(), json.promotion), ("Nf3", "g1f3", None));
/// assert_eq!(MoveJson::new(&pos, &mv, Lang::French).san, "Cf3");
/// # Ok::<(), rankfile::SanError>(())
/// ```
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MoveJson {
    /// SAN, the standard's (or in a language's piece letters).
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
    /// `m`, legal in `pos`, its SAN in the piece letters of `lang`.
    pub fn new(pos: &Position, m: &Move, lang: Lang) -> MoveJson {
        let uci = pos.uci(m);
        MoveJson {
            san: pos.san_in(m, lang),
            from: m.from().to_string(),
            to: m.to().to_string(),
            promotion: (uci.len() == 5).then(|| uci[4..].to_string()),
            uci,
        }
    }

    /// Every legal move of `pos`, in its order of generation.
    pub fn all(pos: &Position, lang: Lang) -> Vec<MoveJson> {
        (pos.legal_moves().iter())
            .map(|m| MoveJson::new(pos, m, lang))
            .collect()
    }
}

/// A FEN field explained.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
    /// `f`, its meaning written by `language`.
    pub fn new(f: FieldExplanation, language: &dyn Render) -> FieldJson {
        FieldJson {
            number: f.number,
            name: f.name.to_string(),
            meaning: language.render(&f.meaning).into_owned(),
            value: f.value,
        }
    }
}

/// A field a move changed, and why.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
    /// `c`, its reason written by `language`.
    pub fn new(c: FieldChange, language: &dyn Render) -> ChangeJson {
        ChangeJson {
            number: c.number,
            name: c.name.to_string(),
            why: language.render(&c.why).into_owned(),
            before: c.before,
            after: c.after,
        }
    }
}
