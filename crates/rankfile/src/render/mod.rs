//! Boards as text (the diagram `rankfile fen show` prints, with
//! coordinates, the side to move, and the squares a problem involves) and
//! as SVG (the drawing of `rankfile fen svg` and the web viewer).

mod svg;

pub use svg::{SvgOptions, piece_svg, svg_board, svg_board_with_arrows};

/// The board of the FEN `fen_text` as SVG, the squares of its problems
/// marked and a king in check ringed, Black at the bottom with `flip`:
/// what `rankfile fen svg` and the web page's `/board.svg` draw. It reads
/// the FEN strictly, so that every problem is marked, and leniently when
/// only that can read it (a placement alone); `None` when not even the
/// placement can be read.
///
/// ```
/// use rankfile::Variant;
/// use rankfile::render::fen_svg;
///
/// let svg = fen_svg("8/8/8/4k3/8/8/8/4K3", false, Variant::Standard).unwrap();
/// assert!(svg.starts_with("<svg"));
/// assert_eq!(fen_svg("not a fen", false, Variant::Standard), None);
/// ```
pub fn fen_svg(fen_text: &str, flip: bool, variant: crate::Variant) -> Option<String> {
    let drawing = Drawing {
        flip,
        variant,
        ..Drawing::default()
    };
    fen_svg_drawn(fen_text, &drawing)
}

/// What [`fen_svg_drawn`] draws besides the board: which way up, the
/// arrows and circles (as `[%cal]` and `[%csl]` give them), the last
/// move, and the size.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drawing {
    /// Black's side at the bottom.
    pub flip: bool,
    /// How the FEN is read (its castling field).
    pub variant: crate::Variant,
    /// Arrows and circles, drawn over the pieces.
    pub marks: Vec<crate::pgn::Arrow>,
    /// The last move's squares, tinted.
    pub last_move: Option<(Square, Square)>,
    /// The drawing's width and height in pixels (360 when `None`).
    pub size: Option<u32>,
}

/// [`fen_svg`] with a [`Drawing`]'s arrows, circles, last move and size.
///
/// ```
/// use rankfile::pgn::read_arrows;
/// use rankfile::render::{Drawing, fen_svg_drawn};
/// use rankfile::Square;
///
/// let drawing = Drawing {
///     marks: read_arrows("Ge2e4,Rd5").unwrap(),
///     last_move: Some((Square::E2, Square::E4)),
///     size: Some(720),
///     ..Drawing::default()
/// };
/// let svg = fen_svg_drawn("8/8/8/4k3/8/8/8/4K3", &drawing).unwrap();
/// assert_eq!((svg.matches("class=\"arrow\"").count(), svg.matches("class=\"circle\"").count()), (1, 1));
/// assert_eq!(svg.matches("class=\"last\"").count(), 2);
/// assert!(svg.contains(r#"width="720" height="720""#));
/// ```
pub fn fen_svg_drawn(fen_text: &str, drawing: &Drawing) -> Option<String> {
    use crate::fen::{self, ReadMode};
    let read = |mode| {
        fen::check(
            fen_text,
            fen::CheckOptions {
                mode,
                variant: drawing.variant,
            },
        )
    };
    let mut report = read(ReadMode::Strict);
    if report.setup.is_none() {
        report = read(ReadMode::Lenient);
    }
    let setup = report.setup?;
    let pos = report.position();
    let check = pos
        .filter(crate::Position::is_check)
        .and_then(|p| p.our_king());
    Some(svg_board_with_arrows(
        &setup.board,
        &SvgOptions {
            flip: drawing.flip,
            marked: report.squares(),
            last_move: drawing.last_move,
            check,
            coordinates: true,
            size: drawing.size,
        },
        &drawing.marks,
    ))
}

use crate::text::{Text, t};
use crate::{Bitboard, Color, File, Piece, Rank, Role, Square};
use crate::{Board, Setup};

/// How to draw a text board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TextStyle {
    /// Chess symbols (♔ ♚ …) rather than FEN letters.
    pub unicode: bool,
    /// Black's side at the bottom.
    pub flip: bool,
    /// ANSI colours: marked squares in red, light and dark squares shaded.
    /// Without colour, marked squares are bracketed: `[k]`.
    pub ansi: bool,
}

