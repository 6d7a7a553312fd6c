//! `rankfile.pgn`'s games one at a time, as python-chess reads them:
//! `read_game`, `read_headers` and `skip_game` over a text handle, and the
//! game's tree of nodes. The core reads every game (`rankfile::pgn`); this
//! module cuts the handle into games and hands the tree to Python.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rankfile::pgn::{self, GameOptions, ROSTER};

mod exporter;
mod lines;
pub(crate) mod nodes;
mod tree;

use tree::Tree;

/// Reads the next game of `handle` (a file opened in text mode), `None` at
/// its end; `pending` holds lines read ahead, by handle.
#[pyfunction]
pub(crate) fn read_game(
    py: Python<'_>,
    handle: &Bound<'_, PyAny>,
    pending: &Bound<'_, PyDict>,
) -> PyResult<Option<PyObject>> {
    let Some(lines) = lines::read(handle, pending)? else {
        return Ok(None);
    };
    let reading = pgn::read_game(&lines.text, GameOptions::default());
    let headers = game_headers(py, &reading.game)?;
    let errors = PyList::empty(py);
    for problem in &reading.errors {
        errors.append(crate::errors::game_error(py, problem, &lines.text))?;
    }
    let english = rankfile::text::English;
    let warnings = crate::check::diagnostics(&reading.warnings, &lines.text, &english);
    let warnings = PyList::new(py, warnings)?;
    let tree = Tree::new(
        reading.game,
        headers.unbind(),
        errors.unbind(),
        warnings.unbind(),
    );
    nodes::object(py, &Arc::new(tree), None).map(Some)
}

/// python-chess's headers of `game`: the Seven Tag Roster (its values
/// where the game has none), the tags as written, and the result after
/// the moves where the `Result` tag is missing or `*`.
fn game_headers<'py>(py: Python<'py>, game: &pgn::Game) -> PyResult<Bound<'py, PyDict>> {
    let headers = PyDict::new(py);
    for (name, value) in ROSTER {
        headers.set_item(name, value)?;
    }
    for (name, value) in &game.tags {
        headers.set_item(name, value)?;
    }
    let unknown = match headers.get_item("Result")? {
        Some(result) => result.eq("*")?,
        None => true,
    };
    if let (true, Some(result)) = (unknown, &game.result) {
        headers.set_item("Result", result)?;
    }
    Ok(headers)
}

/// Reads the next game's headers only (the Seven Tag Roster first, then
/// the others as written; no default values), skipping its moves.
#[pyfunction]
pub(crate) fn read_headers<'py>(
    py: Python<'py>,
    handle: &Bound<'py, PyAny>,
    pending: &Bound<'py, PyDict>,
) -> PyResult<Option<Bound<'py, PyDict>>> {
    let Some(lines) = lines::read(handle, pending)? else {
        return Ok(None);
    };
    let tags = lines.text.get(..lines.tags_end).unwrap_or_default();
    let check = pgn::check_game(tags, GameOptions::default());
    let headers = PyDict::new(py);
    for (name, _) in ROSTER {
        if let Some(value) = check.tag(name) {
            headers.set_item(name, value)?;
        }
    }
    for (name, value) in &check.tags {
        headers.set_item(*name, value.as_ref())?;
    }
    Ok(Some(headers))
}

/// Skips the next game: `True` when there was one.
#[pyfunction]
pub(crate) fn skip_game(handle: &Bound<'_, PyAny>, pending: &Bound<'_, PyDict>) -> PyResult<bool> {
    Ok(lines::read(handle, pending)?.is_some())
}

pub(crate) fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(read_game, m)?)?;
    m.add_function(wrap_pyfunction!(read_headers, m)?)?;
    m.add_function(wrap_pyfunction!(skip_game, m)?)?;
    m.add_class::<nodes::GameNode>()?;
    m.add_class::<nodes::Game>()?;
    m.add_class::<nodes::ChildNode>()?;
    Ok(())
}
