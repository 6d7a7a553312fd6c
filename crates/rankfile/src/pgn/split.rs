//! Cutting a stream of PGN into games, holding one game at a time: a game
//! ends where a line opens the next game's tags.
//!
//! The stream is scanned byte by byte in large chunks, never line by line:
//! only `{`, `}`, `;`, `%` and the line ends matter to where a game ends.

/// Collects bytes into games.
///
/// A line that starts with `[` begins a new game when the current game has
/// moves (or any text after its tags) and no `{` comment is open. Memory
/// holds the current game and the unread rest of the last chunk only.
///
/// # Examples
///
/// ```
/// use rankfile::pgn::Splitter;
///
/// let mut splitter = Splitter::new();
/// let mut games = Vec::new();
/// let text = "[Event \"a\"]\n\n1. e4 { [not a tag] } 1-0\n[Event \"b\"]\n1. d4 *\n";
/// // Chunks may end anywhere, even inside a line.
/// for chunk in text.as_bytes().chunks(7) {
///     splitter.push(chunk, |game| games.push(game));
/// }
/// games.extend(splitter.finish());
/// assert_eq!(games.len(), 2);
/// assert!(games[0].contains("[not a tag]"));
/// assert_eq!(games[1].line, 4);
/// ```
#[derive(Debug, Default)]
pub struct Splitter {
    /// The current game's bytes (from `start`) and what follows them.
    buf: Vec<u8>,
    /// Where the current game starts in `buf`.
    start: usize,
    /// How far `buf` is scanned.
    scanned: usize,
    /// Where the scan stands.
    mode: Mode,
    /// The game has something after its tags.
    moves: bool,
    /// The line number (from 1) of `buf[start]`.
    line: usize,
    /// The stream's first bytes are not yet looked at (byte order mark).
    begun: bool,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// At the first byte of a line.
    #[default]
    LineStart,
    /// Inside a line of moves.
    Moves,
    /// Inside a `{ }` comment.
    Comment,
    /// Inside a line whose rest does not matter (tag pair, `%` escape,
    /// `;` comment).
    SkipLine,
}

/// A game's text and the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameText {
    /// The game, lines ended with `\n` (a `\r\n` line end becomes `\n`).
    pub text: String,
    /// The line number (from 1) of its first line in the stream.
    pub line: usize,
    /// The line numbers (in the stream) of lines that were not UTF-8;
    /// their bad bytes are replaced by U+FFFD.
    pub bad_lines: Vec<usize>,
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
        Splitter {
            line: 1,
            ..Splitter::default()
        }
    }

    /// Adds the next bytes of the stream, and hands each game they
    /// complete to `each`, in order.
    pub fn push(&mut self, chunk: &[u8], mut each: impl FnMut(GameText)) {
        // What earlier pushes gave out is dropped once per push, not once
        // per game.
        if self.start > 0 {
            self.buf.drain(..self.start);
            self.scanned -= self.start;
            self.start = 0;
        }
        self.buf.extend_from_slice(chunk);
        if !self.begun && self.buf.len() >= 3 {
            self.begun = true;
            if self.buf.starts_with(b"\xEF\xBB\xBF") {
                self.buf.drain(..3);
            }
        }
        while let Some(end) = self.scan() {
            if let Some(game) = self.take(end) {
                each(game);
            }
        }
    }

    /// Adds one line (without its line end); returns the previous game when
    /// this line starts the next one.
    pub fn push_line(&mut self, line: &str) -> Option<GameText> {
        let mut done = None;
        self.push(line.as_bytes(), |g| done = Some(g));
        self.push(b"\n", |g| done = Some(g));
        done
    }

    /// The last game, when the stream ends.
    pub fn finish(&mut self) -> Option<GameText> {
        self.begun = true;
        let end = self.buf.len();
        let game = self.take(end);
        *self = Splitter::new();
        game
    }

    /// Scans on from `scanned`; returns where the current game ends when
    /// the next one starts in the bytes at hand.
    fn scan(&mut self) -> Option<usize> {
        let buf = &self.buf;
        let mut i = self.scanned;
        let found = loop {
            let Some(&b) = buf.get(i) else { break None };
            match self.mode {
                Mode::LineStart => match b {
                    b'[' | 0xEF if opens_tags(&buf[i..]) => {
                        self.mode = Mode::SkipLine;
                        if self.moves {
                            break Some(i);
                        }
                    }
                    b'%' => self.mode = Mode::SkipLine,
                    b'\n' => {}
                    _ => {
                        self.mode = Mode::Moves;
                        continue;
                    }
                },
                Mode::Moves => {
                    // Anything but white space after the tags is movetext.
                    let rest = &buf[i..];
                    let p = rest.iter().position(|&c| {
                        matches!(c, b'\n' | b'{' | b';')
                            || (!self.moves && !c.is_ascii_whitespace())
                    });
                    let Some(p) = p else {
                        i = buf.len();
                        break None;
                    };
                    i += p;
                    match buf[i] {
                        b'\n' => self.mode = Mode::LineStart,
                        b'{' => {
                            self.moves = true;
                            self.mode = Mode::Comment;
                        }
                        b';' => {
                            self.moves = true;
                            self.mode = Mode::SkipLine;
                        }
                        _ => {
                            self.moves = true;
                            continue;
                        }
                    }
                }
                Mode::Comment | Mode::SkipLine => {
                    let close = if self.mode == Mode::Comment {
                        b'}'
                    } else {
                        b'\n'
                    };
                    match buf[i..].iter().position(|&c| c == close) {
                        Some(p) => {
                            i += p;
                            self.mode = if close == b'\n' {
                                Mode::LineStart
                            } else {
                                Mode::Moves
                            };
                        }
                        None => {
                            i = buf.len();
                            break None;
                        }
                    }
                }
            }
            i += 1;
        };
        self.scanned = match found {
            // The tag line is scanned again as the next game's first.
            Some(end) => end + 1,
            None => i,
        };
        found
    }

    /// Gives out `buf[start..end]` as a game (`None` when it is only white
    /// space), and starts the next game at `end`.
    fn take(&mut self, end: usize) -> Option<GameText> {
        let bytes = &self.buf[self.start..end];
        let lines = count_lines(bytes);
        // The game starts at the line of its first visible byte.
        let first_line = bytes
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .map(|p| {
                bytes[..p]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |n| n + 1)
            });
        let game = first_line.map(|from| {
            let bytes = &bytes[from..];
            let line = self.line + count_lines(&self.buf[self.start..self.start + from]);
            let (text, bad_lines) = decode(bytes, line);
            GameText {
                text,
                line,
                bad_lines,
            }
        });
        self.line += lines;
        self.start = end;
        self.moves = false;
        game
    }
}

