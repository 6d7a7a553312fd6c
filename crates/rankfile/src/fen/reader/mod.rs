//! The FEN reader behind [`parse`](super::parse) and [`check`](super::check).
//!
//! One pass over the text, field by field. Every oddity is detected in one
//! place: in strict mode it is an error, in lenient mode it is mended and
//! the mend is recorded as a warning that says what was assumed or changed.
//! The reader goes on after an error, so that each field reports its own
//! problem; it allocates nothing on a well-formed FEN.

mod placement;

use core::ops::Range;

use arrayvec::ArrayVec;

use super::error::{ParseFenError, ParseFenErrorKind as Kind};
use crate::diag::Diagnostic;
use crate::{CastlingRights, CastlingSide, Color, File, Piece, Setup, Square};

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

const FIELD_NAMES: [&str; 6] = [
    "placement",
    "side to move",
    "castling",
    "en passant",
    "halfmove clock",
    "fullmove number",
];

/// Reads `text` in `mode`.
pub(crate) fn read(text: &str, mode: ReadMode) -> Reading {
    let mut reader = Reader {
        text,
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
    lenient: bool,
    errors: Vec<ParseFenError>,
    changes: Vec<Diagnostic>,
    layout: Layout,
}

/// The fields found: the first eight ranges, and how many there were.
struct Tokens {
    ranges: ArrayVec<Range<usize>, 8>,
    count: usize,
}

impl Tokens {
    fn get(&self, i: usize) -> Option<Range<usize>> {
        self.ranges.get(i).cloned()
    }
}

fn is_separator(c: char, other: Option<char>) -> bool {
    c.is_whitespace() || other == Some(c)
}

/// The fields of a text in the plain form: ASCII, at least two fields,
/// single spaces between them and none around. `None` sends the text to
/// the careful tokenizer, which also reports what is not plain.
fn plain_tokens(text: &str) -> Option<Tokens> {
    let bytes = text.as_bytes();
    let mut tokens = Tokens {
        ranges: ArrayVec::new(),
        count: 0,
    };
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b' ' {
            if i == start {
                return None;
            }
            if tokens.ranges.try_push(start..i).is_err() {
                return None;
            }
            tokens.count += 1;
            start = i + 1;
        } else if b.is_ascii_whitespace() || !b.is_ascii() {
            return None;
        }
    }
    if start == bytes.len() || tokens.ranges.try_push(start..bytes.len()).is_err() {
        return None;
    }
    tokens.count += 1;
    (tokens.count > 1).then_some(tokens)
}

/// Zero of each block of ten Unicode decimal digits that people paste
/// (Arabic-Indic, Devanagari, Bengali, Thai, fullwidth, …).
const DIGIT_ZEROS: [u32; 20] = [
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
    0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x17E0, 0x1810, 0xFF10,
];

/// The value of a decimal digit of any script.
fn digit_value(c: char) -> Option<u32> {
    if c.is_ascii_digit() {
        return Some(c as u32 - '0' as u32);
    }
    let cp = c as u32;
    DIGIT_ZEROS
        .iter()
        .find(|&&zero| (zero..zero + 10).contains(&cp))
        .map(|zero| cp - zero)
}

