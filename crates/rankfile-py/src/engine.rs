//! `rankfile._rankfile.UciEngine` and `Search`: rankfile-engine's driver
//! for `rankfile.engine`, which gives them python-chess's `chess.engine`
//! names. A search runs on a thread of its own, the GIL released, and
//! hands its `info` lines over as they come.

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use pyo3::exceptions::{PyFileNotFoundError, PyPermissionError, PyRuntimeError, PyTimeoutError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rankfile::Position;
use rankfile_engine::{
    Bound as ScoreBound, Clock, Engine, EngineError as Failure, Limit, Line, Score, Timeouts,
};

use crate::board::Board;

pyo3::create_exception!(
    rankfile,
    EngineError,
    PyRuntimeError,
    "An engine that did not do what UCI says (python-chess's)."
);
pyo3::create_exception!(
    rankfile,
    EngineTerminatedError,
    EngineError,
    "An engine that stopped (python-chess's)."
);

pub(crate) fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("EngineError", py.get_type::<EngineError>())?;
    m.add(
        "EngineTerminatedError",
        py.get_type::<EngineTerminatedError>(),
    )?;
    m.add_class::<UciEngine>()?;
    m.add_class::<Search>()?;
    Ok(())
}

/// The Python exception of an engine's failure, as python-chess raises
/// it, with rankfile's `code` and `hint`.
fn raised(py: Python<'_>, e: &Failure) -> PyErr {
    let message = e.to_string();
    let err = match e {
        Failure::NotFound { .. } => PyFileNotFoundError::new_err(message),
        Failure::NotExecutable { .. } => PyPermissionError::new_err(message),
        Failure::Died { .. } => EngineTerminatedError::new_err(message),
        Failure::Timeout { .. } => PyTimeoutError::new_err(message),
        _ => EngineError::new_err(message),
    };
    let value = err.value(py);
    let _ = value.setattr("code", e.code());
    let _ = value.setattr("hint", e.hint().to_string());
    err
}

fn gone() -> Failure {
    Failure::Died {
        engine: "the engine".into(),
        during: rankfile_engine::Stage::Ready,
        status: None,
    }
}

/// An option as Python gets it: `(name, type, default, min, max, choices)`.
type OptionRow = (
    String,
    String,
    Option<String>,
    Option<i64>,
    Option<i64>,
    Vec<String>,
);

/// A running UCI engine (one search at a time).
#[pyclass(module = "rankfile", frozen)]
pub struct UciEngine {
    /// `None` once it quit or failed for good.
    engine: Arc<Mutex<Option<Engine>>>,
    #[pyo3(get)]
    name: String,
    #[pyo3(get)]
    author: Option<String>,
    /// `(name, type, default, min, max, choices)` of each option.
    #[pyo3(get)]
    options: Vec<OptionRow>,
}

impl UciEngine {
    /// Runs `f` on the engine, the GIL released; an engine that died or
    /// hung is dropped.
    fn with<T: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Engine) -> Result<T, Failure> + Send,
    ) -> PyResult<T> {
        let engine = self.engine.clone();
        let done = py.allow_threads(move || {
            let mut guard = engine.lock().map_err(|_| gone())?;
            let result = f(guard.as_mut().ok_or_else(gone)?);
            if let Err(Failure::Died { .. } | Failure::Timeout { .. }) = &result {
                *guard = None;
            }
            result
        });
        done.map_err(|e| raised(py, &e))
    }
}

#[pymethods]
impl UciEngine {
    /// Starts the engine at `path` and shakes hands, waiting `timeout`
    /// seconds at most for it; a name alone (`stockfish`) is looked for on
    /// the `PATH`, then in `/usr/games`.
    #[new]
    #[pyo3(signature = (path, args = Vec::new(), timeout = 10.0))]
    fn new(py: Python<'_>, path: PathBuf, args: Vec<String>, timeout: f64) -> PyResult<UciEngine> {
        let handshake = Duration::try_from_secs_f64(timeout.max(0.001)).map_err(|_| {
            pyo3::exceptions::PyValueError::new_err(format!(
                "{timeout} is not a timeout in seconds"
            ))
        })?;
        let timeouts = Timeouts {
            handshake,
            ..Timeouts::default()
        };
        let engine = py
            .allow_threads(|| Engine::start_with_args(&path, &args, timeouts))
            .map_err(|e| raised(py, &e))?;
        let options = (engine.options().iter())
            .map(|o| {
                let (name, kind, default) = (o.name.clone(), o.kind.clone(), o.default.clone());
                (name, kind, default, o.min, o.max, o.choices.clone())
            })
            .collect();
        Ok(UciEngine {
            name: engine.name().to_string(),
            author: engine.author().map(str::to_string),
            options,
            engine: Arc::new(Mutex::new(Some(engine))),
        })
    }

