//! Shared helpers for the integration tests: reading `tests/data/`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;

/// `tests/data/` at the workspace root.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data")
}

/// The lines of a JSON Lines file in `tests/data/`, gunzipped when the
/// name ends in `.gz`, each parsed as a JSON value.
pub fn jsonl(name: &str) -> Vec<serde_json::Value> {
    let path = data_dir().join(name);
    let file = std::fs::File::open(&path)
        .unwrap_or_else(|e| panic!("cannot open {}: {e}", path.display()));
    let reader: Box<dyn Read> = if name.ends_with(".gz") {
        Box::new(flate2::read::GzDecoder::new(file))
    } else {
        Box::new(file)
    };
    BufReader::new(reader)
        .lines()
        .map(|line| {
            let line = line.expect("readable line");
            serde_json::from_str(&line).expect("valid JSON line")
        })
        .collect()
}

/// A text file of `tests/data/`, gunzipped when the name ends in `.gz`.
pub fn text(name: &str) -> String {
    let path = data_dir().join(name);
    let file = std::fs::File::open(&path)
        .unwrap_or_else(|e| panic!("cannot open {}: {e}", path.display()));
    let mut reader: Box<dyn Read> = if name.ends_with(".gz") {
        Box::new(flate2::read::GzDecoder::new(file))
    } else {
        Box::new(file)
    };
    let mut out = String::new();
    reader.read_to_string(&mut out).expect("UTF-8 text");
    out
}

/// A JSON array of strings as a sorted `Vec<String>`.
pub fn strings(value: &serde_json::Value) -> Vec<String> {
    let mut out: Vec<String> = value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().expect("a string").to_string())
        .collect();
    out.sort();
    out
}

/// xorshift64*: a small random generator that gives the same sequence
/// everywhere, for the fuzz drivers.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Edits `s` as the fuzz drivers do, one to `edits` times: a character
/// from `pick` inserted, a character removed or replaced by it, or a run
/// of fewer than `run` characters copied elsewhere.
pub fn mutate(
    rng: &mut Rng,
    s: &mut Vec<char>,
    edits: usize,
    run: usize,
    mut pick: impl FnMut(&mut Rng) -> char,
) {
    for _ in 0..=rng.below(edits) {
        let at = rng.below(s.len() + 1);
        let c = pick(rng);
        match rng.below(4) {
            0 => s.insert(at, c),
            1 if at < s.len() => {
                s.remove(at);
            }
            2 if at < s.len() => s[at] = c,
            _ => {
                let end = (at + rng.below(run)).min(s.len());
                let copy: Vec<char> = s[at..end].to_vec();
                let to = rng.below(s.len() + 1);
                for (i, c) in copy.into_iter().enumerate() {
                    s.insert(to + i, c);
                }
            }
        }
    }
}

/// A JSON array of strings, in its order.
pub fn strings_in_order(value: &serde_json::Value) -> Vec<String> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().expect("a string").to_string())
        .collect()
}
