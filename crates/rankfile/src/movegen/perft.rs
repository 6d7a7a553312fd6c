//! Perft: counting the move paths of a given length, to test the generator.

use super::{Collect, Count, MoveList, generate_with};
use crate::attacks::{Portable, Sliders};
use crate::{Move, Position};

/// Perft with magic bitboards, whatever the processor.
pub(crate) fn perft_portable(pos: &Position, depth: u32) -> u64 {
    perft_step(pos, depth, Portable, perft_portable)
}

/// One node of perft: the moves of `pos` counted at the last ply, else
/// each played and the plies below counted by `below`. Written once,
/// compiled for each way of finding slider attacks.
#[inline(always)]
pub(crate) fn perft_step<A: Sliders>(
    pos: &Position,
    depth: u32,
    sliders: A,
    below: impl Fn(&Position, u32) -> u64,
) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut count = Count::default();
            generate_with(pos, &mut count, sliders);
            count.0 as u64
        }
        _ => {
            let mut moves = MoveList::new();
            generate_with(
                pos,
                &mut Collect {
                    pos,
                    moves: &mut moves,
                },
                sliders,
            );
            moves
                .iter()
                .map(|m| {
                    let mut child = *pos;
                    child.play_unchecked(m);
                    below(&child, depth - 1)
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
            (m, super::perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
