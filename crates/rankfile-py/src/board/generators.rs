//! python-chess's move generators: the legal and pseudo-legal moves
//! (the core's `Position::pseudo_legal_moves`), captures, en passant and
//! castling, each with the masks of the squares they leave and reach, and
//! the generators' `repr` (their moves in SAN, an illegal one in UCI).

use pyo3::prelude::*;

use super::{Board, LegalMoves, MoveIter};
use crate::values::Move;

/// The moves of `moves` whose squares `from_mask` and `to_mask` hold.
/// Whether `m` goes from a square of `from_mask` to one of `to_mask`; a
/// castling move to its rook's square, as python-chess masks it (its king
/// takes its own rook).
fn within(m: &rankfile::Move, from_mask: u64, to_mask: u64) -> bool {
    let to = match *m {
        rankfile::Move::Castle { rook, .. } => rook,
        _ => m.to(),
    };
    from_mask >> m.from().index() & 1 == 1 && to_mask >> to.index() & 1 == 1
}

impl Board {
    /// The core's moves of `list` in this board's UCI.
    fn moves_of(
        &self,
        list: &rankfile::MoveList,
        keep: impl Fn(&rankfile::Move) -> bool,
    ) -> Vec<Move> {
        self.masked(list, keep, u64::MAX, u64::MAX)
    }

    /// The core's moves of `list` that `keep` keeps, from `from_mask` to
    /// `to_mask`, in this board's UCI.
    fn masked(
        &self,
        list: &rankfile::MoveList,
        keep: impl Fn(&rankfile::Move) -> bool,
        from_mask: u64,
        to_mask: u64,
    ) -> Vec<Move> {
        let castling = self.castling();
        (list.iter())
            .filter(|m| keep(m) && within(m, from_mask, to_mask))
            .map(|m| Move::of(m, castling))
            .collect()
    }

    /// [`masked`](Self::masked), as python-chess's generators give them.
    fn generated(
        &self,
        list: &rankfile::MoveList,
        keep: impl Fn(&rankfile::Move) -> bool,
        from_mask: u64,
        to_mask: u64,
    ) -> MoveIter {
        MoveIter {
            moves: self.masked(list, keep, from_mask, to_mask).into_iter(),
        }
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
        self.generated(&self.pos.legal_moves(), |_| true, from_mask, to_mask)
    }

    /// The pseudo-legal moves from `from_mask` to `to_mask`.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_pseudo_legal_moves(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        self.generated(&self.pos.pseudo_legal_moves(), |_| true, from_mask, to_mask)
    }

    /// The legal captures (en passant included).
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_legal_captures(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        self.generated(
            &self.pos.legal_moves(),
            rankfile::Move::is_capture,
            from_mask,
            to_mask,
        )
    }

    /// The pseudo-legal captures (en passant included).
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_pseudo_legal_captures(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        self.generated(
            &self.pos.pseudo_legal_moves(),
            rankfile::Move::is_capture,
            from_mask,
            to_mask,
        )
    }

    /// The legal en passant captures.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_legal_ep(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        self.generated(
            &self.pos.legal_moves(),
            rankfile::Move::is_en_passant,
            from_mask,
            to_mask,
        )
    }

    /// The pseudo-legal en passant captures.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_pseudo_legal_ep(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        self.generated(
            &self.pos.pseudo_legal_moves(),
            rankfile::Move::is_en_passant,
            from_mask,
            to_mask,
        )
    }

    /// The legal castling moves.
    #[pyo3(signature = (from_mask = u64::MAX, to_mask = u64::MAX))]
    fn generate_castling_moves(&self, from_mask: u64, to_mask: u64) -> MoveIter {
        self.generated(
            &self.pos.legal_moves(),
            rankfile::Move::is_castle,
            from_mask,
            to_mask,
        )
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
