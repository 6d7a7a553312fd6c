//! FEN: reading, diagnosing and writing the six fields.
//!
//! [`parse`] is the strict reader: exactly six fields separated by single
//! spaces, the placement as eight ranks of eight squares from rank 8 down,
//! `w` or `b`, the castling rights as `-` or a subset of `KQkq` in that
//! order, `-` or a square for en passant, and two plain decimal numbers,
//! the fullmove number at least 1. It gives the first problem; it only
//! checks the syntax.
//!
//! [`check`] reads and checks: every syntax problem it can find, then, when
//! the text is a FEN, every legality problem (as [`validate`](crate::validate)
//! finds them) and every plausibility warning, each pointing at the
//! characters of the input that caused it, with hints for the mistakes
//! people make (ranks written upside down, colours swapped, the pawn's
//! destination as en passant square, …). In [`ReadMode::Lenient`] it also
//! mends what can be mended and says so in a warning.

mod check;
mod error;
mod fixes;
mod mistakes;
mod partial;
mod reader;
mod report;
mod rooks;

use core::fmt;
use core::str::FromStr;

pub use check::check;
pub use error::{FenError, ParseFenError, ParseFenErrorKind};
pub use fixes::{Fix, FixAction, fixes, fixes_of};
pub use partial::{PartialBoard, board_as_far_as_readable};
pub(crate) use reader::FIELD_NAMES;
pub use reader::{Layout, ReadMode};
pub use report::{CheckOptions, FenReport};
pub use rooks::castling_rooks;

use crate::{Position, Setup};

pub use crate::setup::STARTING_FEN;

/// How to write the en passant field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EpMode {
    /// As it was read, or as the last double push set it (the default: a
    /// valid FEN comes back byte for byte).
    #[default]
    AsGiven,
    /// Only when an en passant capture is legal, as lichess and
    /// python-chess write it.
    Legal,
    /// After every double push, whether or not a capture is possible, as
    /// the PGN standard writes it.
    Always,
    /// When a pawn of the side to move stands ready to take, legal or not,
    /// as X-FEN (and python-chess's `en_passant="xfen"`) writes it.
    PseudoLegal,
}

/// How a Chess960 castling field is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CastlingStyle {
    /// X-FEN, as python-chess and lichess write it: `K` or `Q` for the
    /// outermost rook on its side, the rook's file for an inner one.
    #[default]
    XFen,
    /// Shredder-FEN: the rooks' files always (`HAha`).
    Shredder,
}

/// How to write a FEN: the en passant field and the castling field.
/// An [`EpMode`] alone is options with X-FEN castling.
///
/// ```
/// use rankfile::fen::{self, CastlingStyle, EpMode, FenOptions, ReadMode};
/// use rankfile::Variant;
///
/// let text = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// let pos = fen::check(text, fen::CheckOptions { mode: ReadMode::Strict, variant: Variant::Chess960 })
///     .position()
///     .unwrap();
/// assert_eq!(pos.fen_with(EpMode::Legal).split(' ').nth(2), Some("KQkq"));
/// let shredder = FenOptions { castling: CastlingStyle::Shredder, ..FenOptions::default() };
/// assert_eq!(pos.fen_with(shredder).split(' ').nth(2), Some("HFhf"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FenOptions {
    /// The en passant field.
    pub ep: EpMode,
    /// The castling field of a Chess960 position.
    pub castling: CastlingStyle,
}

impl From<EpMode> for FenOptions {
    fn from(ep: EpMode) -> FenOptions {
        FenOptions {
            ep,
            ..FenOptions::default()
        }
    }
}

/// Reads the six fields of `fen`, strictly. Legality is not checked.
///
/// # Errors
///
/// The first syntax problem, with its field, span, message and hint; use
/// [`check`] to have every problem at once.
pub fn parse(fen: &str) -> Result<Setup, ParseFenError> {
    let mut reading = reader::read(fen, ReadMode::Strict, false);
    match reading.setup {
        Some(setup) => Ok(setup),
        None => Err(if reading.errors.is_empty() {
            ParseFenError::new(
                ParseFenErrorKind::Empty,
                None,
                0..fen.len(),
                crate::text::t!("fen-empty", "the FEN is empty"),
            )
        } else {
            reading.errors.swap_remove(0)
        }),
    }
}

