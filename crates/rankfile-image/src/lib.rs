//! Boards as PNG: the core's SVG drawing ([`rankfile::render`]) rasterised
//! by [resvg](https://docs.rs/resvg), for the web server's `/board.png`
//! and `rankfile fen png`.
//!
//! The drawing is the SVG one, pixel for pixel: the same squares, pieces,
//! marks, arrows and circles. The coordinates are text, drawn with the
//! system's sans-serif font (the fonts are looked up once); on a system
//! with no font at all, the board is drawn without its coordinates.
//!
//! ```
//! use rankfile::render::{Drawing, fen_svg_drawn};
//!
//! let drawing = Drawing { size: Some(200), ..Drawing::default() };
//! let svg = fen_svg_drawn("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", &drawing).unwrap();
//! let png = rankfile_image::png_of_svg(&svg, 200).unwrap();
//! assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
//! assert_eq!(rankfile_image::png_size(&png), Some((200, 200)));
//! ```

use std::ops::RangeInclusive;
use std::sync::OnceLock;

use resvg::{tiny_skia, usvg};

/// The widths (and heights) a PNG may be asked for, in pixels: from an
/// icon to a page of print.
pub const SIZES: RangeInclusive<u32> = 16..=2048;

/// Why a PNG was not made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ImageError {
    /// The size asked is outside [`SIZES`].
    #[error("a PNG of {0} pixels was asked for; the size is 16 to 2048 pixels")]
    Size(u32),
    /// The SVG did not read (not one of rankfile's drawings).
    #[error("the SVG drawing does not read: {0}")]
    Svg(String),
    /// The PNG could not be encoded.
    #[error("the PNG could not be encoded: {0}")]
    Encode(String),
}

impl ImageError {
    /// A stable code for the error, for scripts.
    pub fn code(&self) -> &'static str {
        match self {
            ImageError::Size(_) => "bad_size",
            ImageError::Svg(_) => "bad_svg",
            ImageError::Encode(_) => "png_encoding",
        }
    }

    /// What to do about it.
    pub fn hint(&self) -> &'static str {
        match self {
            ImageError::Size(_) => "ask for a size from 16 to 2048, such as 360 or 720",
            ImageError::Svg(_) | ImageError::Encode(_) => {
                "this is rankfile's fault: please report it with the position"
            }
        }
    }
}

/// The rasteriser's options: the system's fonts, looked up once.
fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut options = usvg::Options::default();
        options.fontdb_mut().load_system_fonts();
        options
    })
}

/// The SVG document `svg` drawn as a PNG of `size` × `size` pixels (the
/// drawing is scaled to fit).
///
/// # Errors
///
/// [`ImageError::Size`] for a size outside [`SIZES`]; the others only
/// for an SVG that is not one of rankfile's drawings.
pub fn png_of_svg(svg: &str, size: u32) -> Result<Vec<u8>, ImageError> {
    if !SIZES.contains(&size) {
        return Err(ImageError::Size(size));
    }
    let tree = usvg::Tree::from_str(svg, options()).map_err(|e| ImageError::Svg(e.to_string()))?;
    let mut pixmap = tiny_skia::Pixmap::new(size, size).ok_or(ImageError::Size(size))?;
    let drawn = tree.size();
    let scale = |length: f32| size as f32 / length;
    let transform = tiny_skia::Transform::from_scale(scale(drawn.width()), scale(drawn.height()));
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|e| ImageError::Encode(e.to_string()))
}

