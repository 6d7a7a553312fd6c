//! What an engine is sent of a board: where the game starts and the moves
//! played since.

use pyo3::prelude::*;
use rankfile::Position;

use super::{Board, resolve};

impl Board {
    /// The position an engine starts from and the moves played since:
    /// the root and the move stack, or, as UCI has no null move, the
    /// position after the last null move and the moves after it.
    pub(crate) fn engine_line(&self, py: Python<'_>) -> PyResult<(Position, Vec<rankfile::Move>)> {
        let mut start = self.stack.first().map_or(self.pos, |saved| saved.pos);
        let mut moves = Vec::with_capacity(self.stack.len());
        for (i, saved) in self.stack.iter().enumerate() {
            match resolve(py, &saved.pos, &saved.played)? {
                Some(m) => moves.push(m),
                None => {
                    start = self.stack.get(i + 1).map_or(self.pos, |next| next.pos);
                    moves.clear();
                }
            }
        }
        Ok((start, moves))
    }
}
