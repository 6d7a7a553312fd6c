//! PGN inputs as every rankfile front end reads them: files, or standard
//! input for `-`, decompressed by their first bytes (gzip, zstd), refused
//! when they are no text, cut into games and worked on over threads, the
//! results handed back in the inputs' order.
//!
//! The core crate `rankfile` has no I/O; this one opens and reads. The
//! command line's `pgn` commands and the table export read their files
//! through it, and the web API cuts the PGN it is sent with it
//! ([`games_in`]); any other front end can share it.
//!
//! # Examples
//!
//! ```
//! use rankfile_io::{Emitted, Reading, Silent, each_game};
//!
//! let path = std::env::temp_dir().join(format!("rankfile-io-doc-{}.pgn", std::process::id()));
//! std::fs::write(&path, "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n").unwrap();
//! let files = [path.clone()];
//! let reading = Reading { files: &files, threads: 2, before_stdin: &|| {}, contents: None, encoding: None };
//! let mut plies = Vec::new();
//! let failed = each_game(
//!     &reading,
//!     &mut Silent,
//!     |item| {
//!         let options = rankfile::pgn::GameOptions::default();
//!         rankfile::pgn::read_game(&item.text.text, options).game.main_line().len()
//!     },
//!     |emitted| {
//!         if let Emitted::Game(n) = emitted {
//!             plies.push(n);
//!         }
//!         Ok(())
//!     },
//! )
//! .unwrap();
//! assert_eq!((failed, plies), (0, vec![1, 2]));
//! std::fs::remove_file(path).unwrap();
//! ```

mod identity;
mod input;
mod members;
mod pool;
mod text;

pub use identity::{FileId, file_id, stdin_file, stdout_file};

pub use input::{InputError, InputErrorKind, Opened, is_stdin, open, open_bytes, plain_sizes};
pub use members::Trailing;
pub use pool::{
    BlockGames, Emitted, Item, Progress, Reading, Silent, each_block, each_game, games_in,
    map_in_order,
};
pub use text::{Chosen, NotText, not_text};
