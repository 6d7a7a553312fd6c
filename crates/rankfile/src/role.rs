//! Piece kinds and pieces.

use core::fmt;

use crate::Color;

/// A kind of piece, without colour.
///
/// # Examples
///
/// ```
/// use rankfile::Role;
///
/// assert_eq!(Role::from_char('N'), Some(Role::Knight));
/// assert_eq!(Role::from_char('n'), Some(Role::Knight));
/// assert_eq!(Role::Queen.upper_char(), 'Q');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn, `P`.
    Pawn = 0,
    /// Knight, `N`.
    Knight = 1,
    /// Bishop, `B`.
    Bishop = 2,
    /// Rook, `R`.
    Rook = 3,
    /// Queen, `Q`.
    Queen = 4,
    /// King, `K`.
    King = 5,
}

impl Role {
    /// Every role, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Reads an English piece letter in either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// The lowercase English letter (`p n b r q k`), as UCI writes promotions.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The uppercase English letter (`P N B R Q K`), as SAN writes pieces.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The English name, for messages: `knight`.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// This role of the given colour.
    #[inline]
    pub const fn of(self, color: Color) -> Piece {
        Piece { color, role: self }
    }

    /// 0 for pawn up to 5 for king: an index into per-role arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role and a colour.
///
/// # Examples
///
/// ```
/// use rankfile::{Color, Piece, Role};
///
/// let knight = Piece::from_char('n').unwrap();
/// assert_eq!(knight, Piece { color: Color::Black, role: Role::Knight });
/// assert_eq!(knight.char(), 'n');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What piece it is.
    pub role: Role,
}

impl Piece {
    /// Reads a FEN piece letter: uppercase for White, lowercase for Black.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }

    /// The FEN letter: uppercase for White, lowercase for Black.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}
