//! `Board`: python-chess's board over rankfile's `Position`, with its move
//! stack, its FEN modes, its draws and its numbering.

use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use rankfile::fen::{self, CastlingStyle, CheckOptions, EpMode, FenOptions, ReadMode};
use rankfile::pgn::History;
use rankfile::validate::castling_standing;
use rankfile::{Bitboard, Position, ProblemKinds, ReadOptions, Setup, UciCastling, Variant};

use crate::errors;

mod ending;
mod engine_line;
mod epd;
mod generators;
mod queries;
mod setup;
mod transform;
use crate::values::{Move, Piece, color_of, is_white};

/// A position and the moves that reached it, as python-chess's `Board`.
///
/// >>> import rankfile
/// >>> board = rankfile.Board()
/// >>> board.push_san("e4")
/// Move.from_uci('e2e4')
/// >>> board.fen()
/// 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
///
/// As python-chess's, a board holds any placement (no king, nine pawns, a
/// pawn on its last rank), built square by square or read from a FEN;
/// `status()` and `is_valid()` judge it, `problems()` explains it.
///
/// >>> board = rankfile.Board(None)
/// >>> board.set_piece_at(rankfile.A1, rankfile.Piece.from_symbol("K"))
/// >>> board.is_valid(), [m.uci() for m in board.legal_moves]
/// (False, ['a1b1', 'a1a2', 'a1b2'])
#[pyclass(module = "rankfile")]
#[derive(Clone)]
pub struct Board {
    pos: Position,
    /// The castling rights as python-chess keeps them: the rooks' squares,
    /// any a script writes; `pos` holds those that stand on the board.
    castling: Bitboard,
    /// The squares of promoted pieces (python-chess's `promoted`).
    promoted: Bitboard,
    /// Each move played, with the board it was played from.
    stack: Vec<Saved>,
}

/// A move played and the board before it.
#[derive(Clone, Copy)]
struct Saved {
    pos: Position,
    castling: Bitboard,
    promoted: Bitboard,
    played: Move,
}

/// The legal moves of a board: iterable, with `len` and `in`.
#[pyclass(module = "rankfile", sequence)]
pub struct LegalMoves {
    moves: Vec<Move>,
    /// The position they are moves of (for their SAN in `repr`).
    pos: Position,
    /// Pseudo-legal moves, not only legal ones.
    pseudo: bool,
}

#[pymethods]
impl LegalMoves {
    fn __len__(&self) -> usize {
        self.moves.len()
    }

    fn __contains__(&self, m: Move) -> bool {
        self.moves.contains(&m)
    }

    fn __iter__(&self) -> MoveIter {
        MoveIter {
            moves: self.moves.clone().into_iter(),
        }
    }

    fn __bool__(&self) -> bool {
        !self.moves.is_empty()
    }
}

#[pyclass(module = "rankfile")]
pub(crate) struct MoveIter {
    pub(crate) moves: std::vec::IntoIter<Move>,
}

#[pymethods]
impl MoveIter {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self) -> Option<Move> {
        self.moves.next()
    }
}

/// The position of a FEN, a legal one or one that only no game can reach.
pub(crate) fn read_fen(py: Python<'_>, text: &str, chess960: bool) -> PyResult<Position> {
    let variant = match chess960 {
        true => Variant::Chess960,
        false => Variant::Standard,
    };
    let options = CheckOptions {
        mode: ReadMode::Strict,
        variant,
    };
    let report = fen::check(text, options);
    report
        .position_accepting(ProblemKinds::IMPLAUSIBLE)
        .ok_or_else(|| errors::fen_error(py, &report, text))
}

/// `m`, a move in `pos` in its UCI, as rankfile's move (`None`: the
/// null move); an error naming the legal moves when it cannot be played.
pub(crate) fn resolve(
    py: Python<'_>,
    pos: &Position,
    m: &Move,
) -> PyResult<Option<rankfile::Move>> {
    if m.is_null() {
        return Ok(None);
    }
    // A drop, or a promotion to a pawn or a king: a move python-chess
    // reads (its variants play some) and no standard board plays.
    if m.drop.is_some() || matches!(m.promotion, Some(1 | 6)) {
        return Err(errors::unplayable(py, &m.uci(), pos));
    }
    pos.parse_uci(&m.uci())
        .map(Some)
        .map_err(|e| errors::uci_error(py, &e, pos))
}

impl Board {
    /// A board at `start`, no move played.
    pub(crate) fn from_start(start: Position) -> Board {
        Board {
            pos: start,
            castling: start.castling_rights().rook_squares(),
            promoted: Bitboard::EMPTY,
            stack: Vec::new(),
        }
    }

