//! `str(game)`: PGN written exactly as python-chess's `StringExporter`
//! (with `columns=None`) writes it, so that code comparing the two gets
//! the same text: headers, a blank line, then the movetext on one line
//! (`{ comment }` with spaces inside the braces, NAGs as `$n` in
//! ascending order, `( … )` variations after the move they replace, a
//! move number after each comment or variation), then the result.
//!
//! One difference, on purpose: a tag value holding `"` or `\` is written
//! escaped, as the PGN standard asks (python-chess keeps the escapes it
//! read in the value, and writes it back as it is).

use pyo3::prelude::*;
use rankfile::{Color, Position};

use super::tree::Tree;

/// The movetext being written.
struct Exporter<'t> {
    tree: &'t Tree,
    line: String,
    /// The next black move is written with its number (`3...`).
    force_number: bool,
}

impl Exporter<'_> {
    fn token(&mut self, token: &str) {
        self.line.push_str(token);
    }

    fn comment(&mut self, comment: &str) {
        let comment = comment.replace('}', "");
        self.line.push_str("{ ");
        self.line.push_str(comment.trim());
        self.line.push_str(" } ");
        self.force_number = true;
    }

    /// Node `i`, played from `before`: its starting comment, its number
    /// and move, its NAGs and its comment.
    fn node(&mut self, before: &Position, i: usize) {
        let Some(node) = self.tree.game.nodes.get(i) else {
            return;
        };
        if !node.starting_comment.is_empty() {
            self.comment(&node.starting_comment);
        }
        let number = before.fullmove_number();
        if before.turn() == Color::White {
            self.token(&format!("{number}. "));
        } else if self.force_number {
            self.token(&format!("{number}... "));
        }
        self.token(&node.san(before));
        self.token(" ");
        self.force_number = false;
        let mut nags = node.nags.clone();
        nags.sort_unstable();
        nags.dedup();
        for nag in nags {
            self.token(&format!("${nag} "));
        }
        if !node.comment.is_empty() {
            self.comment(&node.comment);
        }
    }

    /// The line from node `first`, played from `before`; with
    /// `sidelines`, each move's alternatives are written after it.
    fn line(&mut self, before: Position, first: usize, sidelines: bool) {
        let mut pos = before;
        let mut at = first;
        let mut sidelines = sidelines;
        loop {
            self.node(&pos, at);
            if sidelines {
                let parent = self.tree.parent(Some(at));
                for alternative in self.tree.children(parent).into_iter().skip(1) {
                    self.token("( ");
                    self.force_number = true;
                    self.line(pos, alternative, false);
                    self.token(") ");
                    self.force_number = true;
                }
            }
            let Some(next) = self.tree.main_child(Some(at)) else {
                break;
            };
            if let Some(node) = self.tree.game.nodes.get(at) {
                node.play(&mut pos);
            }
            at = next;
            sidelines = true;
        }
    }
}

/// The whole game: headers from the dict as it is now, comment, moves,
/// and the `Result` header's result.
pub(crate) fn game(py: Python<'_>, tree: &Tree) -> PyResult<String> {
    let mut lines = Vec::new();
    let headers = tree.headers.bind(py);
    for (name, value) in headers.iter() {
        let value = value.str()?.to_string();
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        lines.push(
            format!("[{} \"{value}\"]", name.str()?)
                .trim_end()
                .to_string(),
        );
    }
    if !lines.is_empty() {
        lines.push(String::new());
    }
    let mut exporter = Exporter {
        tree,
        line: String::new(),
        force_number: true,
    };
    if !tree.game.comment.is_empty() {
        exporter.comment(&tree.game.comment);
    }
    if let Some(first) = tree.game.first {
        exporter.line(tree.game.start, first, true);
    }
    let result = match headers.get_item("Result")? {
        Some(result) => result.str()?.to_string(),
        None => "*".to_string(),
    };
    exporter.token(&result);
    lines.push(exporter.line.trim_end().to_string());
    Ok(lines.join("\n").trim_end().to_string())
}

/// The moves from node `at` on, as python-chess writes a `ChildNode`.
pub(crate) fn subtree(tree: &Tree, at: usize) -> String {
    let before = tree.position(tree.parent(Some(at)));
    let mut exporter = Exporter {
        tree,
        line: String::new(),
        force_number: true,
    };
    exporter.line(before, at, false);
    exporter.line.trim_end().to_string()
}
