//! A game read from PGN as python-chess's `Game` and `ChildNode`: handles
//! on one shared [`Tree`], made as they are asked for.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PySet};
use rankfile::{Color, Position, UciCastling, pgn};

use super::exporter;
use super::tree::Tree;
use crate::board::Board;
use crate::values::Move;

/// A node of a game: the game itself (`Game`), or a move and what
/// follows it (`ChildNode`). As python-chess's, but read-only.
///
/// >>> import io, rankfile.pgn
/// >>> game = rankfile.pgn.read_game(io.StringIO("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 { [%clk 0:02:59] } *"))
/// >>> node = game.next()
/// >>> [child.san() for child in node.variations], node.next().next().clock()
/// (['e5', 'c5'], 179.0)
/// >>> node.variations[1].next().board().fen()
/// 'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'
/// >>> game.end().ply(), game.end().is_mainline(), node.variations[1].is_mainline()
/// (3, True, False)
#[pyclass(module = "rankfile.pgn", subclass, frozen)]
pub struct GameNode {
    pub(crate) tree: Arc<Tree>,
    /// The node; `None` for the game.
    pub(crate) at: Option<usize>,
}

/// The game: its headers, its errors, the root of its moves.
///
/// >>> import io, rankfile.pgn
/// >>> game = rankfile.pgn.read_game(io.StringIO('[White "Ana"]\n\n1. f3 e5 2. g4 Qh4# 0-1'))
/// >>> game.headers["White"], game.headers["Result"], game.errors
/// ('Ana', '0-1', [])
/// >>> game.end().board().is_checkmate()
/// True
#[pyclass(module = "rankfile.pgn", extends = GameNode, frozen)]
pub struct Game;

/// A move of a game and the position after it.
///
/// >>> import io, rankfile.pgn
/// >>> node = rankfile.pgn.read_game(io.StringIO("1. e4!? { the king's pawn } *")).next()
/// >>> node.move, node.san(), node.uci(), node.nags, node.comment
/// (Move.from_uci('e2e4'), 'e4', 'e2e4', {5}, "the king's pawn")
#[pyclass(module = "rankfile.pgn", extends = GameNode, frozen)]
pub struct ChildNode;

/// The Python object of node `at` of `tree`.
pub(crate) fn object(py: Python<'_>, tree: &Arc<Tree>, at: Option<usize>) -> PyResult<PyObject> {
    let node = GameNode {
        tree: Arc::clone(tree),
        at,
    };
    let init = PyClassInitializer::from(node);
    Ok(match at {
        None => Py::new(py, init.add_subclass(Game))?.into_any(),
        Some(_) => Py::new(py, init.add_subclass(ChildNode))?.into_any(),
    })
}

impl GameNode {
    fn node(&self) -> Option<&pgn::Node> {
        self.at.and_then(|i| self.tree.game.nodes.get(i))
    }

    /// The position the node's move is played from.
    fn before(&self) -> Position {
        self.tree.position(self.tree.parent(self.at))
    }

    fn objects(&self, py: Python<'_>, nodes: Vec<usize>) -> PyResult<Vec<PyObject>> {
        (nodes.into_iter())
            .map(|i| object(py, &self.tree, Some(i)))
            .collect()
    }

    /// The main line after this node.
    fn main_line(&self) -> Vec<usize> {
        let mut line = Vec::new();
        let mut at = self.at;
        while let Some(next) = self.tree.main_child(at) {
            line.push(next);
            at = Some(next);
        }
        line
    }
}

#[pymethods]
impl GameNode {
    /// The moves that follow, the main one first, as nodes.
    #[getter]
    fn variations(&self, py: Python<'_>) -> PyResult<Vec<PyObject>> {
        self.objects(py, self.tree.children(self.at))
    }

    /// The main move that follows, or `None` at the end of a line.
    fn next(&self, py: Python<'_>) -> PyResult<Option<PyObject>> {
        (self.tree.main_child(self.at))
            .map(|i| object(py, &self.tree, Some(i)))
            .transpose()
    }

