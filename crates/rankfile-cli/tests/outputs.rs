//! Nothing a command writes destroys what it reads: outputs that are an
//! input (by name, symbolic link or hard link) are refused before any
//! file is opened, standard output redirected onto an input too; outputs
//! are written under temporary names and renamed when whole; an export is
//! whole (with `_SUCCESS`) or visibly not, and `--force` never deletes an
//! input.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{rankfile, stderr, stdout};
use serde_json::Value;

const GAMES: &str = "\
[Event \"a\"]
[Result \"1-0\"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event \"b\"]
[Result \"*\"]

1. d4 d5 *

[Event \"c\"]
[Result \"*\"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# *
";

/// A fresh folder for one test, holding `games.pgn`.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rankfile-outputs-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("games.pgn"), GAMES).unwrap();
    dir
}

/// The names in `dir`, sorted, hidden ones (temporary files) included.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn run_in(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_rankfile"))
        .args(args)
        .current_dir(dir)
        .env("RANKFILE_LANG", "en")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

#[test]
fn an_output_named_like_its_input_is_refused_and_the_input_kept() {
    let dir = folder("same-name");
    for args in [
        &["pgn", "filter", "games.pgn", "-o", "games.pgn"][..],
        &["pgn", "fmt", "games.pgn", "-o", "games.pgn"],
        &["pgn", "dedup", "games.pgn", "-o", "games.pgn"],
        &[
            "pgn",
            "dedup",
            "games.pgn",
            "-o",
            "kept.pgn",
            "--report",
            "games.pgn",
        ],
        &["pgn", "dedup", "games.pgn", "-o", "./games.pgn"],
    ] {
        let run = run_in(&dir, args);
        assert_eq!(run.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&run).contains("is the input games.pgn (the same file"),
            "{args:?}: {}",
            stderr(&run)
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("games.pgn")).unwrap(),
            GAMES
        );
    }
    assert_eq!(names(&dir), ["games.pgn"], "nothing was created");
}

#[cfg(unix)]
#[test]
fn a_link_to_the_input_is_the_input() {
    let dir = folder("links");
    std::os::unix::fs::symlink("games.pgn", dir.join("soft.pgn")).unwrap();
    std::fs::hard_link(dir.join("games.pgn"), dir.join("hard.pgn")).unwrap();
    for output in ["soft.pgn", "hard.pgn"] {
        let run = run_in(&dir, &["pgn", "filter", "games.pgn", "-o", output]);
        assert_eq!(run.status.code(), Some(1), "{output}");
        assert!(stderr(&run).contains(output), "{}", stderr(&run));
        // The input named through the link, the output by its own name.
        let run = run_in(&dir, &["pgn", "dedup", output, "--report", "games.pgn"]);
        assert_eq!(run.status.code(), Some(1), "{output}");
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("games.pgn")).unwrap(),
        GAMES
    );
}

#[test]
fn two_outputs_that_are_one_file_are_refused() {
    let dir = folder("two-outputs");
    let run = run_in(
        &dir,
        &[
            "pgn",
            "dedup",
            "games.pgn",
            "-o",
            "out.pgn",
            "--report",
            "out.pgn",
        ],
    );
    assert_eq!(run.status.code(), Some(1));
    assert!(
        stderr(&run).contains("are the same file"),
        "{}",
        stderr(&run)
    );
    assert_eq!(names(&dir), ["games.pgn"]);
}

#[test]
fn a_report_that_cannot_be_written_leaves_the_other_output_as_it_was() {
    let dir = folder("unwritable");
    std::fs::write(dir.join("keep.pgn"), "old games\n").unwrap();
    let run = run_in(
        &dir,
        &[
            "pgn",
            "dedup",
            "games.pgn",
            "-o",
            "keep.pgn",
            "--report",
            "no-such-folder/report.txt",
        ],
    );
    assert_eq!(run.status.code(), Some(1));
    assert!(
        stderr(&run).contains("cannot write no-such-folder/report.txt"),
        "{}",
        stderr(&run)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("keep.pgn")).unwrap(),
        "old games\n"
    );
    assert_eq!(
        names(&dir),
        ["games.pgn", "keep.pgn"],
        "no temporary file left"
    );
}

