//! The cutter: a stream of PGN cut into games, a game ending where a line
//! opens the next game's tags (or, inside a `{` never closed, where a line
//! after a blank line opens a tag pair).
//!
//! The stream is scanned byte by byte in large chunks, never line by line:
//! only `{`, `}`, `;`, `%`, `[` and the line ends matter to where a game
//! ends. [`BlockSplitter`] is the cutter; [`Splitter`] feeds it chunks as
//! they come and hands out each game, and [`split_games`](super::split_games)
//! cuts a whole text in place.

use std::borrow::Cow;

use super::decode::{Encoding, decode, lone_cr_to_lf};
use super::scan::{State, count_lines, scan, scan_games};

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
    /// The cutter: the same one that cuts blocks for threads, fed the
    /// chunks as they come.
    blocks: BlockSplitter,
}

/// A game's text and the line it starts on.
///
/// The text is borrowed from the stream's bytes where they are already
/// valid UTF-8 with `\n` line ends, and copied otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameText<'a> {
    /// The game, lines ended with `\n` (a `\r\n` line end becomes `\n`).
    pub text: Cow<'a, str>,
    /// The line number (from 1) of its first line in the stream.
    pub line: usize,
    /// The byte offset of its first line in the stream (a byte order
    /// mark counted), where a reader can seek to it.
    pub offset: u64,
    /// The line numbers (in the stream) of lines that were not UTF-8,
    /// read in [`encoding`](Self::encoding).
    pub bad_lines: Vec<usize>,
    /// The code page the lines that are not UTF-8 are read in.
    pub encoding: Encoding,
    /// The game's bytes as the stream holds them, when `text` differs
    /// from them (`\r\n` line ends, bytes that are not UTF-8); `None`
    /// when `text` is those bytes. See [`bytes`](Self::bytes).
    pub raw: Option<Cow<'a, [u8]>>,
}

impl GameText<'_> {
    /// The same game, owning its text.
    pub fn into_owned(self) -> GameText<'static> {
        GameText {
            text: Cow::Owned(self.text.into_owned()),
            line: self.line,
            offset: self.offset,
            bad_lines: self.bad_lines,
            encoding: self.encoding,
            raw: self.raw.map(|raw| Cow::Owned(raw.into_owned())),
        }
    }

    /// The game's bytes exactly as the stream holds them, from its first
    /// line to the next game's (the blank lines after it included), line
    /// ends and bytes that are not UTF-8 as they were: what a filter
    /// writes back.
    ///
    /// ```
    /// use rankfile::pgn::Splitter;
    ///
    /// let mut splitter = Splitter::new();
    /// let mut games = Vec::new();
    /// splitter.push(b"[Event \"\xe9t\xe9\"]\r\n\r\n1. e4 *\r\n", |g| games.push(g));
    /// games.extend(splitter.finish());
    /// assert_eq!(games[0].text, "[Event \"été\"]\n\n1. e4 *\n");
    /// assert_eq!(games[0].bytes(), b"[Event \"\xe9t\xe9\"]\r\n\r\n1. e4 *\r\n");
    /// ```
    pub fn bytes(&self) -> &[u8] {
        self.raw.as_deref().unwrap_or(self.text.as_bytes())
    }
}

impl core::ops::Deref for GameText<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

impl Splitter {
    /// An empty splitter.
    pub fn new() -> Splitter {
        Splitter {
            blocks: BlockSplitter::new(),
        }
    }

    /// Reads the lines that are not UTF-8 in `encoding` from now on
    /// (Windows-1252 until then).
    pub fn set_encoding(&mut self, encoding: Encoding) {
        self.blocks.set_encoding(encoding);
    }