/// Writes the six fields of `setup` as a FEN.
///
/// ```
/// use rankfile::{fen, Setup};
///
/// assert_eq!(fen::write(&Setup::initial()), fen::STARTING_FEN);
/// ```
pub fn write(setup: &Setup) -> String {
    let mut out = String::with_capacity(90);
    write_into(setup, &mut out);
    out
}

/// Appends the FEN of `setup` to `out`: [`write()`] for writers that keep
/// one buffer for many positions.
///
/// ```
/// use rankfile::{fen, Setup};
///
/// let mut out = String::from("fen: ");
/// fen::write_into(&Setup::default(), &mut out);
/// assert_eq!(out, "fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
pub fn write_into(setup: &Setup, out: &mut String) {
    write_castling_into(setup, CastlingStyle::XFen, out);
}

/// [`write_into`], the castling field written in `style`.
pub(crate) fn write_castling_into(setup: &Setup, style: CastlingStyle, out: &mut String) {
    use core::fmt::Write as _;
    setup.board.push_board_fen(out);
    out.push(' ');
    out.push(setup.turn.char());
    out.push(' ');
    out.push_str(&castling_field(setup, style == CastlingStyle::Shredder));
    out.push(' ');
    match setup.ep_square {
        Some(sq) => {
            out.push(sq.file().char());
            out.push(sq.rank().char());
        }
        None => out.push('-'),
    }
    // Writing to a String cannot fail.
    let _ = write!(out, " {} {}", setup.halfmove, setup.fullmove);
}

/// The castling field. Standard chess writes `KQkq`. Chess960 writes
/// X-FEN by default, as python-chess and lichess do: `K` or `Q` for the
/// outermost rook on its side of the king, that rook's file for an inner
/// one (`KQkq` for a position whose rooks are the outermost, `Bkq`…);
/// with `shredder`, Shredder-FEN: the rooks' files always (`HAha`).
///
/// ```
/// use rankfile::{fen, CastlingSide, Color, File, Setup};
///
/// let mut setup: Setup = "1r2k1r1/8/8/8/8/8/8/RR2K2R w - - 0 1".parse().unwrap();
/// setup.castling.set_chess960(true);
/// setup.castling.set(Color::White, CastlingSide::KingSide, File::H);
/// setup.castling.set(Color::White, CastlingSide::QueenSide, File::B);
/// setup.castling.set(Color::Black, CastlingSide::KingSide, File::G);
/// assert_eq!(fen::castling_field(&setup, false), "KBk");
/// assert_eq!(fen::castling_field(&setup, true), "HBg");
/// ```
pub fn castling_field(setup: &Setup, shredder: bool) -> String {
    let rights = setup.castling;
    if !rights.is_chess960() || rights.is_empty() {
        return rights.to_string();
    }
    rights
        .iter()
        .map(|(color, side, file)| {
            let back = crate::Rank::First.relative_to(color);
            let rooks =
                setup.board.by_piece(crate::Role::Rook.of(color)) & crate::Bitboard::rank(back);
            let beyond = rooks.into_iter().any(|sq| match side {
                crate::CastlingSide::KingSide => sq.file() > file,
                crate::CastlingSide::QueenSide => sq.file() < file,
            });
            let letter = if shredder || beyond {
                file.char().to_ascii_uppercase()
            } else {
                side.char(crate::Color::White)
            };
            match color {
                crate::Color::White => letter,
                crate::Color::Black => letter.to_ascii_lowercase(),
            }
        })
        .collect()
}

impl FromStr for Setup {
    type Err = ParseFenError;

    fn from_str(s: &str) -> Result<Setup, ParseFenError> {
        parse(s)
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write(self))
    }
}

impl FromStr for Position {
    type Err = FenError;

    /// Reads a FEN strictly and checks that it is a legal position.
    fn from_str(s: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(parse(s)?)?)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// A position's FEN: here, beside the writer, rather than beside the
/// position.
impl Position {
    /// The FEN, en passant square as kept.
    pub fn fen(&self) -> String {
        write(&self.to_setup())
    }

