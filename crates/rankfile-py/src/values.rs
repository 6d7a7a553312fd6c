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

/// The colour of python-chess's `True` (white) or `False` (black).
pub(crate) fn color_of(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
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
    /// The piece type dropped on `to_square` (Crazyhouse's `P@e4`, which
    /// no standard board plays), or `None`.
    #[pyo3(get)]
    pub drop: Option<u8>,
}

impl Move {
    /// The null move.
    pub(crate) const NULL: Move = Move {
        from_square: 0,
        to_square: 0,
        promotion: None,
        drop: None,
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
        if let Some((letter, to)) = uci.split_once('@') {
            // As python-chess reads a drop: its letter in either case,
            // any piece (no standard board plays one).
            let mut chars = letter.chars();
            let role = chars
                .next()
                .map(|c| c.to_ascii_lowercase())
                .and_then(Role::from_char)?;
            if chars.next().is_some() {
                return None;
            }
            let to = to.parse::<Square>().ok()?.index() as u32;
            return Some(Move {
                from_square: to,
                to_square: to,
                promotion: None,
                drop: Some(piece_type(role)),
            });
        }
        let from = uci.get(0..2)?.parse::<Square>().ok()?;
        let to = uci.get(2..4)?.parse::<Square>().ok()?;
        // Any piece letter in lower case, as python-chess reads it (a pawn
        // or a king is a promotion no standard board plays).
        let promotion = match uci.get(4..) {
            None | Some("") => None,
            Some(letter) => {
                let mut chars = letter.chars();
                let role = chars
                    .next()
                    .filter(char::is_ascii_lowercase)
                    .and_then(Role::from_char)?;
                if chars.next().is_some() {
                    return None;
                }
                Some(piece_type(role))
            }
        };
        Some(Move {
            from_square: from.index() as u32,
            to_square: to.index() as u32,
            promotion,
            drop: None,
        })
    }

    pub(crate) fn is_null(&self) -> bool {
        *self == Move::NULL
    }
}

#[pymethods]
impl Move {
    #[new]
    #[pyo3(signature = (from_square, to_square, promotion = None, drop = None))]
    fn new(
        from_square: u32,
        to_square: u32,
        promotion: Option<u8>,
        drop: Option<u8>,
    ) -> PyResult<Move> {
        square(from_square)?;
        square(to_square)?;
        for piece in [promotion, drop].into_iter().flatten() {
            role(piece)?;
        }
        Ok(Move {
            from_square,
            to_square,
            promotion,
            drop,
        })
    }

    /// The move in UCI: `e2e4`, `e7e8q`, `0000` for the null move, `P@e4`
    /// for a drop.
    pub fn uci(&self) -> String {
        if self.is_null() {
            return "0000".to_string();
        }
        if let Some(role) = self.drop.and_then(|p| role(p).ok()) {
            let to = Square::new(self.to_square).map_or("??", Square::name);
            return format!("{}@{to}", role.char().to_ascii_uppercase());
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

    /// The move as the XBoard protocol writes it: UCI's, but `@@@@` for
    /// the null move.
    ///
    /// >>> import rankfile
    /// >>> rankfile.Move.from_uci("e7e8q").xboard(), rankfile.Move.null().xboard()
    /// ('e7e8q', '@@@@')
    pub(crate) fn xboard(&self) -> String {
        match self.is_null() {
            true => "@@@@".to_string(),
            false => self.uci(),
        }
    }

    fn __bool__(&self) -> bool {
        !self.is_null()
    }

    /// A move is a value: its copy is itself.
    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
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
#[pyclass(module = "rankfile", frozen, eq)]
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

    /// The Python object of `piece`, one of twelve made once: a `Piece`
    /// cannot be changed, so `piece_at` over a board need not make a new
    /// one each time.
    pub(crate) fn shared(py: Python<'_>, piece: rankfile::Piece) -> PyResult<Py<Piece>> {
        static PIECES: pyo3::sync::GILOnceCell<Vec<Py<Piece>>> = pyo3::sync::GILOnceCell::new();
        let pieces = PIECES.get_or_try_init(py, || {
            (rankfile::Color::ALL.into_iter())
                .flat_map(|color| Role::ALL.into_iter().map(move |role| role.of(color)))
                .map(|p| Py::new(py, Piece::of(p)))
                .collect::<PyResult<Vec<_>>>()
        })?;
        let index = piece.color as usize * 6 + piece.role as usize;
        Ok(pieces[index].clone_ref(py))
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

    /// The piece's chess symbol in Unicode: `♘` for a white knight, `♞`
    /// for a black one (the other colour's with `invert_color`).
    ///
    /// >>> import rankfile
    /// >>> rankfile.Piece.from_symbol("N").unicode_symbol(), rankfile.Piece.from_symbol("N").unicode_symbol(invert_color=True)
    /// ('♘', '♞')
    #[pyo3(signature = (*, invert_color = false))]
    pub(crate) fn unicode_symbol(&self, invert_color: bool) -> char {
        let white = self.color != invert_color;
        let symbols = match white {
            true => ['♙', '♘', '♗', '♖', '♕', '♔'],
            false => ['♟', '♞', '♝', '♜', '♛', '♚'],
        };
        symbols[usize::from(self.piece_type.clamp(1, 6)) - 1]
    }

    /// As python-chess hashes a piece: 0 to 5 for white's pawn to king, 6
    /// to 11 for black's.
    fn __hash__(&self) -> u64 {
        u64::from(self.piece_type) - 1 + if self.color { 0 } else { 6 }
    }

    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }

    fn __repr__(&self) -> String {
        format!("Piece.from_symbol('{}')", self.symbol())
    }
}
