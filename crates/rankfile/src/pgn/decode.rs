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

/// The text of a game's bytes, line ends made `\n`, bytes that are not
/// UTF-8 read as Windows-1252 (Latin-1's superset, which old PGN files
/// are written in); with the line numbers of the lines that had such
/// bytes. Bytes that are UTF-8 already, without `\r`, are borrowed.
pub(super) fn decode(bytes: &[u8], first_line: usize) -> (Cow<'_, str>, Vec<usize>) {
    let text = match core::str::from_utf8(bytes) {
        Ok(s) if memchr::memchr(b'\r', bytes).is_none() => return (Cow::Borrowed(s), Vec::new()),
        Ok(s) => return (Cow::Owned(crlf_to_lf(s)), Vec::new()),
        Err(_) => windows_1252(bytes),
    };
    let bad_lines = bytes
        .split(|&b| b == b'\n')
        .enumerate()
        .filter(|(_, l)| core::str::from_utf8(l).is_err())
        .map(|(n, _)| first_line + n)
        .collect();
    (Cow::Owned(crlf_to_lf(&text)), bad_lines)
}

/// `bytes` as text: UTF-8 where it is, and each byte of what is not read
/// as Windows-1252 (`M\xfcller` is `Müller`, `\x80` is `€`); the five
/// bytes that code page leaves undefined stay the control characters of
/// the same number, as Latin-1 has them. Nothing is replaced by U+FFFD.
fn windows_1252(mut bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + bytes.len() / 8);
    loop {
        match core::str::from_utf8(bytes) {
            Ok(s) => {
                out.push_str(s);
                return out;
            }
            Err(e) => {
                let (good, rest) = bytes.split_at(e.valid_up_to());
                // `good` is UTF-8: the error says so.
                out.push_str(core::str::from_utf8(good).unwrap_or_default());
                let bad = e.error_len().unwrap_or(rest.len());
                out.extend(rest[..bad].iter().map(|&b| from_1252(b)));
                bytes = &rest[bad..];
            }
        }
    }
}

/// A Windows-1252 byte's character.
fn from_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9f => HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
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
    fn bytes_not_utf8_are_windows_1252() {
        assert_eq!(
            windows_1252(b"M\xfcller \x80 \x9f \x81 \xc3\xa9"),
            "Müller € Ÿ \u{81} é"
        );
    }
}
