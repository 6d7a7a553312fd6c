//! Turning library errors into text for a person and JSON for a script.

use rankfile::{FenError, Position};
use serde::Serialize;

/// One problem with an input, as the `--json` outputs write it.
#[derive(Debug, Serialize)]
pub struct Problem {
    pub code: String,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<[usize; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
}

/// Every problem of a FEN error, in order.
pub fn fen_problems(err: &FenError) -> Vec<Problem> {
    match err {
        FenError::Parse(e) => vec![Problem {
            code: e.code().to_string(),
            message: e.message().to_string(),
            field: e.field(),
            span: Some([e.span().start, e.span().end]),
            hint: e.hint_text().map(str::to_string),
        }],
        FenError::Position(e) => e
            .problems
            .iter()
            .map(|p| Problem {
                code: p.kind.code().to_string(),
                message: p.message.clone(),
                field: Some(p.kind.field()),
                span: None,
                hint: p.hint.clone(),
            })
            .collect(),
    }
}

/// The input, a caret line under the offending characters, the message
/// and the hint: what a person sees on standard error.
pub fn render_fen_error(input: &str, err: &FenError) -> String {
    let mut out = String::new();
    for p in fen_problems(err) {
        out.push_str(&format!("error[{}]: {}\n", p.code, p.message));
        if let Some([start, end]) = p.span {
            let shown = input.replace(['\t', '\n', '\r'], " ");
            let pad = input.get(..start).map_or(start, |s| s.chars().count());
            let width = input
                .get(start..end)
                .map_or(1, |s| s.chars().count())
                .max(1);
            out.push_str(&format!(
                "  | {shown}\n  | {}{}\n",
                " ".repeat(pad),
                "^".repeat(width)
            ));
        }
        if let Some(hint) = p.hint {
            out.push_str(&format!("  = hint: {hint}\n"));
        }
    }
    out
}

/// Reads a FEN strictly, or says everything that is wrong with it.
pub fn read_position(fen: &str) -> Result<Position, FenError> {
    fen.parse()
}
