//! python-chess's small values: a `Move` (from, to, promotion, as UCI
//! writes it) and a `Piece` (type and colour), with its numbering (squares
//! 0 to 63 from a1, piece types 1 to 6 from the pawn, `True` for white).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rankfile::{Color, Role, Square};

/// The square of python-chess's number `n` (0 is a1, 63 is h8).
pub(crate) fn square(n: u32) -> PyResult<Square> {
    Square::new(n).ok_or_else(|| PyValueError::new_err(format!("no square {n}: give 0 to 63")))
}

/// python-chess's piece type (1 for a pawn to 6 for a king).
pub(crate) fn piece_type(role: Role) -> u8 {
    role as u8 + 1
}

/// The role of python-chess's piece type.
pub(crate) fn role(piece_type: u8) -> PyResult<Role> {
    Role::ALL
        .get(usize::from(piece_type).wrapping_sub(1))
        .copied()
        .ok_or_else(|| PyValueError::new_err(format!("no piece type {piece_type}: give 1 to 6")))
}

/// python-chess's colour: `True` for white.
pub(crate) fn is_white(color: Color) -> bool {
    color == Color::White
}

/// A move as python-chess holds it: from a square to a square, and the
/// piece type a pawn promotes to. Castling is the king's move to its
/// square in standard chess (`e1g1`), the king taking its rook in
/// Chess960 (`e1h1`), as UCI writes them. `Move.null()` is no move.
///
/// >>> import rankfile
/// >>> m = rankfile.Move.from_uci("e7e8q")
/// >>> (m.from_square, m.to_square, m.promotion)
/// (52, 60, 5)
/// >>> m.uci()
/// 'e7e8q'
#[pyclass(module = "rankfile", frozen, eq, hash)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the piece leaves (0 is a1).
    #[pyo3(get)]
    pub from_square: u32,
    /// The square it goes to.
    #[pyo3(get)]
    pub to_square: u32,
    /// The piece type a pawn promotes to (5 for a queen), or `None`.
    #[pyo3(get)]
    pub promotion: Option<u8>,
}

impl Move {
    /// The null move.
    pub(crate) const NULL: Move = Move {
        from_square: 0,
        to_square: 0,
        promotion: None,
    };

    /// `m` as UCI writes it with `castling`.
    pub(crate) fn of(m: &rankfile::Move, castling: rankfile::UciCastling) -> Move {
        let uci = m.uci(castling);
        Move::parse(&uci).unwrap_or(Move::NULL)
    }

    fn parse(uci: &str) -> Option<Move> {
        if uci == "0000" {
            return Some(Move::NULL);
        }
        let from = uci.get(0..2)?.parse::<Square>().ok()?;
        let to = uci.get(2..4)?.parse::<Square>().ok()?;
        let promotion = match uci.get(4..) {
            None | Some("") => None,
            Some(letter) => {
                let mut chars = letter.chars();
                let role = chars.next().and_then(Role::from_char)?;
                if chars.next().is_some() || role == Role::Pawn || role == Role::King {
                    return None;
                }
                Some(piece_type(role))
            }
        };
        Some(Move {
            from_square: from.index() as u32,
            to_square: to.index() as u32,
            promotion,
        })
    }

    pub(crate) fn is_null(&self) -> bool {
        *self == Move::NULL
    }
}

#[pymethods]
impl Move {
    #[new]
    #[pyo3(signature = (from_square, to_square, promotion = None))]
    fn new(from_square: u32, to_square: u32, promotion: Option<u8>) -> PyResult<Move> {
        square(from_square)?;
        square(to_square)?;
        if let Some(p) = promotion {
            role(p)?;
        }
        Ok(Move {
            from_square,
            to_square,
            promotion,
        })
    }

    /// The move in UCI: `e2e4`, `e7e8q`, `0000` for the null move.
    pub fn uci(&self) -> String {
        if self.is_null() {
            return "0000".to_string();
        }
        let mut out = String::with_capacity(5);
        for n in [self.from_square, self.to_square] {
            out.push_str(Square::new(n).map_or("??", Square::name));
        }
        if let Some(role) = self.promotion.and_then(|p| role(p).ok()) {
            out.push(role.char());
        }
        out
    }

    /// The move a UCI text means (`0000` is the null move).
    ///
    /// Raises `InvalidMoveError` (a `ValueError`) for a text that is no
    /// UCI move.
    #[staticmethod]
    fn from_uci(uci: &str) -> PyResult<Move> {
        Move::parse(uci).ok_or_else(|| {
            crate::errors::InvalidMoveError::new_err(format!("invalid uci: {uci:?}"))
        })
    }

    /// The null move, `0000`: a turn passed.
    #[staticmethod]
    fn null() -> Move {
        Move::NULL
    }

    fn __bool__(&self) -> bool {
        !self.is_null()
    }

    fn __str__(&self) -> String {
        self.uci()
    }

    fn __repr__(&self) -> String {
        format!("Move.from_uci('{}')", self.uci())
    }
}

/// A piece: its type (1 for a pawn to 6 for a king) and colour (`True`
/// for white), as python-chess holds it.
///
/// >>> import rankfile
/// >>> rankfile.Piece.from_symbol("n").symbol()
/// 'n'
#[pyclass(module = "rankfile", frozen, eq, hash)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// 1 for a pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king.
    #[pyo3(get)]
    pub piece_type: u8,
    /// `True` for white.
    #[pyo3(get)]
    pub color: bool,
}

impl Piece {
    pub(crate) fn of(piece: rankfile::Piece) -> Piece {
        Piece {
            piece_type: piece_type(piece.role),
            color: is_white(piece.color),
        }
    }
}

#[pymethods]
impl Piece {
    #[new]
    fn new(piece_type: u8, color: bool) -> PyResult<Piece> {
        role(piece_type)?;
        Ok(Piece { piece_type, color })
    }

    /// The FEN letter: upper case for white (`N`), lower for black.
    fn symbol(&self) -> String {
        let letter = role(self.piece_type).map_or('?', Role::char);
        match self.color {
            true => letter.to_ascii_uppercase().to_string(),
            false => letter.to_string(),
        }
    }

    /// The piece a FEN letter stands for.
    #[staticmethod]
    fn from_symbol(symbol: &str) -> PyResult<Piece> {
        let mut chars = symbol.chars();
        match (
            chars.next().and_then(rankfile::Piece::from_char),
            chars.next(),
        ) {
            (Some(p), None) => Ok(Piece::of(p)),
            _ => Err(PyValueError::new_err(format!(
                "invalid piece symbol: {symbol:?}"
            ))),
        }
    }

    fn __str__(&self) -> String {
        self.symbol()
    }

    fn __repr__(&self) -> String {
        format!("Piece.from_symbol('{}')", self.symbol())
    }
}