    /// The FEN written as `options` say: the en passant square per an
    /// [`EpMode`](crate::EpMode), a Chess960 castling field in X-FEN or
    /// Shredder-FEN ([`FenOptions`](crate::fen::FenOptions)).
    pub fn fen_with(&self, options: impl Into<crate::fen::FenOptions>) -> String {
        let mut out = String::with_capacity(90);
        self.write_fen_with(options, &mut out);
        out
    }

    /// Appends [`fen_with`](Self::fen_with)'s FEN to `out`.
    pub fn write_fen_with(&self, options: impl Into<crate::fen::FenOptions>, out: &mut String) {
        let options = options.into();
        let mut setup = self.to_setup();
        setup.ep_square = match options.ep {
            crate::EpMode::AsGiven => self.ep_square(),
            crate::EpMode::Legal => self.legal_ep_square(),
            crate::EpMode::Always => self.ep_square().filter(|_| self.has_double_pushed_pawn()),
            crate::EpMode::PseudoLegal => self.pseudo_legal_ep_square(),
        };
        write_castling_into(&setup, options.castling, out);
    }

    /// Whether the en passant square is backed by an enemy pawn that could
    /// just have made a double push past it.
    fn has_double_pushed_pawn(&self) -> bool {
        crate::validate::valid_ep_square(&self.to_setup()).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(fen: &str) -> &'static str {
        match parse(fen) {
            Ok(_) => "ok",
            Err(e) => e.code(),
        }
    }

    #[test]
    fn canonical_fens_round_trip() {
        for fen in [
            STARTING_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "8/8/8/8/8/8/8/8 b Kq - 99 1234",
        ] {
            assert_eq!(write(&parse(fen).unwrap()), fen);
        }
    }

    #[test]
    fn syntax_errors_have_codes_fields_and_spans() {
        assert_eq!(code(""), "empty_input");
        assert_eq!(
            code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
            "placement_only"
        );
        assert_eq!(code("8/8/8/8/8/8/8/8 w - - 0"), "field_count");
        assert_eq!(code("8/8/8/8/8/8/8/8  w - - 0 1"), "whitespace");
        assert_eq!(code("8/8/8/8/8/8/8/8 w - - 0 1\n"), "whitespace");
        assert_eq!(code("8/8/8/8/8/8/8 w - - 0 1"), "rank_count");
        assert_eq!(code("8/8/8/8/8/8/8/7 w - - 0 1"), "rank_width");
        assert_eq!(code("8/8/8/8/8/8/8/44 w - - 0 1"), "adjacent_digits");
        assert_eq!(code("8/8/8/8/8/8/8/9 w - - 0 1"), "bad_piece_char");
        assert_eq!(code("8/8/8/8/8/8/8/0 w - - 0 1"), "bad_piece_char");
        assert_eq!(code("8/8/8/8/8/8/8/x7 w - - 0 1"), "bad_piece_char");
        assert_eq!(code("8/8/8/8/8/8/8/8 W - - 0 1"), "bad_side");
        assert_eq!(code("8/8/8/8/8/8/8/8 w KX - 0 1"), "bad_castling");
        assert_eq!(code("8/8/8/8/8/8/8/8 w KK - 0 1"), "bad_castling");
        assert_eq!(code("8/8/8/8/8/8/8/8 w QK - 0 1"), "bad_castling");
        assert_eq!(code("8/8/8/8/8/8/8/8 w K- - 0 1"), "bad_castling");
        assert_eq!(code("8/8/8/8/8/8/8/8 w - e9 0 1"), "bad_ep");
        assert_eq!(code("8/8/8/8/8/8/8/8 w - - -1 1"), "bad_halfmove");
        assert_eq!(code("8/8/8/8/8/8/8/8 w - - 0 0"), "bad_fullmove");
        assert_eq!(code("8/8/8/8/8/8/8/8 w - - 0 +1"), "bad_fullmove");
    }

    #[test]
    fn spans_point_at_the_offending_text() {
        let fen = "8/8/8/8/8/8/8/8 w - - 0 0";
        let err = parse(fen).unwrap_err();
        assert_eq!(err.span(), 24..25);
        assert_eq!(err.field(), Some(6));
        assert!(err.hint_text().is_some_and(|h| h.contains("1")));
        let err = parse("8/8/8/8/8/8/8/8 w - e4x 0 1").unwrap_err();
        assert_eq!(&"8/8/8/8/8/8/8/8 w - e4x 0 1"[err.span()], "e4x");
    }
}
