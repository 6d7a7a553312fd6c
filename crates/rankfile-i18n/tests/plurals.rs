//! Every count in every message, as each language says it: a count
//! English, French and Portuguese write beside a noun chooses the noun's
//! form by Fluent's plural categories; Portuguese says zero in the plural
//! ("0 partidas", where CLDR's `pt` rule files 0 under `one`); and every
//! message that takes a count renders at 0, 1, 2 and 5 in the four
//! languages, with no error and no "only 0" (Vietnamese "mới chỉ có 0
//! quân", French "que 0", Portuguese "só 0") where a language says zero
//! in words.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use rankfile_i18n::{Language, SOURCES};

/// Counts that no language chose a form for, until the third round of
/// the languages' review found them saying "1 fields".
const COUNTS: &[(&str, &str)] = &[
    ("fen-field-count", "count"),
    ("cli-progress", "games"),
    ("compare-fifty-ahead", "plies"),
    ("input-trailing-bytes", "bytes"),
    ("input-trailing-zeros", "bytes"),
    ("input-control-bytes", "bytes"),
    ("cli-inputs-not-read-whole", "inputs"),
    ("web-edit-fields-locked-one", "n"),
    ("web-edit-no-board-one", "n"),
];

/// Counts a message shows without choosing a form, and why that is right
/// in English, French and Portuguese.
const BARE_COUNTS: &[(&str, &str, &str)] = &[
    (
        "cli-dedup-summary",
        "kept",
        "kept 3 of 5 games: the total's noun serves both",
    ),
    (
        "cli-dedup-summary",
        "games",
        "French writes « 3 parties gardées sur 5 »: the kept count's noun serves both",
    ),
    ("cli-filter-summary", "kept", "as cli-dedup-summary"),
    ("cli-filter-summary", "games", "as cli-dedup-summary"),
    (
        "cli-inputs-not-read-whole",
        "failed",
        "1 of 3 inputs: the total's noun serves both",
    ),
    (
        "cli-inputs-not-read-whole",
        "inputs",
        "said only of two inputs or more (one alone is cli-not-read-whole)",
    ),
    (
        "cli-note-unquoted",
        "count",
        "a FEN the shell split is two arguments or more",
    ),
    (
        "kings-of-color",
        "count",
        "\"2 white\": an English adjective has one form",
    ),
    (
        "explain-fifty-ahead",
        "left",
        "\"(37 to go)\": no noun in English",
    ),
    ("explain-fifty-now", "left", "as explain-fifty-ahead"),
    (
        "warning-start-halfmove",
        "plies",
        "French gives the count alone, in brackets",
    ),
    (
        "cli-export-summary",
        "errors",
        "\"(3 with errors)\": the games' noun serves",
    ),
    (
        "cli-export-summary-positions",
        "errors",
        "as cli-export-summary",
    ),
    (
        "cli-fen-summary",
        "checked",
        "\"checked 3, valid 1\": each count after its label",
    ),
    ("cli-fen-summary", "valid", "as checked"),
    ("cli-fen-summary", "invalid", "as checked"),
    (
        "cli-pgn-summary",
        "good",
        "\"5 games, 3 without error\": the games' noun serves",
    ),
    ("cli-pgn-summary", "bad", "as good"),
    (
        "explain-fullmove",
        "n",
        "\"Move 12\": a move's number, not a count",
    ),
];

/// How a message uses one variable.
#[derive(Debug, Default, Clone, Copy)]
struct Use {
    /// Written somewhere outside any choice made on the variable itself.
    placed_bare: bool,
    /// Chosen on, with plural categories or numbers as keys.
    plural: bool,
    /// Chosen on with `[one]` but no `[0]`.
    one_without_zero: bool,
    /// Its `[one]` variant writes the number 1 itself, not the count.
    one_writes_1: bool,
}

fn walk_pattern(pattern: &ast::Pattern<&str>, within: &mut Vec<String>, out: &mut Uses) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, within, out);
        }
    }
}

type Uses = BTreeMap<String, Use>;

fn walk_expression(expression: &ast::Expression<&str>, within: &mut Vec<String>, out: &mut Uses) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            let name = match selector {
                ast::InlineExpression::VariableReference { id } => id.name.to_string(),
                other => {
                    walk_inline(other, within, out);
                    String::new()
                }
            };
            let keys: Vec<String> = (variants.iter())
                .map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                })
                .collect();
            let plural = keys.iter().any(|k| {
                matches!(k.as_str(), "zero" | "one" | "two" | "few" | "many")
                    || k.parse::<f64>().is_ok()
            });
            if !name.is_empty() {
                let used = out.entry(name.clone()).or_default();
                used.plural |= plural;
                used.one_without_zero |=
                    keys.iter().any(|k| k == "one") && !keys.contains(&"0".into());
                used.one_writes_1 |= (variants.iter())
                    .filter(|v| matches!(&v.key, ast::VariantKey::Identifier { name } if *name == "one"))
                    .any(|v| writes_1(&v.value));
            }
            within.push(name);
            for variant in variants {
                walk_pattern(&variant.value, within, out);
            }
            within.pop();
        }
        ast::Expression::Inline(inline) => walk_inline(inline, within, out),
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, within: &mut Vec<String>, out: &mut Uses) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            let name = id.name.to_string();
            let bare = !within.contains(&name);
            out.entry(name).or_default().placed_bare |= bare;
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, within, out),
        _ => {}
    }
}

/// Whether `pattern`'s own text holds the number 1 (`1 partie`).
fn writes_1(pattern: &ast::Pattern<&str>) -> bool {
    pattern.elements.iter().any(|e| match e {
        ast::PatternElement::TextElement { value } => value
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| word == "1"),
        _ => false,
    })
}

