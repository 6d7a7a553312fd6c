//! The peer libraries, driven the same way as rankfile.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

pub fn shakmaty_position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap_or_else(|e| panic!("shakmaty FEN: {e}"));
    fen.into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("shakmaty position: {e}"))
}

/// shakmaty's own perft, which counts the last ply without playing it.
pub fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    shakmaty::perft(pos, depth)
}

pub fn cozy_board(fen: &str) -> cozy_chess::Board {
    cozy_chess::Board::from_fen(fen, false).unwrap_or_else(|e| panic!("cozy-chess FEN: {e:?}"))
}

/// cozy-chess's perft as its own example writes it: the last ply counted
/// from the grouped move sets.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}
