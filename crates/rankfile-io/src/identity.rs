//! Which file an input is, whatever its name: the device and inode of a
//! path, or of standard input when it was redirected from a file
//! (`< games.pgn`), so that a command never writes over, appends to or
//! deletes the file it reads.

use std::path::Path;

/// A file's identity: its device and inode on Unix, else its canonical
/// path (links resolved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileId {
    #[cfg(unix)]
    dev_ino: (u64, u64),
    #[cfg(not(unix))]
    path: std::path::PathBuf,
}

impl FileId {
    /// The identity of the file behind `meta`, found at `path`.
    #[cfg_attr(unix, allow(unused_variables))]
    fn of(meta: &std::fs::Metadata, path: Option<&Path>) -> Option<FileId> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            Some(FileId {
                dev_ino: (meta.dev(), meta.ino()),
            })
        }
        #[cfg(not(unix))]
        {
            Some(FileId {
                path: path?.canonicalize().ok()?,
            })
        }
    }
}

/// The identity of the file at `path` (`-` for standard input, see
/// [`stdin_file`]), if there is one.
///
/// ```
/// let path = std::env::temp_dir().join(format!("rankfile-io-id-{}", std::process::id()));
/// std::fs::write(&path, "1. e4 *")?;
/// let link = path.with_extension("link");
/// # let _ = std::fs::remove_file(&link);
/// std::fs::hard_link(&path, &link)?;
/// assert_eq!(rankfile_io::file_id(&path), rankfile_io::file_id(&link));
/// assert!(rankfile_io::file_id("/no/such/file".as_ref()).is_none());
/// # std::fs::remove_file(&link)?; std::fs::remove_file(&path)?;
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn file_id(path: &Path) -> Option<FileId> {
    if crate::is_stdin(path) {
        return stdin_file().map(|(id, _)| id);
    }
    let meta = std::fs::metadata(path).ok()?;
    FileId::of(&meta, Some(path))
}

/// Standard input's file, when it was redirected from a regular file
/// (`< games.pgn`): its identity and its metadata. `None` for a terminal,
/// a pipe or a device, which no command can write over.
pub fn stdin_file() -> Option<(FileId, std::fs::Metadata)> {
    descriptor_file(std::io::stdin())
}

/// Standard output's file, when it was redirected to a regular file
/// (`> out.pgn`, `>> out.pgn`): its identity and its metadata.
pub fn stdout_file() -> Option<(FileId, std::fs::Metadata)> {
    descriptor_file(std::io::stdout())
}

#[cfg(unix)]
fn descriptor_file(stream: impl std::os::fd::AsFd) -> Option<(FileId, std::fs::Metadata)> {
    let fd = stream.as_fd().try_clone_to_owned().ok()?;
    let meta = std::fs::File::from(fd).metadata().ok()?;
    if !meta.is_file() {
        return None;
    }
    Some((FileId::of(&meta, None)?, meta))
}

#[cfg(not(unix))]
fn descriptor_file<T>(_: T) -> Option<(FileId, std::fs::Metadata)> {
    None
}
