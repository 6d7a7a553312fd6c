//! `rankfile fen winnable`: whether each side can still checkmate by any
//! series of legal moves (FIDE 5.2.2 and 6.9), with the helpmate that
//! proves it or the reason it cannot.

use crate::i18n::{cat, say};
use std::io::Write;
use std::process::ExitCode;

use rankfile::fen::{self, ReadMode};
use rankfile::winnable::Verdict;
use rankfile::{Color, Position, epd};
use serde::Serialize;

use crate::diag::{self, DiagnosticJson};

#[derive(clap::Args)]
pub(super) struct WinnableArgs {
    /// The quick form: a small search, "unwinnable" only with a proof,
    /// "probably winnable" otherwise.
    #[arg(long)]
    quick: bool,
    /// One JSON object a FEN: {"input", "ok", "fen", "white", "black",
    /// "white_mate", "black_mate", "white_reason", "black_reason",
    /// "dead", "errors"}.
    #[arg(long)]
    json: bool,
    /// Read the FENs as Chess960.
    #[arg(long)]
    chess960: bool,
    /// FENs (or EPD's four fields), each may end with `white` or `black`
    /// to ask about that side alone; one a line from standard input when
    /// none is given.
    fens: Vec<String>,
}

#[derive(Serialize, Default)]
struct WinnableJson<'a> {
    input: &'a str,
    ok: bool,
    fen: Option<String>,
    white: Option<&'static str>,
    black: Option<&'static str>,
    white_mate: Option<Vec<String>>,
    black_mate: Option<Vec<String>>,
    white_reason: Option<Reason>,
    black_reason: Option<Reason>,
    dead: Option<bool>,
    errors: Vec<DiagnosticJson>,
}

#[derive(Serialize)]
struct Reason {
    code: &'static str,
    message: String,
}

/// Exit 0 when every FEN is a legal position, 1 when one is not.
pub(super) fn winnable(args: WinnableArgs) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let mut all_ok = true;
    let mut one = |line: &str| -> anyhow::Result<()> {
        let (input, sides) = asked_sides(line);
        let (position, errors) = read(input, args.chess960);
        all_ok &= position.is_some();
        let Some(pos) = position else {
            if args.json {
                let json = WinnableJson {
                    input,
                    errors: DiagnosticJson::all(input, &errors, cat()),
                    ..WinnableJson::default()
                };
                writeln!(out, "{}", serde_json::to_string(&json)?)?;
            } else {
                out.flush()?;
                for d in &errors {
                    eprint!("{}", cat().diagnostic(input, d));
                }
            }
            return Ok(());
        };
        let verdicts: Vec<(Color, Verdict)> = sides
            .iter()
            .map(|&side| {
                (
                    side,
                    if args.quick {
                        pos.quick_winnable(side)
                    } else {
                        pos.winnable(side)
                    },
                )
            })
            .collect();
        if args.json {
            writeln!(
                out,
                "{}",
                serde_json::to_string(&json(input, &pos, &verdicts, args.quick))?
            )?;
        } else {
            write_text(&mut out, &pos, &verdicts, args.quick)?;
        }
        Ok(())
    };
    diag::each_input(&args.fens, &say!("cli-what-fens"), &mut one)?;
    Ok(crate::cmd::exit_status(all_ok))
}

/// The input without a last word `white` or `black`, and the sides asked
/// about: that one, or both.
fn asked_sides(line: &str) -> (&str, Vec<Color>) {
    let trimmed = line.trim_end();
    for (word, color) in [("white", Color::White), ("black", Color::Black)] {
        if let Some(fen) = trimmed
            .strip_suffix(word)
            .filter(|f| f.ends_with(char::is_whitespace))
        {
            return (fen.trim_end(), vec![color]);
        }
    }
    (trimmed, vec![Color::White, Color::Black])
}

/// The position of a FEN, or of EPD's four fields (clocks 0 and 1, as CHA
/// and test suites write positions), with the problems of the input.
fn read(input: &str, chess960: bool) -> (Option<Position>, Vec<rankfile::diag::Diagnostic>) {
    let variant = diag::variant(chess960);
    if input.split_whitespace().count() == 4 {
        let report = epd::check(input, variant);
        return (report.epd.map(|e| e.position), report.errors);
    }
    let report = fen::check(
        input,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant,
        },
    );
    (report.position(), report.errors)
}

fn json<'a>(
    input: &'a str,
    pos: &Position,
    verdicts: &[(Color, Verdict)],
    quick: bool,
) -> WinnableJson<'a> {
    let mut json = WinnableJson {
        input,
        ok: true,
        fen: Some(pos.fen()),
        ..WinnableJson::default()
    };
    for (side, verdict) in verdicts {
        let code = match verdict {
            Verdict::Undetermined { .. } if quick => "probably_winnable",
            v => v.code(),
        };
        let mate = match verdict {
            Verdict::Winnable(helpmate) => Some(helpmate.uci(pos)),
            _ => None,
        };
        let reason = match verdict {
            Verdict::Unwinnable(why) => Some(Reason {
                code: why.code(),
                message: cat().text(&why.message(*side)).into_owned(),
            }),
            _ => None,
        };
        match side {
            Color::White => {
                (json.white, json.white_mate, json.white_reason) = (Some(code), mate, reason)
            }
            Color::Black => {
                (json.black, json.black_mate, json.black_reason) = (Some(code), mate, reason)
            }
        }
    }
    json.dead = (verdicts.len() == 2).then(|| verdicts.iter().all(|(_, v)| v.is_unwinnable()));
    json
}

fn write_text(
    out: &mut impl Write,
    pos: &Position,
    verdicts: &[(Color, Verdict)],
    quick: bool,
) -> anyhow::Result<()> {
    writeln!(out, "{}", pos.fen())?;
    for (side, verdict) in verdicts {
        let line = match verdict {
            Verdict::Winnable(helpmate) => {
                say!(
                    "cli-winnable-mate",
                    side = *side,
                    moves = numbered_san(pos, &helpmate.moves)
                )
            }
            Verdict::Unwinnable(why) => cat().text(&why.message(*side)).into_owned(),
            Verdict::Undetermined { .. } if quick => say!("cli-winnable-probably", side = *side),
            Verdict::Undetermined { positions } => {
                say!(
                    "cli-winnable-undetermined",
                    side = *side,
                    positions = *positions
                )
            }
        };
        writeln!(out, "  {line}")?;
    }
    if verdicts.len() == 2 && verdicts.iter().all(|(_, v)| v.is_unwinnable()) {
        writeln!(out, "  {}", say!("cli-winnable-dead"))?;
    }
    Ok(())
}

/// The moves in SAN with their numbers, in the reader's piece letters.
fn numbered_san(start: &Position, moves: &[rankfile::Move]) -> String {
    let lang = crate::i18n::letters();
    let mut pos = *start;
    let mut out = String::new();
    for (index, m) in moves.iter().enumerate() {
        if pos.turn() == Color::White {
            out.push_str(&format!("{}. ", pos.fullmove_number()));
        } else if index == 0 {
            out.push_str(&format!("{}... ", pos.fullmove_number()));
        }
        out.push_str(&pos.san_in(m, lang));
        out.push(' ');
        pos.play_unchecked(m);
    }
    out.truncate(out.trim_end().len());
    out
}
