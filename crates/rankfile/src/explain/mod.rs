//! The six FEN fields in words, as a teacher reads them out: what each
//! value means here, and what it allows right now.

use crate::attacks;
use crate::text::{Arg, Text, sentences, t};
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
    pub meaning: Text,
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
    let field = |number: u8, name, value: String, meaning: Text| FieldExplanation {
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

fn placement(setup: &Setup) -> Text {
    let board = &setup.board;
    let mut parts = vec![t!(
        "explain-placement-intro",
        "Rank 8 first, files a to h; digits count empty squares."
    )];
    for color in Color::ALL {
        let own = board.by_color(color);
        let king: Vec<String> = (board.by_role(Role::King) & own)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        let mut pieces = Vec::new();
        for (role, one, many) in [
            (Role::Queen, "queen", "queens"),
            (Role::Rook, "rook", "rooks"),
            (Role::Bishop, "bishop", "bishops"),
            (Role::Knight, "knight", "knights"),
            (Role::Pawn, "pawn", "pawns"),
        ] {
            let count = (board.by_role(role) & own).count();
            if count > 0 {
                let noun = if count == 1 { one } else { many };
                pieces.push(t!("explain-count", "{count} {noun}", count, role));
            }
        }
        let king = match king.len() {
            0 => t!("explain-no-king", "no king"),
            _ => {
                let english = crate::text::english_list(&king);
                let squares = Arg::from(king);
                t!("explain-king-on", "king on {english}", squares)
            }
        };
        let rest = if pieces.is_empty() {
            String::new()
        } else {
            format!(", {}", crate::text::english_list(&pieces))
        };
        let (side, count) = (capitalized(color), own.count());
        let word = if count == 1 { "piece" } else { "pieces" };
        let pieces = Arg::from(pieces);
        parts.push(t!(
            "explain-side-pieces",
            "{side} ({count} {word}): {king}{rest}.",
            color,
            count,
            king,
            pieces
        ));
    }
    sentences(parts)
}

fn side(setup: &Setup, legal: Option<&Position>) -> Text {
    let color = setup.turn;
    let mover = capitalized(color);
    let Some(pos) = legal else {
        return t!("explain-to-move", "{mover} to move.", color);
    };
    if pos.is_checkmate() {
        t!(
            "explain-checkmated",
            "{mover} to move, and checkmated: the game is over.",
            color
        )
    } else if pos.is_stalemate() {
        t!(
            "explain-stalemate",
            "{mover} to move, with no legal move and not in check: stalemate, a draw.",
            color
        )
    } else if pos.is_check() {
        let checkers: Vec<String> = pos.checkers().into_iter().map(|s| s.to_string()).collect();
        let (english, moves) = (
            crate::text::english_list(&checkers),
            pos.count_legal_moves(),
        );
        let squares = Arg::from(checkers);
        let plural = if moves == 1 { "" } else { "s" };
        t!(
            "explain-in-check",
            "{mover} to move, in check from {english}; {moves} legal move{plural}.",
            color,
            squares,
            moves
        )
    } else {
        t!("explain-to-move", "{mover} to move.", color)
    }
}

fn castling(setup: &Setup, legal: Option<&Position>) -> Text {
    if setup.castling.is_empty() {
        return sentences(vec![
            t!(
                "explain-no-castling",
                "Neither side may castle any more (-)."
            ),
            history_of_rights(),
        ]);
    }
    let mut out = Vec::new();
    for color in Color::ALL {
        let who = capitalized(color);
        let rights = |side| setup.castling.has(color, side);
        out.push(
            match (
                rights(CastlingSide::KingSide),
                rights(CastlingSide::QueenSide),
            ) {
                (false, false) => t!(
                    "explain-lost-both",
                    "{who} has lost both castling rights.",
                    color
                ),
                (true, true) => t!(
                    "explain-keeps-both",
                    "{who} keeps the right to castle king side (O-O) and queen side (O-O-O).",
                    color
                ),
                (true, false) => t!(
                    "explain-keeps-king-side",
                    "{who} keeps the right to castle king side (O-O).",
                    color
                ),
                (false, true) => t!(
                    "explain-keeps-queen-side",
                    "{who} keeps the right to castle queen side (O-O-O).",
                    color
                ),
            },
        );
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
    out.push(t!(
        "explain-right-kept",
        "A right is kept until the king or that rook moves; it does not mean castling is legal this move."
    ));
    out.push(history_of_rights());
    sentences(out)
}

/// A Chess960 right in words: which rook, where king and rook go, which
/// squares must be empty and which unattacked.
fn chess960_castling(
    setup: &Setup,
    color: Color,
    side: CastlingSide,
    file: crate::File,
) -> Option<Text> {
    let king = setup.board.king_of(color)?;
    let rook = Square::from_coords(file, Rank::First.relative_to(color));
    let names = |squares: Bitboard| {
        let list: Vec<String> = squares.into_iter().map(|s| s.to_string()).collect();
        list.join(", ")
    };
    let notation = notation(side);
    let (king_to, rook_to) = (side.king_to(color), side.rook_to(color));
    let empty = crate::movegen::castling_path(color, side, king, rook);
    let walked = names(attacks::between(king, king_to).with(king).with(king_to));
    let who = capitalized(color);
    Some(if empty.is_empty() {
        t!(
            "explain-960-right-nothing-between",
            "Chess960, {notation} for {who}: the rook on {rook}; the king goes to {king_to} and the rook to {rook_to}; no square must be emptied first, and {walked} not attacked.",
            notation,
            color,
            rook,
            king_to,
            rook_to,
            walked
        )
    } else {
        let empty = names(empty);
        t!(
            "explain-960-right",
            "Chess960, {notation} for {who}: the rook on {rook}; the king goes to {king_to} and the rook to {rook_to}; {empty} must be empty, and {walked} not attacked.",
            notation,
            color,
            rook,
            king_to,
            rook_to,
            empty,
            walked
        )
    })
}

/// What the seeds say of castling and history: the board cannot show
/// whether a right remains.
fn history_of_rights() -> Text {
    t!(
        "explain-history-of-rights",
        "Only this field says which rights remain: a king and rook on their home squares do not prove one, since either may have moved and come back."
    )
}

fn notation(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    }
}

fn castling_now(pos: &Position, side: CastlingSide) -> Text {
    let notation = notation(side);
    if pos
        .legal_moves()
        .iter()
        .any(|m| m.castling_side() == Some(side))
    {
        return t!(
            "explain-castle-now",
            "{notation} is possible now.",
            notation
        );
    }
    if pos.is_check() {
        return t!(
            "explain-castle-in-check",
            "{notation} is not possible now: the king is in check.",
            notation
        );
    }
    let us = pos.turn();
    let (Some(king), Some(rook)) = (pos.our_king(), pos.castling_rights().rook_square(us, side))
    else {
        return t!(
            "explain-castle-not-now",
            "{notation} is not possible now.",
            notation
        );
    };
    let path = crate::movegen::castling_path(us, side, king, rook);
    let blockers = path & pos.board().occupied();
    if blockers.any() {
        let names: Vec<String> = blockers.into_iter().map(|s| s.to_string()).collect();
        let (list, count) = (crate::text::english_list(&names), names.len());
        let verb = if count == 1 { "is" } else { "are" };
        // A list, each language joining it with its "and".
        let squares = Arg::from(names);
        return t!(
            "explain-castle-blocked",
            "{notation} is not possible now: {list} {verb} in the way.",
            notation,
            squares,
            count
        );
    }
    t!(
        "explain-castle-attacked",
        "{notation} is not possible now: the king would pass through or land on an attacked square.",
        notation
    )
}

fn en_passant(setup: &Setup, legal: Option<&Position>) -> Text {
    let Some(ep) = setup.ep_square else {
        return t!(
            "explain-no-ep",
            "No en passant square (-): the last move was not a double pawn step, or the writer left it out because no capture was possible."
        );
    };
    let them = !setup.turn;
    let (from, to) = if them == Color::White {
        (ep.offset(-8), ep.offset(8))
    } else {
        (ep.offset(8), ep.offset(-8))
    };
    let (Some(from), Some(to)) = (from, to) else {
        return t!(
            "explain-ep-edge",
            "{ep} cannot be an en passant square: it is on the edge of the board.",
            ep
        );
    };
    let color = setup.turn;
    if ep.rank() != Rank::Sixth.relative_to(color) {
        let (mover, rank) = (capitalized(color), Rank::Sixth.relative_to(color).char());
        return t!(
            "explain-ep-wrong-rank",
            "{ep} cannot be an en passant square with {mover} to move: it must be on rank {rank}.",
            ep,
            color,
            rank
        );
    }
    let step = t!(
        "explain-ep-step",
        "The last move was a {them} pawn's double step from {from} to {to}, passing {ep}.",
        them,
        from,
        to,
        ep
    );
    let Some(pos) = legal else {
        return step;
    };
    let captures: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_en_passant())
        .map(|m| format!("{}x{ep}", m.from()))
        .collect();
    let now = if captures.is_empty() {
        t!(
            "explain-ep-no-capture",
            "No en passant capture is possible now, so lichess and python-chess would write - here; the PGN standard writes {ep} after every double step.",
            ep
        )
    } else {
        let (mover, captures) = (capitalized(color), captures.join(", "));
        t!(
            "explain-ep-capture",
            "{mover} may take it en passant now, this move only: {captures}.",
            color,
            captures
        )
    };
    sentences(vec![step, now])
}

