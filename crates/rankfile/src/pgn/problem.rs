//! [`PgnProblem`]: what is wrong in a game's text, where, and how to mend
//! it (a [`Diagnostic`] with a span); with the cap that keeps a game's list
//! of problems bounded.

use crate::diag::Diagnostic;
use crate::text::t;

pub use crate::diag::{MoveContext, Severity};

/// A problem in a game's text: a [`Diagnostic`] whose span is a byte
/// range of the game's text, and, for a move that cannot be played, its
/// [`MoveContext`]. Its severity says which list of the game it is in.
pub type PgnProblem = Diagnostic;

/// The most errors, and the most warnings, kept for one game: a text of
/// nothing but stray brackets has one a byte, and a megabyte of them would
/// otherwise hold half a million messages. Past it, one `too_many_problems`
/// says so, and the rest of that kind are not listed.
pub const MAX_PROBLEMS: usize = 1_000;

/// Adds `problem` to `list`, unless the list is full.
pub(super) fn push(list: &mut Vec<PgnProblem>, problem: PgnProblem) {
    match list.len() {
        n if n < MAX_PROBLEMS => list.push(problem),
        n if n == MAX_PROBLEMS => {
            let max = MAX_PROBLEMS;
            let message = t!(
                "pgn-too-many-problems",
                "more than {max} problems of this kind: those from here on are not listed",
                max
            );
            let full = Diagnostic::new("too_many_problems", problem.severity, message);
            list.push(full.at(problem.range()));
        }
        _ => {}
    }
}
