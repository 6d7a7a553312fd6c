//! Legal move generation.
//!
//! The generator works from three facts computed once per position: the
//! pieces giving check, the pieces pinned to their king, and the "check
//! mask" (the squares a non-king move must land on when in check). With
//! them every move it emits is legal; nothing is played and taken back to
//! test it. Only en passant, which removes two pieces from one rank, gets a
//! direct test of the king's safety.
//!
//! Moves are handed to a [`Sink`] grouped by piece (one origin, a set of
//! destinations), so that counting at the leaves of a perft is a popcount.

mod castling;
mod legality;
mod perft;
#[cfg(target_arch = "x86_64")]
mod pext;
mod pseudo;
mod trial;

use castling::generate_castling;
pub(crate) use castling::{castle_if_legal, castling_path};
pub(crate) use legality::{Legality, king_safe_on, leaves_king_safe};

use arrayvec::ArrayVec;

use crate::attacks::{self, Portable, Sliders};
use crate::{Bitboard, Color, File, IllegalMoveError, Move, Position, Rank, Role, Square};

/// A list of moves that never allocates, long enough for any arrangement
/// of pieces.
///
/// No position reachable in a game has more than 218 moves, but one that
/// [`Position::from_setup_accepting`] accepts can have more (shakmaty's
/// `max-legals-too-much-material` has 270). The bound that holds for every
/// placement: a move lands on one of the 63 squares the mover's king does not
/// hold, and a square is reached from at most 16 squares (the nearest piece
/// on each of its 8 lines, and 8 knight squares), so at most 63 × 16 moves;
/// promotions add 3 moves for each of at most 3 pawns on each of the 8 last
/// rank squares (72), and castling 2: 1,082 in all.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// The capacity of a [`MoveList`]: at least the 1,082 moves an arrangement
/// of pieces can allow.
pub const MAX_MOVES: usize = 1_088;

/// Receives generated moves, grouped.
pub(crate) trait Sink {
    /// A non-pawn piece on `from` may go to each square of `targets`.
    fn piece(&mut self, role: Role, from: Square, targets: Bitboard);
    /// Pawns land on each square of `targets`, each coming from the square
    /// `back` indices behind its target; when `promotes`, each target is
    /// four moves, one per promotion piece.
    fn pawns(&mut self, targets: Bitboard, back: i32, promotes: bool);
    /// A special move: en passant or castling.
    fn special(&mut self, m: Move);
}

/// Collects moves into a [`MoveList`].
pub(crate) struct Collect<'a> {
    pub(crate) pos: &'a Position,
    pub(crate) moves: &'a mut MoveList,
}

impl Sink for Collect<'_> {
    #[inline]
    fn piece(&mut self, role: Role, from: Square, targets: Bitboard) {
        let board = self.pos.board();
        let theirs = board.by_color(!self.pos.turn());
        for to in targets {
            let capture = if theirs.contains(to) {
                board.role_at(to)
            } else {
                None
            };
            self.moves.push(Move::Normal {
                role,
                from,
                capture,
                to,
                promotion: None,
            });
        }
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, back: i32, promotes: bool) {
        let board = self.pos.board();
        let theirs = board.by_color(!self.pos.turn());
        for to in targets {
            let Some(from) = to.offset(-back) else {
                continue;
            };
            let capture = if theirs.contains(to) {
                board.role_at(to)
            } else {
                None
            };
            if !promotes {
                self.moves.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to,
                    promotion: None,
                });
                continue;
            }
            for promotion in Role::PROMOTIONS {
                self.moves.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to,
                    promotion: Some(promotion),
                });
            }
        }
    }

    #[inline]
    fn special(&mut self, m: Move) {
        self.moves.push(m);
    }
}

/// Counts moves without building them.
#[derive(Default)]
pub(crate) struct Count(pub(crate) usize);

impl Sink for Count {
    #[inline]
    fn piece(&mut self, _: Role, _: Square, targets: Bitboard) {
        self.0 += targets.count();
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, _: i32, promotes: bool) {
        self.0 += targets.count() << (2 * promotes as usize);
    }

    #[inline]
    fn special(&mut self, _: Move) {
        self.0 += 1;
    }
}

