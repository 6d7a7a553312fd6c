//! The board's questions, python-chess's: pieces and squares, attacks,
//! attackers and pins, and what a move is (a capture, en passant,
//! castling, zeroing); the move generators are in `generators.rs`. Sets
//! of squares are `rankfile.SquareSet`s, masks ints, as python-chess gives
//! them; the core's attack tables answer.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::PyDict;
use rankfile::{Bitboard, CastlingSide, Color, Role, Square, attacks};

use super::Board;
use crate::errors;
use crate::values::{Move, Piece, color_of, is_white, role, square};

/// `SquareSet` and `object.__new__`, found once.
static SQUARE_SET: GILOnceCell<(Py<PyAny>, Py<PyAny>)> = GILOnceCell::new();

/// `mask` as a `rankfile.SquareSet`. Made as `object.__new__` makes it and
/// its one slot set, not through `__init__`, which reads any iterable of
/// squares: a set of attacks costs a third of what it would.
pub(super) fn square_set(py: Python<'_>, mask: Bitboard) -> PyResult<PyObject> {
    let (class, new) = SQUARE_SET.get_or_try_init(py, || -> PyResult<_> {
        let class = py.import("rankfile._squares")?.getattr("SquareSet")?;
        let new = py
            .import("builtins")?
            .getattr("object")?
            .getattr("__new__")?;
        Ok((class.unbind(), new.unbind()))
    })?;
    let set = new.bind(py).call1((class.bind(py),))?;
    set.setattr(intern!(py, "mask"), mask.0)?;
    Ok(set.unbind())
}

fn bit(sq: Square) -> Bitboard {
    Bitboard::from(sq)
}

