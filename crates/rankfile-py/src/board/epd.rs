//! EPD, python-chess's way: the four fields, and operations as Python
//! values (`board.epd(bm=move, id="x")`, `set_epd`, `from_epd`); the
//! core's EPD reader splits the line, `rankfile._epd` gives each operand
//! its Python type. And the FEN's other spellings python-chess writes.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};

use super::Board;
use super::setup::read_any_fen;
use crate::values::color_of;

#[pymethods]
impl Board {
    /// The EPD of the position: the FEN's first four fields, then the
    /// `operations` given, each as its value's type says (`None`: no
    /// operand; a string, quoted; a number; a move or a list of moves, in
    /// SAN, a `pv` played in turn).
    ///
    /// >>> board = rankfile.Board("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
    /// >>> board.epd(bm=rankfile.Move.from_uci("e1g1"), id="castle")
    /// '4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id "castle";'
    #[pyo3(signature = (*, shredder = false, en_passant = "legal", promoted = None, **operations))]
    fn epd(
        slf: &Bound<'_, Self>,
        shredder: bool,
        en_passant: &str,
        promoted: Option<bool>,
        operations: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<String> {
        let _ = promoted;
        let fen = slf.borrow().fen(shredder, en_passant)?;
        let mut epd = fen.split(' ').take(4).collect::<Vec<_>>().join(" ");
        if let Some(operations) = operations.filter(|o| !o.is_empty()) {
            let written = slf.py().import("rankfile._epd")?.getattr("write")?;
            epd.push_str(&written.call1((slf, operations))?.extract::<String>()?);
        }
        Ok(epd)
    }

    /// Sets the position of an EPD line (its clocks from `hmvc` and
    /// `fmvn`, else 0 and 1), forgets the moves, and gives its operations
    /// as a dict of Python values.
    ///
    /// >>> board = rankfile.Board()
    /// >>> board.set_epd('4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id "castle";')
    /// {'bm': [Move.from_uci('e1g1')], 'id': 'castle'}
    fn set_epd<'py>(slf: &Bound<'py, Self>, epd: &str) -> PyResult<Bound<'py, PyDict>> {
        let py = slf.py();
        let (fields, written) = rankfile::epd::written(epd).map_err(|e| {
            let message = rankfile::text::Render::render(&rankfile::text::English, &e.message);
            PyValueError::new_err(format!("{message}: {epd:?}"))
        })?;
        let chess960 = slf.borrow().pos.castling_rights().is_chess960();
        *slf.borrow_mut() = read_any_fen(py, fields, chess960)?;
        let written: Vec<(String, Vec<(String, bool)>)> = (written.into_iter())
            .map(|op| (op.opcode, op.operands))
            .collect();
        let read = py.import("rankfile._epd")?.getattr("read")?;
        let operations = read.call1((slf, written))?.downcast_into::<PyDict>()?;
        let mut board = slf.borrow_mut();
        for (opcode, value) in operations.iter() {
            match opcode.extract::<String>()?.as_str() {
                "hmvc" => board.edit(|setup| setup.halfmove = value.extract().unwrap_or(0)),
                "fmvn" => board.edit(|setup| setup.fullmove = value.extract().unwrap_or(1)),
                _ => {}
            }
        }
        Ok(operations)
    }

    /// The board of an EPD line and its operations: `(board, operations)`.
    ///
    /// >>> board, operations = rankfile.Board.from_epd("4k3/8/8/8/8/8/8/4K3 w - - ce 55;")
    /// >>> operations
    /// {'ce': 55}
    #[classmethod]
    #[pyo3(signature = (epd, *, chess960 = false))]
    fn from_epd<'py>(
        cls: &Bound<'py, PyType>,
        epd: &str,
        chess960: bool,
    ) -> PyResult<(Bound<'py, Board>, Bound<'py, PyDict>)> {
        let board = Bound::new(cls.py(), Board::empty(chess960))?;
        let operations = Board::set_epd(&board, epd)?;
        Ok((board, operations))
    }

    /// The FEN with the castling rights as Shredder-FEN writes them (the
    /// rooks' files: `HAha`).
    ///
    /// >>> rankfile.Board().shredder_fen()
    /// 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1'
    #[pyo3(signature = (*, en_passant = "legal"))]
    fn shredder_fen(&self, en_passant: &str) -> PyResult<String> {
        self.fen(true, en_passant)
    }

    /// Whether a pawn of the side to move stands ready to take en passant,
    /// legally or not.
    ///
    /// >>> board = rankfile.Board("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
    /// >>> board.push_san("e4")
    /// Move.from_uci('e2e4')
    /// >>> board.has_pseudo_legal_en_passant(), board.has_legal_en_passant()
    /// (True, True)
    fn has_pseudo_legal_en_passant(&self) -> bool {
        self.pos.pseudo_legal_ep_square().is_some()
    }

    /// Whether the side to move can take en passant (see
    /// `has_pseudo_legal_en_passant`).
    fn has_legal_en_passant(&self) -> bool {
        self.pos.legal_ep_square().is_some()
    }

    /// Whether `color` has too little material to ever mate (a lone king,
    /// a lone knight with nothing of the other side's to block, bishops
    /// all on one colour with no pawn or knight on the board), as
    /// python-chess judges it.
    ///
    /// >>> board = rankfile.Board("8/4rk2/8/8/8/8/3K4/8 w - - 0 1")
    /// >>> board.has_insufficient_material(rankfile.WHITE), board.has_insufficient_material(rankfile.BLACK)
    /// (True, False)
    fn has_insufficient_material(&self, color: bool) -> bool {
        let color = color_of(color);
        self.pos.has_insufficient_material(color)
    }
}
