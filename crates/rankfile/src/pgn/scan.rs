//! The byte scanner under the cutter: where, in a stream's bytes, one
//! game ends and the next begins. Only `{`, `}`, `;`, `%`, `[` and the
//! line ends matter; the bytes between them are skipped by their
//! [`Marks`].

mod marks;

use marks::Marks;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// At the first byte of a line.
    #[default]
    LineStart,
    /// At a line's start, past spaces or tabs: a tag pair may still be
    /// there (indented), a `%` escape no more.
    LineIndent,
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
    /// The game has movetext: something after its tags that is neither a
    /// comment nor a `%` escape.
    pub(super) moves: bool,
    /// The game has a tag pair.
    pub(super) tags: bool,
    /// A blank line followed the game's tags (before any movetext): an
    /// `Event` tag pair after it begins another game, one with tags and no
    /// moves before it.
    pub(super) tags_ended: bool,
    /// Inside a comment: the last line was blank.
    pub(super) blank: bool,
    /// A blank line came after the game's last line of moves: a move
    /// number after it begins a game without tags when those moves ended
    /// with a result.
    pub(super) gap: bool,
    /// The bytes scanned run to the stream's end: nothing more will tell
    /// what the scan would wait for.
    pub(super) end: bool,
}

impl State {
    /// The scan stands on the tag line that begins the next game.
    pub(super) fn next_game(&mut self) {
        self.moves = false;
        self.tags = true;
        self.tags_ended = false;
        self.gap = false;
    }
}

/// Scans `bytes` from `at` on: `Ok` with where the current game ends when
/// the next one starts in them (the scan then stands at the start of that
/// tag line, to be read as the next game's first), or
/// `Err` with where to go on when they end first. That is their end, or
/// the start of a line whose first bytes may be a byte order mark before
/// a tag: the next bytes tell.
pub(super) fn scan(state: &mut State, bytes: &[u8], at: usize) -> Result<usize, usize> {
    scan_marked(state, &mut Marks::new(bytes), at)
}

