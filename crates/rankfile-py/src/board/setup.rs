//! Setting a board up, as python-chess's board is set up: any placement
//! (no king, two, a pawn on its last rank), built square by square or read
//! from a FEN with fields left out, every field settable. The core judges
//! what is held: `status()` gives python-chess's bits, `problems()`
//! rankfile's explanations.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rankfile::fen::{self, CheckOptions, ReadMode};
use rankfile::validate::castling_standing;
use rankfile::{Bitboard, CastlingRights, Color, Role, Setup, Variant};

use super::Board;
use crate::errors::{self, InvalidFenError};

use crate::values::{Piece, color_of, role, square};

/// python-chess's defaults for the fields a FEN leaves out: White to
/// move, no castling, no en passant square, the clocks at their start.
const DEFAULT_FIELDS: [&str; 5] = ["w", "-", "-", "0", "1"];

/// The board of `text`, read as python-chess reads a FEN: one to six
/// fields, those left out taking their defaults, a fullmove number of 0
/// read as 1, the castling field as the rooks it names; any placement
/// held. A field that does not read raises `InvalidFenError` (a
/// `ValueError`) with rankfile's diagnosis.
pub(crate) fn read_any_fen(py: Python<'_>, text: &str, chess960: bool) -> PyResult<Board> {
    let given: Vec<&str> = text.split_whitespace().collect();
    let mut fields: Vec<&str> = given.clone();
    if (1..6).contains(&fields.len()) {
        fields.extend(&DEFAULT_FIELDS[fields.len() - 1..]);
    }
    let castling = fields.get(2).copied().unwrap_or("-");
    // The castling field is read against the board below: the core's
    // reader, which refuses a right whose rook is missing, sees none.
    let mut plain: Vec<String> = fields.iter().map(|f| f.to_string()).collect();
    if plain.len() == 6 {
        plain[2] = "-".into();
        // The clocks as python-chess reads numbers, Python's way (`04`,
        // `+4`, `1_000`); a fullmove number of 0 as 1.
        for clock in &mut plain[4..] {
            if let Some(n) = python_int(clock) {
                *clock = n.to_string();
            }
        }
        if plain[5] == "0" {
            plain[5] = "1".into();
        }
    }
    let plain = plain.join(" ");
    let mut setup = fen::parse(&plain).map_err(|_| refused(py, &plain, text, chess960))?;
    let rooks = fen::castling_rooks(&setup.board, castling)
        .ok_or_else(|| bad_castling_field(py, castling, text))?;
    let mut rights = CastlingRights::NONE;
    rights.set_chess960(chess960);
    setup.castling = rights;
    Ok(Board::from_setup(setup, rooks))
}

/// How a castling field is written.
const CASTLING_HINT: &str = "write - for none, or White's letters (K, Q, or the rooks' files A to H) then Black's (k, q, a to h), at most two each";

/// `text` read as Python's `int()` reads a non-negative number: digits,
/// perhaps a leading sign (`-` for zero alone), single underscores between
/// digits.
fn python_int(text: &str) -> Option<u32> {
    if let Some(digits) = text.strip_prefix('-') {
        return python_int(digits).filter(|&n| n == 0 && !digits.starts_with(['+', '-']));
    }
    let digits = text.strip_prefix('+').unwrap_or(text);
    let grouped = !digits.starts_with('_') && !digits.ends_with('_') && !digits.contains("__");
    let plain: String = digits.chars().filter(|&c| c != '_').collect();
    grouped.then(|| plain.parse().ok()).flatten()
}

/// The error of a castling field that names no rights: its letters out of
/// order, repeated or not castling letters.
fn bad_castling_field(py: Python<'_>, field: &str, text: &str) -> PyErr {
    let message = format!("castling field {field:?} is not a castling field");
    let hint = CASTLING_HINT;
    let problem = crate::check::Diagnostic {
        code: "bad_castling".into(),
        severity: "error",
        message: message.clone(),
        hint: Some(hint.into()),
        field: Some(3),
        span: text.find(field).map(|start| (start, start + field.len())),
        squares: Vec::new(),
        follows: None,
    };
    errors::invalid_fen(py, format!("{message}: {text:?}"), vec![problem])
}