/// The pieces giving check to the side to move, and the pieces of the side
/// to move pinned to their king, found together: every enemy slider on a
/// line with the king is either a checker (nothing in between), a pinner
/// (one piece of ours in between) or neither.
#[inline]
pub(crate) fn checkers_and_pinned(pos: &Position, king: Square) -> (Bitboard, Bitboard) {
    checkers_and_pinned_with(pos, king, Portable)
}

/// [`checkers_and_pinned`], the slider attacks found by `sliders`.
#[inline(always)]
fn checkers_and_pinned_with<A: Sliders>(
    pos: &Position,
    king: Square,
    sliders: A,
) -> (Bitboard, Bitboard) {
    let board = pos.board();
    let us = pos.turn();
    let theirs = board.by_color(!us);
    let snipers = ((sliders.rook(king, theirs) & board.straight_sliders())
        | (sliders.bishop(king, theirs) & board.diagonal_sliders()))
        & theirs;
    let mut checkers = ((attacks::knight_attacks(king) & board.by_role(Role::Knight))
        | (attacks::pawn_attacks(us, king) & board.by_role(Role::Pawn)))
        & theirs;
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = attacks::between(king, sniper) & board.occupied();
        if blockers.is_empty() {
            checkers |= sniper;
        } else if !blockers.more_than_one() {
            pinned |= blockers & board.by_color(us);
        }
    }
    (checkers, pinned)
}

/// The number of legal move sequences of `depth` plies from `pos`,
/// counted at the last ply without playing the moves ("bulk counting").
/// Where the processor has a fast `pext` (x86-64 with BMI2, but for AMD's
/// before Zen 3), the generator runs compiled for it ([`pext`]);
/// elsewhere, and with the `portable` feature, with magic bitboards.
fn perft(pos: &Position, depth: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(bmi2) = pext::Bmi2::detect() {
        return bmi2.perft(pos, depth);
    }
    perft::perft_portable(pos, depth)
}

/// Whether the side to move has exactly one king, as the fast generator
/// needs.
#[inline]
pub(crate) fn has_one_king(pos: &Position) -> bool {
    let kings = pos.board().by_piece(Role::King.of(pos.turn()));
    kings.any() && !kings.more_than_one()
}

/// Emits every legal move of `pos` into `sink`.
#[inline]
pub(crate) fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    if !has_one_king(pos) {
        return trial::generate(pos, sink);
    }
    generate_with(pos, sink, Portable);
}

/// [`generate`], the slider attacks found by `sliders`: the one generator,
/// compiled for magic bitboards and, in perft, for `pext`.
#[inline(always)]
pub(crate) fn generate_with<S: Sink, A: Sliders>(pos: &Position, sink: &mut S, sliders: A) {
    let board = pos.board();
    let us = pos.turn();
    let them = !us;
    let ours = board.by_color(us);
    let occupied = board.occupied();
    let Some(king) = (board.by_role(Role::King) & ours).first() else {
        return;
    };
    let (checkers, pinned) = checkers_and_pinned_with(pos, king, sliders);

    // King moves: the destination must not be attacked once the king has
    // left its square (a slider's ray goes on through it).
    let without_king = occupied.without(king);
    let mut king_targets = Bitboard::EMPTY;
    for to in attacks::king_attacks(king) - ours {
        if board
            .attackers_with(to, them, without_king, sliders)
            .is_empty()
        {
            king_targets |= to;
        }
    }
    sink.piece(Role::King, king, king_targets);

    if checkers.more_than_one() {
        return;
    }
    let check_mask = match checkers.first() {
        Some(checker) => attacks::between(king, checker).with(checker),
        None => Bitboard::FULL,
    };
    let targets = check_mask - ours;

    for from in board.by_role(Role::Knight) & (ours - pinned) {
        sink.piece(Role::Knight, from, attacks::knight_attacks(from) & targets);
    }
    // The three slider loops are written out: folding them into one loop
    // over roles (through `attacks::attacks`) measured about 10% slower on
    // the start position's perft.
    for from in board.by_role(Role::Bishop) & ours {
        let mut t = sliders.bishop(from, occupied) & targets;
        if pinned.contains(from) {
            t &= attacks::line(king, from);
        }
        sink.piece(Role::Bishop, from, t);
    }
    for from in board.by_role(Role::Rook) & ours {
        let mut t = sliders.rook(from, occupied) & targets;
        if pinned.contains(from) {
            t &= attacks::line(king, from);
        }
        sink.piece(Role::Rook, from, t);
    }
    for from in board.by_role(Role::Queen) & ours {
        let mut t = sliders.queen(from, occupied) & targets;
        if pinned.contains(from) {
            t &= attacks::line(king, from);
        }
        sink.piece(Role::Queen, from, t);
    }

    generate_pawns(pos, sink, king, pinned, check_mask);

    if let Some(ep) = pos.ep_square() {
        generate_en_passant(pos, sink, king, ep, check_mask, sliders);
    }
    if checkers.is_empty() {
        generate_castling(pos, sink, king, king_targets, sliders);
    }
}

