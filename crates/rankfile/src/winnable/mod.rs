//! Dead positions: whether a side can still checkmate by any series of
//! legal moves (FIDE Laws 5.2.2 and 6.9).
//!
//! A game is drawn the moment neither player can checkmate by any series
//! of legal moves (5.2.2, a *dead position*), and a player whose flag
//! falls does not lose when the opponent could not checkmate that way
//! (6.9). "Any series" counts the loser's help: a side can win when a
//! *helpmate* exists, a sequence of legal moves of both sides that ends
//! with that side mating.
//!
//! [`Position::winnable`] answers with the proof either way: the
//! helpmate, checkable by replaying it, or the reason no mate exists (a
//! material rule, or every position the game can still reach searched),
//! or *undetermined* when the search reaches its bound.
//! [`Position::quick_winnable`] uses a small bound: fast, and it says
//! *unwinnable* only with the same proofs.
//!
//! ```
//! use rankfile::winnable::Verdict;
//! use rankfile::{Color, Position};
//!
//! // Locked pawns and bishops that can never cross them.
//! let pos: Position = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1".parse()?;
//! assert!(matches!(pos.winnable(Color::White), Verdict::Unwinnable(_)));
//! assert!(pos.is_dead());
//!
//! // The fool's mate, reversed: White can mate with Black's help.
//! let start = Position::new();
//! let Verdict::Winnable(helpmate) = start.winnable(Color::White) else { panic!() };
//! let end = helpmate.moves.iter().fold(start, |pos, m| pos.play(m).unwrap());
//! assert!(end.is_checkmate() && end.turn() == Color::Black);
//! # Ok::<(), rankfile::FenError>(())
//! ```

mod deepen;
mod dive;
mod fixed;
mod hash;
mod rules;
mod score;
mod sealed;
mod search;
mod structure;

pub use rules::MaterialRule;

use crate::text::{Arg, Text, t};
use crate::{Bitboard, Color, Move, Position};
use search::{Moves, Walk};

/// How many positions [`Position::winnable`] may hold before it answers
/// undetermined: about 200 MB at most.
pub const FULL_BOUND: usize = 1_000_000;

/// How many positions [`Position::quick_winnable`] may hold, when the
/// board has at most [`QUICK_PIECES`] pieces and pawns, or the side to
/// move is in check with at most [`QUICK_FORCED_MOVES`] ways out (in any
/// other position it searches nothing: the material rules and the pawns'
/// fixed core alone).
pub const QUICK_BOUND: usize = 20;

/// How many pieces and pawns, kings included, the quick form searches.
pub const QUICK_PIECES: usize = 5;

/// How many legal moves a side in check may have for the quick form to
/// search: with few ways out, every line may soon end.
pub const QUICK_FORCED_MOVES: usize = 4;

/// How many positions the narrow search after the dive may hold (a tenth
/// of the bound at most), where the loser's king alone moves, and
/// captures.
const NARROW_BOUND: usize = 50_000;

/// How many positions the first narrow walk holds, when the bound is
/// at least a fiftieth of [`FULL_BOUND`].
const SHORT_BOUND: usize = 800;

/// How many positions the depth-first try at a helpmate may enter (a
/// twentieth of the bound at most).
const DIVE_BOUND: usize = 20_000;

/// How many positions the longer deepening may enter (a twentieth of
/// the bound at most).
const DEEPENING_BOUND: usize = 20_000;

/// What share of the bound the last deepening may enter, after the
/// full walk has run out of room: a fifth.
const LAST_DEEPENING_SHARE: usize = 5;

/// How many positions the first deepening may enter, when the bound is
/// at least a fiftieth of [`FULL_BOUND`].
const FIRST_DEEPENING: usize = 2_000;

/// How many plies a line of the first deepening may run: short lines
/// find the typical game's helpmate soonest.
const SHORT_LINE: usize = 60;

/// How many plies a line of the longer deepening may run: endgames
/// whose mate needs promotions run long.
const LONG_LINE: usize = 200;

/// How many pawn structures the proof without search may walk.
const SEALED_BOUND: usize = 4_000;

/// Whether a side can still checkmate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// It can: here is a helpmate.
    Winnable(Helpmate),
    /// It cannot, and why.
    Unwinnable(Unwinnability),
    /// The search reached its bound before it could tell.
    Undetermined {
        /// How many positions it held.
        positions: usize,
    },
}

