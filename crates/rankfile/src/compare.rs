//! Two FENs side by side. The guides ask whether two FENs can show the
//! same pieces and still differ: they can, since the five fields after
//! the placement change what may be played (castling, en passant, who
//! moves) and what may be claimed (the fifty-move rule). [`compare`] says
//! field by field what differs and what the difference changes.
//!
//! ```
//! use rankfile::{Setup, compare};
//!
//! let a: Setup = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
//! let b: Setup = "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1".parse().unwrap();
//! let c = compare::compare(&a, &b);
//! assert!(c.same_pieces);
//! assert_eq!(c.differences.len(), 1);
//! assert_eq!(c.differences[0].name, "castling");
//! assert_eq!(c.only_in_a, ["O-O-O"]);
//! assert!(c.only_in_b.is_empty());
//! ```

use crate::text::{Text, sentences, t};
use crate::{CastlingSide, Color, Position, Setup, Square};

/// A field that differs between the two FENs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldDifference {
    /// 1 to 6.
    pub number: u8,
    /// The field's name, as [`explain::fields`](crate::explain::fields)
    /// names it.
    pub name: &'static str,
    /// The field in the first FEN, as the canonical FEN writes it.
    pub a: String,
    /// The field in the second.
    pub b: String,
    /// What the difference changes, in sentences.
    pub effect: Text,
}

/// What differs between two positions, and what it changes in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// The same pieces on the same squares.
    pub same_pieces: bool,
    /// The fields that differ, in order.
    pub differences: Vec<FieldDifference>,
    /// The legal moves of the first position that the second has not, in
    /// SAN, when both are legal positions with the same side to move.
    pub only_in_a: Vec<String>,
    /// The legal moves of the second that the first has not.
    pub only_in_b: Vec<String>,
}

/// Compares two positions field by field.
pub fn compare(a: &Setup, b: &Setup) -> Comparison {
    let (fen_a, fen_b) = (crate::fen::write(a), crate::fen::write(b));
    let legal = (Position::from_setup(*a).ok(), Position::from_setup(*b).ok());
    let moves = match legal {
        (Some(pa), Some(pb)) if a.turn == b.turn => Some((only_in(&pa, &pb), only_in(&pb, &pa))),
        _ => None,
    };
    let differences = fen_a
        .split(' ')
        .zip(fen_b.split(' '))
        .zip(1u8..)
        .filter(|((x, y), _)| x != y)
        .map(|((x, y), number)| FieldDifference {
            number,
            name: crate::fen::FIELD_NAMES[usize::from(number - 1)],
            a: x.to_string(),
            b: y.to_string(),
            effect: effect(number, a, b, moves.as_ref()),
        })
        .collect();
    let (only_in_a, only_in_b) = moves.unwrap_or_default();
    Comparison {
        same_pieces: a.board == b.board,
        differences,
        only_in_a,
        only_in_b,
    }
}

/// The legal moves of `x` that `y` has not, in SAN.
fn only_in(x: &Position, y: &Position) -> Vec<String> {
    let theirs = y.legal_moves();
    x.legal_moves()
        .iter()
        .filter(|m| !theirs.contains(m))
        .map(|m| x.san(m))
        .collect()
}

/// The moves only the first position has, and only the second, when they
/// compare: both legal, the same side to move.
type OnlyIn = (Vec<String>, Vec<String>);

/// What a difference in field `number` changes.
fn effect(number: u8, a: &Setup, b: &Setup, moves: Option<&OnlyIn>) -> Text {
    match number {
        1 => placement_effect(a, b),
        2 => {
            let (first, second) = (a.turn, b.turn);
            let (x, y) = (capitalized(first), capitalized(second));
            t!(
                "compare-side",
                "{x} moves in the first, {y} in the second: the other side's moves, and who may be in check or mated, change with it.",
                first,
                second
            )
        }
        3 => castling_effect(a, b, moves),
        4 => moves_effect(Kind::EnPassant, moves, |san| san.contains('x')),
        5 => {
            let (first, second) = (fifty(a.halfmove, true), fifty(b.halfmove, false));
            t!(
                "compare-fifty",
                "The fifty-move rule: {first}; {second}.",
                first,
                second
            )
        }
        _ => t!(
            "compare-fullmove",
            "Only the count of moves: nothing that can be played or claimed changes."
        ),
    }
}

fn placement_effect(a: &Setup, b: &Setup) -> Text {
    let changed: Vec<String> = Square::ALL
        .into_iter()
        .filter(|&sq| a.board.piece_at(sq) != b.board.piece_at(sq))
        .map(|sq| {
            let on = |s: &Setup| s.board.piece_at(sq).map_or('.', |p| p.char());
            format!("{sq} {}/{}", on(a), on(b))
        })
        .collect();
    let squares = changed.join(", ");
    t!(
        "compare-placement",
        "Different pieces on {squares} (first/second, . for empty): these are different positions.",
        squares
    )
}

