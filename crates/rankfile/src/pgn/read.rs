//! The readers of one game: [`read_game`] builds its tree, [`check_game`]
//! only its verdict and main line. Each runs the [`Replay`] visitor over
//! the game's events ([`visit`](super::visit)); the outputs they give
//! ([`Game`], [`GameCheck`], [`GameOutcome`]) are types that know nothing
//! of reading.

use super::check::GameCheck;
use super::game::Game;
use super::outcome::GameOutcome;
use super::problem::PgnProblem;
use super::reader::{visit_lexed, visit_owned};
use super::replay::Replay;
use crate::{Position, ReadOptions};

/// What reading one game gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameReading {
    /// The game as far as it could be read: after an illegal move the rest
    /// of that line is skipped.
    pub game: Game,
    /// Problems that make the game wrong.
    pub errors: Vec<PgnProblem>,
    /// Oddities that leave it readable.
    pub warnings: Vec<PgnProblem>,
    /// How the main line ends, by the rules.
    pub outcome: GameOutcome,
    /// The position after the main line as read (before a refused move).
    pub final_position: Position,
}

impl GameReading {
    /// What [`check_game`] gives of the same game, borrowed from this
    /// reading (the tree's comments aside: [`GameCheck::commands`] stays
    /// empty): for a front end that needs the tree and the verdict, and
    /// reads the game once.
    ///
    /// ```
    /// use rankfile::{ReadOptions, pgn};
    ///
    /// let text = "[White \"A\"]\n\n1. e4 e5 2. Ke3 *";
    /// let options = ReadOptions { allow_null: true, ..ReadOptions::default() };
    /// let reading = pgn::read_game(text, &options);
    /// assert_eq!(reading.as_check(), pgn::check_game(text, options));
    /// ```
    pub fn as_check(&self) -> GameCheck<'_> {
        GameCheck {
            tags: (self.game.tags.iter())
                .map(|(name, value)| (name.as_str(), value.as_str().into()))
                .collect(),
            start: self.game.start,
            main_line: self.game.main_line().iter().map(|node| node.mv).collect(),
            main_line_san: Vec::new(),
            commands: Vec::new(),
            result: self.game.result.as_deref(),
            errors: self.errors.clone(),
            warnings: self.warnings.clone(),
            outcome: self.outcome.clone(),
            final_position: self.final_position,
            deadness: Default::default(),
        }
        .with_deadness()
    }
}

/// Reads one game from `text` (tags, then moves) into its tree of moves,
/// checking every move as `options` say (the forgiving move reader, null
/// moves allowed, by default; `strict` takes canonical SAN only). The same
/// options as [`check_game`]'s; a [`ReadOptions`] alone will do.
///
/// ```
/// use rankfile::pgn::{self, GameOptions};
///
/// let reading = pgn::read_game("1. e4 { best by test } e5 *", GameOptions::default());
/// assert!(reading.errors.is_empty());
/// assert_eq!(reading.game.main_line()[0].comment, "best by test");
/// ```
pub fn read_game(text: &str, options: impl Into<GameOptions>) -> GameReading {
    let options = &options.into().moves;
    let (check, tree) = visit_owned(text, Replay::<true>::new(text, options));
    GameReading {
        game: Game {
            tags: check
                .tags
                .into_iter()
                .map(|(n, v)| (n.to_string(), v.into_owned()))
                .collect(),
            start: check.start,
            comment: tree.comment,
            nodes: tree.nodes,
            first: tree.first,
            first_variations: tree.first_variations,
            result: check.result.map(str::to_string),
            unplayed: tree.unplayed,
            after_result: tree.after_result,
            escapes: tree.escapes,
        },
        errors: check.errors,
        warnings: check.warnings,
        outcome: check.outcome,
        final_position: check.final_position,
    }
}

