//! The material rules: positions where one side can never mate, proved
//! from the pieces alone, with no search.

use crate::{Bitboard, Board, Color, Role};

/// Why `winner`'s material can never mate, if it cannot: each rule is
/// closed under play (no pawn can bring new pieces, captures only take
/// pieces away), so a search may stop at a position it holds in.
pub(crate) fn material_cannot_mate(board: &Board, winner: Color) -> Option<MaterialRule> {
    let own = board.by_color(winner);
    let heavy = board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if (own & heavy).any() {
        return None;
    }
    let knights = own & board.by_role(Role::Knight);
    let bishops = board.by_role(Role::Bishop);
    if own.count() == 1 {
        return Some(MaterialRule::LoneKing);
    }
    if knights.any() {
        // A lone knight: the mated king needs blockers, and a queen, the
        // only piece left to block with, can always take the knight
        // (python-chess's judgement, and every helpmate search's).
        let blockers =
            board.by_color(!winner) - board.by_role(Role::King) - board.by_role(Role::Queen);
        return (own.count() == 2 && blockers.is_empty()).then_some(MaterialRule::LoneKnight);
    }
    // Bishops only, all on one colour: they attack squares of that colour
    // alone, so the mated king stands on one, in check along a diagonal.
    // Its two neighbours of the other colour beside the checking line
    // cannot both be covered by the winner's king, and a rook, queen or
    // king of the loser's on either would take the checking bishop or
    // step between: only a pawn or a knight could block there.
    let one_colour =
        (bishops & Bitboard::DARK).is_empty() || (bishops & Bitboard::LIGHT).is_empty();
    let blockers_possible = (board.by_role(Role::Pawn) | board.by_role(Role::Knight)).any();
    (one_colour && !blockers_possible).then_some(MaterialRule::BishopsOfOneColour)
}

/// A material rule that proves a side can never mate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MaterialRule {
    /// The side has its king alone.
    LoneKing,
    /// The side has a king and one knight, and the other side nothing
    /// that could block its own king but queens.
    LoneKnight,
    /// The side has bishops only, every bishop on the board stands on
    /// squares of one colour, and there is no pawn or knight to block a
    /// square of the other colour.
    BishopsOfOneColour,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    fn rule(fen: &str, winner: Color) -> Option<MaterialRule> {
        let pos: Position = fen.parse().expect("a test FEN");
        material_cannot_mate(pos.board(), winner)
    }

    #[test]
    fn a_lone_king_never_mates() {
        assert_eq!(
            rule("8/8/4k3/8/8/8/3QK3/8 w - - 0 1", Color::Black),
            Some(MaterialRule::LoneKing)
        );
        assert_eq!(rule("8/8/4k3/8/8/8/3QK3/8 w - - 0 1", Color::White), None);
    }

    #[test]
    fn a_knight_needs_something_to_block() {
        assert_eq!(
            rule("8/8/4k3/8/8/8/3NK3/8 w - - 0 1", Color::White),
            Some(MaterialRule::LoneKnight)
        );
        assert_eq!(
            rule("8/8/4kq2/8/8/8/3NK3/8 w - - 0 1", Color::White),
            Some(MaterialRule::LoneKnight)
        );
        assert_eq!(rule("8/4p3/4k3/8/8/8/3NK3/8 w - - 0 1", Color::White), None);
        assert_eq!(rule("8/8/4k3/8/8/8/2NNK3/8 w - - 0 1", Color::White), None);
    }

    #[test]
    fn bishops_of_one_colour_need_another_colour_blocked() {
        // c1 and e3 are both dark squares, as is the black bishop's f8.
        assert_eq!(
            rule("5b2/8/4k3/8/8/4B3/4K3/2B5 w - - 0 1", Color::White),
            Some(MaterialRule::BishopsOfOneColour)
        );
        // A light-squared bishop of Black's can block.
        assert_eq!(
            rule("4b3/8/4k3/8/8/4B3/4K3/2B5 w - - 0 1", Color::White),
            None
        );
        // Rooks and queens cannot block for them (CHA's test vectors say
        // so too: -B k7/q7/8/8/8/2KB4/2B5/8).
        assert_eq!(
            rule("8/8/4kr2/8/8/4B3/4K3/2B5 w - - 0 1", Color::White),
            Some(MaterialRule::BishopsOfOneColour)
        );
        assert_eq!(
            rule("8/8/4kn2/8/8/4B3/4K3/2B5 w - - 0 1", Color::White),
            None
        );
    }
}
