//! The games of PGN inputs, worked on over threads, the results handed back
//! in the inputs' order.
//!
//! The inputs are read in large blocks of whole games. A thread that is
//! free reads the next block itself (under a lock), then works on its games
//! while another thread reads: each block's bytes are read and used on one
//! core, and no game is copied unless its text needs decoding. The calling
//! thread is one of these threads; between its blocks it puts the results
//! back in order and hands them on. Reading runs at most a window of
//! blocks ahead of the output, so that memory stays bounded when the
//! output (or one block) is slow.

use std::io::Read;
use std::path::{Path, PathBuf};

use rankfile::pgn::{Block, BlockSplitter, GameText, Splitter};

use crate::input::{self, InputError, InputErrorKind};

mod ordered;
mod window;

pub use ordered::map_in_order;

/// One game as read from its input.
#[derive(Debug)]
pub struct Item<'a> {
    /// Its number, from 1, over all the inputs.
    pub number: u64,
    /// The input it comes from (`-` for standard input); its line numbers
    /// count in that input.
    pub file: &'a Path,
    /// Its text, and where it starts in its input.
    pub text: GameText<'a>,
}

/// The games of a PGN text held whole in memory (a request's body, a
/// string from a notebook), numbered from 1 and cut as the inputs are:
/// for front ends that are given their PGN rather than its files. `name`
/// stands for the input in each [`Item`].
///
/// ```
/// use std::path::Path;
///
/// let games = rankfile_io::games_in("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n", Path::new("pasted"));
/// assert_eq!(games.len(), 2);
/// assert_eq!((games[1].number, games[1].text.line), (2, 5));
/// assert_eq!(games[1].text.text, "[Event \"b\"]\n\n1. d4 *\n");
/// ```
pub fn games_in<'a>(text: &str, name: &'a Path) -> Vec<Item<'a>> {
    let mut splitter = Splitter::new();
    let mut games = Vec::new();
    splitter.push(text.as_bytes(), |game| games.push(game));
    games.extend(splitter.finish());
    (1..)
        .zip(games)
        .map(|(number, text)| Item {
            number,
            file: name,
            text,
        })
        .collect()
}

/// What [`each_game`] hands on, in the inputs' order: a game's result, or
/// an input that could not be read (or read further) there.
#[derive(Debug)]
pub enum Emitted<'a, R> {
    /// What the work made of a game (or of a block, for [`each_block`]).
    Game(R),
    /// An input that could not be read, or read further.
    Unread {
        /// The input.
        file: &'a Path,
        /// Why, with where the reading stopped.
        error: InputError,
    },
}

/// An input that could not be read (or read further): its index among
/// the inputs, and why.
struct Unread {
    file: usize,
    error: InputError,
}

/// The bytes read for one block: enough games that handing a block over
/// costs little, few enough that a block stays in its core's cache and
/// that the threads finish together.
const BLOCK: usize = 256 << 10;

/// How the games are read.
pub struct Reading<'a> {
    /// The inputs, `-` for standard input.
    pub files: &'a [PathBuf],
    /// Threads that read and work (at least one).
    pub threads: usize,
    /// Called before standard input is first read (to say, on a terminal,
    /// that the command waits for it).
    pub before_stdin: &'a (dyn Fn() + Sync),
    /// Inputs held in memory: when given, input `i` is `contents[i]`
    /// (plain, gzip or zstd, as a file would be), and `files[i]` only
    /// names it.
    pub contents: Option<&'a [&'a [u8]]>,
    /// The inputs' encoding, when it is chosen rather than told by their
    /// bytes (see [`open`](crate::open)).
    pub encoding: Option<crate::Chosen>,
}

/// What a front end shows of the reading as it goes: a progress bar, say.
/// Every method does nothing unless written.
pub trait Progress {
    /// A block of games was handed on: `games` in all so far, and `bytes`
    /// of the inputs read when that block was cut.
    fn advance(&mut self, games: u64, bytes: u64) {
        let _ = (games, bytes);
    }

    /// Runs `f`, which writes to standard error, out of the display's way.
    fn suspend(&mut self, f: &mut dyn FnMut()) {
        f();
    }
}

/// No progress shown.
#[derive(Debug, Clone, Copy, Default)]
pub struct Silent;

impl Progress for Silent {}