fn halfmove(n: u32) -> Text {
    let plies = if n == 1 { "ply" } else { "plies" };
    let base = t!(
        "explain-halfmove",
        "{n} {plies} since the last capture or pawn move.",
        n
    );
    let rule = match n {
        0..=99 => {
            let left = 100 - n;
            t!(
                "explain-fifty-ahead",
                "A draw can be claimed under the fifty-move rule at 100 ({left} to go).",
                left
            )
        }
        100..=149 => {
            let left = 150 - n;
            t!(
                "explain-fifty-now",
                "A draw can be claimed now under the fifty-move rule; at 150 it is automatic ({left} to go).",
                left
            )
        }
        _ => t!(
            "explain-seventy-five",
            "The seventy-five-move rule has ended the game in a draw."
        ),
    };
    sentences(vec![base, rule, no_history()])
}

/// A FEN is one position, without the moves that led to it.
fn no_history() -> Text {
    t!(
        "explain-no-history",
        "A FEN holds no history: it cannot show that a position occurred three times, which a repetition claim needs the game's moves for."
    )
}

fn fullmove(setup: &Setup) -> Text {
    let n = setup.fullmove;
    let plies = 2 * u64::from(n.saturating_sub(1)) + u64::from(setup.turn == Color::Black);
    let (color, mover) = (setup.turn, capitalized(setup.turn));
    let word = if plies == 1 { "ply" } else { "plies" };
    t!(
        "explain-fullmove",
        "Move {n}: {mover}'s move {n} comes next. It starts at 1 and goes up after each Black move; from the initial position, {plies} {word} would have been played.",
        n,
        color,
        plies
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meanings(fen: &str) -> Vec<String> {
        let setup: Setup = fen.parse().unwrap();
        fields(&setup)
            .iter()
            .map(|f| f.meaning.to_string())
            .collect()
    }

    #[test]
    fn the_starting_position_in_words() {
        let m = meanings(crate::fen::STARTING_FEN);
        assert!(m[0].contains(
            "White (16 pieces): king on e1, 1 queen, 2 rooks, 2 bishops, 2 knights and 8 pawns."
        ));
        assert_eq!(m[1], "White to move.");
        assert!(
            m[2].contains("O-O is not possible now: f1 and g1 are in the way."),
            "{}",
            m[2]
        );
        assert!(
            m[2].contains("O-O-O is not possible now: b1, c1 and d1 are in the way."),
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

mod changes;

pub use changes::{FieldChange, changes};
