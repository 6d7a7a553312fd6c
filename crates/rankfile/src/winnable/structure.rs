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
        let mut region = from - walls;
        let mut frontier = region;
        while let Some(sq) = frontier.first() {
            frontier = frontier.without(sq);
            let new = attacks(role, color, sq, walls) - walls - forbidden - region;
            region |= new;
            frontier |= new;
        }
        region
    }

    /// Every square `color`'s pieces and pawns could ever attack.
    pub(super) fn attackable(&self, color: Color) -> Bitboard {
        let walls = self.all_pawns();
        let mut out = self.pawn_attacks(color);
        for token in self.tokens.iter().filter(|t| t.color == color) {
            for sq in token.region {
                out |= attacks(token.role, color, sq, walls);
            }
        }
        out
    }

    pub(super) fn mate_possible(&self, winner: Color) -> bool {
        let loser = !winner;
        let covered = self.attackable(winner);
        let mut blockable = self.pawns[loser as usize];
        let mut king = Bitboard::EMPTY;
        for token in self.tokens.iter().filter(|t| t.color == loser) {
            if token.role == Role::King {
                king |= token.region;
            } else {
                blockable |= token.region;
            }
        }
        (king & covered)
            .into_iter()
            .any(|k| (king_attacks(k) - blockable - covered).is_empty())
    }
}
