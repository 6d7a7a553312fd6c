//! Files a command writes, written so that no input is ever lost.
//!
//! Every output file is written under a temporary name in its own folder
//! (`.NAME.XXXXXX.tmp`) and renamed onto its name only when it is whole:
//! a command that fails or is stopped half-way leaves the file that was
//! there before as it was. Before anything is written, each output is
//! compared with the inputs (and with the other outputs) by device and
//! inode, so that a name, a symbolic link or a hard link to an input is
//! refused; so is standard output redirected onto an input.
//!
//! An output that exists and is no regular file (`/dev/stdout`, a named
//! pipe) is written straight to, as there is nothing there to lose.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use rankfile_io::{FileId, file_id};

use crate::i18n::say;

/// A file being written, under a temporary name until [`commit`](Self::commit).
///
/// Dropped without being committed, it is removed: the output's name
/// keeps what it held before.
pub struct Output {
    /// The name the file takes when whole (a symbolic link resolved, so
    /// that the link is written through, not replaced).
    path: PathBuf,
    /// The name given on the command line, for messages.
    shown: PathBuf,
    target: Target,
}

enum Target {
    /// A regular file, written under a temporary name.
    Temporary(BufWriter<tempfile::NamedTempFile>),
    /// A device or a pipe, written straight to.
    Direct(BufWriter<File>),
}

/// Where a command's output goes: standard output, or `-o FILE` (written
/// under a temporary name, see [`Output`]).
pub enum Sink {
    Stdout(std::io::BufWriter<std::io::StdoutLock<'static>>),
    File(Output),
}

impl Sink {
    pub fn open(path: Option<&std::path::Path>) -> anyhow::Result<Sink> {
        Ok(match path {
            Some(path) => Sink::File(Output::create(path)?),
            None => Sink::Stdout(std::io::BufWriter::new(std::io::stdout().lock())),
        })
    }

    /// Flushes what was written, and gives a file its name.
    pub fn commit(self) -> anyhow::Result<()> {
        match self {
            Sink::Stdout(mut out) => Ok(out.flush()?),
            Sink::File(out) => out.commit(),
        }
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Sink::Stdout(out) => out.write(buf),
            Sink::File(out) => out.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Sink::Stdout(out) => out.flush(),
            Sink::File(out) => out.flush(),
        }
    }
}

/// Refuses outputs that are an input (standard input redirected from a
/// file included), or each other, and standard output redirected onto an
/// input; nothing is opened for writing.
///
/// # Errors
///
/// The first output (or standard output) that is the same file as an
/// input or as an earlier output, named in a message that says what to do.
pub fn check_distinct(inputs: &[PathBuf], outputs: &[&Path]) -> anyhow::Result<()> {
    // Each input by its name, `None` for standard input.
    let inputs: Vec<(Option<&Path>, FileId)> = inputs
        .iter()
        .filter_map(|p| {
            let name = (!rankfile_io::is_stdin(p)).then_some(p.as_path());
            Some((name, file_id(p)?))
        })
        .collect();
    let mut seen: Vec<(&Path, Option<FileId>)> = Vec::new();
    for &output in outputs {
        let id = output_id(output)?;
        if let Some(id) = &id
            && let Some((input, _)) = inputs.iter().find(|(_, i)| i == id)
        {
            anyhow::bail!("{}", output_is_input(output, *input));
        }
        // An output not there yet is no input; later outputs naming it
        // are caught by name.
        let earlier = seen.iter().find(|(p, i)| match (&id, i) {
            (Some(id), Some(i)) => id == i,
            _ => *p == output,
        });
        if let Some((earlier, _)) = earlier {
            anyhow::bail!("{}", same_output(output, earlier));
        }
        seen.push((output, id));
    }
    if let Some((id, meta)) = rankfile_io::stdout_file()
        && let Some((input, _)) = inputs.iter().find(|(_, i)| *i == id)
    {
        anyhow::bail!("{}", stdout_is_input(*input, meta.len() > 0));
    }
    Ok(())
}

fn output_is_input(output: &Path, input: Option<&Path>) -> String {
    let output = output.display().to_string();
    match input {
        Some(input) => say!(
            "cli-output-is-input",
            output = output,
            input = input.display().to_string()
        ),
        None => say!("cli-output-is-stdin", output = output),
    }
}

