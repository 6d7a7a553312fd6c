//! rankfile for Python: the native module `rankfile._rankfile`, which the
//! package `rankfile` (under `python/`) re-exports with python-chess's
//! names. Everything chess is the core crate's; this crate only turns its
//! values into Python's and its errors into python-chess's exceptions.

use pyo3::prelude::*;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod board;
mod check;
mod engine;
mod errors;
mod export;
mod games;
mod pgn;
mod svg;
mod values;

/// The squares' names, `a1` to `h8`, in python-chess's order (a1 is 0).
fn square_names() -> Vec<&'static str> {
    (0..64)
        .filter_map(rankfile::Square::new)
        .map(rankfile::Square::name)
        .collect()
}

/// The name of square `square` (0 to 63): `square_name(12) == "e2"`.
#[pyfunction]
fn square_name(square: u32) -> PyResult<&'static str> {
    values::square(square).map(rankfile::Square::name)
}

/// The square named `name`: `parse_square("e2") == 12`.
#[pyfunction]
fn parse_square(name: &str) -> PyResult<u32> {
    name.parse::<rankfile::Square>()
        .map(|s| s.index() as u32)
        .map_err(|_| {
            pyo3::exceptions::PyValueError::new_err(format!("invalid square name: {name:?}"))
        })
}

#[pymodule]
fn _rankfile(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("STARTING_FEN", rankfile::Position::new().fen())?;
    m.add("SQUARE_NAMES", square_names())?;
    m.add_function(wrap_pyfunction!(square_name, m)?)?;
    m.add_function(wrap_pyfunction!(parse_square, m)?)?;
    m.add_function(wrap_pyfunction!(check::check_fen, m)?)?;
    m.add_function(wrap_pyfunction!(export::export, m)?)?;
    m.add_function(wrap_pyfunction!(export::export_share, m)?)?;
    m.add_function(wrap_pyfunction!(games::read_games, m)?)?;
    m.add_function(wrap_pyfunction!(games::count_games, m)?)?;
    m.add_class::<games::Games>()?;
    m.add_class::<values::Move>()?;
    m.add_class::<values::Piece>()?;
    m.add_class::<board::Board>()?;
    m.add_class::<board::LegalMoves>()?;
    m.add_class::<check::FenReport>()?;
    m.add_class::<check::Diagnostic>()?;
    pgn::add(m)?;
    svg::add(m)?;
    errors::add(m)?;
    engine::add(m)?;
    Ok(())
}
