//! The `rankfile` binary, run as a user runs it: positions and moves.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{json_lines, rankfile, stderr, stdout};
use serde_json::Value;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn perft_prints_the_node_count() {
    let out = rankfile(&["perft", START, "4"], "");
    assert!(out.status.success());
    assert_eq!(stdout(&out).trim(), "197281");
}

#[test]
fn perft_json_has_nodes_and_seconds_and_threads_agree() {
    for threads in ["1", "2", "3"] {
        let out = rankfile(
            &["perft", "--json", "--threads", threads, KIWIPETE, "4"],
            "",
        );
        assert!(out.status.success());
        let report = &json_lines(&out)[0];
        assert_eq!(report["nodes"], 4_085_603, "threads {threads}");
        assert!(report["seconds"].as_f64().is_some_and(|s| s >= 0.0));
    }
}

#[test]
fn perft_divide_lists_each_first_move() {
    let out = rankfile(&["perft", "--divide", "--json", START, "3"], "");
    let report = &json_lines(&out)[0];
    let divide = report["divide"].as_object().expect("divide object");
    assert_eq!(divide.len(), 20);
    assert_eq!(divide["e2e4"], 600);
    assert_eq!(divide["g1f3"], 440);
    assert_eq!(report["nodes"], 8902);

    let text = stdout(&rankfile(&["perft", "--divide", START, "2"], ""));
    assert!(text.lines().any(|l| l == "e2e4: 20"), "{text}");
    assert_eq!(text.lines().last(), Some("400"));
}

#[test]
fn perft_refuses_a_bad_fen_with_the_reason() {
    let out = rankfile(&["perft", "8/8/8/8/8/8/8/8 w - - 0 1", "2"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("white has no king"), "{err}");
}

/// shakmaty's `align-diag-1` and `max-legals-too-much-material`, counted by
/// python-chess (`tests/data/relaxed_perft.jsonl`).
const ALIGN_DIAG: &str = "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1";
const TOO_MUCH: &str = "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1";

#[test]
fn relaxed_counts_from_an_impossible_position_and_says_what_it_ignored() {
    let out = rankfile(&["perft", ALIGN_DIAG, "3"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).is_empty());
    assert!(
        stderr(&out).contains("--relaxed plays from it anyway"),
        "{}",
        stderr(&out)
    );

    let out = rankfile(&["perft", "--relaxed", ALIGN_DIAG, "3"], "");
    assert!(out.status.success());
    assert_eq!(stdout(&out).trim(), "2854");
    assert_eq!(
        stderr(&out),
        "note: --relaxed: ignored impossible_check: white king on c4 is in check from black \
         bishop on d3 and black queen on a6, which no last move can have given\n"
    );

    let out = rankfile(
        &["perft", "--relaxed", "--json", "--divide", TOO_MUCH, "1"],
        "",
    );
    assert!(out.status.success());
    let report = &json_lines(&out)[0];
    assert_eq!(report["nodes"], 270);
    assert_eq!(report["divide"].as_object().unwrap().len(), 270);
    assert_eq!(report["ignored"][0]["code"], "too_many_white_pieces");
}

#[test]
fn relaxed_lists_and_plays_moves_of_an_impossible_position() {
    // align-ep: the queen on f1 checks along a diagonal the double push
    // d2-d4 never opened; exd3 takes en passant and blocks the check.
    let fen = "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1";
    let out = rankfile(&["moves", "--relaxed", "--json", fen], "");
    assert!(out.status.success());
    let answer = &json_lines(&out)[0];
    let mut uci: Vec<&str> = answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["uci"].as_str().unwrap())
        .collect();
    uci.sort_unstable();
    assert_eq!(uci, ["b5a4", "b5a5", "b5b4", "b5b6", "b5c6", "e4d3"]);
    assert_eq!(answer["check"], true);
    assert_eq!(answer["ignored"][0]["code"], "impossible_check");

    let out = rankfile(&["moves", "--json", fen], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["errors"][0]["code"], "impossible_check");

    let out = rankfile(&["play", "--relaxed", "--json", fen, "exd3", "Qxd3+"], "");
    assert!(out.status.success());
    let report = &json_lines(&out)[0];
    assert_eq!(report["fen"], "8/8/8/1k6/8/3Q4/8/4K3 b - - 0 2");
    assert_eq!(report["san"], serde_json::json!(["exd3", "Qxd3+"]));
    assert_eq!(report["ignored"][0]["code"], "impossible_check");
}

