//! A helpmate by iterative deepening where progress costs nothing: each
//! round searches every line up to a number of plies, but a move that
//! brings the mating pattern nearer does not count against it, and a
//! move that leads away counts three times. Lines that make progress run
//! deep; lines that wander end soon.
//!
//! The scheme is that of Ambrona's Chess Unwinnability Analyzer (CHA,
//! GPL), read in its paper and source for the idea: rewarded and
//! punished variations in a depth-first search, progress free, a move
//! away three plies, a move right after progress free too. This code is
//! rankfile's own, with its own order within a position and its own
//! memory of positions seen. What counts as progress is said in
//! [`Progress`]: the mate aimed at is the
//! [score](super::score)'s corner, with the loser's king driven into it
//! and a piece of its own beside it. Within a position the moves are
//! taken cheapest first, pawns first among equals, so that a line pushes
//! its pawns to promotion before it wanders.
//!
//! A move that costs nothing can be followed by another: a line may run
//! long (at most `longest` plies) within the first round, whose cost is
//! two plies, and on real games most helpmates are found there. Like the dive, it
//! proves nothing when it fails: the walk comes after it.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::score::{Target, distance};
use super::search::{Successors, normalized, successors};
use crate::{Bitboard, Color, Move, Position, Role, Square};

/// How many plies a round may allow, at most.
const DEEPEST: u32 = 120;

/// How many positions one round may enter for each ply it allows,
/// before it gives up and the next, deeper one starts.
const ROUND_BOUND: usize = 10_000;

/// A helpmate by `winner` from `start`, entering at most `budget`
/// positions over all rounds.
pub(crate) fn deepen(
    start: &Position,
    winner: Color,
    budget: usize,
    longest: usize,
) -> Option<Vec<Move>> {
    let start = normalized(start);
    let mut deepener = Deepener {
        winner,
        target: Target::of(&start, winner),
        seen: HashMap::default(),
        line: Vec::new(),
        budget,
        longest,
        round_left: 0,
    };
    for plies in 2..=DEEPEST {
        deepener.round_left = ROUND_BOUND * plies as usize;
        if deepener.down(&start, plies, false) {
            return Some(deepener.line);
        }
        if deepener.budget == 0 {
            return None;
        }
    }
    None
}

struct Deepener {
    winner: Color,
    target: Target,
    /// Each position entered, with the plies it had left then: entered
    /// again with no more, it has nothing new to give.
    seen: HashMap<Position, u32, BuildHasherDefault<super::hash::Fx>>,
    line: Vec<Move>,
    budget: usize,
    longest: usize,
    round_left: usize,
}

/// What a move does for the mate the search aims at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Progress {
    /// It brings the pattern nearer: it costs no ply.
    Toward,
    /// Neither: it costs one (none right after a move toward).
    Neutral,
    /// It leads away: it costs three.
    Away,
}

impl Deepener {
    /// Whether a mate is found below `pos` within `left` plies.
    fn down(&mut self, pos: &Position, left: u32, after_progress: bool) -> bool {
        if left == 0 || self.line.len() >= self.longest || self.budget == 0 || self.round_left == 0
        {
            return false;
        }
        let loser_promotes = needs_loser_promotion(pos, self.winner);
        let open = match successors(pos, self.winner) {
            Successors::Mate(m) => {
                self.line.push(m);
                return true;
            }
            Successors::Open(open) => open,
        };
        let mut children = Vec::with_capacity(open.len());
        for (m, next) in open {
            let progress = self.progress(pos, &m, loser_promotes);
            let cost = match progress {
                Progress::Toward => 0,
                Progress::Neutral if after_progress => 0,
                Progress::Neutral => 1,
                Progress::Away => 3,
            };
            children.push((cost, m, next, progress == Progress::Toward));
        }
        children.sort_by_key(|&(cost, m, ..)| (cost, m.role() as u8));
        for (cost, m, next, toward) in children {
            let next_left = left.saturating_sub(cost);
            match self.seen.get_mut(&next) {
                Some(had) if *had >= next_left => continue,
                Some(had) => *had = next_left,
                None => {
                    self.seen.insert(next, next_left);
                }
            }
            self.budget -= 1;
            self.round_left -= 1;
            self.line.push(m);
            if self.down(&next, next_left, toward) {
                return true;
            }
            self.line.pop();
            if self.budget == 0 || self.round_left == 0 {
                return false;
            }
        }
        false
    }

