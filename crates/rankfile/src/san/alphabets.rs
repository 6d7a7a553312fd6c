//! Two alphabets: a move read in the reader's piece letters and in a
//! second set (English initials by default), a letter that names two
//! pieces settled by legality, or refused with both readings named.

use super::syntax;
use super::{Lang, MoveReading, Note, ReadOptions, SanError, SanErrorKind};
use crate::text::t;
use crate::{Move, Position};

/// Of the errors of two alphabets' readings, the one that got further: two
/// pieces that could both go say more than no piece that can, which says
/// more than a letter not read.
pub(crate) fn further(first: SanError, second: SanError) -> SanError {
    // A reading that found the pieces and only could not choose between
    // them came further than one that found no piece to move, which came
    // further than one that could not read the text.
    let depth = |e: &SanError| match e.code() {
        "ambiguous" => 2,
        "syntax" => 0,
        _ => 1,
    };
    match depth(&second) > depth(&first) {
        true => second,
        false => first,
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

impl Position {
    /// The note on a move read in `other`'s letters: which letter, and the
    /// piece it names there.
    pub(super) fn other_letters_note(
        &self,
        text: &str,
        other: Lang,
        reading: &MoveReading,
    ) -> Option<Note> {
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
    pub(super) fn unmistakable_san(&self, m: &Move, options: &ReadOptions) -> String {
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
    pub(super) fn two_readings(
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
}
