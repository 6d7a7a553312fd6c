//! The library's modules form layers: no module imports, directly or
//! through others, one that imports it. Checked on the source: the
//! crate's top-level modules (an import of `crate::x`, or of a name
//! `lib.rs` re-exports from `x`), and the modules inside each folder
//! module, at any depth (an import of `super::x` or `crate::folder::x`, or
//! of a name its `mod.rs` re-exports from `x`). Comments and test modules
//! do not count. What is checked is imports: a method of `Position`
//! written in another module (`fen()` in `fen/`) is called without one.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Graph = BTreeMap<String, BTreeSet<String>>;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The code of a file: comments and the test module (its braces, not
/// what follows them) taken off.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let text: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let Some(at) = text.find("#[cfg(test)]\nmod tests {") else {
        return text;
    };
    let open = at + text[at..].find('{').unwrap();
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            return format!("{}{}", &text[..at], &text[open + i + 1..]);
        }
    }
    text[..at].to_string()
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

/// The modules a `lib.rs` or `mod.rs` declares, and the names it
/// re-exports from each.
fn declared(root: &str) -> (BTreeSet<String>, BTreeMap<String, String>) {
    let mut modules = BTreeSet::new();
    let mut exported = BTreeMap::new();
    for statement in root.split(';') {
        let statement = statement.trim();
        let statement = statement.rsplit(']').next().unwrap_or(statement).trim();
        let statement = statement
            .strip_prefix("pub(crate) ")
            .or_else(|| statement.strip_prefix("pub "))
            .unwrap_or(statement);
        if let Some(name) = statement.strip_prefix("mod ") {
            modules.insert(name.trim().to_string());
        } else if let Some(path) = statement.strip_prefix("use ") {
            // `use crate::setup::X` re-exports from `setup` as `use setup::X`
            // does.
            let mut names = words(path).skip_while(|w| matches!(*w, "crate" | "self" | "super"));
            if let Some(module) = names.next() {
                for name in names.filter(|n| *n != "self" && *n != "as") {
                    exported.insert(name.to_string(), module.to_string());
                }
            }
        }
    }
    (modules, exported)
}

/// What `text` imports by `prefixes` (`crate`, or `super` and the
/// folder's own path), as modules of `modules` (directly, or by a name
/// `exported` from one).
fn imports(
    text: &str,
    prefixes: &[String],
    modules: &BTreeSet<String>,
    exported: &BTreeMap<String, String>,
) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let resolve = |name: &str| {
        if modules.contains(name) {
            Some(name.to_string())
        } else {
            exported.get(name).cloned()
        }
    };
    let markers = prefixes.iter().map(|prefix| format!("{prefix}::"));
    let found_at = markers.flat_map(|marker| {
        let len = marker.len();
        text.match_indices(marker.as_str())
            .map(move |(at, _)| at + len)
            .collect::<Vec<_>>()
    });
    for after in found_at {
        let rest = &text[after..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find(';').unwrap_or(group.len())];
            // The first word of each item of the group names its module.
            for item in group.split([',', '{']) {
                found.extend(words(item).next().and_then(resolve));
            }
        } else {
            found.extend(words(rest).next().and_then(resolve));
        }
    }
    found
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The module a file under `base` belongs to: its first name there.
fn module_of(file: &Path, base: &Path) -> String {
    let relative = file.strip_prefix(base).unwrap();
    let first = relative.components().next().unwrap();
    let name = first.as_os_str().to_string_lossy();
    name.strip_suffix(".rs").unwrap_or(&name).to_string()
}

/// The graph of the modules declared by `root_file` in `dir`, imported by
/// `prefixes`.
fn graph(dir: &Path, root_file: &Path, prefixes: &[String]) -> Graph {
    let (modules, exported) = declared(&code(root_file));
    let mut graph = Graph::new();
    for file in rust_files(dir) {
        if file == root_file || file.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let from = module_of(&file, dir);
        if !modules.contains(&from) {
            continue;
        }
        let found = imports(&code(&file), prefixes, &modules, &exported);
        let edges = graph.entry(from.clone()).or_default();
        edges.extend(found.into_iter().filter(|m| *m != from));
    }
    graph
}

