//! `rankfile fen check|explain|show|svg`: read, diagnose, explain and draw FENs.

use crate::i18n::{cat, say};
use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Subcommand, ValueEnum};
use rankfile::Bitboard;
use rankfile::diag::{Parts, escape_controls, render_parts};
use rankfile::fen::{self, EpMode, FenReport, ReadMode};
use rankfile::render::{self, TextStyle};
use serde::Serialize;

use crate::diag::{self, DiagnosticJson};

mod diff;
mod meaning;
mod winnable;

use diff::{DiffArgs, diff};
use meaning::{ExplainArgs, explain};
use winnable::{WinnableArgs, winnable};

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: FenCommand,
}

#[derive(Subcommand)]
enum FenCommand {
    /// Check FENs (arguments, or one a line from standard input); exit 0
    /// when every one is a legal position, 1 when one is not.
    Check(CheckArgs),
    /// Explain a FEN: the six fields in words, the board, every problem.
    Explain(ExplainArgs),
    /// Draw the board of a FEN, the squares of its problems picked out.
    Show(ShowArgs),
    /// Draw the board of a FEN as SVG (as the web viewer's /board.svg
    /// does), the squares of its problems marked in red.
    Svg(SvgArgs),
    /// Two FENs side by side: which fields differ and what that changes
    /// (moves, castling, en passant, the fifty-move rule); exit 0 when
    /// they are the same, 1 when they differ, 2 when one cannot be read.
    Diff(DiffArgs),
    /// A Chess960 start position by its number, 0 to 959 (518 is the
    /// standard start), or `random`.
    Start960(Start960Args),
    /// The Polyglot key of FENs: the 64-bit hash opening books and
    /// databases name a position by, in hexadecimal.
    Key(super::key::KeyArgs),
    /// The name of positions in the lichess opening data set (ECO code and
    /// name), by position, so that transpositions are named.
    Opening(super::key::KeyArgs),
    /// Whether each side can still checkmate by any series of legal moves
    /// (FIDE 5.2.2 and 6.9): the helpmate that proves it, or why not.
    Winnable(WinnableArgs),
}

#[derive(clap::Args)]
struct Start960Args {
    /// One JSON object: {"number", "fen", "chess960": true}.
    #[arg(long)]
    json: bool,
    /// Write the castling field as Shredder-FEN (rook files: HAha).
    #[arg(long)]
    shredder: bool,
    /// The number, 0 to 959, or `random`.
    number: String,
}

#[derive(clap::Args)]
struct SvgArgs {
    /// Black's side at the bottom.
    #[arg(long)]
    flip: bool,
    /// Arrows to draw, as PGN's [%cal] writes them: a colour letter (G, R,
    /// Y, B) and two squares each, commas between: Ge2e4,Rd7d5.
    #[arg(long, value_name = "ARROWS", value_parser = arrow_list(4))]
    arrows: Option<Marks>,
    /// Circles to draw, as PGN's [%csl] writes them: a colour letter and a
    /// square each, commas between: Gd4,Rc5.
    #[arg(long, value_name = "CIRCLES", value_parser = arrow_list(2))]
    circles: Option<Marks>,
    /// Read the FEN as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// The FEN to draw (a placement alone will do).
    fen: String,
}

/// How to read and write FENs, shared by the subcommands.
#[derive(clap::Args)]
struct ReadArgs {
    /// Mend what can be mended (a placement alone, stray whitespace, `_`
    /// separators, castling letters out of order, fullmove 0, …), each
    /// mend reported as a warning.
    #[arg(long)]
    lenient: bool,
    /// How to write the en passant field of the canonical FEN.
    #[arg(long, value_enum, default_value_t = EpArg::Given)]
    ep: EpArg,
    /// Read the FENs as Chess960 (castling as X-FEN or Shredder-FEN;
    /// written back as X-FEN).
    #[arg(long)]
    chess960: bool,
    /// Write the castling field as Shredder-FEN (rook files: HAha), for
    /// Chess960.
    #[arg(long, requires = "chess960")]
    shredder: bool,
}

