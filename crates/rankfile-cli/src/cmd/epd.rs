//! `rankfile epd`: EPD lines read, their operations typed and checked,
//! written back canonical.

use crate::i18n::{cat, say};
use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use rankfile::diag::escape_controls;
use rankfile::epd::{self, Epd, EpdReport, Operand};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::diag::{self, DiagnosticJson};

#[derive(clap::Args)]
pub struct Args {
    /// One JSON object a line: {"epd", "ok", "fen", "ops", "errors",
    /// "warnings"}.
    #[arg(long)]
    json: bool,
    /// Read the positions as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// EPD lines (quote each: they have spaces); without any, one a line
    /// from standard input.
    lines: Vec<String>,
}

#[derive(Serialize)]
struct EpdJson<'a> {
    epd: &'a str,
    ok: bool,
    fen: Option<String>,
    ops: Option<Map<String, Value>>,
    errors: Vec<DiagnosticJson>,
    warnings: Vec<DiagnosticJson>,
}

/// The operations as JSON: moves as `{"san", "uci"}`, numbers as
/// numbers, text as strings.
fn ops_json(e: &Epd) -> Map<String, Value> {
    e.ops()
        .iter()
        .map(|op| {
            let value = match &op.operand {
                Operand::Moves(moves) => Value::Array(
                    e.san(&op.opcode, moves)
                        .into_iter()
                        .zip(moves)
                        .map(|(san, m)| serde_json::json!({"san": san, "uci": m.to_string()}))
                        .collect(),
                ),
                Operand::Int(n) => Value::from(*n),
                Operand::Text(t) => Value::from(t.as_str()),
            };
            (op.opcode.clone(), value)
        })
        .collect()
}

/// Answers one line; whether it is a good EPD.
fn answer(input: &str, json: bool, chess960: bool, out: &mut impl Write) -> anyhow::Result<bool> {
    let report: EpdReport = epd::check(input, diag::variant(chess960));
    let ok = report.epd.is_some();
    if json {
        let line = EpdJson {
            epd: input,
            ok,
            // The position and the operations that read, also on a line
            // with errors.
            fen: report
                .epd
                .as_ref()
                .or(report.readable.as_ref())
                .map(Epd::fen),
            ops: report
                .epd
                .as_ref()
                .or(report.readable.as_ref())
                .map(ops_json),
            errors: DiagnosticJson::all(input, &report.errors, cat()),
            warnings: DiagnosticJson::all(input, &report.warnings, cat()),
        };
        writeln!(out, "{}", serde_json::to_string(&line)?)?;
        return Ok(ok);
    }
    match &report.epd {
        Some(e) => writeln!(
            out,
            "{} {}",
            say!("cli-ok"),
            escape_controls(&e.to_string())
        )?,
        None => writeln!(out, "{} {}", say!("cli-invalid"), escape_controls(input))?,
    }
    for d in report.errors.iter().chain(&report.warnings) {
        for line in cat().diagnostic(input, d).lines() {
            writeln!(out, "    {line}")?;
        }
    }
    Ok(ok)
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let stdout = std::io::stdout();
    let interactive = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
    let (mut checked, mut good) = (0u64, 0u64);
    diag::each_input(&args.lines, &say!("cli-what-epd"), |input| {
        checked += 1;
        good += u64::from(answer(input, args.json, args.chess960, &mut out)?);
        if interactive {
            out.flush()?;
        }
        Ok(())
    })?;
    if !args.json && checked > 1 {
        let summary = say!(
            "cli-fen-summary",
            checked = checked,
            valid = good,
            invalid = checked - good
        );
        writeln!(out, "{summary}")?;
    }
    out.flush()?;
    Ok(super::exit_status(good == checked))
}
