//! `rankfile pgn check|fmt|fens|stats|filter|dedup|export`: whole PGN
//! files, game by game.
//!
//! Files may be plain, `.gz` or `.zst`, or `-` for standard input. The
//! games are read in blocks and checked over threads (see
//! `rankfile_io`); the output keeps the input's order.

use crate::i18n::{cat, say};
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Subcommand;
use rankfile::EpMode;
use rankfile::diag::{Parts, Severity, escape_controls, render_line};
use rankfile::pgn::{self, GameReading, PgnProblem};
use serde::Serialize;

use rankfile_io::{Emitted, Item, Reading};

mod annotate;
mod check;
#[cfg(feature = "export")]
mod export;
mod filter;
mod stats;

use annotate::annotate;
use check::{check, locate_all};
#[cfg(feature = "export")]
use export::export;
use filter::{dedup, filter};
use stats::stats;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: PgnCommand,
}

#[derive(Subcommand)]
enum PgnCommand {
    /// Replay every game and report each problem with its line and column.
    Check(CheckArgs),
    /// Write the games in the PGN standard's export format.
    Fmt(FmtArgs),
    /// The FEN after every ply of each game's main line.
    Fens(FensArgs),
    /// Games, plies, results, errors, and the most played openings.
    Stats(StatsArgs),
    /// The games that meet every condition, written as they were read, in
    /// the inputs' order (to standard output, or -o).
    Filter(FilterArgs),
    /// Each game once: a game with the same start and main-line moves as
    /// an earlier one is dropped (and named in --report).
    Dedup(DedupArgs),
    /// Every main-line move given a UCI engine's evaluation ([%eval]),
    /// and with --judgements the moves that lose ground judged.
    Annotate(annotate::AnnotateArgs),
    /// The games as tables for DuckDB, Spark or pandas: OUT/games/ (one
    /// row a game) and, with --positions, OUT/positions/ (one row a ply).
    #[cfg(feature = "export")]
    Export(export::ExportArgs),
}

#[derive(clap::Args)]
struct FilterArgs {
    /// A tag compared with a value: TAG=V, TAG!=V, TAG<V, TAG<=V, TAG>V,
    /// TAG>=V (numbers as numbers, other values as text: dates as
    /// YYYY.MM.DD), TAG~V (contains, any case). Repeat: all must hold.
    #[arg(long = "where", value_name = "EXPR", value_parser = filter::parse_condition)]
    conditions: Vec<filter::Condition>,
    /// The main line reaches this position (by Polyglot key: any move
    /// order).
    #[arg(long, value_name = "FEN")]
    position: Option<String>,
    /// The main line reaches this material: KRPkr (White in capitals).
    #[arg(long, value_name = "SIG", value_parser = filter::parse_material)]
    material: Option<rankfile::Material>,
    /// The game's opening (its deepest named position): an ECO code (C60)
    /// or words of its name (Najdorf).
    #[arg(long, value_name = "ECO-OR-NAME")]
    opening: Option<String>,
    /// The main line's plies: MIN..MAX, MIN.., ..MAX or N.
    #[arg(long, value_name = "RANGE", value_parser = filter::parse_plies)]
    plies: Option<(usize, usize)>,
    /// Only the games without error.
    #[arg(long, conflicts_with = "errors")]
    ok: bool,
    /// Only the games with errors.
    #[arg(long)]
    errors: bool,
    /// Write the games to this file.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    #[command(flatten)]
    inputs: Inputs,
}

#[derive(clap::Args)]
struct FmtArgs {
    /// Write the games to this file (under a temporary name until whole;
    /// never one of the inputs).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Write each move respelled (read as `Ng1-f3`, written `Nf3`) to
    /// this file, a JSON line each, as `pgn check --json` lists problems.
    #[arg(long, value_name = "FILE")]
    report: Option<PathBuf>,
    #[command(flatten)]
    inputs: Inputs,
}

#[derive(clap::Args)]
struct DedupArgs {
    /// Write the games kept to this file.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Write which game repeats which to this file, a line each.
    #[arg(long, value_name = "FILE")]
    report: Option<PathBuf>,
    #[command(flatten)]
    inputs: Inputs,
}

