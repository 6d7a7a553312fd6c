//! `rankfile.svg`'s drawings: the core's SVG board and pieces.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rankfile::pgn::{Arrow, ArrowColor};
use rankfile::render::{SvgOptions, piece_svg, svg_board_with_arrows};
use rankfile::{Bitboard, Board, Color, Setup};

use crate::values::{Piece, role, square};

/// The board of `placement` (a FEN's first field; empty for an empty
/// board) drawn as SVG, with the marks `rankfile.svg.board` passes on.
#[pyfunction]
#[pyo3(signature = (placement, *, flip, lastmove, check, arrows, squares, coordinates))]
#[allow(clippy::too_many_arguments)]
fn svg_board(
    placement: &str,
    flip: bool,
    lastmove: Option<(u32, u32)>,
    check: Option<u32>,
    arrows: Vec<(u32, u32, String)>,
    squares: u64,
    coordinates: bool,
) -> PyResult<String> {
    let board = match placement {
        "" => Board::empty(),
        _ => {
            let setup: Setup = format!("{placement} w - - 0 1")
                .parse()
                .map_err(|e: rankfile::ParseFenError| PyValueError::new_err(e.to_string()))?;
            setup.board
        }
    };
    let last_move = match lastmove {
        Some((from, to)) => Some((square(from)?, square(to)?)),
        None => None,
    };
    let mut drawn = Vec::with_capacity(arrows.len());
    for (tail, head, color) in arrows {
        let color = match color.as_str() {
            "red" => ArrowColor::Red,
            "yellow" => ArrowColor::Yellow,
            "blue" => ArrowColor::Blue,
            _ => ArrowColor::Green,
        };
        drawn.push(Arrow {
            tail: square(tail)?,
            head: square(head)?,
            color,
        });
    }
    let options = SvgOptions {
        flip,
        marked: Bitboard(squares),
        last_move,
        check: check.map(square).transpose()?,
        coordinates,
        size: None,
    };
    Ok(svg_board_with_arrows(&board, &options, &drawn))
}

/// `piece` drawn alone as SVG.
#[pyfunction]
fn svg_piece(piece: Piece) -> PyResult<String> {
    let color = if piece.color {
        Color::White
    } else {
        Color::Black
    };
    Ok(piece_svg(role(piece.piece_type)?.of(color)))
}

#[pymethods]
impl crate::board::Board {
    /// The board drawn as SVG, as notebooks show it
    /// (`rankfile.svg.board(board)`).
    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
        let svg = slf.py().import("rankfile.svg")?.getattr("board")?;
        let kwargs = pyo3::types::PyDict::new(slf.py());
        kwargs.set_item("size", 400)?;
        svg.call((slf,), Some(&kwargs))?.str()?.extract()
    }
}

pub(crate) fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(svg_board, m)?)?;
    m.add_function(wrap_pyfunction!(svg_piece, m)?)?;
    Ok(())
}