    /// `setoption name NAME value VALUE`.
    fn set_option(&self, py: Python<'_>, name: String, value: String) -> PyResult<()> {
        self.with(py, move |engine| engine.set_option(&name, &value))
    }

    /// `isready` … `readyok`: the engine answers.
    fn ping(&self, py: Python<'_>) -> PyResult<()> {
        self.with(py, |engine| engine.is_ready())
    }

    /// `ucinewgame`: the next searches belong to another game.
    fn new_game(&self, py: Python<'_>) -> PyResult<()> {
        self.with(py, |engine| engine.new_game())
    }

    /// Starts a search of `board` (its moves sent from its root), until
    /// the limits (none: until `stop`).
    #[pyo3(signature = (board, *, depth = None, nodes = None, time = None, mate = None,
        white_clock = None, black_clock = None, white_inc = None, black_inc = None,
        remaining_moves = None, multipv = 1))]
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        py: Python<'_>,
        board: PyRef<'_, Board>,
        depth: Option<u32>,
        nodes: Option<u64>,
        time: Option<f64>,
        mate: Option<u32>,
        white_clock: Option<f64>,
        black_clock: Option<f64>,
        white_inc: Option<f64>,
        black_inc: Option<f64>,
        remaining_moves: Option<u32>,
        multipv: u32,
    ) -> PyResult<Search> {
        let seconds = |s: Option<f64>| -> PyResult<Option<Duration>> {
            s.map(|s| {
                Duration::try_from_secs_f64(s.max(0.0)).map_err(|_| {
                    pyo3::exceptions::PyValueError::new_err(format!("{s} is not a time in seconds"))
                })
            })
            .transpose()
        };
        let clocks = [white_clock, black_clock, white_inc, black_inc];
        let clock = Clock {
            white: seconds(white_clock)?,
            black: seconds(black_clock)?,
            white_inc: seconds(white_inc)?,
            black_inc: seconds(black_inc)?,
            moves_to_go: remaining_moves,
        };
        let clocked = clocks.iter().any(Option::is_some) || remaining_moves.is_some();
        let limit = Limit {
            depth,
            nodes,
            time: seconds(time)?,
            mate,
            clock: clocked.then_some(clock),
        };
        let (start, moves) = board.engine_line(py)?;
        Ok(Search::start(
            self.engine.clone(),
            start,
            moves,
            limit,
            multipv,
        ))
    }

    /// Asks the engine to quit (it is killed if it has not within a
    /// second).
    fn quit(&self, py: Python<'_>) {
        let engine = self.engine.clone();
        py.allow_threads(move || {
            if let Some(engine) = engine.lock().ok().and_then(|mut e| e.take()) {
                engine.quit();
            }
        });
    }
}

/// One `info` line, its moves in UCI, for the side to move.
struct Info {
    line: Line,
    pv: Vec<String>,
}

/// What a finished search found, its moves in UCI.
struct Found {
    best: Option<String>,
    ponder: Option<String>,
    lines: Vec<Info>,
}

fn uci_line(searched: &Position, line: &Line) -> Info {
    let mut at = *searched;
    let pv = (line.pv.iter())
        .map(|m| {
            let uci = at.uci(m);
            at.play_unchecked(m);
            uci
        })
        .collect();
    Info {
        line: line.clone(),
        pv,
    }
}

/// A search under way: its `info` lines as they come, then its result.
#[pyclass(module = "rankfile", frozen)]
pub struct Search {
    lines: Mutex<Receiver<Info>>,
    stop: Arc<AtomicBool>,
    thread: Mutex<Option<JoinHandle<Result<Found, Failure>>>>,
}

