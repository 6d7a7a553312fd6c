//! What a board allows in a FEN's other fields, as a board editor offers
//! them: the castling rights whose king and rook stand at home, and the
//! en passant squares a pawn can have just passed.

use crate::{Bitboard, Board, CastlingRights, CastlingSide, Color, File, Rank, Role, Square};

/// The castling rights `board` allows, in `KQkq` order: in standard chess
/// the king on e1 (e8) and the rook on h1 or a1 (h8, a8); in Chess960 the
/// king on its back rank and a rook of its colour beyond it on that side.
///
/// A right the board allows can still be refused by the rest of the
/// position (two rooks of a Chess960 side, say); [`check`](super::check)
/// says so. This is what an editor may offer.
///
/// ```
/// use rankfile::{CastlingSide, Color, Setup};
/// use rankfile::validate::castling_allowed;
///
/// let setup: Setup = "r3k3/8/8/8/8/8/8/4K2R w - - 0 1".parse()?;
/// assert_eq!(castling_allowed(&setup.board, false), [
///     (Color::White, CastlingSide::KingSide),
///     (Color::Black, CastlingSide::QueenSide),
/// ]);
/// # Ok::<(), rankfile::ParseFenError>(())
/// ```
pub fn castling_allowed(board: &Board, chess960: bool) -> Vec<(Color, CastlingSide)> {
    let mut allowed = Vec::new();
    for color in [Color::White, Color::Black] {
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            if castling_stands(board, color, side, chess960) {
                allowed.push((color, side));
            }
        }
    }
    allowed
}

fn castling_stands(board: &Board, color: Color, side: CastlingSide, chess960: bool) -> bool {
    let back = Rank::First.relative_to(color);
    let rooks = board.by_piece(Role::Rook.of(color)) & Bitboard::rank(back);
    if !chess960 {
        let corner = match side {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        };
        return board.king_of(color) == Some(Square::from_coords(File::E, back))
            && rooks.contains(Square::from_coords(corner, back));
    }
    let Some(king) = board.king_of(color).filter(|k| k.rank() == back) else {
        return false;
    };
    rooks
        .into_iter()
        .any(|r| (r.file() > king.file()) == (side == CastlingSide::KingSide))
}

/// The castling rights that stand on `board` among the rooks on `rooks`
/// (any squares: python-chess's board keeps its castling rights as such a
/// set, and lets a script write any): for each colour, a rook of that
/// colour on its back rank with its king on that rank, the outermost such
/// rook on each side of the king; in standard chess only the king on `e`
/// and the rooks in the corners. A right that does not stand is dropped,
/// as a game drops it when the king or rook leaves.
///
/// ```
/// use rankfile::{Bitboard, Setup, Square};
/// use rankfile::validate::castling_standing;
///
/// // KQkq asked of a board whose h1 rook is on f1 and whose black rook
/// // is on b8: only White's queenside right stands.
/// let setup: Setup = "1r2k3/8/8/8/8/8/8/R3KR2 w - - 0 1".parse()?;
/// let asked = Bitboard::from_iter([Square::A1, Square::H1, Square::A8, Square::H8]);
/// assert_eq!(castling_standing(&setup.board, asked, false).to_string(), "Q");
/// // In Chess960 the f1 rook is the kingside one, the b8 rook the
/// // queenside one: asked for all the back ranks' squares, three stand
/// // (Chess960's rights name their rooks' files).
/// let backs = Bitboard(0xff00_0000_0000_00ff);
/// assert_eq!(castling_standing(&setup.board, backs, true).to_string(), "FAb");
/// # Ok::<(), rankfile::ParseFenError>(())
/// ```
pub fn castling_standing(board: &Board, rooks: Bitboard, chess960: bool) -> CastlingRights {
    let mut rights = CastlingRights::NONE;
    rights.set_chess960(chess960);
    for color in Color::ALL {
        let back = Bitboard::rank(Rank::First.relative_to(color));
        let kings = board.by_piece(Role::King.of(color)) & back;
        let mut candidates = rooks & board.by_piece(Role::Rook.of(color)) & back;
        let king = if chess960 {
            kings.last()
        } else {
            let corners = Bitboard::file(File::A) | Bitboard::file(File::H);
            candidates &= corners;
            (kings & Bitboard::file(File::E)).first()
        };
        let Some(king) = king else { continue };
        if let Some(rook) = candidates.first().filter(|r| r.file() < king.file()) {
            rights.set(color, CastlingSide::QueenSide, rook.file());
        }
        if let Some(rook) = candidates.last().filter(|r| r.file() > king.file()) {
            rights.set(color, CastlingSide::KingSide, rook.file());
        }
    }
    rights
}

/// The en passant squares `board` allows with `turn` to move: on the
/// sixth rank (from `turn`'s side), empty, with a pawn of the other side
/// just in front of it and the square that pawn came from empty.
///
/// ```
/// use rankfile::{Color, Setup, Square};
/// use rankfile::validate::en_passant_squares;
///
/// let setup: Setup = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".parse()?;
/// let squares = en_passant_squares(&setup.board, Color::Black);
/// assert_eq!(squares.into_iter().collect::<Vec<_>>(), [Square::E3]);
/// assert!(en_passant_squares(&setup.board, Color::White).is_empty());
/// # Ok::<(), rankfile::ParseFenError>(())
/// ```
pub fn en_passant_squares(board: &Board, turn: Color) -> Bitboard {
    Bitboard::rank(Rank::Sixth.relative_to(turn))
        .into_iter()
        .filter(|&ep| pawn_passed(board, turn, ep))
        .collect()
}

/// Whether a pawn of the side not to move can have just passed `ep`.
pub(crate) fn pawn_passed(board: &Board, turn: Color, ep: Square) -> bool {
    if ep.rank() != Rank::Sixth.relative_to(turn) {
        return false;
    }
    let forward: i32 = if turn == Color::White { 8 } else { -8 };
    let (Some(pushed_to), Some(pushed_from)) = (ep.offset(-forward), ep.offset(forward)) else {
        return false;
    };
    let occupied = board.occupied();
    board.by_piece(Role::Pawn.of(!turn)).contains(pushed_to)
        && !occupied.contains(ep)
        && !occupied.contains(pushed_from)
}
