//! The four catalogs against each other and against the library: every
//! message in every language, with the variables that carry its content,
//! and no sentence left in English.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use rankfile_i18n::{Language, SOURCES};

/// The variables a message places (as text) and those it only selects on.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct Vars {
    placed: BTreeSet<String>,
    selected: BTreeSet<String>,
}

fn walk_pattern(pattern: &ast::Pattern<&str>, vars: &mut Vars) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, vars);
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, vars: &mut Vars) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                vars.selected.insert(id.name.to_string());
            } else {
                walk_inline(selector, vars);
            }
            for variant in variants {
                walk_pattern(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, vars),
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, vars: &mut Vars) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.placed.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars),
        _ => {}
    }
}

/// Each message of a catalog: its variables and its text as written.
fn messages(source: &str) -> BTreeMap<String, (Vars, String)> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| {
        panic!("the catalog does not parse: {errors:?}");
    });
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = Vars::default();
            let value = message.value.expect("every message has a value");
            walk_pattern(&value, &mut vars);
            let text = format!("{value:?}");
            let name = message.id.name.to_string();
            assert!(
                out.insert(name.clone(), (vars, text)).is_none(),
                "{name} is defined twice"
            );
        }
    }
    out
}

#[test]
fn every_catalog_parses_and_holds_every_english_message() {
    let english = messages(SOURCES[0].1);
    assert!(english.len() > 300, "{} messages", english.len());
    for (language, source) in &SOURCES[1..] {
        let catalog = messages(source);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !catalog.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
        let extra: Vec<&String> = catalog
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            extra.is_empty(),
            "{language} has messages English lacks: {extra:?}"
        );
    }
}

/// The arguments each `t!` call of the library gives its message: the
/// variables a catalog may use (with a piece's `-color` and `-role`, a
/// role's `-role` and a list's `-count`).
fn library_arguments() -> BTreeMap<String, BTreeSet<String>> {
    fn walk(dir: &std::path::Path, out: &mut BTreeMap<String, BTreeSet<String>>) {
        for entry in std::fs::read_dir(dir).expect("the library's sources") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("text.rs") {
                let source = std::fs::read_to_string(&path).expect("UTF-8 source");
                // `t!(`, not `format!(`.
                let calls = source.match_indices("t!(").filter(|&(at, _)| {
                    !source[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                });
                for (at, _) in calls {
                    if let Some((id, args)) = parse_call(&source[at + 3..]) {
                        out.entry(id).or_default().extend(args);
                    }
                }
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rankfile/src"),
        &mut out,
    );
    out
}

/// `"id", "english {x}", x, y)` → the id and the argument names.
fn parse_call(call: &str) -> Option<(String, Vec<String>)> {
    let rest = call.trim_start().strip_prefix('"')?;
    let (id, rest) = rest.split_once('"')?;
    let rest = rest
        .trim_start()
        .strip_prefix(',')?
        .trim_start()
        .strip_prefix('"')?;
    // The English: a string literal, escapes skipped.
    let mut chars = rest.char_indices();
    let mut end = None;
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '"' => {
                end = Some(i);
                break;
            }
            _ => {}
        }
    }
    let after = &rest[end? + 1..];
    let args = after.split(')').next()?;
    let names = args
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(str::to_string)
        .collect();
    Some((id.to_string(), names))
}

