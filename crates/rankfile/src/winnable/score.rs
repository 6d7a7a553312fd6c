//! The order of the search: how near a position looks to a mate by the
//! winner. Lower is nearer. Only the order of the walk depends on it.
//!
//! The search aims at one pattern, the easiest helpmate there is: the
//! loser's king in a corner of its own back rank, the winner's king two
//! squares off, the winner's pieces around, and nothing of the loser's
//! in the way but what blocks its king's flight squares.

use crate::attacks::king_attacks;
use crate::{Bitboard, Color, Position, Rank, Role, Square};

/// The corner the search drives the loser's king to.
#[derive(Clone, Copy)]
pub(crate) struct Target {
    corner: Square,
    /// Where the winner's king stands for the mate: two squares off the
    /// corner on the diagonal.
    king: Square,
}

impl Target {
    /// The loser's king where it stands, for a mate there.
    pub(crate) fn in_place(pos: &Position, winner: Color) -> Option<Target> {
        let king = pos.board().king_of(!winner)?;
        Some(Target { corner: king, king })
    }

    /// The corner the loser's king is driven to.
    pub(crate) fn corner(self) -> Square {
        self.corner
    }

    /// Where the winner's king stands for a mate with the loser's piece
    /// on the [block square](Self::block_square): two squares in from the
    /// corner on its file.
    pub(crate) fn file_king_square(self) -> Square {
        let inward = if self.corner.rank() == Rank::Eighth {
            -16
        } else {
            16
        };
        self.corner.offset(inward).unwrap_or(self.corner)
    }

    /// The square beside the corner on the back rank, where a piece of
    /// the loser's blocks its king's flight.
    pub(crate) fn block_square(self) -> Square {
        let inward = if self.corner.file() == crate::File::A {
            1
        } else {
            -1
        };
        self.corner.offset(inward).unwrap_or(self.corner)
    }

    /// The corner of the loser's back rank of the colour the winner's
    /// bishops can check on (when all are of one colour), else the one
    /// nearer the loser's king.
    pub(crate) fn of(pos: &Position, winner: Color) -> Target {
        let board = pos.board();
        let back = if winner == Color::White {
            Rank::Eighth
        } else {
            Rank::First
        };
        let corners = [
            Square::from_coords(crate::File::A, back),
            Square::from_coords(crate::File::H, back),
        ];
        let bishops = board.by_color(winner) & board.by_role(Role::Bishop);
        let light = (bishops & Bitboard::LIGHT).any();
        let dark = (bishops & Bitboard::DARK).any();
        let king = board.king_of(!winner).unwrap_or(corners[0]);
        let corner = match (light, dark) {
            (true, false) => corners.into_iter().find(|c| c.is_light()),
            (false, true) => corners.into_iter().find(|c| !c.is_light()),
            _ => corners.into_iter().min_by_key(|&c| distance(c, king)),
        }
        .unwrap_or(corners[0]);
        let inward_file = if corner.file() == crate::File::A {
            2
        } else {
            -2
        };
        let inward_rank = if back == Rank::Eighth { -16 } else { 16 };
        let king_square = corner.offset(inward_file + inward_rank).unwrap_or(corner);
        Target {
            corner,
            king: king_square,
        }
    }
}

/// The loser's king's distance from the corner weighs most, then its
/// free flight squares, the winner's king's distance from its square,
/// the winner's pieces' distance from the corner, the distance of the
/// winner's most advanced pawn from promoting when it has no queen, and
/// a little of the depth, so that short helpmates come first.
pub(crate) fn score(pos: &Position, winner: Color, target: Target, depth: u32) -> u32 {
    let board = pos.board();
    let loser = !winner;
    let Some(king) = board.king_of(loser) else {
        return u32::MAX / 2;
    };
    let occupied = board.occupied();
    let free = (king_attacks(king) - board.by_color(loser))
        .into_iter()
        .filter(|&sq| !board.attackers_to(sq, winner, occupied).any())
        .count() as u32;
    let ours = board.by_color(winner);
    let our_king = board
        .king_of(winner)
        .map_or(0, |sq| distance(sq, target.king));
    let pieces = ours - board.by_role(Role::Pawn) - board.by_role(Role::King);
    let near: u32 = pieces.into_iter().map(|sq| distance(sq, king)).sum();
    let promotion = if (ours & board.by_role(Role::Queen)).any() {
        0
    } else {
        (ours & board.by_role(Role::Pawn))
            .into_iter()
            .map(|sq| 7 - sq.rank().relative_to(winner).index() as u32)
            .min()
            .unwrap_or(0)
    };
    4 * distance(king, target.corner) + 2 * free + our_king + near + 2 * promotion + depth / 2
}

/// The king's distance: how many king moves from `a` to `b`.
pub(crate) fn distance(a: Square, b: Square) -> u32 {
    let files = a.file().index().abs_diff(b.file().index());
    let ranks = a.rank().index().abs_diff(b.rank().index());
    files.max(ranks) as u32
}
