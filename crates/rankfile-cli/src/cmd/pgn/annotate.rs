//! `rankfile pgn annotate`: every main-line move given a UCI engine's
//! evaluation as `[%eval …]`, and with `--judgements` lichess's `?!`, `?`
//! and `??` with the better line; K engines side by side over the games,
//! the output in the inputs' order, whole or absent.

use std::io::{IsTerminal as _, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;

use rankfile::pgn;
use rankfile_engine::{AnnotateOptions, Annotated, Engine, EngineError};

use super::{Inputs, Unreadable, game_who};
use crate::cmd::analyse::{EngineArgs, LimitArgs, say_error};
use crate::i18n::say;

#[derive(clap::Args)]
pub struct AnnotateArgs {
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    limit: LimitArgs,
    /// Engines run side by side, each on its own games.
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = crate::cmd::threads_arg)]
    engines: usize,
    /// Also judge each move as lichess does (?! inaccuracy, ? mistake, ??
    /// blunder, by how much it lowers the player's winning chances), with
    /// the engine's better line as a variation.
    #[arg(long)]
    judgements: bool,
    /// Write the games to this file (under a temporary name until whole;
    /// never one of the inputs).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// No progress bar, even on a terminal.
    #[arg(long)]
    no_progress: bool,
    /// PGN files (plain, .gz or .zst); - for standard input.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// One game to annotate: its number and text.
struct Job {
    number: u64,
    text: String,
}

/// A game the engine failed on: its number, who played it, and the
/// engine's error (`None` when no engine was left, after an earlier game's
/// failure, which is the one said).
struct Failed {
    number: u64,
    who: String,
    error: Option<EngineError>,
}

/// A game annotated (its text, what was added, whether it has errors), or
/// the failure.
type Done = Result<(String, Annotated, bool), Box<Failed>>;

pub fn annotate(args: AnnotateArgs) -> anyhow::Result<ExitCode> {
    let output = args.output.as_deref();
    crate::output::check_distinct(&args.files, &output.into_iter().collect::<Vec<_>>())?;
    let Some(jobs) = read_all(&args)? else {
        return Ok(ExitCode::from(1));
    };
    let mut engines = Vec::with_capacity(args.engines);
    for _ in 0..args.engines.min(jobs.len().max(1)) {
        match args.engine.start() {
            Some(engine) => engines.push(engine),
            None => return Ok(ExitCode::from(3)),
        }
    }
    let options = AnnotateOptions {
        limit: args.limit.limit(),
        judgements: args.judgements,
        variation_plies: 10,
    };
    crate::interrupt::watch();
    // To standard output too the games go whole or not at all: held until
    // every game is annotated.
    let mut held = Vec::new();
    let mut file = output.map(crate::output::Output::create).transpose()?;
    let count = jobs.len() as u64;
    let outcome = annotate_all(&args, jobs, engines, &options, |text| {
        crate::interrupt::check_writing(&output.into_iter().collect::<Vec<_>>())?;
        match &mut file {
            Some(file) => writeln!(file, "{text}\n")?,
            None => writeln!(held, "{text}\n")?,
        }
        Ok(())
    })?;
    let (total, broken) = match outcome {
        Ok(done) => done,
        Err(failed) => {
            say_failure(&failed);
            return Ok(ExitCode::from(3));
        }
    };
    match file {
        Some(file) => file.commit()?,
        None => std::io::stdout().lock().write_all(&held)?,
    }
    say_done(count, &total, args.judgements, broken);
    Ok(super::super::exit_status(broken == 0))
}

