//! Boards and pieces as SVG, drawn with rankfile's own piece set: plain
//! geometric shapes on a 45 × 45 grid, white pieces filled white and
//! black ones dark, both outlined in black.

use core::fmt::Write as _;

use crate::pgn::{Arrow, ArrowColor};
use crate::{Bitboard, Board, Color, File, Piece, Rank, Role, Square};

/// The side of one square, in SVG units.
const SQUARE: u32 = 45;

/// What to draw on a board besides its pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SvgOptions {
    /// Black's side at the bottom.
    pub flip: bool,
    /// Squares to mark in red (those a problem involves).
    pub marked: Bitboard,
    /// The last move's squares, tinted yellow.
    pub last_move: Option<(Square, Square)>,
    /// A king in check, ringed in red.
    pub check: Option<Square>,
    /// File letters and rank digits along the edges.
    pub coordinates: bool,
    /// Width and height in pixels; the drawing scales to them (360, its
    /// own size, when `None`).
    pub size: Option<u32>,
}

/// The shapes of a piece on a 45 × 45 grid, without colours: `fill` parts
/// take the piece's colour, `detail` parts the opposite one.
fn shapes(role: Role) -> (&'static str, &'static str) {
    let body = match role {
        Role::Pawn => r##"<circle cx="22.5" cy="14" r="5"/><path d="M17 36 19.5 21h6L28 36z"/>"##,
        Role::Rook => r##"<path d="M12 36v-5h3V17h-3v-7h4v3h4v-3h5v3h4v-3h4v7h-3v14h3v5z"/>"##,
        Role::Bishop => {
            r##"<circle cx="22.5" cy="7" r="2"/><path d="M22.5 8.5C28 12 30 18 28 23H17c-2-5 0-11 5.5-14.5z"/><rect x="16" y="23" width="13" height="3"/><path d="M18 26h9l2 10H16z"/>"##
        }
        Role::Knight => {
            r##"<path d="M14 36c0-8 5-11 6-15-3 1-6 3-8 1-1-3 5-9 8-12l1-3 2 3c7 1 10 8 9 16l-1 10z"/>"##
        }
        Role::Queen => {
            r##"<circle cx="11" cy="14" r="2.2"/><circle cx="22.5" cy="10" r="2.2"/><circle cx="34" cy="14" r="2.2"/><path d="M11 16l4 14h15l4-14-6.5 8-5-12-5 12z"/><rect x="14" y="30" width="17" height="6"/>"##
        }
        Role::King => {
            r##"<path d="M21 5h3v3h3v3h-3v4h-3v-4h-3V8h3z"/><path d="M13 30c-3-8 3-13 9.5-10 6.5-3 12.5 2 9.5 10z"/><rect x="13" y="30" width="19" height="6"/>"##
        }
    };
    let detail = match role {
        Role::Knight => r##"<circle cx="20" cy="14" r="1.3"/>"##,
        Role::Bishop => r##"<path d="M24 12l-3.5 6" fill="none" stroke-width="1.5"/>"##,
        _ => "",
    };
    (body, detail)
}

fn colours(color: Color) -> (&'static str, &'static str) {
    match color {
        Color::White => ("#ffffff", "#000000"),
        Color::Black => ("#2b2b2b", "#ffffff"),
    }
}

/// Writes `piece` as an SVG group placed at `(x, y)`.
fn write_piece(out: &mut String, piece: Piece, x: u32, y: u32) {
    let (body, detail) = shapes(piece.role);
    let (fill, other) = colours(piece.color);
    // Every piece but the pawn stands on a common base.
    let base = if piece.role == Role::Pawn {
        ""
    } else {
        r##"<rect x="10" y="36" width="25" height="4" rx="1"/>"##
    };
    let _ = write!(
        out,
        r##"<g transform="translate({x} {y})" fill="{fill}" stroke="#000" stroke-width="1.5" stroke-linejoin="round">{base}{body}<g fill="{other}" stroke="{other}">{detail}</g></g>"##
    );
}

