//! The fixed core of a pawn structure: the pawns that can never move nor
//! be taken, whatever the rest of the game does.
//!
//! The structure walk follows every pawn, and a few free pawns far from
//! the kings make it too wide. Here the free pawns are not followed:
//! each is let go wherever a pawn could go (forward while no fixed pawn
//! stands in front of it, diagonally where something of the other side's
//! could stand), promoting where it reaches the last rank, and only the
//! pawns proved fixed are kept as walls. The proof is a fixed point: take
//! every pawn as fixed, spread the pieces and the free pawns, drop each
//! pawn that could then move or be taken, and start again until none is
//! dropped.

use super::structure::{Structure, Token};
use crate::attacks::{attacks, king_attacks, pawn_attacks};
use crate::{Bitboard, Color, Position, Role, Square};

/// The fixed pawns as walls, with the pieces' regions and the free pawns'
/// (as pawn pieces) and their promotions around them; `None` when no pawn
/// is fixed.
pub(crate) fn fixed_core(pos: &Position) -> Option<Structure> {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let mut fixed = [
        pawns & board.by_color(Color::White),
        pawns & board.by_color(Color::Black),
    ];
    if pos.legal_ep_square().is_some() {
        return None;
    }
    loop {
        if (fixed[0] | fixed[1]).is_empty() {
            return None;
        }
        let structure = spread_around(pos, fixed)?;
        let around = Around::of(&structure);
        let mut dropped = false;
        for color in Color::ALL {
            for sq in fixed[color as usize] {
                if can_change(&structure, &around, color, sq) {
                    fixed[color as usize] = fixed[color as usize].without(sq);
                    dropped = true;
                }
            }
        }
        if !dropped {
            return Some(structure);
        }
    }
}

/// The pieces and free pawns spread around the `fixed` pawns, grown until
/// nothing grows: a free pawn goes further when a piece could stand where
/// it takes, and its promotions are pieces that spread in turn.
fn spread_around(pos: &Position, fixed: [Bitboard; 2]) -> Option<Structure> {
    let board = pos.board();
    let mut structure = Structure {
        pawns: fixed,
        passed: None,
        tokens: Vec::new(),
    };
    for sq in board.occupied() - fixed[0] - fixed[1] {
        let piece = board.piece_at(sq)?;
        let region = Bitboard::from_square(sq);
        structure.tokens.push(Token {
            color: piece.color,
            role: piece.role,
            region,
        });
    }
    let origins: Vec<Square> = (structure.tokens.iter())
        .filter_map(|t| t.region.first())
        .collect();
    let mut promoted = [false; 2];
    loop {
        let before: Vec<Bitboard> = structure.tokens.iter().map(|t| t.region).collect();
        let presence = [
            presence(&structure, Color::White),
            presence(&structure, Color::Black),
        ];
        let attackable = attackable(&structure);
        let stops = immobile(&structure, attackable);
        let facing = facing(&structure, &origins, attackable);
        for index in 0..structure.tokens.len() {
            let token = structure.tokens[index];
            structure.tokens[index].region = if token.role == Role::Pawn {
                let stop = stops | facing.get(index).copied().unwrap_or(Bitboard::EMPTY);
                pawn_cone(&structure, token, presence[!token.color as usize], stop)
            } else {
                structure.spread(token.role, token.color, token.region)
            };
        }
        for color in Color::ALL {
            let last = Bitboard::rank(crate::Rank::ALL[if color == Color::White { 7 } else { 0 }]);
            let reached = structure
                .tokens
                .iter()
                .filter(|t| t.color == color && t.role == Role::Pawn)
                .fold(Bitboard::EMPTY, |acc, t| acc | (t.region & last));
            if reached.any() && !promoted[color as usize] {
                promoted[color as usize] = true;
                for role in [Role::Queen, Role::Knight] {
                    structure.tokens.push(Token {
                        color,
                        role,
                        region: reached,
                    });
                }
            } else if reached.any() {
                for token in structure
                    .tokens
                    .iter_mut()
                    .filter(|t| t.color == color && t.role != Role::Pawn)
                {
                    if matches!(token.role, Role::Queen | Role::Knight) {
                        token.region |= reached;
                    }
                }
            }
        }
        let after: Vec<Bitboard> = structure.tokens.iter().map(|t| t.region).collect();
        if before == after {
            return Some(structure);
        }
    }
}

/// Every square where something of `color`'s other than its king could
/// ever stand.
fn presence(structure: &Structure, color: Color) -> Bitboard {
    structure
        .tokens
        .iter()
        .filter(|t| t.color == color && t.role != Role::King)
        .fold(structure.pawns[color as usize], |acc, t| acc | t.region)
}