#[test]
fn outputs_are_whole_and_no_temporary_file_is_left() {
    let dir = folder("whole");
    std::fs::write(dir.join("kept.pgn"), "to be replaced\n").unwrap();
    let run = run_in(
        &dir,
        &[
            "pgn",
            "dedup",
            "games.pgn",
            "-o",
            "kept.pgn",
            "--report",
            "repeats.txt",
        ],
    );
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let kept = std::fs::read_to_string(dir.join("kept.pgn")).unwrap();
    assert!(kept.starts_with("[Event \"a\"]") && kept.contains("[Event \"b\"]"));
    assert!(!kept.contains("[Event \"c\"]"), "c repeats a: {kept}");
    assert_eq!(
        std::fs::read_to_string(dir.join("repeats.txt")).unwrap(),
        "game 3 (games.pgn) repeats game 1\n"
    );
    assert_eq!(names(&dir), ["games.pgn", "kept.pgn", "repeats.txt"]);
}

#[test]
fn fmt_writes_to_a_file_whole() {
    let dir = folder("fmt");
    let run = run_in(&dir, &["pgn", "fmt", "games.pgn", "-o", "clean.pgn"]);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    assert!(run.stdout.is_empty());
    let clean = std::fs::read_to_string(dir.join("clean.pgn")).unwrap();
    assert_eq!(clean.matches("[Event ").count(), 3);
    assert!(clean.contains("[Site \"?\"]"), "the export format: {clean}");
    assert_eq!(names(&dir), ["clean.pgn", "games.pgn"]);
}

#[cfg(unix)]
#[test]
fn standard_output_redirected_onto_an_input_is_refused() {
    let dir = folder("stdout");
    let copy = dir.join("copy.pgn");
    std::fs::write(&copy, GAMES).unwrap();
    for command in ["fmt", "check", "filter"] {
        // `>> copy.pgn`: the shell keeps the file; rankfile must not read
        // what it writes.
        let out = std::fs::OpenOptions::new()
            .append(true)
            .open(&copy)
            .unwrap();
        let run = Command::new(env!("CARGO_BIN_EXE_rankfile"))
            .args(["pgn", command, "copy.pgn"])
            .current_dir(&dir)
            .env("RANKFILE_LANG", "en")
            .stdout(out)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(1), "{command}");
        assert!(
            stderr(&run).contains("standard output is appended to the input copy.pgn (>>)"),
            "{command}: {}",
            stderr(&run)
        );
        assert_eq!(std::fs::read_to_string(&copy).unwrap(), GAMES, "{command}");
    }
}

#[test]
fn a_finished_export_is_marked_and_force_never_deletes_an_input() {
    let dir = folder("export");
    let run = run_in(
        &dir,
        &["pgn", "export", "games.pgn", "--out", "out", "--positions"],
    );
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    assert_eq!(
        names(&dir.join("out/games")),
        ["_SUCCESS", "part-00000.parquet"]
    );
    assert_eq!(
        names(&dir.join("out/positions")),
        ["_SUCCESS", "part-00000.parquet"]
    );
    // The input moved into the table's folder: --force would delete it.
    std::fs::rename(dir.join("games.pgn"), dir.join("out/games/my.pgn")).unwrap();
    let run = run_in(
        &dir,
        &[
            "pgn",
            "export",
            "out/games/my.pgn",
            "--out",
            "out",
            "--force",
        ],
    );
    assert_eq!(run.status.code(), Some(1));
    assert!(
        stderr(&run).contains("the input out/games/my.pgn is inside out/games"),
        "{}",
        stderr(&run)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("out/games/my.pgn")).unwrap(),
        GAMES
    );
}