impl Verdict {
    /// A stable code: `winnable`, `unwinnable` or `undetermined`.
    pub const fn code(&self) -> &'static str {
        match self {
            Verdict::Winnable(_) => "winnable",
            Verdict::Unwinnable(_) => "unwinnable",
            Verdict::Undetermined { .. } => "undetermined",
        }
    }

    /// Whether the side was proved unable to mate.
    pub const fn is_unwinnable(&self) -> bool {
        matches!(self, Verdict::Unwinnable(_))
    }
}

/// A sequence of legal moves, of both sides, from the position asked
/// about to a checkmate by the side asked about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Helpmate {
    /// The moves, first to last.
    pub moves: Vec<Move>,
}

impl Helpmate {
    /// The moves in UCI, as CHA and engines write them, from `start`.
    pub fn uci(&self, start: &Position) -> Vec<String> {
        let mut pos = *start;
        let mut out = Vec::with_capacity(self.moves.len());
        for m in &self.moves {
            out.push(pos.uci(m));
            pos.play_unchecked(m);
        }
        out
    }
}

/// Why a side can never checkmate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unwinnability {
    /// Its material cannot, whatever the other side does.
    Material(MaterialRule),
    /// No pawn can ever move or be taken, and behind them no square the
    /// other king can reach could be a mate: the side's pieces cannot
    /// give check there, or the king always keeps a flight square.
    Sealed {
        /// The locked pawns.
        pawns: Bitboard,
    },
    /// Every position the game can still reach was searched, and in none
    /// has the side mated.
    Searched {
        /// How many positions the game can still reach.
        positions: usize,
        /// Whether no pawn can ever move or be taken.
        pawns_locked: bool,
    },
}

impl Unwinnability {
    /// A stable code: `lone_king`, `lone_knight`,
    /// `bishops_of_one_colour`, `sealed` or `no_reachable_mate`.
    pub const fn code(&self) -> &'static str {
        match self {
            Unwinnability::Material(MaterialRule::LoneKing) => "lone_king",
            Unwinnability::Material(MaterialRule::LoneKnight) => "lone_knight",
            Unwinnability::Material(MaterialRule::BishopsOfOneColour) => "bishops_of_one_colour",
            Unwinnability::Sealed { .. } => "sealed",
            Unwinnability::Searched { .. } => "no_reachable_mate",
        }
    }
}

impl Position {
    /// Whether `winner` can still checkmate by some series of legal
    /// moves, searching at most [`FULL_BOUND`] positions.
    pub fn winnable(&self, winner: Color) -> Verdict {
        self.winnable_within(winner, FULL_BOUND)
    }

    /// The quick form: a verdict from at most [`QUICK_BOUND`] positions.
    /// Unwinnable only with a proof, like the full form; undetermined
    /// here means *probably winnable*.
    ///
    /// ```
    /// use rankfile::{Color, Position};
    ///
    /// let pos: Position = "8/8/4k3/8/8/8/3RK3/8 b - - 0 1".parse()?;
    /// assert!(!pos.quick_winnable(Color::White).is_unwinnable());
    /// assert!(pos.quick_winnable(Color::Black).is_unwinnable());
    /// # Ok::<(), rankfile::FenError>(())
    /// ```
    pub fn quick_winnable(&self, winner: Color) -> Verdict {
        let few_pieces = self.board().occupied().count() <= QUICK_PIECES;
        let forced = || self.is_check() && self.legal_moves().len() <= QUICK_FORCED_MOVES;
        let bound = if few_pieces || forced() {
            QUICK_BOUND
        } else {
            0
        };
        self.decide(winner, bound, 0)
    }

    /// Why `side` can never checkmate, when the material rules prove it,
    /// or the pawns' fixed core with every pawn standing in front of a
    /// pawn: what `pgn check` asks of every game's final position, in a
    /// few nanoseconds for most.
    pub(crate) fn unwinnable_at_once(&self, side: Color) -> Option<Unwinnability> {
        if let Some(rule) = rules::material_cannot_mate(self.board(), side) {
            return Some(Unwinnability::Material(rule));
        }
        let locked = every_pawn_faces_a_pawn(self);
        let pawns = locked.then(|| sealed::sealed(self, side, 0)).flatten()?;
        Some(Unwinnability::Sealed { pawns })
    }

