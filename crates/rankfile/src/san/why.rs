//! Why a written move is not one legal move, in words that name the
//! pieces and squares: the reasons [`resolve`](super::resolve) gives.

use crate::attacks;
use crate::movegen::{self, Legality};
use crate::text::{Arg, Text, list_of, t};
use crate::{Bitboard, CastlingSide, Color, Move, Position, Rank, Role, Square};

/// Why a written move is not one legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Failure {
    /// No legal move matches: the reason, and how to fix it.
    Illegal(Text, Option<Text>),
    /// More than one legal move matches.
    Ambiguous(Vec<Move>),
    /// A pawn move to this square of the last rank, without a promotion:
    /// the hint is written in the reader's letters.
    MustPromote(crate::Square),
}

pub(super) fn illegal(reason: Text) -> Failure {
    Failure::Illegal(reason, None)
}

pub(super) fn role_name(role: Role) -> &'static str {
    role.name()
}

pub(super) fn piece_on(pos: &Position, sq: Square) -> Text {
    match pos.board().piece_at(sq) {
        Some(p) => {
            let (role, name) = (p.role, role_name(p.role));
            t!("the-role-on", "the {name} on {sq}", role, sq)
        }
        None => t!("square", "{sq}", sq),
    }
}

/// The pieces on `squares`, as a list argument and its English.
pub(super) fn pieces_on(pos: &Position, squares: Bitboard) -> (Arg, String) {
    list_of(squares.into_iter().map(|s| piece_on(pos, s)).collect())
}

pub(super) fn forward(color: Color) -> i32 {
    if color == Color::White { 8 } else { -8 }
}

/// `e4 holds your own knight`.
pub(super) fn holds_own(pos: &Position, to: Square) -> Text {
    match pos.board().role_at(to) {
        Some(role) => {
            let name = role_name(role);
            t!("san-holds-own", "{to} holds your own {name}", to, role)
        }
        None => t!("san-holds-nothing", "{to} holds nothing", to),
    }
}

/// Why `m`, which the piece can make, is not legal.
pub(super) fn why_illegal(pos: &Position, legality: &Legality, m: &Move) -> Failure {
    let board = pos.board();
    let us = pos.turn();
    let checkers = legality.checkers();
    if m.role() == Role::King {
        let attackers = board.attackers_to(m.to(), !us, board.occupied().without(m.from()));
        let (pieces, names) = pieces_on(pos, attackers);
        let to = m.to();
        return illegal(t!(
            "san-king-in-check-on",
            "the king would be in check on {to} from {names}",
            to,
            pieces
        ));
    }
    let (pieces, names) = pieces_on(pos, checkers);
    if checkers.more_than_one() {
        return illegal(t!(
            "san-double-check",
            "{us} is in double check from {names}: only the king may move",
            us,
            pieces
        ));
    }
    if checkers.any() && !legality.pinned().contains(m.from()) && !m.is_en_passant() {
        return Failure::Illegal(
            t!(
                "san-check-not-answered",
                "{us} is in check from {names}, and this move does not answer it",
                us,
                pieces
            ),
            Some(t!(
                "san-check-not-answered-hint",
                "move the king, take the checking piece, or put a piece in between"
            )),
        );
    }
    if legality.pinned().contains(m.from()) {
        let king = legality.king();
        let pinner = (board.by_color(!us) & (board.straight_sliders() | board.diagonal_sliders()))
            .into_iter()
            .find(|&s| attacks::between(king, s).contains(m.from()));
        let piece = piece_on(pos, m.from());
        return illegal(match pinner {
            Some(s) => {
                let pinner = piece_on(pos, s);
                t!(
                    "san-pinned-by",
                    "{piece} is pinned to the king by {pinner}",
                    piece,
                    pinner
                )
            }
            None => t!("san-pinned", "{piece} is pinned to the king", piece),
        });
    }
    if m.is_en_passant() {
        return illegal(t!(
            "san-ep-check",
            "taking en passant would leave the king in check"
        ));
    }
    illegal(t!("san-leaves-check", "it would leave the king in check"))
}

