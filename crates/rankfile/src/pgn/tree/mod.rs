//! A game's tree, navigated and edited: each node's parent and children
//! (the main line first), the position before and after any node, and
//! the edits python-chess's `chess.pgn` and an analysis board make (add a
//! variation, promote, demote, remove, move a subtree elsewhere).
//!
//! A place in the tree is an `Option<usize>`: `None` is the game's start
//! (the root, before the first move), `Some(i)` the position after node
//! `i`'s move. Node indices are never reused: a node taken out of the
//! tree keeps its index, so a handle on it stays valid.

use std::fmt;

use super::game::{Game, Link, Node, Unplayed};
use crate::{Move, Position};

/// Why an edit of a game's tree was refused: the tree is left as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeError {
    /// No node has this index.
    NoSuchNode(usize),
    /// The node is not in the tree (it was taken out).
    Detached(usize),
    /// The move cannot be played where it was to be added or moved to.
    IllegalMove {
        /// The move in UCI (`0000` for a null move).
        uci: String,
        /// The position it was to be played from.
        fen: String,
    },
    /// A node cannot be hung below itself.
    Cycle(usize),
}

impl TreeError {
    /// A stable code for the error.
    pub fn code(&self) -> &'static str {
        match self {
            TreeError::NoSuchNode(_) => "no_such_node",
            TreeError::Detached(_) => "detached_node",
            TreeError::IllegalMove { .. } => "illegal_move",
            TreeError::Cycle(_) => "node_cycle",
        }
    }

    /// How to do what was meant.
    pub fn hint(&self) -> &'static str {
        match self {
            TreeError::NoSuchNode(_) => "use an index a read or an edit of this game gave",
            TreeError::Detached(_) => "hang the node back with attach first",
            TreeError::IllegalMove { .. } => {
                "add the move where it can be played: the legal moves are the position's"
            }
            TreeError::Cycle(_) => "hang it below a node that is not in its own line",
        }
    }
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NoSuchNode(i) => write!(f, "the game has no node {i}"),
            TreeError::Detached(i) => write!(f, "node {i} is not in the game's tree"),
            TreeError::IllegalMove { uci, fen } => {
                write!(f, "the move {uci} cannot be played in {fen}")
            }
            TreeError::Cycle(i) => write!(f, "node {i} cannot be hung below itself"),
        }
    }
}

impl std::error::Error for TreeError {}

impl Game {
    /// An empty game from `start`: no tags, no moves.
    ///
    /// ```
    /// use rankfile::{Position, pgn};
    ///
    /// let mut game = pgn::Game::new(Position::new());
    /// let e4 = Position::new().parse_san("e4").unwrap();
    /// let node = game.add_variation(None, Some(e4)).unwrap();
    /// assert_eq!(game.main_child(None), Some(node));
    /// assert_eq!(game.position_after(Some(node)).fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// ```
    pub fn new(start: Position) -> Game {
        Game {
            tags: Vec::new(),
            start,
            comment: String::new(),
            nodes: Vec::new(),
            first: None,
            first_variations: Vec::new(),
            result: None,
            unplayed: Vec::new(),
            after_result: None,
            escapes: Vec::new(),
        }
    }

    /// Node `i`, if the game has one.
    pub fn node(&self, i: usize) -> Option<&Node> {
        self.nodes.get(i)
    }

    /// Node `i`, to change what is written around its move (comments,
    /// NAGs); its place in the tree changes only through the edits below.
    pub fn node_mut(&mut self, i: usize) -> Option<&mut Node> {
        self.nodes.get_mut(i)
    }

    /// The comment after `at`'s move (at the start: before the first
    /// move).
    pub fn comment_at(&self, at: Option<usize>) -> &str {
        match at {
            None => &self.comment,
            Some(i) => self.nodes.get(i).map_or("", |n| n.comment.as_str()),
        }
    }

    /// The comment after `at`'s move, to change.
    pub fn comment_at_mut(&mut self, at: Option<usize>) -> Option<&mut String> {
        match at {
            None => Some(&mut self.comment),
            Some(i) => self.nodes.get_mut(i).map(|n| &mut n.comment),
        }
    }

