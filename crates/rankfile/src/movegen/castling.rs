//! Castling: whether the king may castle with a rook, in standard chess
//! and in Chess960, without generating the other moves.

use super::Sink;
use crate::attacks::{self, Sliders};
use crate::{Bitboard, CastlingSide, Color, File, Move, Position, Rank, Role, Square};

/// The squares that must be empty for `us` to castle to `side` with the
/// king on `king` and the rook on `rook`: between them, and the way of each
/// to its destination, the two castling pieces themselves excepted.
pub(crate) fn castling_path(us: Color, side: CastlingSide, king: Square, rook: Square) -> Bitboard {
    let king_to = side.king_to(us);
    let rook_to = side.rook_to(us);
    (attacks::between(king, rook)
        | attacks::between(king, king_to).with(king_to)
        | attacks::between(rook, rook_to).with(rook_to))
        - king
        - rook
}

/// The castling move to `side` when it is legal, found without the
/// position's pins: the rights, the rook at home, an empty path, and no
/// square the king stands on, crosses or reaches attacked (the rooks of
/// standard chess stand in a corner, so nothing attacks through them).
#[inline]
pub(crate) fn castle_if_legal(pos: &Position, side: CastlingSide) -> Option<Move> {
    castle_from(pos, side, pos.board().king_of(pos.turn())?)
}

/// [`castle_if_legal`] for the king on `king` (a board being set up may
/// have several).
pub(crate) fn castle_from(pos: &Position, side: CastlingSide, king: Square) -> Option<Move> {
    let us = pos.turn();
    let board = pos.board();
    let rook = pos.castling_rights().rook_square(us, side)?;
    if !(board.by_role(Role::Rook) & board.by_color(us)).contains(rook)
        || (castling_path(us, side, king, rook) & board.occupied()).any()
    {
        return None;
    }
    let occupied = board.occupied() - king - rook;
    let king_path = attacks::between(king, side.king_to(us))
        .with(king)
        .with(side.king_to(us));
    king_path
        .into_iter()
        .all(|sq| board.attackers_by_rays(sq, !us, occupied).is_empty())
        .then_some(Move::Castle { king, rook })
}

/// Castling: the squares between king and rook and both destinations
/// empty (but for the two castling pieces), and no square the king stands
/// on, crosses or reaches attacked.
///
/// Standard chess's castling (the king on the e-file, a rook in its
/// corner) takes a shorter road, with constant-shaped tests: the squares
/// between king and rook empty; the square beside the king one of
/// `safe_steps` (the king's own safe destinations: not being in check,
/// taking the king away opens no ray, and a corner rook blocks no ray to
/// the squares beside the king); and the king's destination not attacked
/// once the king has left. Chess960's takes the general one.
#[inline]
pub(super) fn generate_castling<S: Sink, A: Sliders>(
    pos: &Position,
    sink: &mut S,
    king: Square,
    safe_steps: Bitboard,
    sliders: A,
) {
    let us = pos.turn();
    let castling = pos.castling_ref();
    if (castling.rook_squares() & Bitboard::rank(Rank::First.relative_to(us))).is_empty() {
        return;
    }
    let board = pos.board();
    for side in CastlingSide::ALL {
        let Some(rook) = castling.rook_square(us, side) else {
            continue;
        };
        if !(board.by_role(Role::Rook) & board.by_color(us)).contains(rook) {
            continue;
        }
        let king_to = side.king_to(us);
        // The rook in the corner of its own side (a castling right set
        // through the API may name the other one: the general road).
        let corner = match side {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        };
        let standard = king.file() == File::E && rook.file() == corner;
        if standard {
            // The king on e1 and a rook in its corner: the squares between
            // them empty, the one beside the king (where the rook lands)
            // among its safe steps, and the one it lands on not attacked.
            if (attacks::between(king, rook) & board.occupied()).is_empty()
                && safe_steps.contains(side.rook_to(us))
                && board
                    .attackers_with(king_to, !us, board.occupied() - king, sliders)
                    .is_empty()
            {
                sink.special(Move::Castle { king, rook });
            }
            continue;
        }
        if (castling_path(us, side, king, rook) & board.occupied()).any() {
            continue;
        }
        let occupied = board.occupied() - king - rook;
        let king_path = attacks::between(king, king_to).with(king_to);
        if king_path
            .into_iter()
            .all(|sq| board.attackers_with(sq, !us, occupied, sliders).is_empty())
        {
            sink.special(Move::Castle { king, rook });
        }
    }
}

/// The castling moves of a side without exactly one king: with a king on
/// its back rank (the highest, if several), as python-chess castles it
/// there, judged for that king alone.
pub(super) fn castles_without_one_king(pos: &Position) -> impl Iterator<Item = Move> + '_ {
    let us = pos.turn();
    let back = Bitboard::rank(Rank::First.relative_to(us));
    let king = (pos.board().by_piece(Role::King.of(us)) & back).last();
    (CastlingSide::ALL.into_iter()).filter_map(move |side| castle_from(pos, side, king?))
}
