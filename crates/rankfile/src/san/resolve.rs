//! From a move as written to the one legal move it means, or the reason
//! there is none, or the moves it could mean. Candidates come from reverse
//! attacks on the destination, and each is tested with the position's pins
//! and checks: no full move generation.

use arrayvec::ArrayVec;

use super::syntax::Shape;
use super::why::Failure;
use super::why::{
    castling_failure, forward, holds_own, illegal, role_name, unreachable_failure, why_illegal,
};
use crate::attacks;
use crate::movegen::{self, Legality};
use crate::text::t;
use crate::{Bitboard, CastlingSide, Color, File, Move, Position, Rank, Role, Square};

type Candidates = ArrayVec<Move, 16>;

/// The move `shape` means in `pos`: `Ok(None)` for a null move.
#[inline]
pub(crate) fn resolve(pos: &Position, shape: &Shape) -> Result<Option<Move>, Box<Failure>> {
    if !movegen::has_one_king(pos) {
        return by_trial(pos, shape);
    }
    match fast(pos, shape) {
        Some(m) => Ok(Some(m)),
        None => explain(pos, shape),
    }
}

/// The fast roads: the one legal move a piece or pawn move means, found
/// without computing the position's checks and pins, and castling; `None`
/// for anything else (en passant, from-to moves, no move, several).
#[inline(always)]
pub(crate) fn fast(pos: &Position, shape: &Shape) -> Option<Move> {
    if let Shape::Castle(side) = *shape {
        return movegen::castle_if_legal(pos, side);
    }
    if let Shape::Move {
        role,
        from_file,
        from_rank,
        to,
        promotion,
        ..
    } = *shape
    {
        return match (role, from_file, from_rank) {
            (Some(role), ..) => {
                single_piece_move(pos, role, to, origin_mask(from_file, from_rank), promotion)
            }
            // A pawn's written rank (`e2e4`, `3e4`) is checked by the road
            // that explains.
            (None, _, Some(_)) => None,
            (None, ..) => single_pawn_move(pos, to, from_file, promotion),
        };
    }
    None
}

/// The road that explains: castling, en passant, from-to moves, and every
/// move that is not exactly one legal move.
#[cold]
#[inline(never)]
fn explain(pos: &Position, shape: &Shape) -> Result<Option<Move>, Box<Failure>> {
    let Some(legality) = Legality::new(pos) else {
        return Err(Box::new(illegal(t!(
            "san-no-king",
            "the side to move has no king"
        ))));
    };
    let (role, from_file, from_rank, to, promotion) = match *shape {
        Shape::Null => return Ok(None),
        Shape::Castle(side) => {
            return legality
                .castle(pos, side)
                .map(Some)
                .ok_or_else(|| Box::new(castling_failure(pos, &legality, side)));
        }
        Shape::Move {
            role,
            from_file,
            from_rank,
            to,
            promotion,
            ..
        } => (role, from_file, from_rank, to, promotion),
    };
    let from_mask = origin_mask(from_file, from_rank);
    let pseudo = match (role, from_file, from_rank) {
        (Some(role), ..) => piece_moves(pos, role, to, from_mask, promotion)?,
        (None, Some(f), Some(r)) => {
            return Ok(Some(from_to(
                pos,
                &legality,
                Square::from_coords(f, r),
                to,
                promotion,
            )?));
        }
        (None, ..) => pawn_moves(pos, to, from_file, from_mask, promotion)?,
    };
    Ok(pick(
        pos,
        &legality,
        pseudo,
        role.unwrap_or(Role::Pawn),
        to,
        from_mask,
    )?)
}

/// The move `shape` means where the side to move has no king or several
/// (a board being set up): found among the legal moves, which the
/// generator finds by trial there.
#[cold]
fn by_trial(pos: &Position, shape: &Shape) -> Result<Option<Move>, Box<Failure>> {
    let (role, from_file, from_rank, to, promotion) = match *shape {
        Shape::Null => return Ok(None),
        Shape::Castle(side) => {
            let castles = pos.legal_moves();
            return (castles
                .into_iter()
                .find(|m| m.castling_side() == Some(side)))
            .map(Some)
            .ok_or_else(|| {
                let no_king = t!("san-no-king", "the side to move has no king");
                Box::new(illegal(no_king))
            });
        }
        Shape::Move {
            role,
            from_file,
            from_rank,
            to,
            promotion,
            ..
        } => (
            role.unwrap_or(Role::Pawn),
            from_file,
            from_rank,
            to,
            promotion,
        ),
    };
    let from_mask = origin_mask(from_file, from_rank);
    let legal = pos.legal_moves();
    let meant: Vec<Move> = (legal.iter().copied())
        .filter(|m| {
            m.role() == role
                && m.to() == to
                && from_mask.contains(m.from())
                && m.promotion() == promotion
                && !m.is_castle()
        })
        .collect();
    match meant.as_slice() {
        [m] => Ok(Some(*m)),
        [] => Err(Box::new(unreachable_failure(pos, role, to, from_mask))),
        _ => Err(Box::new(Failure::Ambiguous(meant.into_iter().collect()))),
    }
}