/// EPD opcodes are identifiers: `bm`, `id`, `c0`, `hmvc`, …
fn looks_like_opcode(field: &str) -> bool {
    field
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic())
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
                ParseFenError::new(Kind::Empty, None, 0..text.len(), "the FEN is empty".into())
                    .hint(format!("the starting position is {}", super::STARTING_FEN)),
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
            if text.contains(' ') || text.contains('\t') {
                // Joined by split_castling: read the letters alone.
                let letters: String = text.chars().filter(|c| !c.is_whitespace()).collect();
                self.castling_letters(&letters, r)
            } else {
                self.castling(r)
            }
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

    /// Splits the text into fields at runs of whitespace (or at `_` when
    /// there is no whitespace at all), reporting stray whitespace.
    fn tokenize(&mut self) -> Tokens {
        if let Some(tokens) = plain_tokens(self.text) {
            return tokens;
        }
        let text = self.text;
        let inner = text.trim();
        let has_whitespace = if inner.is_ascii() {
            inner.bytes().any(|b| b.is_ascii_whitespace())
        } else {
            inner.chars().any(char::is_whitespace)
        };
        // Without any whitespace, `_` (a FEN in a URL) or `,` may stand in
        // for the spaces.
        let other = if has_whitespace {
            None
        } else {
            ['_', ','].into_iter().find(|&c| text.contains(c))
        };
        let mut tokens = Tokens {
            ranges: ArrayVec::new(),
            count: 0,
        };
        let mut token_start: Option<usize> = None;
        let mut run: Option<(usize, bool)> = None; // start, odd so far
        let mut odd_runs: Vec<Range<usize>> = Vec::new();
        let mut close_run = |run: &mut Option<(usize, bool)>, end: usize| {
            if let Some((start, odd)) = run.take() {
                let odd = odd || start == 0 || end == text.len() || end - start > 1;
                if odd {
                    odd_runs.push(start..end);
                }
            }
        };
        for (i, c) in text.char_indices() {
            if is_separator(c, other) {
                if let Some(start) = token_start.take() {
                    if tokens.ranges.len() < tokens.ranges.capacity() {
                        tokens.ranges.push(start..i);
                    }
                    tokens.count += 1;
                }
                match &mut run {
                    Some((_, odd)) => *odd |= c != ' ' && Some(c) != other,
                    None => run = Some((i, c != ' ' && Some(c) != other)),
                }
            } else {
                close_run(&mut run, i);
                token_start.get_or_insert(i);
            }
        }
        close_run(&mut run, text.len());
        if let Some(start) = token_start {
            if tokens.ranges.len() < tokens.ranges.capacity() {
                tokens.ranges.push(start..text.len());
            }
            tokens.count += 1;
        }
        if let Some(sep) = other {
            let at = text.find(sep).unwrap_or(0);
            let why = if sep == '_' {
                ", as URLs write a FEN"
            } else {
                ""
            };
            if self.lenient {
                self.change(
                    Diagnostic::warning(
                        "separators_read_as_spaces",
                        format!("read '{sep}' as the separator between fields{why}"),
                    )
                    .at(at..at + 1),
                );
            } else {
                self.error(
                    ParseFenError::new(
                        Kind::BadSeparator { found: sep },
                        None,
                        at..at + 1,
                        format!("the fields are separated by '{sep}' instead of spaces"),
                    )
                    .hint(format!(
                        "write a space for each {sep} (or read it with --lenient)"
                    )),
                );
            }
        }
        if let Some(first) = odd_runs.first().cloned() {
            self.stray_whitespace(first, odd_runs.len());
        }
        tokens
    }

    fn stray_whitespace(&mut self, run: Range<usize>, count: usize) {
        let text = self.text;
        let first = text[run.clone()].chars().find(|&c| c != ' ');
        let what = match first {
            Some('\t') => "a tab".to_string(),
            Some('\n' | '\r') => "a line break".to_string(),
            Some(c) => format!("the whitespace character U+{:04X}", c as u32),
            None if run.start == 0 && run.len() == 1 => "a leading space".to_string(),
            None if run.start == 0 => format!("{} leading spaces", run.len()),
            None if run.end == text.len() && run.len() == 1 => "a trailing space".to_string(),
            None if run.end == text.len() => format!("{} trailing spaces", run.len()),
            None => format!("{} spaces in a row", run.len()),
        };
        let column = text[..run.start].chars().count() + 1;
        let more = match count {
            1 => String::new(),
            2 => " (and in 1 more place)".to_string(),
            n => format!(" (and in {} more places)", n - 1),
        };
        if self.lenient {
            self.change(
                Diagnostic::warning(
                    "whitespace_tidied",
                    format!("tidied whitespace: {what} at column {column}{more}; the fields are now separated by single spaces"),
                )
                .at(run),
            );
        } else {
            self.error(
                ParseFenError::new(
                    Kind::Whitespace,
                    None,
                    run,
                    format!("{what} at column {column}{more}; fields are separated by exactly one space"),
                )
                .hint("separate the six fields with single spaces, nothing before or after (or read it with --lenient)"),
            );
        }
    }

    /// An EPD line ends its operations with `;`: drop one at the end.
    fn trailing_semicolon(&mut self, tokens: &mut Tokens) {
        let complete = tokens.count == tokens.ranges.len();
        let Some(last) = tokens.ranges.last_mut() else {
            return;
        };
        if !complete || !self.text[last.clone()].ends_with(';') {
            return;
        }
        let at = last.end - 1..last.end;
        last.end -= 1;
        if last.start == last.end {
            tokens.ranges.pop();
            tokens.count -= 1;
        }
        if self.lenient {
            self.change(
                Diagnostic::warning("epd_leftovers", "dropped a trailing ';', an EPD leftover")
                    .at(at),
            );
        } else {
            self.error(
                ParseFenError::new(
                    Kind::EpdLeftovers,
                    None,
                    at,
                    "a trailing ';' ends EPD operations; a FEN has none".into(),
                )
                .hint("remove the ;"),
            );
        }
    }

    /// `...RNBQKBNRw KQkq - 0 1`: a missing space glues the side to move to
    /// the placement. Split them when the placement is whole without it.
    fn glued_side(&mut self, tokens: &mut Tokens) {
        let Some(first) = tokens.get(0) else {
            return;
        };
        let text = &self.text[first.clone()];
        if tokens.count >= 6 || !(text.ends_with('w') || text.ends_with('b')) {
            return;
        }
        let placement = &text[..text.len() - 1];
        let whole = placement.split('/').count() == 8
            && placement.split('/').all(|rank| {
                let mut width = 0;
                for b in rank.bytes() {
                    match b {
                        b'1'..=b'8' => width += u32::from(b - b'0'),
                        _ if Piece::from_char(b as char).is_some() => width += 1,
                        _ => return false,
                    }
                }
                width == 8
            });
        if !whole {
            return;
        }
        let at = first.end - 1;
        tokens.ranges[0] = first.start..at;
        if tokens.ranges.is_full() {
            tokens.ranges.pop();
        }
        tokens.ranges.insert(1, at..first.end);
        tokens.count += 1;
        if self.lenient {
            self.change(
                Diagnostic::warning(
                    "missing_space",
                    "read a space between the placement and the side to move",
                )
                .at(at..at + 1),
            );
        } else {
            self.error(
                ParseFenError::new(
                    Kind::MissingSpace,
                    None,
                    at..at + 1,
                    "no space between the placement and the side to move".into(),
                )
                .hint("write a space before the side to move"),
            );
        }
    }

    /// `w K Q - 0 1`: castling letters written apart. Join them.
    fn split_castling(&mut self, tokens: &mut Tokens) {
        let is_letters = |r: &Range<usize>| {
            self.text[r.clone()]
                .chars()
                .all(|c| matches!(c, 'K' | 'Q' | 'k' | 'q'))
        };
        while tokens.count > 6 && tokens.ranges.len() > 3 {
            let (Some(a), Some(b)) = (tokens.get(2), tokens.get(3)) else {
                return;
            };
            if !(is_letters(&a) && is_letters(&b)) {
                return;
            }
            tokens.ranges[2] = a.start..b.end;
            tokens.ranges.remove(3);
            tokens.count -= 1;
            let gap = a.end..b.start;
            if self.lenient {
                self.change(
                    Diagnostic::warning(
                        "castling_normalized",
                        "joined castling letters written apart",
                    )
                    .in_field(3)
                    .at(gap),
                );
            } else {
                self.error(
                    ParseFenError::new(
                        Kind::BadCastling,
                        Some(3),
                        gap,
                        "castling letters are separated by a space".into(),
                    )
                    .hint("write the castling rights as one field, such as KQkq"),
                );
            }
        }
    }

    /// Checks the number of fields; returns how many of them to read.
    fn field_count(&mut self, tokens: &Tokens) -> usize {
        let text = self.text;
        let count = tokens.count;
        // EPD: four position fields, then operations such as `bm Nf3;`.
        let epd_from = match tokens.get(4) {
            Some(r)
                if looks_like_opcode(&text[r.clone()]) && (count != 6 || text.contains(';')) =>
            {
                Some(4)
            }
            _ if count > 6 => Some(6),
            _ => None,
        };
        let mut present = count.min(6);
        if let Some(from) = epd_from {
            let start = tokens.get(from).map_or(text.len(), |r| r.start);
            let end = text.trim_end().len().max(start);
            let rest = &text[start..end];
            present = from;
            // The operations' own trailing ';' is part of what is dropped.
            if self
                .changes
                .last()
                .is_some_and(|c| c.code == "epd_leftovers")
            {
                self.changes.pop();
            }
            if self.lenient {
                let what = if from == 4 {
                    "EPD operations are not part of a FEN"
                } else {
                    "a FEN ends with the fullmove number"
                };
                self.change(
                    Diagnostic::warning(
                        "epd_leftovers",
                        format!(
                            "ignored \"{rest}\" after field {from} ({}): {what}",
                            FIELD_NAMES[from - 1]
                        ),
                    )
                    .at(start..end),
                );
            } else if from == 4 {
                self.error(
                    ParseFenError::new(
                        Kind::EpdLeftovers,
                        None,
                        start..end,
                        format!("\"{rest}\" follows the en passant field: this looks like EPD, which has operations where a FEN has its two clocks"),
                    )
                    .hint("replace the operations with the halfmove clock and fullmove number, usually \"0 1\""),
                );
                return present;
            } else {
                self.error(
                    ParseFenError::new(
                        Kind::FieldCount { found: count },
                        None,
                        start..end,
                        format!("the FEN has {count} fields; it needs 6"),
                    )
                    .hint(format!("remove \"{rest}\" after the fullmove number (an EPD operation such as \"bm\" or \"id\" does not belong in a FEN)")),
                );
                return present;
            }
        }
        if present == 6 {
            return present;
        }
        let end = text.trim_end().len();
        let missing = FIELD_NAMES[present..].join(", ");
        if self.lenient {
            let assumed = [" w", " -", " -", " 0", " 1"][present - 1..].concat();
            self.change(
                Diagnostic::warning(
                    "fields_completed",
                    format!("assumed the missing fields{assumed} ({missing})"),
                )
                .at(end..end)
                .with_hint("the usual values: White to move, no castling rights, no en passant square, clocks 0 and 1"),
            );
        } else if present == 1 {
            self.error(
                ParseFenError::new(
                    Kind::PlacementOnly,
                    None,
                    end..end,
                    "only the placement is given; a FEN has six fields".into(),
                )
                .hint("add the five other fields, usually \" w - - 0 1\" (side to move, castling, en passant, halfmove clock, fullmove number)"),
            );
        } else {
            self.error(
                ParseFenError::new(
                    Kind::FieldCount { found: present },
                    None,
                    end..end,
                    format!("the FEN has {present} fields; it needs 6"),
                )
                .hint(format!("missing: {missing}")),
            );
        }
        present
    }

    fn side(&mut self, span: Range<usize>) -> Option<Color> {
        let text = &self.text[span.clone()];
        match text {
            "w" => return Some(Color::White),
            "b" => return Some(Color::Black),
            _ => {}
        }
        let guess = match text.to_ascii_lowercase().as_str() {
            "w" | "white" => Some(Color::White),
            "b" | "black" => Some(Color::Black),
            _ => None,
        };
        if let (true, Some(color)) = (self.lenient, guess) {
            self.change(
                Diagnostic::warning(
                    "side_normalized",
                    format!("read side to move \"{text}\" as {}", color.char()),
                )
                .in_field(2)
                .at(span),
            );
            return Some(color);
        }
        let hint = match guess {
            Some(Color::White) => "write a lowercase w for White",
            Some(Color::Black) => "write a lowercase b for Black",
            None => "the second field is w (White to move) or b (Black to move)",
        };
        self.error(
            ParseFenError::new(
                Kind::BadSide,
                Some(2),
                span,
                format!("side to move \"{text}\" is not w or b"),
            )
            .hint(hint),
        );
        None
    }

    fn castling(&mut self, span: Range<usize>) -> Option<CastlingRights> {
        let text = &self.text[span.clone()];
        self.castling_letters(text, span)
    }

    fn castling_letters(&mut self, text: &str, span: Range<usize>) -> Option<CastlingRights> {
        let mut rights = CastlingRights::NONE;
        if text == "-" {
            return Some(rights);
        }
        let bad = |at: Range<usize>, message: String, hint: &str| {
            ParseFenError::new(Kind::BadCastling, Some(3), at, message).hint(hint)
        };
        let mut last: Option<usize> = None;
        let (mut repeated, mut disordered, mut shredder) = (false, false, false);
        for (i, c) in text.char_indices() {
            let at = span.start + i..span.start + i + c.len_utf8();
            let index = match c {
                'K' => 0,
                'Q' => 1,
                'k' => 2,
                'q' => 3,
                'H' | 'A' | 'h' | 'a' => {
                    if !self.lenient {
                        let standard = if c.is_ascii_uppercase() { "KQ" } else { "kq" };
                        self.error(bad(
                            at,
                            format!("'{c}' in castling field \"{text}\" is a Shredder-FEN rook file"),
                            &format!("in standard chess write the rights as K and Q for White, k and q for Black (here: one of {standard}), or read it with --lenient"),
                        ));
                        return None;
                    }
                    shredder = true;
                    usize::from(c.eq_ignore_ascii_case(&'a'))
                        + if c.is_ascii_lowercase() { 2 } else { 0 }
                }
                '-' => {
                    self.error(bad(
                        at,
                        format!("castling field \"{text}\" mixes - with letters"),
                        "write - alone when no right remains, or only the letters",
                    ));
                    return None;
                }
                'B'..='G' | 'b'..='g' => {
                    self.error(bad(
                        at,
                        format!("'{c}' in castling field \"{text}\" names a rook on the {}-file: that is Chess960, which rankfile does not play", c.to_ascii_lowercase()),
                        "standard chess has K, Q, k and q; - for none",
                    ));
                    return None;
                }
                _ => {
                    self.error(bad(
                        at,
                        format!("'{c}' in castling field \"{text}\" is not K, Q, k or q"),
                        "K and Q are White's rights (king side, queen side), k and q Black's; - for none",
                    ));
                    return None;
                }
            };
            let color = if index < 2 {
                Color::White
            } else {
                Color::Black
            };
            let side = if index % 2 == 0 {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            if rights.has(color, side) {
                if !self.lenient {
                    self.error(bad(
                        at,
                        format!("castling right '{c}' is written twice in \"{text}\""),
                        "write each right once",
                    ));
                    return None;
                }
                repeated = true;
                continue;
            }
            if last.is_some_and(|l| index < l) {
                if !self.lenient {
                    self.error(bad(
                        at,
                        format!("castling rights \"{text}\" are out of order"),
                        "write them in the order KQkq",
                    ));
                    return None;
                }
                disordered = true;
            }
            last = Some(index);
            let file = if side == CastlingSide::KingSide {
                File::H
            } else {
                File::A
            };
            rights.set(color, side, file);
        }
        if repeated || disordered || shredder {
            let why: Vec<&str> = [
                (shredder, "Shredder-FEN files read as K/Q/k/q"),
                (repeated, "a repeated letter dropped"),
                (disordered, "the letters put in KQkq order"),
            ]
            .iter()
            .filter(|(yes, _)| *yes)
            .map(|(_, what)| *what)
            .collect();
            self.change(
                Diagnostic::warning(
                    "castling_normalized",
                    format!(
                        "read castling field \"{text}\" as \"{rights}\": {}",
                        why.join(", ")
                    ),
                )
                .in_field(3)
                .at(span),
            );
        }
        Some(rights)
    }

    fn en_passant(&mut self, span: Range<usize>) -> Option<Option<Square>> {
        let text = &self.text[span.clone()];
        if text == "-" {
            return Some(None);
        }
        if let Ok(sq) = Square::from_ascii(text.as_bytes()) {
            return Some(Some(sq));
        }
        let lowered = Square::from_ascii(text.to_ascii_lowercase().as_bytes()).ok();
        if let (true, Some(sq)) = (self.lenient, lowered) {
            self.change(
                Diagnostic::warning(
                    "ep_normalized",
                    format!("read en passant square \"{text}\" as {sq}"),
                )
                .in_field(4)
                .at(span),
            );
            return Some(Some(sq));
        }
        let hint = match lowered {
            Some(sq) => format!("write the square in lowercase: {sq}"),
            None => "write the square the pawn passed over, such as e3 after e2-e4, or - for none"
                .to_string(),
        };
        self.error(
            ParseFenError::new(
                Kind::BadEnPassant,
                Some(4),
                span,
                format!("en passant field \"{text}\" is not - or a square"),
            )
            .hint(hint),
        );
        None
    }

    /// Reads field 5 or 6: a plain decimal number, or in lenient mode one
    /// with a sign, underscores, leading zeros or non-ASCII digits.
    fn number(&mut self, span: Range<usize>, field: u8) -> Option<u32> {
        let text = &self.text[span.clone()];
        let (kind, name) = if field == 5 {
            (Kind::BadHalfmove, "halfmove clock")
        } else {
            (Kind::BadFullmove, "fullmove number")
        };
        if let Some(n) = plain_number(text.as_bytes()) {
            return Some(n);
        }
        let lenient = self.lenient.then(|| lenient_number(text)).flatten();
        match lenient {
            Some(Some(n)) => {
                self.change(
                    Diagnostic::warning(
                        "number_normalized",
                        format!("read {name} \"{text}\" as {n}"),
                    )
                    .in_field(field)
                    .at(span),
                );
                return Some(n);
            }
            Some(None) if field == 6 => {
                self.change(
                    Diagnostic::warning(
                        "fullmove_replaced",
                        format!(
                            "fullmove number \"{text}\" is too large to count moves; read as 1"
                        ),
                    )
                    .in_field(6)
                    .at(span),
                );
                return Some(1);
            }
            _ => {}
        }
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        let hint = if text.starts_with('-') {
            "a count cannot be negative"
        } else if text.starts_with('+') {
            "write the number without a sign"
        } else if digits && text.starts_with('0') {
            "write the number without leading zeros"
        } else if digits {
            "the number is too large (at most 4294967295)"
        } else if text
            .chars()
            .any(|c| digit_value(c).is_some() && !c.is_ascii_digit())
        {
            "write the number with the digits 0 to 9"
        } else {
            "write a plain decimal number such as 0 or 12"
        };
        self.error(
            ParseFenError::new(
                kind,
                Some(field),
                span,
                format!("{name} \"{text}\" is not a plain decimal number"),
            )
            .hint(hint),
        );
        None
    }

    fn fullmove_zero(&mut self, span: Range<usize>, turn: Option<Color>) -> Option<u32> {
        if self.lenient {
            self.change(
                Diagnostic::warning(
                    "fullmove_zero",
                    "read fullmove number 0 as 1: the count starts at 1",
                )
                .in_field(6)
                .at(span),
            );
            return Some(1);
        }
        let hint = if turn == Some(Color::Black) {
            "the number is not reset after White's move: it is 1 before and after White's first move, and goes up after each Black move; write 1"
        } else {
            "write 1: the first move of a game is move 1"
        };
        self.error(
            ParseFenError::new(
                Kind::BadFullmove,
                Some(6),
                span,
                "the fullmove number is 0; it starts at 1".into(),
            )
            .hint(hint),
        );
        None
    }
}

