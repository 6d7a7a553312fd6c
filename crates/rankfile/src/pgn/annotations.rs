//! The commands of a comment read and written as typed data: clocks
//! (`[%clk 1:02:03]`), move times (`[%emt 0:00:05]`), evaluations
//! (`[%eval 0.17,20]`), and the arrows and circles of an analysis board
//! (`[%cal Ge2e4]`, `[%csl Rd5]`), as lichess and ChessBase write them.
//!
//! An edit replaces the first such command of a comment that reads, or
//! adds one, and leaves the rest of the comment as it was: the spacing
//! around a removed command closes up as python-chess's does, so that a
//! comment edited here reads as the same comment edited there.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use super::commands::{Eval, clock, eval};
use crate::Square;

/// The colour of an arrow or a circle: the letter before its squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArrowColor {
    /// `R`
    Red,
    /// `G`, the colour of a plain right-drag on lichess.
    Green,
    /// `Y`
    Yellow,
    /// `B`
    Blue,
}

impl ArrowColor {
    /// The colour of letter `c` (`R`, `G`, `Y` or `B`).
    pub fn from_letter(c: char) -> Option<ArrowColor> {
        Some(match c {
            'R' => ArrowColor::Red,
            'G' => ArrowColor::Green,
            'Y' => ArrowColor::Yellow,
            'B' => ArrowColor::Blue,
            _ => return None,
        })
    }

    /// The colour's letter.
    pub fn letter(self) -> char {
        match self {
            ArrowColor::Red => 'R',
            ArrowColor::Green => 'G',
            ArrowColor::Yellow => 'Y',
            ArrowColor::Blue => 'B',
        }
    }

    /// The colour's name, as python-chess's `Arrow.color` says it.
    pub fn name(self) -> &'static str {
        match self {
            ArrowColor::Red => "red",
            ArrowColor::Green => "green",
            ArrowColor::Yellow => "yellow",
            ArrowColor::Blue => "blue",
        }
    }
}

/// An arrow from `tail` to `head`, or a circle on a square when they are
/// the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where the arrow starts.
    pub tail: Square,
    /// Where it points (`tail` for a circle).
    pub head: Square,
    /// Its colour.
    pub color: ArrowColor,
}

impl FromStr for Arrow {
    type Err = ();

    /// Reads `Ge2e4` (an arrow) or `Rd5` (a circle).
    fn from_str(s: &str) -> Result<Arrow, ()> {
        let mut chars = s.chars();
        let color = chars.next().and_then(ArrowColor::from_letter).ok_or(())?;
        let squares = chars.as_str();
        let square = |r: Range<usize>| squares.get(r).and_then(|s| s.parse::<Square>().ok());
        let tail = square(0..2).ok_or(())?;
        let head = match squares.len() {
            2 => tail,
            4 => square(2..4).ok_or(())?,
            _ => return Err(()),
        };
        Ok(Arrow { tail, head, color })
    }
}

impl fmt::Display for Arrow {
    /// `Ge2e4` for an arrow, `Rd5` for a circle.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color.letter(), self.tail)?;
        if self.head != self.tail {
            write!(f, "{}", self.head)?;
        }
        Ok(())
    }
}

/// The arrows and circles of every `[%cal …]` and `[%csl …]` of a
/// comment, in order.
///
/// ```
/// use rankfile::pgn::{ArrowColor, arrows};
///
/// let found = arrows("[%csl Rd5][%cal Ge2e4,Bg1f3] a plan");
/// assert_eq!(found.len(), 3);
/// assert_eq!(found[0].color, ArrowColor::Red);
/// assert_eq!(found[1].to_string(), "Ge2e4");
/// ```
pub fn arrows(comment: &str) -> Vec<Arrow> {
    (commands_named(comment, &["cal", "csl"]))
        .filter_map(|(_, value)| parse_arrows(value))
        .flatten()
        .collect()
}

/// The `[%emt h:mm:ss]` time a move took, in seconds.
pub fn emt(comment: &str) -> Option<f64> {
    let (_, value) = commands_named(comment, &["emt"]).find(|(_, v)| time(v).is_some())?;
    time(value)
}

