//! The JSON forms of a [`Diagnostic`], the ones the command line's
//! `--json` and the web API write (with the `serde` feature): with its
//! span in the input (a FEN, an EPD line), located in a file (a game's
//! problem, as `pgn check --json` writes it), or placed by line and column
//! in a text (a game's problem, as the web API lists it).

use serde::{Deserialize, Serialize};

use super::Diagnostic;
use crate::text::Render;

/// One error or warning. Every key is always there (`null` or `[]` when it
/// does not apply), so that scripts can rely on the shape.
///
/// ```
/// use rankfile::diag::DiagnosticJson;
/// use rankfile::fen::{self, ReadMode};
/// use rankfile::text::English;
///
/// let fen = "8/8/8/8/8/8/8/8 w - - 0 0";
/// let report = fen::check(fen, ReadMode::Strict);
/// let json = DiagnosticJson::new(fen, &report.errors[0], &English);
/// assert_eq!(json.code, "bad_fullmove");
/// assert_eq!(json.field, Some(6));
/// assert_eq!(json.span, Some([24, 25]));
/// ```
#[derive(Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DiagnosticJson {
    /// A stable machine code (`invalid_ep_square`, …).
    pub code: String,
    /// A sentence for a person.
    pub message: String,
    /// The FEN field, 1 to 6.
    pub field: Option<u8>,
    /// Character columns of the input, 0-based, end exclusive.
    pub span: Option<[usize; 2]>,
    /// How to fix it, where a hint helps.
    pub hint: Option<String>,
    /// The squares involved, for a board to mark.
    pub squares: Vec<String>,
    /// The code of the problem this one follows from, when it is a
    /// consequence of it (mending that one mends this one); the key is
    /// there only then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follows: Option<String>,
}

impl DiagnosticJson {
    /// `d`, its span counted in characters of `input`, its sentences
    /// written by `language`.
    pub fn new(input: &str, d: &Diagnostic, language: &dyn Render) -> DiagnosticJson {
        DiagnosticJson {
            code: d.code.to_string(),
            message: language.render(&d.message).into_owned(),
            field: d.field,
            span: d.char_span(input).map(|r| [r.start, r.end]),
            hint: d.hint.as_ref().map(|h| language.render(h).into_owned()),
            squares: d.squares.into_iter().map(|s| s.to_string()).collect(),
            follows: d.follows.map(str::to_string),
        }
    }

    /// Every diagnostic of `ds`.
    pub fn all(input: &str, ds: &[Diagnostic], language: &dyn Render) -> Vec<DiagnosticJson> {
        ds.iter()
            .map(|d| DiagnosticJson::new(input, d, language))
            .collect()
    }
}

/// A game's diagnostic located in its input file, every key present
/// (`null` where it does not apply), as `rankfile pgn check --json`
/// writes it.
#[derive(Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FileDiagnosticJson {
    /// A stable machine code.
    pub code: String,
    /// A sentence for a person.
    pub message: String,
    /// How to mend it, where a hint helps.
    pub hint: Option<String>,
    /// In the input (`-` for standard input), from 1.
    pub line: usize,
    /// In characters, from 1.
    pub column: usize,
    /// The byte range in the game's text (line ends read as `\n`).
    pub span: [usize; 2],
    /// The input.
    pub file: String,
    /// For a move that cannot be played: its ply in the game (1 for the
    /// game's first move), its move number, who plays it, the position
    /// before it, and the legal moves an ambiguous one may mean.
    pub ply: Option<usize>,
    /// See `ply`.
    pub move_number: Option<u32>,
    /// See `ply`: `white` or `black`.
    pub side: Option<String>,
    /// See `ply`.
    pub fen: Option<String>,
    /// See `ply`.
    pub candidates: Option<Vec<String>>,
    /// The code of the problem this one follows from, when it is a
    /// consequence of it (mending that one mends this one).
    pub follows: Option<String>,
}

impl FileDiagnosticJson {
    /// `d`, found at `line` and `column` of `file` (both from 1), its
    /// sentences written by `language`.
    pub fn new(
        d: &Diagnostic,
        file: &str,
        (line, column): (usize, usize),
        language: &dyn Render,
    ) -> FileDiagnosticJson {
        let span = d.range();
        let at = d.at_move.as_deref();
        FileDiagnosticJson {
            code: d.code.to_string(),
            message: language.render(&d.message).into_owned(),
            hint: d.hint.as_ref().map(|h| language.render(h).into_owned()),
            line,
            column,
            span: [span.start, span.end],
            file: file.to_string(),
            ply: at.map(|m| m.ply),
            move_number: at.map(|m| m.before.fullmove_number()),
            side: at.map(|m| match m.before.turn() {
                crate::Color::White => "white".to_string(),
                crate::Color::Black => "black".to_string(),
            }),
            fen: at.map(|m| m.before.fen()),
            candidates: at
                .filter(|m| !m.candidates.is_empty())
                .map(|m| m.candidates.clone()),
            follows: d.follows.map(str::to_string),
        }
    }
}

/// A game's diagnostic placed by line and column in the text it was read
/// from, as the web API lists it.
#[derive(Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TextDiagnosticJson {
    /// Line (from 1) and column (characters, from 1) in the text.
    pub line: usize,
    /// See `line`.
    pub column: usize,
    /// A stable code.
    pub code: String,
    /// What is wrong.
    pub message: String,
    /// How to mend it, where a hint helps.
    pub hint: Option<String>,
    /// The code of the problem this one follows from, when it is a
    /// consequence of it (mending that one mends this one); the key is
    /// there only then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follows: Option<String>,
}

impl TextDiagnosticJson {
    /// `d`, found at `line` and `column` (both from 1), its sentences
    /// written by `language`.
    pub fn new(
        d: &Diagnostic,
        (line, column): (usize, usize),
        language: &dyn Render,
    ) -> TextDiagnosticJson {
        TextDiagnosticJson {
            line,
            column,
            code: d.code.to_string(),
            message: language.render(&d.message).into_owned(),
            hint: d.hint.as_ref().map(|h| language.render(h).into_owned()),
            follows: d.follows.map(str::to_string),
        }
    }
}
