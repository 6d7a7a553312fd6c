//! What a replay keeps as written: the rest of a line broken at a move
//! that cannot be played, a variation without a move, a `)` or `}` that
//! closes nothing; each an [`Unplayed`] where it stood, among the
//! alternatives in the order written.

use core::ops::Range;

use super::super::frame::{Frame, Keep};
use super::super::game::Unplayed;
use super::super::lexer::PGN_SPACE;
use super::super::problem::PgnProblem;
use super::Replay;
use crate::text::t;

impl<const TREE: bool> Replay<'_, TREE> {
    /// A variation closed at `close` (its `)`, or the text's end) whose
    /// text no node holds: kept as written (see [`Keep`]).
    pub(super) fn keep_unplayed(&mut self, frame: &Frame, close: Range<usize>) {
        if !frame.moves.is_empty() || frame.refused_at.is_some() {
            return;
        }
        let to_end = close.start >= self.text.len();
        let (instead_of, text) =
            match frame.keep {
                Keep::Nothing => return,
                Keep::Whole(open) => (frame.replaces, &self.text[open..close.end.max(open)]),
                Keep::IfEmpty(inside) => {
                    let text =
                        self.text[inside..close.start.max(inside)].trim_end_matches(PGN_SPACE);
                    let start = text.trim_start_matches(PGN_SPACE);
                    if start.is_empty() {
                        // `( )`: nothing to keep, but not left out unsaid.
                        self.warning(PgnProblem::warning("empty_variation", t!(
                            "pgn-empty-parentheses",
                            "an empty variation, ( ): it holds nothing, and pgn fmt leaves it out"
                        )).at(inside.saturating_sub(1)..close.end));
                        return;
                    }
                    // A `%` escape line keeps the line end before it, so that
                    // it is written at a line's start again.
                    let before = &text[..text.len() - start.len()];
                    let text = match start.starts_with('%') && before.ends_with('\n') {
                        true => &text[text.len() - start.len() - 1..],
                        false => start,
                    };
                    self.warning(PgnProblem::warning("empty_variation", t!(
                        "pgn-empty-variation",
                        "a variation without a move: its comments and NAGs are kept as written"
                    )).at(inside.saturating_sub(1)..close.end));
                    (frame.replaces, text)
                }
            };
        if !TREE {
            return;
        }
        let open = match frame.keep {
            Keep::Whole(open) | Keep::IfEmpty(open) => open,
            Keep::Nothing => close.start,
        };
        self.tree.verbatim.push(open..close.end);
        // What was kept inside it is in its text: not kept twice.
        if matches!(frame.keep, Keep::IfEmpty(_)) {
            let mut index = 0;
            self.tree.unplayed.retain(|_| {
                index += 1;
                !frame.kept_inside.contains(&(index - 1))
            });
        }
        let index = self.tree.unplayed.len();
        if let Some(parent) = self.stack.last_mut() {
            parent.kept_inside.push(index);
        }
        let among = self.alternatives_so_far(frame.parent);
        self.tree.unplayed.push(Unplayed {
            after: None,
            instead_of,
            comment: String::new(),
            text: text.trim_end_matches(PGN_SPACE).to_string(),
            refused: false,
            to_end,
            among,
        });
    }

    /// The end of a line: the rest of it, if it broke, is kept as written.
    pub(super) fn close_line(&mut self, mut frame: Frame, end: usize) {
        if TREE {
            self.stray_rests(&mut frame);
        }
        let Some(at) = frame.refused_at.filter(|_| TREE) else {
            return;
        };
        self.tree.verbatim.push(at..end.max(at));
        let text = self.text[at..end.max(at)].trim_end_matches(PGN_SPACE);
        let comment = core::mem::take(&mut frame.pending);
        let rest = self.rest_of(&frame, comment, text.to_string());
        self.tree.unplayed.push(Unplayed {
            refused: true,
            to_end: end >= self.text.len(),
            ..rest
        });
    }

    /// What a line keeps as written at its end: after its last move, or
    /// in place of its first when it has none.
    fn rest_of(&self, frame: &Frame, comment: String, text: String) -> Unplayed {
        let after = frame.last.map(|(last, _)| last);
        Unplayed {
            after,
            instead_of: if after.is_none() {
                frame.replaces
            } else {
                None
            },
            comment,
            text,
            refused: false,
            to_end: false,
            among: self.alternatives_so_far(frame.parent),
        }
    }

    /// How many alternatives hang from node `parent` (from the game's
    /// start for `None`) so far: where a rest kept as an alternative
    /// stands among them.
    pub(super) fn alternatives_so_far(&self, parent: Option<usize>) -> usize {
        match parent {
            Some(p) => self.tree.nodes.get(p).map_or(0, |n| n.variations.len()),
            None => self.tree.first_variations.len(),
        }
    }

    /// A `)` or `}` that closes nothing, reported by the reader: kept as
    /// written at its line's end (see [`stray_rests`](Self::stray_rests)),
    /// so that writing the game again keeps it and reading that again
    /// reports it again. One inside a broken line's rest, or a
    /// variation's without a move, is in the text those keep.
    pub(super) fn keep_stray(&mut self, span: Range<usize>) {
        let stray = match self.text.get(span) {
            Some(")") => ")",
            Some("}") => "}",
            _ => return,
        };
        let main_line = self.stack.len() == 1;
        let Some(frame) = self.stack.last_mut().filter(|f| !f.broken) else {
            return;
        };
        if !frame.moves.is_empty() {
            frame.strays.push(stray);
        } else if main_line {
            // Before the first move: kept in its place among what else
            // stands there.
            self.tree.unplayed.push(Unplayed {
                after: None,
                instead_of: None,
                comment: String::new(),
                text: stray.to_string(),
                refused: false,
                to_end: false,
                among: 0,
            });
        }
    }

    /// The strays of a line that closes, as a rest after its last move
    /// (before its first, when it has none).
    fn stray_rests(&mut self, frame: &mut Frame) {
        if frame.strays.is_empty() {
            return;
        }
        let text = core::mem::take(&mut frame.strays).join(" ");
        let rest = self.rest_of(frame, String::new(), text);
        self.tree.unplayed.push(rest);
    }
}
