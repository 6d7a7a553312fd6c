//! Writing games in the PGN standard's export format, as python-chess
//! writes it: tags, a blank line, the moves in lines of at most 80
//! characters, comments as `{ text }`, NAGs as `$n`, variations in
//! parentheses, a move number before every White move and `N...` before a
//! Black move that starts the text or follows a comment or a variation,
//! then the result.

use super::game::Game;
use crate::{Color, Position};

struct Exporter {
    lines: Vec<String>,
    current: String,
    /// Characters in `current` (not bytes: names and comments are Unicode).
    width: usize,
    force_number: bool,
}

const COLUMNS: usize = 80;

impl Exporter {
    fn token(&mut self, token: &str) {
        let len = token.chars().count();
        if COLUMNS.saturating_sub(self.width) < len {
            self.flush();
        }
        self.current.push_str(token);
        self.width += len;
    }

    fn flush(&mut self) {
        if !self.current.is_empty() {
            self.lines.push(self.current.trim_end().to_string());
        }
        self.current.clear();
        self.width = 0;
    }

    fn line(&mut self, line: &str) {
        self.flush();
        self.lines.push(line.trim_end().to_string());
    }

    fn comment(&mut self, comment: &str) {
        // A `}` would end the comment early: it goes. A comment that is
        // nothing but `}` and spaces goes altogether.
        let cleaned = comment.replace('}', "");
        if cleaned.trim().is_empty() {
            return;
        }
        self.token(&format!("{{ {} }} ", cleaned.trim()));
        self.force_number = true;
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
            if !node.starting_comment.is_empty() {
                self.comment(&node.starting_comment);
            }
            let number = before.fullmove_number();
            if before.turn() == Color::White {
                self.token(&format!("{number}. "));
            } else if self.force_number {
                self.token(&format!("{number}... "));
            }
            self.token(&format!("{} ", node.san(&before)));
            self.force_number = false;
            let mut nags = node.nags.clone();
            nags.sort_unstable();
            for nag in nags {
                self.token(&format!("${nag} "));
            }
            if !node.comment.is_empty() {
                self.comment(&node.comment);
            }
            for &alternative in siblings {
                self.token("( ");
                self.force_number = true;
                self.line_of_moves(game, alternative, before, &[]);
                self.token(") ");
                self.force_number = true;
            }
            let Some(next) = node.next else {
                return;
            };
            node.play(&mut before);
            index = next;
            siblings = &node.variations;
        }
    }
}

/// The Seven Tag Roster, in its order and with the standard's defaults
/// for what is missing.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The tags to write: the Seven Tag Roster first (a missing Result taken
/// from the moves' result), then the others in their order; of a tag
/// written twice, the last value.
fn tags(game: &Game) -> Vec<(String, String)> {
    let last = |name: &str| {
        game.tags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let mut out: Vec<(String, String)> = ROSTER
        .iter()
        .map(|&(name, default)| {
            let value = last(name).unwrap_or_else(|| match name {
                "Result" => game.result().to_string(),
                _ => default.to_string(),
            });
            (name.to_string(), value)
        })
        .collect();
    for (name, _) in &game.tags {
        if !out.iter().any(|(n, _)| n == name) {
            out.push((name.clone(), last(name).unwrap_or_default()));
        }
    }
    out
}

/// Escapes a tag value: `\` and `"` get a backslash.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The game in export format, without a newline at the end.
///
/// ```
/// use rankfile::pgn;
///
/// let reading = pgn::read_game("[White \"A\"]\n\n1. e4 {good} e5 (1... c5) 2. Nf3 *");
/// assert_eq!(
///     pgn::export(&reading.game),
///     "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 { good } 1... e5 ( 1... c5 ) 2. Nf3 *"
/// );
/// ```
pub fn export(game: &Game) -> String {
    let mut out = Exporter {
        lines: Vec::new(),
        current: String::new(),
        width: 0,
        force_number: true,
    };
    for (name, value) in tags(game) {
        out.line(&format!("[{name} \"{}\"]", escape(&value)));
    }
    out.line("");
    if !game.comment.is_empty() {
        out.comment(&game.comment);
    }
    if let Some(first) = game.first {
        out.line_of_moves(game, first, game.start, &game.first_variations);
    }
    // The termination marker is one of the four results (the standard's
    // 8.2.6); a Result tag holding anything else still gets `*`.
    let result = Some(game.result())
        .filter(|r| matches!(*r, "1-0" | "0-1" | "1/2-1/2" | "*"))
        .unwrap_or("*");
    out.token(&format!("{result} "));
    out.flush();
    out.lines.join("\n").trim_end().to_string()
}
