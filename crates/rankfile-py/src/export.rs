//! `rankfile.pgn.export`: `rankfile pgn export` from Python, the whole
//! export of `rankfile_export::run` on rankfile's threads, the GIL let go
//! while it runs.

use std::path::{Path, PathBuf};

use pyo3::exceptions::{PyFileExistsError, PyNotADirectoryError, PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rankfile_export::PartitionBy;
use rankfile_export::run::{self, Export, Exported, NotReady, Watch};
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
    let options = Export {
        out,
        format,
        positions,
        partition_by,
        games_per_file,
    };
    options.prepare(&inputs, replace).map_err(not_ready)?;
    let threads = crate::games::threads_arg(threads)?;
    let mut watched = Watched {
        unread: Vec::new(),
        warnings: Vec::new(),
        interrupted: None,
    };
    let result = py.allow_threads(|| {
        let reading = Reading {
            files: &inputs,
            threads: threads.max(1),
            before_stdin: &|| {},
            contents: None,
            encoding: None,
        };
        run::export(&reading, &mut Silent, &options, &mut watched)
    });
    match result {
        Ok(exported) => summary(py, &exported, &watched, None),
        Err((exported, e)) => match watched.interrupted.take() {
            Some(interrupted) => Err(interrupted),
            None => summary(py, &exported, &watched, Some(format!("{e:#}"))),
        },
    }
}
