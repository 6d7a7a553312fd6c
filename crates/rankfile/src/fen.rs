//! FEN: reading and writing the six fields.
//!
//! The reader is strict: exactly six fields separated by single spaces, the
//! placement as eight ranks of eight squares from rank 8 down, `w` or `b`,
//! the castling rights as `-` or a subset of `KQkq` in that order, `-` or a
//! square for en passant, and two plain decimal numbers, the fullmove
//! number at least 1. Anything else is refused with the field, the span of
//! the offending characters, a message and, where it helps, a hint.
//!
//! Reading only checks the syntax. Whether the position is legal is
//! [`validate`](crate::validate)'s question, which [`Position`]'s `FromStr`
//! asks too.

use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::validate::PositionError;
use crate::{Board, CastlingRights, CastlingSide, Color, File, Piece, Position, Setup, Square};

/// The FEN of the standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

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
}

/// What is wrong with the text of a FEN.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseFenErrorKind {
    /// Nothing but whitespace.
    Empty,
    /// Only the placement field, the five others missing.
    PlacementOnly,
    /// Not six fields.
    FieldCount {
        /// How many fields were found.
        found: usize,
    },
    /// Whitespace other than one space between fields.
    Whitespace,
    /// The placement does not have eight ranks.
    RankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// A rank is not eight squares wide.
    RankWidth {
        /// The rank (8 for the first one written).
        rank: u8,
        /// How many squares it describes.
        width: u32,
    },
    /// A character that is neither a piece letter nor a digit 1 to 8.
    BadPieceChar {
        /// The character.
        found: char,
    },
    /// Two digits in a row, such as `44`.
    AdjacentDigits,
    /// The side to move is not `w` or `b`.
    BadSide,
    /// The castling field is not `-` or a subset of `KQkq` in order.
    BadCastling,
    /// The en passant field is not `-` or a square.
    BadEnPassant,
    /// The halfmove clock is not a plain decimal number.
    BadHalfmove,
    /// The fullmove number is not a plain decimal number of at least 1.
    BadFullmove,
}

/// A FEN that cannot be read: what, where, and how to fix it.
///
/// # Examples
///
/// ```
/// use rankfile::Setup;
///
/// let err = "rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
///     .parse::<Setup>()
///     .unwrap_err();
/// assert_eq!(err.code(), "rank_width");
/// assert_eq!(err.field(), Some(1));
/// assert_eq!(err.span(), 22..27);
/// assert_eq!(err.to_string(), "rank 4 \"3p2P2\" is 9 squares wide; a rank has 8 (3 + p + 2 + P + 2 = 9)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseFenError {
    kind: ParseFenErrorKind,
    field: Option<u8>,
    span: Range<usize>,
    message: String,
    hint: Option<String>,
}

impl ParseFenError {
    fn new(
        kind: ParseFenErrorKind,
        field: Option<u8>,
        span: Range<usize>,
        message: String,
    ) -> Self {
        ParseFenError {
            kind,
            field,
            span,
            message,
            hint: None,
        }
    }

    fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// What kind of problem.
    pub fn kind(&self) -> &ParseFenErrorKind {
        &self.kind
    }

