//! UCI move notation: `e2e4`, `e7e8q`, `e1g1`.

use core::fmt;

use crate::text::{Text, t};
use crate::{Move, Position, Role, Square};

/// A UCI move that cannot be read or is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseUciError {
    /// The text as given.
    pub input: String,
    /// Whether the text was well formed (and the move merely illegal).
    pub well_formed: bool,
}

impl ParseUciError {
    /// The stable machine code: `syntax` or `illegal`.
    pub fn code(&self) -> &'static str {
        if self.well_formed {
            "illegal"
        } else {
            "syntax"
        }
    }

    /// The byte range of the input it points at: all of it.
    pub fn span(&self) -> core::ops::Range<usize> {
        0..self.input.len()
    }

    /// What is wrong, for a person (in any language, through
    /// `rankfile-i18n`).
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let err = Position::new().parse_uci("e2e5").unwrap_err();
    /// assert_eq!(err.code(), "illegal");
    /// assert_eq!(err.message().id(), "uci-illegal");
    /// assert_eq!(err.to_string(), "e2e5: not a legal move in this position");
    /// ```
    pub fn message(&self) -> Text {
        let input = self.input.as_str();
        if self.well_formed {
            t!(
                "uci-illegal",
                "{input}: not a legal move in this position",
                input
            )
        } else {
            t!("uci-syntax", "\"{input}\" is not a UCI move", input)
        }
    }

    /// How to mend it, for a text that is no UCI move.
    pub fn hint(&self) -> Option<Text> {
        (!self.well_formed).then(|| {
            t!(
                "uci-syntax-hint",
                "expected from-square, to-square and an optional promotion letter, such as e2e4 or e7e8q"
            )
        })
    }
}

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.hint() {
            Some(hint) => write!(f, "{}: {hint}", self.message()),
            None => write!(f, "{}", self.message()),
        }
    }
}

impl std::error::Error for ParseUciError {}

/// Reads `text` as a UCI move and finds it among the legal moves of `pos`.
/// Castling is accepted as the king's two-square move (`e1g1`) and as the
/// king taking its own rook (`e1h1`).
pub(crate) fn parse(pos: &Position, text: &str) -> Result<Move, ParseUciError> {
    let err = |well_formed| ParseUciError {
        input: text.to_string(),
        well_formed,
    };
    let bytes = text.as_bytes();
    if bytes.len() != 4 && bytes.len() != 5 {
        return Err(err(false));
    }
    let from = Square::from_ascii(&bytes[0..2]).map_err(|_| err(false))?;
    let to = Square::from_ascii(&bytes[2..4]).map_err(|_| err(false))?;
    let promotion = match bytes.get(4) {
        None => None,
        Some(&c) => match Role::from_char(c as char) {
            Some(role @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen))
                if c.is_ascii_lowercase() =>
            {
                Some(role)
            }
            _ => return Err(err(false)),
        },
    };
    let moves = pos.legal_moves();
    let matching = moves.iter().filter(|m| {
        m.from() == from
            && m.promotion() == promotion
            && (m.to() == to || matches!(**m, Move::Castle { rook, .. } if rook == to))
    });
    // A king move and a castling can share their squares in Chess960
    // (king f1, rook h1: f1g1): the plain king move is meant then, and
    // castling is the king taking its rook (f1h1).
    let mut found: Option<Move> = None;
    for m in matching {
        if found.is_none() || !m.is_castle() {
            found = Some(*m);
        }
    }
    found.ok_or_else(|| err(true))
}

/// Moves in UCI, read in a position.
impl Position {
    /// Reads a move in UCI (`e2e4`, `e7e8q`, castling as `e1g1` or as the
    /// king taking its rook, `e1h1`) and finds it among the legal moves.
    ///
    /// # Errors
    ///
    /// [`ParseUciError`](crate::ParseUciError) when the text is no UCI move or
    /// the move is not legal here.
    pub fn parse_uci(&self, uci: &str) -> Result<Move, crate::ParseUciError> {
        parse(self, uci)
    }

    /// [`parse_uci`](Position::parse_uci), then plays the move.
    ///
    /// # Errors
    ///
    /// As [`parse_uci`](Position::parse_uci).
    pub fn play_uci(&self, uci: &str) -> Result<Position, crate::ParseUciError> {
        let m = self.parse_uci(uci)?;
        let mut next = *self;
        next.play_unchecked(&m);
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use crate::Position;

    #[test]
    fn reads_plain_promotion_and_both_castling_spellings() {
        let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
        let short = pos.parse_uci("e1g1").unwrap();
        assert!(short.is_castle());
        assert_eq!(pos.parse_uci("e1h1").unwrap(), short);
        assert_eq!(
            pos.parse_uci("e1c1").unwrap(),
            pos.parse_uci("e1a1").unwrap()
        );
        let promo: Position = "8/4P3/8/8/8/8/8/k6K w - - 0 1".parse().unwrap();
        assert_eq!(promo.parse_uci("e7e8n").unwrap().to_string(), "e7e8n");
        assert_eq!(promo.parse_uci("e7e8").unwrap_err().code(), "illegal");
        assert_eq!(promo.parse_uci("e7e8Q").unwrap_err().code(), "syntax");
        assert_eq!(promo.parse_uci("e7").unwrap_err().code(), "syntax");
    }
}
