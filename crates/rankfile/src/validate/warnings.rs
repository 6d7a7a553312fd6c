//! Plausibility: positions one can play from but that no game reaches.
//!
//! These are warnings, not errors: python-chess accepts every one of these
//! positions, and so does rankfile. Each message shows its arithmetic.

use super::{Problem, ProblemKind};
use crate::attacks;
use crate::{Bitboard, Color, Rank, Role, Setup, Square};

/// Every plausibility warning of `setup`, in the order of [`ProblemKind`].
///
/// # Examples
///
/// ```
/// use rankfile::{validate, ProblemKind, Setup};
///
/// let setup: Setup = "4k3/8/8/8/8/8/8/4K3 w - - 150 1".parse().unwrap();
/// let warnings = validate::warnings(&setup);
/// assert_eq!(warnings[0].kind, ProblemKind::HalfmoveExceedsPlies);
/// assert_eq!(
///     warnings[0].message,
///     "the halfmove clock is 150, but at move 1 with white to move at most 0 plies have been played (2 × (1 − 1) + 0)"
/// );
/// ```
pub fn warnings(setup: &Setup) -> Vec<Problem> {
    let mut out = Vec::new();
    for color in Color::ALL {
        material(setup, color, &mut out);
    }
    for color in Color::ALL {
        pawn_files(setup, color, &mut out);
    }
    crossed_pawns(setup, &mut out);
    clocks(setup, &mut out);
    double_check(setup, &mut out);
    out
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// More queens, rooks, knights or same-coloured bishops than the set has
/// must be promoted pawns, and only missing pawns can have promoted.
fn material(setup: &Setup, color: Color, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let own = board.by_color(color);
    let count = |bb: Bitboard| (bb & own).count();
    let pawns = count(board.by_role(Role::Pawn));
    let bishops = board.by_role(Role::Bishop);
    let extras = [
        (count(board.by_role(Role::Queen)), 1, "queen", "queens"),
        (count(board.by_role(Role::Rook)), 2, "rook", "rooks"),
        (count(board.by_role(Role::Knight)), 2, "knight", "knights"),
        (
            count(bishops & Bitboard::LIGHT),
            1,
            "light-squared bishop",
            "light-squared bishops",
        ),
        (
            count(bishops & Bitboard::DARK),
            1,
            "dark-squared bishop",
            "dark-squared bishops",
        ),
    ];
    let promoted: usize = extras
        .iter()
        .map(|&(n, set, _, _)| n.saturating_sub(set))
        .sum();
    let missing = 8usize.saturating_sub(pawns);
    if promoted <= missing {
        return;
    }
    let parts: Vec<String> = extras
        .iter()
        .filter(|&&(n, set, _, _)| n > set)
        .map(|&(n, set, one, many)| format!("{} ({} in the set)", plural(n, one, many), set))
        .collect();
    let promoted_squares = extras_squares(setup, color);
    out.push(
        Problem::new(
            ProblemKind::TooMuchMaterial,
            format!(
                "{color} has {}: at least {} must be promoted pawns, but only {} missing ({} on the board)",
                parts.join(", "),
                promoted,
                plural(missing, "pawn is", "pawns are"),
                pawns
            ),
            promoted_squares,
        )
        .hint("each promoted piece needs a pawn that left the board: remove pieces or pawns"),
    );
}

fn extras_squares(setup: &Setup, color: Color) -> Bitboard {
    let board = &setup.board;
    let own = board.by_color(color);
    let mut squares = Bitboard::EMPTY;
    for (set, bb) in [
        (1, board.by_role(Role::Queen)),
        (2, board.by_role(Role::Rook)),
        (2, board.by_role(Role::Knight)),
        (1, board.by_role(Role::Bishop) & Bitboard::LIGHT),
        (1, board.by_role(Role::Bishop) & Bitboard::DARK),
    ] {
        if (bb & own).count() > set {
            squares |= bb & own;
        }
    }
    squares
}

/// The fewest captures that put `pawns_per_file` on their files, each pawn
/// from its own starting file: a pawn changes file only by capturing, one
/// file per capture.
fn captures_to_reach(files: &[usize]) -> usize {
    // files sorted; an optimal matching keeps the order, so dynamic
    // programming over (pawns placed, starting files used) is exact.
    const INF: usize = usize::MAX / 2;
    let n = files.len();
    let mut best = [[INF; 9]; 9];
    best[0] = [0; 9];
    for i in 1..=n {
        for j in 1..=8 {
            let take = best[i - 1][j - 1].saturating_add(files[i - 1].abs_diff(j - 1));
            best[i][j] = best[i][j - 1].min(take);
        }
    }
    best[n][8]
}

/// Pawns on files they can only have reached by capturing, more captures
/// than the opponent has lost pieces.
fn pawn_files(setup: &Setup, color: Color, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let pawns = board.by_piece(Role::Pawn.of(color));
    if pawns.count() > 8 {
        return; // already an error
    }
    let files: arrayvec::ArrayVec<usize, 8> = {
        let mut f: arrayvec::ArrayVec<usize, 8> =
            pawns.into_iter().map(|s| s.file().index()).collect();
        f.sort_unstable();
        f
    };
    let needed = captures_to_reach(&files);
    let theirs = board.by_color(!color).count();
    let lost = 16usize.saturating_sub(theirs);
    if needed <= lost {
        return;
    }
    let letters: Vec<String> = files
        .iter()
        .map(|&f| ((b'a' + f as u8) as char).to_string())
        .collect();
    out.push(Problem::new(
        ProblemKind::TooManyPawnCaptures,
        format!(
            "{color}'s pawns stand on files {}: from one pawn per starting file that takes at least {} (a pawn changes file only by capturing), but {} has lost only {} (16 − {} on the board)",
            letters.join(", "),
            plural(needed, "capture", "captures"),
            !color,
            plural(lost, "piece", "pieces"),
            theirs
        ),
        pawns,
    ));
}

/// A white pawn above a black pawn on one file: pawns cannot pass each
/// other, so one of them came from another file by capturing, a capture
/// per such file.
fn crossed_pawns(setup: &Setup, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let white = board.by_piece(Role::Pawn.of(Color::White));
    let black = board.by_piece(Role::Pawn.of(Color::Black));
    let mut crossed = Vec::new();
    let mut squares = Bitboard::EMPTY;
    for file in crate::File::ALL {
        let on_file = Bitboard::file(file);
        let (w, b) = (white & on_file, black & on_file);
        if let (Some(top_white), Some(low_black)) = (w.last(), b.first()) {
            if top_white.rank() > low_black.rank() {
                crossed.push(format!("{top_white} above {low_black}"));
                squares = squares.with(top_white).with(low_black);
            }
        }
    }
    let on_board = board.occupied().count();
    let captured = 32usize.saturating_sub(on_board);
    if crossed.len() <= captured {
        return;
    }
    out.push(Problem::new(
        ProblemKind::TooManyPawnCaptures,
        format!(
            "white pawns stand above black pawns on {} ({}): pawns cannot pass each other on a file, so each such file took a capture, but only {} been captured (32 − {} on the board)",
            plural(crossed.len(), "file", "files"),
            crossed.join(", "),
            plural(captured, "piece has", "pieces have"),
            on_board
        ),
        squares,
    )
    .hint("is the board upside down? rank 8 is written first"));
}

fn clocks(setup: &Setup, out: &mut Vec<Problem>) {
    if let (Some(ep), 1..) = (setup.ep_square, setup.halfmove) {
        out.push(
            Problem::new(
                ProblemKind::EpWithHalfmove,
                format!(
                    "the en passant square {ep} says the last move was a double pawn push, which resets the halfmove clock to 0; it is {}",
                    setup.halfmove
                ),
                Bitboard::from(ep),
            )
            .hint("set the halfmove clock to 0, or the en passant field to -"),
        );
    }
    let black = u64::from(setup.turn == Color::Black);
    let plies = 2 * u64::from(setup.fullmove.saturating_sub(1)) + black;
    if u64::from(setup.halfmove) > plies {
        out.push(
            Problem::new(
                ProblemKind::HalfmoveExceedsPlies,
                format!(
                    "the halfmove clock is {}, but at move {} with {} to move at most {} been played (2 × ({} − 1) + {black})",
                    setup.halfmove,
                    setup.fullmove,
                    setup.turn,
                    plural(plies as usize, "ply has", "plies have"),
                    setup.fullmove
                ),
                Bitboard::EMPTY,
            )
            .hint("the halfmove clock counts plies since the last capture or pawn move, so it is never larger than the plies played"),
        );
    }
}

/// A double check needs one piece to move, giving check, off the line of a
/// bishop, rook or queen that then gives check too.
fn double_check(setup: &Setup, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let us = setup.turn;
    let Some(king) = board.king_of(us) else {
        return;
    };
    if board.by_piece(Role::King.of(us)).more_than_one() || super::valid_ep_square(setup).is_some()
    {
        return;
    }
    let occupied = board.occupied();
    let checkers = board.attackers_to(king, !us, occupied);
    let (Some(a), Some(b)) = (checkers.first(), checkers.last()) else {
        return;
    };
    if checkers.count() != 2 || attacks::aligned(a, b, king) {
        return; // none, single, or already an error
    }
    if explains(setup, a, b, king) || explains(setup, b, a, king) {
        return;
    }
    let name = |sq: Square| match board.piece_at(sq) {
        Some(p) => format!("{} {} on {sq}", p.color, p.role),
        None => sq.to_string(),
    };
    out.push(Problem::new(
        ProblemKind::UnreachableDoubleCheck,
        format!(
            "{us} king on {king} is in check from {} and {}, which no single move gives: a double check needs one piece to move, giving check, off the line of a bishop, rook or queen",
            name(a),
            name(b)
        ),
        checkers.with(king),
    ));
}

/// Whether `mover` can have just moved (or promoted, or captured en
/// passant) from a square on `slider`'s line to `king`.
fn explains(setup: &Setup, mover: Square, slider: Square, king: Square) -> bool {
    let board = &setup.board;
    let them = !setup.turn;
    let Some(slider_role) = board.role_at(slider) else {
        return false;
    };
    if !matches!(slider_role, Role::Bishop | Role::Rook | Role::Queen) {
        return false;
    }
    let Some(role) = board.role_at(mover) else {
        return false;
    };
    let line = attacks::between(slider, king);
    let occupied = board.occupied();
    let back = if them == Color::White { -8 } else { 8 };
    let last_rank = Rank::Eighth.relative_to(them);
    // Castling: the rook gives check from beside the king's new square,
    // and the king left e1 (or e8), which may have been on the line.
    let castled = crate::CastlingSide::ALL
        .into_iter()
        .any(|side| mover == side.rook_to(them) && board.king_of(them) == Some(side.king_to(them)));
    if role == Role::Rook && castled {
        return true;
    }
    line.into_iter().any(|from| {
        let reaches = match role {
            Role::Pawn => {
                let push = from.offset(-back) == Some(mover);
                let capture = attacks::pawn_attacks(them, from).contains(mover);
                // En passant also empties the captured pawn's square.
                let ep = mover.rank() == Rank::Sixth.relative_to(them)
                    && mover
                        .offset(back)
                        .is_some_and(|captured| line.contains(captured));
                push || capture || ep
            }
            Role::King => false,
            _ => attacks::attacks(role, them, from, occupied.without(mover)).contains(mover),
        };
        let promoted = mover.rank() == last_rank
            && role != Role::Pawn
            && (from.offset(-back) == Some(mover)
                || attacks::pawn_attacks(them, from).contains(mover));
        reaches || promoted
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(fen: &str) -> Vec<&'static str> {
        let setup: Setup = fen.parse().unwrap();
        warnings(&setup).iter().map(|p| p.kind.code()).collect()
    }

    #[test]
    fn light_and_dark_masks_agree_with_squares() {
        for sq in Bitboard::FULL {
            assert_eq!(Bitboard::LIGHT.contains(sq), sq.is_light());
        }
    }

    #[test]
    fn fewest_captures_for_pawn_files() {
        assert_eq!(captures_to_reach(&[0, 1, 2, 3, 4, 5, 6, 7]), 0);
        assert_eq!(captures_to_reach(&[0, 0]), 1);
        assert_eq!(captures_to_reach(&[1, 1, 1]), 2);
        assert_eq!(captures_to_reach(&[0, 0, 0, 0, 0, 0, 0, 0]), 28);
        assert_eq!(captures_to_reach(&[]), 0);
    }

    #[test]
    fn ordinary_positions_have_no_warnings() {
        assert!(codes(crate::fen::STARTING_FEN).is_empty());
        assert!(
            codes("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
                .is_empty()
        );
        // A queen and a rook in double check after the queen left c1.
        assert!(codes("k7/8/8/8/8/8/2q5/1K1r4 w - - 0 1").is_empty());
        // A knight's check uncovering a rook.
        assert!(codes("4k3/8/4r3/8/8/3n4/8/4K3 w - - 0 10").is_empty());
    }

    #[test]
    fn each_warning_on_a_position_that_shows_it() {
        assert_eq!(
            codes("4k3/8/8/8/8/QQQ5/PPPPPPPP/4K3 w - - 0 20"),
            ["too_much_material"]
        );
        assert_eq!(
            codes("4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 20"),
            ["too_much_material"]
        );
        assert_eq!(
            codes("rnbqkbnr/pppppppp/8/8/8/1P6/1PPPPPPP/RNBQKBNR w KQkq - 0 5"),
            ["too_many_pawn_captures"]
        );
        assert_eq!(
            codes("RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w - - 0 1"),
            ["too_many_pawn_captures"]
        );
        assert_eq!(
            codes("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 3 10"),
            ["ep_with_halfmove"]
        );
        assert_eq!(
            codes("4k3/8/8/8/8/8/8/4K3 b - - 12 6"),
            ["halfmove_exceeds_plies"]
        );
        assert!(codes("4k3/8/8/8/8/8/8/4K3 b - - 11 6").is_empty());
        assert_eq!(
            codes("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"),
            ["unreachable_double_check"]
        );
        assert_eq!(
            codes("4k3/8/8/8/1b6/8/8/4K2r w - - 0 1"),
            ["unreachable_double_check"]
        );
    }
}