    /// The stable machine code: `rank_width`, `bad_side`, …
    pub fn code(&self) -> &'static str {
        match self.kind {
            ParseFenErrorKind::Empty => "empty_input",
            ParseFenErrorKind::PlacementOnly => "placement_only",
            ParseFenErrorKind::FieldCount { .. } => "field_count",
            ParseFenErrorKind::Whitespace => "whitespace",
            ParseFenErrorKind::RankCount { .. } => "rank_count",
            ParseFenErrorKind::RankWidth { .. } => "rank_width",
            ParseFenErrorKind::BadPieceChar { .. } => "bad_piece_char",
            ParseFenErrorKind::AdjacentDigits => "adjacent_digits",
            ParseFenErrorKind::BadSide => "bad_side",
            ParseFenErrorKind::BadCastling => "bad_castling",
            ParseFenErrorKind::BadEnPassant => "bad_ep",
            ParseFenErrorKind::BadHalfmove => "bad_halfmove",
            ParseFenErrorKind::BadFullmove => "bad_fullmove",
        }
    }

    /// The field (1 to 6) the problem is in, if it is in one.
    pub fn field(&self) -> Option<u8> {
        self.field
    }

    /// The byte range of the offending characters in the input.
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The message for a person.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// How to fix it, where a hint helps.
    pub fn hint_text(&self) -> Option<&str> {
        self.hint.as_deref()
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseFenError {}

/// A FEN that is either unreadable or not a legal position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// The text is not a FEN.
    Parse(ParseFenError),
    /// The text is a FEN, but the position is not legal.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Reads the six fields of `fen`, strictly. Legality is not checked.
///
/// # Errors
///
/// The first syntax problem, with its field, span, message and hint.
pub fn parse(fen: &str) -> Result<Setup, ParseFenError> {
    if fen.trim().is_empty() {
        return Err(ParseFenError::new(
            ParseFenErrorKind::Empty,
            None,
            0..fen.len(),
            "the FEN is empty".into(),
        )
        .hint(format!("the starting position is {STARTING_FEN}")));
    }
    check_whitespace(fen)?;
    let fields: Vec<(usize, &str)> = fen
        .split(' ')
        .scan(0usize, |start, field| {
            let here = *start;
            *start += field.len() + 1;
            Some((here, field))
        })
        .collect();
    if fields.len() == 1 {
        parse_board(fen, 0)?;
        return Err(ParseFenError::new(
            ParseFenErrorKind::PlacementOnly,
            None,
            fen.len()..fen.len(),
            "only the placement is given; a FEN has six fields".into(),
        )
        .hint("add the five other fields, usually \" w - - 0 1\" (side to move, castling, en passant, halfmove clock, fullmove number)"));
    }
    if fields.len() != 6 {
        let span = match fields.get(6) {
            Some(&(start, _)) => start..fen.len(),
            None => fen.len()..fen.len(),
        };
        let names = [
            "placement",
            "side to move",
            "castling",
            "en passant",
            "halfmove clock",
            "fullmove number",
        ];
        let mut err = ParseFenError::new(
            ParseFenErrorKind::FieldCount {
                found: fields.len(),
            },
            None,
            span,
            format!("the FEN has {} fields; it needs 6", fields.len()),
        );
        err = if fields.len() < 6 {
            err.hint(format!("missing: {}", names[fields.len()..].join(", ")))
        } else {
            err.hint("remove what follows the fullmove number (an EPD operation such as \"bm\" or \"id\" does not belong in a FEN)")
        };
        return Err(err);
    }
    let (_, placement) = fields[0];
    let board = parse_board(placement, 0)?;
    let turn = parse_side(fields[1])?;
    let castling = parse_castling(fields[2])?;
    let ep_square = parse_ep(fields[3])?;
    let halfmove = parse_number(fields[4], 5)?;
    let fullmove = parse_number(fields[5], 6)?;
    if fullmove == 0 {
        let (start, text) = fields[5];
        return Err(ParseFenError::new(
            ParseFenErrorKind::BadFullmove,
            Some(6),
            start..start + text.len(),
            "the fullmove number is 0; it starts at 1".into(),
        )
        .hint("write 1: the first move of a game is move 1"));
    }
    Ok(Setup {
        board,
        turn,
        castling,
        ep_square,
        halfmove,
        fullmove,
    })
}

fn check_whitespace(fen: &str) -> Result<(), ParseFenError> {
    let bytes = fen.as_bytes();
    for (i, c) in fen.char_indices() {
        if !c.is_whitespace() {
            continue;
        }
        let stray = c != ' ' || i == 0 || i + 1 == fen.len() || bytes.get(i + 1) == Some(&b' ');
        if stray {
            let what = match c {
                ' ' if i == 0 => "a leading space".to_string(),
                ' ' if i + 1 == fen.len() => "a trailing space".to_string(),
                ' ' => "two spaces in a row".to_string(),
                '\t' => "a tab".to_string(),
                '\n' | '\r' => "a line break".to_string(),
                other => format!("the whitespace character U+{:04X}", other as u32),
            };
            return Err(ParseFenError::new(
                ParseFenErrorKind::Whitespace,
                None,
                i..i + c.len_utf8(),
                format!(
                    "{what} at column {}; fields are separated by exactly one space",
                    i + 1
                ),
            )
            .hint("separate the six fields with single spaces, nothing before or after"));
        }
    }
    Ok(())
}

fn parse_board(placement: &str, offset: usize) -> Result<Board, ParseFenError> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        let mut err = ParseFenError::new(
            ParseFenErrorKind::RankCount { found: ranks.len() },
            Some(1),
            offset..offset + placement.len(),
            format!(
                "the placement has {} ranks; it needs 8, separated by /",
                ranks.len()
            ),
        );
        if placement.contains(['\\', '|', '-']) {
            err = err.hint("ranks are separated by a slash: /");
        }
        return Err(err);
    }
    let mut board = Board::empty();
    let mut start = offset;
    for (i, text) in ranks.iter().enumerate() {
        let rank_no = 8 - i as u8;
        let mut width = 0u32;
        let mut prev_digit = false;
        let mut terms = Vec::new();
        for (j, c) in text.char_indices() {
            let at = start + j;
            if let Some(d) = c.to_digit(10).filter(|_| c.is_ascii_digit()) {
                if prev_digit {
                    return Err(ParseFenError::new(
                        ParseFenErrorKind::AdjacentDigits,
                        Some(1),
                        at - 1..at + 1,
                        format!("rank {rank_no} \"{text}\" has two digits in a row"),
                    )
                    .hint("add up consecutive empty squares into one digit: 44 is 8"));
                }
                if !(1..=8).contains(&d) {
                    return Err(ParseFenError::new(
                        ParseFenErrorKind::BadPieceChar { found: c },
                        Some(1),
                        at..at + 1,
                        format!("'{c}' in rank {rank_no} \"{text}\" is not a count of empty squares; counts go from 1 to 8"),
                    )
                    .hint(if d == 0 { "a rank has no zero count: leave it out" } else { "a rank has only 8 squares: 9 cannot be right" }));
                }
                width += d;
                prev_digit = true;
                terms.push(c.to_string());
                continue;
            }
            prev_digit = false;
            let Some(piece) = Piece::from_char(c).filter(|_| c.is_ascii_alphabetic()) else {
                let hint = match c {
                    '.' | '-' | '_' | '*' => {
                        "write empty squares as a digit counting them (1 to 8), not one symbol each"
                    }
                    'x' | 'X' => {
                        "'x' is not a piece: use K Q R B N P for White, k q r b n p for Black"
                    }
                    '~' => "'~' (a promoted-piece marker) is not part of a FEN",
                    _ => {
                        "pieces are K Q R B N P (White) and k q r b n p (Black); digits 1 to 8 count empty squares"
                    }
                };
                return Err(ParseFenError::new(
                    ParseFenErrorKind::BadPieceChar { found: c },
                    Some(1),
                    at..at + c.len_utf8(),
                    format!("'{c}' in rank {rank_no} \"{text}\" is not a piece letter"),
                )
                .hint(hint));
            };
            if width < 8 {
                if let (Some(file), Some(rank)) =
                    (File::new(width), crate::Rank::new(rank_no as u32 - 1))
                {
                    board.set_piece_at(Square::from_coords(file, rank), piece);
                }
            }
            width += 1;
            terms.push(c.to_string());
        }
        if width != 8 {
            let sum = if terms.is_empty() {
                "empty".to_string()
            } else {
                format!("{} = {width}", terms.join(" + "))
            };
            return Err(ParseFenError::new(
                ParseFenErrorKind::RankWidth {
                    rank: rank_no,
                    width,
                },
                Some(1),
                start..start + text.len(),
                format!("rank {rank_no} \"{text}\" is {width} squares wide; a rank has 8 ({sum})"),
            ));
        }
        start += text.len() + 1;
    }
    Ok(board)
}

