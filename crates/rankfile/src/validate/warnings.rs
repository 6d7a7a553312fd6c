//! Plausibility: positions one can play from but that no game reaches.
//!
//! These are warnings, not errors: python-chess accepts every one of these
//! positions, and so does rankfile. Each message shows its arithmetic.

use super::kind::problem;
use super::{Problem, ProblemKind};
use crate::attacks;
use crate::text::plural;
use crate::text::{Arg, Text, t};
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
/// assert_eq!(warnings[0].kind(), Some(ProblemKind::HalfmoveExceedsPlies));
/// assert_eq!(
///     warnings[0].message,
///     "the halfmove clock is 150, but at move 1 with white to move no ply has been played (2 × (1 − 1) + 0)"
/// );
/// ```
pub fn warnings(setup: &Setup) -> Vec<Problem> {
    let checkers = match setup.board.king_of(setup.turn) {
        Some(king) => setup
            .board
            .attackers_to(king, !setup.turn, setup.board.occupied()),
        None => Bitboard::EMPTY,
    };
    warnings_with_checkers(setup, checkers)
}

/// [`warnings`], given the pieces checking the side to move.
pub(crate) fn warnings_with_checkers(setup: &Setup, checkers: Bitboard) -> Vec<Problem> {
    let mut out = Vec::new();
    for color in Color::ALL {
        material(setup, color, &mut out);
    }
    for color in Color::ALL {
        pawn_files(setup, color, &mut out);
    }
    crossed_pawns(setup, &mut out);
    clocks(setup, &mut out);
    start(setup, &mut out);
    double_check(setup, checkers, &mut out);
    out
}

