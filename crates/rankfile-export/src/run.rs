//! A whole export: the games of PGN inputs read over threads (with
//! `rankfile-io`), made into rows, a block of games at a time, on the
//! reading threads (and for Parquet into Arrow batches there too), and
//! written in the inputs' order by a thread of its own, into a games
//! table and optionally a positions table. The command line's
//! `pgn export` is this, with its messages.

use std::path::{Path, PathBuf};

use anyhow::Context;
use rankfile_io::{BlockGames, Emitted, InputError, Progress, Reading};

use crate::folder::Contents;
use crate::row::{GamePositions, GameRow, Rows, rows_of};
use crate::table::{Format, Layout, Row, Table};
use crate::{PartitionBy, RecordBatch, partition};

/// What to write, and how.
#[derive(Debug, Clone)]
pub struct Export {
    /// The folder the tables are written in: `out/games/part-00000.parquet`,
    /// `out/positions/…`. Its tables are expected to be empty (the command
    /// line refuses, or with `--force` empties, those that are not).
    pub out: PathBuf,
    /// The part files' format.
    pub format: Format,
    /// Whether to write the positions table too: a row a ply.
    pub positions: bool,
    /// Hive folders by year or month, from `UTCDate`, else `Date`.
    pub partition_by: Option<PartitionBy>,
    /// Games in a part file before the next is begun (at least one).
    pub games_per_file: usize,
}

impl Export {
    /// The tables' folders: `out/games` and `out/positions`.
    pub fn tables(&self) -> [PathBuf; 2] {
        [self.out.join("games"), self.out.join("positions")]
    }
}

/// Why an export cannot begin in its folder.
#[derive(Debug)]
pub enum NotReady {
    /// The output is a file, not a folder.
    NotFolder(PathBuf),
    /// An input lies in a table's folder, which the export would delete or
    /// mix with.
    InputInside {
        /// The input.
        input: PathBuf,
        /// The table's folder.
        table: PathBuf,
    },
    /// A table is there already, finished (`_SUCCESS`), and replacing it
    /// was not asked for.
    Exists(PathBuf),
    /// A table is there already, unfinished, and replacing it was not
    /// asked for.
    Unfinished(PathBuf),
    /// A table holds hidden temporary parts of an export that was killed
    /// (and no part file), and replacing it was not asked for.
    Orphaned(PathBuf, usize),
    /// A table to replace could not be removed.
    CannotRemove(PathBuf, std::io::Error),
}

/// What [`Export::prepare`] did to the tables' folders.
#[derive(Debug, Default)]
pub struct Prepared {
    /// Hidden temporary parts of a killed export, removed.
    pub orphans_removed: usize,
    /// Files in the tables' folders that no table wrote: kept where they
    /// are, for the caller to say.
    pub kept: Vec<PathBuf>,
}

impl Export {
    /// Makes the tables' folders ready for an export of `inputs`: refuses
    /// an output that is a file, an input inside a table's folder (with
    /// `replace` or not, by any name: a link, a hard link, standard input
    /// redirected from it), and tables already there unless `replace`.
    /// Replacing removes only what a table wrote (its parts, its
    /// `_SUCCESS`, the temporary parts a killed export left) and keeps
    /// any other file, listed in what it returns.
    ///
    /// # Errors
    ///
    /// Why the export cannot begin.
    pub fn prepare(&self, inputs: &[PathBuf], replace: bool) -> Result<Prepared, NotReady> {
        if self.out.exists() && !self.out.is_dir() {
            return Err(NotReady::NotFolder(self.out.clone()));
        }
        let tables = self.tables();
        let contents = tables.each_ref().map(|t| Contents::of(t));
        for (table, contents) in tables.iter().zip(&contents) {
            if let Some(input) = input_inside(inputs, table, contents) {
                let table = table.clone();
                return Err(NotReady::InputInside { input, table });
            }
        }
        let mut prepared = Prepared::default();
        for (table, contents) in tables.iter().zip(&contents) {
            if contents.parts.is_empty() && contents.orphans.is_empty() {
                prepared.kept.extend(contents.others.iter().cloned());
                continue;
            }
            if !replace {
                return Err(match (contents.parts.is_empty(), &contents.marker) {
                    (true, _) => NotReady::Orphaned(table.clone(), contents.orphans.len()),
                    (false, Some(_)) => NotReady::Exists(table.clone()),
                    (false, None) => NotReady::Unfinished(table.clone()),
                });
            }
            (contents.remove_table(table)).map_err(|e| NotReady::CannotRemove(table.clone(), e))?;
            prepared.orphans_removed += contents.orphans.len();
            prepared.kept.extend(contents.others.iter().cloned());
        }
        Ok(prepared)
    }
}

