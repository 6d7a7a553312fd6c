//! The four catalogs against each other and against the library: every
//! message in every language, with the variables that carry its content,
//! and no sentence left in English.

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
        let missing: Vec<&String> = english.keys().filter(|id| !catalog.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
        let extra: Vec<&String> = catalog.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(extra.is_empty(), "{language} has messages English lacks: {extra:?}");
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
];

#[test]
fn no_message_is_left_in_english() {
    let english = messages(SOURCES[0].1);
    let has_words = |text: &str| {
        // Only the pattern's own text: placeables are `Placeable { … }`.
        text.split("TextElement { value: \"")
            .skip(1)
            .any(|t| t.split('"').next().is_some_and(|t| t.chars().filter(char::is_ascii_alphabetic).count() >= 3))
    };
    for (language, source) in &SOURCES[1..] {
        for (id, (_, text)) in messages(source) {
            let (_, en_text) = &english[&id];
            if text == *en_text && has_words(en_text) && !SAME_AS_ENGLISH.contains(&id.as_str()) {
                panic!("{language} {id} is still in English: {en_text}");
            }
        }
    }
}

#[test]
fn languages_are_listed_in_order() {
    let listed: Vec<Language> = SOURCES.iter().map(|(l, _)| *l).collect();
    assert_eq!(listed, Language::ALL);
}
