//! `rankfile perft`: count move sequences, optionally split by first move.

use crate::i18n::{cat, say};
use std::io::Write as _;
use std::process::ExitCode;
use std::time::Instant;

use serde::Serialize;

use crate::{diag, parallel};

#[derive(clap::Args)]
pub struct Args {
    /// Print the count below each legal first move.
    #[arg(long)]
    divide: bool,
    /// Threads to count on (default: every core).
    #[arg(long, value_name = "N", value_parser = super::threads_arg)]
    threads: Option<usize>,
    /// One JSON object: {"nodes": N, "seconds": S}.
    #[arg(long)]
    json: bool,
    /// Also count from a position no game reaches (an impossible check,
    /// too many pieces) when its moves are defined; the problems ignored
    /// are said on standard error and as "ignored" in JSON.
    #[arg(long)]
    relaxed: bool,
    /// Count deeper than 10 plies (hours to years of work).
    #[arg(long)]
    force: bool,
    /// Read the FENs as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// The position, as a FEN (quote it: it has spaces).
    fen: String,
    /// How many plies deep to count.
    depth: u32,
}

#[derive(Serialize)]
struct Report {
    nodes: u64,
    seconds: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    ignored: Vec<diag::DiagnosticJson>,
    /// Read as Chess960 (the key is there only then).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    chess960: bool,
}

/// The deepest count run without `--force`: depth 10 from the start is
/// already 69 trillion nodes, more than a day on two cores; each ply more
/// multiplies the work by thirty or so.
const DEEPEST: u32 = 10;

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if args.depth > DEEPEST && !args.force {
        eprintln!(
            "{}",
            say!("cli-perft-too-deep", depth = args.depth, deepest = DEEPEST)
        );
        return Ok(ExitCode::from(2));
    }
    let (pos, ignored) =
        match diag::read_playable(&args.fen, args.relaxed, diag::variant(args.chess960)) {
            Ok(playable) => (playable.position, playable.ignored),
            Err(err) => {
                diag::refuse(&args.fen, &err, args.relaxed, args.json)?;
                return Ok(ExitCode::from(1));
            }
        };
    eprint!("{}", diag::ignored_notes(&ignored));
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let start = Instant::now();
    let divide = if args.depth == 0 {
        Vec::new()
    } else if threads <= 1 {
        pos.divide(args.depth)
    } else {
        parallel::divide(&pos, args.depth, threads)?
    };
    // One order for text and JSON: by the moves' UCI, as people look
    // them up.
    let mut divide: Vec<(String, u64)> = divide.iter().map(|(m, n)| (pos.uci(m), *n)).collect();
    divide.sort();
    let nodes = if args.depth == 0 {
        1
    } else {
        divide.iter().map(|(_, n)| n).sum()
    };
    // Milliseconds: a clock's nanoseconds say nothing more.
    let seconds = (start.elapsed().as_secs_f64() * 1000.0).round() / 1000.0;
    if args.json {
        let report = Report {
            chess960: args.chess960,
            nodes,
            seconds,
            divide: args.divide.then(|| {
                divide
                    .iter()
                    .map(|(m, n)| (m.clone(), serde_json::Value::from(*n)))
                    .collect()
            }),
            ignored: diag::DiagnosticJson::all(&args.fen, &ignored, cat()),
        };
        writeln!(std::io::stdout(), "{}", serde_json::to_string(&report)?)?;
    } else {
        if args.divide {
            for (m, n) in &divide {
                writeln!(std::io::stdout(), "{m}: {n}")?;
            }
            writeln!(std::io::stdout())?;
        }
        writeln!(std::io::stdout(), "{nodes}")?;
    }
    Ok(ExitCode::SUCCESS)
}
