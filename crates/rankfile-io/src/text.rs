//! What an input's text is: its encoding (a code page for its lines that
//! are not UTF-8, guessed or chosen; UTF-16 and encodings of several bytes
//! a character made UTF-8 as they are read), and whether it is text at
//! all.

use rankfile::text::Text;

/// Why the first bytes of an input are no text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotText {
    /// The byte at this place (from 1) is NUL, among many control bytes.
    NulByte(usize),
    /// So many of so many bytes are control characters no text holds
    /// (NUL, and the others but tab, the line ends, form feed and escape).
    Controls {
        /// Control bytes.
        bad: usize,
        /// Bytes looked at.
        bytes: usize,
    },
    /// It looks like UTF-16 without a byte order mark: a NUL beside each
    /// ASCII character.
    Utf16 {
        /// The NUL comes after each character (`--encoding utf-16le`).
        little_endian: bool,
    },
    /// It begins as an archive or a compression rankfile does not read.
    Archive(&'static str),
}

impl NotText {
    /// Why, for a person.
    pub fn message(&self) -> Text {
        match *self {
            NotText::NulByte(byte) => Text::new(
                "input-nul-byte",
                format!(
                    "byte {byte} is NUL, among many bytes no text holds (a database or an archive? export its games to PGN first)"
                ),
            )
            .arg("byte", byte),
            NotText::Controls { bad, bytes } => Text::new(
                "input-control-bytes",
                format!(
                    "{bad} of its first {bytes} bytes are control characters no text holds (a database or an archive? export its games to PGN first)"
                ),
            )
            .arg("bad", bad)
            .arg("bytes", bytes),
            NotText::Utf16 { little_endian } => {
                let label = if little_endian { "utf-16le" } else { "utf-16be" };
                Text::new(
                    "input-utf16",
                    format!(
                        "it looks like UTF-16 without a byte order mark: give --encoding {label}, or save it as UTF-8"
                    ),
                )
                .arg("label", label)
            }
            NotText::Archive(kind) => Text::new(
                "input-archive",
                format!("it is {kind}, which rankfile does not open: take the PGN out of it first"),
            )
            .arg("kind", kind),
        }
    }
}

/// An encoding chosen for the inputs (`--encoding NAME`), instead of
/// the one their bytes tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chosen(pub(crate) &'static encoding_rs::Encoding);

impl Chosen {
    /// The encoding a label names (`windows-1251`, `cp1251`, `latin1`,
    /// `utf-16le`, `shift_jis`: the WHATWG Encoding Standard's labels).
    ///
    /// ```
    /// assert_eq!(rankfile_io::Chosen::for_label("CP1251").map(|c| c.name()), Some("windows-1251"));
    /// assert!(rankfile_io::Chosen::for_label("klingon").is_none());
    /// ```
    pub fn for_label(label: &str) -> Option<Chosen> {
        encoding_rs::Encoding::for_label(label.trim().as_bytes()).map(Chosen)
    }

    /// Its name, as the Encoding Standard writes it.
    pub fn name(self) -> &'static str {
        self.0.name()
    }
}

/// The encoding a text is made UTF-8 from as it is read, whole: UTF-16
/// (its byte order mark says so, and overrides any choice, as a text
/// editor would), or an encoding chosen that is not one byte a character.
pub(crate) fn transcoded(
    first: &[u8],
    chosen: Option<Chosen>,
) -> Option<&'static encoding_rs::Encoding> {
    if first.starts_with(b"\xFF\xFE") {
        return Some(encoding_rs::UTF_16LE);
    }
    if first.starts_with(b"\xFE\xFF") {
        return Some(encoding_rs::UTF_16BE);
    }
    let chosen = chosen?.0;
    (!chosen.is_single_byte() && chosen != encoding_rs::UTF_8).then_some(chosen)
}

