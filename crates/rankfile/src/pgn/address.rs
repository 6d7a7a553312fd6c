//! Where a node stands in a game's tree, written as the viewer's share
//! links and its edits name it: `5` is five moves of the main line; `3.v1.2`
//! three moves, then the first move of the second alternative to the
//! move that comes next, then two moves of that line; the empty address
//! is the game's start.

use super::game::Game;

/// Which of a move's NAGs an edit sets: its glyph (`$1` to `$6`: !, ?,
/// !!, ??, !?, ?!) or the position's assessment (`$10` to `$19`: =, ∞,
/// ⩲, …), a move holding at most one of each kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NagKind {
    /// `$1` to `$6`.
    Move,
    /// `$10` to `$19`.
    Position,
}

impl NagKind {
    /// The NAGs of this kind.
    pub fn range(self) -> core::ops::RangeInclusive<u8> {
        match self {
            NagKind::Move => 1..=6,
            NagKind::Position => 10..=19,
        }
    }
}

impl Game {
    /// The node `address` names (`Some(None)`: the start), `None` when
    /// the game has no such move.
    ///
    /// ```
    /// use rankfile::pgn::{self, GameOptions};
    ///
    /// let game = pgn::read_game("1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *", GameOptions::default()).game;
    /// let san = |address: &str| {
    ///     let at = game.node_at_address(address)?;
    ///     Some(at.and_then(|i| Some(game.node(i)?.san(&game.position_before(i)))))
    /// };
    /// assert_eq!(san(""), Some(None));
    /// assert_eq!(san("2"), Some(Some("e5".to_string())));
    /// assert_eq!(san("1.v0.1"), Some(Some("Nf3".to_string())));
    /// assert_eq!(san("1.v0.v0"), Some(Some("c3".to_string())));
    /// assert_eq!(san("1.v1"), None);
    /// assert_eq!(game.address_of(game.node_at_address("1.v0.v0").unwrap()), "1.v0.v0");
    /// ```
    pub fn node_at_address(&self, address: &str) -> Option<Option<usize>> {
        let mut at = None;
        for step in address.split('.').filter(|s| !s.is_empty()) {
            match step.strip_prefix('v') {
                Some(k) => {
                    let k: usize = k.parse().ok()?;
                    at = Some(*self.alternatives(at).get(k)?);
                }
                None => {
                    for _ in 0..step.parse::<usize>().ok()? {
                        at = Some(self.main_child(at)?);
                    }
                }
            }
        }
        Some(at)
    }

    /// The address of `at`, as [`node_at_address`](Self::node_at_address)
    /// reads it.
    pub fn address_of(&self, at: Option<usize>) -> String {
        let mut steps: Vec<String> = Vec::new();
        let mut parent = None;
        for i in self.path(at) {
            if self.main_child(parent) == Some(i) {
                match steps.last_mut() {
                    Some(last) if last.parse::<usize>().is_ok() => {
                        *last = (last.parse::<usize>().unwrap_or(0) + 1).to_string();
                    }
                    _ => steps.push("1".to_string()),
                }
            } else {
                let k = self
                    .alternatives(parent)
                    .iter()
                    .position(|&c| c == i)
                    .unwrap_or(0);
                steps.push(format!("v{k}"));
            }
            parent = Some(i);
        }
        steps.join(".")
    }

    /// Makes the line through node `i` the main line: at each branching
    /// between the start and `i`, its move becomes the main one.
    ///
    /// ```
    /// use rankfile::pgn::{self, GameOptions};
    ///
    /// let mut game = pgn::read_game("1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *", GameOptions::default()).game;
    /// let c3 = game.node_at_address("1.v0.v0").unwrap().unwrap();
    /// game.make_main_line(c3).unwrap();
    /// let moves = pgn::WriteOptions { tags: pgn::Tags::Omitted, ..Default::default() };
    /// assert_eq!(pgn::write(&game, &moves), "1. e4 c5 ( 1... e5 2. Nf3 ) 2. c3 ( 2. Nf3 ) *");
    /// assert_eq!(game.address_of(Some(c3)), "3");
    /// ```
    ///
    /// # Errors
    ///
    /// [`TreeError`](super::TreeError) when node `i` is not in the tree.
    pub fn make_main_line(&mut self, i: usize) -> Result<(), super::TreeError> {
        if !self.is_attached(i) {
            return Err(super::TreeError::Detached(i));
        }
        for node in self.path(Some(i)) {
            self.promote_to_main(node)?;
        }
        Ok(())
    }

    /// The first move of the variation node `i` stands in: the last node
    /// between the start and `i` that is not its parent's main move;
    /// `None` on the main line.
    pub fn variation_start(&self, i: usize) -> Option<usize> {
        let mut parent = None;
        let mut start = None;
        for node in self.path(Some(i)) {
            if self.main_child(parent) != Some(node) {
                start = Some(node);
            }
            parent = Some(node);
        }
        start
    }

    /// Sets node `i`'s NAG of `kind` to `nag` (or none), the others kept:
    /// a move has one glyph and one assessment at most. Returns whether
    /// node `i` is in the game and `nag` of that kind.
    ///
    /// ```
    /// use rankfile::pgn::{self, GameOptions, NagKind};
    ///
    /// let mut game = pgn::read_game("1. e4 $2 $14 $140 *", GameOptions::default()).game;
    /// let e4 = game.main_child(None).unwrap();
    /// assert!(game.set_nag(e4, NagKind::Move, Some(3)));
    /// assert!(game.set_nag(e4, NagKind::Position, None));
    /// assert_eq!(game.node(e4).unwrap().nags, [3, 140]);
    /// assert!(!game.set_nag(e4, NagKind::Move, Some(14)));
    /// ```
    pub fn set_nag(&mut self, i: usize, kind: NagKind, nag: Option<u8>) -> bool {
        let range = kind.range();
        if nag.is_some_and(|n| !range.contains(&n)) || !self.is_attached(i) {
            return false;
        }
        let Some(node) = self.node_mut(i) else {
            return false;
        };
        node.nags.retain(|n| !range.contains(n));
        if let Some(nag) = nag {
            // Glyphs first, then assessments, then the rest, as written.
            let at = match kind {
                NagKind::Move => 0,
                NagKind::Position => node
                    .nags
                    .iter()
                    .take_while(|n| NagKind::Move.range().contains(n))
                    .count(),
            };
            node.nags.insert(at, nag);
        }
        true
    }
}
