//! The line cutter: one game read from a handle a line at a time, ending
//! where python-chess's `read_game` ends it, so that the handle is left at
//! the next game (its `tell()` is where python-chess's would be).
//!
//! [`Splitter`](super::Splitter) cuts a stream where a line opens the next
//! game's tags, and so must read that line first; a handle shared with
//! other code cannot be read ahead. The line cutter ends a game at the
//! first blank line after its moves, as python-chess does, and keeps one
//! rule of rankfile's: a line that opens a tag pair among the moves
//! (outside a comment) starts the next game, so a game written without the
//! blank line after it does not swallow the next one.

/// What a line is to the game being read: fed each line of a handle in
/// turn, [`feed`](LineCutter::feed) says whether it belongs to the game,
/// and where the game ends.
///
/// # Examples
///
/// ```
/// use rankfile::pgn::{LineCut, LineCutter};
///
/// let text = "% a note\n[Event \"a\"]\n\n1. e4 { a comment\n\nstill it } e5 *\n\n1. d4 *\n";
/// let mut cutter = LineCutter::new();
/// let cuts: Vec<LineCut> = text.split_inclusive('\n').map(|line| cutter.feed(line)).collect();
/// assert_eq!(cuts, [
///     LineCut::Skip,  // an escape before the game
///     LineCut::Tags,  // the tag pair
///     LineCut::Tags,  // one blank line after the tags
///     LineCut::Moves, // the movetext starts here
///     LineCut::Moves, // a blank line inside a comment is the comment's
///     LineCut::Moves,
///     LineCut::End,   // the blank line after the moves ends the game
///     LineCut::Moves, // the next game (a new cutter would say the same)
/// ]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct LineCutter {
    phase: Phase,
    /// A `{` comment is open at the end of the last line.
    in_comment: bool,
    /// Blank lines just read among the tags.
    blank_lines: u8,
}

/// Where the cutter stands in a game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Phase {
    /// No line of the game read yet.
    #[default]
    Before,
    /// Among its tag pairs.
    Tags,
    /// In its movetext.
    Moves,
}

/// What [`LineCutter::feed`] makes of a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineCut {
    /// Not the game's: a blank line before it starts, or a `%` or `;`
    /// line before or among its tags.
    Skip,
    /// A line of the game's tags (or the one blank line allowed between
    /// two of them).
    Tags,
    /// A line of the game's movetext; the first one ends the tags.
    Moves,
    /// The game ended with the line before; this one (a blank line) is
    /// nobody's. The cutter is ready for the next game.
    End,
    /// The game ended with the line before; this one (a tag pair among
    /// the moves) starts the next game: feed it again to a new cutter, or
    /// to this one, which is ready for the next game.
    EndBefore,
}

impl LineCutter {
    /// A cutter before a game.
    pub fn new() -> LineCutter {
        LineCutter::default()
    }

    /// Whether the game has a line yet: at the end of the handle, a game
    /// was read when this is true.
    pub fn has_game(&self) -> bool {
        self.phase != Phase::Before
    }

    /// What `line` (with or without its line end) is to the game.
    pub fn feed(&mut self, line: &str) -> LineCut {
        // As Python's `str.isspace`: Unicode's white space.
        let blank = line.trim().is_empty();
        let escape = line.starts_with('%') || line.starts_with(';');
        match self.phase {
            Phase::Before | Phase::Tags if escape => LineCut::Skip,
            Phase::Before if blank => LineCut::Skip,
            Phase::Before | Phase::Tags => self.tag_line(line, blank),
            Phase::Moves => self.move_line(line, blank),
        }
    }

    fn tag_line(&mut self, line: &str, blank: bool) -> LineCut {
        self.phase = Phase::Tags;
        if blank && self.blank_lines < 1 {
            self.blank_lines += 1;
            return LineCut::Tags;
        }
        if line.starts_with('[') {
            self.blank_lines = 0;
            return LineCut::Tags;
        }
        self.phase = Phase::Moves;
        self.move_line(line, blank)
    }

