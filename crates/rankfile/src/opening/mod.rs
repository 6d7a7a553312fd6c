//! Opening names: the lichess chess-openings data set (CC0, 3,807 named
//! lines with their ECO code; `data/openings/`), compiled in, each line's
//! final position found by its Polyglot key, so that a position is named
//! whatever the move order that reached it (transpositions included).
//!
//! A game's opening is, as the data set says, the deepest named position
//! of its main line.
//!
//! # Examples
//!
//! ```
//! use rankfile::{Position, opening};
//!
//! let mut pos = Position::new();
//! for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
//!     pos = pos.play_san(san).unwrap();
//! }
//! let named = pos.opening().unwrap();
//! assert_eq!((named.eco, named.name), ("C60", "Ruy Lopez"));
//! // The same position by another road.
//! let mut other = Position::new();
//! for san in ["Nf3", "Nc6", "e4", "e5", "Bb5"] {
//!     other = other.play_san(san).unwrap();
//! }
//! assert_eq!(other.opening().unwrap().name, "Ruy Lopez");
//! assert!(opening::count() > 3_000);
//! ```

use crate::{Color, Position, Role};

/// A named opening of the data set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening {
    /// Its ECO code: `C60`.
    pub eco: &'static str,
    /// Its name in English, as the data set writes it: `Ruy Lopez`.
    pub name: &'static str,
    /// The moves of its line, in PGN: `1. e4 e5 2. Nf3 Nc6 3. Bb5`.
    pub pgn: &'static str,
    /// The plies of that line.
    pub plies: usize,
}

/// The named positions, made from the data set ahead of the build (by
/// `tests/opening_table.rs`, which fails when it is not the data set's).
#[rustfmt::skip]
mod table;

/// The size of [`FILTER`], in 64-bit words.
const FILTER_WORDS: usize = 1024;

/// The word and bit of `occupied` in [`FILTER`].
const fn filter_slot(occupied: u64) -> (usize, u64) {
    let bit = (occupied.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 48) as usize;
    (bit / 64, 1 << (bit % 64))
}

/// A bit for each slot a named position's occupied squares hash to: 8 KiB
/// that stay in the cache, where a clear bit tells most positions of a
/// game unnamed before their Polyglot key is made. Made by the compiler.
static FILTER: [u64; FILTER_WORDS] = {
    let mut filter = [0u64; FILTER_WORDS];
    let mut i = 0;
    while i < table::OCCUPIED.len() {
        let (word, bit) = filter_slot(table::OCCUPIED[i]);
        filter[word] |= bit;
        i += 1;
    }
    filter
};

/// How many positions are named.
pub fn count() -> usize {
    table::BY_KEY.len()
}

/// The bits of a Polyglot key that pick its slot in [`SLOTS`]: 8,192
/// slots, about twice the named positions.
const SLOT_BITS: u32 = 13;

/// A slot no named position took.
const FREE: u16 = u16::MAX;

/// The slot a Polyglot key is looked for from: its top bits (the keys are
/// random).
const fn slot_of(key: u64) -> usize {
    (key >> (64 - SLOT_BITS)) as usize
}

/// Each named position's index in [`table::BY_KEY`], in the slot its key
/// picks or the next free one after it: a key is found in one probe or
/// two, where a binary search of the 3,807 keys took twelve, each a
/// branch the processor could not foresee (16 KiB, which stay in the
/// cache). Made by the compiler.
static SLOTS: [u16; 1 << SLOT_BITS] = {
    let mut slots = [FREE; 1 << SLOT_BITS];
    let mut i = 0;
    while i < table::BY_KEY.len() {
        let mut slot = slot_of(table::BY_KEY[i].0);
        while slots[slot] != FREE {
            slot = (slot + 1) % slots.len();
        }
        slots[slot] = i as u16;
        i += 1;
    }
    slots
};

/// The keys of [`table::BY_KEY`], in its order, apart from the openings:
/// a probe reads 8 bytes an entry (30 KiB in all, which stay in the
/// cache) rather than an entry's 64. Made by the compiler.
static KEYS: [u64; table::BY_KEY.len()] = {
    let mut keys = [0u64; table::BY_KEY.len()];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = table::BY_KEY[i].0;
        i += 1;
    }
    keys
};

/// The opening whose line ends in the position of Polyglot key `key`.
pub fn by_key(key: u64) -> Option<&'static Opening> {
    let mut slot = slot_of(key);
    loop {
        // A free slot is no index of the table: the key is not named.
        let index = usize::from(*SLOTS.get(slot)?);
        if *KEYS.get(index)? == key {
            return table::BY_KEY.get(index).map(|(_, opening)| opening);
        }
        slot = (slot + 1) % SLOTS.len();
    }
}

