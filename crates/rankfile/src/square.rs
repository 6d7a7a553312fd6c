//! Files, ranks and squares.

use core::fmt;
use core::str::FromStr;

use crate::Color;

/// A column of the board, `a` to `h`.
///
/// # Examples
///
/// ```
/// use rankfile::File;
///
/// assert_eq!(File::from_char('c'), Some(File::C));
/// assert_eq!(File::C.char(), 'c');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum File {
    A = 0,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

impl File {
    /// Every file, `a` first.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with this index (0 = `a`), if any.
    #[inline]
    pub const fn new(index: u32) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// Reads a lowercase file letter.
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => File::new(c as u32 - 'a' as u32),
            _ => None,
        }
    }

    /// The lowercase letter of the file.
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// 0 for `a` up to 7 for `h`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A row of the board, `1` to `8`.
///
/// # Examples
///
/// ```
/// use rankfile::{Color, Rank};
///
/// assert_eq!(Rank::from_char('8'), Some(Rank::Eighth));
/// assert_eq!(Rank::Second.relative_to(Color::Black), Rank::Seventh);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Rank {
    First = 0,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl Rank {
    /// Every rank, the first first.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with this index (0 = rank 1), if any.
    #[inline]
    pub const fn new(index: u32) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// Reads a rank digit, `1` to `8`.
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Rank::new(c as u32 - '1' as u32),
            _ => None,
        }
    }

    /// The digit of the rank.
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The same rank seen from `color`'s side: rank 2 for Black is rank 7.
    #[inline]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::ALL[7 - self as usize],
        }
    }

    /// 0 for rank 1 up to 7 for rank 8.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// One of the 64 squares, `a1` = 0 up to `h8` = 63.
///
/// # Examples
///
/// ```
/// use rankfile::{File, Rank, Square};
///
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4, Square::E4);
/// assert_eq!(e4.file(), File::E);
/// assert_eq!(e4.rank(), Rank::Fourth);
/// assert_eq!(e4.to_string(), "e4");
/// assert!("i9".parse::<Square>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[rustfmt::skip]
pub enum Square {
    /// The square a1.
    A1 = 0,
    /// The square b1.
    B1 = 1,
    /// The square c1.
    C1 = 2,
    /// The square d1.
    D1 = 3,
    /// The square e1.
    E1 = 4,
    /// The square f1.
    F1 = 5,
    /// The square g1.
    G1 = 6,
    /// The square h1.
    H1 = 7,
    /// The square a2.
    A2 = 8,
    /// The square b2.
    B2 = 9,
    /// The square c2.
    C2 = 10,
    /// The square d2.
    D2 = 11,
    /// The square e2.
    E2 = 12,
    /// The square f2.
    F2 = 13,
    /// The square g2.
    G2 = 14,
    /// The square h2.
    H2 = 15,
    /// The square a3.
    A3 = 16,
    /// The square b3.
    B3 = 17,
    /// The square c3.
    C3 = 18,
    /// The square d3.
    D3 = 19,
    /// The square e3.
    E3 = 20,
    /// The square f3.
    F3 = 21,
    /// The square g3.
    G3 = 22,
    /// The square h3.
    H3 = 23,
    /// The square a4.
    A4 = 24,
    /// The square b4.
    B4 = 25,
    /// The square c4.
    C4 = 26,
    /// The square d4.
    D4 = 27,
    /// The square e4.
    E4 = 28,
    /// The square f4.
    F4 = 29,
    /// The square g4.
    G4 = 30,
    /// The square h4.
    H4 = 31,
    /// The square a5.
    A5 = 32,
    /// The square b5.
    B5 = 33,
    /// The square c5.
    C5 = 34,
    /// The square d5.
    D5 = 35,
    /// The square e5.
    E5 = 36,
    /// The square f5.
    F5 = 37,
    /// The square g5.
    G5 = 38,
    /// The square h5.
    H5 = 39,
    /// The square a6.
    A6 = 40,
    /// The square b6.
    B6 = 41,
    /// The square c6.
    C6 = 42,
    /// The square d6.
    D6 = 43,
    /// The square e6.
    E6 = 44,
    /// The square f6.
    F6 = 45,
    /// The square g6.
    G6 = 46,
    /// The square h6.
    H6 = 47,
    /// The square a7.
    A7 = 48,
    /// The square b7.
    B7 = 49,
    /// The square c7.
    C7 = 50,
    /// The square d7.
    D7 = 51,
    /// The square e7.
    E7 = 52,
    /// The square f7.
    F7 = 53,
    /// The square g7.
    G7 = 54,
    /// The square h7.
    H7 = 55,
    /// The square a8.
    A8 = 56,
    /// The square b8.
    B8 = 57,
    /// The square c8.
    C8 = 58,
    /// The square d8.
    D8 = 59,
    /// The square e8.
    E8 = 60,
    /// The square f8.
    F8 = 61,
    /// The square g8.
    G8 = 62,
    /// The square h8.
    H8 = 63,
}