#[test]
fn relaxed_still_refuses_a_position_without_defined_moves() {
    // Black is in check with White to move: the game ended before this.
    let fen = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1";
    for args in [
        ["perft", "--relaxed", fen, "1"].as_slice(),
        &["moves", "--relaxed", fen],
        &["play", "--relaxed", fen, "Kf2"],
    ] {
        let command = args[0];
        let out = rankfile(args, "");
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert!(
            stderr(&out).contains("opposite_check cannot be accepted"),
            "{command}: {}",
            stderr(&out)
        );
    }
}

#[test]
fn usage_errors_exit_with_2() {
    let out = rankfile(&["perft", START], "");
    assert_eq!(out.status.code(), Some(2));
    let out = rankfile(&["perft", START, "deep"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn moves_json_for_one_position() {
    let out = rankfile(&["moves", "--json", START], "");
    assert!(out.status.success());
    let answer = &json_lines(&out)[0];
    assert_eq!(answer["fen"], START);
    let moves: Vec<&str> = answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["uci"].as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 20);
    assert!(moves.contains(&"e2e4") && moves.contains(&"g1f3"));
    let nf3 = answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["uci"] == "g1f3")
        .unwrap();
    assert_eq!(nf3["san"], "Nf3");
    assert_eq!(answer["check"], false);
    assert_eq!(answer["checkmate"], false);
    assert_eq!(answer["stalemate"], false);
}

#[test]
fn moves_reads_stdin_and_answers_one_line_each() {
    let input = format!(
        "{START}\n7k/5QQ1/8/8/8/8/8/K7 b - - 0 1\nk7/8/1Q6/8/8/8/8/7K b - - 0 1\nnot a fen\n"
    );
    let out = rankfile(&["moves", "--json"], &input);
    assert_eq!(out.status.code(), Some(1), "one input was no FEN");
    let answers = json_lines(&out);
    assert_eq!(answers.len(), 4);
    assert_eq!(answers[1]["checkmate"], true);
    assert_eq!(answers[1]["check"], true);
    assert_eq!(answers[2]["stalemate"], true);
    assert_eq!(answers[2]["moves"].as_array().map(Vec::len), Some(0));
    assert_eq!(answers[3]["errors"][0]["code"], "field_count");

    let text = rankfile(&["moves"], format!("{START}\n{START}\n"));
    assert!(text.status.success());
    assert_eq!(stdout(&text).lines().count(), 2);
}

#[test]
fn play_prints_the_fen_after_the_moves() {
    let out = rankfile(&["play", START, "e2e4"], "");
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n1. e4\n"
    );
    let out = rankfile(&["play", "--json", KIWIPETE, "e1h1", "h3g2"], "");
    let report = &json_lines(&out)[0];
    assert_eq!(report["uci"], serde_json::json!(["e1g1", "h3g2"]));
    assert_eq!(report["san"], serde_json::json!(["O-O", "hxg2"]));
    assert_eq!(
        report["fen"],
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPpP/R4RK1 w kq - 0 2"
    );
}

