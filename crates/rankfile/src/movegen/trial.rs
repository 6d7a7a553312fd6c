//! Moves of a side without exactly one king: a placement no game reaches,
//! which an editor or python-chess's board holds while it is being set up.
//!
//! The fast generator reasons from the mover's one king (its checkers, the
//! pieces pinned to it). Without a king nothing can be left in check, so
//! every [pseudo-legal](Position::pseudo_legal_moves) move is legal; with
//! several, python-chess guards the one on the highest square and lets the
//! others go where they will. Such positions are rare and small, so each
//! move is tried: played, and kept when the guarded king is not attacked
//! after it. Castling is judged for the king on the back rank.

use super::{Sink, pseudo};
use crate::{Position, Role};

/// Emits the legal moves of `pos`, whose side to move has no king or more
/// than one, into `sink`.
pub(super) fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.turn();
    let guarded = pos.board().by_piece(Role::King.of(us)).last();
    for m in pseudo::moves_by_rule(pos, false) {
        let safe = match guarded {
            None => true,
            Some(king) => {
                let mut after = *pos;
                after.play_unchecked(&m);
                let king = if m.from() == king { m.to() } else { king };
                let board = after.board();
                board.attackers_to(king, !us, board.occupied()).is_empty()
            }
        };
        if safe {
            sink.special(m);
        }
    }
    for m in super::castling::castles_without_one_king(pos) {
        sink.special(m);
    }
}

#[cfg(test)]
mod tests {
    use crate::{Position, Setup};

    fn position(fen: &str) -> Position {
        let setup: Setup = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        Position::from_setup_unchecked(setup)
    }

    fn ucis(pos: &Position) -> Vec<String> {
        let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        moves.sort();
        moves
    }

    #[test]
    fn without_a_king_every_move_by_the_pieces_rules_is_legal() {
        // The rook on a1 would be pinned by the queen if a king stood on
        // a8's line; with none, all fourteen of its moves are legal.
        let pos = position("q7/8/8/8/8/8/8/R7 w - - 0 1");
        assert_eq!(pos.legal_moves().len(), 14);
        assert_eq!(pos.count_legal_moves(), 14);
        assert!(pos.has_legal_moves());
        assert!(!pos.is_checkmate());
        // A lone black king, White to move with nothing: no move.
        assert!(ucis(&position("4k3/8/8/8/8/8/8/8 w - - 0 1")).is_empty());
    }

    #[test]
    fn with_two_kings_the_one_on_the_highest_square_is_guarded() {
        // Kings on a1 and h1; a black rook on the second rank attacks a2,
        // b2, g2 and h2. The h1 king may not step there; the a1 king may.
        let pos = position("7k/8/8/8/8/8/r7/K6K w - - 0 1");
        let moves = ucis(&pos);
        assert!(moves.contains(&"a1a2".to_string()), "{moves:?}");
        assert!(moves.contains(&"a1b2".to_string()), "{moves:?}");
        assert!(!moves.contains(&"h1h2".to_string()), "{moves:?}");
        assert!(!moves.contains(&"h1g2".to_string()), "{moves:?}");
        assert!(moves.contains(&"h1g1".to_string()), "{moves:?}");
    }

    #[test]
    fn one_king_alone_on_a_board() {
        let pos = position("8/8/8/8/8/8/8/K7 w - - 0 1");
        assert_eq!(ucis(&pos), ["a1a2", "a1b1", "a1b2"]);
    }
}
