//! [`check`]: read a FEN and say everything there is to say about it.
//!
//! The lenient reading's last step: a FEN whose problems all come from
//! one mistake that one change mends (the first of its [`fixes_of`], when
//! it makes the position legal) is read as that change gives it, and the
//! change is said. An upside-down board is turned over rather than read
//! upside down; a placement given alone takes the castling rights its
//! kings and rooks at home allow, as its fix does.

use super::fixes::{Fix, FixAction, fixes_of};
use super::reader::ReadMode;
use super::report::{CheckOptions, FenReport, read_as_written};
use crate::diag::Diagnostic;
use crate::text::t;

/// Reads `text` as `options` say and checks it: syntax, legality,
/// plausibility, and the mistakes people make.
///
/// Never panics, whatever the input.
///
/// ```
/// use rankfile::fen::{self, CheckOptions, ReadMode};
/// use rankfile::Variant;
///
/// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// let options = CheckOptions { mode: ReadMode::Strict, variant: Variant::Chess960 };
/// let report = fen::check(fen, options);
/// let pos = report.position().unwrap();
/// assert_eq!(pos.perft(2), 528);
/// // Written back as X-FEN: the kings stand on g, and the h- and f-rooks
/// // are the outermost on their sides, so K and Q.
/// assert_eq!(pos.fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
/// assert_eq!(fen::castling_field(&pos.to_setup(), true), "HFhf");
/// // As standard chess (a ReadMode alone), the field is refused, with a hint.
/// let report = fen::check(fen, ReadMode::Strict);
/// assert_eq!(report.errors[0].code, "bad_castling");
/// ```
pub fn check(text: &str, options: impl Into<CheckOptions>) -> FenReport {
    let options = options.into();
    let read = read_as_written(text, options);
    // A lenient reading with nothing to say read the text as written.
    let plain = read.is_ok() && read.warnings.is_empty();
    let lenient = options.mode == ReadMode::Lenient && !plain;
    let mended = lenient.then(|| by_root_cause(text, options, &read));
    mended.flatten().unwrap_or(read)
}

/// `text` read with its root cause mended, when the lenient reading
/// `lenient` (of the same text) does not already give the same position;
/// `None` when there is nothing to mend that way.
fn by_root_cause(text: &str, options: CheckOptions, lenient: &FenReport) -> Option<FenReport> {
    let strict = read_as_written(
        text,
        CheckOptions {
            mode: ReadMode::Strict,
            ..options
        },
    );
    if strict.is_ok() {
        return None;
    }
    let fix = fixes_of(text, &strict)
        .into_iter()
        .next()
        .filter(|f| f.legal)?;
    let already = lenient.fen(crate::fen::EpMode::AsGiven);
    let fixed = check(&fix.fen, options);
    if already.is_some() && already == fixed.fen(crate::fen::EpMode::AsGiven) {
        return None;
    }
    let first = strict.errors.first();
    let mut said = said(&fix);
    said.span = first.and_then(|d| d.span.clone());
    said.field = first.and_then(|d| d.field);
    said.squares = first.map(|d| d.squares).unwrap_or_default();
    // The fixed text's diagnostics point into the fixed text: they keep
    // their words and squares, not their characters.
    let warnings = (fixed.warnings.into_iter()).map(|mut d| {
        d.span = None;
        d
    });
    Some(FenReport {
        setup: fixed.setup,
        layout: strict.layout,
        errors: Vec::new(),
        warnings: std::iter::once(said).chain(warnings).collect(),
    })
}

/// The warning that says what `fix` changed.
fn said(fix: &Fix) -> Diagnostic {
    let (code, message) = match &fix.action {
        FixAction::FlipRanks => (
            "ranks_flipped",
            t!(
                "fen-mended-flip-ranks",
                "turned the ranks over: the board was written from rank 1 up"
            ),
        ),
        FixAction::SwapCases => (
            "cases_swapped",
            t!(
                "fen-mended-swap-cases",
                "swapped White's and Black's letters"
            ),
        ),
        FixAction::ChangeCase(square) => {
            let square = *square;
            (
                "case_changed",
                t!(
                    "fen-mended-change-case",
                    "gave the piece on {square} to the other side",
                    square
                ),
            )
        }
        FixAction::SwitchSide => (
            "side_switched",
            t!(
                "fen-mended-switch-side",
                "switched the side to move: the side not to move was in check"
            ),
        ),
        FixAction::EnPassant(Some(square)) => {
            let square = *square;
            (
                "ep_square_mended",
                t!(
                    "fen-mended-en-passant",
                    "wrote the en passant square {square}, the square the pawn passed",
                    square
                ),
            )
        }
        FixAction::EnPassant(None) => (
            "ep_square_mended",
            t!("fen-mended-en-passant-none", "emptied the en passant field"),
        ),
        FixAction::DropCastling(letters) => {
            let letters = letters.clone();
            (
                "castling_right_dropped",
                t!(
                    "fen-mended-drop-castling",
                    "dropped the castling rights {letters}, whose king or rook has left home",
                    letters
                ),
            )
        }
        FixAction::SingleSpaces => (
            "whitespace_tidied",
            t!(
                "fen-mended-single-spaces",
                "separated the fields by single spaces"
            ),
        ),
        FixAction::FullmoveOne => (
            "fullmove_mended",
            t!(
                "fen-mended-fullmove-one",
                "wrote the fullmove number 1 (every game starts at move 1)"
            ),
        ),
        FixAction::CompleteFields(letters) => {
            let letters = letters.clone();
            (
                "fields_completed",
                t!(
                    "fen-mended-complete-fields",
                    "completed the fields: White to move, castling {letters} (the kings and rooks at home; an assumption), no en passant square, clocks 0 and 1",
                    letters
                ),
            )
        }
    };
    Diagnostic::warning(code, message)
}
