//! SAN, long algebraic and UCI: moves in and out.
//!
//! Writing follows the PGN standard: piece letter (none for pawns),
//! disambiguation by file, then rank, then square, only when another piece
//! of the kind could legally go to the same square, `x` for captures, the
//! pawn's file on pawn captures, en passant as a plain pawn capture, `=Q`,
//! `O-O`, `+` and `#`.
//!
//! Reading is forgiving by default, and never guesses. It also takes what
//! people type and handwrite: `0-0`, `d8Q`, `d8/Q`, `d8(Q)`, a trailing
//! `e.p.`, a missing or superfluous `x`, more disambiguation than needed,
//! a missing or wrong `+`/`#`, annotation glyphs, lowercase piece letters
//! other than `b` (which is a file), figurines, long algebraic (`Ng1-f3`)
//! and UCI (`g1f3`, castling as `e1g1` or `e1h1`). [`Position::read_move`]
//! says what it read each leniency as, in a [`Note`]. A move that two
//! pieces could make is an error listing both; an impossible one says why.
//! Strict reading takes canonical SAN only.

mod error;
mod lang;
mod resolve;
mod syntax;
mod why;
mod write;

use crate::text::{Text, t};

pub use error::{SanError, SanErrorKind};
pub use lang::{Lang, ParseLangError};

pub(crate) use syntax::Suffix;
use syntax::{Mark, Shape, Syntax, flag};
use why::Failure;

use crate::{Move, Position};

/// Plain English SAN (`Nf3`, `exd5`, `e8=Q+`, `O-O`) to the one legal move
/// it means, found on the fast road, with the check sign written after it
/// (which the caller checks against the position the move leads to, see
/// [`sign_fits`]); `None` sends the text to the full reader, which also
/// says what a move not written canonically was read as. Parsing and
/// resolving are inlined together, so the move's shape never leaves the
/// registers: the PGN reader calls this for every move.
#[inline(always)]
pub(crate) fn fast_plain(pos: &Position, text: &[u8]) -> Option<(Move, Suffix)> {
    let (shape, suffix) = syntax::plain_parts(text)?;
    let m = resolve::fast(pos, &shape)?;
    canonical_shape(pos, &shape, &m).then_some((m, suffix))
}

/// Whether `shape`, read as `m`, is written as SAN writes `m` (the check
/// sign aside): a capture sign exactly on captures, and the origin only
/// as far as it is needed.
#[inline(always)]
fn canonical_shape(pos: &Position, shape: &Shape, m: &Move) -> bool {
    let Shape::Move {
        role,
        from_file,
        from_rank,
        mark,
        ..
    } = *shape
    else {
        return true;
    };
    if (mark == Mark::Capture) != m.is_capture() {
        return false;
    }
    match role {
        None => from_rank.is_none() && from_file.is_some() == m.is_capture(),
        Some(_) if from_file.is_none() && from_rank.is_none() => true,
        Some(_) => {
            let needed = write::disambiguation(pos, m);
            from_file.is_some() == needed.file && from_rank.is_some() == needed.rank
        }
    }
}

/// Whether the check sign `written` is the one SAN gives the move that
/// led to `next`: none, `+` or `#`.
#[inline(always)]
pub(crate) fn sign_fits(written: Suffix, next: &Position) -> bool {
    match (written, next.is_check()) {
        (Suffix::None, checks) => !checks,
        (_, false) => false,
        (Suffix::Check, true) => next.has_legal_moves(),
        (Suffix::Mate, true) => !next.has_legal_moves(),
    }
}

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
    fn read_as(code: &'static str, text: &str, san: &str, reason: Text) -> Note {
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

/// How [`Position::read_move`] reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReadOptions {
    /// Canonical SAN only.
    pub strict: bool,
    /// The piece letters moves are read in and written in (figurines are
    /// always read).
    pub lang: Lang,
    /// A second alphabet read too: English, PGN's, by default. Where a
    /// letter names one piece in `lang` and another here (`R`, the
    /// French king and the English rook), the reading that is legal is
    /// taken, with a note when it is this one, and a move legal in both
    /// is refused as ambiguous, both readings named. Not read in
    /// `strict` mode.
    pub other_letters: Lang,
    /// Whether `--`, `Z0`, `0000` and `@@@@` may stand for a null move.
    pub allow_null: bool,
    /// The rules of a PGN game without a `Variant` tag (a game's own tag
    /// decides when it has one): [`Variant::Chess960`](crate::Variant)
    /// reads the `FEN` tag's castling as X-FEN or Shredder-FEN and plays
    /// castling as Chess960 does. Moves read one at a time follow their
    /// position instead.
    pub variant: crate::Variant,
}

