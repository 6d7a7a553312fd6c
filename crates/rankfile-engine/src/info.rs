//! An engine's `info` lines, read into their fields.
//!
//! Unknown fields are skipped, as the UCI protocol asks of a GUI; a known
//! field whose value is not a number is an error, so that a broken engine
//! is said, not half read.

use std::time::Duration;

/// An engine's score, from the point of view of the side to move (as UCI
/// sends it), or of White once [`Score::for_white`] turned it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in so many moves; negative when the side is mated; `Mate(0)`
    /// when it is mated on the board.
    Mate(i32),
}

impl Score {
    /// The score seen from the other side.
    pub fn flip(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    /// The score from White's point of view, given who was to move.
    ///
    /// ```
    /// use rankfile::Color;
    /// use rankfile_engine::Score;
    ///
    /// assert_eq!(Score::Cp(35).for_white(Color::Black), Score::Cp(-35));
    /// assert_eq!(Score::Mate(2).for_white(Color::White), Score::Mate(2));
    /// ```
    pub fn for_white(self, turn: rankfile::Color) -> Score {
        match turn {
            rankfile::Color::White => self,
            rankfile::Color::Black => self.flip(),
        }
    }

    /// The chances of winning of the side the score is for, from -1 (lost)
    /// to 1 (won), by lichess's published formula: `2 / (1 + e^(-0.00368208
    /// cp)) - 1`, centipawns beyond ±1,000 counted as 1,000, a mate in `n`
    /// as `(21 - min(n, 10)) × 100` centipawns (so as 1,000).
    ///
    /// ```
    /// use rankfile_engine::Score;
    ///
    /// assert_eq!(Score::Cp(0).winning_chances(), 0.0);
    /// assert!((Score::Cp(100).winning_chances() - 0.182).abs() < 1e-3);
    /// assert_eq!(Score::Mate(3).winning_chances(), Score::Cp(5000).winning_chances());
    /// ```
    pub fn winning_chances(self) -> f64 {
        let cp = match self {
            Score::Cp(cp) => f64::from(cp),
            Score::Mate(n) => f64::from(n.signum() * (21 - n.abs().min(10)) * 100),
        };
        let cp = cp.clamp(-1000.0, 1000.0);
        2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
    }

    /// The score as PGN's `[%eval]` writes it, from the score's own point
    /// of view: `0.35`, `-1.20`, `#3`, `#-2`.
    ///
    /// ```
    /// use rankfile_engine::Score;
    ///
    /// assert_eq!(Score::Cp(35).to_eval(), "0.35");
    /// assert_eq!(Score::Cp(-120).to_eval(), "-1.20");
    /// assert_eq!(Score::Cp(-5).to_eval(), "-0.05");
    /// assert_eq!(Score::Mate(-2).to_eval(), "#-2");
    /// ```
    pub fn to_eval(self) -> String {
        match self {
            Score::Cp(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let abs = cp.unsigned_abs();
                format!("{sign}{}.{:02}", abs / 100, abs % 100)
            }
            Score::Mate(n) => format!("#{n}"),
        }
    }
}

/// Whether a score is exact or only a bound the search found on its way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bound {
    /// The score itself.
    #[default]
    Exact,
    /// At least this much (`lowerbound`).
    Lower,
    /// At most this much (`upperbound`).
    Upper,
}

/// Win, draw and loss chances in thousandths, for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wdl {
    /// Wins in a thousand.
    pub wins: u32,
    /// Draws in a thousand.
    pub draws: u32,
    /// Losses in a thousand.
    pub losses: u32,
}

/// One `info` line's fields; the moves of `pv` in UCI, as sent (the
/// search checks them against the position).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Info {
    /// `depth`.
    pub depth: Option<u32>,
    /// `seldepth`.
    pub seldepth: Option<u32>,
    /// `multipv`: which of the best lines this is, from 1.
    pub multipv: Option<u32>,
    /// `score cp N` or `score mate N`, for the side to move.
    pub score: Option<Score>,
    /// `lowerbound` or `upperbound` after the score.
    pub bound: Bound,
    /// `wdl W D L`.
    pub wdl: Option<Wdl>,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// `nps`.
    pub nps: Option<u64>,
    /// `time`, the search's time so far.
    pub time: Option<Duration>,
    /// `hashfull`, in thousandths.
    pub hashfull: Option<u32>,
    /// `tbhits`.
    pub tbhits: Option<u64>,
    /// `currmove`.
    pub currmove: Option<String>,
    /// `pv`, in UCI.
    pub pv: Vec<String>,
    /// `string`: the rest of the line, as text.
    pub string: Option<String>,
}

/// A field of an `info` line that was not what UCI says it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InfoError {
    /// The field (`depth`, `score`, …).
    pub field: String,
    /// What stood where its value was (empty at the line's end).
    pub value: String,
}

