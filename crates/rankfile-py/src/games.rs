//! `rankfile.pgn.read_games`: the games of files (or of bytes) as the
//! games table of `pgn export` (or its positions table), streamed through
//! the Arrow C stream interface, which pyarrow, polars and DuckDB read
//! without a copy. The games are read on rankfile's threads, out of the
//! GIL, a block of some hundreds at a time, and at most a few blocks are
//! held ahead of the reader: memory stays flat whatever the input's size.

use std::ffi::CString;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::time::{Duration, Instant};

use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use arrow_array::{ArrayRef, RecordBatch, RecordBatchReader, StringArray};
use arrow_schema::{ArrowError, SchemaRef};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyCapsule, PyList};
use rankfile_export::row::{GamePositions, GameRow, rows_of};
use rankfile_export::table::Row;
use rankfile_export::{NULL_PARTITION, PartitionBy, partition};
use rankfile_io::{BlockGames, Emitted, InputError, Reading, Silent};

/// Where the games are read from.
#[derive(Clone)]
enum Inputs {
    Files(Vec<PathBuf>),
    /// Bytes, each named `<bytes N>`.
    Bytes(Vec<(PathBuf, Arc<[u8]>)>),
}

/// The games of some PGN inputs as an Arrow table, read again each time
/// it is asked for (`__arrow_c_stream__`).
///
/// >>> import pathlib, tempfile, pyarrow as pa
/// >>> import rankfile.pgn
/// >>> path = pathlib.Path(tempfile.mkdtemp()) / "a.pgn"
/// >>> _ = path.write_text('[White "Ana"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n')
/// >>> games = rankfile.pgn.read_games(path)
/// >>> table = pa.table(games)
/// >>> table.num_rows, table["white"][0].as_py(), table["outcome"][0].as_py()
/// (1, 'Ana', 'checkmate')
/// >>> pa.table(rankfile.pgn.read_games(path, positions=True)).num_rows
/// 8
#[pyclass(module = "rankfile.pgn", frozen)]
pub struct Games {
    inputs: Inputs,
    threads: usize,
    positions: bool,
    partition_by: Option<PartitionBy>,
    skip_unreadable: bool,
    /// The inputs the last stream could not read whole, and why.
    unread: std::sync::Mutex<Vec<(String, String)>>,
    /// What the last stream said of inputs it read whole (bytes after a
    /// compressed input's last stream).
    warnings: std::sync::Mutex<Vec<(String, String)>>,
}

#[pymethods]
impl Games {
    /// A fresh stream of the table, as the Arrow PyCapsule interface asks
    /// (`requested_schema` is not needed: the schema is the table's).
    #[pyo3(signature = (requested_schema = None))]
    fn __arrow_c_stream__<'py>(
        slf: &Bound<'py, Self>,
        requested_schema: Option<PyObject>,
    ) -> PyResult<Bound<'py, PyCapsule>> {
        let _ = requested_schema;
        let reader = Stream::start(slf.get(), slf.clone().unbind(), on_main_thread(slf.py()))?;
        let stream = FFI_ArrowArrayStream::new(Box::new(reader));
        let name = CString::new("arrow_array_stream").unwrap_or_default();
        PyCapsule::new(slf.py(), stream, Some(name))
    }

    /// The inputs the last stream could not read whole, with why: with
    /// `errors="skip"`, the stream goes on without them.
    #[getter]
    fn unread(&self) -> Vec<(String, String)> {
        self.unread.lock().map(|u| u.clone()).unwrap_or_default()
    }

    /// What the last stream said of inputs it read whole, with the
    /// input: bytes after a compressed input's last complete stream
    /// (`trailing_bytes`), the games before them all read.
    #[getter]
    fn warnings(&self) -> Vec<(String, String)> {
        self.warnings.lock().map(|w| w.clone()).unwrap_or_default()
    }

    fn __repr__(&self) -> String {
        let n = match &self.inputs {
            Inputs::Files(files) => files.len(),
            Inputs::Bytes(bytes) => bytes.len(),
        };
        let table = if self.positions { "positions" } else { "games" };
        format!("<Games: the {table} table of {n} input(s)>")
    }
}

