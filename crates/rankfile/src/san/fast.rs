//! The fast road of the PGN reader: plain English SAN read and resolved
//! in one go, and whether it is written as SAN writes it (capture sign,
//! origin, check sign), without playing the move where it cannot check.

use super::syntax::{self, Mark, Shape, Suffix};
use super::{resolve, write};
use crate::{Move, Position};

/// Plain English SAN (`Nf3`, `exd5`, `e8=Q+`, `O-O`) to the one legal move
/// it means, found on the fast road, with the check sign written after it
/// (which the caller checks against the position the move leads to, see
/// [`sign_fits`]); `None` sends the text to the full reader, which also
/// says what a move not written canonically was read as. Parsing and
/// resolving are inlined together, so the move's shape never leaves the
/// registers: the PGN reader calls this for every move.
#[inline(always)]
pub(crate) fn fast_plain(pos: &Position, text: &[u8]) -> Option<(Move, Suffix)> {
    let (shape, suffix) = syntax::plain_parts(text)?;
    let m = resolve::fast(pos, &shape)?;
    canonical_shape(pos, &shape, &m).then_some((m, suffix))
}

/// Whether `shape`, read as `m`, is written as SAN writes `m` (the check
/// sign aside): a capture sign exactly on captures, and the origin only
/// as far as it is needed.
#[inline(always)]
fn canonical_shape(pos: &Position, shape: &Shape, m: &Move) -> bool {
    let Shape::Move {
        role,
        from_file,
        from_rank,
        mark,
        ..
    } = *shape
    else {
        return true;
    };
    if (mark == Mark::Capture) != m.is_capture() {
        return false;
    }
    match role {
        None => from_rank.is_none() && from_file.is_some() == m.is_capture(),
        Some(_) if from_file.is_none() && from_rank.is_none() => true,
        Some(_) => canonical_origin(pos, from_file.is_some(), from_rank.is_some(), m),
    }
}

/// Whether a piece move written with its origin's file and/or rank
/// (`Nbd2`, `R1e2`) needs that much of it.
#[cold]
#[inline(never)]
fn canonical_origin(pos: &Position, file: bool, rank: bool, m: &Move) -> bool {
    let needed = write::disambiguation(pos, m);
    file == needed.file && rank == needed.rank
}

/// Whether the check sign `written` after `m`, legal in `pos`, may be the
/// one SAN gives it: none, `+` or `#` (`+` is taken for a check without
/// looking for mate, which the caller asks at the end of the line, where
/// a mate is). Whether a piece move gives check is found without playing
/// it: the piece's reach from its square, and the lines through the king
/// that its leaving opens; castling, en passant and `#` are played on a
/// copy.
#[inline(always)]
pub(crate) fn sign_fits_move(written: Suffix, pos: &Position, m: &Move) -> bool {
    // The common case inline: no sign, and a move that cannot check.
    if written == Suffix::None && cannot_check(pos, m) {
        return true;
    }
    sign_fits_slow(written, pos, m)
}

/// A piece or pawn move's parts, for the check tests: the side moving,
/// the other side's king, the piece it leaves on `to` (a promotion's), and
/// its squares. `None` for castling, en passant, or no king.
struct Mover {
    us: crate::Color,
    king: crate::Square,
    piece: crate::Role,
    from: crate::Square,
    to: crate::Square,
}

#[inline(always)]
fn mover(pos: &Position, m: &Move) -> Option<Mover> {
    let Move::Normal {
        role,
        from,
        to,
        promotion,
        ..
    } = *m
    else {
        return None;
    };
    let us = pos.turn();
    let king = pos.board().king_of(!us)?;
    let piece = promotion.unwrap_or(role);
    Some(Mover {
        us,
        king,
        piece,
        from,
        to,
    })
}

