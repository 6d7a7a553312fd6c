//! Dead positions: rankfile's verdicts on CHA's test vectors against
//! their labels, and the quick and full forms' speed on the final
//! positions of real games (CHA's `lichess-30K-games.txt` form: a FEN,
//! then the game's id; the side asked about is the last to move).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rankfile::winnable::Verdict;
use rankfile::{Color, Position};

/// Every vector of `path`, both sides: how many decided as labelled,
/// against the label, and left undetermined (each said), with the time.
/// With `quick`, the quick form's: its undetermined means *probably
/// winnable*, and how many of the unwinnable it proves is what counts.
pub fn vectors(path: &str, quick: bool) {
    let text = std::fs::read_to_string(path).unwrap();
    let (mut right, mut wrong, mut undetermined, mut reasons) = (0, 0, 0, BTreeMap::new());
    let started = Instant::now();
    let mut slowest = Duration::ZERO;
    for line in text.lines().filter(|l| !l.starts_with('#') && l.len() > 3) {
        let (label, fen) = (&line[..2], full_fen(&line[3..]));
        let pos: Position = fen.parse().unwrap();
        for (side, letter) in [(Color::White, 'W'), (Color::Black, 'B')] {
            let asked = Instant::now();
            let verdict = if quick {
                pos.quick_winnable(side)
            } else {
                pos.winnable(side)
            };
            slowest = slowest.max(asked.elapsed());
            let code = match &verdict {
                Verdict::Unwinnable(why) => why.code(),
                other => other.code(),
            };
            *reasons.entry(code).or_insert(0) += 1;
            match (&verdict, label.contains(letter)) {
                (Verdict::Winnable(_), true) | (Verdict::Unwinnable(_), false) => right += 1,
                (Verdict::Undetermined { .. }, _) => {
                    undetermined += 1;
                    if !quick {
                        println!("undetermined: {label} {fen} {side:?}");
                    }
                }
                _ => {
                    wrong += 1;
                    println!("WRONG: {} {label} {fen} {side:?}", verdict.code());
                }
            }
        }
    }
    let took = started.elapsed();
    println!(
        "right {right}, wrong {wrong}, undetermined {undetermined} in {took:.1?} (slowest {slowest:.2?}); {reasons:?}"
    );
}

/// A vector's position as a full FEN: its four fields (one line gives
/// two, the castling and en passant fields left out: none), then clocks 0
/// and 1.
pub fn full_fen(fields: &str) -> String {
    let mut fields: Vec<&str> = fields.split_whitespace().collect();
    while fields.len() < 4 {
        fields.push("-");
    }
    format!("{} 0 1", fields.join(" "))
}

/// How long the full form may take on a position before the position is
/// printed, with its time: the tail that holds the mean.
const SLOW: Duration = Duration::from_millis(10);

/// The final positions of `path`, the last mover asked about: the quick
/// form's time per position over all of them, and with `full`, the full
/// form's too, and every position where the two disagree on unwinnable.
pub fn games(path: &str, full: bool) {
    let text = std::fs::read_to_string(path).unwrap();
    let positions: Vec<Position> = text
        .lines()
        .filter_map(|l| l.rsplit_once(' ').and_then(|(fen, _)| fen.parse().ok()))
        .collect();
    for (form, quick) in [("quick", true), ("full", false)] {
        if !quick && !full {
            continue;
        }
        let mut counts = BTreeMap::new();
        let started = Instant::now();
        let mut times = Vec::with_capacity(positions.len());
        for pos in &positions {
            let asked = Instant::now();
            let verdict = if quick {
                pos.quick_winnable(!pos.turn())
            } else {
                pos.winnable(!pos.turn())
            };
            let took = asked.elapsed();
            times.push(took);
            if !quick && matches!(verdict, Verdict::Undetermined { .. }) {
                println!("undetermined: {}", pos.fen());
            } else if !quick && took >= SLOW {
                println!("slow, {took:.1?}: {}", pos.fen());
            }
            *counts.entry(verdict.code()).or_insert(0) += 1;
        }
        let took = started.elapsed();
        times.sort_unstable();
        let at = |part: f64| times.get((part * times.len() as f64) as usize).copied();
        let slowest = times.last().copied().unwrap_or_default();
        println!(
            "{form}: {} positions in {took:.2?}, {:.2?} each on average, median {:.2?}, 90th percentile {:.2?}, slowest {slowest:.2?}; {counts:?}",
            positions.len(),
            took / positions.len().max(1) as u32,
            at(0.5).unwrap_or_default(),
            at(0.9).unwrap_or_default(),
        );
    }
}