/// The first input that lies in the folder `table`, which writing the
/// table would delete or mix with: by its real path (links resolved), or
/// as a file of the folder by its identity (a hard link, or standard
/// input redirected from it, then named by its path in the folder).
fn input_inside(inputs: &[PathBuf], table: &Path, contents: &Contents) -> Option<PathBuf> {
    let real = table.canonicalize().ok();
    inputs.iter().find_map(|input| {
        if let Some(found) = rankfile_io::file_id(input).and_then(|id| contents.find(&id)) {
            return Some(match rankfile_io::is_stdin(input) {
                true => found.to_path_buf(),
                false => input.clone(),
            });
        }
        let real = real.as_ref()?;
        (!rankfile_io::is_stdin(input) && input.canonicalize().is_ok_and(|p| p.starts_with(real)))
            .then(|| input.clone())
    })
}

/// What an export read and wrote, also when it stopped before its end.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Exported {
    /// Games read (a row each in the games table).
    pub games: u64,
    /// Games read with at least one error (their rows have `ok` false).
    pub errors: u64,
    /// Rows of the positions table.
    pub positions: u64,
    /// Inputs that could not be read whole.
    pub unreadable: u64,
    /// The part files finished: their table (`games`, `positions`), their
    /// path under [`Export::out`], and their rows.
    pub files: Vec<(&'static str, PathBuf, u64)>,
    /// Whether every input was read whole and every table finished, and
    /// marked so (a `_SUCCESS` file in each).
    pub done: bool,
}

/// What the export asks its caller as it goes.
pub trait Watch {
    /// An input could not be read, or read to its end: the games read
    /// before the break are exported, and the export goes on with the
    /// next input (but the tables are not marked done). Also called with
    /// a warning ([`InputError::is_warning`]) for an input read whole.
    fn unread(&mut self, file: &Path, error: &InputError);

    /// Asked before each block of games is written: an error stops the
    /// export there (the user pressed Ctrl-C, say).
    fn keep_going(&mut self) -> anyhow::Result<()> {
        Ok(())
    }
}

/// Reads every game of `reading` and writes the tables `export` says,
/// marking them done when every input was read whole.
///
/// The tables are whole or marked unfinished: when the export stops (an
/// input that cannot be read does not stop it; a file that cannot be
/// written, or [`Watch::keep_going`], does), the part files finished are
/// kept and listed, the one being written is removed, and no table is
/// marked done.
///
/// # Errors
///
/// Why the export stopped, with what it had done by then.
///
/// ```
/// use rankfile_export::run::{Export, Watch, export};
/// use rankfile_export::table::Format;
/// use rankfile_io::{InputError, Reading, Silent};
///
/// struct Quiet;
/// impl Watch for Quiet {
///     fn unread(&mut self, _: &std::path::Path, _: &InputError) {}
/// }
///
/// let dir = std::env::temp_dir().join(format!("rankfile-run-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// let pgn = dir.join("a.pgn");
/// std::fs::write(&pgn, "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 *\n")?;
/// let files = [pgn];
/// let reading = Reading { files: &files, threads: 2, before_stdin: &|| {}, contents: None, encoding: None };
/// let options = Export {
///     out: dir.join("tables"),
///     format: Format::Ndjson,
///     positions: true,
///     partition_by: None,
///     games_per_file: 1_000_000,
/// };
/// let exported = export(&reading, &mut Silent, &options, &mut Quiet).map_err(|(_, e)| e)?;
/// assert_eq!((exported.games, exported.positions, exported.done), (2, 5, true));
/// assert!(dir.join("tables/games/_SUCCESS").exists());
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn export(
    reading: &Reading,
    progress: &mut dyn Progress,
    export: &Export,
    watch: &mut dyn Watch,
) -> Result<Exported, (Exported, anyhow::Error)> {
    let tables = export.tables();
    let mut exported = Exported::default();
    if let Err(e) = write(
        reading,
        progress,
        export,
        None,
        &tables,
        watch,
        &mut exported,
    ) {
        return Err((exported, e));
    }
    if exported.unreadable == 0 {
        for table in tables.iter().take(1 + usize::from(export.positions)) {
            if let Err(e) = crate::table::mark_done(table) {
                return Err((exported, e.into()));
            }
        }
        exported.done = true;
    }
    Ok(exported)
}

