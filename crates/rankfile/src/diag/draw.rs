//! The one drawing of a diagnostic, for a person: a block (the message,
//! the input with carets under the place, the hint) or one line (where it
//! stands, the message, the hint in brackets), in a language's words. The
//! command line only calls these.

use core::ops::Range;

use super::{Diagnostic, Severity, escape_controls};
use crate::Bitboard;

/// Draws `diagnostic` the way a compiler does: the message, the input with
/// a caret line under the characters the span covers, then the hint.
///
/// Control characters in the input are shown as spaces so that the carets
/// stay aligned, and written as escapes in the message and the hint.
///
/// ```
/// use rankfile::diag::{render, Diagnostic};
/// use rankfile::text::Text;
///
/// let d = Diagnostic::error("bad_side", Text::new("example", "side to move \"x\" is not w or b"))
///     .at(16..17)
///     .with_hint(Text::new("example-hint", "w or b"));
/// let text = render("8/8/8/8/8/8/8/8 x - - 0 1", &d);
/// assert_eq!(
///     text,
///     "error[bad_side]: side to move \"x\" is not w or b\n  | 8/8/8/8/8/8/8/8 x - - 0 1\n  |                 ^\n  = hint: w or b\n"
/// );
/// ```
pub fn render(input: &str, diagnostic: &Diagnostic) -> String {
    render_in(
        input,
        diagnostic,
        &diagnostic.message,
        diagnostic.hint.as_deref(),
        &Words::ENGLISH,
    )
}

/// The words of a drawing around the message: `error`, `warning`, `hint`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words<S> {
    /// Before an error's code.
    pub error: S,
    /// Before a warning's code.
    pub warning: S,
    /// Before the hint.
    pub hint: S,
    /// What follows a word or a place before what it introduces: `": "`
    /// in English, `" : "` in French.
    pub colon: S,
}

impl Words<&'static str> {
    /// `error`, `warning`, `hint`.
    pub const ENGLISH: Words<&'static str> = Words {
        error: "error",
        warning: "warning",
        hint: "hint",
        colon: ": ",
    };
}

impl<S: AsRef<str>> Words<S> {
    /// The word before a diagnostic of `severity`.
    pub fn severity(&self, severity: Severity) -> &str {
        match severity {
            Severity::Error => self.error.as_ref(),
            Severity::Warning => self.warning.as_ref(),
        }
    }
}

/// The most characters of an input a drawing shows: a longer line (a file
/// pasted where a FEN goes) is shown around the place of its problem.
pub const ECHO: usize = 100;

/// The part of `input` a drawing shows around `span` (characters): the
/// text, control characters as spaces, `…` where it is cut; where the
/// carets start in it, and how many.
fn window(input: &str, span: Range<usize>) -> (String, usize, usize) {
    let total = input.chars().count();
    let (from, to) = match total <= ECHO {
        true => (0, total),
        false => {
            let from = span
                .start
                .saturating_sub(ECHO / 3)
                .min(total.saturating_sub(ECHO));
            (from, (from + ECHO).min(total))
        }
    };
    let mut shown: String = (input.chars().skip(from).take(to - from))
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let mut start = span.start.saturating_sub(from);
    if from > 0 {
        shown.insert(0, '…');
        start += 1;
    }
    if to < total {
        shown.push('…');
    }
    let end = span.end.min(to).max(span.start.min(to));
    let carets = end.saturating_sub(span.start.max(from)).max(1);
    (shown, start.min(to - from + usize::from(from > 0)), carets)
}

/// [`render`] with the message, the hint and the words around them given,
/// as a translation renders them.
pub fn render_in<S: AsRef<str>>(
    input: &str,
    diagnostic: &Diagnostic,
    message: &str,
    hint: Option<&str>,
    words: &Words<S>,
) -> String {
    let parts = Parts {
        code: Some(diagnostic.code),
        hint,
        ..Parts::new(diagnostic.severity, message)
    };
    render_parts(
        &parts,
        diagnostic.char_span(input).map(|span| (input, span)),
        words,
    )
}

