//! The mistakes people make writing a FEN by hand, detected rather than
//! guessed: a suggestion is made only when the position as written has a
//! problem and the position as the mistake would have it has none.

use super::reader::Layout;
use crate::diag::Diagnostic;
use crate::text::{Text, t};
use crate::validate;
use crate::{Bitboard, Color, Piece, Role, Setup};

/// Whether `setup` is a legal position with nothing odd about it.
fn plausible(setup: &Setup) -> bool {
    !quickly_implausible(setup)
        && validate::problems(setup).is_empty()
        && validate::warnings(setup).is_empty()
}

/// The common failures, found without writing any message: kings, pawns
/// on the back ranks, castling rights, the side not to move in check.
fn quickly_implausible(setup: &Setup) -> bool {
    let board = &setup.board;
    let kings = board.by_role(Role::King);
    let one_king = |c: Color| (kings & board.by_color(c)).single().is_some();
    if !one_king(Color::White) || !one_king(Color::Black) {
        return true;
    }
    if (board.by_role(Role::Pawn) & Bitboard::BACKRANKS).any() {
        return true;
    }
    if validate::bad_castling_rights(setup).next().is_some() {
        return true;
    }
    board
        .king_of(!setup.turn)
        .is_some_and(|k| board.attackers_to(k, setup.turn, board.occupied()).any())
}

/// What a board's problems follow from, when they follow from one
/// mistake: the diagnoses, and how the others relate to it, in words
/// (`follows from the cases swapped`; a single piece's case is a guess,
/// so its words say `may follow`).
pub(crate) struct Cause {
    pub diagnoses: Vec<Diagnostic>,
    pub words: Option<Text>,
}

/// Suggestions for a `setup` that has errors or warnings: the ranks
/// written from rank 1 up, the colours' cases swapped, or one piece's
/// letter in the wrong case.
///
/// A piece in the wrong case is looked for only when the placement itself
/// has a problem (`board_problem`): a wrong en passant square is no
/// reason to doubt a piece.
pub(crate) fn suggestions(
    text: &str,
    setup: &Setup,
    layout: &Layout,
    board_problem: bool,
) -> Cause {
    let reversed = Setup {
        board: setup.board.flip_vertical(),
        ..*setup
    };
    let swapped = Setup {
        board: setup.board.swap_colors(),
        ..*setup
    };
    let fen = |s: &Setup| super::write(s);
    let (reversed_ok, swapped_ok) = (plausible(&reversed), plausible(&swapped));
    let mut out = Vec::new();
    let placement = layout.field(1);
    let mut push = |code: &'static str, message: Text, hint: Text| {
        let mut d = Diagnostic::warning(code, message)
            .in_field(1)
            .with_hint(hint)
            .on(Bitboard::EMPTY);
        d.span = placement.clone();
        out.push(d);
    };
    let either = || {
        t!(
            "cause-reversed-or-swapped",
            "follows from the ranks written from rank 1 up, or the cases swapped"
        )
    };
    if reversed_ok && swapped_ok && reversed.board == swapped.board {
        let fen = fen(&reversed);
        push(
            "ranks_reversed",
            t!(
                "fen-reversed-or-swapped",
                "the ranks look written from rank 1 up, or the colours' cases swapped: either way round this is an ordinary legal position"
            ),
            t!(
                "fen-reversed-or-swapped-hint",
                "write rank 8 first, White's pieces in capitals: {fen}",
                fen
            ),
        );
        return Cause {
            diagnoses: out,
            words: Some(either()),
        };
    }
    if reversed_ok {
        let fen = fen(&reversed);
        push(
            "ranks_reversed",
            t!(
                "fen-ranks-reversed",
                "the ranks look written from rank 1 up: read from rank 8 down, this is an ordinary legal position"
            ),
            t!("fen-ranks-reversed-hint", "write rank 8 first: {fen}", fen),
        );
    }
    if swapped_ok {
        let fen = fen(&swapped);
        push(
            "case_swapped",
            t!(
                "fen-case-swapped",
                "upper and lower case look swapped: with White's pieces in capitals and Black's in small letters, this is an ordinary legal position"
            ),
            t!(
                "fen-case-swapped-hint",
                "White is K Q R B N P, Black k q r b n p: {fen}",
                fen
            ),
        );
    }
    let words = match (reversed_ok, swapped_ok) {
        (true, false) => Some(t!(
            "cause-reversed",
            "follows from the ranks written from rank 1 up"
        )),
        (false, true) => Some(t!("cause-swapped", "follows from the cases swapped")),
        (true, true) => Some(either()),
        (false, false) if board_problem => return one_wrong_case(text, setup, layout),
        (false, false) => None,
    };
    Cause {
        diagnoses: out,
        words,
    }
}

