//! A game's main line walked once, for every front end that summarises a
//! game: each ply with the positions around it, its SAN and UCI written
//! on demand, its clock and evaluation; and at the end, the plies played
//! and the opening reached. The command line's `pgn check --json`, the
//! table export's rows and the web API's games are all made from it.

use std::borrow::Cow;

use super::check::GameCheck;
use super::commands::{Eval, clock, clock_and_eval, eval};
use super::game::Game;
use crate::opening::{Book, Opening};
use crate::{Move, Position, UciCastling};

/// One ply of a main line, as [`GameCheck::summarize`] and
/// [`Game::summarize`] hand it over.
#[derive(Debug, Clone, Copy)]
pub struct Ply<'a> {
    /// The ply's number in the line, from 1.
    pub number: usize,
    /// The move, `None` for a null move.
    pub mv: Option<Move>,
    /// The position the move is played from.
    pub before: &'a Position,
    /// The position it leads to.
    pub after: &'a Position,
    /// The comment after the move, `""` when there is none: from a tree,
    /// its node's comment; from a [`GameCheck`], only its comments that
    /// hold commands (`[%`), several joined (each trimmed, by a space) as
    /// the tree joins them. The commands read from either agree.
    pub comment: &'a str,
    /// How the game's UCI writes castling: the king taking its rook in
    /// Chess960, the king to its square otherwise.
    pub castling: UciCastling,
    /// The move as the game wrote it, when that was its canonical SAN and
    /// the reading kept it ([`GameCheck::main_line_san`]); `""` otherwise.
    pub written_san: &'a str,
}

impl Ply<'_> {
    /// Appends the move's canonical SAN (`--` for a null move) to `out`.
    pub fn write_san(&self, out: &mut String) {
        if !self.written_san.is_empty() {
            out.push_str(self.written_san);
            return;
        }
        match &self.mv {
            Some(m) => self.before.write_san_reaching(m, self.after, out),
            None => out.push_str("--"),
        }
    }

    /// The move's canonical SAN, `--` for a null move.
    pub fn san(&self) -> String {
        let mut out = String::with_capacity(8);
        self.write_san(&mut out);
        out
    }

    /// Appends the move in UCI (`0000` for a null move) to `out`.
    pub fn write_uci(&self, out: &mut String) {
        write_uci(self.mv.as_ref(), self.castling, out);
    }

    /// The move in UCI, `0000` for a null move.
    pub fn uci(&self) -> String {
        let mut out = String::with_capacity(5);
        self.write_uci(&mut out);
        out
    }

    /// The mover's clock after the move, in seconds, from `[%clk]`.
    pub fn clock(&self) -> Option<f64> {
        clock(self.comment)
    }

    /// The engine's evaluation after the move, from `[%eval]`.
    pub fn eval(&self) -> Option<Eval> {
        eval(self.comment)
    }

    /// [`clock`](Self::clock) and [`eval`](Self::eval), found in one pass
    /// over the comment.
    #[inline]
    pub fn clock_and_eval(&self) -> (Option<f64>, Option<Eval>) {
        clock_and_eval(self.comment)
    }
}

/// Appends `mv` in UCI (`0000` for a null move) to `out`, castling as
/// `castling` says.
#[inline]
fn write_uci(mv: Option<&Move>, castling: UciCastling, out: &mut String) {
    match mv {
        Some(m) if m.is_castle() && castling == UciCastling::KingTakesRook => {
            out.push_str(&m.uci(castling));
        }
        // Written without the formatting machinery: this is done for
        // every ply of every game exported.
        Some(m) => {
            out.push_str(m.from().name());
            out.push_str(m.to().name());
            if let Some(role) = m.promotion() {
                out.push(role.char());
            }
        }
        None => out.push_str("0000"),
    }
}

/// One ply of a main line without the positions around it, as
/// [`GameCheck::summarize_moves`] hands it over: its move as SAN and UCI
/// write it, and its comment.
#[derive(Debug, Clone, Copy)]
pub struct PlyMove<'a> {
    /// The ply's number in the line, from 1.
    pub number: usize,
    /// The move, `None` for a null move.
    pub mv: Option<Move>,
    /// The move's canonical SAN, `--` for a null move.
    pub san: &'a str,
    /// The comment after the move, as [`Ply::comment`] says.
    pub comment: &'a str,
    /// How the game's UCI writes castling.
    pub castling: UciCastling,
}

