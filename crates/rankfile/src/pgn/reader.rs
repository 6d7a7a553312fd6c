//! The one PGN reader: it reads a game's text once, event by event, and
//! hands every event to a [`Visitor`] (see `visit.rs` for the whole
//! picture). Plain tags, move numbers and plain moves are read straight
//! from the bytes; the lexer takes the rest.

use crate::text::{Text, t};
use core::ops::Range;
use std::borrow::Cow;

use super::tag_names::TagNames;

use super::lexer::{Lexer, Spanned, Token};
use super::problem::{PgnProblem, Severity};
use super::visit::{Skip, Visitor};

/// Reads the game in `text` and hands each event to `visitor`; returns
/// what the visitor makes of it.
pub fn visit<'a, V: Visitor<'a>>(text: &'a str, visitor: &mut V) -> V::Output {
    Reader::new(text, true, visitor).read()
}

/// [`visit`], the visitor moved into the reader: its state then lives
/// beside the reader's, where the compiler may keep it in registers (the
/// road `check_game` and `read_game` take).
pub(super) fn visit_owned<'a, V: Visitor<'a>>(text: &'a str, visitor: V) -> V::Output {
    Reader::new(text, true, visitor).read()
}

/// [`visit`], every event read by the lexer: the road that
/// [`check_game_lexed`](super::check_game_lexed) tests the fast one
/// against.
pub(super) fn visit_lexed<'a, V: Visitor<'a>>(text: &'a str, visitor: V) -> V::Output {
    Reader::new(text, false, visitor).read()
}

/// How deep variations may nest: deeper ones are reported and skipped, so
/// that a text of nothing but `(` keeps a small stack. Real games nest a
/// few levels.
pub const MAX_DEPTH: usize = 256;

struct Reader<'a, V> {
    text: &'a str,
    lexer: Lexer<'a>,
    visitor: V,
    /// Plain tags, move numbers and plain moves are read from the bytes.
    hot: bool,
    /// Where each open variation's `(` stands.
    open: Vec<usize>,
    /// `(` not yet closed inside a variation that is skipped (too deep,
    /// or skipped by the visitor).
    skipping: usize,
    /// Where the last event ended, for the blank lines between events.
    previous_end: Option<usize>,
    /// The termination marker, once read: the game ends there.
    result: Option<&'a str>,
}

fn blank_line() -> Text {
    t!(
        "pgn-blank-line",
        "a blank line inside the moves (PGN separates games with one); read on as one game"
    )
}

/// How to mend a [`Token::Junk`], from its id.
fn junk_hint(id: &'static str) -> Text {
    match id {
        "pgn-junk-brace" => t!(
            "pgn-junk-brace-hint",
            "remove it, or open the comment with { where it begins"
        ),
        "pgn-junk-bracket" => t!(
            "pgn-junk-bracket-hint",
            "remove it, or write the tag whole: [Name \"value\"]"
        ),
        "pgn-junk-nag" => t!(
            "pgn-junk-nag-hint",
            "write $ and the number ($1 for !, $2 for ?), or the glyph itself"
        ),
        "pgn-junk-tag" | "pgn-junk-tag-end" => t!(
            "pgn-junk-tag-hint",
            "write it as [Name \"value\"], on a line of its own"
        ),
        "pgn-junk-tag-quote" => t!(
            "pgn-junk-tag-quote-hint",
            "close the value with \" (a quote inside it is written \\\")"
        ),
        _ => t!("pgn-junk-hint", "remove it, or put it in a comment {…}"),
    }
}

/// What a [`Token::Junk`] says, from its id.
fn junk(id: &'static str) -> Text {
    match id {
        "pgn-junk-brace" => t!("pgn-junk-brace", "a } closes no comment"),
        "pgn-junk-bracket" => t!("pgn-junk-bracket", "a ] closes no tag"),
        "pgn-junk-nag" => t!("pgn-junk-nag", "a NAG is $ and a number from 0 to 255"),
        "pgn-junk-tag" => t!("pgn-junk-tag", "a tag is [Name \"value\"]"),
        "pgn-junk-tag-quote" => t!(
            "pgn-junk-tag-quote",
            "a tag value's closing quote is missing"
        ),
        "pgn-junk-tag-end" => t!("pgn-junk-tag-end", "a tag pair ends with ]"),
        _ => t!("pgn-junk", "text that is no part of a game"),
    }
}

