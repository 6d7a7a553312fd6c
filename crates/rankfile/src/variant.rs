//! Which rules a FEN is read by: standard chess or Chess960.

/// Standard chess, or Chess960 (Fischer random chess), whose king and
/// rooks start anywhere on the back rank. The choice is made once, when a
/// FEN is read ([`fen::check`](crate::fen::check) with
/// [`CheckOptions`](crate::fen::CheckOptions)), and the
/// position carries it in its castling rights
/// ([`CastlingRights::is_chess960`](crate::CastlingRights::is_chess960)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Standard chess: the castling field is `KQkq` or a subset.
    #[default]
    Standard,
    /// Chess960: the castling field is X-FEN or Shredder-FEN.
    Chess960,
}

/// The number of the Chess960 start whose placement `board` is, if it is
/// one: the inverse of [`chess960_start`].
///
/// ```
/// use rankfile::Position;
/// use rankfile::variant::chess960_number;
///
/// assert_eq!(chess960_number(Position::new().board()), Some(518));
/// let moved = Position::new().play_uci("e2e4").unwrap();
/// assert_eq!(chess960_number(moved.board()), None);
/// ```
pub fn chess960_number(board: &crate::Board) -> Option<u16> {
    (0..960).find(|&n| chess960_start(n).is_some_and(|start| start.board() == board))
}

/// The Chess960 start position numbered `number`, 0 to 959, in the
/// standard numbering (Reinhard Scharnagl's, which lichess and
/// python-chess use): 518 is the standard start. Its castling rights are
/// all four, with the rooks where they stand.
///
/// ```
/// use rankfile::variant::chess960_start;
///
/// assert_eq!(
///     chess960_start(518).unwrap().fen(),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/// );
/// assert_eq!(
///     chess960_start(0).unwrap().fen(),
///     "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
/// );
/// assert!(chess960_start(960).is_none());
/// ```
pub fn chess960_start(number: u16) -> Option<crate::Position> {
    if number >= 960 {
        return None;
    }
    let mut rank: [Option<char>; 8] = [None; 8];
    let mut n = usize::from(number);
    // The bishops on a light square (b, d, f, h), then a dark one.
    rank[2 * (n % 4) + 1] = Some('B');
    n /= 4;
    rank[2 * (n % 4)] = Some('B');
    n /= 4;
    place(&mut rank, n % 6, 'Q');
    n /= 6;
    // The knights on two of the five squares left, in this order.
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (first, second) = KNIGHTS[n];
    place(&mut rank, second, 'N');
    place(&mut rank, first, 'N');
    // Rook, king, rook on the three squares left.
    for piece in ['R', 'K', 'R'] {
        place(&mut rank, 0, piece);
    }
    // Built square by square rather than read from a FEN: the variants
    // are below the FEN reader, which reads by their rules.
    let mut setup = crate::Setup::initial();
    setup.board = crate::Board::empty();
    setup.castling.set_chess960(true);
    for (file, letter) in crate::File::ALL.into_iter().zip(rank) {
        let role = crate::Role::from_char(letter?)?;
        for color in crate::Color::ALL {
            let back = crate::Rank::First.relative_to(color);
            let pawns = crate::Rank::Second.relative_to(color);
            setup
                .board
                .set_piece_at(crate::Square::from_coords(file, back), role.of(color));
            let pawn = crate::Role::Pawn.of(color);
            setup
                .board
                .set_piece_at(crate::Square::from_coords(file, pawns), pawn);
        }
    }
    for color in crate::Color::ALL {
        let back = crate::Rank::First.relative_to(color);
        let king = setup.board.king_of(color)?.file();
        let rooks = setup.board.by_piece(crate::Role::Rook.of(color)) & crate::Bitboard::rank(back);
        for rook in rooks {
            let side = match rook.file() > king {
                true => crate::CastlingSide::KingSide,
                false => crate::CastlingSide::QueenSide,
            };
            setup.castling.set(color, side, rook.file());
        }
    }
    crate::Position::from_setup(setup).ok()
}

/// Puts `piece` on the `index`-th empty square of `rank`.
fn place(rank: &mut [Option<char>; 8], index: usize, piece: char) {
    if let Some(slot) = rank.iter_mut().filter(|s| s.is_none()).nth(index) {
        *slot = Some(piece);
    }
}