fn castling_effect(a: &Setup, b: &Setup, moves: Option<&OnlyIn>) -> Text {
    let mut out = Vec::new();
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            let (in_a, in_b) = (a.castling.has(color, side), b.castling.has(color, side));
            if in_a != in_b {
                let (who, letter) = (capitalized(color), side.char(color));
                out.push(match (side, in_a) {
                    (CastlingSide::KingSide, true) => t!(
                        "compare-castle-king-side-first",
                        "{who} may castle king side ({letter}) in the first only, now or later.",
                        color,
                        letter
                    ),
                    (CastlingSide::KingSide, false) => t!(
                        "compare-castle-king-side-second",
                        "{who} may castle king side ({letter}) in the second only, now or later.",
                        color,
                        letter
                    ),
                    (CastlingSide::QueenSide, true) => t!(
                        "compare-castle-queen-side-first",
                        "{who} may castle queen side ({letter}) in the first only, now or later.",
                        color,
                        letter
                    ),
                    (CastlingSide::QueenSide, false) => t!(
                        "compare-castle-queen-side-second",
                        "{who} may castle queen side ({letter}) in the second only, now or later.",
                        color,
                        letter
                    ),
                });
            }
        }
    }
    out.push(moves_effect(Kind::Castling, moves, |san| {
        san.starts_with("O-O")
    }));
    sentences(out)
}

/// The moves [`moves_effect`] looks at.
#[derive(Clone, Copy)]
enum Kind {
    Castling,
    EnPassant,
}

/// The moves of a kind that one position has and the other has not.
fn moves_effect(kind: Kind, moves: Option<&OnlyIn>, is: impl Fn(&str) -> bool) -> Text {
    let Some((only_a, only_b)) = moves else {
        return t!(
            "compare-not-compared",
            "The moves are not compared: a different side moves, or one of the positions is not legal."
        );
    };
    let list = |moves: &[String]| moves.iter().filter(|m| is(m)).cloned().collect::<Vec<_>>();
    let (a, b) = (list(only_a), list(only_b));
    match (a.is_empty(), b.is_empty(), kind) {
        (true, true, Kind::Castling) => t!(
            "compare-no-castling-difference",
            "No castling is legal in one and not the other this move."
        ),
        (true, true, Kind::EnPassant) => t!(
            "compare-no-ep-difference",
            "No en passant capture is legal in one and not the other this move."
        ),
        _ => {
            let (first, second) = (a.join(", "), b.join(", "));
            match (a.is_empty(), b.is_empty()) {
                (false, true) => t!(
                    "compare-first-only",
                    "{first} legal now in the first only.",
                    first
                ),
                (true, false) => t!(
                    "compare-second-only",
                    "{second} legal now in the second only.",
                    second
                ),
                _ => t!(
                    "compare-both-only",
                    "{first} legal now in the first only; {second} legal now in the second only.",
                    first,
                    second
                ),
            }
        }
    }
}

/// What the fifty-move rule allows with `halfmove`, in the first position
/// or the second.
fn fifty(halfmove: u32, first: bool) -> Text {
    let which = if first { "the first" } else { "the second" };
    let position = if first { "first" } else { "second" };
    match halfmove {
        0..=99 => {
            let plies = 100 - halfmove;
            t!(
                "compare-fifty-ahead",
                "{which} may claim a draw in {plies} plies",
                position,
                plies
            )
        }
        100..=149 => t!(
            "compare-fifty-now",
            "{which} may claim a draw now",
            position
        ),
        _ => t!(
            "compare-seventy-five",
            "{which} is drawn by the seventy-five-move rule",
            position
        ),
    }
}

fn capitalized(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(fen: &str) -> Setup {
        fen.parse().unwrap()
    }

    #[test]
    fn the_same_pieces_can_be_different_positions() {
        // After 1.e4 d5 2.e5 f5: en passant on f6 or not.
        let a = setup("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        let b = setup("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        let c = compare(&a, &b);
        assert!(c.same_pieces);
        assert_eq!(c.only_in_a, ["exf6"]);
        assert!(c.only_in_b.is_empty());
        assert_eq!(c.differences.len(), 1);
        assert_eq!(c.differences[0].name, "en passant");
        assert_eq!(c.differences[0].effect, "exf6 legal now in the first only.");
    }

    #[test]
    fn side_clocks_and_placement() {
        let a = setup("4k3/8/8/8/8/8/8/4K3 w - - 12 40");
        let b = setup("4k3/8/8/8/8/8/8/4K3 b - - 100 41");
        let c = compare(&a, &b);
        let names: Vec<&str> = c.differences.iter().map(|d| d.name).collect();
        assert_eq!(names, ["side to move", "halfmove clock", "fullmove number"]);
        assert!(c.only_in_a.is_empty() && c.only_in_b.is_empty());
        assert_eq!(
            c.differences[1].effect,
            "The fifty-move rule: the first may claim a draw in 88 plies; the second may claim a draw now."
        );
        let d = compare(&a, &setup("4k3/8/8/8/8/8/8/3K4 w - - 12 40"));
        assert!(!d.same_pieces);
        assert_eq!(
            d.differences[0].effect,
            "Different pieces on d1 ./K, e1 K/. (first/second, . for empty): these are different positions."
        );
        assert!(compare(&a, &a).differences.is_empty());
    }
}
