//! Whether a game's result holds together: the `Result` tag, the
//! termination marker after the moves, and the final position.

use core::ops::Range;

use super::game::{GameCheck, problem_hinted};
use super::outcome::Outcome;
use crate::{Color, Role};

/// Warns where the result does not hold together: a `Result` tag that
/// says otherwise than the marker after the moves, no marker, `*` after a
/// checkmate or a stalemate, a win for a side left with its king alone,
/// and a `Result` tag that the final position contradicts.
///
/// `marker` is where the termination marker stands, if there is one;
/// `end` is the length of the game's text.
pub(super) fn check(check: &mut GameCheck<'_>, marker: Option<Range<usize>>, end: usize) {
    let tag = check.tag("Result").map(str::to_string);
    let written = check.result;
    let at_marker = marker.clone().unwrap_or(end..end);
    match (tag.as_deref(), written) {
        (Some(tag), Some(written)) if tag != written => problem_hinted(
            &mut check.warnings,
            "result_mismatch",
            at_marker.clone(),
            format!("the Result tag says {tag}, but the moves end with {written}"),
            "make them agree: the tag repeats the result written after the moves".into(),
        ),
        (_, None) => problem_hinted(
            &mut check.warnings,
            "missing_result",
            end..end,
            "the moves end without a result (1-0, 0-1, 1/2-1/2 or *)".into(),
            format!(
                "end the moves with {}, the game's termination marker",
                tag.as_deref()
                    .unwrap_or("the result, or * for a game not over")
            ),
        ),
        _ => {}
    }
    let result = tag.as_deref().or(written).unwrap_or("*");
    match check.outcome.outcome {
        Some(end @ (Outcome::Checkmate { .. } | Outcome::Stalemate)) if result == "*" => {
            problem_hinted(
                &mut check.warnings,
                "unfinished_result",
                at_marker.clone(),
                format!(
                    "the game ends in {}, yet its result is *, a game not over",
                    end.code()
                ),
                format!("write {}", end.result()),
            )
        }
        Some(end) if result != "*" && result != end.result() => problem_hinted(
            &mut check.warnings,
            "result_contradicts",
            0..0,
            format!(
                "the Result tag says {result}, but the final position is {}: {}",
                end.code().replace('_', " "),
                end.result()
            ),
            format!("write {}", end.result()),
        ),
        _ => {}
    }
    let winner = match result {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        _ => None,
    };
    let board = check.final_position.board();
    if let Some(winner) = winner {
        if board.by_color(winner) == board.by_piece(Role::King.of(winner)) {
            problem_hinted(
                &mut check.warnings,
                "lone_king_wins",
                at_marker,
                format!("the result is {result}, a win for {winner}, who has only the king left"),
                "a lone king cannot mate: is the result the other way round, or a draw?".into(),
            );
        }
    }
}