fn parse_side((start, text): (usize, &str)) -> Result<Color, ParseFenError> {
    match text {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => {
            let hint = match text.to_ascii_lowercase().as_str() {
                "w" | "white" => "write a lowercase w for White",
                "b" | "black" => "write a lowercase b for Black",
                _ => "the second field is w (White to move) or b (Black to move)",
            };
            Err(ParseFenError::new(
                ParseFenErrorKind::BadSide,
                Some(2),
                start..start + text.len(),
                format!("side to move \"{text}\" is not w or b"),
            )
            .hint(hint))
        }
    }
}

fn parse_castling((start, text): (usize, &str)) -> Result<CastlingRights, ParseFenError> {
    let err = |at: Range<usize>, message: String, hint: &str| {
        Err(ParseFenError::new(ParseFenErrorKind::BadCastling, Some(3), at, message).hint(hint))
    };
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    const ORDER: [char; 4] = ['K', 'Q', 'k', 'q'];
    let mut last: Option<usize> = None;
    for (i, c) in text.char_indices() {
        let at = start + i..start + i + c.len_utf8();
        let Some(pos) = ORDER.iter().position(|&o| o == c) else {
            if c == '-' {
                return err(
                    at,
                    format!("castling field \"{text}\" mixes - with letters"),
                    "write - alone when no right remains, or only the letters",
                );
            }
            return err(
                at,
                format!("'{c}' in castling field \"{text}\" is not K, Q, k or q"),
                "K and Q are White's rights (king side, queen side), k and q Black's; - for none",
            );
        };
        if let Some(l) = last {
            if pos == l {
                return err(
                    at,
                    format!("castling right '{c}' is written twice in \"{text}\""),
                    "write each right once",
                );
            }
            if pos < l {
                return err(
                    at,
                    format!("castling rights \"{text}\" are out of order"),
                    "write them in the order KQkq",
                );
            }
        }
        last = Some(pos);
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let side = if c.eq_ignore_ascii_case(&'k') {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        let file = if side == CastlingSide::KingSide {
            File::H
        } else {
            File::A
        };
        rights.set(color, side, file);
    }
    if text.is_empty() {
        return err(
            start..start,
            "the castling field is empty".into(),
            "write - when no right remains",
        );
    }
    Ok(rights)
}

fn parse_ep((start, text): (usize, &str)) -> Result<Option<Square>, ParseFenError> {
    if text == "-" {
        return Ok(None);
    }
    Square::from_ascii(text.as_bytes()).map(Some).map_err(|_| {
        ParseFenError::new(
            ParseFenErrorKind::BadEnPassant,
            Some(4),
            start..start + text.len(),
            format!("en passant field \"{text}\" is not - or a square"),
        )
        .hint("write the square the pawn passed over, such as e3 after e2-e4, or - for none")
    })
}

fn parse_number((start, text): (usize, &str), field: u8) -> Result<u32, ParseFenError> {
    let (kind, name) = if field == 5 {
        (ParseFenErrorKind::BadHalfmove, "halfmove clock")
    } else {
        (ParseFenErrorKind::BadFullmove, "fullmove number")
    };
    let plain = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    match text.parse::<u32>() {
        Ok(n) if plain => Ok(n),
        _ => {
            let hint = if text.starts_with('-') {
                "a count cannot be negative"
            } else if text.starts_with('0')
                && text.len() > 1
                && text.bytes().all(|b| b.is_ascii_digit())
            {
                "write the number without leading zeros"
            } else if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
                "the number is too large"
            } else {
                "write a plain decimal number such as 0 or 12"
            };
            Err(ParseFenError::new(
                kind,
                Some(field),
                start..start + text.len(),
                format!("{name} \"{text}\" is not a plain decimal number"),
            )
            .hint(hint))
        }
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
    let ep = setup
        .ep_square
        .map_or_else(|| "-".to_string(), |s| s.to_string());
    format!(
        "{} {} {} {} {} {}",
        setup.board.board_fen(),
        setup.turn.char(),
        setup.castling,
        ep,
        setup.halfmove,
        setup.fullmove
    )
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
