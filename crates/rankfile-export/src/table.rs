//! A table written as part files in a folder: `part-00000.parquet`,
//! `part-00001.parquet`, … in the inputs' order, or, partitioned, the same
//! under hive folders (`year=2024/month=01/`).
//!
//! Rows are held until a batch is full, then written; a Parquet writer
//! keeps the row group it is filling (compressed) until the group is
//! full. So memory is bounded by a batch and a row group for each
//! partition being written, whatever the input's size.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

use arrow_array::RecordBatch;
use arrow_schema::ArrowError;
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, ZstdLevel};
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use parquet::schema::types::ColumnPath;
use serde::Serialize;

use crate::Error;
use crate::row::{GamePositions, GameRow, PositionRow};

/// The file format of a table's parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Apache Parquet, zstd-compressed, typed: for DuckDB, Spark, pandas.
    Parquet,
    /// One JSON object a line.
    Ndjson,
    /// Comma-separated values with a header line. Moves are written
    /// space-separated; clocks, evaluations and tags as JSON text.
    Csv,
}

impl Format {
    /// The part files' extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Parquet => "parquet",
            Format::Ndjson => "ndjson",
            Format::Csv => "csv",
        }
    }
}

/// How a table's rows are cut into files.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    /// The files' format.
    pub format: Format,
    /// Games in a part file before the next is begun (for the positions
    /// table too: its part files hold the positions of the games table's
    /// part files of the same name).
    pub games_per_file: usize,
    /// Rows in a Parquet row group.
    pub rows_per_group: usize,
}

/// What a table is written from: a game's row, or a game's positions
/// (many rows).
pub trait Row: Sized {
    /// One row, as NDJSON and CSV write it.
    type Line: Serialize + Clone;

    /// The rows of `units` as an Arrow batch (for none, the table's
    /// schema).
    ///
    /// # Errors
    ///
    /// Arrow's, which the batch builders do not meet in practice.
    fn batch(units: &[Self]) -> Result<RecordBatch, ArrowError>;

    /// Its rows, one by one.
    fn lines(&self) -> Vec<Cow<'_, Self::Line>>;

    /// How many rows it holds.
    fn count(&self) -> u64;

    /// How many are held and written as one batch: enough that a batch
    /// costs little, few enough that its buffers stay under a megabyte
    /// and are reused, not asked of the system (and zeroed) each time.
    const BATCH: usize;

    /// The columns whose values rarely repeat: a dictionary would cost
    /// time and save nothing, so Parquet writes them plain.
    const UNIQUE: &'static [&'static str];

    /// The columns no query prunes by (moves, positions' text): their
    /// minimum and maximum are not worth computing for each value.
    const UNSORTED: &'static [&'static str];
}

impl Row for GameRow {
    type Line = GameRow;
    const BATCH: usize = 1024;

    const UNIQUE: &'static [&'static str] =
        &["game", "offset", "final_fen", "start_fen", "parse_error"];
    const UNSORTED: &'static [&'static str] = &[
        "moves_san.list.item",
        "moves_uci.list.item",
        "clocks.list.item",
        "evals.list.item.cp",
        "evals.list.item.mate",
        "tags.entries.keys",
        "tags.entries.values",
        "final_fen",
        "start_fen",
        "parse_error",
    ];

    fn batch(rows: &[Self]) -> Result<RecordBatch, ArrowError> {
        crate::batch::games(rows)
    }

    fn lines(&self) -> Vec<Cow<'_, GameRow>> {
        vec![Cow::Borrowed(self)]
    }

    fn count(&self) -> u64 {
        1
    }
}

impl Row for GamePositions {
    type Line = PositionRow;
    // About 80 positions a game.
    const BATCH: usize = 64;

