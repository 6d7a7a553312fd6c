//! `rankfile play`: play moves in any notation from a position, print the
//! FEN after them and the moves in canonical SAN.

use crate::i18n::{cat, say};
use std::io::Write as _;
use std::process::ExitCode;

use serde::Serialize;

use super::san::{ErrorJson, MoveArgs, NoteJson, notes_json, play, render_error};
use crate::diag;

#[derive(clap::Args)]
pub struct Args {
    /// One JSON object: {"ok", "fen", "uci", "san", "fens", "notes", "error"}.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    moves: MoveArgs,
    /// Also play from a position no game reaches (an impossible check, too
    /// many pieces) when its moves are defined; the problems ignored are
    /// said on standard error and as "ignored" in JSON.
    #[arg(long)]
    relaxed: bool,
    /// Read the FENs as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// The starting position, as a FEN (quote it: it has spaces).
    fen: String,
    /// The moves: SAN (Nf3, O-O, e8=Q), the slips people make in it, long
    /// algebraic (Ng1-f3) or UCI (g1f3, e1g1, e1h1).
    #[arg(required = true)]
    moves_played: Vec<String>,
}

#[derive(Serialize)]
struct Report {
    /// Every move was played.
    ok: bool,
    /// The position after the moves played (before the refused one).
    fen: String,
    /// The moves played, in UCI.
    uci: Vec<String>,
    san: Vec<String>,
    fens: Vec<String>,
    notes: Vec<NoteJson>,
    /// The move that could not be played, or null.
    error: Option<PlayErrorJson>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    ignored: Vec<diag::DiagnosticJson>,
    /// Read as Chess960 (the key is there only then).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    chess960: bool,
}

/// The move that could not be played: its number among the moves given
/// (from 1), as written, why, and the legal moves of its position.
#[derive(Serialize)]
struct PlayErrorJson {
    index: usize,
    input: String,
    #[serde(flatten)]
    error: ErrorJson,
    legal: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let (start, ignored) =
        match diag::read_playable(&args.fen, args.relaxed, diag::variant(args.chess960)) {
            Ok(playable) => (playable.position, playable.ignored),
            Err(report) => {
                diag::refuse(&args.fen, &report, args.relaxed, args.json)?;
                return Ok(ExitCode::from(1));
            }
        };
    eprint!("{}", diag::ignored_notes(&ignored));
    let mut pos = start;
    let mut report = Report {
        chess960: args.chess960,
        ok: true,
        fen: String::new(),
        uci: Vec::new(),
        san: Vec::new(),
        fens: Vec::new(),
        notes: Vec::new(),
        error: None,
        ignored: diag::DiagnosticJson::all(&args.fen, &ignored, cat()),
    };
    let options = args.moves.options();
    for (i, text) in args.moves_played.iter().enumerate() {
        match pos.read_move(text, &options) {
            Ok(reading) => {
                report.uci.push(args.moves.uci(&reading, args.chess960));
                report.san.push(reading.san.clone());
                report.notes.extend(notes_json(&reading));
                play(&mut pos, &reading);
                report.fens.push(pos.fen());
            }
            Err(err) => {
                let legal: Vec<String> = pos
                    .legal_moves()
                    .iter()
                    .map(|m| pos.san_in(m, crate::i18n::letters()))
                    .collect();
                if args.json {
                    report.ok = false;
                    report.fen = pos.fen();
                    report.error = Some(PlayErrorJson {
                        index: i + 1,
                        input: text.clone(),
                        error: ErrorJson::new(text, &err),
                        legal,
                    });
                    writeln!(std::io::stdout(), "{}", serde_json::to_string(&report)?)?;
                    return Ok(ExitCode::from(1));
                }
                let error = render_error(text, &err);
                let moves = if legal.is_empty() {
                    say!("cli-none")
                } else {
                    legal.join(" ")
                };
                eprintln!(
                    "{}",
                    say!(
                        "cli-play-move",
                        number = move_label(&pos),
                        error = error.trim_end()
                    )
                );
                eprintln!("  {}", say!("cli-play-position", fen = pos.fen()));
                eprintln!("  {}", say!("cli-play-legal", moves = moves));
                return Ok(ExitCode::from(1));
            }
        }
    }
    report.fen = pos.fen();
    if args.json {
        writeln!(std::io::stdout(), "{}", serde_json::to_string(&report)?)?;
    } else {
        writeln!(std::io::stdout(), "{}", report.fen)?;
        writeln!(
            std::io::stdout(),
            "{}",
            rankfile::pgn::numbered(&start, &report.san)
        )?;
        for note in &report.notes {
            eprintln!("{}", say!("cli-note", note = note.message.as_str()));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The number of the move to be played in `pos`, as chess writes it:
/// `12.` before a White move, `12...` before a Black one.
fn move_label(pos: &rankfile::Position) -> String {
    let number = pos.fullmove_number();
    match pos.turn() {
        rankfile::Color::White => format!("{number}."),
        rankfile::Color::Black => format!("{number}..."),
    }
}