#[derive(clap::Args)]
struct Inputs {
    /// PGN files (plain, .gz or .zst); - for standard input.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Threads (default: every core); whole games go to each.
    #[arg(long, value_name = "N", value_parser = super::threads_arg)]
    threads: Option<usize>,
    /// No progress bar, even on a terminal.
    #[arg(long)]
    no_progress: bool,
    /// The encoding of the lines that are not UTF-8 (windows-1251,
    /// iso-8859-7, koi8-r, ...; utf-16le, shift_jis, ... for a whole
    /// file); without it, guessed from the file's first bytes, else
    /// windows-1252.
    #[arg(long, value_name = "NAME", value_parser = encoding_arg)]
    encoding: Option<rankfile_io::Chosen>,
}

/// An encoding's label, as `--encoding` takes it.
fn encoding_arg(label: &str) -> Result<rankfile_io::Chosen, String> {
    rankfile_io::Chosen::for_label(label).ok_or_else(|| say!("cli-unknown-encoding", label = label))
}

#[derive(clap::Args)]
struct CheckArgs {
    /// One JSON object a game.
    #[arg(long)]
    json: bool,
    /// Add the main line to the JSON: SAN, UCI, clocks and evaluations.
    #[arg(long)]
    moves: bool,
    /// Add each ply's NAGs and comments to the JSON (implies --moves).
    #[arg(long)]
    annotations: bool,
    /// Canonical SAN only (the forgiving reader otherwise).
    #[arg(long)]
    strict: bool,
    #[command(flatten)]
    inputs: Inputs,
}

#[derive(clap::Args)]
struct StatsArgs {
    /// One JSON object instead of the table.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    inputs: Inputs,
}

#[derive(clap::Args)]
struct FensArgs {
    /// How to write the en passant square: given, legal, or always (after
    /// every double push, as the PGN standard does; the default here).
    #[arg(long, value_enum, default_value_t = EpArg::Always)]
    ep: EpArg,
    /// One JSON object a game: {"game", "file", "fens"}.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    inputs: Inputs,
}

/// The values of `--ep`, in the order `fen check` gives them.
#[derive(Clone, Copy, clap::ValueEnum)]
enum EpArg {
    Given,
    Legal,
    Always,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        PgnCommand::Check(a) => check(a),
        PgnCommand::Fmt(a) => fmt(a),
        PgnCommand::Fens(a) => fens(a),
        PgnCommand::Stats(a) => stats(a),
        PgnCommand::Filter(a) => filter(a),
        PgnCommand::Dedup(a) => dedup(a),
        PgnCommand::Annotate(a) => annotate(a),
        #[cfg(feature = "export")]
        PgnCommand::Export(a) => export(a),
    }
}

/// Reads every game of `inputs` and hands each to `work` on the threads,
/// then the results, in order, to `emit`, with each input that could not
/// be read whole as an `Err` in its place (see [`rankfile_io::each_game`]);
/// returns how many inputs could not. Standard output redirected onto an
/// input is refused first.
fn each_game<R: Send>(
    inputs: &Inputs,
    work: impl Fn(&Item) -> R + Sync,
    emit: impl FnMut(Result<R, Unreadable>) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    crate::output::check_distinct(&inputs.files, &[])?;
    let mut bar = crate::progress::Bar::new(&inputs.files, !inputs.no_progress);
    rankfile_io::each_game(&reading(inputs), &mut bar, work, unreadable(emit))
}

/// How `inputs` are read: on every core unless `--threads` says.
fn reading(inputs: &Inputs) -> Reading<'_> {
    let threads = inputs
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    Reading {
        files: &inputs.files,
        threads,
        before_stdin: &crate::progress::waiting_for_pgn,
        contents: None,
        encoding: inputs.encoding,
    }
}

/// `emit` given an input that could not be read as an [`Unreadable`].
fn unreadable<'f, R>(
    mut emit: impl FnMut(Result<R, Unreadable>) -> anyhow::Result<()>,
) -> impl FnMut(Emitted<'f, R>) -> anyhow::Result<()> {
    move |emitted| match emitted {
        Emitted::Game(r) => emit(Ok(r)),
        // Bytes after the last compressed stream: every game was read.
        Emitted::Unread { error, .. } if error.is_warning() => {
            say_input_warning(&error);
            Ok(())
        }
        Emitted::Unread { file, error } => emit(Err(Unreadable {
            file: file.display().to_string(),
            message: error.said(crate::i18n::cat()),
        })),
    }
}

/// A warning about an input read whole (bytes after its last compressed
/// stream), on standard error: `rankfile: warning[trailing_bytes]: …`.
pub(crate) fn say_input_warning(error: &rankfile_io::InputError) {
    let message = error.said(crate::i18n::cat());
    eprintln!(
        "{}{}[{}]: {}",
        crate::i18n::program(),
        say!("diag-warning"),
        error.code(),
        escape_controls(&message)
    );
}