/// More queens, rooks, knights or same-coloured bishops than the set has
/// must be promoted pawns, and only missing pawns can have promoted.
fn material(setup: &Setup, color: Color, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let own = board.by_color(color);
    let count = |bb: Bitboard| (bb & own).count();
    let pawns = count(board.by_role(Role::Pawn));
    // Quick test first, without counting: nothing beyond the set's
    // pieces means nothing promoted.
    let at_most_two = |bb: Bitboard| {
        let x = bb.0 & own.0;
        let x = x & x.wrapping_sub(1);
        x & x.wrapping_sub(1) == 0
    };
    let bishops_own = board.by_role(Role::Bishop) & own;
    if !(board.by_role(Role::Queen) & own).more_than_one()
        && at_most_two(board.by_role(Role::Rook))
        && at_most_two(board.by_role(Role::Knight))
        && !(bishops_own & Bitboard::LIGHT).more_than_one()
        && !(bishops_own & Bitboard::DARK).more_than_one()
    {
        return;
    }
    let bishops = board.by_role(Role::Bishop);
    let extras = [
        (count(board.by_role(Role::Queen)), 1, "queen"),
        (count(board.by_role(Role::Rook)), 2, "rook"),
        (count(board.by_role(Role::Knight)), 2, "knight"),
        (count(bishops & Bitboard::LIGHT), 1, "light-squared-bishop"),
        (count(bishops & Bitboard::DARK), 1, "dark-squared-bishop"),
    ];
    let promoted: usize = extras
        .iter()
        .map(|&(n, set, _)| n.saturating_sub(set))
        .sum();
    let missing = 8usize.saturating_sub(pawns);
    if promoted <= missing {
        return;
    }
    let parts: Vec<Text> = extras
        .iter()
        .filter(|&&(n, set, _)| n > set)
        .map(|&(count, set, kind)| {
            // The key names the kind for the catalogs; its words, English.
            let noun = kind.replace("d-b", "d b");
            let pieces = plural(count, &noun, &format!("{noun}s"));
            t!(
                "material-extra",
                "{pieces} ({set} in the set)",
                count,
                kind,
                set
            )
        })
        .collect();
    let english = crate::text::english_list(&parts);
    let parts = Arg::from(parts);
    let promoted_squares = extras_squares(setup, color);
    let are_missing = match missing {
        0 => "no pawn is".to_string(),
        n => format!("only {}", plural(n, "pawn is", "pawns are")),
    };
    let must_be = match promoted {
        1 => "at least one of them must be a promoted pawn".to_string(),
        n => format!("at least {n} must be promoted pawns"),
    };
    out.push(
        problem(
            ProblemKind::TooMuchMaterial,
            t!(
                "warning-too-much-material",
                "{color} has {english}: {must_be}, but {are_missing} missing ({pawns} on the board)",
                color,
                parts,
                promoted,
                missing,
                pawns
            ),
            promoted_squares,
        )
        .with_hint(t!(
            "warning-too-much-material-hint",
            "each promoted piece needs a pawn that left the board: remove pieces or pawns"
        )),
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

/// `bb` and every square north of it on the same file.
fn north_fill(bb: u64) -> u64 {
    let mut x = bb;
    x |= x << 8;
    x |= x << 16;
    x |= x << 32;
    x
}

/// The cost of sending each pawn (files sorted) to the first free file at
/// or right of its own; `None` when that runs off the board.
fn greedy_captures(files: &[usize]) -> Option<usize> {
    let mut next = 0;
    let mut cost = 0;
    for &f in files {
        let slot = f.max(next);
        if slot > 7 {
            return None;
        }
        cost += slot - f;
        next = slot + 1;
    }
    Some(cost)
}

/// Pawns on files they can only have reached by capturing, more captures
/// than the opponent has lost pieces.
fn pawn_files(setup: &Setup, color: Color, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let pawns = board.by_piece(Role::Pawn.of(color));
    if pawns.0 & north_fill(pawns.0 << 8) == 0 {
        return; // one pawn a file needs no capture
    }
    let theirs = board.by_color(!color).count();
    let lost = 16usize.saturating_sub(theirs);
    // Each pawn changes file at most 7 times, and only doubled pawns must.
    let doubled = (pawns.0 & north_fill(pawns.0 << 8)).count_ones() as usize;
    if lost >= 7 * doubled || pawns.count() > 8 {
        return;
    }
    // In file order, so sorted as the matching wants.
    let mut files: arrayvec::ArrayVec<usize, 8> = arrayvec::ArrayVec::new();
    for file in crate::File::ALL {
        for _ in 0..(pawns & Bitboard::file(file)).count() {
            files.push(file.index());
        }
    }
    // A quick upper bound first: each pawn, left to right, to the first
    // free starting file at or right of its own. Only when that costs
    // more than the captures available is the exact count needed.
    if greedy_captures(&files).is_some_and(|upper| upper <= lost) {
        return;
    }
    let needed = captures_to_reach(&files);
    if needed <= lost {
        return;
    }
    let letters: Vec<String> = files
        .iter()
        .map(|&f| ((b'a' + f as u8) as char).to_string())
        .collect();
    let files = letters.join(", ");
    let (captures, pieces) = (
        plural(needed, "capture", "captures"),
        match lost {
            0 => "no piece".to_string(),
            n => format!("only {}", plural(n, "piece", "pieces")),
        },
    );
    let them = !color;
    out.push(problem(
        ProblemKind::TooManyPawnCaptures,
        t!(
            "warning-pawn-files",
            "{color}'s pawns stand on files {files}: from one pawn per starting file that takes at least {captures} (a pawn changes file only by capturing), but {them} has lost {pieces} (16 − {theirs} on the board)",
            color,
            files,
            needed,
            them,
            lost,
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
    if white.0 & north_fill(black.0 << 8) == 0 {
        return; // no white pawn above a black one
    }
    let on_board = board.occupied().count();
    let captured = 32usize.saturating_sub(on_board);
    let pairs: arrayvec::ArrayVec<(Square, Square), 8> = crate::File::ALL
        .iter()
        .filter_map(|&file| {
            let on_file = Bitboard::file(file);
            let top_white = (white & on_file).last()?;
            let low_black = (black & on_file).first()?;
            (top_white.rank() > low_black.rank()).then_some((top_white, low_black))
        })
        .collect();
    if pairs.len() <= captured {
        return;
    }
    let crossed: Vec<Text> = pairs
        .iter()
        .map(|&(white, black)| t!("pawn-above", "{white} above {black}", white, black))
        .collect();
    let squares = pairs
        .iter()
        .fold(Bitboard::EMPTY, |acc, &(w, b)| acc.with(w).with(b));
    let count = crossed.len();
    let (files, list) = (
        plural(count, "file", "files"),
        crate::text::english_list(&crossed),
    );
    let pairs = Arg::from(crossed);
    let have = match captured {
        0 => "no piece has".to_string(),
        n => format!("only {}", plural(n, "piece has", "pieces have")),
    };
    out.push(
        problem(
            ProblemKind::TooManyPawnCaptures,
            t!(
                "warning-crossed-pawns",
                "white pawns stand above black pawns on {files} ({list}): pawns cannot pass each other on a file, so each such file took a capture, but {have} been captured (32 − {on_board} on the board)",
                count,
                pairs,
                captured,
                on_board
            ),
            squares,
        )
        .with_hint(t!(
            "warning-crossed-pawns-hint",
            "is the board upside down? rank 8 is written first"
        )),
    );
}

fn clocks(setup: &Setup, out: &mut Vec<Problem>) {
    if let (Some(ep), 1..) = (setup.ep_square, setup.halfmove) {
        out.push(
            problem(
                ProblemKind::EpWithHalfmove,
                {
                    let halfmove = setup.halfmove;
                    t!(
                        "warning-ep-with-halfmove",
                        "the en passant square {ep} says the last move was a double pawn push, which resets the halfmove clock to 0; it is {halfmove}",
                        ep,
                        halfmove
                    )
                },
                Bitboard::from(ep),
            )
            .with_hint(t!(
                "warning-ep-with-halfmove-hint",
                "set the halfmove clock to 0, or the en passant field to -"
            )),
        );
    }
    let black = u64::from(setup.turn == Color::Black);
    let plies = 2 * u64::from(setup.fullmove.saturating_sub(1)) + black;
    if u64::from(setup.halfmove) > plies {
        out.push(
            problem(
                ProblemKind::HalfmoveExceedsPlies,
                {
                    let (halfmove, fullmove, turn) = (setup.halfmove, setup.fullmove, setup.turn);
                    let have = match plies {
                        0 => "no ply has".to_string(),
                        n => format!("at most {}", plural(n as usize, "ply has", "plies have")),
                    };
                    t!(
                        "warning-halfmove-exceeds-plies",
                        "the halfmove clock is {halfmove}, but at move {fullmove} with {turn} to move {have} been played (2 × ({fullmove} − 1) + {black})",
                        halfmove,
                        fullmove,
                        turn,
                        plies,
                        black
                    )
                },
                Bitboard::EMPTY,
            )
            .with_hint(t!(
                "warning-halfmove-exceeds-plies-hint",
                "the halfmove clock counts plies since the last capture or pawn move, so it is never larger than the plies played"
            )),
        );
    }
}

/// The pieces on their starting squares: no pawn has moved and nothing
/// has been taken, and every piece that moved has come back, which takes
/// each side an even number of moves. So White is to move, and the
/// halfmove clock counts every ply played.
fn start(setup: &Setup, out: &mut Vec<Problem>) {
    if setup.board != crate::Board::new() {
        return;
    }
    let plies = 2 * u64::from(setup.fullmove.saturating_sub(1));
    let message = if setup.turn == Color::Black {
        t!(
            "warning-start-black",
            "the pieces stand on their starting squares, yet Black is to move: White's pieces would have to come back home in an odd number of moves, which no game does"
        )
    } else if u64::from(setup.halfmove) < plies {
        let halfmove = setup.halfmove;
        let played = plural(plies as usize, "ply", "plies");
        t!(
            "warning-start-halfmove",
            "the pieces stand on their starting squares, so no pawn has moved and nothing has been taken, yet the halfmove clock is {halfmove}, fewer than the {played} played since the start",
            halfmove,
            plies
        )
    } else {
        return;
    };
    let fen = crate::setup::STARTING_FEN;
    out.push(
        problem(ProblemKind::UnreachableStart, message, Bitboard::EMPTY).with_hint(t!(
            "warning-start-hint",
            "for the start of a game: {fen}",
            fen
        )),
    );
}

/// A double check needs one piece to move, giving check, off the line of a
/// bishop, rook or queen that then gives check too.
fn double_check(setup: &Setup, checkers: Bitboard, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let us = setup.turn;
    if !checkers.more_than_one() {
        return;
    }
    let Some(king) = board.king_of(us) else {
        return;
    };
    if board.by_piece(Role::King.of(us)).more_than_one() || super::valid_ep_square(setup).is_some()
    {
        return;
    }
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
        Some(p) => super::piece_on(p, sq),
        None => t!("square", "{sq}", sq),
    };
    let (first, second) = (name(a), name(b));
    out.push(problem(
        ProblemKind::UnreachableDoubleCheck,
        t!(
            "warning-unreachable-double-check",
            "{us} king on {king} is in check from {first} and {second}, which no single move gives: a double check needs one piece to move, giving check, off the line of a bishop, rook or queen",
            us,
            king,
            first,
            second
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
        warnings(&setup).iter().map(|p| p.code).collect()
    }

    #[test]
    fn light_and_dark_masks_agree_with_squares() {
        for sq in Bitboard::FULL {
            assert_eq!(Bitboard::LIGHT.contains(sq), sq.is_light());
        }
    }

    #[test]
    fn the_greedy_bound_is_never_below_the_exact_count() {
        let mut files = [0usize; 8];
        for code in 0u32..(1 << 12) {
            let n = (code % 8 + 1) as usize;
            for (i, f) in files.iter_mut().enumerate().take(n) {
                *f = ((code >> (i % 4 * 3)) as usize + i) % 8;
            }
            let mut sorted = files[..n].to_vec();
            sorted.sort_unstable();
            if let Some(upper) = greedy_captures(&sorted) {
                assert!(upper >= captures_to_reach(&sorted), "{sorted:?}");
            }
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
