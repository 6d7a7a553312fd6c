//! One input opened: a file, or standard input for `-`, decompressed when
//! its first bytes say it is gzip or zstd, and refused when its first
//! bytes are no text.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use rankfile::text::{Render, Text};

use crate::members::{Kind, Members, Trailing, TrailingNote};
use crate::text::{Chosen, NotText, TEXT_HEAD, detected, not_text, transcoded};

/// An input that could not be read, or read further.
#[derive(Debug)]
pub struct InputError {
    /// What went wrong.
    pub kind: InputErrorKind,
    /// The operating system's or the decompressor's own words, if any.
    pub source: Option<std::io::Error>,
}

/// What went wrong with an input.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum InputErrorKind {
    /// It could not be opened.
    CannotOpen(PathBuf),
    /// Its first bytes could not be read.
    CannotRead(PathBuf),
    /// It broke off after this many games of all the inputs (a truncated
    /// `.gz`, a disk error): the games before were read.
    CannotReadAfter(PathBuf, u64),
    /// Its first bytes are no text.
    NotPgn(PathBuf, NotText),
    /// Its compressed stream could not be begun.
    Decompressor,
    /// Bytes follow its last complete compressed stream: a warning, the
    /// games decoded before them all read.
    TrailingBytes(PathBuf, Trailing),
}

impl InputError {
    fn new(kind: InputErrorKind, source: Option<std::io::Error>) -> InputError {
        InputError { kind, source }
    }

    /// A stable machine code: `cannot_open`, `cannot_read`, `not_pgn`,
    /// `decompressor` or, a warning, `trailing_bytes`.
    pub fn code(&self) -> &'static str {
        match self.kind {
            InputErrorKind::TrailingBytes(..) => "trailing_bytes",
            InputErrorKind::CannotOpen(_) => "cannot_open",
            InputErrorKind::CannotRead(_) | InputErrorKind::CannotReadAfter(..) => "cannot_read",
            InputErrorKind::NotPgn(..) => "not_pgn",
            InputErrorKind::Decompressor => "decompressor",
        }
    }

    /// Whether it is a warning: the input was read whole (the bytes
    /// after its last compressed stream aside).
    pub fn is_warning(&self) -> bool {
        matches!(self.kind, InputErrorKind::TrailingBytes(..))
    }

    /// What went wrong, for a person (in any language, through
    /// `rankfile-i18n`); `None` when the source says it all.
    pub fn message(&self) -> Option<Text> {
        let name = |path: &Path| path.display().to_string();
        Some(match &self.kind {
            InputErrorKind::CannotOpen(path) => {
                let file = name(path);
                Text::new("input-cannot-open", format!("cannot open {file}")).arg("file", file)
            }
            InputErrorKind::CannotRead(path) => {
                let file = name(path);
                Text::new("input-cannot-read", format!("cannot read {file}")).arg("file", file)
            }
            InputErrorKind::CannotReadAfter(path, games) => {
                let file = name(path);
                Text::new(
                    "input-cannot-read-after",
                    format!(
                        "cannot read {file} after game {games} (the games before were read; the next input is read on)"
                    ),
                )
                .arg("file", file)
                .arg("games", *games)
            }
            InputErrorKind::NotPgn(path, why) => {
                let file = name(path);
                let why = why.message();
                Text::new("input-not-pgn", format!("{file} is not a PGN file: {why}"))
                    .arg("file", file)
                    .arg("why", why)
            }
            InputErrorKind::TrailingBytes(path, trailing) => {
                let file = name(path);
                let (id, what) = match trailing.zeros {
                    true => ("input-trailing-zeros", "zero bytes (padding)"),
                    false => ("input-trailing-bytes", "bytes that begin no stream"),
                };
                Text::new(
                    id,
                    format!(
                        "{file} ends with {} {what} after its last complete compressed stream: every game before them was read, and they were left",
                        trailing.bytes
                    ),
                )
                .arg("file", file)
                .arg("bytes", trailing.bytes)
            }
            InputErrorKind::Decompressor => return None,
        })
    }

    /// The whole story, written by `language`: the message, then each
    /// cause, joined by the language's colon (`: `, ` : ` in French).
    pub fn said(&self, language: &dyn Render) -> String {
        let colon = Text::new("diag-colon", ": ");
        let colon = language.render(&colon);
        let mut out = match self.message() {
            Some(message) => language.render(&message).into_owned(),
            None => String::new(),
        };
        let mut source: Option<&(dyn std::error::Error + 'static)> = self
            .source
            .as_ref()
            .map(|e| e as &(dyn std::error::Error + 'static));
        while let Some(e) = source {
            if !out.is_empty() {
                out.push_str(&colon);
            }
            match system_said(e) {
                Some(text) => out.push_str(&language.render(&text)),
                None => out.push_str(&e.to_string()),
            }
            source = e.source();
        }
        out
    }
}

/// The system's most common refusals in words every language has (the
/// system's own are in English: "No such file or directory (os error
/// 2)"); `None` for the others, said as the system says them.
fn system_said(e: &(dyn std::error::Error + 'static)) -> Option<Text> {
    use std::io::ErrorKind;
    let io = e.downcast_ref::<std::io::Error>()?;
    Some(match io.kind() {
        ErrorKind::NotFound => Text::new("io-not-found", "no such file or directory"),
        ErrorKind::PermissionDenied => Text::new("io-permission-denied", "permission denied"),
        ErrorKind::IsADirectory => Text::new("io-is-a-directory", "it is a directory, not a file"),
        _ => return None,
    })
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.message(), &self.source) {
            (Some(message), _) => write!(f, "{message}"),
            (None, Some(source)) => write!(f, "{source}"),
            (None, None) => f.write_str(self.code()),
        }
    }
}

impl std::error::Error for InputError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self.message() {
            // The source is the message itself: its own source is next.
            None => self.source.as_ref().and_then(|e| e.source()),
            Some(_) => self
                .source
                .as_ref()
                .map(|e| e as &(dyn std::error::Error + 'static)),
        }
    }
}

/// How an input's bytes are compressed, by its first bytes (its magic
/// number), whatever its name: a `.pgn` that is gzip, or zstd on standard
/// input, is read as what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Compression {
    None,
    Gzip,
    Zstd,
}

