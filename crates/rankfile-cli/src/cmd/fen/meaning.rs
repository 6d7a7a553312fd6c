//! `rankfile fen explain`: the six fields of a FEN in words.

use crate::i18n::{cat, say};
use std::io::Write;
use std::process::ExitCode;

use rankfile::explain;
use rankfile::fen::{self, EpMode, FenReport};
use rankfile::render::{self, TextStyle};
use serde::Serialize;

use crate::diag::{self, DiagnosticJson};

use super::ReadArgs;
use crate::cmd::exit_status as exit;

#[derive(clap::Args)]
pub(super) struct ExplainArgs {
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    read: ReadArgs,
    /// The FEN to explain.
    fen: String,
}

use rankfile::json::FieldJson;

#[derive(Serialize)]
struct ExplainJson<'a> {
    input: &'a str,
    ok: bool,
    fen: Option<String>,
    fields: Vec<FieldJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    check: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    checkmate: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stalemate: Option<bool>,
    /// The legal moves, named as `moves --json` names them.
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<crate::cmd::moves::MoveJson>>,
    squares: Vec<String>,
    errors: Vec<DiagnosticJson>,
    warnings: Vec<DiagnosticJson>,
    /// When the position is dead: the sentence that says so.
    #[serde(skip_serializing_if = "Option::is_none")]
    dead: Option<String>,
}

pub(super) fn explain(args: ExplainArgs) -> anyhow::Result<ExitCode> {
    let input = args.fen.as_str();
    let report = fen::check(
        input,
        fen::CheckOptions {
            mode: args.read.mode(),
            variant: diag::variant(args.read.chess960),
        },
    );
    let ep = EpMode::from(args.read.ep);
    let fields = report.setup.as_ref().map(explain::fields);
    let position = report.position();
    let squares = report.squares();
    let mut out = std::io::stdout().lock();
    if args.json {
        let json = ExplainJson {
            input,
            ok: report.is_ok(),
            fen: report.fen(ep),
            fields: fields
                .into_iter()
                .flatten()
                .map(|f| FieldJson::new(f, cat()))
                .collect(),
            check: position.map(|p| p.is_check()),
            checkmate: position.map(|p| p.is_checkmate()),
            stalemate: position.map(|p| p.is_stalemate()),
            moves: position.map(|p| crate::cmd::moves::MoveJson::all(&p, rankfile::Lang::English)),
            squares: squares.into_iter().map(|s| s.to_string()).collect(),
            errors: DiagnosticJson::all(input, &report.errors, cat()),
            warnings: DiagnosticJson::all(input, &report.warnings, cat()),
            dead: super::dead_note(&report),
        };
        writeln!(out, "{}", serde_json::to_string(&json)?)?;
        return Ok(exit(report.is_ok()));
    }
    if let (Some(setup), Some(fields)) = (&report.setup, &fields) {
        writeln!(
            out,
            "{}",
            render::setup_board_labelled(
                setup,
                squares,
                TextStyle::default(),
                &cat().text(&render::to_move(setup.turn))
            )
        )?;
        let names: Vec<String> = fields
            .iter()
            .map(|f| cat().say(&format!("field-{}", f.number), &[]))
            .collect();
        let width = names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(0)
            .max(16);
        for (field, name) in fields.iter().zip(&names) {
            let pad = " ".repeat(width - name.chars().count());
            writeln!(out, "{} {name}{pad} {}", field.number, field.value)?;
            for line in wrap(&cat().text(&field.meaning), 60) {
                writeln!(out, "  {:<width$} {line}", "")?;
            }
        }
        writeln!(out)?;
    }
    // A file's name given for a FEN: what was meant, instead of reading
    // every character of it as a FEN's.
    if let Some(hint) = (!report.is_ok())
        .then(|| diag::file_hint("fen explain", input))
        .flatten()
    {
        writeln!(out, "{hint}")?;
        return Ok(exit(false));
    }
    write!(out, "{}", diag::render_report(input, &report))?;
    writeln!(out, "{}", verdict(&report, ep))?;
    if let Some(dead) = super::dead_note(&report) {
        writeln!(out, "{dead}")?;
    }
    Ok(exit(report.is_ok()))
}

fn verdict(report: &FenReport, ep: EpMode) -> String {
    let (errors, warnings) = (report.errors.len(), report.warnings.len());
    match report.fen(ep) {
        Some(fen) => say!("cli-verdict-legal", warnings = warnings, fen = fen),
        None if report.setup.is_some() => {
            say!("cli-verdict-illegal", errors = errors, warnings = warnings)
        }
        None => say!("cli-verdict-not-fen", errors = errors, warnings = warnings),
    }
}

/// Splits `text` into lines of at most `width` characters, at spaces; a
/// space that French typography puts before `;`, `:`, `?`, `!` and `»`, or
/// after `«`, does not break.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut glue_next = false;
    for word in text.split(' ') {
        let glued = glue_next || matches!(word, ";" | ":" | "?" | "!" | "»");
        match words.last_mut() {
            Some(last) if glued => {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
        glue_next = word == "«";
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in &words {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wrap_keeps_words_whole() {
        assert_eq!(wrap("aa bb cc", 5), ["aa bb", "cc"]);
        assert_eq!(wrap("", 5), Vec::<String>::new());
        assert_eq!(wrap("abcdefgh", 3), ["abcdefgh"]);
        assert_eq!(wrap("aaa bb ; cc", 4), ["aaa", "bb ;", "cc"]);
        assert_eq!(wrap("a « bb » c", 3), ["a", "« bb »", "c"]);
    }
}
