//! `rankfile.pgn.export`: `rankfile pgn export` from Python, the whole
//! export of `rankfile_export::run` on rankfile's threads, the GIL let go
//! while it runs.

use std::path::{Path, PathBuf};

use pyo3::exceptions::{
    PyFileExistsError, PyNotADirectoryError, PyOSError, PyTypeError, PyValueError,
};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};
use rankfile_export::PartitionBy;
use rankfile_export::run::{self, Export, Exported, NotReady, Watch};
use rankfile_export::share::{self, Share};
use rankfile_export::table::Format;
use rankfile_io::{InputError, Reading, Silent};

/// How the export is watched from Python: inputs that cannot be read are
/// kept to be listed, and Ctrl-C (a signal Python holds) stops it.
struct Watched {
    unread: Vec<(String, String)>,
    /// Warnings of inputs read whole (bytes after a compressed stream).
    warnings: Vec<(String, String)>,
    interrupted: Option<PyErr>,
}

impl Watch for Watched {
    fn unread(&mut self, file: &Path, error: &InputError) {
        let message = error.said(&rankfile::text::English);
        let list = match error.is_warning() {
            true => &mut self.warnings,
            false => &mut self.unread,
        };
        list.push((file.display().to_string(), message));
    }

    fn keep_going(&mut self) -> anyhow::Result<()> {
        let signalled = Python::with_gil(|py| py.check_signals());
        match signalled {
            Ok(()) => Ok(()),
            Err(e) => {
                self.interrupted = Some(e);
                anyhow::bail!("interrupted")
            }
        }
    }
}

fn not_ready(why: NotReady) -> PyErr {
    let shown = |p: &Path| p.display().to_string();
    match why {
        NotReady::NotFolder(out) => {
            PyNotADirectoryError::new_err(format!("{} is a file, not a folder", shown(&out)))
        }
        NotReady::InputInside { input, table } => PyValueError::new_err(format!(
            "the input {} lies in the table {}, which the export would write over",
            shown(&input),
            shown(&table)
        )),
        NotReady::Exists(table) => PyFileExistsError::new_err(format!(
            "{} holds a table already: pass replace=True to replace it",
            shown(&table)
        )),
        NotReady::Unfinished(table) => PyFileExistsError::new_err(format!(
            "{} holds an unfinished table: pass replace=True to replace it",
            shown(&table)
        )),
        NotReady::Orphaned(table, files) => PyFileExistsError::new_err(format!(
            "{} holds {files} temporary part files of an export that was killed: pass replace=True to remove them",
            shown(&table)
        )),
        NotReady::CannotRemove(table, e) => PyOSError::new_err(format!("{}: {e}", shown(&table))),
    }
}

/// The summary `pgn export --json` prints, as a dict.
fn summary<'py>(
    py: Python<'py>,
    exported: &Exported,
    watched: &Watched,
    error: Option<String>,
) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    out.set_item("ok", exported.done)?;
    out.set_item("games", exported.games)?;
    out.set_item("errors", exported.errors)?;
    out.set_item("positions", exported.positions)?;
    out.set_item("unreadable", exported.unreadable)?;
    let files = PyList::empty(py);
    for (table, path, rows) in &exported.files {
        let file = PyDict::new(py);
        file.set_item("table", *table)?;
        file.set_item("path", path.display().to_string())?;
        file.set_item("rows", *rows)?;
        files.append(file)?;
    }
    out.set_item("files", files)?;
    for (key, listed) in [("unread", &watched.unread), ("warnings", &watched.warnings)] {
        let list = PyList::empty(py);
        for (file, message) in listed {
            let item = PyDict::new(py);
            item.set_item("file", file)?;
            item.set_item("message", message)?;
            list.append(item)?;
        }
        out.set_item(key, list)?;
    }
    if let Some(message) = error {
        out.set_item("error", message)?;
    }
    Ok(out)
}

/// The export's options, checked.
fn options(
    out: PathBuf,
    to: &str,
    positions: bool,
    partition_by: Option<&str>,
    games_per_file: usize,
) -> PyResult<Export> {
    let format = match to {
        "parquet" => Format::Parquet,
        "ndjson" => Format::Ndjson,
        "csv" => Format::Csv,
        other => {
            return Err(PyValueError::new_err(format!(
                "to is \"parquet\", \"ndjson\" or \"csv\", not {other:?}"
            )));
        }
    };
    let partition_by = match partition_by {
        None => None,
        Some("year") => Some(PartitionBy::Year),
        Some("month") => Some(PartitionBy::Month),
        Some(other) => {
            return Err(PyValueError::new_err(format!(
                "partition_by is \"year\" or \"month\", not {other:?}"
            )));
        }
    };
    if games_per_file == 0 {
        return Err(PyValueError::new_err("games_per_file is 1 or more"));
    }
    Ok(Export {
        out,
        format,
        positions,
        partition_by,
        games_per_file,
    })
}

