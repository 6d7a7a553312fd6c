//! One module per subcommand.

pub mod fen;
pub mod moves;
pub mod perft;
pub mod pgn;
pub mod play;
pub mod san;
