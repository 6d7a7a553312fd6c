//! The castling field of a Chess960 FEN: X-FEN (`K` and `Q` for the
//! outermost rook on that side of the king, a file letter for an inner
//! one) and Shredder-FEN (`HAha`, the rooks' files) alike, each letter
//! resolved against the board.

use crate::text::{Arg, Text, t};
use core::ops::Range;

use super::Reader;
use crate::fen::error::{ParseFenError, ParseFenErrorKind as Kind};
use crate::{Bitboard, Board, CastlingRights, CastlingSide, Color, File, Rank, Role, Square};

impl Reader<'_> {
    /// The rights of a Chess960 castling field; `None` (with errors) when
    /// a letter names no rook the king can castle with.
    pub(super) fn castling_960(
        &mut self,
        text: &str,
        span: Range<usize>,
        board: Option<&Board>,
    ) -> Option<CastlingRights> {
        let mut rights = CastlingRights::NONE;
        rights.set_chess960(true);
        if text == "-" {
            return Some(rights);
        }
        // The placement's own errors are said already.
        let board = board?;
        let exact = text.len() == span.len();
        let mut ok = true;
        for (i, c) in text.char_indices() {
            let at = if exact {
                span.start + i..span.start + i + c.len_utf8()
            } else {
                span.clone()
            };
            match rook_for(board, c) {
                Ok((color, side, _)) if rights.has(color, side) => {
                    ok = false;
                    let wing = side_name(side);
                    let side = Arg::Verbatim(wing.to_string());
                    self.error(bad(
                        at,
                        t!(
                            "fen-960-two-rights",
                            "castling field \"{text}\" gives {color} two rights on the {wing} side",
                            text,
                            color,
                            side
                        ),
                        t!(
                            "fen-960-two-rights-hint",
                            "a side castles with one rook on each wing: keep one letter per wing"
                        ),
                    ));
                }
                Ok((color, side, file)) => rights.set(color, side, file),
                // The lenient reader drops a right whose rook (or king) is
                // not there, as it does in standard chess, and says so.
                Err((message, _)) if self.lenient && c.is_ascii_alphabetic() => {
                    let reason = message;
                    let dropped = crate::diag::Diagnostic::warning(
                        "castling_right_dropped",
                        t!("fen-castling-right-dropped", "dropped {reason}", reason),
                    )
                    .in_field(3)
                    .at(at);
                    self.change(dropped);
                }
                Err((message, hint)) => {
                    ok = false;
                    self.error(bad(at, message, hint));
                }
            }
        }
        ok.then_some(rights)
    }
}

fn bad(at: Range<usize>, message: Text, hint: Text) -> ParseFenError {
    ParseFenError::new(Kind::BadCastling, Some(3), at, message).hint(hint)
}

fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "king",
        CastlingSide::QueenSide => "queen",
    }
}

/// The right castling letter `c` names on `board`: its colour, its wing
/// and its rook's file; or why it names none.
fn rook_for(board: &Board, c: char) -> Result<(Color, CastlingSide, File), (Text, Text)> {
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let back = Rank::First.relative_to(color);
    let Some(king) = board.king_of(color).filter(|k| k.rank() == back) else {
        let rank = back.char();
        return Err((
            t!(
                "fen-960-king-away",
                "castling right {c}: the {color} king is not on rank {rank}",
                c,
                color,
                rank
            ),
            t!(
                "fen-960-king-away-hint",
                "the king castles from its back rank; remove {c}",
                c
            ),
        ));
    };
    let rooks = board.by_piece(Role::Rook.of(color)) & Bitboard::rank(back);
    let rook: Option<Square> = match c.to_ascii_uppercase() {
        'K' => rooks.into_iter().filter(|s| s.file() > king.file()).last(),
        'Q' => rooks.into_iter().find(|s| s.file() < king.file()),
        letter @ 'A'..='H' => {
            let file = File::ALL[usize::from(letter as u8 - b'A')];
            rooks.into_iter().find(|s| s.file() == file)
        }
        _ => {
            return Err((
                t!("fen-960-bad-letter", "'{c}' is no castling letter", c),
                t!(
                    "fen-960-bad-letter-hint",
                    "K and Q (the outermost rooks), or a rook's file A to H; lower case for Black; - for none"
                ),
            ));
        }
    };
    let Some(rook) = rook.filter(|r| r.file() != king.file()) else {
        let message = match c.to_ascii_uppercase() {
            'K' => t!(
                "fen-960-no-rook-king-side",
                "castling right {c}: no {color} rook on the king side of the {color} king on {king}",
                c,
                color,
                king
            ),
            'Q' => t!(
                "fen-960-no-rook-queen-side",
                "castling right {c}: no {color} rook on the queen side of the {color} king on {king}",
                c,
                color,
                king
            ),
            _ => {
                let file = c.to_ascii_lowercase();
                let rank = back.char();
                t!(
                    "fen-960-no-rook-file",
                    "castling right {c}: no {color} rook on the {file}-file of rank {rank}",
                    c,
                    color,
                    file,
                    rank
                )
            }
        };
        return Err((
            message,
            t!(
                "fen-960-no-rook-hint",
                "once that rook has moved or been taken the right is lost: remove {c}",
                c
            ),
        ));
    };
    let side = if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    Ok((color, side, rook.file()))
}