/// An input that could not be read (or read to its end), in its place
/// among the games.
#[derive(Serialize)]
struct Unreadable {
    file: String,
    message: String,
}

impl Unreadable {
    /// Says it: with `json`, as one JSON line among the games'
    /// (`{"file", "ok": false, "error": {"code": "unreadable_input",
    /// "message"}}`); else on standard error, after what `out` holds.
    fn say(&self, out: &mut impl Write, json: bool) -> anyhow::Result<()> {
        if json {
            #[derive(Serialize)]
            struct Line<'a> {
                file: &'a str,
                ok: bool,
                error: Error<'a>,
            }
            #[derive(Serialize)]
            struct Error<'a> {
                code: &'static str,
                message: &'a str,
            }
            let line = Line {
                file: &self.file,
                ok: false,
                error: Error {
                    code: "unreadable_input",
                    message: &self.message,
                },
            };
            writeln!(out, "{}", serde_json::to_string(&line)?)?;
        } else {
            out.flush()?;
            eprintln!(
                "{}{}",
                crate::i18n::program(),
                escape_controls(&self.message)
            );
        }
        Ok(())
    }
}

/// The forgiving move reader, null moves allowed: how `pgn` commands read
/// moves unless `--strict` says otherwise.
fn forgiving() -> rankfile::ReadOptions {
    rankfile::ReadOptions {
        allow_null: true,
        other_letters: crate::i18n::reader_letters(),
        ..rankfile::ReadOptions::default()
    }
}

fn read(item: &Item) -> GameReading {
    let mut reading = pgn::read_game(&item.text, forgiving());
    let encoding = item.text.encoding.name();
    for line in &item.text.bad_lines {
        reading.warnings.push(
            PgnProblem::warning("not_utf8", {
                let english = rankfile_i18n::Catalog::get(rankfile_i18n::Language::English).say(
                    "cli-not-utf8",
                    &[
                        ("line", rankfile::text::Arg::from(*line)),
                        ("encoding", rankfile::text::Arg::from(encoding)),
                    ],
                );
                rankfile::text::Text::new("cli-not-utf8", english)
                    .arg("line", *line)
                    .arg("encoding", encoding)
            })
            .at(0..0),
        );
    }
    reading
}

/// `FILE: ` before a problem's line when several inputs are read.
fn file_prefix(item: &Item, several: bool) -> String {
    if several {
        format!("{}{}", item.file.display(), cat().words().colon)
    } else {
        String::new()
    }
}

/// A game as the problem lines name it: `White - Black, Event`, `?` for a
/// tag it does not have, control characters escaped.
fn game_who<'a>(tag: impl Fn(&str) -> Option<&'a str>) -> String {
    let tag = |name| tag(name).unwrap_or("?");
    let who = format!("{} - {}, {}", tag("White"), tag("Black"), tag("Event"));
    escape_controls(&who).into_owned()
}

/// The problems of game `number` as `pgn check` and `pgn fmt` write them
/// for a person: one line each, where it stands, its code, its message
/// and its hint, in the language's words and punctuation.
fn problem_lines(
    prefix: &str,
    number: u64,
    who: &str,
    [errors, warnings]: [&[check::ProblemJson]; 2],
) -> String {
    let words = cat().words();
    let mut text = String::new();
    for (severity, list) in [(Severity::Error, errors), (Severity::Warning, warnings)] {
        for p in list {
            let at = say!(
                "cli-game-at",
                game = number,
                who = who,
                line = p.line,
                column = p.column
            );
            let parts = Parts {
                code: Some(&p.code),
                hint: p.hint.as_deref(),
                ..Parts::new(severity, &p.message)
            };
            text.push_str(&render_line(&format!("{prefix}{at}"), &parts, words));
        }
    }
    text
}

/// The end of a summary line when inputs could not be read whole.
fn not_read(failed: usize, inputs: usize) -> String {
    match (failed, inputs) {
        (0, _) => String::new(),
        (1, 1) => say!("cli-not-read-whole"),
        (n, m) => say!("cli-inputs-not-read-whole", failed = n, inputs = m),
    }
}

