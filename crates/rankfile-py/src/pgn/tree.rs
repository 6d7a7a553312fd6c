//! A game's tree as Python sees it: the core's `Game`, each node's parent,
//! the headers (a dict the user may change), errors and warnings, and the
//! positions, played once. A node is the position after its move; the
//! root (`None`) is the game, the position before the first.

use std::sync::OnceLock;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rankfile::{Position, pgn};

/// A game's tree, with what Python sees of it: its headers (a dict the
/// user may change, which `str(game)` writes), errors and warnings.
pub(crate) struct Tree {
    pub game: pgn::Game,
    /// Each node's parent (`None` for the root).
    parents: Vec<Option<usize>>,
    pub headers: Py<PyDict>,
    pub errors: Py<PyList>,
    pub warnings: Py<PyList>,
    /// The position after each node, played once, when first asked for:
    /// a loop over a game's nodes reads each in constant time.
    after: OnceLock<Vec<Position>>,
}

impl Tree {
    pub fn new(
        game: pgn::Game,
        headers: Py<PyDict>,
        errors: Py<PyList>,
        warnings: Py<PyList>,
    ) -> Tree {
        let mut parents = vec![None; game.nodes.len()];
        for (i, node) in game.nodes.iter().enumerate() {
            for child in node.next.iter().chain(&node.variations) {
                if let Some(parent) = parents.get_mut(*child) {
                    *parent = Some(i);
                }
            }
        }
        Tree {
            game,
            parents,
            headers,
            errors,
            warnings,
            after: OnceLock::new(),
        }
    }

    /// The children of `at` (`None`, the root), the main one first.
    pub fn children(&self, at: Option<usize>) -> Vec<usize> {
        let (main, others) = match at {
            None => (self.game.first, self.game.first_variations.as_slice()),
            Some(i) => match self.game.nodes.get(i) {
                Some(node) => (node.next, node.variations.as_slice()),
                None => (None, &[][..]),
            },
        };
        main.into_iter().chain(others.iter().copied()).collect()
    }

    /// The main child of `at`.
    pub fn main_child(&self, at: Option<usize>) -> Option<usize> {
        match at {
            None => self.game.first,
            Some(i) => self.game.nodes.get(i).and_then(|node| node.next),
        }
    }

    pub fn parent(&self, at: Option<usize>) -> Option<usize> {
        at.and_then(|i| self.parents.get(i).copied().flatten())
    }

    /// The nodes from the root's child down to `at`.
    pub fn path(&self, at: Option<usize>) -> Vec<usize> {
        let mut path = Vec::new();
        let mut node = at;
        while let Some(i) = node {
            path.push(i);
            node = self.parent(node);
        }
        path.reverse();
        path
    }

    /// The position at `at`: after its move.
    pub fn position(&self, at: Option<usize>) -> Position {
        let after = self.after.get_or_init(|| {
            let start = self.game.start;
            let mut after = vec![start; self.game.nodes.len()];
            let mut stack: Vec<(usize, Position)> = self
                .children(None)
                .into_iter()
                .map(|i| (i, start))
                .collect();
            while let Some((i, mut pos)) = stack.pop() {
                if let Some(node) = self.game.nodes.get(i) {
                    node.play(&mut pos);
                }
                if let Some(slot) = after.get_mut(i) {
                    *slot = pos;
                }
                stack.extend(self.children(Some(i)).into_iter().map(|c| (c, pos)));
            }
            after
        });
        at.and_then(|i| after.get(i).copied())
            .unwrap_or(self.game.start)
    }

    pub fn comment(&self, at: Option<usize>) -> &str {
        match at.and_then(|i| self.game.nodes.get(i)) {
            Some(node) => &node.comment,
            None => &self.game.comment,
        }
    }
}