/// The error of a FEN the core's reader refuses, with every problem it
/// finds in its syntax.
fn refused(py: Python<'_>, plain: &str, text: &str, chess960: bool) -> PyErr {
    let variant = if chess960 {
        Variant::Chess960
    } else {
        Variant::Standard
    };
    let options = CheckOptions {
        mode: ReadMode::Strict,
        variant,
    };
    errors::fen_error(py, &fen::check(plain, options), text)
}

/// The piece python-chess's `Piece` stands for.
fn core_piece(piece: &Piece) -> PyResult<rankfile::Piece> {
    Ok(role(piece.piece_type)?.of(color_of(piece.color)))
}

impl Board {
    /// An empty board: no piece, White to move, no right, the clocks at
    /// their start.
    pub(crate) fn empty(chess960: bool) -> Board {
        let mut setup = Setup::initial();
        setup.board = rankfile::Board::empty();
        setup.castling = CastlingRights::NONE;
        setup.castling.set_chess960(chess960);
        Board::from_setup(setup, Bitboard::EMPTY)
    }

    /// The placement changed by `edit`, the move stack forgotten (the
    /// moves no longer lead here), as python-chess's board does.
    fn edit_board(&mut self, edit: impl FnOnce(&mut rankfile::Board)) {
        self.edit(|setup| edit(&mut setup.board));
        self.stack.clear();
    }

    fn chess960_now(&self) -> bool {
        self.pos.castling_rights().is_chess960()
    }
}

#[pymethods]
impl Board {
    /// An empty board (as `Board(None)`).
    ///
    /// >>> rankfile.Board.empty().fen()
    /// '8/8/8/8/8/8/8/8 w - - 0 1'
    #[staticmethod]
    #[pyo3(name = "empty", signature = (*, chess960 = false))]
    fn empty_board(chess960: bool) -> Board {
        Board::empty(chess960)
    }

    /// Empties the board and resets the other fields: White to move, no
    /// castling right, no en passant square, the clocks at their start.
    ///
    /// >>> board = rankfile.Board("4k3/8/8/8/8/8/8/4K3 b - - 5 40")
    /// >>> board.clear()
    /// >>> board.fen()
    /// '8/8/8/8/8/8/8/8 w - - 0 1'
    fn clear(&mut self) {
        *self = Board::empty(self.chess960_now());
    }

    /// Takes every piece off the board, the other fields kept.
    ///
    /// >>> board = rankfile.Board("4k3/8/8/8/8/8/8/4K3 b - - 5 40")
    /// >>> board.clear_board()
    /// >>> board.fen()
    /// '8/8/8/8/8/8/8/8 b - - 5 40'
    fn clear_board(&mut self) {
        self.edit_board(|board| *board = rankfile::Board::empty());
    }

    /// Puts `piece` on `square` (`None` empties it); `promoted` marks it
    /// a promoted piece.
    ///
    /// >>> board = rankfile.Board()
    /// >>> board.set_piece_at(rankfile.E4, rankfile.Piece.from_symbol("r"))
    /// >>> board.board_fen()
    /// 'rnbqkbnr/pppppppp/8/8/4r3/8/PPPPPPPP/RNBQKBNR'
    #[pyo3(signature = (square, piece, promoted = false))]
    fn set_piece_at(&mut self, square: u32, piece: Option<Piece>, promoted: bool) -> PyResult<()> {
        let sq = self::square(square)?;
        let piece = piece.as_ref().map(core_piece).transpose()?;
        self.edit_board(|board| {
            board.remove_piece_at(sq);
            if let Some(piece) = piece {
                board.set_piece_at(sq, piece);
            }
        });
        self.promoted = self.promoted.without(sq);
        if promoted && piece.is_some() {
            self.promoted |= Bitboard::from(sq);
        }
        Ok(())
    }

