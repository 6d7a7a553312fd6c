//! The pieces of a pawn structure as regions: every square each piece
//! could stand on with the pawns fixed, and whether a mate could be
//! among them. What the structure walk and the fixed core share.

use crate::attacks::{attacks, king_attacks, pawn_attacks};
use crate::{Bitboard, Color, Position, Role, Square};

/// A piece as the structure walk sees it: its side, its kind and every
/// square it could stand on.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Token {
    pub(super) color: Color,
    pub(super) role: Role,
    pub(super) region: Bitboard,
}

impl Token {
    pub(super) fn order(&self) -> (u8, u8, bool) {
        (
            self.color as u8,
            self.role as u8,
            (self.region & Bitboard::LIGHT).any(),
        )
    }
}

/// A pawn structure with the pieces' regions in it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct Structure {
    pub(super) pawns: [Bitboard; 2],
    /// A pawn that has just pushed two squares, which may be taken en
    /// passant on the square it passed.
    pub(super) passed: Option<Square>,
    pub(super) tokens: Vec<Token>,
}

impl Structure {
    pub(super) fn of(pos: &Position) -> Option<Structure> {
        let board = pos.board();
        let pawns = board.by_role(Role::Pawn);
        let mut structure = Structure {
            pawns: [
                pawns & board.by_color(Color::White),
                pawns & board.by_color(Color::Black),
            ],
            passed: pos
                .ep_square()
                .and_then(|ep| ep.offset(if pos.turn() == Color::White { -8 } else { 8 })),
            tokens: Vec::new(),
        };
        for sq in board.occupied() - pawns {
            let piece = board.piece_at(sq)?;
            let region = structure.spread(piece.role, piece.color, Bitboard::from_square(sq));
            structure.tokens.push(Token {
                color: piece.color,
                role: piece.role,
                region,
            });
        }
        structure.tokens.sort_unstable_by_key(Token::order);
        Some(structure)
    }

    pub(super) fn all_pawns(&self) -> Bitboard {
        self.pawns[0] | self.pawns[1]
    }

    pub(super) fn pawn_attacks(&self, color: Color) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for sq in self.pawns[color as usize] {
            out |= pawn_attacks(color, sq);
        }
        out
    }

    /// Every square a piece standing somewhere in `from` could reach with
    /// these pawns fixed: `from` itself kept (it may stand there still),
    /// less the squares pawns now hold; a king never steps into a pawn's
    /// attack.
    pub(super) fn spread(&self, role: Role, color: Color, from: Bitboard) -> Bitboard {
        let walls = self.all_pawns();
        let forbidden = if role == Role::King {
            // Nor beside the other king, when that one can never move.
            let fixed_king = (self.tokens.iter())
                .filter(|t| t.color != color && t.role == Role::King)
                .filter_map(|t| t.region.single())
                .fold(Bitboard::EMPTY, |acc, king| acc | king_attacks(king));
            self.pawn_attacks(!color) | fixed_king
        } else {
            Bitboard::EMPTY
        };
        // Every square reached so far moves at once, until none is new.
        let mut region = from - walls;
        loop {
            let new = attacks_from_set(role, color, region, walls) - walls - forbidden - region;
            if new.is_empty() {
                return region;
            }
            region |= new;
        }
    }

    /// Every square `color`'s pieces and pawns could ever attack.
    pub(super) fn attackable(&self, color: Color) -> Bitboard {
        let walls = self.all_pawns();
        let mut out = self.pawn_attacks(color);
        for token in self.tokens.iter().filter(|t| t.color == color) {
            out |= attacks_from_set(token.role, color, token.region, walls);
        }
        out
    }

    /// Whether a mate by `winner` could be in this structure: a square
    /// of the loser's king's region that the winner could attack, whose
    /// every neighbour the winner could attack or a piece or pawn of the
    /// loser's could stand on, each on its own square.
    pub(super) fn mate_possible(&self, winner: Color) -> bool {
        let loser = !winner;
        let covered = self.attackable(winner);
        let pawns = self.pawns[loser as usize];
        let mut king = Bitboard::EMPTY;
        let mut blockers = Blockers::default();
        let promoted = (self.tokens.iter())
            .filter(|t| t.color == loser && matches!(t.role, Role::Queen | Role::Knight))
            .fold(Bitboard::EMPTY, |acc, t| acc | t.region);
        for token in self.tokens.iter().filter(|t| t.color == loser) {
            match token.role {
                Role::King => king |= token.region,
                // A free pawn that may promote may stand where a promoted
                // piece could.
                Role::Pawn if (token.region & Bitboard::BACKRANKS).any() => {
                    blockers.add(token.region | promoted);
                }
                _ => blockers.add(token.region),
            }
        }
        (king & covered).into_iter().any(|k| {
            let open = king_attacks(k) - covered - pawns;
            blockers.can_block(open)
        })
    }
}

/// The regions of the loser's pieces that may block its king's flight
/// squares, each one square at a time. Past [`Blockers::MOST`], every
/// square counts as blockable: more than the proof needs, never less.
#[derive(Default)]
struct Blockers {
    regions: [Bitboard; Blockers::MOST],
    len: usize,
    anywhere: Bitboard,
    overflow: bool,
}

impl Blockers {
    const MOST: usize = 32;