    /// The last node of the main line from here.
    fn end(&self, py: Python<'_>) -> PyResult<PyObject> {
        let last = self.main_line().last().copied().or(self.at);
        object(py, &self.tree, last)
    }

    fn is_end(&self) -> bool {
        self.tree.main_child(self.at).is_none()
    }

    /// The node before this one: `None` for the game.
    #[getter]
    fn parent(&self, py: Python<'_>) -> PyResult<Option<PyObject>> {
        match self.at {
            None => Ok(None),
            Some(_) => object(py, &self.tree, self.tree.parent(self.at)).map(Some),
        }
    }

    /// The game this node belongs to.
    fn game(&self, py: Python<'_>) -> PyResult<PyObject> {
        object(py, &self.tree, None)
    }

    /// Whether this node is on the game's main line.
    fn is_mainline(&self) -> bool {
        let mut at = self.at;
        while at.is_some() {
            let parent = self.tree.parent(at);
            if self.tree.main_child(parent) != at {
                return false;
            }
            at = parent;
        }
        true
    }

    /// The board at this node, its moves from the game's start on its
    /// move stack.
    fn board(&self) -> Board {
        let mut board = Board::from_start(self.tree.game.start);
        for i in self.tree.path(self.at) {
            if let Some(node) = self.tree.game.nodes.get(i) {
                board.play(node.mv);
            }
        }
        board
    }

    /// The number of half-moves from the start of the game to here (as
    /// python-chess counts it: from the FEN's move number when there is
    /// one).
    fn ply(&self) -> usize {
        let start = self.tree.game.start;
        let before = 2 * (start.fullmove_number() as usize).saturating_sub(1)
            + usize::from(start.turn() == Color::Black);
        let from_fen = match self.tree.game.tag("FEN") {
            Some(_) => before,
            None => 0,
        };
        from_fen + self.tree.path(self.at).len()
    }

    /// `True` when white is to move here.
    fn turn(&self) -> bool {
        self.tree.position(self.at).turn() == Color::White
    }

    /// The comment after the move (for the game: before the first move).
    #[getter]
    fn comment(&self) -> &str {
        self.tree.comment(self.at)
    }

    /// The nodes of the main line from here, first to last.
    fn mainline(&self, py: Python<'_>) -> PyResult<Vec<PyObject>> {
        self.objects(py, self.main_line())
    }

    /// The moves of the main line from here.
    fn mainline_moves(&self) -> Vec<Move> {
        let mut pos = self.tree.position(self.at);
        let mut moves = Vec::new();
        for i in self.main_line() {
            if let Some(node) = self.tree.game.nodes.get(i) {
                moves.push(move_of(node, &pos));
                node.play(&mut pos);
            }
        }
        moves
    }

    /// The `[%clk h:mm:ss]` of the comment, in seconds, if any.
    fn clock(&self) -> Option<f64> {
        pgn::clock(self.tree.comment(self.at))
    }

    /// The `[%eval ...]` of the comment as python-chess's `PovScore`
    /// (`rankfile.engine`), if any.
    fn eval(&self, py: Python<'_>) -> PyResult<Option<PyObject>> {
        let Some(eval) = pgn::eval(self.tree.comment(self.at)) else {
            return Ok(None);
        };
        let white = self.turn();
        let engine = py.import("rankfile.engine")?;
        let sign = if white { 1 } else { -1 };
        let relative = match eval {
            pgn::Eval::Pawns(pawns) => {
                let cp = (pawns * 100.0).round_ties_even() as i64;
                engine.getattr("Cp")?.call1((sign * cp,))?
            }
            pgn::Eval::Mate(n) => engine.getattr("Mate")?.call1((sign * i64::from(n),))?,
        };
        let score = engine.getattr("PovScore")?.call1((relative, white))?;
        Ok(Some(score.unbind()))
    }

