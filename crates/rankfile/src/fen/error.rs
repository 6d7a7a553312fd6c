//! The error of the strict FEN reader.

use core::fmt;
use core::ops::Range;

use crate::diag::Diagnostic;
use crate::text::Text;
use crate::validate::PositionError;

/// What is wrong with the text of a FEN.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseFenErrorKind {
    /// Nothing but whitespace.
    Empty,
    /// Only the placement field, the five others missing.
    PlacementOnly,
    /// Not six fields.
    FieldCount {
        /// How many fields were found.
        found: usize,
    },
    /// Whitespace other than one space between fields.
    Whitespace,
    /// The placement does not have eight ranks.
    RankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// A rank is not eight squares wide.
    RankWidth {
        /// The rank (8 for the first one written).
        rank: u8,
        /// How many squares it describes.
        width: u32,
    },
    /// A character that is neither a piece letter nor a digit 1 to 8.
    BadPieceChar {
        /// The character.
        found: char,
    },
    /// Two digits in a row, such as `44`.
    AdjacentDigits,
    /// The side to move is not `w` or `b`.
    BadSide,
    /// The castling field is not `-` or a subset of `KQkq` in order.
    BadCastling,
    /// The en passant field is not `-` or a square.
    BadEnPassant,
    /// The halfmove clock is not a plain decimal number.
    BadHalfmove,
    /// The fullmove number is not a plain decimal number of at least 1.
    BadFullmove,
    /// Fields separated by another character (`_` as in a URL, `,`)
    /// rather than spaces.
    BadSeparator {
        /// The separator found.
        found: char,
    },
    /// EPD leftovers: a trailing `;` or operations such as `bm Nf3;`.
    EpdLeftovers,
    /// No space between the placement and the side to move.
    MissingSpace,
}

/// A FEN that cannot be read: what, where, and how to fix it.
///
/// # Examples
///
/// ```
/// use rankfile::Setup;
///
/// let err = "rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
///     .parse::<Setup>()
///     .unwrap_err();
/// assert_eq!(err.code(), "rank_width");
/// assert_eq!(err.field(), Some(1));
/// assert_eq!(err.span(), 22..27);
/// assert_eq!(err.to_string(), "rank 4 \"3p2P2\" is 9 squares wide; a rank has 8 (3 + p + 2 + P + 2 = 9)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseFenError {
    kind: ParseFenErrorKind,
    field: Option<u8>,
    span: Range<usize>,
    message: Text,
    hint: Option<Text>,
}

impl ParseFenError {
    pub(crate) fn new(
        kind: ParseFenErrorKind,
        field: Option<u8>,
        span: Range<usize>,
        message: Text,
    ) -> Self {
        ParseFenError {
            kind,
            field,
            span,
            message,
            hint: None,
        }
    }

    pub(crate) fn hint(mut self, hint: Text) -> Self {
        self.hint = Some(hint);
        self
    }

    /// What kind of problem.
    pub fn kind(&self) -> &ParseFenErrorKind {
        &self.kind
    }

    /// The stable machine code: `rank_width`, `bad_side`, …
    pub fn code(&self) -> &'static str {
        match self.kind {
            ParseFenErrorKind::Empty => "empty_input",
            ParseFenErrorKind::PlacementOnly => "placement_only",
            ParseFenErrorKind::FieldCount { .. } => "field_count",
            ParseFenErrorKind::Whitespace => "whitespace",
            ParseFenErrorKind::RankCount { .. } => "rank_count",
            ParseFenErrorKind::RankWidth { .. } => "rank_width",
            ParseFenErrorKind::BadPieceChar { .. } => "bad_piece_char",
            ParseFenErrorKind::AdjacentDigits => "adjacent_digits",
            ParseFenErrorKind::BadSide => "bad_side",
            ParseFenErrorKind::BadCastling => "bad_castling",
            ParseFenErrorKind::BadEnPassant => "bad_ep",
            ParseFenErrorKind::BadHalfmove => "bad_halfmove",
            ParseFenErrorKind::BadFullmove => "bad_fullmove",
            ParseFenErrorKind::BadSeparator { .. } => "bad_separator",
            ParseFenErrorKind::EpdLeftovers => "epd_leftovers",
            ParseFenErrorKind::MissingSpace => "missing_space",
        }
    }

    /// The field (1 to 6) the problem is in, if it is in one.
    pub fn field(&self) -> Option<u8> {
        self.field
    }

    /// The byte range of the offending characters in the input.
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The message for a person.
    pub fn message(&self) -> &Text {
        &self.message
    }

    /// How to fix it, where a hint helps.
    pub fn hint_text(&self) -> Option<&Text> {
        self.hint.as_ref()
    }

    /// The same error as a [`Diagnostic`], as reports list it.
    pub fn into_diagnostic(self) -> Diagnostic {
        Diagnostic {
            code: self.code(),
            severity: crate::diag::Severity::Error,
            field: self.field,
            span: Some(self.span),
            message: self.message,
            hint: self.hint,
            squares: crate::Bitboard::EMPTY,
            at_move: None,
            follows: None,
        }
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseFenError {}

/// A FEN that is either unreadable or not a legal position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// The text is not a FEN.
    Parse(ParseFenError),
    /// The text is a FEN, but the position is not legal.
    Position(PositionError),
}

impl FenError {
    /// What is wrong, for a person (in any language, through
    /// `rankfile-i18n`).
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let e = "8/8/8/8/8/8/8/8 w - - 0 1".parse::<Position>().unwrap_err();
    /// assert_eq!(e.message().id(), "position-illegal");
    /// ```
    pub fn message(&self) -> Text {
        match self {
            FenError::Parse(e) => e.message().clone(),
            FenError::Position(e) => e.message(),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}
