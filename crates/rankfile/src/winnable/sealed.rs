//! Pawn structures: a proof without search of positions whose pawns hold
//! the pieces apart, for the locked structures where the search would
//! have far too many positions to walk.
//!
//! It walks the *pawn structures* the game can reach instead of its
//! positions, and lets every piece go wherever the pawns alone allow: the
//! other pieces can only block it or be taken out of its way, so the
//! squares found are all it could ever stand on, its *region*. The pawns
//! move when they can (a push to a square no pawn holds, a capture of a
//! piece whose region reaches the square, of a pawn, en passant after a
//! double push), the pieces take the pawns their regions attack, and a
//! promotion gives a queen and a knight, whose moves hold every other
//! piece's. In each structure it asks whether a mate could be: a square of
//! the loser's king's region that the winner's pieces can attack, whose
//! every neighbour the winner can attack or the loser can block, each
//! with a piece or pawn of its own (a matching of squares to blockers).
//! When no structure allows one, no position does.

use std::collections::HashMap;

use super::structure::{Structure, Token};
use crate::attacks::{attacks, pawn_attacks};
use crate::{Bitboard, Color, Position, Role, Square};

/// Whether no pawn structure the game can reach allows a mate by
/// `winner`, walking at most `bound` structures; the pawns of the start
/// when so.
pub(crate) fn sealed(pos: &Position, winner: Color, bound: usize) -> Option<Bitboard> {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    // A fixed pawn stands in front of a pawn or of a piece for good: with
    // no pawn in front of anything, none is fixed, and the walk alone can
    // tell.
    let white = pawns & board.by_color(Color::White);
    let black = pawns & board.by_color(Color::Black);
    let blocked =
        (white.north() & board.occupied()).any() || (black.south() & board.occupied()).any();
    if pawns.is_empty() || (!blocked && bound == 0) {
        return None;
    }
    if let Some(core) = super::fixed::fixed_core(pos)
        && !core.mate_possible(winner)
    {
        return Some(core.pawns[0] | core.pawns[1]);
    }
    if bound == 0 {
        return None;
    }
    let start = Structure::of(pos)?;
    // One entry per pawn structure and set of pieces, holding the union of
    // the regions found for it: a structure reached again with regions
    // inside those is nothing new, and one with more is merged and walked
    // again. Regions only grow, so the walk ends.
    let mut known: HashMap<Shape, Vec<Bitboard>> = HashMap::new();
    let mut stack = vec![start];
    let mut walked = 0;
    while let Some(structure) = stack.pop() {
        let regions = known.entry(structure.shape()).or_default();
        let merged = structure.merged_into(regions);
        let Some(structure) = merged else { continue };
        walked += 1;
        if walked > bound || structure.mate_possible(winner) {
            return None;
        }
        stack.extend(structure.successors());
    }
    Some(pawns)
}

/// What identifies a structure apart from the regions: the pawns, the
/// pawn just passed, and each piece's side and kind (a bishop's with the
/// colour of its squares, which never changes).
#[derive(PartialEq, Eq, Hash)]
struct Shape {
    pawns: [Bitboard; 2],
    passed: Option<Square>,
    kinds: Vec<(Color, Role, bool)>,
}

impl Structure {
    fn shape(&self) -> Shape {
        Shape {
            pawns: self.pawns,
            passed: self.passed,
            kinds: self
                .tokens
                .iter()
                .map(|t| (t.color, t.role, (t.region & Bitboard::LIGHT).any()))
                .collect(),
        }
    }

    /// This structure with its regions joined to those already known for
    /// its shape, or `None` when it adds no square to them.
    fn merged_into(mut self, known: &mut Vec<Bitboard>) -> Option<Structure> {
        if known.is_empty() {
            known.extend(self.tokens.iter().map(|t| t.region));
            return Some(self);
        }
        let mut grew = false;
        for (token, region) in self.tokens.iter_mut().zip(known.iter_mut()) {
            grew |= (token.region - *region).any();
            *region |= token.region;
            token.region = *region;
        }
        grew.then(|| Structure::respread(self.pawns, self.tokens).with_passed(self.passed))
    }

    fn with_passed(mut self, passed: Option<Square>) -> Structure {
        self.passed = passed;
        self
    }

