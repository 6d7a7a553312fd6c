//! A game's tree as Python holds it: the core's `pgn::Game`, behind a
//! lock, with a bounded cache of positions. `rankfile/pgn.py`'s nodes are
//! handles on it (`GameTree`, a node index or `None` for the start); every
//! walk, edit and write is the core's.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use rankfile::pgn::{self, Arrow, Eval, Step};
use rankfile::{Color, Position, UciCastling};

use crate::board::{Board, resolve};
use crate::values::Move;

/// One position kept in every so many plies of a line asked for: a node
/// is found from the nearest kept one above it, in at most this many
/// moves, and a game of 100,000 plies keeps about 3,000 positions.
const EVERY: usize = 32;

/// The core's game and the positions kept.
struct State {
    game: pgn::Game,
    kept: HashMap<usize, Position>,
    /// The last position asked for: a loop over a line asks for each
    /// node after the one before.
    last: Option<(usize, Position)>,
}

impl State {
    /// The position after `at`, from the nearest kept position above it.
    fn position(&mut self, at: Option<usize>) -> Position {
        let mut below = Vec::new();
        let mut node = at;
        let mut pos = self.game.start;
        while let Some(i) = node {
            if let Some((last, at)) = self.last.filter(|(last, _)| *last == i) {
                let _ = last;
                pos = at;
                break;
            }
            if let Some(kept) = self.kept.get(&i) {
                pos = *kept;
                break;
            }
            below.push(i);
            node = self.game.parent(i).flatten();
            if below.len() > self.game.nodes.len() {
                break;
            }
        }
        for (k, i) in below.into_iter().rev().enumerate() {
            if let Some(n) = self.game.node(i) {
                n.play(&mut pos);
            }
            if (k + 1) % EVERY == 0 {
                self.kept.insert(i, pos);
            }
        }
        if let Some(i) = at {
            self.last = Some((i, pos));
        }
        pos
    }

    fn node(&self, i: usize) -> PyResult<&pgn::Node> {
        self.game
            .node(i)
            .ok_or_else(|| PyIndexError::new_err(format!("the game has no node {i}")))
    }

    fn node_mut(&mut self, i: usize) -> PyResult<&mut pgn::Node> {
        self.game
            .node_mut(i)
            .ok_or_else(|| PyIndexError::new_err(format!("the game has no node {i}")))
    }
}

/// An edit refused by the core, as Python's `ValueError` with its code
/// and hint.
fn refused(py: Python<'_>, e: &pgn::TreeError) -> PyErr {
    let err = PyValueError::new_err(e.to_string());
    let value = err.value(py);
    let _ = value.setattr("code", e.code());
    let _ = value.setattr("hint", e.hint());
    err
}

/// A game's tree: the core's game that `rankfile.pgn`'s nodes are
/// handles on.
#[pyclass(module = "rankfile.pgn", frozen)]
pub struct GameTree {
    state: Mutex<State>,
}

