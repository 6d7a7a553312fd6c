//! A game: its tags, its starting position, and its moves as a tree (the
//! main line and every variation), with comments and NAGs; read from the
//! tokens of one game, every move checked.

use crate::{Move, Position};

/// One move of the tree and what is written around it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The move, or `None` for a null move (`--`).
    pub mv: Option<Move>,
    /// NAGs after the move (`$1` for `!`, …).
    pub nags: Vec<u8>,
    /// A comment before the move, at the start of a variation.
    pub starting_comment: String,
    /// The comment after the move.
    pub comment: String,
    /// The move that follows it on its line.
    pub next: Option<usize>,
    /// Alternatives to `next`, in the order written (most nodes have none,
    /// so most nodes allocate nothing here).
    pub variations: Vec<usize>,
    /// Where the node hangs: kept by the reader and by [`Game`]'s edits.
    pub(crate) link: Link,
}

/// Where a node hangs in its game's tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Link {
    /// A move from the game's start.
    Root,
    /// A move after this node.
    Node(usize),
    /// A move after this node, in a line taken out of the tree (a node
    /// above it is [`Detached`](Link::Detached)): so that whether a node
    /// is in the tree is known without climbing to the start.
    Under(usize),
    /// Taken out of the tree ([`Game::detach`], [`Game::remove`]).
    Detached,
}

impl Node {
    /// A node of move `mv` (`None`: a null move), with nothing written
    /// around it, not yet in a tree: [`Game::add_variation`] hangs one.
    pub(crate) fn of(mv: Option<Move>) -> Node {
        Node {
            mv,
            nags: Vec::new(),
            starting_comment: String::new(),
            comment: String::new(),
            next: None,
            variations: Vec::new(),
            link: Link::Detached,
        }
    }

    /// The move in UCI, `0000` for a null move.
    pub fn uci(&self) -> String {
        self.mv
            .map_or_else(|| "0000".to_string(), |m| m.to_string())
    }

    /// The move's canonical SAN in `before`, the position it is played
    /// from (`--` for a null move).
    pub fn san(&self, before: &Position) -> String {
        self.mv.map_or_else(|| "--".to_string(), |m| before.san(&m))
    }

    /// Plays the node's move (or null move) on `pos`.
    pub fn play(&self, pos: &mut Position) {
        pos.play_opt(self.mv.as_ref());
    }
}

/// A game of chess as PGN records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The tags in the order they were written.
    pub tags: Vec<(String, String)>,
    /// The starting position: the `FEN` tag's (with `SetUp "1"`), or the
    /// standard one.
    pub start: Position,
    /// The comment before the first move.
    pub comment: String,
    /// Every node of the tree; `first`, `next` and `variations` index
    /// into it.
    pub nodes: Vec<Node>,
    /// The main line's first move.
    pub first: Option<usize>,
    /// Alternatives to the first move.
    pub first_variations: Vec<usize>,
    /// The result written after the moves, if any.
    pub result: Option<String>,
    /// The rest of each line that broke at a move that cannot be played,
    /// kept as written: nothing of the text is lost, and nothing of it is
    /// taken for what it is not.
    pub unplayed: Vec<Unplayed>,
    /// Text after the result, which no game holds, kept as written (an
    /// `after_result` error says so).
    pub after_result: Option<String>,
    /// The `%` escape lines of the game's text, in order: lines for other
    /// programs' use that no move holds, kept (and written before the
    /// game's tags).
    pub escapes: Vec<String>,
}

/// The rest of a line, from a move that cannot be played to the line's
/// end (its `)`, or the result), as written: the refused move, its NAGs
/// and comments, and all after it, variations included.
///
/// ```
/// use rankfile::pgn;
///
/// let reading = pgn::read_game("1. e4 e5 2. Nf3 Ke3?? {oops} 3. d4 1-0", pgn::GameOptions::default());
/// let game = &reading.game;
/// assert_eq!(game.main_line().len(), 3);
/// // Nf3 keeps no NAG and no comment of the refused move's.
/// assert!(game.main_line()[2].nags.is_empty());
/// assert_eq!(game.unplayed[0].text, "Ke3?? {oops} 3. d4");
/// assert_eq!(game.unplayed[0].after, Some(2));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unplayed {
    /// The line's last move that was played, which the text follows;
    /// `None` when the line's first move is the refused one.
    pub after: Option<usize>,
    /// When `after` is `None`: the move the broken line is an alternative
    /// to, or `None` for the main line.
    pub instead_of: Option<usize>,
    /// The comment written before the refused move, at a line's start.
    pub comment: String,
    /// The text from the refused move to the line's end.
    pub text: String,
    /// The rest starts at a move that was refused; `false` when the moves
    /// were not replayed at all (a variant's game), and the rest is the
    /// whole movetext.
    pub refused: bool,
    /// The rest runs to the end of the game's text (no `)` and no result
    /// closed it, or a `{` in it never closed): whatever is written after
    /// it would be read as part of it, so nothing is.
    pub to_end: bool,
    /// When it is an alternative (`instead_of`): how many of that move's
    /// played alternatives stand before it in the text, so that it is
    /// written back in its place among them.
    pub among: usize,
}

impl Game {
    /// The value of tag `name`, if present (the last, if written twice).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The nodes of the main line, first to last.
    pub fn main_line(&self) -> Vec<&Node> {
        let mut out = Vec::new();
        let mut next = self.first;
        while let Some(i) = next {
            let Some(node) = self.nodes.get(i) else { break };
            out.push(node);
            next = node.next;
        }
        out
    }

    /// The main line in canonical SAN (`--` for a null move).
    pub fn main_line_san(&self) -> Vec<String> {
        let mut pos = self.start;
        self.main_line()
            .iter()
            .map(|node| {
                let san = node.san(&pos);
                node.play(&mut pos);
                san
            })
            .collect()
    }

    /// The position after the main line.
    pub fn final_position(&self) -> Position {
        let mut pos = self.start;
        for node in self.main_line() {
            node.play(&mut pos);
        }
        pos
    }

    /// The result: the `Result` tag, or else the one after the moves, or
    /// else `*`.
    pub fn result(&self) -> &str {
        self.tag("Result").or(self.result.as_deref()).unwrap_or("*")
    }
}
