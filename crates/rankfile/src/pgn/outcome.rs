//! How a game ended, by the rules: what the final position decides on its
//! own (checkmate, stalemate, insufficient material, the seventy-five-move
//! and fivefold-repetition rules) and what a player may claim (the
//! fifty-move rule, threefold repetition).

use super::game::Game;
use crate::winnable::Unwinnability;
use crate::{Bitboard, Color, Position, Role};

/// An end the rules impose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move is mated; `winner` won.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move has no move and is not in check.
    Stalemate,
    /// Neither side can ever mate (as python-chess judges it).
    InsufficientMaterial,
    /// 75 moves by each side without capture or pawn move.
    SeventyFiveMoves,
    /// The same position for the fifth time.
    FivefoldRepetition,
}

impl Outcome {
    /// A stable code: `checkmate`, `stalemate`, …
    pub const fn code(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::InsufficientMaterial => "insufficient_material",
            Outcome::SeventyFiveMoves => "seventy_five_moves",
            Outcome::FivefoldRepetition => "fivefold_repetition",
        }
    }

    /// The result it gives: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(self) -> &'static str {
        match self {
            Outcome::Checkmate {
                winner: Color::White,
            } => "1-0",
            Outcome::Checkmate {
                winner: Color::Black,
            } => "0-1",
            _ => "1/2-1/2",
        }
    }
}

/// A draw a player may claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Claim {
    /// 50 moves by each side without capture or pawn move.
    FiftyMoves,
    /// The same position for the third time.
    ThreefoldRepetition,
}

impl Claim {
    /// A stable code: `fifty_moves` or `threefold_repetition`.
    pub const fn code(self) -> &'static str {
        match self {
            Claim::FiftyMoves => "fifty_moves",
            Claim::ThreefoldRepetition => "threefold_repetition",
        }
    }
}

/// How the main line of a game ends.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameOutcome {
    /// What the rules impose, if anything.
    pub outcome: Option<Outcome>,
    /// What may be claimed in the final position.
    pub claims: Vec<Claim>,
}

/// Whether `color` can never mate, as python-chess judges it.
fn cannot_mate(pos: &Position, color: Color) -> bool {
    let board = pos.board();
    let own = board.by_color(color);
    let heavy = board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if (own & heavy).any() {
        return false;
    }
    if (own & board.by_role(Role::Knight)).any() {
        let theirs =
            board.by_color(!color) - board.by_role(Role::King) - board.by_role(Role::Queen);
        return own.count() <= 2 && theirs.is_empty();
    }
    if (own & board.by_role(Role::Bishop)).any() {
        let bishops = board.by_role(Role::Bishop);
        let same_colour =
            (bishops & Bitboard::DARK).is_empty() || (bishops & Bitboard::LIGHT).is_empty();
        return same_colour && (board.by_role(Role::Pawn) | board.by_role(Role::Knight)).is_empty();
    }
    true
}

impl Position {
    /// Whether neither side can ever mate (king against king, a lone minor
    /// piece, bishops all on one colour), as python-chess judges it.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let pos: Position = "8/8/4k3/8/8/2B5/8/4K3 w - - 0 1".parse().unwrap();
    /// assert!(pos.is_insufficient_material());
    /// assert!(!Position::new().is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        cannot_mate(self, Color::White) && cannot_mate(self, Color::Black)
    }

    /// Whether `color` has too little material to ever mate (a lone king,
    /// a lone knight with nothing of the other side's to block, bishops
    /// all on one colour with no pawn or knight on the board), as
    /// python-chess judges it: a few piece counts, not every dead
    /// position.
    ///
    /// ```
    /// use rankfile::{Color, Position};
    ///
    /// let pos: Position = "8/4rk2/8/8/8/8/3K4/8 w - - 0 1".parse().unwrap();
    /// assert!(pos.has_insufficient_material(Color::White));
    /// assert!(!pos.has_insufficient_material(Color::Black));
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        cannot_mate(self, color)
    }
}

impl Position {
    /// Whether `other` is this position again, as the repetition rules
    /// count it: the same placement, side to move and castling rights, and
    /// en passant possible on the same square or on none (python-chess's
    /// transposition key); the clocks do not count.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let start = Position::new();
    /// let back = ["Nf3", "Nf6", "Ng1", "Ng8"]
    ///     .iter()
    ///     .fold(start, |pos, san| pos.play_san(san).unwrap());
    /// assert!(back.is_repetition_of(&start));
    /// assert_ne!(back.fen(), start.fen());
    /// ```
    pub fn is_repetition_of(&self, other: &Position) -> bool {
        // The en passant square, the dear one, is asked only when the
        // rest agree.
        self.board() == other.board()
            && self.turn() == other.turn()
            && self.castling_rights() == other.castling_rights()
            && self.legal_ep_square() == other.legal_ep_square()
    }
}

