//! A game's main line annotated by an engine: each move's evaluation in
//! its comment as `[%eval …]`, and, when asked, lichess's judgements
//! (`?!`, `?`, `??`) with the engine's better line as a variation.
//!
//! The judgements follow lichess's published rule: a move is judged by
//! how much it lowers its player's chances of winning
//! ([`Score::winning_chances`]): a drop of 0.1 is an inaccuracy, 0.2 a
//! mistake, 0.3 a blunder. A move the engine would
//! have played itself is never judged.

use std::ops::ControlFlow;

use rankfile::pgn::{Eval, Game, set_eval};
use rankfile::{Color, Move, Position};

use crate::{Engine, EngineError, Limit, Score};

/// What to add to a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnnotateOptions {
    /// Each position's search.
    pub limit: Limit,
    /// Add `?!`, `?` and `??` with the better line.
    pub judgements: bool,
    /// The better line's length, in plies.
    pub variation_plies: usize,
}

/// What was added to a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Annotated {
    /// Moves given an evaluation.
    pub evals: usize,
    /// Moves judged `?!`.
    pub inaccuracies: usize,
    /// Moves judged `?`.
    pub mistakes: usize,
    /// Moves judged `??`.
    pub blunders: usize,
}

/// A position of the main line, as the engine saw it.
enum Verdict {
    Searched {
        /// From White's side; `None` when the engine gave no score.
        white: Option<Score>,
        best: Option<Move>,
        pv: Vec<Move>,
    },
    /// No legal move, and the side to move is in check.
    Mated(Color),
    Stalemate,
}

/// The NAGs of a judgement: `$6` (`?!`), `$2` (`?`), `$4` (`??`).
const INACCURACY: u8 = 6;
const MISTAKE: u8 = 2;
const BLUNDER: u8 = 4;

/// Annotates `game`'s main line with `engine`: every move's comment gets
/// the evaluation of the position after it (its other text, clocks and
/// commands kept; an `[%eval]` already there replaced), and with
/// `options.judgements` the moves that lose ground their NAG and the
/// engine's line as a variation. A line broken by a null move is searched
/// from the position after it.
///
/// # Errors
///
/// [`EngineError::NoLimit`] for a limit that limits nothing; the engine's
/// first error. The game is changed only once every search succeeded.
pub fn annotate(
    engine: &mut Engine,
    game: &mut Game,
    options: &AnnotateOptions,
) -> Result<Annotated, EngineError> {
    if options.limit == Limit::default() {
        return Err(EngineError::NoLimit);
    }
    engine.new_game()?;
    let main = game.main_line_from(None);
    let mut verdicts = Vec::with_capacity(main.len() + 1);
    let (mut base, mut moves) = (game.position_after(None), Vec::new());
    if options.judgements {
        verdicts.push(Some(judge(engine, &base, &moves, &options.limit)?));
    } else {
        verdicts.push(None);
    }
    for &node in &main {
        match game.node(node).and_then(|n| n.mv) {
            Some(mv) => moves.push(mv),
            None => {
                base = game.position_after(Some(node));
                moves.clear();
            }
        }
        verdicts.push(Some(judge(engine, &base, &moves, &options.limit)?));
    }
    let mut done = Annotated::default();
    for (k, &node) in main.iter().enumerate() {
        write_eval(game, node, verdicts[k + 1].as_ref(), &mut done);
        if let (true, Some(before), Some(after)) =
            (options.judgements, &verdicts[k], &verdicts[k + 1])
        {
            let parent = k.checked_sub(1).map(|p| main[p]);
            judge_move(game, parent, node, (before, after), options, &mut done);
        }
    }
    Ok(done)
}

/// The position after `moves` from `base`, searched (or known without a
/// search when it has no move).
fn judge(
    engine: &mut Engine,
    base: &Position,
    moves: &[Move],
    limit: &Limit,
) -> Result<Verdict, EngineError> {
    let mut pos = *base;
    for m in moves {
        pos.play_unchecked(m);
    }
    if !pos.has_legal_moves() {
        return Ok(match pos.is_check() {
            true => Verdict::Mated(pos.turn()),
            false => Verdict::Stalemate,
        });
    }
    let search = engine.search(base, moves, limit, 1, |_| ControlFlow::Continue(()))?;
    let line = search.lines.first();
    Ok(Verdict::Searched {
        white: line
            .and_then(|l| l.score())
            .map(|s| s.for_white(pos.turn())),
        best: search.best,
        pv: line.map(|l| l.pv.clone()).unwrap_or_default(),
    })
}