/// Reads every game of the inputs and hands each to `work` on the threads,
/// then the results, in the input's order, to `emit`.
///
/// The calling thread is one of the threads: it reads and works like the
/// others, and between its blocks it emits the results that are ready.
/// With one thread, it is the only one.
///
/// An input that cannot be opened, is no text, or breaks off (a truncated
/// `.gz`) is handed to `emit` in its place among the results, as
/// [`Emitted::Unread`], and the reading goes on with the next input: the
/// games read whole before the break are emitted, and no other input is
/// lost. Bytes after an input's last compressed stream are handed on the
/// same way, after its games, as a warning
/// ([`InputError::is_warning`]). Returns how many inputs failed (the
/// warnings not counted); an error is returned only when `emit` fails.
///
/// # Errors
///
/// The first error of `emit`, or a worker thread that stopped.
pub fn each_game<'f, R: Send>(
    reading: &Reading<'f>,
    progress: &mut dyn Progress,
    work: impl Fn(&Item) -> R + Sync,
    emit: impl FnMut(Emitted<'f, R>) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    let work_block = |games: BlockGames| games.map(|item| work(&item)).collect();
    run(reading, progress, &work_block, emit)
}

/// The games of one block, in order, for [`each_block`].
pub struct BlockGames<'a> {
    games: Box<dyn Iterator<Item = Item<'a>> + 'a>,
}

impl<'a> Iterator for BlockGames<'a> {
    type Item = Item<'a>;

    fn next(&mut self) -> Option<Item<'a>> {
        self.games.next()
    }
}

/// [`each_game`] a block at a time: `work` is given the games of a block
/// (some hundreds) and makes one result of them, which `emit` receives
/// in the inputs' order. For work that gathers games (into a table's
/// columns) on the threads rather than after.
///
/// # Errors
///
/// As [`each_game`].
pub fn each_block<'f, R: Send>(
    reading: &Reading<'f>,
    progress: &mut dyn Progress,
    work: impl Fn(BlockGames) -> R + Sync,
    emit: impl FnMut(Emitted<'f, R>) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    let work_block = |games: BlockGames| vec![work(games)];
    run(reading, progress, &work_block, emit)
}

/// Reads the inputs block by block over the threads, `work` making each
/// block's results, and hands these to `emit` in order (see
/// [`each_game`]).
fn run<'f, R: Send>(
    reading: &Reading<'f>,
    progress: &mut dyn Progress,
    work: &(impl Fn(BlockGames) -> Vec<R> + Sync),
    mut emit: impl FnMut(Emitted<'f, R>) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    // The results of a block's games, and the block, to be recycled.
    let work_block = |job: Job| -> (Done<R>, Block) {
        let file = &reading.files[job.file];
        let games = job
            .block
            .games()
            .zip(job.first..)
            .map(move |(text, number)| Item { number, file, text });
        let results = work(BlockGames {
            games: Box::new(games),
        });
        let done = Done {
            results,
            games: job.block.len() as u64,
            bytes: job.bytes,
        };
        (done, job.block)
    };
    let source = Source::new(reading);
    // A block's games worked on, the block given back; an input that
    // could not be read passed on in its place.
    let work = |job: Result<Job, Unread>| match job {
        Ok(job) => {
            let (done, block) = work_block(job);
            (Ok(done), Some(block))
        }
        Err(unread) => (Err(unread), None),
    };
    let mut order = Order {
        failed: 0,
        progress,
        games: 0,
    };
    let files = reading.files;
    ordered::run(reading.threads, source, &work, &mut |done| {
        order.emit(files, done, &mut emit)
    })?;
    Ok(order.failed)
}

/// What the games' results are handed on with: the progress shown, and
/// the inputs that could not be read whole.
struct Order<'a> {
    /// The inputs that could not be read whole, said so far.
    failed: usize,
    progress: &'a mut dyn Progress,
    /// The games handed on so far.
    games: u64,
}

impl Order<'_> {
    /// Emits a block's results, or an input that failed where it failed.
    fn emit<'f, R>(
        &mut self,
        files: &'f [PathBuf],
        done: Result<Done<R>, Unread>,
        emit: &mut impl FnMut(Emitted<'f, R>) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        match done {
            Ok(done) => {
                self.games += done.games;
                self.progress.advance(self.games, done.bytes);
                for r in done.results {
                    emit(Emitted::Game(r))?;
                }
                Ok(())
            }
            Err(Unread { file, error }) => {
                self.failed += usize::from(!error.is_warning());
                let file = files[file].as_path();
                let mut unread = Some(Emitted::Unread { file, error });
                let mut emitted = Ok(());
                self.progress.suspend(&mut || {
                    if let Some(unread) = unread.take() {
                        emitted = emit(unread);
                    }
                });
                emitted
            }
        }
    }
}

/// A block of games to work on.
struct Job {
    /// The number of its first game.
    first: u64,
    /// The input it was cut from (a block never spans two), by index.
    file: usize,
    block: Block,
    /// The inputs' bytes read when it was cut, for the progress bar.
    bytes: u64,
}