/// `read_games`: see `rankfile.pgn.read_games`.
#[pyfunction]
#[pyo3(signature = (source, *, threads = None, positions = false, partition_by = None, errors = "raise"))]
pub(crate) fn read_games(
    source: &Bound<'_, PyAny>,
    threads: Option<&Bound<'_, PyAny>>,
    positions: bool,
    partition_by: Option<&str>,
    errors: &str,
) -> PyResult<Games> {
    let partition_by = match (partition_by, positions) {
        (None, _) => None,
        (Some("year"), false) => Some(PartitionBy::Year),
        (Some("month"), false) => Some(PartitionBy::Month),
        (Some(_), true) => {
            return Err(PyValueError::new_err(
                "partition_by is for the games table: the positions table has no date",
            ));
        }
        (Some(other), false) => {
            return Err(PyValueError::new_err(format!(
                "partition_by is \"year\" or \"month\", not {other:?}"
            )));
        }
    };
    let skip_unreadable = match errors {
        "raise" => false,
        "skip" => true,
        other => {
            return Err(PyValueError::new_err(format!(
                "errors is \"raise\" or \"skip\", not {other:?}"
            )));
        }
    };
    let threads = threads_arg(threads)?;
    Ok(Games {
        inputs: inputs(source)?,
        threads,
        positions,
        partition_by,
        skip_unreadable,
        unread: std::sync::Mutex::new(Vec::new()),
        warnings: std::sync::Mutex::new(Vec::new()),
    })
}

/// The most threads `threads=` takes: more would only wait on each other.
const MAX_THREADS: i64 = 1024;

/// `threads=`: `None` for every core, else a whole number from 1 to
/// [`MAX_THREADS`], said in a `ValueError` (a `TypeError` for what is no
/// whole number) otherwise.
pub(crate) fn threads_arg(threads: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    let Some(threads) = threads.filter(|t| !t.is_none()) else {
        return Ok(std::thread::available_parallelism().map_or(1, |n| n.get()));
    };
    let said =
        || format!("threads is a number from 1 to {MAX_THREADS} (None: one a core), not {threads}");
    if !threads.is_instance_of::<pyo3::types::PyInt>() {
        return Err(PyTypeError::new_err(said()));
    }
    match threads.extract::<i64>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(usize::try_from(n).unwrap_or(1)),
        _ => Err(PyValueError::new_err(said())),
    }
}

/// The inputs `source` names: a path, bytes, PGN text given as a `str`,
/// or a list of them (paths, or texts and bytes).
fn inputs(source: &Bound<'_, PyAny>) -> PyResult<Inputs> {
    let items: Vec<Bound<'_, PyAny>> = match source.downcast::<PyList>() {
        Ok(list) => list.iter().collect(),
        Err(_) if source.is_instance_of::<pyo3::types::PyTuple>() => {
            source.try_iter()?.collect::<PyResult<_>>()?
        }
        Err(_) => vec![source.clone()],
    };
    let contents: Vec<Option<(PathBuf, Arc<[u8]>)>> = items
        .iter()
        .enumerate()
        .map(|(n, item)| held(n, item))
        .collect();
    if !items.is_empty() && contents.iter().all(Option::is_some) {
        return Ok(Inputs::Bytes(contents.into_iter().flatten().collect()));
    }
    let refused = || {
        PyTypeError::new_err(
            "the source is a path, bytes or PGN text, or a list of paths or of bytes and texts, not both",
        )
    };
    if contents.iter().any(Option::is_some) {
        return Err(refused());
    }
    let files = items
        .iter()
        .map(|item| item.extract::<PathBuf>())
        .collect::<PyResult<Vec<_>>>();
    files.map(Inputs::Files).map_err(|_| refused())
}

