//! A game's tree walked in the order PGN writes it: each move with the
//! position it is played from, and where each variation begins and ends.
//! Every front end that shows or converts a tree walks it here, not by
//! following children itself.

use super::game::Game;
use crate::Position;

/// One step of a [`Walk`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Node `node`'s move, played from `before`; `depth` is how many
    /// variations it is nested in (0 on the line the walk started on).
    Move {
        /// The node's index.
        node: usize,
        /// The position its move is played from.
        before: Position,
        /// How many variations it is nested in.
        depth: usize,
    },
    /// A variation begins: the alternative to the move just walked.
    BeginVariation,
    /// The variation begun last ends.
    EndVariation,
}

/// A line being walked: its current node, and which of that node's
/// alternatives are walked next.
struct Cursor {
    node: usize,
    before: Position,
    /// The place whose alternatives follow this node's move, once it is
    /// walked: `None` on a variation's first move (its alternatives are
    /// the line it replaces, walked already).
    alternatives_of: Option<Option<usize>>,
    /// How many of those alternatives were walked.
    walked: usize,
    /// The node's move was yielded.
    yielded: bool,
}

/// The steps of a game's tree in PGN order, made by [`Game::walk`] and
/// [`Game::walk_from`]: with an explicit stack, so that a game of any
/// depth is walked without recursion.
pub struct Walk<'g> {
    game: &'g Game,
    stack: Vec<Cursor>,
}

impl Iterator for Walk<'_> {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        loop {
            let depth = self.stack.len().checked_sub(1)?;
            let top = self.stack.last_mut()?;
            if !top.yielded {
                top.yielded = true;
                return Some(Step::Move {
                    node: top.node,
                    before: top.before,
                    depth,
                });
            }
            let alternative = (top.alternatives_of)
                .and_then(|place| self.game.alternatives(place).get(top.walked).copied());
            if let Some(next) = alternative {
                top.walked += 1;
                let before = top.before;
                self.stack.push(Cursor::at(next, before, None));
                return Some(Step::BeginVariation);
            }
            if let Some(main) = self.game.main_child(Some(top.node)) {
                let mut after = top.before;
                if let Some(node) = self.game.node(top.node) {
                    node.play(&mut after);
                }
                *top = Cursor::at(main, after, Some(Some(top.node)));
                continue;
            }
            self.stack.pop();
            if !self.stack.is_empty() {
                return Some(Step::EndVariation);
            }
        }
    }
}

impl Cursor {
    fn at(node: usize, before: Position, alternatives_of: Option<Option<usize>>) -> Cursor {
        Cursor {
            node,
            before,
            alternatives_of,
            walked: 0,
            yielded: false,
        }
    }
}

impl Game {
    /// The whole tree in PGN order: the main line, each move followed by
    /// the variations that replace it.
    ///
    /// ```
    /// use rankfile::pgn::{self, Step};
    ///
    /// let game = pgn::read_game("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *", pgn::GameOptions::default()).game;
    /// let written: Vec<String> = game
    ///     .walk()
    ///     .map(|step| match step {
    ///         Step::Move { node, before, .. } => game.nodes[node].san(&before),
    ///         Step::BeginVariation => "(".to_string(),
    ///         Step::EndVariation => ")".to_string(),
    ///     })
    ///     .collect();
    /// assert_eq!(written.join(" "), "e4 e5 ( c5 Nf3 ) Nf3");
    /// ```
    pub fn walk(&self) -> Walk<'_> {
        self.walk_after(None)
    }

    /// What follows `at` in PGN order, as if the game began there: its
    /// main line, each move followed by the variations that replace it
    /// (the alternatives to the first move included).
    pub fn walk_after(&self, at: Option<usize>) -> Walk<'_> {
        let stack = (self.main_child(at))
            .filter(|_| at.is_none_or(|i| self.is_attached(i)))
            .map(|first| Cursor::at(first, self.position_after(at), Some(at)))
            .into_iter()
            .collect();
        Walk { game: self, stack }
    }

    /// The line from node `i` on, as python-chess walks a node: its move,
    /// then the main line after it with the variations of each later
    /// move (not the alternatives to `i` itself). Empty when `i` is not
    /// in the tree.
    pub fn walk_from(&self, i: usize) -> Walk<'_> {
        let stack = match self.is_attached(i) {
            true => vec![Cursor::at(i, self.position_before(i), None)],
            false => Vec::new(),
        };
        Walk { game: self, stack }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{GameOptions, read_game};

    fn written(game: &Game, walk: Walk<'_>) -> String {
        let steps: Vec<String> = walk
            .map(|step| match step {
                Step::Move {
                    node,
                    before,
                    depth,
                } => {
                    format!("{}{}", game.nodes[node].san(&before), "'".repeat(depth))
                }
                Step::BeginVariation => "(".to_string(),
                Step::EndVariation => ")".to_string(),
            })
            .collect();
        steps.join(" ")
    }

    #[test]
    fn nested_variations_in_pgn_order() {
        let game = read_game(
            "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 2. Nf3 *",
            GameOptions::default(),
        )
        .game;
        assert_eq!(
            written(&game, game.walk()),
            "e4 ( d4' d5' ( Nf6'' c4'' ) c4' ) ( c4' ) e5 Nf3"
        );
        let d4 = game.children(None)[1];
        assert_eq!(written(&game, game.walk_from(d4)), "d4 d5 ( Nf6' c4' ) c4");
        assert_eq!(
            written(&game, game.walk_after(Some(d4))),
            "d5 ( Nf6' c4' ) c4"
        );
    }

    #[test]
    fn empty_and_deep_games() {
        let game = read_game("*", GameOptions::default()).game;
        assert_eq!(game.walk().count(), 0);
        let moves = "Nf3 Nf6 Ng1 Ng8 ".repeat(5000);
        let game = read_game(&moves, GameOptions::default()).game;
        assert_eq!(game.walk().count(), 20_000);
    }
}
