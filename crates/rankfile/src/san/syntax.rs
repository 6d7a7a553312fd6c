//! The shape of a move as written, before the position is consulted:
//! SAN with the slips people make, long algebraic, UCI, castling, null.

use crate::text::{Text, t};
use core::ops::Range;

use super::lang::{Lang, figurine_role};
use crate::{CastlingSide, File, Rank, Role, Square};

/// What separates the origin from the destination.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    None,
    Capture,
    Dash,
}

/// A `+` or `#` after the move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Suffix {
    None,
    Check,
    Mate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    Null,
    Castle(CastlingSide),
    Move {
        /// The piece letter; `None` for a pawn or a bare from-to move.
        role: Option<Role>,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        mark: Mark,
        to: Square,
        promotion: Option<Role>,
    },
}

/// Slips noticed while reading the text, each becoming a note.
pub(crate) mod flag {
    pub const SPACES: u16 = 1;
    pub const ZERO_CASTLING: u16 = 1 << 1;
    pub const EP_SUFFIX: u16 = 1 << 2;
    pub const PROMO_NO_EQUALS: u16 = 1 << 3;
    pub const PROMO_LOWERCASE: u16 = 1 << 4;
    pub const PROMO_SLASH: u16 = 1 << 5;
    pub const PROMO_PARENS: u16 = 1 << 6;
    pub const FIGURINE: u16 = 1 << 7;
    pub const LOWERCASE_PIECE: u16 = 1 << 8;
    pub const PAWN_LETTER: u16 = 1 << 9;
}

/// A move as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Syntax {
    pub shape: Shape,
    pub suffix: Suffix,
    /// An annotation glyph written after the move: `!`, `?!`, …
    pub glyph: Option<&'static str>,
    pub flags: u16,
}

/// Why a text is no move, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SyntaxError {
    pub message: Text,
    pub span: Range<usize>,
    pub hint: Option<Text>,
}

const GLYPHS: [&str; 6] = ["!!", "??", "!?", "?!", "!", "?"];

#[inline(always)]
fn file_of(b: u8) -> Option<File> {
    if (b'a'..=b'h').contains(&b) {
        File::new(u32::from(b - b'a'))
    } else {
        None
    }
}

#[inline(always)]
fn rank_of(b: u8) -> Option<Rank> {
    if (b'1'..=b'8').contains(&b) {
        Rank::new(u32::from(b - b'1'))
    } else {
        None
    }
}

/// The plain English forms, read straight from the bytes:
/// `[NBRQK][a-h]?[1-8]?x?[a-h][1-8]`, pawn moves with `=Q`, `O-O`,
/// `O-O-O`, and `+`/`#`.
/// `None` for anything else, which [`parse`] then reads carefully.
#[inline]
fn plain(b: &[u8]) -> Option<Syntax> {
    let (shape, suffix) = plain_parts(b)?;
    Some(Syntax {
        shape,
        suffix,
        glyph: None,
        flags: 0,
    })
}

