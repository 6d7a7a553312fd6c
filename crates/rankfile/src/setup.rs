//! A position as written, before any legality check.

use crate::{Board, CastlingRights, Color, Square};

/// The FEN of the standard starting position, [`Setup::initial`]'s.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// All six FEN fields exactly as read, not yet checked for legality.
///
/// A [`Setup`] may describe an impossible position (no kings, the side not
/// to move in check, …). Turn it into a playable [`Position`](crate::Position)
/// with [`Position::from_setup`](crate::Position::from_setup), which checks it.
///
/// # Examples
///
/// ```
/// use rankfile::{Color, Setup};
///
/// let setup: Setup = "8/8/8/8/8/8/8/8 w - - 0 1".parse().unwrap();
/// assert_eq!(setup.turn, Color::White);
/// assert!(setup.board.occupied().is_empty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Field 1: the placement.
    pub board: Board,
    /// Field 2: the side to move.
    pub turn: Color,
    /// Field 3: the castling rights.
    pub castling: CastlingRights,
    /// Field 4: the en passant target square, exactly as given.
    pub ep_square: Option<Square>,
    /// Field 5: plies since the last capture or pawn move.
    pub halfmove: u32,
    /// Field 6: the move number, starting at 1 and growing after Black moves.
    pub fullmove: u32,
}

impl Setup {
    /// The standard starting position.
    pub const fn initial() -> Setup {
        Setup {
            board: Board::new(),
            turn: Color::White,
            castling: CastlingRights::standard(),
            ep_square: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The setup seen from the other side: the board upside down with its
    /// colours swapped, the other side to move, each castling right and
    /// the en passant square given to the other colour, the clocks kept. A
    /// position and its mirror are the same position, colours aside.
    ///
    /// ```
    /// use rankfile::Setup;
    ///
    /// let setup: Setup = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kq e3 0 1".parse()?;
    /// assert_eq!(
    ///     rankfile::fen::write(&setup.mirror()),
    ///     "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w Qk e6 0 1"
    /// );
    /// assert_eq!(setup.mirror().mirror(), setup);
    /// # Ok::<(), rankfile::ParseFenError>(())
    /// ```
    #[must_use]
    pub fn mirror(&self) -> Setup {
        let mut castling = CastlingRights::NONE;
        castling.set_chess960(self.castling.is_chess960());
        for (color, side, file) in self.castling.iter() {
            castling.set(!color, side, file);
        }
        Setup {
            board: self.board.flip_vertical().swap_colors(),
            turn: !self.turn,
            castling,
            ep_square: self.ep_square.map(Square::flip_vertical),
            halfmove: self.halfmove,
            fullmove: self.fullmove,
        }
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::initial()
    }
}