/// Checks one game as [`read_game`] reads it, with the same problems
/// and the same outcome, but builds no tree: faster, for when only the
/// verdict and the main line are wanted.
///
/// ```
/// use rankfile::{ReadOptions, pgn};
///
/// let text = "[White \"A\"]\n\n1. e4 {best} e5 (1... c5) 2. Qh5 Ke7 3. Qxe5# 1-0";
/// let check = pgn::check_game(text, ReadOptions::default());
/// assert!(check.errors.is_empty());
/// assert_eq!(check.main_line.len(), 5);
/// assert_eq!(check.tag("White"), Some("A"));
/// assert_eq!(check.outcome.outcome.map(|o| o.result()), Some("1-0"));
/// assert_eq!(check.final_position, pgn::read_game(text, pgn::GameOptions::default()).final_position);
/// ```
pub fn check_game<'a>(text: &'a str, options: impl Into<GameOptions>) -> GameCheck<'a> {
    let GameOptions {
        moves,
        commands,
        san,
    } = options.into();
    let mut replay = Replay::<false>::new(text, &moves);
    replay.keep_commands = commands;
    replay.keep_san = san;
    visit_owned(text, replay).0
}

/// How [`check_game`] reads a game: the move reader's options, and
/// whether to keep the main line's comments that hold commands
/// ([`GameCheck::commands`]), for readers of clocks and evaluations, at
/// little more than the cost of checking. A [`ReadOptions`] alone keeps
/// none.
///
/// ```
/// use rankfile::{ReadOptions, pgn};
///
/// let text = "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:02:59] } *";
/// let options = pgn::GameOptions { commands: true, ..pgn::GameOptions::default() };
/// let check = pgn::check_game(text, options);
/// assert_eq!(check.commands, [(1, " [%clk 0:03:00] "), (2, " [%clk 0:02:59] ")]);
/// assert!(pgn::check_game(text, ReadOptions::default()).commands.is_empty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameOptions {
    /// How moves are read.
    pub moves: ReadOptions,
    /// Keep the main line's comments that hold commands (the tree that
    /// [`read_game`] builds keeps every comment whatever this says).
    pub commands: bool,
    /// Keep the main line's moves as written where they are canonical SAN
    /// already ([`GameCheck::main_line_san`]), so that a summary copies
    /// them rather than writing them again: for exports.
    pub san: bool,
}

impl Default for GameOptions {
    /// The forgiving move reader, null moves (`--`) allowed as PGN
    /// writers use them; no commands kept.
    fn default() -> GameOptions {
        GameOptions {
            moves: ReadOptions {
                allow_null: true,
                ..ReadOptions::default()
            },
            commands: false,
            san: false,
        }
    }
}

impl From<&ReadOptions> for GameOptions {
    fn from(moves: &ReadOptions) -> GameOptions {
        GameOptions {
            moves: *moves,
            commands: false,
            san: false,
        }
    }
}

impl From<ReadOptions> for GameOptions {
    fn from(moves: ReadOptions) -> GameOptions {
        GameOptions {
            moves,
            commands: false,
            san: false,
        }
    }
}

/// [`check_game`] with every event read by the lexer and every move by the
/// move reader: the reference the fast road is tested against (it must
/// find exactly the same).
#[doc(hidden)]
pub fn check_game_lexed<'a>(text: &'a str, options: &ReadOptions) -> GameCheck<'a> {
    visit_lexed(text, Replay::<false>::new(text, options)).0
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
        let options = GameOptions {
            moves: options,
            commands: true,
            ..GameOptions::default()
        };
        let check = check_game(text, options);
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
            let hot = check_game(text, ReadOptions::default());
            let lexed = check_game(text, strict);
            assert_eq!(hot.warnings, lexed.warnings, "{text:?}");
            assert_eq!(hot.errors, lexed.errors, "{text:?}");
            assert_eq!(hot.main_line, lexed.main_line, "{text:?}");
        }
        let codes = |text| {
            check_game(text, ReadOptions::default())
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
