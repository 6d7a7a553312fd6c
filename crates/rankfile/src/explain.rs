//! The six FEN fields in words, as a teacher reads them out: what each
//! value means here, and what it allows right now.

use crate::attacks;
use crate::{Bitboard, CastlingSide, Color, Position, Rank, Role, Setup, Square};

/// One field of a FEN, explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldExplanation {
    /// 1 to 6.
    pub number: u8,
    /// `placement`, `side to move`, `castling`, `en passant`,
    /// `halfmove clock`, `fullmove number`.
    pub name: &'static str,
    /// The field as written in the canonical FEN.
    pub value: String,
    /// What it means, in sentences.
    pub meaning: String,
}

/// Explains the six fields of `setup`. When the setup is a legal position,
/// the explanations also say what is possible right now (castling, an en
/// passant capture); otherwise they describe the fields alone.
///
/// # Examples
///
/// ```
/// use rankfile::{explain, Setup};
///
/// let setup: Setup = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
///     .parse()
///     .unwrap();
/// let fields = explain::fields(&setup);
/// assert_eq!(fields[1].meaning, "Black to move.");
/// assert!(fields[3].meaning.starts_with("The last move was a white pawn's double step from e2 to e4, passing e3."));
/// ```
pub fn fields(setup: &Setup) -> [FieldExplanation; 6] {
    let legal = Position::from_setup(*setup).ok();
    let field = |number: u8, name, value: String, meaning: String| FieldExplanation {
        number,
        name,
        value,
        meaning,
    };
    [
        field(1, "placement", setup.board.board_fen(), placement(setup)),
        field(
            2,
            "side to move",
            setup.turn.char().to_string(),
            side(setup, legal.as_ref()),
        ),
        field(
            3,
            "castling",
            crate::fen::castling_field(setup, false),
            castling(setup, legal.as_ref()),
        ),
        field(
            4,
            "en passant",
            setup.ep_square.map_or("-".into(), |s| s.to_string()),
            en_passant(setup, legal.as_ref()),
        ),
        field(
            5,
            "halfmove clock",
            setup.halfmove.to_string(),
            halfmove(setup.halfmove),
        ),
        field(
            6,
            "fullmove number",
            setup.fullmove.to_string(),
            fullmove(setup),
        ),
    ]
}

