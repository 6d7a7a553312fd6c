//! Nothing read silently, in every language: each move of a game read in
//! another spelling than SAN's is said (`pgn check`, `--strict`, `pgn
//! fmt`); moves are read in the reader's letters and in the English
//! initials, a letter of two meanings settled by legality or refused;
//! hints suggest only what the same command reads; and French output puts
//! a space before its colons.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::{Command, Output};

use common::{json_lines, rankfile, stderr, stdout, temp_file};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// A king on e1 and a rook on a1: `Rd1` is the king's move to a French
/// reader and the rook's to an English one, and both are legal.
const KING_AND_ROOK: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

/// The codes of a game's warnings (or errors), with the column of each.
fn codes(list: &serde_json::Value) -> Vec<(String, u64)> {
    (list.as_array().unwrap().iter())
        .map(|p| {
            let code = p["code"].as_str().unwrap().to_string();
            (code, p["column"].as_u64().unwrap())
        })
        .collect()
}

/// Every spelling the issue names, one move each, in one legal game.
const MESSY: &str = "1. e2-e4 e5 2. Ng1-f3 nc6 3. Bb5 a6 4. Bc6 dxc6 5. 0-0 f6 \
                     6. d4 exd4 7. Nd4 c5 8. Nf3 Qxd1 9. Rfxd1 Bg4 *";

#[test]
fn every_move_read_in_another_spelling_is_a_warning_with_its_canonical_form() {
    let out = rankfile(&["pgn", "check", "--json", "-"], MESSY);
    assert_eq!(out.status.code(), Some(0), "warnings keep the status");
    let game = &json_lines(&out)[0];
    assert_eq!(game["ok"], true);
    assert_eq!(game["plies"], 18);
    assert_eq!(
        codes(&game["warnings"]),
        [
            ("long_algebraic".to_string(), 4),
            ("long_algebraic".to_string(), 16),
            ("lowercase_piece".to_string(), 23),
            ("missing_capture".to_string(), 40),
            ("zero_castling".to_string(), 52),
            ("missing_capture".to_string(), 73),
            ("over_disambiguated".to_string(), 95),
        ]
    );
    let first = &game["warnings"][0];
    assert_eq!(
        first["message"],
        "read e2-e4 as e4: long algebraic notation"
    );
    assert_eq!(first["hint"], "write e4");
    assert_eq!(first["line"], 1);
    // The text summary counts the moves.
    let out = rankfile(&["pgn", "check", "-"], MESSY);
    let text = stdout(&out);
    assert!(
        text.ends_with(
            "checked 1 game, 1 without error, 0 with errors; 7 moves read in another spelling than SAN's (each listed above)\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("line 1, column 73: warning[missing_capture]: read Nd4 as Nxd4: missing x (hint: write Nxd4)"),
        "{text}"
    );
}

#[test]
fn check_signs_figurines_and_en_passant_are_said_too() {
    let game = "1. e4 d5 2. e5 f5 3. exf6 e.p. Nc6 4. ♘f3 e5 5. Bb5 a6 6. Bxc6 *";
    let out = rankfile(&["pgn", "check", "--json", "-"], game);
    let warnings = codes(&json_lines(&out)[0]["warnings"]);
    let names: Vec<&str> = warnings.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(names, ["ep_suffix", "figurine", "missing_check"]);
    // A check sign where there is none, and a glyph (PGN's import format:
    // no warning).
    let out = rankfile(&["pgn", "check", "--json", "-"], "1. e4+ e5!? *");
    let game = &json_lines(&out)[0];
    assert_eq!(codes(&game["warnings"]), [("extra_check".to_string(), 4)]);
}

#[test]
fn strict_reports_every_respelled_move_and_reads_the_game_to_its_end() {
    let out = rankfile(&["pgn", "check", "--strict", "--json", "-"], MESSY);
    assert_eq!(out.status.code(), Some(1));
    let game = &json_lines(&out)[0];
    assert_eq!(game["ok"], false);
    assert_eq!(game["plies"], 18, "no move is refused for its spelling");
    assert_eq!(codes(&game["errors"]).len(), 7);
    assert_eq!(codes(&game["warnings"]).len(), 0);
}

#[test]
fn fmt_says_how_many_moves_it_respelled_and_reports_which() {
    let report = std::env::temp_dir().join(format!("respelled-{}.jsonl", std::process::id()));
    let out = rankfile(
        &["pgn", "fmt", "--report", report.to_str().unwrap(), "-"],
        MESSY,
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6"));
    assert_eq!(
        stderr(&out),
        "respelled 7 moves as SAN writes them (pgn check lists them; --report FILE writes them down)\n"
    );
    let lines = std::fs::read_to_string(&report).unwrap();
    let lines: Vec<serde_json::Value> = lines
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 7);
    assert_eq!(lines[4]["code"], "zero_castling");
    assert_eq!(lines[4]["hint"], "write O-O");
    std::fs::remove_file(report).unwrap();
    // A game written canonically: nothing said.
    let out = rankfile(&["pgn", "fmt", "-"], "1. e4 e5 2. Nf3 *");
    assert_eq!(stderr(&out), "");
}

/// Runs the binary with a locale and no language of its own.
fn with_locale(args: &[&str], lang: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rankfile"));
    command.args(args);
    for var in ["RANKFILE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    command.env("LANG", lang).output().unwrap()
}

#[test]
fn each_language_reads_its_letters_and_the_english_initials() {
    // (language, its knight, a note on the English initial N)
    let cases = [
        (
            "fr",
            "C",
            "remarque : Nc3 lu comme Cc3 : N désigne le cavalier en anglais (K Q R B N)",
        ),
        (
            "pt",
            "C",
            "nota: Nc3 lido como Cc3: N é o cavalo em inglês (K Q R B N)",
        ),
        (
            "vi",
            "M",
            "ghi chú: đã đọc Nc3 thành Mc3: N là mã trong tiếng Anh (K Q R B N)",
        ),
    ];
    for (lang, knight, note) in cases {
        let own = format!("{knight}f3");
        let out = rankfile(&["--lang", lang, "san", START, &own, "e5", "Nc3"], "");
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(0), "{lang}: {text}");
        assert!(
            text.starts_with(&format!("{knight}f3\tg1f3\n")),
            "{lang}: {text}"
        );
        assert!(
            text.contains(&format!("{knight}c3\tb1c3\n  {note}\n")),
            "{lang}: {text}"
        );
    }
    // A locale alone: the messages and the letters read are its own, the
    // letters written stay English.
    let out = with_locale(&["san", START, "Cf3"], "fr_FR.UTF-8");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "Nf3\tg1f3\n  remarque : Cf3 lu comme Nf3 : C désigne le cavalier en français (R D T F C)\n"
    );
    let out = with_locale(&["san", START, "Mf3"], "vi_VN.UTF-8");
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .starts_with("Nf3\tg1f3\n")
    );
}