/// Standard output redirected onto an input: `>` emptied the file before
/// the command ran; `>>` (`appended`) left it whole, and the command
/// would read what it writes, without end.
fn stdout_is_input(input: Option<&Path>, appended: bool) -> String {
    let name = input.map(|p| p.display().to_string());
    match (name, appended) {
        (Some(input), false) => say!("cli-stdout-is-input", input = input),
        (Some(input), true) => say!("cli-stdout-appends-input", input = input),
        (None, false) => say!("cli-stdout-is-stdin"),
        (None, true) => say!("cli-stdout-appends-stdin"),
    }
}

/// The identity of an output that is there already; a symbolic link that
/// leads nowhere is written through (to the file it names, which is no
/// input), and one that loops is refused with the system's words.
fn output_id(output: &Path) -> anyhow::Result<Option<FileId>> {
    match std::fs::metadata(output) {
        Ok(_) => Ok(file_id(output)),
        Err(e) if is_link_loop(&e) => Err(anyhow::Error::new(e).context(cannot_write(output))),
        Err(_) => Ok(None),
    }
}

/// Whether `e` says a path's symbolic links loop (`ELOOP`).
fn is_link_loop(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        const ELOOP: i32 = if cfg!(any(target_os = "macos", target_os = "freebsd")) {
            62
        } else {
            40
        };
        e.raw_os_error() == Some(ELOOP)
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

fn same_output(output: &Path, earlier: &Path) -> String {
    say!(
        "cli-outputs-same",
        output = output.display().to_string(),
        earlier = earlier.display().to_string()
    )
}

impl Output {
    /// Begins the file `path`: a temporary file beside it, with the
    /// permissions of the file it will replace (or the usual ones).
    ///
    /// # Errors
    ///
    /// The folder cannot be written in; the message names the path.
    pub fn create(path: &Path) -> anyhow::Result<Output> {
        let shown = path.to_path_buf();
        let existing = std::fs::metadata(path).ok();
        if existing
            .as_ref()
            .is_some_and(|m| !m.is_file() && !m.is_dir())
        {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .with_context(|| cannot_write(path))?;
            return Ok(Output {
                path: shown.clone(),
                shown,
                target: Target::Direct(BufWriter::new(file)),
            });
        }
        // A symbolic link is written through, as a shell's `>` writes:
        // its target is replaced, or made when the link leads nowhere yet.
        let path = through_links(path).with_context(|| cannot_write(path))?;
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let name = path.file_name().map_or_else(
            || std::ffi::OsString::from("output"),
            std::ffi::OsStr::to_os_string,
        );
        let mut prefix = std::ffi::OsString::from(".");
        prefix.push(&name);
        prefix.push(".");
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".tmp");
        if let Some(permissions) = permissions(existing.as_ref()) {
            builder.permissions(permissions);
        }
        let file = builder
            .tempfile_in(folder)
            .with_context(|| cannot_write(&shown))?;
        Ok(Output {
            path,
            shown,
            target: Target::Temporary(BufWriter::with_capacity(1 << 16, file)),
        })
    }

    /// Flushes the file to the disk and gives it its name.
    ///
    /// # Errors
    ///
    /// A write, a sync or the rename failed (a full disk): the temporary
    /// file is removed and the output's name keeps what it held.
    pub fn commit(self) -> anyhow::Result<()> {
        let Output {
            path,
            shown,
            target,
        } = self;
        match target {
            Target::Direct(mut out) => out.flush().with_context(|| cannot_write(&shown)),
            Target::Temporary(out) => {
                let file = out
                    .into_inner()
                    .map_err(|e| hinted(e.into_error(), &shown))?;
                file.as_file().sync_all().map_err(|e| hinted(e, &shown))?;
                file.persist(&path).map_err(|e| hinted(e.error, &shown))?;
                Ok(())
            }
        }
    }
}

impl Output {
    /// An I/O error of this output, naming it as the command line did
    /// (a full disk: `cannot write out.pgn: No space left on device`).
    fn named(&self, e: std::io::Error) -> std::io::Error {
        std::io::Error::new(e.kind(), write_failed(e, &self.shown))
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let written = match &mut self.target {
            Target::Temporary(out) => out.write(buf),
            Target::Direct(out) => out.write(buf),
        };
        written.map_err(|e| self.named(e))
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        let written = match &mut self.target {
            Target::Temporary(out) => out.write_all(buf),
            Target::Direct(out) => out.write_all(buf),
        };
        written.map_err(|e| self.named(e))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let flushed = match &mut self.target {
            Target::Temporary(out) => out.flush(),
            Target::Direct(out) => out.flush(),
        };
        flushed.map_err(|e| self.named(e))
    }
}

