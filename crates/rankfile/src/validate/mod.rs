//! Legality: whether a well-formed [`Setup`] is a position one can play from.
//!
//! The checks and their codes follow python-chess's `Board.status()`; every
//! problem is reported at once, each naming the squares it involves.

use core::fmt;

use crate::attacks;
use crate::diag::Diagnostic;
use crate::text::{Arg, Text, list_of, t};
mod allowed;
mod kind;
mod warnings;

pub use allowed::{castling_allowed, castling_standing, en_passant_squares};

use kind::problem;
pub use kind::{ProblemKind, ProblemKinds};

pub use warnings::warnings;
pub(crate) use warnings::warnings_with_checkers;

use crate::{Bitboard, CastlingSide, Color, File, Position, Rank, Role, Setup, Square};

/// One legality problem, with the squares it involves: a [`Diagnostic`]
/// whose code is its [`ProblemKind`]'s (see [`Diagnostic::kind`]), in the
/// field that kind concerns, an error unless the kind is a warning's.
pub type Problem = Diagnostic;

/// A setup is not a legal position: every problem found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError {
    /// The problems, in the order of [`ProblemKind`].
    pub problems: Vec<Problem>,
}

impl PositionError {
    /// Whether a problem of `kind` was found.
    pub fn has(&self, kind: ProblemKind) -> bool {
        self.problems.iter().any(|p| p.kind() == Some(kind))
    }
}

impl PositionError {
    /// What is wrong, for a person (in any language, through
    /// `rankfile-i18n`): every problem's message.
    pub fn message(&self) -> crate::text::Text {
        let problems: Vec<crate::text::Text> =
            self.problems.iter().map(|p| p.message.clone()).collect();
        let english = crate::text::english_list(&problems);
        crate::text::Text::new("position-illegal", format!("illegal position: {english}"))
            .arg("problems", problems)
    }
}

impl fmt::Display for PositionError {
    /// In English, the problems joined by `; ` (as before their message
    /// became a `Text`, which lists them as a list).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{}", p.message)?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

/// Positions are made from setups here, where they are checked: the
/// position's own module knows nothing of legality.
impl Position {
    /// Checks `setup` and makes it a position.
    ///
    /// # Errors
    ///
    /// Every legality problem at once (missing kings, the side not to move
    /// in check, castling rights without king or rook at home, …).
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        check(&setup)?;
        Ok(Position::from_setup_unchecked(setup))
    }

    /// Checks `setup` as [`from_setup`](Position::from_setup) does, but
    /// accepts the problems of `accepted` that only say no game can reach
    /// the position ([`ProblemKind::is_implausible`]): an impossible check,
    /// too many pieces. The others are refused whatever `accepted` holds,
    /// because moves are not defined there (no king, the side not to move
    /// in check, …). Move generation and perft are exact on the position;
    /// [`problems`](Position::problems) still reports what was accepted.
    ///
    /// In the spirit of shakmaty's `PositionError::ignore_impossible_check`:
    /// move generators are tested on such positions (shakmaty's
    /// `tricky.perft`), and python-chess generates moves there too.
    ///
    /// # Errors
    ///
    /// Every problem, when one of them is not accepted.
    ///
    /// # Examples
    ///
    /// ```
    /// use rankfile::{Position, ProblemKind, ProblemKinds, Setup};
    ///
    /// // The black bishop on d3 and queen on a6 both check the white king
    /// // on c4, from the two ends of one diagonal: no last move gives that.
    /// let setup: Setup = "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1".parse().unwrap();
    /// assert!(Position::from_setup(setup).is_err());
    ///
    /// let pos = Position::from_setup_accepting(setup, ProblemKinds::IMPLAUSIBLE).unwrap();
    /// assert_eq!(pos.perft(3), 2_854);
    /// assert_eq!(pos.problems()[0].kind(), Some(ProblemKind::ImpossibleCheck));
    /// ```
    pub fn from_setup_accepting(
        setup: Setup,
        accepted: ProblemKinds,
    ) -> Result<Position, PositionError> {
        let accepted = accepted.intersect(ProblemKinds::IMPLAUSIBLE);
        let problems = problems(&setup);
        if (problems.iter()).all(|p| p.kind().is_some_and(|k| accepted.contains(k))) {
            Ok(Position::from_setup_unchecked(setup))
        } else {
            Err(PositionError { problems })
        }
    }

    /// The legality problems of the position: none for one made by
    /// [`from_setup`](Position::from_setup) or reached by legal moves from
    /// one; for one made by
    /// [`from_setup_accepting`](Position::from_setup_accepting), those it
    /// accepted (or, after moves, those that remain).
    pub fn problems(&self) -> Vec<Problem> {
        problems(&self.to_setup())
    }
}