/// An input held in memory: bytes (`<bytes N>`), or PGN text given as a
/// `str` (`<text N>`), told from a path by what no file name holds (a
/// line end) or by how a game starts (`[`, a move number), when no such
/// file exists.
fn held(n: usize, item: &Bound<'_, PyAny>) -> Option<(PathBuf, Arc<[u8]>)> {
    if let Ok(bytes) = item.downcast::<PyBytes>() {
        return Some((
            PathBuf::from(format!("<bytes {}>", n + 1)),
            Arc::from(bytes.as_bytes()),
        ));
    }
    let text: String = item.extract().ok()?;
    let start = text.trim_start();
    let pgn = text.contains('\n') || start.starts_with('[') || start.starts_with("1.");
    (pgn && !std::path::Path::new(&text).exists()).then(|| {
        (
            PathBuf::from(format!("<text {}>", n + 1)),
            Arc::from(text.into_bytes()),
        )
    })
}

/// Whether this is Python's main thread, the one its signal handlers run
/// on.
fn on_main_thread(py: Python<'_>) -> bool {
    let ident = |name: &str| -> PyResult<u64> {
        let threading = py.import("threading")?;
        match name {
            "main" => threading
                .call_method0("main_thread")?
                .getattr("ident")?
                .extract(),
            _ => threading.call_method0("get_ident")?.extract(),
        }
    };
    matches!((ident("main"), ident("current")), (Ok(main), Ok(current)) if main == current)
}

/// A block's batch, or an input that could not be read whole.
type Block = Result<RecordBatch, ArrowError>;

/// The batches as the reading threads make them, in the inputs' order.
struct Stream {
    schema: SchemaRef,
    /// `None` once Ctrl-C ended the stream (the reading threads stop when
    /// it is dropped).
    batches: Option<Receiver<Block>>,
    /// When Python's signals were last looked at.
    checked: Instant,
    /// Python's main thread, where signals are handled, when the stream
    /// was asked for there: only a read on that thread looks at them (a
    /// consumer's own threads, DuckDB's, never take the GIL here).
    main_thread: Option<std::thread::ThreadId>,
}

/// How often a stream looks at Python's signals, whatever reads it: a
/// consumer in native code (`pa.table`) gives Python no chance to.
const SIGNALS_EVERY: Duration = Duration::from_millis(200);

impl Stream {
    /// Starts reading `games` on a thread of its own (which runs the
    /// reading threads), its batches sent as they are made.
    fn start(games: &Games, owner: Py<Games>, main: bool) -> PyResult<Stream> {
        let schema = block(Vec::new().into_iter(), games.positions, games.partition_by)
            .map_err(|e| PyValueError::new_err(e.to_string()))?
            .schema();
        // Two blocks a thread ahead, at most: memory stays flat.
        let (send, batches) = sync_channel(2 * games.threads);
        let inputs = games.inputs.clone();
        let (threads, positions, by) = (games.threads, games.positions, games.partition_by);
        let skip = games.skip_unreadable;
        if let Ok(mut warnings) = games.warnings.lock() {
            warnings.clear();
        }
        if let Ok(mut unread) = games.unread.lock() {
            unread.clear();
        }
        std::thread::Builder::new()
            .name("rankfile read_games".into())
            .spawn(move || produce(&inputs, (threads, positions, by), skip, &owner, &send))
            .map_err(|e| PyValueError::new_err(format!("cannot start a thread: {e}")))?;
        Ok(Stream {
            schema,
            batches: Some(batches),
            checked: Instant::now(),
            main_thread: main.then(|| std::thread::current().id()),
        })
    }
}

impl Iterator for Stream {
    type Item = Block;