/// One piece's letter in the wrong case (`pppPpppp`): the one piece that
/// stands out in its rank, all the others there being the other side's,
/// and that, given to the other side, makes the position an ordinary
/// legal one.
fn one_wrong_case(text: &str, setup: &Setup, layout: &Layout) -> Cause {
    let stands_out = |sq: crate::Square, color: Color| {
        let rank = Bitboard::rank(sq.rank()) & setup.board.occupied();
        let others = rank.without(sq);
        others.more_than_one() && (others & setup.board.by_color(color)).is_empty()
    };
    let mut found = setup.board.pieces().filter(|&(sq, piece)| {
        if !stands_out(sq, piece.color) {
            return false;
        }
        let mut board = setup.board;
        board.set_piece_at(
            sq,
            Piece {
                color: !piece.color,
                ..piece
            },
        );
        plausible(&Setup { board, ..*setup })
    });
    let (Some((sq, piece)), None) = (found.next(), found.next()) else {
        return Cause {
            diagnoses: Vec::new(),
            words: None,
        };
    };
    let meant = Piece {
        color: !piece.color,
        ..piece
    };
    let (written, letter) = (piece.char(), meant.char());
    let (color, role) = (meant.color.name(), meant.role.name());
    let message = if written.is_ascii_uppercase() {
        t!(
            "fen-wrong-case-capital",
            "the {written} on {sq} looks like a {color} {role} written in a capital: as a {color} piece, this is an ordinary legal position",
            written,
            sq,
            meant
        )
    } else {
        t!(
            "fen-wrong-case-small",
            "the {written} on {sq} looks like a {color} {role} written in a small letter: as a {color} piece, this is an ordinary legal position",
            written,
            sq,
            meant
        )
    };
    let mut d = Diagnostic::warning("wrong_case", message)
        .in_field(1)
        .with_hint(t!(
            "fen-wrong-case-hint",
            "write {letter} on {sq}: White's pieces are K Q R B N P, Black's k q r b n p",
            letter,
            sq
        ))
        .on(Bitboard::from(sq));
    d.span = layout.square(text, sq).or_else(|| layout.field(1));
    Cause {
        diagnoses: vec![d],
        words: Some(t!(
            "cause-wrong-case",
            "may follow from the {written} on {sq}, which should be {letter}",
            written,
            sq,
            letter,
            meant
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::fen::{self, ReadMode};

    fn suggestion(fen: &str) -> Option<(&'static str, String)> {
        let report = fen::check(fen, ReadMode::Strict);
        report
            .errors
            .iter()
            .chain(&report.warnings)
            .find(|w| matches!(w.code, "ranks_reversed" | "case_swapped"))
            .map(|w| (w.code, w.hint.clone().map(String::from).unwrap_or_default()))
    }

    #[test]
    fn upside_down_boards_are_recognised() {
        let (code, hint) =
            suggestion("r3k2r/pppq1ppp/2n2n2/3p4/3P4/2N2N2/PPPQ1PPP/R3K2R w KQkq - 4 8")
                .map_or(("none", String::new()), |s| s);
        assert_eq!(code, "none", "a normal position gets no suggestion: {hint}");
        let (code, hint) =
            suggestion("R3K2R/PPPQ1PPP/2N2N2/3P4/3p4/2n2n2/pppq1ppp/r3k2r w KQkq - 4 8").unwrap();
        assert_eq!(code, "ranks_reversed");
        assert!(hint.ends_with("r3k2r/pppq1ppp/2n2n2/3p4/3P4/2N2N2/PPPQ1PPP/R3K2R w KQkq - 4 8"));
    }

    #[test]
    fn swapped_cases_are_recognised() {
        // After 1.e4 with the cases swapped: read upside down it is a
        // legal position too (Black played e5), so both are suggested.
        let report = fen::check(
            "RNBQKBNR/PPPPPPPP/8/8/4p3/8/pppp1ppp/rnbqkbnr b KQkq - 0 1",
            ReadMode::Strict,
        );
        let codes: Vec<_> = report.errors.iter().map(|w| w.code).collect();
        assert!(codes.contains(&"case_swapped"), "{codes:?}");
        assert!(codes.contains(&"ranks_reversed"), "{codes:?}");
    }

    /// The root cause leads the list, and the problems that follow from
    /// it say so.
    #[test]
    fn the_root_cause_comes_first() {
        let report = fen::check(
            "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1",
            ReadMode::Strict,
        );
        assert_eq!(report.errors[0].code, "ranks_reversed");
        assert_eq!(report.errors[0].severity, crate::diag::Severity::Error);
        for e in &report.errors[1..] {
            assert_eq!(e.follows, Some("ranks_reversed"), "{}", e.code);
            assert!(
                e.message.ends_with(
                    "(this follows from the ranks written from rank 1 up, or the cases swapped)"
                ),
                "{}",
                e.message
            );
        }
    }
}