    /// Takes the piece off `square` and gives it (`None` when empty).
    ///
    /// >>> board = rankfile.Board()
    /// >>> board.remove_piece_at(rankfile.E1)
    /// Piece.from_symbol('K')
    /// >>> board.status() & rankfile.STATUS_NO_WHITE_KING != 0
    /// True
    fn remove_piece_at(&mut self, square: u32) -> PyResult<Option<Piece>> {
        let sq = self::square(square)?;
        let mut removed = None;
        self.edit_board(|board| removed = board.remove_piece_at(sq));
        self.promoted = self.promoted.without(sq);
        Ok(removed.map(Piece::of))
    }

    /// Sets the placement to `pieces`, a mapping of squares to pieces.
    ///
    /// >>> board = rankfile.Board.empty()
    /// >>> board.set_piece_map({rankfile.A1: rankfile.Piece.from_symbol("K")})
    /// >>> board.board_fen()
    /// '8/8/8/8/8/8/8/K7'
    fn set_piece_map(&mut self, pieces: &Bound<'_, PyDict>) -> PyResult<()> {
        let mut placement = rankfile::Board::empty();
        for (square, piece) in pieces.iter() {
            let sq = self::square(square.extract()?)?;
            placement.set_piece_at(sq, core_piece(&piece.extract::<Piece>()?)?);
        }
        self.edit_board(|board| *board = placement);
        self.promoted = Bitboard::EMPTY;
        Ok(())
    }

    /// Sets the placement to a FEN's first field.
    ///
    /// >>> board = rankfile.Board()
    /// >>> board.set_board_fen("4k3/8/8/8/8/8/8/4K3")
    /// >>> board.fen()
    /// '4k3/8/8/8/8/8/8/4K3 w - - 0 1'
    fn set_board_fen(&mut self, py: Python<'_>, fen: &str) -> PyResult<()> {
        if fen.split_whitespace().count() != 1 {
            return Err(InvalidFenError::new_err(format!(
                "a board FEN is the placement alone, the FEN's first field: {fen:?}"
            )));
        }
        let placement = read_any_fen(py, fen, false)?.pos.to_setup().board;
        self.edit_board(|board| *board = placement);
        self.promoted = Bitboard::EMPTY;
        Ok(())
    }

    /// Sets the castling rights from a FEN's third field (`KQkq`, X-FEN or
    /// Shredder-FEN letters, `-`).
    ///
    /// >>> board = rankfile.Board()
    /// >>> board.set_castling_fen("Kq")
    /// >>> board.fen()
    /// 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1'
    fn set_castling_fen(&mut self, castling_fen: &str) -> PyResult<()> {
        let rooks = fen::castling_rooks(self.pos.board(), castling_fen).ok_or_else(|| {
            PyValueError::new_err(format!(
                "castling field {castling_fen:?} is not a castling field: {CASTLING_HINT}"
            ))
        })?;
        self.castling = rooks;
        self.edit(|_| ());
        self.stack.clear();
        Ok(())
    }

    #[setter]
    fn set_turn(&mut self, turn: bool) {
        let color = color_of(turn);
        self.edit(|setup| setup.turn = color);
    }

    #[setter]
    fn set_castling_rights(&mut self, rights: u64) {
        self.castling = Bitboard(rights);
        self.edit(|_| ());
    }

    #[setter]
    fn set_ep_square(&mut self, ep_square: Option<u32>) -> PyResult<()> {
        let ep = ep_square.map(square).transpose()?;
        self.edit(|setup| setup.ep_square = ep);
        Ok(())
    }

    #[setter]
    fn set_halfmove_clock(&mut self, clock: u32) {
        self.edit(|setup| setup.halfmove = clock);
    }

    #[setter]
    fn set_fullmove_number(&mut self, number: u32) {
        self.edit(|setup| setup.fullmove = number);
    }

