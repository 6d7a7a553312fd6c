//! Every message the library says about the corpus (its invalid FENs, its
//! odd but valid ones, its SAN cases and its PGN edge cases) renders in
//! every language: whole, with no variable missing, and in English exactly
//! as the library wrote it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use rankfile::fen::{self, ReadMode};
use rankfile::text::{Arg, Text};
use rankfile::{Position, ReadOptions, epd, explain, pgn};
use rankfile_i18n::{Catalog, Language};
use serde_json::Value;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data")
        .join(name)
}

fn lines(name: &str) -> Vec<Value> {
    let file = std::fs::File::open(data(name)).expect("the test data is in tests/data");
    let reader: Box<dyn BufRead> = if name.ends_with(".gz") {
        Box::new(BufReader::new(flate2::read::GzDecoder::new(file)))
    } else {
        Box::new(BufReader::new(file))
    };
    reader
        .lines()
        .map(|l| serde_json::from_str(&l.expect("readable")).expect("JSON"))
        .collect()
}

fn fen_texts(text: &str, out: &mut Vec<Text>) {
    for mode in [ReadMode::Strict, ReadMode::Lenient] {
        let report = fen::check(text, mode);
        for d in report.errors.iter().chain(&report.warnings) {
            out.push(d.message.clone());
            out.extend(d.hint.clone());
        }
        if let Some(setup) = report.setup {
            out.extend(explain::fields(&setup).into_iter().map(|f| f.meaning));
        }
        if let Some(pos) = report.position() {
            for m in pos.legal_moves().iter().take(6) {
                out.extend(explain::changes(&pos, m).into_iter().map(|c| c.why));
            }
        }
    }
}

/// Every message the corpus makes the library say.
fn corpus_texts() -> Vec<Text> {
    let mut out = Vec::new();
    for case in lines("invalid_fen.jsonl")
        .iter()
        .chain(&lines("valid_but_odd.jsonl"))
    {
        fen_texts(case["fen"].as_str().unwrap_or(""), &mut out);
    }
    for case in lines("san.jsonl.gz")
        .iter()
        .chain(&lines("san_forgiven.jsonl"))
    {
        let Ok(pos) = case["fen"].as_str().unwrap_or("").parse::<Position>() else {
            continue;
        };
        let input = case["input"].as_str().unwrap_or("");
        match pos.read_move(input, &ReadOptions::default()) {
            Ok(reading) => out.extend(reading.notes.into_iter().map(|n| n.message)),
            Err(e) => {
                out.push(e.message().clone());
                out.extend(e.hint().cloned());
            }
        }
        let strict = ReadOptions {
            strict: true,
            ..ReadOptions::default()
        };
        if let Err(e) = pos.read_move(input, &strict) {
            out.push(e.message().clone());
        }
    }
    for case in lines("pgn_edge.jsonl") {
        let text = case["pgn"].as_str().unwrap_or("");
        for game in pgn::split_games(text).map(|t| pgn::read_game(t, pgn::GameOptions::default())) {
            for p in game.errors.iter().chain(&game.warnings) {
                out.push(p.message.clone());
                out.extend(p.hint.clone());
            }
        }
    }
    for line in EPD_LINES {
        let report = epd::check(line, rankfile::Variant::Standard);
        for d in report.errors.iter().chain(&report.warnings) {
            out.push(d.message.clone());
            out.extend(d.hint.clone());
        }
    }
    out
}

/// EPD lines with each problem the EPD reader reports.
const EPD_LINES: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 9x Nf3;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; bm d4;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"open",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc x;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 1 2;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Ke2;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id WAC.001;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ce -x;",
];

/// The texts and every text inside them.
fn with_nested(texts: Vec<Text>) -> Vec<Text> {
    fn visit(arg: &Arg, out: &mut Vec<Text>) {
        match arg {
            Arg::Text(t) => push(t, out),
            Arg::List(items) => items.iter().for_each(|i| visit(i, out)),
            _ => {}
        }
    }
    fn push(t: &Text, out: &mut Vec<Text>) {
        out.push(t.clone());
        for (_, arg) in t.args() {
            visit(arg, out);
        }
    }
    let mut out = Vec::new();
    for t in &texts {
        push(t, &mut out);
    }
    out
}

#[test]
fn the_corpus_speaks_every_language() {
    let texts = with_nested(corpus_texts());
    let ids: std::collections::BTreeSet<&str> = texts.iter().map(Text::id).collect();
    assert!(ids.len() > 150, "only {} kinds of message", ids.len());
    let english = Catalog::get(Language::English);
    let mut failures = Vec::new();
    for text in &texts {
        match english.try_text(text) {
            Ok(s) if s == text.as_str() => {}
            Ok(s) => failures.push(format!(
                "en {}:\n  library: {}\n  catalog: {s}",
                text.id(),
                text.as_str()
            )),
            Err(e) => failures.push(format!("en {e}")),
        }
        for language in &Language::ALL[1..] {
            if let Err(e) = Catalog::get(*language).try_text(text) {
                failures.push(format!("{language} {e}"));
            }
        }
    }
    failures.sort();
    failures.dedup();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}