/// The squares a written origin (file, rank, both or neither) allows.
fn origin_mask(file: Option<File>, rank: Option<Rank>) -> Bitboard {
    let mut mask = Bitboard::FULL;
    if let Some(f) = file {
        mask &= Bitboard::file(f);
    }
    if let Some(r) = rank {
        mask &= Bitboard::rank(r);
    }
    mask
}

/// The one legal move among `pseudo`, or why not.
fn pick(
    pos: &Position,
    legality: &Legality,
    pseudo: Candidates,
    role: Role,
    to: Square,
    from_mask: Bitboard,
) -> Result<Option<Move>, Failure> {
    let mut legal = pseudo.iter().filter(|m| legality.is_legal(pos, m));
    let first = legal.next().copied();
    match (first, legal.next()) {
        (Some(m), None) => Ok(Some(m)),
        (None, _) => Err(match pseudo.first() {
            Some(m) => why_illegal(pos, legality, m),
            None => unreachable_failure(pos, role, to, from_mask),
        }),
        (Some(_), Some(_)) => Err(Failure::Ambiguous(
            pseudo
                .iter()
                .copied()
                .filter(|m| legality.is_legal(pos, m))
                .collect(),
        )),
    }
}

/// The fast road for a piece move: the one legal move, when there is
/// exactly one; `None` sends the caller down the road that explains.
#[inline]
fn single_piece_move(
    pos: &Position,
    role: Role,
    to: Square,
    from_mask: Bitboard,
    promotion: Option<Role>,
) -> Option<Move> {
    let board = pos.board();
    let us = pos.turn();
    if promotion.is_some() || board.by_color(us).contains(to) {
        return None;
    }
    let sources = reaching(pos, role, to, board.by_piece(role.of(us)) & from_mask);
    let legal = |from: Square| {
        if role == Role::King {
            movegen::king_safe_on(pos, to)
        } else {
            movegen::leaves_king_safe(pos, from, to)
        }
    };
    // Mostly one piece of the kind can go there; else exactly one of them
    // may.
    let mut from = sources.first()?;
    if sources.more_than_one() {
        let mut legal_sources = sources.into_iter().filter(|&s| legal(s));
        from = legal_sources.next()?;
        if legal_sources.next().is_some() {
            return None;
        }
    } else if !legal(from) {
        return None;
    }
    Some(Move::Normal {
        role,
        from,
        capture: board.role_at(to),
        to,
        promotion: None,
    })
}

/// Which of `pieces` (of `role`, the side to move's) can reach `to` on the
/// board as it is, pins aside. A slider is found on `to`'s lines with
/// nothing between ([`attacks::unblocked`]), where a magic lookup would
/// mostly miss the cache (BENCHMARKS.md).
#[inline(always)]
fn reaching(pos: &Position, role: Role, to: Square, pieces: Bitboard) -> Bitboard {
    let rays = match role {
        Role::Bishop => attacks::diagonal_rays(to),
        Role::Rook => attacks::straight_rays(to),
        Role::Queen => attacks::diagonal_rays(to) | attacks::straight_rays(to),
        _ => return attacks::attacks(role, !pos.turn(), to, pos.board().occupied()) & pieces,
    };
    attacks::unblocked(to, rays & pieces, pos.board().occupied())
}

/// The fast road for a pawn push or capture (en passant and every problem
/// go down the road that explains).
#[inline]
fn single_pawn_move(
    pos: &Position,
    to: Square,
    from_file: Option<File>,
    promotion: Option<Role>,
) -> Option<Move> {
    let board = pos.board();
    let us = pos.turn();
    let last = to.rank() == Rank::Eighth.relative_to(us);
    if last != promotion.is_some() || promotion == Some(Role::King) {
        return None;
    }
    let pawns = board.by_piece(Role::Pawn.of(us));
    let file = from_file.unwrap_or(to.file());
    let (from, capture) = if file == to.file() {
        if board.occupied().contains(to) {
            return None;
        }
        let one = to.offset(-forward(us))?;
        if pawns.contains(one) {
            (one, None)
        } else if !board.occupied().contains(one) && to.rank() == Rank::Fourth.relative_to(us) {
            (
                one.offset(-forward(us)).filter(|s| pawns.contains(*s))?,
                None,
            )
        } else {
            return None;
        }
    } else {
        if !board.by_color(!us).contains(to) {
            return None;
        }
        let from = (attacks::pawn_attacks(!us, to) & pawns & Bitboard::file(file)).single()?;
        (from, board.role_at(to))
    };
    movegen::leaves_king_safe(pos, from, to).then_some(Move::Normal {
        role: Role::Pawn,
        from,
        capture,
        to,
        promotion,
    })
}

