//! The names of a game's tags read so far, to say one given twice.

use arrayvec::ArrayVec;

/// The names of a game's first 64 tags (on the stack: every game has
/// tags, and this costs it no allocation), each with its [`key`],
/// compared before its text.
#[derive(Debug, Default)]
pub(super) struct TagNames<'a> {
    names: ArrayVec<(u64, &'a str), 64>,
}

impl<'a> TagNames<'a> {
    /// Notes `name`; false when it was given before. Past the first 64
    /// names, the others go unchecked.
    #[inline]
    pub(super) fn first_time(&mut self, name: &'a str) -> bool {
        let key = key(name);
        if self.names.iter().any(|&(k, n)| k == key && n == name) {
            return false;
        }
        let _ = self.names.try_push((key, name));
        true
    }
}

/// A tag name's length and its first, middle and last bytes, in one
/// word: names that differ mostly differ here (`White`, `Black`, `Event`,
/// `Round`), and a game's tags are compared with each other without a
/// call to compare bytes.
#[inline]
fn key(name: &str) -> u64 {
    let bytes = name.as_bytes();
    let at = |i: usize| u64::from(bytes.get(i).copied().unwrap_or(0));
    let last = bytes.len().saturating_sub(1);
    bytes.len() as u64 | at(0) << 32 | at(last / 2) << 40 | at(last) << 48
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_new_once_and_names_alike_in_their_key_are_told_apart() {
        let mut names = TagNames::default();
        assert!(names.first_time("White"));
        assert!(names.first_time("Black"));
        assert!(!names.first_time("White"));
        // Same length, first, middle and last bytes: the same key.
        assert_eq!(key("WhiteTeamA"), key("WhiteTfamA"));
        assert!(names.first_time("WhiteTeamA"));
        assert!(names.first_time("WhiteTfamA"));
        assert!(!names.first_time("WhiteTfamA"));
    }
}
