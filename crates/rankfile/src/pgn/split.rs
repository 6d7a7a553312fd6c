//! Cutting a stream of PGN into games line by line, holding one game at a
//! time: a game ends where a line opens the next game's tags.

/// Collects lines into games.
///
/// A line that starts with `[` begins a new game when the current game has
/// moves (or any text after its tags) and no `{` comment is open. Memory
/// holds the current game only.
///
/// # Examples
///
/// ```
/// use rankfile::pgn::Splitter;
///
/// let mut splitter = Splitter::new();
/// let mut games = Vec::new();
/// for line in "[Event \"a\"]\n\n1. e4 { [not a tag] } 1-0\n[Event \"b\"]\n1. d4 *\n".lines() {
///     games.extend(splitter.push_line(line));
/// }
/// games.extend(splitter.finish());
/// assert_eq!(games.len(), 2);
/// assert!(games[0].contains("[not a tag]"));
/// ```
#[derive(Debug, Default)]
pub struct Splitter {
    game: String,
    /// The game has something after its tags.
    moves: bool,
    /// A `{` comment is open.
    in_comment: bool,
    /// The line number (from 1) where the current game starts.
    first_line: usize,
    lines: usize,
}

/// A game's text and the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameText {
    /// The game, lines joined with `\n`.
    pub text: String,
    /// The line number (from 1) of its first line in the stream.
    pub line: usize,
}

impl core::ops::Deref for GameText {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

impl Splitter {
    /// An empty splitter.
    pub fn new() -> Splitter {
        Splitter::default()
    }

    /// Adds a line (without its line end); returns the previous game when
    /// this line starts the next one.
    pub fn push_line(&mut self, line: &str) -> Option<GameText> {
        self.lines += 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        let trimmed = line.trim_start_matches('\u{feff}');
        let mut done = None;
        if !self.in_comment && trimmed.starts_with('[') && self.moves {
            done = self.take();
        }
        if self.game.is_empty() && trimmed.trim().is_empty() {
            return done;
        }
        if self.game.is_empty() {
            self.first_line = self.lines;
        }
        self.scan(trimmed);
        self.game.push_str(line);
        self.game.push('\n');
        done
    }

    /// The last game, when the stream ends.
    pub fn finish(&mut self) -> Option<GameText> {
        self.take()
    }

    fn take(&mut self) -> Option<GameText> {
        // The next game starts with room for one like this one.
        let capacity = self.game.len();
        let text = core::mem::replace(&mut self.game, String::with_capacity(capacity));
        self.moves = false;
        self.in_comment = false;
        let line = self.first_line;
        (!text.trim().is_empty()).then_some(GameText { text, line })
    }

    /// Follows comments through the line, and notes movetext.
    fn scan(&mut self, line: &str) {
        // Escape lines hold nothing; tag lines hold no comments (a tag
        // value may contain `{`).
        if line.starts_with('%') || (!self.in_comment && line.starts_with('[')) {
            return;
        }
        // Bytes suffice: `{`, `}` and `;` never occur inside a multi-byte
        // character.
        let mut bytes = line.as_bytes();
        loop {
            if self.in_comment {
                match bytes.iter().position(|&b| b == b'}') {
                    Some(p) => {
                        self.in_comment = false;
                        bytes = &bytes[p + 1..];
                    }
                    None => return,
                }
            }
            match bytes.iter().position(|&b| matches!(b, b'{' | b';')) {
                Some(p) => {
                    self.moves = true;
                    if bytes[p] == b';' {
                        return;
                    }
                    self.in_comment = true;
                    bytes = &bytes[p + 1..];
                }
                None => {
                    self.moves |= bytes.iter().any(|b| !b.is_ascii_whitespace());
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str) -> Vec<String> {
        let mut s = Splitter::new();
        let mut out: Vec<String> = text
            .lines()
            .filter_map(|l| s.push_line(l))
            .map(|g| g.text)
            .collect();
        out.extend(s.finish().map(|g| g.text));
        out
    }

    #[test]
    fn games_are_cut_at_the_next_tags() {
        let games =
            split("[A \"1\"]\n[B \"2\"]\n\n1. e4 *\n\n[A \"3\"]\n\n1. d4 {\n[inside]\n} *\n");
        assert_eq!(
            games,
            [
                "[A \"1\"]\n[B \"2\"]\n\n1. e4 *\n\n",
                "[A \"3\"]\n\n1. d4 {\n[inside]\n} *\n"
            ]
        );
        // A game without tags, and one without moves.
        assert_eq!(split("1. e4 *\n[A \"1\"]\n").len(), 2);
        assert_eq!(split("\r\n\u{feff}[A \"1\"]\r\n\r\n1. e4 *\r\n").len(), 1);
    }
}