    /// Adds the next bytes of the stream, and hands each game they
    /// complete to `each`, in order.
    pub fn push(&mut self, chunk: &[u8], mut each: impl FnMut(GameText<'static>)) {
        let mut rest = chunk;
        let filled = self.blocks.fill(chunk.len(), |buf| {
            let n = buf.len().min(rest.len());
            buf[..n].copy_from_slice(&rest[..n]);
            rest = &rest[n..];
            Ok::<usize, core::convert::Infallible>(n)
        });
        // Reading from a slice cannot fail.
        let _: Result<usize, core::convert::Infallible> = filled;
        let block = self.blocks.cut();
        block.games().for_each(|g| each(g.into_owned()));
        self.blocks.recycle(block);
    }

    /// Adds one line (without its line end); returns the games it ends:
    /// the previous game when this line starts the next one, and more
    /// when the line holds line ends of its own (a `\r` alone, as old Mac
    /// files end lines).
    pub fn push_line(&mut self, line: &str) -> Vec<GameText<'static>> {
        let mut done = Vec::new();
        self.push(line.as_bytes(), |g| done.push(g));
        self.push(b"\n", |g| done.push(g));
        done
    }

    /// The stream's end: its last games, one most often (none after white
    /// space only; more when the end settles what the cutter waited for,
    /// such as a comment's `}` that never comes). The splitter is then
    /// ready for a new stream.
    pub fn finish(&mut self) -> Vec<GameText<'static>> {
        self.blocks
            .finish()
            .games()
            .map(GameText::into_owned)
            .collect()
    }
}

/// Cuts a stream of PGN into blocks of whole games, copying nothing: for
/// readers that read large blocks in one place and the games in them
/// elsewhere (on other threads, each block where it was read).
///
/// The stream's bytes are read straight into the splitter's buffer by
/// [`fill`](Self::fill); [`cut`](Self::cut) then gives out the games the
/// buffer holds whole, as one [`Block`], and keeps the start of the game
/// that the bytes so far do not end. Games are cut where [`Splitter`]
/// cuts them.
///
/// # Examples
///
/// ```
/// use rankfile::pgn::BlockSplitter;
///
/// let mut stream: &[u8] = b"[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n1. d4 *\n";
/// let mut splitter = BlockSplitter::new();
/// let mut games = Vec::new();
/// // Reads of 16 bytes at most; a real reader asks for far more.
/// while splitter.fill(16, |buf| std::io::Read::read(&mut stream, buf))? > 0 {
///     let block = splitter.cut();
///     games.extend(block.games().map(|g| (g.line, g.text.into_owned())));
/// }
/// let last = splitter.finish();
/// games.extend(last.games().map(|g| (g.line, g.text.into_owned())));
/// assert_eq!(games, [
///     (1, "[Event \"a\"]\n1. e4 *\n\n".to_string()),
///     (4, "[Event \"b\"]\n1. d4 *\n".to_string()),
/// ]);
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct BlockSplitter {
    /// The stream's bytes not given out yet, in `buf[..len]`; they start
    /// at a game's start. The bytes after them are room to read into,
    /// already initialised.
    buf: Vec<u8>,
    len: usize,
    /// A buffer for the start of a game cut by a block's end, kept so that
    /// it is not allocated anew for each block.
    spare: Vec<u8>,
    /// A block's buffer given back by [`recycle`](Self::recycle).
    recycled: Vec<u8>,
    /// How many of the bytes the scan has passed.
    scanned: usize,
    /// Where the scan stands.
    state: State,
    /// The line number (from 1) of `buf`'s first byte.
    line: usize,
    /// The stream's byte offset of `buf`'s first byte.
    offset: u64,
    /// The stream's first bytes are looked at (byte order mark).
    begun: bool,
    /// The code page of the stream's lines that are not UTF-8.
    encoding: Encoding,
}

/// Whole games cut from a stream by a [`BlockSplitter`], not decoded yet.
#[derive(Debug, Clone, Default)]
pub struct Block {
    /// The games' bytes, then, after the last game's end, bytes that mean
    /// nothing.
    bytes: Vec<u8>,
    /// Where each game ends in `bytes` (the first starts at 0), and the
    /// line number (from 1) in the stream of its first byte.
    games: Vec<(usize, usize)>,
    /// The stream's byte offset of `bytes[0]`.
    offset: u64,
    /// The code page of the lines that are not UTF-8.
    encoding: Encoding,
}