/// The code page of a text's lines that are not UTF-8, told by its first
/// bytes: the one chardetng guesses from those lines, when it is one byte
/// a character; else (and when every line is UTF-8) Windows-1252.
pub(crate) fn detected(first: &[u8]) -> rankfile::pgn::Encoding {
    // Whole lines: a character cut by the head's end is no sign.
    let lines = match memchr_last_newline(first) {
        Some(end) => &first[..=end],
        None => first,
    };
    if core::str::from_utf8(lines).is_ok() {
        return rankfile::pgn::Encoding::default();
    }
    let mut detector = chardetng::EncodingDetector::new();
    detector.feed(lines, true);
    rankfile::pgn::Encoding::single_byte(detector.guess(None, false)).unwrap_or_default()
}

fn memchr_last_newline(bytes: &[u8]) -> Option<usize> {
    bytes.iter().rposition(|&b| b == b'\n')
}

/// How many of a text's first bytes are looked at to tell it is text, and
/// its encoding.
pub(crate) const TEXT_HEAD: usize = 1 << 16;

/// Why bytes that should start a text (PGN, FENs, EPD lines) are not
/// text, if they are not: the magic number of an archive, UTF-16 without
/// its byte order mark, or more than one byte in a hundred that is a
/// control character no text holds. One stray NUL in a text is no
/// reason: it is an error of its game, or of its line.
///
/// ```
/// use rankfile_io::{NotText, not_text};
///
/// assert_eq!(not_text(b"8/8/8/8/8/8/8/K6k w - - 0 1\n"), None);
/// assert_eq!(not_text(b"PK\x03\x04"), Some(NotText::Archive("a zip archive")));
/// ```
pub fn not_text(head: &[u8]) -> Option<NotText> {
    if let Some(kind) = archive(head) {
        return Some(NotText::Archive(kind));
    }
    let is_control =
        |b: &u8| *b < 0x20 && !matches!(b, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | 0x1a | 0x1b);
    let bad = head.iter().filter(|b| is_control(b)).count();
    if bad * 100 <= head.len() || bad == 0 {
        return None;
    }
    // UTF-16 of ASCII text: a NUL beside every other byte.
    let pairs = head.len() / 2;
    let nul_at = |odd: usize| {
        head.iter()
            .skip(odd)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    if pairs >= 8 && nul_at(1) * 10 >= pairs * 9 {
        return Some(NotText::Utf16 {
            little_endian: true,
        });
    }
    if pairs >= 8 && nul_at(0) * 10 >= pairs * 9 {
        return Some(NotText::Utf16 {
            little_endian: false,
        });
    }
    Some(match head.iter().position(|&b| b == 0) {
        Some(at) => NotText::NulByte(at + 1),
        None => NotText::Controls {
            bad,
            bytes: head.len(),
        },
    })
}

/// The archive or compression whose magic number `head` begins with,
/// among those rankfile does not open.
fn archive(head: &[u8]) -> Option<&'static str> {
    const KINDS: [(&[u8], &str); 5] = [
        (b"PK\x03\x04", "a zip archive"),
        (b"BZh", "bzip2"),
        (b"\xFD7zXZ\x00", "xz"),
        (b"7z\xBC\xAF\x27\x1C", "a 7-Zip archive"),
        (b"Rar!\x1A\x07", "a RAR archive"),
    ];
    KINDS
        .iter()
        .find(|(magic, _)| head.starts_with(magic))
        .map(|(_, kind)| *kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_no_text_is_said_with_its_reason() {
        assert_eq!(not_text(b"[Event \"x\"]"), None);
        assert_eq!(not_text(b"ab\0c"), Some(NotText::NulByte(3)));
        // Text in a code page is text; so is one stray NUL in a long text.
        assert_eq!(not_text(&[0xe9u8; 40]), None);
        let mut text = b"[Event \"x\"]\n\n1. e4 {".repeat(8);
        text.push(0);
        assert_eq!(not_text(&text), None);
        let utf16: Vec<u8> = "[Event \"x\"]\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        assert_eq!(
            not_text(&utf16),
            Some(NotText::Utf16 {
                little_endian: true
            })
        );
        assert_eq!(
            not_text(b"PK\x03\x04\x14\x00"),
            Some(NotText::Archive("a zip archive"))
        );
        let random: Vec<u8> = (0u32..4096)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        assert!(matches!(
            not_text(&random),
            Some(NotText::NulByte(_) | NotText::Controls { .. })
        ));
    }
}
