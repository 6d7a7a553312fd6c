//! `rankfile.pgn`'s games one at a time, as python-chess reads them: the
//! game or the headers of a game's text (cut from its handle by
//! `rankfile/_lines.py`, in Python), and the game's tree of nodes. The
//! core reads every game (`rankfile::pgn`).

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rankfile::pgn::{self, GameOptions, ROSTER};

mod exporter;
pub(crate) mod nodes;
mod tree;

use tree::Tree;

/// The game of `text`, one game's text as `read_game` cut it.
#[pyfunction]
pub(crate) fn game_of_text(py: Python<'_>, text: &str) -> PyResult<PyObject> {
    let reading = pgn::read_game(text, GameOptions::default());
    let headers = game_headers(py, &reading.game)?;
    let errors = PyList::empty(py);
    for problem in &reading.errors {
        errors.append(crate::errors::game_error(py, problem, text))?;
    }
    let english = rankfile::text::English;
    let warnings = crate::check::diagnostics(&reading.warnings, text, &english);
    let warnings = PyList::new(py, warnings)?;
    let tree = Tree::new(
        reading.game,
        headers.unbind(),
        errors.unbind(),
        warnings.unbind(),
    );
    nodes::object(py, &Arc::new(tree), None)
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

/// The headers of `tags`, a game's tag lines (the Seven Tag Roster
/// first, then the others as written; no default values).
#[pyfunction]
pub(crate) fn headers_of_text<'py>(py: Python<'py>, tags: &str) -> PyResult<Bound<'py, PyDict>> {
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
    Ok(headers)
}

pub(crate) fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(game_of_text, m)?)?;
    m.add_function(wrap_pyfunction!(headers_of_text, m)?)?;
    m.add_class::<nodes::GameNode>()?;
    m.add_class::<nodes::Game>()?;
    m.add_class::<nodes::ChildNode>()?;
    Ok(())
}