    /// A board of `setup` whatever its placement, its castling rights
    /// given as the rooks' squares, `rooks` (those that stand are kept).
    pub(crate) fn from_setup(mut setup: Setup, rooks: Bitboard) -> Board {
        let chess960 = setup.castling.is_chess960();
        setup.castling = castling_standing(&setup.board, rooks, chess960);
        Board {
            castling: rooks,
            ..Board::from_start(Position::from_setup_unchecked(setup))
        }
    }

    /// Changes the six fields with `edit`, keeping the castling rights
    /// asked that stand on the board after it.
    pub(crate) fn edit(&mut self, edit: impl FnOnce(&mut Setup)) {
        let mut setup = self.pos.to_setup();
        edit(&mut setup);
        let chess960 = setup.castling.is_chess960();
        setup.castling = castling_standing(&setup.board, self.castling, chess960);
        self.pos = Position::from_setup_unchecked(setup);
    }

    /// The position now.
    pub(crate) fn position(&self) -> Position {
        self.pos
    }

    fn castling(&self) -> UciCastling {
        UciCastling::of(&self.pos)
    }

    /// `m`, a move of this board in its UCI, as rankfile's move (`None`:
    /// the null move).
    fn resolve(&self, py: Python<'_>, m: &Move) -> PyResult<Option<rankfile::Move>> {
        resolve(py, &self.pos, m)
    }

    pub(crate) fn play(&mut self, m: Option<rankfile::Move>) -> Move {
        let before = self.pos;
        let (castling, promoted) = (self.castling, self.promoted);
        let played = match m {
            Some(m) => {
                self.pos.play_unchecked(&m);
                if promoted.any() || m.promotion().is_some() {
                    self.promoted = promoted_after(promoted, &m);
                }
                Move::of(&m, UciCastling::of(&before))
            }
            None => {
                self.pos.play_null();
                Move::NULL
            }
        };
        self.castling = self.pos.castling_rights().rook_squares();
        self.stack.push(Saved {
            pos: before,
            castling,
            promoted,
            played,
        });
        played
    }

    /// The game's history by the rules: the positions of the stack, the
    /// latest first (the core judges repetitions and claims on them).
    fn history(&self) -> History<'_> {
        History::new(self.pos, self.stack.iter().rev().map(|saved| &saved.pos))
    }

    fn repetitions(&self) -> usize {
        self.history().repetitions()
    }
}

#[pymethods]
impl Board {
    #[new]
    #[pyo3(signature = (fen = Some(fen::STARTING_FEN), *, chess960 = false))]
    fn new(py: Python<'_>, fen: Option<&str>, chess960: bool) -> PyResult<Board> {
        match fen {
            Some(text) => setup::read_any_fen(py, text, chess960),
            None => Ok(Board::empty(chess960)),
        }
    }

    /// The board of Chess960 start number `scharnagl` (0 to 959; 518 is
    /// the standard start).
    #[staticmethod]
    fn from_chess960_pos(scharnagl: u16) -> PyResult<Board> {
        let pos = rankfile::variant::chess960_start(scharnagl).ok_or_else(|| {
            PyValueError::new_err(format!("no Chess960 start {scharnagl}: give 0 to 959"))
        })?;
        Ok(Board::from_start(pos))
    }

    /// The FEN, as python-chess writes it: `en_passant` is `"legal"` (the
    /// square only when a capture there is legal, the default), `"fen"`
    /// (after every double push) or `"xfen"` (when a pawn stands ready to
    /// take there); `shredder` writes the castling rooks' files.
    #[pyo3(signature = (*, shredder = false, en_passant = "legal"))]
    fn fen(&self, shredder: bool, en_passant: &str) -> PyResult<String> {
        let ep = match en_passant {
            "legal" => EpMode::Legal,
            "fen" => EpMode::AsGiven,
            "xfen" => EpMode::PseudoLegal,
            other => {
                return Err(PyValueError::new_err(format!(
                    "en_passant is \"legal\", \"fen\" or \"xfen\", not {other:?}"
                )));
            }
        };
        if !shredder {
            let castling = CastlingStyle::XFen;
            return Ok(self.pos.fen_with(FenOptions { ep, castling }));
        }
        // python-chess writes the rooks' files in standard chess too: the
        // writer is asked as for Chess960, whose rights name the rooks.
        let mut setup = self.pos.to_setup();
        setup.castling.set_chess960(true);
        let castling = CastlingStyle::Shredder;
        Ok(Position::from_setup_unchecked(setup).fen_with(FenOptions { ep, castling }))
    }

    /// Sets the position of `fen` (python-chess's reading: missing
    /// fields take their defaults, any placement is held), and forgets the
    /// moves.
    fn set_fen(&mut self, py: Python<'_>, fen: &str) -> PyResult<()> {
        let chess960 = self.pos.castling_rights().is_chess960();
        *self = setup::read_any_fen(py, fen, chess960)?;
        Ok(())
    }