impl<'a, V: Visitor<'a>> Reader<'a, V> {
    fn new(text: &'a str, hot: bool, visitor: V) -> Self {
        Reader {
            text,
            lexer: Lexer::new(text),
            visitor,
            hot,
            open: Vec::new(),
            skipping: 0,
            previous_end: None,
            result: None,
        }
    }

    fn error(&mut self, problem: PgnProblem) {
        self.visitor.problem(Severity::Error, problem);
    }

    fn read(&mut self) -> V::Output {
        self.nul_bytes();
        let (comments, first) = self.tags();
        let movetext = comments
            .first()
            .or(first.as_ref())
            .map_or(self.text.len(), |t| t.span.start);
        if self.visitor.end_tags(movetext) == Skip(true) {
            return self.end();
        }
        for t in comments.into_iter().chain(first) {
            self.previous_end = Some(t.span.end);
            self.event(t);
        }
        while let Some(t) = self.next_event() {
            if let Some(result) = self.result {
                let after = &self.text[t.span.start..];
                self.visitor
                    .after_result(after, t.span.start..self.text.len());
                let rest: String = after.trim().chars().take(40).collect();
                self.error(
                    PgnProblem::error(
                        "after_result",
                        t!(
                            "pgn-after-result",
                            "\"{rest}\" follows the result {result}: a game ends at its result",
                            rest,
                            result
                        ),
                    )
                    .at(t.span.start..self.text.len())
                    .with_hint(t!(
                        "pgn-after-result-hint",
                        "put it in a comment {…} before the result, or give it its own game, its tags first"
                    )),
                );
                break;
            }
            if let Some(end) = self.previous_end {
                self.blank_line(end, t.span.start);
            }
            self.previous_end = Some(t.span.end);
            self.event(t);
        }
        self.unclosed();
        self.end()
    }

    /// The game's end: the `%` escape lines skipped on the way are handed
    /// on, then the end.
    fn end(&mut self) -> V::Output {
        for span in self.lexer.escapes() {
            self.visitor
                .escape_line(&self.text[span.clone()], span.clone());
        }
        self.visitor.end_game(self.text.len())
    }

    /// The tags; returns the first event after them, and the comments
    /// written between tag pairs (each said in a warning), which belong
    /// to the game: they are handed on before that event.
    fn tags(&mut self) -> (Vec<Spanned<'a>>, Option<Spanned<'a>>) {
        let mut comments: Vec<Spanned<'a>> = Vec::new();
        // How many of `comments` a tag pair followed.
        let mut among_tags = 0;
        // The tags' names so far, to say one given twice (on the stack:
        // every game has tags, and this costs it no allocation).
        let mut names = TagNames::default();
        let first = loop {
            if self.hot
                && let Some((name, value)) = self.lexer.plain_tag()
            {
                self.once(&mut names, name);
                self.visitor.tag(name, Cow::Borrowed(value));
                among_tags = comments.len();
                continue;
            }
            let Some(t) = self.lexer.next() else {
                break None;
            };
            match t.token {
                Token::Tag { name, value } => {
                    self.once(&mut names, name);
                    self.visitor.tag(name, value);
                    among_tags = comments.len();
                }
                Token::Junk(why) if self.text[t.span.clone()].starts_with('[') => {
                    let problem = PgnProblem::error("bad_tag", junk(why)).with_hint(junk_hint(why));
                    self.error(problem.at(t.span));
                    among_tags = comments.len();
                }
                Token::Comment(_) => comments.push(t),
                _ => break Some(t),
            }
        };
        for c in &comments[..among_tags] {
            self.visitor.problem(
                Severity::Warning,
                PgnProblem::warning(
                    "comment_in_tags",
                    t!(
                        "pgn-comment-in-tags",
                        "a comment between tag pairs: kept as the game's first comment"
                    ),
                )
                .at(c.span.clone()),
            );
        }
        (comments, first)
    }

    /// A NUL byte, which no text holds (a damaged file, a database's
    /// bytes pasted in): an error of its game, where it stands, whatever
    /// else the game holds.
    fn nul_bytes(&mut self) {
        let Some(at) = memchr::memchr(0, self.text.as_bytes()) else {
            return;
        };
        let error = PgnProblem::error(
            "nul_byte",
            t!(
                "pgn-nul-byte",
                "a NUL byte, which no text holds: is the file damaged?"
            ),
        )
        .with_hint(t!(
            "pgn-nul-byte-hint",
            "remove it; if there are many, the file is no text: export its games to PGN again"
        ))
        .at(at..at + 1);
        self.error(error);
    }

    /// Notes the tag `name` (a slice of the text), and warns when it was
    /// given before: readers take its last value.
    fn once(&mut self, names: &mut TagNames<'a>, name: &'a str) {
        if names.first_time(name) {
            return;
        }
        let start = (name.as_ptr() as usize).saturating_sub(self.text.as_ptr() as usize);
        let span = start..start + name.len();
        let warning = PgnProblem::warning(
            "duplicate_tag",
            t!(
                "pgn-duplicate-tag",
                "the tag {name} is given again: its last value is the one read",
                name
            ),
        )
        .with_hint(t!(
            "pgn-duplicate-tag-hint",
            "keep one {name} tag: readers take the last value, and pgn fmt writes only that one",
            name
        ))
        .at(span);
        self.visitor.problem(Severity::Warning, warning);
    }

    /// The next event the lexer must read; move numbers and plain moves
    /// on the way are handed out from here, read from the bytes.
    #[inline]
    fn next_event(&mut self) -> Option<Spanned<'a>> {
        if !self.hot || self.result.is_some() || self.skipping > 0 {
            return self.lexer.next();
        }
        loop {
            // The lexer stands where the last event ended.
            let (start, blank) = self.lexer.skip_to_next();
            // Only between two events: trailing lines end the text.
            if blank
                && start < self.text.len()
                && let Some(end) = self.previous_end
            {
                self.visitor.problem(
                    Severity::Warning,
                    PgnProblem::warning("blank_line", blank_line()).at(end..start),
                );
            }
            match self.hot_event(start) {
                Some(end) => {
                    self.previous_end = Some(end);
                    self.lexer.resume_at(end);
                }
                None => {
                    // The gap is checked: the lexer's event starts here.
                    self.previous_end = Some(start);
                    return self.lexer.next();
                }
            }
        }
    }

    /// A move number, a plain move, a closed comment or a NAG at `start`,
    /// read from the bytes and handed to the visitor; returns where it ends, or `None` when the
    /// lexer must read what is there.
    #[inline(always)]
    fn hot_event(&mut self, start: usize) -> Option<usize> {
        let bytes = self.text.as_bytes();
        let &first = bytes.get(start)?;
        if first.is_ascii_alphabetic() {
            let end = super::lexer::word_end(bytes, start);
            // A glyph glued to the move, or a hand-written `e.p.` or `ep`:
            // the lexer's. Most moves end in a digit, a piece letter or `+`.
            let last = bytes[end - 1];
            if ODD_ENDS[usize::from(last)]
                && (matches!(last, b'!' | b'?' | b'*') || is_ep(&bytes[start..end]))
            {
                return None;
            }
            self.visitor.san(&self.text[start..end], start..end);
            return Some(end);
        }
        if first.is_ascii_digit() {
            let (number, end, black) = move_number(bytes, start)?;
            self.visitor.move_number(number, black, start..end);
            return Some(end);
        }
        if first == b'{' {
            // A comment closed: an unclosed one is the lexer's.
            let end = start + 1 + memchr::memchr(b'}', &bytes[start + 1..])?;
            let comment = self.text.get(start + 1..end)?;
            self.visitor.comment(comment, start..end + 1);
            return Some(end + 1);
        }
        if first == b'$' {
            // All the digits, as the lexer reads them: `$00256` is no NAG.
            let digits = bytes[start + 1..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            let nag = self.text.get(start + 1..start + 1 + digits)?.parse().ok()?;
            self.visitor.nag(nag, start..start + 1 + digits);
            return Some(start + 1 + digits);
        }
        None
    }

    /// Warns of a blank line between `end` (the last event's end) and
    /// `start` (the next one's start).
    #[inline]
    fn blank_line(&mut self, end: usize, start: usize) {
        let gap = &self.text.as_bytes()[end..start];
        // Most gaps are one space: the count is asked only of longer ones.
        if gap.len() >= 2
            && gap.iter().filter(|&&b| b == b'\n').count() >= 2
            && gap.iter().all(u8::is_ascii_whitespace)
        {
            self.visitor.problem(
                Severity::Warning,
                PgnProblem::warning("blank_line", blank_line()).at(end..start),
            );
        }
    }

    /// One event the lexer read.
    fn event(&mut self, t: Spanned<'a>) {
        if self.skipping > 0 {
            match t.token {
                Token::Open => self.skipping += 1,
                Token::Close => self.skipping -= 1,
                _ => {}
            }
            return;
        }
        match t.token {
            Token::Open => self.open_variation(t.span),
            Token::Close => self.close_variation(t.span),
            // A hand-written "e.p." after an en passant capture: set
            // aside, said.
            Token::Move(m) if is_ep(m.as_bytes()) => {
                let message = t!(
                    "note-ep-suffix",
                    "SAN writes en passant as a plain pawn capture, without e.p."
                );
                let hint = t!("pgn-ep-suffix-hint", "delete it");
                self.visitor.problem(
                    Severity::Warning,
                    PgnProblem::warning("ep_suffix", message)
                        .with_hint(hint)
                        .at(t.span),
                );
            }
            // `2. ... Nc6`: the dots apart from their number say Black's
            // move, as python-chess reads them.
            Token::Move(m) if m.bytes().all(|b| b == b'.') || m == "…" => {
                self.visitor.problem(
                    Severity::Warning,
                    PgnProblem::warning(
                        "dots_apart",
                        t!(
                            "pgn-dots-apart",
                            "dots apart from their move number: read as Black's move number"
                        ),
                    )
                    .at(t.span),
                );
            }
            Token::Move(m) => self.visitor.san(m, t.span),
            Token::Nag(n) => self.visitor.nag(n, t.span),
            Token::Comment(c) => self.visitor.comment(c, t.span),
            Token::UnclosedComment(c) => {
                self.error(
                    PgnProblem::error(
                        "unclosed_comment",
                        t!(
                            "pgn-unclosed-comment",
                            "a comment opened with { is never closed with }"
                        ),
                    )
                    .at(t.span.start..t.span.start + 1)
                    .with_hint(t!(
                        "pgn-unclosed-comment-hint",
                        "close it with } where it ends"
                    )),
                );
                self.visitor.comment(c, t.span);
            }
            Token::MoveNumber { number, black } => self.visitor.move_number(number, black, t.span),
            Token::Result(r) if self.open.is_empty() => {
                let glued = t.span.start > 0
                    && !self.text.as_bytes()[t.span.start - 1].is_ascii_whitespace()
                    && !matches!(self.text.as_bytes()[t.span.start - 1], b')' | b'}');
                if glued {
                    self.visitor.problem(
                        Severity::Warning,
                        PgnProblem::warning("result_glued", t!(
                                "pgn-result-glued",
                                "the result {r} is glued to the move before it: read as a move, then the result",
                                r
                            )).at(t.span.clone()),
                    );
                }
                self.result = Some(r);
                self.visitor.result(r, t.span);
            }
            Token::Result(r) => self.error(
                PgnProblem::error(
                    "result_in_variation",
                    t!(
                        "pgn-result-in-variation",
                        "the result {r} inside a variation: is a ) missing?",
                        r
                    ),
                )
                .at(t.span)
                .with_hint(t!(
                    "pgn-result-in-variation-hint",
                    "close the variation with ) before the result"
                )),
            ),
            Token::Tag { .. } => {
                self.error(PgnProblem::error("tag_in_moves", t!(
                        "pgn-tag-in-moves",
                        "a tag among the moves: is a result missing before it? It is kept as a comment"
                    )).at(t.span.clone()).with_hint(t!(
                        "pgn-tag-in-moves-hint",
                        "end the moves with their result (1-0, 0-1, 1/2-1/2 or *), then a blank line before the next game's tags"
                    )));
                // Its text is not lost: a comment where it stood.
                self.visitor.comment(&self.text[t.span.clone()], t.span);
            }
            Token::Junk(why) => {
                let problem = PgnProblem::error("junk", junk(why)).with_hint(junk_hint(why));
                self.error(problem.at(t.span));
            }
        }
    }

    fn open_variation(&mut self, span: Range<usize>) {
        if self.open.len() >= MAX_DEPTH {
            self.error(
                PgnProblem::error("deep_variation", {
                    let max = MAX_DEPTH;
                    t!(
                        "pgn-deep-variation",
                        "variations nested more than {max} deep: the deeper ones are skipped",
                        max
                    )
                })
                .at(span)
                .with_hint(t!(
                    "pgn-deep-variation-hint",
                    "write the deepest variations one level up, or in comments"
                )),
            );
            self.skipping = 1;
            return;
        }
        let start = span.start;
        match self.visitor.begin_variation(span) {
            Skip(true) => self.skipping = 1,
            Skip(false) => self.open.push(start),
        }
    }

    fn close_variation(&mut self, span: Range<usize>) {
        if self.open.pop().is_some() {
            self.visitor.end_variation(span);
        } else {
            self.error(
                PgnProblem::error(
                    "bad_variation",
                    t!("pgn-close-no-variation", "a ) closes no variation"),
                )
                .at(span)
                .with_hint(t!(
                    "pgn-close-no-variation-hint",
                    "remove it, or open the variation with ( where it begins"
                )),
            );
        }
    }

    /// The variations left open at the game's end: reported where the
    /// first of them opens, and closed.
    fn unclosed(&mut self) {
        let Some(&first) = self.open.first() else {
            return;
        };
        // Those skipped, nested too deep, are never closed either.
        let count = self.open.len() + self.skipping;
        let plural = if count == 1 { "" } else { "s" };
        self.error(
            PgnProblem::error(
                "unclosed_variation",
                t!(
                    "pgn-unclosed-variation",
                    "{count} variation{plural} opened with ( and never closed with )",
                    count
                ),
            )
            .at(first..first + 1)
            .with_hint(t!(
                "pgn-unclosed-variation-hint",
                "close each variation with ) where it ends"
            )),
        );
        let end = self.text.len();
        for _ in 0..self.open.len() {
            self.visitor.end_variation(end..end);
        }
        self.open.clear();
    }
}

/// The last bytes of a word that may make it something else than a plain
/// move: a glyph (`!`, `?`), or the end of `e.p.` or `ep`.
const ODD_ENDS: [bool; 256] = super::lexer::byte_set(b"!?.p*");

/// A hand-written `e.p.` (or `ep`) after an en passant capture: no event.
#[inline]
fn is_ep(word: &[u8]) -> bool {
    matches!(word, b"e.p." | b"ep")
}

/// `12.` or `12...` at `start`: the number, where it ends and whether the
/// dots say Black; `None` for anything else (`0.`, `1-0`, a number of ten
/// digits or more, which the lexer reads).
#[inline]
fn move_number(bytes: &[u8], start: usize) -> Option<(u32, usize, bool)> {
    let mut i = start;
    let mut number = 0u32;
    while let Some(&d) = bytes.get(i) {
        if !d.is_ascii_digit() || i - start == 9 {
            break;
        }
        number = number * 10 + u32::from(d - b'0');
        i += 1;
    }
    if bytes[start] == b'0' || bytes.get(i) != Some(&b'.') {
        return None;
    }
    let digits_end = i;
    while bytes.get(i) == Some(&b'.') {
        i += 1;
    }
    Some((number, i, i - digits_end >= 2))
}