impl ReadArgs {
    fn mode(&self) -> ReadMode {
        if self.lenient {
            ReadMode::Lenient
        } else {
            ReadMode::Strict
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum EpArg {
    /// As given (a valid FEN comes back byte for byte).
    Given,
    /// Only when an en passant capture is legal (lichess, python-chess).
    Legal,
    /// After every double push (the PGN standard).
    Always,
}

impl From<EpArg> for EpMode {
    fn from(arg: EpArg) -> EpMode {
        match arg {
            EpArg::Given => EpMode::AsGiven,
            EpArg::Legal => EpMode::Legal,
            EpArg::Always => EpMode::Always,
        }
    }
}

#[derive(clap::Args)]
struct CheckArgs {
    /// One JSON object a line for each input.
    #[arg(long)]
    json: bool,
    /// Print only the summary line: checked N, valid V, invalid I.
    #[arg(long, short)]
    quiet: bool,
    #[command(flatten)]
    read: ReadArgs,
    /// FENs to check; without any, one FEN a line from standard input.
    fens: Vec<String>,
}

#[derive(clap::Args)]
struct ShowArgs {
    /// FEN letters for the pieces (the default).
    #[arg(long, conflicts_with = "unicode")]
    ascii: bool,
    /// Chess symbols for the pieces.
    #[arg(long)]
    unicode: bool,
    /// Black's side at the bottom.
    #[arg(long)]
    flip: bool,
    /// Colour the board: auto (when standard output is a terminal and
    /// NO_COLOR is unset), always or never.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    color: ColorArg,
    /// Read the FEN leniently.
    #[arg(long)]
    lenient: bool,
    /// Read the FEN as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// The FEN to draw.
    fen: String,
}

#[derive(Clone, Copy, ValueEnum)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        FenCommand::Check(args) => check(args),
        FenCommand::Explain(args) => explain(args),
        FenCommand::Show(args) => show(args),
        FenCommand::Svg(args) => svg(args),
        FenCommand::Diff(args) => diff(args),
        FenCommand::Start960(args) => start960(args),
        FenCommand::Key(args) => super::key::run(args, super::key::Said::Key),
        FenCommand::Opening(args) => super::key::run(args, super::key::Said::Opening),
        FenCommand::Winnable(args) => winnable(args),
    }
}

/// `fen start960`: exit 2 for a number that names no start position.
fn start960(args: Start960Args) -> anyhow::Result<ExitCode> {
    let number = if args.number == "random" {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        (nanos % 960) as u16
    } else {
        match args.number.parse::<u16>() {
            Ok(n) if n < 960 => n,
            _ => {
                let number = escape_controls(&args.number).into_owned();
                eprintln!("{}", say!("cli-start960-bad", number = number));
                return Ok(ExitCode::from(2));
            }
        }
    };
    let Some(pos) = rankfile::variant::chess960_start(number) else {
        anyhow::bail!("no start position {number}");
    };
    let fen = written(&pos, EpMode::AsGiven, args.shredder);
    if args.json {
        #[derive(Serialize)]
        struct Start<'a> {
            number: u16,
            fen: &'a str,
            chess960: bool,
        }
        let json = Start {
            number,
            fen: &fen,
            chess960: true,
        };
        println!("{}", serde_json::to_string(&json)?);
    } else {
        println!("{fen}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Arrows or circles given on the command line.
#[derive(Clone)]
struct Marks(Vec<rankfile::pgn::Arrow>);

/// A parser of a list of arrows (`squares` 4) or circles (2), as
/// `[%cal]` and `[%csl]` write them, that names the item that does not
/// read and says how one is written.
fn arrow_list(
    squares: usize,
) -> impl Fn(&str) -> Result<Marks, String> + Clone + Send + Sync + 'static {
    move |list: &str| {
        let refused = |item: &str| match squares {
            4 => say!("cli-svg-bad-arrow", item = item),
            _ => say!("cli-svg-bad-circle", item = item),
        };
        rankfile::pgn::read_arrows_of(list, squares == 2)
            .map(Marks)
            .map_err(refused)
    }
}

/// Exit 0 when the FEN is a legal position, 1 when it is not (the board is
/// still drawn when its placement can be read).
fn svg(args: SvgArgs) -> anyhow::Result<ExitCode> {
    let variant = diag::variant(args.chess960);
    let report = fen::check(
        &args.fen,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant,
        },
    );
    let marks: Vec<_> = (args.arrows.into_iter().flat_map(|m| m.0))
        .chain(args.circles.into_iter().flat_map(|m| m.0))
        .collect();
    let drawing = rankfile::render::Drawing {
        flip: args.flip,
        variant,
        marks,
        ..Default::default()
    };
    let Some(svg) = rankfile::render::fen_svg_drawn(&args.fen, &drawing) else {
        eprint!("{}", diag::render_report(&args.fen, &report));
        return Ok(exit(false));
    };
    println!("{svg}");
    Ok(exit(report.is_ok()))
}

use super::exit_status as exit;

#[derive(Serialize)]
struct CheckJson<'a> {
    input: &'a str,
    ok: bool,
    fen: Option<String>,
    /// Read as Chess960 (the key is there only then).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    chess960: bool,
    /// The Polyglot key in hexadecimal, when the FEN is a legal position.
    polyglot: Option<String>,
    errors: Vec<DiagnosticJson>,
    warnings: Vec<DiagnosticJson>,
    /// When the position is dead (FIDE 5.2.2, proved by the quick form of
    /// `fen winnable`): the sentence that says so, with each side's reason.
    #[serde(skip_serializing_if = "Option::is_none")]
    dead: Option<String>,
}

