//! Legality of a few moves without generating them all: what SAN reading
//! and writing need (is this one candidate legal? which other pieces could
//! go there?).

use super::{Sink, checkers_and_pinned, generate_castling, generate_en_passant};
use crate::attacks::{self, Portable};
use crate::{Bitboard, CastlingSide, Move, Position, Role, Square};

/// The facts that decide legality in a position, computed once.
pub(crate) struct Legality {
    king: Square,
    checkers: Bitboard,
    pinned: Bitboard,
    check_mask: Bitboard,
}

/// Whether moving our piece from `from` to `to` (not the king, not en
/// passant) leaves our king out of check: one look along the king's lines
/// on the board as it would be. This answers pins and checks at once,
/// for one move, without computing them for the whole position.
#[inline]
pub(crate) fn leaves_king_safe(pos: &Position, from: Square, to: Square) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(us) else {
        return false;
    };
    let theirs = board.by_color(!us).without(to);
    // A knight's or a pawn's check stays unless the move takes the piece.
    if ((attacks::knight_attacks(king) & board.by_role(Role::Knight))
        | (attacks::pawn_attacks(us, king) & board.by_role(Role::Pawn)))
    .intersects(theirs)
    {
        return false;
    }
    // Only their sliders on a line of the king can reach it, each when
    // nothing stands between: small tables, where a magic lookup would
    // touch a large one and miss the cache. Mostly there is none.
    let aligned = (board.straight_sliders() & theirs & attacks::straight_rays(king))
        | (board.diagonal_sliders() & theirs & attacks::diagonal_rays(king));
    if aligned.is_empty() {
        return true;
    }
    let occupied = board.occupied().without(from).with(to);
    attacks::unblocked(king, aligned, occupied).is_empty()
}

/// Whether our king may step to `to`.
#[inline]
pub(crate) fn king_safe_on(pos: &Position, to: Square) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(us) else {
        return false;
    };
    let theirs = board.by_color(!us).without(to);
    let occupied = board.occupied().without(king);
    let aligned = (board.straight_sliders() & theirs & attacks::straight_rays(to))
        | (board.diagonal_sliders() & theirs & attacks::diagonal_rays(to));
    (attacks::knight_attacks(to) & board.by_role(Role::Knight) & theirs).is_empty()
        && (attacks::pawn_attacks(us, to) & board.by_role(Role::Pawn) & theirs).is_empty()
        && (attacks::king_attacks(to) & board.by_role(Role::King) & theirs).is_empty()
        && attacks::unblocked(to, aligned, occupied).is_empty()
}

/// Keeps the special moves the generators emit.
struct Specials(arrayvec::ArrayVec<Move, 4>);

impl Sink for Specials {
    fn piece(&mut self, _: Role, _: Square, _: Bitboard) {}
    fn pawns(&mut self, _: Bitboard, _: i32, _: bool) {}
    fn special(&mut self, m: Move) {
        let _ = self.0.try_push(m);
    }
}

impl Legality {
    /// `None` when the side to move has no king.
    pub(crate) fn new(pos: &Position) -> Option<Legality> {
        let king = pos.our_king()?;
        let (checkers, pinned) = checkers_and_pinned(pos, king);
        let check_mask = match checkers.first() {
            Some(checker) if !checkers.more_than_one() => {
                attacks::between(king, checker).with(checker)
            }
            Some(_) => Bitboard::EMPTY,
            None => Bitboard::FULL,
        };
        Some(Legality {
            king,
            checkers,
            pinned,
            check_mask,
        })
    }

    /// The pieces giving check.
    pub(crate) fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// The pieces of the side to move pinned to their king.
    pub(crate) fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// The side to move's king.
    pub(crate) fn king(&self) -> Square {
        self.king
    }

    /// Whether a piece other than the king (a pawn included, en passant
    /// excepted) may go from `from` to `to`, given that it can reach it.
    #[inline]
    pub(crate) fn allows(&self, from: Square, to: Square) -> bool {
        self.check_mask.contains(to)
            && (!self.pinned.contains(from) || attacks::line(self.king, from).contains(to))
    }

    /// Whether the king may step to `to` (a square it attacks, not its
    /// own piece's).
    #[inline]
    pub(crate) fn king_may_go(&self, pos: &Position, to: Square) -> bool {
        let board = pos.board();
        board
            .attackers_to(to, !pos.turn(), board.occupied().without(self.king))
            .is_empty()
    }

    /// The legal en passant capture from `from`, if there is one.
    pub(crate) fn en_passant(&self, pos: &Position, from: Square) -> Option<Move> {
        let ep = pos.ep_square()?;
        if self.checkers.more_than_one() {
            return None;
        }
        let mut specials = Specials(arrayvec::ArrayVec::new());
        generate_en_passant(pos, &mut specials, self.king, ep, self.check_mask, Portable);
        specials.0.into_iter().find(|m| m.from() == from)
    }

    /// The legal castling move to `side`, if there is one.
    pub(crate) fn castle(&self, pos: &Position, side: CastlingSide) -> Option<Move> {
        if self.checkers.any() {
            return None;
        }
        let ours = pos.board().by_color(pos.turn());
        let mut safe = Bitboard::EMPTY;
        for to in attacks::king_attacks(self.king) - ours {
            if self.king_may_go(pos, to) {
                safe |= to;
            }
        }
        let mut specials = Specials(arrayvec::ArrayVec::new());
        generate_castling(pos, &mut specials, self.king, safe, Portable);
        specials
            .0
            .into_iter()
            .find(|m| m.castling_side() == Some(side))
    }

    /// Whether `m`, a move the pieces can make, is legal.
    pub(crate) fn is_legal(&self, pos: &Position, m: &Move) -> bool {
        match *m {
            Move::Normal {
                role: Role::King,
                to,
                ..
            } => self.king_may_go(pos, to),
            Move::Normal { from, to, .. } => {
                !self.checkers.more_than_one() && self.allows(from, to)
            }
            Move::EnPassant { from, .. } => self.en_passant(pos, from).is_some(),
            Move::Castle { .. } => m
                .castling_side()
                .and_then(|side| self.castle(pos, side))
                .is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_generator_on_every_move_it_makes() {
        for fen in [
            crate::fen::STARTING_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
            "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
        ] {
            let pos: Position = fen.parse().unwrap();
            let legality = Legality::new(&pos).unwrap();
            for m in pos.legal_moves() {
                assert!(legality.is_legal(&pos, &m), "{fen}: {m:?}");
                if let Move::Normal { role, from, to, .. } = m {
                    let safe = if role == Role::King {
                        king_safe_on(&pos, to)
                    } else {
                        leaves_king_safe(&pos, from, to)
                    };
                    assert!(safe, "{fen}: {m:?}");
                }
            }
            // And no pseudo-legal move that the generator leaves out passes.
            let legal = pos.legal_moves();
            let board = pos.board();
            for from in board.by_color(pos.turn()) {
                let role = board.role_at(from).unwrap();
                if matches!(role, Role::King | Role::Pawn) {
                    continue;
                }
                for to in attacks::attacks(role, pos.turn(), from, board.occupied())
                    - board.by_color(pos.turn())
                {
                    let listed = legal.iter().any(|m| m.from() == from && m.to() == to);
                    assert_eq!(
                        leaves_king_safe(&pos, from, to),
                        listed,
                        "{fen}: {from}{to}"
                    );
                }
            }
        }
    }
}