/// Why no piece of `role` reaches `to` at all.
pub(super) fn unreachable_failure(
    pos: &Position,
    role: Role,
    to: Square,
    from_mask: Bitboard,
) -> Failure {
    let board = pos.board();
    let us = pos.turn();
    let name = role_name(role);
    if board.by_piece(role.of(us)).is_empty() {
        return illegal(t!("san-has-no", "{us} has no {name}", us, role));
    }
    if role == Role::Pawn {
        let behind = to.offset(-forward(us));
        let theirs = board.by_color(!us);
        let diagonal =
            from_mask != Bitboard::FULL && (from_mask & Bitboard::file(to.file())).is_empty();
        if diagonal {
            let sixth = to.rank() == Rank::Sixth.relative_to(us);
            if sixth
                && !board.occupied().contains(to)
                && behind.is_some_and(|b| (theirs & board.by_role(Role::Pawn)).contains(b))
            {
                return illegal(t!(
                    "san-no-ep",
                    "no en passant is possible here: the pawn beside did not just make a double step"
                ));
            }
            if !board.occupied().contains(to) {
                return illegal(t!(
                    "san-nothing-to-take",
                    "there is nothing to take on {to}",
                    to
                ));
            }
            if board.by_color(us).contains(to) {
                return illegal(holds_own(pos, to));
            }
            return illegal(t!("san-no-pawn-takes", "no pawn can take on {to}", to));
        }
        if board.occupied().contains(to) {
            return illegal(t!(
                "san-pawn-blocked",
                "a pawn moves straight only to an empty square, and {to} is taken",
                to
            ));
        }
        return illegal(t!("san-no-pawn-moves", "no pawn can move to {to}", to));
    }
    if from_mask != Bitboard::FULL {
        return illegal(t!(
            "san-none-from-there",
            "no {name} from there can reach {to}",
            role,
            to
        ));
    }
    illegal(t!("san-none-reaches", "no {name} can reach {to}", role, to))
}

pub(super) fn castling_failure(pos: &Position, legality: &Legality, side: CastlingSide) -> Failure {
    let board = pos.board();
    let us = pos.turn();
    let Some(rook) = pos.castling_rights().rook_square(us, side) else {
        let message = match side {
            CastlingSide::KingSide => t!(
                "san-no-right-king-side",
                "{us} has no right to castle king side",
                us
            ),
            CastlingSide::QueenSide => t!(
                "san-no-right-queen-side",
                "{us} has no right to castle queen side",
                us
            ),
        };
        return Failure::Illegal(
            message,
            Some(t!(
                "san-no-right-hint",
                "the right is lost once the king or that rook has moved"
            )),
        );
    };
    let king = legality.king();
    if legality.checkers().any() {
        return illegal(t!(
            "san-castle-in-check",
            "the king is in check, and castling is no way out of check"
        ));
    }
    let king_to = side.king_to(us);
    let blockers = movegen::castling_path(us, side, king, rook) & board.occupied();
    if blockers.any() {
        let (pieces, names) = pieces_on(pos, blockers);
        let count = blockers.count();
        let verb = if count > 1 { "are" } else { "is" };
        return illegal(t!(
            "san-castle-blocked",
            "{names} {verb} in the way",
            pieces,
            count
        ));
    }
    let occupied = board.occupied() - king - rook;
    for sq in attacks::between(king, king_to).with(king_to) {
        let attackers = board.attackers_to(sq, !us, occupied);
        if let Some(a) = attackers.first() {
            let by = piece_on(pos, a);
            return illegal(if sq == king_to {
                t!(
                    "san-castle-lands-attacked",
                    "the king would land on {sq}, attacked by {by}",
                    sq,
                    by
                )
            } else {
                t!(
                    "san-castle-crosses-attacked",
                    "the king would pass through {sq}, attacked by {by}",
                    sq,
                    by
                )
            });
        }
    }
    illegal(t!("san-castle-impossible", "castling is not possible here"))
}
