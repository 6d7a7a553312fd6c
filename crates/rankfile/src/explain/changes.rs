//! What a move changes in the six fields, and why: the lesson of the
//! seeds' exercise (predict the six fields after a move).

use super::capitalized;
use crate::text::{Text, t};
use crate::{CastlingSide, Color, Position, Role, Square};

/// A field a move changed, with the rule that changed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldChange {
    /// 1 to 6.
    pub number: u8,
    /// The field's name, as in [`FieldExplanation`](super::FieldExplanation).
    pub name: &'static str,
    /// The field before the move, as the FEN writes it.
    pub before: String,
    /// The field after the move.
    pub after: String,
    /// Why it changed, in a sentence.
    pub why: Text,
}

/// The fields that `mv`, played from `before`, changes (and the halfmove
/// clock whenever the move resets it, even from 0), each with its
/// reason: the lesson of the seeds' exercise (predict the six fields after
/// a move). The en passant field is written as the standard writes it,
/// after every double step.
///
/// # Examples
///
/// ```
/// use rankfile::{explain, Position};
///
/// let start = Position::new();
/// let mv = start.parse_san("e4").unwrap();
/// let changes = explain::changes(&start, &mv);
/// let ep = changes.iter().find(|c| c.number == 4).unwrap();
/// assert_eq!(ep.after, "e3");
/// assert_eq!(ep.why, "en passant target e3: the pawn passed it on its double step from e2 to e4");
/// let clock = changes.iter().find(|c| c.number == 5).unwrap();
/// assert_eq!((clock.before.as_str(), clock.after.as_str()), ("0", "0"));
/// assert_eq!(clock.why, "halfmove clock reset: a pawn moved");
/// ```
pub fn changes(before: &Position, mv: &crate::Move) -> Vec<FieldChange> {
    let mut after = *before;
    after.play_unchecked(mv);
    let us = before.turn();
    let mut out = Vec::new();
    // A reset clock is a lesson even when it was 0 already.
    let reset = after.halfmove_clock() == 0;
    let mut change = |number: u8, name, b: String, a: String, why: Text| {
        if b != a || (number == 5 && reset) {
            out.push(FieldChange {
                number,
                name,
                before: b,
                after: a,
                why,
            });
        }
    };
    change(
        1,
        "placement",
        before.board().board_fen(),
        after.board().board_fen(),
        placement_change(us, mv),
    );
    let (turn, mover) = (after.turn(), capitalized(after.turn()));
    change(
        2,
        "side to move",
        us.char().to_string(),
        after.turn().char().to_string(),
        t!(
            "change-side",
            "each move passes the turn: {mover} to move",
            turn
        ),
    );
    change(
        3,
        "castling",
        before.castling_rights().to_string(),
        after.castling_rights().to_string(),
        castling_change(before, &after, mv),
    );
    let ep = |p: &Position| p.ep_square().map_or("-".to_string(), |s| s.to_string());
    let (from, to) = (mv.from(), mv.to());
    let why = match after.ep_square() {
        Some(sq) => t!(
            "change-ep-set",
            "en passant target {sq}: the pawn passed it on its double step from {from} to {to}",
            sq,
            from,
            to
        ),
        None => t!(
            "change-ep-cleared",
            "en passant target cleared: it lasts one move only"
        ),
    };
    change(4, "en passant", ep(before), ep(&after), why);
    let why = if after.halfmove_clock() == 0 {
        if mv.role() == Role::Pawn {
            t!("change-halfmove-pawn", "halfmove clock reset: a pawn moved")
        } else {
            t!("change-halfmove-capture", "halfmove clock reset: a capture")
        }
    } else {
        t!(
            "change-halfmove-up",
            "halfmove clock + 1: neither a pawn move nor a capture"
        )
    };
    change(
        5,
        "halfmove clock",
        before.halfmove_clock().to_string(),
        after.halfmove_clock().to_string(),
        why,
    );
    change(
        6,
        "fullmove number",
        before.fullmove_number().to_string(),
        after.fullmove_number().to_string(),
        t!("change-fullmove", "fullmove number + 1: Black has moved"),
    );
    out
}

