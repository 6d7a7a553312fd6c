//! How a game stands by the rules: draws that hold or can be claimed,
//! the outcome, the result, python-chess's way; the core's `History`
//! judges them on the positions of the move stack.

use pyo3::prelude::*;
use rankfile::pgn::{Claim, Outcome};

use super::Board;
use crate::values::is_white;

#[pymethods]
impl Board {
    /// Seventy-five moves without a capture or a pawn move, and a move to
    /// play: the game is drawn.
    fn is_seventyfive_moves(&self) -> bool {
        self.pos.halfmove_clock() >= 150 && self.pos.has_legal_moves()
    }

    /// The position stands for the fifth time: the game is drawn.
    fn is_fivefold_repetition(&self) -> bool {
        self.repetitions() >= 5
    }

    /// Whether the position has stood `count` times.
    #[pyo3(signature = (count = 3))]
    fn is_repetition(&self, count: usize) -> bool {
        self.repetitions() >= count
    }

    /// Fifty moves without a capture or a pawn move, now or after a move.
    fn can_claim_fifty_moves(&self) -> bool {
        self.history().can_claim_fifty_moves()
    }

    /// The position stands for the third time, now or after a move.
    fn can_claim_threefold_repetition(&self) -> bool {
        self.history().can_claim_threefold_repetition()
    }

    fn can_claim_draw(&self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }

    /// How the game has ended, as python-chess's `outcome()` checks it: an
    /// `Outcome` (its `termination` and `winner`, `None` for a draw), or
    /// `None` while it goes on.
    #[pyo3(signature = (*, claim_draw = false))]
    fn outcome<'py>(
        &self,
        py: Python<'py>,
        claim_draw: bool,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some((name, winner)) = self.ending(claim_draw) else {
            return Ok(None);
        };
        let package = py.import("rankfile")?;
        let termination = package.getattr("Termination")?.getattr(name)?;
        package
            .getattr("Outcome")?
            .call1((termination, winner))
            .map(Some)
    }

    /// Whether the game has ended.
    #[pyo3(signature = (*, claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.ending(claim_draw).is_some()
    }

    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    #[pyo3(signature = (*, claim_draw = false))]
    fn result(&self, claim_draw: bool) -> &'static str {
        match self.ending(claim_draw) {
            None => "*",
            Some((_, None)) => "1/2-1/2",
            Some((_, Some(true))) => "1-0",
            Some((_, Some(false))) => "0-1",
        }
    }
}

impl Board {
    /// The termination's name and the winner, in the order python-chess's
    /// `outcome()` checks them.
    fn ending(&self, claim_draw: bool) -> Option<(&'static str, Option<bool>)> {
        Some(match self.history().ending(claim_draw)? {
            Ok(Outcome::Checkmate { winner }) => ("CHECKMATE", Some(is_white(winner))),
            Ok(Outcome::InsufficientMaterial) => ("INSUFFICIENT_MATERIAL", None),
            Ok(Outcome::Stalemate) => ("STALEMATE", None),
            Ok(Outcome::SeventyFiveMoves) => ("SEVENTYFIVE_MOVES", None),
            Ok(Outcome::FivefoldRepetition) => ("FIVEFOLD_REPETITION", None),
            Err(Claim::FiftyMoves) => ("FIFTY_MOVES", None),
            Err(Claim::ThreefoldRepetition) => ("THREEFOLD_REPETITION", None),
        })
    }
}
