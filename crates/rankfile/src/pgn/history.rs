//! How a game stands by the rules, from the positions it went through: a
//! board's move stack, as python-chess's board judges it (repetitions,
//! the fifty- and seventy-five-move rules, draws that may be claimed).
//! A game read from PGN is judged along its reading (`GameOutcome`).

use super::outcome::{Claim, Outcome};
use crate::Position;

/// A game's position now and the positions before it that it may repeat:
/// those back to the last move that cannot be undone (a capture or a pawn
/// move, a castling right lost, a move after which en passant was
/// possible), as python-chess counts repetitions.
///
/// ```
/// use rankfile::Position;
/// use rankfile::pgn::{Claim, History};
///
/// let mut played = vec![Position::new()];
/// for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
///     let next = played.last().unwrap().play_uci(uci).unwrap();
///     played.push(next);
/// }
/// let (now, earlier) = played.split_last().unwrap();
/// let history = History::new(*now, earlier.iter().rev());
/// assert_eq!(history.repetitions(), 2);
/// // ...Ng8 would stand the start a third time: a draw to claim.
/// assert!(history.can_claim_threefold_repetition());
/// assert_eq!(history.ending(true), Some(Err(Claim::ThreefoldRepetition)));
/// assert_eq!(history.ending(false), None);
/// ```
#[derive(Debug, Clone)]
pub struct History<'a> {
    now: Position,
    /// The positions it may repeat, the latest first.
    reversible: Vec<&'a Position>,
}

impl<'a> History<'a> {
    /// The history of `now`, given the positions before it, the latest
    /// first (a move stack read from its top).
    pub fn new(now: Position, earlier: impl IntoIterator<Item = &'a Position>) -> History<'a> {
        let mut after = now;
        let reversible = earlier
            .into_iter()
            .map_while(|before| {
                let irreversible = after.halfmove_clock() == 0
                    || before.castling_rights() != after.castling_rights()
                    || before.legal_ep_square().is_some();
                after = *before;
                (!irreversible).then_some(before)
            })
            .collect();
        History { now, reversible }
    }

    /// How many times the position now has stood, this time included.
    pub fn repetitions(&self) -> usize {
        let earlier = self.reversible.iter();
        1 + earlier.filter(|p| p.is_repetition_of(&self.now)).count()
    }

    /// Fifty moves without a capture or a pawn move, now, or after a move
    /// to play (FIDE's 9.3).
    pub fn can_claim_fifty_moves(&self) -> bool {
        let clock = self.now.halfmove_clock();
        let moves = self.now.legal_moves();
        (clock >= 100 && !moves.is_empty())
            || (clock >= 99 && moves.iter().any(|m| !m.is_zeroing()))
    }

    /// The position stands for the third time, now or after a move to
    /// play (FIDE's 9.2).
    pub fn can_claim_threefold_repetition(&self) -> bool {
        if self.repetitions() >= 3 {
            return true;
        }
        let seen: Vec<&Position> = std::iter::once(&self.now)
            .chain(self.reversible.iter().copied())
            .collect();
        self.now.legal_moves().iter().any(|m| {
            let mut after = self.now;
            after.play_unchecked(m);
            seen.iter().filter(|p| p.is_repetition_of(&after)).count() >= 2
        })
    }

    /// How the game stands, in the order python-chess's `outcome()`
    /// checks it: over by the rules (`Ok`), or, with `claim_draw`, a draw
    /// that may be claimed (`Err`); `None` while it goes on.
    pub fn ending(&self, claim_draw: bool) -> Option<Result<Outcome, Claim>> {
        let pos = &self.now;
        let over = if pos.is_checkmate() {
            Outcome::Checkmate {
                winner: !pos.turn(),
            }
        } else if pos.is_insufficient_material() {
            Outcome::InsufficientMaterial
        } else if !pos.has_legal_moves() {
            Outcome::Stalemate
        } else if pos.halfmove_clock() >= 150 {
            Outcome::SeventyFiveMoves
        } else if self.repetitions() >= 5 {
            Outcome::FivefoldRepetition
        } else if claim_draw && self.can_claim_fifty_moves() {
            return Some(Err(Claim::FiftyMoves));
        } else if claim_draw && self.can_claim_threefold_repetition() {
            return Some(Err(Claim::ThreefoldRepetition));
        } else {
            return None;
        };
        Some(Ok(over))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now(fen: &str) -> History<'static> {
        History::new(fen.parse().unwrap(), std::iter::empty())
    }

    #[test]
    fn python_chess_order_and_claims() {
        // Stalemated with a king each: python-chess names the material.
        let bare = now("7k/8/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(bare.ending(false), Some(Ok(Outcome::InsufficientMaterial)));
        let stalemate = now("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(stalemate.ending(false), Some(Ok(Outcome::Stalemate)));
        // 99 plies, and a move that resets nothing to play: a claim.
        let fifty = now("4k3/8/8/8/8/8/4P3/4K3 w - - 99 80");
        assert!(fifty.can_claim_fifty_moves());
        assert_eq!(fifty.ending(true), Some(Err(Claim::FiftyMoves)));
        assert_eq!(fifty.ending(false), None);
        let seventy_five = now("4k3/8/8/8/8/8/4P3/4K3 w - - 150 100");
        assert_eq!(
            seventy_five.ending(false),
            Some(Ok(Outcome::SeventyFiveMoves))
        );
    }

    #[test]
    fn a_capture_ends_what_can_repeat() {
        let start = Position::new();
        let after = start.play_uci("e2e4").unwrap();
        // The pawn move cannot be undone: the start is not a repetition.
        let history = History::new(after, [&start]);
        assert_eq!(history.repetitions(), 1);
        assert!(history.reversible.is_empty());
    }
}
