//! The one PGN writer: tags, comments, moves, NAGs, variations and the
//! result handed to it one by one (by a game's traversal, or by a
//! python-chess visitor), written in the standard's export format with
//! lines of at most so many characters.

use super::super::lexer::PGN_SPACE;
use crate::{Color, Move, Position};

/// Which tags a game is written with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tags {
    /// The Seven Tag Roster first, with the standard's defaults for what
    /// is missing, then the others in their order (`pgn fmt`).
    Roster,
    /// The tags the game has, the Seven Tag Roster's first, no default
    /// added (python-chess's `Headers`).
    AsGiven,
    /// None: the moves only.
    Omitted,
}

/// How a game is written.
///
/// ```
/// use rankfile::pgn::{self, Tags, WriteOptions};
///
/// let game = pgn::read_game("1. e4 $1 { best } e5 (1... c5) *", pgn::GameOptions::default()).game;
/// let options = WriteOptions { tags: Tags::Omitted, comments: false, variations: false, ..WriteOptions::default() };
/// assert_eq!(pgn::write(&game, &options), "1. e4 e5 *");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteOptions {
    /// The longest line of moves, in characters; `None`: the moves on
    /// one line. Default 80, as the standard asks.
    pub columns: Option<usize>,
    /// Which tags.
    pub tags: Tags,
    /// Comments and NAGs.
    pub comments: bool,
    /// Variations (with what is written in them).
    pub variations: bool,
}

impl Default for WriteOptions {
    fn default() -> WriteOptions {
        WriteOptions {
            columns: Some(80),
            tags: Tags::Roster,
            comments: true,
            variations: true,
        }
    }
}

impl WriteOptions {
    /// As python-chess's `str(game)` writes: the tags as given, the
    /// moves on one line.
    pub fn python_chess() -> WriteOptions {
        WriteOptions {
            columns: None,
            tags: Tags::AsGiven,
            ..WriteOptions::default()
        }
    }
}

/// A game being written, event by event.
///
/// ```
/// use rankfile::Position;
/// use rankfile::pgn::{WriteOptions, Writer};
///
/// let start = Position::new();
/// let mut writer = Writer::new(WriteOptions::default());
/// writer.tag("White", "Ana");
/// writer.end_tags();
/// writer.comment("a try");
/// writer.move_from(&start, start.parse_san("e4").ok());
/// writer.nag(1);
/// writer.result("*");
/// assert_eq!(writer.finish(), "[White \"Ana\"]\n\n{ a try } 1. e4 $1 *");
/// ```
pub struct Writer {
    options: WriteOptions,
    lines: Vec<String>,
    current: String,
    /// Characters in `current` (not bytes: names and comments are Unicode).
    width: usize,
    pub(super) force_number: bool,
    /// An unplayed rest ran to the game's end: nothing more is written.
    pub(super) ended: bool,
    /// How many variations are open, written or not.
    depth: usize,
    /// A tag was written: the blank line after the tags is due.
    tagged: bool,
}

impl Writer {
    /// A writer with `options`, nothing written yet.
    pub fn new(options: WriteOptions) -> Writer {
        Writer {
            options,
            lines: Vec::new(),
            current: String::new(),
            width: 0,
            force_number: true,
            ended: false,
            depth: 0,
            tagged: false,
        }
    }

    /// The options it writes with.
    pub fn options(&self) -> &WriteOptions {
        &self.options
    }

    /// Whether what is inside the open variations is written.
    fn shown(&self) -> bool {
        self.options.variations || self.depth == 0
    }

    /// A tag pair, its value escaped (`\` and `"` get a backslash).
    pub fn tag(&mut self, name: &str, value: &str) {
        if self.options.tags == Tags::Omitted {
            return;
        }
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        self.line(&format!("[{name} \"{value}\"]"));
        self.tagged = true;
    }

    /// The tags end: a blank line, when there were tags.
    pub fn end_tags(&mut self) {
        if self.tagged {
            self.line("");
        }
    }