/// A plain decimal number: ASCII digits, no leading zero, fitting in 32
/// bits.
fn plain_number(bytes: &[u8]) -> Option<u32> {
    if bytes.is_empty() || bytes.len() > 10 || (bytes.len() > 1 && bytes[0] == b'0') {
        return None;
    }
    let mut n: u64 = 0;
    for &b in bytes {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        n = n * 10 + u64::from(d);
    }
    u32::try_from(n).ok()
}

/// A number as the lenient reader takes it: `Some(Some(n))` when it reads,
/// `Some(None)` when it reads but does not fit, `None` when it is no number.
fn lenient_number(text: &str) -> Option<Option<u32>> {
    let (negative, body) = match text.as_bytes().first() {
        Some(b'+') => (false, &text[1..]),
        Some(b'-') => (true, &text[1..]),
        _ => (false, text),
    };
    if body.is_empty() || body.starts_with('_') || body.ends_with('_') || body.contains("__") {
        return None;
    }
    let mut value: Option<u32> = Some(0);
    for c in body.chars().filter(|&c| c != '_') {
        let d = digit_value(c)?;
        value = value.and_then(|v| v.checked_mul(10)?.checked_add(d));
    }
    match value {
        Some(n) if negative && n != 0 => None,
        v => Some(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_of_other_scripts_have_their_values() {
        assert_eq!(digit_value('٣'), Some(3));
        assert_eq!(digit_value('３'), Some(3));
        assert_eq!(digit_value('७'), Some(7));
        assert_eq!(digit_value('x'), None);
    }

    #[test]
    fn lenient_numbers() {
        assert_eq!(lenient_number("+3"), Some(Some(3)));
        assert_eq!(lenient_number("-0"), Some(Some(0)));
        assert_eq!(lenient_number("-3"), None);
        assert_eq!(lenient_number("1_0"), Some(Some(10)));
        assert_eq!(lenient_number("_1"), None);
        assert_eq!(lenient_number("007"), Some(Some(7)));
        assert_eq!(lenient_number("99999999999999999999"), Some(None));
        assert_eq!(lenient_number("1x"), None);
    }

    #[test]
    fn extra_ranks_are_measured_too() {
        let reading = read("8/8/8/8/8/8/8/8/7 w - - 0 1", ReadMode::Strict);
        let codes: Vec<&str> = reading.errors.iter().map(|e| e.code()).collect();
        assert_eq!(codes, ["rank_count", "rank_width"]);
        assert!(
            reading.errors[1]
                .message()
                .starts_with("extra rank 9 \"7\" is 7 squares wide")
        );
        let reading = read("8/8/8/8/8/8/8/8/8 w - - 0 1", ReadMode::Strict);
        assert_eq!(reading.errors.len(), 1);
    }

    #[test]
    fn the_layout_points_at_each_square_and_field() {
        let text = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let reading = read(text, ReadMode::Strict);
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