impl Board {
    /// The squares attacked by the piece on `sq` (none when it is empty).
    fn attacks_of(&self, sq: Square) -> Bitboard {
        let board = self.pos.board();
        match board.piece_at(sq) {
            Some(p) => attacks::attacks(p.role, p.color, sq, board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// python-chess's pin: the line through `color`'s king and the enemy
    /// slider pinning `sq` to it (`sq` the one square between them that is
    /// occupied, or taken to be); every square when there is none.
    fn pin_of(&self, color: Color, sq: Square) -> Bitboard {
        let board = self.pos.board();
        let Some(king) = board.king_of(color) else {
            return Bitboard::FULL;
        };
        let them = !color;
        let queens = board.by_piece(Role::Queen.of(them));
        let straight = board.by_piece(Role::Rook.of(them)) | queens;
        let diagonal = board.by_piece(Role::Bishop.of(them)) | queens;
        let snipers = (attacks::rook_attacks(king, Bitboard::EMPTY) & straight)
            | (attacks::bishop_attacks(king, Bitboard::EMPTY) & diagonal);
        for sniper in snipers {
            let between = attacks::between(king, sniper);
            if between.contains(sq) && (between & (board.occupied() | bit(sq))) == bit(sq) {
                return attacks::line(king, sniper);
            }
        }
        Bitboard::FULL
    }

    /// The piece on `sq` if it is the side to move's.
    fn ours_at(&self, sq: Square) -> Option<rankfile::Piece> {
        (self.pos.board().piece_at(sq)).filter(|p| p.color == self.pos.turn())
    }

    fn castling_move(&self, m: &Move) -> bool {
        let (Ok(from), Ok(to)) = (square(m.from_square), square(m.to_square)) else {
            return false;
        };
        if m.drop.is_some() || self.ours_at(from).map(|p| p.role) != Some(Role::King) {
            return false;
        }
        let files = (from.file() as i32 - to.file() as i32).abs();
        files > 1 || self.ours_at(to).map(|p| p.role) == Some(Role::Rook)
    }

    fn en_passant_move(&self, m: &Move) -> bool {
        let (Ok(from), Ok(to)) = (square(m.from_square), square(m.to_square)) else {
            return false;
        };
        let diagonal = matches!(m.to_square.abs_diff(m.from_square), 7 | 9);
        self.pos.ep_square() == Some(to)
            && m.drop.is_none()
            && diagonal
            && self.ours_at(from).map(|p| p.role) == Some(Role::Pawn)
            && !self.pos.board().occupied().contains(to)
    }

    fn mirrored(&self) -> PyResult<rankfile::Position> {
        let setup = self.pos.to_setup().mirror();
        rankfile::Position::from_setup_accepting(setup, rankfile::ProblemKinds::IMPLAUSIBLE)
            .map_err(|e| pyo3::exceptions::PyValueError::new_err(e.to_string()))
    }

    fn theirs(&self) -> Bitboard {
        self.pos.board().by_color(!self.pos.turn())
    }

    /// The squares `m` leaves and reaches (none for the null move).
    fn touched(m: &Move) -> Bitboard {
        match (square(m.from_square), square(m.to_square)) {
            (Ok(from), Ok(to)) if from != to => bit(from) | bit(to),
            _ => Bitboard::EMPTY,
        }
    }
}

#[pymethods]
impl Board {
    /// The squares the piece on `square` attacks, as a mask.
    fn attacks_mask(&self, square: u32) -> PyResult<u64> {
        Ok(self.attacks_of(crate::values::square(square)?).0)
    }

    /// The squares the piece on `square` attacks (none when it is empty).
    ///
    /// >>> import rankfile
    /// >>> rankfile.Board().attacks(rankfile.G1)
    /// SquareSet(0x0000_0000_00a0_1000)
    fn attacks(&self, py: Python<'_>, square: u32) -> PyResult<PyObject> {
        square_set(py, self.attacks_of(crate::values::square(square)?))
    }

    /// The pieces of `color` that attack `square`, as a mask.
    fn attackers_mask(&self, color: bool, square: u32) -> PyResult<u64> {
        let board = self.pos.board();
        let sq = crate::values::square(square)?;
        Ok(board.attackers_to(sq, color_of(color), board.occupied()).0)
    }

    /// The pieces of `color` that attack `square`.
    ///
    /// >>> import rankfile
    /// >>> list(rankfile.Board().attackers(rankfile.WHITE, rankfile.F3))
    /// [6, 12, 14]
    fn attackers(&self, py: Python<'_>, color: bool, square: u32) -> PyResult<PyObject> {
        square_set(py, Bitboard(self.attackers_mask(color, square)?))
    }

    /// Whether a piece of `color` attacks `square`.
    fn is_attacked_by(&self, color: bool, square: u32) -> PyResult<bool> {
        Ok(self.attackers_mask(color, square)? != 0)
    }

    /// The line a pin holds the piece on `square` to (its king and the
    /// pinner on it), as a mask: every square when it is not pinned.
    fn pin_mask(&self, color: bool, square: u32) -> PyResult<u64> {
        Ok(self
            .pin_of(color_of(color), crate::values::square(square)?)
            .0)
    }

    /// The line a pin holds the piece on `square` to: every square when
    /// it is not pinned (a square between the king and a pinner counts,
    /// occupied or not, as python-chess counts it).
    ///
    /// >>> import rankfile
    /// >>> board = rankfile.Board("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1")
    /// >>> board.is_pinned(rankfile.WHITE, rankfile.D2), list(board.pin(rankfile.WHITE, rankfile.D2))
    /// (True, [4, 11, 18, 25, 32])
    fn pin(&self, py: Python<'_>, color: bool, square: u32) -> PyResult<PyObject> {
        square_set(py, Bitboard(self.pin_mask(color, square)?))
    }

    /// Whether the piece on `square` is pinned to `color`'s king.
    fn is_pinned(&self, color: bool, square: u32) -> PyResult<bool> {
        Ok(self.pin_mask(color, square)? != Bitboard::FULL.0)
    }

    /// The type of the piece on `square` (1 for a pawn … 6 a king), or
    /// `None`.
    fn piece_type_at(&self, square: u32) -> PyResult<Option<u8>> {
        let sq = crate::values::square(square)?;
        Ok(self.pos.board().role_at(sq).map(crate::values::piece_type))
    }

    /// The colour of the piece on `square` (`True` for white), or `None`.
    fn color_at(&self, square: u32) -> PyResult<Option<bool>> {
        let sq = crate::values::square(square)?;
        Ok(self.pos.board().color_at(sq).map(is_white))
    }

    /// The squares of `color`'s pieces of `piece_type`, as a mask.
    fn pieces_mask(&self, piece_type: u8, color: bool) -> PyResult<u64> {
        let piece = role(piece_type)?.of(color_of(color));
        Ok(self.pos.board().by_piece(piece).0)
    }

    /// The squares of `color`'s pieces of `piece_type`.
    ///
    /// >>> import rankfile
    /// >>> rankfile.Board().pieces(rankfile.KING, rankfile.WHITE)
    /// SquareSet(0x0000_0000_0000_0010)
    fn pieces(&self, py: Python<'_>, piece_type: u8, color: bool) -> PyResult<PyObject> {
        square_set(py, Bitboard(self.pieces_mask(piece_type, color)?))
    }

    /// The pieces on the squares of `mask` (all of them by default), by
    /// square.
    ///
    /// >>> import rankfile
    /// >>> rankfile.Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1").piece_map()
    /// {4: Piece.from_symbol('K'), 60: Piece.from_symbol('k')}
    #[pyo3(signature = (*, mask = u64::MAX))]
    fn piece_map<'py>(&self, py: Python<'py>, mask: u64) -> PyResult<Bound<'py, PyDict>> {
        let map = PyDict::new(py);
        for (sq, piece) in self.pos.board().pieces() {
            if mask >> sq.index() & 1 == 1 {
                map.set_item(sq.index(), Piece::of(piece))?;
            }
        }
        Ok(map)
    }

    /// The placement, the FEN's first field.
    #[pyo3(signature = (*, promoted = false))]
    fn board_fen(&self, promoted: bool) -> String {
        let _ = promoted; // no piece of a standard board is told apart as promoted
        self.pos.board().board_fen()
    }

    /// The plies since the game's start, from the move number and the
    /// side to move (so a FEN's game counts the plies before it).
    fn ply(&self) -> u32 {
        let black = u32::from(self.pos.turn() == Color::Black);
        2 * self.pos.fullmove_number().saturating_sub(1) + black
    }

    /// Whether `move` takes a piece (en passant included).
    fn is_capture(&self, r#move: Move) -> bool {
        let takes = square(r#move.to_square).is_ok_and(|to| self.theirs().contains(to));
        (takes && r#move.drop.is_none()) || self.en_passant_move(&r#move)
    }

    /// Whether `move` takes a pawn en passant.
    fn is_en_passant(&self, r#move: Move) -> bool {
        self.en_passant_move(&r#move)
    }

    /// Whether `move` castles: the king two files over, or onto its own
    /// rook (as Chess960 writes castling).
    fn is_castling(&self, r#move: Move) -> bool {
        self.castling_move(&r#move)
    }

    /// Whether `move` castles on the king's side.
    fn is_kingside_castling(&self, r#move: Move) -> bool {
        self.castling_move(&r#move) && r#move.to_square % 8 > r#move.from_square % 8
    }

    /// Whether `move` castles on the queen's side.
    fn is_queenside_castling(&self, r#move: Move) -> bool {
        self.castling_move(&r#move) && r#move.to_square % 8 < r#move.from_square % 8
    }

    /// Whether `move` resets the halfmove clock: a pawn move or a capture.
    fn is_zeroing(&self, r#move: Move) -> bool {
        let touched = Board::touched(&r#move);
        let pawns = self.pos.board().by_role(Role::Pawn);
        !(touched & (pawns | self.theirs())).is_empty() || r#move.drop == Some(1)
    }

    /// Whether no position before `move` can come again after it: it
    /// resets the clock, gives up a castling right, or an en passant
    /// capture possible now is given up.
    fn is_irreversible(&self, r#move: Move) -> bool {
        if r#move.is_null() {
            return false;
        }
        let touched = Board::touched(&r#move);
        let rights = self.pos.castling_rights();
        let kings = self.pos.board().by_role(Role::King);
        let loses_right = !(touched & rights.rook_squares()).is_empty()
            || [Color::White, Color::Black].into_iter().any(|c| {
                let has =
                    rights.has(c, CastlingSide::KingSide) || rights.has(c, CastlingSide::QueenSide);
                has && !(touched & kings & self.pos.board().by_color(c)).is_empty()
            });
        self.is_zeroing(r#move) || loses_right || self.pos.legal_ep_square().is_some()
    }

    /// Whether `move`, legal here, gives check (`False` for a move that
    /// cannot be played).
    fn gives_check(&self, py: Python<'_>, r#move: Move) -> bool {
        match self.resolve(py, &r#move) {
            Ok(Some(m)) => self.pos.play(&m).is_ok_and(|after| after.is_check()),
            _ => false,
        }
    }

    /// Whether `move` is legal here (the null move is not).
    fn is_legal(&self, py: Python<'_>, r#move: Move) -> bool {
        !r#move.is_null() && self.resolve(py, &r#move).is_ok()
    }

    /// Whether `color` may still castle (on either side).
    fn has_castling_rights(&self, color: bool) -> bool {
        let rights = self.pos.castling_rights();
        let c = color_of(color);
        rights.has(c, CastlingSide::KingSide) || rights.has(c, CastlingSide::QueenSide)
    }

    /// Whether `color` may still castle on the king's side.
    fn has_kingside_castling_rights(&self, color: bool) -> bool {
        (self.pos.castling_rights()).has(color_of(color), CastlingSide::KingSide)
    }

    /// Whether `color` may still castle on the queen's side.
    fn has_queenside_castling_rights(&self, color: bool) -> bool {
        (self.pos.castling_rights()).has(color_of(color), CastlingSide::QueenSide)
    }

    /// Whether a hundred plies have passed without a capture or a pawn
    /// move, and a move is left to play.
    fn is_fifty_moves(&self) -> bool {
        self.pos.halfmove_clock() >= 100 && self.pos.has_legal_moves()
    }

    /// The legal move from `from_square` to `to_square` (a pawn reaching
    /// the last rank becomes a queen unless `promotion` says otherwise; the
    /// king onto its own rook castles), as this board writes it.
    ///
    /// >>> import rankfile
    /// >>> rankfile.Board().find_move(rankfile.G1, rankfile.F3)
    /// Move.from_uci('g1f3')
    #[pyo3(signature = (from_square, to_square, promotion = None))]
    fn find_move(&self, from_square: u32, to_square: u32, promotion: Option<u8>) -> PyResult<Move> {
        let wanted = |m: &Move| {
            let promoted = match promotion {
                Some(p) => m.promotion == Some(p),
                None => m.promotion.is_none() || m.promotion == Some(5),
            };
            m.from_square == from_square && m.to_square == to_square && promoted
        };
        for m in self.pos.legal_moves().iter() {
            let styles = [
                rankfile::UciCastling::KingToSquare,
                rankfile::UciCastling::KingTakesRook,
            ];
            if styles.into_iter().any(|style| wanted(&Move::of(m, style))) {
                return Ok(Move::of(m, self.castling()));
            }
        }
        let uci = format!(
            "{}{}",
            crate::values::square(from_square)?,
            crate::values::square(to_square)?
        );
        Err(errors::IllegalMoveError::new_err(format!(
            "no matching legal move for {uci} in {}",
            self.pos.fen()
        )))
    }

    /// The legal move an XBoard text means (`@@@@` the null move; SAN or
    /// coordinates otherwise), not played.
    ///
    /// >>> import rankfile
    /// >>> rankfile.Board().parse_xboard("Nf3"), rankfile.Board().parse_xboard("@@@@")
    /// (Move.from_uci('g1f3'), Move.from_uci('0000'))
    fn parse_xboard(&self, py: Python<'_>, xboard: &str) -> PyResult<Move> {
        if xboard == "@@@@" {
            return Ok(Move::NULL);
        }
        Ok(match self.read_san(py, xboard)? {
            Some(m) => Move::of(&m, self.castling()),
            None => Move::NULL,
        })
    }

    /// `move` as the XBoard protocol writes it: coordinates, `@@@@` for
    /// the null move, Chess960's castling as `O-O` and `O-O-O`
    /// (`chess960` defaults to the board's).
    #[pyo3(signature = (r#move, chess960 = None))]
    fn xboard(&self, r#move: Move, chess960: Option<bool>) -> String {
        let chess960 = chess960.unwrap_or(self.pos.castling_rights().is_chess960());
        let castle = (chess960.then(|| self.pseudo_legal(&r#move)).flatten())
            .and_then(|m| m.castling_side());
        match castle {
            Some(rankfile::CastlingSide::KingSide) => "O-O".into(),
            Some(rankfile::CastlingSide::QueenSide) => "O-O-O".into(),
            None => r#move.xboard(),
        }
    }

    /// The board seen from the other side (upside down, colours swapped,
    /// the other side to move, castling rights and the en passant square
    /// given to the other colour), without its moves.
    ///
    /// >>> import rankfile
    /// >>> rankfile.Board("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").mirror().fen(en_passant="fen")
    /// '4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1'
    fn mirror(&self) -> PyResult<Board> {
        Ok(Board::from_start(self.mirrored()?))
    }

    /// Mirrors the board in place (see `mirror`), forgetting its moves.
    fn apply_mirror(&mut self) -> PyResult<()> {
        self.pos = self.mirrored()?;
        self.stack.clear();
        Ok(())
    }

    /// The board drawn with the chess pieces of Unicode, as `str()` draws
    /// it with letters; `borders` adds a frame and coordinates.
    ///
    /// >>> import rankfile
    /// >>> print(rankfile.Board("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unicode(empty_square="·"))
    /// · · · · ♚ · · ·
    /// · · · · · · · ·
    /// · · · · · · · ·
    /// · · · · · · · ·
    /// · · · · · · · ·
    /// · · · · · · · ·
    /// · · · · · · · ·
    /// · · · · ♔ · · ♖
    #[pyo3(signature = (*, invert_color = false, borders = false, empty_square = "⭘", orientation = true))]
    fn unicode(
        &self,
        invert_color: bool,
        borders: bool,
        empty_square: &str,
        orientation: bool,
    ) -> String {
        let ranks: Vec<u32> = if orientation {
            (0..8).rev().collect()
        } else {
            (0..8).collect()
        };
        let files: Vec<u32> = if orientation {
            (0..8).collect()
        } else {
            (0..8).rev().collect()
        };
        let frame = format!("  {}", "-".repeat(17));
        let mut lines = Vec::new();
        for &rank in &ranks {
            let cells: Vec<String> = (files.iter())
                .map(|&file| {
                    let sq = Square::new(rank * 8 + file);
                    match sq.and_then(|sq| self.pos.board().piece_at(sq)) {
                        Some(p) => Piece::of(p).unicode_symbol(invert_color).to_string(),
                        None => empty_square.to_string(),
                    }
                })
                .collect();
            if borders {
                lines.push(frame.clone());
                lines.push(format!("{} |{}|", rank + 1, cells.join("|")));
            } else {
                lines.push(cells.join(" "));
            }
        }
        if borders {
            lines.push(frame);
            let names: Vec<String> = (files.iter())
                .map(|&f| char::from(b'a' + f as u8).to_string())
                .collect();
            lines.push(format!("   {}", names.join(" ")));
        }
        lines.join("\n")
    }

    /// Forgets the moves played: the position now becomes the root.
    fn clear_stack(&mut self) {
        self.stack.clear();
    }

    /// `moves`, played from here, in SAN with their numbers: `1. e4 e5 2.
    /// Nf3`; `IllegalMoveError` at the first that cannot be played.
    ///
    /// >>> import rankfile
    /// >>> board = rankfile.Board()
    /// >>> board.variation_san([rankfile.Move.from_uci(uci) for uci in ["e2e4", "e7e5", "g1f3"]])
    /// '1. e4 e5 2. Nf3'
    fn variation_san(&self, py: Python<'_>, moves: Vec<Move>) -> PyResult<String> {
        let mut pos = self.pos;
        let mut out: Vec<String> = Vec::with_capacity(moves.len() * 2);
        for (i, m) in moves.iter().enumerate() {
            let mv = super::resolve(py, &pos, m).map_err(|e| {
                errors::IllegalMoveError::new_err(format!(
                    "illegal move {} in variation, in {}: {}",
                    m.uci(),
                    pos.fen(),
                    e.value(py)
                ))
            })?;
            let number = pos.fullmove_number();
            let san = match &mv {
                Some(mv) => pos.san(mv),
                None => "--".to_string(),
            };
            out.push(match pos.turn() {
                Color::White => format!("{number}. {san}"),
                Color::Black if i == 0 => format!("{number}...{san}"),
                Color::Black => san,
            });
            pos.play_opt(mv.as_ref());
        }
        Ok(out.join(" "))
    }
}
