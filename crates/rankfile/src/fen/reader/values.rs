//! Fields 2 to 6: side to move, castling rights, en passant square and
//! the two clocks, strictly or leniently.

use core::ops::Range;

use super::Reader;
use crate::diag::Diagnostic;
use crate::fen::error::{ParseFenError, ParseFenErrorKind as Kind};
use crate::text::{Arg, Text, t};

mod castling_words {
    //! What the castling field's reader says: why a letter is refused, and
    //! what the lenient reader mended.

    use crate::CastlingRights;
    use crate::text::{Arg, Text, t};

    /// A message and its hint.
    type Said = (Text, Text);

    /// Why `c` cannot stand in the castling field `text` (strictly: a
    /// Shredder-FEN file, which the lenient reader takes, is refused too).
    pub(super) fn bad_letter(c: char, text: &str) -> Said {
        let text = &*crate::diag::echo(text);
        match c {
            'H' | 'A' | 'h' | 'a' => {
                let standard = if c.is_ascii_uppercase() { "KQ" } else { "kq" };
                (
                    t!(
                        "fen-castling-shredder",
                        "'{c}' in castling field \"{text}\" is a Shredder-FEN rook file",
                        c,
                        text
                    ),
                    t!(
                        "fen-castling-shredder-hint",
                        "in standard chess write the rights as K and Q for White, k and q for Black (here: one of {standard}), or read it with --lenient; if this is Chess960, read it as Chess960 (--chess960)",
                        standard
                    ),
                )
            }
            '-' => (
                t!(
                    "fen-castling-dash",
                    "castling field \"{text}\" mixes - with letters",
                    text
                ),
                t!(
                    "fen-castling-dash-hint",
                    "write - alone when no right remains, or only the letters"
                ),
            ),
            'B'..='G' | 'b'..='g' => {
                let file = c.to_ascii_lowercase();
                (
                    t!(
                        "fen-castling-960-file",
                        "'{c}' in castling field \"{text}\" names a rook on the {file}-file: that is a Chess960 castling field",
                        c,
                        text,
                        file
                    ),
                    t!(
                        "fen-castling-960-file-hint",
                        "read it as Chess960 (--chess960); standard chess has K, Q, k and q, - for none"
                    ),
                )
            }
            _ => (
                t!(
                    "fen-castling-letter",
                    "'{c}' in castling field \"{text}\" is not K, Q, k or q",
                    c,
                    text
                ),
                t!(
                    "fen-castling-letter-hint",
                    "K and Q are White's rights (king side, queen side), k and q Black's; - for none"
                ),
            ),
        }
    }

    pub(super) fn twice(c: char, text: &str) -> Said {
        let text = &*crate::diag::echo(text);
        (
            t!(
                "fen-castling-twice",
                "castling right '{c}' is written twice in \"{text}\"",
                c,
                text
            ),
            t!("fen-castling-twice-hint", "write each right once"),
        )
    }

    pub(super) fn out_of_order(text: &str) -> Said {
        let text = &*crate::diag::echo(text);
        (
            t!(
                "fen-castling-order",
                "castling rights \"{text}\" are out of order",
                text
            ),
            t!("fen-castling-order-hint", "write them in the order KQkq"),
        )
    }

    /// What the lenient reader mended in a castling field.
    #[derive(Default)]
    pub(super) struct Mended {
        pub(super) shredder: bool,
        pub(super) repeated: bool,
        pub(super) disordered: bool,
    }

    impl Mended {
        /// The warning that says what was mended, if anything was.
        pub(super) fn warning(&self, text: &str, rights: CastlingRights) -> Option<Text> {
            let text = &*crate::diag::echo(text);
            let why: Vec<Text> = [
                (
                    self.shredder,
                    t!(
                        "castling-why-shredder",
                        "Shredder-FEN files read as K/Q/k/q"
                    ),
                ),
                (
                    self.repeated,
                    t!("castling-why-repeated", "a repeated letter dropped"),
                ),
                (
                    self.disordered,
                    t!("castling-why-order", "the letters put in KQkq order"),
                ),
            ]
            .into_iter()
            .filter(|(yes, _)| *yes)
            .map(|(_, what)| what)
            .collect();
            if why.is_empty() {
                return None;
            }
            let reasons = crate::text::english_list(&why);
            let read = rights.to_string();
            let why = Arg::from(why);
            Some(t!(
                "fen-castling-read",
                "read castling field \"{text}\" as \"{read}\": {reasons}",
                text,
                read,
                why
            ))
        }
    }
}
use crate::{CastlingRights, CastlingSide, Color, File, Square};

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

