//! `rankfile pgn export`: the games as tables for databases (a games
//! table, and with `--positions` a positions table), in Parquet, NDJSON or
//! CSV part files. The rows are made on the reading threads; the calling
//! thread writes them in the inputs' order.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use rankfile_export::row::{GamePositions, GameRow, Rows, Source, rows};
use rankfile_export::table::{Format, Layout, Table};
use rankfile_export::{PartitionBy, partition};
use serde::Serialize;

use super::{ExportArgs, each_game};
use crate::i18n::say;

/// A game's rows, and the partition they go to.
struct Made {
    partition: String,
    rows: Rows,
}

/// What `--json` prints when the export is done.
#[derive(Serialize)]
struct Summary {
    games: u64,
    /// Games read with at least one error (their rows have `ok: false`).
    errors: u64,
    positions: u64,
    /// Inputs that could not be read whole.
    unreadable: u64,
    files: Vec<FileJson>,
}

#[derive(Serialize)]
struct FileJson {
    table: &'static str,
    path: String,
    rows: u64,
}

pub(super) fn export(args: ExportArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let tables = prepare(&args)?;
    let by = args.partition_by.map(|p| match p {
        super::PartitionArg::Year => PartitionBy::Year,
        super::PartitionArg::Month => PartitionBy::Month,
    });
    let mut summary = Summary {
        games: 0,
        errors: 0,
        positions: 0,
        unreadable: 0,
        files: Vec::new(),
    };
    let want_positions = args.positions;
    // The rows go to a thread of their own that writes them: encoding
    // and compressing runs beside the reading threads, not between them.
    let (to_writer, from_readers) = std::sync::mpsc::sync_channel::<Vec<Made>>(4);
    let written = std::thread::scope(|scope| -> anyhow::Result<_> {
        let writer = scope.spawn(|| write_tables(&args, &tables, from_readers));
        let mut held = Vec::with_capacity(SENT);
        let read = each_game(
            &args.inputs,
            |item| {
                let file = item.file.to_string_lossy();
                let source = Source {
                    game: item.number,
                    file: &file,
                    offset: item.text.offset,
                };
                let rows = rows(source, &item.text, want_positions);
                Made {
                    partition: partition(&rows.game, by),
                    rows,
                }
            },
            |made| {
                let made = match made {
                    Ok(made) => made,
                    Err(unread) => {
                        summary.unreadable += 1;
                        return unread.say(&mut std::io::sink(), false);
                    }
                };
                summary.games += 1;
                summary.errors += u64::from(!made.rows.game.ok);
                summary.positions += made.rows.positions.len() as u64;
                held.push(made);
                if held.len() == SENT {
                    let sent = std::mem::replace(&mut held, Vec::with_capacity(SENT));
                    // A writer that stopped says why when it is joined.
                    to_writer
                        .send(sent)
                        .map_err(|_| anyhow::anyhow!("the writing thread stopped"))?;
                }
                Ok(())
            },
        );
        let _ = to_writer.send(held);
        drop(to_writer);
        // The writer's error first: reading stops when it stops.
        let written = writer
            .join()
            .map_err(|_| anyhow::anyhow!("the writing thread stopped"))??;
        read?;
        Ok(written)
    })?;
    summary.files = written;
    report(&args, &summary, started)?;
    Ok(crate::cmd::exit_status(summary.unreadable == 0))
}

/// Games handed to the writing thread at once.
const SENT: usize = 256;

/// Writes the rows received, in order, to the tables; the files written.
fn write_tables(
    args: &ExportArgs,
    tables: &[PathBuf; 2],
    rows: std::sync::mpsc::Receiver<Vec<Made>>,
) -> anyhow::Result<Vec<FileJson>> {
    let format = match args.to {
        super::ToArg::Parquet => Format::Parquet,
        super::ToArg::Ndjson => Format::Ndjson,
        super::ToArg::Csv => Format::Csv,
    };
    let games_layout = Layout {
        format,
        games_per_file: args.games_per_file,
        rows_per_group: 65_536,
    };
    // A positions file holds the positions of its games file's games.
    let positions_layout = Layout {
        rows_per_group: 1 << 16,
        ..games_layout
    };
    let mut games = Table::<GameRow>::new(&tables[0], games_layout);
    let mut positions = args
        .positions
        .then(|| Table::<GamePositions>::new(&tables[1], positions_layout));
    for made in rows.iter().flatten() {
        games.push(&made.partition, made.rows.game)?;
        if let Some(table) = &mut positions {
            table.push(&made.partition, made.rows.positions)?;
        }
    }
    let mut files = listed("games", &args.out, games.finish()?);
    if let Some(table) = positions {
        files.extend(listed("positions", &args.out, table.finish()?));
    }
    Ok(files)
}

/// The tables' folders, `OUT/games` and `OUT/positions`: refused when they
/// hold a table already, unless `--force` (then they are emptied first).
fn prepare(args: &ExportArgs) -> anyhow::Result<[PathBuf; 2]> {
    let tables = [args.out.join("games"), args.out.join("positions")];
    if args.out.exists() && !args.out.is_dir() {
        anyhow::bail!(
            "{}",
            say!(
                "cli-export-not-folder",
                out = args.out.display().to_string()
            )
        );
    }
    for table in &tables {
        if !rankfile_export::table::has_parts(table) {
            continue;
        }
        if !args.force {
            anyhow::bail!(
                "{}",
                say!("cli-export-exists", table = table.display().to_string())
            );
        }
        std::fs::remove_dir_all(table).map_err(|e| anyhow::anyhow!("{}: {e}", table.display()))?;
    }
    Ok(tables)
}

fn listed(table: &'static str, out: &Path, files: Vec<(PathBuf, u64)>) -> Vec<FileJson> {
    files
        .into_iter()
        .map(|(path, rows)| FileJson {
            table,
            path: path
                .strip_prefix(out)
                .unwrap_or(&path)
                .display()
                .to_string(),
            rows,
        })
        .collect()
}

/// The summary: JSON on standard output with `--json`, and a line on
/// standard error.
fn report(args: &ExportArgs, summary: &Summary, started: Instant) -> anyhow::Result<()> {
    if args.json {
        println!("{}", serde_json::to_string(summary)?);
    }
    let files = summary.files.len();
    let out = args.out.display().to_string();
    let seconds = format!("{:.2}", started.elapsed().as_secs_f64());
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
