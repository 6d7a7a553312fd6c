//! One task's share of an export that many tasks write into the same
//! tables: [`export_share`], which the Spark example's tasks run.

use rankfile_io::{Progress, Reading};

pub use crate::run::Share;
use crate::run::{Export, Exported, Watch, write};

/// [`export`](crate::run::export) of one [`Share`]: reads the games of
/// `reading` (a byte range of an input, held in memory or cut to a file)
/// and writes them into `export`'s tables as part files of the share's
/// task, numbered and placed as the whole export would; no table is
/// marked done, and [`Exported::done`] says whether every input was read
/// whole.
///
/// # Errors
///
/// As [`export`](crate::run::export).
///
/// ```
/// use std::path::PathBuf;
/// use rankfile_export::run::{Export, Watch};
/// use rankfile_export::share::{Share, export_share};
/// use rankfile_export::table::Format;
/// use rankfile_io::{InputError, Reading, Silent};
///
/// struct Quiet;
/// impl Watch for Quiet {
///     fn unread(&mut self, _: &std::path::Path, _: &InputError) {}
/// }
///
/// let dir = std::env::temp_dir().join(format!("rankfile-share-doc-{}", std::process::id()));
/// // The second half of `a.pgn`, from its 11th game at byte 4096.
/// let half = "[Event \"k\"]\n\n1. e4 *\n";
/// let (files, contents) = ([PathBuf::from("a.pgn")], [half.as_bytes()]);
/// let reading = Reading { files: &files, threads: 1, before_stdin: &|| {}, contents: Some(&contents), encoding: None };
/// let options = Export {
///     out: dir.clone(),
///     format: Format::Ndjson,
///     positions: false,
///     partition_by: None,
///     games_per_file: 1_000_000,
/// };
/// let share = Share { task: 1, games_before: 10, offset: 4096 };
/// let exported = export_share(&reading, &mut Silent, &options, &share, &mut Quiet).map_err(|(_, e)| e)?;
/// assert_eq!((exported.games, exported.done), (1, true));
/// let row = std::fs::read_to_string(dir.join("games/part-00001-00000.ndjson"))?;
/// assert!(row.starts_with(r#"{"game":11,"file":"a.pgn","offset":4096,"#));
/// assert!(!dir.join("games/_SUCCESS").exists());
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn export_share(
    reading: &Reading,
    progress: &mut dyn Progress,
    export: &Export,
    share: &Share,
    watch: &mut dyn Watch,
) -> Result<Exported, (Exported, anyhow::Error)> {
    let tables = export.tables();
    let mut exported = Exported::default();
    match write(
        reading,
        progress,
        export,
        Some(share),
        &tables,
        watch,
        &mut exported,
    ) {
        Ok(()) => {
            exported.done = exported.unreadable == 0;
            Ok(exported)
        }
        Err(e) => Err((exported, e)),
    }
}