/// The comment with its clock set to `seconds` (`None`: removed).
///
/// ```
/// use rankfile::pgn::set_clock;
///
/// assert_eq!(set_clock("good [%clk 0:01:00]", Some(6.54321)), "good [%clk 0:00:06.543]");
/// assert_eq!(set_clock("good [%clk 0:01:00] move", None), "good move");
/// ```
pub fn set_clock(comment: &str, seconds: Option<f64>) -> String {
    let command = seconds.map(|s| format!("[%clk {}]", format_time(s)));
    replace_first(
        comment,
        "clk",
        |v| clock(&format!("[%clk {v}]")).is_some(),
        command,
    )
}

/// The comment with its move time set to `seconds` (`None`: removed).
pub fn set_emt(comment: &str, seconds: Option<f64>) -> String {
    let command = seconds.map(|s| format!("[%emt {}]", format_time(s)));
    replace_first(comment, "emt", |v| time(v).is_some(), command)
}

/// The comment with its evaluation set to `eval` from White's point of
/// view, with the search's depth when known (`None`: removed).
///
/// ```
/// use rankfile::pgn::{Eval, set_eval};
///
/// assert_eq!(set_eval("", Some(Eval::Pawns(-0.8)), None), "[%eval -0.80]");
/// assert_eq!(set_eval("x [%eval 0.1]", Some(Eval::Mate(1)), Some(5)), "x [%eval #1,5]");
/// ```
pub fn set_eval(comment: &str, value: Option<Eval>, depth: Option<u32>) -> String {
    let depth = depth.map(|d| format!(",{d}")).unwrap_or_default();
    let command = value.map(|v| match v {
        Eval::Pawns(pawns) => format!("[%eval {pawns:.2}{depth}]"),
        Eval::Mate(n) => format!("[%eval #{n}{depth}]"),
    });
    replace_first(
        comment,
        "eval",
        |v| eval(&format!("[%eval {v}]")).is_some(),
        command,
    )
}

/// The comment with its arrows and circles replaced by `arrows`: every
/// `[%csl …]` and `[%cal …]` removed, then the circles and the arrows
/// written at its start.
///
/// ```
/// use rankfile::pgn::{Arrow, set_arrows};
///
/// let arrows: Vec<Arrow> = ["Ga1", "Ra1h1"].iter().map(|a| a.parse().unwrap()).collect();
/// assert_eq!(set_arrows("[%cal Bb1b8] plan", &arrows), "[%csl Ga1][%cal Ra1h1] plan");
/// assert_eq!(set_arrows("[%cal Bb1b8] plan", &[]), "plan");
/// ```
pub fn set_arrows(comment: &str, arrows: &[Arrow]) -> String {
    let mut text = comment.to_string();
    while let Some(found) = first_valid(&text, &["cal", "csl"], |v| parse_arrows(v).is_some()) {
        text = condense(&text, found, None);
    }
    let join = |circles: bool| -> String {
        let picked: Vec<String> = (arrows.iter())
            .filter(|a| (a.tail == a.head) == circles)
            .map(Arrow::to_string)
            .collect();
        picked.join(",")
    };
    let mut prefix = String::new();
    for (name, list) in [("csl", join(true)), ("cal", join(false))] {
        if !list.is_empty() {
            prefix.push_str(&format!("[%{name} {list}]"));
        }
    }
    if !prefix.is_empty() && !text.is_empty() && !text.starts_with([' ', '\n']) {
        prefix.push(' ');
    }
    prefix + &text
}

/// `h:mm:ss` with the seconds' decimals as far as they go (to
/// milliseconds), negative times as zero.
fn format_time(seconds: f64) -> String {
    let seconds = seconds.max(0.0);
    let hours = (seconds / 3600.0).floor();
    let minutes = ((seconds % 3600.0) / 60.0).floor();
    let rest = format!("{:06.3}", seconds % 3600.0 % 60.0);
    let rest = rest.trim_end_matches('0').trim_end_matches('.');
    format!("{hours}:{minutes:02}:{rest}")
}