    fn __str__(&self) -> PyResult<String> {
        Python::with_gil(|py| match self.at {
            None => exporter::game(py, &self.tree),
            Some(i) => Ok(exporter::subtree(&self.tree, i)),
        })
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.downcast::<GameNode>() {
            Ok(other) => {
                let other = other.get();
                Arc::ptr_eq(&self.tree, &other.tree) && self.at == other.at
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let tree = Arc::as_ptr(&self.tree) as usize as u64;
        tree ^ self.at.map_or(u64::MAX, |i| i as u64)
    }
}

/// The move of `node`, played from `before`.
fn move_of(node: &pgn::Node, before: &Position) -> Move {
    match &node.mv {
        Some(m) => Move::of(m, UciCastling::of(before)),
        None => Move::NULL,
    }
}

#[pymethods]
impl ChildNode {
    /// The move that leads to this node.
    #[getter(r#move)]
    fn r#move(slf: &Bound<'_, Self>) -> Move {
        let node = slf.as_super().get();
        let before = node.before();
        node.node().map_or(Move::NULL, |n| move_of(n, &before))
    }

    /// The move in SAN (`--` for a null move).
    fn san(slf: &Bound<'_, Self>) -> String {
        let node = slf.as_super().get();
        let before = node.before();
        node.node().map_or_else(String::new, |n| n.san(&before))
    }

    /// The move in UCI (`0000` for a null move).
    fn uci(slf: &Bound<'_, Self>) -> String {
        let node = slf.as_super().get();
        let before = node.before();
        match node.node().and_then(|n| n.mv) {
            Some(m) => m.uci(UciCastling::of(&before)),
            None => "0000".to_string(),
        }
    }

    /// The NAGs after the move, as a set of numbers (`$1` is 1).
    #[getter]
    fn nags<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PySet>> {
        let node = slf.as_super().get();
        let nags = node.node().map(|n| n.nags.clone()).unwrap_or_default();
        PySet::new(slf.py(), nags)
    }

    /// The comment before the move, at the start of a variation.
    #[getter]
    fn starting_comment(slf: &Bound<'_, Self>) -> String {
        let node = slf.as_super().get();
        node.node()
            .map(|n| n.starting_comment.clone())
            .unwrap_or_default()
    }

    fn __repr__(slf: &Bound<'_, Self>) -> String {
        let node = slf.as_super().get();
        let before = node.before();
        let dots = if before.turn() == Color::White {
            "."
        } else {
            "..."
        };
        let san = node.node().map_or_else(String::new, |n| n.san(&before));
        format!("<ChildNode ({}{dots} {san} ...)>", before.fullmove_number())
    }
}

#[pymethods]
impl Game {
    /// The tags, a dict: the Seven Tag Roster first (`"?"` where the
    /// game has none), then the others as written. `str(game)` writes
    /// what it holds.
    #[getter]
    fn headers(slf: &Bound<'_, Self>) -> Py<PyDict> {
        slf.as_super().get().tree.headers.clone_ref(slf.py())
    }

    /// What was wrong in the game: python-chess's exceptions
    /// (`IllegalMoveError`, …; `PgnError` for the rest), each with
    /// `.code`, `.hint` and `.span` (characters counted from the game's first line).
    #[getter]
    fn errors(slf: &Bound<'_, Self>) -> Py<PyList> {
        slf.as_super().get().tree.errors.clone_ref(slf.py())
    }

    /// What was odd but read: `Diagnostic`s (code, message, hint, span).
    #[getter]
    fn warnings(slf: &Bound<'_, Self>) -> Py<PyList> {
        slf.as_super().get().tree.warnings.clone_ref(slf.py())
    }

    fn __repr__(slf: &Bound<'_, Self>) -> String {
        let headers = slf.as_super().get().tree.headers.bind(slf.py());
        let tag = |name: &str| -> String {
            (headers.get_item(name).ok().flatten())
                .and_then(|v| v.str().ok().map(|s| s.to_string()))
                .unwrap_or_else(|| "?".to_string())
        };
        format!(
            "<Game ({:?} vs. {:?}, {:?})>",
            tag("White"),
            tag("Black"),
            tag("Date")
        )
    }
}
