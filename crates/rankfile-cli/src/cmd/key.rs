//! `rankfile fen key` and `rankfile fen opening`: the Polyglot key of
//! positions (the 64-bit hash that opening books and databases name a
//! position by), and their names in the lichess opening data set.

use std::io::Write;
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
    /// With `fen opening`: the position's ECO code and name, null when it
    /// has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    eco: Option<Option<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<Option<&'static str>>,
    errors: Vec<diag::DiagnosticJson>,
}

/// What is said of each position.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Said {
    /// Its Polyglot key.
    Key,
    /// Its opening name.
    Opening,
}

/// Exit 0 when every FEN is a legal position, 1 when one is not (its
/// problems are said, and the others still answered).
pub fn run(args: KeyArgs, said: Said) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let mut all_ok = true;
    let mut one = |input: &str| -> anyhow::Result<()> {
        let report = fen::check(
            input,
            fen::CheckOptions {
                mode: ReadMode::Strict,
                variant: diag::variant(args.chess960),
            },
        );
        let position = report.position();
        all_ok &= position.is_some();
        let key = position.map(|p| format!("{:016x}", p.polyglot_key()));
        let opening = position.and_then(|p| p.opening());
        let naming = said == Said::Opening;
        if args.json {
            let json = KeyJson {
                input,
                ok: position.is_some(),
                fen: position.map(|p| p.fen()),
                polyglot: key,
                eco: naming.then(|| opening.map(|o| o.eco)),
                name: naming.then(|| opening.map(|o| o.name)),
                errors: diag::DiagnosticJson::all(input, &report.errors, crate::i18n::cat()),
            };
            writeln!(out, "{}", serde_json::to_string(&json)?)?;
        } else if let (Some(key), Said::Key) = (&key, said) {
            writeln!(out, "{key}")?;
        } else if let (Some(_), Said::Opening) = (&key, said) {
            match opening {
                Some(o) => writeln!(out, "{} {}", o.eco, o.name)?,
                None => writeln!(out, "{}", crate::i18n::say!("cli-no-opening"))?,
            }
        } else {
            out.flush()?;
            eprint!("{}", diag::render_report(input, &report));
        }
        Ok(())
    };
    diag::each_input(&args.fens, &crate::i18n::say!("cli-what-fens"), &mut one)?;
    Ok(super::exit_status(all_ok))
}
