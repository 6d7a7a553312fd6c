//! [`SanError`]: a move text that is not one legal move, with its kind,
//! span, message, hint and candidates.

use core::fmt;
use core::ops::Range;

use crate::diag::Diagnostic;
use crate::text::Text;

/// What kind of problem a move text has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SanErrorKind {
    /// The text is no move in any notation rankfile reads.
    Syntax,
    /// A move, but no legal move in this position matches it.
    Illegal,
    /// More than one legal move matches it.
    Ambiguous,
}

/// A move text that is not one legal move: what, where, why, and the
/// candidates when it is ambiguous.
///
/// # Examples
///
/// ```
/// use rankfile::{Position, SanErrorKind};
///
/// let pos: Position = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
/// let err = pos.parse_san("Nd2").unwrap_err();
/// assert_eq!(err.kind(), SanErrorKind::Ambiguous);
/// assert_eq!(err.candidates(), ["Nbd2", "Nfd2"]);
/// assert_eq!(err.to_string(), "Nd2: two knights can go to d2: Nbd2, Nfd2");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SanError(Box<SanErrorInner>);

/// Boxed so that a `Result<Move, SanError>` stays two words: reading a
/// move is a hot path, an error is not.
#[derive(Debug, Clone, PartialEq, Eq)]
struct SanErrorInner {
    kind: SanErrorKind,
    span: Range<usize>,
    message: Text,
    hint: Option<Text>,
    candidates: Vec<String>,
}

impl SanError {
    pub(super) fn new(
        kind: SanErrorKind,
        span: Range<usize>,
        message: Text,
        hint: Option<Text>,
        candidates: Vec<String>,
    ) -> SanError {
        SanError(Box::new(SanErrorInner {
            kind,
            span,
            message,
            hint,
            candidates,
        }))
    }

    /// What kind of problem.
    pub fn kind(&self) -> SanErrorKind {
        self.0.kind
    }

    /// The stable machine code: `syntax`, `illegal` or `ambiguous`.
    pub fn code(&self) -> &'static str {
        match self.0.kind {
            SanErrorKind::Syntax => "syntax",
            SanErrorKind::Illegal => "illegal",
            SanErrorKind::Ambiguous => "ambiguous",
        }
    }

    /// The byte range of the input at fault.
    pub fn span(&self) -> Range<usize> {
        self.0.span.clone()
    }

    /// The message for a person.
    pub fn message(&self) -> &Text {
        &self.0.message
    }

    /// How to fix it, where a hint helps.
    pub fn hint(&self) -> Option<&Text> {
        self.0.hint.as_ref()
    }

    /// For an ambiguous move, the legal moves it could mean, in SAN.
    pub fn candidates(&self) -> &[String] {
        &self.0.candidates
    }

    /// The error as the diagnostic every reader gives: its code, span,
    /// message and hint (a PGN reader adds the move's place in its game).
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let e = Position::new().parse_san("Ke2").unwrap_err();
    /// let d = e.to_diagnostic();
    /// assert_eq!((d.code, d.span), ("illegal", Some(0..3)));
    /// assert_eq!(d.message, *e.message());
    /// ```
    pub fn to_diagnostic(&self) -> Diagnostic {
        let d = Diagnostic::error(self.code(), self.0.message.clone()).at(self.span());
        match &self.0.hint {
            Some(hint) => d.with_hint(hint.clone()),
            None => d,
        }
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}

impl std::error::Error for SanError {}
