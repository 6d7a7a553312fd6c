//! The README is a test: every `console` block of README.md, and of the
//! Markdown pages it links to (`docs/`, CONTRIBUTING.md), is run, and what
//! it shows must be what a user gets.
//!
//! A block is a list of commands, each a line starting with `$ ` (a line
//! ending in `\` goes on the next), and the output that follows it, as a
//! terminal shows it: standard output and standard error together. Each
//! command runs in `sh`, in a copy of `examples/` (the tour says `cd
//! examples` first), with this build's `rankfile` first on the `PATH`.
//! The output is compared with snapbox: `...` alone on a line stands for
//! any lines, `[..]` inside a line for any text (times, paths).
//!
//! A change that makes the README wrong fails here, with the page, the
//! line of the command and a diff.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One command of a `console` block, and what the page shows it prints.
struct Example {
    page: String,
    /// The line of the page the command is on, from 1.
    line: usize,
    command: String,
    output: String,
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md and the Markdown pages of this repository it links to, and
/// those they link to, and on.
fn pages() -> Vec<PathBuf> {
    let root = repository().canonicalize().unwrap();
    let mut pages = vec![root.join("README.md")];
    let mut i = 0;
    while let Some(page) = pages.get(i).cloned() {
        i += 1;
        let text = std::fs::read_to_string(&page).unwrap();
        for target in links(&text) {
            let path = page.parent().unwrap().join(target);
            let Ok(path) = path.canonicalize() else {
                continue;
            };
            if path.extension().is_some_and(|e| e == "md") && !pages.contains(&path) {
                pages.push(path);
            }
        }
    }
    pages
}

/// The targets of the Markdown links of `text` to files of this
/// repository (no web address, no anchor of the same page), their own
/// anchor taken off.
fn links(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for (i, _) in text.match_indices("](") {
        let target = &text[i + 2..];
        let Some(end) = target.find(')') else {
            continue;
        };
        let target = target[..end].split('#').next().unwrap_or_default();
        if !target.is_empty() && !target.contains("://") && !target.contains(' ') {
            found.push(target);
        }
    }
    found
}

#[test]
fn every_link_of_the_pages_leads_to_a_file() {
    let pages = pages();
    assert!(pages.len() >= 12, "{pages:?}");
    let mut broken = Vec::new();
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        for target in links(&text) {
            if !page.parent().unwrap().join(target).exists() {
                broken.push(format!("{}: {target}", page.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to nothing:\n{}",
        broken.join("\n")
    );
}

/// The commands of every `console` block of `text`, with their outputs;
/// a block indented under a list item has its indentation taken off.
fn examples(page: &str, text: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut indent: Option<usize> = None;
    let mut pending: Option<Example> = None;
    for (n, raw) in text.lines().enumerate() {
        let trimmed = raw.trim_start();
        let Some(width) = indent else {
            if trimmed.starts_with("```console") {
                indent = Some(raw.len() - trimmed.len());
            }
            continue;
        };
        if trimmed.starts_with("```") {
            examples.extend(pending.take());
            indent = None;
            continue;
        }
        let line = raw.get(width..).unwrap_or(trimmed);
        let continued = pending
            .as_ref()
            .is_some_and(|e| e.output.is_empty() && e.command.ends_with('\\'));
        if continued {
            let example = pending.as_mut().unwrap();
            example.command.pop();
            example.command.push_str(line);
        } else if let Some(command) = line.strip_prefix("$ ") {
            examples.extend(pending.take());
            pending = Some(Example {
                page: page.to_string(),
                line: n + 1,
                command: command.to_string(),
                output: String::new(),
            });
        } else if let Some(example) = &mut pending {
            example.output.push_str(line);
            example.output.push('\n');
        } else {
            panic!(
                "{page}:{}: a console block must start with a command",
                n + 1
            );
        }
    }
    examples
}

/// A fresh copy of `examples/`, where the commands run: its files that
/// git tracks (what a user following the tour made there, `tables/` say,
/// is left out), or its plain files where there is no git.
fn workdir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rankfile-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let examples = repository().join("examples");
    for file in example_files(&examples) {
        let to = dir.join(file.strip_prefix(&examples).unwrap());
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(&file, to).unwrap();
    }
    dir
}

/// The files of `examples` that git tracks, else its plain files.
fn example_files(examples: &Path) -> Vec<PathBuf> {
    let tracked = Command::new("git")
        .args(["ls-files", "-z", "."])
        .current_dir(examples)
        .output()
        .ok()
        .filter(|out| out.status.success() && !out.stdout.is_empty());
    match tracked {
        Some(out) => (out.stdout.split(|&b| b == 0))
            .filter(|name| !name.is_empty())
            .map(|name| examples.join(String::from_utf8_lossy(name).as_ref()))
            .collect(),
        None => (std::fs::read_dir(examples).unwrap())
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.is_file())
            .collect(),
    }
}

/// Runs `command` as a user types it, standard error beside standard
/// output as a terminal shows them.
fn run(command: &str, dir: &Path) -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_rankfile")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("exec 2>&1; {command}"))
        .current_dir(dir)
        .env("PATH", path)
        // English, whatever the machine's locale, unless a block says
        // (`LANG=vi_VN.UTF-8 rankfile …`).
        .env_remove("RANKFILE_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn every_console_block_of_the_readme_prints_what_it_shows() {
    let dir = workdir();
    let mut failures = Vec::new();
    let mut count = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        for example in examples(&name, &text) {
            count += 1;
            let actual = run(&example.command, &dir);
            let expected = snapbox::Data::text(example.output.clone());
            let check = snapbox::Assert::new().try_eq(
                Some(&"rankfile"),
                snapbox::Data::text(actual),
                expected,
            );
            if let Err(e) = check {
                failures.push(format!(
                    "{}:{}: $ {}\n{e}",
                    example.page, example.line, example.command
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(count >= 20, "only {count} commands found in the README");
    assert!(
        failures.is_empty(),
        "{} of {count} README commands differ:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn blocks_are_read_as_a_user_reads_them() {
    let page = "Text.\n\n  ```console\n  $ rankfile a \\\n    b\n  out 1\n  out 2\n  $ rankfile c\n  ```\n";
    let found = examples("page", page);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].command, "rankfile a   b");
    assert_eq!(found[0].output, "out 1\nout 2\n");
    assert_eq!(found[0].line, 4);
    assert_eq!(found[1].command, "rankfile c");
    assert_eq!(found[1].output, "");
}
