//! The FEN reader behind [`parse`](super::parse) and [`check`](super::check).
//!
//! One pass over the text, field by field. Every oddity is detected in one
//! place: in strict mode it is an error, in lenient mode it is mended and
//! the mend is recorded as a warning that says what was assumed or changed.
//! The reader goes on after an error, so that each field reports its own
//! problem; it allocates nothing on a well-formed FEN.

mod chess960;
mod placement;
mod tokens;
mod values;

use core::ops::Range;

use super::error::{ParseFenError, ParseFenErrorKind as Kind};
use crate::diag::Diagnostic;
use crate::{CastlingRights, Color, Setup, Square};

/// How forgiving the reader is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ReadMode {
    /// Exactly the FEN standard: six fields, single spaces, `KQkq` order,
    /// plain numbers, fullmove at least 1.
    #[default]
    Strict,
    /// Also the slips people and other tools make: a placement alone,
    /// missing clocks, stray whitespace, `_` separators, EPD leftovers,
    /// castling letters in any order or as Shredder-FEN files, signs,
    /// leading zeros and non-ASCII digits in numbers, `~` markers,
    /// fullmove 0. Each mend is reported as a warning.
    Lenient,
}

/// Where each part of a FEN sits in its input, so that a problem found
/// later (a castling right without its rook, a pawn on the back rank) can
/// point at the characters that caused it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// Start and end of each field; `NOWHERE` when absent.
    fields: [(u32, u32); 6],
    /// Where each rank's text starts, rank 8 first.
    ranks: [u32; 8],
}

const NOWHERE: u32 = u32::MAX;

impl Layout {
    fn new() -> Layout {
        Layout {
            fields: [(NOWHERE, NOWHERE); 6],
            ranks: [NOWHERE; 8],
        }
    }

    /// The byte range of field `n` (1 to 6) in the input, if it was there.
    pub fn field(&self, n: u8) -> Option<Range<usize>> {
        match *self.fields.get(usize::from(n).checked_sub(1)?)? {
            (NOWHERE, _) => None,
            (start, end) => Some(start as usize..end as usize),
        }
    }

    /// The byte range of the character of `text` (the input this layout
    /// was made from) that describes `sq`: its piece letter, or the digit
    /// that counts it among empty squares.
    pub fn square(&self, text: &str, sq: Square) -> Option<Range<usize>> {
        let start = match self.ranks[7 - sq.rank().index()] {
            NOWHERE => return None,
            at => at as usize,
        };
        let mut file = 0;
        for (i, b) in text.as_bytes().get(start..)?.iter().enumerate() {
            let width = match b {
                b'1'..=b'8' => usize::from(b - b'0'),
                b'/' | b' ' => return None,
                b'~' => 0,
                _ => 1,
            };
            if file + width > sq.file().index() {
                return Some(start + i..start + i + 1);
            }
            file += width;
        }
        None
    }
}

/// What the reader made of an input.
#[derive(Debug, Clone)]
pub(crate) struct Reading {
    /// The six fields, when there was no error.
    pub setup: Option<Setup>,
    pub layout: Layout,
    pub errors: Vec<ParseFenError>,
    /// The lenient reader's mends, as warnings.
    pub changes: Vec<Diagnostic>,
}

pub(crate) const FIELD_NAMES: [&str; 6] = [
    "placement",
    "side to move",
    "castling",
    "en passant",
    "halfmove clock",
    "fullmove number",
];

/// Reads `text` in `mode`, as standard chess or as Chess960.
pub(crate) fn read(text: &str, mode: ReadMode, chess960: bool) -> Reading {
    let mut reader = Reader {
        text,
        chess960,
        lenient: mode == ReadMode::Lenient,
        errors: Vec::new(),
        changes: Vec::new(),
        layout: Layout::new(),
    };
    let setup = reader.read();
    Reading {
        setup: if reader.errors.is_empty() {
            setup
        } else {
            None
        },
        layout: reader.layout,
        errors: reader.errors,
        changes: reader.changes,
    }
}

