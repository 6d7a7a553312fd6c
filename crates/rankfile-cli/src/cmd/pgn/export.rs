//! `rankfile pgn export`: the games as tables for databases (a games
//! table, and with `--positions` a positions table), in Parquet, NDJSON or
//! CSV part files. The rows are made on the reading threads, a block of
//! games at a time, and for Parquet made into Arrow batches there too; a
//! thread of its own writes them in the inputs' order.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context;
use rankfile_export::row::{GamePositions, GameRow, Rows, Source, rows};
use rankfile_export::table::{Format, Layout, Row, Table};
use rankfile_export::{PartitionBy, RecordBatch, partition};
use serde::Serialize;

use super::{Inputs, each_block};
use crate::i18n::say;
use rankfile_io::BlockGames;

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
    #[arg(long, value_name = "N", default_value_t = 1_000_000, value_parser = games_per_file)]
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

/// `--games-per-file N`: at least one.
fn games_per_file(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("{text:?} is not a number of games: give 1 or more")),
    }
}

/// A block's games made into what the tables are written from, by
/// partition.
struct Made {
    games: u64,
    errors: u64,
    positions: u64,
    /// Each partition the block's games go to, in the order first met,
    /// with its games in the inputs' order.
    parts: Vec<(String, Content)>,
}

/// A partition's share of a block.
enum Content {
    /// Rows, for NDJSON and CSV.
    Rows(Vec<Rows>),
    /// Arrow batches, for Parquet: the games, and the positions with
    /// where each game's rows end.
    Batches {
        games: RecordBatch,
        positions: Option<(RecordBatch, Vec<usize>)>,
    },
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
    let tables = prepare(&args)?;
    crate::interrupt::watch();
    let mut summary = Summary {
        ok: false,
        games: 0,
        errors: 0,
        positions: 0,
        unreadable: 0,
        files: Vec::new(),
        error: None,
    };
    let failed = write(&args, &tables, &mut summary).err();
    if failed.is_none() && summary.unreadable == 0 {
        for table in tables.iter().take(1 + usize::from(args.positions)) {
            rankfile_export::table::mark_done(table)?;
        }
        summary.ok = true;
    }
    summary.error = failed.as_ref().map(|e| ErrorJson {
        code: match e.is::<crate::interrupt::Interrupted>() {
            true => "interrupted",
            false => "write_failed",
        },
        message: format!("{e:#}"),
    });
    report(&args, &summary, failed.as_ref(), started)?;
    match failed {
        Some(e) if e.is::<crate::interrupt::Interrupted>() => Ok(ExitCode::from(130)),
        Some(_) => Ok(ExitCode::from(1)),
        None => Ok(crate::cmd::exit_status(summary.unreadable == 0)),
    }
}

/// What the reading threads send the writing thread: a block's rows, or
/// the end of the inputs (without it, the tables are abandoned).
enum Message {
    Block(Made),
    End,
}

