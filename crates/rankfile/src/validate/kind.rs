//! The kinds of legality problem, and sets of them.

use core::fmt;

use crate::Bitboard;
use crate::diag::{Diagnostic, Severity};
use crate::text::Text;

/// What is wrong with a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ProblemKind {
    /// No piece at all.
    Empty,
    /// White has no king.
    NoWhiteKing,
    /// Black has no king.
    NoBlackKing,
    /// More than one king of a colour.
    TooManyKings,
    /// More than eight white pawns.
    TooManyWhitePawns,
    /// More than eight black pawns.
    TooManyBlackPawns,
    /// A pawn on rank 1 or 8.
    PawnsOnBackrank,
    /// More than sixteen white pieces.
    TooManyWhitePieces,
    /// More than sixteen black pieces.
    TooManyBlackPieces,
    /// A castling right whose king or rook is not on its home square.
    BadCastlingRights,
    /// An en passant square that no double push can have left.
    InvalidEpSquare,
    /// The side not to move is in check.
    OppositeCheck,
    /// More than two pieces give check.
    TooManyCheckers,
    /// A check that no last move can have given.
    ImpossibleCheck,
    /// Warning: more promoted pieces than missing pawns.
    TooMuchMaterial,
    /// Warning: the pawns need more captures than the opponent has lost
    /// pieces.
    TooManyPawnCaptures,
    /// Warning: an en passant square, yet a halfmove clock other than 0.
    EpWithHalfmove,
    /// Warning: a halfmove clock larger than the plies the fullmove number
    /// allows.
    HalfmoveExceedsPlies,
    /// Warning: a double check that no single move gives.
    UnreachableDoubleCheck,
    /// Warning: the starting placement with Black to move, or with a
    /// halfmove clock that says a pawn moved or a piece was taken.
    UnreachableStart,
}

/// A problem of `kind`, saying `message`, involving `squares`.
pub(super) fn problem(kind: ProblemKind, message: Text, squares: Bitboard) -> Diagnostic {
    let severity = match kind.is_warning() {
        true => Severity::Warning,
        false => Severity::Error,
    };
    Diagnostic::new(kind.code(), severity, message)
        .in_field(kind.field())
        .on(squares)
}

impl Diagnostic {
    /// The legality problem this diagnostic reports, if it reports one
    /// (its code is that kind's).
    ///
    /// ```
    /// use rankfile::{Position, ProblemKind, Setup};
    ///
    /// // White to move, and Black's king is in check from the queen.
    /// let setup: Setup = "4k3/8/8/8/8/8/8/4QK2 w - - 0 1".parse().unwrap();
    /// let err = Position::from_setup(setup).unwrap_err();
    /// assert_eq!(err.problems[0].code, "opposite_check");
    /// assert_eq!(err.problems[0].kind(), Some(ProblemKind::OppositeCheck));
    /// ```
    pub fn kind(&self) -> Option<ProblemKind> {
        ProblemKind::ALL
            .iter()
            .copied()
            .find(|k| k.code() == self.code)
    }
}