impl GameTree {
    pub(crate) fn of(game: pgn::Game) -> GameTree {
        GameTree {
            state: Mutex::new(State {
                game,
                kept: HashMap::new(),
                last: None,
            }),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[pymethods]
impl GameTree {
    /// An empty game from the standard start, or from `fen`.
    #[new]
    #[pyo3(signature = (fen = None))]
    fn new(py: Python<'_>, fen: Option<&str>) -> PyResult<GameTree> {
        let start = match fen {
            Some(fen) => start_of(py, fen)?,
            None => Position::new(),
        };
        Ok(GameTree::of(pgn::Game::new(start)))
    }

    /// Sets the starting position (`None`: the standard one); refused
    /// when the game has moves, which were played from the old one.
    #[pyo3(signature = (fen = None))]
    fn set_start(&self, py: Python<'_>, fen: Option<&str>) -> PyResult<()> {
        let start = match fen {
            Some(fen) => start_of(py, fen)?,
            None => Position::new(),
        };
        let mut state = self.lock();
        if state.game.main_child(None).is_some() && state.game.start != start {
            return Err(PyValueError::new_err(
                "the game's moves are played from its starting position: set up the position (FEN) before adding moves, or make a new game",
            ));
        }
        state.game.start = start;
        state.kept.clear();
        state.last = None;
        Ok(())
    }

    /// The moves after `at`, the main one first.
    fn children(&self, at: Option<usize>) -> Vec<usize> {
        self.lock().game.children(at)
    }

    /// The main line after `at`, first to last.
    fn main_line(&self, at: Option<usize>) -> Vec<usize> {
        self.lock().game.main_line_from(at)
    }

    /// The moves of the main line after `at`, played in one pass.
    fn main_line_moves(&self, at: Option<usize>) -> Vec<Move> {
        let mut state = self.lock();
        let mut pos = state.position(at);
        let line = state.game.main_line_from(at);
        let mut moves = Vec::with_capacity(line.len());
        for i in line {
            if let Some(node) = state.game.node(i) {
                moves.push(match node.mv {
                    Some(m) => Move::of(&m, UciCastling::of(&pos)),
                    None => Move::NULL,
                });
                node.play(&mut pos);
            }
        }
        moves
    }

    /// What a visitor is shown of node `i`: its move, its starting
    /// comment, its NAGs (each once, in order) and its comment.
    fn visit(&self, i: usize) -> PyResult<(Move, String, Vec<u32>, String)> {
        let mv = self.r#move(i)?;
        let nags = self.nags(i)?;
        let state = self.lock();
        let node = state.node(i)?;
        Ok((
            mv,
            node.starting_comment.clone(),
            nags,
            node.comment.clone(),
        ))
    }

    /// Where node `i` hangs: `(True, None)` below the start, `(True, p)`
    /// below node `p`, `(False, None)` when it was taken out.
    fn parent(&self, i: usize) -> (bool, Option<usize>) {
        match self.lock().game.parent(i) {
            Some(parent) => (true, parent),
            None => (false, None),
        }
    }

    /// Whether node `i` is in the tree.
    fn is_attached(&self, i: usize) -> bool {
        self.lock().game.is_attached(i)
    }

    /// Whether `at` is on the main line.
    fn is_main_line(&self, at: Option<usize>) -> bool {
        self.lock().game.is_main_line(at)
    }

    /// How many moves from the start to `at`.
    fn depth(&self, at: Option<usize>) -> usize {
        self.lock().game.path(at).len()
    }

    /// The move of node `i` (the null move for `--`).
    fn r#move(&self, i: usize) -> PyResult<Move> {
        let mut state = self.lock();
        let parent = state.game.parent(i).flatten();
        let before = state.position(parent);
        Ok(match state.node(i)?.mv {
            Some(m) => Move::of(&m, UciCastling::of(&before)),
            None => Move::NULL,
        })
    }

    /// The move of node `i` in SAN.
    fn san(&self, i: usize) -> PyResult<String> {
        let mut state = self.lock();
        let parent = state.game.parent(i).flatten();
        let before = state.position(parent);
        Ok(state.node(i)?.san(&before))
    }

    /// The move of node `i` in UCI; `chess960` writes castling as the
    /// king taking its rook.
    #[pyo3(signature = (i, chess960 = None))]
    fn uci(&self, i: usize, chess960: Option<bool>) -> PyResult<String> {
        let mut state = self.lock();
        let parent = state.game.parent(i).flatten();
        let before = state.position(parent);
        let castling = match chess960 {
            Some(true) => UciCastling::KingTakesRook,
            Some(false) => UciCastling::KingToSquare,
            None => UciCastling::of(&before),
        };
        Ok(state
            .node(i)?
            .mv
            .map_or("0000".to_string(), |m| m.uci(castling)))
    }

    /// The position at `at` as a board, with the moves from the start
    /// on its move stack.
    fn board(&self, at: Option<usize>) -> Board {
        let state = self.lock();
        let mut board = Board::from_start(state.game.start);
        for i in state.game.path(at) {
            if let Some(node) = state.game.node(i) {
                board.play(node.mv);
            }
        }
        board
    }

    /// The FEN at `at`.
    fn fen(&self, at: Option<usize>) -> String {
        self.lock().position(at).fen()
    }

    /// `True` when White is to move at `at`.
    fn turn(&self, at: Option<usize>) -> bool {
        self.lock().position(at).turn() == Color::White
    }

    /// Adds `move` after `at`, at place `index` among its children (last
    /// when `None`): the new node.
    #[pyo3(signature = (at, r#move, index = None))]
    fn add_variation(
        &self,
        py: Python<'_>,
        at: Option<usize>,
        r#move: Move,
        index: Option<usize>,
    ) -> PyResult<usize> {
        let mut state = self.lock();
        let before = state.position(at);
        let mv = resolve(py, &before, &r#move)?;
        // The position kept for `at` is the core's own: no replay.
        let node = (state.game)
            .add_variation_after(at, mv, &before)
            .map_err(|e| refused(py, &e))?;
        // The next move of a line built a move at a time hangs here.
        let mut after = before;
        after.play_opt(mv.as_ref());
        state.last = Some((node, after));
        if let Some(to) = index {
            state.game.reorder(node, to).map_err(|e| refused(py, &e))?;
        }
        Ok(node)
    }

    /// Moves node `i` to place `to` among its parent's children.
    fn reorder(&self, py: Python<'_>, i: usize, to: usize) -> PyResult<()> {
        self.lock().game.reorder(i, to).map_err(|e| refused(py, &e))
    }

    /// Takes node `i` and its line out of the tree, to hang elsewhere.
    fn detach(&self, py: Python<'_>, i: usize) -> PyResult<()> {
        self.lock().game.detach(i).map_err(|e| refused(py, &e))
    }

    /// Removes node `i` and its line.
    fn remove(&self, py: Python<'_>, i: usize) -> PyResult<()> {
        self.lock().game.remove(i).map_err(|e| refused(py, &e))
    }

    /// Hangs node `i` (and its line) after `at`, at place `to`.
    fn attach(&self, py: Python<'_>, i: usize, at: Option<usize>, to: usize) -> PyResult<()> {
        let mut state = self.lock();
        state.game.attach(i, at, to).map_err(|e| refused(py, &e))?;
        // Its line is played from another position now.
        state.kept.clear();
        state.last = None;
        Ok(())
    }

    /// The comment after `at`'s move (the start: before the first move).
    fn comment(&self, at: Option<usize>) -> String {
        self.lock().game.comment_at(at).to_string()
    }

    fn set_comment(&self, at: Option<usize>, comment: String) -> PyResult<()> {
        let mut state = self.lock();
        let slot = (state.game.comment_at_mut(at))
            .ok_or_else(|| PyIndexError::new_err("the game has no such node"))?;
        *slot = comment;
        Ok(())
    }

    fn starting_comment(&self, i: usize) -> PyResult<String> {
        Ok(self.lock().node(i)?.starting_comment.clone())
    }

    fn set_starting_comment(&self, i: usize, comment: String) -> PyResult<()> {
        self.lock().node_mut(i)?.starting_comment = comment;
        Ok(())
    }

    /// The NAGs of node `i`, each once, in order.
    fn nags(&self, i: usize) -> PyResult<Vec<u32>> {
        let mut nags = self.lock().node(i)?.nags.clone();
        nags.sort_unstable();
        nags.dedup();
        Ok(nags.into_iter().map(u32::from).collect())
    }

    fn set_nags(&self, i: usize, nags: Vec<u8>) -> PyResult<()> {
        self.lock().node_mut(i)?.nags = nags;
        Ok(())
    }

    /// The clock of `at`'s comment, in seconds.
    fn clock(&self, at: Option<usize>) -> Option<f64> {
        pgn::clock(self.lock().game.comment_at(at))
    }

    #[pyo3(signature = (at, seconds = None))]
    fn set_clock(&self, at: Option<usize>, seconds: Option<f64>) -> PyResult<()> {
        self.edit_comment(at, |c| pgn::set_clock(c, seconds))
    }

    /// The move time of `at`'s comment, in seconds.
    fn emt(&self, at: Option<usize>) -> Option<f64> {
        pgn::emt(self.lock().game.comment_at(at))
    }

    #[pyo3(signature = (at, seconds = None))]
    fn set_emt(&self, at: Option<usize>, seconds: Option<f64>) -> PyResult<()> {
        self.edit_comment(at, |c| pgn::set_emt(c, seconds))
    }

    /// The evaluation of `at`'s comment, from White's point of view:
    /// `("cp", centipawns)` or `("mate", moves)`, and the depth.
    fn eval(&self, at: Option<usize>) -> Option<(&'static str, i64, Option<u32>)> {
        let state = self.lock();
        let comment = state.game.comment_at(at);
        let depth = pgn::commands(comment)
            .into_iter()
            .find(|c| c.name == "eval")
            .and_then(|c| {
                c.value
                    .split_once(',')
                    .and_then(|(_, d)| d.trim().parse().ok())
            });
        match pgn::eval(comment)? {
            Eval::Mate(n) => Some(("mate", i64::from(n), depth)),
            pawns => Some(("cp", pawns.centipawns()?, depth)),
        }
    }

    /// Sets the evaluation from White's point of view: centipawns, or
    /// mate in `mate` (both `None`: removed).
    #[pyo3(signature = (at, cp = None, mate = None, depth = None))]
    fn set_eval(
        &self,
        at: Option<usize>,
        cp: Option<i64>,
        mate: Option<i32>,
        depth: Option<u32>,
    ) -> PyResult<()> {
        let value = match (cp, mate) {
            (Some(cp), _) => Some(Eval::Pawns(cp as f64 / 100.0)),
            (None, Some(n)) => Some(Eval::Mate(n)),
            (None, None) => None,
        };
        self.edit_comment(at, |c| pgn::set_eval(c, value, depth))
    }

    /// The arrows and circles of `at`'s comment: `(tail, head, color)`.
    fn arrows(&self, at: Option<usize>) -> Vec<(u32, u32, &'static str)> {
        (pgn::arrows(self.lock().game.comment_at(at)).iter())
            .map(|a| (a.tail.index() as u32, a.head.index() as u32, a.color.name()))
            .collect()
    }

    /// Replaces the arrows and circles of `at`'s comment with `arrows`,
    /// each `Ge2e4` or `Rd5`.
    fn set_arrows(&self, at: Option<usize>, arrows: Vec<String>) -> PyResult<()> {
        let arrows: Vec<Arrow> = (arrows.iter())
            .map(|a| {
                a.parse().map_err(|()| {
                    PyValueError::new_err(format!(
                        "{a:?} is not an arrow: write Ge2e4, or Rd5 for a circle"
                    ))
                })
            })
            .collect::<PyResult<_>>()?;
        self.edit_comment(at, |c| pgn::set_arrows(c, &arrows))
    }

    /// The tags, in their order.
    fn tags(&self) -> Vec<(String, String)> {
        self.lock().game.tags.clone()
    }

    fn set_tag(&self, name: &str, value: &str) {
        self.lock().game.set_tag(name, value);
    }

    fn remove_tag(&self, name: &str) -> bool {
        self.lock().game.remove_tag(name)
    }

    /// The result: the `Result` tag, else the one after the moves, else `*`.
    fn result(&self) -> String {
        self.lock().game.result().to_string()
    }

    /// The walk from `at` in PGN order: node indices, `-1` where a
    /// variation begins and `-2` where it ends. From the start, the whole
    /// game; from a node, its line as python-chess walks a node.
    fn walk(&self, at: Option<usize>) -> Vec<i64> {
        let state = self.lock();
        let walk = match at {
            None => state.game.walk(),
            Some(i) => state.game.walk_from(i),
        };
        steps(walk)
    }

    /// What follows `at` in PGN order, the alternatives to its main move
    /// included, as if the game began there (`walk` for the markers).
    fn walk_after(&self, at: Option<usize>) -> Vec<i64> {
        let state = self.lock();
        steps(state.game.walk_after(at))
    }

    /// The game (from the start) or the line from node `at`, written by
    /// the core's writer.
    #[pyo3(signature = (at = None, *, columns = None, headers = true, comments = true, variations = true))]
    fn write(
        &self,
        at: Option<usize>,
        columns: Option<usize>,
        headers: bool,
        comments: bool,
        variations: bool,
    ) -> String {
        let options = super::exporter_options(columns, headers, comments, variations);
        let state = self.lock();
        match at {
            None => pgn::write(&state.game, &options),
            Some(i) => pgn::write_from(&state.game, i, &options),
        }
    }
}

/// The position of a game's `FEN`: a standard one, or else a Chess960
/// one (castling rights that only a Chess960 start has); the standard
/// reading's error when it is neither.
fn start_of(py: Python<'_>, fen: &str) -> PyResult<Position> {
    crate::board::read_fen(py, fen, false)
        .or_else(|e| crate::board::read_fen(py, fen, true).map_err(|_| e))
}

/// A walk's steps as `GameTree.walk` gives them.
fn steps(walk: pgn::Walk<'_>) -> Vec<i64> {
    walk.map(|step| match step {
        Step::Move { node, .. } => node as i64,
        Step::BeginVariation => -1,
        Step::EndVariation => -2,
    })
    .collect()
}

impl GameTree {
    fn edit_comment(&self, at: Option<usize>, edit: impl FnOnce(&str) -> String) -> PyResult<()> {
        let mut state = self.lock();
        let slot = (state.game.comment_at_mut(at))
            .ok_or_else(|| PyIndexError::new_err("the game has no such node"))?;
        *slot = edit(slot);
        Ok(())
    }
}
