//! One-click fixes: for the problems of a FEN that one change mends, the
//! change and the FEN it gives, checked again before it is offered.

use super::report::{CheckOptions, FenReport, read_as_written};
use super::{ReadMode, write};
use crate::{CastlingSide, Color, Piece, Rank, Setup, Square, Variant};

/// A change that mends a problem of a FEN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// The code of the problem it mends (`invalid_ep_square`, …).
    pub code: &'static str,
    /// What it changes.
    pub action: FixAction,
    /// The FEN once changed.
    pub fen: String,
    /// Whether that FEN is a legal position: the change mends every
    /// error, so the problem it mends is the root cause of the others.
    pub legal: bool,
}

/// What a [`Fix`] changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FixAction {
    /// The en passant field set to the square the pawn passed (`e3` for
    /// a pawn on e4), or emptied (`None`).
    EnPassant(Option<Square>),
    /// The ranks read the other way up (written from rank 1).
    FlipRanks,
    /// White's and Black's letters swapped.
    SwapCases,
    /// The piece on the square given to the other side.
    ChangeCase(Square),
    /// The other side to move.
    SwitchSide,
    /// The castling rights that cannot be (their letters in FEN order).
    DropCastling(String),
    /// The fullmove number 0 written as 1, where every game starts.
    FullmoveOne,
    /// A placement given alone completed with White to move, these
    /// castling rights (those whose king and rook stand at home: an
    /// assumption, said), no en passant square and the clocks 0 and 1.
    CompleteFields(String),
    /// The fields separated by single spaces, with nothing before or
    /// after them (spaces doubled, tabs, a space pasted around the FEN).
    SingleSpaces,
}

/// [`fixes`], and those of a text that does not read as a FEN but whose
/// intent is clear: a placement given alone, a fullmove number 0, fields
/// separated by doubled spaces or tabs, or spaces around the FEN.
///
/// ```
/// use rankfile::fen::{self, FixAction, ReadMode};
///
/// let text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
/// let report = fen::check(text, ReadMode::Strict);
/// let fixes = fen::fixes_of(text, &report);
/// assert_eq!(fixes[0].action, FixAction::CompleteFields("KQkq".to_string()));
/// assert_eq!(fixes[0].fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
///
/// let text = " 8/8/8/8/8/8/8/K6k  w - - 0 1";
/// let fixes = fen::fixes_of(text, &fen::check(text, ReadMode::Strict));
/// assert_eq!(fixes[0].action, FixAction::SingleSpaces);
/// assert_eq!(fixes[0].fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
/// assert!(fixes[0].legal);
/// ```
pub fn fixes_of(text: &str, report: &FenReport) -> Vec<Fix> {
    let mut out = fixes(report);
    for d in &report.errors {
        let found = match d.code {
            "bad_fullmove" => fullmove_one(text, d.span.clone()),
            "placement_only" => complete_fields(text),
            "whitespace" => single_spaces(text),
            _ => None,
        };
        if let Some((action, fen)) = found {
            let legal = read_as_written(&fen, ReadMode::Strict.into()).is_ok();
            out.push(Fix {
                code: d.code,
                action,
                fen,
                legal,
            });
        }
    }
    out.sort_by_key(|f| !f.legal);
    out
}

/// The text's fields joined by single spaces.
fn single_spaces(text: &str) -> Option<(FixAction, String)> {
    let fen = text.split_whitespace().collect::<Vec<_>>().join(" ");
    (fen != text).then_some((FixAction::SingleSpaces, fen))
}

/// The text with its fullmove number `0` (at `span`) written `1`.
fn fullmove_one(text: &str, span: Option<core::ops::Range<usize>>) -> Option<(FixAction, String)> {
    let span = span?;
    (text.get(span.clone())?.trim() == "0").then(|| {
        let fen = format!("{}1{}", &text[..span.start], &text[span.end..]);
        (FixAction::FullmoveOne, fen.trim().to_string())
    })
}

/// A placement alone, completed: White to move, the castling rights whose
/// king and rook stand at home, no en passant square, clocks 0 and 1.
fn complete_fields(text: &str) -> Option<(FixAction, String)> {
    let placement = text.trim();
    let bare = read_as_written(&format!("{placement} w - - 0 1"), ReadMode::Strict.into());
    let board = bare.setup?.board;
    let at = |sq: Square, c: char| board.piece_at(sq).map(|p| p.char()) == Some(c);
    let mut rights = String::new();
    for (letter, king, rook, k, r) in [
        ('K', Square::E1, Square::H1, 'K', 'R'),
        ('Q', Square::E1, Square::A1, 'K', 'R'),
        ('k', Square::E8, Square::H8, 'k', 'r'),
        ('q', Square::E8, Square::A8, 'k', 'r'),
    ] {
        if at(king, k) && at(rook, r) {
            rights.push(letter);
        }
    }
    let field = if rights.is_empty() {
        "-"
    } else {
        rights.as_str()
    };
    let fen = format!("{placement} w {field} - 0 1");
    Some((FixAction::CompleteFields(field.to_string()), fen))
}

