//! What the forgiving reader read otherwise than canonical SAN writes,
//! each a [`Note`] with a stable code.

use super::syntax::{Mark, Shape, Suffix, Syntax, flag};
use super::write;
use crate::text::{Text, t};
use crate::{Move, Position};

/// A leniency of the forgiving reader: what it read the input as, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// A stable code: `missing_capture`, `zero_castling`, `uci`, …
    pub code: &'static str,
    /// `read Rf4 as Rxf4: missing x`.
    pub message: Text,
}

/// The codes of the [`Note`]s, each a way of writing a move that the
/// forgiving reader reads and canonical SAN does not write (but
/// `annotation`, a glyph set aside, which PGN's import format allows).
pub const NOTE_CODES: [&str; 16] = [
    "spaces",
    "zero_castling",
    "ep_suffix",
    "promotion_form",
    "figurine",
    "lowercase_piece",
    "pawn_letter",
    "uci",
    "long_algebraic",
    "missing_capture",
    "extra_capture",
    "over_disambiguated",
    "missing_check",
    "extra_check",
    "wrong_check",
    "other_letters",
];

impl Note {
    /// `read {text} as {san}: {reason}`.
    pub(super) fn read_as(code: &'static str, text: &str, san: &str, reason: Text) -> Note {
        Note {
            code,
            message: t!(
                "note-read-as",
                "read {text} as {san}: {reason}",
                text,
                san,
                reason
            ),
        }
    }
}

/// The note for a check or mate sign written otherwise than the move
/// gives (`written`, `actual`), if one is due.
fn check_sign_note(written: Suffix, actual: Suffix) -> Option<(&'static str, Text)> {
    Some(match (written, actual) {
        (a, b) if a == b => return None,
        (Suffix::None, Suffix::Check) => (
            "missing_check",
            t!("note-missing-check", "missing +: it gives check"),
        ),
        (Suffix::None, Suffix::Mate) => (
            "missing_check",
            t!("note-missing-mate", "missing #: it mates"),
        ),
        (_, Suffix::None) => ("extra_check", t!("note-extra-check", "it gives no check")),
        (_, Suffix::Mate) => ("wrong_check", t!("note-mate-sign", "# for mate, not +")),
        (_, Suffix::Check) => (
            "wrong_check",
            t!("note-check-sign", "+ for check, not #: it does not mate"),
        ),
    })
}

/// Why the forgiving reader noted the form `bit` marks.
fn flag_reason(bit: u16) -> Text {
    match bit {
        flag::SPACES => t!("note-spaces", "spaces around a move are not part of it"),
        flag::ZERO_CASTLING => t!(
            "note-zero-castling",
            "castling is written with the letter O, not zeros"
        ),
        flag::EP_SUFFIX => t!(
            "note-ep-suffix",
            "SAN writes en passant as a plain pawn capture, without e.p."
        ),
        flag::PROMO_NO_EQUALS => t!("note-promotion-equals", "a promotion is written with ="),
        flag::PROMO_SLASH => t!(
            "note-promotion-slash",
            "a promotion is written with =, not /"
        ),
        flag::PROMO_PARENS => t!(
            "note-promotion-parens",
            "a promotion is written with =, not in parentheses"
        ),
        flag::PROMO_LOWERCASE => t!(
            "note-promotion-lowercase",
            "the promotion piece is a capital letter"
        ),
        flag::FIGURINE => t!("note-figurine", "a figurine read as its piece letter"),
        flag::LOWERCASE_PIECE => t!("note-lowercase-piece", "piece letters are capitals"),
        _ => t!("note-pawn-letter", "SAN gives no letter to pawns"),
    }
}

impl Position {
    /// The notes for reading `text` as `m`, whose SAN is `san`.
    pub(super) fn notes(&self, text: &str, syntax: &Syntax, m: &Move, san: &str) -> Vec<Note> {
        let mut notes = Vec::new();
        let mut note = |code, reason| notes.push(Note::read_as(code, text, san, reason));
        let flags = syntax.flags;
        for (bit, code) in [
            (flag::SPACES, "spaces"),
            (flag::ZERO_CASTLING, "zero_castling"),
            (flag::EP_SUFFIX, "ep_suffix"),
            (flag::PROMO_NO_EQUALS, "promotion_form"),
            (flag::PROMO_SLASH, "promotion_form"),
            (flag::PROMO_PARENS, "promotion_form"),
            (flag::PROMO_LOWERCASE, "promotion_form"),
            (flag::FIGURINE, "figurine"),
            (flag::LOWERCASE_PIECE, "lowercase_piece"),
            (flag::PAWN_LETTER, "pawn_letter"),
        ] {
            if flags & bit != 0 {
                note(code, flag_reason(bit));
            }
        }
        for (code, reason) in self.shape_notes(syntax, m) {
            note(code, reason);
        }
        let actual = match write::suffix(self, m) {
            "+" => Suffix::Check,
            "#" => Suffix::Mate,
            _ => Suffix::None,
        };
        if let Some((code, reason)) = check_sign_note(syntax.suffix, actual) {
            note(code, reason);
        }
        if let Some(glyph) = syntax.glyph {
            note(
                "annotation",
                t!(
                    "note-annotation",
                    "the annotation {glyph} is set aside",
                    glyph
                ),
            );
        }
        notes
    }

    /// The notes on how a move is written: UCI, long algebraic, a capture
    /// sign missing or extra, a dash, more of the origin than needed.
    fn shape_notes(&self, syntax: &Syntax, m: &Move) -> Vec<(&'static str, Text)> {
        let mut out = Vec::new();
        if let Shape::Move {
            role,
            from_file,
            from_rank,
            mark,
            ..
        } = syntax.shape
        {
            let full_origin = from_file.is_some() && from_rank.is_some();
            if role.is_none() && full_origin && mark == Mark::None {
                out.push(("uci", t!("note-uci", "UCI notation")));
            } else if full_origin && (role.is_none() || mark == Mark::Dash) {
                out.push(("long_algebraic", t!("note-lan", "long algebraic notation")));
            } else {
                if m.is_capture() && mark != Mark::Capture {
                    out.push(("missing_capture", t!("note-missing-x", "missing x")));
                }
                if !m.is_capture() && mark == Mark::Capture {
                    out.push((
                        "extra_capture",
                        t!("note-extra-x", "x, but nothing is taken"),
                    ));
                }
                if mark == Mark::Dash {
                    out.push((
                        "long_algebraic",
                        t!("note-dash", "a dash has no place in SAN"),
                    ));
                }
                let needed = write::disambiguation(self, m);
                let pawn_capture = m.role() == crate::Role::Pawn && m.is_capture();
                let extra_file = from_file.is_some() && !needed.file && !pawn_capture;
                let extra_rank = from_rank.is_some() && !needed.rank;
                if extra_file || extra_rank {
                    out.push((
                        "over_disambiguated",
                        t!(
                            "note-over-disambiguated",
                            "more of the origin square than needed"
                        ),
                    ));
                }
            }
        }
        out
    }
}