#[test]
fn the_library_messages_are_all_in_the_catalogs() {
    let library = library_arguments();
    assert!(library.len() > 300, "{} messages found", library.len());
    for (language, source) in &SOURCES {
        let catalog = messages(source);
        let missing: Vec<&String> = library
            .keys()
            .filter(|id| !catalog.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
        // English writes or selects on nothing the library does not give.
        if *language == Language::English {
            for (id, args) in &library {
                let (vars, _) = &catalog[id];
                for v in vars.placed.iter().chain(&vars.selected) {
                    let base = ["-count", "-color", "-role"]
                        .iter()
                        .fold(v.as_str(), |v, s| v.strip_suffix(s).unwrap_or(v));
                    assert!(args.contains(base), "en {id}: ${v} is not given");
                }
            }
        }
    }
}

/// A translation uses every variable English writes (nothing a person
/// should read is dropped; a side, given as `white` or `black`, may be
/// selected on rather than written), and no variable the message does not
/// give. A variable English only selects on (a count choosing `is` or
/// `are`) may go unused: Vietnamese has no plural.
#[test]
fn translations_use_the_variables_the_messages_give() {
    let english = messages(SOURCES[0].1);
    let library = library_arguments();
    for (language, source) in &SOURCES[1..] {
        for (id, (vars, _)) in messages(source) {
            let (en, _) = &english[&id];
            for v in &en.placed {
                assert!(
                    vars.placed.contains(v) || vars.selected.contains(v),
                    "{language} {id}: ${v} is not used"
                );
            }
            let given: BTreeSet<String> = en
                .placed
                .iter()
                .chain(&en.selected)
                .chain(library.get(&id).into_iter().flatten())
                .flat_map(|v| {
                    let base = v
                        .trim_end_matches("-count")
                        .trim_end_matches("-color")
                        .trim_end_matches("-role")
                        .to_string();
                    [
                        v.clone(),
                        format!("{base}-count"),
                        format!("{base}-color"),
                        format!("{base}-role"),
                        base,
                    ]
                })
                .collect();
            for v in vars.placed.iter().chain(&vars.selected) {
                assert!(
                    given.contains(v),
                    "{language} {id}: ${v} is no variable of this message"
                );
            }
        }
    }
}

/// Messages that read the same in a language as in English: they hold no
/// English word, or the word is the same in that language.
const SAME_AS_ENGLISH: &[&str] = &[
    "list-separator",
    "nothing",
    "square",
    "rank-sum",
    "write-this",
    "san-illegal",
    "epd-bad-move",
    "follows-from",
    "change-placement",
    "change-castling",
    "cli-fen-line",
    // A notation's name.
    "web-tab-pgn",
    "web-tag-FEN",
];

/// Messages that read as in English in one language: the word is that
/// language's too, as its seed writes it.
const SAME_IN: &[(&str, &str)] = &[
    // The Vietnamese page leaves the names of fields 4 to 6 in English.
    ("vi", "web-en-passant"),
    ("vi", "web-halfmove"),
    ("vi", "web-fullmove"),
    // Portuguese writes "en passant", and "FENs" as a plural noun.
    ("pt", "cli-what-fens"),
    // French writes a date as English does.
    ("fr", "web-tag-Date"),
    // French says "signal" for a process's signal.
    ("fr", "engine-exit-signal"),
    // French names the help's two lists as English does.
    ("fr", "cli-arguments-heading"),
    ("fr", "cli-options-heading"),
    ("fr", "cli-usage-options"),
    // French manual pages head their sections as English ones do.
    ("fr", "cli-man-synopsis"),
    ("fr", "cli-man-description"),
    ("fr", "cli-man-options"),
    ("fr", "cli-man-version"),
];

#[test]
fn no_message_is_left_in_english() {
    let english = messages(SOURCES[0].1);
    let has_words = |text: &str| {
        // Only the pattern's own text: placeables are `Placeable { … }`.
        text.split("TextElement { value: \"").skip(1).any(|t| {
            t.split('"')
                .next()
                .is_some_and(|t| t.chars().filter(char::is_ascii_alphabetic).count() >= 3)
        })
    };
    let mut left = Vec::new();
    for (language, source) in &SOURCES[1..] {
        for (id, (_, text)) in messages(source) {
            let (_, en_text) = &english[&id];
            let same = SAME_AS_ENGLISH.contains(&id.as_str())
                || SAME_IN.contains(&(language.code(), id.as_str()));
            if text == *en_text && has_words(en_text) && !same {
                left.push(format!("{language} {id}: {en_text}"));
            }
        }
    }
    assert!(left.is_empty(), "still in English:\n{}", left.join("\n"));
}

#[test]
fn languages_are_listed_in_order() {
    let listed: Vec<Language> = SOURCES.iter().map(|(l, _)| *l).collect();
    assert_eq!(listed, Language::ALL);
}
