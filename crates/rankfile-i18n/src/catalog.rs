//! One language's catalog, and rendering a [`Text`] with it.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use rankfile::Color;
use rankfile::diag::{self, Diagnostic};
use rankfile::text::{Arg, Render, SENTENCES, Text};

use crate::entries::Entries;
use crate::{Language, SOURCES};

/// The messages of one language.
pub struct Catalog {
    language: Language,
    /// The language's plural rules and formatting: its messages are in
    /// `messages`, each parsed when first said.
    bundle: FluentBundle<FluentResource>,
    messages: Entries,
    words: diag::Words<String>,
    /// Made [`for_requests`](Catalog::for_requests): its words differ
    /// from the library's English (the requests' fields).
    requests: bool,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

/// Why a message could not be rendered as its catalog writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderError {
    /// The message id.
    pub id: String,
    /// What went wrong: a missing message, a missing variable, …
    pub problems: Vec<String>,
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.id, self.problems.join("; "))
    }
}

impl std::error::Error for RenderError {}

/// Each language's catalog, read the first time it is asked for.
static CATALOGS: [OnceLock<Catalog>; 4] = [
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
];

/// Each language's catalog as the web API speaks it.
static REQUEST_CATALOGS: [OnceLock<Catalog>; 4] = [
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
];

/// The command line's options that hints name, and the request fields an
/// API user sends instead.
const REQUEST_FIELDS: [(&str, &str); 2] = [
    ("--lenient", "\"lenient\": true"),
    ("--chess960", "\"chess960\": true"),
];

