//! How a game stands by the rules: draws that hold or can be claimed,
//! the outcome, the result, python-chess's way; the core's `History`
//! judges them on the positions of the move stack.

use pyo3::prelude::*;
use rankfile::UciCastling;
use rankfile::pgn::{Claim, Outcome};
use rankfile::winnable::Verdict;

use super::Board;
use crate::values::Move;
use crate::values::{color_of, is_white};

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

/// Dead positions (FIDE 5.2.2 and 6.9): who can still checkmate, by the
/// core's verdict, with the helpmate that proves it.
#[pymethods]
impl Board {
    /// Whether neither side can checkmate by any series of legal moves
    /// (FIDE 5.2.2), proved for both; a position the search cannot decide
    /// counts as alive. python-chess knows only
    /// `is_insufficient_material()`, a few piece counts.
    ///
    /// >>> rankfile.Board("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1").is_dead_position()
    /// True
    /// >>> rankfile.Board().is_dead_position()
    /// False
    fn is_dead_position(&self, py: Python<'_>) -> bool {
        let pos = self.pos;
        py.allow_threads(move || pos.is_dead())
    }

    /// Whether `color` can still checkmate by some series of legal moves
    /// (FIDE 6.9: a player who runs out of time draws when the opponent
    /// cannot): `False` only with a proof, `True` otherwise (with a
    /// helpmate, `helpmate(color)` gives it).
    ///
    /// >>> board = rankfile.Board("8/8/4k3/8/8/8/3NK3/8 b - - 0 1")
    /// >>> board.can_checkmate(rankfile.WHITE), board.can_checkmate(rankfile.BLACK)
    /// (False, False)
    fn can_checkmate(&self, py: Python<'_>, color: bool) -> bool {
        let (pos, side) = (self.pos, color_of(color));
        !py.allow_threads(move || pos.winnable(side)).is_unwinnable()
    }

    /// A helpmate for `color`: moves of both sides, from this position, that
    /// end with `color` mating; `None` when `color` cannot mate, or when the
    /// search reaches its bound without finding one.
    ///
    /// >>> board = rankfile.Board()
    /// >>> line = board.helpmate(rankfile.WHITE)
    /// >>> for move in line: board.push(move)
    /// >>> board.is_checkmate(), board.turn == rankfile.BLACK
    /// (True, True)
    fn helpmate(&self, py: Python<'_>, color: bool) -> Option<Vec<Move>> {
        let (pos, side) = (self.pos, color_of(color));
        match py.allow_threads(move || pos.winnable(side)) {
            Verdict::Winnable(helpmate) => {
                let mut at = pos;
                let moves = (helpmate.moves.iter())
                    .map(|m| {
                        let written = Move::of(m, UciCastling::of(&at));
                        at.play_unchecked(m);
                        written
                    })
                    .collect();
                Some(moves)
            }
            _ => None,
        }
    }
}