/// What [`Position::read_move`] read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReading {
    /// The move, or `None` for a null move.
    pub mv: Option<Move>,
    /// Its canonical SAN, check sign included (`--` for a null move).
    pub san: String,
    /// What the forgiving reader read differently from canonical SAN.
    pub notes: Vec<Note>,
    /// An annotation glyph written after the move (`!`, `?!`, …).
    pub glyph: Option<&'static str>,
}

/// How UCI writes castling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UciCastling {
    /// The king's two-square move: `e1g1` (the UCI protocol's way).
    #[default]
    KingToSquare,
    /// The king taking its own rook: `e1h1` (Chess960 engines' way).
    KingTakesRook,
}

impl UciCastling {
    /// How UCI writes castling in `pos` unless told otherwise: the king to
    /// its square in standard chess (`e1g1`), the king taking its rook in
    /// Chess960 (`e1h1`), where the king's square can be a move of its own
    /// (as Chess960 engines and python-chess write it).
    pub fn of(pos: &Position) -> UciCastling {
        match pos.castling_rights().is_chess960() {
            true => UciCastling::KingTakesRook,
            false => UciCastling::KingToSquare,
        }
    }

    /// How UCI writes castling in `variant`: see [`UciCastling::of`].
    pub fn in_variant(variant: crate::Variant) -> UciCastling {
        match variant {
            crate::Variant::Chess960 => UciCastling::KingTakesRook,
            crate::Variant::Standard => UciCastling::KingToSquare,
        }
    }
}

impl Move {
    /// The move in UCI, castling written as `castling` says.
    ///
    /// ```
    /// use rankfile::{Position, UciCastling};
    ///
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let m = pos.parse_san("O-O").unwrap();
    /// assert_eq!(m.uci(UciCastling::KingToSquare), "e1g1");
    /// assert_eq!(m.uci(UciCastling::KingTakesRook), "e1h1");
    /// ```
    pub fn uci(&self, castling: UciCastling) -> String {
        match (*self, castling) {
            (Move::Castle { king, rook }, UciCastling::KingTakesRook) => format!("{king}{rook}"),
            _ => self.to_string(),
        }
    }
}