/// Each message of `source` and how it uses each of its variables.
fn messages(source: &str) -> BTreeMap<String, Uses> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{e:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut uses = Uses::new();
            if let Some(value) = &message.value {
                walk_pattern(value, &mut Vec::new(), &mut uses);
            }
            out.insert(message.id.name.to_string(), uses);
        }
    }
    out
}

fn catalogs() -> Vec<(Language, BTreeMap<String, Uses>)> {
    SOURCES
        .iter()
        .map(|&(language, source)| (language, messages(source)))
        .collect()
}

/// The count variables of each message: those some language chooses a
/// plural form on, and those of [`COUNTS`].
fn counts() -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, messages) in catalogs() {
        for (id, uses) in messages {
            let entry = out.entry(id.clone()).or_default();
            for (name, used) in uses {
                if used.plural || COUNTS.contains(&(id.as_str(), name.as_str())) {
                    entry.insert(name);
                }
            }
        }
    }
    out.retain(|_, names| !names.is_empty());
    out
}

/// A message chosen by its id's `-one`/`-other` (the page's `tn`).
fn chosen_by_id(id: &str) -> bool {
    id.ends_with("-one") || id.ends_with("-other")
}

/// `language: id: $name` for each count variable of each message of
/// `languages` whose use is `flagged`.
fn flagged(languages: &[Language], flagged: impl Fn(&str, &str, &Use) -> bool) -> Vec<String> {
    let counts = counts();
    let mut out = Vec::new();
    for (language, messages) in catalogs() {
        if !languages.contains(&language) {
            continue;
        }
        for (id, names) in &counts {
            let Some(uses) = messages.get(id) else {
                continue;
            };
            for name in names {
                if uses.get(name).is_some_and(|u| flagged(id, name, u)) {
                    out.push(format!("{language}: {id}: ${name}"));
                }
            }
        }
    }
    out
}

/// Vietnamese nouns have no plural: the three others choose.
const PLURAL_NOUNS: &[Language] = &[Language::English, Language::French, Language::Portuguese];

#[test]
fn a_count_beside_a_noun_chooses_its_form() {
    let bare = flagged(PLURAL_NOUNS, |id, name, used| {
        let excused = (BARE_COUNTS.iter()).any(|(b, var, _)| *b == id && *var == name);
        !chosen_by_id(id) && !excused && used.placed_bare && !used.plural
    });
    assert!(
        bare.is_empty(),
        "counts written with no plural choice:\n{}",
        bare.join("\n")
    );
}

/// French's and Portuguese's `one` holds 0 as well as 1 (CLDR: `i = 0,1`):
/// a `[one]` that writes "1" itself says "1 erreur" of none, unless a
/// `[0]` comes first.
#[test]
fn one_holds_zero_where_the_language_says_so() {
    let languages = [Language::French, Language::Portuguese];
    let wrong = flagged(&languages, |_, _, used| {
        used.one_writes_1 && used.one_without_zero
    });
    assert!(
        wrong.is_empty(),
        "[one] writes 1 and 0 falls in it:\n{}",
        wrong.join("\n")
    );
}

/// Brazilian Portuguese says "0 partidas": every `[one]` has a `[0]`
/// before it.
#[test]
fn portuguese_says_zero_in_the_plural() {
    let wrong = flagged(&[Language::Portuguese], |_, _, used| used.one_without_zero);
    assert!(wrong.is_empty(), "[one] and no [0]:\n{}", wrong.join("\n"));
}

/// "only 0" and its kin in each language: zero said as a number after a
/// word that means "only" or "at most".
fn zero_as_a_number(language: Language, text: &str) -> bool {
    let words: &[&str] = match language {
        Language::English => &["only 0 ", "most 0 "],
        Language::French => &["que 0 ", "seules 0 ", "seul 0 ", "plus 0 "],
        Language::Vietnamese => &[
            "chỉ có 0 ",
            "mới có 0 ",
            "chỉ mất 0 ",
            "chỉ thiếu 0 ",
            "đi được 0 ",
        ],
        Language::Portuguese => &["só 0 ", "apenas 0 ", "máximo 0 "],
    };
    words.iter().any(|w| text.contains(w))
}

#[test]
fn every_count_renders_at_0_1_2_and_5_in_every_language() {
    let counts = counts();
    let mut problems = Vec::new();
    let mut rendered = 0;
    for (language, source) in SOURCES {
        let resource = FluentResource::try_new(source.to_string()).unwrap();
        let mut bundle = FluentBundle::new(vec![language.code().parse().unwrap()]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).unwrap();
        let messages = messages(source);
        for (id, names) in &counts {
            let Some(uses) = messages.get(id) else {
                continue;
            };
            let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
            for count in names {
                for n in [0, 1, 2, 5] {
                    let mut args = FluentArgs::new();
                    for name in uses.keys() {
                        match names.contains(name) {
                            true => args.set(name.clone(), FluentValue::from(n)),
                            false => args.set(name.clone(), "x"),
                        }
                    }
                    args.set(count.clone(), FluentValue::from(n));
                    let mut errors = Vec::new();
                    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                    rendered += 1;
                    if !errors.is_empty() || text.contains("{$") || text.contains("{ $") {
                        problems.push(format!("{language} {id} ${count}={n}: {errors:?} {text}"));
                    }
                    if n == 0 && zero_as_a_number(language, &text) {
                        problems.push(format!("{language} {id} ${count}=0: {text}"));
                    }
                }
            }
        }
    }
    assert!(rendered > 400, "only {rendered} renderings");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