    fn move_line(&mut self, line: &str, blank: bool) -> LineCut {
        if !self.in_comment {
            if blank {
                *self = LineCutter::new();
                return LineCut::End;
            }
            if line.starts_with('[') {
                *self = LineCutter::new();
                return LineCut::EndBefore;
            }
            // A `%` line outside a comment is an escape: its braces are
            // nothing.
            if line.starts_with('%') {
                return LineCut::Moves;
            }
        }
        self.in_comment = comment_open_after(line, self.in_comment);
        LineCut::Moves
    }
}

/// Whether a `{` comment is open at the end of `line`, given whether one
/// was at its start (a `;` outside a comment ends the line's text).
fn comment_open_after(line: &str, mut in_comment: bool) -> bool {
    for byte in line.bytes() {
        match byte {
            b'}' if in_comment => in_comment = false,
            b'{' if !in_comment => in_comment = true,
            b';' if !in_comment => break,
            _ => {}
        }
    }
    in_comment
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The games `text` holds, cut line by line: each game's lines as
    /// taken, and where its tags end (in lines).
    fn cut(text: &str) -> Vec<(String, usize)> {
        let mut games = Vec::new();
        let mut cutter = LineCutter::new();
        let (mut game, mut tags) = (String::new(), 0);
        for line in text.split_inclusive('\n') {
            match cutter.feed(line) {
                LineCut::Skip => {}
                LineCut::Tags => {
                    game.push_str(line);
                    tags += 1;
                }
                LineCut::Moves => game.push_str(line),
                LineCut::End => games.push((std::mem::take(&mut game), std::mem::take(&mut tags))),
                LineCut::EndBefore => {
                    games.push((std::mem::take(&mut game), std::mem::take(&mut tags)));
                    assert_eq!(cutter.feed(line), LineCut::Tags);
                    game.push_str(line);
                    tags = 1;
                }
            }
        }
        if cutter.has_game() {
            games.push((game, tags));
        }
        games
    }

    #[test]
    fn a_game_ends_at_the_blank_line_after_its_moves() {
        let text = "[A \"1\"]\n\n[B \"2\"]\n\n1. e4\n\n1. d4\n";
        assert_eq!(
            cut(text),
            [
                ("[A \"1\"]\n\n[B \"2\"]\n\n1. e4\n".to_string(), 4),
                ("1. d4\n".to_string(), 0)
            ]
        );
    }

    #[test]
    fn two_blank_lines_after_the_tags_end_a_game_without_moves() {
        assert_eq!(
            cut("[A \"1\"]\n\n\n1. e4 *\n"),
            [
                ("[A \"1\"]\n\n".to_string(), 2),
                ("1. e4 *\n".to_string(), 0)
            ]
        );
    }

    #[test]
    fn a_tag_pair_among_the_moves_starts_the_next_game() {
        assert_eq!(
            cut("[A \"1\"]\n1. e4 *\n[A \"2\"]\n1. d4 *\n"),
            [
                ("[A \"1\"]\n1. e4 *\n".to_string(), 1),
                ("[A \"2\"]\n1. d4 *\n".to_string(), 1)
            ]
        );
    }

    #[test]
    fn comments_hold_blank_lines_and_brackets_but_not_after_a_semicolon() {
        let text = "1. e4 {\n\n[not a tag]\n} e5 ; {\n\n1. d4\n";
        assert_eq!(
            cut(text),
            [
                ("1. e4 {\n\n[not a tag]\n} e5 ; {\n".to_string(), 0),
                ("1. d4\n".to_string(), 0)
            ]
        );
    }

    #[test]
    fn escapes_are_skipped_before_and_among_the_tags_and_kept_in_the_moves() {
        let text = "%a\n;b\n[A \"1\"]\n% c {\n1. e4\n% {\n\n";
        assert_eq!(cut(text), [("[A \"1\"]\n1. e4\n% {\n".to_string(), 1)]);
    }

    #[test]
    fn white_space_alone_is_no_game() {
        assert!(cut("\n  \n\t\n").is_empty());
        assert!(cut("").is_empty());
    }
}