impl Catalog {
    /// The catalog of `language` as a web API answers in it: where a hint
    /// names a command-line option (`read it with --lenient`), it names
    /// the request's field instead (`read it with "lenient": true`); the
    /// command line's own messages (`cli-…`) keep their options. French
    /// has its narrow no-break spaces before `:` `;` `?` `!`, as a page
    /// shows it.
    ///
    /// ```
    /// use rankfile_i18n::{Catalog, Language};
    ///
    /// let api = Catalog::for_requests(Language::French);
    /// let hint = api.say("fen-tilde-hint", &[]);
    /// assert!(hint.contains("\"lenient\": true"), "{hint}");
    /// assert!(!hint.contains("--lenient"), "{hint}");
    /// ```
    pub fn for_requests(language: Language) -> &'static Catalog {
        let index = index_of(language);
        REQUEST_CATALOGS[index].get_or_init(|| {
            let mut source = request_source(SOURCES[index].1);
            if language == Language::French {
                source = french_spaces(&source);
            }
            Catalog {
                requests: true,
                ..Catalog::parse(language, source.into())
            }
        })
    }

    /// The catalog of `language`, read once (the first time it is asked
    /// for) and kept.
    pub fn get(language: Language) -> &'static Catalog {
        let index = index_of(language);
        CATALOGS[index].get_or_init(|| Catalog::parse(language, SOURCES[index].1.into()))
    }

    /// Reads a catalog: cuts it into its messages, each parsed when it is
    /// first said. The compiled-in ones are tested to parse whole: a
    /// broken entry is a missing message here rather than a lost language.
    fn parse(language: Language, source: Cow<'static, str>) -> Catalog {
        let langid = language
            .code()
            .parse()
            .unwrap_or_else(|_| unic_langid::langid!("en"));
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        let mut catalog = Catalog {
            language,
            bundle,
            messages: Entries::new(source),
            requests: false,
            words: diag::Words {
                error: String::new(),
                warning: String::new(),
                hint: String::new(),
                colon: String::new(),
            },
        };
        catalog.words = diag::Words {
            error: catalog.say("diag-error", &[]),
            warning: catalog.say("diag-warning", &[]),
            hint: catalog.say("diag-hint", &[]),
            colon: catalog.say("diag-colon", &[]),
        };
        catalog
    }

    /// The words around a diagnostic: `error`, `warning`, `hint`.
    pub fn words(&self) -> &diag::Words<String> {
        &self.words
    }

    /// The catalog's language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The ids of the catalog's messages, in its order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.messages.ids()
    }

    /// Message `id` with its variables left as `{$name}` (and a count's
    /// other form), for a page that fills them in itself.
    pub fn pattern(&self, id: &str) -> Option<String> {
        let message = self.messages.message(id)?;
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(message.value.as_ref()?, None, &mut errors);
        Some(text.into_owned())
    }

    /// Whether the catalog holds message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.messages.message(id).is_some()
    }

    /// `text` in this language. English is the sentence the library made;
    /// another language falls back to it for a message its catalog lacks
    /// (the tests see that none does).
    pub fn text<'t>(&self, text: &'t Text) -> Cow<'t, str> {
        // English as the library wrote it, unless the catalog's words
        // differ from it (the requests' fields).
        if self.language == Language::English && !self.requests {
            return Cow::Borrowed(text.as_str());
        }
        match self.try_text(text) {
            Ok(s) => Cow::Owned(s),
            Err(_) => Cow::Borrowed(text.as_str()),
        }
    }

    /// `text` rendered from the catalog, English included, or why it
    /// cannot be.
    ///
    /// # Errors
    ///
    /// A message missing from the catalog, or a variable it uses that the
    /// text does not give.
    pub fn try_text(&self, text: &Text) -> Result<String, RenderError> {
        if text.id() == SENTENCES {
            let mut out = Vec::new();
            if let Some(Arg::List(parts)) = text.value("parts") {
                for part in parts {
                    let rendered = self.try_arg(part)?;
                    if !rendered.is_empty() {
                        out.push(rendered);
                    }
                }
            }
            return Ok(out.join(" "));
        }
        let mut args = FluentArgs::new();
        for (name, value) in text.args() {
            self.set(&mut args, name, value)?;
        }
        self.format(text.id(), &args)
    }

    /// Message `id`, with `args`, for the messages that the command line
    /// and the page make themselves (`cli-summary`, `web-tab-fen`).
    pub fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            if self.set(&mut fluent, name, value).is_err() {
                return id.to_string();
            }
        }
        self.format(id, &fluent).unwrap_or_else(|_| {
            // A message this catalog lacks (the tests see that none does):
            // English rather than nothing.
            if self.language == Language::English {
                id.to_string()
            } else {
                Catalog::get(Language::English).say(id, args)
            }
        })
    }

    fn format(&self, id: &str, args: &FluentArgs<'_>) -> Result<String, RenderError> {
        let missing = |what: String| RenderError {
            id: id.to_string(),
            problems: vec![what],
        };
        let message = self
            .messages
            .message(id)
            .ok_or_else(|| missing(format!("no message in the {} catalog", self.language)))?;
        let pattern = message
            .value
            .as_ref()
            .ok_or_else(|| missing("the message has no value".to_string()))?;
        let mut errors = Vec::new();
        let out = self.bundle.format_pattern(pattern, Some(args), &mut errors);
        if errors.is_empty() {
            Ok(out.into_owned())
        } else {
            Err(RenderError {
                id: id.to_string(),
                problems: errors.iter().map(ToString::to_string).collect(),
            })
        }
    }

    /// Sets argument `name` as Fluent variables: a piece also gives
    /// `name-color` and `name-role`, a role `name-role`, a list
    /// `name-count`.
    fn set(&self, args: &mut FluentArgs<'_>, name: &str, value: &Arg) -> Result<(), RenderError> {
        match value {
            Arg::Number(n) => args.set(name.to_string(), FluentValue::from(*n)),
            Arg::Piece(piece) => {
                args.set(format!("{name}-color"), color_key(piece.color));
                args.set(format!("{name}-role"), piece.role.name());
                args.set(name.to_string(), self.try_arg(value)?);
            }
            Arg::Role(role) => {
                args.set(format!("{name}-role"), role.name());
                args.set(name.to_string(), self.try_arg(value)?);
            }
            Arg::List(items) | Arg::Choices(items) => {
                args.set(format!("{name}-count"), FluentValue::from(items.len()));
                args.set(name.to_string(), self.try_arg(value)?);
            }
            _ => args.set(name.to_string(), self.try_arg(value)?),
        }
        Ok(())
    }

    /// An argument as the text it stands for in this language.
    fn try_arg(&self, value: &Arg) -> Result<String, RenderError> {
        let empty = FluentArgs::new();
        Ok(match value {
            Arg::Verbatim(s) => s.clone(),
            Arg::Square(s) => s.to_string(),
            Arg::Char(c) => c.to_string(),
            Arg::Number(n) => n.to_string(),
            Arg::Color(c) => color_key(*c).to_string(),
            Arg::Role(r) => self.format(&format!("role-{}", r.name()), &empty)?,
            Arg::Piece(p) => self.format(
                &format!("piece-{}-{}", color_key(p.color), p.role.name()),
                &empty,
            )?,
            Arg::Field(n) => self.format(&format!("field-{n}"), &empty)?,
            Arg::Text(t) => self.try_text(t)?,
            Arg::List(items) => {
                let rendered = items
                    .iter()
                    .map(|i| self.try_arg(i))
                    .collect::<Result<Vec<_>, _>>()?;
                self.list(&rendered, "list-and")?
            }
            Arg::Choices(items) => {
                let rendered = items
                    .iter()
                    .map(|i| self.try_arg(i))
                    .collect::<Result<Vec<_>, _>>()?;
                self.list(&rendered, "list-or")?
            }
            _ => String::new(),
        })
    }

    /// `a`, `a and b`, `a, b and c` (or `a, b or c`), with this language's
    /// words.
    fn list(&self, items: &[String], last_word: &str) -> Result<String, RenderError> {
        let empty = FluentArgs::new();
        Ok(match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let separator = self.format("list-separator", &empty)?;
                let word = self.format(last_word, &empty)?;
                format!("{}{word}{last}", rest.join(&separator))
            }
        })
    }

    /// A diagnostic drawn as the command line draws it ([`diag::render`]),
    /// its message, its hint and the word "hint" in this language.
    pub fn diagnostic(&self, input: &str, diagnostic: &Diagnostic) -> String {
        let message = self.text(&diagnostic.message);
        let hint = diagnostic.hint.as_ref().map(|h| self.text(h));
        diag::render_in(input, diagnostic, &message, hint.as_deref(), &self.words)
    }
}

fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The place of `language` in [`SOURCES`] and the catalogs.
fn index_of(language: Language) -> usize {
    Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0)
}

/// `source` with the options its hints name written as the request's
/// fields ([`REQUEST_FIELDS`]), in every message but the command line's
/// own (`cli-…`). The catalog's text only: a message's variables (the
/// input it quotes) stay as they were given.
fn request_source(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut command_line = false;
    for line in source.lines() {
        if !line.starts_with([' ', '\t']) {
            command_line = line.starts_with("cli-");
        }
        let mut line = line.to_string();
        if !command_line {
            for (option, field) in REQUEST_FIELDS {
                line = line.replace(option, field);
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// A French catalog's text with a narrow no-break space (U+202F) before
/// `:` `;` `?` `!` and inside `« »`, where French typography wants one,
/// so that a page never breaks a line before them. The catalog's own text
/// only: what a message quotes (a FEN, a comment) is a variable, and
/// stays as it was given.
fn french_spaces(source: &str) -> String {
    const NARROW: char = '\u{202F}';
    let mut out = source.to_string();
    for mark in [":", ";", "?", "!", "»"] {
        out = out.replace(&format!(" {mark}"), &format!("{NARROW}{mark}"));
    }
    out.replace("« ", &format!("«{NARROW}"))
}

impl Render for Catalog {
    fn render<'t>(&self, text: &'t Text) -> Cow<'t, str> {
        self.text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message a catalog lacks is said in English, not as its id.
    #[test]
    fn a_missing_message_falls_back_to_english() {
        let french = Catalog::parse(Language::French, "cli-ok = ok :\n".into());
        assert_eq!(french.say("cli-ok", &[]), "ok :");
        assert_eq!(french.say("cli-invalid", &[]), "invalid:");
        let english = Catalog::parse(Language::English, "cli-ok = ok:\n".into());
        assert_eq!(english.say("no-such-message", &[]), "no-such-message");
    }

    /// The errors of the library's small parsers are Texts, said in every
    /// language, their English the library's own.
    #[test]
    fn the_small_parsers_errors_are_translated() {
        let pos = rankfile::Position::new();
        let uci = pos.parse_uci("e2e5").unwrap_err();
        let syntax = pos.parse_uci("e2-e4").unwrap_err();
        let square = "z9".parse::<rankfile::Square>().unwrap_err();
        let lang = "xx".parse::<rankfile::Lang>().unwrap_err();
        let material = "KXk".parse::<rankfile::Material>().unwrap_err();
        let english = Catalog::get(Language::English);
        let french = Catalog::get(Language::French);
        for text in [
            uci.message(),
            syntax.message(),
            square.message(),
            lang.message(),
            material.message(),
        ] {
            assert_eq!(english.try_text(&text).as_deref(), Ok(text.as_str()));
        }
        assert_eq!(
            french.text(&uci.message()),
            "e2e5 : pas un coup légal dans cette position"
        );
        assert_eq!(
            french.text(&syntax.message()),
            "« e2-e4 » n'est pas un coup UCI"
        );
        assert_eq!(
            french.text(&material.message()),
            "« X » n'est pas une lettre de pièce"
        );
        let setup: rankfile::Setup = "8/8/8/8/8/8/8/8 w - - 0 1".parse().unwrap();
        let position = rankfile::Position::from_setup(setup).unwrap_err();
        let message = position.message();
        assert_eq!(english.text(&message), message.as_str());
        // Display keeps its `; ` between the problems.
        assert!(position.to_string().contains("; "), "{position}");
        assert!(
            french
                .text(&position.message())
                .starts_with("position illégale : ")
        );
    }
}