/// One piece alone, as a standalone SVG document (45 × 45).
///
/// ```
/// use rankfile::render::piece_svg;
/// use rankfile::{Color, Piece, Role};
///
/// let svg = piece_svg(Piece { color: Color::Black, role: Role::Knight });
/// assert!(svg.starts_with("<svg"));
/// assert!(svg.contains("#2b2b2b"));
/// ```
pub fn piece_svg(piece: Piece) -> String {
    let mut out = String::from(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45" width="45" height="45">"##,
    );
    // Named as python-chess names its pieces' drawings: `white-king`.
    let _ = write!(
        out,
        r##"<g id="{}-{}">"##,
        piece.color.name(),
        piece.role.name()
    );
    write_piece(&mut out, piece, 0, 0);
    out.push_str("</g>");
    out.push_str("</svg>");
    out
}

/// The board as an SVG document of 360 × 360 units, with `options`'
/// marks. Each square carries a `<title>` naming it and its piece, for
/// screen readers.
///
/// ```
/// use rankfile::render::{svg_board, SvgOptions};
/// use rankfile::{Bitboard, Board, Square};
///
/// let svg = svg_board(&Board::new(), &SvgOptions { marked: Bitboard::from(Square::E1), ..SvgOptions::default() });
/// assert!(svg.starts_with("<svg"));
/// assert!(svg.contains("<title>e1: white king</title>"));
/// assert_eq!(svg.matches("class=\"marked\"").count(), 1);
/// ```
pub fn svg_board(board: &Board, options: &SvgOptions) -> String {
    let size = SQUARE * 8;
    let pixels = options.size.unwrap_or(size);
    let mut out = String::with_capacity(16 << 10);
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" width="{pixels}" height="{pixels}" role="img" aria-label="chess board">"##
    );
    for sq in Square::ALL {
        let (x, y) = corner(sq, options.flip);
        let fill = if sq.is_light() { "#f0d9b5" } else { "#b58863" };
        let _ = write!(
            out,
            r##"<rect x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="{fill}"><title>{}: {}</title></rect>"##,
            sq.name(),
            board.piece_at(sq).map_or("empty".to_string(), describe)
        );
        let is_last = options
            .last_move
            .is_some_and(|(from, to)| sq == from || sq == to);
        if is_last {
            let _ = write!(
                out,
                r##"<rect class="last" x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="#cdd26a" opacity="0.75"/>"##
            );
        }
        if options.marked.contains(sq) {
            let _ = write!(
                out,
                r##"<rect class="marked" x="{}" y="{}" width="{}" height="{}" fill="#e03131" fill-opacity="0.35" stroke="#c92a2a" stroke-width="3"/>"##,
                x + 1,
                y + 1,
                SQUARE - 2,
                SQUARE - 2
            );
        }
        if options.check == Some(sq) {
            let _ = write!(
                out,
                r##"<circle class="check" cx="{}" cy="{}" r="20" fill="none" stroke="#e03131" stroke-width="4"/>"##,
                x + SQUARE / 2,
                y + SQUARE / 2
            );
        }
    }
    if options.coordinates {
        for (i, file) in File::ALL.iter().enumerate() {
            let col = if options.flip { 7 - i } else { i } as u32;
            let _ = write!(
                out,
                r##"<text x="{}" y="{}" font-size="9" font-family="sans-serif" fill="#444">{}</text>"##,
                col * SQUARE + SQUARE - 8,
                size - 2,
                file.char()
            );
        }
        for (i, rank) in Rank::ALL.iter().enumerate() {
            let row = if options.flip { i } else { 7 - i } as u32;
            let _ = write!(
                out,
                r##"<text x="2" y="{}" font-size="9" font-family="sans-serif" fill="#444">{}</text>"##,
                row * SQUARE + 10,
                rank.char()
            );
        }
    }
    for (sq, piece) in board.pieces() {
        let (x, y) = corner(sq, options.flip);
        write_piece(&mut out, piece, x, y);
    }
    out.push_str("</svg>");
    out
}

