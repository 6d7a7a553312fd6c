//! `--help`, the manual and clap's usage errors in the reader's language.
//!
//! The English help is the doc comments of the clap definitions. The other
//! languages' are tables in `crates/rankfile-cli/locales/LANG.ftl`, one
//! line a command or an argument: `pgn-check = …` is the about line of
//! `rankfile pgn check`, `pgn-check.strict = …` the help of its
//! `--strict`; `.lang` is the global `--lang`'s. A test holds each table to
//! exactly the commands and arguments there are.

use clap::builder::PossibleValue;
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
        cmd = cmd.mut_arg(&id, |arg| translate_arg(arg, path, table));
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

/// One argument in the table's language: its heading, its value names
/// (`<FILES>` is `<FICHIERS>` in French), its help, and the possible values
/// and default that clap would add in English, said in the help's own
/// words instead.
fn translate_arg(arg: Arg, path: &str, table: &Table) -> Arg {
    let heading = match arg.is_positional() {
        true => say!("cli-arguments-heading"),
        false => say!("cli-options-heading"),
    };
    let mut arg = arg.help_heading(heading);
    let names: Vec<String> = value_names(&arg)
        .into_iter()
        .map(|name| table.get(&value_key(&name)).unwrap_or(&name).to_string())
        .collect();
    if !names.is_empty() {
        arg = arg.value_names(names);
    }
    let id = arg.get_id().to_string();
    let Some(text) = table.get(&key(path, Some(&id))) else {
        return arg;
    };
    let colon = &crate::i18n::cat().words().colon;
    let values: Vec<PossibleValue> = (arg.get_possible_values().into_iter())
        .filter(|v| !v.is_hide_set())
        .collect();
    let defaults: Vec<String> = (arg.get_default_values().iter())
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let takes_values = arg.get_action().takes_values();
    let mut short = text.to_string();
    let mut long = None;
    if takes_values && !values.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
        let list = say!("cli-possible-values");
        short.push_str(&format!(" [{list}{colon}{}]", names.join(", ")));
        let helps: Vec<String> = (values.iter())
            .filter_map(|v| {
                let help = table.get(&key(path, Some(&format!("{id}.{}", v.get_name()))))?;
                Some(format!("- {}{colon}{help}", v.get_name()))
            })
            .collect();
        if !helps.is_empty() {
            let heading = capitalized(&list);
            long = Some(format!(
                "{text}\n\n{heading}{}\n{}",
                colon.trim_end(),
                helps.join("\n")
            ));
        }
    }
    if takes_values && !defaults.is_empty() && !arg.is_hide_default_value_set() {
        let default = format!(
            " [{}{colon}{}]",
            say!("cli-default-value"),
            defaults.join(", ")
        );
        short.push_str(&default);
        if let Some(long) = &mut long {
            long.push_str(&format!("\n\n{}", default.trim_start()));
        }
    }
    let arg = match takes_values {
        true => arg.hide_possible_values(true).hide_default_value(true),
        false => arg,
    };
    let arg = arg.help(short);
    match long {
        Some(long) => arg.long_help(long),
        None => arg.long_help(None),
    }
}

/// What clap writes for the values of `arg`: its value names, else its id
/// in capitals; none for a flag.
pub fn value_names(arg: &Arg) -> Vec<String> {
    if !arg.get_action().takes_values() {
        return Vec::new();
    }
    match arg.get_value_names() {
        Some(names) => names.iter().map(ToString::to_string).collect(),
        None => vec![arg.get_id().as_str().to_uppercase()],
    }
}

/// The table's key of the value name `name` (`value-FILES`).
pub fn value_key(name: &str) -> String {
    format!("value-{name}")
}

/// `text` with a capital first letter.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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
                for value in arg.get_possible_values() {
                    if let Some(help) = value.get_help() {
                        let id = format!("{id}.{}", value.get_name());
                        out.push((key(&path, Some(&id)), help.to_string()));
                    }
                }
                for name in value_names(arg) {
                    if !out.iter().any(|(k, _)| *k == value_key(&name)) {
                        out.push((value_key(&name), name));
                    }
                }
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