#[inline]
fn generate_pawns<S: Sink>(
    pos: &Position,
    sink: &mut S,
    king: Square,
    pinned: Bitboard,
    check_mask: Bitboard,
) {
    let board = pos.board();
    let us = pos.turn();
    let empty = !board.occupied();
    let theirs = board.by_color(!us);
    let pawns = board.by_role(Role::Pawn) & board.by_color(us);
    let last = Bitboard::rank(Rank::Eighth.relative_to(us));
    let third = Bitboard::rank(Rank::Third.relative_to(us));
    let not_a = !Bitboard::file(File::A);
    let not_h = !Bitboard::file(File::H);

    // Pawns that are not pinned move as a set: shift them all at once.
    // `forward` moves a set one rank ahead for `us`; each target set comes
    // with the index distance back to its pawns.
    let forward = |bb: Bitboard| match us {
        Color::White => bb.north(),
        Color::Black => bb.south(),
    };
    let free = pawns - pinned;
    let single = forward(free) & empty;
    let double = forward(single & third) & empty;
    let (west, east) = (forward(free & not_a), forward(free & not_h));
    let west = Bitboard(west.0 >> 1) & theirs;
    let east = Bitboard(east.0 << 1) & theirs;
    let step: i32 = if us == Color::White { 8 } else { -8 };
    for (targets, back) in [
        (single, step),
        (double, 2 * step),
        (west, step - 1),
        (east, step + 1),
    ] {
        let targets = targets & check_mask;
        if targets.any() {
            sink.pawns(targets - last, back, false);
            sink.pawns(targets & last, back, true);
        }
    }

    // A pinned pawn may only move along the line of its pin.
    for from in pawns & pinned {
        let single = forward(Bitboard::from(from)) & empty;
        let double = forward(single & third) & empty;
        let t = (single | double | (attacks::pawn_attacks(us, from) & theirs))
            & check_mask
            & attacks::line(king, from);
        for to in t {
            let back = to as i32 - from as i32;
            sink.pawns(Bitboard::from(to) - last, back, false);
            sink.pawns(Bitboard::from(to) & last, back, true);
        }
    }
}

/// En passant: the capturing pawn and the captured pawn both leave their
/// squares, which may open a rank or diagonal onto the king, so the king's
/// safety is tested on the board as it would be.
#[inline]
fn generate_en_passant<S: Sink, A: Sliders>(
    pos: &Position,
    sink: &mut S,
    king: Square,
    ep: Square,
    check_mask: Bitboard,
    sliders: A,
) {
    let board = pos.board();
    let us = pos.turn();
    let them = !us;
    if ep.rank() != Rank::Sixth.relative_to(us) || board.occupied().contains(ep) {
        return;
    }
    let Some(captured) = ep.offset(if us == Color::White { -8 } else { 8 }) else {
        return;
    };
    let their_pawns = board.by_role(Role::Pawn) & board.by_color(them);
    if !their_pawns.contains(captured) {
        return;
    }
    // In check, the capture must take the checker or block on the ep square.
    if !check_mask.contains(captured) && !check_mask.contains(ep) {
        return;
    }
    let capturers =
        attacks::pawn_attacks(them, ep) & board.by_role(Role::Pawn) & board.by_color(us);
    for from in capturers {
        let occupied = (board.occupied() - from - captured) | ep;
        let theirs = board.by_color(them);
        let straight = sliders.rook(king, occupied) & board.straight_sliders() & theirs;
        let diagonal = sliders.bishop(king, occupied) & board.diagonal_sliders() & theirs;
        if straight.is_empty() && diagonal.is_empty() {
            sink.special(Move::EnPassant { from, to: ep });
        }
    }
}

