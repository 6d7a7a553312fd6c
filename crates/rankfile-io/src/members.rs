//! A compressed input read stream after stream: gzip members and zstd
//! frames one after the other, as `zcat` reads them, and whatever follows
//! the last complete one (the zeros a tape or an FTP transfer pads a file
//! with, a `dd` copy's tail, junk) set aside and reported, not taken for a
//! broken stream: every game decoded before it is kept.

use std::io::{BufRead, Read};
use std::sync::{Arc, Mutex};

/// Bytes after an input's last complete compressed stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trailing {
    /// How many.
    pub bytes: u64,
    /// Whether every one of them is zero (padding).
    pub zeros: bool,
}

/// Where a [`Members`] reader leaves what it found after its last stream,
/// for whoever reads the games to say.
pub(crate) type TrailingNote = Arc<Mutex<Option<Trailing>>>;

/// The compressions read stream after stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Gzip,
    Zstd,
}

const GZIP: &[u8] = &[0x1f, 0x8b];
const ZSTD: &[u8] = &[0x28, 0xb5, 0x2f, 0xfd];

enum Stage<R: Read> {
    /// Between two streams (or before the first).
    Between(Peek<R>),
    Gzip(flate2::bufread::GzDecoder<Peek<R>>),
    Zstd(zstd::stream::read::Decoder<'static, Peek<R>>),
    /// After the last stream.
    Done,
}

/// Reads the streams of a compressed input one after the other.
pub(crate) struct Members<R: Read> {
    stage: Stage<R>,
    kind: Kind,
    note: TrailingNote,
}

impl<R: Read> Members<R> {
    pub(crate) fn new(source: R, kind: Kind, note: TrailingNote) -> Members<R> {
        Members {
            stage: Stage::Between(Peek::new(source)),
            kind,
            note,
        }
    }

    /// Begins the next stream of `source`, or ends: at its end, or at
    /// bytes that begin no stream (counted and noted).
    fn next_stream(&mut self, mut source: Peek<R>) -> std::io::Result<Stage<R>> {
        let head = source.peek(4)?;
        let magic = match self.kind {
            Kind::Gzip => GZIP,
            Kind::Zstd => ZSTD,
        };
        if head.is_empty() {
            return Ok(Stage::Done);
        }
        // A zstd skippable frame (pzstd writes one before each frame) is
        // read, and skipped, by the decoder.
        let skippable = self.kind == Kind::Zstd
            && head.len() >= 4
            && head[0] & 0xf0 == 0x50
            && head[1..4] == [0x2a, 0x4d, 0x18];
        if (head.len() >= magic.len() && head.starts_with(magic)) || skippable {
            return Ok(match self.kind {
                Kind::Gzip => Stage::Gzip(flate2::bufread::GzDecoder::new(source)),
                Kind::Zstd => {
                    Stage::Zstd(zstd::stream::read::Decoder::with_buffer(source)?.single_frame())
                }
            });
        }
        let trailing = count_rest(&mut source)?;
        if let Ok(mut note) = self.note.lock() {
            *note = Some(trailing);
        }
        Ok(Stage::Done)
    }
}

/// Counts the bytes left in `source`, and whether all are zero.
fn count_rest(source: &mut impl BufRead) -> std::io::Result<Trailing> {
    let mut trailing = Trailing {
        bytes: 0,
        zeros: true,
    };
    loop {
        let buf = source.fill_buf()?;
        if buf.is_empty() {
            return Ok(trailing);
        }
        trailing.zeros &= buf.iter().all(|&b| b == 0);
        trailing.bytes += buf.len() as u64;
        let n = buf.len();
        source.consume(n);
    }
}

impl<R: Read> Read for Members<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        loop {
            let n = match &mut self.stage {
                Stage::Done => return Ok(0),
                Stage::Between(_) => 0,
                Stage::Gzip(decoder) => decoder.read(buf)?,
                Stage::Zstd(decoder) => decoder.read(buf)?,
            };
            if n > 0 {
                return Ok(n);
            }
            // A stream ended (or none began yet): the next one, if any.
            self.stage = match std::mem::replace(&mut self.stage, Stage::Done) {
                Stage::Between(source) => self.next_stream(source)?,
                Stage::Gzip(decoder) => self.next_stream(decoder.into_inner())?,
                Stage::Zstd(decoder) => self.next_stream(decoder.finish())?,
                Stage::Done => Stage::Done,
            };
        }
    }
}

