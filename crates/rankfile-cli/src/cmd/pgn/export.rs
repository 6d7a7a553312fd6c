//! `rankfile pgn export`: the games as tables for databases (a games
//! table, and with `--positions` a positions table), in Parquet, NDJSON or
//! CSV part files: `rankfile_export::run`, with the command line's
//! arguments, checks and messages.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use rankfile::diag::escape_controls;
use rankfile_export::PartitionBy;
use rankfile_export::run::{self, Export, NotReady, Watch};
use rankfile_export::table::Format;
use rankfile_io::InputError;
use serde::Serialize;

use super::{Inputs, reading};
use crate::i18n::say;

#[derive(clap::Args)]
pub(super) struct ExportArgs {
    /// The tables' file format.
    #[arg(long, value_enum, default_value_t = ToArg::Parquet)]
    to: ToArg,
    /// The folder the tables are written in, as OUT/games/part-00000.parquet...
    #[arg(long, value_name = "OUT")]
    out: PathBuf,
    /// Also write the positions table: one row a ply of each main line.
    #[arg(long)]
    positions: bool,
    /// Hive folders (year=2024/month=01/) from UTCDate, else Date.
    #[arg(long, value_enum, value_name = "BY")]
    partition_by: Option<PartitionArg>,
    /// Games in a part file before the next is begun.
    #[arg(long, value_name = "N", default_value_t = 1_000_000, value_parser = crate::cmd::whole_number::<usize>(1, u64::MAX))]
    games_per_file: usize,
    /// Replace the tables OUT holds already.
    #[arg(long)]
    force: bool,
    /// A JSON summary on standard output: counts and the files written.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    inputs: Inputs,
}

/// The values of `--to`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(super) enum ToArg {
    Parquet,
    Ndjson,
    Csv,
}

/// The values of `--partition-by`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(super) enum PartitionArg {
    Year,
    Month,
}

/// What `--json` prints when the export is done, or stopped.
#[derive(Serialize)]
struct Summary {
    /// Every input read whole and every file written (`_SUCCESS` there).
    ok: bool,
    games: u64,
    /// Games read with at least one error (their rows have `ok: false`).
    errors: u64,
    positions: u64,
    /// Inputs that could not be read whole.
    unreadable: u64,
    files: Vec<FileJson>,
    /// Why the export stopped before its end: `interrupted` (Ctrl-C) or
    /// `write_failed`.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ErrorJson>,
}

#[derive(Serialize)]
struct ErrorJson {
    code: &'static str,
    message: String,
}

#[derive(Serialize)]
struct FileJson {
    table: &'static str,
    path: String,
    rows: u64,
}

pub(super) fn export(args: ExportArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let options = Export {
        out: args.out.clone(),
        format: match args.to {
            ToArg::Parquet => Format::Parquet,
            ToArg::Ndjson => Format::Ndjson,
            ToArg::Csv => Format::Csv,
        },
        positions: args.positions,
        partition_by: args.partition_by.map(|p| match p {
            PartitionArg::Year => PartitionBy::Year,
            PartitionArg::Month => PartitionBy::Month,
        }),
        games_per_file: args.games_per_file,
    };
    let prepared = options
        .prepare(&args.inputs.files, args.force)
        .map_err(not_ready)?;
    say_prepared(&prepared);
    crate::interrupt::watch();
    crate::output::check_distinct(&args.inputs.files, &[])?;
    let inputs = &args.inputs;
    let mut bar = crate::progress::Bar::new(&inputs.files, !inputs.no_progress);
    let (exported, failed) = match run::export(&reading(inputs), &mut bar, &options, &mut Said) {
        Ok(exported) => (exported, None),
        Err((exported, e)) => (exported, Some(e)),
    };
    let summary = Summary {
        ok: exported.done,
        games: exported.games,
        errors: exported.errors,
        positions: exported.positions,
        unreadable: exported.unreadable,
        files: (exported.files.into_iter())
            .map(|(table, path, rows)| FileJson {
                table,
                path: path.display().to_string(),
                rows,
            })
            .collect(),
        error: failed.as_ref().map(|e| ErrorJson {
            code: match e.is::<crate::interrupt::Interrupted>() {
                true => "interrupted",
                false => "write_failed",
            },
            message: format!("{e:#}"),
        }),
    };
    report(&args, &summary, failed.as_ref(), started)?;
    match failed {
        Some(e) if e.is::<crate::interrupt::Interrupted>() => Ok(ExitCode::from(
            crate::interrupt::status_of(&e).unwrap_or(130),
        )),
        Some(_) => Ok(ExitCode::from(1)),
        None => Ok(crate::cmd::exit_status(summary.unreadable == 0)),
    }
}