#[test]
fn a_letter_of_two_meanings_takes_the_legal_reading_or_is_refused_naming_both() {
    // R is the king in French and Portuguese, the rook in English.
    let out = rankfile(&["--lang", "fr", "san", "--json", KING_AND_ROOK, "Rd1"], "");
    let line = &json_lines(&out)[0];
    assert_eq!(line["error"]["code"], "ambiguous");
    assert_eq!(
        line["error"]["candidates"],
        serde_json::json!(["Kd1", "Td1"])
    );
    assert_eq!(
        line["error"]["message"],
        "Rd1 : R désigne le roi en français (R D T F C) et la tour en anglais (K Q R B N), et les deux coups sont légaux : Kd1, Td1"
    );
    // Each candidate reads as one move with the same options.
    for candidate in ["Kd1", "Td1"] {
        let out = rankfile(&["--lang", "fr", "san", KING_AND_ROOK, candidate], "");
        assert_eq!(out.status.code(), Some(0), "{candidate}");
    }
    let out = rankfile(&["--lang", "pt", "san", "--json", KING_AND_ROOK, "Rd1"], "");
    assert_eq!(json_lines(&out)[0]["error"]["code"], "ambiguous");
    // Only the king can go to f1: the French reading, no note.
    let out = rankfile(&["--lang", "fr", "san", KING_AND_ROOK, "Rf1"], "");
    assert_eq!(stdout(&out), "Rf1\te1f1\n");
    // Only the rook can go to a5: the English reading, said.
    let out = rankfile(&["--lang", "pt", "san", KING_AND_ROOK, "Ra5"], "");
    assert_eq!(
        stdout(&out),
        "Ta5\ta1a5\n  nota: Ra5 lido como Ta5: R é a torre em inglês (K Q R B N)\n"
    );
    // No king can go to d1, two rooks can: the English reading's
    // ambiguity is said, not the French reading's missing king.
    let two_rooks = "3k4/8/8/8/8/8/8/R4RK1 w - - 0 1";
    let out = rankfile(&["--lang", "fr", "san", "--json", two_rooks, "Rd1"], "");
    let line = &json_lines(&out)[0];
    assert_eq!(line["error"]["code"], "ambiguous", "{line}");
    let message = line["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("Tad1") && message.contains("Tfd1"),
        "{message}"
    );
}

#[test]
fn a_pgn_reads_english_first_then_the_readers_letters_with_a_warning() {
    let game = "1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. O-O Rf8 *";
    let out = rankfile(&["--lang", "fr", "pgn", "check", "--json", "-"], game);
    let game_json = &json_lines(&out)[0];
    assert_eq!(game_json["ok"], true, "{game_json}");
    let warnings = codes(&game_json["warnings"]);
    assert_eq!(warnings.len(), 5, "{warnings:?}");
    assert!(warnings.iter().all(|(c, _)| c == "other_letters"));
    // Rf8: no rook can go there, so R is the French king, said.
    assert_eq!(
        game_json["warnings"][4]["message"],
        "Rf8 lu comme Kf8 : R désigne le roi en français (R D T F C)"
    );
    let out = rankfile(&["--lang", "fr", "pgn", "fmt", "-"], game);
    assert!(stdout(&out).contains("2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Kf8 *"));
    // English: the French letters are not read.
    let out = rankfile(&["pgn", "check", "--json", "-"], game);
    assert_eq!(json_lines(&out)[0]["errors"][0]["code"], "bad_move");
    // In a PGN, English wins where both readings are legal: the standard's.
    let game = "[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Rd1 *";
    let out = rankfile(&["--lang", "fr", "pgn", "fmt", "-"], game);
    assert!(stdout(&out).contains("1. Rd1 *"), "{}", stdout(&out));
    assert_eq!(stderr(&out), "");
}