/// The sentence that says `report`'s position is dead, if it is.
fn dead_note(report: &FenReport) -> Option<String> {
    let pos = report.position()?;
    rankfile::winnable::dead_note(&pos).map(|note| cat().text(&note).into_owned())
}

/// The canonical FEN of a legal position, its castling field in
/// Shredder-FEN when asked.
fn canonical(report: &FenReport, ep: EpMode, shredder: bool) -> Option<String> {
    report.position().map(|pos| written(&pos, ep, shredder))
}

/// The FEN of `pos`, its castling field in Shredder-FEN when asked.
fn written(pos: &rankfile::Position, ep: EpMode, shredder: bool) -> String {
    let castling = match shredder {
        true => fen::CastlingStyle::Shredder,
        false => fen::CastlingStyle::XFen,
    };
    pos.fen_with(fen::FenOptions { ep, castling })
}

#[derive(Default)]
struct Tally {
    checked: u64,
    valid: u64,
}

impl Tally {
    fn summary(&self) -> String {
        say!(
            "cli-fen-summary",
            checked = self.checked,
            valid = self.valid,
            invalid = self.checked - self.valid
        )
    }
}

fn check(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let mode = args.read.mode();
    let ep = EpMode::from(args.read.ep);
    let stdout = std::io::stdout();
    let interactive = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
    let mut tally = Tally::default();
    let from_arguments = !args.fens.is_empty();
    let (ok_label, invalid_label) = (say!("cli-ok"), say!("cli-invalid"));
    let mut one = |input: &str, out: &mut BufWriter<_>| -> anyhow::Result<()> {
        let report = fen::check(
            input,
            fen::CheckOptions {
                mode,
                variant: diag::variant(args.read.chess960),
            },
        );
        tally.checked += 1;
        tally.valid += u64::from(report.is_ok());
        // An argument that names a file (the person meant its lines), or
        // an EPD line (a position and operations).
        let file_hint = (from_arguments && !report.is_ok())
            .then(|| diag::file_hint("fen check", input))
            .flatten()
            .or_else(|| (!report.is_ok()).then(|| epd_hint(input)).flatten());
        if args.quiet {
            return Ok(());
        }
        if args.json {
            let json = CheckJson {
                input,
                ok: report.is_ok(),
                fen: canonical(&report, ep, args.read.shredder),
                chess960: args.read.chess960,
                polyglot: report
                    .position()
                    .map(|p| format!("{:016x}", p.polyglot_key())),
                errors: DiagnosticJson::all(input, &report.errors, cat()),
                warnings: DiagnosticJson::all(input, &report.warnings, cat()),
                dead: dead_note(&report),
            };
            writeln!(out, "{}", serde_json::to_string(&json)?)?;
        } else {
            match canonical(&report, ep, args.read.shredder) {
                Some(fen) => {
                    writeln!(out, "{ok_label} {fen}")?;
                    if let Some(dead) = dead_note(&report) {
                        writeln!(out, "    {dead}")?;
                    }
                }
                None => writeln!(
                    out,
                    "{invalid_label} {}",
                    escape_controls(&rankfile::diag::shortened(input))
                )?,
            }
            // A file's name: what was meant first; its reading as a FEN
            // (every character wrong) only for a line that is no name.
            if let Some(hint) = &file_hint {
                writeln!(out, "    {hint}")?;
            }
            let named_a_file = file_hint.as_ref().is_some_and(|_| !input.contains(';'));
            if !named_a_file {
                for line in diag::render_report(input, &report).lines() {
                    writeln!(out, "    {line}")?;
                }
            }
        }
        if let (true, Some(hint)) = (args.json, &file_hint) {
            eprintln!("{hint}");
        }
        if interactive {
            out.flush()?;
        }
        Ok(())
    };
    diag::each_input(&args.fens, &crate::i18n::say!("cli-what-fens"), |input| {
        one(input, &mut out)
    })?;
    if tally.checked == 0 {
        eprintln!("{}", say!("cli-fen-nothing"));
    }
    if args.quiet || (!args.json && tally.checked > 1) {
        writeln!(out, "{}", tally.summary())?;
    }
    out.flush()?;
    Ok(exit(tally.valid == tally.checked))
}