    fn next(&mut self) -> Option<Block> {
        loop {
            let on_main = self.main_thread == Some(std::thread::current().id());
            if on_main && self.checked.elapsed() >= SIGNALS_EVERY {
                self.checked = Instant::now();
                if let Err(interrupt) = Python::with_gil(|py| py.check_signals()) {
                    return Some(Err(self.interrupted(interrupt)));
                }
            }
            // The producer hangs up after its last batch.
            match self.batches.as_ref()?.recv_timeout(SIGNALS_EVERY) {
                Ok(block) => return Some(block),
                Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }
}

impl Stream {
    /// Ctrl-C (or another signal Python raises for): the reading threads
    /// are stopped and the stream ends with an error; the signal is made
    /// pending again, so that Python raises `KeyboardInterrupt` as soon as
    /// the consumer hands control back (an exception set under a native
    /// consumer's feet would break it instead).
    fn interrupted(&mut self, interrupt: PyErr) -> ArrowError {
        self.batches = None;
        let said = interrupt.to_string();
        // SAFETY: PyErr_SetInterrupt only sets a flag; it may be called
        // with or without the GIL.
        #[allow(unsafe_code)]
        unsafe {
            pyo3::ffi::PyErr_SetInterrupt();
        }
        ArrowError::ExternalError(format!("{said}: read_games stopped by Ctrl-C").into())
    }
}

impl RecordBatchReader for Stream {
    fn schema(&self) -> SchemaRef {
        SchemaRef::clone(&self.schema)
    }
}

/// The inputs' names, and their bytes when they are held in memory.
fn named(inputs: &Inputs) -> (Vec<PathBuf>, Vec<&[u8]>) {
    match inputs {
        Inputs::Files(files) => (files.clone(), Vec::new()),
        Inputs::Bytes(bytes) => bytes.iter().map(|(n, b)| (n.clone(), &b[..])).unzip(),
    }
}

/// How `inputs` are read, on `threads`.
fn reading_of<'f>(
    inputs: &Inputs,
    files: &'f [PathBuf],
    contents: &'f [&'f [u8]],
    threads: usize,
) -> Reading<'f> {
    Reading {
        files,
        threads,
        before_stdin: &|| {},
        contents: matches!(inputs, Inputs::Bytes(_)).then_some(contents),
        encoding: None,
    }
}

/// `count_games`: see `rankfile.pgn.count_games`.
#[pyfunction]
#[pyo3(signature = (source, *, name = None, threads = None))]
pub(crate) fn count_games(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    name: Option<PathBuf>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let threads = threads_arg(threads)?;
    // Bytes alone (a Spark task's byte range) are counted where they lie,
    // not copied: the count ends before this call returns. `name` names
    // the input they come from in what is said of them.
    if let Ok(bytes) = source.downcast::<PyBytes>() {
        let name = name.unwrap_or_else(|| PathBuf::from("<bytes 1>"));
        let (files, contents) = ([name], [bytes.as_bytes()]);
        let reading = Reading {
            files: &files,
            threads,
            before_stdin: &|| {},
            contents: Some(&contents),
            encoding: None,
        };
        return py
            .allow_threads(|| count(&reading))
            .map_err(PyValueError::new_err);
    }
    if let Some(name) = name
        && source.extract::<PathBuf>().ok() != Some(name)
    {
        return Err(PyValueError::new_err(
            "name= names bytes: a path names itself",
        ));
    }
    let inputs = inputs(source)?;
    let (files, contents) = named(&inputs);
    let reading = reading_of(&inputs, &files, &contents, threads);
    py.allow_threads(|| count(&reading))
        .map_err(PyValueError::new_err)
}

/// How many games `reading` holds, cut as `read_games` cuts them and none
/// read; the first input that cannot be read whole is said.
fn count(reading: &Reading) -> Result<u64, String> {
    let mut games = 0;
    let mut unread = None;
    let work = |block: BlockGames| block.count() as u64;
    let counted = rankfile_io::each_block(reading, &mut Silent, work, |emitted| {
        match emitted {
            Emitted::Game(n) => games += n,
            Emitted::Unread { error, .. } if error.is_warning() => {}
            Emitted::Unread { file, error } => {
                unread = Some(unread_said(file, &error));
                anyhow::bail!("{} could not be read", file.display());
            }
        }
        Ok(())
    });
    match (unread, counted) {
        (Some(why), _) => Err(why),
        (None, Err(e)) => Err(e.to_string()),
        (None, Ok(_)) => Ok(games),
    }
}

