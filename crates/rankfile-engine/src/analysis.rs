//! A search as a person reads it: each line's score from White's side (as
//! PGN's `[%eval]` writes it) and its moves in SAN.

use std::ops::ControlFlow;

use rankfile::Position;

use crate::{Bound, Engine, EngineError, Limit, Line, Score, Search, Wdl};

/// One of the best lines, ready to show.
#[derive(Debug, Clone, PartialEq)]
pub struct AnalysedLine {
    /// Which of the best lines, from 1.
    pub multipv: u32,
    /// The depth searched.
    pub depth: Option<u32>,
    /// The deepest ply looked at.
    pub seldepth: Option<u32>,
    /// The score from White's point of view.
    pub score: Option<Score>,
    /// Whether the score is exact or a bound (from White's side too: a
    /// lower bound for Black is an upper one for White).
    pub bound: Bound,
    /// The score as `[%eval]` writes it (`0.35`, `#-2`), empty without one.
    pub eval: String,
    /// Win, draw and loss chances for White, in thousandths, when the
    /// engine gave them.
    pub wdl: Option<Wdl>,
    /// Positions searched.
    pub nodes: Option<u64>,
    /// The line in UCI.
    pub uci: Vec<String>,
    /// The line in SAN.
    pub san: Vec<String>,
    /// The line in SAN with its move numbers: `12... Nf6 13. Bg5`.
    pub numbered: String,
    /// White's share of an evaluation bar, 0 to 1: half White's winning
    /// chances plus a half ([`Score::winning_chances`]).
    pub white_share: Option<f64>,
}

impl AnalysedLine {
    /// `line`, found by a search of `pos`, turned to White's side and
    /// written in SAN.
    pub fn of(pos: &Position, line: &Line) -> AnalysedLine {
        let turn = pos.turn();
        let score = line.info.score.map(|s| s.for_white(turn));
        let black = turn == rankfile::Color::Black;
        let bound = match (line.info.bound, black) {
            (Bound::Lower, true) => Bound::Upper,
            (Bound::Upper, true) => Bound::Lower,
            (bound, _) => bound,
        };
        let wdl = line.info.wdl.map(|w| match black {
            true => Wdl {
                wins: w.losses,
                draws: w.draws,
                losses: w.wins,
            },
            false => w,
        });
        let mut at = *pos;
        let mut uci = Vec::with_capacity(line.pv.len());
        let mut san = Vec::with_capacity(line.pv.len());
        for m in &line.pv {
            uci.push(at.uci(m));
            san.push(at.san(m));
            at.play_unchecked(m);
        }
        AnalysedLine {
            multipv: line.multipv(),
            depth: line.info.depth,
            seldepth: line.info.seldepth,
            eval: score.map(Score::to_eval).unwrap_or_default(),
            score,
            bound,
            wdl,
            nodes: line.info.nodes,
            uci,
            numbered: rankfile::pgn::numbered(pos, &san),
            san,
            white_share: score.map(|s| (s.winning_chances() + 1.0) / 2.0),
        }
    }
}

/// A finished search of one position.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// The engine's name.
    pub engine: String,
    /// The best move in UCI and in SAN; `None` when the position has no
    /// move.
    pub best: Option<(String, String)>,
    /// The reply the engine expects, in UCI and SAN.
    pub ponder: Option<(String, String)>,
    /// The best lines, the best first.
    pub lines: Vec<AnalysedLine>,
}

impl Analysis {
    /// `search`, a search of `pos` by `engine`, as a person reads it.
    pub fn of(engine: &str, pos: &Position, search: &Search) -> Analysis {
        let best = search.best.map(|m| (pos.uci(&m), pos.san(&m)));
        let ponder = search.best.zip(search.ponder).map(|(b, p)| {
            let mut after = *pos;
            after.play_unchecked(&b);
            (after.uci(&p), after.san(&p))
        });
        Analysis {
            engine: engine.to_string(),
            best,
            ponder,
            lines: search
                .lines
                .iter()
                .map(|l| AnalysedLine::of(pos, l))
                .collect(),
        }
    }
}

/// Searches `pos` with `engine` until `limit`, `multipv` lines.
///
/// # Errors
///
/// [`EngineError::NoLimit`] for a limit that limits nothing (the search
/// would never end); any [`EngineError`] of the search.
pub fn analyse(
    engine: &mut Engine,
    pos: &Position,
    limit: &Limit,
    multipv: u32,
) -> Result<Analysis, EngineError> {
    if *limit == Limit::default() {
        return Err(EngineError::NoLimit);
    }
    let search = engine.search(pos, &[], limit, multipv, |_| ControlFlow::Continue(()))?;
    Ok(Analysis::of(engine.name(), pos, &search))
}