    fn progress(&self, pos: &Position, m: &Move, loser_promotes: bool) -> Progress {
        let corner = self.target.corner();
        if pos.turn() == self.winner {
            let advanced =
                m.role() == Role::Pawn && m.from().rank().relative_to(self.winner).index() >= 5;
            let nearer = match m.role() {
                Role::King => closer(m, self.target.file_king_square(), distance),
                Role::Knight => closer(m, corner, knight_distance),
                _ => false,
            };
            return if advanced || m.is_capture() || nearer {
                Progress::Toward
            } else {
                Progress::Neutral
            };
        }
        let block = self.target.block_square();
        let nearer = match m.role() {
            Role::King => closer(m, corner, distance),
            Role::Knight => closer(m, block, knight_distance),
            _ => false,
        };
        if nearer {
            return Progress::Toward;
        }
        if loser_promotes {
            let minor = !matches!(m.promotion(), Some(Role::Queen | Role::Rook));
            return if m.role() == Role::Pawn && minor && !m.is_capture() {
                Progress::Toward
            } else {
                Progress::Away
            };
        }
        if m.is_capture() {
            Progress::Away
        } else {
            Progress::Neutral
        }
    }
}

fn closer(m: &Move, goal: Square, measure: fn(Square, Square) -> u32) -> bool {
    measure(m.to(), goal) < measure(m.from(), goal)
}

/// Whether the winner's material looks unable to mate without a piece
/// the loser has yet to promote (a lone knight against no minor piece or
/// rook; bishops of one colour with no knight of the loser's and no
/// bishop of the other colour on the board): the loser's pawn moves are
/// then progress. A guess for the order of the search, never a proof: a
/// rook of the loser's may block as well.
fn needs_loser_promotion(pos: &Position, winner: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(winner);
    let theirs = board.by_color(!winner);
    let knights = board.by_role(Role::Knight);
    let bishops = board.by_role(Role::Bishop);
    let rooks = board.by_role(Role::Rook);
    if ours.count() == 2 && (ours & knights).count() == 1 {
        return (theirs & (knights | bishops | rooks)).is_empty();
    }
    let our_bishops = ours & bishops;
    if our_bishops.any() && ours.count() == our_bishops.count() + 1 {
        let colour = if (our_bishops & Bitboard::DARK).any() {
            Bitboard::DARK
        } else {
            Bitboard::LIGHT
        };
        return (our_bishops - colour).is_empty()
            && (bishops - colour).is_empty()
            && (theirs & knights).is_empty();
    }
    false
}

/// How many knight moves from `a` to `b`, on an open board (a corner
/// may ask one or two more: the search's order only).
fn knight_distance(a: Square, b: Square) -> u32 {
    let dx = a.file().index().abs_diff(b.file().index()) as u32;
    let dy = a.rank().index().abs_diff(b.rank().index()) as u32;
    let (dx, dy) = (dx.max(dy), dx.min(dy));
    match (dx, dy) {
        (0, 0) => 0,
        (1, 0) => 3,
        (2, 2) => 4,
        _ => {
            let m = dx.div_ceil(2).max((dx + dy).div_ceil(3));
            m + ((m + dx + dy) & 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{mates, position};
    use super::{deepen, knight_distance};
    use crate::{Color, Square};

    #[test]
    fn knight_distances() {
        assert_eq!(knight_distance(Square::B1, Square::C3), 1);
        assert_eq!(knight_distance(Square::B1, Square::B2), 3);
        assert_eq!(knight_distance(Square::A1, Square::H8), 6);
        assert_eq!(knight_distance(Square::D4, Square::D5), 3);
    }

    #[test]
    fn a_middlegame_mate_found_within_the_first_deepening() {
        // A lichess game's final position, White to mate: the searches
        // before this one took 12 ms to find a helpmate here.
        let pos = position("1kr5/8/1p4p1/2p1p3/8/P1q5/5PPP/5QK1 b - - 3 31");
        let line = deepen(&pos, Color::White, 2_000, 60).expect("a helpmate");
        assert!(mates(&pos, Color::White, &line), "{line:?}");
        assert!(line.len() <= 60);
    }

    #[test]
    fn a_lone_bishop_mates_once_the_loser_has_promoted_its_blockers() {
        // A lichess game's final position, White to mate with a lone
        // bishop: Black must promote pawns to minor pieces to block its
        // own king. The best-first walk ran out of room here at a million
        // positions.
        let pos = position("8/8/1p6/5pk1/5r1p/8/4K3/3B4 b - - 1 60");
        let line = deepen(&pos, Color::White, 50_000, 200).expect("a helpmate");
        assert!(mates(&pos, Color::White, &line), "{line:?}");
    }

    #[test]
    fn no_line_where_no_mate_exists() {
        let pos = position("8/8/4k3/8/8/3BK3/8/8 w - - 0 1");
        assert_eq!(deepen(&pos, Color::White, 1_000, 60), None);
    }
}