    /// A comment, `{ text }`; one that holds `}` is written as a `;`
    /// comment, to its line's end, which keeps it whole.
    pub fn comment(&mut self, comment: &str) {
        if !self.options.comments || !self.shown() {
            return;
        }
        let comment = comment.trim();
        if comment.is_empty() {
            return;
        }
        if comment.contains('}') {
            // A `}` would end a `{ }` comment early: a `;` comment holds
            // it, to the line's end (its line breaks become spaces).
            let one_line = comment.replace(['\n', '\r'], " ");
            self.token(&format!("; {one_line}"));
            self.flush();
        } else if comment.contains("\n[") {
            // A line of a comment that starts with `[` after a blank one
            // would be the next game's tags to a reader that looks for a
            // comment never closed: it is kept off column 1.
            let kept_off = comment.replace("\n[", "\n [");
            self.token(&format!("{{ {kept_off} }} "));
        } else {
            self.token(&format!("{{ {comment} }} "));
        }
        self.force_number = true;
    }

    /// Move `mv` (`None`: a null move, `--`) played from `before`, with
    /// its number where one is due.
    pub fn move_from(&mut self, before: &Position, mv: Option<Move>) {
        if !self.shown() {
            return;
        }
        self.number(before);
        let san = mv.map_or_else(|| "--".to_string(), |m| before.san(&m));
        self.token(&format!("{san} "));
        self.force_number = false;
    }

    /// A NAG, `$n`.
    pub fn nag(&mut self, nag: u8) {
        if self.options.comments && self.shown() {
            self.token(&format!("${nag} "));
        }
    }

    /// A variation begins: whether its moves are written.
    pub fn begin_variation(&mut self) -> bool {
        self.depth += 1;
        if self.options.variations {
            self.token("( ");
            self.force_number = true;
        }
        self.options.variations
    }

    /// The variation begun last ends.
    pub fn end_variation(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        if self.options.variations {
            self.token(") ");
            self.force_number = true;
        }
    }

    /// The result, the game's last token.
    pub fn result(&mut self, result: &str) {
        self.token(&format!("{result} "));
    }

    /// The text written, without a newline at its end.
    pub fn finish(mut self) -> String {
        self.flush();
        self.lines
            .join("\n")
            .trim_end_matches(PGN_SPACE)
            .to_string()
    }

    /// The move number before a move from `before`: always before White's
    /// move, before Black's where the line of moves was broken.
    pub(super) fn number(&mut self, before: &Position) {
        let number = before.fullmove_number();
        if before.turn() == Color::White {
            self.token(&format!("{number}. "));
        } else if self.force_number {
            self.token(&format!("{number}... "));
        }
    }

    pub(super) fn token(&mut self, token: &str) {
        if self.ended {
            return;
        }
        let len = token.chars().count();
        // A token that starts with `[` stays on the line it follows: at a
        // line's start it would open the next game's tags.
        let full = (self.options.columns).is_some_and(|c| c.saturating_sub(self.width) < len);
        if full && !token.starts_with('[') {
            self.flush();
        }
        // A `%` that starts a line makes it an escape line, skipped by
        // readers: a token of a rest as written that starts with one is
        // kept off the line's start.
        if self.current.is_empty() && token.starts_with('%') {
            self.current.push(' ');
        }
        self.current.push_str(token);
        self.width += len;
    }

    /// Text as written: its first line goes on with the current one, each
    /// other line starts a line (a `;` comment or a `%` line ends with its
    /// line), trimmed of PGN's white space. A line that starts with `%` or
    /// `[` only once trimmed is kept off column 1, where it would become an
    /// escape line or the next game's tags.
    pub(super) fn verbatim(&mut self, text: &str) {
        for (i, line) in text.lines().enumerate() {
            let trimmed = line.trim_matches(PGN_SPACE);
            match i {
                0 => self.token(&format!("{trimmed} ")),
                _ if trimmed.starts_with(['%', '[']) && !line.starts_with(['%', '[']) => {
                    self.own_line(&format!(" {trimmed}"));
                }
                _ => self.own_line(trimmed),
            }
        }
    }

    /// A line of a rest as written that was a line of its own: a `%`
    /// escape line stays one.
    fn own_line(&mut self, line: &str) {
        self.flush();
        if !self.ended {
            self.current.push_str(line);
            self.current.push(' ');
            self.width = line.chars().count() + 1;
        }
    }

    pub(super) fn flush(&mut self) {
        if !self.current.is_empty() {
            self.lines
                .push(self.current.trim_end_matches(PGN_SPACE).to_string());
        }
        self.current.clear();
        self.width = 0;
    }

    /// A line of its own.
    pub(super) fn line(&mut self, line: &str) {
        self.flush();
        self.lines
            .push(line.trim_end_matches(PGN_SPACE).to_string());
    }
}
