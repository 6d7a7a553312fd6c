//! What the one PGN reader ([`visit`](super::visit), in `reader.rs`)
//! hands every event of a game's text to: a [`Visitor`].
//!
//! ```text
//!  bytes ──▶ cutter ──▶ one game's text ──▶ reader ──▶ visitor
//!            (split.rs:  a game ends where   (reader.rs: (replay.rs: checks every
//!             a line opens the next game's    syntax)    move, builds the tree
//!             tags; chunk by chunk)                      or not; or your own)
//! ```
//!
//! The reader knows PGN's syntax and nothing of chess: tags, move numbers,
//! moves as written, NAGs, comments, variations, the result. It finds
//! what is wrong with the syntax (a `)` that closes nothing, text after
//! the result, a comment never closed) and says so through
//! [`Visitor::problem`]. Whether a move can be played is the visitor's
//! business: [`read_game`](super::read_game) and
//! [`check_game`](super::check_game) are visitors that replay every move.
//!
//! Most of a game is move numbers and plain moves: the reader reads those
//! straight from the bytes, and the lexer ([`Events`](super::Events))
//! takes the rest.

use core::ops::Range;
use std::borrow::Cow;

use super::problem::{PgnProblem, Severity};

/// Whether to skip what comes next: the movetext after the tags, or a
/// variation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Skip(pub bool);

/// What a reader of PGN wants to hear of a game, in the order written.
/// Every method but [`end_game`](Self::end_game) does nothing by default.
///
/// The text a visitor is handed is borrowed from the game's text, `'a`.
///
/// # Examples
///
/// A visitor that counts a game's moves and keeps its White player, and
/// skips the variations:
///
/// ```
/// use std::borrow::Cow;
/// use core::ops::Range;
/// use rankfile::pgn::{self, Skip, Visitor};
///
/// #[derive(Default)]
/// struct Count<'a> {
///     white: Option<Cow<'a, str>>,
///     moves: usize,
/// }
///
/// impl<'a> Visitor<'a> for Count<'a> {
///     type Output = (Option<Cow<'a, str>>, usize);
///
///     fn tag(&mut self, name: &'a str, value: Cow<'a, str>) {
///         if name == "White" {
///             self.white = Some(value);
///         }
///     }
///
///     fn san(&mut self, _san: &'a str, _span: Range<usize>) {
///         self.moves += 1;
///     }
///
///     fn begin_variation(&mut self, _span: Range<usize>) -> Skip {
///         Skip(true)
///     }
///
///     fn end_game(&mut self, _end: usize) -> Self::Output {
///         (self.white.take(), self.moves)
///     }
/// }
///
/// let text = "[White \"Réti\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
/// let (white, moves) = pgn::visit(text, &mut Count::default());
/// assert_eq!(white.as_deref(), Some("Réti"));
/// assert_eq!(moves, 3);
/// ```
pub trait Visitor<'a> {
    /// What the visitor makes of a game.
    type Output;

    /// A tag pair, its value's escapes decoded.
    fn tag(&mut self, _name: &'a str, _value: Cow<'a, str>) {}

    /// The tags are read; the movetext starts at byte `movetext` (or the
    /// text ends there). `Skip(true)` skips the movetext.
    fn end_tags(&mut self, _movetext: usize) -> Skip {
        Skip(false)
    }

    /// `12.` (`black: false`) or `12...` (`black: true`).
    fn move_number(&mut self, _number: u32, _black: bool, _span: Range<usize>) {}

    /// A move as written: SAN, or any notation; a glyph glued to it
    /// (`e4!?`) comes as a [`nag`](Self::nag) after it, unless the move
    /// and the glyph cannot be told apart.
    fn san(&mut self, _san: &'a str, _span: Range<usize>) {}

    /// `$n`, or a glyph (`!` is `$1`, `?` is `$2`, `!!` is `$3`, `??` is
    /// `$4`, `!?` is `$5`, `?!` is `$6`).
    fn nag(&mut self, _nag: u8, _span: Range<usize>) {}

    /// A `{ }` or `;` comment, without its markers; a `{` never closed
    /// runs to the end of the game (and is also a problem).
    fn comment(&mut self, _comment: &'a str, _span: Range<usize>) {}

    /// `(`: a variation starts. `Skip(true)` skips it, up to its `)`,
    /// and [`end_variation`](Self::end_variation) is not called for it.
    fn begin_variation(&mut self, _span: Range<usize>) -> Skip {
        Skip(false)
    }

    /// `)`: the variation ends (also at the game's end, for each one left
    /// open, with an empty span there).
    fn end_variation(&mut self, _span: Range<usize>) {}

    /// The termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    fn result(&mut self, _result: &'a str, _span: Range<usize>) {}

    /// Text after the termination marker (a game ends at its result: the
    /// reader also reports it as a problem, and reads no further).
    fn after_result(&mut self, _text: &'a str, _span: Range<usize>) {}

    /// A `%` escape line (the standard's 6: a line for other programs'
    /// use, which readers skip), handed on at the game's end, in order.
    fn escape_line(&mut self, _line: &'a str, _span: Range<usize>) {}

    /// Something wrong with the syntax, found by the reader.
    fn problem(&mut self, _severity: Severity, _problem: PgnProblem) {}

    /// The game's text ends at byte `end`.
    fn end_game(&mut self, end: usize) -> Self::Output;
}

/// A visitor borrowed is a visitor.
impl<'a, V: Visitor<'a> + ?Sized> Visitor<'a> for &mut V {
    type Output = V::Output;

    #[inline(always)]
    fn tag(&mut self, name: &'a str, value: Cow<'a, str>) {
        (**self).tag(name, value);
    }

    #[inline(always)]
    fn end_tags(&mut self, movetext: usize) -> Skip {
        (**self).end_tags(movetext)
    }

    #[inline(always)]
    fn move_number(&mut self, number: u32, black: bool, span: Range<usize>) {
        (**self).move_number(number, black, span);
    }

    #[inline(always)]
    fn san(&mut self, san: &'a str, span: Range<usize>) {
        (**self).san(san, span);
    }

    #[inline(always)]
    fn nag(&mut self, nag: u8, span: Range<usize>) {
        (**self).nag(nag, span);
    }

    #[inline(always)]
    fn comment(&mut self, comment: &'a str, span: Range<usize>) {
        (**self).comment(comment, span);
    }

    #[inline(always)]
    fn begin_variation(&mut self, span: Range<usize>) -> Skip {
        (**self).begin_variation(span)
    }

    #[inline(always)]
    fn end_variation(&mut self, span: Range<usize>) {
        (**self).end_variation(span);
    }

    #[inline(always)]
    fn result(&mut self, result: &'a str, span: Range<usize>) {
        (**self).result(result, span);
    }

    #[inline(always)]
    fn escape_line(&mut self, line: &'a str, span: Range<usize>) {
        (**self).escape_line(line, span);
    }

    #[inline(always)]
    fn after_result(&mut self, text: &'a str, span: Range<usize>) {
        (**self).after_result(text, span);
    }

    #[inline(always)]
    fn problem(&mut self, severity: Severity, problem: PgnProblem) {
        (**self).problem(severity, problem);
    }

    #[inline(always)]
    fn end_game(&mut self, end: usize) -> Self::Output {
        (**self).end_game(end)
    }
}