    /// The legal moves.
    #[getter]
    fn legal_moves(&self) -> LegalMoves {
        let castling = self.castling();
        LegalMoves {
            moves: self
                .pos
                .legal_moves()
                .iter()
                .map(|m| Move::of(m, castling))
                .collect(),
            pos: self.pos,
            pseudo: false,
        }
    }

    /// Plays `move`: a legal move, `Move.null()`, or, as python-chess
    /// plays them, a pseudo-legal one (which leaves its king attacked:
    /// `status()` then says so). Any other move raises `IllegalMoveError`.
    fn push(&mut self, py: Python<'_>, r#move: Move) -> PyResult<()> {
        let m = match self.resolve(py, &r#move) {
            Ok(m) => m,
            Err(e) => Some(self.pseudo_legal(&r#move).ok_or(e)?),
        };
        self.play(m);
        Ok(())
    }

    /// Reads a move in SAN (forgivingly, as people write it) and plays it.
    fn push_san(&mut self, py: Python<'_>, san: &str) -> PyResult<Move> {
        let m = self.read_san(py, san)?;
        Ok(self.play(m))
    }

    /// Reads a move in UCI and plays it.
    fn push_uci(&mut self, py: Python<'_>, uci: &str) -> PyResult<Move> {
        let m = self.parse_uci(py, uci)?;
        let m = self.resolve(py, &m)?;
        Ok(self.play(m))
    }

    /// The board before the first move of the stack, its stack empty.
    fn root(&self) -> Board {
        match self.stack.first() {
            Some(first) => self.restored(first),
            None => Board {
                stack: Vec::new(),
                ..self.clone()
            },
        }
    }

    /// Takes back the last move and gives it.
    fn pop(&mut self) -> PyResult<Move> {
        let saved = self
            .stack
            .pop()
            .ok_or_else(|| PyIndexError::new_err("pop from empty move stack"))?;
        self.pos = saved.pos;
        self.castling = saved.castling;
        self.promoted = saved.promoted;
        Ok(saved.played)
    }

    /// The last move played.
    fn peek(&self) -> PyResult<Move> {
        self.stack
            .last()
            .map(|saved| saved.played)
            .ok_or_else(|| PyIndexError::new_err("peek from empty move stack"))
    }

    /// The moves played, first to last.
    #[getter]
    fn move_stack(&self) -> Vec<Move> {
        self.stack.iter().map(|saved| saved.played).collect()
    }

    /// The SAN of `move`, a legal move here (`--` for the null move).
    fn san(&self, py: Python<'_>, r#move: Move) -> PyResult<String> {
        Ok(match self.resolve(py, &r#move)? {
            Some(m) => self.pos.san(&m),
            None => "--".to_string(),
        })
    }

    /// The long algebraic notation of `move`: `Ng1-f3`.
    fn lan(&self, py: Python<'_>, r#move: Move) -> PyResult<String> {
        Ok(match self.resolve(py, &r#move)? {
            Some(m) => self.pos.lan(&m),
            None => "--".to_string(),
        })
    }

    /// The UCI of `move`.
    fn uci(&self, r#move: Move) -> String {
        r#move.uci()
    }

    /// The legal move a SAN text means, not played.
    fn parse_san(&self, py: Python<'_>, san: &str) -> PyResult<Move> {
        Ok(match self.read_san(py, san)? {
            Some(m) => Move::of(&m, self.castling()),
            None => Move::NULL,
        })
    }

    /// The legal move a UCI text means, not played.
    fn parse_uci(&self, py: Python<'_>, uci: &str) -> PyResult<Move> {
        if uci == "0000" {
            return Ok(Move::NULL);
        }
        let m = self
            .pos
            .parse_uci(uci)
            .map_err(|e| errors::uci_error(py, &e, &self.pos))?;
        Ok(Move::of(&m, self.castling()))
    }

    fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    fn is_checkmate(&self) -> bool {
        self.pos.is_checkmate()
    }

    fn is_stalemate(&self) -> bool {
        self.pos.is_stalemate()
    }

    fn is_insufficient_material(&self) -> bool {
        self.pos.is_insufficient_material()
    }

    /// `True` when white is to move.
    #[getter]
    fn turn(&self) -> bool {
        is_white(self.pos.turn())
    }

    /// The castling rooks' squares, as a mask (python-chess's): those
    /// written, which `clean_castling_rights()` narrows to those that
    /// stand on the board.
    #[getter]
    fn castling_rights(&self) -> u64 {
        self.castling.0
    }

    /// The square a double push just passed, if any.
    #[getter]
    fn ep_square(&self) -> Option<u32> {
        self.pos.ep_square().map(|s| s.index() as u32)
    }

    #[getter]
    fn halfmove_clock(&self) -> u32 {
        self.pos.halfmove_clock()
    }

    #[getter]
    fn fullmove_number(&self) -> u32 {
        self.pos.fullmove_number()
    }

    #[getter]
    fn chess960(&self) -> bool {
        self.pos.castling_rights().is_chess960()
    }

    /// The piece on `square`, if any.
    fn piece_at(&self, py: Python<'_>, square: u32) -> PyResult<Option<Py<Piece>>> {
        let square = crate::values::square(square)?;
        (self.pos.board().piece_at(square))
            .map(|p| Piece::shared(py, p))
            .transpose()
    }

    /// The square of `color`'s king (with several, on a board being set
    /// up, the one on the highest square; a promoted king is not one).
    fn king(&self, color: bool) -> Option<u32> {
        let color = color_of(color);
        let kings = self.pos.board().by_piece(rankfile::Role::King.of(color)) - self.promoted;
        kings.last().map(|s| s.index() as u32)
    }

    /// The squares of the pieces giving check, a `SquareSet`.
    fn checkers(&self, py: Python<'_>) -> PyResult<PyObject> {
        queries::square_set(py, self.pos.checkers())
    }

    /// The squares of the pieces giving check, as a mask.
    fn checkers_mask(&self) -> u64 {
        self.pos.checkers().0
    }

    /// The position's Polyglot key (the opening books' Zobrist hash):
    /// `rankfile.polyglot.zobrist_hash(board)` asks it.
    fn _zobrist_hash(&self) -> u64 {
        self.pos.polyglot_key()
    }

    /// A copy, with its whole move stack (`stack=True`), none (`False`)
    /// or its last `stack` moves.
    #[pyo3(signature = (*, stack = None))]
    fn copy(&self, stack: Option<&Bound<'_, PyAny>>) -> PyResult<Board> {
        let keep = match stack {
            None => self.stack.len(),
            Some(s) if s.is_instance_of::<pyo3::types::PyBool>() => match s.extract::<bool>()? {
                true => self.stack.len(),
                false => 0,
            },
            Some(s) => s.extract::<usize>()?.min(self.stack.len()),
        };
        let mut copy = self.clone();
        copy.stack.drain(..self.stack.len() - keep);
        Ok(copy)
    }

    fn __str__(&self) -> String {
        let board = self.pos.board();
        let mut ranks = Vec::with_capacity(8);
        for rank in (0..8).rev() {
            let squares = (0..8).filter_map(|file| rankfile::Square::new(rank * 8 + file));
            let letters: Vec<String> = squares
                .map(|s| board.piece_at(s).map_or('.', |p| p.char()).to_string())
                .collect();
            ranks.push(letters.join(" "));
        }
        ranks.join("\n")
    }

    /// Boards are equal when their positions are, as python-chess
    /// compares them: the FEN (an en passant square only where a capture
    /// there is legal), not the moves that led there.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        match other.downcast::<Board>() {
            Ok(other) => Ok(self.fen(false, "legal")? == other.borrow().fen(false, "legal")?),
            Err(_) => Ok(false),
        }
    }

