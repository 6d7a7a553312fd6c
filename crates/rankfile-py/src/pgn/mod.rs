//! `rankfile.pgn`'s games one at a time, as python-chess reads them: the
//! line cutter that `rankfile/_lines.py` feeds a handle's lines to, the
//! game or the headers of a game's text, the game's tree that `pgn.py`'s
//! nodes are handles on, and the writer its exporters write with. The
//! core cuts, reads, walks, edits and writes every game (`rankfile::pgn`).

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rankfile::pgn::{self, GameOptions, ROSTER};

mod tree;
mod writer;

use tree::GameTree;

/// The game of `text`, one game's text as `read_game` cut it: its tree
/// (with python-chess's headers: the Seven Tag Roster's defaults where
/// the game has none, the result after the moves where the `Result` tag
/// is missing or `*`), its errors and its warnings.
#[pyfunction]
pub(crate) fn game_of_text(
    py: Python<'_>,
    text: &str,
) -> PyResult<(GameTree, Py<PyList>, Py<PyList>)> {
    let mut reading = pgn::read_game(text, GameOptions::default());
    as_python_chess_reads(&mut reading.game);
    let errors = PyList::empty(py);
    for problem in &reading.errors {
        errors.append(crate::errors::game_error(py, problem, text))?;
    }
    let english = rankfile::text::English;
    let warnings = crate::check::diagnostics(&reading.warnings, text, &english);
    let warnings = PyList::new(py, warnings)?;
    Ok((
        GameTree::of(reading.game),
        errors.unbind(),
        warnings.unbind(),
    ))
}

/// The tags python-chess's reader gives a game: the Seven Tag Roster's
/// defaults for what is missing, and the result after the moves where
/// the `Result` tag is missing or `*`.
fn as_python_chess_reads(game: &mut pgn::Game) {
    let unknown = game.tag("Result").is_none_or(|r| r == "*");
    if let (true, Some(result)) = (unknown, game.result.clone()) {
        game.set_tag("Result", &result);
    }
    for (name, value) in ROSTER {
        if game.tag(name).is_none() {
            game.set_tag(name, value);
        }
    }
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

/// The core writer's options for python-chess's exporters: the line
/// width (`None`: one line), the headers as the game has them or none,
/// comments and NAGs, variations.
fn exporter_options(
    columns: Option<usize>,
    headers: bool,
    comments: bool,
    variations: bool,
) -> pgn::WriteOptions {
    pgn::WriteOptions {
        columns,
        tags: if headers {
            pgn::Tags::AsGiven
        } else {
            pgn::Tags::Omitted
        },
        comments,
        variations,
    }
}

/// A period of a time control: `(moves, seconds, increment, delay)`.
type Period = (u32, u32, f64, f64);

/// A `TimeControl` tag read: its speed (`"bullet"`, …, `"unknown"`,
/// `"unlimited"`) and its periods, `(moves, seconds, increment, delay)`.
#[pyfunction]
pub(crate) fn time_control(tag: &str) -> PyResult<(&'static str, Vec<Period>)> {
    let tc = pgn::time_control(tag)
        .map_err(|e| pyo3::exceptions::PyValueError::new_err(e.to_string()))?;
    let speed = match tc.speed {
        pgn::Speed::Unknown => "unknown",
        pgn::Speed::Unlimited => "unlimited",
        pgn::Speed::Standard => "standard",
        pgn::Speed::Rapid => "rapid",
        pgn::Speed::Blitz => "blitz",
        pgn::Speed::Bullet => "bullet",
    };
    let periods = (tc.periods.iter())
        .map(|p| (p.moves, p.seconds, p.increment, p.delay))
        .collect();
    Ok((speed, periods))
}

/// The core's [`pgn::LineCutter`], fed a handle's lines by Python's loop
/// (so that a thread waiting for a line is never in native code).
#[pyclass(module = "rankfile._rankfile")]
#[derive(Default)]
pub(crate) struct LineCutter(pgn::LineCutter);

#[pymethods]
impl LineCutter {
    #[new]
    fn new() -> LineCutter {
        LineCutter::default()
    }

    /// What `line` is to the game: 0 skip it, 1 a tag line, 2 a line of
    /// the moves, 3 the game ended before this line (nobody's), 4 the game
    /// ended before this line (the next game's first).
    fn feed(&mut self, line: &str) -> u8 {
        match self.0.feed(line) {
            pgn::LineCut::Skip => 0,
            pgn::LineCut::Tags => 1,
            pgn::LineCut::Moves => 2,
            pgn::LineCut::End => 3,
            pgn::LineCut::EndBefore => 4,
        }
    }

    /// Whether a line of a game was taken.
    fn has_game(&self) -> bool {
        self.0.has_game()
    }
}

pub(crate) fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<LineCutter>()?;
    m.add_function(wrap_pyfunction!(game_of_text, m)?)?;
    m.add_function(wrap_pyfunction!(headers_of_text, m)?)?;
    m.add_function(wrap_pyfunction!(time_control, m)?)?;
    m.add_class::<GameTree>()?;
    m.add_class::<writer::PgnWriter>()?;
    Ok(())
}
