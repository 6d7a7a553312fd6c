//! Diagnostics shared by every reader: a problem or a warning with its
//! code, field, span, message, hint and squares, and the caret drawing that
//! the command line and the web page both use.

use core::fmt;
use core::ops::Range;
use std::borrow::Cow;

use crate::text::Text;
use crate::{Bitboard, Position};

mod draw;
#[cfg(feature = "serde")]
mod json;
#[cfg(feature = "serde")]
pub use json::{DiagnosticJson, FileDiagnosticJson, TextDiagnosticJson};

pub use draw::{ECHO, Parts, Words, render, render_in, render_line, render_parts};

/// Whether a diagnostic refuses the input or only remarks on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Severity {
    /// The input is refused.
    Error,
    /// The input is accepted; something about it is odd, was assumed or
    /// was changed, and the message says what.
    Warning,
}

impl Severity {
    /// `error` or `warning`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// One thing a reader has to say about an input.
///
/// # Examples
///
/// ```
/// use rankfile::fen::{self, ReadMode};
///
/// let report = fen::check("8/8/8/8/8/8/8/8 w - - 0 0", ReadMode::Strict);
/// let d = &report.errors[0];
/// assert_eq!(d.code, "bad_fullmove");
/// assert_eq!(d.field, Some(6));
/// assert_eq!(d.span, Some(24..25));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The stable machine code: `rank_width`, `opposite_check`, …
    pub code: &'static str,
    /// Error or warning.
    pub severity: Severity,
    /// The FEN field (1 to 6) it concerns, if one.
    pub field: Option<u8>,
    /// The byte range of the input it points at, if it points at text.
    pub span: Option<Range<usize>>,
    /// A sentence for a person.
    pub message: Text,
    /// How to fix it, where a hint helps.
    pub hint: Option<Text>,
    /// The squares it involves, for a board to mark.
    pub squares: Bitboard,
    /// For a move of a game that cannot be played: which move, from which
    /// position, and what it may mean.
    pub at_move: Option<Box<MoveContext>>,
    /// The code of the problem this one follows from, when it is a
    /// consequence (the castling rights of a board written upside down,
    /// the result missing after an unclosed comment): mending the cause
    /// mends it, so short listings fold it under its cause.
    pub follows: Option<&'static str>,
}

/// The move of a game a diagnostic is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveContext {
    /// The move's ply in the game: 1 for the game's first move (a move in
    /// a variation has the ply of the move it replaces, and on).
    pub ply: usize,
    /// The position the move was to be played from.
    pub before: Position,
    /// For an ambiguous move, the legal moves it may mean, in SAN.
    pub candidates: Vec<String>,
}

impl Diagnostic {
    /// A diagnostic with no field, span, hint or squares yet.
    pub fn new(code: &'static str, severity: Severity, message: Text) -> Diagnostic {
        Diagnostic {
            code,
            severity,
            field: None,
            span: None,
            message,
            hint: None,
            squares: Bitboard::EMPTY,
            at_move: None,
            follows: None,
        }
    }

    /// An error with this code and message.
    pub fn error(code: &'static str, message: Text) -> Diagnostic {
        Diagnostic::new(code, Severity::Error, message)
    }

    /// A warning with this code and message.
    pub fn warning(code: &'static str, message: Text) -> Diagnostic {
        Diagnostic::new(code, Severity::Warning, message)
    }

    /// Sets the field.
    #[must_use]
    pub fn in_field(mut self, field: u8) -> Diagnostic {
        self.field = Some(field);
        self
    }

    /// Sets the span.
    #[must_use]
    pub fn at(mut self, span: Range<usize>) -> Diagnostic {
        self.span = Some(span);
        self
    }

    /// Sets the hint.
    #[must_use]
    pub fn with_hint(mut self, hint: Text) -> Diagnostic {
        self.hint = Some(hint);
        self
    }

    /// Sets the squares.
    #[must_use]
    pub fn on(mut self, squares: Bitboard) -> Diagnostic {
        self.squares = squares;
        self
    }

    /// Marks it as following from the problem coded `cause`.
    #[must_use]
    pub fn following(mut self, cause: &'static str) -> Diagnostic {
        self.follows = Some(cause);
        self
    }

    /// The span, or the empty one at the start when there is none.
    pub fn range(&self) -> Range<usize> {
        self.span.clone().unwrap_or(0..0)
    }