/// The width and height written in a PNG's header, `None` when `png` is
/// not a PNG.
///
/// ```
/// assert_eq!(rankfile_image::png_size(b"GIF89a"), None);
/// ```
pub fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    let header = png.strip_prefix(b"\x89PNG\r\n\x1a\n")?;
    let field = |at: usize| {
        let bytes = header.get(at..at + 4)?;
        Some(u32::from_be_bytes(bytes.try_into().ok()?))
    };
    // The first chunk is IHDR: its length and name, then width and height.
    (header.get(4..8)? == b"IHDR").then_some(())?;
    Some((field(8)?, field(12)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rankfile::render::{Drawing, fen_svg_drawn};

    fn decoded(png: &[u8]) -> tiny_skia::Pixmap {
        tiny_skia::Pixmap::decode_png(png).unwrap_or_else(|e| panic!("not a PNG: {e}"))
    }

    /// The colour of the pixel at the middle of a square (which must be
    /// empty), counting files and ranks from White's bottom left corner.
    fn colour_at(pixmap: &tiny_skia::Pixmap, size: u32, file: u32, rank: u32) -> (u8, u8, u8) {
        let side = size / 8;
        let (x, y) = (file * side + side / 2, (7 - rank) * side + side / 2);
        let p = pixmap
            .pixel(x, y)
            .unwrap_or_else(|| panic!("no pixel at {x},{y}"));
        (p.red(), p.green(), p.blue())
    }

    #[test]
    fn the_png_is_the_board_drawn_at_the_size_asked() {
        let svg =
            fen_svg_drawn("8/8/8/8/8/8/8/8 w - - 0 1", &Drawing::default()).unwrap_or_default();
        for size in [16, 360, 720] {
            let png = png_of_svg(&svg, size).unwrap_or_default();
            assert_eq!(png_size(&png), Some((size, size)));
        }
        let pixmap = decoded(&png_of_svg(&svg, 360).unwrap_or_default());
        // a1 is dark, h1 light: the colours of the SVG's squares.
        assert_eq!(colour_at(&pixmap, 360, 0, 0), (0xb5, 0x88, 0x63));
        assert_eq!(colour_at(&pixmap, 360, 7, 0), (0xf0, 0xd9, 0xb5));
    }

    #[test]
    fn the_last_move_is_tinted_and_flip_turns_the_board() {
        let drawing = Drawing {
            last_move: Some((rankfile::Square::E2, rankfile::Square::E4)),
            ..Drawing::default()
        };
        let fen = "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1";
        let svg = fen_svg_drawn(fen, &drawing).unwrap_or_default();
        let pixmap = decoded(&png_of_svg(&svg, 360).unwrap_or_default());
        let (light, dark) = ((0xf0, 0xd9, 0xb5), (0xb5, 0x88, 0x63));
        assert_eq!(
            colour_at(&pixmap, 360, 4, 2),
            dark,
            "e3 is a plain dark square"
        );
        assert_eq!(
            colour_at(&pixmap, 360, 5, 1),
            dark,
            "f2 is a plain dark square"
        );
        let tinted = colour_at(&pixmap, 360, 4, 1);
        assert_ne!(
            tinted, light,
            "e2, a light square, is tinted by the last move"
        );
        let flipped = Drawing {
            flip: true,
            ..drawing
        };
        let svg = fen_svg_drawn(fen, &flipped).unwrap_or_default();
        let pixmap = decoded(&png_of_svg(&svg, 360).unwrap_or_default());
        // Flipped, e2 is where d7 was: file 3 from the left, rank 6 from the bottom.
        assert_eq!(colour_at(&pixmap, 360, 3, 6), tinted);
    }

    #[test]
    fn a_size_out_of_range_is_refused_with_a_hint() {
        let svg =
            fen_svg_drawn("8/8/8/8/8/8/8/8 w - - 0 1", &Drawing::default()).unwrap_or_default();
        for size in [0, 15, 2049, u32::MAX] {
            let refused = png_of_svg(&svg, size);
            assert_eq!(refused, Err(ImageError::Size(size)));
        }
        assert_eq!(ImageError::Size(0).code(), "bad_size");
        assert!(ImageError::Size(0).hint().contains("360"));
        assert!(matches!(png_of_svg("not svg", 64), Err(ImageError::Svg(_))));
    }
}
