//! Diagnostics for a person (the library's caret drawing) and for a
//! script (JSON).

use rankfile::Position;
use rankfile::diag::{self, Diagnostic};
use rankfile::fen::{self, FenReport, ReadMode};
use serde::Serialize;

/// One error or warning, as the `--json` outputs write it. Every key is
/// always there (`null` or `[]` when it does not apply), so that scripts
/// can rely on the shape.
#[derive(Debug, Serialize)]
pub struct DiagnosticJson {
    pub code: &'static str,
    pub message: String,
    /// The FEN field, 1 to 6.
    pub field: Option<u8>,
    /// Character columns of the input, 0-based, end exclusive.
    pub span: Option<[usize; 2]>,
    pub hint: Option<String>,
    /// The squares involved, for a board to mark.
    pub squares: Vec<String>,
}

impl DiagnosticJson {
    pub fn new(input: &str, d: &Diagnostic) -> DiagnosticJson {
        DiagnosticJson {
            code: d.code,
            message: d.message.clone(),
            field: d.field,
            span: d.char_span(input).map(|r| [r.start, r.end]),
            hint: d.hint.clone(),
            squares: d.squares.into_iter().map(|s| s.to_string()).collect(),
        }
    }

    pub fn all(input: &str, ds: &[Diagnostic]) -> Vec<DiagnosticJson> {
        ds.iter().map(|d| DiagnosticJson::new(input, d)).collect()
    }
}

/// Every error, then every warning, drawn with carets.
pub fn render_report(input: &str, report: &FenReport) -> String {
    report
        .errors
        .iter()
        .chain(&report.warnings)
        .map(|d| diag::render(input, d))
        .collect()
}

/// Reads a FEN strictly as a legal position, or gives the report that
/// says everything wrong with it.
pub fn read_position(input: &str) -> Result<Position, Box<FenReport>> {
    let report = fen::check(input, ReadMode::Strict);
    report.position().ok_or_else(|| Box::new(report))
}
