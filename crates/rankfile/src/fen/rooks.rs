//! A castling field read as the rook squares it names, whatever stands on
//! the board: how a board editor (or python-chess's board) keeps castling
//! rights while the position is being set up.

use crate::{Bitboard, Board, Color, File, Rank, Role, Square};

/// The rook squares that the castling field `field` names on `board`, in
/// X-FEN's reading: `K` (`k`) the outermost rook of that colour on its back
/// rank beyond its king towards `h`, `Q` (`q`) towards `a`, the corner when
/// there is no such rook (or no king); a file letter `A`–`H` (`a`–`h`) that
/// file's back-rank square; `-` none. Nothing is checked against the board:
/// [`castling_standing`](crate::validate::castling_standing) keeps the
/// rights that stand.
///
/// `None` when the field is not a castling field: White's letters first,
/// then Black's, at most two of each (a side castles on two wings).
///
/// ```
/// use rankfile::{Setup, Square};
/// use rankfile::fen::castling_rooks;
///
/// let setup: Setup = "1r2k3/8/8/8/8/8/8/R3KR2 w - - 0 1".parse()?;
/// let rooks = castling_rooks(&setup.board, "KQkq").unwrap();
/// // K: the f1 rook (outermost beyond the king); k: no black rook beyond
/// // the king, so the corner.
/// let expected = [Square::A1, Square::F1, Square::B8, Square::H8];
/// assert_eq!(rooks.into_iter().collect::<Vec<_>>(), expected);
/// assert_eq!(castling_rooks(&setup.board, "kK"), None);
/// assert_eq!(castling_rooks(&setup.board, "KQK"), None);
/// # Ok::<(), rankfile::ParseFenError>(())
/// ```
pub fn castling_rooks(board: &Board, field: &str) -> Option<Bitboard> {
    let mut rooks = Bitboard::EMPTY;
    if field == "-" {
        return Some(rooks);
    }
    let (mut white, mut black) = (0, 0);
    for c in field.chars() {
        let color = match c {
            'K' | 'Q' | 'A'..='H' if black == 0 => Color::White,
            'k' | 'q' | 'a'..='h' => Color::Black,
            _ => return None,
        };
        let count = match color {
            Color::White => &mut white,
            Color::Black => &mut black,
        };
        *count += 1;
        if *count > 2 {
            return None;
        }
        rooks |= rook_named(board, color, c.to_ascii_lowercase());
    }
    Some(rooks)
}

/// The rook square of `color` that the lower-case letter `c` names.
fn rook_named(board: &Board, color: Color, c: char) -> Square {
    let back = Rank::First.relative_to(color);
    let corner = |file| Square::from_coords(file, back);
    let own = board.by_piece(Role::Rook.of(color)) & Bitboard::rank(back);
    let king = board.king_of(color).filter(|k| k.rank() == back);
    match c {
        'k' => king
            .and_then(|k| own.last().filter(|r| r.file() > k.file()))
            .unwrap_or(corner(File::H)),
        'q' => king
            .and_then(|k| own.first().filter(|r| r.file() < k.file()))
            .unwrap_or(corner(File::A)),
        _ => File::from_char(c).map_or(corner(File::A), corner),
    }
}
