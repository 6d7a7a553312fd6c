//! Writing moves: SAN as the PGN standard wants it, and long algebraic.

use super::lang::Lang;
use crate::attacks;
use crate::movegen::{self, Legality};
use crate::{Bitboard, CastlingSide, Move, Position, Role};

/// What a SAN needs to tell its piece from the others that could go to
/// the same square: nothing, the file, the rank, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Disambiguation {
    pub file: bool,
    pub rank: bool,
}

/// The disambiguation `m` needs: only other pieces of its kind that can
/// legally go to the same square count (a pinned one does not).
pub(crate) fn disambiguation(pos: &Position, m: &Move) -> Disambiguation {
    let none = Disambiguation {
        file: false,
        rank: false,
    };
    let Move::Normal { role, from, to, .. } = *m else {
        return none;
    };
    // A king is alone of its kind, but on a board set up with two.
    if role == Role::Pawn || (role == Role::King && movegen::has_one_king(pos)) {
        return none;
    }
    let board = pos.board();
    let ours = board.by_piece(role.of(pos.turn())).without(from);
    // The other pieces of its kind that reach `to`, found on the lines
    // through `to` (most moves have none there) rather than in the large
    // table of slider attacks, which SAN written for every move of a game
    // mostly finds out of the cache.
    let lines = match role {
        Role::Knight => Bitboard::EMPTY,
        Role::Bishop => attacks::diagonal_rays(to),
        Role::Rook => attacks::straight_rays(to),
        _ => attacks::diagonal_rays(to) | attacks::straight_rays(to),
    };
    let others = match role {
        Role::Knight => attacks::knight_attacks(to) & ours,
        _ => attacks::unblocked(to, lines & ours, board.occupied()),
    };
    if others.is_empty() {
        return none;
    }
    let others: Vec<_> = match Legality::new(pos).filter(|_| movegen::has_one_king(pos)) {
        Some(legality) => (others.into_iter())
            .filter(|&o| legality.allows(o, to))
            .collect(),
        // A board being set up (no king, or several): ask the legal moves.
        None => (pos.legal_moves().iter())
            .filter(|o| o.role() == role && o.to() == to && others.contains(o.from()))
            .map(|o| o.from())
            .collect(),
    };
    if others.is_empty() {
        return none;
    }
    if others.iter().all(|o| o.file() != from.file()) {
        Disambiguation {
            file: true,
            rank: false,
        }
    } else if others.iter().all(|o| o.rank() != from.rank()) {
        Disambiguation {
            file: false,
            rank: true,
        }
    } else {
        Disambiguation {
            file: true,
            rank: true,
        }
    }
}

/// `+`, `#` or nothing: what playing `m` does to the other side.
pub(crate) fn suffix(pos: &Position, m: &Move) -> &'static str {
    let mut next = *pos;
    next.play_unchecked(m);
    suffix_of(&next)
}

/// `+`, `#` or nothing: the sign of the move that led to `next`.
pub(crate) fn suffix_of(next: &Position) -> &'static str {
    if !next.is_check() {
        ""
    } else if next.has_legal_moves() {
        "+"
    } else {
        "#"
    }
}

fn push_letter(out: &mut String, lang: Lang, role: Role) {
    if let Some(c) = lang.letter(role) {
        out.push(c);
    }
}

fn castling(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    }
}

/// Appends the SAN of `m` (legal in `pos`), check sign included.
pub(crate) fn push_san(pos: &Position, m: &Move, lang: Lang, out: &mut String) {
    push_san_unsigned(pos, m, lang, out);
    out.push_str(suffix(pos, m));
}

/// Appends the SAN of `m` (legal in `pos`) without its check sign.
pub(crate) fn push_san_unsigned(pos: &Position, m: &Move, lang: Lang, out: &mut String) {
    match *m {
        Move::Castle { .. } => {
            out.push_str(castling(
                m.castling_side().unwrap_or(CastlingSide::KingSide),
            ));
        }
        Move::Normal {
            role: Role::Pawn,
            from,
            capture,
            to,
            promotion,
        } => {
            if capture.is_some() {
                out.push(from.file().char());
                out.push('x');
            }
            out.push_str(to.name());
            if let Some(p) = promotion {
                out.push('=');
                push_letter(out, lang, p);
            }
        }
        Move::EnPassant { from, to } => {
            out.push(from.file().char());
            out.push('x');
            out.push_str(to.name());
        }
        Move::Normal {
            role,
            from,
            capture,
            to,
            ..
        } => {
            push_letter(out, lang, role);
            let d = disambiguation(pos, m);
            if d.file {
                out.push(from.file().char());
            }
            if d.rank {
                out.push(from.rank().char());
            }
            if capture.is_some() {
                out.push('x');
            }
            out.push_str(to.name());
        }
    }
}

/// Appends the long algebraic notation of `m`: `Ng1-f3`, `e7xd8=Q+`,
/// `O-O`.
pub(crate) fn push_lan(pos: &Position, m: &Move, lang: Lang, out: &mut String) {
    if let Some(side) = m.castling_side() {
        out.push_str(castling(side));
    } else {
        push_letter(out, lang, m.role());
        out.push_str(m.from().name());
        out.push(if m.is_capture() { 'x' } else { '-' });
        out.push_str(m.to().name());
        if let Some(p) = m.promotion() {
            out.push('=');
            push_letter(out, lang, p);
        }
    }
    out.push_str(suffix(pos, m));
}