/// A game's opening: the deepest named position among `positions` (the
/// start, then each position of the main line), with the number of plies
/// played to reach it.
///
/// ```
/// use rankfile::{Position, opening};
///
/// let mut positions = vec![Position::new()];
/// for san in ["d4", "d5", "c4", "e6", "Nc3", "Nf6", "h4"] {
///     let next = positions.last().unwrap().play_san(san).unwrap();
///     positions.push(next);
/// }
/// let (named, ply) = opening::of_game(positions).unwrap();
/// assert_eq!(named.name, "Queen's Gambit Declined: Normal Defense");
/// assert_eq!((named.eco, ply), ("D35", 6));
/// ```
pub fn of_game(positions: impl IntoIterator<Item = Position>) -> Option<(&'static Opening, usize)> {
    let mut book = Book::new();
    for (ply, pos) in positions.into_iter().enumerate() {
        if !book.see(&pos, ply) {
            break;
        }
    }
    book.found
}

/// A game's opening as its positions come, one at a time: the deepest
/// named one so far, until a position is one no later one can be named
/// after (see [`Position::may_be_named`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Book {
    /// The deepest named position seen, and its ply.
    pub(crate) found: Option<(&'static Opening, usize)>,
    open: bool,
    /// The home pawns of the last position seen: most moves leave them,
    /// and they need not be matched again.
    home: Option<u16>,
}

impl Book {
    pub(crate) const fn new() -> Book {
        Book {
            found: None,
            open: true,
            home: None,
        }
    }

    /// Looks at `pos`, reached at `ply`; false once no later position can
    /// be named.
    pub(crate) fn see(&mut self, pos: &Position, ply: usize) -> bool {
        if self.open {
            let home = home_pawns(pos);
            self.open = pos.board().occupied().count() >= table::FEWEST
                && (self.home == Some(home) || named_after(home));
            self.home = Some(home);
            if let Some(named) = pos.opening().filter(|_| self.open) {
                self.found = Some((named, ply));
            }
        }
        self.open
    }
}

/// The pawns of `pos` still on their first squares: White's on the second
/// rank in the low byte, Black's on the seventh in the high byte, the
/// a-file first (as [`table::HOME_PAWNS`] holds them).
fn home_pawns(pos: &Position) -> u16 {
    let pawns = |color| pos.board().by_piece(Role::Pawn.of(color)).0;
    let white = pawns(Color::White) >> 8 & 0xff;
    let black = pawns(Color::Black) >> 48 & 0xff;
    (white | black << 8) as u16
}

/// Whether a position whose home pawns are `home` may come before a named
/// one: some named position keeps only pawns among them, since no pawn
/// comes back to its first square.
fn named_after(home: u16) -> bool {
    table::HOME_PAWNS.iter().any(|&named| named & !home == 0)
}

impl Position {
    /// Whether this position or a later one of its game may be named:
    /// false once it has fewer pieces than any named position (no move
    /// adds a piece), or once every named position keeps a pawn on its
    /// first square that this one has moved or lost (no pawn comes back).
    /// A game's opening can stop being looked for there.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// assert!(Position::new().may_be_named());
    /// let endgame: Position = "8/8/4k3/8/8/4K3/4P3/8 w - - 0 60".parse().unwrap();
    /// assert!(!endgame.may_be_named());
    /// // Every piece still on the board, but every pawn moved.
    /// let pushed: Position = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w KQkq - 0 9"
    ///     .parse()
    ///     .unwrap();
    /// assert!(!pushed.may_be_named());
    /// ```
    pub fn may_be_named(&self) -> bool {
        self.board().occupied().count() >= table::FEWEST && named_after(home_pawns(self))
    }

    /// The name of this position in the opening data set, if it has one.
    ///
    /// Most positions of a game are found unnamed from their occupied
    /// squares alone (a bit filter); the others are looked up by their
    /// Polyglot key.
    pub fn opening(&self) -> Option<&'static Opening> {
        let squares = self.board().occupied().0;
        let (word, bit) = filter_slot(squares);
        if FILTER[word] & bit == 0 {
            return None;
        }
        by_key(self.polyglot_key())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_names_most_of_the_data_sets_lines() {
        assert!(table::OCCUPIED.is_sorted());
        assert!(table::BY_KEY.is_sorted_by_key(|(k, _)| *k));
        // Some of the 3,807 lines reach the same position as others.
        assert!(count() <= 3_807 && count() > 3_600, "{}", count());
    }

    #[test]
    fn every_named_position_is_found_by_its_key_and_no_other_key_is() {
        for (i, (key, opening)) in table::BY_KEY.iter().enumerate() {
            assert_eq!(by_key(*key), Some(opening), "entry {i}");
            // Keys near a named one, in its slot or the next: named only
            // when the table names them.
            for near in [key ^ 1, key.wrapping_add(1 << (64 - SLOT_BITS))] {
                let named = table::BY_KEY.binary_search_by_key(&near, |(k, _)| *k);
                assert_eq!(by_key(near), named.ok().map(|j| &table::BY_KEY[j].1));
            }
        }
        assert_eq!(by_key(0), None);
        assert_eq!(by_key(u64::MAX), None);
    }

    #[test]
    fn the_start_is_not_named() {
        assert!(Position::new().opening().is_none());
    }
}
