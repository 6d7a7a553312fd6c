//! Castling rights: FEN's third field.

use core::fmt;

use crate::{Bitboard, Color, File, Rank, Square};

/// The two wings a king can castle to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file: `O-O`, FEN letter `K`/`k`.
    KingSide = 0,
    /// Towards the a-file: `O-O-O`, FEN letter `Q`/`q`.
    QueenSide = 1,
}

impl CastlingSide {
    /// Both wings, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the king lands on: `g` or `c`.
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The file the rook lands on: `f` or `d`.
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// The square the king lands on for `color`: `g1`, `c1`, `g8` or `c8`.
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), Rank::First.relative_to(color))
    }

    /// The square the rook lands on for `color`: `f1`, `d1`, `f8` or `d8`.
    pub const fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), Rank::First.relative_to(color))
    }

    /// The FEN letter of this right for `color`: `K`, `Q`, `k` or `q`.
    pub const fn char(self, color: Color) -> char {
        match (color, self) {
            (Color::White, CastlingSide::KingSide) => 'K',
            (Color::White, CastlingSide::QueenSide) => 'Q',
            (Color::Black, CastlingSide::KingSide) => 'k',
            (Color::Black, CastlingSide::QueenSide) => 'q',
        }
    }
}

/// Which castling rights remain, per colour and wing, each with the file of
/// its rook (always `a` or `h` in standard chess; kept so that Chess960
/// can place rooks elsewhere).
///
/// A right says that neither the king nor that rook has moved; it does not
/// say that castling is legal now.
///
/// # Examples
///
/// ```
/// use rankfile::{CastlingRights, CastlingSide, Color, File, Square};
///
/// let mut rights = CastlingRights::standard();
/// assert_eq!(rights.to_string(), "KQkq");
/// assert_eq!(rights.rook_file(Color::White, CastlingSide::QueenSide), Some(File::A));
/// rights.discard_square(Square::H8);
/// assert_eq!(rights.to_string(), "KQq");
/// rights.discard_color(Color::White);
/// assert_eq!(rights.to_string(), "q");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastlingRights {
    rook_files: [[Option<File>; 2]; 2],
    /// The home squares of the rooks that still have a right: a move from
    /// or to one of them discards that right.
    mask: Bitboard,
    /// Chess960's rights: king and rooks anywhere on the back rank.
    chess960: bool,
}

impl CastlingRights {
    /// No right at all: FEN `-`.
    pub const NONE: CastlingRights = CastlingRights {
        rook_files: [[None; 2]; 2],
        mask: Bitboard::EMPTY,
        chess960: false,
    };

    /// All four rights of the starting position, rooks on `a` and `h`.
    pub const fn standard() -> CastlingRights {
        CastlingRights {
            rook_files: [[Some(File::H), Some(File::A)]; 2],
            mask: Bitboard(0x8100_0000_0000_0081),
            chess960: false,
        }
    }

    /// Whether these are Chess960's rights: the king and its rooks may
    /// start anywhere on the back rank, the king between them. Chosen
    /// when the FEN is read, and carried by the position.
    #[inline]
    pub const fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// Makes these Chess960's rights, or standard chess's.
    pub fn set_chess960(&mut self, chess960: bool) {
        self.chess960 = chess960;
    }

    /// The file of the rook that `color` may castle with on `side`, if the
    /// right remains.
    #[inline]
    pub const fn rook_file(&self, color: Color, side: CastlingSide) -> Option<File> {
        self.rook_files[color as usize][side as usize]
    }

    /// The home square of that rook, if the right remains.
    #[inline]
    pub fn rook_square(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rook_file(color, side)
            .map(|file| Square::from_coords(file, Rank::First.relative_to(color)))
    }

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(&self, color: Color, side: CastlingSide) -> bool {
        self.rook_file(color, side).is_some()
    }

    /// Whether no right remains.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.mask.is_empty()
    }

    /// The home squares of the rooks that still have a right.
    #[inline]
    pub const fn rook_squares(&self) -> Bitboard {
        self.mask
    }

    /// Grants `color` the right to castle on `side` with the rook on `file`.
    pub fn set(&mut self, color: Color, side: CastlingSide, file: File) {
        self.discard(color, side);
        self.rook_files[color as usize][side as usize] = Some(file);
        self.mask |= Square::from_coords(file, Rank::First.relative_to(color));
    }

    /// Removes one right.
    pub fn discard(&mut self, color: Color, side: CastlingSide) {
        if let Some(sq) = self.rook_square(color, side) {
            self.mask = self.mask.without(sq);
        }
        self.rook_files[color as usize][side as usize] = None;
    }

    /// Removes both rights of `color` (its king moved).
    #[inline]
    pub fn discard_color(&mut self, color: Color) {
        self.rook_files[color as usize] = [None; 2];
        self.mask = self.mask - Bitboard::rank(Rank::First.relative_to(color));
    }

    /// Removes the right whose rook stands on `sq` (the rook moved or was
    /// captured there).
    #[inline]
    pub fn discard_square(&mut self, sq: Square) {
        if !self.mask.contains(sq) {
            return;
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if self.rook_square(color, side) == Some(sq) {
                    self.discard(color, side);
                }
            }
        }
    }

    /// The rights in `KQkq` order, each as `(colour, side, rook file)`.
    pub fn iter(&self) -> impl Iterator<Item = (Color, CastlingSide, File)> + '_ {
        Color::ALL.into_iter().flat_map(move |color| {
            CastlingSide::ALL
                .into_iter()
                .filter_map(move |side| self.rook_file(color, side).map(|f| (color, side, f)))
        })
    }
}

impl Default for CastlingRights {
    fn default() -> CastlingRights {
        CastlingRights::NONE
    }
}

impl fmt::Display for CastlingRights {
    /// The FEN castling field: `KQkq`, a subset in that order, or `-`; for
    /// Chess960, Shredder-FEN's rook files (`HAha`), which need no board
    /// to be read (the FEN writer gives X-FEN, which does).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (color, side, file) in self.iter() {
            if self.chess960 {
                let letter = file.char();
                let letter = match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                };
                write!(f, "{letter}")?;
            } else {
                write!(f, "{}", side.char(color))?;
            }
        }
        Ok(())
    }
}