/// [`svg_board`] with `arrows` drawn over the pieces, as an analysis board
/// draws them (PGN's `[%cal]` and `[%csl]`): an arrow from its tail to
/// its head, a circle where the two are one square.
///
/// ```
/// use rankfile::pgn::{Arrow, ArrowColor};
/// use rankfile::render::{svg_board_with_arrows, SvgOptions};
/// use rankfile::{Board, Square};
///
/// let arrows = [
///     Arrow { tail: Square::E2, head: Square::E4, color: ArrowColor::Green },
///     Arrow { tail: Square::D5, head: Square::D5, color: ArrowColor::Red },
/// ];
/// let svg = svg_board_with_arrows(&Board::new(), &SvgOptions::default(), &arrows);
/// assert_eq!((svg.matches("class=\"arrow\"").count(), svg.matches("class=\"circle\"").count()), (1, 1));
/// ```
pub fn svg_board_with_arrows(board: &Board, options: &SvgOptions, arrows: &[Arrow]) -> String {
    let mut out = svg_board(board, options);
    out.truncate(out.len() - "</svg>".len());
    for arrow in arrows {
        write_arrow(&mut out, arrow, options.flip);
    }
    out.push_str("</svg>");
    out
}

/// The middle of `sq`'s square.
fn centre(sq: Square, flip: bool) -> (f64, f64) {
    let (x, y) = corner(sq, flip);
    let half = f64::from(SQUARE) / 2.0;
    (f64::from(x) + half, f64::from(y) + half)
}

/// Writes `arrow`: a line ending in a head, or a circle on one square.
fn write_arrow(out: &mut String, arrow: &Arrow, flip: bool) {
    let colour = match arrow.color {
        ArrowColor::Green => "#15781b",
        ArrowColor::Red => "#882020",
        ArrowColor::Yellow => "#e68f00",
        ArrowColor::Blue => "#003088",
    };
    let (x1, y1) = centre(arrow.tail, flip);
    if arrow.tail == arrow.head {
        let _ = write!(
            out,
            r##"<circle class="circle" cx="{x1}" cy="{y1}" r="20" fill="none" stroke="{colour}" stroke-width="3.5" opacity="0.8"/>"##
        );
        return;
    }
    let (x2, y2) = centre(arrow.head, flip);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / length, dy / length);
    // The shaft stops where the head (16 units long, 18 wide) begins.
    let (head, wing) = (16.0, 9.0);
    let (bx, by) = (x2 - ux * head, y2 - uy * head);
    let (px, py) = (-uy * wing, ux * wing);
    let _ = write!(
        out,
        r##"<g class="arrow" opacity="0.8"><line x1="{x1}" y1="{y1}" x2="{bx:.1}" y2="{by:.1}" stroke="{colour}" stroke-width="7" stroke-linecap="round"/><polygon points="{x2:.1},{y2:.1} {:.1},{:.1} {:.1},{:.1}" fill="{colour}"/></g>"##,
        bx + px,
        by + py,
        bx - px,
        by - py
    );
}

/// The top left corner of `sq`'s square.
fn corner(sq: Square, flip: bool) -> (u32, u32) {
    let (file, rank) = (sq.file().index() as u32, sq.rank().index() as u32);
    if flip {
        ((7 - file) * SQUARE, rank * SQUARE)
    } else {
        (file * SQUARE, (7 - rank) * SQUARE)
    }
}

/// `white king`, `black pawn`, …
fn describe(piece: Piece) -> String {
    format!("{} {}", piece.color.name(), piece.role.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flipping_puts_a1_top_right() {
        assert_eq!(corner(Square::A1, false), (0, 315));
        assert_eq!(corner(Square::A1, true), (315, 0));
        assert_eq!(corner(Square::H8, true), (0, 315));
    }

    #[test]
    fn every_piece_is_drawn_once() {
        let svg = svg_board(&Board::new(), &SvgOptions::default());
        assert_eq!(svg.matches("<g transform").count(), 32);
        assert_eq!(svg.matches("<title>").count(), 64);
        assert!(svg.contains("<title>d8: black queen</title>"));
        assert!(svg.contains("<title>e4: empty</title>"));
        assert!(!svg.contains("class=\"marked\""));
    }
}
