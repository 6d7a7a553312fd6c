//! No English on a French, Vietnamese or Portuguese screen: every
//! command's help (short and long), the manual pages and a set of usage
//! errors, run in each language, hold none of the English words clap's
//! templates and the command line's own refusals would write.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::{Command, Stdio};

use common::rankfile;

const FEN: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

/// English words that must not be on screen, and the languages in which
/// they are not also words of that language (French writes OPTIONS,
/// Arguments, DESCRIPTION, SYNOPSIS and VERSION too).
const ENGLISH: &[(&str, &[&str])] = &[
    // clap's templates and help.
    ("Usage", ALL),
    ("Commands", ALL),
    ("Options", &["vi", "pt"]),
    ("Arguments", &["vi", "pt"]),
    ("Possible values", ALL),
    ("possible values", ALL),
    ("default", ALL),
    ("Print help", ALL),
    ("For more information", ALL),
    ("tip", ALL),
    // The usage line's placeholders.
    ("[OPTIONS]", &["vi", "pt"]),
    ("[ARGS]", ALL),
    ("[COMMAND]", ALL),
    ("<COMMAND>", ALL),
    ("[FENS]", ALL),
    ("<FILES>", ALL),
    ("<FILE>", ALL),
    ("<DEPTH>", ALL),
    ("<MOVES_PLAYED>", ALL),
    ("<LANG>", ALL),
    ("<COLOR>", ALL),
    ("<PATH>", ALL),
    ("<SECONDS>", ALL),
    ("<NAME>", ALL),
    ("<NUMBER>", ALL),
    ("[LINES]", ALL),
    ("<OUT>", ALL),
    ("<UCI_CASTLING>", ALL),
    ("FILE", ALL),
    ("DEPTH", ALL),
    // The manual's sections.
    ("NAME", ALL),
    ("SYNOPSIS", &["vi", "pt"]),
    ("DESCRIPTION", &["vi", "pt"]),
    ("SUBCOMMANDS", ALL),
    // Rust's and the command line's own words in usage errors.
    ("invalid", ALL),
    ("digit", ALL),
    ("found in string", ALL),
    ("is not", ALL),
    ("give", ALL),
    ("number", ALL),
    ("would do nothing", ALL),
    ("does not read", ALL),
    ("unknown", ALL),
    ("language", ALL),
    ("command", ALL),
    ("error", ALL),
];

const ALL: &[&str] = &["fr", "vi", "pt"];

/// Every command path: `[]`, `["fen"]`, `["fen", "check"]`, … read from
/// the English help's command lists.
fn commands() -> Vec<Vec<String>> {
    fn below(path: &[String], out: &mut Vec<Vec<String>>) {
        out.push(path.to_vec());
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let help = common::stdout(&rankfile(&args, ""));
        let listed = help
            .lines()
            .skip_while(|l| !l.starts_with("Commands:"))
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .filter_map(|l| l.split_whitespace().next())
            .filter(|name| *name != "help");
        for name in listed.map(str::to_string).collect::<Vec<_>>() {
            let mut child = path.to_vec();
            child.push(name);
            below(&child, out);
        }
    }
    let mut out = Vec::new();
    below(&[], &mut out);
    out
}

/// What `args` writes, both streams, in `lang`, with the machine's
/// language set to it too (for `--lang xx`).
fn screen(lang: &str, args: &[&str]) -> String {
    let locale = match lang {
        "fr" => "fr_FR.UTF-8",
        "vi" => "vi_VN.UTF-8",
        _ => "pt_BR.UTF-8",
    };
    let out = Command::new(env!("CARGO_BIN_EXE_rankfile"))
        .args(args)
        .env("RANKFILE_LANG", lang)
        .env("LANG", locale)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

/// The English words of [`ENGLISH`] in `text`, for `lang`: whole words,
/// once the options themselves (`--help`, `--threads`) and JSON's keys
/// (`"error"`, which stay as the API writes them) are set aside.
fn english_in(text: &str, lang: &str) -> Vec<&'static str> {
    let unquoted: String = (text.split('"').enumerate())
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect();
    let text: String = unquoted
        .split_whitespace()
        .filter(|w| !w.trim_start_matches(['(', '[', '`']).starts_with('-'))
        .collect::<Vec<_>>()
        .join(" ");
    let word = |c: char| c.is_alphanumeric() || c == '_';
    ENGLISH
        .iter()
        .filter(|(_, langs)| langs.contains(&lang))
        .map(|(english, _)| *english)
        .filter(|english| {
            text.match_indices(english).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                let after = text[at + english.len()..].chars().next();
                !before.is_some_and(word) && !after.is_some_and(word)
            })
        })
        .collect()
}

/// What each screen of `lang` shows, by what was run.
fn screens(lang: &str) -> Vec<(String, String)> {
    let mut runs: Vec<Vec<String>> = Vec::new();
    for path in commands() {
        for flag in ["-h", "--help"] {
            let mut args = path.clone();
            args.push(flag.to_string());
            runs.push(args);
        }
        if path.len() == 1 {
            runs.push(vec!["man".to_string(), path[0].clone()]);
        }
    }
    let errors: &[&[&str]] = &[
        &["man"],
        &["man", "xyz"],
        &["perft", FEN, "abc"],
        &["pgn", "check", "--threads", "x", "a.pgn"],
        &["pgn", "check", "--threads", "0", "a.pgn"],
        &["pgn", "export", "--games-per-file", "0", "a.pgn"],
        &["--lang", "xx", "fen", "check", FEN],
        &["fen", "show", "--color", "sometimes", FEN],
        &["fen", "svg", "--arrows", "Xz9", FEN],
        &["fen", "svg", "--circles", "Gz9", FEN],
        &["fen", "start960", "1000"],
        &["analyse", "--multipv", "99", FEN],
        &["analyse", "--depth", "x", FEN],
        &["fen", "check", "--bogus"],
        &["chek"],
        &["fen"],
    ];
    runs.extend(
        errors
            .iter()
            .map(|args| args.iter().map(ToString::to_string).collect()),
    );
    runs.into_iter()
        .map(|args| {
            let refs: Vec<&str> = args.iter().map(String::as_str).collect();
            (args.join(" "), screen(lang, &refs))
        })
        .collect()
}

#[test]
fn no_english_word_on_any_screen_of_the_three_languages() {
    let mut found = Vec::new();
    for lang in ALL {
        for (run, text) in screens(lang) {
            let words = english_in(&text, lang);
            if !words.is_empty() {
                found.push(format!("{lang}: rankfile {run}: {words:?}"));
            }
        }
    }
    assert!(found.is_empty(), "English on screen:\n{}", found.join("\n"));
}

/// The test can fail: the same screens in English hold the words.
#[test]
fn the_list_finds_clap_s_english() {
    let help = common::stdout(&rankfile(&["pgn", "export", "--help"], ""));
    let words = english_in(&help, "vi");
    for expected in ["Usage", "<FILES>", "default", "possible values"] {
        assert!(words.contains(&expected), "{expected} not found: {words:?}");
    }
    let error = common::stderr(&rankfile(&["perft", FEN, "abc"], ""));
    assert!(english_in(&error, "fr").contains(&"digit"), "{error}");
}