    fn __repr__(&self) -> String {
        format!("Board({:?})", self.pos.fen_with(EpMode::Legal))
    }
}

impl Board {
    /// The pseudo-legal move `m` stands for, if it is one.
    pub(crate) fn pseudo_legal(&self, m: &Move) -> Option<rankfile::Move> {
        let castling = self.castling();
        (self.pos.pseudo_legal_moves().into_iter()).find(|p| Move::of(p, castling) == *m)
    }

    /// The board as it stood before the move `saved` keeps, no move
    /// played.
    fn restored(&self, saved: &Saved) -> Board {
        Board {
            pos: saved.pos,
            castling: saved.castling,
            promoted: saved.promoted,
            stack: Vec::new(),
        }
    }

    fn read_san(&self, py: Python<'_>, san: &str) -> PyResult<Option<rankfile::Move>> {
        // A move read alone is the move alone (python-chess refuses the
        // rest too): `Nc3\n` is a line's text, not a move.
        if san.trim() != san {
            return Err(errors::InvalidMoveError::new_err(format!(
                "{san:?} has white space around it: give the move alone, such as {:?}",
                san.trim()
            )));
        }
        let options = ReadOptions {
            allow_null: true,
            ..ReadOptions::default()
        };
        self.pos
            .read_move(san, &options)
            .map(|r| r.mv)
            .map_err(|e| errors::san_error(py, &e, san, &self.pos))
    }
}

/// The promoted pieces' squares after `m`: a promoted piece moves with
/// its flag, a promotion adds one, a capture removes one.
fn promoted_after(promoted: Bitboard, m: &rankfile::Move) -> Bitboard {
    let (from, to) = (m.from(), m.to());
    let mut after = promoted.without(to);
    if promoted.contains(from) || m.promotion().is_some() {
        after = after.without(from) | Bitboard::from(to);
    }
    after
}
