//! Cutting a stream of PGN into games, holding one game at a time: a game
//! ends where a line opens the next game's tags.
//!
//! The stream is scanned byte by byte in large chunks, never line by line:
//! only `{`, `}`, `;`, `%` and the line ends matter to where a game ends.
//! The games a chunk holds whole are read where they lie; only a game cut
//! by the chunk's end is copied aside.

/// Collects bytes into games.
///
/// A line that starts with `[` begins a new game when the current game has
/// moves (or any text after its tags) and no `{` comment is open. Memory
/// holds the start of a game cut by a chunk's end only.
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
    /// The start of a game that the chunks so far did not end.
    buf: Vec<u8>,
    /// Where the scan stands.
    state: State,
    /// The line number (from 1) of `buf`'s first byte.
    line: usize,
    /// The stream's first bytes are looked at (byte order mark).
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
        if !self.begun {
            // The stream's first bytes go through the buffer, where a byte
            // order mark split over chunks can be seen whole.
            self.buf.extend_from_slice(chunk);
            if self.buf.len() < 3 {
                return;
            }
            self.begun = true;
            if self.buf.starts_with(b"\xEF\xBB\xBF") {
                self.buf.drain(..3);
            }
            let mut from = 0;
            let mut at = 0;
            while let Some(end) = scan(&mut self.state, &self.buf, at) {
                if let Some(game) = self.take(from, end, None) {
                    each(game);
                }
                (from, at) = (end, end + 1);
            }
            self.buf.drain(..from);
            return;
        }
        // `buf` holds the start of a game that earlier chunks did not end,
        // already scanned: look for its end in the chunk alone.
        let mut from = 0;
        let mut at = 0;
        if !self.buf.is_empty() {
            let Some(end) = scan(&mut self.state, chunk, 0) else {
                self.buf.extend_from_slice(chunk);
                return;
            };
            self.buf.extend_from_slice(&chunk[..end]);
            let len = self.buf.len();
            if let Some(game) = self.take(0, len, None) {
                each(game);
            }
            self.buf.clear();
            (from, at) = (end, end + 1);
        }
        // The games the chunk holds whole are read where they lie.
        while let Some(end) = scan(&mut self.state, chunk, at) {
            if let Some(game) = self.take(from, end, Some(chunk)) {
                each(game);
            }
            (from, at) = (end, end + 1);
        }
        self.buf.extend_from_slice(&chunk[from..]);
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
        let end = self.buf.len();
        let game = self.take(0, end, None);
        *self = Splitter::new();
        game
    }

    /// Gives out `bytes[from..end]` (`bytes` is the buffer when `None`) as
    /// a game (`None` when it is only white space), and starts the next
    /// game.
    fn take(&mut self, from: usize, end: usize, bytes: Option<&[u8]>) -> Option<GameText> {
        let bytes = &bytes.unwrap_or(&self.buf)[from..end];
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
        let game = first_line.map(|skip| {
            let line = self.line + count_lines(&bytes[..skip]);
            let (text, bad_lines) = decode(&bytes[skip..], line);
            GameText {
                text,
                line,
                bad_lines,
            }
        });
        self.line += count_lines(bytes);
        self.state.moves = false;
        game
    }
}

/// Where the scan stands between bytes.
#[derive(Debug, Default, Clone, Copy)]
struct State {
    mode: Mode,
    /// The game has something after its tags.
    moves: bool,
}

/// Scans `bytes` from `at` on; returns where the current game ends when
/// the next one starts in them (the scan then stands on that tag line).
fn scan(state: &mut State, bytes: &[u8], at: usize) -> Option<usize> {
    let mut i = at;
    loop {
        let &b = bytes.get(i)?;
        match state.mode {
            Mode::LineStart => match b {
                b'[' | 0xEF if opens_tags(&bytes[i..]) => {
                    state.mode = Mode::SkipLine;
                    if state.moves {
                        return Some(i);
                    }
                }
                b'%' => state.mode = Mode::SkipLine,
                b'\n' => {}
                _ => {
                    state.mode = Mode::Moves;
                    continue;
                }
            },
            Mode::Moves => {
                // Anything but white space after the tags is movetext; once
                // some is seen, only line ends and comments matter, and
                // memchr finds them many bytes at a time.
                let p = if state.moves {
                    memchr::memchr3(b'\n', b'{', b';', &bytes[i..])
                } else {
                    bytes[i..]
                        .iter()
                        .position(|&c| matches!(c, b'\n' | b'{' | b';') || !c.is_ascii_whitespace())
                }?;
                i += p;
                match bytes[i] {
                    b'\n' => state.mode = Mode::LineStart,
                    b'{' => {
                        state.moves = true;
                        state.mode = Mode::Comment;
                    }
                    b';' => {
                        state.moves = true;
                        state.mode = Mode::SkipLine;
                    }
                    _ => {
                        state.moves = true;
                        continue;
                    }
                }
            }
            Mode::Comment => {
                i += memchr::memchr(b'}', &bytes[i..])?;
                state.mode = Mode::Moves;
            }
            Mode::SkipLine => {
                i += memchr::memchr(b'\n', &bytes[i..])?;
                state.mode = Mode::LineStart;
            }
        }
        i += 1;
    }
}

/// Whether a line starting with these bytes opens a game's tags (a byte
/// order mark may come first, where files were joined).
fn opens_tags(line: &[u8]) -> bool {
    line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line).first() == Some(&b'[')
}

/// The line ends in `bytes`, counted 255 bytes at a time into a byte-wide
/// sum, which the compiler turns into vector instructions.
fn count_lines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|chunk| {
            chunk
                .iter()
                .fold(0u8, |n, &b| n.wrapping_add(u8::from(b == b'\n'))) as usize
        })
        .sum()
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

/// `text` with each `\r\n` made `\n`, copied once into a string of the
/// right size (a `\r` alone stays).
fn crlf_to_lf(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for cr in memchr::memchr_iter(b'\r', text.as_bytes()) {
        if text.as_bytes().get(cr + 1) == Some(&b'\n') {
            // `\r` is one byte, so `cr` is a character boundary.
            out.push_str(&text[from..cr]);
            from = cr + 1;
        }
    }
    out.push_str(&text[from..]);
    out
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
    fn only_crlf_pairs_become_lf() {
        assert_eq!(crlf_to_lf("a\r\nb\rc\r\n\r\r\nd"), "a\nb\rc\n\r\nd");
        assert_eq!(crlf_to_lf("é\r\n"), "é\n");
        assert_eq!(crlf_to_lf("\r"), "\r");
        assert_eq!(crlf_to_lf(""), "");
    }

    #[test]
    fn lines_that_are_not_utf8_are_named() {
        let mut s = Splitter::new();
        s.push(b"[A \"1\"]\n1. e4 {caf\xE9}\n*\n", |_| {});
        let game = s.finish();
        assert_eq!(game.map(|g| (g.line, g.bad_lines)), Some((1, vec![2])));
    }
}