/// Every square each side (by its index) could ever attack.
fn attackable(structure: &Structure) -> [Bitboard; 2] {
    [
        structure.attackable(Color::White),
        structure.attackable(Color::Black),
    ]
}

/// What every fixed pawn of a round is asked against: the squares of
/// the pieces that can never move, and each side's presence.
struct Around {
    immobile: Bitboard,
    presence: [Bitboard; 2],
}

impl Around {
    fn of(structure: &Structure) -> Around {
        Around {
            immobile: immobile(structure, attackable(structure)),
            presence: [
                presence(structure, Color::White),
                presence(structure, Color::Black),
            ],
        }
    }
}

/// The squares of the pieces that can never leave them: a region of one
/// square, and a king (never taken) or a piece nothing can attack. A
/// pawn in front of one is blocked for good.
fn immobile(structure: &Structure, attackable: [Bitboard; 2]) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for token in structure.tokens.iter().filter(|t| t.role != Role::Pawn) {
        if let Some(sq) = token.region.single()
            && (token.role == Role::King || !attackable[!token.color as usize].contains(sq))
        {
            out = out.with(sq);
        }
    }
    out
}

/// For each free pawn (by its index among the tokens), the squares of its
/// file it can never reach because a free pawn of the other side faces it
/// there: one that can never leave the file (take) nor be taken is always
/// on its file, at or past where it started, and the pawn facing it can
/// only pass it by taking, off the file.
fn facing(structure: &Structure, origins: &[Square], attackable: [Bitboard; 2]) -> Vec<Bitboard> {
    let pawns: Vec<(usize, Token, Square)> = (structure.tokens.iter().zip(origins).enumerate())
        .filter(|(_, (t, _))| t.role == Role::Pawn)
        .map(|(index, (t, &origin))| (index, *t, origin))
        .collect();
    let stays = |t: &Token, origin: Square| {
        let file = Bitboard::file(origin.file());
        (t.region - file).is_empty() && !t.region.intersects(attackable[!t.color as usize])
    };
    let mut out = vec![Bitboard::EMPTY; structure.tokens.len()];
    for &(index, white, from) in pawns.iter().filter(|p| p.1.color == Color::White) {
        let facing = (pawns.iter())
            .filter(|p| {
                p.1.color == Color::Black && p.2.file() == from.file() && p.2.rank() > from.rank()
            })
            .min_by_key(|p| p.2.rank());
        let Some(&(other, black, to)) = facing else {
            continue;
        };
        let file = Bitboard::file(from.file());
        if stays(&black, to) {
            out[index] = file & Bitboard(!0u64 << to.index());
        }
        if stays(&white, from) {
            out[other] = file & Bitboard((1u64 << from.index()) | ((1u64 << from.index()) - 1));
        }
    }
    out
}

/// Every square a free pawn could reach: forward where no fixed pawn nor
/// `stop` stands, diagonally where `theirs` could stand.
fn pawn_cone(structure: &Structure, token: Token, theirs: Bitboard, stop: Bitboard) -> Bitboard {
    let walls = structure.pawns[0] | structure.pawns[1] | stop;
    let forward: i32 = if token.color == Color::White { 8 } else { -8 };
    let mut region = token.region;
    let mut frontier = region;
    while let Some(sq) = frontier.first() {
        frontier = frontier.without(sq);
        let mut next = pawn_attacks(token.color, sq) & theirs;
        if let Some(ahead) = sq.offset(forward).filter(|&to| !walls.contains(to)) {
            next = next.with(ahead);
        }
        let new = next - region;
        region |= new;
        frontier |= new;
    }
    region
}

/// Whether the fixed pawn of `color` on `sq` could ever move or be taken.
fn can_change(structure: &Structure, around: &Around, color: Color, sq: Square) -> bool {
    let walls = structure.pawns[0] | structure.pawns[1];
    let forward: i32 = if color == Color::White { 8 } else { -8 };
    let stops = walls | around.immobile;
    let blocked = sq
        .offset(forward)
        .is_some_and(|ahead| stops.contains(ahead));
    let theirs = around.presence[!color as usize];
    if !blocked || pawn_attacks(color, sq).intersects(theirs) {
        return true;
    }
    // A king never takes what a pawn protects, nor what a king that can
    // never move stands beside.
    let guarded = (structure.tokens.iter())
        .filter(|t| t.color == color && t.role == Role::King)
        .filter_map(|t| t.region.single())
        .fold(structure.pawn_attacks(color), |acc, king| {
            acc | king_attacks(king)
        });
    let protected = guarded.contains(sq);
    structure
        .tokens
        .iter()
        .filter(|t| t.color != color)
        .any(|t| {
            t.region.into_iter().any(|from| match t.role {
                Role::King => !protected && king_attacks(from).contains(sq),
                role => attacks(role, t.color, from, walls).contains(sq),
            })
        })
}