/// [`scan`] over bytes whose marks are found as the scan goes.
#[inline]
fn scan_marked(state: &mut State, marks: &mut Marks<'_>, at: usize) -> Result<usize, usize> {
    let bytes = marks.bytes();
    let mut i = at;
    loop {
        let Some(&b) = bytes.get(i) else {
            return Err(bytes.len());
        };
        let step = match state.mode {
            Mode::LineStart | Mode::LineIndent => at_line_start(state, b, marks, &mut i),
            Mode::Moves => in_moves(state, marks, &mut i),
            Mode::Comment => in_comment(state, marks, &mut i),
            Mode::CommentLineStart | Mode::CommentSpaces => at_comment_line(state, b, bytes, i),
            Mode::SkipLine => {
                match marks.next_of(i, b"\n") {
                    Some(p) => i = p,
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

/// The first byte of a line, or of its text past an indent: a tag pair
/// opens the next game once this one has moves, or, an `Event` pair, once
/// a blank line ended its tags. A comment between two tag lines keeps
/// them one game.
#[inline]
fn at_line_start(state: &mut State, b: u8, marks: &mut Marks<'_>, at: &mut usize) -> Step {
    let bytes = marks.bytes();
    let i = *at;
    let indented = state.mode == Mode::LineIndent;
    match b {
        b'[' | 0xEF if !(indented && b == 0xEF) => match opens_tags(&bytes[i..]) {
            None => Step::Stop(Err(i)),
            Some(true) => {
                let bracket = i + if b == 0xEF { 3 } else { 0 };
                let event = match state.tags_ended && !state.moves {
                    true => match opens_event(&bytes[bracket..]) {
                        Some(event) => event,
                        None => return Step::Stop(Err(i)),
                    },
                    false => false,
                };
                if state.moves || event {
                    // The next game's scan starts on this line.
                    return Step::Stop(Ok(i));
                }
                if let Some(line_end) = lone_tag_line(marks, bracket) {
                    state.tags = true;
                    *at = line_end;
                    state.mode = Mode::LineStart;
                    return Step::Next;
                }
                let end = tag_pair_end(&bytes[bracket..]);
                if end.is_ok() || bytes.len() - bracket >= LONG_TAG_LINE {
                    state.tags = true;
                    state.mode = Mode::SkipLine;
                }
                match end {
                    // What follows the pair on its line is movetext, as
                    // the reader reads it.
                    Ok(Some(end)) => {
                        *at = bracket + end;
                        state.mode = Mode::Moves;
                        Step::Again
                    }
                    // No tag pair: the reader reads the line as one.
                    Ok(None) => Step::Next,
                    // The next bytes tell; a line too long to wait for is
                    // skipped, as one that holds no pair.
                    Err(()) if bytes.len() - bracket < LONG_TAG_LINE => Step::Stop(Err(i)),
                    Err(()) => Step::Next,
                }
            }
            Some(false) => {
                state.mode = Mode::Moves;
                Step::Again
            }
        },
        b'%' if !indented => {
            state.mode = Mode::SkipLine;
            Step::Next
        }
        b' ' | b'\t' | b'\r' | b'\x0c' => {
            state.mode = Mode::LineIndent;
            Step::Next
        }
        b'\n' => {
            // A blank line (white space at most).
            state.tags_ended |= state.tags && !state.moves;
            state.gap |= state.moves;
            state.mode = Mode::LineStart;
            Step::Next
        }
        b'0'..=b'9' if state.gap => match opens_tagless_game(state, bytes, i) {
            None => Step::Stop(Err(i)),
            Some(true) => Step::Stop(Ok(line_start(bytes, i))),
            Some(false) => {
                state.gap = false;
                state.mode = Mode::Moves;
                Step::Again
            }
        },
        _ => {
            state.gap = false;
            state.mode = Mode::Moves;
            Step::Again
        }
    }
}

/// Where the line that opens with the `[` at `bracket` ends (at its
/// `\n`), when nothing on it stops the scan and its only `]` ends it (but
/// white space): most tag lines. The scan reads such a line alike whether
/// [`tag_pair_end`] finds a pair on it (with nothing after it) or not
/// (the line is junk to its end), so the pair is not read. `None` for
/// every other line, which it reads.
#[inline]
fn lone_tag_line(marks: &mut Marks<'_>, bracket: usize) -> Option<usize> {
    let end = marks.next(bracket + 1)?;
    let bytes = marks.bytes();
    if bytes[end] != b'\n' {
        return None;
    }
    let line = &bytes[bracket + 1..end];
    let last = line.iter().rposition(|b| !b.is_ascii_whitespace())?;
    // Every byte compared, not a search: the compiler makes it a few
    // vector steps, where a search costs its setup on a line this short.
    let brackets = (line[..last].iter()).fold(false, |found, &b| found | (b == b']'));
    (line[last] == b']' && !brackets).then_some(end)
}

/// Whether the move number at `bytes[at]`, after a blank line, begins a
/// game without tags: the moves before the blank line ended with a
/// result, as python-chess and the reader of one game read it. `None`
/// when the bytes end before the move number does.
fn opens_tagless_game(state: &State, bytes: &[u8], at: usize) -> Option<bool> {
    let digits = bytes[at..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    match bytes.get(at + digits) {
        None if !state.end => None,
        Some(b'.') => Some(ends_with_result(&bytes[..at])),
        _ => Some(false),
    }
}

/// Whether the last word of `bytes` is a game's result (`1-0`, `0-1`,
/// `1/2-1/2`, `*`), outside a `;` comment.
fn ends_with_result(bytes: &[u8]) -> bool {
    let end = bytes
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    let text = &bytes[..end];
    let start = text
        .iter()
        .rposition(|b| b.is_ascii_whitespace() || matches!(b, b')' | b'}'))
        .map_or(0, |i| i + 1);
    let line = text[..start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    matches!(&text[start..], b"1-0" | b"0-1" | b"1/2-1/2" | b"*")
        && !text[line..start].contains(&b';')
}

/// The start of the line `at` is on (past its indent, the cut stands at
/// the line's first byte).
fn line_start(bytes: &[u8], at: usize) -> usize {
    bytes[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1)
}

/// Inside a line of moves: anything but white space after the tags is
/// movetext; once some is seen, only line ends, comments and tag pairs
/// (or what the reader reads as one) matter, found by their marks.
#[inline]
fn in_moves(state: &mut State, marks: &mut Marks<'_>, i: &mut usize) -> Step {
    let bytes = marks.bytes();
    let found = if state.moves {
        stretch_of_moves(state, marks, *i).map(|at| at - *i)
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
        b'{' => state.mode = Mode::Comment,
        b';' => state.mode = Mode::SkipLine,
        // A tag pair (or what the reader reads as one, to the line's end):
        // on a tag pair's line before any movetext, or among the moves.
        b'[' => match tag_pair_end(&bytes[*i..]) {
            Ok(Some(end)) => {
                *i += end;
                return Step::Again;
            }
            Ok(None) => state.mode = Mode::SkipLine,
            Err(()) if bytes.len() - *i < LONG_TAG_LINE => return Step::Stop(Err(*i)),
            Err(()) => state.mode = Mode::SkipLine,
        },
        _ => {
            state.moves = true;
            return Step::Again;
        }
    }
    Step::Next
}

/// Where the stretch of moves from `at` ends: at a line end, a comment,
/// a `;` or a `[`, past the comments closed on their line and the line
/// ends followed by more moves, which change nothing of the scan's state
/// and are most of the stops of an annotated file.
#[inline(always)]
fn stretch_of_moves(state: &State, marks: &mut Marks<'_>, mut at: usize) -> Option<usize> {
    let bytes = marks.bytes();
    loop {
        // A `}` outside a comment is a stray the reader says.
        let stop = marks.next_of(at, b"\n{;[")?;
        match bytes[stop] {
            b'{' => match marks.next_of(stop + 1, b"}\n") {
                Some(end) if bytes[end] == b'}' => at = end + 1,
                _ => return Some(stop),
            },
            // A line of moves after a line of moves, as `at_line_start`
            // reads it.
            b'\n' if !state.gap && bytes.get(stop + 1).is_some_and(u8::is_ascii_alphanumeric) => {
                at = stop + 1;
            }
            _ => return Some(stop),
        }
    }
}

/// Inside a `{ }` comment: to its `}`, or to the next line.
#[inline]
fn in_comment(state: &mut State, marks: &mut Marks<'_>, i: &mut usize) -> Step {
    let Some(p) = marks.next_of(*i, b"}\n") else {
        return Step::Stop(Err(marks.bytes().len()));
    };
    *i = p;
    state.blank = false;
    state.mode = match marks.bytes()[p] {
        b'}' => Mode::Moves,
        _ => Mode::CommentLineStart,
    };
    Step::Next
}

/// At the start of a line inside a `{ }` comment. A comment never closed
/// ends where, after a blank line (PGN's white space at most, a form feed
/// too, as outside comments), a line opens a tag pair: it would hide every
/// later game otherwise. A comment that is closed later (its `}` comes
/// before any `{`) holds such lines, as python-chess reads it.
#[inline]
fn at_comment_line(state: &mut State, b: u8, bytes: &[u8], i: usize) -> Step {
    match b {
        b'\n' => {
            state.blank = true;
            state.mode = Mode::CommentLineStart;
            Step::Next
        }
        b' ' | b'\t' | b'\r' | b'\x0c' => {
            state.mode = Mode::CommentSpaces;
            Step::Next
        }
        b'[' if state.blank && state.mode == Mode::CommentLineStart => {
            let tag = match starts_tag_pair(&bytes[i..]) {
                None if !state.end => return Step::Stop(Err(i)),
                None => false,
                Some(tag) => tag,
            };
            if tag {
                match comment_closes_later(state, &bytes[i..]) {
                    None => return Step::Stop(Err(i)),
                    Some(false) => {
                        state.mode = Mode::LineStart;
                        return Step::Stop(Ok(i));
                    }
                    Some(true) => {}
                }
            }
            state.mode = Mode::Comment;
            Step::Again
        }
        _ => {
            state.mode = Mode::Comment;
            Step::Again
        }
    }
}

/// How far past a tag-like line inside a comment its `}` is looked for:
/// a comment whose `}` is further is taken as never closed.
const COMMENT_LOOKAHEAD: usize = 1 << 20;

/// Whether the comment the scan is in closes in `rest` (a `}` before any
/// `{`, which would open another comment): `Some(true)`; `Some(false)`
/// when it does not (a `{` first, the stream's end, or no `}` within
/// [`COMMENT_LOOKAHEAD`] bytes); `None` when the bytes end before that is
/// known.
fn comment_closes_later(state: &State, rest: &[u8]) -> Option<bool> {
    let window = &rest[..rest.len().min(COMMENT_LOOKAHEAD)];
    match memchr::memchr2(b'}', b'{', window) {
        Some(at) => Some(window[at] == b'}'),
        None if state.end || rest.len() >= COMMENT_LOOKAHEAD => Some(false),
        None => None,
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
    let mut marks = Marks::new(bytes);
    loop {
        match scan_marked(state, &mut marks, at) {
            Ok(end) => {
                each(end);
                // The scan goes on from the tag line that begins the next
                // game, which now opens no other.
                state.next_game();
                at = end;
            }
            Err(stop) => return stop,
        }
    }
}

/// Whether `line` opens an `Event` tag pair, the first of the Seven Tag
/// Roster: after a blank line that ended a game's tags, it begins another
/// game (one of tags and no moves before it), where other tags (ChessBase
/// writes a blank line among a game's tags) go on with the same game.
/// `None` when the bytes end before that is known.
fn opens_event(line: &[u8]) -> Option<bool> {
    const EVENT: &[u8] = b"[Event ";
    if line.len() >= EVENT.len() {
        Some(line.starts_with(EVENT))
    } else if EVENT.starts_with(line) {
        None
    } else {
        Some(false)
    }
}

/// A tag line longer than this, its end not read yet, is not waited for.
const LONG_TAG_LINE: usize = 1 << 16;

/// Where the tag pair that starts `line` (at its `[`) ends, past its `]`,
/// read as the lexer reads one: `Ok(None)` when it is no well-formed pair
/// (the lexer then takes the line as junk), `Err` when `line` ends before
/// that is known.
fn tag_pair_end(line: &[u8]) -> Result<Option<usize>, ()> {
    let at = |i: usize| line.get(i).copied().ok_or(());
    let mut i = 1;
    while at(i)?.is_ascii_whitespace() && at(i)? != b'\n' {
        i += 1;
    }
    if !at(i)?.is_ascii_alphanumeric() {
        return Ok(None);
    }
    while super::lexer::NAME[usize::from(at(i)?)] {
        i += 1;
    }
    while at(i)? == b' ' {
        i += 1;
    }
    if at(i)? != b'"' {
        return Ok(None);
    }
    i += 1;
    loop {
        match at(i)? {
            b'\\' if matches!(at(i + 1)?, b'"' | b'\\') => i += 2,
            b'"' => break,
            b'\n' => return Ok(None),
            _ => i += 1,
        }
    }
    i += 1;
    while at(i)? == b' ' {
        i += 1;
    }
    Ok((at(i)? == b']').then_some(i + 1))
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
        .take_while(|b| super::lexer::NAME[usize::from(**b)])
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
