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

/// The round trip every game must make: written out and read again, it
/// has the same tags, moves, comments, NAGs, variations and unplayed
/// rests as when first read, and writing it again changes nothing.
///
/// What writing normalises is normalised on both sides: the Seven Tag
/// Roster is always written (with its defaults), a tag written twice keeps
/// its last value, NAGs are written in order of their numbers (they are a
/// set, as python-chess holds them), the lines of an unplayed rest are
/// trimmed, a comment that holds a `}` is written as a `;` comment, its
/// line breaks made spaces, and a comment's line that starts with `[` is
/// written a space in.
pub fn assert_round_trip(reading: &rankfile::pgn::GameReading, context: &str) {
    use rankfile::pgn;
    let written = pgn::export(&reading.game);
    let again = pgn::read_game(&written, rankfile::pgn::GameOptions::default());
    let (a, b) = (&reading.game, &again.game);
    for (name, _) in &a.tags {
        assert_eq!(a.tag(name), b.tag(name), "{context}: tag {name}\n{written}");
    }
    assert_eq!(a.start, b.start, "{context}: start\n{written}");
    assert_eq!(
        normal_comment(&a.comment),
        normal_comment(&b.comment),
        "{context}: comment\n{written}"
    );
    assert_eq!(a.result(), b.result(), "{context}: result\n{written}");
    assert_eq!(tree(a), tree(b), "{context}: moves\n{written}");
    let space = [' ', '\t', '\n', '\r', '\x0c'];
    let lines = |t: &Option<String>| {
        t.as_deref().map(|t| {
            t.lines()
                .map(|l| l.trim_matches(space))
                .collect::<Vec<_>>()
                .join("\n")
        })
    };
    assert_eq!(
        lines(&a.after_result),
        lines(&b.after_result),
        "{context}: after the result\n{written}"
    );
    // A game that broke still breaks, at the same moves (in the order
    // written, which is the tree's: not always the text's).
    let refused = |r: &pgn::GameReading| {
        r.errors
            .iter()
            .filter(|e| e.at_move.is_some())
            .map(|e| format!("{} {:?}", e.code, e.at_move))
            .collect::<std::collections::BTreeSet<_>>()
    };
    assert_eq!(
        refused(reading),
        refused(&again),
        "{context}: refusals\n{written}"
    );
    assert_eq!(pgn::export(b), written, "{context}: written twice");
}

/// A game's tree as nested lines, whatever the order its nodes were read
/// in: each move with its NAGs (as a set) and comments, its alternatives,
/// and the rests as written after the moves they follow.
pub fn tree(game: &rankfile::pgn::Game) -> Vec<String> {
    let mut out = Vec::new();
    line(game, game.first, &game.first_variations, &mut out);
    out
}

/// The line from node `first`, with `alternatives` to its first move.
fn line(
    game: &rankfile::pgn::Game,
    first: Option<usize>,
    alternatives: &[usize],
    out: &mut Vec<String>,
) {
    let main = first.is_none();
    let mut next = first;
    let mut previous = None;
    let mut alternatives = alternatives.to_vec();
    while let Some(i) = next {
        let node = &game.nodes[i];
        let mut nags = node.nags.clone();
        nags.sort_unstable();
        out.push(format!(
            "{:?} {nags:?} {:?} {:?}",
            node.mv,
            normal_comment(&node.starting_comment),
            normal_comment(&node.comment)
        ));
        for &alternative in &alternatives {
            out.push("(".into());
            line(game, Some(alternative), &[], out);
            out.push(")".into());
        }
        rests(game, |u| u.after.is_none() && u.instead_of == Some(i), out);
        alternatives.clone_from(&node.variations);
        previous = Some(i);
        next = node.next;
    }
    rests(
        game,
        |u| u.after == previous && (!main || u.instead_of.is_none()),
        out,
    );
}

fn rests(
    game: &rankfile::pgn::Game,
    which: impl Fn(&rankfile::pgn::Unplayed) -> bool,
    out: &mut Vec<String>,
) {
    for u in game.unplayed.iter().filter(|u| which(u)) {
        let space = [' ', '\t', '\n', '\r', '\x0c'];
        let text: Vec<&str> = u.text.lines().map(|l| l.trim_matches(space)).collect();
        out.push(format!(
            "rest {:?} {:?}",
            normal_comment(&u.comment),
            text.join("\n")
        ));
    }
}

fn normal_comment(comment: &str) -> String {
    match comment.contains('}') {
        true => comment.replace(['\n', '\r'], " "),
        false => comment.replace("\n[", "\n ["),
    }
}