impl BlockSplitter {
    /// A splitter at the start of a stream.
    pub fn new() -> BlockSplitter {
        BlockSplitter {
            line: 1,
            ..BlockSplitter::default()
        }
    }

    /// Reads the lines that are not UTF-8 in `encoding` (Windows-1252
    /// until told otherwise), in the games cut from now on; a new stream
    /// keeps it.
    pub fn set_encoding(&mut self, encoding: Encoding) {
        self.encoding = encoding;
    }

    /// Reads the stream's next bytes into the buffer, `want` of them or
    /// until `read` returns 0 (the stream's end); returns how many were
    /// read. `read` fills the slice it is given from its start, as
    /// [`std::io::Read::read`] does, and its error stops the filling.
    pub fn fill<E>(
        &mut self,
        want: usize,
        mut read: impl FnMut(&mut [u8]) -> Result<usize, E>,
    ) -> Result<usize, E> {
        let start = self.len;
        if self.buf.len() < start + want {
            // A recycled block's buffer, or a new one allocated here: the
            // thread that fills a block is the one that will work on it.
            // A game longer than a block grows the buffer by half at least,
            // so that its bytes are copied a few times in all, not once
            // each block: reading a game is linear in its size.
            let mut room = if self.recycled.len() >= start + want {
                std::mem::take(&mut self.recycled)
            } else {
                vec![0; (start + want).max(self.buf.len() + self.buf.len() / 2)]
            };
            room[..start].copy_from_slice(&self.buf[..start]);
            self.spare = std::mem::replace(&mut self.buf, room);
        }
        let mut got = 0;
        let result = loop {
            if got == want {
                break Ok(got);
            }
            match read(&mut self.buf[start + got..start + want]) {
                Ok(0) => break Ok(got),
                Ok(n) => got += n.min(want - got),
                Err(e) => break Err(e),
            }
        };
        self.len = start + got;
        // The `\r` before these bytes is known now, and theirs but the last.
        lone_cr_to_lf(&mut self.buf[..self.len], start.saturating_sub(1));
        result
    }

    /// The games the buffer holds whole, as one block (empty when none
    /// ends yet); the rest stays for the next bytes.
    pub fn cut(&mut self) -> Block {
        if !self.begin(false) {
            return Block::default();
        }
        let bytes = &self.buf[..self.len];
        // A last `\r` may be a line end, or the start of `\r\n`: the next
        // bytes tell, and the scan waits for them.
        let known = bytes.len() - usize::from(bytes.ends_with(b"\r"));
        let mut games = Vec::new();
        let (mut start, line) = (0, &mut self.line);
        let stop = scan_games(&mut self.state, &bytes[..known], self.scanned, |end| {
            games.push((end, *line));
            *line += count_lines(&bytes[start..end]);
            start = end;
        });
        self.scanned = stop - start;
        if games.is_empty() {
            return Block::default();
        }
        // The block keeps the buffer; the start of the next game moves to
        // the spare one, kept from block to block.
        self.spare.clear();
        self.spare.extend_from_slice(&bytes[start..]);
        let bytes = std::mem::replace(&mut self.buf, std::mem::take(&mut self.spare));
        self.len = self.buf.len();
        let offset = self.offset;
        self.offset += start as u64;
        Block {
            bytes,
            games,
            offset,
            encoding: self.encoding,
        }
    }