fn symbol(piece: Piece, unicode: bool) -> char {
    if !unicode {
        return piece.char();
    }
    match (piece.color, piece.role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

/// Draws `board` with rank and file labels, `marked` squares picked out,
/// and, when `turn` is given, an arrow on the side to move's edge.
///
/// # Examples
///
/// ```
/// use rankfile::render::{text_board, TextStyle};
/// use rankfile::{Bitboard, Board, Color, Square};
///
/// let text = text_board(&Board::new(), Some(Color::White), Bitboard::from(Square::E1), TextStyle::default());
/// assert!(text.contains("1 | R  N  B  Q [K] B  N  R | <- White to move"));
/// assert!(text.ends_with("\n    a  b  c  d  e  f  g  h\n"));
/// ```
pub fn text_board(
    board: &Board,
    turn: Option<Color>,
    marked: Bitboard,
    style: TextStyle,
) -> String {
    let label = turn.map(to_move);
    text_board_labelled(board, turn.zip(label.as_deref()), marked, style)
}

/// `White to move`, the words beside the side to move's edge of a board.
pub fn to_move(color: Color) -> Text {
    match color {
        Color::White => t!("board-white-to-move", "White to move"),
        Color::Black => t!("board-black-to-move", "Black to move"),
    }
}

/// [`text_board`] with the side to move's words given (as a translation
/// renders [`to_move`]).
pub fn text_board_labelled(
    board: &Board,
    turn: Option<(Color, &str)>,
    marked: Bitboard,
    style: TextStyle,
) -> String {
    let (turn, label) = (turn.map(|(c, _)| c), turn.map_or("", |(_, l)| l));
    let ranks: Vec<Rank> = if style.flip {
        Rank::ALL.to_vec()
    } else {
        Rank::ALL.iter().rev().copied().collect()
    };
    let files: Vec<File> = if style.flip {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    let border = format!("  +{}+\n", "-".repeat(files.len() * 3));
    let mut out = border.clone();
    for (row, &rank) in ranks.iter().enumerate() {
        out.push_str(&format!("{} |", rank.char()));
        for &file in &files {
            let sq = Square::from_coords(file, rank);
            let c = board.piece_at(sq).map_or('.', |p| symbol(p, style.unicode));
            let cell = if style.ansi {
                let background = if marked.contains(sq) {
                    "41"
                } else if sq.is_light() {
                    "47;30"
                } else {
                    "100"
                };
                let c = if board.piece_at(sq).is_none() { ' ' } else { c };
                format!("\x1b[{background}m {c} \x1b[0m")
            } else if marked.contains(sq) {
                format!("[{c}]")
            } else {
                format!(" {c} ")
            };
            out.push_str(&cell);
        }
        out.push('|');
        let edge = match turn {
            Some(Color::White) => row == ranks.len() - 1 && !style.flip || row == 0 && style.flip,
            Some(Color::Black) => row == 0 && !style.flip || row == ranks.len() - 1 && style.flip,
            None => false,
        };
        if edge {
            out.push_str(" <- ");
            out.push_str(label);
        }
        out.push('\n');
    }
    out.push_str(&border);
    let labels: String = files.iter().map(|f| format!(" {} ", f.char())).collect();
    out.push_str(&format!("   {}\n", labels.trim_end()));
    out
}

/// Draws the board of `setup` with its side to move.
pub fn setup_board(setup: &Setup, marked: Bitboard, style: TextStyle) -> String {
    text_board(&setup.board, Some(setup.turn), marked, style)
}

/// [`setup_board`], the side to move said in `label`.
pub fn setup_board_labelled(
    setup: &Setup,
    marked: Bitboard,
    style: TextStyle,
    label: &str,
) -> String {
    text_board_labelled(&setup.board, Some((setup.turn, label)), marked, style)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flipped_boards_start_from_rank_1_and_file_h() {
        let text = text_board(
            &Board::new(),
            Some(Color::Black),
            Bitboard::EMPTY,
            TextStyle {
                flip: true,
                ..TextStyle::default()
            },
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "  +------------------------+");
        assert_eq!(lines[1], "1 | R  N  B  K  Q  B  N  R |");
        assert!(lines[8].ends_with("<- Black to move"), "{}", lines[8]);
        assert_eq!(lines[10], "    h  g  f  e  d  c  b  a");
    }

    #[test]
    fn unicode_and_colour() {
        let style = TextStyle {
            unicode: true,
            ansi: true,
            ..TextStyle::default()
        };
        let text = text_board(&Board::new(), None, Bitboard::from(Square::E8), style);
        assert!(text.contains("\x1b[41m ♚ \x1b[0m"));
        assert!(!text.contains("to move"));
    }
}
