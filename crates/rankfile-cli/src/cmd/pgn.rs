//! `rankfile pgn check|fmt|fens|stats`: whole PGN files, game by game.
//!
//! Files may be plain, `.gz` or `.zst`, or `-` for standard input. The
//! games are read in blocks and checked over threads (see
//! [`crate::games`]); the output keeps the input's order.

use std::collections::{BTreeMap, HashMap};
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Subcommand;
use rankfile::EpMode;
use rankfile::diag::escape_controls;
use rankfile::pgn::{self, GameReading, Locator, PgnProblem};
use serde::Serialize;

use crate::games::{self, Emitted, Item, Reading};

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
    Fmt(Inputs),
    /// The FEN after every ply of each game's main line.
    Fens(FensArgs),
    /// Games, plies, results, errors, and the most played openings.
    Stats(StatsArgs),
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
        PgnCommand::Fmt(inputs) => fmt(inputs),
        PgnCommand::Fens(a) => fens(a),
        PgnCommand::Stats(a) => stats(a),
    }
}

/// Reads every game of `inputs` and hands each to `work` on the threads,
/// then the results, in order, to `emit`; returns how many inputs could
/// not be read whole (each said on standard error, see
/// [`games::each_game`]).
fn each_game<R: Send>(
    inputs: &Inputs,
    work: impl Fn(&Item) -> R + Sync,
    mut emit: impl FnMut(Result<R, Unreadable>) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    let threads = inputs
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let reading = Reading {
        files: &inputs.files,
        threads,
        progress: !inputs.no_progress,
    };
    games::each_game(&reading, work, |emitted| match emitted {
        Emitted::Game(r) => emit(Ok(r)),
        Emitted::Unread { file, error } => emit(Err(Unreadable {
            file: file.display().to_string(),
            message: format!("{error:#}"),
        })),
    })
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
            eprintln!("rankfile: {}", escape_controls(&self.message));
        }
        Ok(())
    }
}

/// One problem of a game, every key present (`null` where it does not
/// apply), so that a script can rely on the shape.
#[derive(Serialize)]
struct ProblemJson {
    code: &'static str,
    message: String,
    hint: Option<String>,
    /// In the input (`-` for standard input), from 1.
    line: usize,
    /// In characters, from 1.
    column: usize,
    /// The byte range in the game's text (line ends read as `\n`).
    span: [usize; 2],
    file: String,
    /// For a move that cannot be played: its ply in the game (1 for the
    /// game's first move), its move number, who plays it, the position
    /// before it, and the legal moves an ambiguous one may mean.
    ply: Option<usize>,
    move_number: Option<u32>,
    side: Option<&'static str>,
    fen: Option<String>,
    candidates: Option<Vec<String>>,
}

/// Each problem with its line and column in the input, found in one pass
/// over the game's text.
fn locate_all(item: &Item, problems: &[PgnProblem]) -> Vec<ProblemJson> {
    let mut locator = Locator::new(&item.text.text);
    problems
        .iter()
        .map(|p| {
            let (lines, column) = locator.locate(p.span.start);
            let at = p.at_move.as_deref();
            ProblemJson {
                code: p.code,
                message: p.message.clone(),
                hint: p.hint.clone(),
                line: item.text.line + lines,
                column,
                span: [p.span.start, p.span.end],
                file: item.file.display().to_string(),
                ply: at.map(|m| m.ply),
                move_number: at.map(|m| m.before.fullmove_number()),
                side: at.map(|m| match m.before.turn() {
                    rankfile::Color::White => "white",
                    rankfile::Color::Black => "black",
                }),
                fen: at.map(|m| m.before.fen()),
                candidates: at
                    .filter(|m| !m.candidates.is_empty())
                    .map(|m| m.candidates.clone()),
            }
        })
        .collect()
}

/// A problem found outside the game's text: a line that is not UTF-8.
fn not_utf8(item: &Item, line: usize) -> ProblemJson {
    ProblemJson {
        code: "not_utf8",
        message: format!("line {line} is not UTF-8; its bad bytes were replaced"),
        hint: Some("save the file as UTF-8".into()),
        line,
        column: 1,
        span: [0, 0],
        file: item.file.display().to_string(),
        ply: None,
        move_number: None,
        side: None,
        fen: None,
        candidates: None,
    }
}

