//! Nothing lost, second round: standard input is an input like any other
//! for the checks of outputs against inputs, links are written through as
//! a shell's `>` writes them, an export's `--force` removes only what a
//! table wrote, legacy encodings and UTF-16 are read rather than refused,
//! bytes after a compressed stream cost no game, and games are cut where
//! python-chess cuts them.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::stderr;
use serde_json::Value;

const GAMES: &str = "\
[Event \"a\"]
[White \"Morphy\"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event \"b\"]

1. d4 d5 *

[Event \"c\"]

1. c4 e5 *
";

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rankfile-lost-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("g.pgn"), GAMES).unwrap();
    dir
}

/// Runs rankfile in `dir`, standard input read from the file `stdin` (as
/// `< stdin` does) and standard output appended to `append` (`>>`).
fn run(dir: &Path, args: &[&str], stdin: Option<&str>, append: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rankfile"));
    command
        .args(args)
        .current_dir(dir)
        .env("RANKFILE_LANG", "en")
        .stderr(Stdio::piped());
    command.stdin(match stdin {
        Some(name) => Stdio::from(std::fs::File::open(dir.join(name)).unwrap()),
        None => Stdio::null(),
    });
    command.stdout(match append {
        Some(name) => Stdio::from(
            std::fs::OpenOptions::new()
                .append(true)
                .open(dir.join(name))
                .unwrap(),
        ),
        None => Stdio::piped(),
    });
    command.output().unwrap()
}

fn text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn an_output_that_is_the_file_standard_input_reads_is_refused() {
    let dir = folder("stdin-o");
    for args in [
        vec![
            "pgn",
            "filter",
            "-",
            "--where",
            "White~Morphy",
            "-o",
            "g.pgn",
        ],
        vec!["pgn", "fmt", "-", "-o", "g.pgn"],
        vec!["pgn", "dedup", "-", "-o", "g.pgn"],
        vec!["pgn", "fmt", "-", "--report", "g.pgn"],
    ] {
        let out = run(&dir, &args, Some("g.pgn"), None);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&out).contains("g.pgn is the file standard input reads (< g.pgn)"),
            "{args:?}: {}",
            stderr(&out)
        );
        assert_eq!(std::fs::read_to_string(dir.join("g.pgn")).unwrap(), GAMES);
    }
}

#[test]
fn standard_output_appended_to_the_file_standard_input_reads_is_refused() {
    let dir = folder("stdin-append");
    for command in ["filter", "fmt", "dedup", "check"] {
        let started = std::time::Instant::now();
        let out = run(&dir, &["pgn", command, "-"], Some("g.pgn"), Some("g.pgn"));
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert!(
            stderr(&out).contains("appended to the file standard input reads"),
            "{command}: {}",
            stderr(&out)
        );
        assert!(
            started.elapsed().as_secs() < 10,
            "{command} stopped at once"
        );
        assert_eq!(std::fs::read_to_string(dir.join("g.pgn")).unwrap(), GAMES);
    }
}

#[test]
fn an_export_never_deletes_the_file_standard_input_reads() {
    let dir = folder("stdin-export");
    let first = run(
        &dir,
        &["pgn", "export", "g.pgn", "--out", "t", "--to", "ndjson"],
        None,
        None,
    );
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    std::fs::copy(dir.join("g.pgn"), dir.join("t/games/in.pgn")).unwrap();
    let args = [
        "pgn", "export", "-", "--out", "t", "--force", "--to", "ndjson",
    ];
    let out = run(&dir, &args, Some("t/games/in.pgn"), None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("in.pgn is inside"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("t/games/in.pgn")).unwrap(),
        GAMES
    );
}

#[test]
fn force_removes_only_what_a_table_wrote_and_the_orphans_of_a_killed_export() {
    let dir = folder("force");
    std::fs::create_dir_all(dir.join("t/games")).unwrap();
    // What `kill -9` leaves: a hidden temporary part, and no part.
    std::fs::write(dir.join("t/games/.part-00000.ndjson.Ab12Cd.tmp"), "half").unwrap();
    let args = ["pgn", "export", "g.pgn", "--out", "t", "--to", "ndjson"];
    let out = run(&dir, &args, None, None);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .contains("1 hidden temporary part file (.part-….tmp) of an export that was killed"),
        "{}",
        stderr(&out)
    );
    std::fs::write(dir.join("t/games/notes.txt"), "mine").unwrap();
    let forced = [&args[..], &["--force"]].concat();
    let out = run(&dir, &forced, None, None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("removed 1 temporary part file"),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains("kept t/games/notes.txt"),
        "{}",
        stderr(&out)
    );
    // Replacing the table again keeps the user's file again.
    let again = run(&dir, &forced, None, None);
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
    let mut names: Vec<String> = std::fs::read_dir(dir.join("t/games"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["_SUCCESS", "notes.txt", "part-00000.ndjson"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("t/games/notes.txt")).unwrap(),
        "mine"
    );
}