#[test]
fn the_promotion_hint_takes_the_readers_letters() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    for (lang, hint) in [
        ("en", "  = hint: write a8=Q (or =R, =B, =N)"),
        ("fr", "  = conseil : écrivez a8=D (ou =T, =F, =C)"),
        ("pt", "  = dica: escreva a8=D (ou =T, =B, =C)"),
        ("vi", "  = gợi ý: hãy viết a8=H (hoặc =X, =T, =M)"),
    ] {
        let out = rankfile(&["--lang", lang, "san", fen, "a8"], "");
        assert!(stdout(&out).contains(hint), "{lang}: {}", stdout(&out));
        // And what it suggests is read.
        let suggested = hint
            .split_whitespace()
            .find(|w| w.starts_with("a8="))
            .unwrap();
        let out = rankfile(&["--lang", lang, "san", fen, suggested], "");
        assert_eq!(out.status.code(), Some(0), "{lang}: {suggested}");
    }
}

/// A colon glued to the word before it, as English writes it: French puts
/// a space before.
fn unspaced_colons(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|line| {
            let chars: Vec<char> = line.chars().collect();
            chars
                .windows(3)
                .any(|w| !w[0].is_whitespace() && w[1] == ':' && w[2] == ' ')
        })
        .collect()
}

#[test]
fn no_french_line_has_an_unspaced_colon() {
    let messy = temp_file("messy.pgn", MESSY.as_bytes());
    let broken = temp_file(
        "broken.pgn",
        b"[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 {open *\n\n[Event \"y\"]\n\n1. d4 3. c4 *\n",
    );
    let (messy, broken) = (messy.to_str().unwrap(), broken.to_str().unwrap());
    let runs: Vec<Vec<&str>> = vec![
        vec![
            "fen",
            "check",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
        ],
        vec![
            "fen",
            "check",
            "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1",
        ],
        vec![
            "fen",
            "explain",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        ],
        vec!["pgn", "check", messy, broken],
        vec!["pgn", "check", "--strict", messy],
        vec!["pgn", "fmt", messy, broken],
        vec!["pgn", "check", "/no/such/file.pgn"],
        vec!["san", START, "Nf3", "Ke2"],
        vec!["san", KING_AND_ROOK, "Rd1"],
        vec!["san", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8"],
        vec!["moves", "8/8/8/8/8/8/8/8 w - - 0 1"],
        vec!["play", START, "e4", "e5", "Ke3"],
        vec!["perft", "x", "2"],
        vec!["epd", "check", "x"],
        vec!["--help"],
        vec!["pgn", "check", "--help"],
        vec!["pgn", "chek"],
        vec!["perft"],
        vec!["fen", "check", "--nope"],
        vec![
            "fen",
            "diff",
            START,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w Kkq - 0 1",
        ],
        vec!["man", "xyz"],
        vec!["analyse", "--multipv", "99", START],
    ];
    for args in runs {
        let mut all = vec!["--lang", "fr"];
        all.extend(&args);
        let out = rankfile(&all, "");
        let text = format!("{}{}", stdout(&out), stderr(&out));
        assert!(!text.is_empty(), "{args:?}");
        assert_eq!(unspaced_colons(&text), Vec::<&str>::new(), "{args:?}");
    }
}

#[test]
fn help_and_usage_errors_speak_the_language() {
    let help = rankfile(&["--lang", "fr", "pgn", "check", "--help"], "");
    let text = stdout(&help);
    assert!(text.starts_with("Rejouer chaque partie"), "{text}");
    assert!(text.contains("Utilisation : rankfile pgn check"), "{text}");
    assert!(text.contains("\nOptions :\n"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.trim_start().starts_with("-h, --help") && l.ends_with(" Afficher l'aide")),
        "{text}"
    );
    let out = rankfile(&["--lang", "pt", "fen", "check", "--nope"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.starts_with("erro: argumento inesperado --nope\n"),
        "{err}"
    );
    assert!(err.contains("Uso: rankfile fen check"), "{err}");
    let out = rankfile(&["--lang", "vi", "perft"], "");
    assert!(
        stderr(&out).starts_with("lỗi: còn thiếu: <FEN>, <ĐỘ_SÂU>"),
        "{}",
        stderr(&out)
    );
    // English stays clap's own.
    let out = rankfile(&["fen", "check", "--nope"], "");
    assert!(stderr(&out).starts_with("error: unexpected argument '--nope' found"));
    // The manual page too.
    let man = rankfile(&["--lang", "fr", "man", "san"], "");
    assert!(stdout(&man).contains("SAN canonique"), "{}", stdout(&man));
}
