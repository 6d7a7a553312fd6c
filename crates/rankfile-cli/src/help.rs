//! `--help`, the manual and clap's usage errors in the reader's language.
//!
//! The English help is the doc comments of the clap definitions. The other
//! languages' are tables in `crates/rankfile-cli/locales/LANG.ftl`, one
//! line a command or an argument: `pgn-check = …` is the about line of
//! `rankfile pgn check`, `pgn-check.strict = …` the help of its
//! `--strict`; `.lang` is the global `--lang`'s. A test holds each table to
//! exactly the commands and arguments there are.

use std::error::Error as _;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};
use rankfile_i18n::Language;

use crate::i18n::say;

/// The help of one language: `(key, text)` pairs.
pub struct Table(Vec<(&'static str, &'static str)>);

impl Table {
    /// The table of `language`; `None` for English, whose help is the doc
    /// comments.
    pub fn of(language: Language) -> Option<Table> {
        let text = match language {
            Language::English => return None,
            Language::French => include_str!("../locales/fr.ftl"),
            Language::Vietnamese => include_str!("../locales/vi.ftl"),
            Language::Portuguese => include_str!("../locales/pt.ftl"),
        };
        Some(Table(parse(text)))
    }

    /// The text of `key`, if the table has it.
    pub fn get(&self, key: &str) -> Option<&'static str> {
        self.0.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    /// Every key, in the table's order.
    #[cfg(test)]
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|(k, _)| *k)
    }
}

/// `key = text` lines; `#` comments and blank lines skipped.
fn parse(text: &'static str) -> Vec<(&'static str, &'static str)> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once(" = "))
        .map(|(k, v)| (k.trim(), v.trim()))
        .collect()
}

/// The key of the command at `path` (`""` for `rankfile` itself,
/// `pgn-check`), and of its argument `id` (`pgn-check.strict`).
pub fn key(path: &str, arg: Option<&str>) -> String {
    match arg {
        Some(id) => format!("{path}.{id}"),
        None if path.is_empty() => "rankfile".to_string(),
        None => path.to_string(),
    }
}

/// Each command of `cmd` with its key path: `("", rankfile)`,
/// `("pgn", …)`, `("pgn-check", …)`.
#[cfg(test)]
pub fn walk(cmd: &Command, path: String, out: &mut Vec<(String, Command)>) {
    out.push((path.clone(), cmd.clone()));
    for sub in cmd.get_subcommands() {
        let name = sub.get_name();
        let child = if path.is_empty() {
            name.to_string()
        } else {
            format!("{path}-{name}")
        };
        walk(sub, child, out);
    }
}

/// `cmd`, its about lines, argument helps and headings in `language`
/// (unchanged in English).
pub fn localized(cmd: Command, language: Language) -> Command {
    let Some(table) = Table::of(language) else {
        return cmd;
    };
    let help = say!("cli-help-flag");
    let version = say!("cli-version-flag");
    let cmd = cmd
        .disable_help_flag(true)
        .disable_version_flag(true)
        .disable_help_subcommand(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .global(true)
                .help(help),
        )
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(version),
        );
    translate(cmd, "", &table)
}