/// `[%eval]` in the comment of `node`, for a searched position.
fn write_eval(game: &mut Game, node: usize, verdict: Option<&Verdict>, done: &mut Annotated) {
    let Some(Verdict::Searched {
        white: Some(white), ..
    }) = verdict
    else {
        return;
    };
    let eval = match *white {
        Score::Cp(cp) => Eval::Pawns(f64::from(cp) / 100.0),
        Score::Mate(n) => Eval::Mate(n),
    };
    if let Some(n) = game.node_mut(node) {
        n.comment = set_eval(&n.comment, Some(eval), None);
        done.evals += 1;
    }
}

/// The judgement of the move of `node` (played after `parent`), from the
/// verdicts before and after it.
fn judge_move(
    game: &mut Game,
    parent: Option<usize>,
    node: usize,
    (before, after): (&Verdict, &Verdict),
    options: &AnnotateOptions,
    done: &mut Annotated,
) {
    let Verdict::Searched {
        white: Some(_),
        best,
        pv,
    } = before
    else {
        return;
    };
    // An engine's silence about a score is no judgement.
    if let Verdict::Searched { white: None, .. } = after {
        return;
    }
    let Some(n) = game.node(node) else {
        return;
    };
    let played = n.mv;
    // A move already judged by a person keeps its judgement.
    if played.is_none() || *best == played || n.nags.iter().any(|&g| (1..=6).contains(&g)) {
        return;
    }
    let mover = game.position_after(parent).turn();
    let drop = chances(before, mover) - chances(after, mover);
    let nag = match drop {
        d if d >= 0.3 => BLUNDER,
        d if d >= 0.2 => MISTAKE,
        d if d >= 0.1 => INACCURACY,
        _ => return,
    };
    match nag {
        BLUNDER => done.blunders += 1,
        MISTAKE => done.mistakes += 1,
        _ => done.inaccuracies += 1,
    }
    if let Some(n) = game.node_mut(node) {
        n.nags.push(nag);
    }
    let line: Vec<Option<Move>> = pv
        .iter()
        .take(options.variation_plies)
        .map(|&m| Some(m))
        .collect();
    // The engine's moves were checked legal where it played them.
    let _ = game.add_line(parent, &line);
}

/// A player's chances of winning in a position, from -1 to 1
/// ([`Score::winning_chances`]).
fn chances(verdict: &Verdict, side: Color) -> f64 {
    let white = match verdict {
        Verdict::Searched { white, .. } => white.unwrap_or(Score::Cp(0)),
        // Mated now weighs as a mate in one against.
        Verdict::Mated(Color::White) => Score::Mate(-1),
        Verdict::Mated(Color::Black) => Score::Mate(1),
        Verdict::Stalemate => Score::Cp(0),
    };
    let chances = white.winning_chances();
    if side == Color::White {
        chances
    } else {
        -chances
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn searched(white: Score) -> Verdict {
        Verdict::Searched {
            white: Some(white),
            best: None,
            pv: Vec::new(),
        }
    }

    #[test]
    fn chances_by_lichess_formula() {
        // 0 cp is even; +100 cp is about 0.18 for White and -0.18 for Black.
        assert!(chances(&searched(Score::Cp(0)), Color::White).abs() < 1e-12);
        let plus_one = chances(&searched(Score::Cp(100)), Color::White);
        assert!((plus_one - 0.1820).abs() < 1e-3, "{plus_one}");
        assert!((chances(&searched(Score::Cp(100)), Color::Black) + plus_one).abs() < 1e-12);
        // Beyond 1,000 cp nothing changes; a mate in 1 counts as 1,000.
        let cap = chances(&searched(Score::Cp(1000)), Color::White);
        assert_eq!(chances(&searched(Score::Cp(5000)), Color::White), cap);
        assert_eq!(chances(&searched(Score::Mate(1)), Color::White), cap);
        // A mate in 15 counts as 1,100 cp, so as 1,000 too; a mate against
        // White, against.
        let near = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(near(
            chances(&searched(Score::Mate(-15)), Color::White),
            -cap
        ));
        assert!(near(
            chances(&Verdict::Mated(Color::Black), Color::White),
            cap
        ));
        assert_eq!(chances(&Verdict::Stalemate, Color::Black), 0.0);
    }
}
