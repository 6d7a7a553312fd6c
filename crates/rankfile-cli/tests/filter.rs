//! `rankfile pgn filter` and `rankfile pgn dedup`: each predicate, the
//! games written byte for byte in the inputs' order, and a file
//! concatenated with itself halved.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{corpus, rankfile, stderr, stdout, temp_file};

/// Three games, each ended by a blank line as a file writes them.
const GAMES: &str = "\
[Event \"a\"]
[White \"Carlsen, Magnus\"]
[Black \"X\"]
[WhiteElo \"2850\"]
[Date \"2024.03.15\"]
[TimeControl \"300+0\"]
[Result \"1-0\"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

[Event \"b\"]
[White \"Y\"]
[Black \"Carlsen, Magnus\"]
[WhiteElo \"1999\"]
[Date \"2023.12.31\"]
[TimeControl \"300+2\"]
[Result \"0-1\"]

1. Nf3 Nc6 2. e4 e5 3. Bb5 Nf6 0-1

[Event \"c\"]
[White \"Z\"]
[Black \"W\"]
[Result \"*\"]

1. d4 d5 2. c4 Ke7 *
";

/// The text of game `i` (0, 1, 2) of GAMES, as the file holds it.
fn game(i: usize) -> &'static str {
    let starts: Vec<usize> = GAMES.match_indices("[Event").map(|(at, _)| at).collect();
    let end = starts.get(i + 1).copied().unwrap_or(GAMES.len());
    &GAMES[starts[i]..end]
}

fn kept(args: &[&str]) -> String {
    // A file of its own for each call: the tests run at once.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = temp_file(&format!("filter-{n}.pgn"), GAMES.as_bytes());
    let mut all = vec!["pgn", "filter", "--no-progress"];
    all.extend(args);
    all.push(path.to_str().unwrap());
    let out = rankfile(&all, "");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    stdout(&out)
}

#[test]
fn tags_are_compared_as_numbers_dates_and_words() {
    assert_eq!(kept(&["--where", "WhiteElo>=2000"]), game(0));
    assert_eq!(kept(&["--where", "WhiteElo<2000"]), game(1));
    assert_eq!(kept(&["--where", "TimeControl=300+0"]), game(0));
    assert_eq!(kept(&["--where", "Date>=2024.01.01"]), game(0));
    assert_eq!(kept(&["--where", "Result=1-0"]), game(0));
    // Contains, whatever the case; two conditions, both held.
    assert_eq!(kept(&["--where", "Black~carlsen"]), game(1));
    assert_eq!(
        kept(&["--where", "White~carlsen", "--where", "Date<2024.01.01"]),
        ""
    );
    // A game without the tag meets only !=.
    assert_eq!(
        kept(&["--where", "WhiteElo!=1999"]),
        format!("{}{}", game(0), game(2))
    );
}

#[test]
fn positions_material_openings_plies_and_errors() {
    // The Ruy Lopez position (after 3.Bb5), reached in both move orders.
    let ruy = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    assert_eq!(
        kept(&["--position", ruy]),
        format!("{}{}", game(0), game(1))
    );
    // After 3...Nf6 and 3...a6, as the data set names them.
    assert_eq!(kept(&["--opening", "C65"]), game(1));
    assert_eq!(kept(&["--opening", "berlin"]), game(1));
    assert_eq!(kept(&["--opening", "Morphy Defense"]), game(0));
    assert_eq!(kept(&["--opening", "C60"]), "");
    // Game 2 ends in an illegal move (2...Ke7): its main line stops there.
    assert_eq!(kept(&["--errors"]), game(2));
    assert_eq!(kept(&["--ok"]), format!("{}{}", game(0), game(1)));
    assert_eq!(kept(&["--plies", "6"]), format!("{}{}", game(0), game(1)));
    assert_eq!(kept(&["--plies", "..3"]), game(2));
    // Every piece on the board: the start position's material.
    let start = "KQRRBBNNPPPPPPPPkqrrbbnnpppppppp";
    assert_eq!(kept(&["--material", start]), GAMES);
    assert_eq!(kept(&["--material", "KRPkr"]), "");
}

#[test]
fn the_games_kept_are_written_byte_for_byte() {
    // Every game of the corpus kept: the file comes back whole.
    let games = corpus("games.pgn.gz");
    let path = temp_file("all.pgn", games.as_bytes());
    let out = rankfile(
        &["pgn", "filter", "--no-progress", path.to_str().unwrap()],
        "",
    );
    assert_eq!(stdout(&out), games);
    assert!(
        stderr(&out).contains("kept 300 of 300 games"),
        "{}",
        stderr(&out)
    );
}

/// Line ends and bytes that are not UTF-8 come back as they were: a
/// Windows file, a Latin-1 file and a mix of both, every game kept, and
/// every game kept by dedup.
#[test]
fn crlf_and_latin1_files_come_back_byte_for_byte() {
    let crlf = GAMES.replace('\n', "\r\n").into_bytes();
    let mut latin1 = GAMES.replace("Magnus", "M\u{e5}gnus").into_bytes();
    // "å" as Latin-1: one byte, not UTF-8.
    let at = latin1
        .windows(2)
        .position(|w| w == "\u{e5}".as_bytes())
        .unwrap();
    latin1.splice(at..at + 2, [0xe5]);
    let mut mixed = crlf.clone();
    mixed.extend_from_slice(&latin1);
    // The mixed file's Latin-1 half repeats its Windows half's games:
    // dedup keeps the first half.
    for (name, bytes, deduplicated) in [
        ("crlf", &crlf, &crlf),
        ("latin1", &latin1, &latin1),
        ("mixed", &mixed, &crlf),
    ] {
        let path = temp_file(&format!("bytes-{name}.pgn"), bytes);
        for (command, expected) in [("filter", bytes), ("dedup", deduplicated)] {
            let out = rankfile(
                &["pgn", command, "--no-progress", path.to_str().unwrap()],
                "",
            );
            assert_eq!(
                out.status.code(),
                Some(0),
                "{name} {command}: {}",
                stderr(&out)
            );
            let shown = String::from_utf8_lossy(&out.stdout);
            assert!(out.stdout == *expected, "{name} {command}: {shown:?}");
        }
    }
}

#[test]
fn a_bad_expression_is_a_usage_error_that_shows_where() {
    let out = rankfile(&["pgn", "filter", "--where", "WhiteElo=>2000", "-"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("two comparison signs in a row"), "{err}");
    assert!(err.contains("  WhiteElo=>2000\n           ^"), "{err}");
    let out = rankfile(&["pgn", "filter", "--material", "KXk", "-"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("'X' is no piece letter"));
}

#[test]
fn dedup_halves_a_file_concatenated_with_itself() {
    let dedup = |text: &str, report: Option<&std::path::Path>| {
        let name = format!("dedup-{}.pgn", text.len());
        let path = temp_file(&name, text.as_bytes());
        let mut args = vec!["pgn", "dedup", "--no-progress"];
        if let Some(report) = report {
            args.extend(["--report", report.to_str().unwrap()]);
        }
        args.push(path.to_str().unwrap());
        let out = rankfile(&args, "");
        assert_eq!(out.status.code(), Some(0));
        (stdout(&out), stderr(&out))
    };
    // The corpus has 12 games without a move from the start: repeats of
    // the first of them.
    let (distinct, said) = dedup(&corpus("games.pgn.gz"), None);
    assert!(
        said.contains("kept 288 of 300 games; 12 repeats dropped"),
        "{said}"
    );
    // Its distinct games, twice: once again, byte for byte.
    let report = std::env::temp_dir().join(format!("rankfile-dedup-{}.txt", std::process::id()));
    let (again, said) = dedup(&format!("{distinct}{distinct}"), Some(&report));
    assert_eq!(again, distinct);
    assert!(
        said.contains("kept 288 of 576 games; 288 repeats dropped"),
        "{said}"
    );
    let report = std::fs::read_to_string(report).unwrap();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 288);
    assert!(lines[0].starts_with("game 289 ("), "{}", lines[0]);
    assert!(lines[0].ends_with(") repeats game 1"), "{}", lines[0]);
}

#[test]
fn the_same_moves_from_another_start_are_no_repeat() {
    let a = "[Event \"a\"]\n\n1. e4 e5 *\n\n";
    let b = "[Event \"b\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1\"]\n\n1. e4 e5 *\n\n";
    let out = rankfile(&["pgn", "dedup", "-"], format!("{a}{b}{a}"));
    assert_eq!(stdout(&out), format!("{a}{b}"));
}
