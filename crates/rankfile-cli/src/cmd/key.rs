//! `rankfile fen key`: the Polyglot key of positions, the 64-bit hash
//! that opening books and databases name a position by.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use rankfile::fen::{self, ReadMode};
use serde::Serialize;

use crate::diag;

#[derive(clap::Args)]
pub struct KeyArgs {
    /// One JSON object a FEN: {"input", "ok", "fen", "polyglot"} (the key
    /// in hexadecimal), with "errors" when the FEN is refused.
    #[arg(long)]
    json: bool,
    /// Read the FENs as Chess960.
    #[arg(long)]
    chess960: bool,
    /// FENs; one a line from standard input when none is given.
    fens: Vec<String>,
}

#[derive(Serialize)]
struct KeyJson<'a> {
    input: &'a str,
    ok: bool,
    fen: Option<String>,
    polyglot: Option<String>,
    errors: Vec<diag::DiagnosticJson>,
}

/// Exit 0 when every FEN is a legal position, 1 when one is not (its
/// problems are said, and the others still keyed).
pub fn run(args: KeyArgs) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let mut all_ok = true;
    let mut one = |input: &str, out: &mut dyn Write| -> anyhow::Result<()> {
        let report = fen::check_with(input, ReadMode::Strict, diag::variant(args.chess960));
        let position = report.position();
        all_ok &= position.is_some();
        let key = position.map(|p| format!("{:016x}", p.polyglot_key()));
        if args.json {
            let json = KeyJson {
                input,
                ok: position.is_some(),
                fen: position.map(|p| p.fen()),
                polyglot: key,
                errors: diag::DiagnosticJson::all(input, &report.errors, crate::i18n::cat()),
            };
            writeln!(out, "{}", serde_json::to_string(&json)?)?;
        } else if let Some(key) = key {
            writeln!(out, "{key}")?;
        } else {
            out.flush()?;
            eprint!("{}", diag::render_report(input, &report));
        }
        Ok(())
    };
    if args.fens.is_empty() {
        diag::waiting_for(&crate::i18n::say!("cli-what-fens"));
        for line in std::io::stdin().lock().lines() {
            let line = line?;
            let input = diag::input_line(&line);
            if !input.trim().is_empty() {
                one(input, &mut out)?;
            }
        }
    } else {
        for input in &args.fens {
            one(input, &mut out)?;
        }
    }
    Ok(super::exit_status(all_ok))
}