impl Reader<'_> {
    #[inline]
    pub(super) fn side(&mut self, span: Range<usize>) -> Option<Color> {
        match &self.text[span.clone()] {
            "w" => Some(Color::White),
            "b" => Some(Color::Black),
            _ => self.unusual_side(span),
        }
    }

    /// [`Reader::side`] for anything but `w` and `b`.
    #[cold]
    #[inline(never)]
    fn unusual_side(&mut self, span: Range<usize>) -> Option<Color> {
        let text = &self.text[span.clone()];
        let guess = match text.to_ascii_lowercase().as_str() {
            "w" | "white" => Some(Color::White),
            "b" | "black" => Some(Color::Black),
            _ => None,
        };
        let text = &*crate::diag::echo(text);
        if let (true, Some(color)) = (self.lenient, guess) {
            self.change(
                Diagnostic::warning("side_normalized", {
                    let side = color.char();
                    t!(
                        "fen-side-read",
                        "read side to move \"{text}\" as {side}",
                        text,
                        side
                    )
                })
                .in_field(2)
                .at(span),
            );
            return Some(color);
        }
        let hint = match guess {
            Some(Color::White) => t!("fen-side-hint-w", "write a lowercase w for White"),
            Some(Color::Black) => t!("fen-side-hint-b", "write a lowercase b for Black"),
            None => t!(
                "fen-side-hint",
                "the second field is w (White to move) or b (Black to move)"
            ),
        };
        self.error(
            ParseFenError::new(
                Kind::BadSide,
                Some(2),
                span,
                t!(
                    "fen-bad-side",
                    "side to move \"{text}\" is not w or b",
                    text
                ),
            )
            .hint(hint),
        );
        None
    }

    pub(super) fn castling(&mut self, span: Range<usize>) -> Option<CastlingRights> {
        let text = &self.text[span.clone()];
        self.castling_letters(text, span)
    }

    #[inline]
    pub(super) fn castling_letters(
        &mut self,
        text: &str,
        span: Range<usize>,
    ) -> Option<CastlingRights> {
        match plain_castling(text) {
            Some(rights) => Some(rights),
            None => self.unusual_castling(text, span),
        }
    }

    /// [`Reader::castling_letters`] for a field that is not `-` or
    /// `KQkq` in order: read leniently, or refused with the reason.
    #[cold]
    #[inline(never)]
    fn unusual_castling(&mut self, text: &str, span: Range<usize>) -> Option<CastlingRights> {
        let mut rights = CastlingRights::NONE;
        let mut last: Option<usize> = None;
        let mut read = castling_words::Mended::default();
        // Letters joined from a field written apart no longer sit at their
        // own offsets: point at the whole field then.
        let exact = text.len() == span.len();
        for (i, c) in text.char_indices() {
            let at = if exact {
                span.start + i..span.start + i + c.len_utf8()
            } else {
                span.clone()
            };
            let refuse = |reader: &mut Self, (message, hint): (Text, Text)| {
                reader.error(
                    ParseFenError::new(Kind::BadCastling, Some(3), at.clone(), message).hint(hint),
                );
                None
            };
            let index = match c {
                'K' => 0,
                'Q' => 1,
                'k' => 2,
                'q' => 3,
                'H' | 'A' | 'h' | 'a' if self.lenient => {
                    read.shredder = true;
                    usize::from(c.eq_ignore_ascii_case(&'a'))
                        + if c.is_ascii_lowercase() { 2 } else { 0 }
                }
                _ => return refuse(self, castling_words::bad_letter(c, text)),
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
                    return refuse(self, castling_words::twice(c, text));
                }
                read.repeated = true;
                continue;
            }
            if last.is_some_and(|l| index < l) {
                if !self.lenient {
                    return refuse(self, castling_words::out_of_order(text));
                }
                read.disordered = true;
            }
            last = Some(index);
            let file = if side == CastlingSide::KingSide {
                File::H
            } else {
                File::A
            };
            rights.set(color, side, file);
        }
        if let Some(message) = read.warning(text, rights) {
            self.change(
                Diagnostic::warning("castling_normalized", message)
                    .in_field(3)
                    .at(span),
            );
        }
        Some(rights)
    }

    #[inline]
    pub(super) fn en_passant(&mut self, span: Range<usize>) -> Option<Option<Square>> {
        let text = &self.text[span.clone()];
        if text == "-" {
            return Some(None);
        }
        match Square::from_ascii(text.as_bytes()) {
            Ok(sq) => Some(Some(sq)),
            Err(_) => self.unusual_en_passant(span),
        }
    }

    /// [`Reader::en_passant`] for anything but `-` and a square.
    #[cold]
    #[inline(never)]
    fn unusual_en_passant(&mut self, span: Range<usize>) -> Option<Option<Square>> {
        let text = &self.text[span.clone()];
        let lowered = Square::from_ascii(text.to_ascii_lowercase().as_bytes()).ok();
        let text = &*crate::diag::echo(text);
        if let (true, Some(sq)) = (self.lenient, lowered) {
            self.change(
                Diagnostic::warning(
                    "ep_normalized",
                    t!(
                        "fen-ep-read",
                        "read en passant square \"{text}\" as {sq}",
                        text,
                        sq
                    ),
                )
                .in_field(4)
                .at(span),
            );
            return Some(Some(sq));
        }
        let hint = match lowered {
            Some(sq) => t!(
                "fen-ep-lowercase-hint",
                "write the square in lowercase: {sq}",
                sq
            ),
            None => t!(
                "fen-bad-ep-hint",
                "write the square the pawn passed over, such as e3 after e2-e4, or - for none"
            ),
        };
        self.error(
            ParseFenError::new(
                Kind::BadEnPassant,
                Some(4),
                span,
                t!(
                    "fen-bad-ep",
                    "en passant field \"{text}\" is not - or a square",
                    text
                ),
            )
            .hint(hint),
        );
        None
    }

    /// Reads field 5 or 6: a plain decimal number, or in lenient mode one
    /// with a sign, underscores, leading zeros or non-ASCII digits.
    #[inline]
    pub(super) fn number(&mut self, span: Range<usize>, field: u8) -> Option<u32> {
        match plain_number(self.text[span.clone()].as_bytes()) {
            Some(n) => Some(n),
            None => self.unusual_number(span, field),
        }
    }

    /// [`Reader::number`] when the field is not a plain number: read
    /// leniently, or refused with the reason.
    #[cold]
    #[inline(never)]
    fn unusual_number(&mut self, span: Range<usize>, field: u8) -> Option<u32> {
        let text = &self.text[span.clone()];
        let (kind, name) = if field == 5 {
            (Kind::BadHalfmove, "halfmove clock")
        } else {
            (Kind::BadFullmove, "fullmove number")
        };
        let field_arg = Arg::Field(field);
        let lenient = self.lenient.then(|| lenient_number(text)).flatten();
        match lenient {
            Some(Some(n)) => {
                self.change(
                    Diagnostic::warning("number_normalized", {
                        let field = field_arg.clone();
                        let text = &*crate::diag::echo(text);
                        t!(
                            "fen-number-read",
                            "read {name} \"{text}\" as {n}",
                            field,
                            text,
                            n
                        )
                    })
                    .in_field(field)
                    .at(span),
                );
                return Some(n);
            }
            Some(None) if field == 6 => {
                self.change(
                    Diagnostic::warning("fullmove_replaced", {
                        let text = &*crate::diag::echo(text);
                        t!(
                            "fen-fullmove-replaced",
                            "fullmove number \"{text}\" is too large to count moves; read as 1",
                            text
                        )
                    })
                    .in_field(6)
                    .at(span),
                );
                return Some(1);
            }
            _ => {}
        }
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        let hint = if text.starts_with('-') {
            t!("number-hint-negative", "a count cannot be negative")
        } else if text.starts_with('+') {
            t!("number-hint-sign", "write the number without a sign")
        } else if digits && text.starts_with('0') {
            t!(
                "number-hint-zeros",
                "write the number without leading zeros"
            )
        } else if digits {
            t!(
                "number-hint-too-large",
                "the number is too large (at most 4294967295)"
            )
        } else if text
            .chars()
            .any(|c| digit_value(c).is_some() && !c.is_ascii_digit())
        {
            t!(
                "number-hint-ascii",
                "write the number with the digits 0 to 9"
            )
        } else {
            t!(
                "number-hint-plain",
                "write a plain decimal number such as 0 or 12"
            )
        };
        self.error(
            ParseFenError::new(kind, Some(field), span, {
                let field = field_arg;
                let text = &*crate::diag::echo(text);
                t!(
                    "fen-bad-number",
                    "{name} \"{text}\" is not a plain decimal number",
                    field,
                    text
                )
            })
            .hint(hint),
        );
        None
    }

    pub(super) fn fullmove_zero(&mut self, span: Range<usize>, turn: Option<Color>) -> Option<u32> {
        if self.lenient {
            self.change(
                Diagnostic::warning(
                    "fullmove_zero",
                    t!(
                        "fen-fullmove-zero-read",
                        "read fullmove number 0 as 1: the count starts at 1"
                    ),
                )
                .in_field(6)
                .at(span),
            );
            return Some(1);
        }
        let hint = if turn == Some(Color::Black) {
            t!(
                "fen-fullmove-zero-black-hint",
                "the number is not reset after White's move: it is 1 before and after White's first move, and goes up after each Black move; write 1"
            )
        } else {
            t!(
                "fen-fullmove-zero-hint",
                "write 1: the first move of a game is move 1"
            )
        };
        self.error(
            ParseFenError::new(
                Kind::BadFullmove,
                Some(6),
                span,
                t!(
                    "fen-fullmove-zero",
                    "the fullmove number is 0; it starts at 1"
                ),
            )
            .hint(hint),
        );
        None
    }
}

/// A castling field as the standard writes it: `-`, or some of `KQkq` in
/// that order, each once.
#[inline]
fn plain_castling(text: &str) -> Option<CastlingRights> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Some(rights);
    }
    let mut next = 0;
    for b in text.bytes() {
        let (index, color, side, file) = match b {
            b'K' => (0, Color::White, CastlingSide::KingSide, File::H),
            b'Q' => (1, Color::White, CastlingSide::QueenSide, File::A),
            b'k' => (2, Color::Black, CastlingSide::KingSide, File::H),
            b'q' => (3, Color::Black, CastlingSide::QueenSide, File::A),
            _ => return None,
        };
        if index < next {
            return None;
        }
        next = index + 1;
        rights.set(color, side, file);
    }
    (!text.is_empty()).then_some(rights)
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
mod tests;
