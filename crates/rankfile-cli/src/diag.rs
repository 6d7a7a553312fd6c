//! Diagnostics for a person (the library's caret drawing) and for a
//! script (JSON).

use rankfile::Position;
use rankfile::diag;
use rankfile::fen::{self, FenReport, ReadMode};

/// One error or warning, as the `--json` outputs and the web API write it.
pub use rankfile_web::json::DiagnosticJson;

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