/// The moves a position allows, and what follows from them: here, where
/// they are generated, rather than beside the position.
impl Position {
    /// The en passant square only when a legal en passant capture exists, as
    /// lichess and python-chess write it.
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.pseudo_legal_ep_square()?;
        // Only the pawns beside the passed pawn can take; ask about them
        // alone rather than generating every move.
        let capturers = self.ep_capturers(ep);
        if !has_one_king(self) {
            let legal = self.legal_moves();
            return legal
                .iter()
                .any(|m| matches!(m, Move::EnPassant { .. }))
                .then_some(ep);
        }
        let legality = Legality::new(self)?;
        capturers
            .into_iter()
            .any(|from| legality.en_passant(self, from).is_some())
            .then_some(ep)
    }

    /// The en passant square only when a pawn of the side to move stands
    /// ready to take there, legal or not (X-FEN writes it then, and the
    /// Polyglot key counts it).
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let pos: Position = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1".parse().unwrap();
    /// assert_eq!(pos.pseudo_legal_ep_square().map(|s| s.name()), Some("e3"));
    /// let alone: Position = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1".parse().unwrap();
    /// assert_eq!(alone.pseudo_legal_ep_square(), None);
    /// ```
    pub fn pseudo_legal_ep_square(&self) -> Option<Square> {
        // On a board set up by hand the square can be taken, or the pawn
        // beside it off its fifth rank: then no pawn takes there.
        let fifth = crate::Bitboard::rank(Rank::Fifth.relative_to(self.turn()));
        self.ep_square()
            .filter(|&ep| !self.board().occupied().contains(ep))
            .filter(|&ep| (self.ep_capturers(ep) & fifth).any())
    }

    /// The en passant square as the Polyglot key counts it: when a pawn of
    /// the side to move stands beside the pawn that passed it (the one
    /// square behind it), whatever else the board holds.
    pub(crate) fn polyglot_ep_square(&self) -> Option<Square> {
        self.ep_square().filter(|&ep| self.ep_capturers(ep).any())
    }

    /// The pawns of the side to move that stand where a pawn takes on `ep`
    /// from: those a pawn of the other side on `ep` would attack.
    fn ep_capturers(&self, ep: Square) -> crate::Bitboard {
        crate::attacks::pawn_attacks(!self.turn(), ep)
            & self.board().by_piece(Role::Pawn.of(self.turn()))
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated: not in check, no legal move.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        generate(
            self,
            &mut Collect {
                pos: self,
                moves: &mut moves,
            },
        );
        moves
    }

    /// The number of legal moves, counted without building them.
    pub fn count_legal_moves(&self) -> usize {
        let mut count = Count::default();
        generate(self, &mut count);
        count.0
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_moves(&self) -> bool {
        // Mostly the king can step somewhere: then no list is needed.
        if let Some(king) = self.our_king() {
            let steps = crate::attacks::king_attacks(king) - self.board().by_color(self.turn());
            if steps.into_iter().any(|to| king_safe_on(self, to)) {
                return true;
            }
        }
        self.count_legal_moves() > 0
    }

    /// Whether `m` is one of the legal moves.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// The number of legal move sequences `depth` plies long.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// assert_eq!(Position::new().perft(3), 8_902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    /// [`perft`](Position::perft) with magic bitboards, whatever the
    /// processor: `perft` itself uses `pext` where the processor has a fast
    /// one (x86-64 with BMI2, AMD's since Zen 3), and the two must agree.
    /// The `portable` feature makes `perft` this one.
    ///
    /// ```
    /// use rankfile::Position;
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.perft_portable(4), pos.perft(4));
    /// ```
    pub fn perft_portable(&self, depth: u32) -> u64 {
        perft::perft_portable(self, depth)
    }

    /// [`perft`](Position::perft) split by first move.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        perft::divide(self, depth)
    }

    /// The position after `m`, if `m` is legal here.
    ///
    /// # Errors
    ///
    /// [`IllegalMoveError`] when `m` is not a legal move of this position.
    pub fn play(&self, m: &Move) -> Result<Position, IllegalMoveError> {
        if !self.is_legal(m) {
            return Err(IllegalMoveError { mv: *m });
        }
        let mut next = *self;
        next.play_unchecked(m);
        Ok(next)
    }
}
