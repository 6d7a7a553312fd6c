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

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use crate::Position;

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

/// The data set's files, in their order.
const FILES: [&str; 5] = [
    include_str!("../data/openings/a.tsv"),
    include_str!("../data/openings/b.tsv"),
    include_str!("../data/openings/c.tsv"),
    include_str!("../data/openings/d.tsv"),
    include_str!("../data/openings/e.tsv"),
];

/// The named positions, by Polyglot key, and the squares they occupy.
struct Named {
    by_key: HashMap<u64, Opening, BuildHasherDefault<Mixer>>,
    /// The occupied squares of each named position: a position whose
    /// occupied squares are none of these is not named, which is found
    /// without computing its key (most positions of a game).
    occupied: HashSet<u64, BuildHasherDefault<Mixer>>,
    /// A bit for each slot a named position's occupied squares hash to:
    /// 8 KiB that stay in the cache, where a clear bit tells most
    /// positions unnamed without a look into `occupied`.
    filter: Box<[u64; FILTER_WORDS]>,
    /// The fewest pieces a named position has: a game with fewer has
    /// left the book for good (pieces are never added).
    fewest: usize,
}

/// A hasher for bitboards: one multiplication, the high bits folded in.
#[derive(Default)]
struct Mixer(u64);

impl Hasher for Mixer {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        let mixed = (self.0 ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = mixed ^ (mixed >> 32);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The size of [`Named::filter`], in 64-bit words.
const FILTER_WORDS: usize = 1024;

/// The word and bit of `occupied` in [`Named::filter`].
fn filter_slot(occupied: u64) -> (usize, u64) {
    let bit = (occupied.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 48) as usize;
    (bit / 64, 1 << (bit % 64))
}

static NAMED: OnceLock<Named> = OnceLock::new();

fn table() -> &'static HashMap<u64, Opening, BuildHasherDefault<Mixer>> {
    &named().by_key
}

/// The openings by the Polyglot key of their final position, read the
/// first time one is asked for (a few milliseconds). Where two lines
/// reach one position, the shorter names it (then the first written).
fn named() -> &'static Named {
    NAMED.get_or_init(|| {
        let mut table: HashMap<u64, Opening, _> = HashMap::default();
        let mut occupied = HashSet::default();
        for line in FILES.iter().flat_map(|f| f.lines().skip(1)) {
            let Some((opening, key, squares)) = read_line(line) else {
                continue;
            };
            occupied.insert(squares);
            match table.get(&key) {
                Some(known) if known.plies <= opening.plies => {}
                _ => {
                    table.insert(key, opening);
                }
            }
        }
        let mut filter = Box::new([0u64; FILTER_WORDS]);
        for &squares in &occupied {
            let (word, bit) = filter_slot(squares);
            filter[word] |= bit;
        }
        let fewest = occupied
            .iter()
            .map(|o: &u64| o.count_ones() as usize)
            .min()
            .unwrap_or(0);
        Named {
            by_key: table,
            occupied,
            filter,
            fewest,
        }
    })
}

/// One line of the data set: `eco<TAB>name<TAB>pgn`, played out; with
/// its final position's key and occupied squares.
fn read_line(line: &'static str) -> Option<(Opening, u64, u64)> {
    let mut columns = line.split('\t');
    let (eco, name, pgn) = (columns.next()?, columns.next()?, columns.next()?);
    let mut pos = Position::new();
    let mut plies = 0;
    for token in pgn.split_whitespace() {
        if token.ends_with('.') {
            continue;
        }
        let mv = pos.parse_san(token).ok()?;
        pos.play_unchecked(&mv);
        plies += 1;
    }
    let opening = Opening {
        eco,
        name,
        pgn,
        plies,
    };
    Some((opening, pos.polyglot_key(), pos.board().occupied().0))
}

/// How many positions are named.
pub fn count() -> usize {
    table().len()
}

/// The opening whose line ends in the position of Polyglot key `key`.
pub fn by_key(key: u64) -> Option<&'static Opening> {
    table().get(&key)
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
    let mut found = None;
    for (ply, pos) in positions.into_iter().enumerate() {
        if !pos.may_be_named() {
            break;
        }
        if let Some(opening) = pos.opening() {
            found = Some((opening, ply));
        }
    }
    found
}

impl Position {
    /// Whether this position or a later one of its game may be named:
    /// false once it has fewer pieces than any named position, as no
    /// move adds a piece. A game's opening can stop being looked for
    /// there.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// assert!(Position::new().may_be_named());
    /// let endgame: Position = "8/8/4k3/8/8/4K3/4P3/8 w - - 0 60".parse().unwrap();
    /// assert!(!endgame.may_be_named());
    /// ```
    pub fn may_be_named(&self) -> bool {
        self.board().occupied().count() >= named().fewest
    }

    /// The name of this position in the opening data set, if it has one.
    ///
    /// Most positions of a game are found unnamed from their occupied
    /// squares alone; the others are looked up by their Polyglot key.
    pub fn opening(&self) -> Option<&'static Opening> {
        let named = named();
        let squares = self.board().occupied().0;
        let (word, bit) = filter_slot(squares);
        if named.filter[word] & bit == 0 || !named.occupied.contains(&squares) {
            return None;
        }
        named.by_key.get(&self.polyglot_key())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_the_data_set_is_read() {
        let lines = FILES.iter().map(|f| f.lines().count() - 1).sum::<usize>();
        let read = FILES
            .iter()
            .flat_map(|f| f.lines().skip(1))
            .filter(|l| read_line(l).is_some())
            .count();
        assert_eq!(read, lines);
        assert_eq!(lines, 3_807);
        // Some lines reach the same position as others.
        assert!(count() <= lines && count() > 3_600, "{}", count());
    }

    #[test]
    fn the_start_is_not_named() {
        assert!(Position::new().opening().is_none());
    }
}
