//! Which rules a FEN is read by: standard chess or Chess960.

/// Standard chess, or Chess960 (Fischer random chess), whose king and
/// rooks start anywhere on the back rank. The choice is made once, when a
/// FEN is read ([`fen::check_with`](crate::fen::check_with)), and the
/// position carries it in its castling rights
/// ([`CastlingRights::is_chess960`](crate::CastlingRights::is_chess960)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Standard chess: the castling field is `KQkq` or a subset.
    #[default]
    Standard,
    /// Chess960: the castling field is X-FEN or Shredder-FEN.
    Chess960,
}