/// Why `file` could not be read, naming it once: its message names it,
/// or, for a decompressor's own error, which does not, it goes first.
fn unread_said(file: &std::path::Path, error: &InputError) -> String {
    let why = error.said(&rankfile::text::English);
    match error.message() {
        Some(_) => why,
        None => format!("{}: {why}", file.display()),
    }
}

/// Reads the inputs and sends each block's batch; stops when the stream
/// is dropped (its receiver gone).
fn produce(
    inputs: &Inputs,
    (threads, positions, by): (usize, bool, Option<PartitionBy>),
    skip: bool,
    owner: &Py<Games>,
    send: &SyncSender<Block>,
) {
    let (files, contents) = named(inputs);
    let reading = reading_of(inputs, &files, &contents, threads);
    let work = |games: BlockGames| block(games, positions, by);
    let _ = rankfile_io::each_block(&reading, &mut Silent, work, |emitted| {
        let batch = match emitted {
            Emitted::Game(batch) => batch,
            Emitted::Unread { file, error } if error.is_warning() => {
                let why = format!(
                    "warning[{}]: {}",
                    error.code(),
                    error.said(&rankfile::text::English)
                );
                if let Ok(mut warnings) = owner.get().warnings.lock() {
                    warnings.push((file.display().to_string(), why));
                }
                return Ok(());
            }
            Emitted::Unread { file, error } => {
                let why = error.said(&rankfile::text::English);
                let name = file.display().to_string();
                if let Ok(mut unread) = owner.get().unread.lock() {
                    unread.push((name.clone(), why.clone()));
                }
                if skip {
                    return Ok(());
                }
                let hint = "read_games(..., errors=\"skip\") reads the other inputs and lists this one in .unread";
                let said = unread_said(file, &error);
                let error = ArrowError::ExternalError(format!("{said} ({hint})").into());
                let _ = send.send(Err(error));
                anyhow::bail!("{name} could not be read");
            }
        };
        send.send(batch)
            .map_err(|_| anyhow::anyhow!("the stream was dropped"))
    });
}

/// A block of games as one batch of the table, with the partition
/// columns `by` asks for.
fn block<'a>(
    games: impl Iterator<Item = rankfile_io::Item<'a>>,
    positions: bool,
    by: Option<PartitionBy>,
) -> Block {
    let mut game_rows = Vec::new();
    let mut position_rows = Vec::new();
    for item in games {
        let made = rows_of(&item, positions);
        match positions {
            false => game_rows.push(made.game),
            true => position_rows.push(made.positions),
        }
    }
    if positions {
        return GamePositions::batch(&position_rows);
    }
    let batch = GameRow::batch(&game_rows)?;
    match by {
        None => Ok(batch),
        Some(by) => with_partitions(batch, &game_rows, by),
    }
}

/// `batch` with the columns `pgn export --partition-by` writes as hive
/// folders: `year` (and, by month, `month`), as text (`"2024"`, `"03"`),
/// null where the date does not say.
fn with_partitions(batch: RecordBatch, rows: &[GameRow], by: PartitionBy) -> Block {
    let names: &[&str] = match by {
        PartitionBy::Year => &["year"],
        PartitionBy::Month => &["year", "month"],
    };
    let folders: Vec<String> = rows.iter().map(|row| partition(row, Some(by))).collect();
    let schema = batch.schema();
    let mut columns: Vec<(&str, ArrayRef, bool)> = (schema.fields().iter())
        .zip(batch.columns())
        .map(|(field, column)| {
            (
                field.name().as_str(),
                ArrayRef::clone(column),
                field.is_nullable(),
            )
        })
        .collect();
    for (i, name) in names.iter().enumerate() {
        let values = folders.iter().map(|folder| {
            let value = folder.split('/').nth(i)?.split_once('=')?.1;
            (value != NULL_PARTITION).then_some(value)
        });
        columns.push((name, Arc::new(values.collect::<StringArray>()), true));
    }
    RecordBatch::try_from_iter_with_nullable(columns)
}
