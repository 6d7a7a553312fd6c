//! What clap writes in English around the help and the usage errors, in
//! the reader's language: the usage lines (`[OPTIONS]` and the value
//! names), and each usage error as a sentence of the catalog.

use std::error::Error as _;

use clap::Command;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use rankfile_i18n::Language;

use crate::i18n::say;

/// `cmd` with the usage line of every command written in the catalog's
/// words: clap's own `[OPTIONS]` is English whatever the help says
/// (unchanged in English).
pub fn with_usage_lines(cmd: Command, language: Language) -> Command {
    if language == Language::English {
        return cmd;
    }
    let mut built = cmd.clone();
    built.build();
    let mut lines = Vec::new();
    usage_lines(&mut built, &mut Vec::new(), &mut lines);
    let options = say!("cli-usage-options");
    override_usage(cmd, &[], &lines, &options)
}

/// The usage line of each command of `cmd`, by its path of names.
fn usage_lines(cmd: &mut Command, path: &mut Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    let usage = cmd.render_usage().to_string();
    let usage = usage.trim_start_matches("Usage:").trim().to_string();
    out.push((path.clone(), usage));
    for sub in cmd.get_subcommands_mut() {
        path.push(sub.get_name().to_string());
        usage_lines(sub, path, out);
        path.pop();
    }
}

/// [`with_usage_lines`]'s work on one command and its subcommands.
fn override_usage(
    mut cmd: Command,
    path: &[String],
    lines: &[(Vec<String>, String)],
    options: &str,
) -> Command {
    if let Some((_, usage)) = lines.iter().find(|(p, _)| p == path) {
        cmd = cmd.override_usage(usage.replace("[OPTIONS]", options));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let mut child = path.to_vec();
        child.push(name.clone());
        cmd = cmd.mut_subcommand(&name, |sub| override_usage(sub, &child, lines, options));
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
    let mut below = String::new();
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
            let why = match err.source() {
                Some(e) if e.is::<std::num::ParseIntError>() => say!("cli-usage-not-whole"),
                Some(e) => {
                    // A refusal that draws where the value goes wrong: its
                    // first line in the sentence, the drawing below it.
                    let text = e.to_string();
                    let (line, drawing) = text.split_once('\n').unwrap_or((&text, ""));
                    below = drawing.to_string();
                    line.to_string()
                }
                None => say!(
                    "cli-usage-valid-values",
                    values = value(ContextKind::ValidValue)
                ),
            };
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
    let mut out = crate::diag::error_line(&message);
    if !below.is_empty() {
        out.push_str(&below);
        out.push('\n');
    }
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
