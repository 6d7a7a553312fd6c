//! Writing games in the PGN standard's export format, as python-chess
//! writes it: tags, a blank line, the moves in lines of at most 80
//! characters, comments as `{ text }`, NAGs as `$n`, variations in
//! parentheses, a move number before every White move and `N...` before a
//! Black move that starts the text or follows a comment or a variation,
//! then the result.
//!
//! A line that broke at a move that cannot be played is written as far as
//! it was played, then its rest exactly as it was written, from the
//! refused move on: the game written means what the game read meant, and
//! reading it again finds the same move refused.

use std::collections::HashMap;

use super::game::{Game, Unplayed};
use crate::Position;

mod sink;

pub use sink::{Tags, WriteOptions, Writer};

/// A game's traversal, handing its parts to the [`Writer`] in PGN order,
/// with the rests of broken lines where they stood.
struct Exporter {
    /// The game's unplayed rests by where they stand, `(after,
    /// instead_of)`, as indices into `Game::unplayed`: found once, not
    /// searched for at every move.
    rests: HashMap<(Option<usize>, Option<usize>), Vec<usize>>,
    /// The nodes a rest that runs to the game's end follows or replaces.
    to_end: Vec<usize>,
    out: Writer,
}

impl Exporter {
    /// The rest of the line that broke after node `after` (or, with
    /// `after` `None`, the main line that broke at its first move), if it
    /// broke; `before` is the position the refused move was to be played
    /// from.
    fn unplayed(&mut self, game: &Game, after: Option<usize>, before: &Position) {
        self.unplayed_where(game, after, before, |_| true);
    }

    /// [`unplayed`](Self::unplayed), of the rests `which` picks.
    fn unplayed_where(
        &mut self,
        game: &Game,
        after: Option<usize>,
        before: &Position,
        which: impl Fn(&Unplayed) -> bool,
    ) {
        let found = self.rests.get(&(after, None)).cloned().unwrap_or_default();
        for rest in found.iter().filter_map(|&i| game.unplayed.get(i)) {
            if which(rest) {
                self.rest(rest, before);
            }
        }
    }

    /// The alternatives to a move, each in parentheses, from `before`.
    ///
    /// An alternative whose line ends in a rest that runs to the game's
    /// end is followed by nothing, not even its `)`: the alternatives read
    /// after it (written inside it, as alternatives to its first move) go
    /// there, before its rest, where they stood in the text.
    fn alternatives(&mut self, game: &Game, index: usize, siblings: &[usize], before: Position) {
        if !self.out.options().variations {
            return;
        }
        for (i, &alternative) in siblings.iter().enumerate() {
            let later = &siblings[i + 1..];
            let last = !later.is_empty() && runs_to_end(game, alternative, &self.to_end);
            // The broken alternatives that stood before this one (all that
            // are left, before one that nothing may follow).
            self.unplayed_alternatives(game, index, &before, |rest| {
                !rest.to_end && (rest.among == i || (last && rest.among > i))
            });
            self.out.begin_variation();
            if last {
                self.line_of_moves(game, alternative, before, later);
                return;
            }
            self.line_of_moves(game, alternative, before, &[]);
            self.out.end_variation();
        }
        let played = siblings.len();
        self.unplayed_alternatives(game, index, &before, |rest| {
            !rest.to_end && rest.among >= played
        });
    }

    /// The broken lines that are alternatives to node `index` and that
    /// `which` picks, each in parentheses.
    fn unplayed_alternatives(
        &mut self,
        game: &Game,
        index: usize,
        before: &Position,
        which: impl Fn(&Unplayed) -> bool,
    ) {
        if !self.out.options().variations {
            return;
        }
        let found = self
            .rests
            .get(&(None, Some(index)))
            .cloned()
            .unwrap_or_default();
        for rest in found.iter().filter_map(|&i| game.unplayed.get(i)) {
            if which(rest) {
                self.out.begin_variation();
                self.rest(rest, before);
                self.out.end_variation();
            }
        }
    }