/// The fixes of the problems of `report` that one change mends, the ones
/// that make the position legal first; none for a legal position, or for
/// a text that is not a FEN (the lenient reader mends those).
///
/// ```
/// use rankfile::fen::{self, FixAction, ReadMode};
///
/// // The pawn's square written instead of the square it passed.
/// let report = fen::check("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", ReadMode::Strict);
/// let fixes = fen::fixes(&report);
/// assert_eq!(fixes[0].action, FixAction::EnPassant(Some(rankfile::Square::E3)));
/// assert_eq!(fixes[0].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// assert!(fixes[0].legal);
/// ```
pub fn fixes(report: &FenReport) -> Vec<Fix> {
    let Some(setup) = report.setup else {
        return Vec::new();
    };
    if report.errors.is_empty() {
        return Vec::new();
    }
    let variant = match setup.castling.is_chess960() {
        true => Variant::Chess960,
        false => Variant::Standard,
    };
    let errors = report.errors.len();
    let mut out: Vec<(Fix, usize)> = Vec::new();
    let mut seen = Vec::new();
    for d in report.errors.iter().chain(&report.warnings) {
        if seen.contains(&d.code) {
            continue;
        }
        seen.push(d.code);
        for (action, changed) in candidates(d.code, &setup, d.squares.into_iter().next()) {
            let fen = write(&changed);
            let again = read_as_written(
                &fen,
                CheckOptions {
                    mode: ReadMode::Strict,
                    variant,
                },
            );
            // Offered only when it mends its own problem and leaves fewer
            // errors than there were.
            let mended = !again.errors.iter().any(|e| e.code == d.code);
            if mended && again.errors.len() < errors && !out.iter().any(|(f, _)| f.fen == fen) {
                let legal = again.is_ok();
                let odd = again.warnings.len();
                let fix = Fix {
                    code: d.code,
                    action,
                    fen,
                    legal,
                };
                out.push((fix, odd));
                break;
            }
        }
    }
    // The root causes first, the ones that leave nothing odd before the
    // others, then the likelier change: with the side not to move in
    // check, the side to move was mistyped more often than every letter's
    // case; then in the order of their problems.
    out.sort_by_key(|(f, odd)| (!f.legal, *odd, f.action != FixAction::SwitchSide));
    out.into_iter().map(|(f, _)| f).collect()
}

/// The changes that may mend the problem `code`, best first.
fn candidates(code: &str, setup: &Setup, square: Option<Square>) -> Vec<(FixAction, Setup)> {
    let with = |f: &dyn Fn(&mut Setup)| {
        let mut s = *setup;
        f(&mut s);
        s
    };
    match code {
        "invalid_ep_square" | "ep_with_halfmove" => {
            let mut out = Vec::new();
            if let Some(ep) = setup.ep_square {
                // The pawn's own square, or any rank of its file: the
                // square behind a pawn that has just moved two squares.
                let rank = Rank::new(if setup.turn == Color::Black { 2 } else { 5 });
                if let Some(rank) = rank {
                    let passed = Square::from_coords(ep.file(), rank);
                    if passed != ep {
                        out.push((
                            FixAction::EnPassant(Some(passed)),
                            with(&|s| s.ep_square = Some(passed)),
                        ));
                    }
                }
            }
            out.push((FixAction::EnPassant(None), with(&|s| s.ep_square = None)));
            out
        }
        "ranks_reversed" | "reversed_or_swapped" => {
            vec![(
                FixAction::FlipRanks,
                with(&|s| s.board = s.board.flip_vertical()),
            )]
        }
        "case_swapped" => vec![(
            FixAction::SwapCases,
            with(&|s| s.board = s.board.swap_colors()),
        )],
        "wrong_case" => square
            .and_then(|sq| setup.board.piece_at(sq).map(|p| (sq, p)))
            .map(|(sq, piece)| {
                let other = Piece {
                    color: !piece.color,
                    ..piece
                };
                vec![(
                    FixAction::ChangeCase(sq),
                    with(&|s| s.board.set_piece_at(sq, other)),
                )]
            })
            .unwrap_or_default(),
        "opposite_check" => vec![(
            FixAction::SwitchSide,
            with(&|s| {
                s.turn = !s.turn;
                s.ep_square = None;
            }),
        )],
        "bad_castling_rights" => drop_castling(setup).into_iter().collect(),
        _ => Vec::new(),
    }
}

