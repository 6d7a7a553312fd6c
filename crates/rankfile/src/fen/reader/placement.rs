//! Field 1, the placement: a fast pass that builds the board, and a
//! careful pass over any rank the fast one finds odd, which says exactly
//! what is wrong with it.

use crate::text::{Text, t};
use core::ops::Range;

use super::Reader;
use crate::diag::Diagnostic;
use crate::fen::error::{ParseFenError, ParseFenErrorKind as Kind};
use crate::{Bitboard, Board, Piece};

/// Marks a piece letter in [`PLACEMENT_BYTES`].
const PIECE: u8 = 0x40;
/// Marks a count of empty squares in [`PLACEMENT_BYTES`].
const DIGIT: u8 = 0x20;

/// What each byte means in a placement: 0 nothing the fast pass takes,
/// `DIGIT | n` a count of n empty squares, `PIECE | colour << 3 | role` a
/// piece letter.
static PLACEMENT_BYTES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 128 {
        if let Some(piece) = Piece::from_char(b as u8 as char) {
            table[b] = PIECE | (piece.color as u8) << 3 | piece.role as u8;
        } else if b >= b'1' as usize && b <= b'8' as usize {
            table[b] = DIGIT | (b as u8 - b'0');
        }
        b += 1;
    }
    table
};

/// How far each byte moves along a rank: 1 for a piece, n for a digit.
static ADVANCE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let code = PLACEMENT_BYTES[b];
        table[b] = if code & PIECE != 0 {
            1
        } else if code & DIGIT != 0 {
            code & 15
        } else {
            0
        };
        b += 1;
    }
    table
};

/// All ones when `flag` is 1, all zeros when it is 0.
fn mask(flag: u8) -> u64 {
    u64::from(flag & 1).wrapping_neg()
}

/// The text of the rank starting at byte `start` of `placement`.
fn rank_text(placement: &str, start: usize) -> &str {
    let rest = placement.get(start..).unwrap_or("");
    rest.split('/').next().unwrap_or(rest)
}

/// How a message names the `index`-th rank written: `rank 8` for the first.
fn rank_label(index: usize) -> Text {
    match 8usize.checked_sub(index) {
        Some(n) if n > 0 => t!("rank-label", "rank {n}", n),
        _ => {
            let n = index + 1;
            t!("rank-label-extra", "extra rank {n}", n)
        }
    }
}

/// The placement has not eight ranks.
fn rank_count_error(text: &str, offset: usize, rank_count: usize) -> ParseFenError {
    let ranks = crate::text::plural(rank_count, "rank", "ranks");
    let count = rank_count;
    let mut err = ParseFenError::new(
        Kind::RankCount { found: rank_count },
        Some(1),
        offset..offset + text.len(),
        t!(
            "fen-rank-count",
            "the placement has {ranks}; it needs 8, separated by /",
            count
        ),
    );
    if text.contains(['\\', '|']) {
        err = err.hint(t!(
            "fen-rank-separator-hint",
            "ranks are separated by a slash: /"
        ));
    } else if rank_count < 8 {
        err = err.hint(t!(
            "fen-rank-count-hint",
            "write every rank from 8 down to 1, an empty one as 8"
        ));
    }
    err
}

/// The lenient reader dropped `count` `~` markers, the first at `first`.
fn markers_dropped(first: Range<usize>, count: usize) -> Diagnostic {
    let (places, s) = if count == 1 {
        ("one".to_string(), "")
    } else {
        (count.to_string(), "s")
    };
    Diagnostic::warning(
            "promoted_marker_dropped",
            t!(
                "fen-promoted-marker-dropped",
                "dropped {places} '~' promoted-piece marker{s} (a crazyhouse notation; standard FEN has none)",
                count
            ),
        )
        .in_field(1)
        .at(first)
}

/// Promoted-piece markers the lenient reader dropped: the first, and how
/// many.
type Markers = Option<(Range<usize>, usize)>;

