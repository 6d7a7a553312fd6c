//! Piece letters of the languages people write moves in, and figurines.

use core::fmt;
use core::str::FromStr;

use crate::Role;

/// The piece letters to write and read moves with.
///
/// # Examples
///
/// ```
/// use rankfile::{Lang, Position};
///
/// let pos = Position::new();
/// let m = pos.parse_san("Nf3").unwrap();
/// assert_eq!(pos.san_in(&m, Lang::French), "Cf3");
/// assert_eq!(pos.san_in(&m, Lang::Figurine), "♘f3");
/// assert_eq!(pos.parse_san_in("Sf3", Lang::German).unwrap(), m);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// K Q R B N, as the PGN standard writes them.
    #[default]
    English,
    /// R D T F C: roi, dame, tour, fou, cavalier.
    French,
    /// K D T L S: König, Dame, Turm, Läufer, Springer.
    German,
    /// R D T A C: rey, dama, torre, alfil, caballo.
    Spanish,
    /// R D T A C: re, donna, torre, alfiere, cavallo.
    Italian,
    /// R D T B C: rei, dama, torre, bispo, cavalo.
    Portuguese,
    /// K D T L P: koning, dame, toren, loper, paard.
    Dutch,
    /// V H X T M: vua, hậu, xe, tượng, mã.
    Vietnamese,
    /// ♔ ♕ ♖ ♗ ♘ (white's figurines, for either side).
    Figurine,
}

impl Lang {
    /// Every language.
    pub const ALL: [Lang; 9] = [
        Lang::English,
        Lang::French,
        Lang::German,
        Lang::Spanish,
        Lang::Italian,
        Lang::Portuguese,
        Lang::Dutch,
        Lang::Vietnamese,
        Lang::Figurine,
    ];

    /// The letters for king, queen, rook, bishop and knight.
    const fn letters(self) -> [char; 5] {
        match self {
            Lang::English => ['K', 'Q', 'R', 'B', 'N'],
            Lang::French => ['R', 'D', 'T', 'F', 'C'],
            Lang::German => ['K', 'D', 'T', 'L', 'S'],
            Lang::Spanish | Lang::Italian => ['R', 'D', 'T', 'A', 'C'],
            Lang::Portuguese => ['R', 'D', 'T', 'B', 'C'],
            Lang::Dutch => ['K', 'D', 'T', 'L', 'P'],
            Lang::Vietnamese => ['V', 'H', 'X', 'T', 'M'],
            Lang::Figurine => ['♔', '♕', '♖', '♗', '♘'],
        }
    }

    /// The letter of `role` (none for a pawn).
    pub const fn letter(self, role: Role) -> Option<char> {
        let letters = self.letters();
        match role {
            Role::Pawn => None,
            Role::King => Some(letters[0]),
            Role::Queen => Some(letters[1]),
            Role::Rook => Some(letters[2]),
            Role::Bishop => Some(letters[3]),
            Role::Knight => Some(letters[4]),
        }
    }

    /// The piece an upper-case letter (or a figurine) names.
    #[inline]
    pub fn role(self, c: char) -> Option<Role> {
        if self == Lang::English {
            return match c {
                'N' => Some(Role::Knight),
                'B' => Some(Role::Bishop),
                'R' => Some(Role::Rook),
                'Q' => Some(Role::Queen),
                'K' => Some(Role::King),
                _ => None,
            };
        }
        let index = self.letters().iter().position(|&l| l == c)?;
        Some(
            [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ][index],
        )
    }

    /// The language's code: `en`, `fr`, `de`, `es`, `it`, `pt`, `nl`, `vi`,
    /// `figurine`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::French => "fr",
            Lang::German => "de",
            Lang::Spanish => "es",
            Lang::Italian => "it",
            Lang::Portuguese => "pt",
            Lang::Dutch => "nl",
            Lang::Vietnamese => "vi",
            Lang::Figurine => "figurine",
        }
    }
}

/// The piece a figurine of either colour names.
pub(crate) fn figurine_role(c: char) -> Option<Role> {
    match c {
        '♔' | '♚' => Some(Role::King),
        '♕' | '♛' => Some(Role::Queen),
        '♖' | '♜' => Some(Role::Rook),
        '♗' | '♝' => Some(Role::Bishop),
        '♘' | '♞' => Some(Role::Knight),
        '♙' | '♟' => Some(Role::Pawn),
        _ => None,
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that rankfile does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLangError(pub String);

impl ParseLangError {
    /// The stable machine code: `unknown_language`.
    pub const CODE: &'static str = "unknown_language";

    /// What is wrong, for a person (in any language, through
    /// `rankfile-i18n`).
    pub fn message(&self) -> crate::text::Text {
        let code = self.0.as_str();
        crate::text::t!(
            "lang-unknown",
            "unknown language \"{code}\": expected en, fr, de, es, it, pt, nl, vi or figurine",
            code
        )
    }
}

impl fmt::Display for ParseLangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for ParseLangError {}

impl FromStr for Lang {
    type Err = ParseLangError;

    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseLangError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_name_their_pieces_back() {
        for lang in Lang::ALL {
            for role in [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ] {
                let letter = lang.letter(role).unwrap();
                assert_eq!(lang.role(letter), Some(role), "{lang} {letter}");
            }
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
        assert!("xx".parse::<Lang>().is_err());
    }
}