    /// The moves that follow `at`, the main one first.
    pub fn children(&self, at: Option<usize>) -> Vec<usize> {
        let (main, others) = self.slots(at);
        main.into_iter().chain(others.iter().copied()).collect()
    }

    /// The main move that follows `at`.
    pub fn main_child(&self, at: Option<usize>) -> Option<usize> {
        self.slots(at).0
    }

    /// The alternatives to `at`'s main child, in order.
    pub fn alternatives(&self, at: Option<usize>) -> &[usize] {
        self.slots(at).1
    }

    fn slots(&self, at: Option<usize>) -> (Option<usize>, &[usize]) {
        match at {
            None => (self.first, &self.first_variations),
            Some(i) => match self.nodes.get(i) {
                Some(node) => (node.next, &node.variations),
                None => (None, &[]),
            },
        }
    }

    /// The main line after `at`: its main child, that one's, and so on.
    pub fn main_line_from(&self, at: Option<usize>) -> Vec<usize> {
        let mut line = Vec::new();
        let mut node = at;
        while let Some(next) = self.main_child(node) {
            if line.len() > self.nodes.len() {
                break;
            }
            line.push(next);
            node = Some(next);
        }
        line
    }

    /// The rests kept as written where the line broke right after `at`'s
    /// move (`None`: the main line broke at its first move).
    pub fn rests_after(&self, at: Option<usize>) -> impl Iterator<Item = &Unplayed> {
        (self.unplayed.iter())
            .filter(move |r| r.after == at && (at.is_some() || r.instead_of.is_none()))
    }

    /// The broken lines, kept as written, that are alternatives to node
    /// `i`'s move.
    pub fn rests_instead_of(&self, i: usize) -> impl Iterator<Item = &Unplayed> {
        (self.unplayed.iter()).filter(move |r| r.after.is_none() && r.instead_of == Some(i))
    }

    /// Where node `i` hangs: `Some(None)` below the start, `Some(Some(p))`
    /// below node `p`, `None` when it is not in the tree.
    pub fn parent(&self, i: usize) -> Option<Option<usize>> {
        match self.nodes.get(i)?.link {
            Link::Root => Some(None),
            Link::Node(p) | Link::Under(p) => Some(Some(p)),
            Link::Detached => None,
        }
    }

    /// Whether node `i` is in the tree: it and every node above it hang
    /// from the start.
    pub fn is_attached(&self, i: usize) -> bool {
        // A line taken out marks every node below its first `Under`.
        (self.nodes.get(i)).is_some_and(|n| matches!(n.link, Link::Root | Link::Node(_)))
    }

    /// Marks the nodes below `i` as in a line taken out of the tree
    /// (`out`), or back in it.
    fn mark_below(&mut self, i: usize, out: bool) {
        for n in self.subtree(i).into_iter().skip(1) {
            if let Some(node) = self.nodes.get_mut(n) {
                node.link = match (node.link, out) {
                    (Link::Node(p), true) => Link::Under(p),
                    (Link::Under(p), false) => Link::Node(p),
                    (link, _) => link,
                };
            }
        }
    }

    /// The nodes from the start's child down to `at`, in order (empty for
    /// the start).
    pub fn path(&self, at: Option<usize>) -> Vec<usize> {
        let mut path = Vec::new();
        let mut node = at;
        while let Some(i) = node {
            if path.len() > self.nodes.len() {
                break;
            }
            path.push(i);
            node = self.parent(i).flatten();
        }
        path.reverse();
        path
    }

    /// Whether `at` is on the main line: every node from the start to it
    /// is its parent's main child.
    pub fn is_main_line(&self, at: Option<usize>) -> bool {
        let mut node = at;
        while let Some(i) = node {
            let Some(parent) = self.parent(i) else {
                return false;
            };
            if self.main_child(parent) != Some(i) {
                return false;
            }
            node = parent;
        }
        true
    }

    /// The position at `at`: after its move (the start for `None`),
    /// replayed from the start along its path.
    pub fn position_after(&self, at: Option<usize>) -> Position {
        let mut pos = self.start;
        for i in self.path(at) {
            if let Some(node) = self.nodes.get(i) {
                node.play(&mut pos);
            }
        }
        pos
    }