#[cfg(unix)]
#[test]
fn an_output_through_a_link_is_written_as_a_shell_writes_it() {
    let dir = folder("links");
    // A link to a file not there yet: the file is made, the link stays.
    std::os::unix::fs::symlink("made.pgn", dir.join("dangling.pgn")).unwrap();
    let out = run(
        &dir,
        &["pgn", "filter", "g.pgn", "-o", "dangling.pgn"],
        None,
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        std::fs::symlink_metadata(dir.join("dangling.pgn"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("made.pgn")).unwrap(),
        GAMES
    );
    // Links that loop are refused with the system's words.
    std::os::unix::fs::symlink("loop2.pgn", dir.join("loop1.pgn")).unwrap();
    std::os::unix::fs::symlink("loop1.pgn", dir.join("loop2.pgn")).unwrap();
    let out = run(
        &dir,
        &["pgn", "filter", "g.pgn", "-o", "loop1.pgn"],
        None,
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("cannot write loop1.pgn"),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).to_lowercase().contains("symbolic links"),
        "{}",
        stderr(&out)
    );
    assert!(
        std::fs::symlink_metadata(dir.join("loop1.pgn"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

/// The text in Windows-1251 (Cyrillic), byte for byte.
fn cp1251(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            'А'..='я' => u8::try_from(u32::from(c) - 0x350).unwrap(),
            'Ё' => 0xA8,
            'ё' => 0xB8,
            _ => u8::try_from(u32::from(c)).unwrap(),
        })
        .collect()
}

const RUSSIAN: &str = "[Event \"Чемпионат\"]\n[White \"Каспаров, Гарри\"]\n[Black \"Карпов, Анатолий\"]\n[Result \"1-0\"]\n\n1. e4 {Отличный ход, белые захватывают центр} e5 2. Nf3 {Развитие коня} Nc6 1-0\n\n";

fn check_json(dir: &Path, file: &str, extra: &[&str]) -> (Output, Vec<Value>) {
    let args = [&["pgn", "check", "--json", file][..], extra].concat();
    let out = run(dir, &args, None, None);
    let lines = text(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (out, lines)
}

#[test]
fn a_legacy_code_page_is_read_and_named() {
    let dir = folder("cp1251");
    let bytes = cp1251(&RUSSIAN.repeat(3));
    std::fs::write(dir.join("c.pgn"), &bytes).unwrap();
    let (out, games) = check_json(&dir, "c.pgn", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(games.len(), 3);
    assert_eq!(games[0]["white"], "Каспаров, Гарри", "{}", games[0]);
    let warning = &games[0]["warnings"][0];
    assert_eq!(warning["code"], "not_utf8");
    assert!(
        warning["message"]
            .as_str()
            .unwrap()
            .contains("windows-1251"),
        "{warning}"
    );
    // The filter copies the bytes as they were.
    let out = run(
        &dir,
        &["pgn", "filter", "c.pgn", "-o", "kept.pgn"],
        None,
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read(dir.join("kept.pgn")).unwrap(), bytes);
    // A code page chosen is the one read.
    let greek = "[Event \"Πρωτάθλημα\"]\n\n1. e4 {Καλή κίνηση} e5 *\n";
    std::fs::write(dir.join("g1253.pgn"), cp1253(greek)).unwrap();
    let (_, games) = check_json(&dir, "g1253.pgn", &["--encoding", "windows-1253"]);
    assert_eq!(games[0]["event"], "Πρωτάθλημα", "{}", games[0]);
    let out = run(
        &dir,
        &["pgn", "check", "c.pgn", "--encoding", "klingon"],
        None,
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("\"klingon\" names no encoding"),
        "{}",
        stderr(&out)
    );
}

/// Greek in Windows-1253: Α..ω are 0xC1.. in that code page, as in
/// ISO-8859-7, bar the accented letters this text does not hold but ά, ή,
/// ί, ό (0xDC, 0xDE, 0xDF, 0xFC).
fn cp1253(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            'ά' => 0xDC,
            'ή' => 0xDE,
            'ί' => 0xDF,
            'ό' => 0xFC,
            'Α'..='ω' => u8::try_from(u32::from(c) - 0x2D0).unwrap(),
            _ => u8::try_from(u32::from(c)).unwrap(),
        })
        .collect()
}

#[test]
fn utf16_with_its_byte_order_mark_is_read() {
    let dir = folder("utf16");
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(
        "[White \"Müller\"]\n\n1. e4 e5 *\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    std::fs::write(dir.join("u.pgn"), bytes).unwrap();
    let (out, games) = check_json(&dir, "u.pgn", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(games[0]["white"], "Müller");
    // Without its mark, the hint names the option that reads it.
    let bare: Vec<u8> = "[White \"x\"]\n\n1. e4 *\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    std::fs::write(dir.join("bare.pgn"), bare).unwrap();
    let out = run(&dir, &["pgn", "check", "bare.pgn"], None, None);
    assert!(
        stderr(&out).contains("--encoding utf-16le"),
        "{}",
        stderr(&out)
    );
    let (_, games) = check_json(&dir, "bare.pgn", &["--encoding", "utf-16le"]);
    assert_eq!(games[0]["white"], "x");
}

#[test]
fn a_nul_byte_is_an_error_of_its_game_wherever_it_is() {
    let dir = folder("nul");
    let text = format!("[Event \"a\"]\n\n1. e4 {{a\0b}} e5 *\n\n{GAMES}");
    std::fs::write(dir.join("n.pgn"), text).unwrap();
    let (out, games) = check_json(&dir, "n.pgn", &[]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(games.len(), 4);
    assert_eq!(games[0]["errors"][0]["code"], "nul_byte", "{}", games[0]);
    assert!(games[1..].iter().all(|g| g["ok"] == true));
    // An archive is still refused once, by name.
    std::fs::write(dir.join("z.pgn"), b"PK\x03\x04\x14\x00\x00\x00").unwrap();
    let out = run(&dir, &["pgn", "check", "z.pgn"], None, None);
    assert!(
        stderr(&out).contains("z.pgn is not a PGN file: it is a zip archive"),
        "{}",
        stderr(&out)
    );
}

fn gzip(text: &[u8]) -> Vec<u8> {
    let mut out = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    out.write_all(text).unwrap();
    out.finish().unwrap()
}

#[test]
fn bytes_after_a_compressed_stream_cost_no_game() {
    let dir = folder("tails");
    let mut padded = gzip(GAMES.as_bytes());
    padded.extend([0; 512]);
    std::fs::write(dir.join("p.pgn.gz"), padded).unwrap();
    let mut junk = zstd::encode_all(GAMES.as_bytes(), 1).unwrap();
    junk.extend(b"junk\n");
    std::fs::write(dir.join("j.pgn.zst"), junk).unwrap();
    for (file, said) in [
        ("p.pgn.gz", "p.pgn.gz ends with 512 zero bytes (padding)"),
        (
            "j.pgn.zst",
            "j.pgn.zst ends with 5 bytes that begin no stream",
        ),
    ] {
        let (out, games) = check_json(&dir, file, &[]);
        assert_eq!(out.status.code(), Some(0), "{file}: {}", stderr(&out));
        assert_eq!(games.len(), 3, "{file}");
        assert!(stderr(&out).contains(said), "{file}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("warning[trailing_bytes]"),
            "{}",
            stderr(&out)
        );
        let out = run(
            &dir,
            &[
                "pgn",
                "export",
                file,
                "--out",
                &format!("t-{file}"),
                "--to",
                "csv",
            ],
            None,
            None,
        );
        assert_eq!(out.status.code(), Some(0), "{file}: {}", stderr(&out));
        assert!(dir.join(format!("t-{file}/games/_SUCCESS")).exists());
    }
}

#[test]
fn games_are_cut_where_python_chess_cuts_them() {
    let dir = folder("cuts");
    std::fs::write(dir.join("t.pgn"), "1. e4 e5 *\n\n1. d4 d5 *\n\n1. c4 *\n").unwrap();
    let (out, games) = check_json(&dir, "t.pgn", &[]);
    assert_eq!(
        (out.status.code(), games.len()),
        (Some(0), 3),
        "{}",
        text(&out)
    );
    let comment = "[Event \"x\"]\n\n1. e4 {a comment\n\n[Event \"fake\"]\n\nstill comment} e5 *\n\n[Event \"y\"]\n\n1. d4 *\n";
    std::fs::write(dir.join("c.pgn"), comment).unwrap();
    let (out, games) = check_json(&dir, "c.pgn", &[]);
    assert_eq!(
        (out.status.code(), games.len()),
        (Some(0), 2),
        "{}",
        text(&out)
    );
}

#[test]
fn a_reader_that_stops_early_stops_every_command_quietly() {
    let dir = folder("pipe");
    std::fs::write(dir.join("many.pgn"), GAMES.repeat(2000)).unwrap();
    for args in [
        vec!["pgn", "stats", "many.pgn"],
        vec!["pgn", "stats", "--json", "many.pgn"],
        vec![
            "perft",
            "--divide",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "2",
        ],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rankfile"))
            .args(&args)
            .current_dir(&dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before the command writes.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert!(
            !stderr(&out).contains("panicked"),
            "{args:?}: {}",
            stderr(&out)
        );
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "{args:?}: {:?}",
            out.status
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_under_standard_output_is_named_so() {
    let dir = folder("full");
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rankfile"))
        .args(["pgn", "fmt", "g.pgn"])
        .current_dir(&dir)
        .env("RANKFILE_LANG", "en")
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("cannot write standard output: No space left on device"),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains("the disk is full"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bytes_that_are_no_text_are_refused_once_by_the_fen_commands() {
    let dir = folder("binary");
    let bytes: Vec<u8> = (0u32..200_000)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(dir.join("b.bin"), bytes).unwrap();
    for command in [vec!["fen", "check"], vec!["moves"], vec!["epd"]] {
        let out = run(&dir, &command, Some("b.bin"), None);
        assert_eq!(out.status.code(), Some(1), "{command:?}");
        assert!(out.stdout.is_empty(), "{command:?}");
        assert_eq!(
            stderr(&out).lines().count(),
            1,
            "{command:?}: {}",
            stderr(&out)
        );
        assert!(
            stderr(&out).contains("standard input is no text"),
            "{}",
            stderr(&out)
        );
    }
}
