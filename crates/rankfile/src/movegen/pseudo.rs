//! Pseudo-legal moves: what each piece's way of moving allows, whether or
//! not the mover's king is left in check (a pinned piece's move, the
//! king's onto an attacked square), as python-chess's `pseudo_legal_moves`
//! lists them. Castling is the one exception: only a legal castling is
//! listed, as there.

use super::MoveList;
use crate::{Bitboard, Move, Position, Rank, Role, Square, attacks};

/// A pawn reaching the last rank promotes to one of these, in this order.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

impl Position {
    /// The moves the side to move's pieces can make by their own rules,
    /// its king's safety aside (castling only when legal). A position's
    /// legal moves are among them.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// // The knight on d2 is pinned by the bishop on b4: its moves are
    /// // pseudo-legal, not legal.
    /// let pos: Position = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1".parse()?;
    /// assert_eq!(pos.legal_moves().len(), 4);
    /// assert_eq!(pos.pseudo_legal_moves().len(), 4 + 6);
    /// # Ok::<(), rankfile::FenError>(())
    /// ```
    pub fn pseudo_legal_moves(&self) -> MoveList {
        moves_by_rule(self, true)
    }

    /// Whether `m` is among the [pseudo-legal moves](Self::pseudo_legal_moves).
    pub fn is_pseudo_legal(&self, m: &Move) -> bool {
        self.pseudo_legal_moves().contains(m)
    }
}

/// The moves of `pos`'s pieces by their own rules on any placement (no
/// king, several, pawns on a last rank), in python-chess's order: pieces,
/// castling (when `castling` and the mover has one king: the legal
/// generator judges castling whole, and needs it), pawns, en passant.
pub(super) fn moves_by_rule(pos: &Position, castling: bool) -> MoveList {
    let mut moves = MoveList::new();
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    let theirs = board.by_color(!us);
    let occupied = board.occupied();
    let pawns = board.by_role(Role::Pawn) & ours;
    for from in ours & !pawns {
        let Some(role) = board.role_at(from) else {
            continue;
        };
        for to in attacks::attacks(role, us, from, occupied) & !ours {
            let capture = board.role_at(to);
            let m = Move::Normal {
                role,
                from,
                capture,
                to,
                promotion: None,
            };
            moves.push(m);
        }
    }
    if castling && super::has_one_king(pos) {
        moves.extend(pos.legal_moves().into_iter().filter(Move::is_castle));
    } else if castling {
        moves.extend(super::castling::castles_without_one_king(pos));
    }
    let forward: i32 = if us == crate::Color::White { 8 } else { -8 };
    let last = Rank::Eighth.relative_to(us);
    for from in pawns {
        let mut targets: Vec<(Square, Option<Role>)> = (attacks::pawn_attacks(us, from) & theirs)
            .into_iter()
            .map(|to| (to, board.role_at(to)))
            .collect();
        if let Some(one) = from.offset(forward).filter(|to| !occupied.contains(*to)) {
            targets.push((one, None));
            let two = one.offset(forward).filter(|to| !occupied.contains(*to));
            if let Some(two) = two.filter(|_| from.rank() == Rank::Second.relative_to(us)) {
                targets.push((two, None));
            }
        }
        for (to, capture) in targets {
            let promotions: Vec<Option<Role>> = match to.rank() == last {
                true => PROMOTIONS.iter().copied().map(Some).collect(),
                false => vec![None],
            };
            for promotion in promotions {
                let m = Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to,
                    promotion,
                };
                moves.push(m);
            }
        }
    }
    if let Some(ep) = pos.ep_square().filter(|ep| !occupied.contains(*ep)) {
        let fifth = Bitboard::rank(Rank::Fifth.relative_to(us));
        for from in attacks::pawn_attacks(!us, ep) & pawns & fifth {
            moves.push(Move::EnPassant { from, to: ep });
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use crate::Position;

    /// Positions with pins, checks, promotions, en passant and castling.
    const FENS: [&str; 5] = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
        "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
    ];

    #[test]
    fn every_legal_move_is_pseudo_legal_and_each_pseudo_legal_one_is_played_or_leaves_the_king_in_check()
     {
        for fen in FENS {
            let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
            let pseudo = pos.pseudo_legal_moves();
            let legal = pos.legal_moves();
            for m in &legal {
                assert!(pseudo.contains(m), "{fen}: {m} is legal, not pseudo-legal");
            }
            for m in &pseudo {
                if !legal.contains(m) {
                    // A move not legal leaves its own king attacked.
                    let mut after = pos;
                    after.play_unchecked(m);
                    let king = after.board().king_of(pos.turn());
                    let attacked = king.is_some_and(|k| {
                        !(after.board())
                            .attackers_to(k, !pos.turn(), after.board().occupied())
                            .is_empty()
                    });
                    assert!(attacked, "{fen}: {m} is pseudo-legal, not legal, and safe");
                }
            }
        }
    }
}