/// Whether `m` surely gives no check: a piece or pawn move that lands
/// where it could never reach the king, from a square with none of our
/// sliders behind it on a line through the king. `false` when it may.
#[inline(always)]
fn cannot_check(pos: &Position, m: &Move) -> bool {
    use crate::{Role, attacks};
    let Some(Mover {
        us,
        king,
        piece,
        from,
        to,
    }) = mover(pos, m)
    else {
        return false;
    };
    let diagonals = attacks::diagonal_rays(king);
    let lines = attacks::queen_rays(king);
    let near = match piece {
        Role::Pawn => attacks::pawn_attacks(!us, king).contains(to),
        Role::Knight => attacks::knight_attacks(king).contains(to),
        Role::King => false,
        Role::Bishop => diagonals.contains(to),
        Role::Rook => lines.contains(to) && !diagonals.contains(to),
        Role::Queen => lines.contains(to),
    };
    if near {
        return false;
    }
    if !lines.contains(from) {
        return true;
    }
    // On a line through the king: a check is discovered only if one of our
    // sliders of that line's kind stands on it.
    let board = pos.board();
    let sliders = match diagonals.contains(from) {
        true => board.diagonal_sliders(),
        false => board.straight_sliders(),
    };
    (sliders & board.by_color(us) & attacks::line(king, from))
        .without(from)
        .is_empty()
}

/// [`sign_fits_move`] for a sign, or a move that may check.
#[cold]
#[inline(never)]
fn sign_fits_slow(written: Suffix, pos: &Position, m: &Move) -> bool {
    match (written, gives_check(pos, m)) {
        (Suffix::None, Some(checks)) => !checks,
        (Suffix::Check, Some(checks)) => checks,
        _ => {
            let mut next = *pos;
            next.play_unchecked(m);
            sign_fits(written, &next)
        }
    }
}

/// Whether `m`, a legal piece or pawn move of `pos` (not en passant,
/// not castling: `None`), gives check.
#[inline(always)]
fn gives_check(pos: &Position, m: &Move) -> Option<bool> {
    use crate::Role;
    use crate::attacks::{self, between, diagonal_rays, straight_rays};
    let Mover {
        us,
        king,
        piece,
        from,
        to,
    } = mover(pos, m)?;
    if cannot_check(pos, m) {
        return Some(false);
    }
    let board = pos.board();
    let occupied = board.occupied().without(from).with(to);
    let clear = || (between(king, to) & occupied).is_empty();
    let direct = match piece {
        Role::Pawn => attacks::pawn_attacks(us, to).contains(king),
        Role::Knight => attacks::knight_attacks(king).contains(to),
        Role::King => false,
        Role::Bishop => diagonal_rays(king).contains(to) && clear(),
        Role::Rook => straight_rays(king).contains(to) && clear(),
        Role::Queen => attacks::queen_rays(king).contains(to) && clear(),
    };
    if direct {
        return Some(true);
    }
    // A check discovered: one of our sliders on a line through the king
    // that the piece leaves.
    if !attacks::queen_rays(king).contains(from) {
        return Some(false);
    }
    let ours = board.by_color(us).without(from);
    let aligned = (diagonal_rays(king) & board.diagonal_sliders())
        | (straight_rays(king) & board.straight_sliders());
    Some(attacks::unblocked(king, aligned & ours, occupied).any())
}

/// Whether the check sign `written` may be the one SAN gives the move
/// that led to `next` (`+` for any check: see [`sign_fits_move`]).
#[inline(always)]
fn sign_fits(written: Suffix, next: &Position) -> bool {
    match (written, next.is_check()) {
        (Suffix::None, checks) => !checks,
        (_, false) => false,
        (Suffix::Check, true) => true,
        (Suffix::Mate, true) => !next.has_legal_moves(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions reached by playing, from a few starts, each legal move in
    /// turn a few plies deep: checks, discovered checks, promotions with
    /// check, pins and en passant among them.
    fn positions() -> Vec<Position> {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ];
        let mut out = Vec::new();
        for fen in starts {
            let mut layer: Vec<Position> = vec![fen.parse().unwrap()];
            for _ in 0..2 {
                let mut next = Vec::new();
                for pos in &layer {
                    for m in pos.legal_moves().iter() {
                        let mut after = *pos;
                        after.play_unchecked(m);
                        next.push(after);
                    }
                }
                out.extend(layer);
                layer = next;
            }
            out.extend(layer);
        }
        out
    }

    /// The check found without playing is the check found by playing.
    #[test]
    fn gives_check_agrees_with_the_position_the_move_leads_to() {
        let (mut checks, mut moves) = (0, 0);
        for pos in positions() {
            for m in pos.legal_moves().iter() {
                let mut next = pos;
                next.play_unchecked(m);
                if let Some(found) = gives_check(&pos, m) {
                    assert_eq!(found, next.is_check(), "{} {m:?}", pos.fen());
                    checks += usize::from(found);
                    moves += 1;
                }
            }
        }
        assert!(
            moves > 100_000 && checks > 2_000,
            "{moves} moves, {checks} checks"
        );
    }
}