/// The castling rights whose king or rook is not at home, dropped.
fn drop_castling(setup: &Setup) -> Option<(FixAction, Setup)> {
    let mut kept = *setup;
    let mut dropped = String::new();
    for (color, side, file) in setup.castling.iter().collect::<Vec<_>>() {
        let home = Rank::new(if color == Color::White { 0 } else { 7 })?;
        // In standard chess the king starts on e1 or e8; in Chess960 on
        // its back rank, between its rooks.
        let chess960 = setup.castling.is_chess960();
        let king_home = setup
            .board
            .king_of(color)
            .is_some_and(|k| k.rank() == home && (chess960 || k.file() == crate::File::E));
        let rook = Square::from_coords(file, home);
        let rook_home = setup.board.piece_at(rook)
            == Some(Piece {
                color,
                role: crate::Role::Rook,
            });
        if !(king_home && rook_home) {
            kept.castling.discard(color, side);
            let letter = match side {
                CastlingSide::KingSide => 'k',
                CastlingSide::QueenSide => 'q',
            };
            dropped.push(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            });
        }
    }
    (!dropped.is_empty()).then_some((FixAction::DropCastling(dropped), kept))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::check;

    fn fix_of(fen: &str) -> Vec<(FixAction, String, bool)> {
        fixes(&check(fen, ReadMode::Strict))
            .into_iter()
            .map(|f| (f.action, f.fen, f.legal))
            .collect()
    }

    #[test]
    fn a_board_written_from_rank_1_is_flipped() {
        let fixes = fix_of("RNBQKBNR/PPPP1PPP/8/4P3/8/8/pppppppp/rnbqkbnr b KQkq - 0 1");
        assert_eq!(
            fixes[0],
            (
                FixAction::FlipRanks,
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".to_string(),
                true
            )
        );
    }

    #[test]
    fn swapped_cases_are_swapped_back() {
        let fixes = fix_of("RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1");
        assert!(
            fixes
                .iter()
                .any(|f| f.0 == FixAction::SwapCases || f.0 == FixAction::FlipRanks),
            "{fixes:?}"
        );
        assert!(fixes[0].2);
    }

    #[test]
    fn the_side_not_to_move_in_check_switches_side() {
        // White to move while Black's king is in check from the rook.
        // (Read with the cases swapped it is legal too: both are offered.)
        let fixes = fix_of("4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
        let switch = (
            FixAction::SwitchSide,
            "4k3/8/8/8/8/8/8/4RK2 b - - 0 1".to_string(),
            true,
        );
        // The likelier mistake first: one letter, not every letter's case.
        assert_eq!(fixes[0], switch, "{fixes:?}");
    }

    #[test]
    fn a_fullmove_zero_and_a_placement_alone_are_completed() {
        let text = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 0";
        let fixes = fixes_of(text, &check(text, ReadMode::Strict));
        assert_eq!(fixes[0].action, FixAction::FullmoveOne);
        assert_eq!(
            fixes[0].fen,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        );
        assert!(fixes[0].legal);
        // Castling rights only where king and rook stand at home.
        let text = "r3k3/8/8/8/8/8/8/4K2R";
        let fixes = fixes_of(text, &check(text, ReadMode::Strict));
        assert_eq!(fixes[0].action, FixAction::CompleteFields("Kq".to_string()));
        assert_eq!(fixes[0].fen, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    }

    #[test]
    fn impossible_castling_rights_are_dropped() {
        // The white king has left e1: K and Q cannot be.
        let r = check("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", ReadMode::Strict);
        let s = r.setup.unwrap();
        eprintln!(
            "{:?} {:?}",
            s.castling.iter().collect::<Vec<_>>(),
            drop_castling(&s).map(|x| write(&x.1))
        );
        let fixes = fix_of("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
        assert_eq!(
            fixes[0],
            (
                FixAction::DropCastling("KQ".to_string()),
                "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1".to_string(),
                true
            )
        );
    }

    #[test]
    fn a_bad_en_passant_square_with_no_pawn_behind_is_emptied() {
        let fixes = fix_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
        assert_eq!(fixes[0].0, FixAction::EnPassant(None));
        assert!(fixes[0].2);
    }

    #[test]
    fn a_legal_position_or_a_broken_text_has_no_fix() {
        assert!(fix_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").is_empty());
        assert!(fix_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").is_empty());
    }
}