/// [`plain`]'s shape and check sign.
#[inline(always)]
pub(crate) fn plain_parts(b: &[u8]) -> Option<(Shape, Suffix)> {
    let mut n = b.len();
    let suffix = match b.last()? {
        b'+' => Suffix::Check,
        b'#' => Suffix::Mate,
        _ => Suffix::None,
    };
    if suffix != Suffix::None {
        n -= 1;
    }
    if b[0] == b'O' {
        let side = match &b[..n] {
            b"O-O" => CastlingSide::KingSide,
            b"O-O-O" => CastlingSide::QueenSide,
            _ => return None,
        };
        return Some((Shape::Castle(side), suffix));
    }
    let mut promotion = None;
    if n >= 4 && b[n - 2] == b'=' {
        promotion = Some(match b[n - 1] {
            b'Q' => Role::Queen,
            b'R' => Role::Rook,
            b'B' => Role::Bishop,
            b'N' => Role::Knight,
            _ => return None,
        });
        n -= 2;
    }
    if n < 2 {
        return None;
    }
    let to = Square::from_coords(file_of(b[n - 2])?, rank_of(b[n - 1])?);
    let (role, i) = match b[0] {
        b'N' => (Some(Role::Knight), 1),
        b'B' => (Some(Role::Bishop), 1),
        b'R' => (Some(Role::Rook), 1),
        b'Q' => (Some(Role::Queen), 1),
        b'K' => (Some(Role::King), 1),
        _ => (None, 0),
    };
    // Between the piece and the destination: [file][rank][x].
    let (from_file, from_rank, mark) = match b.get(i..n - 2)? {
        [] => (None, None, Mark::None),
        [b'x'] => (None, None, Mark::Capture),
        [c] => match (file_of(*c), rank_of(*c)) {
            (Some(f), _) => (Some(f), None, Mark::None),
            (_, Some(r)) => (None, Some(r), Mark::None),
            _ => return None,
        },
        [c, b'x'] => match (file_of(*c), rank_of(*c)) {
            (Some(f), _) => (Some(f), None, Mark::Capture),
            (_, Some(r)) => (None, Some(r), Mark::Capture),
            _ => return None,
        },
        [f, r] => (Some(file_of(*f)?), Some(rank_of(*r)?), Mark::None),
        [f, r, b'x'] => (Some(file_of(*f)?), Some(rank_of(*r)?), Mark::Capture),
        _ => return None,
    };
    Some((
        Shape::Move {
            role,
            from_file,
            from_rank,
            mark,
            to,
            promotion,
        },
        suffix,
    ))
}

/// Reads `text` as a move shape, in the letters of `lang`. The error is
/// boxed to keep the result small on the hot path.
#[inline]
pub(crate) fn parse(text: &str, lang: Lang, allow_null: bool) -> Result<Syntax, Box<SyntaxError>> {
    if lang == Lang::English
        && let Some(syntax) = plain(text.as_bytes())
    {
        return Ok(syntax);
    }
    careful(text, lang, allow_null).map_err(Box::new)
}

/// [`parse`] for every form: spaces, glyphs, `e.p.`, castling, null
/// moves, figurines, other languages.
#[cold]
#[inline(never)]
fn careful(text: &str, lang: Lang, allow_null: bool) -> Result<Syntax, SyntaxError> {
    let mut flags = 0;
    let bytes = text.as_bytes();
    let plain_ends = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_graphic());
    let (trimmed, offset) = if plain_ends(bytes.first()) && plain_ends(bytes.last()) {
        (text, 0)
    } else {
        let start = text.trim_start();
        (start.trim_end(), text.len() - start.len())
    };
    if trimmed.len() != text.len() {
        flags |= flag::SPACES;
    }
    let whole = 0..text.len();
    if trimmed.is_empty() {
        return Err(empty_move(whole, lang));
    }
    if matches!(trimmed.as_bytes().first(), Some(b'-' | b'Z' | b'0' | b'@'))
        && matches!(trimmed, "--" | "Z0" | "0000" | "@@@@")
    {
        if allow_null {
            return Ok(Syntax {
                shape: Shape::Null,
                suffix: Suffix::None,
                glyph: None,
                flags,
            });
        }
        return Err(null_refused(trimmed, whole));
    }
    // `--+`, `Z0#`, `---`: a null move with something after it, which no
    // spelling has (a null move gives no check).
    if trimmed.len() > 2
        && (trimmed.starts_with("--") || trimmed.starts_with("Z0") || trimmed.starts_with("@@"))
    {
        return Err(null_misspelled(trimmed, whole));
    }
    // Strip what may follow the move itself: glyphs, check signs, e.p.
    let mut s = trimmed;
    let mut suffix = Suffix::None;
    let mut glyph = None;
    // Only these can end what follows a move.
    while matches!(
        s.as_bytes().last(),
        Some(b'!' | b'?' | b'+' | b'#' | b'.' | b'p')
    ) {
        if let Some(g) = GLYPHS.iter().find(|g| s.ends_with(**g) && glyph.is_none()) {
            glyph = Some(*g);
            s = &s[..s.len() - g.len()];
        } else if suffix == Suffix::None && (s.ends_with('+') || s.ends_with('#')) {
            suffix = if s.ends_with('+') {
                Suffix::Check
            } else {
                Suffix::Mate
            };
            s = &s[..s.len() - 1];
        } else if flags & flag::EP_SUFFIX == 0 && (s.ends_with("e.p.") || s.ends_with(" ep")) {
            flags |= flag::EP_SUFFIX;
            s = s[..s.len() - if s.ends_with("e.p.") { 4 } else { 3 }].trim_end();
        } else {
            break;
        }
    }
    let body = offset..offset + s.len();
    let castling = matches!(s.as_bytes().first(), Some(b'O' | b'0'));
    let shape = match s {
        _ if !castling => {
            move_shape(s, lang, &mut flags).map_err(|e| not_a_move(trimmed, body.clone(), e))?
        }
        "O-O" => Shape::Castle(CastlingSide::KingSide),
        "O-O-O" => Shape::Castle(CastlingSide::QueenSide),
        "0-0" | "0-0-0" => {
            flags |= flag::ZERO_CASTLING;
            Shape::Castle(if s.len() == 3 {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            })
        }
        _ => move_shape(s, lang, &mut flags).map_err(|e| not_a_move(trimmed, body, e))?,
    };
    Ok(Syntax {
        shape,
        suffix,
        glyph,
        flags,
    })
}

