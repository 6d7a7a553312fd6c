//! python-chess's move generators: the legal and pseudo-legal moves
//! (the core's `Position::pseudo_legal_moves`), captures, en passant and
//! castling, each with the masks of the squares they leave and reach, and
//! the generators' `repr` (their moves in SAN, an illegal one in UCI).

use pyo3::prelude::*;

use super::{Board, LegalMoves, MoveIter};
use crate::values::Move;

/// The moves of `moves` whose squares `from_mask` and `to_mask` hold.
fn within(moves: impl IntoIterator<Item = Move>, from_mask: u64, to_mask: u64) -> MoveIter {
    let moves: Vec<Move> = (moves.into_iter())
        .filter(|m| from_mask >> m.from_square & 1 == 1 && to_mask >> m.to_square & 1 == 1)
        .collect();
    MoveIter {
        moves: moves.into_iter(),
    }
}

impl Board {
    /// The core's moves of `list` in this board's UCI.
    fn moves_of(
        &self,
        list: &rankfile::MoveList,
        keep: impl Fn(&rankfile::Move) -> bool,
    ) -> Vec<Move> {
        let castling = self.castling();
        (list.iter())
            .filter(|m| keep(m))
            .map(|m| Move::of(m, castling))
            .collect()
    }
}

#[pymethods]
impl Board {
    /// The moves each piece's rules allow, the king's safety aside (a
    /// pinned piece's, the king's into check; castling only when legal),
    /// as python-chess's `pseudo_legal_moves`.
    ///
    /// >>> import rankfile
    /// >>> board = rankfile.Board("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1")
    /// >>> len(board.legal_moves), len(board.pseudo_legal_moves)
    /// (4, 10)
    #[getter]
    fn pseudo_legal_moves(&self) -> LegalMoves {
        LegalMoves {
            moves: self.moves_of(&self.pos.pseudo_legal_moves(), |_| true),
            pos: self.pos,
            pseudo: true,
        }
    }

    /// Whether `move` is among the pseudo-legal moves.
    fn is_pseudo_legal(&self, r#move: Move) -> bool {
        self.moves_of(&self.pos.pseudo_legal_moves(), |_| true)
            .contains(&r#move)
    }

    /// The legal moves from the squares of `from_mask` to those of
    /// `to_mask`.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_legal_moves(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        within(
            self.moves_of(&self.pos.legal_moves(), |_| true),
            from_mask,
            to_mask,
        )
    }

    /// The pseudo-legal moves from `from_mask` to `to_mask`.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_pseudo_legal_moves(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        within(
            self.moves_of(&self.pos.pseudo_legal_moves(), |_| true),
            from_mask,
            to_mask,
        )
    }

    /// The legal captures (en passant included).
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_legal_captures(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        let moves = self.moves_of(&self.pos.legal_moves(), rankfile::Move::is_capture);
        within(moves, from_mask, to_mask)
    }

    /// The pseudo-legal captures (en passant included).
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_pseudo_legal_captures(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        let moves = self.moves_of(&self.pos.pseudo_legal_moves(), rankfile::Move::is_capture);
        within(moves, from_mask, to_mask)
    }

    /// The legal en passant captures.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_legal_ep(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        let moves = self.moves_of(&self.pos.legal_moves(), rankfile::Move::is_en_passant);
        within(moves, from_mask, to_mask)
    }

    /// The pseudo-legal en passant captures.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_pseudo_legal_ep(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        let moves = self.moves_of(
            &self.pos.pseudo_legal_moves(),
            rankfile::Move::is_en_passant,
        );
        within(moves, from_mask, to_mask)
    }

    /// The legal castling moves.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_castling_moves(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        let moves = self.moves_of(&self.pos.legal_moves(), rankfile::Move::is_castle);
        within(moves, from_mask, to_mask)
    }
}

#[pymethods]
impl LegalMoves {
    /// How many moves.
    fn count(&self) -> usize {
        self.moves.len()
    }

    /// As python-chess shows its generators: the moves in SAN, an
    /// illegal one (of the pseudo-legal moves) in UCI.
    fn __repr__(slf: PyRef<'_, Self>) -> String {
        let name = match slf.pseudo {
            true => "PseudoLegalMoveGenerator",
            false => "LegalMoveGenerator",
        };
        let legal = slf.pos.legal_moves();
        let castling = rankfile::UciCastling::of(&slf.pos);
        let shown: Vec<String> = (slf.moves.iter())
            .map(
                |m| match legal.iter().find(|l| Move::of(l, castling) == *m) {
                    Some(l) => slf.pos.san(l),
                    None => m.uci(),
                },
            )
            .collect();
        let at = slf.as_ptr() as usize;
        format!("<{name} at {at:#x} ({})>", shown.join(", "))
    }

    fn __str__(slf: PyRef<'_, Self>) -> String {
        LegalMoves::__repr__(slf)
    }
}
