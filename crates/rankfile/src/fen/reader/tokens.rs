//! Splitting a FEN into its fields: single spaces, or what people use
//! instead (runs of whitespace, `_`, `,`), EPD leftovers, a side glued to
//! the placement, castling letters written apart; and the field count.

use core::ops::Range;

use arrayvec::ArrayVec;

use super::{FIELD_NAMES, Reader};
use crate::Piece;
use crate::diag::Diagnostic;
use crate::fen::error::{ParseFenError, ParseFenErrorKind as Kind};
use crate::text::{Arg, t};

/// The fields found: the first eight ranges, and how many there were.
pub(super) struct Tokens {
    pub(super) ranges: ArrayVec<Range<usize>, 8>,
    pub(super) count: usize,
}

impl Tokens {
    pub(super) fn get(&self, i: usize) -> Option<Range<usize>> {
        self.ranges.get(i).cloned()
    }
}

fn is_separator(c: char, other: Option<char>) -> bool {
    c.is_whitespace() || other == Some(c)
}

/// The fields of a text in the plain form: ASCII, at least two fields,
/// single spaces between them and none around. `None` sends the text to
/// the careful tokenizer, which also reports what is not plain.
pub(super) fn plain_tokens(text: &str) -> Option<Tokens> {
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

/// EPD opcodes are identifiers: `bm`, `id`, `c0`, `hmvc`, …
fn looks_like_opcode(field: &str) -> bool {
    field
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic())
}