type ShapeError = (Text, Option<Text>);

fn not_a_move(trimmed: &str, span: Range<usize>, (why, hint): ShapeError) -> SyntaxError {
    let trimmed = &*crate::diag::echo(trimmed);
    SyntaxError {
        message: t!(
            "san-not-a-move",
            "\"{trimmed}\" is not a move: {why}",
            trimmed,
            why
        ),
        span,
        hint,
    }
}

fn empty_move(span: Range<usize>, lang: Lang) -> SyntaxError {
    let (n, q) = letters(lang);
    SyntaxError {
        message: t!("san-empty", "the move is empty"),
        span,
        hint: Some(t!(
            "san-empty-hint",
            "write a move such as {n}f3, exd5, O-O or e8={q}",
            n,
            q
        )),
    }
}

fn null_refused(trimmed: &str, span: Range<usize>) -> SyntaxError {
    let trimmed = &*crate::diag::echo(trimmed);
    SyntaxError {
        message: t!(
            "san-null-refused",
            "\"{trimmed}\" is a null move, which is not allowed here",
            trimmed
        ),
        span,
        hint: Some(t!(
            "san-null-refused-hint",
            "a null move passes the turn; only analysis allows it"
        )),
    }
}

/// A null move's spelling with more after it.
fn null_misspelled(trimmed: &str, span: Range<usize>) -> SyntaxError {
    let trimmed = &*crate::diag::echo(trimmed);
    SyntaxError {
        message: t!(
            "san-null-misspelled",
            "\"{trimmed}\" is no move: a null move (the turn passed) is written --, Z0, 0000 or @@@@, with nothing after it",
            trimmed
        ),
        span,
        hint: Some(t!(
            "san-null-misspelled-hint",
            "write -- alone (a null move gives no check)"
        )),
    }
}

/// What a move looks like, the hint of most syntax errors.
fn expected(lang: Lang) -> Option<Text> {
    let (n, q) = letters(lang);
    Some(t!(
        "san-expected-hint",
        "write SAN such as {n}f3, exd5, O-O or e8={q}, long algebraic such as {n}g1-f3, or UCI such as g1f3",
        n,
        q
    ))
}

/// The knight's and the queen's letters of `lang`, for the examples of a
/// hint (English ones for figurines, which are read but not typed).
fn letters(lang: Lang) -> (char, char) {
    let lang = if lang == Lang::Figurine {
        Lang::English
    } else {
        lang
    };
    (
        lang.letter(Role::Knight).unwrap_or('N'),
        lang.letter(Role::Queen).unwrap_or('Q'),
    )
}

