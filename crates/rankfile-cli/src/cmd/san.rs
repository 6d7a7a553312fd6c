//! `rankfile san`: moves in any notation, answered in canonical SAN and UCI
//! with what the forgiving reader read differently.

use crate::i18n::{cat, say};
use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use rankfile::diag::{Parts, Severity, render_parts};
use rankfile::{MoveReading, Position, ReadOptions, SanError, UciCastling};
use serde::Serialize;

use crate::diag;

/// How moves are read and written, shared by `san` and `play`.
#[derive(clap::Args, Clone, Copy)]
pub struct MoveArgs {
    /// Canonical SAN only.
    #[arg(long)]
    pub strict: bool,
    /// Accept null moves (--, Z0, 0000, @@@@).
    #[arg(long)]
    pub null: bool,
    /// How UCI writes castling: king-to-square (e1g1) or king-takes-rook
    /// (e1h1).
    /// (Default: king-to-square, king-takes-rook with --chess960, where
    /// the king's square can be a move of its own.)
    #[arg(long, value_enum)]
    pub uci_castling: Option<CastlingArg>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum CastlingArg {
    KingToSquare,
    KingTakesRook,
}

impl MoveArgs {
    pub fn options(&self) -> ReadOptions {
        ReadOptions {
            strict: self.strict,
            allow_null: self.null,
            ..crate::i18n::move_options()
        }
    }

    /// How UCI writes castling: as asked, else as the variant does.
    pub fn uci_castling(&self, chess960: bool) -> UciCastling {
        match self.uci_castling {
            Some(CastlingArg::KingToSquare) => UciCastling::KingToSquare,
            Some(CastlingArg::KingTakesRook) => UciCastling::KingTakesRook,
            None => UciCastling::in_variant(crate::diag::variant(chess960)),
        }
    }

    /// The UCI of what was read: `0000` for a null move.
    pub fn uci(&self, reading: &MoveReading, chess960: bool) -> String {
        reading.mv.map_or_else(
            || "0000".to_string(),
            |m| m.uci(self.uci_castling(chess960)),
        )
    }
}

/// Plays what `reading` read: a move, or a null move.
pub fn play(pos: &mut Position, reading: &MoveReading) {
    pos.play_opt(reading.mv.as_ref());
}

#[derive(clap::Args)]
pub struct Args {
    /// One JSON object a move.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    moves: MoveArgs,
    /// Read the FENs as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// A FEN and moves played from it one after another; without them,
    /// lines `FEN<TAB>MOVE` from standard input.
    args: Vec<String>,
}

#[derive(Serialize)]
pub struct NoteJson {
    pub code: &'static str,
    pub message: String,
}

#[derive(Serialize)]
pub struct ErrorJson {
    code: &'static str,
    message: String,
    span: [usize; 2],
    hint: Option<String>,
    candidates: Vec<String>,
}

impl ErrorJson {
    pub fn new(input: &str, e: &SanError) -> ErrorJson {
        let span = e.span();
        let chars = |end: usize| input.get(..end).map_or(end, |s| s.chars().count());
        ErrorJson {
            code: e.code(),
            message: cat().text(e.message()).into_owned(),
            span: [chars(span.start), chars(span.end)],
            hint: hint_of(input, e),
            candidates: e.candidates().to_vec(),
        }
    }
}

#[derive(Serialize)]
struct AnswerJson<'a> {
    fen: &'a str,
    input: &'a str,
    ok: bool,
    san: Option<String>,
    uci: Option<String>,
    notes: Vec<NoteJson>,
    error: Option<ErrorJson>,
}

pub fn notes_json(reading: &MoveReading) -> Vec<NoteJson> {
    reading
        .notes
        .iter()
        .map(|n| NoteJson {
            code: n.code,
            message: cat().text(&n.message).into_owned(),
        })
        .collect()
}

/// Writes a move error for a person: the message, the hint, the candidates.
pub fn render_error(input: &str, e: &SanError) -> String {
    let message = cat().text(e.message());
    let hint = hint_of(input, e);
    let parts = Parts {
        code: Some(e.code()),
        hint: hint.as_deref(),
        ..Parts::new(Severity::Error, &message)
    };
    render_parts(&parts, None, cat().words())
}

/// The hint of a move refused, with what the command line offers: a null
/// move (`--`, `Z0`) refused because `--null` was not given says so.
fn hint_of(input: &str, e: &SanError) -> Option<String> {
    let with_null = ReadOptions {
        allow_null: true,
        ..ReadOptions::default()
    };
    let null = Position::new()
        .read_move(input, &with_null)
        .is_ok_and(|r| r.mv.is_none());
    if null {
        return Some(say!("cli-hint-null", input = input));
    }
    e.hint().map(|h| cat().text(h).into_owned())
}

