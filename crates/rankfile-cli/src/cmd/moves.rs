//! `rankfile moves`: the legal moves of one or many positions.

use crate::i18n::{cat, say};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use serde::Serialize;

use crate::diag;
use rankfile::diag::{Parts, Severity, render_parts};

#[derive(clap::Args)]
pub struct Args {
    /// One JSON object a position.
    #[arg(long)]
    json: bool,
    /// List the moves in UCI rather than SAN (text output).
    #[arg(long)]
    uci: bool,
    /// Also list the moves of a position no game reaches (an impossible
    /// check, too many pieces) when they are defined; the problems ignored
    /// are said on standard error and as "ignored" in JSON.
    #[arg(long)]
    relaxed: bool,
    /// Read the FENs as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// The position; without it, FENs are read one a line from standard input.
    fen: Option<String>,
}

/// A legal move, as `moves --json` and `fen explain --json` list it:
/// the core's form.
pub use rankfile::json::MoveJson;

#[derive(Serialize)]
struct Answer {
    fen: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<MoveJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    check: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    checkmate: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stalemate: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    errors: Option<Vec<diag::DiagnosticJson>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    ignored: Vec<diag::DiagnosticJson>,
    /// Read as Chess960 (the key is there only then).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    chess960: bool,
}

/// Answers one FEN on one line; returns whether the FEN was a position.
///
/// A FEN refused is said once, on standard error. `aligned`: FENs read
/// from standard input with the answers going to a file or a pipe (not a
/// terminal), where each input line gets its output line, so a refused one
/// also gets an `error:` line on standard output.
fn answer(fen: &str, args: &Args, aligned: bool, out: &mut impl Write) -> anyhow::Result<bool> {
    let json = args.json;
    match diag::read_playable(fen, args.relaxed, diag::variant(args.chess960)) {
        Ok(playable) => {
            let pos = playable.position;
            eprint!("{}", diag::ignored_notes(&playable.ignored));
            let moves = pos.legal_moves();
            if json {
                let answer = Answer {
                    chess960: args.chess960,
                    fen: fen.to_string(),
                    moves: Some(MoveJson::all(&pos, crate::i18n::letters())),
                    check: Some(pos.is_check()),
                    checkmate: Some(pos.is_checkmate()),
                    stalemate: Some(pos.is_stalemate()),
                    errors: None,
                    ignored: diag::DiagnosticJson::all(fen, &playable.ignored, cat()),
                };
                writeln!(out, "{}", serde_json::to_string(&answer)?)?;
            } else {
                let list: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        if args.uci {
                            pos.uci(m)
                        } else {
                            pos.san_in(m, crate::i18n::letters())
                        }
                    })
                    .collect();
                let status = if pos.is_checkmate() {
                    say!("cli-checkmate")
                } else if pos.is_stalemate() {
                    say!("cli-stalemate")
                } else {
                    String::new()
                };
                writeln!(
                    out,
                    "{}{status}",
                    if list.is_empty() {
                        String::new()
                    } else {
                        list.join(" ")
                    }
                )?;
            }
            Ok(true)
        }
        Err(err) => {
            if json {
                let answer = Answer {
                    chess960: args.chess960,
                    fen: fen.to_string(),
                    moves: None,
                    check: None,
                    checkmate: None,
                    stalemate: None,
                    errors: Some(diag::DiagnosticJson::all(fen, &err.errors, cat())),
                    ignored: Vec::new(),
                };
                writeln!(out, "{}", serde_json::to_string(&answer)?)?;
            } else {
                // One line an input, so that answers stay aligned with questions.
                if aligned {
                    refused_line(&err, out)?;
                }
                // A file's name: the hint instead of a FEN's diagnostics.
                match diag::file_hint("moves", fen) {
                    Some(hint) => eprintln!("{hint}"),
                    None => eprint!("{}", diag::render_refusal(fen, &err, args.relaxed)),
                }
            }
            Ok(false)
        }
    }
}

/// The `error: …` line that stands for a refused FEN in aligned output.
fn refused_line(err: &rankfile::fen::FenReport, out: &mut impl Write) -> anyhow::Result<()> {
    let first = err.errors.first().map_or_else(
        || say!("cli-not-a-position"),
        |e| cat().text(&e.message).into_owned(),
    );
    let parts = Parts::new(Severity::Error, &first);
    write!(out, "{}", render_parts(&parts, None, cat().words()))?;
    Ok(())
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut all_ok = true;
    // On a terminal the diagnostic alone: the same message on both streams
    // would be said twice on one screen.
    let aligned = !stdout.is_terminal();
    match &args.fen {
        Some(fen) => all_ok &= answer(fen, &args, false, &mut out)?,
        None => diag::each_stdin_line(&crate::i18n::say!("cli-what-fens"), |fen| {
            all_ok &= answer(fen, &args, aligned, &mut out)?;
            Ok(out.flush()?)
        })?,
    }
    Ok(super::exit_status(all_ok))
}