use Square::*;

impl Square {
    /// Every square, `a1`, `b1`, …, `h8`.
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = [A1, B1, C1, D1, E1, F1, G1, H1, A2, B2, C2, D2, E2, F2, G2, H2, A3, B3, C3, D3, E3, F3, G3, H3, A4, B4, C4, D4, E4, F4, G4, H4, A5, B5, C5, D5, E5, F5, G5, H5, A6, B6, C6, D6, E6, F6, G6, H6, A7, B7, C7, D7, E7, F7, G7, H7, A8, B8, C8, D8, E8, F8, G8, H8];

    /// The square with this index (0 = `a1`), if any.
    #[inline]
    pub const fn new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index as usize])
        } else {
            None
        }
    }

    /// The square with the index `index & 63`: total, for bit tricks.
    #[inline]
    pub(crate) const fn from_index_masked(index: u32) -> Square {
        Square::ALL[(index & 63) as usize]
    }

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::ALL[rank as usize * 8 + file as usize]
    }

    /// Its file.
    #[inline]
    pub const fn file(self) -> File {
        File::ALL[self as usize & 7]
    }

    /// Its rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[self as usize >> 3]
    }

    /// 0 for `a1` up to 63 for `h8`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The square `delta` indices away, if that stays on the board (no
    /// wrap-around check: callers move along a file).
    #[inline]
    pub const fn offset(self, delta: i32) -> Option<Square> {
        let target = self as i32 + delta;
        if target >= 0 && target < 64 {
            Some(Square::ALL[target as usize])
        } else {
            None
        }
    }

    /// The same square with the board turned upside down (`e2` ↔ `e7`).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square::ALL[self as usize ^ 56]
    }

    /// Whether the square is light (`h1`, `a8` are light).
    #[inline]
    pub const fn is_light(self) -> bool {
        (self.file() as usize + self.rank() as usize) % 2 == 1
    }

    /// Reads a square from two ASCII bytes, such as `b"e4"`.
    pub fn from_ascii(s: &[u8]) -> Result<Square, ParseSquareError> {
        match s {
            [f, r] => match (File::from_char(*f as char), Rank::from_char(*r as char)) {
                (Some(file), Some(rank)) => Ok(Square::from_coords(file, rank)),
                _ => Err(ParseSquareError),
            },
            _ => Err(ParseSquareError),
        }
    }
}

/// The text is not a square name such as `e4`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseSquareError;

impl ParseSquareError {
    /// The stable machine code: `bad_square`.
    pub const CODE: &'static str = "bad_square";
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes())
    }
}

/// Every square's name, in index order.
const SQUARE_NAMES: [&str; 64] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2",
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4",
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6",
    "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8",
];

impl Square {
    /// The square's name: `"e4"`.
    ///
    /// ```
    /// use rankfile::Square;
    ///
    /// assert_eq!(Square::E4.name(), "e4");
    /// ```
    pub const fn name(self) -> &'static str {
        SQUARE_NAMES[self as usize]
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_round_trips_through_its_name() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(Square::from_coords(sq.file(), sq.rank()), sq);
        }
    }

    #[test]
    fn names_are_file_then_rank() {
        for sq in Square::ALL {
            assert_eq!(
                sq.name(),
                format!("{}{}", sq.file().char(), sq.rank().char())
            );
        }
        assert_eq!(Square::A1.to_string(), "a1");
        assert_eq!(Square::H8.to_string(), "h8");
        assert_eq!(Square::new(12), Some(Square::E2));
        assert_eq!(Square::new(64), None);
        assert!(Square::H1.is_light());
        assert!(!Square::A1.is_light());
    }

    #[test]
    fn bad_names_are_refused() {
        for bad in ["", "e", "e44", "E4", "i1", "a0", "a9", "4e"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }
}
