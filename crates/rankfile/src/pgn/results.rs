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
        let mut problem = PgnProblem::warning(code, message).at(span).with_hint(hint);
        if code == "missing_result" {
            problem = said_as_consequence(check, problem);
        }
        problem::push(&mut check.warnings, problem);
    }
}

/// A result missing because a comment or a variation left open took the
/// rest of the game: marked as following from it, and said so.
fn said_as_consequence(check: &GameCheck<'_>, problem: PgnProblem) -> PgnProblem {
    let cause = check.errors.iter().map(|e| e.code).find(|code| {
        matches!(
            *code,
            "unclosed_comment" | "unclosed_variation" | "result_in_variation"
        )
    });
    let Some(cause) = cause else {
        return problem;
    };
    let (message, hint) = match cause {
        "unclosed_comment" => (
            t!(
                "pgn-missing-result-in-comment",
                "the moves end without a result: this follows from the comment left open, which takes the rest of the game"
            ),
            t!(
                "pgn-missing-result-in-comment-hint",
                "close the comment with } where it ends: the result after it is then read"
            ),
        ),
        _ => (
            t!(
                "pgn-missing-result-in-variation",
                "the moves end without a result: this follows from the variation left open, which takes the rest of the game"
            ),
            t!(
                "pgn-missing-result-in-variation-hint",
                "close the variation with ) where it ends: the result after it is then read"
            ),
        ),
    };
    let mut problem = problem.with_hint(hint);
    problem.message = message;
    problem.following(cause)
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
            // A tag that holds no result ("2-0") is not one to copy.
            match tag.filter(|r| matches!(*r, "1-0" | "0-1" | "1/2-1/2" | "*")) {
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
    let lone_king = winner.is_some_and(|w| board.by_color(w) == board.by_piece(Role::King.of(w)));
    dead_problems(check, result, &at_marker, lone_king, found);
    if let Some(winner) = winner
        && lone_king
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

/// A game lost on time that the opponent could not have won (6.9), a
/// game that went on past a dead position or ended in one with a win
/// (5.2.2). A lone king that wins, and a final position the rules end
/// (insufficient material), are said on their own already.
fn dead_problems(
    check: &GameCheck<'_>,
    result: &str,
    at_marker: &Range<usize>,
    lone_king: bool,
    found: &mut Vec<Found>,
) {
    let deadness = check.deadness;
    let lan = "1/2-1/2";
    if let (Some((winner, why)), false) = (deadness.unwinnable_on_time, lone_king) {
        let reason = why.message(winner);
        let english = reason.to_string();
        found.push((
            "time_forfeit_draw",
            at_marker.clone(),
            t!(
                "pgn-time-forfeit-draw",
                "the game was lost on time, yet {english}: no series of legal moves mates, so it is drawn (FIDE 6.9)",
                result,
                reason
            ),
            t!("write-this", "write {lan}", lan),
        ));
    }
    let Some(dead_from) = deadness.dead_from else {
        return;
    };
    let more = check.main_line.len() - dead_from;
    let plural = if more == 1 { "" } else { "s" };
    if more > 0 {
        let moved = check.dead_move(dead_from).unwrap_or_default();
        found.push((
            "played_past_dead",
            at_marker.clone(),
            if dead_from == 0 {
                t!(
                    "pgn-dead-from-start",
                    "the starting position is dead, neither side able to checkmate: the game was drawn before its first move (FIDE 5.2.2), yet it goes on for {more} move{plural}",
                    more
                )
            } else {
                t!(
                    "pgn-played-past-dead",
                    "the position after {moved} is dead, neither side able to checkmate: the game ended there, drawn (FIDE 5.2.2), yet it goes on for {more} more move{plural}",
                    moved,
                    more
                )
            },
            t!(
                "pgn-played-past-dead-hint",
                "end the game at the dead position with 1/2-1/2, and cut the moves after it"
            ),
        ));
    } else if !lone_king
        && matches!(result, "1-0" | "0-1")
        && deadness.unwinnable_on_time.is_none()
        && check.outcome.outcome.is_none()
    {
        found.push((
            "dead_position_result",
            at_marker.clone(),
            t!(
                "pgn-dead-position-result",
                "the final position is dead, neither side able to checkmate, so the game is drawn (FIDE 5.2.2), yet the result is {result}",
                result
            ),
            t!("write-this", "write {lan}", lan),
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

#[cfg(test)]
mod tests {
    use crate::ReadOptions;
    use crate::pgn::check_game;

    /// A result swallowed by a comment or a variation left open is marked
    /// as following from it, and says so.
    #[test]
    fn a_result_swallowed_by_what_is_left_open_follows_from_it() {
        for (text, cause) in [
            ("1. e4 {a comment e5 2. Nf3 1-0\n", "unclosed_comment"),
            ("1. e4 (1. d4 d5 1-0\n", "result_in_variation"),
        ] {
            let game = check_game(text, ReadOptions::default());
            assert!(game.errors.iter().any(|e| e.code == cause), "{text:?}");
            let missing = game.warnings.iter().find(|w| w.code == "missing_result");
            let missing = missing.unwrap_or_else(|| panic!("{text:?}: no missing_result"));
            assert_eq!(missing.follows, Some(cause), "{text:?}");
            assert!(
                missing.message.to_string().contains("this follows from"),
                "{text:?}"
            );
        }
        // A result simply left out follows from nothing.
        let game = check_game("1. e4 e5\n", ReadOptions::default());
        assert_eq!(game.warnings[0].code, "missing_result");
        assert_eq!(game.warnings[0].follows, None);
    }

    /// The hint copies the Result tag only when it holds a result.
    #[test]
    fn the_hint_never_suggests_a_result_that_is_none() {
        let hint = |text: &str| {
            let game = check_game(text, ReadOptions::default());
            let missing = (game.warnings.iter().chain(&game.errors))
                .find(|d| d.code == "missing_result")
                .unwrap_or_else(|| panic!("{text:?}: no missing_result"));
            missing
                .hint
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default()
        };
        assert!(hint("[Result \"0-1\"]\n\n1. e4 e5\n").contains("with 0-1"));
        let bad = hint("[Result \"2-0\"]\n\n1. e4 e5\n");
        assert!(
            !bad.contains("2-0") && bad.contains("* for a game not over"),
            "{bad}"
        );
    }
}
