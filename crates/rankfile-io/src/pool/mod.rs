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

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::mpsc::channel;

use rankfile::pgn::{Block, BlockSplitter, GameText, Splitter};

use crate::input::{self, InputError, InputErrorKind};

mod window;

use window::Window;

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
/// lost. Returns how many inputs failed so; an error is returned only
/// when `emit` fails.
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
    let source = Mutex::new(Source::new(reading.files, reading.before_stdin));
    let window = Window::new(8 * reading.threads.max(1) as u64);
    std::thread::scope(|scope| {
        let (tx, rx) = channel::<Finished<R>>();
        for _ in 1..reading.threads {
            let tx = tx.clone();
            let (source, window, work_block) = (&source, &window, &work_block);
            scope.spawn(move || work_on(source, window, work_block, &tx));
        }
        drop(tx);
        let mut order = Order {
            waiting: BTreeMap::new(),
            next: 0,
            failed: 0,
            window: &window,
            progress,
            games: 0,
        };
        let outcome = lead(
            &mut order,
            &source,
            &work_block,
            &rx,
            reading.files,
            &mut emit,
        );
        // On an error, the other threads stop at their next block.
        window.stop();
        drop(rx);
        outcome
    })
}

/// A thread other than the calling one: takes the next block, works on
/// it, sends its results, until the reading is over or the output stops.
fn work_on<R>(
    source: &Mutex<Source>,
    window: &Window,
    work_block: &impl Fn(Job) -> (Done<R>, Block),
    tx: &std::sync::mpsc::Sender<Finished<R>>,
) {
    let mut used = None;
    while let Some((index, job)) = take(source, window, true, used.take()) {
        let done = job.map(|job| {
            let (done, block) = work_block(job);
            used = Some(block);
            done
        });
        if tx.send((index, done)).is_err() {
            return;
        }
    }
}

/// The calling thread: between its own blocks, it puts the results in
/// order and emits those that are ready; at the end it waits for the
/// others. Returns how many inputs could not be read whole.
fn lead<'f, R>(
    order: &mut Order<'_, R>,
    source: &Mutex<Source>,
    work_block: &impl Fn(Job) -> (Done<R>, Block),
    rx: &std::sync::mpsc::Receiver<Finished<R>>,
    files: &'f [PathBuf],
    emit: &mut impl FnMut(Emitted<'f, R>) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    let mut used = None;
    loop {
        while let Ok((index, done)) = rx.try_recv() {
            order.waiting.insert(index, done);
        }
        order.emit_ready(files, emit)?;
        if let Some((index, job)) = take(source, order.window, false, used.take()) {
            let done = job.map(|job| {
                let (done, block) = work_block(job);
                used = Some(block);
                done
            });
            order.waiting.insert(index, done);
            continue;
        }
        // Reading is over or far enough ahead: wait for the others.
        match rx.recv() {
            Ok((index, done)) => order.waiting.insert(index, done),
            Err(_) if source_done(source) => {
                order.emit_ready(files, emit)?;
                return Ok(order.failed);
            }
            Err(_) => anyhow::bail!("a checking thread stopped"),
        };
    }
}

/// A block's index and its results, or why an input could not be read
/// (or read further) there.
type Finished<R> = (u64, Result<Done<R>, Unread>);

/// The next block to work on, with its index; `None` when every block is
/// read, or when reading is `window.size` blocks ahead of the output and
/// `wait` is false. With `wait`, waits for the output instead. `used`, a
/// block whose games are done, gives its buffer back to be read into.
fn take(
    source: &Mutex<Source>,
    window: &Window,
    wait: bool,
    mut used: Option<Block>,
) -> Option<(u64, Result<Job, Unread>)> {
    loop {
        let mut source = source.lock().ok()?;
        if let Some(block) = used.take() {
            source.splitter.recycle(block);
        }
        if source.done {
            return None;
        }
        let index = source.next_index;
        if window.allows(index) {
            return source.next().transpose().map(|job| (index, job));
        }
        drop(source);
        if !wait || !window.wait_for(index) {
            return None;
        }
    }
}

fn source_done(source: &Mutex<Source>) -> bool {
    source.lock().map_or(true, |s| s.done)
}

/// Results waiting for the blocks before them.
struct Order<'a, R> {
    waiting: BTreeMap<u64, Result<Done<R>, Unread>>,
    /// The index of the next block to emit.
    next: u64,
    /// The inputs that could not be read whole, said so far.
    failed: usize,
    window: &'a Window,
    progress: &'a mut dyn Progress,
    /// The games handed on so far.
    games: u64,
}

impl<R> Order<'_, R> {
    /// Emits the blocks that are next in order, and each input that failed
    /// where it failed.
    fn emit_ready<'f>(
        &mut self,
        files: &'f [PathBuf],
        emit: &mut impl FnMut(Emitted<'f, R>) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        while let Some(done) = self.waiting.remove(&self.next) {
            match done {
                Ok(done) => {
                    self.games += done.games;
                    self.progress.advance(self.games, done.bytes);
                    for r in done.results {
                        emit(Emitted::Game(r))?;
                    }
                }
                Err(Unread { file, error }) => {
                    self.failed += 1;
                    let file = files[file].as_path();
                    let mut unread = Some(Emitted::Unread { file, error });
                    let mut emitted = Ok(());
                    self.progress.suspend(&mut || {
                        if let Some(unread) = unread.take() {
                            emitted = emit(unread);
                        }
                    });
                    emitted?;
                }
            }
            self.next += 1;
            self.window.emitted(self.next);
        }
        Ok(())
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
    current: Option<(Box<dyn Read + Send>, &'a Path)>,
    splitter: BlockSplitter,
    /// The index of the next block, from 0.
    next_index: u64,
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
}

impl<'a> Source<'a> {
    fn new(files: &'a [PathBuf], before_stdin: &'a (dyn Fn() + Sync)) -> Source<'a> {
        Source {
            files: files.iter(),
            current: None,
            splitter: BlockSplitter::new(),
            next_index: 0,
            opened: 0,
            games: 0,
            bytes: 0,
            done: false,
            error: None,
            before_stdin,
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
            Err(error) => {
                self.next_index += 1;
                Err(Unread {
                    file: self.opened.saturating_sub(1),
                    error,
                })
            }
        }
    }

    fn read_block(&mut self) -> Result<Option<Job>, InputError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        while !self.done {
            let Some((reader, path)) = &mut self.current else {
                let Some(path) = self.files.next() else {
                    return Ok(None);
                };
                self.opened += 1;
                self.current = Some((input::open(path, self.before_stdin)?, path));
                continue;
            };
            let read = self.splitter.fill(BLOCK, |buf| {
                loop {
                    match reader.read(buf) {
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
                // new stream.
                self.current = None;
                self.splitter.finish()
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
        self.next_index += 1;
        job
    }
}

#[cfg(test)]
mod tests;
