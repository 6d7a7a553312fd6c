//! [`check_game`]: a game's verdict, outcome and main line, read as
//! [`read_game`](super::read_game) reads it but without building a tree.

use std::borrow::Cow;

use super::problem::PgnProblem;
use super::replay::Replay;
use crate::{Move, Position, ReadOptions};

/// What checking a game gave: its problems, how it ends and its main line,
/// but no tree, no NAGs and no comments (but, on request, the main line's
/// that hold commands); tag values and comments are borrowed from the
/// text. This is what `rankfile pgn check` and `pgn export` need, at the
/// cost of reading alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameCheck<'a> {
    /// The tags in the order written, values decoded.
    pub tags: Vec<(&'a str, Cow<'a, str>)>,
    /// The starting position.
    pub start: Position,
    /// The main line's moves as far as it could be read (`None`: a null
    /// move).
    pub main_line: Vec<Option<Move>>,
    /// Empty unless the game was read by [`check_game_with_commands`]:
    /// the comments after the main line's moves that hold a command
    /// (that contain `[%`, as `[%clk 0:03:00]`), in order, each with the
    /// number of moves it follows (from 1): for readers of clocks and
    /// evaluations. A move's comments are those [`read_game`] joins into
    /// its node's. Comments before the first move, in variations, or
    /// after a move that could not be played are not kept, nor those
    /// without a command.
    ///
    /// [`read_game`]: super::read_game
    pub commands: Vec<(usize, &'a str)>,
    /// The result written after the moves, if any.
    pub result: Option<&'a str>,
    /// Problems that make the game wrong.
    pub errors: Vec<PgnProblem>,
    /// Oddities that leave it readable.
    pub warnings: Vec<PgnProblem>,
    /// How the main line ends, by the rules.
    pub outcome: super::GameOutcome,
    /// The position after the main line.
    pub final_position: Position,
}

impl GameCheck<'_> {
    /// Nothing read yet: the standard start, no tags, no moves.
    pub(super) fn empty() -> Self {
        GameCheck {
            tags: Vec::new(),
            start: Position::new(),
            main_line: Vec::new(),
            commands: Vec::new(),
            result: None,
            errors: Vec::new(),
            warnings: Vec::new(),
            outcome: super::GameOutcome::default(),
            final_position: Position::new(),
        }
    }

    /// The value of tag `name`, if present (the last, if written twice).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_ref())
    }

    /// The result: the `Result` tag, or else the one after the moves, or
    /// else `*`.
    pub fn result(&self) -> &str {
        self.tag("Result").or(self.result).unwrap_or("*")
    }
}

/// Checks one game as [`read_game_with`](super::read_game_with) reads it, with the same problems
/// and the same outcome, but builds no tree: faster, for when only the
/// verdict and the main line are wanted.
///
/// ```
/// use rankfile::{ReadOptions, pgn};
///
/// let text = "[White \"A\"]\n\n1. e4 {best} e5 (1... c5) 2. Qh5 Ke7 3. Qxe5# 1-0";
/// let check = pgn::check_game(text, &ReadOptions::default());
/// assert!(check.errors.is_empty());
/// assert_eq!(check.main_line.len(), 5);
/// assert_eq!(check.tag("White"), Some("A"));
/// assert_eq!(check.outcome.outcome.map(|o| o.result()), Some("1-0"));
/// assert_eq!(check.final_position, pgn::read_game(text).final_position);
/// ```
pub fn check_game<'a>(text: &'a str, options: &ReadOptions) -> GameCheck<'a> {
    super::visit::visit_owned(text, Replay::<false>::new(text, options)).0
}