#[test]
fn play_names_the_illegal_move() {
    let out = rankfile(&["play", START, "e2e4", "e7e4"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1... error[illegal]: e7e4"), "{err}");
    assert!(
        err.contains("legal moves:") && err.contains(" Nf6 "),
        "{err}"
    );
}

#[test]
fn fen_check_json_reports_every_problem_with_its_span() {
    let bad = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
    let out = rankfile(&["fen", "check", "--json", START, bad], "");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["ok"], true);
    assert_eq!(lines[0]["fen"], START);
    assert_eq!(lines[0]["errors"], serde_json::json!([]));
    assert_eq!(lines[1]["input"], bad);
    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["fen"], Value::Null);
    let error = &lines[1]["errors"][0];
    assert_eq!(error["code"], "invalid_ep_square");
    assert_eq!(error["field"], 4);
    assert_eq!(error["span"], serde_json::json!([53, 55]));
    assert!(error["hint"].as_str().unwrap().ends_with("e3"));
    assert_eq!(error["squares"], serde_json::json!(["e4"]));
}

#[test]
fn fen_check_spans_count_characters() {
    let input = "4k3/8/8/8/8/8/8/4K3 w - - ３ 1";
    let out = rankfile(&["fen", "check", "--json", input], "");
    let error = &json_lines(&out)[0]["errors"][0];
    assert_eq!(error["code"], "bad_halfmove");
    assert_eq!(error["span"], serde_json::json!([26, 27]));
    let out = rankfile(&["fen", "check", "--json", "--lenient", input], "");
    let line = &json_lines(&out)[0];
    assert_eq!(line["ok"], true);
    assert_eq!(line["fen"], "4k3/8/8/8/8/8/8/4K3 w - - 3 1");
    assert_eq!(line["warnings"][0]["code"], "number_normalized");
}

#[test]
fn fen_check_reads_standard_input_and_sums_up() {
    let input = format!("{START}\n\n{KIWIPETE}\r\nnot a fen\n");
    let out = rankfile(&["fen", "check", "--quiet"], &input);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "checked 3, valid 2, invalid 1\n");
    let out = rankfile(&["fen", "check"], format!("{START}\n{KIWIPETE}\n"));
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.starts_with(&format!("ok: {START}\nok: {KIWIPETE}\n")),
        "{text}"
    );
    assert!(text.ends_with("checked 2, valid 2, invalid 0\n"), "{text}");
}

#[test]
fn fen_check_writes_en_passant_as_asked() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let out = rankfile(&["fen", "check", "--ep", "legal", fen], "");
    assert_eq!(
        stdout(&out),
        "ok: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
    );
    let out = rankfile(&["fen", "check", fen], "");
    assert_eq!(stdout(&out), format!("ok: {fen}\n"));
}

#[test]
fn fen_check_shows_carets_under_the_mistake() {
    let out = rankfile(&["fen", "check", "8/8/8/8/8/8/8/8 x - - 0 1"], "");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(
        text.contains("error[bad_side]: side to move \"x\" is not w or b"),
        "{text}"
    );
    assert!(text.contains("      |                 ^\n"), "{text}");
}