fn capitalized(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn placement(setup: &Setup) -> String {
    let board = &setup.board;
    let mut parts = Vec::new();
    for color in Color::ALL {
        let own = board.by_color(color);
        let king = (board.by_role(Role::King) & own)
            .into_iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>();
        let mut pieces = Vec::new();
        for (role, one, many) in [
            (Role::Queen, "queen", "queens"),
            (Role::Rook, "rook", "rooks"),
            (Role::Bishop, "bishop", "bishops"),
            (Role::Knight, "knight", "knights"),
            (Role::Pawn, "pawn", "pawns"),
        ] {
            let n = (board.by_role(role) & own).count();
            match n {
                0 => {}
                1 => pieces.push(format!("1 {one}")),
                _ => pieces.push(format!("{n} {many}")),
            }
        }
        let king = match king.len() {
            0 => "no king".to_string(),
            _ => format!("king on {}", king.join(" and ")),
        };
        let rest = if pieces.is_empty() {
            String::new()
        } else {
            format!(", {}", pieces.join(", "))
        };
        parts.push(format!(
            "{} ({} {}): {king}{rest}.",
            capitalized(color),
            own.count(),
            if own.count() == 1 { "piece" } else { "pieces" }
        ));
    }
    format!(
        "Rank 8 first, files a to h; digits count empty squares. {}",
        parts.join(" ")
    )
}

fn side(setup: &Setup, legal: Option<&Position>) -> String {
    let mover = capitalized(setup.turn);
    let Some(pos) = legal else {
        return format!("{mover} to move.");
    };
    if pos.is_checkmate() {
        format!("{mover} to move, and checkmated: the game is over.")
    } else if pos.is_stalemate() {
        format!("{mover} to move, with no legal move and not in check: stalemate, a draw.")
    } else if pos.is_check() {
        let checkers: Vec<String> = pos.checkers().into_iter().map(|s| s.to_string()).collect();
        format!(
            "{mover} to move, in check from {}; {} legal moves.",
            checkers.join(" and "),
            pos.count_legal_moves()
        )
    } else {
        format!("{mover} to move.")
    }
}

fn castling(setup: &Setup, legal: Option<&Position>) -> String {
    if setup.castling.is_empty() {
        return format!("Neither side may castle any more (-). {HISTORY_OF_RIGHTS}");
    }
    let mut out = Vec::new();
    for color in Color::ALL {
        let sides: Vec<&str> = CastlingSide::ALL
            .into_iter()
            .filter(|&s| setup.castling.has(color, s))
            .map(|s| match s {
                CastlingSide::KingSide => "king side (O-O)",
                CastlingSide::QueenSide => "queen side (O-O-O)",
            })
            .collect();
        let who = capitalized(color);
        if sides.is_empty() {
            out.push(format!("{who} has lost both castling rights."));
        } else {
            out.push(format!(
                "{who} keeps the right to castle {}.",
                sides.join(" and ")
            ));
        }
    }
    if setup.castling.is_chess960() {
        out.extend(
            setup
                .castling
                .iter()
                .filter_map(|(color, side, file)| chess960_castling(setup, color, side, file)),
        );
    }
    if let Some(pos) = legal {
        for side in CastlingSide::ALL {
            if setup.castling.has(setup.turn, side) {
                out.push(castling_now(pos, side));
            }
        }
    }
    out.push("A right is kept until the king or that rook moves; it does not mean castling is legal this move.".into());
    out.push(HISTORY_OF_RIGHTS.into());
    out.join(" ")
}

/// A Chess960 right in words: which rook, where king and rook go, which
/// squares must be empty and which unattacked.
fn chess960_castling(
    setup: &Setup,
    color: Color,
    side: CastlingSide,
    file: crate::File,
) -> Option<String> {
    let king = setup.board.king_of(color)?;
    let rook = Square::from_coords(file, Rank::First.relative_to(color));
    let names = |squares: Bitboard| {
        let list: Vec<String> = squares.into_iter().map(|s| s.to_string()).collect();
        list.join(", ")
    };
    let notation = match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    };
    let (king_to, rook_to) = (side.king_to(color), side.rook_to(color));
    let empty = crate::movegen::castling_path(color, side, king, rook);
    let walked = attacks::between(king, king_to).with(king).with(king_to);
    let must_be_empty = if empty.is_empty() {
        "no square must be emptied first".to_string()
    } else {
        format!("{} must be empty", names(empty))
    };
    Some(format!(
        "Chess960, {notation} for {}: the rook on {rook}; the king goes to {king_to} and the rook to {rook_to}; {must_be_empty}, and {} not attacked.",
        capitalized(color),
        names(walked),
    ))
}

/// What the seeds say of castling and history: the board cannot show
/// whether a right remains.
const HISTORY_OF_RIGHTS: &str = "Only this field says which rights remain: a king and rook on their home squares do not prove one, since either may have moved and come back.";

fn castling_now(pos: &Position, side: CastlingSide) -> String {
    let notation = match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    };
    if pos
        .legal_moves()
        .iter()
        .any(|m| m.castling_side() == Some(side))
    {
        return format!("{notation} is possible now.");
    }
    if pos.is_check() {
        return format!("{notation} is not possible now: the king is in check.");
    }
    let us = pos.turn();
    let (Some(king), Some(rook)) = (pos.our_king(), pos.castling_rights().rook_square(us, side))
    else {
        return format!("{notation} is not possible now.");
    };
    let path = crate::movegen::castling_path(us, side, king, rook);
    let blockers = path & pos.board().occupied();
    if blockers.any() {
        let names: Vec<String> = blockers.into_iter().map(|s| s.to_string()).collect();
        return format!(
            "{notation} is not possible now: {} in the way.",
            if names.len() == 1 {
                format!("{} is", names[0])
            } else {
                format!("{} are", names.join(", "))
            }
        );
    }
    format!(
        "{notation} is not possible now: the king would pass through or land on an attacked square."
    )
}