/// Runs `export` (the GIL let go) and says what it did as
/// `pgn export --json` does; Ctrl-C raises `KeyboardInterrupt`.
fn run<'py>(
    py: Python<'py>,
    export: impl FnOnce(&mut Watched) -> Result<Exported, (Exported, anyhow::Error)> + Send,
) -> PyResult<Bound<'py, PyDict>> {
    let mut watched = Watched {
        unread: Vec::new(),
        warnings: Vec::new(),
        interrupted: None,
    };
    let result = py.allow_threads(|| export(&mut watched));
    match result {
        Ok(exported) => summary(py, &exported, &watched, None),
        Err((exported, e)) => match watched.interrupted.take() {
            Some(interrupted) => Err(interrupted),
            None => summary(py, &exported, &watched, Some(format!("{e:#}"))),
        },
    }
}

/// How an export reads `files` (held in `contents`, when given) on
/// `threads`.
fn reading<'a>(
    files: &'a [PathBuf],
    contents: Option<&'a [&'a [u8]]>,
    threads: usize,
) -> Reading<'a> {
    Reading {
        files,
        threads: threads.max(1),
        before_stdin: &|| {},
        contents,
        encoding: None,
    }
}

/// Reads the games of `inputs` and writes them as tables in `out`; see
/// `rankfile.pgn.export`.
#[pyfunction]
#[pyo3(signature = (inputs, out, *, to = "parquet", positions = false, partition_by = None, games_per_file = 1_000_000, threads = None, replace = false))]
#[allow(clippy::too_many_arguments)]
pub fn export<'py>(
    py: Python<'py>,
    inputs: Vec<PathBuf>,
    out: PathBuf,
    to: &str,
    positions: bool,
    partition_by: Option<&str>,
    games_per_file: usize,
    threads: Option<&Bound<'_, PyAny>>,
    replace: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let options = options(out, to, positions, partition_by, games_per_file)?;
    options.prepare(&inputs, replace).map_err(not_ready)?;
    let threads = crate::games::threads_arg(threads)?;
    run(py, |watched| {
        let reading = reading(&inputs, None, threads);
        run::export(&reading, &mut Silent, &options, watched)
    })
}

/// Writes the games of `source` (bytes: a byte range of the input `name`
/// that begins at `offset`; or an input's path) into the tables in `out`
/// as task `task`'s share of them; see `rankfile.pgn.export_share`.
#[pyfunction]
#[pyo3(signature = (source, out, *, task, name = None, games_before = 0, offset = 0, to = "parquet", positions = false, partition_by = None, games_per_file = 1_000_000, threads = None))]
#[allow(clippy::too_many_arguments)]
pub fn export_share<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    out: PathBuf,
    task: u32,
    name: Option<PathBuf>,
    games_before: u64,
    offset: u64,
    to: &str,
    positions: bool,
    partition_by: Option<&str>,
    games_per_file: usize,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let options = options(out, to, positions, partition_by, games_per_file)?;
    if options.out.exists() && !options.out.is_dir() {
        return Err(not_ready(NotReady::NotFolder(options.out)));
    }
    let (data, files) = match source.downcast::<PyBytes>() {
        Ok(bytes) => match name {
            Some(name) => (Some(bytes.as_bytes()), [name]),
            None => {
                return Err(PyTypeError::new_err(
                    "name the input the bytes come from: name=",
                ));
            }
        },
        Err(_) => {
            let path: PathBuf = source.extract().map_err(|_| {
                PyTypeError::new_err(
                    "the source is bytes (a byte range of an input) or an input's path",
                )
            })?;
            if name.as_ref().is_some_and(|name| *name != path) {
                return Err(PyValueError::new_err(
                    "a path names itself in the file column: name= is for bytes",
                ));
            }
            (None, [path])
        }
    };
    // A task runs beside others: one thread unless told.
    let threads = match threads.filter(|t| !t.is_none()) {
        None => 1,
        told => crate::games::threads_arg(told)?,
    };
    let share = Share {
        task,
        games_before,
        offset,
    };
    run(py, |watched| {
        let contents = data.map(|data| [data]);
        let reading = reading(&files, contents.as_ref().map(|c| c.as_slice()), threads);
        share::export_share(&reading, &mut Silent, &options, &share, watched)
    })
}