    /// A broken line's rest, as written, after the number its first move
    /// calls for.
    fn rest(&mut self, rest: &Unplayed, before: &Position) {
        self.out.comment(&rest.comment);
        if rest.refused {
            self.out.number(before);
        }
        self.out.verbatim(&rest.text);
        // A `;` comment, a broken tag pair or a `%` escape line reads to
        // its line's end: what follows goes on the next line.
        let lines = rest.text.lines().count();
        if rest
            .text
            .lines()
            .last()
            .is_some_and(|l| l.contains([';', '[']) || (lines > 1 && l.starts_with('%')))
        {
            self.out.flush();
        }
        self.out.force_number = true;
        self.out.ended |= rest.to_end;
    }

    fn line_of_moves<'g>(
        &mut self,
        game: &'g Game,
        mut index: usize,
        mut before: Position,
        mut siblings: &'g [usize],
    ) {
        loop {
            let Some(node) = game.nodes.get(index) else {
                return;
            };
            self.out.comment(&node.starting_comment);
            self.out.move_from(&before, node.mv);
            let mut nags = node.nags.clone();
            nags.sort_unstable();
            for nag in nags {
                self.out.nag(nag);
            }
            self.out.comment(&node.comment);
            // The alternatives in the order written, broken ones among
            // them; a broken one that ran to the game's end last.
            self.alternatives(game, index, siblings, before);
            let Some(next) = node.next else {
                // The line's end: what was kept after its last move goes
                // before an alternative that runs to the game's end.
                let mut after = before;
                node.play(&mut after);
                self.unplayed_where(game, Some(index), &after, |rest| !rest.to_end);
                self.unplayed_alternatives(game, index, &before, |rest| rest.to_end);
                self.unplayed_where(game, Some(index), &after, |rest| rest.to_end);
                return;
            };
            self.unplayed_alternatives(game, index, &before, |rest| rest.to_end);
            node.play(&mut before);
            index = next;
            siblings = &node.variations;
        }
    }
}

/// Whether the line from node `first` (its variations included) ends in
/// a rest that runs to the game's end.
fn runs_to_end(game: &Game, first: usize, to_end: &[usize]) -> bool {
    if to_end.is_empty() {
        return false;
    }
    let mut stack = vec![first];
    while let Some(i) = stack.pop() {
        if to_end.contains(&i) {
            return true;
        }
        if let Some(node) = game.nodes.get(i) {
            stack.extend(node.next);
            stack.extend(&node.variations);
        }
    }
    false
}