impl PlyMove<'_> {
    /// Appends the move in UCI (`0000` for a null move) to `out`.
    #[inline]
    pub fn write_uci(&self, out: &mut String) {
        write_uci(self.mv.as_ref(), self.castling, out);
    }

    /// The move in UCI, `0000` for a null move.
    pub fn uci(&self) -> String {
        let mut out = String::with_capacity(5);
        self.write_uci(&mut out);
        out
    }

    /// The mover's clock after the move and the engine's evaluation, from
    /// `[%clk]` and `[%eval]`, found in one pass over the comment.
    #[inline]
    pub fn clock_and_eval(&self) -> (Option<f64>, Option<Eval>) {
        clock_and_eval(self.comment)
    }
}

/// What walking a main line found besides its plies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameSummary {
    /// The plies of the main line.
    pub plies: usize,
    /// The deepest named position of the main line, the start included
    /// (the lichess data set), and the plies played to reach it.
    pub opening: Option<(&'static Opening, usize)>,
}

/// Walks a main line from `start`: hands each ply to `each`, and says how
/// many there were and which opening they reached.
fn walk<'w, C: AsRef<str>>(
    start: Position,
    moves: impl Iterator<Item = (Option<Move>, C, &'w str)>,
    mut each: impl FnMut(&Ply<'_>),
) -> GameSummary {
    let castling = UciCastling::of(&start);
    let mut book = Book::new();
    book.see(&start, 0);
    let (mut before, mut after) = (start, start);
    let mut plies = 0;
    for (number, (mv, comment, written_san)) in (1..).zip(moves) {
        after.play_opt(mv.as_ref());
        book.see(&after, number);
        each(&Ply {
            number,
            mv,
            before: &before,
            after: &after,
            comment: comment.as_ref(),
            castling,
            written_san,
        });
        before = after;
        plies = number;
    }
    GameSummary {
        plies,
        opening: book.found,
    }
}

impl GameCheck<'_> {
    /// Walks the main line once: each ply to `each` (its comment holds the
    /// clock and evaluation when the game was read with
    /// [`GameOptions::commands`](super::GameOptions::commands)), then the
    /// plies and the opening.
    ///
    /// ```
    /// use rankfile::pgn::{self, GameOptions};
    ///
    /// let text = "1. e4 { [%clk 0:05:00] } e6 2. d4 d5 *";
    /// let check = pgn::check_game(text, GameOptions { commands: true, ..GameOptions::default() });
    /// let mut moves = Vec::new();
    /// let summary = check.summarize(|ply| moves.push((ply.san(), ply.uci(), ply.clock())));
    /// assert_eq!(moves[0], ("e4".to_string(), "e2e4".to_string(), Some(300.0)));
    /// assert_eq!(summary.plies, 4);
    /// let (opening, ply) = summary.opening.unwrap();
    /// assert_eq!((opening.eco, ply), ("C00", 4));
    /// ```
    pub fn summarize(&self, each: impl FnMut(&Ply<'_>)) -> GameSummary {
        walk(self.start, self.plies(), each)
    }

    /// Walks the main line as [`summarize`](Self::summarize) does, but
    /// hands each ply over without its positions: they are replayed only
    /// while a later one may be named (for the opening) and where a move
    /// was not kept as written ([`main_line_san`](Self::main_line_san)),
    /// so a game read with [`GameOptions::san`](super::GameOptions::san)
    /// is mostly not replayed at all. For the table export, which needs
    /// the moves' text and not their positions.
    ///
    /// ```
    /// use rankfile::pgn::{self, GameOptions};
    ///
    /// let text = "1. e4 { [%clk 0:05:00] } e6 2. d4 d5 3. Nc3 Bb4 4. Nge2 *";
    /// let check = pgn::check_game(text, GameOptions { commands: true, san: true, ..GameOptions::default() });
    /// let mut moves = Vec::new();
    /// let summary = check.summarize_moves(|ply| moves.push((ply.san.to_string(), ply.clock_and_eval().0)));
    /// assert_eq!(moves[0], ("e4".to_string(), Some(300.0)));
    /// // Written Nge2 though only one knight can go there: written again.
    /// assert_eq!(moves[6].0, "Ne2");
    /// assert_eq!(summary.opening.unwrap().0.eco, "C15");
    /// ```
    pub fn summarize_moves(&self, mut each: impl FnMut(&PlyMove<'_>)) -> GameSummary {
        let castling = UciCastling::of(&self.start);
        let mut book = Book::new();
        let mut open = book.see(&self.start, 0);
        // The position after `at` plies, replayed only as far as needed.
        let (mut pos, mut at) = (self.start, 0);
        let mut san = String::new();
        let mut plies = 0;
        for (number, (mv, comment, written)) in (1..).zip(self.plies()) {
            if open || written.is_empty() {
                let skipped = self.main_line.get(at..number - 1).unwrap_or_default();
                for earlier in skipped {
                    pos.play_opt(earlier.as_ref());
                }
                let before = pos;
                pos.play_opt(mv.as_ref());
                at = number;
                open = open && book.see(&pos, number);
                if written.is_empty() {
                    san.clear();
                    match &mv {
                        Some(m) => before.write_san_reaching(m, &pos, &mut san),
                        None => san.push_str("--"),
                    }
                }
            }
            each(&PlyMove {
                number,
                mv,
                san: if written.is_empty() { &san } else { written },
                comment: comment.as_ref(),
                castling,
            });
            plies = number;
        }
        GameSummary {
            plies,
            opening: book.found,
        }
    }

    /// The main line's plies: each move, its comments that hold commands
    /// (joined as the tree joins them) and its text where it was kept.
    fn plies(&self) -> impl Iterator<Item = (Option<Move>, Cow<'_, str>, &str)> {
        let mut commands = self.commands.iter().peekable();
        // `main_line_san` is empty unless it was asked for.
        let mut written = self.main_line_san.iter().copied();
        (1..).zip(&self.main_line).map(move |(ply, &mv)| {
            let san = written.next().unwrap_or("");
            let Some(&(_, first)) = commands.next_if(|(after, _)| *after == ply) else {
                return (mv, Cow::Borrowed(""), san);
            };
            if commands.peek().is_none_or(|(after, _)| *after != ply) {
                return (mv, Cow::Borrowed(first), san);
            }
            // A ply's comments are read as one, as the tree joins them.
            let mut joined = first.trim().to_string();
            while let Some((_, next)) = commands.next_if(|(after, _)| *after == ply) {
                joined.push(' ');
                joined.push_str(next.trim());
            }
            (mv, Cow::Owned(joined), san)
        })
    }
}

impl GameCheck<'_> {
    /// The opening of the main line (see [`GameSummary::opening`]), found
    /// without walking the rest of the game: the walk stops once no later
    /// position can be named.
    ///
    /// ```
    /// use rankfile::pgn::{self, GameOptions};
    ///
    /// let check = pgn::check_game("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *", GameOptions::default());
    /// let (named, ply) = check.opening().unwrap();
    /// assert_eq!((named.name, ply), ("Ruy Lopez: Morphy Defense", 6));
    /// ```
    pub fn opening(&self) -> Option<(&'static Opening, usize)> {
        crate::opening::of_game(super::positions(self.start, &self.main_line))
    }
}

impl Game {
    /// Walks the main line once: each ply to `each`, with its node's
    /// comment, then the plies and the opening.
    ///
    /// ```
    /// use rankfile::pgn;
    ///
    /// let game = pgn::read_game("1. e4 { [%eval 0.3] } e5 2. Nf3 *", pgn::GameOptions::default()).game;
    /// let mut uci = Vec::new();
    /// let summary = game.summarize(|ply| uci.push(ply.uci()));
    /// assert_eq!(uci, ["e2e4", "e7e5", "g1f3"]);
    /// assert_eq!(summary.plies, 3);
    /// ```
    pub fn summarize(&self, each: impl FnMut(&Ply<'_>)) -> GameSummary {
        let mut next = self.first;
        let nodes = std::iter::from_fn(move || {
            let node = self.nodes.get(next?)?;
            next = node.next;
            Some((node.mv, node.comment.as_str(), ""))
        });
        walk(self.start, nodes, each)
    }
}