/// `h:mm:ss(.s)` in seconds, as a clock command holds it.
fn time(value: &str) -> Option<f64> {
    let mut parts = value.split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    let digits = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    let (whole, decimals) = s.split_once('.').unwrap_or((s, ""));
    let fine = parts.next().is_none()
        && digits(h)
        && digits(m)
        && digits(whole)
        && decimals.bytes().all(|b| b.is_ascii_digit());
    if !fine {
        return None;
    }
    Some(h.parse::<f64>().ok()? * 3600.0 + m.parse::<f64>().ok()? * 60.0 + s.parse::<f64>().ok()?)
}

/// The arrows of one command's value, `Ge2e4,Rd5`, if all read.
fn parse_arrows(value: &str) -> Option<Vec<Arrow>> {
    read_arrows(value).ok()
}

/// The arrows and circles of a list written as `[%cal]` and `[%csl]`
/// write them, `Ge2e4,Rd5` (a colour letter, `G`, `R`, `Y` or `B`, then a
/// square for a circle or two for an arrow, commas between); the first
/// item that does not read otherwise.
///
/// ```
/// use rankfile::pgn::{ArrowColor, read_arrows};
///
/// let arrows = read_arrows("Ge2e4,Rd5").unwrap();
/// assert_eq!((arrows.len(), arrows[1].color), (2, ArrowColor::Red));
/// assert_eq!(read_arrows("Ge2e4,Xd5"), Err("Xd5"));
/// ```
///
/// # Errors
///
/// The first item that is no arrow nor circle.
pub fn read_arrows(list: &str) -> Result<Vec<Arrow>, &str> {
    list.split(',')
        .map(|item| item.trim().parse().map_err(|()| item))
        .collect()
}

/// [`read_arrows`] for a list of one kind, as `[%cal]` (`circles` false:
/// each item two squares, an arrow, drawn as a circle when they are one)
/// or `[%csl]` (`circles` true: each item one square) holds it.
///
/// ```
/// use rankfile::pgn::read_arrows_of;
///
/// assert_eq!(read_arrows_of("Ge2e4,Ra1a1", false).map(|a| a.len()), Ok(2));
/// assert_eq!(read_arrows_of("Ge2e4,Rd5", false), Err("Rd5"));
/// assert_eq!(read_arrows_of("Rd5,Ge2e4", true), Err("Ge2e4"));
/// ```
///
/// # Errors
///
/// The first item that does not read, or is of the other kind.
pub fn read_arrows_of(list: &str, circles: bool) -> Result<Vec<Arrow>, &str> {
    let squares = if circles { 2 } else { 4 };
    list.split(',')
        .map(|item| match item.trim().len() == 1 + squares {
            true => item.trim().parse().map_err(|()| item),
            false => Err(item),
        })
        .collect()
}

