//! python-chess's exceptions, all `ValueError`s, carrying rankfile's
//! diagnosis besides: `.code`, `.hint` and `.span` (for a FEN, every
//! problem in `.problems`).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use rankfile::text::Render;

pyo3::create_exception!(
    rankfile,
    InvalidMoveError,
    PyValueError,
    "A move text that is no move in any notation (python-chess's)."
);
pyo3::create_exception!(
    rankfile,
    IllegalMoveError,
    PyValueError,
    "A move that no legal move of the position matches (python-chess's)."
);
pyo3::create_exception!(
    rankfile,
    AmbiguousMoveError,
    PyValueError,
    "A move that more than one legal move matches (python-chess's)."
);
pyo3::create_exception!(
    rankfile,
    InvalidFenError,
    PyValueError,
    "A FEN that cannot be read, or is no legal position: `.problems` lists why."
);

pyo3::create_exception!(
    rankfile,
    PgnError,
    PyValueError,
    "A problem of a game's text that is not one of its moves (a tag, a comment, …)."
);

pub(crate) fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("InvalidMoveError", py.get_type::<InvalidMoveError>())?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("AmbiguousMoveError", py.get_type::<AmbiguousMoveError>())?;
    m.add("InvalidFenError", py.get_type::<InvalidFenError>())?;
    m.add("PgnError", py.get_type::<PgnError>())?;
    Ok(())
}

/// `err` with `code`, `hint` and `span` set on its value.
fn with_details(
    py: Python<'_>,
    err: PyErr,
    code: &str,
    hint: Option<String>,
    span: Option<(usize, usize)>,
) -> PyErr {
    let value = err.value(py);
    // Setting attributes on a fresh exception cannot fail but for memory.
    let _ = value.setattr("code", code);
    let _ = value.setattr("hint", hint);
    let _ = value.setattr("span", span);
    err
}

/// A move that could not be read in `fen`, as python-chess raises it.
pub(crate) fn san_error(
    py: Python<'_>,
    e: &rankfile::SanError,
    text: &str,
    pos: &rankfile::Position,
) -> PyErr {
    let english = rankfile::text::English;
    let fen = pos.fen();
    let message = format!("{}: {text:?} in {fen}", english.render(e.message()));
    let err = match e.kind() {
        rankfile::SanErrorKind::Syntax => InvalidMoveError::new_err(message),
        rankfile::SanErrorKind::Ambiguous => AmbiguousMoveError::new_err(message),
        _ => IllegalMoveError::new_err(message),
    };
    // A move that reads but cannot be played: the moves that can.
    let hint = match (e.hint(), e.kind()) {
        (Some(h), _) => Some(english.render(h).into_owned()),
        (None, rankfile::SanErrorKind::Syntax) => None,
        (None, _) => Some(
            english
                .render(&rankfile::legal_moves_hint(pos))
                .into_owned(),
        ),
    };
    let span = e.span();
    with_details(py, err, e.code(), hint, Some((span.start, span.end)))
}

/// A UCI move that could not be played in `fen`.
pub(crate) fn uci_error(
    py: Python<'_>,
    e: &rankfile::ParseUciError,
    pos: &rankfile::Position,
) -> PyErr {
    let english = rankfile::text::English;
    let message = format!("{} in {}", english.render(&e.message()), pos.fen());
    let err = match e.well_formed {
        false => InvalidMoveError::new_err(message),
        true => IllegalMoveError::new_err(message),
    };
    let hint = match (e.hint(), e.well_formed) {
        (Some(h), _) => Some(english.render(&h).into_owned()),
        (None, false) => None,
        (None, true) => Some(
            english
                .render(&rankfile::legal_moves_hint(pos))
                .into_owned(),
        ),
    };
    let span = e.span();
    with_details(py, err, e.code(), hint, Some((span.start, span.end)))
}

/// A move `uci` that no standard position plays (a drop, a promotion to a
/// pawn or a king), refused in `pos` as an illegal move, with the legal
/// moves as its hint.
pub(crate) fn unplayable(py: Python<'_>, uci: &str, pos: &rankfile::Position) -> PyErr {
    let english = rankfile::text::English;
    let message = format!(
        "illegal move {uci}: no standard position plays it, in {}",
        pos.fen()
    );
    let hint = english
        .render(&rankfile::legal_moves_hint(pos))
        .into_owned();
    with_details(
        py,
        IllegalMoveError::new_err(message),
        "illegal_move",
        Some(hint),
        None,
    )
}

/// A FEN refused: the first problem's message, every problem in
/// `.problems` (as `check_fen` gives them, in English).
pub(crate) fn fen_error(py: Python<'_>, report: &rankfile::fen::FenReport, fen: &str) -> PyErr {
    let problems = crate::check::diagnostics(&report.errors, fen, &rankfile::text::English);
    let message = problems.first().map_or("invalid fen", |d| &d.message);
    invalid_fen(py, format!("{message}: {fen:?}"), problems)
}

/// `InvalidFenError` saying `message`, with `problems` (the first gives its
/// code and hint).
pub(crate) fn invalid_fen(
    py: Python<'_>,
    message: String,
    problems: Vec<crate::check::Diagnostic>,
) -> PyErr {
    let first = problems.first();
    let code = first.map_or("invalid_fen".to_string(), |d| d.code.clone());
    let hint = first.and_then(|d| d.hint.clone());
    let err = InvalidFenError::new_err(message);
    let err = with_details(py, err, &code, hint, None);
    if let Ok(list) = PyList::new(py, problems) {
        let _ = err.value(py).setattr("problems", list);
    }
    err
}

/// A problem of a game's `text`, as the exception python-chess puts in
/// `game.errors` (not raised): a move's as `IllegalMoveError`,
/// `AmbiguousMoveError` or `InvalidMoveError`, the rest as `PgnError`;
/// `.span` is in characters of the game's text.
pub(crate) fn game_error(
    py: Python<'_>,
    problem: &rankfile::diag::Diagnostic,
    text: &str,
) -> PyObject {
    let english = rankfile::text::English;
    let mut message = english.render(&problem.message).into_owned();
    if let Some(span) = problem.span.clone().and_then(|s| text.get(s)) {
        message = format!("{message}: {span:?}");
    }
    let code = problem.code;
    let err = match (problem.at_move.is_some(), code) {
        (true, c) if c.contains("ambiguous") => AmbiguousMoveError::new_err(message),
        (true, c) if c.contains("illegal") => IllegalMoveError::new_err(message),
        (true, _) => InvalidMoveError::new_err(message),
        (false, _) => PgnError::new_err(message),
    };
    let hint = (problem.hint.as_ref()).map(|h| english.render(h).into_owned());
    let span = problem.char_span(text).map(|r| (r.start, r.end));
    with_details(py, err, code, hint, span)
        .into_value(py)
        .into_any()
}
