//! NAGs as the glyphs readers know them: `$1` is `!`, `$16` is `±`.

/// The glyph of a Numeric Annotation Glyph, for the ones chess books and
/// sites print as a sign (the PGN standard's table, with the signs
/// lichess and ChessBase use); `None` for the others, which stay `$n`.
///
/// ```
/// use rankfile::pgn::nag_glyph;
///
/// assert_eq!(nag_glyph(1), Some("!"));
/// assert_eq!(nag_glyph(6), Some("?!"));
/// assert_eq!(nag_glyph(16), Some("±"));
/// assert_eq!(nag_glyph(250), None);
/// ```
pub fn nag_glyph(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        7 => "□",
        10 => "=",
        13 => "∞",
        14 => "⩲",
        15 => "⩱",
        16 => "±",
        17 => "∓",
        18 => "+−",
        19 => "−+",
        22 | 23 => "⨀",
        32 | 33 => "⟳",
        36 | 37 => "↑",
        40 | 41 => "→",
        44 | 45 => "=∞",
        132 | 133 => "⇆",
        138 | 139 => "⊕",
        140 => "∆",
        146 => "N",
        _ => return None,
    })
}