impl Reader<'_> {
    /// Splits the text into fields at runs of whitespace (or at `_` when
    /// there is no whitespace at all), reporting stray whitespace.
    pub(super) fn tokenize(&mut self) -> Tokens {
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
        // The first odd run of whitespace, and how many there are.
        let mut odd_runs: (Option<Range<usize>>, usize) = (None, 0);
        let mut close_run = |run: &mut Option<(usize, bool)>, end: usize| {
            if let Some((start, odd)) = run.take() {
                let odd = odd || start == 0 || end == text.len() || end - start > 1;
                if odd {
                    odd_runs.0.get_or_insert(start..end);
                    odd_runs.1 += 1;
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
            if self.lenient {
                let text = if sep == '_' {
                    t!(
                        "fen-separators-read-url",
                        "read '{sep}' as the separator between fields, as URLs write a FEN",
                        sep
                    )
                } else {
                    t!(
                        "fen-separators-read",
                        "read '{sep}' as the separator between fields",
                        sep
                    )
                };
                self.change(Diagnostic::warning("separators_read_as_spaces", text).at(at..at + 1));
            } else {
                self.error(
                    ParseFenError::new(
                        Kind::BadSeparator { found: sep },
                        None,
                        at..at + 1,
                        t!(
                            "fen-bad-separator",
                            "the fields are separated by '{sep}' instead of spaces",
                            sep
                        ),
                    )
                    .hint(t!(
                        "fen-bad-separator-hint",
                        "write a space for each {sep} (or read it with --lenient)",
                        sep
                    )),
                );
            }
        }
        if let (Some(first), count) = odd_runs {
            self.stray_whitespace(first, count);
        }
        tokens
    }

    fn stray_whitespace(&mut self, run: Range<usize>, count: usize) {
        let text = self.text;
        let first = text[run.clone()].chars().find(|&c| c != ' ');
        let n = run.len();
        let what = match first {
            Some('\t') => t!("ws-tab", "a tab"),
            Some('\n' | '\r') => t!("ws-line-break", "a line break"),
            Some(c) => {
                let code = format!("U+{:04X}", c as u32);
                t!("ws-other", "the whitespace character {code}", code)
            }
            None if run.start == 0 && n == 1 => t!("ws-leading-one", "a leading space"),
            None if run.start == 0 => t!("ws-leading", "{n} leading spaces", n),
            None if run.end == text.len() && n == 1 => t!("ws-trailing-one", "a trailing space"),
            None if run.end == text.len() => t!("ws-trailing", "{n} trailing spaces", n),
            None => t!("ws-run", "{n} spaces in a row", n),
        };
        let column = text[..run.start].chars().count() + 1;
        let others = count - 1;
        let more = match others {
            0 => String::new(),
            1 => " (and in 1 more place)".to_string(),
            n => format!(" (and in {n} more places)"),
        };
        if self.lenient {
            let message = t!(
                "fen-whitespace-tidied",
                "tidied whitespace: {what} at column {column}{more}; the fields are now separated by single spaces",
                what,
                column,
                others
            );
            self.change(Diagnostic::warning("whitespace_tidied", message).at(run));
        } else {
            let message = t!(
                "fen-whitespace",
                "{what} at column {column}{more}; fields are separated by exactly one space",
                what,
                column,
                others
            );
            self.error(
                ParseFenError::new(Kind::Whitespace, None, run, message).hint(t!(
                    "fen-whitespace-hint",
                    "separate the six fields with single spaces, nothing before or after (or read it with --lenient)"
                )),
            );
        }
    }

    /// An EPD line ends its operations with `;`: drop one at the end.
    pub(super) fn trailing_semicolon(&mut self, tokens: &mut Tokens) {
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
                Diagnostic::warning(
                    "epd_leftovers",
                    t!(
                        "fen-semicolon-dropped",
                        "dropped a trailing ';', an EPD leftover"
                    ),
                )
                .at(at),
            );
        } else {
            self.error(
                ParseFenError::new(
                    Kind::EpdLeftovers,
                    None,
                    at,
                    t!(
                        "fen-semicolon",
                        "a trailing ';' ends EPD operations; a FEN has none"
                    ),
                )
                .hint(t!("fen-semicolon-hint", "remove the ;")),
            );
        }
    }

    /// `...RNBQKBNRw KQkq - 0 1`: a missing space glues the side to move to
    /// the placement. Split them when the placement is whole without it.
    pub(super) fn glued_side(&mut self, tokens: &mut Tokens) {
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
                    t!(
                        "fen-missing-space-read",
                        "read a space between the placement and the side to move"
                    ),
                )
                .at(at..at + 1),
            );
        } else {
            self.error(
                ParseFenError::new(
                    Kind::MissingSpace,
                    None,
                    at..at + 1,
                    t!(
                        "fen-missing-space",
                        "no space between the placement and the side to move"
                    ),
                )
                .hint(t!(
                    "fen-missing-space-hint",
                    "write a space before the side to move"
                )),
            );
        }
    }

    /// `w K Q - 0 1`: castling letters written apart. Join them.
    pub(super) fn split_castling(&mut self, tokens: &mut Tokens) {
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
                        t!(
                            "fen-castling-joined",
                            "joined castling letters written apart"
                        ),
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
                        t!(
                            "fen-castling-split",
                            "castling letters are separated by a space"
                        ),
                    )
                    .hint(t!(
                        "fen-castling-split-hint",
                        "write the castling rights as one field, such as KQkq"
                    )),
                );
            }
        }
    }

    /// The EPD operations or the extra fields after field `from`: dropped
    /// with a warning when lenient (returns true), else refused.
    fn epd_leftovers(&mut self, tokens: &Tokens, from: usize) -> bool {
        let (text, count) = (self.text, tokens.count);
        let start = tokens.get(from).map_or(text.len(), |r| r.start);
        let end = text.trim_end().len().max(start);
        let rest = &text[start..end];
        // The operations' own trailing ';' is part of what is dropped.
        if self
            .changes
            .last()
            .is_some_and(|c| c.code == "epd_leftovers")
        {
            self.changes.pop();
        }
        if self.lenient {
            let name = FIELD_NAMES[from - 1];
            let field = Arg::Field(from as u8);
            let message = if from == 4 {
                t!(
                    "fen-epd-operations-ignored",
                    "ignored \"{rest}\" after field {from} ({name}): EPD operations are not part of a FEN",
                    rest,
                    field
                )
            } else {
                t!(
                    "fen-extra-fields-ignored",
                    "ignored \"{rest}\" after field {from} ({name}): a FEN ends with the fullmove number",
                    rest,
                    field
                )
            };
            self.change(Diagnostic::warning("epd_leftovers", message).at(start..end));
        } else if from == 4 {
            self.error(
                ParseFenError::new(
                    Kind::EpdLeftovers,
                    None,
                    start..end,
                    t!(
                        "fen-epd-operations",
                        "\"{rest}\" follows the en passant field: this looks like EPD, which has operations where a FEN has its two clocks",
                        rest
                    ),
                )
                .hint(t!(
                    "fen-epd-operations-hint",
                    "replace the operations with the halfmove clock and fullmove number, usually \"0 1\""
                )),
            );
            return false;
        } else {
            self.error(
                ParseFenError::new(
                    Kind::FieldCount { found: count },
                    None,
                    start..end,
                    t!("fen-field-count", "the FEN has {count} fields; it needs 6", count),
                )
                .hint(t!(
                    "fen-extra-fields-hint",
                    "remove \"{rest}\" after the fullmove number (an EPD operation such as \"bm\" or \"id\" does not belong in a FEN)",
                    rest
                )),
            );
            return false;
        }
        true
    }

    /// Checks the number of fields; returns how many of them to read.
    pub(super) fn field_count(&mut self, tokens: &Tokens) -> usize {
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
            present = from;
            if !self.epd_leftovers(tokens, from) {
                return present;
            }
        }
        if present == 6 {
            return present;
        }
        if present == 0 {
            self.error(
                ParseFenError::new(
                    Kind::Empty,
                    None,
                    0..text.len(),
                    t!("fen-no-fields", "the FEN has no fields, only separators"),
                )
                .hint({
                    let fen = crate::fen::STARTING_FEN;
                    t!(
                        "fen-starting-position-is",
                        "the starting position is {fen}",
                        fen
                    )
                }),
            );
            return 0;
        }
        let end = text.trim_end().len();
        let missing = crate::text::english_list(&FIELD_NAMES[present..]);
        let fields: Vec<Arg> = (present + 1..=6).map(|f| Arg::Field(f as u8)).collect();
        let fields = Arg::List(fields);
        if self.lenient {
            let assumed = [" w", " -", " -", " 0", " 1"][present - 1..].concat();
            self.change(
                Diagnostic::warning(
                    "fields_completed",
                    t!(
                        "fen-fields-completed",
                        "assumed the missing fields{assumed} ({missing})",
                        assumed,
                        fields
                    ),
                )
                .at(end..end)
                .with_hint(t!(
                    "fen-fields-completed-hint",
                    "the usual values: White to move, no castling rights, no en passant square, clocks 0 and 1"
                )),
            );
        } else if present == 1 {
            self.error(
                ParseFenError::new(
                    Kind::PlacementOnly,
                    None,
                    end..end,
                    t!(
                        "fen-placement-only",
                        "only the placement is given; a FEN has six fields"
                    ),
                )
                .hint(t!(
                    "fen-placement-only-hint",
                    "add the five other fields, usually \" w - - 0 1\" (side to move, castling, en passant, halfmove clock, fullmove number)"
                )),
            );
        } else {
            self.error(
                ParseFenError::new(Kind::FieldCount { found: present }, None, end..end, {
                    let count = present;
                    t!(
                        "fen-field-count",
                        "the FEN has {count} fields; it needs 6",
                        count
                    )
                })
                .hint(t!("fen-fields-missing", "missing: {missing}", fields)),
            );
        }
        present
    }
}
