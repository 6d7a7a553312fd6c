//! `rankfile man` and `rankfile completions`: the manual page and the
//! shells' completion scripts, made from the command line's own
//! definitions, so that they never fall behind it.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Context;

use crate::i18n::say;

/// Print the manual page (roff), of rankfile or of one of its commands.
///
/// Install: `rankfile man > ~/.local/share/man/man1/rankfile.1` (and
/// `rankfile man pgn > …/rankfile-pgn.1`), then `man rankfile`.
#[derive(clap::Args)]
pub struct ManArgs {
    /// The command whose page to print (`pgn`, `fen`, …): without it, the
    /// page of rankfile itself.
    command: Option<String>,
}

/// Print the completion script of a shell.
///
/// Install (bash): `rankfile completions bash > ~/.local/share/bash-completion/completions/rankfile`;
/// (zsh): `rankfile completions zsh > ~/.zfunc/_rankfile` with `~/.zfunc`
/// in `fpath`; (fish): `rankfile completions fish > ~/.config/fish/completions/rankfile.fish`;
/// (PowerShell): `rankfile completions powershell >> $PROFILE`.
#[derive(clap::Args)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell or elvish.
    shell: clap_complete::Shell,
}

/// Writes the manual page of `args.command` (a subcommand of `cli`).
pub fn man(cli: clap::Command, args: ManArgs) -> anyhow::Result<ExitCode> {
    let mut cli = cli;
    cli.build();
    let page = match &args.command {
        None => cli,
        Some(name) => {
            let Some(sub) = cli.find_subcommand(name) else {
                let names: Vec<&str> = cli.get_subcommands().map(clap::Command::get_name).collect();
                let message = say!(
                    "cli-man-no-command",
                    name = name.as_str(),
                    names = names.join(", ")
                );
                eprint!("{}", crate::diag::error_line(&message));
                return Ok(ExitCode::from(2));
            };
            // The page of `rankfile pgn` is named `rankfile-pgn`.
            sub.clone().name(format!("rankfile-{name}"))
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(page)
        .render(&mut out)
        .context("cannot write the manual page")?;
    let page = headings_translated(&String::from_utf8_lossy(&out));
    std::io::stdout().lock().write_all(page.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// The page with clap_mangen's English section names (`NAME`,
/// `SYNOPSIS`, …) in the catalog's words, and without the space that
/// French headings keep before clap's colon in `--help`.
fn headings_translated(page: &str) -> String {
    let heading = |name: &str| -> Option<String> {
        Some(match name {
            "NAME" => say!("cli-man-name"),
            "SYNOPSIS" => say!("cli-man-synopsis"),
            "DESCRIPTION" => say!("cli-man-description"),
            "VERSION" => say!("cli-man-version"),
            "AUTHORS" => say!("cli-man-authors"),
            "SUBCOMMANDS" => say!("cli-man-commands"),
            "OPTIONS" => say!("cli-man-options"),
            _ => return None,
        })
    };
    let mut out = String::with_capacity(page.len());
    for line in page.lines() {
        match line.strip_prefix(".SH ") {
            Some(name) => {
                let name = name.trim_matches('"').trim();
                let name = heading(name).unwrap_or_else(|| name.to_uppercase());
                out.push_str(&format!(".SH \"{name}\"\n"));
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// Writes the completion script of `args.shell` for `cli`.
pub fn completions(cli: clap::Command, args: CompletionsArgs) -> anyhow::Result<ExitCode> {
    let mut cli = cli;
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut cli, "rankfile", &mut out);
    std::io::stdout().lock().write_all(&out)?;
    Ok(ExitCode::SUCCESS)
}