fn en_passant(setup: &Setup, legal: Option<&Position>) -> String {
    let Some(ep) = setup.ep_square else {
        return "No en passant square (-): the last move was not a double pawn step, or the writer left it out because no capture was possible.".to_string();
    };
    let them = !setup.turn;
    let (from, to) = if them == Color::White {
        (ep.offset(-8), ep.offset(8))
    } else {
        (ep.offset(8), ep.offset(-8))
    };
    let (Some(from), Some(to)) = (from, to) else {
        return format!("{ep} cannot be an en passant square: it is on the edge of the board.");
    };
    if ep.rank() != Rank::Sixth.relative_to(setup.turn) {
        return format!(
            "{ep} cannot be an en passant square with {} to move: it must be on rank {}.",
            capitalized(setup.turn),
            Rank::Sixth.relative_to(setup.turn).char()
        );
    }
    let mut text = format!(
        "The last move was a {} pawn's double step from {from} to {to}, passing {ep}.",
        them
    );
    let Some(pos) = legal else {
        return text;
    };
    let captures: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_en_passant())
        .map(|m| format!("{}x{ep}", m.from()))
        .collect();
    if captures.is_empty() {
        text.push_str(&format!(
            " No en passant capture is possible now, so lichess and python-chess would write - here; the PGN standard writes {ep} after every double step."
        ));
    } else {
        text.push_str(&format!(
            " {} may take it en passant now, this move only: {}.",
            capitalized(setup.turn),
            captures.join(", ")
        ));
    }
    text
}

fn halfmove(n: u32) -> String {
    let base = format!(
        "{n} {} since the last capture or pawn move.",
        if n == 1 { "ply" } else { "plies" }
    );
    let rule = match n {
        0..=99 => format!(
            " A draw can be claimed under the fifty-move rule at 100 ({} to go).",
            100 - n
        ),
        100..=149 => format!(
            " A draw can be claimed now under the fifty-move rule; at 150 it is automatic ({} to go).",
            150 - n
        ),
        _ => " The seventy-five-move rule has ended the game in a draw.".to_string(),
    };
    base + &rule + NO_HISTORY
}

/// A FEN is one position, without the moves that led to it.
const NO_HISTORY: &str = " A FEN holds no history: it cannot show that a position occurred three times, which a repetition claim needs the game's moves for.";