/// `white knight on f3`.
pub(crate) fn piece_on(piece: crate::Piece, sq: Square) -> Text {
    let (color, role) = (piece.color, piece.role);
    t!("piece-on", "{color} {role} on {sq}", piece, sq)
}

fn piece_name(setup: &Setup, sq: Square) -> Text {
    match setup.board.piece_at(sq) {
        Some(p) => piece_on(p, sq),
        None => t!("empty-square", "empty square {sq}", sq),
    }
}

/// The pieces on `squares`, as a list argument and its English.
fn piece_names(setup: &Setup, squares: Bitboard) -> (Arg, String) {
    list_of(squares.into_iter().map(|s| piece_name(setup, s)).collect())
}

fn list(squares: Bitboard) -> String {
    squares
        .into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The en passant square, if a pawn can have just pushed past it: the
/// square is on the right rank and empty, an enemy pawn stands in front of
/// it and the square the pawn came from is empty.
pub(crate) fn valid_ep_square(setup: &Setup) -> Option<Square> {
    setup
        .ep_square
        .filter(|&ep| allowed::pawn_passed(&setup.board, setup.turn, ep))
}

/// Checks `setup`; `Ok` when it is a legal position to play from.
///
/// # Errors
///
/// Every problem found, each with its squares.
pub fn check(setup: &Setup) -> Result<(), PositionError> {
    let problems = problems(setup);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(PositionError { problems })
    }
}

/// Every legality problem of `setup`, in the order of [`ProblemKind`].
pub fn problems(setup: &Setup) -> Vec<Problem> {
    problems_and_checkers(setup).0
}

/// The problems of `setup`, and the pieces giving check to the side to
/// move (computed on the way, and needed again by the warnings).
pub(crate) fn problems_and_checkers(setup: &Setup) -> (Vec<Problem>, Bitboard) {
    let board = &setup.board;
    let mut out = Vec::new();
    if board.occupied().is_empty() {
        out.push(
            problem(
                ProblemKind::Empty,
                t!("problem-empty", "the board is empty"),
                Bitboard::EMPTY,
            )
            .with_hint(t!("problem-empty-hint", "place at least the two kings")),
        );
    }
    king_problems(setup, &mut out);
    count_problems(setup, &mut out);
    castling_problems(setup, &mut out);
    if setup.ep_square.is_some() && valid_ep_square(setup).is_none() {
        out.push(ep_problem(setup));
    }
    let checkers = check_problems(setup, &mut out);
    (out, checkers)
}

/// No king of a side, or more than two kings.
fn king_problems(setup: &Setup, out: &mut Vec<Problem>) {
    let board = &setup.board;
    let kings = board.by_role(Role::King);
    for (color, kind) in [
        (Color::White, ProblemKind::NoWhiteKing),
        (Color::Black, ProblemKind::NoBlackKing),
    ] {
        if (kings & board.by_color(color)).is_empty() {
            let letter = Role::King.of(color).char();
            let theirs = kings & board.by_color(!color);
            let hint = if theirs.more_than_one() {
                let (other, count) = (!color, theirs.count());
                t!(
                    "problem-no-king-two-hint",
                    "{other} has {count} kings: one of them is probably {color}'s, written {letter}",
                    other,
                    count,
                    color,
                    letter
                )
            } else {
                t!(
                    "problem-no-king-hint",
                    "place a {color} king ({letter})",
                    color,
                    letter
                )
            };
            let message = t!("problem-no-king", "{color} has no king", color);
            out.push(problem(kind, message, theirs).with_hint(hint));
        }
    }
    // As python-chess counts: more than two kings in all. Two kings of one
    // colour and none of the other is reported as the missing king.
    if kings.count() > 2 {
        let per_color: Vec<Text> = Color::ALL
            .iter()
            .map(|&color| {
                let own = kings & board.by_color(color);
                let (count, squares) = (own.count(), list(own));
                t!(
                    "kings-of-color",
                    "{count} {color} ({squares})",
                    count,
                    color,
                    squares
                )
            })
            .collect();
        let sides = crate::text::english_list(&per_color);
        let per_color = Arg::from(per_color);
        let count = kings.count();
        out.push(problem(
            ProblemKind::TooManyKings,
            t!(
                "problem-too-many-kings",
                "{count} kings on the board: {sides}; each side has exactly one",
                count,
                per_color
            ),
            kings,
        ));
    }
}