/// The warnings `pgn fmt` says: where the game it writes differs from
/// the input in more than spelling and layout, so that the difference is
/// never silent.
const FMT_WARNINGS: &[&str] = &[
    "not_utf8",
    "comment_in_tags",
    "empty_variation",
    "result_glued",
    "dots_apart",
    "nag_without_move",
];

fn fmt(args: FmtArgs) -> anyhow::Result<ExitCode> {
    let inputs = &args.inputs;
    let output = args.output.as_deref();
    let outputs: Vec<_> = output.into_iter().chain(args.report.as_deref()).collect();
    crate::output::check_distinct(&inputs.files, &outputs)?;
    crate::interrupt::watch();
    let mut out = crate::output::Sink::open(output)?;
    let mut report = (args.report.as_deref())
        .map(crate::output::Output::create)
        .transpose()?;
    let (mut bad, mut respelled) = (0u64, 0usize);
    let want_report = report.is_some();
    let several = inputs.files.len() > 1;
    let terminal = output.is_none() && std::io::IsTerminal::is_terminal(&std::io::stdout());
    let failed = each_game(
        inputs,
        |item| {
            let reading = read(item);
            let errors = locate_all(item, &reading.errors);
            // What the output holds otherwise than the input did.
            let kept: Vec<PgnProblem> = reading
                .warnings
                .iter()
                .filter(|w| FMT_WARNINGS.contains(&w.code))
                .cloned()
                .collect();
            let warnings = locate_all(item, &kept);
            let prefix = file_prefix(item, several);
            // The moves written otherwise than they were read.
            let count = pgn::respelled(&reading.warnings);
            let respellings: Vec<PgnProblem> = (reading.warnings.iter())
                .filter(|w| rankfile::NOTE_CODES.contains(&w.code) && want_report)
                .cloned()
                .collect();
            let respellings = locate_all(item, &respellings);
            // The game named as `pgn check` names it.
            let who = game_who(|name| reading.game.tag(name));
            let game = (item.number, who, prefix, pgn::export(&reading.game));
            (game, errors, warnings, (count, respellings))
        },
        |game| {
            crate::interrupt::check_writing(&outputs)?;
            let ((number, who, prefix, text), errors, warnings, (count, respellings)) = match game {
                Ok(game) => game,
                Err(unread) => return unread.say(&mut out, false),
            };
            respelled += count;
            if let Some(report) = &mut report {
                for line in &respellings {
                    writeln!(report, "{}", serde_json::to_string(line)?)?;
                }
            }
            eprint!(
                "{}",
                problem_lines(&prefix, number, &who, [&errors, &warnings])
            );
            bad += u64::from(!errors.is_empty());
            // The export is the game as it is, control characters and all;
            // on a terminal they are written as escapes instead.
            if terminal {
                let shown: Vec<_> = text.split('\n').map(escape_controls).collect();
                writeln!(out, "{}\n", shown.join("\n"))?;
            } else {
                writeln!(out, "{text}\n")?;
            }
            Ok(())
        },
    )?;
    out.commit()?;
    if let Some(report) = report {
        report.commit()?;
    }
    if respelled > 0 {
        eprintln!("{}", say!("cli-fmt-respelled", moves = respelled));
    }
    Ok(super::exit_status(bad == 0 && failed == 0))
}

/// A game's FENs, with `pgn fens --json`.
#[derive(Serialize)]
struct FensJson {
    game: u64,
    file: String,
    fens: Vec<String>,
}

fn fens(args: FensArgs) -> anyhow::Result<ExitCode> {
    let mode = match args.ep {
        EpArg::Always => EpMode::Always,
        EpArg::Legal => EpMode::Legal,
        EpArg::Given => EpMode::AsGiven,
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    let failed = each_game(
        &args.inputs,
        |item| {
            // The main line is all it needs: no tree is built.
            let check = pgn::check_game(&item.text, forgiving());
            let lines: Vec<String> = pgn::positions(check.start, &check.main_line)
                .map(|pos| pos.fen_with(mode))
                .collect();
            (item.number, item.file.display().to_string(), lines)
        },
        |game| {
            let (game, file, fens) = match game {
                Ok(game) => game,
                Err(unread) => return unread.say(&mut out, args.json),
            };
            if args.json {
                let line = FensJson { game, file, fens };
                writeln!(out, "{}", serde_json::to_string(&line)?)?;
                return Ok(());
            }
            for l in fens {
                writeln!(out, "{l}")?;
            }
            writeln!(out)?;
            Ok(())
        },
    )?;
    out.flush()?;
    Ok(super::exit_status(failed == 0))
}
