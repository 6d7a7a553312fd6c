//! Opening names of games checked by hand against the lichess data set
//! (`crates/rankfile/data/openings/`), transpositions included: the name
//! is the deepest named position of the main line, whatever the order of
//! the moves that reached it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use rankfile::{Position, opening};

/// The positions of a line of SAN moves from the start.
fn positions(moves: &str) -> Vec<Position> {
    let mut out = vec![Position::new()];
    for san in moves.split_whitespace().filter(|t| !t.ends_with('.')) {
        let next = out.last().unwrap().play_san(san).unwrap();
        out.push(next);
    }
    out
}

fn named(moves: &str) -> (&'static str, &'static str, usize) {
    let (o, ply) = opening::of_game(positions(moves)).unwrap();
    (o.eco, o.name, ply)
}

#[test]
fn games_named_as_the_data_set_names_them() {
    // Each checked by hand in the data set's files.
    assert_eq!(named("1. e4 e5 2. Nf3 Nc6 3. Bb5"), ("C60", "Ruy Lopez", 5));
    assert_eq!(
        named("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. h3 h6"),
        ("C70", "Ruy Lopez: Morphy Defense", 6)
    );
    assert_eq!(
        named("1. e4 e5 2. Nf3 Nc6 3. Bc4 a5"),
        ("C50", "Italian Game", 5)
    );
    assert_eq!(
        named("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5"),
        ("C50", "Italian Game: Giuoco Piano", 6)
    );
    assert_eq!(
        named("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6"),
        ("B90", "Sicilian Defense: Najdorf Variation", 10)
    );
    assert_eq!(named("1. e4 e6 2. Qh5"), ("C00", "French Defense", 2));
}

#[test]
fn transpositions_are_named_by_the_position() {
    // The Ruy Lopez reached with the knights first.
    assert_eq!(named("1. Nf3 Nc6 2. e4 e5 3. Bb5"), ("C60", "Ruy Lopez", 5));
    // The Queen's Gambit Declined reached from the English Opening.
    assert_eq!(
        named("1. c4 e6 2. Nc3 d5 3. d4 Nf6"),
        ("D35", "Queen's Gambit Declined: Normal Defense", 6)
    );
    // The King's Indian with the moves in another order.
    assert_eq!(
        named("1. c4 g6 2. Nc3 Bg7 3. d4 d6 4. e4 Nf6"),
        ("E70", "King's Indian Defense: Normal Variation", 8)
    );
}

#[test]
fn a_game_that_never_reaches_a_named_position_has_none() {
    assert!(opening::of_game(positions("")).is_none());
    // The start is not a named position, and neither are these (checked:
    // no line of the data set reaches them).
    assert!(Position::new().opening().is_none());
    let odd = positions("1. a4 h5 2. Ra3 Rh6 3. Rb3");
    assert!(odd[5].opening().is_none());
}
