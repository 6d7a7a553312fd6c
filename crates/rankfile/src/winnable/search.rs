//! The search: a best-first walk over every position the game can still
//! reach, looking for one where the winner has mated.
//!
//! Exhaustive by construction: each reachable position is taken once, in
//! an order the [score](super::score) chooses so that mates come early,
//! and the walk ends when one is found (the path to it is the helpmate),
//! when no position is left (no mate exists: the proof of
//! unwinnability), or when the bound is reached (undetermined). The
//! order decides only how soon a mate is found, never the answer.

use std::collections::BinaryHeap;
use std::hash::{BuildHasher, BuildHasherDefault};

use hashbrown::HashTable;

use super::rules::material_cannot_mate;
use super::score::{Target, score};
use super::sealed::sealed;
use crate::{Color, Move, Position, Setup};

/// What the walk found.
pub(crate) enum Walk {
    /// A helpmate: the moves from the start to the winner's mate.
    Mate(Vec<Move>),
    /// Every reachable position was taken and none is a mate.
    Exhausted {
        /// How many positions there were.
        positions: usize,
        /// Whether some pawn could ever move or be taken.
        pawns_moved: bool,
    },
    /// The bound was reached first.
    Bounded {
        /// How many positions were taken.
        positions: usize,
    },
}

/// How many pawn structures the walk's check of a changed structure may
/// look at: none, the fixed core alone, cheap enough to ask after every
/// pawn move and capture.
const SEALED_IN_WALK: usize = 0;

struct Node {
    pos: Position,
    parent: u32,
    mv: Option<Move>,
}

/// Walks the positions reachable from `start` for a mate by `winner`,
/// holding at most `limit` of them.
pub(crate) fn walk(start: &Position, winner: Color, limit: usize, moves: Moves) -> Walk {
    // Each position is held once, in `nodes`; the set of those seen holds
    // their indices (a position is 104 bytes, an index 4).
    let hasher = BuildHasherDefault::<super::hash::Fx>::default();
    let hash = |pos: &Position| hasher.hash_one(pos);
    let mut seen: HashTable<u32> = HashTable::new();
    let mut nodes: Vec<Node> = Vec::new();
    let mut queue = BinaryHeap::new();
    let start = normalized(start);
    let target = Target::of(&start, winner);
    seen.insert_unique(hash(&start), 0, |_| 0);
    nodes.push(Node {
        pos: start,
        parent: u32::MAX,
        mv: None,
    });
    queue.push(Entry {
        score: score(&start, winner, target, 0),
        depth: 0,
        index: 0,
    });
    let mut pawns_moved = false;
    while let Some(entry) = queue.pop() {
        let pos = nodes[entry.index as usize].pos;
        for m in moves.of(&pos, winner) {
            let mut next = pos;
            next.play_unchecked(&m);
            let next = normalized(&next);
            let key = hash(&next);
            if seen.find(key, |&i| nodes[i as usize].pos == next).is_some() {
                continue;
            }
            pawns_moved |= m.role() == crate::Role::Pawn || m.capture() == Some(crate::Role::Pawn);
            let index = u32::try_from(nodes.len()).unwrap_or(u32::MAX);
            nodes.push(Node {
                pos: next,
                parent: entry.index,
                mv: Some(m),
            });
            seen.insert_unique(key, index, |&i| hash(&nodes[i as usize].pos));
            if next.turn() != winner && next.is_check() && next.is_checkmate() {
                return Walk::Mate(path(&nodes, index));
            }
            if material_cannot_mate(next.board(), winner).is_some()
                || (may_seal(&next, &m) && sealed(&next, winner, SEALED_IN_WALK).is_some())
            {
                continue;
            }
            if nodes.len() >= limit {
                return Walk::Bounded {
                    positions: nodes.len(),
                };
            }
            let depth = entry.depth + 1;
            queue.push(Entry {
                score: score(&next, winner, target, depth),
                depth,
                index,
            });
        }
    }
    Walk::Exhausted {
        positions: nodes.len(),
        pawns_moved,
    }
}

/// Whether `m`, just played, may have sealed the pawns: a capture, or a
/// pawn that now stands in front of a pawn. Other moves leave the pawns'
/// fixed core as it was, and asking again would only cost.
fn may_seal(after: &Position, m: &Move) -> bool {
    let pawns = after.board().by_role(crate::Role::Pawn);
    let ahead = match after.turn() {
        // The mover is the side not to move now.
        Color::Black => m.to().offset(8),
        Color::White => m.to().offset(-8),
    };
    m.is_capture() || (m.role() == crate::Role::Pawn && ahead.is_some_and(|sq| pawns.contains(sq)))
}

/// Which moves the walk follows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Moves {
    /// Every legal move: the walk is a proof when it ends.
    All,
    /// Out of check, the loser's king moves and captures alone, when it
    /// has any: the loser's other pieces stay where they are, as
    /// blockers, and the search is far narrower. A mate found is a mate; a walk that ends
    /// proves nothing.
    KingWalk,
}

impl Moves {
    fn of(self, pos: &Position, winner: Color) -> crate::MoveList {
        let mut legal = pos.legal_moves();
        if self == Moves::KingWalk && pos.turn() != winner && !pos.is_check() {
            let narrow = |m: &Move| m.role() == crate::Role::King || m.is_capture();
            if legal.iter().any(narrow) {
                legal.retain(|m| narrow(m));
            }
        }
        legal
    }
}

/// The moves that led to `index`, first to last.
fn path(nodes: &[Node], mut index: u32) -> Vec<Move> {
    let mut moves = Vec::new();
    while let Some(node) = nodes.get(index as usize) {
        match node.mv {
            Some(m) => moves.push(m),
            None => break,
        }
        index = node.parent;
    }
    moves.reverse();
    moves
}

/// The position with what play cannot tell apart made equal: the clocks
/// zeroed (dead positions ignore the fifty- and seventy-five-move rules,
/// as the Laws' 5.2.2 and 6.9 do) and the en passant square kept only
/// when a capture there is legal.
pub(crate) fn normalized(pos: &Position) -> Position {
    let setup = pos.to_setup();
    let ep_square = if setup.ep_square.is_some() {
        pos.legal_ep_square()
    } else {
        None
    };
    Position::from_setup_unchecked(Setup {
        ep_square,
        halfmove: 0,
        fullmove: 1,
        ..setup
    })
}

/// A position waiting in the queue: the lowest score first, then the
/// deepest, then the newest: among equals the walk dives, as a
/// depth-first search would, rather than widen.
#[derive(PartialEq, Eq)]
struct Entry {
    score: u32,
    depth: u32,
    index: u32,
}

impl Ord for Entry {
    fn cmp(&self, other: &Entry) -> core::cmp::Ordering {
        (other.score, self.depth, self.index).cmp(&(self.score, other.depth, other.index))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Entry) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
