//! The mistakes people make at the command line, each in its exact
//! situation: what rankfile says, and its exit status.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::Command;

use common::{json_lines, rankfile, stderr, stdout};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The six fields of `START`, as the shell hands over a FEN typed without
/// quotes.
fn unquoted() -> Vec<&'static str> {
    START.split(' ').collect()
}

#[test]
fn a_fen_typed_without_quotes_is_read_as_one_with_a_note() {
    let mut args = vec!["fen", "check"];
    args.extend(unquoted());
    let out = rankfile(&args, "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), format!("ok: {START}\n"));
    assert_eq!(
        stderr(&out),
        format!(
            "note: the shell split this FEN into 6 arguments; read as one. Quote the FEN: rankfile fen check \"{START}\"\n"
        )
    );
    // The same for the commands that take a FEN and more.
    let mut args = vec!["perft"];
    args.extend(unquoted());
    args.push("2");
    let out = rankfile(&args, "");
    assert_eq!(stdout(&out), "400\n");
    let mut args = vec!["play", "--json"];
    args.extend(unquoted());
    args.extend(["e4", "e5"]);
    let out = rankfile(&args, "");
    assert_eq!(json_lines(&out)[0]["san"], serde_json::json!(["e4", "e5"]));
}

#[test]
fn a_file_named_where_a_fen_is_expected_gets_the_redirection_hint() {
    let path = std::env::temp_dir().join(format!("rankfile-hint-{}.txt", std::process::id()));
    std::fs::write(&path, format!("{START}\n")).unwrap();
    let name = path.to_str().unwrap();
    let out = rankfile(&["fen", "check", name], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains(&format!(
            "hint: {name} is a file; to read FENs from a file: rankfile fen check < {name}"
        )),
        "{}",
        stdout(&out)
    );
    let out = rankfile(&["moves", name], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("rankfile moves < "),
        "{}",
        stderr(&out)
    );
    std::fs::remove_file(path).unwrap();
}

#[test]
fn a_byte_order_mark_before_a_fen_is_skipped() {
    let out = rankfile(&["fen", "check"], format!("\u{feff}{START}\n"));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), format!("ok: {START}\n"));
    let out = rankfile(&["moves", "--json"], format!("\u{feff}{START}\n"));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(json_lines(&out)[0]["fen"], START);
}

