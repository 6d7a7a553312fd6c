//! `Board`: python-chess's board over rankfile's `Position`, with its move
//! stack, its FEN modes, its draws and its numbering.

use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use rankfile::fen::{self, CastlingStyle, CheckOptions, EpMode, FenOptions, ReadMode};
use rankfile::pgn::{Claim, History, Outcome};
use rankfile::{Color, Position, ProblemKinds, ReadOptions, UciCastling, Variant};

use crate::errors;

mod generators;
mod queries;
use crate::values::{Move, Piece, is_white};

/// A position and the moves that reached it, as python-chess's `Board`.
///
/// >>> import rankfile
/// >>> board = rankfile.Board()
/// >>> board.push_san("e4")
/// Move.from_uci('e2e4')
/// >>> board.fen()
/// 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
///
/// Unlike python-chess, a board holds a legal position only (or one no
/// game can reach, such as an impossible check, which `status()` reports):
/// a FEN without kings, say, is refused with `InvalidFenError`, and `push`
/// refuses an illegal move.
#[pyclass(module = "rankfile")]
#[derive(Clone)]
pub struct Board {
    pos: Position,
    /// Each move played, with the position it was played from.
    stack: Vec<(Position, Move)>,
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
            stack: Vec::new(),
        }
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
        let played = match m {
            Some(m) => {
                self.pos.play_unchecked(&m);
                Move::of(&m, UciCastling::of(&before))
            }
            None => {
                self.pos.play_null();
                Move::NULL
            }
        };
        self.stack.push((before, played));
        played
    }

    /// The game's history by the rules: the positions of the stack, the
    /// latest first (the core judges repetitions and claims on them).
    fn history(&self) -> History<'_> {
        History::new(self.pos, self.stack.iter().rev().map(|(before, _)| before))
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
        let pos = match fen {
            Some(text) => read_fen(py, text, chess960)?,
            None => {
                return Err(PyValueError::new_err(
                    "an empty board has no kings: rankfile's boards hold legal positions",
                ));
            }
        };
        Ok(Board {
            pos,
            stack: Vec::new(),
        })
    }

    /// The board of Chess960 start number `scharnagl` (0 to 959; 518 is
    /// the standard start).
    #[staticmethod]
    fn from_chess960_pos(scharnagl: u16) -> PyResult<Board> {
        let pos = rankfile::variant::chess960_start(scharnagl).ok_or_else(|| {
            PyValueError::new_err(format!("no Chess960 start {scharnagl}: give 0 to 959"))
        })?;
        Ok(Board {
            pos,
            stack: Vec::new(),
        })
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

    /// The EPD of the position: the FEN's first four fields.
    #[pyo3(signature = (*, shredder = false, en_passant = "legal"))]
    fn epd(&self, shredder: bool, en_passant: &str) -> PyResult<String> {
        let fen = self.fen(shredder, en_passant)?;
        Ok(fen.split(' ').take(4).collect::<Vec<_>>().join(" "))
    }

    /// Sets the position of `fen`, and forgets the moves.
    fn set_fen(&mut self, py: Python<'_>, fen: &str) -> PyResult<()> {
        let chess960 = self.pos.castling_rights().is_chess960();
        self.pos = read_fen(py, fen, chess960)?;
        self.stack.clear();
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

    /// Plays `move`, a legal move (or `Move.null()`).
    fn push(&mut self, py: Python<'_>, r#move: Move) -> PyResult<()> {
        let m = self.resolve(py, &r#move)?;
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
        Board::from_start(self.stack.first().map_or(self.pos, |(before, _)| *before))
    }

    /// Takes back the last move and gives it.
    fn pop(&mut self) -> PyResult<Move> {
        let (before, m) = self
            .stack
            .pop()
            .ok_or_else(|| PyIndexError::new_err("pop from empty move stack"))?;
        self.pos = before;
        Ok(m)
    }

    /// The last move played.
    fn peek(&self) -> PyResult<Move> {
        self.stack
            .last()
            .map(|(_, m)| *m)
            .ok_or_else(|| PyIndexError::new_err("peek from empty move stack"))
    }

    /// The moves played, first to last.
    #[getter]
    fn move_stack(&self) -> Vec<Move> {
        self.stack.iter().map(|(_, m)| *m).collect()
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

    /// Seventy-five moves without a capture or a pawn move, and a move to
    /// play: the game is drawn.
    fn is_seventyfive_moves(&self) -> bool {
        self.pos.halfmove_clock() >= 150 && self.pos.has_legal_moves()
    }

    /// The position stands for the fifth time: the game is drawn.
    fn is_fivefold_repetition(&self) -> bool {
        self.repetitions() >= 5
    }

    /// Whether the position has stood `count` times.
    #[pyo3(signature = (count = 3))]
    fn is_repetition(&self, count: usize) -> bool {
        self.repetitions() >= count
    }

    /// Fifty moves without a capture or a pawn move, now or after a move.
    fn can_claim_fifty_moves(&self) -> bool {
        self.history().can_claim_fifty_moves()
    }

    /// The position stands for the third time, now or after a move.
    fn can_claim_threefold_repetition(&self) -> bool {
        self.history().can_claim_threefold_repetition()
    }

    fn can_claim_draw(&self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }

    /// How the game has ended, as python-chess's `outcome()` checks it: an
    /// `Outcome` (its `termination` and `winner`, `None` for a draw), or
    /// `None` while it goes on.
    #[pyo3(signature = (*, claim_draw = false))]
    fn outcome<'py>(
        &self,
        py: Python<'py>,
        claim_draw: bool,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some((name, winner)) = self.ending(claim_draw) else {
            return Ok(None);
        };
        let package = py.import("rankfile")?;
        let termination = package.getattr("Termination")?.getattr(name)?;
        package
            .getattr("Outcome")?
            .call1((termination, winner))
            .map(Some)
    }

    /// Whether the game has ended.
    #[pyo3(signature = (*, claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.ending(claim_draw).is_some()
    }

    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    #[pyo3(signature = (*, claim_draw = false))]
    fn result(&self, claim_draw: bool) -> &'static str {
        match self.ending(claim_draw) {
            None => "*",
            Some((_, None)) => "1/2-1/2",
            Some((_, Some(true))) => "1-0",
            Some((_, Some(false))) => "0-1",
        }
    }

    /// python-chess's status bits of the position's problems: 0 when it is
    /// one a game can reach.
    fn status(&self) -> u32 {
        self.pos
            .problems()
            .iter()
            .map(|p| status_bit(p.code))
            .fold(0, |a, b| a | b)
    }

    fn is_valid(&self) -> bool {
        self.status() == 0
    }

    /// `True` when white is to move.
    #[getter]
    fn turn(&self) -> bool {
        is_white(self.pos.turn())
    }

    /// The castling rooks' squares, as a mask (python-chess's).
    #[getter]
    fn castling_rights(&self) -> u64 {
        self.pos.castling_rights().rook_squares().0
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
    fn piece_at(&self, square: u32) -> PyResult<Option<Piece>> {
        let square = crate::values::square(square)?;
        Ok(self.pos.board().piece_at(square).map(Piece::of))
    }

    /// The square of `color`'s king.
    fn king(&self, color: bool) -> Option<u32> {
        let color = if color { Color::White } else { Color::Black };
        self.pos.board().king_of(color).map(|s| s.index() as u32)
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

    fn copy(&self) -> Board {
        self.clone()
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
    /// The termination's name and the winner, in the order python-chess's
    /// `outcome()` checks them.
    fn ending(&self, claim_draw: bool) -> Option<(&'static str, Option<bool>)> {
        Some(match self.history().ending(claim_draw)? {
            Ok(Outcome::Checkmate { winner }) => ("CHECKMATE", Some(is_white(winner))),
            Ok(Outcome::InsufficientMaterial) => ("INSUFFICIENT_MATERIAL", None),
            Ok(Outcome::Stalemate) => ("STALEMATE", None),
            Ok(Outcome::SeventyFiveMoves) => ("SEVENTYFIVE_MOVES", None),
            Ok(Outcome::FivefoldRepetition) => ("FIVEFOLD_REPETITION", None),
            Err(Claim::FiftyMoves) => ("FIFTY_MOVES", None),
            Err(Claim::ThreefoldRepetition) => ("THREEFOLD_REPETITION", None),
        })
    }

    fn read_san(&self, py: Python<'_>, san: &str) -> PyResult<Option<rankfile::Move>> {
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

/// python-chess's `STATUS_*` bit of a problem's code.
fn status_bit(code: &str) -> u32 {
    match code {
        "no_white_king" => 1 << 0,
        "no_black_king" => 1 << 1,
        "too_many_kings" => 1 << 2,
        "too_many_white_pawns" => 1 << 3,
        "too_many_black_pawns" => 1 << 4,
        "pawns_on_backrank" => 1 << 5,
        "too_many_white_pieces" => 1 << 6,
        "too_many_black_pieces" => 1 << 7,
        "bad_castling_rights" => 1 << 8,
        "invalid_ep_square" => 1 << 9,
        "opposite_check" => 1 << 10,
        "empty" => 1 << 11,
        "too_many_checkers" => 1 << 15,
        "impossible_check" => 1 << 16,
        // rankfile's warnings that python-chess does not judge.
        _ => 0,
    }
}
