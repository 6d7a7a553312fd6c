//! A game's bytes as text: line ends made `\n` (`\r\n`, and `\r` alone as
//! old Mac files end lines), bytes that are not UTF-8 read as
//! Windows-1252. Nothing is replaced by U+FFFD, and offsets stay true.

use std::borrow::Cow;

/// Makes each `\r` of `bytes` from `from` on that no `\n` follows a `\n`:
/// the line ends of old Mac files, alone or mixed with others, are line
/// ends (one byte for one, so offsets stay true). A `\r` that ends
/// `bytes` is left: the next bytes tell what it is.
pub(super) fn lone_cr_to_lf(bytes: &mut [u8], from: usize) {
    let Some(tail) = bytes.get(from..) else {
        return;
    };
    let found: Vec<usize> = memchr::memchr_iter(b'\r', tail)
        .map(|i| from + i)
        .filter(|&i| bytes.get(i + 1).is_some_and(|&b| b != b'\n'))
        .collect();
    for i in found {
        bytes[i] = b'\n';
    }
}

/// The single-byte code page that the lines of a PGN text that are not
/// UTF-8 are read in: Windows-1252 unless one is chosen
/// ([`for_label`](Self::for_label)) or told by the file's bytes.
///
/// PGN files older than UTF-8 are in the code page of the machine that
/// wrote them: Windows-1252 (Latin-1's superset) in the West,
/// Windows-1251 for Cyrillic, Windows-1253 for Greek, and so on. Every
/// such code page keeps ASCII where it is, so a game's structure reads
/// the same in all of them; only names and comments differ.
///
/// ```
/// use rankfile::pgn::Encoding;
///
/// assert_eq!(Encoding::default().name(), "windows-1252");
/// assert_eq!(Encoding::for_label("cp1251").map(|e| e.name()), Some("windows-1251"));
/// assert_eq!(Encoding::for_label("latin1").map(|e| e.name()), Some("windows-1252"));
/// // Encodings of several bytes a character would cut games wrongly.
/// assert!(Encoding::for_label("shift_jis").is_none());
/// assert_eq!(Encoding::for_label("cp1251").unwrap().decode_line(b"\xd2\xe0\xeb\xfc"), "Таль");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Encoding(&'static encoding_rs::Encoding);

impl Default for Encoding {
    fn default() -> Encoding {
        Encoding(encoding_rs::WINDOWS_1252)
    }
}

impl Encoding {
    /// The code page a label names (`windows-1251`, `cp1251`,
    /// `iso-8859-5`, `koi8-r`, `latin1`: the WHATWG Encoding Standard's
    /// labels, in any case); `None` for an unknown label or an encoding
    /// that is not one byte a character.
    pub fn for_label(label: &str) -> Option<Encoding> {
        encoding_rs::Encoding::for_label(label.trim().as_bytes()).and_then(Encoding::single_byte)
    }

    /// `encoding` when it is one byte a character.
    pub fn single_byte(encoding: &'static encoding_rs::Encoding) -> Option<Encoding> {
        encoding.is_single_byte().then_some(Encoding(encoding))
    }

    /// Its name, as the Encoding Standard writes it (`windows-1251`).
    pub fn name(self) -> &'static str {
        self.0.name()
    }

    /// A line's bytes read in this code page.
    pub fn decode_line(self, line: &[u8]) -> String {
        self.0.decode_without_bom_handling(line).0.into_owned()
    }
}

/// The text of a game's bytes, line ends made `\n`, each line that is not
/// UTF-8 read in `encoding` (a line that is stays as it is: a file
/// joined from others may have both); with the line numbers of the
/// lines that were not. Bytes that are UTF-8 already, without `\r`, are
/// borrowed.
pub(super) fn decode(
    bytes: &[u8],
    first_line: usize,
    encoding: Encoding,
) -> (Cow<'_, str>, Vec<usize>) {
    match core::str::from_utf8(bytes) {
        Ok(s) if memchr::memchr(b'\r', bytes).is_none() => return (Cow::Borrowed(s), Vec::new()),
        Ok(s) => return (Cow::Owned(crlf_to_lf(s)), Vec::new()),
        Err(_) => {}
    }
    let mut text = String::with_capacity(bytes.len() + bytes.len() / 4);
    let mut bad_lines = Vec::new();
    for (n, line) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
        match core::str::from_utf8(line) {
            Ok(line) => text.push_str(line),
            Err(_) => {
                text.push_str(&encoding.decode_line(line));
                bad_lines.push(first_line + n);
            }
        }
    }
    (Cow::Owned(crlf_to_lf(&text)), bad_lines)
}

/// `text` with each `\r\n` made `\n`, copied once into a string of the
/// right size (a `\r` alone stays).
fn crlf_to_lf(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for cr in memchr::memchr_iter(b'\r', text.as_bytes()) {
        if text.as_bytes().get(cr + 1) == Some(&b'\n') {
            // `\r` is one byte, so `cr` is a character boundary.
            out.push_str(&text[from..cr]);
            from = cr + 1;
        }
    }
    out.push_str(&text[from..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_crlf_pairs_become_lf() {
        assert_eq!(crlf_to_lf("a\r\nb\rc\r\n\r\r\nd"), "a\nb\rc\n\r\nd");
        assert_eq!(crlf_to_lf("é\r\n"), "é\n");
        assert_eq!(crlf_to_lf("\r"), "\r");
        assert_eq!(crlf_to_lf(""), "");
    }

    #[test]
    fn lone_crs_are_line_ends_but_a_last_one_waits() {
        let mut bytes = *b"a\rb\r\nc\r\rd\r";
        lone_cr_to_lf(&mut bytes, 0);
        assert_eq!(&bytes, b"a\nb\r\nc\n\nd\r");
    }

    #[test]
    fn lines_not_utf8_are_read_in_the_code_page() {
        let latin = Encoding::default();
        let (text, bad) = decode(b"M\xfcller \x80 \x9f \x81\n\xc3\xa9\n", 3, latin);
        // A line that is UTF-8 stays so, beside one that is not.
        assert_eq!((&*text, bad), ("Müller € Ÿ \u{81}\né\n", vec![3]));
        let cyrillic = Encoding::for_label("windows-1251").unwrap();
        let (text, bad) = decode(
            b"[White \"\xca\xe0\xf1\xef\xe0\xf0\xee\xe2\"]\r\n",
            1,
            cyrillic,
        );
        assert_eq!((&*text, bad), ("[White \"Каспаров\"]\n", vec![1]));
    }
}