/// Reads the inputs and writes the tables; `summary` counts what was
/// read and lists the part files finished, even when this fails.
fn write(args: &ExportArgs, tables: &[PathBuf; 2], summary: &mut Summary) -> anyhow::Result<()> {
    let by = args.partition_by.map(|p| match p {
        PartitionArg::Year => PartitionBy::Year,
        PartitionArg::Month => PartitionBy::Month,
    });
    let batches = matches!(args.to, ToArg::Parquet);
    let (want_positions, inputs) = (args.positions, &args.inputs);
    // The rows go to a thread of their own that writes them: encoding
    // and compressing runs beside the reading threads, not between them.
    let (to_writer, from_readers) = std::sync::mpsc::sync_channel::<Message>(8);
    let (files, written) = std::thread::scope(|scope| {
        let writer = scope.spawn(|| write_tables(args, tables, from_readers));
        let read = each_block(
            inputs,
            |games| make(games, by, want_positions, batches),
            |made| {
                crate::interrupt::check()?;
                let made = match made {
                    Ok(made) => made?,
                    Err(unread) => {
                        summary.unreadable += 1;
                        return unread.say(&mut std::io::sink(), false);
                    }
                };
                summary.games += made.games;
                summary.errors += made.errors;
                summary.positions += made.positions;
                // A writer that stopped says why when it is joined.
                to_writer
                    .send(Message::Block(made))
                    .map_err(|_| anyhow::anyhow!("the writing thread stopped"))
            },
        );
        if read.is_ok() {
            let _ = to_writer.send(Message::End);
        }
        drop(to_writer);
        // The writer's error first: reading stops when it stops.
        let (files, written) = writer.join().unwrap_or_else(|_| {
            (
                Vec::new(),
                Err(anyhow::anyhow!("the writing thread stopped")),
            )
        });
        (files, written.and(read.map(drop)))
    });
    summary.files = files;
    written
}
/// A block's games as rows (and, with `batches`, as Arrow batches), by
/// partition: the work of a reading thread.
fn make(
    games: BlockGames,
    by: Option<PartitionBy>,
    positions: bool,
    batches: bool,
) -> anyhow::Result<Made> {
    let mut made = Made {
        games: 0,
        errors: 0,
        positions: 0,
        parts: Vec::new(),
    };
    let mut parts: Vec<(String, Vec<Rows>)> = Vec::new();
    for item in games {
        let file = item.file.to_string_lossy();
        let source = Source {
            game: item.number,
            file: &file,
            offset: item.text.offset,
        };
        let rows = rows(source, &item.text, positions);
        made.games += 1;
        made.errors += u64::from(!rows.game.ok);
        made.positions += rows.positions.len() as u64;
        let partition = partition(&rows.game, by);
        match parts.iter_mut().find(|(p, _)| *p == partition) {
            Some((_, held)) => held.push(rows),
            None => parts.push((partition, vec![rows])),
        }
    }
    for (partition, held) in parts {
        let content = match batches {
            false => Content::Rows(held),
            true => {
                let games = held
                    .first()
                    .zip(held.last())
                    .map(|(a, b)| (a.game.game, b.game.game));
                batch(held, positions).with_context(|| match games {
                    Some((first, last)) => format!("the Arrow columns of games {first} to {last}"),
                    None => String::from("the Arrow columns of no game"),
                })?
            }
        };
        made.parts.push((partition, content));
    }
    Ok(made)
}

/// A partition's rows as Arrow batches.
fn batch(held: Vec<Rows>, positions: bool) -> anyhow::Result<Content> {
    let (games, at): (Vec<GameRow>, Vec<GamePositions>) =
        held.into_iter().map(|r| (r.game, r.positions)).unzip();
    let positions = match positions {
        false => None,
        true => {
            let ends = at
                .iter()
                .scan(0, |end, g| {
                    *end += g.len();
                    Some(*end)
                })
                .collect();
            Some((GamePositions::batch(&at)?, ends))
        }
    };
    Ok(Content::Batches {
        games: GameRow::batch(&games)?,
        positions,
    })
}

