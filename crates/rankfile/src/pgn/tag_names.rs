//! The names of a game's tags read so far, to say one given twice.

use arrayvec::ArrayVec;

/// The names of a game's first 64 tags (on the stack: every game has
/// tags, and this costs it no allocation), each with its [`key`],
/// compared before its text.
#[derive(Debug, Default)]
pub(super) struct TagNames<'a> {
    names: ArrayVec<(u64, &'a str), 64>,
    /// A bit for each key noted, by [`bit`]: a name whose bit is clear was
    /// not given before, and the names noted need not be looked through.
    seen: u64,
}

impl<'a> TagNames<'a> {
    /// Notes `name`; false when it was given before. Past the first 64
    /// names, the others go unchecked.
    #[inline]
    pub(super) fn first_time(&mut self, name: &'a str) -> bool {
        let key = key(name);
        let bit = bit(key);
        if self.seen & bit != 0 && self.names.iter().any(|&(k, n)| k == key && n == name) {
            return false;
        }
        if self.names.try_push((key, name)).is_ok() {
            self.seen |= bit;
        }
        true
    }
}

/// The bit of [`TagNames::seen`] that `key` sets: one of 64, from its
/// bytes mixed together (a game's dozen tags mostly take a dozen bits).
#[inline]
fn bit(key: u64) -> u64 {
    1 << (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 58)
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

    /// Every name of a long list is new once and given again after, the
    /// bits of many names shared among them.
    #[test]
    fn names_that_share_a_bit_are_told_apart() {
        let names: Vec<String> = (0..64).map(|i| format!("Tag{i}")).collect();
        let mut noted = TagNames::default();
        for name in &names {
            assert!(noted.first_time(name), "{name}");
        }
        assert!(noted.seen.count_ones() < 64, "some bits are shared");
        for name in &names {
            assert!(!noted.first_time(name), "{name}");
        }
        // Past 64 names, a name goes unchecked: said new every time.
        assert!(noted.first_time("Tag64"));
        assert!(noted.first_time("Tag64"));
    }
}
