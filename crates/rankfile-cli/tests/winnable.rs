//! `rankfile fen winnable`, and the dead-position notes of `fen check`
//! and `fen explain`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{json_lines, rankfile, stdout};

const LOCKED: &str = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1";

#[test]
fn a_locked_position_is_dead_with_both_reasons() {
    let out = rankfile(&["fen", "winnable", LOCKED], "");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], LOCKED);
    assert!(
        lines[1].starts_with("  White cannot mate in any pawn structure"),
        "{text}"
    );
    assert!(
        lines[2].starts_with("  Black cannot mate in any pawn structure"),
        "{text}"
    );
    assert_eq!(lines[3], "  dead position: neither side can checkmate");
}

#[test]
fn a_side_asked_about_alone_and_four_fields_as_cha_writes_them() {
    // CHA's query form: EPD's four fields, then the side.
    let out = rankfile(
        &["fen", "winnable", "--json"],
        "8/8/4k3/8/8/8/3RK3/8 b - - white\n",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["white"], "winnable");
    assert!(line["black"].is_null() && line["dead"].is_null());
    assert_eq!(line["fen"], "8/8/4k3/8/8/8/3RK3/8 b - - 0 1");
    let mate: Vec<String> = line["white_mate"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect();
    // Replayed with rankfile's own `play`, move by move: legal, and a mate
    // by White at the end.
    let mut args = vec![
        "play".to_owned(),
        "--json".to_owned(),
        line["fen"].as_str().unwrap().to_owned(),
    ];
    args.extend(mate);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let played = &json_lines(&rankfile(&args, ""))[0];
    assert_eq!(played["ok"], true, "{played}");
    let end = played["fen"].as_str().unwrap();
    let explained = &json_lines(&rankfile(&["fen", "explain", "--json", end], ""))[0];
    assert_eq!(explained["checkmate"], true, "{explained}");
    assert!(end.contains(" b "), "Black is mated: {end}");
}

#[test]
fn the_json_says_each_side_and_whether_the_position_is_dead() {
    let out = rankfile(
        &[
            "fen",
            "winnable",
            "--json",
            "8/8/4k3/8/8/8/3NK3/8 b - - 0 1",
        ],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(
        (line["white"].as_str(), line["black"].as_str()),
        (Some("unwinnable"), Some("unwinnable"))
    );
    assert_eq!(line["white_reason"]["code"], "lone_knight");
    assert_eq!(line["black_reason"]["code"], "lone_king");
    assert_eq!(line["black_reason"]["message"], "Black has only the king");
    assert_eq!(line["dead"], true);
}

#[test]
fn a_refused_fen_is_said_and_the_others_answered() {
    let out = rankfile(
        &[
            "fen",
            "winnable",
            "--json",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            LOCKED,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["ok"], false);
    assert_eq!(lines[0]["errors"][0]["code"], "empty");
    assert_eq!(lines[1]["dead"], true);
}

#[test]
fn the_quick_form_says_probably_and_proves_what_it_says() {
    let out = rankfile(
        &[
            "fen",
            "winnable",
            "--quick",
            "--json",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            LOCKED,
        ],
        "",
    );
    let lines = json_lines(&out);
    assert_eq!(lines[0]["white"], "probably_winnable");
    assert_eq!(lines[1]["white"], "unwinnable");
    assert_eq!(lines[1]["dead"], true);
}

#[test]
fn check_and_explain_say_a_dead_position_in_the_readers_language() {
    let out = rankfile(&["--lang", "fr", "fen", "check", LOCKED], "");
    let text = stdout(&out);
    assert!(
        text.contains(
            "    position morte : aucun des deux camps ne peut mater dans aucune structure de pions que la partie peut encore atteindre (les pions aujourd'hui en b4, d4, f4, h4, b5, d5, f5 et h5)"
        ),
        "{text}"
    );
    let out = rankfile(
        &[
            "fen",
            "check",
            "--json",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            LOCKED,
        ],
        "",
    );
    let lines = json_lines(&out);
    assert!(
        lines[0].get("dead").is_none(),
        "no key for a living position"
    );
    // One structure seals both sides: the reason is given once.
    let sealed = "dead position: neither side can mate in any pawn structure the game can still reach (the pawns on b4, d4, f4, h4, b5, d5, f5 and h5 now)";
    assert_eq!(lines[1]["dead"].as_str().unwrap(), sealed);
    let out = rankfile(&["fen", "explain", LOCKED], "");
    let explained = stdout(&out);
    assert!(explained.trim_end().ends_with(sealed), "{explained}");
    assert_eq!(explained.matches("b4, d4").count(), 1, "{explained}");
}
