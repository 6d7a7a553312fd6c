//! A board moved square to square by a function of masks, as python-chess
//! transforms one (`board.transform(chess.flip_vertical)`): each piece's
//! squares, the castling rooks' and the en passant square go where the
//! function sends them; the side to move and the clocks stay.

use pyo3::prelude::*;
use rankfile::{Bitboard, Color, Role};

use super::Board;

impl Board {
    /// The board with every mask passed through `f`.
    fn transformed(&self, f: &Bound<'_, PyAny>) -> PyResult<Board> {
        let moved =
            |mask: Bitboard| -> PyResult<Bitboard> { Ok(Bitboard(f.call1((mask.0,))?.extract()?)) };
        let board = self.pos.board();
        let mut placement = rankfile::Board::empty();
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = role.of(color);
                for sq in moved(board.by_piece(piece))? {
                    placement.set_piece_at(sq, piece);
                }
            }
        }
        let ep = match self.pos.ep_square() {
            Some(sq) => moved(Bitboard::from(sq))?.last(),
            None => None,
        };
        let mut setup = self.pos.to_setup();
        setup.board = placement;
        setup.ep_square = ep;
        let mut transformed = Board::from_setup(setup, moved(self.castling)?);
        transformed.promoted = moved(self.promoted)?;
        Ok(transformed)
    }
}

#[pymethods]
impl Board {
    /// A copy moved square to square by `f`, a function of masks
    /// (`rankfile.flip_vertical`, `rankfile.flip_diagonal`, …), without its
    /// moves.
    ///
    /// >>> board = rankfile.Board("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
    /// >>> board.transform(rankfile.flip_horizontal).board_fen()
    /// '3k4/8/8/8/8/8/8/3K3R'
    fn transform(&self, f: &Bound<'_, PyAny>) -> PyResult<Board> {
        self.transformed(f)
    }

    /// Moves this board square to square by `f` (see `transform`), and
    /// forgets its moves.
    ///
    /// >>> board = rankfile.Board("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
    /// >>> board.apply_transform(rankfile.flip_vertical)
    /// >>> board.board_fen()
    /// 'R3K3/8/8/8/8/8/8/4k3'
    fn apply_transform(&mut self, f: &Bound<'_, PyAny>) -> PyResult<()> {
        *self = self.transformed(f)?;
        Ok(())
    }
}
