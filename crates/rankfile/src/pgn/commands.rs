//! Commands inside comments, as lichess, chess.com and broadcasts write
//! them: `[%clk 0:03:00]`, `[%eval 0.17]`, `[%eval #-3]`, and any other
//! `[%name value]`.

/// One `[%name value]` command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command<'a> {
    /// `clk`, `eval`, `emt`, …
    pub name: &'a str,
    /// What follows the name, trimmed.
    pub value: &'a str,
}

/// An engine's evaluation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Eval {
    /// In pawns, from White's point of view: `0.17`.
    Pawns(f64),
    /// Mate in so many moves; negative when Black mates: `#-3`.
    Mate(i32),
}

impl Eval {
    /// The evaluation in centipawns from White's point of view, rounded
    /// half to even as python-chess rounds it (`None` for a mate): the
    /// one conversion every front end uses.
    ///
    /// ```
    /// use rankfile::pgn::Eval;
    ///
    /// assert_eq!(Eval::Pawns(-0.35).centipawns(), Some(-35));
    /// // Half a centipawn goes to the even one, as python-chess's round().
    /// assert_eq!(Eval::Pawns(0.125).centipawns(), Some(12));
    /// assert_eq!(Eval::Pawns(0.135).centipawns(), Some(14));
    /// assert_eq!(Eval::Mate(3).centipawns(), None);
    /// ```
    pub fn centipawns(&self) -> Option<i64> {
        match *self {
            Eval::Pawns(pawns) => Some((pawns * 100.0).round_ties_even() as i64),
            Eval::Mate(_) => None,
        }
    }
}

/// The commands of a comment, in order.
///
/// ```
/// use rankfile::pgn::{clock, commands, eval, Eval};
///
/// let comment = "[%eval -0.35] [%clk 1:02:03.5] good move";
/// assert_eq!(commands(comment).len(), 2);
/// assert_eq!(clock(comment), Some(3723.5));
/// assert_eq!(eval(comment), Some(Eval::Pawns(-0.35)));
/// assert_eq!(eval("[%eval #-3]"), Some(Eval::Mate(-3)));
/// ```
pub fn commands(comment: &str) -> Vec<Command<'_>> {
    each_command(comment).collect()
}

/// The commands of a comment, one by one, found without a search
/// machine or a list: clocks are read for every ply of millions of games.
fn each_command(comment: &str) -> impl Iterator<Item = Command<'_>> {
    let mut rest = comment;
    std::iter::from_fn(move || {
        loop {
            let start = memchr::memchr(b'[', rest.as_bytes())?;
            let after = &rest[start + 1..];
            let Some(after) = after.strip_prefix('%') else {
                rest = after;
                continue;
            };
            let end = memchr::memchr(b']', after.as_bytes())?;
            let body = after[..end].trim();
            rest = &after[end + 1..];
            let (name, value) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
            if !name.is_empty() {
                return Some(Command {
                    name,
                    value: value.trim(),
                });
            }
        }
    })
}

/// The value of the first command `name` of a comment.
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    each_command(comment)
        .find(|c| c.name == name)
        .map(|c| c.value)
}

/// The `[%clk h:mm:ss]` time left, in seconds.
pub fn clock(comment: &str) -> Option<f64> {
    clock_value(command(comment, "clk")?)
}

/// The `[%eval ...]` evaluation.
pub fn eval(comment: &str) -> Option<Eval> {
    eval_value(command(comment, "eval")?)
}

/// [`clock`] and [`eval`] of a comment, found in one pass over it: what
/// an export asks of every ply of millions of games.
///
/// ```
/// use rankfile::pgn::{clock_and_eval, Eval};
///
/// let comment = "[%eval -0.35] [%clk 1:02:03] good move";
/// assert_eq!(clock_and_eval(comment), (Some(3723.0), Some(Eval::Pawns(-0.35))));
/// assert_eq!(clock_and_eval("[%clk 0:00:07.25]"), (Some(7.25), None));
/// assert_eq!(clock_and_eval("no commands"), (None, None));
/// assert_eq!(clock_and_eval(""), (None, None));
/// ```
#[inline]
pub fn clock_and_eval(comment: &str) -> (Option<f64>, Option<Eval>) {
    // Most plies of most games have no comment: nothing to call for them.
    if comment.is_empty() {
        return (None, None);
    }
    commands_clock_and_eval(comment)
}

fn commands_clock_and_eval(comment: &str) -> (Option<f64>, Option<Eval>) {
    if let Some(seconds) = lone_clock(comment) {
        return (Some(seconds), None);
    }
    // The first command of each name decides, as `clock` and `eval` read.
    let (mut clock, mut eval) = (None, None);
    for c in each_command(comment) {
        match c.name {
            "clk" if clock.is_none() => clock = Some(clock_value(c.value)),
            "eval" if eval.is_none() => eval = Some(eval_value(c.value)),
            _ => continue,
        }
        if clock.is_some() && eval.is_some() {
            break;
        }
    }
    (clock.flatten(), eval.flatten())
}