    /// Whether `winner` can still checkmate, searching at most `bound`
    /// positions.
    pub fn winnable_within(&self, winner: Color, bound: usize) -> Verdict {
        self.decide(winner, bound, SEALED_BOUND)
    }

    /// The verdict after the material rules, the pawn structures (at most
    /// `structures` of them walked; none: the fixed core alone) and a
    /// search of at most `bound` positions.
    fn decide(&self, winner: Color, bound: usize, structures: usize) -> Verdict {
        if let Some(rule) = rules::material_cannot_mate(self.board(), winner) {
            return Verdict::Unwinnable(Unwinnability::Material(rule));
        }
        if let Some(pawns) = sealed::sealed(self, winner, structures) {
            return Verdict::Unwinnable(Unwinnability::Sealed { pawns });
        }
        if self.turn() != winner && self.is_checkmate() {
            return Verdict::Winnable(Helpmate { moves: Vec::new() });
        }
        if bound == 0 {
            return Verdict::Undetermined { positions: 0 };
        }
        if let Some(moves) = self.helpmate_tries(winner, bound) {
            return Verdict::Winnable(Helpmate { moves });
        }
        match search::walk(self, winner, bound, Moves::All) {
            Walk::Mate(moves) => Verdict::Winnable(Helpmate { moves }),
            Walk::Exhausted {
                positions,
                pawns_moved,
            } => Verdict::Unwinnable(Unwinnability::Searched {
                positions,
                pawns_locked: !pawns_moved,
            }),
            Walk::Bounded { positions } => {
                // The walk ran out of room: one more, long deepening, for
                // the helpmates no walk reaches (a lone minor piece whose
                // mate needs the loser's pawns promoted to blockers). Not
                // in the quick form: its bound leaves no room for it.
                let last = (bound >= FULL_BOUND / 50)
                    .then(|| deepen::deepen(self, winner, bound / LAST_DEEPENING_SHARE, LONG_LINE))
                    .flatten();
                match last {
                    Some(moves) => Verdict::Winnable(Helpmate { moves }),
                    None => Verdict::Undetermined { positions },
                }
            }
        }
    }

    /// The searches that may find a helpmate but prove nothing when they
    /// do not, cheapest first, each within its share of `bound`: a short
    /// deepening along lines of progress (most middlegames), a short
    /// narrow walk (most endgames), a longer deepening, the dive, the
    /// narrow walk again with more room. The full walk comes after them.
    fn helpmate_tries(&self, winner: Color, bound: usize) -> Option<Vec<Move>> {
        let short = bound >= FULL_BOUND / 50;
        if short && let Some(moves) = deepen::deepen(self, winner, FIRST_DEEPENING, SHORT_LINE) {
            return Some(moves);
        }
        if short && let Walk::Mate(moves) = search::walk(self, winner, SHORT_BOUND, Moves::KingWalk)
        {
            return Some(moves);
        }
        // The longer deepening and the dive each take a twentieth of the
        // bound at most, and neither runs in a bound too small for a
        // hundred positions.
        let share = bound / 20;
        if share >= 100
            && let Some(moves) = deepen::deepen(self, winner, share.min(DEEPENING_BOUND), LONG_LINE)
                .or_else(|| dive::dive(self, winner, share.min(DIVE_BOUND)))
        {
            return Some(moves);
        }
        let narrow = (bound / 10).min(NARROW_BOUND);
        match search::walk(self, winner, narrow, Moves::KingWalk) {
            Walk::Mate(moves) => Some(moves),
            _ => None,
        }
    }

    /// Whether the position is dead (5.2.2): neither side can checkmate
    /// by any series of legal moves, proved for both.
    pub fn is_dead(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|color| self.winnable(color).is_unwinnable())
    }
}

