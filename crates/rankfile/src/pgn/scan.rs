//! The byte scanner under the cutter: where, in a stream's bytes, one
//! game ends and the next begins. Only `{`, `}`, `;`, `%`, `[` and the
//! line ends matter; runs of other bytes are skipped with `memchr`.

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// At the first byte of a line.
    #[default]
    LineStart,
    /// Inside a line of moves.
    Moves,
    /// Inside a `{ }` comment.
    Comment,
    /// At the first byte of a line inside a `{ }` comment.
    CommentLineStart,
    /// Inside a line of a `{ }` comment that is white space so far, not
    /// at its first byte.
    CommentSpaces,
    /// Inside a line whose rest does not matter (tag pair, `%` escape,
    /// `;` comment).
    SkipLine,
}

/// Where the scan stands between bytes.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct State {
    pub(super) mode: Mode,
    /// The game has something after its tags.
    pub(super) moves: bool,
    /// Inside a comment: the last line was blank.
    pub(super) blank: bool,
}

/// Scans `bytes` from `at` on: `Ok` with where the current game ends when
/// the next one starts in them (the scan then stands on that tag line), or
/// `Err` with where to go on when they end first. That is their end, or
/// the start of a line whose first bytes may be a byte order mark before
/// a tag: the next bytes tell.
pub(super) fn scan(state: &mut State, bytes: &[u8], at: usize) -> Result<usize, usize> {
    let mut i = at;
    loop {
        let Some(&b) = bytes.get(i) else {
            return Err(bytes.len());
        };
        let step = match state.mode {
            Mode::LineStart => at_line_start(state, b, bytes, i),
            Mode::Moves => in_moves(state, bytes, &mut i),
            Mode::Comment => in_comment(state, bytes, &mut i),
            Mode::CommentLineStart | Mode::CommentSpaces => at_comment_line(state, b, bytes, i),
            Mode::SkipLine => {
                match memchr::memchr(b'\n', &bytes[i..]) {
                    Some(p) => i += p,
                    None => return Err(bytes.len()),
                }
                state.mode = Mode::LineStart;
                Step::Next
            }
        };
        match step {
            Step::Next => i += 1,
            Step::Again => {}
            Step::Stop(found) => return found,
        }
    }
}

/// What the scan does after a byte: goes to the next byte, looks at the
/// same byte again in its new mode, or stops (see [`scan`]).
enum Step {
    Next,
    Again,
    Stop(Result<usize, usize>),
}

/// The first byte of a line: a tag pair opens the next game once this one
/// has moves.
#[inline]
fn at_line_start(state: &mut State, b: u8, bytes: &[u8], i: usize) -> Step {
    match b {
        b'[' | 0xEF => match opens_tags(&bytes[i..]) {
            None => Step::Stop(Err(i)),
            Some(true) => {
                state.mode = Mode::SkipLine;
                match state.moves {
                    true => Step::Stop(Ok(i)),
                    false => Step::Next,
                }
            }
            Some(false) => {
                state.mode = Mode::Moves;
                Step::Again
            }
        },
        b'%' => {
            state.mode = Mode::SkipLine;
            Step::Next
        }
        b'\n' => Step::Next,
        _ => {
            state.mode = Mode::Moves;
            Step::Again
        }
    }
}

/// Inside a line of moves: anything but white space after the tags is
/// movetext; once some is seen, only line ends and comments matter, and
/// memchr finds them many bytes at a time.
#[inline]
fn in_moves(state: &mut State, bytes: &[u8], i: &mut usize) -> Step {
    let found = if state.moves {
        memchr::memchr3(b'\n', b'{', b';', &bytes[*i..])
    } else {
        bytes[*i..]
            .iter()
            .position(|&c| matches!(c, b'\n' | b'{' | b';') || !c.is_ascii_whitespace())
    };
    let Some(p) = found else {
        return Step::Stop(Err(bytes.len()));
    };
    *i += p;
    match bytes[*i] {
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
            return Step::Again;
        }
    }
    Step::Next
}

/// Inside a `{ }` comment: to its `}`, or to the next line.
#[inline]
fn in_comment(state: &mut State, bytes: &[u8], i: &mut usize) -> Step {
    let Some(p) = memchr::memchr2(b'}', b'\n', &bytes[*i..]) else {
        return Step::Stop(Err(bytes.len()));
    };
    *i += p;
    state.blank = false;
    state.mode = match bytes[*i] {
        b'}' => Mode::Moves,
        _ => Mode::CommentLineStart,
    };
    Step::Next
}

/// At the start of a line inside a `{ }` comment. A comment never closed
/// ends where, after a blank line, a line opens a tag pair: it would hide
/// every later game otherwise.
#[inline]
fn at_comment_line(state: &mut State, b: u8, bytes: &[u8], i: usize) -> Step {
    match b {
        b'\n' => {
            state.blank = true;
            state.mode = Mode::CommentLineStart;
            Step::Next
        }
        b' ' | b'\t' | b'\r' => {
            state.mode = Mode::CommentSpaces;
            Step::Next
        }
        b'[' if state.blank && state.mode == Mode::CommentLineStart => {
            match starts_tag_pair(&bytes[i..]) {
                None => Step::Stop(Err(i)),
                Some(true) => {
                    state.mode = Mode::SkipLine;
                    Step::Stop(Ok(i))
                }
                Some(false) => {
                    state.mode = Mode::Comment;
                    Step::Again
                }
            }
        }
        _ => {
            state.mode = Mode::Comment;
            Step::Again
        }
    }
}

/// Scans `bytes` from `at` on and hands `each` where every game ends in
/// them, the scan then starting the next game; returns where the scan
/// stopped (see [`scan`]).
#[inline]
pub(super) fn scan_games(
    state: &mut State,
    bytes: &[u8],
    mut at: usize,
    mut each: impl FnMut(usize),
) -> usize {
    loop {
        match scan(state, bytes, at) {
            Ok(end) => {
                each(end);
                state.moves = false;
                at = end + 1;
            }
            Err(stop) => return stop,
        }
    }
}

/// Whether a line starting with these bytes opens a game's tags (a byte
/// order mark may come first, where files were joined); `None` when the
/// bytes are the start of a byte order mark, and the next ones tell.
fn opens_tags(line: &[u8]) -> Option<bool> {
    const BOM: &[u8] = b"\xEF\xBB\xBF";
    match line.strip_prefix(BOM) {
        Some([]) => None,
        Some(rest) => Some(rest[0] == b'['),
        None if BOM.starts_with(line) => None,
        None => Some(line.first() == Some(&b'[')),
    }
}

/// Whether `line` starts with a tag pair's opening, `[Name "` (a name of
/// 64 characters at most); `None` when it ends before that is known.
fn starts_tag_pair(line: &[u8]) -> Option<bool> {
    let name = line
        .iter()
        .skip(1)
        .take(65)
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    if name == 0 || name > 64 {
        return Some(false).filter(|_| line.len() > 1);
    }
    line.get(1 + name..3 + name).map(|after| after == b" \"")
}

/// The line ends in `bytes`, counted 255 bytes at a time into a byte-wide
/// sum, which the compiler turns into vector instructions.
pub(super) fn count_lines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|chunk| {
            chunk
                .iter()
                .fold(0u8, |n, &b| n.wrapping_add(u8::from(b == b'\n'))) as usize
        })
        .sum()
}