/// The bytes that tell the compressions apart.
pub(crate) const MAGIC_LEN: usize = 4;

pub(crate) fn compression(head: &[u8]) -> Compression {
    match head {
        [0x1f, 0x8b, ..] => Compression::Gzip,
        [0x28, 0xb5, 0x2f, 0xfd, ..] => Compression::Zstd,
        _ => Compression::None,
    }
}

/// Whether `path` names standard input.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The first bytes of `reader` (fewer at its end), read however few bytes
/// each read gives (a pipe may give one at a time).
pub(crate) fn read_head(reader: &mut impl Read, len: usize) -> std::io::Result<Vec<u8>> {
    let mut head = vec![0; len];
    let mut n = 0;
    while n < len {
        match reader.read(&mut head[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    head.truncate(n);
    Ok(head)
}

/// An input opened: its text, and how it was read.
pub struct Opened<'a> {
    /// Its text (decompressed; UTF-16 and encodings of several bytes a
    /// character made UTF-8).
    pub reader: Box<dyn Read + Send + 'a>,
    /// The code page its lines that are not UTF-8 are read in: the one
    /// chosen, else the one its first bytes tell, else Windows-1252.
    pub encoding: rankfile::pgn::Encoding,
    trailing: TrailingNote,
}

impl Opened<'_> {
    /// The bytes after its last complete compressed stream, once it is
    /// read to its end.
    pub fn trailing(&self) -> Option<Trailing> {
        self.trailing.lock().ok().and_then(|t| *t)
    }
}

/// Opens an input, a file or standard input for `-` (calling
/// `before_stdin` first), decompresses it when its first bytes say it is
/// gzip or zstd, and tells its encoding (see [`Opened`]).
///
/// # Errors
///
/// The input cannot be opened or read, or its first bytes are no text.
pub fn open(
    path: &Path,
    before_stdin: &dyn Fn(),
    chosen: Option<Chosen>,
) -> Result<Opened<'static>, InputError> {
    let raw: Box<dyn Read + Send> = if is_stdin(path) {
        before_stdin();
        Box::new(Fused {
            inner: std::io::stdin(),
            ended: false,
        })
    } else {
        let file = File::open(path).map_err(|e| {
            InputError::new(InputErrorKind::CannotOpen(path.to_path_buf()), Some(e))
        })?;
        Box::new(file)
    };
    decode(raw, path, chosen)
}

/// Reads `bytes`, an input held in memory and called `name`, as [`open`]
/// reads a file.
///
/// # Errors
///
/// The bytes are no text, or cannot be decompressed.
///
/// ```
/// use std::io::Read;
///
/// let mut text = String::new();
/// let mut opened = rankfile_io::open_bytes(b"1. e4 e5 *", "game.pgn".as_ref(), None)?;
/// opened.reader.read_to_string(&mut text)?;
/// assert_eq!(text, "1. e4 e5 *");
/// assert!(rankfile_io::open_bytes(b"\x00\x01", "x".as_ref(), None).is_err());
/// // Cyrillic in Windows-1251, told by its bytes.
/// let text = "[White \"Каспаров, Гарри\"]\n[Black \"Карпов, Анатолий\"]\n\n1. e4 {Отличный ход} e5 *\n";
/// let cp1251: Vec<u8> = text
///     .chars()
///     .map(|c| match c {
///         'А'..='я' => (c as u32 - 0x350) as u8,
///         _ => c as u8,
///     })
///     .collect();
/// let opened = rankfile_io::open_bytes(&cp1251, "c.pgn".as_ref(), None)?;
/// assert_eq!(opened.encoding.name(), "windows-1251");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn open_bytes<'a>(
    bytes: &'a [u8],
    name: &Path,
    chosen: Option<Chosen>,
) -> Result<Opened<'a>, InputError> {
    decode(Box::new(bytes), name, chosen)
}