impl Unwinnability {
    /// Why `side` can never checkmate, for a person.
    ///
    /// ```
    /// use rankfile::{Color, Position};
    /// use rankfile::winnable::Verdict;
    ///
    /// let pos: Position = "8/8/4k3/8/8/8/3NK3/8 b - - 0 1".parse()?;
    /// let Verdict::Unwinnable(why) = pos.winnable(Color::Black) else { panic!() };
    /// assert_eq!(why.message(Color::Black), "Black has only the king");
    /// # Ok::<(), rankfile::FenError>(())
    /// ```
    pub fn message(&self, side: Color) -> Text {
        let who = capitalized(side);
        match *self {
            Unwinnability::Material(MaterialRule::LoneKing) => {
                t!("winnable-lone-king", "{who} has only the king", side)
            }
            Unwinnability::Material(MaterialRule::LoneKnight) => t!(
                "winnable-lone-knight",
                "{who} has only a knight, and the other side nothing to block its own king with but queens, which would take the knight",
                side
            ),
            Unwinnability::Material(MaterialRule::BishopsOfOneColour) => t!(
                "winnable-bishops-one-colour",
                "{who} has only bishops, all on squares of one colour, and no pawn or knight is left to block a square of the other colour",
                side
            ),
            Unwinnability::Sealed { pawns } => {
                let (english, squares) = square_list(pawns);
                t!(
                    "winnable-sealed",
                    "{who} cannot mate in any pawn structure the game can still reach (the pawns on {english} now)",
                    side,
                    squares
                )
            }
            Unwinnability::Searched { positions, .. } => {
                let plural = if positions == 1 { "" } else { "s" };
                t!(
                    "winnable-searched",
                    "{who} mates in none of the {positions} position{plural} the game can still reach",
                    side,
                    positions
                )
            }
        }
    }
}

/// The squares of `pawns`, as an English list and as a list for the
/// catalogs to join.
fn square_list(pawns: Bitboard) -> (String, Arg) {
    let names: Vec<String> = pawns.into_iter().map(|sq| sq.to_string()).collect();
    (crate::text::english_list(&names), Arg::from(names))
}

fn capitalized(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Whether there are pawns and each stands in front of a pawn: the
/// structures [`Position::unwinnable_at_once`] asks the fixed core of.
pub(crate) fn every_pawn_faces_a_pawn(pos: &Position) -> bool {
    let board = pos.board();
    let pawns = board.by_role(crate::Role::Pawn);
    let white = pawns & board.by_color(Color::White);
    let black = pawns & board.by_color(Color::Black);
    pawns.any() && (white.north() - pawns).is_empty() && (black.south() - pawns).is_empty()
}

/// Whether the position is dead by the quick form (a proof for each
/// side, or nothing): the reasons, White's then Black's.
///
/// ```
/// use rankfile::Position;
///
/// let pos: Position = "8/8/4k3/8/8/2B5/8/4K3 w - - 0 1".parse()?;
/// let note = rankfile::winnable::dead_note(&pos).unwrap();
/// assert_eq!(
///     note,
///     "dead position: neither side can checkmate (White has only bishops, all on squares of one colour, \
///      and no pawn or knight is left to block a square of the other colour; Black has only the king)"
/// );
/// // One pawn structure sealing both sides is said once.
/// let locked: Position = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1".parse()?;
/// assert_eq!(
///     rankfile::winnable::dead_note(&locked).unwrap(),
///     "dead position: neither side can mate in any pawn structure the game can still reach \
///      (the pawns on b4, d4, f4, h4, b5, d5, f5 and h5 now)"
/// );
/// assert!(rankfile::winnable::dead_note(&Position::new()).is_none());
/// # Ok::<(), rankfile::FenError>(())
/// ```
pub fn dead_note(pos: &Position) -> Option<Text> {
    let why = |side: Color| match pos.quick_winnable(side) {
        Verdict::Unwinnable(why) => Some(why),
        _ => None,
    };
    let (white_why, black_why) = (why(Color::White)?, why(Color::Black)?);
    // One structure sealing both sides: said once, not once for each.
    if let (Unwinnability::Sealed { pawns }, Unwinnability::Sealed { pawns: same }) =
        (white_why, black_why)
        && pawns == same
    {
        let (english, squares) = square_list(pawns);
        return Some(t!(
            "winnable-dead-sealed",
            "dead position: neither side can mate in any pawn structure the game can still reach (the pawns on {english} now)",
            squares
        ));
    }
    let (white_text, black_text) = (
        white_why.message(Color::White),
        black_why.message(Color::Black),
    );
    let (english_white, english_black) = (white_text.to_string(), black_text.to_string());
    let (white, black) = (Arg::from(white_text), Arg::from(black_text));
    Some(t!(
        "winnable-dead",
        "dead position: neither side can checkmate ({english_white}; {english_black})",
        white,
        black
    ))
}

#[cfg(test)]
mod tests;