#[derive(Serialize)]
struct GameJson {
    game: u64,
    file: String,
    ok: bool,
    white: Option<String>,
    black: Option<String>,
    event: Option<String>,
    plies: usize,
    result: String,
    outcome: Option<&'static str>,
    claims: Vec<&'static str>,
    final_fen: String,
    errors: Vec<ProblemJson>,
    warnings: Vec<ProblemJson>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    main_line: Option<MainLineJson>,
}

/// The main line, one entry a ply in each list (with `--moves`).
#[derive(Serialize)]
struct MainLineJson {
    san: Vec<String>,
    uci: Vec<String>,
    /// Seconds left on the mover's clock after the ply, from `[%clk]`.
    clocks: Vec<Option<f64>>,
    /// The engine's evaluation after the ply, from `[%eval]`.
    evals: Vec<Option<EvalJson>>,
    /// With `--annotations`: each ply's NAGs and comments.
    #[serde(skip_serializing_if = "Option::is_none")]
    annotations: Option<Vec<AnnotationJson>>,
}

#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum EvalJson {
    /// Centipawns, from White's side.
    Cp(i64),
    /// Mate in so many moves; negative when Black mates.
    Mate(i32),
}

#[derive(Serialize)]
struct AnnotationJson {
    nags: Vec<u8>,
    /// The comment before the ply (at the start of a line).
    before: Option<String>,
    /// The comment after it.
    comment: Option<String>,
}

/// The main line of the game in SAN and UCI, with its clocks and
/// evaluations (and its NAGs and comments when `annotations`).
fn main_line_json(item: &Item, options: &rankfile::ReadOptions, annotations: bool) -> MainLineJson {
    let game = pgn::read_game_with(&item.text, options).game;
    let main = game.main_line();
    let mut pos = game.start;
    let mut line = MainLineJson {
        san: Vec::with_capacity(main.len()),
        uci: Vec::with_capacity(main.len()),
        clocks: Vec::with_capacity(main.len()),
        evals: Vec::with_capacity(main.len()),
        annotations: annotations.then(Vec::new),
    };
    let some = |text: &str| (!text.is_empty()).then(|| text.to_string());
    for node in main {
        line.san.push(node.san(&pos));
        line.uci.push(node.uci());
        node.play(&mut pos);
        line.clocks.push(pgn::clock(&node.comment));
        line.evals.push(pgn::eval(&node.comment).map(|e| match e {
            pgn::Eval::Pawns(p) => EvalJson::Cp((p * 100.0).round() as i64),
            pgn::Eval::Mate(n) => EvalJson::Mate(n),
        }));
        if let Some(list) = &mut line.annotations {
            list.push(AnnotationJson {
                nags: node.nags.clone(),
                before: some(&node.starting_comment),
                comment: some(&node.comment),
            });
        }
    }
    line
}

/// The forgiving move reader, null moves allowed: how `pgn` commands read
/// moves unless `--strict` says otherwise.
fn forgiving() -> rankfile::ReadOptions {
    rankfile::ReadOptions {
        allow_null: true,
        ..rankfile::ReadOptions::default()
    }
}

fn read(item: &Item) -> GameReading {
    let mut reading = pgn::read_game(&item.text);
    for line in &item.text.bad_lines {
        reading.warnings.push(PgnProblem::new(
            "not_utf8",
            0..0,
            format!("line {line} is not UTF-8; its bad bytes were replaced"),
        ));
    }
    reading
}

/// What `pgn check` prints for one game, rendered on the worker thread: a
/// JSON line, or the problem lines (nothing for a clean game).
struct Checked {
    ok: bool,
    text: String,
}

/// `FILE: ` before a problem's line when several inputs are read.
fn file_prefix(item: &Item, several: bool) -> String {
    if several {
        format!("{}: ", item.file.display())
    } else {
        String::new()
    }
}

/// How `pgn check` reports: JSON or text, with the main line or not, for
/// one input or several.
#[derive(Clone, Copy)]
struct Report {
    strict: bool,
    moves: bool,
    annotations: bool,
    json: bool,
    several: bool,
}