    const UNIQUE: &'static [&'static str] = &["fen", "polyglot"];
    const UNSORTED: &'static [&'static str] = &["fen", "san", "uci"];

    fn batch(games: &[Self]) -> Result<RecordBatch, ArrowError> {
        crate::batch::positions(games)
    }

    fn lines(&self) -> Vec<Cow<'_, PositionRow>> {
        self.rows().into_iter().map(Cow::Owned).collect()
    }

    fn count(&self) -> u64 {
        self.len() as u64
    }
}

/// The size a Parquet page is written at.
const PAGE: usize = 256 << 10;

/// One table being written under its folder.
pub struct Table<R: Row> {
    dir: PathBuf,
    layout: Layout,
    /// The open part of each partition (`""` when not partitioned).
    parts: BTreeMap<String, Part<R>>,
    /// Every file written, with its rows.
    written: Vec<(PathBuf, u64)>,
    /// What the part files' names begin with: `part-`, or with the task
    /// that writes them, `part-00003-`.
    prefix: String,
}

/// The file of a partition being written, and the rows held for it.
struct Part<R> {
    folder: PathBuf,
    /// The table's [`Table::prefix`].
    prefix: String,
    held: Vec<R>,
    writer: Option<OpenFile>,
    /// The number of the next part file.
    next: usize,
}

/// A part file being written, under a hidden temporary name until it is
/// closed: dropped unclosed (an error, Ctrl-C), it is removed, and no
/// reader ever sees half a file under a part's name.
struct OpenFile {
    writer: Writer,
    /// The name it takes when whole.
    path: PathBuf,
    /// The temporary file, removed when dropped.
    temporary: tempfile::TempPath,
    /// The games written to it.
    games: usize,
    /// The table rows written to it.
    rows: u64,
}

enum Writer {
    Parquet(ArrowWriter<BufWriter<File>>),
    Ndjson(BufWriter<File>),
    /// The writer, and the columns' names in order.
    Csv(csv::Writer<BufWriter<File>>, Vec<String>),
}

impl<R: Row> Table<R> {
    /// A table written under `dir` (created if missing).
    pub fn new(dir: impl Into<PathBuf>, layout: Layout) -> Table<R> {
        Table {
            dir: dir.into(),
            layout,
            parts: BTreeMap::new(),
            written: Vec::new(),
            prefix: String::from("part-"),
        }
    }