/// How to write a promotion in `lang`'s letters.
fn promote_hint(lang: Lang) -> Option<Text> {
    let lang = if lang == Lang::Figurine {
        Lang::English
    } else {
        lang
    };
    let letter = |role| lang.letter(role).unwrap_or('?');
    let (q, r, b, n) = (
        letter(Role::Queen),
        letter(Role::Rook),
        letter(Role::Bishop),
        letter(Role::Knight),
    );
    Some(t!(
        "san-promote-hint",
        "promote to {q}, {r}, {b} or {n}",
        q,
        r,
        b,
        n
    ))
}

/// `[piece][file][rank][x|-]square[promotion]`.
fn move_shape(s: &str, lang: Lang, flags: &mut u16) -> Result<Shape, ShapeError> {
    if s.is_ascii() {
        return ascii_shape(s.as_bytes(), lang, flags);
    }
    // Figurines: read each as its letter in the language (English when the
    // language is the figurines themselves), then as plain text.
    let letters = if lang == Lang::Figurine {
        Lang::English
    } else {
        *flags |= flag::FIGURINE;
        lang
    };
    let mut plain = String::with_capacity(s.len());
    for c in s.chars() {
        match figurine_role(c) {
            Some(Role::Pawn) => *flags |= flag::FIGURINE,
            Some(role) => plain.extend(letters.letter(role)),
            None if c.is_ascii() => plain.push(c),
            None => {
                return Err((
                    t!("san-why-characters", "it holds characters that no move has"),
                    expected(lang),
                ));
            }
        }
    }
    ascii_shape(plain.as_bytes(), letters, flags)
}

/// [`move_shape`] on ASCII text.
fn ascii_shape(s: &[u8], lang: Lang, flags: &mut u16) -> Result<Shape, ShapeError> {
    let first = s.first().copied().unwrap_or(b' ');
    let mut role = None;
    let mut bytes = s;
    if first.is_ascii_uppercase() {
        if let Some(r) = lang.role(first as char) {
            role = Some(r);
        } else if first == b'P' {
            *flags |= flag::PAWN_LETTER;
        } else {
            return Err(no_piece_letter(first as char, lang));
        }
        bytes = &s[1..];
    } else if first.is_ascii_lowercase() && file_of(first).is_none() && first != b'x' {
        // `nf3`: a lowercase letter that cannot be a file is a piece.
        match lang.role(first.to_ascii_uppercase() as char) {
            Some(r) => {
                role = Some(r);
                *flags |= flag::LOWERCASE_PIECE;
                bytes = &s[1..];
            }
            None => {
                let letter = first as char;
                return Err((
                    t!(
                        "san-why-letter",
                        "'{letter}' is neither a piece letter nor a file",
                        letter
                    ),
                    expected(lang),
                ));
            }
        }
    }
    // UCI (`e7e8q`) writes its promotion letter in English lowercase,
    // whatever the language of the SAN around it.
    let letters = if role.is_none() && is_uci_promotion(bytes) {
        Lang::English
    } else {
        lang
    };
    let (promotion, rest_len) = promotion(bytes, letters, flags)?;
    let bytes = &bytes[..rest_len];
    let n = bytes.len();
    if n < 2 {
        return Err((
            t!("san-why-no-square", "no destination square"),
            expected(lang),
        ));
    }
    let (Some(to_file), Some(to_rank)) = (file_of(bytes[n - 2]), rank_of(bytes[n - 1])) else {
        return Err((
            t!("san-why-end", "it does not end with a square such as f3"),
            expected(lang),
        ));
    };
    let to = Square::from_coords(to_file, to_rank);
    let mut middle = &bytes[..n - 2];
    let mut from_file = None;
    let mut from_rank = None;
    let mut mark = Mark::None;
    if let Some(f) = middle.first().and_then(|&b| file_of(b)) {
        from_file = Some(f);
        middle = &middle[1..];
    }
    if let Some(r) = middle.first().and_then(|&b| rank_of(b)) {
        from_rank = Some(r);
        middle = &middle[1..];
    }
    match middle {
        [] => {}
        [b'x'] => mark = Mark::Capture,
        [b'-'] => mark = Mark::Dash,
        _ => {
            return Err((
                t!(
                    "san-why-middle",
                    "between the piece and the destination only an origin file, rank and x or - may stand"
                ),
                expected(lang),
            ));
        }
    }
    Ok(Shape::Move {
        role,
        from_file,
        from_rank,
        mark,
        to,
        promotion,
    })
}

