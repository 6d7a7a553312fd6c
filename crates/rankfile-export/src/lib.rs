//! PGN games as tables for databases: a games table (one row a game,
//! typed columns for the tags DuckDB and Spark users query, the main line
//! as lists) and a positions table (one row a ply), written as Parquet,
//! NDJSON or CSV part files, optionally in hive partitions by year or
//! month.
//!
//! This is a crate of its own because Apache Arrow and Parquet are large:
//! the core library `rankfile` stays small and free of I/O, and only the
//! command line, which exports, pays for them. The chess is the core's:
//! [`row::rows`] reads a game with `rankfile::pgn` and turns it into rows;
//! [`batch`] makes them Arrow batches; [`table::Table`] writes them.
//!
//! ```
//! use rankfile_export::row::{rows, Source};
//! use rankfile_export::table::{Format, Layout, Table};
//!
//! let dir = std::env::temp_dir().join(format!("rankfile-export-doc-{}", std::process::id()));
//! let layout = Layout { format: Format::Parquet, games_per_file: 1_000_000, rows_per_group: 65_536 };
//! let mut games = Table::new(dir.join("games"), layout);
//! let text = "[Event \"Casual\"]\n[UTCDate \"2024.03.09\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";
//! let rows = rows(Source { game: 1, file: "casual.pgn", offset: 0 }, text, false);
//! assert_eq!(rows.game.outcome, Some("checkmate"));
//! assert_eq!(rows.game.winner, Some("white"));
//! let partition = rankfile_export::partition(&rows.game, Some(rankfile_export::PartitionBy::Month));
//! assert_eq!(partition, "year=2024/month=03");
//! games.push(&partition, rows.game)?;
//! let files = games.finish()?;
//! assert_eq!(files, [(dir.join("games/year=2024/month=03/part-00000.parquet"), 1)]);
//! # std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod batch;
mod folder;
mod json;
pub mod row;
pub mod run;
pub mod share;
pub mod table;
pub mod tags;

use std::path::{Path, PathBuf};

/// The Arrow batch [`table::Table::push_batch`] takes.
pub use arrow_array::RecordBatch;

use row::GameRow;

/// How a table is cut into hive folders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartitionBy {
    /// `year=2024/`
    Year,
    /// `year=2024/month=01/`
    Month,
}

/// The folder name Hive, Spark, Trino and DuckDB read as a null value.
pub const NULL_PARTITION: &str = "__HIVE_DEFAULT_PARTITION__";

/// The partition folder of a game, from `UTCDate`, else `Date` (a part
/// not known, `????`, is [`NULL_PARTITION`]); `""` without partitions.
pub fn partition(game: &GameRow, by: Option<PartitionBy>) -> String {
    let Some(by) = by else {
        return String::new();
    };
    let (year, month) = match game.utc_date {
        Some(days) => {
            let iso = tags::iso_date(days);
            let (year, month, _) = tags::date_parts(&iso);
            (year, month)
        }
        None => {
            let (year, month, _) = game
                .date_text
                .as_deref()
                .map_or((None, None, None), tags::date_parts);
            (year, month)
        }
    };
    let year = year.map_or_else(|| NULL_PARTITION.to_string(), |y| format!("{y:04}"));
    match by {
        PartitionBy::Year => format!("year={year}"),
        PartitionBy::Month => {
            let month = month.map_or_else(|| NULL_PARTITION.to_string(), |m| format!("{m:02}"));
            format!("year={year}/month={month}")
        }
    }
}

/// Why a table could not be written.
#[derive(Debug)]
pub enum Error {
    /// A file or folder that could not be made or written.
    Io(PathBuf, std::io::Error),
    /// A write that failed (the file is named by [`Error::At`]).
    Write(std::io::Error),
    /// A failure while writing the file named.
    At(PathBuf, Box<Error>),
    /// Parquet's.
    Parquet(parquet::errors::ParquetError),
    /// Arrow's.
    Arrow(arrow_schema::ArrowError),
    /// JSON's.
    Json(serde_json::Error),
    /// CSV's.
    Csv(csv::Error),
}

impl Error {
    /// The error, naming the file it happened in.
    pub(crate) fn at(self, path: &Path) -> Error {
        match self {
            Error::Io(..) | Error::At(..) => self,
            other => Error::At(path.to_path_buf(), Box::new(other)),
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Io(path, e) => write!(f, "{}: {e}", path.display()),
            Error::Write(e) => write!(f, "{e}"),
            Error::At(path, e) => write!(f, "{}: {e}", path.display()),
            Error::Parquet(e) => write!(f, "{e}"),
            Error::Arrow(e) => write!(f, "{e}"),
            Error::Json(e) => write!(f, "{e}"),
            Error::Csv(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// The system's error under it, when there is one (a full disk, a
    /// folder that cannot be written), for a caller to say what to do.
    pub fn io(&self) -> Option<&std::io::Error> {
        match self {
            Error::Io(_, e) | Error::Write(e) => Some(e),
            Error::At(_, e) => e.io(),
            Error::Parquet(parquet::errors::ParquetError::External(e)) => e.downcast_ref(),
            _ => None,
        }
    }
}

impl From<parquet::errors::ParquetError> for Error {
    fn from(e: parquet::errors::ParquetError) -> Self {
        Error::Parquet(e)
    }
}

impl From<arrow_schema::ArrowError> for Error {
    fn from(e: arrow_schema::ArrowError) -> Self {
        Error::Arrow(e)
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        Error::Json(e)
    }
}

impl From<csv::Error> for Error {
    fn from(e: csv::Error) -> Self {
        Error::Csv(e)
    }
}
