//! [`GameCheck`]: a game's verdict, outcome and main line, as
//! [`check_game`](super::check_game) gives them.

use std::borrow::Cow;

use super::outcome::{Deadness, GameOutcome};
use super::problem::PgnProblem;
use crate::{Move, Position};

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
    /// Empty unless the game was read with
    /// [`GameOptions::san`](super::GameOptions::san): for each move of
    /// [`main_line`](Self::main_line), its text where the reading found
    /// it written exactly as SAN writes it (`Nf3`, `exd5`, `O-O+`), and
    /// `""` where it was not (another spelling, a null move): what
    /// [`summarize`](Self::summarize) copies rather than writes again.
    pub main_line_san: Vec<&'a str>,
    /// Empty unless the game was read with
    /// [`GameOptions::commands`](super::GameOptions::commands): the
    /// comments after the main line's moves that hold a command
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
    pub outcome: GameOutcome,
    /// The position after the main line.
    pub final_position: Position,
    /// Where the main line became dead, and whether a loss on time was
    /// one the rules make a draw.
    pub deadness: Deadness,
}

impl GameCheck<'_> {
    /// Nothing read yet: the standard start, no tags, no moves.
    pub(super) fn empty() -> Self {
        GameCheck {
            tags: Vec::new(),
            start: Position::new(),
            main_line: Vec::new(),
            main_line_san: Vec::new(),
            commands: Vec::new(),
            result: None,
            errors: Vec::new(),
            warnings: Vec::new(),
            outcome: GameOutcome::default(),
            final_position: Position::new(),
            deadness: Deadness::default(),
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
