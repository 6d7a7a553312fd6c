//! Whether a game's result holds together: the `Result` tag, the
//! termination marker after the moves, and the final position.

use crate::text::{Text, t};
use core::ops::Range;

use super::check::GameCheck;
use super::outcome::Outcome;
use super::problem::{self, PgnProblem};
use crate::{Color, Role};

/// One warning found, before it is added.
type Found = (&'static str, Range<usize>, Text, Text);

/// Warns where the result does not hold together: a `Result` tag that
/// says otherwise than the marker after the moves, no marker, `*` after a
/// checkmate or a stalemate, a win for a side left with its king alone,
/// and a `Result` tag that the final position contradicts.
///
/// `marker` is where the termination marker stands, if there is one;
/// `end` is the length of the game's text. Every game passes here, so
/// nothing is allocated unless a warning is found.
pub(super) fn check(check: &mut GameCheck<'_>, marker: Option<Range<usize>>, end: usize) {
    let found = find(check, marker, end);
    for (code, span, message, hint) in found {
        problem::push(
            &mut check.warnings,
            PgnProblem::warning(code, message).at(span).with_hint(hint),
        );
    }
}

fn find(check: &GameCheck<'_>, marker: Option<Range<usize>>, end: usize) -> Vec<Found> {
    let mut found = Vec::new();
    let tag = check.tag("Result");
    let written = check.result;
    let at_marker = marker.unwrap_or(end..end);
    match (tag, written) {
        (Some(tag), Some(written)) if tag != written => found.push((
            "result_mismatch",
            at_marker.clone(),
            t!(
                "pgn-result-mismatch",
                "the Result tag says {tag}, but the moves end with {written}",
                tag,
                written
            ),
            t!(
                "pgn-result-mismatch-hint",
                "make them agree: the tag repeats the result written after the moves"
            ),
        )),
        (_, None) => found.push((
            "missing_result",
            end..end,
            t!(
                "pgn-missing-result",
                "the moves end without a result (1-0, 0-1, 1/2-1/2 or *)"
            ),
            match tag {
                Some(result) => t!(
                    "pgn-missing-result-hint",
                    "end the moves with {result}, the game's termination marker",
                    result
                ),
                None => t!(
                    "pgn-missing-result-any-hint",
                    "end the moves with the result, or * for a game not over, the game's termination marker"
                ),
            },
        )),
        _ => {}
    }
    let result = tag.or(written).unwrap_or("*");
    outcome_problems(check, result, at_marker, &mut found);
    found
}

/// What the final position says against `result`: a game over marked `*`,
/// a result the position contradicts, a lone king that wins.
fn outcome_problems(
    check: &GameCheck<'_>,
    result: &str,
    at_marker: Range<usize>,
    found: &mut Vec<Found>,
) {
    match check.outcome.outcome {
        Some(over @ (Outcome::Checkmate { .. } | Outcome::Stalemate)) if result == "*" => {
            found.push((
                "unfinished_result",
                at_marker.clone(),
                {
                    let outcome = outcome_text(over);
                    t!(
                        "pgn-unfinished-result",
                        "the game ends in {outcome}, yet its result is *, a game not over",
                        outcome
                    )
                },
                {
                    let lan = over.result();
                    t!("write-this", "write {lan}", lan)
                },
            ));
        }
        Some(over) if result != "*" && result != over.result() => found.push((
            "result_contradicts",
            0..0,
            {
                let (outcome, actual) = (outcome_text(over), over.result());
                t!(
                    "pgn-result-contradicts",
                    "the Result tag says {result}, but the final position is {outcome}: {actual}",
                    result,
                    outcome,
                    actual
                )
            },
            {
                let lan = over.result();
                t!("write-this", "write {lan}", lan)
            },
        )),
        _ => {}
    }
    let winner = match result {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        _ => None,
    };
    let board = check.final_position.board();
    if let Some(winner) = winner
        && board.by_color(winner) == board.by_piece(Role::King.of(winner))
    {
        found.push((
            "lone_king_wins",
            at_marker,
            t!(
                "pgn-lone-king-wins",
                "the result is {result}, a win for {winner}, who has only the king left",
                result,
                winner
            ),
            t!(
                "pgn-lone-king-wins-hint",
                "a lone king cannot mate: is the result the other way round, or a draw?"
            ),
        ));
    }
}

/// How a game ended, in words: `checkmate`, `insufficient material`.
fn outcome_text(outcome: Outcome) -> Text {
    match outcome {
        Outcome::Checkmate { .. } => t!("outcome-checkmate", "checkmate"),
        Outcome::Stalemate => t!("outcome-stalemate", "stalemate"),
        Outcome::InsufficientMaterial => {
            t!("outcome-insufficient-material", "insufficient material")
        }
        Outcome::SeventyFiveMoves => t!("outcome-seventy-five-moves", "seventy five moves"),
        Outcome::FivefoldRepetition => t!("outcome-fivefold-repetition", "fivefold repetition"),
    }
}