/// The fields of an `info` line (without the word `info`).
///
/// ```
/// use rankfile_engine::{parse_info, Score};
///
/// let info = parse_info("depth 12 seldepth 15 multipv 1 score cp -31 nodes 4096 pv e7e5 g1f3").unwrap();
/// assert_eq!(info.depth, Some(12));
/// assert_eq!(info.score, Some(Score::Cp(-31)));
/// assert_eq!(info.pv, ["e7e5", "g1f3"]);
/// assert!(parse_info("depth twelve").is_err());
/// ```
pub fn parse_info(fields: &str) -> Result<Info, InfoError> {
    let mut info = Info::default();
    let mut words = fields.split_ascii_whitespace().peekable();
    while let Some(field) = words.next() {
        match field {
            "depth" => info.depth = Some(number(field, words.next())?),
            "seldepth" => info.seldepth = Some(number(field, words.next())?),
            "multipv" => info.multipv = Some(number(field, words.next())?),
            "nodes" => info.nodes = Some(number(field, words.next())?),
            "nps" => info.nps = Some(number(field, words.next())?),
            "hashfull" => info.hashfull = Some(number(field, words.next())?),
            "tbhits" => info.tbhits = Some(number(field, words.next())?),
            "time" => info.time = Some(Duration::from_millis(number(field, words.next())?)),
            "currmove" => info.currmove = words.next().map(str::to_string),
            "score" => {
                let kind = words.next();
                let n: i32 = number("score", words.next())?;
                info.score = Some(match kind {
                    Some("cp") => Score::Cp(n),
                    Some("mate") => Score::Mate(n),
                    other => return Err(bad("score", other)),
                });
                match words.peek() {
                    Some(&"lowerbound") => info.bound = Bound::Lower,
                    Some(&"upperbound") => info.bound = Bound::Upper,
                    _ => continue,
                }
                words.next();
            }
            "wdl" => {
                info.wdl = Some(Wdl {
                    wins: number("wdl", words.next())?,
                    draws: number("wdl", words.next())?,
                    losses: number("wdl", words.next())?,
                })
            }
            "pv" => info.pv = words.by_ref().map(str::to_string).collect(),
            "string" => info.string = Some(words.by_ref().collect::<Vec<_>>().join(" ")),
            _ => {}
        }
    }
    Ok(info)
}

fn number<T: std::str::FromStr>(field: &str, word: Option<&str>) -> Result<T, InfoError> {
    word.and_then(|w| w.parse().ok())
        .ok_or_else(|| bad(field, word))
}

fn bad(field: &str, word: Option<&str>) -> InfoError {
    InfoError {
        field: field.to_string(),
        value: word.unwrap_or_default().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_stockfish_line() {
        let line = "depth 20 seldepth 28 multipv 2 score cp 17 upperbound wdl 55 920 25 nodes 1234567 nps 987654 hashfull 312 tbhits 0 time 1250 pv e2e4 e7e5 g1f3";
        let info = parse_info(line).unwrap();
        assert_eq!(info.depth, Some(20));
        assert_eq!(info.seldepth, Some(28));
        assert_eq!(info.multipv, Some(2));
        assert_eq!(info.score, Some(Score::Cp(17)));
        assert_eq!(info.bound, Bound::Upper);
        assert_eq!(
            info.wdl,
            Some(Wdl {
                wins: 55,
                draws: 920,
                losses: 25
            })
        );
        assert_eq!(info.nodes, Some(1_234_567));
        assert_eq!(info.nps, Some(987_654));
        assert_eq!(info.hashfull, Some(312));
        assert_eq!(info.time, Some(Duration::from_millis(1250)));
        assert_eq!(info.pv, ["e2e4", "e7e5", "g1f3"]);
    }

    #[test]
    fn mates_bounds_and_strings() {
        let info = parse_info("depth 5 score mate -3 lowerbound pv h7h8").unwrap();
        assert_eq!(info.score, Some(Score::Mate(-3)));
        assert_eq!(info.bound, Bound::Lower);
        let info = parse_info("string NNUE evaluation using nn.nnue enabled").unwrap();
        assert_eq!(
            info.string.as_deref(),
            Some("NNUE evaluation using nn.nnue enabled")
        );
    }

    #[test]
    fn unknown_fields_are_skipped_known_ones_must_be_numbers() {
        let info = parse_info("depth 3 refutation e2e4 currline 1 e2e4").unwrap();
        assert_eq!(info.depth, Some(3));
        let err = parse_info("depth 3 score centipawns 5").unwrap_err();
        assert_eq!(err.field, "score");
        let err = parse_info("nodes").unwrap_err();
        assert_eq!((err.field.as_str(), err.value.as_str()), ("nodes", ""));
    }

    #[test]
    fn evals_as_pgn_writes_them() {
        assert_eq!(Score::Cp(0).to_eval(), "0.00");
        assert_eq!(Score::Cp(1234).to_eval(), "12.34");
        assert_eq!(Score::Mate(0).to_eval(), "#0");
    }
}
