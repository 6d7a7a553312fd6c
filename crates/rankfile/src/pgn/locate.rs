//! [`Locator`]: where byte offsets of a game's text fall, as lines and
//! columns, in one pass for all its problems.

use super::problem::PgnProblem;
use super::split::GameText;

/// Turns byte offsets of one text into lines and columns.
///
/// Asked in increasing order (as a game's problems come), it walks the
/// text once in all, so that a game with many problems is located in time
/// linear in its length; [`PgnProblem::line_column`](super::PgnProblem::line_column)
/// scans from the start each time. An offset before the last one asked
/// starts the walk again.
///
/// ```
/// use rankfile::pgn::{self, Locator};
///
/// let text = "[Event \"x\"]\n\n1. e4 ) ) *";
/// let reading = pgn::read_game(text, pgn::GameOptions::default());
/// let mut locator = Locator::new(text);
/// let places: Vec<(usize, usize)> =
///     reading.errors.iter().map(|p| locator.locate(p.range().start)).collect();
/// assert_eq!(places, [(2, 7), (2, 9)]);
/// ```
#[derive(Debug, Clone)]
pub struct Locator<'a> {
    text: &'a str,
    /// The offset reached, and the line ends and characters of its line
    /// before it.
    offset: usize,
    line: usize,
    column: usize,
}

impl<'a> Locator<'a> {
    /// A locator at the start of `text`.
    pub const fn new(text: &'a str) -> Locator<'a> {
        Locator {
            text,
            offset: 0,
            line: 0,
            column: 0,
        }
    }

    /// The number of line ends before `offset` (0 on the first line) and
    /// the column of `offset`, counted in characters from 1. An offset past
    /// the end, or inside a character, counts as far as the text allows.
    pub fn locate(&mut self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        if offset < self.offset {
            *self = Locator::new(self.text);
        }
        let bytes = self.text.as_bytes();
        for &b in &bytes[self.offset..offset] {
            if b == b'\n' {
                self.line += 1;
                self.column = 0;
            } else if b & 0xC0 != 0x80 {
                // A byte that starts a character (not a continuation).
                self.column += 1;
            }
        }
        self.offset = offset;
        (self.line, self.column + 1)
    }
}

impl GameText<'_> {
    /// Where each of `problems` (of this game) stands in the stream the
    /// game was cut from: its line there (from 1) and its column, found
    /// in one pass over the game's text.
    ///
    /// ```
    /// use rankfile::pgn::{self, Splitter};
    ///
    /// let mut splitter = Splitter::new();
    /// let mut games = Vec::new();
    /// splitter.push(b"[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. e4 ) *\n", |g| games.push(g));
    /// games.extend(splitter.finish());
    /// let reading = pgn::read_game(&games[1].text, pgn::GameOptions::default());
    /// assert_eq!(games[1].locate(&reading.errors), [(7, 7)]);
    /// ```
    pub fn locate(&self, problems: &[PgnProblem]) -> Vec<(usize, usize)> {
        let mut locator = Locator::new(&self.text);
        problems
            .iter()
            .map(|p| {
                let (lines, column) = locator.locate(p.range().start);
                (self.line + lines, column)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_line_column_in_any_order() {
        let text = "[Event \"é\"]\n\n1. e4 ) é ) \n2. ) *";
        let reading = crate::pgn::read_game(text, crate::pgn::GameOptions::default());
        assert_eq!(reading.errors.len(), 4);
        let mut locator = Locator::new(text);
        for p in reading.errors.iter().chain(reading.errors.iter().rev()) {
            assert_eq!(
                locator.locate(p.range().start),
                p.line_column(text),
                "{p:?}"
            );
        }
    }

    #[test]
    fn offsets_past_the_end_stop_at_the_end() {
        let mut locator = Locator::new("ab\nc");
        assert_eq!(locator.locate(100), (1, 2));
        assert_eq!(locator.locate(0), (0, 1));
    }
}