    fn add(&mut self, region: Bitboard) {
        self.anywhere |= region;
        match self.regions.get_mut(self.len) {
            Some(slot) => {
                *slot = region;
                self.len += 1;
            }
            None => self.overflow = true,
        }
    }

    /// Whether every square of `open` can hold a blocker of its own: a
    /// matching of squares to blockers, by augmenting paths (at most
    /// eight squares).
    fn can_block(&self, open: Bitboard) -> bool {
        if !(open - self.anywhere).is_empty() {
            return false;
        }
        if self.overflow || open.count() <= 1 {
            return true;
        }
        if open.count() > self.len {
            return false;
        }
        let mut holder = [None; Blockers::MOST];
        open.into_iter().all(|sq| {
            let mut tried = [false; Blockers::MOST];
            self.augment(sq, &mut holder, &mut tried)
        })
    }

    /// Finds `sq` a blocker, moving blockers already placed to other
    /// squares of their regions where that frees one.
    fn augment(&self, sq: Square, holder: &mut [Option<Square>], tried: &mut [bool]) -> bool {
        for index in 0..self.len {
            if tried[index] || !self.regions[index].contains(sq) {
                continue;
            }
            tried[index] = true;
            let free = match holder[index] {
                None => true,
                Some(held) => self.augment(held, holder, tried),
            };
            if free {
                holder[index] = Some(sq);
                return true;
            }
        }
        false
    }
}

const NOT_A: u64 = !0x0101_0101_0101_0101;
const NOT_H: u64 = !0x8080_8080_8080_8080;

/// Every square a `role` of `color` standing on any square of `from`
/// attacks, with `walls` in the way: what a lookup a square gives, for a
/// whole set at once.
fn attacks_from_set(role: Role, color: Color, from: Bitboard, walls: Bitboard) -> Bitboard {
    let (rook, bishop) = (
        [(8, !0), (-8, !0), (1, NOT_A), (-1, NOT_H)],
        [(9, NOT_A), (7, NOT_H), (-7, NOT_A), (-9, NOT_H)],
    );
    let slides = |directions: [(i32, u64); 4]| {
        (directions.into_iter()).fold(0, |acc, (step, mask)| {
            acc | shifted(ray_fill(from.0, !walls.0, step, mask), step) & mask
        })
    };
    Bitboard(match role {
        Role::King | Role::Knight => leaps(role, from).0,
        Role::Rook => slides(rook),
        Role::Bishop => slides(bishop),
        Role::Queen => slides(rook) | slides(bishop),
        Role::Pawn => (from.into_iter()).fold(0, |acc, sq| acc | attacks(role, color, sq, walls).0),
    })
}

/// `bits` moved `step` squares up the board's indices (down when
/// negative).
const fn shifted(bits: u64, step: i32) -> u64 {
    if step > 0 {
        bits << step
    } else {
        bits >> -step
    }
}

/// Every square `from` reaches by repeated `step`s through `open` squares
/// (Kogge and Stone's parallel prefix): `mask` drops the squares a step
/// wraps onto from the other edge.
const fn ray_fill(mut from: u64, open: u64, step: i32, mask: u64) -> u64 {
    let mut open = open & mask;
    from |= open & shifted(from, step);
    open &= shifted(open, step);
    from |= open & shifted(from, 2 * step);
    open &= shifted(open, 2 * step);
    from | open & shifted(from, 4 * step)
}

/// Every square a king or a knight (`role`) standing on any square of
/// `from` attacks.
fn leaps(role: Role, from: Bitboard) -> Bitboard {
    const NOT_AB: u64 = !0x0303_0303_0303_0303;
    const NOT_GH: u64 = !0xc0c0_c0c0_c0c0_c0c0;
    let b = from.0;
    let (east, west) = ((b << 1) & NOT_A, (b >> 1) & NOT_H);
    Bitboard(if role == Role::King {
        let row = b | east | west;
        east | west | row << 8 | row >> 8
    } else {
        let (east2, west2) = ((b << 2) & NOT_AB, (b >> 2) & NOT_GH);
        (east | west) << 16 | (east | west) >> 16 | (east2 | west2) << 8 | (east2 | west2) >> 8
    })
}

#[cfg(test)]
mod tests {
    use super::attacks_from_set;
    use crate::attacks::attacks;
    use crate::{Bitboard, Color, Role, Square};

    fn random_sets() -> impl Iterator<Item = (Bitboard, Bitboard)> {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        (0..500).map(move |_| {
            let (a, b, c) = (next(), next(), next());
            (Bitboard(a & b), Bitboard(b & c & a.rotate_left(7)))
        })
    }

    #[test]
    fn a_sets_attacks_are_the_union_of_each_squares() {
        for (from, walls) in random_sets() {
            for role in Role::ALL {
                for color in Color::ALL {
                    let each = (from.into_iter()).fold(Bitboard::EMPTY, |acc, sq| {
                        acc | attacks(role, color, sq, walls)
                    });
                    let set = attacks_from_set(role, color, from, walls);
                    assert_eq!(set, each, "{role:?} from {from:?} walls {walls:?}");
                }
            }
        }
        let corner = Bitboard::from_square(Square::H8);
        let knight = attacks_from_set(Role::Knight, Color::White, corner, Bitboard::EMPTY);
        assert_eq!(knight.count(), 2);
    }
}