#[test]
fn a_busy_port_says_how_to_choose_another_and_a_bad_address_shows_a_good_one() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    // The port alone is read as the loopback address's.
    let out = rankfile(&["serve", "--addr", &port], "");
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains(&format!("port {port} is taken"))
            && err.contains("--addr 127.0.0.1:0 for any free port"),
        "{err}"
    );
    let out = rankfile(&["serve", "--addr", "localhost"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("for example 127.0.0.1:8080"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_null_move_without_null_names_the_option() {
    for null in ["Z0", "--"] {
        let out = rankfile(&["san", START, null], "");
        assert_eq!(out.status.code(), Some(1), "{null}");
        assert!(
            stdout(&out).contains(&format!(
                "hint: {null} is a null move (the turn passes, as analysis lines write it): add --null to read it"
            )),
            "{null}: {}",
            stdout(&out)
        );
    }
    // `--` is a move to play, not the end of the options.
    let out = rankfile(&["play", START, "e4", "--"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("add --null"), "{}", stderr(&out));
    let out = rankfile(&["play", "--null", START, "e4", "--", "e5"], "");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().nth(1), Some("1. e4 -- 2. e5"));
}

#[test]
fn a_command_waiting_on_a_terminal_says_so() {
    // `script` gives the command a terminal for standard input; its own
    // standard input is empty, so the terminal sends the end at once.
    let bin = env!("CARGO_BIN_EXE_rankfile");
    let out = Command::new("script")
        .args(["-qec", &format!("{bin} fen check"), "/dev/null"])
        .env("RANKFILE_LANG", "en")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script (util-linux) runs the command on a terminal");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("reading FENs from standard input, one a line; Ctrl-D ends"),
        "{text}"
    );
    let out = Command::new("script")
        .args(["-qec", &format!("{bin} pgn check -"), "/dev/null"])
        .env("RANKFILE_LANG", "en")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("reading PGN from standard input; Ctrl-D ends"),
        "{text}"
    );
    // From a pipe, no wait is said (only, at the end, that it was empty).
    let out = rankfile(&["fen", "check"], "");
    assert!(
        !stderr(&out).contains("standard input, one a line"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_command_without_its_group_gets_a_tip() {
    let out = rankfile(&["check", "games.pgn"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            "tip: for a FEN, rankfile fen check \"FEN\"; for a PGN file, rankfile pgn check FILE"
        ),
        "{}",
        stderr(&out)
    );
}

#[test]
fn zero_threads_and_a_depth_past_ten_are_refused() {
    for args in [
        vec!["perft", "--threads", "0", START, "1"],
        vec!["pgn", "check", "--threads", "0", "-"],
    ] {
        let out = rankfile(&args, "");
        assert_eq!(out.status.code(), Some(2));
        assert!(
            stderr(&out).contains("0 threads would do nothing"),
            "{}",
            stderr(&out)
        );
    }
    let out = rankfile(&["perft", START, "11"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("add --force to count anyway"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn counts_agree_with_their_nouns() {
    let out = rankfile(&["pgn", "check", "-"], "1. e4 e5 *\n");
    assert_eq!(
        stdout(&out),
        "checked 1 game, 1 without error, 0 with errors\n"
    );
    let out = rankfile(&["fen", "check", "--json", "8 w - - 0 1"], "");
    let errors = &json_lines(&out)[0]["errors"];
    let messages: Vec<&str> = errors
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["message"].as_str().unwrap())
        .collect();
    assert!(
        messages.contains(&"the placement has 1 rank; it needs 8, separated by /"),
        "{messages:?}"
    );
    let out = rankfile(&["fen", "check", "--json", "p/8/8/8/8/8/8/8 w - - 0 1"], "");
    assert_eq!(
        json_lines(&out)[0]["errors"][0]["message"],
        "rank 8 \"p\" is 1 square wide; a rank has 8 (p = 1)"
    );
}

/// The command suggested for an unquoted FEN is the one typed, every other
/// argument kept (issue 33, item 7).
#[test]
fn the_quoted_command_keeps_the_moves_and_the_depth() {
    let mut args = vec!["play"];
    args.extend(unquoted());
    args.extend(["e4", "e5"]);
    let out = rankfile(&args, "");
    assert!(
        stderr(&out).ends_with(&format!("Quote the FEN: rankfile play \"{START}\" e4 e5\n")),
        "{}",
        stderr(&out)
    );
    let mut args = vec!["perft"];
    args.extend(unquoted());
    args.push("3");
    let out = rankfile(&args, "");
    assert!(stderr(&out).ends_with(&format!("rankfile perft \"{START}\" 3\n")));
}

/// A file's name where a FEN is expected: what was meant comes first, and
/// instead of reading every character of the name as a FEN's (item 8).
#[test]
fn a_pgn_file_or_no_file_named_for_a_fen_says_so_before_anything_else() {
    let pgn = common::temp_file("named.pgn", b"[Event \"x\"]\n\n1. e4 *\n");
    let name = pgn.to_str().unwrap();
    let hint = format!(
        "hint: {name} is a PGN file, whose games a FEN command does not read: rankfile pgn check {name} checks them, rankfile pgn fens {name} gives their positions"
    );
    let out = rankfile(&["fen", "check", name], "");
    assert_eq!(stdout(&out), format!("invalid: {name}\n    {hint}\n"));
    let out = rankfile(&["fen", "explain", name], "");
    assert_eq!(stdout(&out), format!("{hint}\n"));
    assert_eq!(out.status.code(), Some(1));
    let out = rankfile(&["moves", name], "");
    assert_eq!(stderr(&out), format!("{hint}\n"));
    let out = rankfile(&["fen", "check", "no-such-games.fen"], "");
    assert_eq!(
        stdout(&out),
        "invalid: no-such-games.fen\n    hint: there is no file no-such-games.fen, and a FEN has no dot: give a FEN in quotes, or the name of a file that exists\n"
    );
}

/// A line of standard input that is not UTF-8 is said, with its number,
/// and the lines after it are answered (item 9).
#[test]
fn a_line_not_in_utf8_stops_nothing() {
    let epd = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;";
    let cases: [(&[&str], &str, &str); 3] = [
        (&["fen", "check"], START, "ok: "),
        (&["moves"], START, "Na3 Nc3 Nf3"),
        (&["epd"], epd, "ok: "),
    ];
    for (command, line, answer) in cases {
        let mut input = format!("{line}\n").into_bytes();
        input.extend_from_slice(b"\xff\xfe\n");
        input.extend_from_slice(format!("{line}\n").as_bytes());
        let out = rankfile(command, &input);
        let text = stdout(&out);
        let answered = text.lines().filter(|l| l.starts_with(answer)).count();
        assert_eq!(answered, 2, "{command:?}: {text}");
        assert!(
            stderr(&out).contains("line 2 of standard input is not UTF-8 (byte 0xff at column 1)"),
            "{command:?}: {}",
            stderr(&out)
        );
        assert_eq!(out.status.code(), Some(1), "{command:?}");
    }
}

/// Item 10: nothing found is said; `play` numbers moves as chess does;
/// `pgn fmt` names the game as `pgn check` does.
#[test]
fn small_things_a_newcomer_meets() {
    let out = rankfile(&["pgn", "check", "-"], "");
    assert!(
        stderr(&out).contains("no game was found to check"),
        "{}",
        stderr(&out)
    );
    let out = rankfile(&["fen", "check"], "\n\n");
    assert!(
        stderr(&out).contains("no FEN was found to check"),
        "{}",
        stderr(&out)
    );
    let out = rankfile(
        &[
            "play",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            "O-O-O",
            "Kb1",
        ],
        "",
    );
    assert!(
        stderr(&out).starts_with("2. error[illegal]: Kb1"),
        "{}",
        stderr(&out)
    );
    let out = rankfile(&["play", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "Kb1"], "");
    assert!(
        stderr(&out).starts_with("1... error[illegal]: Kb1"),
        "{}",
        stderr(&out)
    );
    let game = "[White \"A\"]\n[Black \"B\"]\n[Event \"C\"]\n\n1. e4 e5 2. Ke3 *\n";
    let out = rankfile(&["pgn", "fmt", "-"], game);
    assert!(
        stderr(&out).starts_with("game 1 (A - B, C), line 5, column 13: error[illegal_move]"),
        "{}",
        stderr(&out)
    );
    let out = rankfile(&["serve", "--addr", "127.0.0.1:99999"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("99999 is not a port: a port is a number from 0 to 65535"));
    // An origin to frame /embed is a scheme and a host: a path, a bare
    // name, or a `;` that would end the policy is refused before serving.
    for origin in [
        "club.example.org",
        "https://club.example.org/page",
        "https://a.example; script-src *",
    ] {
        let out = rankfile(
            &["serve", "--addr", "127.0.0.1:0", "--embed-origin", origin],
            "",
        );
        assert_eq!(out.status.code(), Some(2), "{origin}");
        assert!(
            stderr(&out).contains("is not an origin: write a scheme and a host"),
            "{}",
            stderr(&out)
        );
    }
}

/// Item 11: `--lenient --chess960` drops a right without its rook, as
/// the standard reading does; a null move misspelled says how it is
/// written.
#[test]
fn lenient_chess960_and_null_moves() {
    let fen = "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1";
    let out = rankfile(
        &["fen", "check", "--lenient", "--chess960", "--json", fen],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["ok"], true);
    assert_eq!(line["fen"], "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    assert_eq!(line["warnings"][0]["code"], "castling_right_dropped");
    let out = rankfile(&["play", "--null", START, "--+"], "");
    assert!(
        stderr(&out).contains(
            "\"--+\" is no move: a null move (the turn passed) is written --, Z0, 0000 or @@@@"
        ),
        "{}",
        stderr(&out)
    );
}

/// Item 12: a line of megabytes gets a drawing of a hundred characters,
/// whichever field is huge, in strict and in lenient reading.
#[test]
fn a_huge_line_gets_a_bounded_answer() {
    const BOARD: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let huge = |c: &str| c.repeat(5_000_000);
    for line in [
        huge("r"),
        format!("{START}{}", huge("x")),
        format!("{BOARD} {} KQkq - 0 1", huge("x")),
        format!("{BOARD} {} KQkq - 0 1", huge("W")),
        format!("{BOARD} w {} - 0 1", huge("K")),
        format!("{BOARD} w K{} - 0 1", huge("-")),
        format!("{BOARD} w KQkq {} 0 1", huge("e")),
        format!("{BOARD} w KQkq - {} 1", huge("9")),
        format!("{BOARD} w KQkq - 0 +{}", huge("1")),
    ] {
        for lenient in [false, true] {
            let args: &[&str] = if lenient {
                &["fen", "check", "--lenient"]
            } else {
                &["fen", "check"]
            };
            let out = rankfile(args, format!("{line}\n"));
            let said = out.stdout.len() + out.stderr.len();
            assert!(said < 5_000, "{} bytes for {}…", said, &line[..60]);
            // Strictly refused, the input is echoed by its start and length.
            if !lenient {
                assert!(stdout(&out).contains("(5000"), "{}", stdout(&out));
            }
        }
    }
}

#[test]
fn moves_says_a_refusal_once() {
    const EMPTY: &str = "8/8/8/8/8/8/8/8 w - - 0 1";
    // A FEN given as an argument: the diagnostic, on standard error only.
    let out = rankfile(&["moves", EMPTY], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "");
    assert_eq!(stderr(&out).matches("the board is empty").count(), 1);
    // FENs read into a pipe: one output line an input line, the refused
    // one as `error: …`, its diagnostic on standard error.
    let out = rankfile(&["moves"], format!("{EMPTY}\n{START}\n"));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0], "error: the board is empty");
    assert!(lines[1].starts_with("Na3 Nc3"), "{}", lines[1]);
    assert_eq!(stderr(&out).matches("the board is empty").count(), 1);
}

/// On a terminal (both streams on `script`'s pseudo-terminal), the
/// message is on the screen once.
#[test]
fn moves_on_a_terminal_says_a_refusal_once() {
    let bin = env!("CARGO_BIN_EXE_rankfile");
    let command = format!("printf '8/8/8/8/8/8/8/8 w - - 0 1\\n' | {bin} moves");
    let Ok(out) = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .output()
    else {
        eprintln!("no `script` here: the terminal case is not run");
        return;
    };
    let screen = String::from_utf8_lossy(&out.stdout);
    assert_eq!(screen.matches("the board is empty").count(), 1, "{screen}");
}

/// A board written upside down: the cause drawn, the five problems that
/// follow from it in one line under it; `--verbose` draws each; JSON
/// marks each consequence with its cause.
#[test]
fn consequences_are_folded_under_their_cause() {
    const UPSIDE_DOWN: &str = "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1";
    let out = rankfile(&["fen", "check", UPSIDE_DOWN], "");
    let text = stdout(&out);
    assert_eq!(text.matches("error[").count(), 1, "{text}");
    assert!(text.contains("error[ranks_reversed]"), "{text}");
    assert!(
        text.contains("= 5 problems follow from it and go with it: bad_castling_rights ×4, too_many_pawn_captures (--verbose shows them)"),
        "{text}"
    );
    assert!(text.lines().count() <= 8, "{text}");
    let out = rankfile(&["fen", "check", "--verbose", UPSIDE_DOWN], "");
    let text = stdout(&out);
    assert_eq!(
        text.matches("error[bad_castling_rights]").count(),
        4,
        "{text}"
    );
    assert!(!text.contains("follow from it and go with it"), "{text}");
    let out = rankfile(&["fen", "check", "--json", UPSIDE_DOWN], "");
    let answer = &json_lines(&out)[0];
    let errors = answer["errors"].as_array().unwrap();
    assert_eq!(errors[0]["code"], "ranks_reversed");
    assert!(errors[0].get("follows").is_none());
    for e in &errors[1..] {
        assert_eq!(e["follows"], "ranks_reversed", "{e}");
    }
}

/// The result swallowed by a comment never closed: marked as following
/// from it, in words and in JSON.
#[test]
fn a_result_lost_in_an_unclosed_comment_is_marked_as_a_consequence() {
    let pgn = "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 {a comment e5 2. Nf3 1-0\n";
    let out = rankfile(&["pgn", "check", "-"], pgn);
    let text = stdout(&out);
    assert!(
        text.contains("warning[missing_result]: the moves end without a result: this follows from the comment left open"),
        "{text}"
    );
    let out = rankfile(&["pgn", "check", "--json", "-"], pgn);
    let game = &json_lines(&out)[0];
    assert_eq!(game["warnings"][0]["follows"], "unclosed_comment");
    assert_eq!(game["errors"][0]["follows"], serde_json::Value::Null);
}