#[test]
fn fen_usage_errors_exit_with_2() {
    let out = rankfile(&["fen", "check", "--ep", "sometimes", START], "");
    assert_eq!(out.status.code(), Some(2));
    let out = rankfile(&["fen", "frobnicate"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn fen_explain_json_decodes_the_six_fields() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let out = rankfile(&["fen", "explain", "--json", fen], "");
    assert!(out.status.success());
    let json = &json_lines(&out)[0];
    assert_eq!(json["ok"], true);
    let fields = json["fields"].as_array().unwrap();
    assert_eq!(fields.len(), 6);
    assert_eq!(fields[1]["value"], "b");
    assert_eq!(fields[1]["meaning"], "Black to move.");
    assert_eq!(fields[3]["name"], "en passant");
    assert!(
        fields[3]["meaning"]
            .as_str()
            .unwrap()
            .contains("No en passant capture is possible now")
    );
    assert_eq!(json["moves"].as_array().unwrap().len(), 20);
    assert_eq!(json["moves"][0]["uci"], "b8a6");
    assert_eq!(json["moves"][0]["san"], "Na6");
    assert_eq!(json["check"], false);
}

#[test]
fn fen_explain_text_has_the_board_fields_and_verdict() {
    let out = rankfile(&["fen", "explain", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"], "");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(
        text.contains("1 | .  .  .  .  K  .  . [.]| <- White to move"),
        "{text}"
    );
    assert!(text.contains("3 castling         K"), "{text}");
    assert!(text.contains("error[bad_castling_rights]: castling right K: no white rook on h1"));
    assert!(
        text.trim_end().ends_with("not a legal position: 1 error"),
        "{text}"
    );
}

#[test]
fn fen_show_marks_the_problem_squares() {
    let out = rankfile(
        &[
            "fen",
            "show",
            "--color",
            "never",
            "8/8/8/8/r3K2r/8/8/7k w - - 0 1",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("4 |[r] .  .  . [K] .  . [r]|"), "{text}");
    assert!(
        text.contains("error[impossible_check] [a4 e4 h4]"),
        "{text}"
    );
    let out = rankfile(
        &[
            "fen",
            "show",
            "--unicode",
            "--flip",
            "--color",
            "always",
            START,
        ],
        "",
    );
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains('♔') && text.contains("\x1b["), "{text}");
    assert!(text.lines().nth(1).unwrap().starts_with("1 |"), "{text}");
}

#[test]
fn fen_check_json_keys_are_always_there() {
    let out = rankfile(
        &["fen", "check", "--json", "8/8/8/8/8/8/8/8  w - - 0 1"],
        "",
    );
    let error = &json_lines(&out)[0]["errors"][0];
    assert_eq!(error["code"], "whitespace");
    assert_eq!(error["field"], Value::Null);
    assert_eq!(error["squares"], serde_json::json!([]));
    for key in ["code", "message", "field", "span", "hint", "squares"] {
        assert!(error.get(key).is_some(), "{key} missing from {error}");
    }
}

#[test]
fn play_takes_any_notation_and_answers_in_san() {
    let out = rankfile(&["play", START, "e2e4", "e5", "Ng1-f3", "nc6", "Bc4!?"], "");
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
    assert_eq!(lines[1], "1. e4 e5 2. Nf3 Nc6 3. Bc4");
    let notes = String::from_utf8_lossy(&out.stderr);
    assert!(
        notes.contains("note: read e2e4 as e4: UCI notation"),
        "{notes}"
    );
    assert!(
        notes.contains("note: read Bc4!? as Bc4: the annotation !? is set aside"),
        "{notes}"
    );
    let out = rankfile(&["play", "--lang", "fr", START, "Cf3"], "");
    assert!(stdout(&out).ends_with("1. Cf3\n"), "{}", stdout(&out));
}

#[test]
fn san_json_answers_each_move() {
    let out = rankfile(
        &[
            "san",
            "--json",
            "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
            "Nb1d2",
            "Nd7",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["ok"], true);
    assert_eq!(lines[0]["san"], "Nbd2");
    assert_eq!(lines[0]["uci"], "b1d2");
    assert_eq!(lines[0]["notes"][0]["code"], "over_disambiguated");
    assert_eq!(lines[0]["error"], Value::Null);
    assert_eq!(lines[1]["fen"], "4k3/8/8/8/8/8/3N4/4KN2 b - - 1 1");
    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["error"]["code"], "illegal");
    assert_eq!(lines[1]["error"]["message"], "Nd7: black has no knight");
}

#[test]
fn san_lists_candidates_of_an_ambiguous_move() {
    let out = rankfile(
        &["san", "--json", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2"],
        "",
    );
    let error = &json_lines(&out)[0]["error"];
    assert_eq!(error["code"], "ambiguous");
    assert_eq!(error["candidates"], serde_json::json!(["Nbd2", "Nfd2"]));
}

#[test]
fn san_reads_tab_separated_lines_and_respects_strict() {
    let input = format!("{START}\tg1f3\n{START}\tNf3\nnot a line\n");
    let out = rankfile(&["san", "--strict", "--json"], &input);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["error"]["code"], "syntax");
    assert_eq!(lines[0]["error"]["hint"], "write Nf3");
    assert_eq!(lines[1]["ok"], true);
    assert_eq!(lines[2]["error"]["code"], "line");
    let out = rankfile(
        &[
            "san",
            "--uci-castling",
            "king-takes-rook",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "O-O",
        ],
        "",
    );
    assert_eq!(stdout(&out), "O-O\te1h1\n");
    let out = rankfile(&["san", "--null", START, "Z0", "e5"], "");
    assert_eq!(stdout(&out), "--\t0000\ne5\te7e5\n");
    let out = rankfile(&["san", "--lang", "xx", START, "e4"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn fen_svg_draws_the_board_with_its_problems_marked() {
    let out = rankfile(
        &[
            "fen",
            "svg",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
        ],
        "",
    );
    // Drawn, but not a legal position.
    assert_eq!(out.status.code(), Some(1));
    let svg = stdout(&out);
    assert!(svg.starts_with("<svg"));
    assert_eq!(svg.matches("class=\"marked\"").count(), 1);
    assert!(svg.contains("<title>e4: white pawn</title>"));
    let out = rankfile(
        &["fen", "svg", "--flip", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let out = rankfile(&["fen", "svg", "xyz"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).is_empty());
    assert!(!out.stderr.is_empty());
}

#[test]
fn fen_svg_draws_arrows_and_circles_and_says_how_a_bad_one_is_written() {
    let fen = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    let out = rankfile(
        &[
            "fen",
            "svg",
            "--arrows",
            "Ge2e4,Rd7d5",
            "--circles",
            "Bd4",
            fen,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let svg = stdout(&out);
    let count = |class: &str| svg.matches(&format!("class=\"{class}\"")).count();
    assert_eq!((count("arrow"), count("circle")), (2, 1));
    for (flag, list, item) in [
        ("--arrows", "Ge2e4,Xd7d5", "Xd7d5"),
        ("--arrows", "Gd4", "Gd4"),
        ("--circles", "Ge2e4", "Ge2e4"),
    ] {
        let out = rankfile(&["fen", "svg", flag, list, fen], "");
        assert_eq!(out.status.code(), Some(2), "{list}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("\"{item}\" does not read")) && err.contains("such as G"),
            "{err}"
        );
    }
}

#[test]
fn serve_refuses_an_address_it_cannot_bind() {
    let out = rankfile(&["serve", "--addr", "203.0.113.1:9"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot serve on 203.0.113.1:9"));
}

/// With `--json`, a failure is one JSON line on standard output too.
#[test]
fn json_answers_failures_on_standard_output() {
    let out = rankfile(&["play", "--json", START, "e4", "Ke3"], "");
    assert_eq!(out.status.code(), Some(1));
    let report = &json_lines(&out)[0];
    assert_eq!(report["ok"], false);
    assert_eq!(report["san"], serde_json::json!(["e4"]));
    assert_eq!(report["error"]["index"], 2);
    assert_eq!(report["error"]["input"], "Ke3");
    assert_eq!(report["error"]["code"], "illegal");
    assert_eq!(report["error"]["legal"].as_array().unwrap().len(), 20);
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));

    let out = rankfile(&["perft", "--json", "8/8/8/8/8/8/8/8 w - - 0 1", "2"], "");
    assert_eq!(out.status.code(), Some(1));
    let report = &json_lines(&out)[0];
    assert_eq!(report["ok"], false);
    assert_eq!(report["errors"][1]["code"], "no_white_king");
    assert!(stderr(&out).is_empty());

    let out = rankfile(&["san", "--json", "8/8/8 w - - 0 1", "e4"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["ok"], false);
}

#[test]
fn perft_divide_gives_text_and_json_in_one_order_and_nothing_on_stderr() {
    let text = rankfile(&["perft", "--divide", START, "1"], "");
    assert!(stderr(&text).is_empty(), "{}", stderr(&text));
    let lines: Vec<String> = stdout(&text)
        .lines()
        .filter_map(|l| l.split_once(':').map(|(m, _)| m.to_string()))
        .collect();
    let json = &json_lines(&rankfile(&["perft", "--divide", "--json", START, "1"], ""))[0];
    let keys: Vec<String> = json["divide"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    assert_eq!(lines, keys);
    assert_eq!(lines.first().map(String::as_str), Some("a2a3"));
    // Seconds to the millisecond.
    let seconds = json["seconds"].to_string();
    assert!(
        seconds.split('.').nth(1).is_none_or(|d| d.len() <= 3),
        "{seconds}"
    );
}

#[test]
fn san_with_a_fen_and_no_move_says_what_it_expected() {
    let out = rankfile(&["san", START], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no move after the FEN"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn fen_diff_says_what_differs_and_what_it_changes() {
    let a = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let b = "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 7 1";
    let out = rankfile(&["fen", "diff", "--json", a, b], "");
    assert_eq!(out.status.code(), Some(1));
    let diff = &json_lines(&out)[0];
    assert_eq!(diff["same"], false);
    assert_eq!(diff["same_pieces"], true);
    assert_eq!(diff["differences"][0]["name"], "castling");
    assert_eq!(diff["differences"][0]["a"], "KQkq");
    assert_eq!(diff["differences"][0]["b"], "Kkq");
    assert_eq!(diff["differences"][1]["name"], "halfmove clock");
    assert_eq!(diff["only_in_a"], serde_json::json!(["O-O-O"]));
    assert_eq!(diff["only_in_b"], serde_json::json!([]));
    let same = rankfile(&["fen", "diff", a, a], "");
    assert_eq!(same.status.code(), Some(0));
    assert_eq!(stdout(&same), "the same position, field for field\n");
    let broken = rankfile(&["fen", "diff", a, "8/8 w"], "");
    assert_eq!(broken.status.code(), Some(2));
}

const WAC1: &str =
    r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#;

#[test]
fn epd_reads_operations_and_answers_in_json() {
    let out = rankfile(&["epd", "--json", WAC1], "");
    assert_eq!(out.status.code(), Some(0));
    let line = &json_lines(&out)[0];
    assert_eq!(line["ok"], true);
    assert_eq!(
        line["fen"],
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"
    );
    assert_eq!(
        line["ops"]["bm"],
        serde_json::json!([{"san": "Qg6", "uci": "g3g6"}])
    );
    assert_eq!(line["ops"]["id"], "WAC.001");
    // From standard input, a refused move with the legal moves as hint.
    let out = rankfile(&["epd"], "4k3/8/8/8/8/8/8/4K3 w - - bm Ke3; hmvc 4;\n");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(
        text.starts_with("invalid: 4k3/8/8/8/8/8/8/4K3 w - - bm Ke3; hmvc 4;\n"),
        "{text}"
    );
    assert!(
        text.contains("= hint: the legal moves here: Kd1 Kf1 Kd2 Ke2 Kf2"),
        "{text}"
    );
}

#[test]
fn fen_check_given_an_epd_line_names_the_command() {
    let out = rankfile(&["fen", "check", WAC1], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains(
            "hint: this is EPD (the position's first four fields, then operations): rankfile epd '"
        ),
        "{}",
        stdout(&out)
    );
}

/// A Chess960 start, Shredder-FEN: kings and rooks off their standard
/// squares.
const C960: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

#[test]
fn chess960_is_read_and_written_with_chess960() {
    // As standard chess, refused with the way to read it.
    let out = rankfile(&["fen", "check", C960], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("--chess960"), "{}", stdout(&out));
    // As Chess960: X-FEN by default, Shredder-FEN on request.
    let out = rankfile(&["fen", "check", "--chess960", C960], "");
    assert_eq!(
        stdout(&out),
        "ok: bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9\n"
    );
    let out = rankfile(
        &["fen", "check", "--chess960", "--shredder", "--json", C960],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["fen"], C960);
    assert_eq!(line["chess960"], true);
    // shakmaty's chess960.perft gives 12,189 at depth 3.
    let out = rankfile(&["perft", "--chess960", C960, "3"], "");
    assert_eq!(stdout(&out), "12189\n");
    // Castling in UCI is the king taking its rook, and both forms are read.
    let start = "6k1/8/8/8/8/8/8/R5KR w HA - 0 1";
    let out = rankfile(&["moves", "--chess960", "--json", start], "");
    assert_eq!(json_lines(&out)[0]["chess960"], true);
    let moves = json_lines(&out)[0]["moves"].as_array().unwrap().clone();
    let uci_san = |m: &serde_json::Value| (m["uci"].clone(), m["san"].clone());
    let moves: Vec<_> = moves.iter().map(uci_san).collect();
    assert!(moves.contains(&(serde_json::json!("g1h1"), serde_json::json!("O-O"))));
    assert!(moves.contains(&(serde_json::json!("g1a1"), serde_json::json!("O-O-O"))));
    let out = rankfile(&["play", "--chess960", "--json", start, "O-O-O"], "");
    assert_eq!(
        json_lines(&out)[0]["fen"],
        "6k1/8/8/8/8/8/8/2KR3R b - - 1 1"
    );
    let out = rankfile(&["play", "--chess960", start, "g1h1"], "");
    assert_eq!(stdout(&out), "6k1/8/8/8/8/8/8/R4RK1 b - - 1 1\n1. O-O\n");
}

#[test]
fn fen_start960_gives_a_start_position_by_its_number() {
    let out = rankfile(&["fen", "start960", "518"], "");
    assert_eq!(stdout(&out), format!("{START}\n"));
    let out = rankfile(&["fen", "start960", "--shredder", "0"], "");
    assert_eq!(
        stdout(&out),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\n"
    );
    let out = rankfile(&["fen", "start960", "--json", "random"], "");
    let start = &json_lines(&out)[0];
    assert!(start["number"].as_u64().unwrap() < 960);
    assert_eq!(start["chess960"], true);
    let out = rankfile(&["fen", "start960", "960"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("from 0 to 959"), "{}", stderr(&out));
}

#[test]
fn fen_svg_reads_chess960_with_chess960() {
    let out = rankfile(&["fen", "svg", "--chess960", C960], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("<svg"), "{}", stdout(&out));
    let out = rankfile(&["fen", "svg", C960], "");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn the_manual_page_is_made_from_the_commands() {
    let out = rankfile(&["man"], "");
    assert!(out.status.success());
    let page = stdout(&out);
    assert!(page.contains(".TH rankfile 1"));
    for command in ["fen", "pgn", "perft", "completions"] {
        assert!(page.contains(command), "{command} not in the page");
    }
    let pgn = rankfile(&["man", "pgn"], "");
    assert!(stdout(&pgn).contains(".TH rankfile-pgn 1"));
    assert!(stdout(&pgn).contains("export"));
    let unknown = rankfile(&["man", "pgnn"], "");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("no command \"pgnn\""));
    assert!(stderr(&unknown).contains("pgn"));
}

#[test]
fn completions_are_made_for_each_shell() {
    for (shell, mark) in [
        ("bash", "_rankfile()"),
        ("zsh", "#compdef rankfile"),
        ("fish", "complete -c rankfile"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let out = rankfile(&["completions", shell], "");
        assert!(out.status.success(), "{shell}");
        let script = stdout(&out);
        assert!(script.contains(mark), "{shell}: {mark} missing");
        assert!(script.contains("export"), "{shell}: pgn export missing");
    }
    let wrong = rankfile(&["completions", "tcsh"], "");
    assert_eq!(wrong.status.code(), Some(2));
}
