//! Material signatures: how many pieces of each kind each side has,
//! written as pgn-extract and chess databases write them, `KRPkr` (White's
//! pieces in capitals, Black's in small letters).

use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::text::{Text, t};
use crate::{Board, Color, Piece, Role};

/// How many pieces of each kind each side has.
///
/// ```
/// use rankfile::{Material, Position};
///
/// let pos: Position = "4k3/8/8/8/8/8/4P3/R3K2r w - - 0 1".parse().unwrap();
/// let material = Material::of(pos.board());
/// assert_eq!(material, "KRPkr".parse().unwrap());
/// assert_eq!(material.to_string(), "KRPkr");
/// assert_eq!("KPRrk".parse::<Material>().unwrap(), material);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Material {
    /// By colour (White, Black), then by role's index.
    counts: [[u8; 6]; 2],
}

impl Material {
    /// The material on `board`.
    pub fn of(board: &Board) -> Material {
        let mut material = Material::default();
        for color in Color::ALL {
            for role in Role::ALL {
                let count = board.by_piece(role.of(color)).count();
                material.counts[side(color)][role.index()] = u8::try_from(count).unwrap_or(u8::MAX);
            }
        }
        material
    }

    /// How many of `piece` there are.
    pub fn count(&self, piece: Piece) -> u8 {
        self.counts[side(piece.color)][piece.role.index()]
    }
}

fn side(color: Color) -> usize {
    usize::from(color == Color::Black)
}

/// The order a signature is written in: the king first, the pawns last.
const WRITTEN: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for color in Color::ALL {
            for role in WRITTEN {
                let piece = role.of(color);
                for _ in 0..self.count(piece) {
                    write!(f, "{}", piece.char())?;
                }
            }
        }
        Ok(())
    }
}

/// A material signature that holds a letter no piece is written with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseMaterialError {
    /// The letter.
    pub letter: char,
    /// Where it stands in the text, in bytes.
    pub span: Range<usize>,
}

impl ParseMaterialError {
    /// The stable code: `bad_material`.
    pub const CODE: &'static str = "bad_material";

    /// What is wrong, for a person.
    pub fn message(&self) -> Text {
        let letter = self.letter;
        t!(
            "material-bad-letter",
            "'{letter}' is no piece letter",
            letter
        )
    }

    /// How to write it.
    pub fn hint(&self) -> Text {
        t!(
            "material-bad-letter-hint",
            "write the material as KRPkr (White's pieces in capitals)"
        )
    }
}

impl fmt::Display for ParseMaterialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.message(), self.hint())
    }
}

impl std::error::Error for ParseMaterialError {}

impl FromStr for Material {
    type Err = ParseMaterialError;

    fn from_str(text: &str) -> Result<Material, ParseMaterialError> {
        let mut material = Material::default();
        for (at, letter) in text.char_indices() {
            let piece = Piece::from_char(letter).ok_or(ParseMaterialError {
                letter,
                span: at..at + letter.len_utf8(),
            })?;
            let slot = &mut material.counts[side(piece.color)][piece.role.index()];
            *slot = slot.saturating_add(1);
        }
        Ok(material)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_letter_that_is_no_piece_is_named_where_it_stands() {
        let err = "KXk".parse::<Material>().unwrap_err();
        assert_eq!((err.letter, err.span.clone()), ('X', 1..2));
        assert_eq!(
            err.to_string(),
            "'X' is no piece letter: write the material as KRPkr (White's pieces in capitals)"
        );
        let err = "Kék".parse::<Material>().unwrap_err();
        assert_eq!(err.span, 1..3);
    }

    #[test]
    fn the_empty_board_is_the_empty_signature() {
        assert_eq!(Material::of(&Board::empty()).to_string(), "");
        assert_eq!("".parse::<Material>(), Ok(Material::default()));
    }

    #[test]
    fn the_starting_position() {
        let m = Material::of(&Board::default());
        assert_eq!(m.to_string(), "KQRRBBNNPPPPPPPPkqrrbbnnpppppppp");
        assert_eq!(m.count(Piece::from_char('p').unwrap()), 8);
    }
}