fn fullmove(setup: &Setup) -> String {
    let n = setup.fullmove;
    let plies = 2 * u64::from(n.saturating_sub(1)) + u64::from(setup.turn == Color::Black);
    format!(
        "Move {n}: {}'s move {n} comes next. It starts at 1 and goes up after each Black move; from the initial position, {plies} {} would have been played.",
        capitalized(setup.turn),
        if plies == 1 { "ply" } else { "plies" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meanings(fen: &str) -> Vec<String> {
        let setup: Setup = fen.parse().unwrap();
        fields(&setup).iter().map(|f| f.meaning.clone()).collect()
    }

    #[test]
    fn the_starting_position_in_words() {
        let m = meanings(crate::fen::STARTING_FEN);
        assert!(m[0].contains(
            "White (16 pieces): king on e1, 1 queen, 2 rooks, 2 bishops, 2 knights, 8 pawns."
        ));
        assert_eq!(m[1], "White to move.");
        assert!(
            m[2].contains("O-O is not possible now: f1, g1 are in the way."),
            "{}",
            m[2]
        );
        assert!(
            m[2].contains("O-O-O is not possible now: b1, c1, d1 are in the way."),
            "{}",
            m[2]
        );
        assert!(m[3].starts_with("No en passant square"));
        assert!(m[4].contains("(100 to go)"));
        assert!(m[5].starts_with("Move 1: White's move 1 comes next."));
        assert!(m[5].contains("0 plies"));
    }

    #[test]
    fn castling_now_and_en_passant_now() {
        let m = meanings("r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1");
        assert!(m[2].contains("O-O is possible now."), "{}", m[2]);
        assert!(
            m[3].contains("Black may take it en passant now, this move only: d4xe3."),
            "{}",
            m[3]
        );
        let m = meanings("r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 1");
        assert!(
            m[3].contains("No en passant capture is possible now"),
            "{}",
            m[3]
        );
        let m = meanings("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
        assert!(m[1].starts_with("White to move"), "{}", m[1]);
        let m = meanings("r3k2r/8/8/8/8/8/8/R3K1rR w KQkq - 0 1");
        assert!(
            m[2].contains("O-O-O is not possible now: the king is in check."),
            "{}",
            m[2]
        );
    }

    #[test]
    fn clocks_against_the_draw_rules() {
        assert!(halfmove(120).contains("claimed now"));
        assert!(halfmove(150).contains("seventy-five-move rule"));
        let m = meanings("4k3/8/8/8/8/8/8/4K3 b - - 0 12");
        assert!(m[5].contains("23 plies"), "{}", m[5]);
    }
}

/// A field a move changed, with the rule that changed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldChange {
    /// 1 to 6.
    pub number: u8,
    /// The field's name, as in [`FieldExplanation`].
    pub name: &'static str,
    /// The field before the move, as the FEN writes it.
    pub before: String,
    /// The field after the move.
    pub after: String,
    /// Why it changed, in a sentence.
    pub why: String,
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
    let mut change = |number: u8, name, b: String, a: String, why: String| {
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
    // 1. Placement.
    let (from, to) = (mv.from(), mv.to());
    let mut why = match mv {
        crate::Move::Castle { rook, .. } => {
            let side = if rook.file() > from.file() {
                "kingside"
            } else {
                "queenside"
            };
            format!(
                "{} castled {side}: the king went from {from} to {to} and the rook from {rook}",
                capitalized(us)
            )
        }
        _ => format!(
            "the {} {} moved from {from} to {to}",
            Color::name(us),
            Role::name(mv.role())
        ),
    };
    if let Some(captured) = mv.capture() {
        let on = match mv {
            crate::Move::EnPassant { to, .. } => Square::from_coords(to.file(), from.rank()),
            _ => to,
        };
        why.push_str(&format!(", taking the {} on {on}", Role::name(captured)));
        if matches!(mv, crate::Move::EnPassant { .. }) {
            why.push_str(" en passant");
        }
    }
    if let crate::Move::Normal {
        promotion: Some(p), ..
    } = mv
    {
        why.push_str(&format!(", and became a {}", Role::name(*p)));
    }
    change(
        1,
        "placement",
        before.board().board_fen(),
        after.board().board_fen(),
        why,
    );
    // 2. Side to move.
    change(
        2,
        "side to move",
        us.char().to_string(),
        after.turn().char().to_string(),
        format!(
            "each move passes the turn: {} to move",
            capitalized(after.turn())
        ),
    );
    // 3. Castling rights.
    let lost: Vec<String> = before
        .castling_rights()
        .iter()
        .filter(|&(color, side, _)| after.castling_rights().rook_square(color, side).is_none())
        .map(|(color, side, _)| castling_letter(color, side).to_string())
        .collect();
    let reason = if mv.role() == Role::King {
        format!("the {} king moved", Color::name(us))
    } else {
        let mut parts = Vec::new();
        if rook_home(before, from) {
            parts.push(format!("the rook left {from}"));
        }
        if mv.capture().is_some() && rook_home(before, to) {
            parts.push(format!("the rook on {to} was taken"));
        }
        parts.join(", and ")
    };
    change(
        3,
        "castling",
        before.castling_rights().to_string(),
        after.castling_rights().to_string(),
        format!("{} lost: {reason}", lost.join("")),
    );
    // 4. En passant target.
    let ep = |p: &Position| p.ep_square().map_or("-".to_string(), |s| s.to_string());
    let why = match after.ep_square() {
        Some(sq) => format!(
            "en passant target {sq}: the pawn passed it on its double step from {from} to {to}"
        ),
        None => "en passant target cleared: it lasts one move only".to_string(),
    };
    change(4, "en passant", ep(before), ep(&after), why);
    // 5. Halfmove clock.
    let why = if after.halfmove_clock() == 0 {
        if mv.role() == Role::Pawn {
            "halfmove clock reset: a pawn moved".to_string()
        } else {
            "halfmove clock reset: a capture".to_string()
        }
    } else {
        "halfmove clock + 1: neither a pawn move nor a capture".to_string()
    };
    change(
        5,
        "halfmove clock",
        before.halfmove_clock().to_string(),
        after.halfmove_clock().to_string(),
        why,
    );
    // 6. Fullmove number.
    change(
        6,
        "fullmove number",
        before.fullmove_number().to_string(),
        after.fullmove_number().to_string(),
        "fullmove number + 1: Black has moved".to_string(),
    );
    out
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
mod change_tests {
    use super::changes;
    use crate::Position;

    fn why(fen: &str, san: &str) -> Vec<(u8, String, String)> {
        let pos: Position = fen.parse().unwrap();
        let mv = pos.parse_san(san).unwrap();
        changes(&pos, &mv)
            .into_iter()
            .map(|c| (c.number, c.after, c.why))
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
