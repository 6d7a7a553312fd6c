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

/// A file's identity: its device and inode (on Unix), else its canonical
/// path.
#[derive(Debug, PartialEq, Eq)]
struct Identity(Box<[u64]>, Option<PathBuf>);

fn identity(meta: &std::fs::Metadata, path: Option<&Path>) -> Identity {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let _ = path;
        Identity(Box::new([meta.dev(), meta.ino()]), None)
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        Identity(Box::new([]), path.and_then(|p| p.canonicalize().ok()))
    }
}

/// The identity of the file at `path`, if there is one.
fn identity_of(path: &Path) -> Option<Identity> {
    let meta = std::fs::metadata(path).ok()?;
    Some(identity(&meta, Some(path)))
}

/// Refuses outputs that are an input, or each other, and standard output
/// redirected onto an input; nothing is opened for writing.
///
/// # Errors
///
/// The first output (or standard output) that is the same file as an
/// input or as an earlier output, named in a message that says what to do.
pub fn check_distinct(inputs: &[PathBuf], outputs: &[&Path]) -> anyhow::Result<()> {
    let inputs: Vec<(&PathBuf, Identity)> = inputs
        .iter()
        .filter(|p| p.as_os_str() != "-")
        .filter_map(|p| Some((p, identity_of(p)?)))
        .collect();
    let mut seen: Vec<(&Path, Identity)> = Vec::new();
    for &output in outputs {
        let Some(id) = identity_of(output) else {
            // Not there yet: it is no input, and later outputs naming it
            // are caught by name.
            if let Some((earlier, _)) = seen.iter().find(|(p, _)| *p == output) {
                anyhow::bail!("{}", same_output(output, earlier));
            }
            seen.push((output, Identity(Box::new([]), Some(output.to_path_buf()))));
            continue;
        };
        if let Some((input, _)) = inputs.iter().find(|(_, i)| *i == id) {
            anyhow::bail!(
                "{}",
                say!(
                    "cli-output-is-input",
                    output = output.display().to_string(),
                    input = input.display().to_string()
                )
            );
        }
        if let Some((earlier, _)) = seen.iter().find(|(_, i)| *i == id) {
            anyhow::bail!("{}", same_output(output, earlier));
        }
        seen.push((output, id));
    }
    if let Some(input) = stdout_input(&inputs) {
        anyhow::bail!(
            "{}",
            say!("cli-stdout-is-input", input = input.display().to_string())
        );
    }
    Ok(())
}

fn same_output(output: &Path, earlier: &Path) -> String {
    say!(
        "cli-outputs-same",
        output = output.display().to_string(),
        earlier = earlier.display().to_string()
    )
}

/// The input that standard output is redirected onto, if any (`> games.pgn`
/// with `games.pgn` an input: the shell emptied it before the command ran).
fn stdout_input<'a>(inputs: &[(&'a PathBuf, Identity)]) -> Option<&'a PathBuf> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = std::io::stdout().as_fd().try_clone_to_owned().ok()?;
        let meta = File::from(fd).metadata().ok()?;
        if !meta.is_file() {
            return None;
        }
        let id = identity(&meta, None);
        inputs.iter().find(|(_, i)| *i == id).map(|(p, _)| *p)
    }
    #[cfg(not(unix))]
    {
        let _ = inputs;
        None
    }
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
        // A symbolic link is written through: its target is replaced.
        let path = match &existing {
            Some(_) => path.canonicalize().with_context(|| cannot_write(path))?,
            None => path.to_path_buf(),
        };
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
                    .map_err(|e| e.into_error())
                    .with_context(|| cannot_write(&shown))?;
                file.as_file()
                    .sync_all()
                    .with_context(|| cannot_write(&shown))?;
                file.persist(&path)
                    .map_err(|e| e.error)
                    .with_context(|| cannot_write(&shown))?;
                Ok(())
            }
        }
    }
}

impl Output {
    /// An I/O error of this output, naming it as the command line did
    /// (a full disk: `cannot write out.pgn: No space left on device`).
    fn named(&self, e: std::io::Error) -> std::io::Error {
        std::io::Error::new(e.kind(), format!("{}: {e}", cannot_write(&self.shown)))
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