/// The hint for an EPD line given where a FEN is expected. Only a line
/// with a `;` (an operation's end) is read again as EPD: a refused FEN is
/// not read twice.
fn epd_hint(input: &str) -> Option<String> {
    (input.contains(';')
        && rankfile::epd::check(input, rankfile::Variant::Standard)
            .epd
            .is_some())
    .then(|| say!("cli-hint-epd", line = &*escape_controls(input)))
}

fn show(args: ShowArgs) -> anyhow::Result<ExitCode> {
    let mode = if args.lenient {
        ReadMode::Lenient
    } else {
        ReadMode::Strict
    };
    let input = args.fen.as_str();
    let report = fen::check(
        input,
        fen::CheckOptions {
            mode,
            variant: diag::variant(args.chess960),
        },
    );
    let stdout = std::io::stdout();
    let ansi = match args.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => {
            stdout.is_terminal()
                && std::env::var_os("NO_COLOR").is_none()
                && std::env::var("TERM").map_or(true, |t| t != "dumb")
        }
    };
    let mut out = stdout.lock();
    let style = TextStyle {
        unicode: args.unicode && !args.ascii,
        flip: args.flip,
        ansi,
    };
    let Some(setup) = &report.setup else {
        write!(out, "{}", diag::render_report(input, &report))?;
        return Ok(exit(false));
    };
    let marked: Bitboard = report.squares();
    let label = cat().text(&render::to_move(setup.turn)).into_owned();
    write!(
        out,
        "{}",
        render::setup_board_labelled(setup, marked, style, &label)
    )?;
    let words = cat().words();
    for d in report.errors.iter().chain(&report.warnings) {
        let message = cat().text(&d.message);
        let hint = d.hint.as_ref().map(|h| cat().text(h));
        let parts = Parts {
            code: Some(d.code),
            squares: d.squares,
            hint: hint.as_deref(),
            ..Parts::new(d.severity, &message)
        };
        write!(out, "{}", render_parts(&parts, None, words))?;
    }
    Ok(exit(report.is_ok()))
}