    /// The structures one pawn move or one capture of a pawn away.
    fn successors(&self) -> Vec<Structure> {
        let mut out = Vec::new();
        for color in Color::ALL {
            for sq in self.pawns[color as usize] {
                self.pawn_moves(color, sq, &mut out);
            }
        }
        for (index, token) in self.tokens.iter().enumerate() {
            self.pawn_takings(index, token, &mut out);
        }
        out
    }

    fn pawn_moves(&self, color: Color, from: Square, out: &mut Vec<Structure>) {
        let walls = self.all_pawns();
        let forward = if color == Color::White { 8 } else { -8 };
        if let Some(to) = from.offset(forward).filter(|&to| !walls.contains(to)) {
            self.pawn_arrives(color, from, to, None, out);
            let home = from.rank().relative_to(color).index() == 1;
            if let Some(two) = to
                .offset(forward)
                .filter(|&two| home && !walls.contains(two))
            {
                self.pawn_arrives(color, from, two, None, out);
                if let Some(last) = out.last_mut() {
                    last.passed = Some(two);
                }
            }
        }
        let theirs = self.pawns[!color as usize];
        for to in pawn_attacks(color, from) {
            if theirs.contains(to) {
                self.pawn_arrives(color, from, to, Some(Taken::Pawn(to)), out);
            }
            if let Some(passed) = self.passed
                && theirs.contains(passed)
                && to.offset(-forward) == Some(passed)
            {
                self.pawn_arrives(color, from, to, Some(Taken::Pawn(passed)), out);
            }
            for (index, token) in self.tokens.iter().enumerate() {
                if token.color != color && token.role != Role::King && token.region.contains(to) {
                    self.pawn_arrives(color, from, to, Some(Taken::Token(index)), out);
                }
            }
        }
    }

    /// The structure after `color`'s pawn goes from `from` to `to`, taking
    /// what `taken` says; on the last rank it becomes a queen or a knight.
    fn pawn_arrives(
        &self,
        color: Color,
        from: Square,
        to: Square,
        taken: Option<Taken>,
        out: &mut Vec<Structure>,
    ) {
        let mut pawns = self.pawns;
        let mut tokens = self.tokens.clone();
        pawns[color as usize] = pawns[color as usize].without(from).with(to);
        match taken {
            Some(Taken::Pawn(sq)) => pawns[!color as usize] = pawns[!color as usize].without(sq),
            Some(Taken::Token(index)) => {
                tokens.remove(index);
            }
            None => {}
        }
        if to.rank().relative_to(color).index() == 7 {
            pawns[color as usize] = pawns[color as usize].without(to);
            for role in [Role::Queen, Role::Knight] {
                let mut promoted = tokens.clone();
                promoted.push(Token {
                    color,
                    role,
                    region: Bitboard::from_square(to),
                });
                out.push(Structure::respread(pawns, promoted));
            }
        } else {
            out.push(Structure::respread(pawns, tokens));
        }
    }

    /// The structures after the piece `index` takes a pawn its region
    /// attacks (a king only a pawn no pawn protects).
    fn pawn_takings(&self, index: usize, token: &Token, out: &mut Vec<Structure>) {
        let walls = self.all_pawns();
        let theirs = self.pawns[!token.color as usize];
        let protected = self.pawn_attacks(!token.color);
        let mut targets = Bitboard::EMPTY;
        for sq in token.region {
            targets |= attacks(token.role, token.color, sq, walls) & theirs;
        }
        if token.role == Role::King {
            targets = targets - protected;
        }
        for target in targets {
            let mut pawns = self.pawns;
            pawns[!token.color as usize] = theirs.without(target);
            let mut tokens = self.tokens.clone();
            tokens[index].region = token.region.with(target);
            out.push(Structure::respread(pawns, tokens));
        }
    }

    /// A new structure with every piece's region spread under its pawns.
    fn respread(pawns: [Bitboard; 2], tokens: Vec<Token>) -> Structure {
        let mut structure = Structure {
            pawns,
            passed: None,
            tokens,
        };
        let spread: Vec<Bitboard> = structure
            .tokens
            .iter()
            .map(|t| structure.spread(t.role, t.color, t.region))
            .collect();
        for (token, region) in structure.tokens.iter_mut().zip(spread) {
            token.region = region;
        }
        structure.tokens.sort_unstable_by_key(Token::order);
        structure
    }
}

/// What a pawn takes.
#[derive(Clone, Copy)]
enum Taken {
    Pawn(Square),
    Token(usize),
}
