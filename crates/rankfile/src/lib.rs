//! # rankfile
//!
//! A chess notation toolkit: FEN, SAN and PGN, read, checked, explained and
//! written. This crate is the core: no I/O, no dependencies beyond one
//! small array crate.
//!
//! ```
//! use rankfile::{Position, Square};
//!
//! let pos: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//!     .parse()
//!     .unwrap();
//! assert_eq!(pos.legal_moves().len(), 48);
//! assert_eq!(pos.perft(2), 2_039);
//!
//! let next = pos.play_uci("e1g1").unwrap();
//! assert_eq!(next.board().piece_at(Square::F1).map(|p| p.char()), Some('R'));
//! assert_eq!(next.fen(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1");
//! ```
//!
//! Errors say what is wrong and where:
//!
//! ```
//! use rankfile::{FenError, Position};
//!
//! let err = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1"
//!     .parse::<Position>()
//!     .unwrap_err();
//! let FenError::Position(err) = err else { panic!("a readable FEN") };
//! assert_eq!(err.problems[0].code, "invalid_ep_square");
//! assert_eq!(
//!     err.problems[0].hint.as_deref(),
//!     Some("the field holds the square the pawn moved to; write the square it passed: e3")
//! );
//! ```

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod color;
pub mod compare;
pub mod diag;
pub mod epd;
pub mod explain;
pub mod fen;
#[cfg(feature = "serde")]
pub mod json;
mod material;
mod movegen;
mod moves;
pub mod opening;
pub mod pgn;
pub mod polyglot;
mod position;
pub mod render;
mod role;
mod san;
mod setup;
mod square;
pub mod text;
mod uci;
pub mod validate;
pub mod variant;
pub mod winnable;

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use castling::{CastlingRights, CastlingSide};
pub use color::Color;
pub use fen::{EpMode, FenError, ParseFenError, ParseFenErrorKind};
pub use material::{Material, ParseMaterialError};
pub use movegen::{MAX_MOVES, MoveList};
pub use moves::Move;
pub use position::{IllegalMoveError, Position};
pub use role::{Piece, Role};
pub use san::{
    Lang, MoveReading, NOTE_CODES, Note, ParseLangError, ReadOptions, SanError, SanErrorKind,
    UciCastling, legal_moves_hint,
};
pub use setup::Setup;
pub use square::{File, ParseSquareError, Rank, Square};
pub use uci::ParseUciError;
pub use validate::{PositionError, Problem, ProblemKind, ProblemKinds};
pub use variant::Variant;