/// Knight, bishop, rook, queen and king moves to `to` from `from_mask`.
fn piece_moves(
    pos: &Position,
    role: Role,
    to: Square,
    from_mask: Bitboard,
    promotion: Option<Role>,
) -> Result<Candidates, Failure> {
    if promotion.is_some() {
        let name = role_name(role);
        return Err(Failure::Illegal(
            t!(
                "san-only-pawn-promotes",
                "only a pawn promotes, not a {name}",
                role
            ),
            Some(t!(
                "san-only-pawn-promotes-hint",
                "drop the promotion piece"
            )),
        ));
    }
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    if ours.contains(to) {
        return Err(illegal(holds_own(pos, to)));
    }
    let sources = reaching(pos, role, to, board.by_piece(role.of(us)) & from_mask);
    let capture = board.role_at(to);
    Ok(sources
        .into_iter()
        .map(|from| Move::Normal {
            role,
            from,
            capture,
            to,
            promotion: None,
        })
        .collect())
}

/// Pawn moves to `to`: pushes from the same file, captures from
/// `from_file` when it differs.
fn pawn_moves(
    pos: &Position,
    to: Square,
    from_file: Option<File>,
    from_mask: Bitboard,
    promotion: Option<Role>,
) -> Result<Candidates, Failure> {
    let board = pos.board();
    let us = pos.turn();
    let pawns = board.by_piece(Role::Pawn.of(us)) & from_mask;
    check_promotion(us, to, promotion)?;
    let mut out = Candidates::new();
    let file = from_file.unwrap_or(to.file());
    if file == to.file() {
        if board.occupied().contains(to) {
            return Ok(out);
        }
        let back = -forward(us);
        if let Some(one) = to.offset(back) {
            if pawns.contains(one) {
                out.push(pawn_move(pos, one, to, promotion));
            } else if !board.occupied().contains(one)
                && to.rank() == Rank::Fourth.relative_to(us)
                && let Some(two) = one.offset(back).filter(|s| pawns.contains(*s))
            {
                out.push(pawn_move(pos, two, to, promotion));
            }
        }
        return Ok(out);
    }
    for from in attacks::pawn_attacks(!us, to) & pawns & Bitboard::file(file) {
        if board.by_color(!us).contains(to) {
            out.push(pawn_move(pos, from, to, promotion));
        } else if pos.ep_square() == Some(to) && !board.occupied().contains(to) {
            out.push(Move::EnPassant { from, to });
        }
    }
    Ok(out)
}

fn pawn_move(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Move {
    Move::Normal {
        role: Role::Pawn,
        from,
        capture: pos.board().role_at(to),
        to,
        promotion,
    }
}

/// A pawn on the last rank must promote, elsewhere must not, and never to
/// a king.
fn check_promotion(us: Color, to: Square, promotion: Option<Role>) -> Result<(), Failure> {
    let last = to.rank() == Rank::Eighth.relative_to(us);
    match (last, promotion) {
        (true, None) => Err(Failure::MustPromote(to)),
        (false, Some(_)) => Err(illegal(t!(
            "san-promotes-last-rank",
            "a pawn promotes only on the last rank, and {to} is not on it",
            to
        ))),
        (true, Some(Role::King)) => Err(illegal(t!(
            "san-promote-king",
            "a pawn cannot promote to a king"
        ))),
        _ => Ok(()),
    }
}

/// A move written from square to square without a piece letter (UCI,
/// `e2-e4`): whatever piece stands there, castling included.
fn from_to(
    pos: &Position,
    legality: &Legality,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, Failure> {
    let board = pos.board();
    let us = pos.turn();
    let Some(piece) = board.piece_at(from) else {
        return Err(illegal(t!(
            "san-no-piece-on",
            "there is no piece on {from}",
            from
        )));
    };
    if piece.color != us {
        let (name, color) = (role_name(piece.role), piece.color);
        return Err(illegal(t!(
            "san-not-your-piece",
            "the {name} on {from} is {color}'s, and it is {us}'s turn",
            piece,
            from,
            us
        )));
    }
    let from_mask = Bitboard::from(from);
    let pseudo = match piece.role {
        Role::King => {
            if let Some(side) = castling_target(pos, from, to) {
                return legality
                    .castle(pos, side)
                    .ok_or_else(|| castling_failure(pos, legality, side));
            }
            piece_moves(pos, Role::King, to, from_mask, promotion)?
        }
        Role::Pawn => pawn_moves(pos, to, Some(from.file()), from_mask, promotion)?,
        role => piece_moves(pos, role, to, from_mask, promotion)?,
    };
    pick(pos, legality, pseudo, piece.role, to, from_mask)?
        .ok_or_else(|| illegal(t!("san-no-move", "no move")))
}

/// The castling a king move from `from` to `to` stands for: two squares
/// along the back rank, or onto its own rook (`e1h1`).
fn castling_target(pos: &Position, from: Square, to: Square) -> Option<CastlingSide> {
    let us = pos.turn();
    let rights = pos.castling_rights();
    let back = Rank::First.relative_to(us);
    // In Chess960 the king's square is castling only when no king step
    // reaches it (king g1 to c1, not f1 to g1).
    let home = if rights.is_chess960() {
        from.rank() == back && !attacks::king_attacks(from).contains(to)
    } else {
        from.file() == File::E && from.rank() == back
    };
    CastlingSide::ALL.into_iter().find(|&side| {
        (home && to == side.king_to(us) && (!rights.is_chess960() || rights.has(us, side)))
            || rights.rook_square(us, side) == Some(to)
    })
}