/// Why the placement changed: the piece that moved, what it took, what
/// it became.
fn placement_change(us: Color, mv: &crate::Move) -> Text {
    let (from, to) = (mv.from(), mv.to());
    if let crate::Move::Castle { rook, .. } = *mv {
        let who = capitalized(us);
        return if rook.file() > from.file() {
            t!(
                "change-castled-king-side",
                "{who} castled kingside: the king went from {from} to {to} and the rook from {rook}",
                us,
                from,
                to,
                rook
            )
        } else {
            t!(
                "change-castled-queen-side",
                "{who} castled queenside: the king went from {from} to {to} and the rook from {rook}",
                us,
                from,
                to,
                rook
            )
        };
    }
    let (color, name, piece) = (us.name(), mv.role().name(), mv.role().of(us));
    let moved = t!(
        "change-moved",
        "the {color} {name} moved from {from} to {to}",
        piece,
        from,
        to
    );
    let taking = mv.capture().map(|captured| {
        let name = captured.name();
        match mv {
            crate::Move::EnPassant { to, .. } => {
                let on = Square::from_coords(to.file(), from.rank());
                t!(
                    "change-taking-ep",
                    ", taking the {name} on {on} en passant",
                    on
                )
            }
            _ => t!("change-taking", ", taking the {name} on {to}", captured, to),
        }
    });
    let promotion = match mv {
        crate::Move::Normal {
            promotion: Some(role),
            ..
        } => {
            let name = role.name();
            Some(t!("change-promoted", ", and became a {name}", role))
        }
        _ => None,
    };
    let taking = taking.unwrap_or_else(|| t!("nothing", ""));
    let promotion = promotion.unwrap_or_else(|| t!("nothing", ""));
    t!(
        "change-placement",
        "{moved}{taking}{promotion}",
        moved,
        taking,
        promotion
    )
}

/// Why the castling rights changed: which were lost, and why.
fn castling_change(before: &Position, after: &Position, mv: &crate::Move) -> Text {
    let (from, to, us) = (mv.from(), mv.to(), before.turn());
    let lost: String = before
        .castling_rights()
        .iter()
        .filter(|&(color, side, _)| after.castling_rights().rook_square(color, side).is_none())
        .map(|(color, side, _)| castling_letter(color, side))
        .collect();
    let reason = if mv.role() == Role::King {
        let color = us.name();
        t!("change-lost-king", "the {color} king moved", us)
    } else {
        let left = rook_home(before, from);
        let taken = mv.capture().is_some() && rook_home(before, to);
        match (left, taken) {
            (true, true) => t!(
                "change-lost-rook-left-and-taken",
                "the rook left {from}, and the rook on {to} was taken",
                from,
                to
            ),
            (true, false) => t!("change-lost-rook-left", "the rook left {from}", from),
            (false, true) => t!("change-lost-rook-taken", "the rook on {to} was taken", to),
            (false, false) => t!("nothing", ""),
        }
    };
    t!("change-castling", "{lost} lost: {reason}", lost, reason)
}

fn castling_letter(color: Color, side: CastlingSide) -> char {
    match (color, side) {
        (Color::White, CastlingSide::KingSide) => 'K',
        (Color::White, CastlingSide::QueenSide) => 'Q',
        (Color::Black, CastlingSide::KingSide) => 'k',
        (Color::Black, CastlingSide::QueenSide) => 'q',
    }
}

/// Whether a castling rook of `pos` stands on `sq`.
fn rook_home(pos: &Position, sq: Square) -> bool {
    pos.castling_rights()
        .iter()
        .any(|(color, side, _)| pos.castling_rights().rook_square(color, side) == Some(sq))
}

#[cfg(test)]
mod tests {
    use super::changes;
    use crate::Position;

    fn why(fen: &str, san: &str) -> Vec<(u8, String, String)> {
        let pos: Position = fen.parse().unwrap();
        let mv = pos.parse_san(san).unwrap();
        changes(&pos, &mv)
            .into_iter()
            .map(|c| (c.number, c.after, c.why.to_string()))
            .collect()
    }

    #[test]
    fn each_rule_is_named() {
        let castle = why("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10", "O-O");
        assert_eq!(
            castle[0].2,
            "White castled kingside: the king went from e1 to g1 and the rook from h1"
        );
        assert_eq!(
            castle[2],
            (
                3,
                "kq".to_string(),
                "KQ lost: the white king moved".to_string()
            )
        );
        assert_eq!(
            castle[3].2,
            "halfmove clock + 1: neither a pawn move nor a capture"
        );
        let take = why("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10", "Rxa8+");
        assert_eq!(
            take[2],
            (
                3,
                "Kk".to_string(),
                "Qq lost: the rook left a1, and the rook on a8 was taken".to_string()
            )
        );
        assert_eq!(
            take[3],
            (
                5,
                "0".to_string(),
                "halfmove clock reset: a capture".to_string()
            )
        );
        let black = why("4k3/8/8/8/8/8/8/4K3 b - - 0 7", "Kd7");
        assert_eq!(
            black.last().unwrap(),
            &(
                6,
                "8".to_string(),
                "fullmove number + 1: Black has moved".to_string()
            )
        );
        let ep = why("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2", "dxe6");
        assert_eq!(
            ep[0].2,
            "the white pawn moved from d5 to e6, taking the pawn on e5 en passant"
        );
        assert_eq!(ep[2].2, "en passant target cleared: it lasts one move only");
    }
}
