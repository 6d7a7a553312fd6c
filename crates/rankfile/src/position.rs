//! A legal position: the moves it allows and what playing one does.

use core::fmt;

use crate::{Bitboard, Board, CastlingRights, Color, Move, Role, Setup, Square};

/// A position that passed the legality checks, ready to be played from.
///
/// Holds the six FEN fields. The en passant square is kept exactly as it
/// was given (or, after a double push, set as the PGN standard writes it),
/// so that a FEN comes back byte for byte.
///
/// # Examples
///
/// ```
/// use rankfile::Position;
///
/// let pos = Position::new();
/// assert_eq!(pos.legal_moves().len(), 20);
///
/// let after = pos.play_uci("e2e4").unwrap();
/// assert_eq!(after.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmove: u32,
    fullmove: u32,
}

impl Position {
    /// The standard starting position.
    pub const fn new() -> Position {
        Position {
            board: Board::new(),
            turn: Color::White,
            castling: CastlingRights::standard(),
            ep_square: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// Makes a position of `setup` without any check. Move generation on an
    /// illegal setup gives meaningless (but memory-safe) answers.
    pub const fn from_setup_unchecked(setup: Setup) -> Position {
        Position {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            halfmove: setup.halfmove,
            fullmove: setup.fullmove,
        }
    }

    /// The six fields as a [`Setup`].
    pub const fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
        }
    }

    /// The placement.
    #[inline]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights.
    #[inline]
    pub const fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The castling rights, borrowed: the move generator reads them at
    /// every node and need not copy them.
    #[inline]
    pub(crate) const fn castling_ref(&self) -> &CastlingRights {
        &self.castling
    }

    /// The en passant square as given (or as set by the last double push),
    /// whether or not a capture there is possible.
    #[inline]
    pub const fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Plies since the last capture or pawn move.
    #[inline]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The move number: 1 at the start, +1 after each Black move.
    #[inline]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The square of the side to move's king. With several (a board being
    /// set up, no game's), the one on the highest square, which the move
    /// generator keeps out of check, as python-chess does.
    #[inline]
    pub fn our_king(&self) -> Option<Square> {
        self.board.by_piece(Role::King.of(self.turn)).last()
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        match self.our_king() {
            Some(king) => self
                .board
                .attackers_by_rays(king, !self.turn, self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Plays `m`, which must be legal here, updating all six fields as the
    /// PGN standard's FEN section describes.
    ///
    /// An illegal move leaves a meaningless (but memory-safe) position.
    #[inline]
    pub fn play_unchecked(&mut self, m: &Move) {
        let us = self.turn;
        self.ep_square = None;
        self.halfmove = self.halfmove.saturating_add(1);
        match *m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                if let Some(captured) = capture {
                    self.board.toggle(to, !us, captured);
                    self.halfmove = 0;
                }
                self.board
                    .shift(us, role, from, to, promotion.unwrap_or(role));
                if role == Role::Pawn {
                    self.halfmove = 0;
                    if from.index().abs_diff(to.index()) == 16 {
                        self.ep_square = Square::new((from as u32 + to as u32) / 2);
                    }
                } else if role == Role::King && !self.castling.is_empty() {
                    self.castling.discard_color(us);
                }
                if (self.castling.rook_squares() & (Bitboard::from(from) | to)).any() {
                    self.castling.discard_square(from);
                    self.castling.discard_square(to);
                }
            }
            Move::EnPassant { from, to } => {
                let captured = Square::from_coords(to.file(), from.rank());
                self.board.toggle(captured, !us, Role::Pawn);
                self.board.toggle(from, us, Role::Pawn);
                self.board.toggle(to, us, Role::Pawn);
                self.halfmove = 0;
            }
            Move::Castle { king, rook } => {
                if let Some(side) = m.castling_side() {
                    self.board.toggle(king, us, Role::King);
                    self.board.toggle(rook, us, Role::Rook);
                    self.board.toggle(side.king_to(us), us, Role::King);
                    self.board.toggle(side.rook_to(us), us, Role::Rook);
                }
                self.castling.discard_color(us);
            }
        }
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !us;
    }

    /// Plays a null move: the turn passes, nothing moves. Analysis and
    /// PGN use it (`--`); the en passant square goes, the clocks run.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let mut pos = Position::new();
    /// pos.play_null();
    /// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /// ```
    pub fn play_null(&mut self) {
        self.ep_square = None;
        self.halfmove = self.halfmove.saturating_add(1);
        if self.turn == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !self.turn;
    }

    /// Plays `mv`, or a null move (`--`) for `None`: a game's move as PGN
    /// holds it.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let mut pos = Position::new();
    /// let e4 = pos.parse_san("e4").unwrap();
    /// pos.play_opt(Some(&e4));
    /// pos.play_opt(None);
    /// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    /// ```
    #[inline]
    pub fn play_opt(&mut self, mv: Option<&Move>) {
        match mv {
            Some(m) => self.play_unchecked(m),
            None => self.play_null(),
        }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

/// The move is not legal in the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The refused move.
    pub mv: Move,
}

impl IllegalMoveError {
    /// The stable machine code: `illegal_move`.
    pub const CODE: &'static str = "illegal_move";

    /// What is wrong, for a person (in any language, through
    /// `rankfile-i18n`).
    ///
    /// ```
    /// use rankfile::{Move, Position, Role, Square};
    ///
    /// let m = Move::Normal { role: Role::Pawn, from: Square::E2, to: Square::E5, capture: None, promotion: None };
    /// let err = Position::new().play(&m).unwrap_err();
    /// assert_eq!(err.message().id(), "move-illegal");
    /// assert_eq!(err.to_string(), "e2e5 is not a legal move in this position");
    /// ```
    pub fn message(&self) -> crate::text::Text {
        let mv = self.mv.to_string();
        crate::text::t!(
            "move-illegal",
            "{mv} is not a legal move in this position",
            mv
        )
    }
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for IllegalMoveError {}
