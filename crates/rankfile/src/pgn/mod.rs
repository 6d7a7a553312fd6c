//! PGN: games read token by token, every move checked, and written in the
//! standard's export format.
//!
//! The reader takes what real files contain: a UTF-8 byte order mark, `%`
//! escape lines, `;` and `{ }` comments, nested variations, move numbers
//! written `1.`, `1...`, `1…` or left out, glyphs glued to moves (`e4!?`,
//! read as `$5`), and moves in any notation the forgiving move reader takes.
//! A problem is reported where it is, and the game is kept as far as it
//! could be read.

mod commands;
mod game;
mod lexer;
mod locate;
mod outcome;
mod results;
mod split;
mod write;

pub use commands::{Command, Eval, clock, commands, eval};
pub use game::{
    Game, GameCheck, GameReading, MAX_PROBLEMS, Node, PgnProblem, check_game, check_game_lexed,
    read_game, read_game_with,
};
pub use lexer::{Lexer as Events, Spanned, Token as Event};
pub use locate::Locator;
pub use outcome::{Claim, GameOutcome, Outcome};
pub use split::{Block, BlockSplitter, GameText, Splitter};
pub use write::export;

use lexer::{Lexer, Token};

/// The games of a PGN text, each as the slice of the text it spans: a game
/// runs from its tags to the next game's tags (anything after its result
/// stays with it, for the reader to report).
///
/// ```
/// use rankfile::pgn;
///
/// let text = "[Event \"a\"]\n\n1. e4 1-0\n[Event \"b\"]\n\n1. d4 *\n";
/// let games: Vec<&str> = pgn::split_games(text).collect();
/// assert_eq!(games, ["[Event \"a\"]\n\n1. e4 1-0", "[Event \"b\"]\n\n1. d4 *"]);
/// ```
pub fn split_games(text: &str) -> impl Iterator<Item = &str> + '_ {
    let mut lexer = Lexer::new(text).peekable();
    core::iter::from_fn(move || {
        let mut start = None;
        let mut end = None;
        let mut moves_seen = false;
        while let Some(t) = lexer.peek() {
            if let (Token::Tag { .. }, true) = (&t.token, moves_seen) {
                break; // the next game's tags
            }
            let t = lexer.next()?;
            start.get_or_insert(t.span.start);
            end = Some(t.span.end);
            if !matches!(t.token, Token::Tag { .. }) {
                moves_seen = true;
            }
        }
        Some(&text[start?..end?])
    })
}