    /// The table written as one task's share of a table that many tasks
    /// write in the same folder (a Spark job's): its part files are named
    /// `part-00003-00000.parquet`, `part-00003-00001.parquet`, … for task
    /// 3, so that no two tasks write the same file, and the files sort in
    /// the tasks' order.
    ///
    /// ```
    /// use rankfile_export::row::GameRow;
    /// use rankfile_export::table::{Format, Layout, Table};
    ///
    /// let dir = std::env::temp_dir().join(format!("rankfile-task-doc-{}", std::process::id()));
    /// let layout = Layout { format: Format::Ndjson, games_per_file: 1, rows_per_group: 1 };
    /// let mut table = Table::new(&dir, layout).for_task(3);
    /// table.push("", GameRow::default())?;
    /// table.push("", GameRow::default())?;
    /// let names: Vec<_> = table.finish()?.into_iter().map(|(path, _)| path).collect();
    /// assert_eq!(names, [dir.join("part-00003-00000.ndjson"), dir.join("part-00003-00001.ndjson")]);
    /// # std::fs::remove_dir_all(&dir)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn for_task(mut self, task: u32) -> Table<R> {
        self.prefix = format!("part-{task:05}-");
        self
    }

    /// Adds a row to the partition `partition` (a relative folder such as
    /// `year=2024/month=01`, or `""`).
    ///
    /// # Errors
    ///
    /// A file that cannot be created or written.
    pub fn push(&mut self, partition: &str, row: R) -> Result<(), Error> {
        let layout = self.layout;
        let Some(part) = part(&mut self.parts, &self.dir, &self.prefix, partition) else {
            return Ok(());
        };
        part.held.push(row);
        if part.held.len() >= R::BATCH {
            part.write_held(layout, &mut self.written)?;
        }
        Ok(())
    }

    /// Adds rows already made into an Arrow batch (by [`Row::batch`], on
    /// the threads that read the games) to the partition `partition`:
    /// `game_ends[i]` is the row where the batch's game `i` ends, so that
    /// part files are cut between games. For Parquet tables.
    ///
    /// # Errors
    ///
    /// A file that cannot be created or written; a table of another
    /// format; `game_ends` that do not go up to the batch's last row (then
    /// nothing is written).
    pub fn push_batch(
        &mut self,
        partition: &str,
        batch: &RecordBatch,
        game_ends: &[usize],
    ) -> Result<(), Error> {
        if self.layout.format != Format::Parquet {
            return Err(parquet_only());
        }
        if game_ends.windows(2).any(|w| w[0] > w[1])
            || game_ends.last().copied().unwrap_or(0) != batch.num_rows()
        {
            return Err(Error::Arrow(ArrowError::InvalidArgumentError(
                "the games' ends must go up to the batch's last row".into(),
            )));
        }
        if game_ends.is_empty() {
            return Ok(());
        }
        let layout = self.layout;
        let Some(part) = part(&mut self.parts, &self.dir, &self.prefix, partition) else {
            return Ok(());
        };
        let written = &mut self.written;
        // Rows pushed one by one go first: the inputs' order is kept.
        part.write_held(layout, written)?;
        part.write_games(layout, written, game_ends.len(), |writer, games| {
            let start = games.start.checked_sub(1).map_or(0, |g| game_ends[g]);
            let end = game_ends[games.end - 1];
            writer.write_batch(&batch.slice(start, end - start))?;
            Ok((end - start) as u64)
        })?;
        Ok(())
    }

    /// Writes what is held and closes every file; returns the files
    /// written, with their rows. A table that received no row is one
    /// empty file, so that readers find its schema.
    ///
    /// # Errors
    ///
    /// A file that cannot be written or closed; the table may then be
    /// [abandoned](Self::abandon), its files closed so far kept.
    pub fn finish(&mut self) -> Result<Vec<(PathBuf, u64)>, Error> {
        if self.parts.is_empty() {
            let mut part = Part::<R>::new(&self.dir, &self.prefix, "");
            part.open(self.layout)?;
            self.parts.insert(String::new(), part);
        }
        for part in self.parts.values_mut() {
            part.write_held(self.layout, &mut self.written)?;
            part.close(&mut self.written)?;
        }
        self.written.sort();
        Ok(std::mem::take(&mut self.written))
    }

    /// Stops writing the table: the part files being written are removed,
    /// those already whole are kept; returns these, with their rows. No
    /// [`DONE`] marker is written, so readers and the next run know the
    /// table is not whole.
    pub fn abandon(self) -> Vec<(PathBuf, u64)> {
        let mut written = self.written;
        written.sort();
        written
    }
}

/// The file a finished table holds at its root, as Spark and Hadoop write
/// it: a table without it was not written to its end.
pub const DONE: &str = "_SUCCESS";

/// Marks the table in `dir` as whole: writes its empty [`DONE`] file.
/// Call it once every part is finished and every input was read.
///
/// # Errors
///
/// The file could not be written.
pub fn mark_done(dir: &Path) -> Result<(), Error> {
    let path = dir.join(DONE);
    File::create(&path)
        .and_then(|f| f.sync_all())
        .map_err(|e| Error::Io(path, e))
}

/// Whether the table in `dir` was written to its end (holds [`DONE`]).
pub fn is_done(dir: &Path) -> bool {
    dir.join(DONE).is_file()
}

/// Creates a part's hidden temporary file in `folder`, readable by all
/// as a file made by `File::create` usually is.
fn temporary(folder: &Path, name: &str) -> std::io::Result<tempfile::NamedTempFile> {
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    builder.tempfile_in(folder)
}

