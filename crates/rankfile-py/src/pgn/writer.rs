//! The core's PGN writer for python-chess's exporters
//! (`StringExporter`, `FileExporter` and their subclasses in
//! `rankfile/pgn.py`): each visitor call hands its part to the one
//! writer, which numbers the moves, writes SAN and wraps the lines.

use std::sync::Mutex;

use pyo3::prelude::*;
use rankfile::pgn::{WriteOptions, Writer};

use crate::board::{Board, resolve};
use crate::values::Move;

/// A game being written, part by part.
#[pyclass(module = "rankfile.pgn", frozen)]
pub struct PgnWriter {
    writer: Mutex<Option<Writer>>,
    options: WriteOptions,
}

impl PgnWriter {
    fn with(&self, f: impl FnOnce(&mut Writer)) {
        let mut slot = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        let writer = slot.get_or_insert_with(|| Writer::new(self.options.clone()));
        f(writer);
    }
}

#[pymethods]
impl PgnWriter {
    #[new]
    #[pyo3(signature = (*, columns = Some(80), headers = true, comments = true, variations = true))]
    fn new(columns: Option<usize>, headers: bool, comments: bool, variations: bool) -> PgnWriter {
        let options = super::exporter_options(columns, headers, comments, variations);
        PgnWriter {
            writer: Mutex::new(None),
            options,
        }
    }

    fn tag(&self, name: &str, value: &str) {
        self.with(|w| w.tag(name, value));
    }

    fn end_tags(&self) {
        self.with(Writer::end_tags);
    }

    fn comment(&self, comment: &str) {
        self.with(|w| w.comment(comment));
    }

    fn nag(&self, nag: u8) {
        self.with(|w| w.nag(nag));
    }

    /// `move`, played from `board`'s position.
    #[pyo3(signature = (board, r#move))]
    fn play(&self, py: Python<'_>, board: &Board, r#move: Move) -> PyResult<()> {
        let before = board.position();
        let mv = resolve(py, &before, &r#move)?;
        self.with(|w| w.move_from(&before, mv));
        Ok(())
    }

    fn begin_variation(&self) -> bool {
        let mut shown = false;
        self.with(|w| shown = w.begin_variation());
        shown
    }

    fn end_variation(&self) {
        self.with(Writer::end_variation);
    }

    fn result(&self, result: &str) {
        self.with(|w| w.result(result));
    }

    /// The game written so far, and a new game begun.
    fn take(&self) -> String {
        let mut slot = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        slot.take().map(Writer::finish).unwrap_or_default()
    }
}