    #[setter]
    fn set_chess960(&mut self, chess960: bool) {
        self.edit(|setup| setup.castling.set_chess960(chess960));
    }

    /// The squares of promoted pieces, as a mask.
    ///
    /// >>> board = rankfile.Board("8/4P3/8/8/8/8/8/K6k w - - 0 1")
    /// >>> board.push_san("e8=Q")
    /// Move.from_uci('e7e8q')
    /// >>> board.promoted == rankfile.BB_E8
    /// True
    #[getter]
    fn promoted(&self) -> u64 {
        self.promoted.0
    }

    #[setter]
    fn set_promoted(&mut self, promoted: u64) {
        self.promoted = Bitboard(promoted);
    }

    /// The castling rights that stand on the board, as a mask: each rook
    /// of `castling_rights` on its back rank with its king there (in
    /// standard chess the king on e, the rooks in the corners).
    ///
    /// >>> board = rankfile.Board()
    /// >>> board.remove_piece_at(rankfile.H1)
    /// Piece.from_symbol('R')
    /// >>> board.clean_castling_rights() == rankfile.BB_A1 | rankfile.BB_A8 | rankfile.BB_H8
    /// True
    fn clean_castling_rights(&self) -> u64 {
        let chess960 = self.chess960_now();
        castling_standing(self.pos.board(), self.castling, chess960)
            .rook_squares()
            .0
    }

    /// Whether the castling rights written are Chess960's: rights that
    /// stand only when the king and rooks may start anywhere on the back
    /// rank.
    ///
    /// >>> board = rankfile.Board("rkbqrnnb/pppppppp/8/8/8/8/PPPPPPPP/RKBQRNNB w KQkq - 0 1")
    /// >>> board.has_chess960_castling_rights(), rankfile.Board().has_chess960_castling_rights()
    /// (True, False)
    fn has_chess960_castling_rights(&self) -> bool {
        let board = self.pos.board();
        castling_standing(board, self.castling, true).rook_squares()
            != castling_standing(board, self.castling, false).rook_squares()
    }

    /// The castling field in X-FEN (`KQkq`, a file letter for an inner
    /// rook in Chess960).
    ///
    /// >>> rankfile.Board("4k3/8/8/8/8/8/8/1R2KR2 w FB - 0 1", chess960=True).castling_xfen()
    /// 'KQ'
    fn castling_xfen(&self) -> PyResult<String> {
        Ok(self
            .fen(false, "legal")?
            .split(' ')
            .nth(2)
            .unwrap_or("-")
            .to_string())
    }

    /// The castling field in Shredder-FEN (the rooks' files: `HAha`).
    ///
    /// >>> rankfile.Board().castling_shredder_fen()
    /// 'HAha'
    fn castling_shredder_fen(&self) -> PyResult<String> {
        Ok(self
            .fen(true, "legal")?
            .split(' ')
            .nth(2)
            .unwrap_or("-")
            .to_string())
    }

    /// Sets up Chess960 start `scharnagl` (0 to 959): the board becomes a
    /// Chess960 board, its moves forgotten.
    ///
    /// >>> board = rankfile.Board()
    /// >>> board.set_chess960_pos(0)
    /// >>> board.board_fen(), board.chess960
    /// ('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR', True)
    fn set_chess960_pos(&mut self, scharnagl: u16) -> PyResult<()> {
        *self = Board::from_chess960_pos(scharnagl)?;
        Ok(())
    }

