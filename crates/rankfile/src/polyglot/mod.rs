//! Polyglot keys: the 64-bit Zobrist hash of the Polyglot opening-book
//! format, which opening books, databases and engines share to name a
//! position whatever the moves that reached it.
//!
//! The key is the exclusive or of the format's numbers for each piece on
//! its square, each castling right (king side and queen side, by colour),
//! the en passant file when a pawn of the side to move stands ready to
//! take there (the format counts it only then, whatever the FEN says), and
//! White to move.
//!
//! # Examples
//!
//! ```
//! use rankfile::Position;
//!
//! let start = Position::new();
//! assert_eq!(start.polyglot_key(), 0x463b96181691fc9c);
//! let e4 = start.play_san("e4").unwrap();
//! assert_eq!(format!("{:016x}", e4.polyglot_key()), "823c9b50fd114196");
//! ```

mod random;

use random::RANDOM64;

use crate::{CastlingSide, Color, Position, Role};

/// Where the format's castling numbers start, then its en passant files
/// and its side to move.
const CASTLING: usize = 768;
const EN_PASSANT: usize = 772;
const WHITE_TO_MOVE: usize = 780;

impl Position {
    /// The position's Polyglot key. Transpositions share it: it is made
    /// of the pieces, the castling rights, an en passant capture that can
    /// be made, and the side to move, not of the moves or the clocks.
    pub fn polyglot_key(&self) -> u64 {
        key(self)
    }
}

fn key(pos: &Position) -> u64 {
    let board = pos.board();
    let mut key = 0u64;
    // By the twelve sets of pieces, not square by square: no piece is
    // looked up on its square (the opening of every early position of
    // every game exported asks for its key).
    for color in Color::ALL {
        let theirs = board.by_color(color);
        for role in Role::ALL {
            let kind = 2 * role.index() + usize::from(color == Color::White);
            for sq in board.by_role(role) & theirs {
                key ^= RANDOM64[64 * kind + sq.index()];
            }
        }
    }
    let rights = pos.castling_rights();
    for (i, (color, side)) in [
        (Color::White, CastlingSide::KingSide),
        (Color::White, CastlingSide::QueenSide),
        (Color::Black, CastlingSide::KingSide),
        (Color::Black, CastlingSide::QueenSide),
    ]
    .into_iter()
    .enumerate()
    {
        if rights.has(color, side) {
            key ^= RANDOM64[CASTLING + i];
        }
    }
    let us = pos.turn();
    if let Some(ep) = pos.polyglot_ep_square() {
        key ^= RANDOM64[EN_PASSANT + ep.file().index()];
    }
    if us == Color::White {
        key ^= RANDOM64[WHITE_TO_MOVE];
    }
    key
}

#[cfg(test)]
mod tests {
    use crate::Position;

    /// The keys the format's description lists, move after move.
    #[test]
    fn the_formats_own_test_keys() {
        let mut pos = Position::new();
        assert_eq!(pos.polyglot_key(), 0x463b96181691fc9c);
        for (san, key) in [
            ("e4", 0x823c9b50fd114196),
            ("d5", 0x0756b94461c50fb0),
            ("e5", 0x662fafb965db29d4),
            ("f5", 0x22a48b5a8e47ff78),
            ("Ke2", 0x652a607ca3f242c1),
            ("Kf7", 0x00fdd303c946bdd9),
        ] {
            pos = pos.play_san(san).unwrap();
            assert_eq!(pos.polyglot_key(), key, "after {san}: {}", pos.fen());
        }
    }

    /// Transpositions share a key; the clocks do not count.
    #[test]
    fn the_moves_and_clocks_do_not_count() {
        let play = |moves: &[&str]| {
            moves
                .iter()
                .fold(Position::new(), |p, m| p.play_san(m).unwrap())
        };
        let a = play(&["Nf3", "Nf6", "Nc3", "Nc6"]);
        let b = play(&["Nc3", "Nc6", "Nf3", "Nf6"]);
        assert_eq!(a.polyglot_key(), b.polyglot_key());
        let c: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 17 40"
            .parse()
            .unwrap();
        assert_eq!(c.polyglot_key(), Position::new().polyglot_key());
    }
}
