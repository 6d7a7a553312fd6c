//! [`FenReport`]: everything there is to say about a FEN, as read.

use crate::text::t;
use core::ops::Range;

use super::mistakes;
use super::reader::{self, Layout, ReadMode};
use super::{EpMode, ParseFenError};
use crate::diag::{Diagnostic, Severity};
use crate::validate::{self, Problem, ProblemKind, ProblemKinds};
use crate::{Bitboard, Position, Role, Setup};

/// Everything rankfile has to say about one FEN: what it read, every error
/// and every warning, each pointing into the input.
///
/// # Examples
///
/// ```
/// use rankfile::fen::{self, EpMode, ReadMode};
///
/// // The seeds' classic: the pawn's destination instead of the passed square.
/// let input = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
/// let report = fen::check(input, ReadMode::Strict);
/// assert!(!report.is_ok());
/// let err = &report.errors[0];
/// assert_eq!(err.code, "invalid_ep_square");
/// assert_eq!(&input[err.span.clone().unwrap()], "e4");
/// assert!(err.hint.as_deref().unwrap().ends_with("e3"));
///
/// // The lenient reader completes a bare placement and says so.
/// let report = fen::check("8/8/8/4k3/8/8/8/4K3", ReadMode::Lenient);
/// assert!(report.is_ok());
/// assert_eq!(report.warnings[0].code, "fields_completed");
/// assert_eq!(report.fen(EpMode::AsGiven).unwrap(), "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
/// ```
#[derive(Debug, Clone)]
pub struct FenReport {
    /// The six fields as read (after the lenient reader's mends) when the
    /// text is a FEN, even if the position is illegal; `None` when the text
    /// could not be read.
    pub setup: Option<Setup>,
    /// Where each field and square sits in the input.
    pub layout: Layout,
    /// Syntax errors, then legality errors, in the order of the fields.
    pub errors: Vec<Diagnostic>,
    /// What the lenient reader assumed or changed, plausibility warnings,
    /// and the mistakes the input looks like.
    pub warnings: Vec<Diagnostic>,
}

impl FenReport {
    /// Whether the input is a legal position (warnings allowed).
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty() && self.setup.is_some()
    }

    /// The position, when the input is a legal one.
    pub fn position(&self) -> Option<Position> {
        self.setup
            .filter(|_| self.errors.is_empty())
            .map(Position::from_setup_unchecked)
    }

    /// The position, when the input is a FEN whose only errors are legality
    /// problems of `accepted` that [`Position::from_setup_accepting`] takes.
    pub fn position_accepting(&self, accepted: ProblemKinds) -> Option<Position> {
        // A setup is only there when the text had no syntax error.
        self.setup
            .and_then(|setup| Position::from_setup_accepting(setup, accepted).ok())
    }

    /// The canonical FEN of the position, when the input is a legal one.
    pub fn fen(&self, mode: EpMode) -> Option<String> {
        self.position().map(|p| p.fen_with(mode))
    }

    /// Every square that an error or a warning involves.
    pub fn squares(&self) -> Bitboard {
        self.errors
            .iter()
            .chain(&self.warnings)
            .fold(Bitboard::EMPTY, |acc, d| acc | d.squares)
    }
}

/// How [`check`](super::check) reads a FEN: how forgiving it is, and by which rules.
/// A [`ReadMode`] alone is options for standard chess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CheckOptions {
    /// How forgiving the reader is.
    pub mode: ReadMode,
    /// Standard chess, or Chess960: the castling field read as X-FEN or
    /// Shredder-FEN, each letter resolved against the board.
    pub variant: crate::Variant,
}

impl From<ReadMode> for CheckOptions {
    fn from(mode: ReadMode) -> CheckOptions {
        CheckOptions {
            mode,
            ..CheckOptions::default()
        }
    }
}

/// [`check`](super::check) without its last lenient step (the root
/// cause mended).
pub(super) fn read_as_written(text: &str, options: CheckOptions) -> FenReport {
    let CheckOptions { mode, variant } = options;
    let reading = reader::read(text, mode, variant == crate::Variant::Chess960);
    let mut errors: Vec<Diagnostic> = reading
        .errors
        .into_iter()
        .map(ParseFenError::into_diagnostic)
        .collect();
    let mut warnings = reading.changes;
    let layout = reading.layout;
    let Some(mut setup) = reading.setup else {
        return FenReport {
            setup: None,
            layout,
            errors,
            warnings,
        };
    };
    if mode == ReadMode::Lenient {
        drop_castling_rights(text, &layout, &mut setup, &mut warnings);
    }
    let (problems, checkers) = validate::problems_and_checkers(&setup);
    let odd = validate::warnings_with_checkers(&setup, checkers);
    let mut bad_rights = validate::bad_castling_rights(&setup);
    let board_problem = problems.iter().any(|p| p.field == Some(1));
    let any = !problems.is_empty() || !odd.is_empty();
    for problem in problems {
        let span = match problem.kind() {
            Some(ProblemKind::BadCastlingRights) => bad_rights
                .next()
                .and_then(|(color, side, _)| letter_span(text, &layout, side.char(color))),
            _ => locate(text, &layout, &setup, &problem),
        };
        errors.push(to_diagnostic(problem, span, Severity::Error));
    }
    for problem in odd {
        let span = locate(text, &layout, &setup, &problem);
        warnings.push(to_diagnostic(problem, span, Severity::Warning));
    }
    if any {
        let causes = mistakes::suggestions(text, &setup, &layout, board_problem);
        root_cause_first(causes, &mut errors, &mut warnings);
    }
    FenReport {
        setup: Some(setup),
        layout,
        errors,
        warnings,
    }
}