fn syntax_error(e: syntax::SyntaxError) -> SanError {
    let syntax::SyntaxError {
        message,
        span,
        hint,
    } = e;
    SanError::new(SanErrorKind::Syntax, span, message, hint, Vec::new())
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

/// Of the errors of two alphabets' readings, the one that got further: a
/// move read but not legal says more than a letter not read.
pub(crate) fn further(first: SanError, second: SanError) -> SanError {
    match (first.code(), second.code()) {
        ("syntax", code) if code != "syntax" => second,
        _ => first,
    }
}

/// The letters of `text` that may name a piece, in capitals: its first
/// character unless it is a file or `x`, and every other capital (a
/// promotion's).
fn piece_letters(text: &str) -> impl Iterator<Item = char> + '_ {
    let text = text.trim_start();
    let first = text
        .chars()
        .next()
        .filter(|c| !matches!(c, 'a'..='h' | 'x'))
        .map(|c| c.to_ascii_uppercase());
    first
        .into_iter()
        .chain(text.chars().skip(1).filter(char::is_ascii_uppercase))
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

fn number_word(n: usize) -> String {
    match n {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        n => n.to_string(),
    }
}

impl Position {
    /// The SAN of `m`, a legal move here: `Nf3`, `exd5`, `O-O`, `e8=Q+`.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let m = pos.parse_uci("a1a8").unwrap();
    /// assert_eq!(pos.san(&m), "Rxa8+");
    /// ```
    pub fn san(&self, m: &Move) -> String {
        self.san_in(m, Lang::English)
    }

    /// The UCI of `m`, castling written as [`UciCastling::of`] this
    /// position says (python-chess's `Board.uci`).
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let m = pos.parse_san("O-O").unwrap();
    /// assert_eq!(pos.uci(&m), "e1g1");
    /// ```
    pub fn uci(&self, m: &Move) -> String {
        m.uci(UciCastling::of(self))
    }

    /// The SAN of `m` with the piece letters of `lang`.
    pub fn san_in(&self, m: &Move, lang: Lang) -> String {
        let mut out = String::with_capacity(8);
        write::push_san(self, m, lang, &mut out);
        out
    }

    /// Appends the SAN of `m` to `out`, for writers that reuse a buffer.
    /// (It plays nothing: python-chess's `push_san` plays a move, and
    /// [`play_san`](Position::play_san) does that here.)
    pub fn write_san(&self, m: &Move, lang: Lang, out: &mut String) {
        write::push_san(self, m, lang, out);
    }

    /// Appends the SAN of `m`, a legal move here, to `out` and plays it:
    /// what a writer that walks a game does, with the move played once
    /// (the check sign is read from the position it leads to).
    ///
    /// ```
    /// use rankfile::{Lang, Position};
    ///
    /// let mut pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let m = pos.parse_uci("a1a8").unwrap();
    /// let mut out = String::new();
    /// pos.write_san_and_play(&m, Lang::English, &mut out);
    /// assert_eq!(out, "Rxa8+");
    /// assert!(pos.is_check());
    /// ```
    pub fn write_san_and_play(&mut self, m: &Move, lang: Lang, out: &mut String) {
        write::push_san_unsigned(self, m, lang, out);
        self.play_unchecked(m);
        out.push_str(write::suffix_of(self));
    }

    /// Appends the SAN of `m`, a legal move here, to `out`, its check
    /// sign read from `after`, the position it leads to: for a walker
    /// that has played it already.
    pub(crate) fn write_san_reaching(&self, m: &Move, after: &Position, out: &mut String) {
        write::push_san_unsigned(self, m, Lang::English, out);
        out.push_str(write::suffix_of(after));
    }

    /// The long algebraic notation of `m`: `Ng1-f3`, `e7xd8=Q+`, `O-O`.
    pub fn lan(&self, m: &Move) -> String {
        self.lan_in(m, Lang::English)
    }

    /// The long algebraic notation of `m` with the letters of `lang`.
    pub fn lan_in(&self, m: &Move, lang: Lang) -> String {
        let mut out = String::with_capacity(10);
        write::push_lan(self, m, lang, &mut out);
        out
    }

    /// Reads a move forgivingly, in English letters: SAN, the slips people
    /// make in it, long algebraic or UCI. Check signs are not checked
    /// (`Nf3+` reads even when it gives no check); [`read_move`] says so.
    ///
    /// [`read_move`]: Position::read_move
    ///
    /// # Errors
    ///
    /// [`SanError`]: not a move, no legal move, or more than one.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        self.parse_san_in(text, Lang::English)
    }

    /// [`parse_san`](Position::parse_san) with the letters of `lang`.
    ///
    /// # Errors
    ///
    /// As [`parse_san`](Position::parse_san).
    pub fn parse_san_in(&self, text: &str, lang: Lang) -> Result<Move, SanError> {
        // The hot road: plain English SAN, one legal move.
        if lang == Lang::English
            && let Some((m, _)) = fast_plain(self, text.as_bytes())
        {
            return Ok(m);
        }
        self.parse_san_careful(text, lang)
    }

    #[cold]
    #[inline(never)]
    fn parse_san_careful(&self, text: &str, lang: Lang) -> Result<Move, SanError> {
        let syntax = syntax::parse(text, lang, false).map_err(|e| syntax_error(*e))?;
        let options = ReadOptions {
            lang,
            other_letters: lang,
            ..ReadOptions::default()
        };
        match resolve::resolve(self, &syntax.shape) {
            Ok(Some(m)) => Ok(m),
            Ok(None) => Err(self.failure(
                text,
                Failure::Illegal(t!("san-null", "a null move"), None),
                &options,
            )),
            Err(failure) => Err(self.failure(text, failure, &options)),
        }
    }

    /// Reads canonical SAN only, check sign included.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let pos = Position::new();
    /// assert!(pos.parse_san_strict("Nf3").is_ok());
    /// assert_eq!(pos.parse_san_strict("Ng1f3").unwrap_err().code(), "syntax");
    /// ```
    ///
    /// # Errors
    ///
    /// As [`parse_san`](Position::parse_san), and `syntax` for any text
    /// that is not the move's canonical SAN.
    pub fn parse_san_strict(&self, text: &str) -> Result<Move, SanError> {
        let options = ReadOptions {
            strict: true,
            ..ReadOptions::default()
        };
        self.read_move(text, &options)?.mv.ok_or_else(|| {
            self.failure(
                text,
                Failure::Illegal(t!("san-null", "a null move"), None),
                &options,
            )
        })
    }

    /// Reads long algebraic notation strictly: exactly `Ng1-f3`, `e2-e4`,
    /// `e7xd8=Q+`, `O-O` as [`lan`](Position::lan) writes them.
    ///
    /// # Errors
    ///
    /// As [`parse_san`](Position::parse_san), and `syntax` for any text
    /// that is not the move's canonical long algebraic notation.
    pub fn parse_lan_strict(&self, text: &str) -> Result<Move, SanError> {
        let m = self.parse_san(text)?;
        let lan = self.lan(&m);
        if lan == text {
            Ok(m)
        } else {
            Err(SanError::new(
                SanErrorKind::Syntax,
                0..text.len(),
                t!(
                    "lan-not-standard",
                    "{text} is not long algebraic notation as the standard writes it",
                    text
                ),
                Some(t!("write-this", "write {lan}", lan)),
                Vec::new(),
            ))
        }
    }

    /// Reads a move with every option, and says what it read: the move,
    /// its canonical SAN, a note for each leniency, the annotation glyph.
    ///
    /// ```
    /// use rankfile::{Position, ReadOptions};
    ///
    /// let pos: Position = "4k3/8/8/8/5p2/8/8/4KR2 w - - 0 1".parse().unwrap();
    /// let reading = pos.read_move("Rf4!", &ReadOptions::default()).unwrap();
    /// assert_eq!(reading.san, "Rxf4");
    /// assert_eq!(reading.notes[0].message, "read Rf4! as Rxf4: missing x");
    /// assert_eq!(reading.glyph, Some("!"));
    /// ```
    ///
    /// # Errors
    ///
    /// As [`parse_san`](Position::parse_san); in strict mode also `syntax`
    /// for a text that is not canonical SAN.
    pub fn read_move(&self, text: &str, options: &ReadOptions) -> Result<MoveReading, SanError> {
        let first = self.read_in(text, options.lang, options);
        let other = options.other_letters;
        if options.strict || other == options.lang || other == Lang::Figurine {
            return first;
        }
        let second = self.read_in(text, other, options);
        match (first, second) {
            (Ok(a), Ok(b)) if a.mv != b.mv => Err(self.two_readings(text, options, [a, b])),
            (Ok(a), _) => Ok(a),
            (Err(_), Ok(mut b)) => {
                if let Some(note) = self.other_letters_note(text, other, &b) {
                    b.notes.insert(0, note);
                }
                Ok(b)
            }
            (Err(e), Err(f)) => Err(further(e, f)),
        }
    }

    /// [`read_move`](Position::read_move) in the piece letters of
    /// `letters`, the SAN written in `options.lang`'s.
    fn read_in(
        &self,
        text: &str,
        letters: Lang,
        options: &ReadOptions,
    ) -> Result<MoveReading, SanError> {
        let syntax =
            syntax::parse(text, letters, options.allow_null).map_err(|e| syntax_error(*e))?;
        let mv =
            resolve::resolve(self, &syntax.shape).map_err(|f| self.failure(text, f, options))?;
        let san = match &mv {
            Some(m) => self.san_in(m, options.lang),
            None => "--".to_string(),
        };
        if options.strict && text != san {
            return Err(SanError::new(
                SanErrorKind::Syntax,
                0..text.len(),
                {
                    let san = san.clone();
                    t!(
                        "san-not-canonical",
                        "{text} is not canonical SAN: the move is written {san}",
                        text,
                        san
                    )
                },
                Some({
                    let lan = san;
                    t!("write-this", "write {lan}", lan)
                }),
                Vec::new(),
            ));
        }
        let notes = match &mv {
            Some(m) => self.notes(text, &syntax, m, &san),
            None => Vec::new(),
        };
        Ok(MoveReading {
            mv,
            san,
            notes,
            glyph: syntax.glyph,
        })
    }

    /// The note on a move read in `other`'s letters: which letter, and the
    /// piece it names there.
    fn other_letters_note(&self, text: &str, other: Lang, reading: &MoveReading) -> Option<Note> {
        let (letter, role) = piece_letters(text).find_map(|c| Some((c, other.role(c)?)))?;
        let san = reading.san.clone();
        let language = syntax::lang_name(other);
        let reason = t!(
            "note-other-letters",
            "{letter} is the {role} in {language}",
            letter,
            role,
            language
        );
        Some(Note::read_as("other_letters", text, &san, reason))
    }

    /// The SAN of `m` in `options.lang`'s letters, or in the other
    /// alphabet's when the first letter names another piece there.
    fn unmistakable_san(&self, m: &Move, options: &ReadOptions) -> String {
        let (lang, other) = (options.lang, options.other_letters);
        let clashes = |role: crate::Role| match lang.letter(role) {
            Some(c) => other.role(c).is_some_and(|r| r != role) || c == 'P',
            None => false,
        };
        let clash = clashes(m.role()) || m.promotion().is_some_and(clashes);
        match clash {
            true => self.san_in(m, other),
            false => self.san_in(m, lang),
        }
    }

    /// A move legal in two alphabets' readings, as different moves.
    fn two_readings(
        &self,
        text: &str,
        options: &ReadOptions,
        [a, b]: [MoveReading; 2],
    ) -> SanError {
        let shown = text.trim();
        let piece = |lang: Lang, c: char| match lang.role(c.to_ascii_uppercase()) {
            Some(role) => role,
            None => crate::Role::Pawn,
        };
        let letter = piece_letters(text)
            .find(|&c| options.lang.role(c) != options.other_letters.role(c))
            .unwrap_or('?');
        let (first, second) = (
            piece(options.lang, letter),
            piece(options.other_letters, letter),
        );
        let (language, other) = (
            syntax::lang_name(options.lang),
            syntax::lang_name(options.other_letters),
        );
        // Each written so that the same options read it as that move alone.
        let candidates: Vec<String> = [a, b]
            .iter()
            .filter_map(|r| r.mv.as_ref())
            .map(|m| self.unmistakable_san(m, options))
            .collect();
        let moves = candidates.join(", ");
        let english = crate::text::english_choices(&candidates);
        let choices =
            crate::text::Arg::Choices(candidates.iter().map(|c| c.as_str().into()).collect());
        SanError::new(
            SanErrorKind::Ambiguous,
            0..text.len(),
            t!(
                "san-two-alphabets",
                "{shown}: {letter} is the {first} in {language} and the {second} in {other}, and both moves are legal: {moves}",
                shown,
                letter,
                first,
                language,
                second,
                other,
                moves
            ),
            Some(t!("san-ambiguous-hint", "say which: {english}", choices)),
            candidates,
        )
    }

    /// [`parse_san`](Position::parse_san), then plays the move.
    ///
    /// # Errors
    ///
    /// As [`parse_san`](Position::parse_san).
    pub fn play_san(&self, text: &str) -> Result<Position, SanError> {
        let m = self.parse_san(text)?;
        let mut next = *self;
        next.play_unchecked(&m);
        Ok(next)
    }

    fn failure(
        &self,
        text: &str,
        failure: impl Into<Box<Failure>>,
        options: &ReadOptions,
    ) -> SanError {
        let shown = text.trim();
        match *failure.into() {
            Failure::Illegal(reason, hint) => SanError::new(
                SanErrorKind::Illegal,
                0..text.len(),
                t!("san-illegal", "{shown}: {reason}", shown, reason),
                hint,
                Vec::new(),
            ),
            Failure::MustPromote(to) => {
                let lang = match options.lang {
                    Lang::Figurine => Lang::English,
                    lang => lang,
                };
                let letter = |role| lang.letter(role).unwrap_or('?');
                let (q, r, b, n) = (
                    letter(crate::Role::Queen),
                    letter(crate::Role::Rook),
                    letter(crate::Role::Bishop),
                    letter(crate::Role::Knight),
                );
                SanError::new(
                    SanErrorKind::Illegal,
                    0..text.len(),
                    {
                        let reason = t!(
                            "san-must-promote",
                            "a pawn reaching the last rank must promote"
                        );
                        t!("san-illegal", "{shown}: {reason}", shown, reason)
                    },
                    Some(t!(
                        "san-must-promote-hint",
                        "write {to}={q} (or ={r}, ={b}, ={n})",
                        to,
                        q,
                        r,
                        b,
                        n
                    )),
                    Vec::new(),
                )
            }
            Failure::Ambiguous(moves) => {
                let candidates: Vec<String> = (moves.iter())
                    .map(|m| self.unmistakable_san(m, options))
                    .collect();
                let first = moves.first().map(Move::role).unwrap_or(crate::Role::Pawn);
                let to = moves.first().map(Move::to);
                let what = match first {
                    crate::Role::Pawn => "pawns".to_string(),
                    role => format!("{}s", role.name()),
                };
                let (count, role) = (moves.len(), first);
                let number = number_word(count);
                let to = to.map_or(String::new(), |t| t.to_string());
                let moves = candidates.join(", ");
                let english = crate::text::english_choices(&candidates);
                let choices = crate::text::Arg::Choices(
                    candidates.iter().map(|c| c.as_str().into()).collect(),
                );
                SanError::new(
                    SanErrorKind::Ambiguous,
                    0..text.len(),
                    t!(
                        "san-ambiguous",
                        "{shown}: {number} {what} can go to {to}: {moves}",
                        shown,
                        count,
                        role,
                        to,
                        moves
                    ),
                    Some(t!("san-ambiguous-hint", "say which: {english}", choices)),
                    candidates,
                )
            }
        }
    }

    /// The notes for reading `text` as `m`, whose SAN is `san`.
    fn notes(&self, text: &str, syntax: &Syntax, m: &Move, san: &str) -> Vec<Note> {
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