/// Whether `b` is a UCI promotion: two squares and a lowercase letter.
fn is_uci_promotion(b: &[u8]) -> bool {
    matches!(b, [f1, r1, f2, r2, l]
        if file_of(*f1).is_some()
            && rank_of(*r1).is_some()
            && file_of(*f2).is_some()
            && rank_of(*r2).is_some()
            && l.is_ascii_lowercase())
}

/// Why an uppercase `letter` that is no piece of `lang` starts no move.
fn no_piece_letter(letter: char, lang: Lang) -> ShapeError {
    if file_of(letter.to_ascii_lowercase() as u8).is_some() {
        return (
            t!(
                "san-why-uppercase-file",
                "'{letter}' is no piece letter here; files are written in lowercase",
                letter
            ),
            expected(lang),
        );
    }
    let language = lang_name(lang);
    (
        t!(
            "san-why-piece-letter",
            "'{letter}' is no piece letter in {language}",
            letter,
            language
        ),
        expected(lang),
    )
}

pub(crate) fn lang_name(lang: Lang) -> Text {
    match lang {
        Lang::English => t!("letters-english", "English (K Q R B N)"),
        Lang::French => t!("letters-french", "French (R D T F C)"),
        Lang::German => t!("letters-german", "German (K D T L S)"),
        Lang::Spanish => t!("letters-spanish", "Spanish (R D T A C)"),
        Lang::Italian => t!("letters-italian", "Italian (R D T A C)"),
        Lang::Portuguese => t!("letters-portuguese", "Portuguese (R D T B C)"),
        Lang::Dutch => t!("letters-dutch", "Dutch (K D T L P)"),
        Lang::Vietnamese => t!("letters-vietnamese", "Vietnamese (V H X T M)"),
        Lang::Figurine => t!("letters-figurine", "figurines (♔ ♕ ♖ ♗ ♘)"),
    }
}

/// A promotion at the end: `=Q`, `Q`, `q`, `/Q`, `(Q)`; returns it and the
/// length of what comes before it.
fn promotion(
    bytes: &[u8],
    lang: Lang,
    flags: &mut u16,
) -> Result<(Option<Role>, usize), ShapeError> {
    let n = bytes.len();
    let (letter, start, form) = match bytes {
        [.., b'(', l, b')'] => (*l, n - 3, flag::PROMO_PARENS),
        [.., b'=', l] => (*l, n - 2, 0),
        [.., b'/', l] => (*l, n - 2, flag::PROMO_SLASH),
        [.., d, l] if d.is_ascii_digit() && l.is_ascii_alphabetic() => {
            (*l, n - 1, flag::PROMO_NO_EQUALS)
        }
        _ => return Ok((None, n)),
    };
    let upper = letter.to_ascii_uppercase() as char;
    let role = if upper == 'P' && lang.role('P').is_none() {
        return Err((
            t!("san-why-promote-pawn", "a pawn cannot promote to a pawn"),
            promote_hint(lang),
        ));
    } else {
        lang.role(upper).or_else(|| {
            (lang == Lang::Figurine)
                .then(|| Lang::English.role(upper))
                .flatten()
        })
    };
    let Some(role) = role else {
        let letter = letter as char;
        return Err((
            t!(
                "san-why-promotion-letter",
                "'{letter}' is no piece to promote to",
                letter
            ),
            promote_hint(lang),
        ));
    };
    *flags |= form;
    if letter.is_ascii_lowercase() {
        *flags |= flag::PROMO_LOWERCASE;
    }
    Ok((Some(role), start))
}

#[cfg(test)]
mod tests;
