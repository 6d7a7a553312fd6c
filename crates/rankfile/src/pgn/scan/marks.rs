//! The bytes the cutter stops at, found 64 at a time.
//!
//! Between two games only line ends, comments' braces, `;` and `[` tell
//! the cutter anything, and they are a byte in ten of an annotated file.
//! [`Marks`] classifies the bytes a 64-byte word at a time into a bit
//! mask (SSE2's compare and `movemask`, which every x86-64 processor has;
//! a loop the compiler unrolls elsewhere and with the `portable` feature),
//! and the cutter walks the mask's bits: one step per mark, where a search
//! set up for each stretch between two of them cost more than the stretch
//! (BENCHMARKS.md).

/// The bytes marked: `\n`, `{`, `}`, `;` and `[`.
const MARKED: [u8; 5] = [b'\n', b'{', b'}', b';', b'['];

/// A stream's bytes with the positions of their marks, the mask of one
/// word (64 bytes) at a time, kept while the scan stays in it.
pub(in crate::pgn) struct Marks<'a> {
    bytes: &'a [u8],
    /// The word whose mask `mask` is (its first byte is at `64 × word`);
    /// `usize::MAX` before the first.
    word: usize,
    mask: u64,
}

impl<'a> Marks<'a> {
    pub(in crate::pgn) fn new(bytes: &'a [u8]) -> Marks<'a> {
        Marks {
            bytes,
            word: usize::MAX,
            mask: 0,
        }
    }

    /// The bytes.
    #[inline(always)]
    pub(in crate::pgn) fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Where the first marked byte at or after `from` is.
    #[inline(always)]
    pub(in crate::pgn) fn next(&mut self, from: usize) -> Option<usize> {
        let mut word = from / 64;
        let mut mask = self.mask_of(word)? & (u64::MAX << (from % 64));
        while mask == 0 {
            word += 1;
            mask = self.mask_of(word)?;
        }
        Some(word * 64 + mask.trailing_zeros() as usize)
    }

    /// Where the first of `wanted` at or after `from` is (each one of
    /// [`MARKED`]).
    #[inline(always)]
    pub(in crate::pgn) fn next_of(&mut self, mut from: usize, wanted: &[u8]) -> Option<usize> {
        loop {
            let at = self.next(from)?;
            if wanted.contains(&self.bytes[at]) {
                return Some(at);
            }
            from = at + 1;
        }
    }

    /// The mask of word `word`; `None` past the bytes' end.
    #[inline(always)]
    fn mask_of(&mut self, word: usize) -> Option<u64> {
        if word != self.word {
            let start = word.checked_mul(64)?;
            let chunk = self.bytes.get(start..)?;
            if chunk.is_empty() {
                return None;
            }
            self.mask = match chunk.first_chunk::<64>() {
                Some(whole) => mask(whole),
                None => {
                    let mut padded = [0; 64];
                    padded[..chunk.len()].copy_from_slice(chunk);
                    mask(&padded)
                }
            };
            self.word = word;
        }
        Some(self.mask)
    }
}

/// The mask of `word`'s marked bytes: bit `k` for byte `k`.
#[inline]
// Where the SSE2 road is built, it returns before the portable one.
#[allow(unreachable_code)]
fn mask(word: &[u8; 64]) -> u64 {
    #[cfg(all(
        target_arch = "x86_64",
        target_feature = "sse2",
        not(feature = "portable")
    ))]
    // SAFETY: the function needs only SSE2, which this build's target has
    // (the `cfg` above), as every x86-64 processor does.
    #[allow(unsafe_code)]
    return unsafe { sse2::mask(word) };
    portable_mask(word)
}

/// [`mask`] a byte at a time, which the compiler unrolls and vectorises
/// as it can.
fn portable_mask(word: &[u8; 64]) -> u64 {
    let marked: [bool; 64] = core::array::from_fn(|k| MARKED.contains(&word[k]));
    marked
        .iter()
        .enumerate()
        .fold(0, |mask, (k, &m)| mask | u64::from(m) << k)
}

#[cfg(all(
    target_arch = "x86_64",
    target_feature = "sse2",
    not(feature = "portable")
))]
mod sse2 {
    use core::arch::x86_64::{
        _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8,
        _mm_setzero_si128,
    };

    use super::MARKED;

    /// [`super::mask`] sixteen bytes at a time.
    #[target_feature(enable = "sse2")]
    pub(super) fn mask(word: &[u8; 64]) -> u64 {
        let mut mask = 0;
        for (k, sixteen) in word.as_chunks::<16>().0.iter().enumerate() {
            // SAFETY: the load reads the 16 bytes of `sixteen`, an array
            // of 16 bytes; it needs no alignment.
            #[allow(unsafe_code)]
            let v = unsafe { _mm_loadu_si128(sixteen.as_ptr().cast()) };
            let mut any = _mm_setzero_si128();
            for b in MARKED {
                any = _mm_or_si128(any, _mm_cmpeq_epi8(v, _mm_set1_epi8(b as i8)));
            }
            // `movemask` sets the low 16 bits of its result, one a byte.
            mask |= u64::from(_mm_movemask_epi8(any) as u16) << (16 * k);
        }
        mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_marked_byte_is_found_and_no_other() {
        // Every byte value at every place of a word, and words cut short.
        let mut bytes: Vec<u8> = (0..=255u8).cycle().take(64 * 9 + 17).collect();
        bytes.extend(b"\n{x}y;z[");
        let mut marks = Marks::new(&bytes);
        let mut found = Vec::new();
        let mut from = 0;
        while let Some(at) = marks.next(from) {
            found.push(at);
            from = at + 1;
        }
        let expected: Vec<usize> = (bytes.iter().enumerate())
            .filter(|(_, b)| MARKED.contains(b))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(found, expected);
        assert_eq!(marks.next(bytes.len()), None);
        assert_eq!(marks.next(usize::MAX), None);
    }

    #[test]
    fn the_portable_mask_is_the_fast_one() {
        for seed in 0..200u64 {
            let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let word: [u8; 64] = core::array::from_fn(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Mostly marked bytes and their neighbours.
                match x % 4 {
                    0 => MARKED[(x >> 8) as usize % MARKED.len()],
                    1 => MARKED[(x >> 8) as usize % MARKED.len()].wrapping_add(1),
                    _ => (x >> 16) as u8,
                }
            });
            assert_eq!(mask(&word), portable_mask(&word), "{word:?}");
        }
    }

    #[test]
    fn next_of_skips_the_marks_not_wanted() {
        let bytes = b"{ [%clk 0:01:00] ; } e4\n";
        let mut marks = Marks::new(bytes);
        assert_eq!(marks.next_of(1, b"}\n"), Some(19));
        assert_eq!(marks.next_of(20, b"}\n"), Some(23));
        assert_eq!(marks.next_of(24, b"}\n"), None);
    }
}