impl ProblemKind {
    /// The stable machine code, as in python-chess's status names.
    pub const fn code(self) -> &'static str {
        match self {
            ProblemKind::Empty => "empty",
            ProblemKind::NoWhiteKing => "no_white_king",
            ProblemKind::NoBlackKing => "no_black_king",
            ProblemKind::TooManyKings => "too_many_kings",
            ProblemKind::TooManyWhitePawns => "too_many_white_pawns",
            ProblemKind::TooManyBlackPawns => "too_many_black_pawns",
            ProblemKind::PawnsOnBackrank => "pawns_on_backrank",
            ProblemKind::TooManyWhitePieces => "too_many_white_pieces",
            ProblemKind::TooManyBlackPieces => "too_many_black_pieces",
            ProblemKind::BadCastlingRights => "bad_castling_rights",
            ProblemKind::InvalidEpSquare => "invalid_ep_square",
            ProblemKind::OppositeCheck => "opposite_check",
            ProblemKind::TooManyCheckers => "too_many_checkers",
            ProblemKind::ImpossibleCheck => "impossible_check",
            ProblemKind::TooMuchMaterial => "too_much_material",
            ProblemKind::TooManyPawnCaptures => "too_many_pawn_captures",
            ProblemKind::EpWithHalfmove => "ep_with_halfmove",
            ProblemKind::HalfmoveExceedsPlies => "halfmove_exceeds_plies",
            ProblemKind::UnreachableDoubleCheck => "unreachable_double_check",
            ProblemKind::UnreachableStart => "unreachable_start",
        }
    }

    /// Whether the problem is only a warning: the position can be played
    /// from, but no game reaches it. The python-chess checks are errors.
    pub const fn is_warning(self) -> bool {
        matches!(
            self,
            ProblemKind::TooMuchMaterial
                | ProblemKind::TooManyPawnCaptures
                | ProblemKind::EpWithHalfmove
                | ProblemKind::HalfmoveExceedsPlies
                | ProblemKind::UnreachableDoubleCheck
                | ProblemKind::UnreachableStart
        )
    }

    /// The FEN field (1 to 6) the problem belongs to.
    pub const fn field(self) -> u8 {
        match self {
            ProblemKind::BadCastlingRights => 3,
            ProblemKind::InvalidEpSquare => 4,
            ProblemKind::OppositeCheck | ProblemKind::UnreachableStart => 2,
            ProblemKind::EpWithHalfmove | ProblemKind::HalfmoveExceedsPlies => 5,
            _ => 1,
        }
    }

    /// Whether the problem says only that no game can reach the position,
    /// while the rules of movement still say exactly which moves it has:
    /// too many pawns or pieces of a side, too many checkers, a check that
    /// no last move gives. [`ProblemKinds::IMPLAUSIBLE`] is the set of them,
    /// and [`Position::from_setup_accepting`](crate::Position::from_setup_accepting)
    /// can accept them.
    ///
    /// The others stay refused, because moves are not defined there:
    /// - no king, or two of one side ([`Empty`](ProblemKind::Empty),
    ///   [`NoWhiteKing`](ProblemKind::NoWhiteKing),
    ///   [`NoBlackKing`](ProblemKind::NoBlackKing),
    ///   [`TooManyKings`](ProblemKind::TooManyKings)): a move is legal when
    ///   it leaves the one king of its side safe;
    /// - [`OppositeCheck`](ProblemKind::OppositeCheck): the side to move
    ///   could take the king, so the game ended before this position;
    /// - [`PawnsOnBackrank`](ProblemKind::PawnsOnBackrank): a pawn on its
    ///   own first rank has no defined move (its double step starts from the
    ///   second), and one on the last rank should already have promoted;
    /// - [`BadCastlingRights`](ProblemKind::BadCastlingRights) and
    ///   [`InvalidEpSquare`](ProblemKind::InvalidEpSquare): castling would
    ///   move a king or rook that is not at home, and en passant would take a
    ///   pawn that did not just pass.
    ///
    /// ```
    /// use rankfile::ProblemKind;
    ///
    /// assert!(ProblemKind::ImpossibleCheck.is_implausible());
    /// assert!(!ProblemKind::OppositeCheck.is_implausible());
    /// ```
    pub const fn is_implausible(self) -> bool {
        matches!(
            self,
            ProblemKind::TooManyWhitePawns
                | ProblemKind::TooManyBlackPawns
                | ProblemKind::TooManyWhitePieces
                | ProblemKind::TooManyBlackPieces
                | ProblemKind::TooManyCheckers
                | ProblemKind::ImpossibleCheck
        )
    }

    /// Every kind, in the order problems are reported.
    pub const ALL: [ProblemKind; 20] = [
        ProblemKind::Empty,
        ProblemKind::NoWhiteKing,
        ProblemKind::NoBlackKing,
        ProblemKind::TooManyKings,
        ProblemKind::TooManyWhitePawns,
        ProblemKind::TooManyBlackPawns,
        ProblemKind::PawnsOnBackrank,
        ProblemKind::TooManyWhitePieces,
        ProblemKind::TooManyBlackPieces,
        ProblemKind::BadCastlingRights,
        ProblemKind::InvalidEpSquare,
        ProblemKind::OppositeCheck,
        ProblemKind::TooManyCheckers,
        ProblemKind::ImpossibleCheck,
        ProblemKind::TooMuchMaterial,
        ProblemKind::TooManyPawnCaptures,
        ProblemKind::EpWithHalfmove,
        ProblemKind::HalfmoveExceedsPlies,
        ProblemKind::UnreachableDoubleCheck,
        ProblemKind::UnreachableStart,
    ];

    /// The kind whose [`code`](ProblemKind::code) is `code`.
    ///
    /// ```
    /// use rankfile::ProblemKind;
    ///
    /// assert_eq!(ProblemKind::from_code("impossible_check"), Some(ProblemKind::ImpossibleCheck));
    /// assert_eq!(ProblemKind::from_code("rank_width"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<ProblemKind> {
        ProblemKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// A set of [`ProblemKind`]s: the problems a caller accepts.
