//! The `rankfile pgn` commands, run as a user runs them.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::{Command, Output, Stdio};

use common::{corpus, json_lines, pgn_file, rankfile, stderr, stdout, temp_file};
use serde_json::Value;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const TWO_GAMES: &str = "[Event \"A\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Event \"B\"]\n\n1. e4 e5 2. Ke3 *\n";

#[test]
fn pgn_check_reports_each_game_with_line_and_column() {
    let path = temp_file("two.pgn", TWO_GAMES.as_bytes());
    let out = rankfile(
        &["pgn", "check", "--json", "--moves", path.to_str().unwrap()],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let games = json_lines(&out);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["ok"], true);
    assert_eq!(games[0]["outcome"], "checkmate");
    assert_eq!(games[0]["plies"], 4);
    assert_eq!(
        games[0]["san"],
        serde_json::json!(["f3", "e5", "g4", "Qh4#"])
    );
    assert_eq!(
        games[0]["final_fen"],
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    );
    assert_eq!(games[1]["ok"], false);
    let error = &games[1]["errors"][0];
    assert_eq!(error["code"], "illegal_move");
    assert_eq!(error["line"], 10);
    assert_eq!(error["column"], 13);
    assert_eq!(games[1]["plies"], 2);
    let text = rankfile(&["pgn", "check", path.to_str().unwrap()], "");
    let text = stdout(&text);
    assert!(
        text.contains("game 2 (? - ?, B), line 10, column 13: error[illegal_move]: Ke3"),
        "{text}"
    );
    assert!(
        text.ends_with("checked 2 games, 1 without error, 1 with errors\n"),
        "{text}"
    );
}

/// The JSON lines of a `pgn check --json`, without the `"file"` keys (of
/// the games and of their problems): the same games read from different
/// inputs compare equal.
fn without_files(out: &Output) -> Vec<Value> {
    let mut lines = json_lines(out);
    for game in &mut lines {
        game.as_object_mut().unwrap().remove("file");
        for key in ["errors", "warnings"] {
            for p in game[key].as_array_mut().unwrap() {
                p.as_object_mut().unwrap().remove("file");
            }
        }
    }
    lines
}

#[test]
fn pgn_reads_gzip_zstd_and_standard_input_alike() {
    use std::io::Write as _;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(TWO_GAMES.as_bytes()).unwrap();
    let gz = temp_file("two.pgn.gz", &gz.finish().unwrap());
    let zst = temp_file(
        "two.pgn.zst",
        &zstd::encode_all(TWO_GAMES.as_bytes(), 3).unwrap(),
    );
    let plain = without_files(&rankfile(&["pgn", "check", "--json", "-"], TWO_GAMES));
    for path in [&gz, &zst] {
        let out = rankfile(
            &[
                "pgn",
                "check",
                "--json",
                "--threads",
                "2",
                path.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(without_files(&out), plain, "{}", path.display());
    }
    // Compression is told by the first bytes, whatever the name: a gzip
    // file named .pgn, and zstd or gzip on standard input.
    let misnamed = temp_file("gzip-named.pgn", &std::fs::read(&gz).unwrap());
    let out = rankfile(&["pgn", "check", "--json", misnamed.to_str().unwrap()], "");
    assert_eq!(without_files(&out), plain);
    for compressed in [&zst, &gz] {
        let bytes = std::fs::read(compressed).unwrap();
        let out = rankfile(&["pgn", "check", "--json", "-"], bytes);
        assert_eq!(
            without_files(&out),
            plain,
            "{} on standard input",
            compressed.display()
        );
    }
    // A plain file named .gz is read as the text it is.
    let plain_named = temp_file("plain-named.pgn.gz", TWO_GAMES.as_bytes());
    let out = rankfile(
        &["pgn", "check", "--json", plain_named.to_str().unwrap()],
        "",
    );
    assert_eq!(without_files(&out), plain);
}

#[test]
fn pgn_fmt_fens_and_stats() {
    let out = rankfile(&["pgn", "fmt", "-"], "1. e4 {good} e5 (1... c5) 2. Nf3 *");
    assert_eq!(
        stdout(&out),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 { good } 1... e5 ( 1... c5 ) 2. Nf3 *\n\n"
    );
    let out = rankfile(&["pgn", "fens", "-"], "1. e4 e5 *");
    assert_eq!(
        stdout(&out),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\nrnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n\n"
    );
    let out = rankfile(&["pgn", "fens", "--ep", "legal", "-"], "1. e4 *");
    assert!(stdout(&out).contains("b KQkq - 0 1"));
    let out = rankfile(&["pgn", "fens", "--json", "-"], "1. e4 *");
    assert_eq!(
        stdout(&out),
        "{\"game\":1,\"file\":\"-\",\"fens\":[\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"]}\n"
    );
    let out = rankfile(&["pgn", "stats", "--json", "-"], TWO_GAMES);
    let stats = &json_lines(&out)[0];
    assert_eq!(stats["games"], 2);
    assert_eq!(stats["plies"], 6);
    assert_eq!(stats["games_with_errors"], 1);
    assert_eq!(stats["results"]["0-1"], 1);
    // The same keys in the same order, run after run.
    let again = rankfile(&["pgn", "stats", "--json", "-"], TWO_GAMES);
    assert_eq!(stdout(&again), stdout(&out));
    let keys: Vec<&String> = stats["results"].as_object().unwrap().keys().collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
    // Without --json, a table for a person.
    let table = stdout(&rankfile(&["pgn", "stats", "-"], TWO_GAMES));
    assert!(
        table.starts_with("games              2\nplies              6\n"),
        "{table}"
    );
}

