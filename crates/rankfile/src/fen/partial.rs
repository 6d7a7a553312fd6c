//! [`board_as_far_as_readable`]: the pieces of a placement that is only
//! partly right, for a board to draw while the FEN is being mended.

use crate::{Board, File, Piece, Rank, Square};

/// The pieces of the ranks that read, and the ranks that do not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartialBoard {
    /// The pieces of every rank that reads as eight squares.
    pub board: Board,
    /// The ranks that do not (a bad character, too few or too many
    /// squares, a rank missing), drawn empty.
    pub bad_ranks: Vec<Rank>,
}

/// Reads the placement of `text` (its first field) rank by rank, whatever
/// follows it: a rank that reads as eight squares gives its pieces, and
/// one that does not is listed in [`PartialBoard::bad_ranks`]. `None` when
/// not one rank reads (the text is no placement at all).
///
/// The readers check the whole FEN and say what is wrong; this only serves
/// a board that should not go blank while a person mends a FEN.
///
/// ```
/// use rankfile::fen::board_as_far_as_readable;
/// use rankfile::{Rank, Square};
///
/// // Rank 4 is nine squares wide; the side to move is not w or b.
/// let partial = board_as_far_as_readable("rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").unwrap();
/// assert_eq!(partial.bad_ranks, [Rank::Fourth]);
/// assert_eq!(partial.board.piece_at(Square::E1).map(|p| p.char()), Some('K'));
/// assert!(board_as_far_as_readable("hello").is_none());
/// ```
pub fn board_as_far_as_readable(text: &str) -> Option<PartialBoard> {
    let placement = text
        .trim_start()
        .split(|c: char| c.is_whitespace() || c == '_')
        .next()?;
    let mut board = Board::empty();
    let mut bad_ranks = Vec::new();
    let mut rows = placement.split('/');
    for rank in Rank::ALL.into_iter().rev() {
        let pieces = rows.next().and_then(read_rank);
        match pieces {
            Some(pieces) => {
                for (file, piece) in pieces.into_iter().enumerate() {
                    if let (Some(piece), Some(file)) = (piece, File::new(file as u32)) {
                        board.set_piece_at(Square::from_coords(file, rank), piece);
                    }
                }
            }
            None => bad_ranks.push(rank),
        }
    }
    (bad_ranks.len() < 8).then_some(PartialBoard { board, bad_ranks })
}

/// The eight squares of a rank's text, or `None` when it is not eight.
fn read_rank(text: &str) -> Option<[Option<Piece>; 8]> {
    let mut squares = [None; 8];
    let mut file = 0;
    for c in text.chars() {
        match c.to_digit(10) {
            Some(n @ 1..=8) => file += n as usize,
            Some(_) => return None,
            None => {
                *squares.get_mut(file)? = Some(Piece::from_char(c)?);
                file += 1;
            }
        }
        if file > 8 {
            return None;
        }
    }
    (file == 8).then_some(squares)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whatever_follows_the_placement_the_pieces_are_read() {
        for text in [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq e3 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkx e3 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 -1 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
        ] {
            let partial = board_as_far_as_readable(text).unwrap();
            assert!(partial.bad_ranks.is_empty(), "{text}");
            assert_eq!(partial.board.occupied().count(), 32, "{text}");
        }
    }

    #[test]
    fn a_bad_rank_is_named_and_the_others_drawn() {
        let partial = board_as_far_as_readable("4k3/8/8/8/8/8/9/4K3 w - - 0 1").unwrap();
        assert_eq!(partial.bad_ranks, [Rank::Second]);
        assert_eq!(partial.board.occupied().count(), 2);
        let partial = board_as_far_as_readable("4k3/8/8/4K3").unwrap();
        assert_eq!(
            partial.bad_ranks,
            [Rank::Fourth, Rank::Third, Rank::Second, Rank::First]
        );
        let partial = board_as_far_as_readable("4k3/8/8/8/8/8/8/4K3/8").unwrap();
        assert!(partial.bad_ranks.is_empty());
        let partial = board_as_far_as_readable("4x3/44/8/8/8/8/8/4K3").unwrap();
        assert_eq!(partial.bad_ranks, [Rank::Eighth]);
        assert!(board_as_far_as_readable("").is_none());
        assert!(board_as_far_as_readable("x/x/x/x/x/x/x/x").is_none());
    }
}