/// Why an Arrow batch is not written to an NDJSON or CSV table.
fn parquet_only() -> Error {
    Error::Arrow(ArrowError::InvalidArgumentError(
        "Arrow batches are written to Parquet tables only".into(),
    ))
}

/// The partition `partition` of the table in `dir`, begun if new
/// (without a new string for each row).
fn part<'a, R: Row>(
    parts: &'a mut BTreeMap<String, Part<R>>,
    dir: &Path,
    prefix: &str,
    partition: &str,
) -> Option<&'a mut Part<R>> {
    if !parts.contains_key(partition) {
        let part = Part::new(dir, prefix, partition);
        parts.insert(partition.to_string(), part);
    }
    parts.get_mut(partition)
}

impl<R: Row> Part<R> {
    /// The partition `partition` of the table in `dir`, nothing written,
    /// its files' names beginning with `prefix`.
    fn new(dir: &Path, prefix: &str, partition: &str) -> Part<R> {
        Part {
            folder: dir.join(partition),
            prefix: prefix.to_string(),
            held: Vec::new(),
            writer: None,
            next: 0,
        }
    }

    /// Writes the rows held, beginning new files as they fill.
    fn write_held(
        &mut self,
        layout: Layout,
        written: &mut Vec<(PathBuf, u64)>,
    ) -> Result<(), Error> {
        let mut rows = std::mem::take(&mut self.held);
        self.write_games(layout, written, rows.len(), |writer, games| {
            let rows = &rows[games];
            writer.write(rows)?;
            Ok(rows.iter().map(R::count).sum())
        })?;
        // The buffer's room is kept for the next rows.
        rows.clear();
        self.held = rows;
        Ok(())
    }

    /// Writes `games` games, beginning new files as they fill: `write`
    /// writes the games of a range to a file and says how many table rows
    /// they made.
    fn write_games(
        &mut self,
        layout: Layout,
        written: &mut Vec<(PathBuf, u64)>,
        games: usize,
        mut write: impl FnMut(&mut Writer, Range<usize>) -> Result<u64, Error>,
    ) -> Result<(), Error> {
        let mut done = 0;
        while done < games {
            if self.writer.is_none() {
                self.open(layout)?;
            }
            let Some(open) = &mut self.writer else {
                break;
            };
            let room = layout.games_per_file.saturating_sub(open.games).max(1);
            let next = done + room.min(games - done);
            open.rows += write(&mut open.writer, done..next).map_err(|e| e.at(&open.path))?;
            open.games += next - done;
            done = next;
            if open.games >= layout.games_per_file {
                self.close(written)?;
            }
        }
        Ok(())
    }

    /// Begins the partition's next part file.
    fn open(&mut self, layout: Layout) -> Result<(), Error> {
        let name = format!(
            "{}{:05}.{}",
            self.prefix,
            self.next,
            layout.format.extension()
        );
        let path = self.folder.join(&name);
        self.next += 1;
        std::fs::create_dir_all(&self.folder).map_err(|e| Error::Io(self.folder.clone(), e))?;
        // `.part-00000.parquet.XXXXXX.tmp`: readers skip hidden files.
        let (file, temporary) = temporary(&self.folder, &name)
            .map_err(|e| Error::Io(path.clone(), e))?
            .into_parts();
        let out = BufWriter::with_capacity(1 << 20, file);
        let writer = Writer::open::<R>(out, layout).map_err(|e| e.at(&path))?;
        self.writer = Some(OpenFile {
            writer,
            path,
            temporary,
            games: 0,
            rows: 0,
        });
        Ok(())
    }

    fn close(&mut self, written: &mut Vec<(PathBuf, u64)>) -> Result<(), Error> {
        if let Some(open) = self.writer.take() {
            open.writer.close().map_err(|e| e.at(&open.path))?;
            open.temporary
                .persist(&open.path)
                .map_err(|e| Error::Io(open.path.clone(), e.error))?;
            written.push((open.path, open.rows));
        }
        Ok(())
    }
}