    /// The stream's end: the last games, if any, as a block. The splitter
    /// is then ready for a new stream.
    pub fn finish(&mut self) -> Block {
        self.begin(true);
        // Whatever the scan waited for, nothing more comes.
        self.state.end = true;
        if self.buf[..self.len].ends_with(b"\r") {
            self.buf[self.len - 1] = b'\n';
        }
        let mut block = self.cut();
        block.encoding = self.encoding;
        if block.is_empty() {
            block.offset = self.offset;
        }
        let rest = &self.buf[..self.len];
        if rest.iter().any(|b| !b.is_ascii_whitespace()) {
            block.bytes.truncate(block.byte_len());
            block.bytes.extend_from_slice(rest);
            block.games.push((block.bytes.len(), self.line));
        }
        *self = BlockSplitter {
            recycled: std::mem::take(&mut self.recycled),
            encoding: self.encoding,
            ..BlockSplitter::new()
        };
        block
    }

    /// Takes back a block whose games are read: the next bytes are read
    /// into its buffer, which is neither allocated nor cleared again.
    pub fn recycle(&mut self, block: Block) {
        if block.bytes.len() > self.recycled.len() {
            self.recycled = block.bytes;
        }
    }

    /// Drops a byte order mark at the stream's start, once three bytes
    /// are there (or at its end); whether the scan may begin.
    fn begin(&mut self, end: bool) -> bool {
        if !self.begun && (self.len >= 3 || end) {
            self.begun = true;
            if self.buf[..self.len].starts_with(b"\xEF\xBB\xBF") {
                self.buf.drain(..3);
                self.len -= 3;
                self.offset += 3;
            }
        }
        self.begun
    }
}

impl Block {
    /// How many games the block holds.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether the block holds no game.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The size of the block's text, in bytes.
    pub fn byte_len(&self) -> usize {
        self.games.last().map_or(0, |&(end, _)| end)
    }

    /// The block's games, in order, decoded as [`Splitter`] decodes them.
    pub fn games(&self) -> impl Iterator<Item = GameText<'_>> {
        let mut start = 0;
        self.games.iter().filter_map(move |&(end, line)| {
            let offset = self.offset + start as u64;
            let game = game_text(&self.bytes[start..end], line, offset, self.encoding);
            start = end;
            game
        })
    }
}

/// The game in `bytes`, whose first byte is on line `line` at the
/// stream's byte `offset` (`None` when they are only white space): it
/// starts at the line of its first visible byte.
fn game_text(bytes: &[u8], line: usize, offset: u64, encoding: Encoding) -> Option<GameText<'_>> {
    let visible = bytes.iter().position(|b| !b.is_ascii_whitespace())?;
    let skip = bytes[..visible]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |n| n + 1);
    let line = line + count_lines(&bytes[..skip]);
    let (text, bad_lines) = decode(&bytes[skip..], line, encoding);
    let raw = match text {
        Cow::Borrowed(_) => None,
        Cow::Owned(_) => Some(Cow::Borrowed(&bytes[skip..])),
    };
    Some(GameText {
        text,
        line,
        offset: offset + skip as u64,
        bad_lines,
        encoding,
        raw,
    })
}

/// The games of a whole text, cut as [`Splitter`] cuts a stream, each
/// trimmed of the white space around it.
pub(super) fn games_of(text: &str) -> impl Iterator<Item = &str> + '_ {
    let bytes = text.as_bytes();
    let mut state = State {
        end: true,
        ..State::default()
    };
    let mut from = usize::from(text.starts_with('\u{feff}')) * 3;
    let mut at = from;
    core::iter::from_fn(move || {
        loop {
            let start = from;
            if start >= bytes.len() {
                return None;
            }
            let end = match scan(&mut state, bytes, at) {
                Ok(end) => {
                    state.next_game();
                    at = end;
                    end
                }
                Err(_) => bytes.len(),
            };
            from = end;
            // The cuts stand on line starts, so on character boundaries.
            let game = text.get(start..end).unwrap_or("").trim();
            if !game.is_empty() {
                return Some(game);
            }
        }
    })
}

mod lines;

pub use lines::{LineCut, LineCutter};

#[cfg(test)]
mod tests;