/// Too many pawns or pieces of a side, a pawn on a back rank.
fn count_problems(setup: &Setup, out: &mut Vec<Problem>) {
    let board = &setup.board;
    for (color, kind) in [
        (Color::White, ProblemKind::TooManyWhitePawns),
        (Color::Black, ProblemKind::TooManyBlackPawns),
    ] {
        let pawns = board.by_piece(Role::Pawn.of(color));
        if pawns.count() > 8 {
            let count = pawns.count();
            out.push(problem(
                kind,
                t!(
                    "problem-too-many-pawns",
                    "{color} has {count} pawns; a side has at most 8",
                    color,
                    count
                ),
                pawns,
            ));
        }
    }
    let backrank_pawns = board.by_role(Role::Pawn) & Bitboard::BACKRANKS;
    if backrank_pawns.any() {
        out.push(
            problem(
                ProblemKind::PawnsOnBackrank,
                {
                    let squares = list(backrank_pawns);
                    let count = backrank_pawns.count();
                    t!(
                        "problem-pawns-on-backrank",
                        "pawn on the first or last rank ({squares})",
                        squares,
                        count
                    )
                },
                backrank_pawns,
            )
            .with_hint(t!(
                "problem-pawns-on-backrank-hint",
                "a pawn never stands on rank 1 or 8: it promotes on arrival"
            )),
        );
    }
    for (color, kind) in [
        (Color::White, ProblemKind::TooManyWhitePieces),
        (Color::Black, ProblemKind::TooManyBlackPieces),
    ] {
        let n = board.by_color(color).count();
        if n > 16 {
            out.push(problem(
                kind,
                t!(
                    "problem-too-many-pieces",
                    "{color} has {n} pieces; a side has at most 16",
                    color,
                    n
                ),
                board.by_color(color),
            ));
        }
    }
}

/// Why a castling right cannot stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MissingForCastling {
    /// No king of that colour on this square.
    King(Square),
    /// No rook of that colour on this square.
    Rook(Square),
}

/// The castling rights of `setup` whose king or rook is not at home, in
/// `KQkq` order.
pub(crate) fn bad_castling_rights(
    setup: &Setup,
) -> impl Iterator<Item = (Color, CastlingSide, MissingForCastling)> + '_ {
    let board = &setup.board;
    setup
        .castling
        .iter()
        .filter_map(move |(color, side, file)| {
            let back = Rank::First.relative_to(color);
            let rook_home = Square::from_coords(file, back);
            // Chess960: the king anywhere on its back rank, the rook on
            // the right's side of it; standard chess: the king on e.
            let king_home = if setup.castling.is_chess960() {
                board
                    .king_of(color)
                    .filter(|k| {
                        k.rank() == back && (k.file() < file) == (side == CastlingSide::KingSide)
                    })
                    .unwrap_or(Square::from_coords(File::E, back))
            } else {
                Square::from_coords(File::E, back)
            };
            if !board.by_piece(Role::King.of(color)).contains(king_home) {
                Some((color, side, MissingForCastling::King(king_home)))
            } else if !board.by_piece(Role::Rook.of(color)).contains(rook_home) {
                Some((color, side, MissingForCastling::Rook(rook_home)))
            } else {
                None
            }
        })
}

/// What a missing king or rook means for the right `letter`.
pub(crate) fn castling_reason(color: Color, letter: char, missing: MissingForCastling) -> Text {
    match missing {
        MissingForCastling::King(sq) => t!(
            "castling-no-king",
            "castling right {letter}: no {color} king on {sq}",
            letter,
            color,
            sq
        ),
        MissingForCastling::Rook(sq) => t!(
            "castling-no-rook",
            "castling right {letter}: no {color} rook on {sq}",
            letter,
            color,
            sq
        ),
    }
}

fn castling_problems(setup: &Setup, out: &mut Vec<Problem>) {
    for (color, side, missing) in bad_castling_rights(setup) {
        let letter = side.char(color);
        let (sq, hint) = match missing {
            MissingForCastling::King(sq) => (
                sq,
                t!(
                    "castling-king-moved-hint",
                    "remove {letter} from the castling field: once the king has moved, that right is lost",
                    letter
                ),
            ),
            MissingForCastling::Rook(sq) => (
                sq,
                t!(
                    "castling-rook-moved-hint",
                    "remove {letter} from the castling field: once the rook has moved or been taken, that right is lost",
                    letter
                ),
            ),
        };
        let hint = if chess960_would_read(setup, color, side) {
            t!(
                "castling-or-chess960-hint",
                "{hint}; or, if this is Chess960, read it as Chess960 (--chess960)",
                hint
            )
        } else {
            hint
        };
        out.push(
            problem(
                ProblemKind::BadCastlingRights,
                castling_reason(color, letter, missing),
                Bitboard::from(sq),
            )
            .with_hint(hint),
        );
    }
}

