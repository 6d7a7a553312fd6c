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

/// A position seen: its hash and its index in the walk's list.
struct Seen {
    hash: u32,
    index: u32,
}

impl Seen {
    /// The 32 bits a table entry keeps of a position's hash, repeated in
    /// both halves: the table takes its bucket from the low bits and its
    /// tag from the high ones, and both come from all 64 of `full`.
    fn spread(full: u64) -> u64 {
        let folded = u64::from((full ^ (full >> 32)) as u32);
        folded << 32 | folded
    }

    fn new(key: u64, index: u32) -> Seen {
        Seen {
            hash: key as u32,
            index,
        }
    }

    /// The hash the table was given, from the 32 bits kept.
    fn key(&self) -> u64 {
        u64::from(self.hash) << 32 | u64::from(self.hash)
    }
}

struct Node {
    pos: Position,
    parent: u32,
    mv: Option<Move>,
}

/// Walks the positions reachable from `start` for a mate by `winner`,
/// holding at most `limit` of them.
pub(crate) fn walk(start: &Position, winner: Color, limit: usize, moves: Moves) -> Walk {
    // Each position is held once, in `nodes`; the set of those seen holds
    // their hashes and indices (a position is 104 bytes, an entry 8): the
    // table grows without hashing a position again, and a position is
    // compared only with those of the same hash.
    let hasher = BuildHasherDefault::<super::hash::Fx>::default();
    let hash = |pos: &Position| Seen::spread(hasher.hash_one(pos));
    let mut seen: HashTable<Seen> = HashTable::new();
    let mut nodes: Vec<Node> = Vec::new();
    let mut queue = BinaryHeap::new();
    let start = normalized(start);
    let target = Target::of(&start, winner);
    let key = hash(&start);
    seen.insert_unique(key, Seen::new(key, 0), Seen::key);
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
            let same = |e: &Seen| e.key() == key && nodes[e.index as usize].pos == next;
            if seen.find(key, same).is_some() {
                continue;
            }
            pawns_moved |= m.role() == crate::Role::Pawn || m.capture() == Some(crate::Role::Pawn);
            let index = u32::try_from(nodes.len()).unwrap_or(u32::MAX);
            nodes.push(Node {
                pos: next,
                parent: entry.index,
                mv: Some(m),
            });
            seen.insert_unique(key, Seen::new(key, index), Seen::key);
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

/// A position's moves, as the depth-first searches take them.
pub(crate) enum Successors {
    /// This move mates, for the winner.
    Mate(Move),
    /// No move mates: each move whose position may still lead to a mate
    /// by the winner (its material can), with that position normalized.
    Open(Vec<(Move, Position)>),
}

/// The moves from `pos` towards a mate by `winner`: one that mates at
/// once, or those that leave the winner material to mate with.
pub(crate) fn successors(pos: &Position, winner: Color) -> Successors {
    let mut open = Vec::new();
    for m in pos.legal_moves() {
        let mut next = *pos;
        next.play_unchecked(&m);
        let next = normalized(&next);
        if next.turn() != winner && next.is_check() && next.is_checkmate() {
            return Successors::Mate(m);
        }
        if material_cannot_mate(next.board(), winner).is_none() {
            open.push((m, next));
        }
    }
    Successors::Open(open)
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
