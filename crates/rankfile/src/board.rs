//! The placement of the pieces: FEN's first field.

use crate::attacks;
use crate::{Bitboard, Color, Piece, Role, Square};

/// Which piece stands on which square, and nothing else.
///
/// Stored as one bitboard per role and one per colour, so that questions
/// such as "where are the white knights" are a single `&`.
///
/// # Examples
///
/// ```
/// use rankfile::{Board, Color, Piece, Role, Square};
///
/// let board = Board::new();
/// assert_eq!(board.piece_at(Square::E1), Some(Role::King.of(Color::White)));
/// assert_eq!(board.piece_at(Square::E4), None);
/// assert_eq!(board.occupied().count(), 32);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
}

impl Board {
    /// The empty board.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
        }
    }

    /// The standard starting placement.
    pub const fn new() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            occupied: Bitboard(0xffff_0000_0000_ffff),
        }
    }

    /// Every occupied square.
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// The squares of pieces of `role`, either colour.
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// The squares of `piece`.
    #[inline]
    pub const fn by_piece(&self, piece: Piece) -> Bitboard {
        Bitboard(self.by_role(piece.role).0 & self.by_color(piece.color).0)
    }

    /// Bishops and queens, either colour: the diagonal sliders.
    #[inline]
    pub const fn diagonal_sliders(&self) -> Bitboard {
        Bitboard(self.by_role(Role::Bishop).0 | self.by_role(Role::Queen).0)
    }

    /// Rooks and queens, either colour: the rank and file sliders.
    #[inline]
    pub const fn straight_sliders(&self) -> Bitboard {
        Bitboard(self.by_role(Role::Rook).0 | self.by_role(Role::Queen).0)
    }

    /// The square of `color`'s king, when it has exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Role::King.of(color)).single()
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied.contains(sq) {
            return None;
        }
        // Exactly one role set holds the square: add up index × membership,
        // without a branch per role.
        let at = sq.index();
        let index = (1..6).fold(0, |acc, i| {
            acc + i * ((self.by_role[i].0 >> at) & 1) as usize
        });
        Role::ALL.get(index).copied()
    }

    /// The colour of the piece on `sq`, if any.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color(Color::White).contains(sq) {
            Some(Color::White)
        } else if self.by_color(Color::Black).contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = self.color_at(sq)?;
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    /// A board from its role and colour bitboards, which must agree (every
    /// square in exactly one role set iff it is in exactly one colour set).
    pub(crate) fn from_bitboards(by_role: [Bitboard; 6], by_color: [Bitboard; 2]) -> Board {
        Board {
            by_role,
            by_color,
            occupied: by_color[0] | by_color[1],
        }
    }

    /// The board mirrored top to bottom: rank 1 becomes rank 8.
    ///
    /// ```
    /// use rankfile::{Board, Square};
    ///
    /// let flipped = Board::new().flip_vertical();
    /// assert_eq!(flipped.piece_at(Square::E8), Board::new().piece_at(Square::E1));
    /// ```
    #[must_use]
    pub fn flip_vertical(&self) -> Board {
        Board {
            by_role: self.by_role.map(Bitboard::flip_vertical),
            by_color: self.by_color.map(Bitboard::flip_vertical),
            occupied: self.occupied.flip_vertical(),
        }
    }

    /// The board with every piece's colour swapped, squares unchanged.
    ///
    /// ```
    /// use rankfile::{Board, Color, Square};
    ///
    /// let swapped = Board::new().swap_colors();
    /// assert_eq!(swapped.color_at(Square::E1), Some(Color::Black));
    /// ```
    #[must_use]
    pub fn swap_colors(&self) -> Board {
        Board {
            by_role: self.by_role,
            by_color: [self.by_color[1], self.by_color[0]],
            occupied: self.occupied,
        }
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.remove_piece_at(sq);
        self.toggle(sq, piece.color, piece.role);
    }

    /// Removes and returns the piece on `sq`, if any.
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.toggle(sq, piece.color, piece.role);
        Some(piece)
    }

    /// Flips `sq` in the bitboards of `color` and `role`: puts the piece on
    /// an empty square, or takes it off the square where it stands.
    #[inline]
    pub(crate) fn toggle(&mut self, sq: Square, color: Color, role: Role) {
        let bb = Bitboard::from_square(sq);
        self.by_role[role as usize] ^= bb;
        self.by_color[color as usize] ^= bb;
        self.occupied ^= bb;
    }

    /// Moves the piece of `color` and `role` from `from` to `to`, an empty
    /// square, where it becomes `becomes` (itself, or what a pawn promotes
    /// to): one flip of both squares in each set.
    #[inline]
    pub(crate) fn shift(
        &mut self,
        color: Color,
        role: Role,
        from: Square,
        to: Square,
        becomes: Role,
    ) {
        let (from, to) = (Bitboard::from_square(from), Bitboard::from_square(to));
        if role == becomes {
            self.by_role[role as usize] ^= from | to;
        } else {
            self.by_role[role as usize] ^= from;
            self.by_role[becomes as usize] ^= to;
        }
        self.by_color[color as usize] ^= from | to;
        self.occupied ^= from | to;
    }

    /// The pieces of `attacker` that attack `sq`, with `occupied` standing
    /// in for the board's occupancy (to look through a piece that moves).
    #[inline]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        self.attackers_with(sq, attacker, occupied, attacks::Portable)
    }

    /// [`attackers_to`](Self::attackers_to), the slider attacks found by
    /// `sliders` (the move generator's, compiled for each way).
    #[inline(always)]
    pub(crate) fn attackers_with<A: attacks::Sliders>(
        &self,
        sq: Square,
        attacker: Color,
        occupied: Bitboard,
        sliders: A,
    ) -> Bitboard {
        let them = self.by_color(attacker);
        let knights = attacks::knight_attacks(sq) & self.by_role(Role::Knight);
        let kings = attacks::king_attacks(sq) & self.by_role(Role::King);
        let pawns = attacks::pawn_attacks(!attacker, sq) & self.by_role(Role::Pawn);
        let diagonal = sliders.bishop(sq, occupied) & self.diagonal_sliders();
        let straight = sliders.rook(sq, occupied) & self.straight_sliders();
        (knights | kings | pawns | diagonal | straight) & them
    }

    /// [`attackers_to`](Self::attackers_to), the sliders found on `sq`'s
    /// lines with nothing between ([`attacks::unblocked`]) instead of by a
    /// magic lookup: for the moves of a game, one by one; the move
    /// generator's loops keep the magic tables, which stay in the cache
    /// there.
    ///
    /// ```
    /// use rankfile::{Color, Position, Square};
    ///
    /// let pos: Position = "4k3/8/8/1b6/8/8/8/R3K2R w KQ - 0 1".parse().unwrap();
    /// let board = pos.board();
    /// for sq in [Square::E1, Square::D2, Square::F1, Square::A8] {
    ///     assert_eq!(
    ///         board.attackers_by_rays(sq, Color::Black, board.occupied()),
    ///         board.attackers_to(sq, Color::Black, board.occupied()),
    ///     );
    /// }
    /// ```
    #[inline]
    pub fn attackers_by_rays(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        let knights = attacks::knight_attacks(sq) & self.by_role(Role::Knight);
        let kings = attacks::king_attacks(sq) & self.by_role(Role::King);
        let pawns = attacks::pawn_attacks(!attacker, sq) & self.by_role(Role::Pawn);
        let aligned = (attacks::diagonal_rays(sq) & self.diagonal_sliders())
            | (attacks::straight_rays(sq) & self.straight_sliders());
        ((knights | kings | pawns) & them) | attacks::unblocked(sq, aligned & them, occupied)
    }

    /// Every piece with its square, `a1` first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied
            .into_iter()
            .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// The placement field of a FEN: rank 8 first, `/` between ranks.
    ///
    /// ```
    /// use rankfile::Board;
    ///
    /// assert_eq!(Board::new().board_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    /// ```
    pub fn board_fen(&self) -> String {
        let mut out = String::with_capacity(72);
        self.push_board_fen(&mut out);
        out
    }

    /// Appends the placement field to `out`. The pieces are first laid
    /// out square by square from their twelve bitboards, then read off
    /// rank by rank: no square is asked which piece it holds.
    pub(crate) fn push_board_fen(&self, out: &mut String) {
        let mut squares = [0u8; 64];
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = role.of(color);
                let letter = piece.char() as u8;
                for sq in self.by_piece(piece) {
                    squares[sq.index()] = letter;
                }
            }
        }
        // At most 8 letters a rank and 7 slashes.
        let mut text = [0u8; 71];
        let mut len = 0;
        for (i, rank) in squares.chunks_exact(8).rev().enumerate() {
            if i > 0 {
                text[len] = b'/';
                len += 1;
            }
            let mut empty = 0u8;
            for &letter in rank {
                if letter == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    text[len] = b'0' + empty;
                    len += 1;
                    empty = 0;
                }
                text[len] = letter;
                len += 1;
            }
            if empty > 0 {
                text[len] = b'0' + empty;
                len += 1;
            }
        }
        // Piece letters, digits and slashes: ASCII.
        out.push_str(core::str::from_utf8(&text[..len]).unwrap_or_default());
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl core::fmt::Debug for Board {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Board({})", self.board_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_and_remove_keep_the_bitboards_in_step() {
        let mut board = Board::empty();
        board.set_piece_at(Square::E4, Role::Knight.of(Color::White));
        board.set_piece_at(Square::E4, Role::Queen.of(Color::Black));
        assert_eq!(
            board.piece_at(Square::E4),
            Some(Role::Queen.of(Color::Black))
        );
        assert!(board.by_role(Role::Knight).is_empty());
        assert_eq!(board.occupied().count(), 1);
        assert_eq!(
            board.remove_piece_at(Square::E4),
            Some(Role::Queen.of(Color::Black))
        );
        assert_eq!(board, Board::empty());
    }

    #[test]
    fn attackers_see_through_the_given_occupancy() {
        let board = Board::new();
        // f7 is defended by the black king only.
        let defenders = board.attackers_to(Square::F7, Color::Black, board.occupied());
        assert_eq!(defenders, Bitboard::from(Square::E8));
        // Looking through e2 (as if its pawn had moved), the f1 bishop reaches d3.
        let no_e2 = board.occupied().without(Square::E2);
        let on_d3 = board.attackers_to(Square::D3, Color::White, no_e2);
        assert!(on_d3.contains(Square::F1));
        assert!(on_d3.contains(Square::C2) && on_d3.contains(Square::E2));
    }
}