/// The results of a block's games.
struct Done<R> {
    results: Vec<R>,
    /// The games of the block.
    games: u64,
    bytes: u64,
}

/// The inputs, read block by block by whichever thread is free.
struct Source<'a> {
    files: std::slice::Iter<'a, PathBuf>,
    contents: Option<&'a [&'a [u8]]>,
    current: Option<(crate::Opened<'a>, &'a Path)>,
    splitter: BlockSplitter,
    /// The inputs opened so far: the current one is `opened - 1`.
    opened: usize,
    /// The games cut so far.
    games: u64,
    bytes: u64,
    /// Every input is read.
    done: bool,
    /// A reading error, returned after the games read before it.
    error: Option<InputError>,
    before_stdin: &'a (dyn Fn() + Sync),
    encoding: Option<crate::Chosen>,
}

impl<'a> Source<'a> {
    fn new(reading: &Reading<'a>) -> Source<'a> {
        Source {
            files: reading.files.iter(),
            contents: reading.contents,
            current: None,
            splitter: BlockSplitter::new(),
            opened: 0,
            games: 0,
            bytes: 0,
            done: false,
            error: None,
            before_stdin: reading.before_stdin,
            encoding: reading.encoding,
        }
    }

    /// The next block of whole games; `None` at the end of the inputs. An
    /// error is an input that could not be read, or read further: the next
    /// call goes on with the next input.
    fn next(&mut self) -> Result<Option<Job>, Unread> {
        match self.read_block() {
            Ok(None) => {
                self.done = true;
                Ok(None)
            }
            Ok(Some(job)) => Ok(Some(job)),
            // The error takes its place in the order, as a block does.
            Err(error) => Err(Unread {
                file: self.opened.saturating_sub(1),
                error,
            }),
        }
    }

    fn read_block(&mut self) -> Result<Option<Job>, InputError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        while !self.done {
            let Some((opened, path)) = &mut self.current else {
                let Some(path) = self.files.next() else {
                    return Ok(None);
                };
                self.opened += 1;
                let opened = match self.contents.and_then(|c| c.get(self.opened - 1)) {
                    Some(bytes) => input::open_bytes(bytes, path, self.encoding)?,
                    None => input::open(path, self.before_stdin, self.encoding)?,
                };
                self.splitter.set_encoding(opened.encoding);
                self.current = Some((opened, path));
                continue;
            };
            let read = self.splitter.fill(BLOCK, |buf| {
                loop {
                    match opened.reader.read(buf) {
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        other => return other,
                    }
                }
            });
            let n = match read {
                Ok(n) => n,
                Err(e) => {
                    // The games read whole before the error go first; the
                    // game the break cut is dropped, and the next input is
                    // a new stream.
                    let block = self.splitter.cut();
                    let games = self.games + block.len() as u64;
                    let kind = InputErrorKind::CannotReadAfter(path.to_path_buf(), games);
                    let e = InputError {
                        kind,
                        source: Some(e),
                    };
                    self.current = None;
                    drop(self.splitter.finish());
                    if block.is_empty() {
                        return Err(e);
                    }
                    self.error = Some(e);
                    return Ok(Some(self.job(block)));
                }
            };
            self.bytes += n as u64;
            let block = if n == 0 {
                // The file's end: its last game, and the next file is a
                // new stream. Bytes after its last compressed stream are
                // said after its games.
                let trailing = opened.trailing().map(|trailing| InputError {
                    kind: InputErrorKind::TrailingBytes(path.to_path_buf(), trailing),
                    source: None,
                });
                self.current = None;
                let block = self.splitter.finish();
                match trailing {
                    Some(note) if block.is_empty() => return Err(note),
                    note => self.error = note,
                }
                block
            } else {
                self.splitter.cut()
            };
            if !block.is_empty() {
                return Ok(Some(self.job(block)));
            }
        }
        Ok(None)
    }

    /// Numbers the block and its games.
    fn job(&mut self, block: Block) -> Job {
        let job = Job {
            first: self.games + 1,
            file: self.opened.saturating_sub(1),
            bytes: self.bytes,
            block,
        };
        self.games += job.block.len() as u64;
        job
    }
}

impl ordered::Feed for Source<'_> {
    type Job = Result<Job, Unread>;
    type Used = Block;

    fn next(&mut self) -> Option<Result<Job, Unread>> {
        Source::next(self).transpose()
    }

    fn recycle(&mut self, block: Block) {
        self.splitter.recycle(block);
    }
}

#[cfg(test)]
mod tests;
