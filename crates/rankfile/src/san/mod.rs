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

mod alphabets;
mod error;
mod fast;
mod lang;
mod notes;
mod resolve;
mod syntax;
mod why;
mod write;

use crate::text::t;

pub use error::{SanError, SanErrorKind};
pub use lang::{Lang, ParseLangError};

pub(crate) use alphabets::further;
pub(crate) use fast::{fast_plain, sign_fits_move};
pub use notes::{NOTE_CODES, Note};
pub(crate) use syntax::Suffix;
use why::Failure;

use crate::{Move, Position};

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
}

/// The hint of a move that cannot be played and has no hint of its own:
/// the moves that can (or that the game is over).
///
/// ```
/// use rankfile::{Position, legal_moves_hint};
///
/// let hint = legal_moves_hint(&Position::new()).to_string();
/// assert!(hint.starts_with("the legal moves here: Na3 Nc3"), "{hint}");
/// ```
pub fn legal_moves_hint(pos: &Position) -> crate::text::Text {
    let moves: Vec<String> = pos.legal_moves().iter().map(|m| pos.san(m)).collect();
    if moves.is_empty() {
        return t!(
            "pgn-game-over-hint",
            "no move can be played here: the game is over"
        );
    }
    let legal = moves.join(" ");
    t!("legal-moves-here", "the legal moves here: {legal}", legal)
}