/// Writes the rows received, in order, to the tables, and finishes them
/// when the end of the inputs is received; the part files finished, and
/// whether all went well. A table not finished keeps its finished parts
/// and loses the part being written (see [`Table::abandon`]).
fn write_tables(
    args: &ExportArgs,
    tables: &[PathBuf; 2],
    rows: std::sync::mpsc::Receiver<Message>,
) -> (Vec<FileJson>, anyhow::Result<()>) {
    let format = match args.to {
        ToArg::Parquet => Format::Parquet,
        ToArg::Ndjson => Format::Ndjson,
        ToArg::Csv => Format::Csv,
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
    let filled = fill(&mut games, positions.as_mut(), rows);
    let finished = filled.and_then(|ended| {
        if !ended {
            return Ok(None);
        }
        let games = games.finish()?;
        let positions = positions.as_mut().map(Table::finish).transpose()?;
        Ok(Some((games, positions.unwrap_or_default())))
    });
    let out = &args.out;
    match finished {
        Ok(Some((g, p))) => {
            let mut files = listed("games", out, g);
            files.extend(listed("positions", out, p));
            (files, Ok(()))
        }
        // The reading stopped first (and says why), or a file failed.
        stopped => {
            let mut files = listed("games", out, games.abandon());
            if let Some(table) = positions {
                files.extend(listed("positions", out, table.abandon()));
            }
            (files, stopped.map(drop))
        }
    }
}

/// Pushes the rows received to the tables until the end of the inputs;
/// whether that end was received (else the reading stopped first).
///
/// # Errors
///
/// A part file that could not be written.
fn fill(
    games: &mut Table<GameRow>,
    mut positions: Option<&mut Table<GamePositions>>,
    rows: std::sync::mpsc::Receiver<Message>,
) -> anyhow::Result<bool> {
    for message in rows.iter() {
        let made = match message {
            Message::Block(made) => made,
            Message::End => return Ok(true),
        };
        for (partition, content) in made.parts {
            match content {
                Content::Rows(held) => {
                    for made in held {
                        games.push(&partition, made.game)?;
                        if let Some(table) = positions.as_deref_mut() {
                            table.push(&partition, made.positions)?;
                        }
                    }
                }
                Content::Batches {
                    games: batch,
                    positions: at,
                } => {
                    let ends: Vec<usize> = (1..=batch.num_rows()).collect();
                    games.push_batch(&partition, &batch, &ends)?;
                    if let (Some(table), Some((batch, ends))) = (positions.as_deref_mut(), at) {
                        table.push_batch(&partition, &batch, &ends)?;
                    }
                }
            }
        }
    }
    Ok(false)
}

/// The tables' folders, `OUT/games` and `OUT/positions`: refused when they
/// hold a table already, unless `--force` (then they are emptied first),
/// and when an input lies in them, `--force` or not.
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
        if let Some(input) = input_inside(&args.inputs.files, table) {
            anyhow::bail!(
                "{}",
                say!(
                    "cli-export-input-inside",
                    input = input.display().to_string(),
                    table = table.display().to_string()
                )
            );
        }
    }
    for table in &tables {
        if !rankfile_export::table::has_parts(table) {
            continue;
        }
        if !args.force {
            let table = table.display().to_string();
            match rankfile_export::table::is_done(Path::new(&table)) {
                true => anyhow::bail!("{}", say!("cli-export-exists", table = table)),
                false => anyhow::bail!("{}", say!("cli-export-unfinished", table = table)),
            }
        }
        std::fs::remove_dir_all(table).map_err(|e| anyhow::anyhow!("{}: {e}", table.display()))?;
    }
    Ok(tables)
}

/// The first input that lies in the folder `table` (by its real path:
/// links resolved), which writing the table would delete or mix with.
fn input_inside<'a>(inputs: &'a [PathBuf], table: &Path) -> Option<&'a PathBuf> {
    let table = table.canonicalize().ok()?;
    inputs
        .iter()
        .filter(|p| p.as_os_str() != "-")
        .find(|p| p.canonicalize().is_ok_and(|p| p.starts_with(&table)))
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
/// standard error; when the export `failed`, what was kept and why.
fn report(
    args: &ExportArgs,
    summary: &Summary,
    failed: Option<&anyhow::Error>,
    started: Instant,
) -> anyhow::Result<()> {
    if args.json {
        println!("{}", serde_json::to_string(summary)?);
    }
    if let Some(e) = failed {
        eprintln!("rankfile: {e:#}");
        let said = say!(
            "cli-export-stopped",
            files = summary.files.len(),
            out = args.out.display().to_string()
        );
        eprintln!("{said}");
        return Ok(());
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