#[test]
fn with_several_files_every_problem_names_its_file() {
    let text = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 Ke3 *\n";
    let first = temp_file("several-1.pgn", text.as_bytes());
    let second = temp_file("several-2.pgn", text.as_bytes());
    let (a, b) = (first.to_str().unwrap(), second.to_str().unwrap());
    let out = stdout(&rankfile(&["pgn", "check", a, b], ""));
    let lines: Vec<&str> = out.lines().collect();
    // Line numbers count in each file; a move that cannot be played has
    // the legal moves for its hint.
    let why = "error[illegal_move]: Ke3: no king can reach e3 (hint: the legal moves here: Na6 Nc6 Nf6 Nh6 a6 b6 c6 d6 e6 f6 g6 h6 a5 b5 c5 d5 e5 f5 g5 h5)";
    assert_eq!(
        lines[..2],
        [
            format!("{a}: game 2 (? - ?, b), line 7, column 7: {why}"),
            format!("{b}: game 4 (? - ?, b), line 7, column 7: {why}"),
        ]
    );
    let games = json_lines(&rankfile(&["pgn", "check", "--json", a, b], ""));
    assert_eq!(games[3]["file"], b);
    assert_eq!(games[3]["errors"][0]["file"], b);
    assert_eq!(games[3]["errors"][0]["line"], 7);
    // One file: the lines stay as they were, without the name.
    let out = stdout(&rankfile(&["pgn", "check", a], ""));
    assert!(out.starts_with("game 2 (? - ?, b), line 7"), "{out}");
    let err = stderr(&rankfile(&["pgn", "fmt", a, b], ""));
    assert!(
        err.contains(&format!("{b}: game 4 (? - ?, b), line 7, column 7")),
        "{err}"
    );
}

