//! A first, depth-first try at a helpmate: from each position the
//! likeliest move first, by the [score](super::score), and deeper at once,
//! backing up only when a line ends or runs too long.
//!
//! The best-first walk widens where many positions score alike, which is
//! what an open middlegame is: every move of a piece far from the kings
//! leaves the score as it was, and the walk takes them all before going
//! on. The dive follows one line to its end and is most often right
//! within a few hundred positions. It proves nothing when it fails: the
//! walk comes after it.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;

use super::score::{Target, score};
use super::search::{Successors, normalized, successors};
use crate::{Color, Move, Position};

/// How many plies a line may run before the dive backs up.
const DEEPEST: usize = 60;

/// A helpmate by `winner` from `start`: a short dive for a mate where
/// the loser's king stands, then one driving it to a corner, entering at
/// most `budget` positions.
pub(crate) fn dive(start: &Position, winner: Color, budget: usize) -> Option<Vec<Move>> {
    let start = normalized(start);
    let tries = [
        (Target::in_place(&start, winner), IN_PLACE.min(budget)),
        (Some(Target::of(&start, winner)), budget),
    ];
    tries.into_iter().find_map(|(target, budget)| {
        let mut diver = Diver {
            winner,
            target: target?,
            seen: HashSet::default(),
            line: Vec::new(),
            budget,
        };
        diver.seen.insert(start);
        diver.down(&start).then_some(diver.line)
    })
}

/// How many positions the first dive, the mate where the loser's king
/// stands, may enter before the dive to a corner takes the budget.
const IN_PLACE: usize = 300;

struct Diver {
    winner: Color,
    target: Target,
    seen: HashSet<Position, BuildHasherDefault<super::hash::Fx>>,
    /// The moves from the start to the position being looked at.
    line: Vec<Move>,
    budget: usize,
}

impl Diver {
    /// Whether a mate is found below `pos`; the line to it is left in
    /// `line` when so.
    fn down(&mut self, pos: &Position) -> bool {
        if self.line.len() >= DEEPEST {
            return false;
        }
        let open = match successors(pos, self.winner) {
            Successors::Mate(m) => {
                self.line.push(m);
                return true;
            }
            Successors::Open(open) => open,
        };
        let depth = self.line.len() as u32 + 1;
        let mut children: Vec<_> = open
            .into_iter()
            .map(|(m, next)| (score(&next, self.winner, self.target, depth), m, next))
            .collect();
        children.sort_by_key(|&(score, ..)| score);
        for (_, m, next) in children {
            // Only the positions entered are remembered: most children
            // are never entered, and hashing each would cost more than
            // the rest of the dive.
            if !self.seen.insert(next) {
                continue;
            }
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            self.line.push(m);
            if self.down(&next) {
                return true;
            }
            self.line.pop();
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{mates, position};
    use super::dive;
    use crate::Color;

    #[test]
    fn an_open_middlegame_mate_found_where_the_walk_ran_out() {
        // A lichess game's final position, White to mate: the best-first
        // walk held a million positions here without a mate.
        let pos = position("4R3/1ppN1pkp/8/1p6/2pb2r1/B5Pb/P4P1P/4R1K1 b - - 1 25");
        let line = dive(&pos, Color::White, 20_000).expect("a helpmate");
        assert!(mates(&pos, Color::White, &line), "{line:?}");
    }

    #[test]
    fn no_line_where_no_mate_exists() {
        // Bare kings and a bishop: every line ends with nothing found.
        let pos = position("8/8/4k3/8/8/3BK3/8/8 w - - 0 1");
        assert_eq!(dive(&pos, Color::White, 1_000), None);
    }
}