/// [`check_game`], keeping also the main line's comments that hold
/// commands ([`GameCheck::commands`]): for readers of clocks and
/// evaluations, at little more than the cost of checking.
///
/// ```
/// use rankfile::{ReadOptions, pgn};
///
/// let text = "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:02:59] } *";
/// let check = pgn::check_game_with_commands(text, &ReadOptions::default());
/// assert_eq!(check.commands, [(1, " [%clk 0:03:00] "), (2, " [%clk 0:02:59] ")]);
/// assert!(pgn::check_game(text, &ReadOptions::default()).commands.is_empty());
/// ```
pub fn check_game_with_commands<'a>(text: &'a str, options: &ReadOptions) -> GameCheck<'a> {
    let mut replay = Replay::<false>::new(text, options);
    replay.keep_commands = true;
    super::visit::visit_owned(text, replay).0
}

/// [`check_game`] with every event read by the lexer and every move by the
/// move reader: the reference the fast road is tested against (it must
/// find exactly the same).
#[doc(hidden)]
pub fn check_game_lexed<'a>(text: &'a str, options: &ReadOptions) -> GameCheck<'a> {
    super::visit::visit_lexed(text, Replay::<false>::new(text, options)).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_the_main_lines_with_the_moves_they_follow() {
        let options = ReadOptions {
            allow_null: true,
            ..ReadOptions::default()
        };
        let text = "{[%clk 0:09:00]} 1. e4 ( 1. d4 {[%clk 0:01:00]} ) {[%clk 0:02:00]} {no command} \
                    e5 -- {[%eval 0.3]} {[%clk 0:00:50]} 3. Qxe5 {[%clk 0:00:40]} ( 3. d4 {[%clk 1]} ) *";
        let check = check_game_with_commands(text, &options);
        assert_eq!(
            check.commands,
            [
                (1, "[%clk 0:02:00]"),
                (3, "[%eval 0.3]"),
                (3, "[%clk 0:00:50]")
            ]
        );
        assert_eq!(check.errors.len(), 1, "3. Qxe5 cannot be played");
    }

    /// The hot road (plain SAN and move numbers read from the bytes) and
    /// the lexer's road (taken for strict reading) find the same things.
    #[test]
    fn both_roads_agree() {
        let strict = ReadOptions {
            strict: true,
            ..ReadOptions::default()
        };
        for text in [
            "1. e4\n\n e5 2. Nf3 *",
            "1. e4\n%escaped\n\ne5 *",
            "1. e4 \n \n\te5 *",
            "1. e4 3. e5 *",
            "1. e4 1... e5 2... Nf3 *",
            "1.e4 e5 2.Nf3 Nc6 3...Bc4 *",
            "10000000000. e4 *",
            "01. e4 0. e5 *",
            "1. e4 e5 2. Nf3 (2. Nc3\n\nNf6) Nc6 1-0",
            "1. e4 e5 2. Ke3 Nc6 3. Nf3 *",
            "1. e4 e5\n\n",
            "1. e4 e5 ]\n\n\n",
            "1. e4 $00256 e5 $0001 {c} $ *",
        ] {
            let hot = check_game(text, &ReadOptions::default());
            let lexed = check_game(text, &strict);
            assert_eq!(hot.warnings, lexed.warnings, "{text:?}");
            assert_eq!(hot.errors, lexed.errors, "{text:?}");
            assert_eq!(hot.main_line, lexed.main_line, "{text:?}");
        }
        let codes = |text| {
            check_game(text, &ReadOptions::default())
                .warnings
                .iter()
                .map(|w| w.code)
                .collect::<Vec<_>>()
        };
        assert_eq!(codes("1. e4\n\n e5 *"), ["blank_line"]);
        assert!(codes("1. e4\n%escaped\n\ne5 *").is_empty());
        // Blank lines that end the text are no blank line among the moves.
        assert_eq!(codes("1. e4 e5\n\n"), ["missing_result"]);
        assert!(codes("1. e4 1... e5 *").is_empty());
        assert_eq!(codes("1. e4 e5 2... Nf3 *"), ["move_number"]);
        assert_eq!(codes("10000000000. e4 *"), ["move_number"]);
    }
}