/// A buffered reader that can be asked for its next few bytes whole,
/// however the reads fall: a stream's magic number is never mistaken for
/// trailing bytes because a buffer ended inside it.
pub(crate) struct Peek<R> {
    inner: R,
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
}

impl<R: Read> Peek<R> {
    fn new(inner: R) -> Peek<R> {
        Peek {
            inner,
            buf: vec![0; 1 << 16].into_boxed_slice(),
            pos: 0,
            end: 0,
        }
    }

    /// The next `n` bytes, fewer only at the end.
    fn peek(&mut self, n: usize) -> std::io::Result<&[u8]> {
        while self.end - self.pos < n {
            if self.pos > 0 {
                self.buf.copy_within(self.pos..self.end, 0);
                (self.end, self.pos) = (self.end - self.pos, 0);
            }
            match self.inner.read(&mut self.buf[self.end..]) {
                Ok(0) => break,
                Ok(k) => self.end += k,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(&self.buf[self.pos..self.end])
    }
}

impl<R: Read> Read for Peek<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = {
            let buf = self.fill_buf()?;
            let n = buf.len().min(out.len());
            out[..n].copy_from_slice(&buf[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl<R: Read> BufRead for Peek<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.pos == self.end {
            (self.pos, self.end) = (0, 0);
            self.end = loop {
                match self.inner.read(&mut self.buf) {
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    other => break other?,
                }
            };
        }
        Ok(&self.buf[self.pos..self.end])
    }

    fn consume(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.end);
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use std::io::Write;

    fn gzip(text: &[u8]) -> Vec<u8> {
        let mut out = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        out.write_all(text).unwrap();
        out.finish().unwrap()
    }

    fn read_all(bytes: &[u8], kind: Kind) -> (std::io::Result<String>, Option<Trailing>) {
        let note = TrailingNote::default();
        let mut text = String::new();
        let read = Members::new(bytes, kind, note.clone())
            .read_to_string(&mut text)
            .map(|_| text);
        let trailing = *note.lock().unwrap();
        (read, trailing)
    }

    #[test]
    fn streams_are_read_one_after_the_other_and_the_tail_is_noted() {
        let mut bytes = gzip(b"1. e4 *\n");
        bytes.extend(gzip(b"1. d4 *\n"));
        assert_eq!(
            read_all(&bytes, Kind::Gzip).0.unwrap(),
            "1. e4 *\n1. d4 *\n"
        );
        assert_eq!(read_all(&bytes, Kind::Gzip).1, None);
        bytes.extend([0; 512]);
        let (text, trailing) = read_all(&bytes, Kind::Gzip);
        assert_eq!(text.unwrap(), "1. e4 *\n1. d4 *\n");
        assert_eq!(
            trailing,
            Some(Trailing {
                bytes: 512,
                zeros: true
            })
        );
        let mut zstd = zstd::encode_all(&b"1. c4 *\n"[..], 1).unwrap();
        zstd.extend(b"junk\n");
        let (text, trailing) = read_all(&zstd, Kind::Zstd);
        assert_eq!(text.unwrap(), "1. c4 *\n");
        assert_eq!(
            trailing,
            Some(Trailing {
                bytes: 5,
                zeros: false
            })
        );
    }

    #[test]
    fn a_stream_cut_short_is_still_an_error() {
        let bytes = gzip(b"1. e4 e5 2. Nf3 Nc6 *\n");
        let (text, _) = read_all(&bytes[..bytes.len() - 6], Kind::Gzip);
        assert!(text.is_err());
    }
}