#[test]
fn control_characters_from_the_input_are_never_written_raw() {
    const ESC: u8 = 0x1b;
    let pgn = temp_file(
        "escape.pgn",
        b"[White \"Evil\x1b[2J\"]\n\n1. e4 Ke3\x1b *\n",
    );
    let fen = "8/8/8/8/8/8/8/8 \x1b - - 0 1";
    let runs = [
        rankfile(&["pgn", "check", pgn.to_str().unwrap()], ""),
        rankfile(&["pgn", "fmt", pgn.to_str().unwrap()], ""),
        rankfile(&["fen", "check", fen], ""),
        rankfile(&["fen", "explain", fen], ""),
        rankfile(&["moves", fen], ""),
        rankfile(&["san", START, "Nf3\x1b[2J"], ""),
    ];
    for (i, out) in runs.iter().enumerate() {
        // `pgn fmt` writes the game itself to a file or a pipe, as it was
        // (escaped only on a terminal); its problems are escaped.
        let streams = if i == 1 {
            vec![&out.stderr]
        } else {
            vec![&out.stdout, &out.stderr]
        };
        for stream in streams {
            assert!(
                !stream.contains(&ESC),
                "{}",
                String::from_utf8_lossy(stream)
            );
        }
    }
    assert!(runs[1].stdout.contains(&ESC));
    assert!(
        stdout(&runs[0]).contains("(Evil<ESC>[2J - ?, ?)"),
        "{}",
        stdout(&runs[0])
    );
    assert!(stdout(&runs[2]).contains(r#"side to move "<ESC>" is not w or b"#));
    // JSON escapes them itself, and keeps the text as it was.
    let game = &json_lines(&rankfile(
        &["pgn", "check", "--json", pgn.to_str().unwrap()],
        "",
    ))[0];
    assert_eq!(game["white"], "Evil\u{1b}[2J");
}

#[test]
fn pgn_check_strict_and_move_numbers() {
    let out = rankfile(
        &["pgn", "check", "--strict", "--json", "-"],
        "1. e4 e5 2. g1f3 *",
    );
    let game = &json_lines(&out)[0];
    assert_eq!(game["errors"][0]["code"], "uci");
    assert_eq!(game["errors"][0]["column"], 13);
    assert_eq!(game["errors"][0]["hint"], "write Nf3");
    // The move is played all the same: the game is read to its end.
    assert_eq!(game["plies"], 3);
    let out = rankfile(&["pgn", "check", "--json", "-"], "1. e4 e5 2. g1f3 *");
    let game = &json_lines(&out)[0];
    assert_eq!(game["ok"], true);
    assert_eq!(game["warnings"][0]["code"], "uci");
    assert_eq!(
        game["warnings"][0]["message"],
        "read g1f3 as Nf3: UCI notation"
    );
    let out = rankfile(&["pgn", "check", "--json", "-"], "1. e4 e5 2... Nf3 *");
    let warning = &json_lines(&out)[0]["warnings"][0];
    assert_eq!(warning["code"], "move_number");
    assert_eq!(
        warning["message"],
        "2... calls for a Black move, but it is White's turn: is a White move missing?"
    );
    assert_eq!(warning["column"], 10);
}

#[test]
fn pgn_check_gives_one_report_whatever_the_threads() {
    // The corpus three times (the second copy with CRLF line ends), then
    // two games, the second with an illegal move: 1.2 MB, read in several
    // blocks; then a second file.
    let games = corpus("games.pgn.gz");
    let expected: Vec<Value> = corpus("games.jsonl.gz")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let copies = format!("{games}{}{games}", games.replace('\n', "\r\n"));
    let big = temp_file("big.pgn", format!("{copies}{TWO_GAMES}").as_bytes());
    let two = temp_file("second.pgn", TWO_GAMES.as_bytes());
    let run = |threads: &str| {
        let args = ["pgn", "check", "--json", "--threads", threads];
        let files = [big.to_str().unwrap(), two.to_str().unwrap()];
        stdout(&rankfile(&[&args[..], &files[..]].concat(), ""))
    };
    let one = run("1");
    for threads in ["2", "3"] {
        assert!(run(threads) == one, "{threads} threads differ from one");
    }
    let report: Vec<Value> = one
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let n = expected.len();
    assert_eq!(report.len(), 3 * n + 4, "n {n}");
    for (i, game) in report.iter().enumerate() {
        assert_eq!(game["game"], i as u64 + 1);
    }
    // Each copy replays as python-chess replayed it.
    for copy in 0..3 {
        for (i, want) in expected.iter().enumerate() {
            let got = &report[copy * n + i];
            assert_eq!(got["final_fen"], want["final_fen"], "copy {copy}, game {i}");
            assert_eq!(got["plies"], want["plies"], "copy {copy}, game {i}");
        }
    }
    // Line numbers run on through the blocks, and start again in the
    // second file.
    let lines_before = copies.matches('\n').count();
    let illegal = &report[3 * n + 1]["errors"][0];
    assert_eq!(illegal["line"], lines_before + 10);
    assert_eq!(illegal["column"], 13);
    assert_eq!(report[3 * n + 3]["errors"][0]["line"], 10);
}

#[test]
fn pgn_check_reports_the_games_read_before_a_broken_stream() {
    use std::io::{Read as _, Write as _};
    let games = corpus("games.pgn.gz").repeat(3);
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(games.as_bytes()).unwrap();
    let mut gz = gz.finish().unwrap();
    gz.truncate(gz.len() / 2);
    // The games whole in what can be decompressed: each one that the next
    // game's first tag follows.
    let mut prefix = Vec::new();
    let _ = flate2::read::GzDecoder::new(&gz[..]).read_to_end(&mut prefix);
    let prefix = String::from_utf8_lossy(&prefix);
    let whole = prefix.matches("\n[Event ").count();
    assert!(whole > 300, "{whole}");
    let path = temp_file("broken.pgn.gz", &gz);
    let mut reports = Vec::new();
    for threads in ["1", "2"] {
        let out = rankfile(
            &[
                "pgn",
                "check",
                "--json",
                "--threads",
                threads,
                path.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(1));
        // With --json, the break is a JSON line too, after the games.
        let lines = json_lines(&out);
        assert_eq!(lines.len(), whole + 1, "{threads} threads");
        let last = &lines[whole];
        assert_eq!(last["ok"], false);
        assert_eq!(last["error"]["code"], "unreadable_input");
        assert!(
            last["error"]["message"]
                .as_str()
                .unwrap()
                .contains("cannot read")
        );
        assert_eq!(last["file"], path.to_str().unwrap());
        assert!(stderr(&out).is_empty(), "{}", stderr(&out));
        reports.push(stdout(&out));
    }
    assert!(reports[0] == reports[1]);
    // In text, where and why it ended, and the summary line says it.
    let out = rankfile(&["pgn", "check", path.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(1));
    let summary = format!(
        "checked {whole} games, {whole} without error, 0 with errors; the input could not be read whole"
    );
    assert_eq!(stdout(&out).lines().last(), Some(summary.as_str()));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "cannot read {} after game {whole} (the games before were read",
            path.display()
        )),
        "{stderr}"
    );
}

/// An input that cannot be read costs its own games only: a truncated
/// `.gz`, a file that is not there and one that is no text are each said
/// once, in their place, and the games of the inputs after them are read.
#[test]
fn an_input_that_cannot_be_read_does_not_stop_the_others() {
    let game = "[Event \"after\"]\n\n1. e4 e5 2. Nf3 Ke3?? {oops} 3. d4 *\n";
    let good = temp_file("after-bad-inputs.pgn", game.as_bytes());
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut gz, corpus("games.pgn.gz").as_bytes()).unwrap();
    let gz = gz.finish().unwrap();
    let broken = temp_file("broken-among-others.pgn.gz", &gz[..gz.len() / 2]);
    let missing = std::env::temp_dir().join("rankfile-no-such-file.pgn");
    let not_text = pgn_file("not_text.pgn");
    let inputs = [
        broken.to_str().unwrap(),
        missing.to_str().unwrap(),
        not_text.as_str(),
        good.to_str().unwrap(),
    ];
    for threads in ["1", "2"] {
        let mut args = vec!["pgn", "check", "--threads", threads];
        args.extend(inputs);
        let out = rankfile(&args, "");
        assert_eq!(out.status.code(), Some(1));
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 3, "{err}");
        assert!(
            err.contains("cannot read") && err.contains("after game"),
            "{err}"
        );
        assert!(
            err.contains("cannot open") && err.contains("rankfile-no-such-file.pgn"),
            "{err}"
        );
        assert!(err.contains("not_text.pgn is not a PGN file"), "{err}");
        let text = stdout(&out);
        assert!(
            text.contains("after-bad-inputs.pgn: game ")
                && text.contains("error[illegal_move]: Ke3"),
            "{text}"
        );
        assert!(
            text.lines()
                .last()
                .unwrap()
                .ends_with("; 3 of 4 inputs could not be read whole"),
            "{text}"
        );
    }
    // With --json, an input that cannot be read is a JSON line in its
    // place, and stats lists it.
    let out = rankfile(
        &[
            "pgn",
            "check",
            "--json",
            missing.to_str().unwrap(),
            good.to_str().unwrap(),
        ],
        "",
    );
    let lines = json_lines(&out);
    assert_eq!(lines[0]["error"]["code"], "unreadable_input");
    assert_eq!(lines[1]["game"], 1);
    let out = rankfile(
        &[
            "pgn",
            "stats",
            "--json",
            missing.to_str().unwrap(),
            good.to_str().unwrap(),
        ],
        "",
    );
    let stats = &json_lines(&out)[0];
    assert_eq!(stats["games"], 1);
    assert_eq!(stats["unread"][0]["file"], missing.to_str().unwrap());
    // fmt, fens and stats read on too, and say it in their exit status.
    for command in ["fmt", "fens", "stats"] {
        let out = rankfile(
            &[
                "pgn",
                command,
                missing.to_str().unwrap(),
                good.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert!(stderr(&out).contains("cannot open"), "{command}");
        assert!(!stdout(&out).is_empty(), "{command}");
    }
}

#[test]
fn a_reader_that_stops_early_is_not_an_error() {
    use std::io::{BufRead as _, BufReader};
    let path = temp_file("head.pgn", corpus("games.pgn.gz").repeat(4).as_bytes());
    let mut child = Command::new(env!("CARGO_BIN_EXE_rankfile"))
        .args(["pgn", "fens", path.to_str().unwrap()])
        .env("RANKFILE_LANG", "en")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // As `| head -1` does: one line read, then the pipe closed.
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, format!("{START}\n"));
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn pgn_check_json_gives_every_key_of_a_problem() {
    let out = rankfile(
        &["pgn", "check", "--json", &pgn_file("ambiguous_move.pgn")],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let game = &json_lines(&out)[0];
    let error = &game["errors"][0];
    assert_eq!(error["code"], "ambiguous_move");
    assert_eq!(error["hint"], "say which: Nge2 or Nce2");
    // `3. Ne2` on line 4: the fifth ply, White's third move.
    assert_eq!(error["line"], 4);
    assert_eq!(error["column"], 24);
    assert_eq!(error["ply"], 5);
    assert_eq!(error["move_number"], 3);
    assert_eq!(error["side"], "white");
    assert_eq!(
        error["fen"],
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3"
    );
    assert_eq!(error["candidates"], serde_json::json!(["Nge2", "Nce2"]));
    let span = error["span"].as_array().unwrap();
    assert_eq!(span[1].as_u64().unwrap() - span[0].as_u64().unwrap(), 3);
    assert!(
        error["file"]
            .as_str()
            .unwrap()
            .ends_with("ambiguous_move.pgn")
    );
    // A problem that is no move's has the same keys, null.
    let out = rankfile(&["pgn", "check", "--json", "-"], "1. e4 e5\n");
    let warning = &json_lines(&out)[0]["warnings"][0];
    assert_eq!(warning["code"], "missing_result");
    for key in ["ply", "move_number", "side", "fen", "candidates"] {
        assert_eq!(warning[key], Value::Null, "{key}");
    }
    // An illegal move is no ambiguous one: no candidates, the legal moves
    // for a hint.
    let out = rankfile(&["pgn", "check", "--json", "-"], "1. e4 Ke7 *\n");
    let error = &json_lines(&out)[0]["errors"][0];
    assert_eq!(error["code"], "illegal_move");
    assert_eq!(error["candidates"], Value::Null);
    assert_eq!(error["ply"], 2);
    let hint = error["hint"].as_str().unwrap();
    assert!(
        hint.starts_with("the legal moves here: ") && hint.contains(" e5 "),
        "{hint}"
    );
}

#[test]
fn pgn_check_moves_gives_clocks_and_evals_and_annotations_on_request() {
    let file = pgn_file("clocks.pgn");
    let out = rankfile(&["pgn", "check", "--json", "--moves", &file], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let game = &json_lines(&out)[0];
    assert_eq!(game["san"], serde_json::json!(["e4", "e5", "Nf3", "Nc6"]));
    assert_eq!(game["uci"][2], "g1f3");
    // 0:02:58.5 is 178.5 seconds; a ply without [%clk] has null.
    assert_eq!(
        game["clocks"],
        serde_json::json!([178.5, 179.0, null, null])
    );
    assert_eq!(
        game["evals"],
        serde_json::json!([{"cp": 17}, null, {"mate": -3}, null])
    );
    assert!(game.get("annotations").is_none());
    let out = rankfile(&["pgn", "check", "--json", "--annotations", &file], "");
    let annotations = &json_lines(&out)[0]["annotations"];
    assert_eq!(annotations[2]["nags"], serde_json::json!([1]));
    assert_eq!(annotations[2]["comment"], "good [%eval #-3]");
    assert_eq!(annotations[3]["comment"], Value::Null);
}

#[test]
fn pgn_fmt_keeps_a_refused_move_and_says_so() {
    let out = rankfile(&["pgn", "fmt", &pgn_file("refused_move.pgn")], "");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    // The good move keeps no blunder mark, the refused one keeps its own.
    assert!(
        text.contains("\n1. e4 e5 2. Nf3 Ke3?? {oops} 3. d4 1-0\n"),
        "{text}"
    );
    let err = stderr(&out);
    assert!(
        err.contains("line 4, column 17: error[illegal_move]: Ke3"),
        "{err}"
    );
    // Each error keeps its hint on standard error.
    let out = rankfile(&["pgn", "fmt", &pgn_file("unclosed_comment.pgn")], "");
    let err = stderr(&out);
    assert!(
        err.contains(
            "error[unclosed_comment]: a comment opened with { is never closed with } (hint: close it with } where it ends)"
        ),
        "{err}"
    );
}

#[test]
fn pgn_check_reads_the_games_after_an_unclosed_comment() {
    let out = rankfile(&["pgn", "check", &pgn_file("unclosed_comment.pgn")], "");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(
        text.contains("game 1 (? - ?, one), line 4, column 7: error[unclosed_comment]"),
        "{text}"
    );
    assert!(
        text.contains("checked 3 games, 2 without error, 1 with errors"),
        "{text}"
    );
}

#[test]
fn a_file_that_is_not_text_is_said_once() {
    let out = rankfile(&["pgn", "check", &pgn_file("not_text.pgn")], "");
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("not_text.pgn is not a PGN file: byte 16 is NUL"),
        "{err}"
    );
    assert_eq!(
        stdout(&out),
        "checked 0 games, 0 without error, 0 with errors; the input could not be read whole\n"
    );
    // A Latin-1 file is text: read, with a warning for each bad line.
    let out = rankfile(&["pgn", "check", &pgn_file("latin1.pgn")], "");
    assert!(out.status.success());
    assert!(stdout(&out).contains("line 2, column 1: warning[not_utf8]"));
}

#[test]
fn fmt_reads_latin_1_as_windows_1252_says_so_and_writes_utf8() {
    let out = rankfile(
        &["pgn", "fmt", "-"],
        b"[White \"M\xfcller\"]\n\n1. e4 { d\xe9but } *\n".as_slice(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("[White \"Müller\"]"), "{text}");
    assert!(text.contains("{ début }"), "{text}");
    assert!(!text.contains('\u{fffd}'));
    assert!(
        stderr(&out)
            .contains("warning[not_utf8]: line 1 is not UTF-8: it was read as windows-1252"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn old_mac_line_ends_make_as_many_games_as_they_hold() {
    let games = "[Event \"x\"]\r\r1. e4 e5 *\r\r".repeat(300);
    let out = rankfile(&["pgn", "stats", "--json", "-"], games);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let stats: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(stats["games"], 300);
    assert_eq!(stats["plies"], 600);
    assert_eq!(stats["games_with_errors"], 0);
}

#[test]
fn fmt_says_what_it_kept_otherwise_than_written() {
    let out = rankfile(
        &["pgn", "fmt", "-"],
        "[Event \"a\"]\n{c}\n[Site \"b\"]\n\n1. e4 e5 ( {keep me} ) 2. Nf3 2. ... Nc6*\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).ends_with("{ c } 1. e4 e5 ( {keep me} ) 2. Nf3 Nc6 *\n\n"),
        "{}",
        stdout(&out)
    );
    let said = stderr(&out);
    for code in [
        "comment_in_tags",
        "empty_variation",
        "dots_apart",
        "result_glued",
    ] {
        assert!(said.contains(&format!("warning[{code}]")), "{code}: {said}");
    }
}
