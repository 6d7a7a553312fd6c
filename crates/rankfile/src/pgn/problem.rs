//! [`PgnProblem`]: what is wrong in a game's text, where, and how to mend
//! it; with the cap that keeps a game's list of problems bounded.

use crate::text::{Text, t};
use core::ops::Range;

use crate::Position;

/// A problem in a game's text, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnProblem {
    /// A stable code: `illegal_move`, `bad_fen_tag`, `unclosed_variation`,
    /// `move_number`, …
    pub code: &'static str,
    /// The byte range in the game's text.
    pub span: Range<usize>,
    /// A sentence for a person.
    pub message: Text,
    /// How to mend it, where a hint helps.
    pub hint: Option<Text>,
    /// For a move that cannot be played: which move of the game, from
    /// which position, and what it may mean.
    pub at_move: Option<Box<MoveContext>>,
}

/// The move a problem is about.
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

/// Whether a problem makes the game wrong (an error: a move cannot be
/// played, a bracket is not closed, text stands where none may), or leaves
/// it readable (a warning: the game reads, but not as the standard writes
/// it): the one severity of every reader.
pub use crate::diag::Severity;

impl PgnProblem {
    /// A problem without a hint.
    pub fn new(code: &'static str, span: Range<usize>, message: Text) -> PgnProblem {
        PgnProblem {
            code,
            span,
            message,
            hint: None,
            at_move: None,
        }
    }

    /// The same problem, with a hint.
    #[must_use]
    pub fn with_hint(mut self, hint: Text) -> PgnProblem {
        self.hint = Some(hint);
        self
    }

    /// Where the problem starts in `text` (the game's text): the number of
    /// line ends before it (0 on the first line) and its column, counted
    /// in characters from 1. It scans `text` from the start: for all of a
    /// game's problems, a [`Locator`](super::Locator) does it in one pass.
    ///
    /// ```
    /// use rankfile::pgn;
    ///
    /// let text = "[Event \"x\"]\n\n1. e4 Ke7 *"; // the pawn stands on e7
    /// let reading = pgn::read_game(text);
    /// assert_eq!(reading.errors[0].line_column(text), (2, 7));
    /// ```
    pub fn line_column(&self, text: &str) -> (usize, usize) {
        let before = text.get(..self.span.start.min(text.len())).unwrap_or("");
        let lines = before.matches('\n').count();
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (lines, column)
    }
}

/// The most errors, and the most warnings, kept for one game: a text of
/// nothing but stray brackets has one a byte, and a megabyte of them would
/// otherwise hold half a million messages. Past it, one `too_many_problems`
/// says so, and the rest of that kind are not listed.
pub const MAX_PROBLEMS: usize = 1_000;

/// Adds `problem` to `list`, unless the list is full.
pub(super) fn push(list: &mut Vec<PgnProblem>, problem: PgnProblem) {
    match list.len() {
        n if n < MAX_PROBLEMS => list.push(problem),
        n if n == MAX_PROBLEMS => list.push(PgnProblem::new("too_many_problems", problem.span, {
            let max = MAX_PROBLEMS;
            t!(
                "pgn-too-many-problems",
                "more than {max} problems of this kind: those from here on are not listed",
                max
            )
        })),
        _ => {}
    }
}