/// [`localized`]'s work on one command and, through them, its
/// subcommands. clap writes a colon glued to each heading: French's
/// headings end with a space, so that it reads `Options :`.
fn translate(mut cmd: Command, path: &str, table: &Table) -> Command {
    if let Some(about) = table.get(&key(path, None)) {
        cmd = cmd.about(about).long_about(None);
    }
    let template = format!(
        "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        say!("cli-usage-heading")
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(say!("cli-commands-heading"))
        .subcommand_value_name(say!("cli-command-value"));
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let text = table.get(&key(path, Some(&id)));
        cmd = cmd.mut_arg(&id, |arg| {
            let heading = match arg.is_positional() {
                true => say!("cli-arguments-heading"),
                false => say!("cli-options-heading"),
            };
            let arg = arg.help_heading(heading);
            match text {
                Some(text) => arg.help(text).long_help(None),
                None => arg,
            }
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let child = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        cmd = cmd.mut_subcommand(&name, |sub| translate(sub, &child, table));
    }
    cmd
}

/// A usage error of clap's in the catalog's language: `None` in English
/// (clap's own words) and for what is not an error (`--help`,
/// `--version`), which clap prints as it is.
pub fn usage_error(err: &clap::Error, language: Language) -> Option<String> {
    if language == Language::English {
        return None;
    }
    let value = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(list)) => list.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    };
    let arg = value(ContextKind::InvalidArg);
    let message = match err.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::UnknownArgument => say!("cli-usage-unknown-argument", arg = arg),
        ErrorKind::InvalidSubcommand => say!(
            "cli-usage-unknown-command",
            command = value(ContextKind::InvalidSubcommand)
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let why = err
                .source()
                .map(ToString::to_string)
                .unwrap_or_else(|| value(ContextKind::ValidValue));
            say!(
                "cli-usage-bad-value",
                value = value(ContextKind::InvalidValue),
                arg = arg,
                why = why
            )
        }
        ErrorKind::MissingRequiredArgument => say!("cli-usage-missing", args = arg),
        ErrorKind::MissingSubcommand => say!("cli-usage-no-command"),
        ErrorKind::ArgumentConflict => say!(
            "cli-usage-conflict",
            arg = arg,
            other = value(ContextKind::PriorArg)
        ),
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
            say!(
                "cli-usage-values",
                arg = arg,
                value = value(ContextKind::InvalidValue)
            )
        }
        _ => say!("cli-usage-other", arg = arg),
    };
    let words = crate::i18n::cat().words();
    let parts = rankfile::diag::Parts::new(rankfile::diag::Severity::Error, &message);
    let mut out = rankfile::diag::render_parts(&parts, None, words);
    let suggested = value(ContextKind::SuggestedArg) + &value(ContextKind::SuggestedSubcommand);
    if !suggested.is_empty() {
        out.push_str(&format!("\n{}\n", say!("cli-usage-tip", tip = suggested)));
    }
    if let Some(usage) = err.get(ContextKind::Usage) {
        let usage = usage.to_string();
        let usage = usage.trim_start_matches("Usage:").trim();
        out.push_str(&format!("\n{} {usage}\n", say!("cli-usage-heading")));
    }
    out.push_str(&format!("\n{}\n", say!("cli-usage-more")));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every command and argument of rankfile with its English help, as
    /// `key = text` lines (clap's own `help` and `version` aside).
    fn english() -> Vec<(String, String)> {
        let mut commands = Vec::new();
        walk(&crate::Cli::command(), String::new(), &mut commands);
        let mut out = Vec::new();
        for (path, cmd) in commands {
            let about = cmd.get_about().map(ToString::to_string).unwrap_or_default();
            out.push((key(&path, None), about.replace('\n', " ")));
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                if matches!(id, "help" | "version") || (arg.is_global_set() && !path.is_empty()) {
                    continue;
                }
                let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                out.push((key(&path, Some(id)), help.replace('\n', " ")));
            }
        }
        out
    }

    /// Each language's table has every command and argument, and nothing
    /// else: a new option without its translation fails here, with the
    /// lines to translate.
    #[test]
    fn each_table_covers_every_command_and_argument() {
        let english = english();
        for language in [Language::French, Language::Vietnamese, Language::Portuguese] {
            let table = Table::of(language).unwrap();
            let missing: Vec<String> = (english.iter())
                .filter(|(k, _)| table.get(k).is_none())
                .map(|(k, v)| format!("{k} = {v}"))
                .collect();
            assert!(
                missing.is_empty(),
                "{language}: missing\n{}",
                missing.join("\n")
            );
            let known: Vec<&str> = english.iter().map(|(k, _)| k.as_str()).collect();
            let stale: Vec<&str> = table.keys().filter(|k| !known.contains(k)).collect();
            assert!(
                stale.is_empty(),
                "{language}: no such command or argument: {stale:?}"
            );
        }
    }
}