fn check_one(item: &Item, report: Report) -> anyhow::Result<Checked> {
    let Report {
        strict,
        moves,
        annotations,
        json,
        several,
    } = report;
    let options = rankfile::ReadOptions {
        strict,
        allow_null: true,
        ..rankfile::ReadOptions::default()
    };
    // Checking builds no tree: the verdict and the main line are all it
    // needs.
    let check = pgn::check_game(&item.text, &options);
    let ok = check.errors.is_empty();
    let clean = ok && check.warnings.is_empty() && item.text.bad_lines.is_empty();
    if !json && clean {
        return Ok(Checked {
            ok,
            text: String::new(),
        });
    }
    let mut warnings = locate_all(item, &check.warnings);
    warnings.extend(item.text.bad_lines.iter().map(|&line| not_utf8(item, line)));
    let errors = locate_all(item, &check.errors);
    if !json {
        let who = format!(
            "{} - {}, {}",
            check.tag("White").unwrap_or("?"),
            check.tag("Black").unwrap_or("?"),
            check.tag("Event").unwrap_or("?")
        );
        let who = escape_controls(&who);
        let mut text = String::new();
        for (kind, list) in [("error", &errors), ("warning", &warnings)] {
            for p in list {
                text.push_str(&format!(
                    "{}game {} ({who}), line {}, column {}: {kind}[{}]: {}\n",
                    file_prefix(item, several),
                    item.number,
                    p.line,
                    p.column,
                    p.code,
                    escape_controls(&p.message)
                ));
                if let Some(hint) = &p.hint {
                    text.pop();
                    text.push_str(&format!(" (hint: {})\n", escape_controls(hint)));
                }
            }
        }
        return Ok(Checked { ok, text });
    }
    let main_line = (moves || annotations).then(|| main_line_json(item, &options, annotations));
    let outcome = &check.outcome;
    let game = GameJson {
        game: item.number,
        file: item.file.display().to_string(),
        ok,
        white: check.tag("White").map(str::to_string),
        black: check.tag("Black").map(str::to_string),
        event: check.tag("Event").map(str::to_string),
        plies: check.main_line.len(),
        result: check.result().to_string(),
        outcome: outcome.outcome.map(|o| o.code()),
        claims: outcome.claims.iter().map(|c| c.code()).collect(),
        final_fen: check.final_position.fen(),
        errors,
        warnings,
        main_line,
    };
    let mut text = serde_json::to_string(&game)?;
    text.push('\n');
    Ok(Checked { ok, text })
}

fn check(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let (mut games, mut bad) = (0u64, 0u64);
    let json = args.json;
    let report = Report {
        strict: args.strict,
        moves: args.moves,
        annotations: args.annotations,
        json,
        several: args.inputs.files.len() > 1,
    };
    let read = each_game(
        &args.inputs,
        |item| check_one(item, report),
        |checked| {
            let checked = match checked {
                Ok(checked) => checked?,
                Err(unread) => return unread.say(&mut out, json),
            };
            games += 1;
            bad += u64::from(!checked.ok);
            out.write_all(checked.text.as_bytes())?;
            Ok(())
        },
    );
    let failed = read?;
    if !json {
        writeln!(
            out,
            "checked {games} game{}, {} without error, {bad} with errors{}",
            if games == 1 { "" } else { "s" },
            games - bad,
            not_read(failed, args.inputs.files.len())
        )?;
    }
    out.flush()?;
    Ok(super::exit_status(bad == 0 && failed == 0))
}

/// The end of a summary line when inputs could not be read whole.
fn not_read(failed: usize, inputs: usize) -> String {
    match (failed, inputs) {
        (0, _) => String::new(),
        (1, 1) => "; the input could not be read whole".to_string(),
        (n, m) => format!("; {n} of {m} inputs could not be read whole"),
    }
}