    /// The position node `i`'s move is played from.
    pub fn position_before(&self, i: usize) -> Position {
        self.position_after(self.parent(i).flatten())
    }

    /// Adds move `mv` (`None`: a null move) after `at`, last among its
    /// alternatives (the main move when it is the first): the new node's
    /// index. The move must be legal there (a null move: not in check).
    pub fn add_variation(
        &mut self,
        at: Option<usize>,
        mv: Option<Move>,
    ) -> Result<usize, TreeError> {
        self.check_place(at)?;
        let before = self.position_after(at);
        self.add_variation_after(at, mv, &before)
    }

    /// [`add_variation`](Self::add_variation) for a caller that keeps the
    /// positions of its nodes: `before` is the position after `at`, which
    /// is then not replayed, so that a line built a move at a time (an
    /// engine's, a python-chess script's `node = node.add_variation(m)`)
    /// costs the same at ply 10,000 as at ply 1.
    ///
    /// `before` must be [`position_after(at)`](Self::position_after)
    /// (debug builds check it): the move is checked legal in `before`, and
    /// a wrong one lets the tree hold a move that cannot be played where
    /// it stands.
    ///
    /// ```
    /// use rankfile::pgn::Game;
    /// use rankfile::Position;
    ///
    /// let mut game = Game::new(Position::new());
    /// let (mut at, mut pos) = (None, Position::new());
    /// for san in ["e4", "e5", "Nf3"] {
    ///     let mv = pos.parse_san(san)?;
    ///     at = Some(game.add_variation_after(at, Some(mv), &pos)?);
    ///     pos.play_unchecked(&mv);
    /// }
    /// assert_eq!(game.position_after(at), pos);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn add_variation_after(
        &mut self,
        at: Option<usize>,
        mv: Option<Move>,
        before: &Position,
    ) -> Result<usize, TreeError> {
        self.check_place(at)?;
        debug_assert!(
            self.position_after(at) == *before,
            "add_variation_after: `before` is not the position after {at:?}"
        );
        legal_at(before, mv)?;
        let index = self.nodes.len();
        self.nodes.push(Node::of(mv));
        self.hang(index, at, usize::MAX);
        Ok(index)
    }

    /// Adds the moves of `line` one after the other from `at`, the first
    /// last among `at`'s alternatives: their nodes, in order. Each move
    /// must be legal where it lands; on the first that is not, the moves
    /// before it stay and the error says which.
    pub fn add_line(
        &mut self,
        at: Option<usize>,
        line: &[Option<Move>],
    ) -> Result<Vec<usize>, TreeError> {
        self.check_place(at)?;
        let mut pos = self.position_after(at);
        let mut nodes = Vec::with_capacity(line.len());
        let mut parent = at;
        for &mv in line {
            legal_at(&pos, mv)?;
            let index = self.nodes.len();
            self.nodes.push(Node::of(mv));
            self.hang(index, parent, usize::MAX);
            if let Some(node) = self.nodes.get(index) {
                node.play(&mut pos);
            }
            nodes.push(index);
            parent = Some(index);
        }
        Ok(nodes)
    }

    /// Keeps `rest`, the text of a line broken right after `at`'s move:
    /// where `at` has moves after it, the rest is the alternative to the
    /// main one (written in parentheses after it), as a reader finds it.
    pub fn add_rest_after(
        &mut self,
        at: Option<usize>,
        mut rest: Unplayed,
    ) -> Result<(), TreeError> {
        self.check_place(at)?;
        let (after, instead_of) = match self.main_child(at) {
            Some(main) => (None, Some(main)),
            None => {
                self.add_comment(at, &std::mem::take(&mut rest.comment));
                (at, None)
            }
        };
        self.unplayed.push(Unplayed {
            after,
            instead_of,
            among: usize::MAX,
            ..rest
        });
        Ok(())
    }

    /// Adds `comment` to the comment after `at`'s move (the game's at the
    /// start), after what it holds: where a comment before the refused
    /// move of a line that goes on reads, a reader finds it.
    fn add_comment(&mut self, at: Option<usize>, comment: &str) {
        if comment.is_empty() {
            return;
        }
        if let Some(slot) = self.comment_at_mut(at) {
            if !slot.is_empty() {
                slot.push(' ');
            }
            slot.push_str(comment);
        }
    }

    /// Keeps `rest`, a broken line written as an alternative to node
    /// `i`'s move, after its played alternatives.
    pub fn add_rest_instead_of(&mut self, i: usize, rest: Unplayed) -> Result<(), TreeError> {
        self.check_place(Some(i))?;
        self.unplayed.push(Unplayed {
            after: None,
            instead_of: Some(i),
            among: usize::MAX,
            ..rest
        });
        Ok(())
    }

    /// Adds move `mv` after `at` as its main move, the former main move
    /// becoming the first alternative.
    pub fn add_main_variation(
        &mut self,
        at: Option<usize>,
        mv: Option<Move>,
    ) -> Result<usize, TreeError> {
        let index = self.add_variation(at, mv)?;
        self.reorder(index, 0)?;
        Ok(index)
    }

    /// Moves node `i` to place `to` among its parent's children (0: the
    /// main move; past the end: last).
    pub fn reorder(&mut self, i: usize, to: usize) -> Result<(), TreeError> {
        let parent = self.parent(i).ok_or(self.absent(i))?;
        let mut children = self.children(parent);
        children.retain(|&c| c != i);
        children.insert(to.min(children.len()), i);
        self.set_children(parent, children);
        Ok(())
    }

    /// Makes node `i` its parent's main move.
    pub fn promote_to_main(&mut self, i: usize) -> Result<(), TreeError> {
        self.reorder(i, 0)
    }

    /// Moves node `i` one place up among its parent's children.
    pub fn promote(&mut self, i: usize) -> Result<(), TreeError> {
        let place = self.place(i)?;
        self.reorder(i, place.saturating_sub(1))
    }

    /// Moves node `i` one place down among its parent's children.
    pub fn demote(&mut self, i: usize) -> Result<(), TreeError> {
        let place = self.place(i)?;
        self.reorder(i, place + 1)
    }

    /// Node `i`'s place among its parent's children (0: the main move).
    pub fn place(&self, i: usize) -> Result<usize, TreeError> {
        let parent = self.parent(i).ok_or(self.absent(i))?;
        (self.children(parent).iter())
            .position(|&c| c == i)
            .ok_or(TreeError::Detached(i))
    }

    /// Takes node `i` and all after it out of the tree, for
    /// [`attach`](Self::attach) to hang elsewhere: the rests kept as
    /// written after them stay with them.
    pub fn detach(&mut self, i: usize) -> Result<(), TreeError> {
        let parent = self.parent(i).ok_or(self.absent(i))?;
        let mut children = self.children(parent);
        children.retain(|&c| c != i);
        // The broken lines written as alternatives to it stay where they
        // were: alternatives to the move that takes its place, or the
        // rest of the line when no move is left there.
        let heir = children.first().copied();
        let mut comments = Vec::new();
        for rest in &mut self.unplayed {
            if rest.after.is_none() && rest.instead_of == Some(i) {
                match heir {
                    Some(h) => rest.instead_of = Some(h),
                    None => {
                        (rest.after, rest.instead_of) = (parent, None);
                        comments.push(std::mem::take(&mut rest.comment));
                    }
                }
            }
        }
        for comment in comments {
            self.add_comment(parent, &comment);
        }
        self.set_children(parent, children);
        if let Some(node) = self.nodes.get_mut(i) {
            node.link = Link::Detached;
        }
        self.mark_below(i, true);
        Ok(())
    }

    /// Removes node `i` and all after it, and the rests kept as written
    /// in that part of the tree.
    pub fn remove(&mut self, i: usize) -> Result<(), TreeError> {
        self.detach(i)?;
        let gone = self.subtree(i);
        self.unplayed.retain(|rest| {
            let at = rest.after.or(rest.instead_of);
            !at.is_some_and(|a| gone.contains(&a))
        });
        Ok(())
    }

    /// Hangs node `i` after `at`, at place `to` among its children (past
    /// the end: last): a node taken out by [`detach`](Self::detach), or
    /// one in the tree, moved with all after it. Its moves must all be
    /// legal there; the tree is left as it was when one is not.
    pub fn attach(&mut self, i: usize, at: Option<usize>, to: usize) -> Result<(), TreeError> {
        let node = self.nodes.get(i).ok_or(TreeError::NoSuchNode(i))?;
        let attached = node.link != Link::Detached;
        if at.is_some_and(|a| self.subtree(i).contains(&a)) {
            return Err(TreeError::Cycle(i));
        }
        self.check_place(at)?;
        self.replays_from(i, self.position_after(at))?;
        if attached {
            self.detach(i)?;
        }
        self.hang(i, at, to);
        self.mark_below(i, false);
        Ok(())
    }

    /// Whether node `i` and every move after it can be played from
    /// `before`: a line moved elsewhere is played from another position.
    fn replays_from(&self, i: usize, before: Position) -> Result<(), TreeError> {
        let mut stack = vec![(i, before)];
        while let Some((n, mut pos)) = stack.pop() {
            let Some(node) = self.nodes.get(n) else {
                continue;
            };
            legal_at(&pos, node.mv)?;
            node.play(&mut pos);
            stack.extend(self.children(Some(n)).into_iter().map(|c| (c, pos)));
        }
        Ok(())
    }

    /// Node `i` and every node after it.
    fn subtree(&self, i: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![i];
        while let Some(n) = stack.pop() {
            out.push(n);
            stack.extend(self.children(Some(n)));
        }
        out
    }

    fn check_place(&self, at: Option<usize>) -> Result<(), TreeError> {
        match at {
            None => Ok(()),
            Some(i) if i >= self.nodes.len() => Err(TreeError::NoSuchNode(i)),
            Some(i) if !self.is_attached(i) => Err(TreeError::Detached(i)),
            Some(_) => Ok(()),
        }
    }

    fn absent(&self, i: usize) -> TreeError {
        match self.nodes.get(i) {
            None => TreeError::NoSuchNode(i),
            Some(_) => TreeError::Detached(i),
        }
    }

    fn hang(&mut self, i: usize, at: Option<usize>, to: usize) {
        let mut children = self.children(at);
        if children.is_empty() {
            // The line ended at `at` with a rest as written: the rest
            // becomes an alternative to the move now played there, which
            // is how it reads once the move is written before it.
            for rest in &mut self.unplayed {
                if rest.after == at && (at.is_some() || rest.instead_of.is_none()) {
                    (rest.after, rest.instead_of, rest.among) = (None, Some(i), 0);
                }
            }
        }
        children.insert(to.min(children.len()), i);
        self.set_children(at, children);
        if let Some(node) = self.nodes.get_mut(i) {
            node.link = at.map_or(Link::Root, Link::Node);
        }
    }

    fn set_children(&mut self, at: Option<usize>, children: Vec<usize>) {
        let mut children = children.into_iter();
        let main = children.next();
        let others: Vec<usize> = children.collect();
        match at {
            None => {
                self.first = main;
                self.first_variations = others;
            }
            Some(i) => {
                if let Some(node) = self.nodes.get_mut(i) {
                    node.next = main;
                    node.variations = others;
                }
            }
        }
    }

    /// Sets tag `name` to `value`: in its place when the game has it
    /// (the last of two written), else last.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().rev().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// Removes tag `name` (every value written): whether it was there.
    pub fn remove_tag(&mut self, name: &str) -> bool {
        let before = self.tags.len();
        self.tags.retain(|(n, _)| n != name);
        self.tags.len() != before
    }
}

/// Whether move `mv` (`None`: a null move) can be played from `before`.
fn legal_at(before: &Position, mv: Option<Move>) -> Result<(), TreeError> {
    let legal = match &mv {
        Some(m) => before.is_legal(m),
        None => !before.is_check(),
    };
    if legal {
        return Ok(());
    }
    Err(TreeError::IllegalMove {
        uci: mv.map_or_else(|| "0000".to_string(), |m| m.to_string()),
        fen: before.fen(),
    })
}

#[cfg(test)]
mod tests;
