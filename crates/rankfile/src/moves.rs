//! Moves.

use core::fmt;

use crate::{CastlingSide, Role, Square};

/// A move, with everything needed to play it and to describe it.
///
/// Castling is stored as the king's square and its rook's square, so that
/// it stays unambiguous in Chess960; [`Move::to`] gives the square the king
/// lands on.
///
/// # Examples
///
/// ```
/// use rankfile::{Move, Role, Square};
///
/// let m = Move::Normal {
///     role: Role::Pawn,
///     from: Square::E7,
///     capture: Some(Role::Rook),
///     to: Square::D8,
///     promotion: Some(Role::Queen),
/// };
/// assert_eq!(m.from(), Square::E7);
/// assert_eq!(m.to(), Square::D8);
/// assert_eq!(m.capture(), Some(Role::Rook));
/// assert_eq!(m.promotion(), Some(Role::Queen));
/// assert_eq!(m.to_string(), "e7d8q");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Any move but en passant and castling.
    Normal {
        /// The moving piece.
        role: Role,
        /// Where it starts.
        from: Square,
        /// The piece it takes, if any.
        capture: Option<Role>,
        /// Where it lands.
        to: Square,
        /// What a pawn becomes on the last rank.
        promotion: Option<Role>,
    },
    /// A pawn taking a pawn that has just passed it.
    EnPassant {
        /// The capturing pawn's square.
        from: Square,
        /// The passed square, where the capturing pawn lands.
        to: Square,
    },
    /// The king and a rook move together.
    Castle {
        /// The king's square.
        king: Square,
        /// The rook's square.
        rook: Square,
    },
}

impl Move {
    /// The moving piece (the king for castling).
    #[inline]
    pub const fn role(&self) -> Role {
        match *self {
            Move::Normal { role, .. } => role,
            Move::EnPassant { .. } => Role::Pawn,
            Move::Castle { .. } => Role::King,
        }
    }

    /// The square the move starts from (the king's for castling).
    #[inline]
    pub const fn from(&self) -> Square {
        match *self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// The square the moving piece lands on (the king's destination for
    /// castling: `g1` for White's `O-O`).
    #[inline]
    pub fn to(&self) -> Square {
        match *self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, .. } => self.castling_side().map_or(king, |side| {
                Square::from_coords(side.king_to_file(), king.rank())
            }),
        }
    }

    /// The piece taken, if any (a pawn for en passant).
    #[inline]
    pub const fn capture(&self) -> Option<Role> {
        match *self {
            Move::Normal { capture, .. } => capture,
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Castle { .. } => None,
        }
    }

    /// Whether the move takes a piece.
    #[inline]
    pub const fn is_capture(&self) -> bool {
        self.capture().is_some()
    }

    /// The promotion piece, if any.
    #[inline]
    pub const fn promotion(&self) -> Option<Role> {
        match *self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// Whether the move is an en passant capture.
    #[inline]
    pub const fn is_en_passant(&self) -> bool {
        matches!(self, Move::EnPassant { .. })
    }

    /// The wing, if the move is castling.
    #[inline]
    pub const fn castling_side(&self) -> Option<CastlingSide> {
        match *self {
            Move::Castle { king, rook } => Some(if (rook as u8) > (king as u8) {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            }),
            _ => None,
        }
    }

    /// Whether the move is castling.
    #[inline]
    pub const fn is_castle(&self) -> bool {
        matches!(self, Move::Castle { .. })
    }

    /// Whether the move resets the halfmove clock: a pawn move or a capture.
    #[inline]
    pub const fn is_zeroing(&self) -> bool {
        matches!(self.role(), Role::Pawn) || self.is_capture()
    }
}

impl fmt::Display for Move {
    /// The move in UCI: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}
