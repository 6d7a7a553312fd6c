//! PGN: games read token by token, every move checked, and written in the
//! standard's export format.
//!
//! ```text
//! bytes ─▶ cutter ─▶ a game's text ─▶ reader ─▶ Visitor
//!          Splitter,   GameText        visit()    Replay (check_game, read_game),
//!          BlockSplitter,                         or yours
//!          split_games
//! ```
//!
//! - The cutter ([`BlockSplitter`], fed by [`Splitter`] or cutting a whole
//!   text in [`split_games`]) finds where each game ends: a line that
//!   opens the next game's tags. It looks at `{`, `}`, `;`, `%`, `[` and
//!   line ends only, many bytes at a time.
//! - The reader ([`visit`]) reads one game's text once, and hands each
//!   event (tag, move number, move as written, NAG, comment, variation,
//!   result) and each syntax problem to a [`Visitor`], which may skip a
//!   game's moves or a variation.
//! - [`check_game`] and [`read_game`] are one visitor that replays every
//!   move: the first keeps the verdict and the main line, the second
//!   builds the tree of moves with its comments and NAGs (a [`Game`]),
//!   which [`export`] writes back.
//!
//! The reader takes what real files contain: a UTF-8 byte order mark, `%`
//! escape lines, `;` and `{ }` comments, nested variations, move numbers
//! written `1.`, `1...`, `1…` or left out, glyphs glued to moves (`e4!?`,
//! read as `$5`), and moves in any notation the forgiving move reader takes.
//! A problem is reported where it is, and nothing is lost: the rest of a
//! line broken by a move that cannot be played is kept as written
//! ([`Unplayed`]), and a `{` never closed ends before the next game.

mod address;
mod annotations;
mod check;
mod commands;
mod dead;
mod decode;
mod frame;
mod game;
mod history;
mod lexer;
mod locate;
mod nag;
mod outcome;
mod problem;
mod read;
mod reader;
mod replay;
mod results;
mod scan;
mod split;
mod summary;
mod tag_names;
mod time_control;
mod tree;
mod visit;
mod walk;
mod write;

pub use address::NagKind;
pub use annotations::{
    Arrow, ArrowColor, arrows, emt, read_arrows, read_arrows_of, set_arrows, set_clock, set_emt,
    set_eval,
};
pub use check::GameCheck;
pub use commands::{Command, Eval, clock, clock_and_eval, commands, eval};
pub use decode::Encoding;
pub use game::{Game, Node, Unplayed};
pub use history::History;
pub use lexer::{Lexer as Events, Spanned, Token as Event};
pub use locate::Locator;
pub use nag::nag_glyph;
pub use outcome::{Claim, Deadness, GameOutcome, Outcome};
pub use problem::{MAX_PROBLEMS, MoveContext, PgnProblem, Severity};
pub use read::{GameOptions, GameReading, check_game, check_game_lexed, read_game};
pub use reader::{MAX_DEPTH, visit};
pub use split::{Block, BlockSplitter, GameText, LineCut, LineCutter, Splitter};
pub use summary::{GameSummary, Ply, PlyMove};
pub use time_control::{Speed, TimeControl, TimeControlError, TimePeriod, time_control};
pub use tree::TreeError;
pub use visit::{Skip, Visitor};
pub use walk::{Step, Walk};
pub use write::{ROSTER, Tags, WriteOptions, Writer, export, numbered, write, write_from};

/// The games of a PGN text, each as the slice of the text it spans,
/// white space around it trimmed: a game runs from its tags to the line
/// that opens the next game's tags (anything after its result stays with
/// it, for the reader to report). Games are cut as [`Splitter`] cuts a
/// stream.
///
/// ```
/// use rankfile::pgn;
///
/// let text = "[Event \"a\"]\n\n1. e4 1-0\n[Event \"b\"]\n\n1. d4 *\n";
/// let games: Vec<&str> = pgn::split_games(text).collect();
/// assert_eq!(games, ["[Event \"a\"]\n\n1. e4 1-0", "[Event \"b\"]\n\n1. d4 *"]);
/// ```
pub fn split_games(text: &str) -> impl Iterator<Item = &str> + '_ {
    split::games_of(text)
}

/// How many moves of a game were read in another spelling than SAN's
/// (`Ng1-f3`, `0-0`, `nc6`, …), each said by one or more of `problems`
/// (a game's warnings, or its errors in strict mode) with a code of
/// [`NOTE_CODES`](crate::NOTE_CODES): what `pgn fmt` respells.
///
/// ```
/// use rankfile::pgn::{self, GameOptions};
///
/// let check = pgn::check_game("1. Ng1-f3 nc6 2. e4 *", GameOptions::default());
/// assert_eq!(check.warnings[0].code, "long_algebraic");
/// assert_eq!(pgn::respelled(&check.warnings), 2);
/// ```
pub fn respelled(problems: &[PgnProblem]) -> usize {
    let mut starts: Vec<usize> = (problems.iter())
        .filter(|p| crate::NOTE_CODES.contains(&p.code))
        .filter_map(|p| p.span.as_ref().map(|s| s.start))
        .collect();
    starts.dedup();
    starts.len()
}

/// The positions of a main line: `start`, then the position after each of
/// `moves` (a null move as `None`, as [`GameCheck::main_line`] holds them).
///
/// ```
/// use rankfile::{Position, pgn};
///
/// let start = Position::new();
/// let e4 = start.parse_san("e4").unwrap();
/// let fens: Vec<String> = pgn::positions(start, &[Some(e4), None])
///     .map(|p| p.fen())
///     .collect();
/// assert_eq!(fens.len(), 3);
/// assert_eq!(fens[2], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
/// ```
pub fn positions(
    start: crate::Position,
    moves: &[Option<crate::Move>],
) -> impl Iterator<Item = crate::Position> + '_ {
    let after = moves.iter().scan(start, |pos, m| {
        pos.play_opt(m.as_ref());
        Some(*pos)
    });
    std::iter::once(start).chain(after)
}