struct Reader<'a> {
    text: &'a str,
    /// The castling field is Chess960's (X-FEN or Shredder-FEN).
    chess960: bool,
    lenient: bool,
    errors: Vec<ParseFenError>,
    changes: Vec<Diagnostic>,
    layout: Layout,
}

impl Reader<'_> {
    fn error(&mut self, err: ParseFenError) {
        self.errors.push(err);
    }

    fn change(&mut self, change: Diagnostic) {
        self.changes.push(change);
    }

    fn read(&mut self) -> Option<Setup> {
        let text = self.text;
        if text.trim().is_empty() {
            self.error(
                ParseFenError::new(
                    Kind::Empty,
                    None,
                    0..text.len(),
                    crate::text::t!("fen-empty", "the FEN is empty"),
                )
                .hint({
                    let fen = super::STARTING_FEN;
                    crate::text::t!(
                        "fen-starting-position-is",
                        "the starting position is {fen}",
                        fen
                    )
                }),
            );
            return None;
        }
        let mut tokens = self.tokenize();
        self.trailing_semicolon(&mut tokens);
        self.glued_side(&mut tokens);
        self.split_castling(&mut tokens);
        let present = self.field_count(&tokens);
        for (i, range) in tokens.ranges.iter().take(present).enumerate() {
            self.layout.fields[i] = (range.start as u32, range.end as u32);
        }
        let field = |i: usize| tokens.get(i).filter(|_| i < present);

        let board = field(0).and_then(|r| self.placement(r));
        let turn = field(1).map_or(Some(Color::White), |r| self.side(r));
        let castling = field(2).map_or(Some(CastlingRights::NONE), |r| {
            let text = &self.text[r.clone()];
            if self.chess960 {
                self.castling_960(text, r, board.as_ref())
            } else if text.contains(' ') || text.contains('\t') {
                // Joined by split_castling: read the letters alone.
                let letters: String = text.chars().filter(|c| !c.is_whitespace()).collect();
                self.castling_letters(&letters, r)
            } else {
                self.castling(r)
            }
        });
        let castling = castling.map(|mut rights| {
            rights.set_chess960(self.chess960);
            rights
        });
        let ep_square = field(3).map_or(Some(None), |r| self.en_passant(r));
        let halfmove = field(4).map_or(Some(0), |r| self.number(r, 5));
        let fullmove = field(5).map_or(Some(1), |r| self.number(r, 6));
        let fullmove = match (fullmove, field(5)) {
            (Some(0), Some(r)) => self.fullmove_zero(r, turn),
            (n, _) => n,
        };
        Some(Setup {
            board: board?,
            turn: turn?,
            castling: castling?,
            ep_square: ep_square?,
            halfmove: halfmove?,
            fullmove: fullmove?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extra_ranks_are_measured_too() {
        let reading = read("8/8/8/8/8/8/8/8/7 w - - 0 1", ReadMode::Strict, false);
        let codes: Vec<&str> = reading.errors.iter().map(|e| e.code()).collect();
        assert_eq!(codes, ["rank_count", "rank_width"]);
        assert!(
            reading.errors[1]
                .message()
                .starts_with("extra rank 9 \"7\" is 7 squares wide")
        );
        let reading = read("8/8/8/8/8/8/8/8/8 w - - 0 1", ReadMode::Strict, false);
        assert_eq!(reading.errors.len(), 1);
    }

    #[test]
    fn the_layout_points_at_each_square_and_field() {
        let text = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let reading = read(text, ReadMode::Strict, false);
        assert!(reading.errors.is_empty());
        let at = |sq: Square| reading.layout.square(text, sq).map(|r| &text[r]);
        assert_eq!(at(Square::A8), Some("r"));
        assert_eq!(at(Square::C8), Some("3"));
        assert_eq!(at(Square::E1), Some("K"));
        assert_eq!(at(Square::D5), Some("8"));
        assert_eq!(reading.layout.field(3).map(|r| &text[r]), Some("KQkq"));
        assert_eq!(reading.layout.field(7), None);
    }
}
