//! UCI chess engines driven from rankfile: Stockfish, or any engine that
//! speaks the Universal Chess Interface, run as a separate process (never
//! linked, so that an engine's licence stays its own).
//!
//! [`Engine::start`] runs the program and shakes hands; [`Engine::search`]
//! sends a position and a [`Limit`] and reads the engine's `info` lines
//! and its `bestmove`, every move checked legal by rankfile's core; every
//! wait has a deadline ([`Timeouts`]), so that an engine that is missing,
//! is not UCI, dies or hangs is an [`EngineError`] within seconds, never
//! a program that waits forever. [`analyse`] turns a search into what a
//! person reads: the score from White's side and the line in SAN.
//!
//! ```no_run
//! use std::path::Path;
//! use rankfile::Position;
//! use rankfile_engine::{Engine, Limit, Timeouts, analyse};
//!
//! let mut engine = Engine::start(Path::new("stockfish"), Timeouts::default())?;
//! let limit = Limit { depth: Some(12), ..Limit::default() };
//! let analysis = analyse(&mut engine, &Position::new(), &limit, 1)?;
//! println!("{} {}", analysis.lines[0].eval, analysis.lines[0].san.join(" "));
//! # Ok::<(), rankfile_engine::EngineError>(())
//! ```

mod analysis;
mod annotate;
mod engine;
mod error;
mod info;
mod option;
mod process;

pub use analysis::{AnalysedLine, Analysis, analyse};
pub use annotate::{AnnotateOptions, Annotated, annotate};
pub use engine::{Clock, Engine, Limit, Line, Search, Timeouts, default_engine, locate};
pub use error::{EngineError, Exit, Fault, Stage};
pub use info::{Bound, Info, InfoError, Score, Wdl, parse_info};
pub use option::UciOption;