/// The commands named one of `names`, each as the byte range of
/// `[%name value]` and its value: the name is followed by one white
/// space and the value runs to the first `]`.
fn commands_named<'c>(
    comment: &'c str,
    names: &'c [&'c str],
) -> impl Iterator<Item = (Range<usize>, &'c str)> + 'c {
    let mut from = 0;
    std::iter::from_fn(move || {
        loop {
            let start = from + comment.get(from..)?.find("[%")?;
            from = start + 2;
            let rest = comment.get(from..)?;
            let Some(name) = names.iter().find(|n| rest.starts_with(**n)) else {
                continue;
            };
            let after = &rest[name.len()..];
            let Some(space) = after.chars().next().filter(|c| c.is_whitespace()) else {
                continue;
            };
            let body = &after[space.len_utf8()..];
            let Some(end) = body.find(']') else {
                continue;
            };
            let value_start = from + name.len() + space.len_utf8();
            let stop = value_start + end + 1;
            return Some((start..stop, &body[..end]));
        }
    })
}

/// The first command named one of `names` whose value `valid` takes.
fn first_valid(
    comment: &str,
    names: &[&str],
    valid: impl Fn(&str) -> bool,
) -> Option<Range<usize>> {
    commands_named(comment, names)
        .find(|(_, v)| valid(v))
        .map(|(range, _)| range)
}

/// The comment with its first valid `name` command replaced by
/// `command`, or `command` added at its end, or (`None`) the command
/// removed.
fn replace_first(
    comment: &str,
    name: &str,
    valid: impl Fn(&str) -> bool,
    command: Option<String>,
) -> String {
    match first_valid(comment, &[name], valid) {
        Some(found) => condense(comment, found, command.as_deref()),
        None => match command {
            None => comment.to_string(),
            Some(command) if comment.is_empty() || comment.ends_with([' ', '\n']) => {
                format!("{comment}{command}")
            }
            Some(command) => format!("{comment} {command}"),
        },
    }
}

/// `comment` with the command at `found` replaced by `by`: with nothing,
/// one white space around it is kept only where there was one on both
/// sides.
fn condense(comment: &str, found: Range<usize>, by: Option<&str>) -> String {
    let space_before = comment[..found.start]
        .chars()
        .next_back()
        .filter(|c| c.is_whitespace());
    let space_after = comment[found.end..]
        .chars()
        .next()
        .filter(|c| c.is_whitespace());
    let start = found.start - space_before.map_or(0, char::len_utf8);
    let end = found.end + space_after.map_or(0, char::len_utf8);
    let kept = |c: Option<char>| c.map(String::from).unwrap_or_default();
    let middle = match by {
        Some(by) => format!("{}{by}{}", kept(space_before), kept(space_after)),
        None if space_before.is_some() => kept(space_after),
        None => String::new(),
    };
    format!("{}{middle}{}", &comment[..start], &comment[end..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_as_python_chess_makes_them() {
        // python-chess 1.11.2's test_annotations, step by step.
        let mut c = "foo [%bar] baz".to_string();
        c = set_clock(&c, Some(12345.0));
        assert_eq!(c, "foo [%bar] baz [%clk 3:25:45]");
        c = set_eval(&c, Some(Eval::Pawns(-0.8)), None);
        assert_eq!(c, "foo [%bar] baz [%clk 3:25:45] [%eval -0.80]");
        c = set_eval(&c, Some(Eval::Mate(1)), Some(5));
        assert_eq!(c, "foo [%bar] baz [%clk 3:25:45] [%eval #1,5]");
        let arrows: Vec<Arrow> = ["Ga1", "Ra1h1", "Gb1b8"]
            .iter()
            .map(|a| a.parse().unwrap())
            .collect();
        c = set_arrows(&c, &arrows);
        assert_eq!(
            c,
            "[%csl Ga1][%cal Ra1h1,Gb1b8] foo [%bar] baz [%clk 3:25:45] [%eval #1,5]"
        );
        assert_eq!(super::arrows(&c), arrows);
        c = set_emt(&c, Some(321.0));
        assert!(c.ends_with("[%eval #1,5] [%emt 0:05:21]"));
        assert_eq!(emt(&c), Some(321.0));
        c = set_eval(&c, None, None);
        c = set_emt(&c, None);
        assert_eq!(
            c,
            "[%csl Ga1][%cal Ra1h1,Gb1b8] foo [%bar] baz [%clk 3:25:45]"
        );
        c = set_clock(&c, None);
        c = set_arrows(&c, &[]);
        assert_eq!(c, "foo [%bar] baz");
    }

    #[test]
    fn times() {
        assert_eq!(
            set_clock("[%clk 0:00:01.234]", Some(-70.0)),
            "[%clk 0:00:00]"
        );
        assert_eq!(set_emt("", Some(6.54321)), "[%emt 0:00:06.543]");
        assert_eq!(emt("[%emt 0:00:01.234]"), Some(1.234));
        assert_eq!(emt("[%emt soon]"), None);
        assert_eq!(format_time(3600.0 + 10.0), "1:00:10");
        // A command that does not read is left alone, the next replaced.
        assert_eq!(
            set_clock("[%clk x] [%clk 0:01:00]", Some(1.0)),
            "[%clk x] [%clk 0:00:01]"
        );
    }

    #[test]
    fn arrows_that_do_not_read_stay_text() {
        assert!(arrows("[%cal Xe2e4] [%csl Ga9]").is_empty());
        assert_eq!(set_arrows("[%cal Xe2e4]", &[]), "[%cal Xe2e4]");
        assert_eq!(
            "Ge2".parse::<Arrow>().map(|a| a.head.to_string()),
            Ok("e2".to_string())
        );
    }
}
