//! Perft: counting the move paths of a given length, to test the generator.

use super::{Collect, Count, MoveList, generate};
use crate::{Move, Position};

/// The number of legal move sequences of `depth` plies from `pos`.
///
/// Counts at the last ply without playing the moves ("bulk counting").
pub(crate) fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut count = Count::default();
            generate(pos, &mut count);
            count.0 as u64
        }
        _ => {
            let mut moves = MoveList::new();
            generate(
                pos,
                &mut Collect {
                    pos,
                    moves: &mut moves,
                },
            );
            moves
                .iter()
                .map(|m| {
                    let mut child = *pos;
                    child.play_unchecked(m);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft split by first move: each legal move with its count at `depth`.
pub(crate) fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            child.play_unchecked(&m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