fn fmt(inputs: Inputs) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut bad = 0u64;
    let several = inputs.files.len() > 1;
    let terminal = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let failed = each_game(
        &inputs,
        |item| {
            let reading = read(item);
            let errors = locate_all(item, &reading.errors);
            let prefix = file_prefix(item, several);
            (item.number, prefix, pgn::export(&reading.game), errors)
        },
        |game| {
            let (number, prefix, text, errors) = match game {
                Ok(game) => game,
                Err(unread) => return unread.say(&mut out, false),
            };
            for e in &errors {
                let hint = e.hint.as_deref().map_or(String::new(), |h| {
                    format!(" (hint: {})", escape_controls(h))
                });
                eprintln!(
                    "{prefix}game {number}, line {}, column {}: error[{}]: {}{hint}",
                    e.line,
                    e.column,
                    e.code,
                    escape_controls(&e.message)
                );
            }
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
    out.flush()?;
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
            let check = pgn::check_game(&item.text, &forgiving());
            let mut pos = check.start;
            let mut lines = vec![pos.fen_with(mode)];
            for mv in &check.main_line {
                match mv {
                    Some(m) => pos.play_unchecked(m),
                    None => pos.play_null(),
                }
                lines.push(pos.fen_with(mode));
            }
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

/// What `pgn stats` counts. The keys keep one order from run to run:
/// results sorted, openings by count, then by moves.
#[derive(Serialize, Default)]
struct Stats {
    games: u64,
    plies: u64,
    games_with_errors: u64,
    results: BTreeMap<String, u64>,
    openings: Vec<OpeningCount>,
    /// The inputs that could not be read whole.
    unread: Vec<Unreadable>,
}

/// A game's first six plies, and how many games began so.
#[derive(Serialize)]
struct OpeningCount {
    moves: String,
    games: u64,
}

impl Stats {
    /// The table a person reads.
    fn table(&self) -> String {
        let mut text = format!(
            "games              {}\nplies              {}\ngames with errors  {}\n",
            self.games, self.plies, self.games_with_errors
        );
        // The results in the standard's order, then any other.
        let mut results: Vec<(&String, &u64)> = self.results.iter().collect();
        let rank = |r: &str| ["1-0", "0-1", "1/2-1/2", "*"].iter().position(|&k| k == r);
        results.sort_by_key(|(r, _)| (rank(r).unwrap_or(4), r.as_str()));
        let results: Vec<String> = results
            .iter()
            .map(|(r, n)| format!("{} {n}", escape_controls(r)))
            .collect();
        text.push_str(&format!("results            {}\n", results.join(", ")));
        if !self.openings.is_empty() {
            text.push_str("most played openings (the first six plies):\n");
            for OpeningCount { moves, games } in &self.openings {
                text.push_str(&format!("  {games:>6}  {moves}\n"));
            }
        }
        text
    }
}

fn stats(args: StatsArgs) -> anyhow::Result<ExitCode> {
    let inputs = args.inputs;
    let mut stats = Stats::default();
    let mut openings: HashMap<String, u64> = HashMap::new();
    let failed = each_game(
        &inputs,
        |item| {
            let check = pgn::check_game(&item.text, &forgiving());
            let mut pos = check.start;
            let mut first = Vec::new();
            for mv in check.main_line.iter().take(6) {
                match mv {
                    Some(m) => {
                        first.push(pos.san(m));
                        pos.play_unchecked(m);
                    }
                    None => {
                        first.push("--".to_string());
                        pos.play_null();
                    }
                }
            }
            (
                check.main_line.len() as u64,
                check.errors.is_empty(),
                check.result().to_string(),
                first.join(" "),
            )
        },
        |game| {
            let (plies, ok, result, opening) = match game {
                Ok(game) => game,
                Err(unread) => {
                    if !args.json {
                        eprintln!("rankfile: {}", escape_controls(&unread.message));
                    }
                    stats.unread.push(unread);
                    return Ok(());
                }
            };
            stats.games += 1;
            stats.plies += plies;
            stats.games_with_errors += u64::from(!ok);
            *stats.results.entry(result).or_default() += 1;
            if !opening.is_empty() {
                *openings.entry(opening).or_default() += 1;
            }
            Ok(())
        },
    )?;
    let mut top: Vec<(String, u64)> = openings.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    top.truncate(10);
    stats.openings = top
        .into_iter()
        .map(|(moves, games)| OpeningCount { moves, games })
        .collect();
    if args.json {
        println!("{}", serde_json::to_string(&stats)?);
    } else {
        print!("{}", stats.table());
    }
    Ok(super::exit_status(failed == 0))
}