/// The root cause leads: when the board reads as a legal position once
/// its ranks are turned over or its cases swapped, that diagnosis comes
/// first (an error, when the position as written has errors), and every
/// other problem of the board says it follows from it.
fn root_cause_first(
    cause: mistakes::Cause,
    errors: &mut Vec<Diagnostic>,
    warnings: &mut Vec<Diagnostic>,
) {
    let Some(words) = cause.words.filter(|_| !cause.diagnoses.is_empty()) else {
        return;
    };
    // The board's own problems: its placement, the castling rights it
    // cannot hold, a check on the wrong side.
    let causes = cause.diagnoses;
    let cause_code = causes.first().map(|d| d.code);
    for d in errors.iter_mut().chain(warnings.iter_mut()) {
        if matches!(d.field, Some(1..=3)) {
            let message = d.message.clone();
            let words = words.clone();
            d.message = t!("follows-from", "{message} (this {words})", message, words);
            d.follows = cause_code;
        }
    }
    let severity = if errors.is_empty() {
        Severity::Warning
    } else {
        Severity::Error
    };
    let causes = causes.into_iter().map(|mut d| {
        d.severity = severity;
        d
    });
    match severity {
        Severity::Error => {
            errors.splice(0..0, causes);
        }
        Severity::Warning => {
            warnings.splice(0..0, causes);
        }
    }
}

fn to_diagnostic(problem: Problem, span: Option<Range<usize>>, severity: Severity) -> Diagnostic {
    Diagnostic {
        severity,
        span,
        ..problem
    }
}

/// The characters a problem is about: a field, or the piece that causes it.
fn locate(text: &str, layout: &Layout, setup: &Setup, problem: &Problem) -> Option<Range<usize>> {
    let Some(kind) = problem.kind() else {
        return layout.field(1);
    };
    match kind {
        ProblemKind::InvalidEpSquare => layout.field(4),
        ProblemKind::OppositeCheck => layout.field(2),
        ProblemKind::EpWithHalfmove | ProblemKind::HalfmoveExceedsPlies => layout.field(5),
        ProblemKind::UnreachableStart if setup.turn == crate::Color::Black => layout.field(2),
        ProblemKind::UnreachableStart => layout.field(5),
        ProblemKind::Empty | ProblemKind::NoWhiteKing | ProblemKind::NoBlackKing => layout.field(1),
        _ => {
            let kings = setup.board.by_role(Role::King);
            let square = (problem.squares - kings)
                .first()
                .or(problem.squares.first());
            square
                .and_then(|sq| layout.square(text, sq))
                .or_else(|| layout.field(1))
        }
    }
}

/// The span of castling letter `letter` in the input's castling field.
fn letter_span(text: &str, layout: &Layout, letter: char) -> Option<Range<usize>> {
    let field = layout.field(3)?;
    let at = text.get(field.clone())?.find(letter)?;
    Some(field.start + at..field.start + at + 1)
}

/// The lenient reader drops a castling right whose king or rook is not at
/// home, and says which and why.
fn drop_castling_rights(
    text: &str,
    layout: &Layout,
    setup: &mut Setup,
    warnings: &mut Vec<Diagnostic>,
) {
    let bad: Vec<_> = validate::bad_castling_rights(setup).collect();
    for (color, side, missing) in bad {
        let letter = side.char(color);
        setup.castling.discard(color, side);
        let square = match missing {
            validate::MissingForCastling::King(sq) | validate::MissingForCastling::Rook(sq) => sq,
        };
        let reason = validate::castling_reason(color, letter, missing);
        let mut warning = Diagnostic::warning(
            "castling_right_dropped",
            t!("fen-castling-right-dropped", "dropped {reason}", reason),
        )
        .in_field(3)
        .on(Bitboard::from(square));
        warning.span = letter_span(text, layout, letter).or_else(|| layout.field(3));
        warnings.push(warning);
    }
}