impl Search {
    fn start(
        engine: Arc<Mutex<Option<Engine>>>,
        start: Position,
        moves: Vec<rankfile::Move>,
        limit: Limit,
        multipv: u32,
    ) -> Search {
        let (send, lines) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = stop.clone();
        let thread = std::thread::spawn(move || {
            let mut guard = engine.lock().map_err(|_| gone())?;
            let engine = guard.as_mut().ok_or_else(gone)?;
            let mut searched = start;
            for m in &moves {
                searched.play_unchecked(m);
            }
            let result = engine.search(&start, &moves, &limit, multipv, |line| {
                if let Some(line) = line {
                    let _ = send.send(uci_line(&searched, line));
                }
                match stopping.load(Ordering::Relaxed) {
                    true => ControlFlow::Break(()),
                    false => ControlFlow::Continue(()),
                }
            });
            if let Err(Failure::Died { .. } | Failure::Timeout { .. }) = &result {
                *guard = None;
            }
            let search = result?;
            let after_best = search.best.map(|b| {
                let mut after = searched;
                after.play_unchecked(&b);
                after
            });
            Ok(Found {
                best: search.best.map(|m| searched.uci(&m)),
                ponder: after_best.zip(search.ponder).map(|(a, p)| a.uci(&p)),
                lines: search
                    .lines
                    .iter()
                    .map(|l| uci_line(&searched, l))
                    .collect(),
            })
        });
        Search {
            lines: Mutex::new(lines),
            stop,
            thread: Mutex::new(Some(thread)),
        }
    }
}

impl Drop for Search {
    /// A search no one waits for any more is stopped, so that its engine
    /// is free (an infinite analysis dropped would hold it for ever).
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[pymethods]
impl Search {
    /// The next `info` line as a dict (the score for the side to move), or
    /// `None` once the search is over.
    fn next<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let info = py.allow_threads(|| self.lines.lock().ok().and_then(|l| l.recv().ok()));
        info.map(|i| info_dict(py, &i)).transpose()
    }

    /// The next `info` line if one has come, without waiting: `None`
    /// when none has (or the search is over).
    fn poll<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let info = self.lines.lock().ok().and_then(|l| l.try_recv().ok());
        info.map(|i| info_dict(py, &i)).transpose()
    }

    /// Whether the search has ended (its `bestmove` read, or failed).
    fn done(&self) -> bool {
        let thread = self.thread.lock().ok();
        thread.is_none_or(|t| t.as_ref().is_none_or(JoinHandle::is_finished))
    }

    /// Asks the engine to stop searching (it then sends its best move).
    fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits for the end of the search: `{"bestmove", "ponder", "lines"}`,
    /// the moves in UCI, `lines` the last `info` of each of the best lines.
    fn wait<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let thread = self.thread.lock().ok().and_then(|mut t| t.take());
        let Some(thread) = thread else {
            return Err(EngineError::new_err(
                "the search's result was already taken",
            ));
        };
        let found = py
            .allow_threads(|| thread.join())
            .map_err(|_| EngineError::new_err("the search's thread stopped"))?
            .map_err(|e| raised(py, &e))?;
        let result = PyDict::new(py);
        result.set_item("bestmove", found.best)?;
        result.set_item("ponder", found.ponder)?;
        let lines = (found.lines.iter())
            .map(|i| info_dict(py, i))
            .collect::<PyResult<Vec<_>>>()?;
        result.set_item("lines", lines)?;
        Ok(result)
    }
}

/// An `info` line as `rankfile.engine` builds its `InfoDict` from it: only
/// the fields the engine sent.
fn info_dict<'py>(py: Python<'py>, info: &Info) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    let i = &info.line.info;
    let numbers = [
        ("depth", i.depth.map(u64::from)),
        ("seldepth", i.seldepth.map(u64::from)),
        ("multipv", i.multipv.map(u64::from)),
        ("nodes", i.nodes),
        ("nps", i.nps),
        ("hashfull", i.hashfull.map(u64::from)),
        ("tbhits", i.tbhits),
    ];
    for (key, value) in numbers {
        if let Some(value) = value {
            dict.set_item(key, value)?;
        }
    }
    if let Some(time) = i.time {
        dict.set_item("time", time.as_secs_f64())?;
    }
    match i.score {
        Some(Score::Cp(cp)) => dict.set_item("score", ("cp", cp))?,
        Some(Score::Mate(n)) => dict.set_item("score", ("mate", n))?,
        None => {}
    }
    match i.bound {
        ScoreBound::Lower => dict.set_item("lowerbound", true)?,
        ScoreBound::Upper => dict.set_item("upperbound", true)?,
        ScoreBound::Exact => {}
    }
    if let Some(wdl) = i.wdl {
        dict.set_item("wdl", (wdl.wins, wdl.draws, wdl.losses))?;
    }
    if !info.pv.is_empty() {
        dict.set_item("pv", &info.pv)?;
    }
    if let Some(s) = &i.string {
        dict.set_item("string", s)?;
    }
    Ok(dict)
}