/// A cycle of `graph`, if it has one.
fn cycle(graph: &Graph) -> Option<Vec<String>> {
    fn visit(
        graph: &Graph,
        node: &str,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if !done.insert(node.to_string()) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(graph, next, path, done) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(graph, node, &mut Vec::new(), &mut done))
}

/// The folder modules under `dir`, at any depth, each with the path code
/// names it by (`crate::fen::reader`).
fn folders(dir: &Path, path: &str, out: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let sub = entry.unwrap().path();
        if sub.join("mod.rs").exists() {
            let name = sub.file_name().unwrap().to_string_lossy().to_string();
            let sub_path = format!("{path}::{name}");
            out.push((sub.clone(), sub_path.clone()));
            folders(&sub, &sub_path, out);
        }
    }
}

#[test]
fn the_crates_modules_import_no_circle() {
    let graph = graph(&src(), &src().join("lib.rs"), &["crate".to_string()]);
    assert!(graph.len() > 20, "{graph:?}");
    // The layers' bottom and top, as the layout in the README draws them.
    assert!(graph["validate"].contains("position"));
    assert!(graph["validate"].contains("diag"));
    assert!(graph["pgn"].contains("san"));
    if let Some(found) = cycle(&graph) {
        panic!("an import circle: {}", found.join(" -> "));
    }
}

#[test]
fn the_modules_inside_each_folder_import_no_circle() {
    let mut found = Vec::new();
    folders(&src(), "crate", &mut found);
    assert!(found.len() >= 9, "{found:?}");
    assert!(found.iter().any(|(_, path)| path == "crate::fen::reader"));
    for (dir, path) in &found {
        let prefixes = ["super".to_string(), path.clone()];
        let graph = graph(dir, &dir.join("mod.rs"), &prefixes);
        if let Some(found) = cycle(&graph) {
            panic!(
                "an import circle in {}: {}",
                dir.display(),
                found.join(" -> ")
            );
        }
    }
    // The circle this test was written for: pgn's readers and outputs.
    let prefixes = ["super".to_string(), "crate::pgn".to_string()];
    let pgn = graph(&src().join("pgn"), &src().join("pgn/mod.rs"), &prefixes);
    assert!(pgn["read"].contains("replay") && pgn["replay"].contains("check"));
    assert!(!pgn["check"].contains("replay"), "{:?}", pgn["check"]);
}

#[test]
fn a_circle_is_found() {
    let mut graph = Graph::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    assert_eq!(cycle(&graph), None);
    graph.entry("c".into()).or_default().insert("a".into());
    assert_eq!(cycle(&graph).unwrap(), ["a", "b", "c", "a"]);
}

/// Every circle in the modules of the crate whose sources are `src` (its
/// root `root`), and in each of its folder modules.
fn circles_of(src: &Path, root: &str) -> Vec<String> {
    let mut circles = Vec::new();
    let top = graph(src, &src.join(root), &["crate".to_string()]);
    circles.extend(cycle(&top).map(|c| format!("{}: {}", src.display(), c.join(" -> "))));
    let mut found = Vec::new();
    folders(src, "crate", &mut found);
    for (dir, path) in &found {
        let prefixes = ["super".to_string(), path.clone()];
        let inside = graph(dir, &dir.join("mod.rs"), &prefixes);
        circles.extend(cycle(&inside).map(|c| format!("{}: {}", dir.display(), c.join(" -> "))));
    }
    circles
}

#[test]
fn no_crate_of_the_workspace_has_an_import_circle() {
    let crates = src().join("../..");
    let mut checked = 0;
    let mut circles = Vec::new();
    for entry in std::fs::read_dir(&crates).unwrap() {
        let src = entry.unwrap().path().join("src");
        for root in ["lib.rs", "main.rs"] {
            if src.join(root).exists() {
                circles.extend(circles_of(&src, root));
                checked += 1;
            }
        }
    }
    assert!(checked >= 7, "{checked} crates");
    // The command line's modules are read as the library's are.
    let cli = crates.join("rankfile-cli/src");
    let cli = graph(&cli, &cli.join("main.rs"), &["crate".to_string()]);
    assert!(cli["cmd"].contains("i18n"), "{cli:?}");
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}