impl Game {
    /// How the main line ends.
    pub fn outcome(&self) -> GameOutcome {
        let mut pos = self.start;
        let mut window = Window::new(pos);
        for node in self.main_line() {
            window.next_from(&pos);
            node.play(&mut pos);
            window.played(node.mv, pos.halfmove_clock());
        }
        window.outcome(pos)
    }
}

/// The main line since its last capture or pawn move (only those positions
/// can repeat), kept as the line is read: the position where it starts and
/// the moves after it, so that nothing is copied per move.
#[derive(Debug, Clone)]
pub(crate) struct Window {
    start: Position,
    moves: Vec<Option<crate::Move>>,
    /// The last move reset the clock: the window starts after it. The
    /// position is copied when the next move comes, long after the last
    /// one wrote it: copied at once, it would wait for those writes.
    restart: bool,
}

impl Window {
    pub(crate) fn new(start: Position) -> Window {
        Window {
            start,
            // Room for the moves between two captures or pawn moves, as
            // most games have them: no growing while reading.
            moves: Vec::with_capacity(32),
            restart: false,
        }
    }

    /// The window of a new line from `start`, keeping the room already
    /// allocated.
    pub(crate) fn reset(&mut self, start: Position) {
        self.start = start;
        self.moves.clear();
        self.restart = false;
    }

    /// Called with the position the line's next move is played from.
    #[inline]
    pub(crate) fn next_from(&mut self, pos: &Position) {
        if self.restart {
            self.start = *pos;
            self.moves.clear();
            self.restart = false;
        }
    }

    /// Notes `mv` (`None`: a null move), just played; `clock` is the
    /// halfmove clock after it.
    #[inline]
    pub(crate) fn played(&mut self, mv: Option<crate::Move>, clock: u32) {
        if clock == 0 {
            self.restart = true;
        } else {
            self.moves.push(mv);
        }
    }

    /// How the line ends at `pos`, the position after its last move.
    pub(crate) fn outcome(&self, pos: Position) -> GameOutcome {
        // `pos` itself, and each earlier position of the window equal to it.
        let mut repeats = 1;
        let (mut earlier, moves) = if self.restart {
            (pos, &[][..])
        } else {
            (self.start, &self.moves[..])
        };
        for mv in moves {
            if earlier.is_repetition_of(&pos) {
                repeats += 1;
            }
            earlier.play_opt(mv.as_ref());
        }
        let outcome = if pos.is_checkmate() {
            Some(Outcome::Checkmate {
                winner: !pos.turn(),
            })
        } else if pos.is_stalemate() {
            Some(Outcome::Stalemate)
        } else if pos.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if pos.halfmove_clock() >= 150 {
            Some(Outcome::SeventyFiveMoves)
        } else if repeats >= 5 {
            Some(Outcome::FivefoldRepetition)
        } else {
            None
        };
        let mut claims = Vec::new();
        if outcome.is_none() {
            if pos.halfmove_clock() >= 100 {
                claims.push(Claim::FiftyMoves);
            }
            if repeats >= 3 {
                claims.push(Claim::ThreefoldRepetition);
            }
        }
        GameOutcome { outcome, claims }
    }
}

#[cfg(test)]
mod tests {
    use crate::pgn;

    fn outcome(text: &str) -> pgn::GameOutcome {
        let reading = pgn::read_game(text, crate::pgn::GameOptions::default());
        // Read along the way, or replayed from the game: the same.
        assert_eq!(reading.outcome, reading.game.outcome());
        reading.outcome
    }

    #[test]
    fn ends_by_the_rules() {
        let mate = outcome("1. f3 e5 2. g4 Qh4# 0-1");
        assert_eq!(mate.outcome.map(|o| o.result()), Some("0-1"));
        let repetition = outcome("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *");
        assert_eq!(repetition.claims, [pgn::Claim::ThreefoldRepetition]);
        let five = outcome(
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *",
        );
        assert_eq!(five.outcome, Some(pgn::Outcome::FivefoldRepetition));
        let stalemate =
            outcome("[SetUp \"1\"]\n[FEN \"7k/5K2/8/8/8/8/8/6Q1 w - - 0 1\"]\n\n1. Qg6 1/2-1/2");
        assert_eq!(stalemate.outcome, Some(pgn::Outcome::Stalemate));
        assert_eq!(outcome("1. e4 *"), pgn::GameOutcome::default());
    }
}

/// What a game's main line says about dead positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Deadness {
    /// How many plies in the main line's first dead position is, when its
    /// final position is dead (0: dead from the start).
    pub dead_from: Option<usize>,
    /// When the game was lost on time (its `Termination` tag says "time
    /// forfeit") by a side whose opponent could not have mated: why not.
    pub unwinnable_on_time: Option<(Color, Unwinnability)>,
}
