//! The JSON form of a [`Diagnostic`], the one the command line's `--json`
//! and the web API both write (with the `serde` feature).

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
        }
    }

    /// Every diagnostic of `ds`.
    pub fn all(input: &str, ds: &[Diagnostic], language: &dyn Render) -> Vec<DiagnosticJson> {
        ds.iter()
            .map(|d| DiagnosticJson::new(input, d, language))
            .collect()
    }
}