/// One task's share of an export that many tasks write into the same
/// tables (a Spark job's, say): a byte range of an input, its games
/// numbered and placed as the whole export numbers and places them, its
/// part files named by the task (see [`Table::for_task`]) so that no two
/// tasks write the same file. Nothing is refused or removed in the
/// tables' folders, and no table is marked done: the job's driver checks
/// the folders before the tasks run and marks the tables once they all
/// have finished. [`export_share`](crate::share::export_share) writes one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Share {
    /// The task's number, in the part files' names.
    pub task: u32,
    /// The games of the whole export before the share's first game: that
    /// game is numbered one more.
    pub games_before: u64,
    /// Where the share's bytes begin in its input: added to each game's
    /// offset.
    pub offset: u64,
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

/// What the reading threads send the writing thread: a block's rows, or
/// the end of the inputs (without it, the tables are abandoned).
enum Message {
    Block(Made),
    End,
}

/// Reads the inputs and writes the tables (as `share`'s part, if given);
/// `exported` counts what was read and lists the part files finished,
/// even when this fails.
pub(crate) fn write(
    reading: &Reading,
    progress: &mut dyn Progress,
    export: &Export,
    share: Option<&Share>,
    tables: &[PathBuf; 2],
    watch: &mut dyn Watch,
    exported: &mut Exported,
) -> anyhow::Result<()> {
    let batches = matches!(export.format, Format::Parquet);
    let (by, want_positions) = (export.partition_by, export.positions);
    // The rows go to a thread of their own that writes them: encoding
    // and compressing runs beside the reading threads, not between them.
    let (to_writer, from_readers) = std::sync::mpsc::sync_channel::<Message>(8);
    let (files, written) = std::thread::scope(|scope| {
        let task = share.map(|s| s.task);
        let writer = scope.spawn(move || write_tables(export, tables, task, from_readers));
        let shift = share.copied().unwrap_or_default();
        let read = rankfile_io::each_block(
            reading,
            progress,
            |games| make(games, &shift, by, want_positions, batches),
            |emitted| {
                watch.keep_going()?;
                let made = match emitted {
                    Emitted::Game(made) => made?,
                    Emitted::Unread { file, error } => {
                        // A warning (bytes after the last compressed
                        // stream) leaves the input read whole.
                        exported.unreadable += u64::from(!error.is_warning());
                        watch.unread(file, &error);
                        return Ok(());
                    }
                };
                exported.games += made.games;
                exported.errors += made.errors;
                exported.positions += made.positions;
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
    exported.files = files;
    written
}

/// A block's games as rows (and, with `batches`, as Arrow batches), by
/// partition, numbered and placed after what `shift` says comes before
/// them: the work of a reading thread.
fn make(
    games: BlockGames,
    shift: &Share,
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
    for mut item in games {
        item.number += shift.games_before;
        item.text.offset += shift.offset;
        let rows = rows_of(&item, positions);
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

/// The part files of a table, as [`Exported::files`] lists them.
type Listed = Vec<(&'static str, PathBuf, u64)>;

/// Writes the rows received, in order, to the tables, and finishes them
/// when the end of the inputs is received (as the part files of `task`,
/// if given); the part files finished, and whether all went well. A
/// table not finished keeps its finished parts and loses the part being
/// written (see [`Table::abandon`]).
fn write_tables(
    export: &Export,
    tables: &[PathBuf; 2],
    task: Option<u32>,
    rows: std::sync::mpsc::Receiver<Message>,
) -> (Listed, anyhow::Result<()>) {
    let games_layout = Layout {
        format: export.format,
        games_per_file: export.games_per_file,
        rows_per_group: 65_536,
    };
    // A positions file holds the positions of its games file's games.
    let positions_layout = Layout {
        rows_per_group: 1 << 16,
        ..games_layout
    };
    let mut games = named(Table::<GameRow>::new(&tables[0], games_layout), task);
    let mut positions = export.positions.then(|| {
        named(
            Table::<GamePositions>::new(&tables[1], positions_layout),
            task,
        )
    });
    let filled = fill(&mut games, positions.as_mut(), rows);
    let finished = filled.and_then(|ended| {
        if !ended {
            return Ok(None);
        }
        let games = games.finish()?;
        let positions = positions.as_mut().map(Table::finish).transpose()?;
        Ok(Some((games, positions.unwrap_or_default())))
    });
    let out = &export.out;
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

/// `table`, its part files named by `task` if given.
fn named<R: Row>(table: Table<R>, task: Option<u32>) -> Table<R> {
    match task {
        Some(task) => table.for_task(task),
        None => table,
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

/// The files of a table, their paths under `out`.
fn listed(table: &'static str, out: &Path, files: Vec<(PathBuf, u64)>) -> Listed {
    files
        .into_iter()
        .map(|(path, rows)| {
            let path = path
                .strip_prefix(out)
                .map_or(path.clone(), Path::to_path_buf);
            (table, path, rows)
        })
        .collect()
}
