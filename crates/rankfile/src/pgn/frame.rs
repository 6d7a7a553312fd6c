//! A line of moves being replayed: the main line, or a variation open
//! inside it, with where it starts, what was played, and what of its text
//! is kept as written.

use crate::{Move, Position};

/// Where a line of moves stands while it is being read.
pub(super) struct Frame {
    /// The node new moves hang from (`None`: the game's roots; tree only).
    pub(super) parent: Option<usize>,
    /// The node the line is an alternative to (`None` for the main line).
    pub(super) replaces: Option<usize>,
    /// The ply of the line's first move in the game, from 1.
    pub(super) first_ply: usize,
    /// The position the line starts from.
    pub(super) start: Position,
    /// The line's moves so far (`None`: a null move): a variation replays
    /// them to find its start, and the first frame's are the main line.
    pub(super) moves: Vec<Option<Move>>,
    /// The last move's node and the node it hangs from (tree only).
    pub(super) last: Option<(usize, Option<usize>)>,
    /// The position after the last move.
    pub(super) pos: Position,
    /// A comment waiting for the next move (at the start of a line).
    pub(super) pending: String,
    /// After a move that cannot be played, the rest of the line is not.
    pub(super) broken: bool,
    /// Where the move that broke this line stands (not set for a line
    /// inside a broken one: its text is part of the outer line's rest).
    pub(super) refused_at: Option<usize>,
    /// How many of `moves` `replayed` is the position after: a variation
    /// needs the position before the line's last move, and replaying from
    /// where the last variation left off keeps every line's replays linear
    /// in its length, without a copy per move on the hot road.
    pub(super) replayed_moves: usize,
    pub(super) replayed: Position,
    /// What of a variation's text is kept as written when it closes.
    pub(super) keep: Keep,
    /// Where the line's last move stands, when it was written with `+`
    /// and read on the fast road, which does not look for mate: a mate
    /// ends its line, so whether that `+` should be `#` is asked when the
    /// line closes.
    pub(super) plus_at: Option<core::ops::Range<usize>>,
    /// The rests kept while the line had no move (NAGs, variations that
    /// replace nothing), as indices into the tree's `unplayed`: dropped
    /// when the whole variation is kept as written, which holds them.
    pub(super) kept_inside: Vec<usize>,
    /// The `)` and `}` that closed nothing among the line's moves, kept
    /// as written at the line's end when it closes (tree only).
    pub(super) strays: Vec<&'static str>,
}

/// What of a variation's text is kept as written when it closes, so that
/// nothing of it is lost though nothing of it could be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Keep {
    /// Nothing: the variation's moves are in the tree, or its text is
    /// part of a broken line's rest.
    Nothing,
    /// Its text from its `(` (which stands at this byte) to its `)`:
    /// a variation before the line's first move, which replaces nothing.
    Whole(usize),
    /// Its text inside the parentheses (from this byte), if it has no
    /// move: an empty variation's comments and NAGs.
    IfEmpty(usize),
}

impl Frame {
    pub(super) fn new(start: Position, first_ply: usize) -> Frame {
        Frame {
            parent: None,
            replaces: None,
            first_ply,
            start,
            moves: Vec::new(),
            last: None,
            pos: start,
            pending: String::new(),
            broken: false,
            refused_at: None,
            replayed_moves: 0,
            replayed: start,
            keep: Keep::Nothing,
            kept_inside: Vec::new(),
            plus_at: None,
            strays: Vec::new(),
        }
    }

    /// The position after the first `n` moves of the line.
    pub(super) fn position_after(&mut self, n: usize) -> Position {
        if self.replayed_moves > n {
            self.replayed_moves = 0;
            self.replayed = self.start;
        }
        for mv in &self.moves[self.replayed_moves..n] {
            self.replayed.play_opt(mv.as_ref());
        }
        self.replayed_moves = n;
        self.replayed
    }
}