#[derive(Serialize)]
struct LineErrorJson<'a> {
    input: &'a str,
    ok: bool,
    error: ErrorJson,
}

struct Answerer<W: Write> {
    out: W,
    json: bool,
    args: MoveArgs,
    /// The FENs are read as Chess960.
    chess960: bool,
    failed: bool,
}

impl<W: Write> Answerer<W> {
    /// Answers one move in `pos`; returns what was read, if anything.
    fn answer(
        &mut self,
        fen: &str,
        pos: &Position,
        input: &str,
    ) -> anyhow::Result<Option<MoveReading>> {
        let result = pos.read_move(input, &self.args.options());
        if self.json {
            let (reading, error) = match &result {
                Ok(r) => (Some(r), None),
                Err(e) => (None, Some(ErrorJson::new(input, e))),
            };
            let answer = AnswerJson {
                fen,
                input,
                ok: reading.is_some(),
                san: reading.map(|r| r.san.clone()),
                uci: reading.map(|r| self.args.uci(r, self.chess960)),
                notes: reading.map(notes_json).unwrap_or_default(),
                error,
            };
            writeln!(self.out, "{}", serde_json::to_string(&answer)?)?;
        } else {
            match &result {
                Ok(r) => {
                    writeln!(self.out, "{}\t{}", r.san, self.args.uci(r, self.chess960))?;
                    for note in &r.notes {
                        let note = cat().text(&note.message);
                        writeln!(self.out, "  {}", say!("cli-note", note = &*note))?;
                    }
                }
                Err(e) => write!(self.out, "{}", render_error(input, e))?,
            }
        }
        self.failed |= result.is_err();
        Ok(result.ok())
    }

    /// Answers an input line that holds no position to read a move in.
    fn bad_line(&mut self, input: &str, code: &'static str, message: String) -> anyhow::Result<()> {
        self.failed = true;
        if self.json {
            let error = ErrorJson {
                code,
                message,
                span: [0, input.chars().count()],
                hint: None,
                candidates: Vec::new(),
            };
            let line = LineErrorJson {
                input,
                ok: false,
                error,
            };
            writeln!(self.out, "{}", serde_json::to_string(&line)?)?;
        } else {
            let parts = Parts {
                code: Some(code),
                ..Parts::new(Severity::Error, &message)
            };
            write!(self.out, "{}", render_parts(&parts, None, cat().words()))?;
        }
        Ok(())
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let stdout = std::io::stdout();
    let interactive = stdout.is_terminal();
    let mut answerer = Answerer {
        out: BufWriter::new(stdout.lock()),
        json: args.json,
        args: args.moves,
        chess960: args.chess960,
        failed: false,
    };
    if let Some((fen, moves)) = args.args.split_first() {
        let mut pos = match diag::read_position(fen, diag::variant(args.chess960)) {
            Ok(pos) => pos,
            Err(report) => {
                diag::refuse(fen, &report, false, args.json)?;
                return Ok(ExitCode::from(1));
            }
        };
        if moves.is_empty() {
            eprintln!("{}", say!("cli-san-no-move"));
            return Ok(ExitCode::from(2));
        }
        for input in moves {
            let before = pos.fen();
            match answerer.answer(&before, &pos, input)? {
                Some(reading) => play(&mut pos, &reading),
                None => break,
            }
        }
    } else {
        diag::each_stdin_line(&crate::i18n::say!("cli-what-san-lines"), |text| {
            let Some((fen, input)) = text.split_once('\t') else {
                let got = format!("{text:?}");
                return answerer.bad_line(text, "line", say!("cli-san-bad-line", got = got));
            };
            match diag::read_position(fen, diag::variant(args.chess960)) {
                Ok(pos) => {
                    answerer.answer(fen, &pos, input)?;
                }
                Err(report) => {
                    let first = report.errors.first().map_or_else(
                        || say!("cli-not-a-position"),
                        |e| {
                            format!(
                                "{}{}{}",
                                e.code,
                                cat().words().colon,
                                cat().text(&e.message)
                            )
                        },
                    );
                    answerer.bad_line(text, "fen", say!("cli-san-bad-fen", why = first))?;
                }
            }
            if interactive {
                answerer.out.flush()?;
            }
            Ok(())
        })?;
    }
    answerer.out.flush()?;
    Ok(super::exit_status(!answerer.failed))
}