#[test]
fn an_export_that_fails_keeps_finished_parts_and_no_half_file_nor_mark() {
    let dir = folder("export-fails");
    // The positions table cannot be made: a file stands where its folder
    // would.
    std::fs::create_dir_all(dir.join("out")).unwrap();
    std::fs::write(dir.join("out/positions"), "in the way").unwrap();
    let run = run_in(
        &dir,
        &[
            "pgn",
            "export",
            "games.pgn",
            "--out",
            "out",
            "--positions",
            "--games-per-file",
            "1",
            "--json",
            "--no-progress",
        ],
    );
    assert_eq!(run.status.code(), Some(1));
    let summary: Value = serde_json::from_str(&stdout(&run)).unwrap();
    assert_eq!(summary["ok"], false);
    assert_eq!(summary["error"]["code"], "write_failed");
    assert!(
        summary["error"]["message"]
            .as_str()
            .unwrap()
            .contains("out/positions"),
        "{summary}"
    );
    let listed: Vec<&str> = summary["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap())
        .collect();
    let games = names(&dir.join("out/games"));
    // Whatever parts were finished are listed and whole; nothing else is
    // there: no _SUCCESS, no temporary file.
    let expected: Vec<String> = listed
        .iter()
        .map(|p| p.trim_start_matches("games/").to_string())
        .collect();
    assert_eq!(games, expected);
    for part in &games {
        let bytes = std::fs::read(dir.join("out/games").join(part)).unwrap();
        assert!(bytes.starts_with(b"PAR1") && bytes.ends_with(b"PAR1"));
    }
    assert!(
        stderr(&run).contains("are not whole and have no _SUCCESS"),
        "{}",
        stderr(&run)
    );
    // The next run without --force says the table is unfinished.
    std::fs::remove_file(dir.join("out/positions")).unwrap();
    if !games.is_empty() {
        let again = run_in(&dir, &["pgn", "export", "games.pgn", "--out", "out"]);
        assert_eq!(again.status.code(), Some(1));
        assert!(
            stderr(&again).contains("holds an unfinished table (no _SUCCESS"),
            "{}",
            stderr(&again)
        );
    }
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_an_export_between_games_and_keeps_only_whole_parts() {
    a_signal_stops_an_export("INT", 130, "stopped by Ctrl-C");
}

/// `kill`, `timeout`, systemd and `docker stop` send SIGTERM.
#[test]
fn sigterm_stops_an_export_as_ctrl_c_does() {
    a_signal_stops_an_export("TERM", 143, "stopped by SIGTERM");
}

/// A closed terminal sends SIGHUP.
#[test]
fn sighup_stops_an_export_as_ctrl_c_does() {
    a_signal_stops_an_export("HUP", 129, "stopped by SIGHUP");
}

fn a_signal_stops_an_export(signal: &str, status: i32, said: &str) {
    use std::io::Write;
    let dir = folder(&format!("interrupt-{signal}"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_rankfile"))
        .args([
            "pgn",
            "export",
            "-",
            "--out",
            "out",
            "--to",
            "ndjson",
            "--games-per-file",
            "200",
            "--threads",
            "1",
            "--no-progress",
            "--json",
        ])
        .current_dir(&dir)
        .env("RANKFILE_LANG", "en")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // More than a block of games (256 KiB), so that some are written
    // while the command waits for the rest of its input.
    let mut input = child.stdin.take().unwrap();
    input.write_all(GAMES.repeat(4000).as_bytes()).unwrap();
    input.flush().unwrap();
    let games_dir = dir.join("out/games");
    let started = std::time::Instant::now();
    while !games_dir.join("part-00001.ndjson").exists() {
        assert!(started.elapsed().as_secs() < 60, "no part file written");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let killed = Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    std::thread::sleep(std::time::Duration::from_millis(100));
    // The games after the signal are not exported.
    let _ = input.write_all(GAMES.repeat(4000).as_bytes());
    drop(input);
    let run = child.wait_with_output().unwrap();
    assert_eq!(run.status.code(), Some(status), "{}", stderr(&run));
    let summary: Value = serde_json::from_str(&stdout(&run)).unwrap();
    assert_eq!(summary["ok"], false);
    assert_eq!(summary["error"]["code"], "interrupted");
    let parts = names(&games_dir);
    assert!(!parts.is_empty() && !parts.contains(&"_SUCCESS".to_string()));
    assert_eq!(parts.len(), summary["files"].as_array().unwrap().len());
    for part in &parts {
        assert!(part.starts_with("part-"), "{part} is no finished part");
        let text = std::fs::read_to_string(games_dir.join(part)).unwrap();
        assert_eq!(text.lines().count(), 200, "{part} holds its 200 games");
    }
    assert!(
        summary["games"].as_u64().unwrap() < 24_000,
        "the games after the signal were not read: {summary}"
    );
    assert!(stderr(&run).contains(said), "{}", stderr(&run));
}

#[test]
fn a_missing_output_folder_is_said_with_its_path() {
    let run = rankfile(
        &["pgn", "filter", "-", "-o", "/no/such/folder/out.pgn"],
        GAMES,
    );
    assert_eq!(run.status.code(), Some(1));
    assert!(
        stderr(&run).contains("cannot write /no/such/folder/out.pgn"),
        "{}",
        stderr(&run)
    );
}

/// A folder on a 64 KiB tmpfs, unmounted when dropped; `None` where this
/// process may not mount one (not root, or no tmpfs).
struct FullDisk(PathBuf);

impl FullDisk {
    fn new(name: &str) -> Option<FullDisk> {
        let dir = std::env::temp_dir().join(format!("rankfile-full-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).ok()?;
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
            .arg(&dir)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !mounted {
            eprintln!("skipped: a tmpfs cannot be mounted here");
            let _ = std::fs::remove_dir(&dir);
            return None;
        }
        Some(FullDisk(dir))
    }
}

impl Drop for FullDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
        let _ = std::fs::remove_dir(&self.0);
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_leaves_the_old_file_and_whole_parts_only() {
    let Some(disk) = FullDisk::new("disk") else {
        return;
    };
    let dir = folder("full");
    std::fs::write(dir.join("many.pgn"), GAMES.repeat(2000)).unwrap();
    let out = disk.0.join("out.pgn");
    std::fs::write(&out, "old content\n").unwrap();
    let many = dir.join("many.pgn");
    let run = rankfile(
        &[
            "pgn",
            "filter",
            many.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--no-progress",
        ],
        "",
    );
    assert_eq!(run.status.code(), Some(1));
    assert!(
        stderr(&run).contains(&format!("cannot write {}", out.display())),
        "{}",
        stderr(&run)
    );
    assert!(
        stderr(&run).contains("No space left on device"),
        "{}",
        stderr(&run)
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "old content\n");
    assert_eq!(names(&disk.0), ["out.pgn"], "no temporary file left");
    // The export: the parts finished are whole, nothing else is there.
    let tables = disk.0.join("tables");
    let run = rankfile(
        &[
            "pgn",
            "export",
            many.to_str().unwrap(),
            "--out",
            tables.to_str().unwrap(),
            "--to",
            "ndjson",
            "--games-per-file",
            "20",
            "--json",
            "--no-progress",
        ],
        "",
    );
    assert_eq!(run.status.code(), Some(1));
    let summary: Value = serde_json::from_str(&stdout(&run)).unwrap();
    assert_eq!(summary["error"]["code"], "write_failed");
    let parts = names(&tables.join("games"));
    assert!(!parts.is_empty(), "some parts fit");
    assert_eq!(parts.len(), summary["files"].as_array().unwrap().len());
    for part in &parts {
        assert!(part.starts_with("part-"), "{part}");
        let text = std::fs::read_to_string(tables.join("games").join(part)).unwrap();
        assert_eq!(text.lines().count(), 20, "{part} is whole");
    }
}