impl Writer {
    fn open<R: Row>(out: BufWriter<File>, layout: Layout) -> Result<Writer, Error> {
        Ok(match layout.format {
            Format::Parquet => {
                let mut properties = WriterProperties::builder()
                    .set_compression(Compression::ZSTD(ZstdLevel::try_new(1)?))
                    .set_max_row_group_row_count(Some(layout.rows_per_group))
                    // Pages of 256 KiB, not 1 MiB: each column's buffers
                    // stay small, and are not grown by doubling (and
                    // faulted in afresh) again and again.
                    .set_data_page_size_limit(PAGE)
                    .set_dictionary_page_size_limit(PAGE)
                    .set_created_by(format!("rankfile {}", env!("CARGO_PKG_VERSION")));
                for column in R::UNIQUE {
                    let path = ColumnPath::new(column.split('.').map(String::from).collect());
                    properties = properties.set_column_dictionary_enabled(path, false);
                }
                for column in R::UNSORTED {
                    let path = ColumnPath::new(column.split('.').map(String::from).collect());
                    properties =
                        properties.set_column_statistics_enabled(path, EnabledStatistics::None);
                }
                let properties = properties.build();
                let schema = R::batch(&[])?.schema();
                Writer::Parquet(ArrowWriter::try_new(out, schema, Some(properties))?)
            }
            Format::Ndjson => Writer::Ndjson(out),
            Format::Csv => {
                let mut csv = csv::Writer::from_writer(out);
                let schema = R::batch(&[])?.schema();
                let columns: Vec<String> =
                    schema.fields().iter().map(|f| f.name().clone()).collect();
                csv.write_record(&columns)?;
                Writer::Csv(csv, columns)
            }
        })
    }

    /// Writes a batch of rows to a Parquet file.
    fn write_batch(&mut self, batch: &RecordBatch) -> Result<(), Error> {
        match self {
            Writer::Parquet(writer) => Ok(writer.write(batch)?),
            Writer::Ndjson(_) | Writer::Csv(..) => Err(parquet_only()),
        }
    }

    fn write<R: Row>(&mut self, rows: &[R]) -> Result<(), Error> {
        match self {
            Writer::Parquet(writer) => writer.write(&R::batch(rows)?)?,
            Writer::Ndjson(out) => {
                for line in rows.iter().flat_map(R::lines) {
                    serde_json::to_writer(&mut *out, &line)?;
                    out.write_all(b"\n").map_err(Error::Write)?;
                }
            }
            Writer::Csv(csv, columns) => {
                for line in rows.iter().flat_map(R::lines) {
                    csv.write_record(cells(&line, columns)?)?;
                }
            }
        }
        Ok(())
    }

    fn close(self) -> Result<(), Error> {
        let out = match self {
            Writer::Parquet(writer) => writer.into_inner()?,
            Writer::Ndjson(out) => out,
            Writer::Csv(csv, _) => csv.into_inner().map_err(|e| Error::Write(e.into_error()))?,
        };
        out.into_inner()
            .map_err(|e| Error::Write(e.into_error()))?
            .sync_all()
            .map_err(Error::Write)
    }
}

/// A row's CSV cells, in the columns' order: text as it is, a list of
/// texts (the moves) separated by spaces, other lists and the tags as
/// JSON, nothing for a null.
fn cells(row: &impl Serialize, columns: &[String]) -> Result<Vec<String>, Error> {
    use serde_json::Value;
    let serde_json::Value::Object(mut object) = serde_json::to_value(row)? else {
        return Ok(Vec::new());
    };
    let cell = |value: Value| match value {
        Value::Null => String::new(),
        Value::String(text) => text,
        Value::Array(items) if items.iter().all(Value::is_string) => {
            let texts: Vec<&str> = items.iter().filter_map(Value::as_str).collect();
            texts.join(" ")
        }
        other => other.to_string(),
    };
    Ok(columns
        .iter()
        .map(|name| object.remove(name).map(cell).unwrap_or_default())
        .collect())
}
