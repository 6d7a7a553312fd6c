//! What a table's folder holds before an export writes it: the part
//! files and the `_SUCCESS` marker a table writes, the hidden temporary
//! files of an export that was killed (`.part-00000.parquet.XXXXXX.tmp`),
//! and anything else, which is not the table's and is never removed.

use std::path::{Path, PathBuf};

use rankfile_io::FileId;

/// The files under a table's folder, at any depth, by what they are.
#[derive(Debug, Default)]
pub(crate) struct Contents {
    /// `part-…` files.
    pub(crate) parts: Vec<PathBuf>,
    /// The `_SUCCESS` marker.
    pub(crate) marker: Option<PathBuf>,
    /// Hidden temporary parts left by an export that could not remove
    /// them (killed by SIGKILL, or the machine stopped).
    pub(crate) orphans: Vec<PathBuf>,
    /// Everything else: a user's files, which an export keeps.
    pub(crate) others: Vec<PathBuf>,
    /// Every file, with its identity, to tell an input among them.
    pub(crate) ids: Vec<(PathBuf, FileId)>,
}

impl Contents {
    /// The files under `dir` (none when it is not there).
    pub(crate) fn of(dir: &Path) -> Contents {
        let mut contents = Contents::default();
        if !dir.is_dir() {
            return contents;
        }
        let mut stack = vec![dir.to_path_buf()];
        while let Some(path) = stack.pop() {
            if path.is_dir() {
                if let Ok(entries) = std::fs::read_dir(&path) {
                    stack.extend(entries.flatten().map(|e| e.path()));
                }
                continue;
            }
            if let Some(id) = rankfile_io::file_id(&path) {
                contents.ids.push((path.clone(), id));
            }
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.starts_with("part-") {
                contents.parts.push(path);
            } else if name == crate::table::DONE {
                contents.marker = Some(path);
            } else if name.starts_with(".part-") && name.ends_with(".tmp") {
                contents.orphans.push(path);
            } else {
                contents.others.push(path);
            }
        }
        contents.others.sort();
        contents
    }

    /// The file among these that is `id` (an input), if any.
    pub(crate) fn find(&self, id: &FileId) -> Option<&Path> {
        self.ids
            .iter()
            .find(|(_, i)| i == id)
            .map(|(p, _)| p.as_path())
    }

    /// Removes what a table wrote (its parts, its marker, the temporary
    /// parts left), then the folders left empty, `dir` itself included;
    /// the other files stay.
    pub(crate) fn remove_table(&self, dir: &Path) -> std::io::Result<()> {
        for file in self.parts.iter().chain(&self.marker).chain(&self.orphans) {
            std::fs::remove_file(file)?;
        }
        remove_empty_folders(dir);
        Ok(())
    }
}

/// Removes the folders under `dir` that hold nothing, deepest first, and
/// `dir` when it is left empty.
fn remove_empty_folders(dir: &Path) {
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                remove_empty_folders(&entry.path());
            }
        }
    }
    // Fails when something is left in it, as it should.
    let _ = std::fs::remove_dir(dir);
}
