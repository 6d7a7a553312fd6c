//! PGN events: tag pairs, move numbers, moves, NAGs and glyphs, comments,
//! variations, results; each with its byte range. This is the streaming
//! reader's lowest level: it borrows from the text and copies nothing but
//! a tag value with escapes in it.

use core::ops::Range;

/// One event of PGN text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token<'a> {
    /// `[Name "value"]`, the value with `\"` and `\\` decoded.
    Tag {
        /// The tag's name.
        name: &'a str,
        /// Its value, escapes decoded (borrowed when it has none).
        value: std::borrow::Cow<'a, str>,
    },
    /// `12.`, `12...` or `12…`: the number, and whether dots say Black.
    MoveNumber {
        /// The number.
        number: u32,
        /// Whether the dots say a Black move follows.
        black: bool,
    },
    /// A move as written.
    Move(&'a str),
    /// `$n`, or a glyph (`!` is `$1` … `?!` is `$6`).
    Nag(u8),
    /// `{ ... }` or `; ...` to the end of the line, without the markers.
    Comment(&'a str),
    /// `(`: a variation starts.
    Open,
    /// `)`: a variation ends.
    Close,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(&'a str),
    /// A `{` comment that runs to the end of the text.
    UnclosedComment(&'a str),
    /// Something no PGN token is, and why.
    Junk(&'static str),
}

/// An event and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spanned<'a> {
    /// The event.
    pub token: Token<'a>,
    /// Its byte range in the text.
    pub span: Range<usize>,
}

/// The events of `text`, one game or many, as an iterator.
///
/// ```
/// use rankfile::pgn::{Event, Events};
///
/// let moves: Vec<String> = Events::new("1. e4 {best by test} e5 (1... c5) *")
///     .filter_map(|e| match e.token {
///         Event::Move(m) => Some(m.to_string()),
///         _ => None,
///     })
///     .collect();
/// assert_eq!(moves, ["e4", "e5", "c5"]);
/// ```
pub struct Lexer<'a> {
    text: &'a str,
    at: usize,
    /// Where the text starts, after a byte order mark.
    start: usize,
    /// The `%` escape lines skipped so far (most games have none, and
    /// allocate nothing here).
    escapes: Vec<Range<usize>>,
}

impl<'a> Lexer<'a> {
    /// The events of `text`; a leading byte order mark is skipped.
    pub fn new(text: &'a str) -> Lexer<'a> {
        let at = usize::from(text.starts_with('\u{feff}')) * 3;
        Lexer {
            text,
            at,
            start: at,
            escapes: Vec::new(),
        }
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    /// Where the next event starts (white space and `%` escape lines
    /// skipped), and whether what was skipped is a blank line: two line
    /// ends or more, and nothing but white space.
    #[inline]
    pub(crate) fn skip_to_next(&mut self) -> (usize, bool) {
        // Most events are one space apart: that space is skipped here,
        // the rest (line ends, escapes, runs of white space) below.
        let bytes = self.bytes();
        if bytes.get(self.at) == Some(&b' ')
            && bytes.get(self.at + 1).is_some_and(|&b| !SPACE[b as usize])
        {
            self.at += 1;
            return (self.at, false);
        }
        self.skip_space_and_escapes()
    }

    fn skip_space_and_escapes(&mut self) -> (usize, bool) {
        let bytes = self.bytes();
        let mut line_ends = 0;
        let mut escaped = false;
        while let Some(&b) = bytes.get(self.at) {
            if SPACE[b as usize] {
                line_ends += usize::from(b == b'\n');
                self.at += 1;
            } else if b == b'%' && (self.at == self.start || bytes[self.at - 1] == b'\n') {
                escaped = true;
                self.skip_escape();
            } else {
                break;
            }
        }
        (self.at, line_ends >= 2 && !escaped)
    }

    /// The next event when it is a tag pair in its plain form,
    /// `[Name "value"]` with one space and no escape, as nearly every tag
    /// is written: read without building an event. Anything else is left
    /// for [`Iterator::next`], which reads every form.
    #[inline]
    pub(crate) fn plain_tag(&mut self) -> Option<(&'a str, &'a str)> {
        let bytes = self.bytes();
        // Between two tags, one line end: the `[` after it begins no
        // escape line, so there is nothing else to skip.
        let start = if bytes.get(self.at..self.at + 2) == Some(b"\n[") {
            self.at + 1
        } else {
            self.skip_space();
            self.at
        };
        if bytes.get(start) != Some(&b'[') {
            return None;
        }
        let mut i = start + 1;
        while bytes.get(i).is_some_and(|&b| NAME[b as usize]) {
            i += 1;
        }
        let name_end = i;
        if name_end == start + 1
            || !bytes[start + 1].is_ascii_alphanumeric()
            || bytes.get(i..i + 2) != Some(b" \"")
        {
            return None;
        }
        i += 2;
        let value_start = i;
        // The value ends at its quote; an escape or a line end leaves the
        // tag to the full reader.
        let i = value_stop(bytes, i)?;
        if bytes[i] != b'"' {
            return None;
        }
        if bytes.get(i + 1) != Some(&b']') {
            return None;
        }
        self.at = i + 2;
        // The bounds stand on ASCII bytes, so on character boundaries.
        Some((
            self.text.get(start + 1..name_end)?,
            self.text.get(value_start..i)?,
        ))
    }

    /// Skips the `%` escape line at `at`, and notes where it stood.
    fn skip_escape(&mut self) {
        let end = line_end(self.bytes(), self.at);
        if self.escapes.last().is_none_or(|last| last.start < self.at) {
            self.escapes.push(self.at..end);
        }
        self.at = end;
    }

    /// The `%` escape lines skipped so far, where they stand: the
    /// standard's lines for other programs' use, which no event holds.
    pub(crate) fn escapes(&self) -> &[Range<usize>] {
        &self.escapes
    }

    /// Goes on from `at`, the end of an event read without the lexer.
    pub(crate) fn resume_at(&mut self, at: usize) {
        self.at = at;
    }

    /// Skips whitespace and `%` escape lines.
    fn skip_space(&mut self) {
        let bytes = self.bytes();
        while let Some(&b) = bytes.get(self.at) {
            if SPACE[b as usize] {
                self.at += 1;
            } else if b == b'%' && (self.at == self.start || bytes[self.at - 1] == b'\n') {
                self.skip_escape();
            } else {
                break;
            }
        }
    }
}

fn line_end(bytes: &[u8], from: usize) -> usize {
    memchr::memchr(b'\n', &bytes[from..]).map_or(bytes.len(), |p| from + p)
}

/// A lookup table of the bytes in `bytes`.
pub(super) const fn byte_set(bytes: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
}

/// The bytes that end a word: white space and PGN's punctuation, looked up
/// in a table (the lexer asks for every byte of every move).
const DELIMITERS: [bool; 256] = byte_set(b" \t\n\r\x0c{}()[];$");

/// The bytes of a tag's name, a symbol as the standard has it (8.1.1.1
/// and 7.): a letter or a digit, then letters, digits and `_+#=:-`.
pub(super) const NAME: [bool; 256] =
    byte_set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+#=:-");

/// The bytes that end a plain tag value: its quote, or what the full
/// reader must see (an escape, a line end).
const VALUE_STOP: [bool; 256] = byte_set(&VALUE_STOPS);

/// The bytes of [`VALUE_STOP`], for [`value_stop`]'s words.
const VALUE_STOPS: [u8; 3] = *b"\"\\\n";

/// PGN's white space, what the lexer skips between events, as characters
/// to trim by. Other white space (a vertical tab, a no-break space) is
/// text: a rest kept as written keeps it.
pub(super) const PGN_SPACE: [char; 5] = [' ', '\t', '\n', '\r', '\x0c'];

/// Where a plain tag value that starts at `i` stops: at its first byte of
/// [`VALUE_STOP`], looked for eight bytes at a time (a value is mostly
/// longer than a move: a name, a date, a site's address); `None` when
/// the text ends first.
#[inline]
fn value_stop(bytes: &[u8], mut i: usize) -> Option<usize> {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    const HIGHS: u64 = u64::from_le_bytes([0x80; 8]);
    // The high bit of each byte of `x` that is zero; the lowest one set
    // stands on the first zero byte (a borrow only marks bytes above it).
    let zeros = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS;
    while let Some(&word) = bytes.get(i..).and_then(|rest| rest.first_chunk::<8>()) {
        let word = u64::from_le_bytes(word);
        let stops = (VALUE_STOPS.iter()).fold(0, |found, &stop| {
            found | zeros(word ^ (ONES * u64::from(stop)))
        });
        if stops != 0 {
            return Some(i + (stops.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    while !VALUE_STOP[*bytes.get(i)? as usize] {
        i += 1;
    }
    Some(i)
}

/// White space, as `u8::is_ascii_whitespace` has it, in a table.
const SPACE: [bool; 256] = byte_set(b" \t\n\r\x0c");

#[inline]
fn is_delimiter(b: u8) -> bool {
    DELIMITERS[b as usize]
}

/// Where the word that starts at `start` ends: at the first delimiter
/// after its first byte, or at the end of `bytes`. The eight bytes after
/// `start` are looked up together, without a branch per byte: a SAN move
/// is two to seven bytes long, and a loop would mispredict its end.
#[inline]
pub(crate) fn word_end(bytes: &[u8], start: usize) -> usize {
    if let Some(window) = bytes.get(start + 1..start + 9) {
        let mut found = 0u32;
        for (k, &b) in window.iter().enumerate() {
            found |= u32::from(DELIMITERS[b as usize]) << k;
        }
        if found != 0 {
            return start + 1 + found.trailing_zeros() as usize;
        }
    }
    bytes
        .get(start + 1..)
        .and_then(|rest| rest.iter().position(|&b| is_delimiter(b)))
        .map_or(bytes.len(), |p| start + 1 + p)
}

const GLYPHS: [(&str, u8); 6] = [
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("!", 1),
    ("?", 2),
];

impl<'a> Iterator for Lexer<'a> {
    type Item = Spanned<'a>;

    fn next(&mut self) -> Option<Spanned<'a>> {
        self.skip_space();
        let bytes = self.bytes();
        let start = self.at;
        let b = *bytes.get(start)?;
        let token = match b {
            b'[' => self.tag(),
            b'{' => {
                let end = memchr::memchr(b'}', &bytes[start..]);
                match end {
                    Some(p) => {
                        self.at = start + p + 1;
                        Token::Comment(&self.text[start + 1..start + p])
                    }
                    None => {
                        self.at = bytes.len();
                        Token::UnclosedComment(&self.text[start + 1..])
                    }
                }
            }
            b';' => {
                let end = line_end(bytes, start);
                self.at = end;
                Token::Comment(self.text[start + 1..end].trim_end_matches('\r'))
            }
            b'(' => {
                self.at += 1;
                Token::Open
            }
            b')' => {
                self.at += 1;
                Token::Close
            }
            b'}' => {
                self.at += 1;
                Token::Junk("pgn-junk-brace")
            }
            b']' => {
                self.at += 1;
                Token::Junk("pgn-junk-bracket")
            }
            b'$' => {
                let digits = bytes[start + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                self.at = start + 1 + digits;
                match self.text[start + 1..self.at].parse::<u8>() {
                    Ok(n) => Token::Nag(n),
                    Err(_) => Token::Junk("pgn-junk-nag"),
                }
            }
            _ => self.word(),
        };
        Some(Spanned {
            token,
            span: start..self.at,
        })
    }
}

impl<'a> Lexer<'a> {
    /// `[Name "value"]`.
    fn tag(&mut self) -> Token<'a> {
        let bytes = self.bytes();
        let start = self.at;
        let mut i = start + 1;
        while i < bytes.len() && bytes[i].is_ascii_whitespace() && bytes[i] != b'\n' {
            i += 1;
        }
        let name_start = i;
        if bytes.get(i).is_some_and(u8::is_ascii_alphanumeric) {
            while i < bytes.len() && NAME[bytes[i] as usize] {
                i += 1;
            }
        }
        let name = &self.text[name_start..i];
        while i < bytes.len() && bytes[i] == b' ' {
            i += 1;
        }
        if name.is_empty() || bytes.get(i) != Some(&b'"') {
            self.at = line_end(bytes, start);
            return Token::Junk("pgn-junk-tag");
        }
        i += 1;
        let value_start = i;
        let mut value = String::new();
        let mut escaped = false;
        let mut from = i;
        let value: std::borrow::Cow<'a, str> = loop {
            match bytes.get(i) {
                Some(b'\\') if matches!(bytes.get(i + 1), Some(b'"' | b'\\')) => {
                    value.push_str(&self.text[from..i]);
                    value.push(bytes[i + 1] as char);
                    escaped = true;
                    i += 2;
                    from = i;
                }
                Some(b'"') => {
                    let end = i;
                    i += 1;
                    if escaped {
                        value.push_str(&self.text[from..end]);
                        break value.into();
                    }
                    break self.text[value_start..end].into();
                }
                Some(b'\n') | None => {
                    self.at = i;
                    return Token::Junk("pgn-junk-tag-quote");
                }
                // Tag values are short: a plain loop beats a vector search
                // that must first be set up.
                Some(_) => i += 1,
            }
        };
        while i < bytes.len() && bytes[i] == b' ' {
            i += 1;
        }
        if bytes.get(i) != Some(&b']') {
            self.at = line_end(bytes, start);
            return Token::Junk("pgn-junk-tag-end");
        }
        self.at = i + 1;
        Token::Tag { name, value }
    }

    /// A move number, a result, a move, or a glyph.
    fn word(&mut self) -> Token<'a> {
        let bytes = self.bytes();
        let start = self.at;
        let end = word_end(bytes, start);
        // The common case first: a move that starts with a letter and has
        // no glyph glued to it.
        if bytes[start].is_ascii_alphabetic() && !matches!(bytes[end - 1], b'!' | b'?' | b'*') {
            self.at = end;
            return Token::Move(&self.text[start..end]);
        }
        // Glyphs standing apart: `e4 !?`, or before a glued result once
        // the move was cut off them: `e4!!*`.
        let glyph_start = matches!(bytes[start], b'!' | b'?');
        for (glyph, nag) in GLYPHS.iter().copied().filter(|_| glyph_start) {
            let after = start + glyph.len();
            if self.text[start..].starts_with(glyph)
                && (bytes.get(after).is_none_or(|&b| is_delimiter(b))
                    || (bytes[after] == b'*'
                        && bytes.get(after + 1).is_none_or(|&b| is_delimiter(b))))
            {
                self.at = start + glyph.len();
                return Token::Nag(nag);
            }
        }
        // Split a move number off its move: `1.e4`, `12...Nf6`, `5…d5`.
        let digits = bytes[start..end]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits > 0 {
            let rest = &self.text[start + digits..end];
            let dots = if rest.starts_with('…') {
                Some((3, true))
            } else {
                let n = rest.bytes().take_while(|&b| b == b'.').count();
                (n > 0).then_some((n, n >= 2))
            };
            if let Some((len, black)) = dots {
                let word = &self.text[start..end];
                if !matches!(word, "1-0" | "0-1" | "1/2-1/2") {
                    self.at = start + digits + len;
                    let number = self.text[start..start + digits].parse().unwrap_or(u32::MAX);
                    return Token::MoveNumber { number, black };
                }
            }
        }
        let mut word = &self.text[start..end];
        // A result glued to the move before it, `e5*`: the move, then the
        // result (as python-chess reads it; the reader says so). A glyph
        // between them is cut off as it is without the result: `e4!!*`.
        if let Some(before) = word
            .strip_suffix('*')
            .filter(|m| m.len() >= 2 && m.as_bytes()[0].is_ascii_alphabetic() && !m.ends_with('*'))
        {
            word = before;
        }
        let end = start + word.len();
        self.at = end;
        match word {
            "1-0" | "0-1" | "1/2-1/2" | "*" => Token::Result(word),
            _ if !word.ends_with(['!', '?']) => Token::Move(word),
            _ => {
                // A glyph glued to the move: `e4!?` is the move, then $5.
                for (glyph, _) in GLYPHS {
                    if word.len() > glyph.len() && word.ends_with(glyph) {
                        let cut = end - glyph.len();
                        // Only the longest glyph: `e4?!` leaves `?!`.
                        let shorter = GLYPHS.iter().any(|(g, _)| {
                            g.len() > glyph.len() && word.len() > g.len() && word.ends_with(g)
                        });
                        if !shorter {
                            self.at = cut;
                            return Token::Move(&self.text[start..cut]);
                        }
                    }
                }
                Token::Move(word)
            }
        }
    }
}

#[cfg(test)]
mod tests;