/// The Seven Tag Roster, in its order and with the standard's defaults
/// for what is missing.
pub const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The tags to write: the Seven Tag Roster first (a missing Result taken
/// from the moves' result; with [`Tags::Roster`], the standard's default
/// for any other missing), then the others in their order; of a tag
/// written twice, the last value.
fn tags(game: &Game, style: Tags) -> Vec<(String, String)> {
    let last = |name: &str| {
        game.tags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let mut out: Vec<(String, String)> = match style {
        Tags::Omitted => return Vec::new(),
        Tags::Roster => (ROSTER.iter())
            .map(|&(name, default)| {
                let value = last(name).unwrap_or_else(|| match name {
                    "Result" => game.result().to_string(),
                    _ => default.to_string(),
                });
                (name.to_string(), value)
            })
            .collect(),
        Tags::AsGiven => (ROSTER.iter())
            .filter_map(|&(name, _)| last(name).map(|v| (name.to_string(), v)))
            .collect(),
    };
    for (name, _) in &game.tags {
        if !out.iter().any(|(n, _)| n == name) {
            out.push((name.clone(), last(name).unwrap_or_default()));
        }
    }
    out
}

/// The game in export format, without a newline at the end: as
/// [`write()`] with the default options.
///
/// ```
/// use rankfile::pgn;
///
/// let reading = pgn::read_game("[White \"A\"]\n\n1. e4 {good} e5 (1... c5) 2. Nf3 *", pgn::GameOptions::default());
/// assert_eq!(
///     pgn::export(&reading.game),
///     "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 { good } 1... e5 ( 1... c5 ) 2. Nf3 *"
/// );
/// ```
pub fn export(game: &Game) -> String {
    write(game, &WriteOptions::default())
}

/// The game written with `options`, without a newline at the end: every
/// PGN text rankfile writes (`pgn fmt`, the web's answers, Python's
/// `str(game)`) is written here.
pub fn write(game: &Game, options: &WriteOptions) -> String {
    let mut out = Exporter::new(game, options);
    // `%` escape lines are the file's, for other programs: kept, at the
    // game's head, where a line of their own is theirs.
    for line in &game.escapes {
        out.out.line(line);
    }
    for (name, value) in tags(game, options.tags) {
        out.out.tag(&name, &value);
    }
    out.out.end_tags();
    out.out.comment(&game.comment);
    // The main line's first move could not be played, or variations
    // written before it replace nothing: their text as written.
    out.unplayed(game, None, &game.start);
    if let Some(first) = game.first {
        out.line_of_moves(game, first, game.start, &game.first_variations);
    }
    // The termination marker is one of the four results (the standard's
    // 8.2.6); a Result tag holding anything else still gets `*`.
    let result = Some(game.result())
        .filter(|r| matches!(*r, "1-0" | "0-1" | "1/2-1/2" | "*"))
        .unwrap_or("*");
    out.out.result(result);
    // Text after the result stays after it, on lines of its own, as
    // written: reading it again finds it there again.
    if let Some(after) = &game.after_result {
        out.out.verbatim(after);
    }
    out.out.finish()
}

/// The moves from node `i` on, as python-chess writes a node: its move,
/// then the main line after it with the variations of each later move;
/// no tags and no result.
pub fn write_from(game: &Game, i: usize, options: &WriteOptions) -> String {
    let mut out = Exporter::new(game, options);
    if game.is_attached(i) {
        out.line_of_moves(game, i, game.position_before(i), &[]);
    }
    out.out.finish()
}

impl Exporter {
    fn new(game: &Game, options: &WriteOptions) -> Exporter {
        let mut rests: HashMap<_, Vec<usize>> = HashMap::new();
        for (i, rest) in game.unplayed.iter().enumerate() {
            rests
                .entry((rest.after, rest.instead_of))
                .or_default()
                .push(i);
        }
        let to_end = game
            .unplayed
            .iter()
            .filter(|u| u.to_end)
            .filter_map(|u| u.after.or(u.instead_of))
            .collect();
        Exporter {
            rests,
            to_end,
            out: Writer::new(options.clone()),
        }
    }
}

/// Moves in SAN from `start`, with their numbers as PGN writes them:
/// `1. e4 e5 2. Nf3`, or `4... Qh4#` when Black moves first.
///
/// ```
/// use rankfile::{Position, pgn};
///
/// let start = Position::new();
/// assert_eq!(pgn::numbered(&start, &["e4", "e5", "Nf3"]), "1. e4 e5 2. Nf3");
/// let black: Position = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2".parse().unwrap();
/// assert_eq!(pgn::numbered(&black, &["Qh4#"]), "2... Qh4#");
/// ```
pub fn numbered(start: &Position, san: &[impl AsRef<str>]) -> String {
    let mut out = String::new();
    let mut number = start.fullmove_number();
    let mut white = start.turn() == crate::Color::White;
    for (i, s) in san.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if white {
            out += &format!("{number}. ");
        } else if i == 0 {
            out += &format!("{number}... ");
        }
        out += s.as_ref();
        if !white {
            number += 1;
        }
        white = !white;
    }
    out
}