/// The clock of a comment that holds one command, a clock of whole
/// seconds (` [%clk 0:02:59] `, as lichess writes after every ply), read
/// without the search for commands; `None` for any other comment, which
/// the search then reads.
fn lone_clock(comment: &str) -> Option<f64> {
    let rest = comment.trim_matches(' ').strip_prefix("[%clk ")?;
    let (value, after) = rest.split_once(']')?;
    if after.is_empty() {
        whole_clock(value)
    } else {
        None
    }
}

/// A clock's value in seconds: `1:02:03`, `0:00:07.25`, `-1:00`.
fn clock_value(value: &str) -> Option<f64> {
    if let Some(seconds) = whole_clock(value) {
        return Some(seconds);
    }
    let mut seconds = 0.0;
    for part in value.split(':') {
        // Whole numbers (all but a last part with tenths) are read as
        // integers, which is much faster than reading a float.
        let part = match part.parse::<u32>() {
            Ok(n) => f64::from(n),
            Err(_) => part.parse::<f64>().ok()?,
        };
        seconds = seconds * 60.0 + part;
    }
    Some(seconds)
}

/// A clock written in digits and colons alone, no part empty (as lichess
/// writes every clock), read as integers; `None` for anything else (a
/// sign, tenths, an overflow), which the general reading takes. Integers
/// below 2^53 are exact in an `f64`, so both readings agree.
fn whole_clock(value: &str) -> Option<f64> {
    let (mut seconds, mut part, mut digits) = (0u64, 0u64, 0u32);
    for &b in value.as_bytes() {
        match b {
            b'0'..=b'9' if digits < 9 => {
                part = part * 10 + u64::from(b - b'0');
                digits += 1;
            }
            b':' if digits > 0 => {
                seconds = seconds.checked_mul(60)?.checked_add(part)?;
                (part, digits) = (0, 0);
            }
            _ => return None,
        }
    }
    let seconds = seconds.checked_mul(60)?.checked_add(part)?;
    (digits > 0 && seconds < 1 << 53).then_some(seconds as f64)
}

/// An evaluation's value: `0.17`, `#-3`, `1.5,20`.
fn eval_value(value: &str) -> Option<Eval> {
    let first = value.split([',', ' ']).next()?;
    match first.strip_prefix('#') {
        Some(mate) => mate.parse().ok().map(Eval::Mate),
        None => first.parse().ok().map(Eval::Pawns),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_commands() {
        assert!(commands("no commands [% ] [%").is_empty());
        assert_eq!(clock("[%clk 0:00:07]"), Some(7.0));
        assert_eq!(clock("[%clk soon]"), None);
        assert_eq!(eval("[%eval 1.5,20]"), Some(Eval::Pawns(1.5)));
        assert_eq!(commands("[%emt 0:00:05][%csl Ga4]")[1].value, "Ga4");
        assert_eq!(commands("[a] [b [%clk 0:01:00]")[0].value, "0:01:00");
        assert_eq!(clock("[%clk 0:00:07.25]"), Some(7.25));
        assert_eq!(clock("[%clk 1:00:00] [%clk 0:00:01]"), Some(3600.0));
        assert_eq!(clock("[%clk -1:00]"), Some(-60.0));
        assert_eq!(clock("[%clk 0::01]"), None);
    }

    /// The integer road and the general one read every clock alike.
    #[test]
    fn whole_clocks_read_as_the_general_reading() {
        let general = |value: &str| -> Option<f64> {
            let mut seconds = 0.0;
            for part in value.split(':') {
                seconds = seconds * 60.0 + part.parse::<f64>().ok()?;
            }
            Some(seconds)
        };
        for value in [
            "0:03:00",
            "1:02:03",
            "7",
            "00:00:00",
            "123456789:59:59",
            "0:0:0:0:1",
            "12:",
            ":12",
            "1::2",
            "",
            "+1:00",
            "1:0a",
            "999999999:999999999:999999999",
        ] {
            let comment = format!("[%clk {value}]");
            assert_eq!(clock(&comment), general(value), "{value}");
            assert_eq!(clock_and_eval(&comment).0, general(value), "{value}");
        }
    }

    #[test]
    fn one_pass_reads_what_each_reading_reads() {
        for comment in [
            "[%clk 0:01:00] [%eval 0.5]",
            "[%eval #-3] [%clk 0:00:01.5]",
            "[%clk soon] [%clk 0:00:01] [%eval x] [%eval 1]",
            "[%emt 0:00:05][%csl Ga4]",
            "{ [%clk 1:00:00] [%clk 0:00:01] }",
            "[a] [b [%clk 0:01:00]",
            "",
            // A lone clock, as lichess writes them, and comments that
            // only start like one.
            " [%clk 0:02:59] ",
            "[%clk 0:02:59]",
            "[%clk 0:02:59] a good move",
            "[%clk 0:02:59]]",
            "[%clk 0:02:59][%eval 1.5]",
            " [%clk 0:00:07.25] ",
            "[%clk  0:02:59]",
            "[%clk 0:02:59 ]",
            "[%clk ]",
            "[%clk 1:2:3:4]",
        ] {
            assert_eq!(
                clock_and_eval(comment),
                (clock(comment), eval(comment)),
                "{comment}"
            );
        }
    }
}
