//! The `TimeControl` tag (the PGN standard's 9.6.1): periods separated
//! by `:`, each `moves/seconds` or `seconds` (sudden death, the last
//! only), with `+increment`, or `+delayd` for a delay; `?` unknown and `-`
//! none.

use std::fmt;

/// One period of a time control.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimePeriod {
    /// Moves to play in the period; 0 for the rest of the game.
    pub moves: u32,
    /// Seconds on the clock for it.
    pub seconds: u32,
    /// Seconds added after each move.
    pub increment: f64,
    /// Seconds of delay before the clock runs, each move.
    pub delay: f64,
}

/// How fast a time control is, by the time one player has for a game of
/// 60 moves (the first period's time and 60 increments): bullet under 3
/// minutes, blitz under 15, rapid under 60, standard beyond (FIDE's
/// Laws, and python-chess's bullet).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    /// `?`, or no tag.
    Unknown,
    /// `-`: no clock.
    Unlimited,
    /// Standard (classical) chess.
    Standard,
    /// Rapid.
    Rapid,
    /// Blitz.
    Blitz,
    /// Bullet.
    Bullet,
}

/// A time control read from its tag.
#[derive(Debug, Clone, PartialEq)]
pub struct TimeControl {
    /// The periods, in order.
    pub periods: Vec<TimePeriod>,
    /// How fast it is.
    pub speed: Speed,
}

/// Why a `TimeControl` tag could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeControlError {
    /// The period that could not be read, as written.
    pub period: String,
    /// What is wrong with it.
    pub why: &'static str,
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the time control's period {:?} {}: write seconds (300), moves/seconds (40/7200), then +increment (+2) or +delayd (+5d)",
            self.period, self.why
        )
    }
}

impl std::error::Error for TimeControlError {}

/// Reads a `TimeControl` tag's value.
///
/// ```
/// use rankfile::pgn::{Speed, time_control};
///
/// let tc = time_control("40/7200:20/3600:900+30").unwrap();
/// assert_eq!(tc.periods.len(), 3);
/// assert_eq!((tc.periods[2].seconds, tc.periods[2].increment), (900, 30.0));
/// assert_eq!(tc.speed, Speed::Standard);
/// assert_eq!(time_control("180+2").unwrap().speed, Speed::Blitz);
/// assert!(time_control("600:20/180").is_err());
/// ```
pub fn time_control(tag: &str) -> Result<TimeControl, TimeControlError> {
    let tag = tag.trim();
    let speed = match tag {
        "" | "?" => Some(Speed::Unknown),
        "-" => Some(Speed::Unlimited),
        _ => None,
    };
    if let Some(speed) = speed {
        return Ok(TimeControl {
            periods: Vec::new(),
            speed,
        });
    }
    let periods: Vec<TimePeriod> = tag.split(':').map(period).collect::<Result<_, _>>()?;
    let count = periods.len();
    if let Some(p) = periods[..count - 1].iter().position(|p| p.moves == 0) {
        return Err(TimeControlError {
            period: tag.split(':').nth(p).unwrap_or_default().to_string(),
            why: "is sudden death, which only the last period can be",
        });
    }
    let first = periods[0];
    let game = f64::from(first.seconds) + 60.0 * first.increment;
    let speed = match game {
        g if g < 3.0 * 60.0 => Speed::Bullet,
        g if g < 15.0 * 60.0 => Speed::Blitz,
        g if g < 60.0 * 60.0 => Speed::Rapid,
        _ => Speed::Standard,
    };
    Ok(TimeControl { periods, speed })
}

fn period(text: &str) -> Result<TimePeriod, TimeControlError> {
    let refused = |why| TimeControlError {
        period: text.to_string(),
        why,
    };
    let (clock, bonus) = text.split_once('+').unwrap_or((text, ""));
    let (moves, seconds) = match clock.split_once('/') {
        Some((moves, seconds)) => (
            moves
                .parse()
                .map_err(|_| refused("has no number of moves before its /"))?,
            seconds,
        ),
        None => (0, clock),
    };
    let seconds = seconds
        .parse()
        .map_err(|_| refused("has no whole number of seconds"))?;
    let number = |s: &str| s.parse::<f64>().ok().filter(|n| n.is_finite() && *n >= 0.0);
    let (increment, delay) = match bonus.strip_suffix(['d', 'D']) {
        _ if bonus.is_empty() => (0.0, 0.0),
        Some(delay) => (
            0.0,
            number(delay).ok_or_else(|| refused("has no number of seconds of delay"))?,
        ),
        None => (
            number(bonus).ok_or_else(|| refused("has no number of seconds after its +"))?,
            0.0,
        ),
    };
    Ok(TimePeriod {
        moves,
        seconds,
        increment,
        delay,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_and_refusals() {
        let speed = |tag| time_control(tag).unwrap().speed;
        assert_eq!(speed("60"), Speed::Bullet);
        assert_eq!(speed("60+1"), Speed::Bullet);
        assert_eq!(speed("60+2"), Speed::Blitz);
        assert_eq!(speed("300+10"), Speed::Rapid);
        assert_eq!(speed("1800+30"), Speed::Standard);
        assert_eq!(speed("-"), Speed::Unlimited);
        assert_eq!(speed("?"), Speed::Unknown);
        assert_eq!(time_control("300+5d").unwrap().periods[0].delay, 5.0);
        for bad in ["300+a", "300+ad", "abc", "40/abc", "600:20/180", "300+-1"] {
            assert!(time_control(bad).is_err(), "{bad}");
        }
    }
}