/// Whether a standard right refused for its king makes sense in Chess960:
/// the king elsewhere on its back rank, a rook beyond it on that side.
fn chess960_would_read(setup: &Setup, color: Color, side: CastlingSide) -> bool {
    let back = Rank::First.relative_to(color);
    let board = &setup.board;
    if setup.castling.is_chess960() {
        return false;
    }
    let Some(king) = board
        .king_of(color)
        .filter(|k| k.rank() == back && k.file() != File::E)
    else {
        return false;
    };
    (board.by_piece(Role::Rook.of(color)) & Bitboard::rank(back))
        .into_iter()
        .any(|r| (r.file() > king.file()) == (side == CastlingSide::KingSide))
}

fn ep_problem(setup: &Setup) -> Problem {
    let ep = setup.ep_square.unwrap_or(Square::A1);
    let us = setup.turn;
    let wanted = Rank::Sixth.relative_to(us);
    let them = !us;
    let mut p = problem(
        ProblemKind::InvalidEpSquare,
        t!(
            "problem-ep-no-pawn",
            "en passant square {ep}: no {them} pawn can have just passed it",
            ep,
            them
        ),
        Bitboard::from(ep),
    );
    if ep.rank() != wanted {
        let (rank, wanted) = (ep.rank().char(), wanted.char());
        p.message = t!(
            "problem-ep-rank",
            "en passant square {ep} is on rank {rank}; with {us} to move it must be on rank {wanted}",
            ep,
            rank,
            us,
            wanted
        );
        // The commonest slip: the pawn's destination instead of the passed square.
        let their_pawns = setup.board.by_piece(Role::Pawn.of(!us));
        if ep.rank() == Rank::Fifth.relative_to(us) && their_pawns.contains(ep) {
            let passed = Square::from_coords(ep.file(), Rank::Sixth.relative_to(us));
            p.hint = Some(t!(
                "problem-ep-destination-hint",
                "the field holds the square the pawn moved to; write the square it passed: {passed}",
                passed
            ));
        }
    }
    p
}

/// The king of `color` that check tests look at: the only one, or with
/// several (already an error) the one on the highest square, as
/// python-chess picks it, so that the same checks are reported.
fn checked_king(setup: &Setup, color: Color) -> Option<Square> {
    setup.board.by_piece(Role::King.of(color)).last()
}

/// Check-related problems; returns the pieces checking the side to move.
fn check_problems(setup: &Setup, out: &mut Vec<Problem>) -> Bitboard {
    let board = &setup.board;
    let us = setup.turn;
    let occupied = board.occupied();
    if let Some(their_king) = checked_king(setup, !us) {
        let attackers = board.attackers_to(their_king, us, occupied);
        if attackers.any() {
            let (pieces, names) = piece_names(setup, attackers);
            let them = !us;
            out.push(
                problem(
                    ProblemKind::OppositeCheck,
                    t!(
                        "problem-opposite-check",
                        "{them} is in check from {names} although it is {us}'s turn",
                        them,
                        pieces,
                        us
                    ),
                    attackers.with(their_king),
                )
                .with_hint(t!(
                    "problem-opposite-check-hint",
                    "the side to move is never the one giving check: is it {them}'s turn?",
                    them
                )),
            );
        }
    }
    let Some(king) = checked_king(setup, us) else {
        return Bitboard::EMPTY;
    };
    let checkers = board.attackers_to(king, !us, occupied);
    if checkers.is_empty() {
        return checkers;
    }
    if checkers.count() > 2 {
        let (pieces, names) = piece_names(setup, checkers);
        let count = checkers.count();
        out.push(problem(
            ProblemKind::TooManyCheckers,
            t!(
                "problem-too-many-checkers",
                "{us} king on {king} is in check from {count} pieces: {names}; no move gives more than a double check",
                us,
                king,
                count,
                pieces
            ),
            checkers.with(king),
        ));
    }
    let impossible = match valid_ep_square(setup) {
        Some(ep) => {
            // The last move was the double push past `ep`: only that pawn,
            // or a piece it uncovered, can be giving check.
            let forward: i32 = if us == Color::White { 8 } else { -8 };
            let pushed_to = ep.offset(-forward);
            let pushed_from = ep.offset(forward);
            match (pushed_to, pushed_from) {
                (Some(to), Some(from)) => {
                    let before = (occupied - to) | from;
                    checkers.more_than_one()
                        || (checkers.last() != Some(to)
                            && board.attackers_to(king, !us, before).any())
                }
                _ => false,
            }
        }
        None => {
            checkers.count() > 2
                || match (checkers.first(), checkers.last()) {
                    (Some(a), Some(b)) if a != b => attacks::aligned(a, b, king),
                    _ => false,
                }
        }
    };
    if impossible {
        let (pieces, names) = piece_names(setup, checkers);
        out.push(problem(
            ProblemKind::ImpossibleCheck,
            t!(
                "problem-impossible-check",
                "{us} king on {king} is in check from {names}, which no last move can have given",
                us,
                king,
                pieces
            ),
            checkers.with(king),
        ));
    }
    checkers
}