    /// Where the diagnostic starts in `text` (a game's text): the number
    /// of line ends before it (0 on the first line) and its column, counted
    /// in characters from 1. It scans `text` from the start: for all of a
    /// game's problems, a [`Locator`](crate::pgn::Locator) does it in one
    /// pass.
    ///
    /// ```
    /// use rankfile::pgn;
    ///
    /// let text = "[Event \"x\"]\n\n1. e4 Ke7 *"; // the pawn stands on e7
    /// let reading = pgn::read_game(text, pgn::GameOptions::default());
    /// assert_eq!(reading.errors[0].line_column(text), (2, 7));
    /// ```
    pub fn line_column(&self, text: &str) -> (usize, usize) {
        let start = self.range().start;
        let before = text.get(..start.min(text.len())).unwrap_or("");
        let lines = before.matches('\n').count();
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (lines, column)
    }

    /// The span as character columns (0-based, end exclusive) rather than
    /// bytes, for displays and JSON; `None` when there is no span or it
    /// does not fall on character boundaries of `input`.
    pub fn char_span(&self, input: &str) -> Option<Range<usize>> {
        let span = self.span.clone()?;
        let start = input.get(..span.start)?.chars().count();
        let len = input.get(span.clone())?.chars().count();
        Some(start..start + len)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}[{}]: {}",
            self.severity.as_str(),
            self.code,
            self.message
        )
    }
}

/// `text` with its control characters (ESC, NUL, a tab, a line break, …)
/// written by their names in angle brackets (`<ESC>`, `<NUL>`, `<TAB>`;
/// `<U+0085>` for one without a short name), so that text from an input
/// is never written raw to a terminal, where an escape sequence would act,
/// and a person reads what the byte is.
///
/// ```
/// use rankfile::diag::escape_controls;
///
/// assert_eq!(escape_controls("Ke3\u{1b}[2J"), "Ke3<ESC>[2J");
/// assert_eq!(escape_controls("bm Qg6;\tid"), "bm Qg6;<TAB>id");
/// assert_eq!(escape_controls("1\0"), "1<NUL>");
/// assert_eq!(escape_controls("a\u{85}"), "a<U+0085>");
/// assert_eq!(escape_controls("Nf3"), "Nf3");
/// ```
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match control_name(c) {
            Some(name) => {
                out.push('<');
                out.push_str(name);
                out.push('>');
            }
            None if c.is_control() => out.push_str(&format!("<U+{:04X}>", c as u32)),
            None => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The short name of an ASCII control character people meet in text.
fn control_name(c: char) -> Option<&'static str> {
    Some(match c {
        '\0' => "NUL",
        '\t' => "TAB",
        '\n' => "LF",
        '\r' => "CR",
        '\u{b}' => "VT",
        '\u{c}' => "FF",
        '\u{1b}' => "ESC",
        '\u{7f}' => "DEL",
        '\u{8}' => "BS",
        '\u{7}' => "BEL",
        _ => return None,
    })
}

/// At most this many characters of a word, a rank or a field are echoed
/// in a message: a "field" of megabytes is named by its start.
pub(crate) const ECHOED: usize = 40;

/// `text` as a message quotes it: whole, or its first [`ECHOED`]
/// characters and `…`.
pub(crate) fn echo(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(ECHOED) {
        Some((end, _)) => format!("{}…", &text[..end]).into(),
        None => text.into(),
    }
}

/// `input` shortened to at most [`ECHO`] characters, `…` and its length
/// where it is cut: for a line that names an input.
pub fn shortened(input: &str) -> std::borrow::Cow<'_, str> {
    match input.char_indices().nth(ECHO) {
        None => input.into(),
        Some((end, _)) => {
            let total = input.chars().count();
            format!("{}… ({total} characters)", &input[..end]).into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn char_spans_count_characters_not_bytes() {
        let input = "8/8 w - - ３ 1";
        let d = Diagnostic::error("x", Text::new("x", "m")).at(10..13);
        assert_eq!(&input[10..13], "３");
        assert_eq!(d.char_span(input), Some(10..11));
        let d = Diagnostic::error("x", Text::new("x", "m")).at(11..12);
        assert_eq!(d.char_span(input), None);
    }

    #[test]
    fn an_empty_span_still_gets_one_caret() {
        let d = Diagnostic::error("x", Text::new("x", "missing")).at(3..3);
        assert!(render("abc", &d).contains("  |    ^\n"));
    }
}
