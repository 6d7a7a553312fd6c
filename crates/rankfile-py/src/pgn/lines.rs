//! One game's lines read from a Python text handle, where python-chess's
//! `read_game` would read them: blank lines, `%` and `;` lines before the
//! game skipped, its tag lines, then its movetext up to a blank line
//! outside a comment. One rule is rankfile's: a line that opens a tag pair
//! in the movetext (outside a comment) starts the next game, so a game
//! written without the blank line after it does not swallow the next. That
//! line is kept for the next read of the same handle.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// What was read of one game.
pub(crate) struct GameLines {
    /// The game's text: its tag lines, then its movetext.
    pub text: String,
    /// Where the tag lines end in `text`.
    pub tags_end: usize,
}

/// A handle and the line read from it ahead of its next game, if any.
struct Handle<'py, 'a> {
    handle: &'a Bound<'py, PyAny>,
    /// Lines read ahead, by handle.
    pending: &'a Bound<'py, PyDict>,
}

impl Handle<'_, '_> {
    /// The next line, `""` at the end.
    fn line(&self) -> PyResult<String> {
        if let Some(line) = self.pending.get_item(self.handle)? {
            self.pending.del_item(self.handle)?;
            return line.extract();
        }
        let py = self.handle.py();
        let line = self.handle.call_method0(intern!(py, "readline"))?;
        line.extract().map_err(|_| {
            pyo3::exceptions::PyTypeError::new_err(
                "read_game reads a file opened in text mode (open(path, encoding=\"utf-8\"))",
            )
        })
    }

    /// Keeps `line` for the next read.
    fn keep(&self, line: String) -> PyResult<()> {
        self.pending.set_item(self.handle, line)
    }
}

fn is_blank(line: &str) -> bool {
    !line.is_empty() && line.chars().all(char::is_whitespace)
}

fn is_escape(line: &str) -> bool {
    line.starts_with('%') || line.starts_with(';')
}

/// Reads the next game's lines from `handle`; `None` at the end of the
/// file. `pending` holds lines read ahead, by handle.
pub(crate) fn read(
    handle: &Bound<'_, PyAny>,
    pending: &Bound<'_, PyDict>,
) -> PyResult<Option<GameLines>> {
    let handle = Handle { handle, pending };
    let mut line = handle.line()?;
    if let Some(rest) = line.strip_prefix('\u{feff}') {
        line = rest.to_string();
    }
    while is_blank(&line) || is_escape(&line) {
        line = handle.line()?;
    }
    let mut text = String::new();
    // The tags: up to one blank line between two is skipped.
    let mut blank_lines = 0;
    let mut found = false;
    while !line.is_empty() {
        if is_escape(&line) {
            line = handle.line()?;
            continue;
        }
        if blank_lines < 1 && is_blank(&line) {
            // Kept, so that a problem's span counts from the game's first
            // line as the file has it.
            blank_lines += 1;
            push_line(&mut text, &line);
            line = handle.line()?;
            continue;
        }
        found = true;
        if !line.starts_with('[') {
            break;
        }
        blank_lines = 0;
        push_line(&mut text, &line);
        line = handle.line()?;
    }
    if !found {
        return Ok(None);
    }
    let tags_end = text.len();
    movetext(&handle, line, &mut text)?;
    Ok(Some(GameLines { text, tags_end }))
}

/// Reads the movetext, from `line`, into `text`: up to a blank line
/// outside a comment, or a line that opens a tag pair (kept for the next
/// read of the handle, whose position is then past it).
fn movetext(handle: &Handle<'_, '_>, mut line: String, text: &mut String) -> PyResult<()> {
    let mut in_comment = false;
    while !line.is_empty() {
        if !in_comment {
            if is_blank(&line) {
                return Ok(());
            }
            if line.starts_with('[') {
                return handle.keep(line);
            }
        }
        // A `%` line outside a comment is an escape, read as nothing.
        in_comment = match (in_comment, line.starts_with('%')) {
            (false, true) => false,
            (open, _) => opens_comment(&line, open),
        };
        push_line(text, &line);
        line = handle.line()?;
    }
    Ok(())
}

/// Whether a `{` comment is open at the end of `line`, given whether one
/// was at its start (a `;` outside a comment ends the line's text).
fn opens_comment(line: &str, mut in_comment: bool) -> bool {
    for byte in line.bytes() {
        match (in_comment, byte) {
            (true, b'}') => in_comment = false,
            (false, b'{') => in_comment = true,
            (false, b';') => break,
            _ => {}
        }
    }
    in_comment
}

fn push_line(text: &mut String, line: &str) {
    text.push_str(line);
    if !line.ends_with('\n') {
        text.push('\n');
    }
}