/// Annotates the games on the engines, each game's text handed to
/// `write` in the inputs' order: what was added and how many games have
/// errors, or the game the engine failed on.
fn annotate_all(
    args: &AnnotateArgs,
    jobs: Vec<Job>,
    engines: Vec<Engine>,
    options: &AnnotateOptions,
    mut write: impl FnMut(&str) -> anyhow::Result<()>,
) -> anyhow::Result<Result<(Annotated, u64), Box<Failed>>> {
    let bar = progress(jobs.len() as u64, args.no_progress);
    let threads = engines.len().max(1);
    let pool = Mutex::new(engines);
    let (mut total, mut broken, mut failure) = (Annotated::default(), 0u64, None);
    let work = |job: Job| annotate_one(&pool, job, options);
    let run = rankfile_io::map_in_order(threads, jobs.into_iter(), work, |done: Done| {
        let (text, added, has_errors) = done.map_err(|failed| {
            failure = Some(failed);
            anyhow::anyhow!("engine failed")
        })?;
        write(&text)?;
        add(&mut total, added);
        broken += u64::from(has_errors);
        if let Some(bar) = &bar {
            bar.inc(1);
        }
        Ok(())
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    match (run, failure) {
        (_, Some(failed)) => Ok(Err(failed)),
        (Err(e), None) => Err(e),
        (Ok(()), None) => Ok(Ok((total, broken))),
    }
}

/// The game the engine failed on, and why.
fn say_failure(failed: &Failed) {
    let who = failed.who.as_str();
    eprintln!(
        "{}",
        say!("cli-annotate-failed", game = failed.number, who = who)
    );
    if let Some(error) = &failed.error {
        say_error(error);
    }
}

/// What was added, and how many games have errors.
fn say_done(games: u64, total: &Annotated, judgements: bool, broken: u64) {
    eprintln!(
        "{}",
        say!("cli-annotate-done", games = games, evals = total.evals)
    );
    if judgements {
        let (inaccuracies, mistakes, blunders) =
            (total.inaccuracies, total.mistakes, total.blunders);
        let judged = say!(
            "cli-annotate-judged",
            inaccuracies = inaccuracies,
            mistakes = mistakes,
            blunders = blunders
        );
        eprintln!("{judged}");
    }
    if broken > 0 {
        eprintln!("{}", say!("cli-annotate-broken", games = broken));
    }
}

/// Every game of the inputs, read before any engine starts; `None` when
/// an input could not be read (said on standard error).
fn read_all(args: &AnnotateArgs) -> anyhow::Result<Option<Vec<Job>>> {
    let inputs = Inputs {
        files: args.files.clone(),
        threads: Some(1),
        no_progress: true,
        encoding: None,
    };
    let mut jobs = Vec::new();
    let mut unread: Vec<Unreadable> = Vec::new();
    super::each_game(
        &inputs,
        |item| Job {
            number: item.number,
            text: item.text.text.to_string(),
        },
        |game| {
            match game {
                Ok(job) => jobs.push(job),
                Err(e) => unread.push(e),
            }
            Ok(())
        },
    )?;
    for e in &unread {
        e.say(&mut std::io::stdout(), false)?;
    }
    Ok(unread.is_empty().then_some(jobs))
}

/// Annotates one game with an engine of the pool.
fn annotate_one(pool: &Mutex<Vec<Engine>>, job: Job, options: &AnnotateOptions) -> Done {
    let mut reading = pgn::read_game(&job.text, super::forgiving());
    let who = game_who(|name| reading.game.tag(name));
    let failed = |error| {
        Box::new(Failed {
            number: job.number,
            who: who.clone(),
            error,
        })
    };
    // An engine that failed is not put back: with one engine a thread,
    // none is left only after a failure, and the run stops at it.
    let taken = pool.lock().ok().and_then(|mut p| p.pop());
    let mut engine = taken.ok_or_else(|| failed(None))?;
    let added = rankfile_engine::annotate(&mut engine, &mut reading.game, options)
        .map_err(|e| failed(Some(e)))?;
    if let Ok(mut p) = pool.lock() {
        p.push(engine);
    }
    let has_errors = !reading.errors.is_empty();
    Ok((pgn::export(&reading.game), added, has_errors))
}

fn add(total: &mut Annotated, added: Annotated) {
    total.evals += added.evals;
    total.inaccuracies += added.inaccuracies;
    total.mistakes += added.mistakes;
    total.blunders += added.blunders;
}

/// A bar of games on a terminal.
fn progress(games: u64, off: bool) -> Option<indicatif::ProgressBar> {
    if off || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(games);
    let style = indicatif::ProgressStyle::with_template("{pos}/{len} {wide_bar} {elapsed} ({eta})")
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style);
    Some(bar)
}