/// What a drawing says, each part already in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts<'a> {
    /// Error or warning.
    pub severity: Severity,
    /// The stable code, in brackets after the severity; none for a
    /// problem outside any input (a usage error).
    pub code: Option<&'a str>,
    /// The squares it involves, named after the code: `[e1 h1]`.
    pub squares: Bitboard,
    /// The message.
    pub message: &'a str,
    /// The hint.
    pub hint: Option<&'a str>,
}

impl<'a> Parts<'a> {
    /// A message of `severity` with no code, squares or hint.
    pub fn new(severity: Severity, message: &'a str) -> Parts<'a> {
        Parts {
            severity,
            code: None,
            squares: Bitboard::EMPTY,
            message,
            hint: None,
        }
    }

    /// `error[code] [e1 h1]` (without the colon), in `words`.
    fn head<S: AsRef<str>>(&self, words: &Words<S>) -> String {
        let mut head = words.severity(self.severity).to_string();
        if let Some(code) = self.code {
            head.push_str(&format!("[{code}]"));
        }
        if !self.squares.is_empty() {
            let names: Vec<String> = self.squares.into_iter().map(|s| s.to_string()).collect();
            head.push_str(&format!(" [{}]", names.join(" ")));
        }
        head
    }
}

/// Draws `parts` as a block: the message line, the input with carets
/// under `at` (its line and the characters it covers) when given, and the
/// hint line.
///
/// ```
/// use rankfile::diag::{Parts, Severity, Words, render_parts};
///
/// let parts = Parts {
///     code: Some("bad_side"),
///     hint: Some("w or b"),
///     ..Parts::new(Severity::Error, "side to move \"x\" is not w or b")
/// };
/// assert_eq!(
///     render_parts(&parts, None, &Words::ENGLISH),
///     "error[bad_side]: side to move \"x\" is not w or b\n  = hint: w or b\n"
/// );
/// ```
pub fn render_parts<S: AsRef<str>>(
    parts: &Parts<'_>,
    at: Option<(&str, Range<usize>)>,
    words: &Words<S>,
) -> String {
    let colon = words.colon.as_ref();
    let head = format!("{}{colon}{}", parts.head(words), parts.message);
    let mut out = format!("{}\n", escape_controls(&head));
    if let Some((input, span)) = at {
        let (shown, start, carets) = window(input, span);
        out.push_str(&format!(
            "  | {shown}\n  | {}{}\n",
            " ".repeat(start),
            "^".repeat(carets)
        ));
    }
    if let Some(hint) = parts.hint {
        out.push_str(&format!(
            "  = {}{colon}{}\n",
            words.hint.as_ref(),
            escape_controls(hint)
        ));
    }
    out
}

/// Draws `parts` on one line after `place` (where it stands: a game, a
/// line and a column), the hint in brackets, with its line end.
///
/// ```
/// use rankfile::diag::{Parts, Severity, Words, render_line};
///
/// let parts = Parts {
///     code: Some("illegal_move"),
///     hint: Some("the legal moves are …"),
///     ..Parts::new(Severity::Error, "Ke7 cannot be played")
/// };
/// assert_eq!(
///     render_line("game 1, line 3, column 7", &parts, &Words::ENGLISH),
///     "game 1, line 3, column 7: error[illegal_move]: Ke7 cannot be played (hint: the legal moves are …)\n"
/// );
/// ```
pub fn render_line<S: AsRef<str>>(place: &str, parts: &Parts<'_>, words: &Words<S>) -> String {
    let colon = words.colon.as_ref();
    let mut line = format!(
        "{place}{colon}{}{colon}{}",
        parts.head(words),
        escape_controls(parts.message)
    );
    if let Some(hint) = parts.hint {
        line.push_str(&format!(
            " ({}{colon}{})",
            words.hint.as_ref(),
            escape_controls(hint)
        ));
    }
    line.push('\n');
    line
}