/// The file a path names once its symbolic links are followed, whether
/// or not that file exists; links that loop are refused.
fn through_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    // Linux follows 40 links before it says a path loops.
    for _ in 0..40 {
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = std::fs::read_link(&path)?;
                path = match path.parent() {
                    Some(folder) => folder.join(target),
                    None => target,
                };
            }
            _ => return Ok(path),
        }
    }
    // The system's own words for it (ELOOP).
    Err(std::fs::metadata(&path)
        .err()
        .unwrap_or_else(|| std::io::Error::other("too many levels of symbolic links")))
}

/// The permissions of the file written: those of the file it replaces,
/// else read and write for its owner and read for the others (`0644`).
#[cfg(unix)]
fn permissions(existing: Option<&std::fs::Metadata>) -> Option<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(existing.map_or_else(
        || std::fs::Permissions::from_mode(0o644),
        |m| m.permissions(),
    ))
}

#[cfg(not(unix))]
fn permissions(existing: Option<&std::fs::Metadata>) -> Option<std::fs::Permissions> {
    existing.map(|m| m.permissions())
}

/// `cannot write FILE: why (what to do)`, the temporary file's path left
/// out.
fn hinted(e: std::io::Error, shown: &Path) -> anyhow::Error {
    anyhow::anyhow!("{}", write_failed(e, shown))
}

/// The words of [`hinted`]: the system's own, without the path that the
/// temporary file adds to its errors (it is gone once the command ends).
fn write_failed(e: std::io::Error, shown: &Path) -> String {
    let e = e
        .raw_os_error()
        .map_or(e, std::io::Error::from_raw_os_error);
    let hint = write_hint(&e)
        .map(|h| format!(" ({h})"))
        .unwrap_or_default();
    format!("{}: {e}{hint}", cannot_write(shown))
}

/// What to do about a failed write, by its cause: a full disk, a folder
/// that cannot be written.
pub fn write_hint(e: &std::io::Error) -> Option<String> {
    use std::io::ErrorKind;
    Some(match e.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => say!("cli-hint-disk-full"),
        ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => {
            say!("cli-hint-cannot-write-here")
        }
        _ => return None,
    })
}

fn cannot_write(path: &Path) -> String {
    say!("cli-cannot-write", file = path.display().to_string())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("rankfile-output-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn an_output_keeps_the_old_file_until_it_is_committed() {
        let dir = folder("commit");
        let path = dir.join("out.pgn");
        std::fs::write(&path, "old").unwrap();
        let mut out = Output::create(&path).unwrap();
        out.write_all(b"new").unwrap();
        out.flush().unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        out.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(entries(&dir), ["out.pgn"]);
    }

    #[test]
    fn an_output_dropped_leaves_nothing() {
        let dir = folder("drop");
        let path = dir.join("out.pgn");
        std::fs::write(&path, "old").unwrap();
        let mut out = Output::create(&path).unwrap();
        out.write_all(b"half").unwrap();
        drop(out);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(entries(&dir), ["out.pgn"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_written_through_and_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = folder("link");
        let target = dir.join("real.pgn");
        std::fs::write(&target, "old").unwrap();
        std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o640)).unwrap();
        std::os::unix::fs::symlink(&target, dir.join("link.pgn")).unwrap();
        let mut out = Output::create(&dir.join("link.pgn")).unwrap();
        out.write_all(b"new").unwrap();
        out.commit().unwrap();
        assert!(
            std::fs::symlink_metadata(dir.join("link.pgn"))
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        let mode = std::fs::metadata(&target).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
    }

    #[cfg(unix)]
    #[test]
    fn outputs_that_are_inputs_are_refused_by_any_name() {
        let dir = folder("same");
        let input = dir.join("games.pgn");
        std::fs::write(&input, "1. e4 *\n").unwrap();
        std::os::unix::fs::symlink(&input, dir.join("link.pgn")).unwrap();
        std::fs::hard_link(&input, dir.join("hard.pgn")).unwrap();
        let inputs = [input.clone()];
        for name in ["games.pgn", "link.pgn", "hard.pgn"] {
            let out = dir.join(name);
            let err = check_distinct(&inputs, &[&out]).unwrap_err().to_string();
            assert!(err.contains("games.pgn"), "{name}: {err}");
        }
        let new = dir.join("new.pgn");
        assert!(check_distinct(&inputs, &[&new]).is_ok());
        assert!(check_distinct(&inputs, &[&new, &new]).is_err());
        assert_eq!(std::fs::read_to_string(&input).unwrap(), "1. e4 *\n");
    }
}