    /// The number of the Chess960 start this board is (`None` when it is
    /// none): White to move, every castling right, no en passant square,
    /// unless `ignore_turn` or `ignore_castling`; the clocks only when not
    /// `ignore_counters`.
    ///
    /// >>> rankfile.Board().chess960_pos()
    /// 518
    #[pyo3(signature = (*, ignore_turn = false, ignore_castling = false, ignore_counters = true))]
    fn chess960_pos(
        &self,
        ignore_turn: bool,
        ignore_castling: bool,
        ignore_counters: bool,
    ) -> Option<u16> {
        let pos = &self.pos;
        let counters = pos.halfmove_clock() == 0 && pos.fullmove_number() == 1;
        let turn = pos.turn() == Color::White;
        let castling = self.castling == (pos.board().by_role(Role::Rook));
        let fits = pos.ep_square().is_none()
            && (ignore_turn || turn)
            && (ignore_castling || castling)
            && (ignore_counters || counters);
        fits.then(|| rankfile::variant::chess960_number(pos.board()))
            .flatten()
    }

    /// python-chess's status bits of the position's problems: 0 when it is
    /// one a game can reach.
    ///
    /// >>> rankfile.Board("4k3/8/8/8/8/8/8/4K3 w K - 0 1").status() == rankfile.STATUS_BAD_CASTLING_RIGHTS
    /// True
    fn status(&self) -> u32 {
        let problems = self.pos.problems();
        let bits = problems.iter().map(|p| status_bit(p.code));
        let asked_and_standing_differ = self.castling != self.pos.castling_rights().rook_squares();
        bits.fold(0, |a, b| a | b) | if asked_and_standing_differ { 1 << 8 } else { 0 }
    }

    /// Whether the position is one a game can reach (`status()` is 0).
    ///
    /// >>> rankfile.Board().is_valid(), rankfile.Board(None).is_valid()
    /// (True, False)
    fn is_valid(&self) -> bool {
        self.status() == 0
    }

    /// The position's problems as `check_fen` gives them: each with its
    /// code, message and hint (in English), for what `status()` only
    /// flags.
    ///
    /// >>> [p.code for p in rankfile.Board("8/8/8/8/8/8/8/K7 w - - 0 1").problems()]
    /// ['no_black_king']
    fn problems(&self) -> Vec<crate::check::Diagnostic> {
        let fen = self.pos.fen();
        let options = CheckOptions {
            mode: ReadMode::Strict,
            variant: match self.chess960_now() {
                true => Variant::Chess960,
                false => Variant::Standard,
            },
        };
        let report = fen::check(&fen, options);
        crate::check::diagnostics(&report.errors, &fen, &rankfile::text::English)
    }
}

/// The pieces as python-chess's board keeps them: one mask a piece type,
/// `occupied`, and `occupied_co` indexed by colour.
#[pymethods]
impl Board {
    /// The squares of the pawns, both colours', as a mask (and so on for
    /// `knights` … `kings`).
    ///
    /// >>> rankfile.Board().pawns == rankfile.BB_RANK_2 | rankfile.BB_RANK_7
    /// True
    #[getter]
    fn pawns(&self) -> u64 {
        self.pos.board().by_role(Role::Pawn).0
    }

    #[getter]
    fn knights(&self) -> u64 {
        self.pos.board().by_role(Role::Knight).0
    }

    #[getter]
    fn bishops(&self) -> u64 {
        self.pos.board().by_role(Role::Bishop).0
    }

    #[getter]
    fn rooks(&self) -> u64 {
        self.pos.board().by_role(Role::Rook).0
    }

    #[getter]
    fn queens(&self) -> u64 {
        self.pos.board().by_role(Role::Queen).0
    }

    #[getter]
    fn kings(&self) -> u64 {
        self.pos.board().by_role(Role::King).0
    }

    /// The squares of every piece, as a mask.
    #[getter]
    fn occupied(&self) -> u64 {
        self.pos.board().occupied().0
    }

    /// The squares of each colour's pieces: `[black, white]`, as
    /// `board.occupied_co[chess.WHITE]` reads it.
    ///
    /// >>> rankfile.Board().occupied_co[rankfile.WHITE] == rankfile.BB_RANK_1 | rankfile.BB_RANK_2
    /// True
    #[getter]
    fn occupied_co(&self) -> [u64; 2] {
        let board = self.pos.board();
        [
            board.by_color(Color::Black).0,
            board.by_color(Color::White).0,
        ]
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