/// The text of `raw`, the input `path`: decompressed as its first bytes
/// say, made UTF-8 when it is UTF-16 (a byte order mark says so, or
/// `chosen`) or `chosen` is an encoding of several bytes a character, and
/// refused when it is no text.
fn decode<'a>(
    mut raw: Box<dyn Read + Send + 'a>,
    path: &Path,
    chosen: Option<Chosen>,
) -> Result<Opened<'a>, InputError> {
    let cannot_read = |e| InputError::new(InputErrorKind::CannotRead(path.to_path_buf()), Some(e));
    let head = read_head(&mut raw, MAGIC_LEN).map_err(cannot_read)?;
    let whole = std::io::Cursor::new(head.clone()).chain(raw);
    let trailing = TrailingNote::default();
    let mut text: Box<dyn Read + Send + 'a> = match compression(&head) {
        Compression::Gzip => Box::new(Members::new(whole, Kind::Gzip, trailing.clone())),
        Compression::Zstd => Box::new(Members::new(whole, Kind::Zstd, trailing.clone())),
        Compression::None => Box::new(whole),
    };
    let mut first = read_head(&mut text, TEXT_HEAD).map_err(cannot_read)?;
    if let Some(encoding) = transcoded(&first, chosen) {
        let utf8 = encoding_rs_io::DecodeReaderBytesBuilder::new()
            .encoding(Some(encoding))
            .bom_override(true)
            .build(std::io::Cursor::new(first).chain(text));
        text = Box::new(utf8);
        first = read_head(&mut text, TEXT_HEAD).map_err(cannot_read)?;
    }
    // The first bytes of the text tell a file that is no text at all: it
    // is said once, not as thousands of problems in games that are not.
    if let Some(why) = not_text(&first) {
        let kind = InputErrorKind::NotPgn(path.to_path_buf(), why);
        return Err(InputError::new(kind, None));
    }
    let encoding = match chosen.and_then(|c| rankfile::pgn::Encoding::single_byte(c.0)) {
        Some(encoding) => encoding,
        None => detected(&first),
    };
    Ok(Opened {
        reader: Box::new(std::io::Cursor::new(first).chain(text)),
        encoding,
        trailing,
    })
}

/// A reader that stays at its end once it has reached it. A terminal
/// gives the end (Ctrl-D) once and then waits again: read again after it,
/// it would make a person press Ctrl-D once for every read.
struct Fused<R> {
    inner: R,
    ended: bool,
}

impl<R: Read> Read for Fused<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.ended || buf.is_empty() {
            return Ok(0);
        }
        let n = self.inner.read(buf)?;
        self.ended = n == 0;
        Ok(n)
    }
}

/// The size of a file that is not compressed, for a progress bar.
fn plain_size(path: &Path) -> Option<u64> {
    // Only a regular file: reading the first bytes of a pipe
    // (`<(zcat …)`) would take them from the reading that follows.
    if is_stdin(path) || !std::fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let mut file = File::open(path).ok()?;
    let head = read_head(&mut file, MAGIC_LEN).ok()?;
    (compression(&head) == Compression::None)
        .then(|| file.metadata().ok().map(|m| m.len()))
        .flatten()
}

/// The bytes of `files` together, for a progress bar; `None` when one is
/// standard input or compressed (its size tells nothing of its text).
pub fn plain_sizes(files: &[PathBuf]) -> Option<u64> {
    files.iter().map(|p| plain_size(p)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compression_is_told_by_the_first_bytes() {
        assert_eq!(compression(&[0x1f, 0x8b, 8, 0]), Compression::Gzip);
        assert_eq!(compression(&[0x28, 0xb5, 0x2f, 0xfd]), Compression::Zstd);
        assert_eq!(compression(b"[Eve"), Compression::None);
        assert_eq!(compression(&[0x1f]), Compression::None);
        assert_eq!(compression(b""), Compression::None);
        // A pipe that gives one byte a read still yields the whole head.
        struct Trickle<'a>(&'a [u8]);
        impl Read for Trickle<'_> {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                let n = self.0.len().min(buf.len()).min(1);
                buf[..n].copy_from_slice(&self.0[..n]);
                self.0 = &self.0[n..];
                Ok(n)
            }
        }
        let head = read_head(&mut Trickle(&[0x28, 0xb5, 0x2f, 0xfd, 9]), MAGIC_LEN).unwrap();
        assert_eq!(compression(&head), Compression::Zstd);
        assert_eq!(read_head(&mut Trickle(b"1."), MAGIC_LEN).unwrap(), b"1.");
    }

    #[test]
    fn an_input_that_cannot_be_opened_says_why() {
        let error = open(Path::new("/no/such/file.pgn"), &|| {}, None)
            .err()
            .unwrap();
        assert_eq!(error.code(), "cannot_open");
        assert!(
            error
                .to_string()
                .starts_with("cannot open /no/such/file.pgn")
        );
        assert!(std::error::Error::source(&error).is_some());
    }
}