impl Reader<'_> {
    /// Reads the placement. The fast pass keeps the pieces as bit planes
    /// of their code (colour << 3 | role) in registers and branches only on
    /// what is not a piece or a digit; a rank that is not exactly eight
    /// squares of pieces and single digits goes to [`Reader::check_rank`].
    pub(super) fn placement(&mut self, span: Range<usize>) -> Option<Board> {
        let offset = span.start;
        let text = &self.text[span];
        let first_error = self.errors.len();
        let (mut occupied, mut plane0, mut plane1, mut plane2, mut black) = (0, 0, 0, 0, 0);
        let mut ok = true;
        let mut markers: Markers = None;
        let (mut index, mut start) = (0usize, 0usize);
        // The rank's first square and the square past its last; both 64
        // past rank 1, so that nothing is placed.
        let (mut base, mut end) = (56u32, 64u32);
        let mut square = base;
        let (mut odd, mut last_digit) = (false, 0u8);
        self.layout.ranks[0] = offset as u32;
        for (j, &b) in text.as_bytes().iter().enumerate() {
            let code = PLACEMENT_BYTES[usize::from(b)];
            if code != 0 {
                let digit = code >> 5 & 1;
                odd |= digit & last_digit != 0;
                last_digit = digit;
                let bit = (1u64 << (square & 63)) & mask(code >> 6) & mask(u8::from(square < end));
                occupied |= bit;
                plane0 |= bit & mask(code);
                plane1 |= bit & mask(code >> 1);
                plane2 |= bit & mask(code >> 2);
                black |= bit & mask(code >> 3);
                square += u32::from(ADVANCE[usize::from(b)]);
            } else if b == b'/' {
                if odd || square - base != 8 {
                    ok &= self.check_rank(
                        rank_text(text, start),
                        offset + start,
                        index,
                        &mut markers,
                    );
                }
                index += 1;
                start = j + 1;
                if let Some(slot) = self.layout.ranks.get_mut(index) {
                    *slot = (offset + start) as u32;
                }
                base = base.checked_sub(8).unwrap_or(64);
                end = if base == 64 { 64 } else { base + 8 };
                square = base;
                (odd, last_digit) = (false, 0);
            } else {
                odd = true;
                last_digit = 0;
            }
        }
        if odd || square - base != 8 {
            ok &= self.check_rank(rank_text(text, start), offset + start, index, &mut markers);
        }
        let rank_count = index + 1;
        if rank_count != 8 {
            ok = false;
            let err = rank_count_error(text, offset, rank_count);
            self.errors.insert(first_error, err);
        }
        if let Some((first, count)) = markers {
            self.change(markers_dropped(first, count));
        }
        if !ok {
            return None;
        }
        // Roles are 0 pawn, 1 knight, 2 bishop, 3 rook, 4 queen, 5 king.
        let (p0, p1, p2) = (plane0, plane1, plane2);
        let by_role = [
            occupied & !p0 & !p1 & !p2,
            p0 & !p1 & !p2,
            !p0 & p1 & !p2,
            p0 & p1 & !p2,
            occupied & !p0 & !p1 & p2,
            p0 & !p1 & p2,
        ]
        .map(Bitboard);
        Some(Board::from_bitboards(
            by_role,
            [Bitboard(occupied & !black), Bitboard(black)],
        ))
    }

    /// Reads a rank carefully and reports its first problem: two digits in
    /// a row, a character that is no piece, a width other than 8. In
    /// lenient mode a `~` after a piece is a marker to drop. Returns
    /// whether the rank is good.
    fn check_rank(
        &mut self,
        text: &str,
        offset: usize,
        index: usize,
        markers: &mut Markers,
    ) -> bool {
        let mut width = 0u32;
        let (mut prev_digit, mut prev_piece) = (false, false);
        for (j, c) in text.char_indices() {
            let at = offset + j;
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                if prev_digit {
                    self.error(
                        ParseFenError::new(Kind::AdjacentDigits, Some(1), at - 1..at + 1, {
                            let rank = rank_label(index);
                            let text = &*crate::diag::echo(text);
                            t!(
                                "fen-adjacent-digits",
                                "{rank} \"{text}\" has two digits in a row",
                                rank,
                                text
                            )
                        })
                        .hint(t!(
                            "fen-adjacent-digits-hint",
                            "add up consecutive empty squares into one digit: 44 is 8"
                        )),
                    );
                    return false;
                }
                width += d;
                (prev_digit, prev_piece) = (true, false);
            } else if c.is_ascii() && Piece::from_char(c).is_some() {
                width += 1;
                (prev_digit, prev_piece) = (false, true);
            } else if c == '~' && prev_piece && self.lenient {
                match markers {
                    Some((_, n)) => *n += 1,
                    None => *markers = Some((at..at + 1, 1)),
                }
                (prev_digit, prev_piece) = (false, false);
            } else {
                self.bad_piece_char(text, offset, j, index);
                return false;
            }
        }
        if width != 8 {
            self.rank_width(text, offset, index, width);
            return false;
        }
        true
    }

    fn bad_piece_char(&mut self, text: &str, offset: usize, j: usize, index: usize) {
        let rank = rank_label(index);
        let c = text[j..].chars().next().unwrap_or('?');
        let at = offset + j..offset + j + c.len_utf8();
        let text = &*crate::diag::echo(text);
        let (message, hint) = match c {
            '0' | '9' => (
                t!(
                    "fen-bad-count",
                    "'{c}' in {rank} \"{text}\" is not a count of empty squares; counts go from 1 to 8",
                    c,
                    rank,
                    text
                ),
                if c == '0' {
                    t!(
                        "fen-zero-count-hint",
                        "a rank has no zero count: leave it out"
                    )
                } else {
                    t!(
                        "fen-nine-count-hint",
                        "a rank has only 8 squares: 9 cannot be right"
                    )
                },
            ),
            _ => (
                t!(
                    "fen-bad-piece-char",
                    "'{c}' in {rank} \"{text}\" is not a piece letter",
                    c,
                    rank,
                    text
                ),
                match c {
                    '.' | '-' | '_' | '*' => t!(
                        "fen-empty-symbol-hint",
                        "write empty squares as a digit counting them (1 to 8), not one symbol each"
                    ),
                    'x' | 'X' => t!(
                        "fen-x-hint",
                        "'x' is not a piece: use K Q R B N P for White, k q r b n p for Black"
                    ),
                    '~' => t!(
                        "fen-tilde-hint",
                        "'~' marks a promoted piece in crazyhouse FEN; standard FEN has no such marker (read it with --lenient to drop it)"
                    ),
                    _ => t!(
                        "fen-piece-letters-hint",
                        "pieces are K Q R B N P (White) and k q r b n p (Black); digits 1 to 8 count empty squares"
                    ),
                },
            ),
        };
        self.error(
            ParseFenError::new(Kind::BadPieceChar { found: c }, Some(1), at, message).hint(hint),
        );
    }

    fn rank_width(&mut self, text: &str, offset: usize, index: usize, width: u32) {
        // A rank of thousands of characters (a file pasted for a FEN) is
        // added up by its first terms.
        let mut terms: Vec<String> = (text.chars().filter(|&c| c != '~'))
            .take(crate::diag::ECHOED + 1)
            .map(String::from)
            .collect();
        if terms.len() > crate::diag::ECHOED {
            terms[crate::diag::ECHOED] = "…".to_string();
        }
        let sum = if terms.is_empty() {
            t!("rank-empty", "it is empty")
        } else {
            let terms = terms.join(" + ");
            t!("rank-sum", "{terms} = {width}", terms, width)
        };
        let hint = if width > 8 {
            t!(
                "fen-rank-too-wide-hint",
                "remove a piece or lower a count: the counts and pieces of a rank add up to 8"
            )
        } else {
            t!(
                "fen-rank-too-narrow-hint",
                "add a piece or raise a count: the counts and pieces of a rank add up to 8"
            )
        };
        self.error(
            ParseFenError::new(
                Kind::RankWidth {
                    rank: 8u8.saturating_sub(u8::try_from(index).unwrap_or(u8::MAX)),
                    width,
                },
                Some(1),
                offset..offset + text.len(),
                {
                    let rank = rank_label(index);
                    let text = &*crate::diag::echo(text);
                    let squares = crate::text::plural(
                        usize::try_from(width).unwrap_or(usize::MAX),
                        "square",
                        "squares",
                    );
                    t!(
                        "fen-rank-width",
                        "{rank} \"{text}\" is {squares} wide; a rank has 8 ({sum})",
                        rank,
                        text,
                        width,
                        sum
                    )
                },
            )
            .hint(hint),
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::fen::{self, ReadMode};

    #[test]
    fn the_fast_pass_places_every_piece_where_the_careful_reading_does() {
        for fen in [
            fen::STARTING_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ] {
            let setup = fen::parse(fen).unwrap();
            assert_eq!(fen::write(&setup), fen);
        }
    }

    #[test]
    fn markers_are_dropped_leniently_and_refused_strictly() {
        let text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ~KBNR w KQkq - 0 1";
        let lenient = fen::check(text, ReadMode::Lenient);
        assert!(lenient.is_ok(), "{:?}", lenient.errors);
        assert_eq!(lenient.warnings[0].code, "promoted_marker_dropped");
        let strict = fen::check(text, ReadMode::Strict);
        assert_eq!(strict.errors[0].code, "bad_piece_char");
        assert_eq!(strict.errors[0].span, Some(39..40));
    }
}