///
/// # Examples
///
/// ```
/// use rankfile::{ProblemKind, ProblemKinds};
///
/// let accepted = ProblemKinds::NONE.with(ProblemKind::ImpossibleCheck);
/// assert!(accepted.contains(ProblemKind::ImpossibleCheck));
/// assert!(!accepted.contains(ProblemKind::TooManyWhitePieces));
/// assert!(ProblemKinds::IMPLAUSIBLE.contains(ProblemKind::TooManyWhitePieces));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ProblemKinds(u32);

impl ProblemKinds {
    /// No kind.
    pub const NONE: ProblemKinds = ProblemKinds(0);

    /// Every kind that [`ProblemKind::is_implausible`]: what
    /// [`Position::from_setup_accepting`](crate::Position::from_setup_accepting)
    /// can accept.
    pub const IMPLAUSIBLE: ProblemKinds = {
        let mut set = ProblemKinds::NONE;
        let mut i = 0;
        while i < ProblemKind::ALL.len() {
            if ProblemKind::ALL[i].is_implausible() {
                set = set.with(ProblemKind::ALL[i]);
            }
            i += 1;
        }
        set
    };

    /// This set and `kind`.
    #[must_use]
    pub const fn with(self, kind: ProblemKind) -> ProblemKinds {
        ProblemKinds(self.0 | 1 << kind as u32)
    }

    /// The kinds in both sets.
    #[must_use]
    pub const fn intersect(self, other: ProblemKinds) -> ProblemKinds {
        ProblemKinds(self.0 & other.0)
    }

    /// Whether `kind` is in the set.
    pub const fn contains(self, kind: ProblemKind) -> bool {
        self.0 & 1 << kind as u32 != 0
    }

    /// The kinds of the set, in the order problems are reported.
    pub fn iter(self) -> impl Iterator<Item = ProblemKind> {
        ProblemKind::ALL
            .into_iter()
            .filter(move |&k| self.contains(k))
    }
}

impl FromIterator<ProblemKind> for ProblemKinds {
    fn from_iter<I: IntoIterator<Item = ProblemKind>>(iter: I) -> ProblemKinds {
        iter.into_iter()
            .fold(ProblemKinds::NONE, ProblemKinds::with)
    }
}

impl fmt::Debug for ProblemKinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(ProblemKind::code))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_listed_once_with_its_own_code() {
        for (i, kind) in ProblemKind::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, i, "{kind:?} out of order");
            assert_eq!(ProblemKind::from_code(kind.code()), Some(kind));
        }
    }

    #[test]
    fn the_implausible_set_holds_the_six_kinds_and_no_warning() {
        let codes: Vec<&str> = ProblemKinds::IMPLAUSIBLE
            .iter()
            .map(ProblemKind::code)
            .collect();
        assert_eq!(
            codes,
            [
                "too_many_white_pawns",
                "too_many_black_pawns",
                "too_many_white_pieces",
                "too_many_black_pieces",
                "too_many_checkers",
                "impossible_check"
            ]
        );
        assert!(ProblemKinds::IMPLAUSIBLE.iter().all(|k| !k.is_warning()));
    }
}