/// Whether a line starting with these bytes opens a game's tags (a byte
/// order mark may come first, where files were joined).
fn opens_tags(line: &[u8]) -> bool {
    line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line).first() == Some(&b'[')
}

fn count_lines(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b == b'\n').count()
}

/// The text of a game's bytes, line ends made `\n`, bytes that are not
/// UTF-8 replaced; with the line numbers of the lines that had such bytes.
fn decode(bytes: &[u8], first_line: usize) -> (String, Vec<usize>) {
    let text = match core::str::from_utf8(bytes) {
        Ok(s) => return (crlf_to_lf(s), Vec::new()),
        Err(_) => String::from_utf8_lossy(bytes),
    };
    let bad_lines = bytes
        .split(|&b| b == b'\n')
        .enumerate()
        .filter(|(_, l)| core::str::from_utf8(l).is_err())
        .map(|(n, _)| first_line + n)
        .collect();
    (crlf_to_lf(&text), bad_lines)
}

fn crlf_to_lf(text: &str) -> String {
    if text.contains('\r') {
        text.replace("\r\n", "\n")
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str, chunk: usize) -> Vec<(String, usize)> {
        let mut s = Splitter::new();
        let mut out = Vec::new();
        for c in text.as_bytes().chunks(chunk) {
            s.push(c, |g| out.push((g.text, g.line)));
        }
        out.extend(s.finish().map(|g| (g.text, g.line)));
        out
    }

    #[test]
    fn games_are_cut_at_the_next_tags() {
        let text = "[A \"1\"]\n[B \"{2\"]\n\n1. e4 *\n\n[A \"3\"]\n\n1. d4 {\n[inside]\n} *\n";
        for chunk in [1, 2, 3, 5, 64, 4096] {
            assert_eq!(
                split(text, chunk),
                [
                    ("[A \"1\"]\n[B \"{2\"]\n\n1. e4 *\n\n".to_string(), 1),
                    ("[A \"3\"]\n\n1. d4 {\n[inside]\n} *\n".to_string(), 6)
                ],
                "chunks of {chunk}"
            );
        }
        // A game without tags, and one without moves.
        assert_eq!(split("1. e4 *\n[A \"1\"]\n", 4).len(), 2);
        // Line ends, a byte order mark, blank lines before the game.
        assert_eq!(
            split("\r\n\u{feff}[A \"1\"]\r\n\r\n1. e4 *\r\n", 3),
            [("\u{feff}[A \"1\"]\n\n1. e4 *\n".to_string(), 2)]
        );
        assert_eq!(
            split("1. e4 *\n\u{feff}[A \"1\"]\n[B \"2\"]\n1. d4\n", 4).len(),
            2
        );
        assert_eq!(
            split("\u{feff}\n\n[A \"1\"]\n1. e4 *\n", 2),
            [("[A \"1\"]\n1. e4 *\n".to_string(), 3)]
        );
        // A `;` comment hides a `{`; a `%` line hides everything.
        assert_eq!(split("1. e4 ; {\n[A \"1\"]\n1. d4\n", 5).len(), 2);
        assert_eq!(split("% {\n1. e4\n[A \"1\"]\n1. d4\n", 5).len(), 2);
        // Only white space: no game.
        assert!(split(" \n\n \n", 2).is_empty());
    }

    #[test]
    fn lines_that_are_not_utf8_are_named() {
        let mut s = Splitter::new();
        s.push(b"[A \"1\"]\n1. e4 {caf\xE9}\n*\n", |_| {});
        let game = s.finish();
        assert_eq!(game.map(|g| (g.line, g.bad_lines)), Some((1, vec![2])));
    }
}