/// How the command line watches an export: an input that cannot be read
/// is said on standard error, and Ctrl-C stops the export.
struct Said;

impl Watch for Said {
    fn unread(&mut self, _: &Path, error: &InputError) {
        if error.is_warning() {
            return super::say_input_warning(error);
        }
        let message = error.said(crate::i18n::cat());
        eprintln!("{}{}", crate::i18n::program(), escape_controls(&message));
    }

    fn keep_going(&mut self) -> anyhow::Result<()> {
        crate::interrupt::check()
    }
}

/// Says what `--force` removed that a killed export left, and the files
/// of the tables' folders it kept (no table wrote them).
fn say_prepared(prepared: &rankfile_export::run::Prepared) {
    if prepared.orphans_removed > 0 {
        let files = prepared.orphans_removed;
        eprintln!("{}", say!("cli-export-orphans-removed", files = files));
    }
    for kept in &prepared.kept {
        let file = kept.display().to_string();
        eprintln!("{}", say!("cli-export-kept", file = file));
    }
}

/// Says why the export cannot begin in its folder (see
/// [`Export::prepare`]).
fn not_ready(why: NotReady) -> anyhow::Error {
    let shown = |p: &Path| p.display().to_string();
    let said = match why {
        NotReady::NotFolder(out) => say!("cli-export-not-folder", out = shown(&out)),
        NotReady::InputInside { input, table } => say!(
            "cli-export-input-inside",
            input = shown(&input),
            table = shown(&table)
        ),
        NotReady::Exists(table) => say!("cli-export-exists", table = shown(&table)),
        NotReady::Unfinished(table) => say!("cli-export-unfinished", table = shown(&table)),
        NotReady::Orphaned(table, files) => {
            say!("cli-export-orphans", table = shown(&table), files = files)
        }
        NotReady::CannotRemove(table, e) => format!("{}: {e}", table.display()),
    };
    anyhow::anyhow!("{said}")
}

/// The summary: JSON on standard output with `--json`, and a line on
/// standard error; when the export `failed`, what was kept and why.
fn report(
    args: &ExportArgs,
    summary: &Summary,
    failed: Option<&anyhow::Error>,
    started: Instant,
) -> anyhow::Result<()> {
    if args.json {
        writeln!(std::io::stdout(), "{}", serde_json::to_string(summary)?)?;
    }
    if let Some(e) = failed {
        eprintln!("{}{e:#}", crate::i18n::program());
        let said = say!(
            "cli-export-stopped",
            files = summary.files.len(),
            out = args.out.display().to_string()
        );
        eprintln!("{said}");
        // What to do: by the cause, when the disk or the folder said no.
        let io = e
            .chain()
            .find_map(|c| match c.downcast_ref::<rankfile_export::Error>() {
                Some(e) => e.io(),
                None => c.downcast_ref::<std::io::Error>(),
            });
        let remedy = io.and_then(crate::output::write_hint);
        eprintln!("{}", remedy.unwrap_or_else(|| say!("cli-export-again")));
        return Ok(());
    }
    let files = summary.files.len();
    let out = args.out.display().to_string();
    // A person's number: the language's decimal separator (0,02 s in French).
    let seconds =
        format!("{:.2}", started.elapsed().as_secs_f64()).replace('.', &say!("decimal-separator"));
    let (games, errors, positions) = (summary.games, summary.errors, summary.positions);
    let said = if args.positions {
        say!(
            "cli-export-summary-positions",
            games = games,
            errors = errors,
            positions = positions,
            files = files,
            out = &*out,
            seconds = &*seconds
        )
    } else {
        say!(
            "cli-export-summary",
            games = games,
            errors = errors,
            files = files,
            out = &*out,
            seconds = &*seconds
        )
    };
    eprintln!("{said}");
    if summary.errors > 0 {
        eprintln!("{}", say!("cli-export-errors-tip", errors = summary.errors));
    }
    Ok(())
}
