//! The one thread pool of rankfile: jobs taken in turn from a feed by
//! whichever thread is free, worked on, and their results handed on in
//! the feed's order, reading at most a window of jobs ahead of the output.
//! The games of PGN inputs (a block of games a job) and perft's subtrees
//! both run on it.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};

use super::window::Window;

/// Where the threads take their jobs from, one at a time, under a lock.
pub(super) trait Feed: Send {
    /// A piece of work.
    type Job: Send;
    /// What a job leaves when done that the feed can use again (a block's
    /// buffer, to read the next block into).
    type Used: Send;

    /// The next job; `None` when there are no more.
    fn next(&mut self) -> Option<Self::Job>;

    /// Takes back what a finished job leaves.
    fn recycle(&mut self, used: Self::Used);
}

/// A feed of an iterator's items.
struct Items<I>(I);

impl<I> Feed for Items<I>
where
    I: Iterator + Send,
    I::Item: Send,
{
    type Job = I::Item;
    type Used = ();

    fn next(&mut self) -> Option<I::Item> {
        self.0.next()
    }

    fn recycle(&mut self, (): ()) {}
}

/// Works on every item of `jobs` over `threads` threads (the calling one
/// among them) and hands the results to `emit` in the items' order,
/// working at most a few jobs a thread ahead of it. An error of `emit`
/// stops the work and is returned.
///
/// # Errors
///
/// The first error of `emit`, or a thread that stopped.
///
/// ```
/// let mut squares = Vec::new();
/// rankfile_io::map_in_order(3, 1..=10u64, |n| n * n, |sq| {
///     squares.push(sq);
///     Ok(())
/// })
/// .unwrap();
/// assert_eq!(squares, [1, 4, 9, 16, 25, 36, 49, 64, 81, 100]);
/// ```
pub fn map_in_order<I, R>(
    threads: usize,
    jobs: I,
    work: impl Fn(I::Item) -> R + Sync,
    mut emit: impl FnMut(R) -> anyhow::Result<()>,
) -> anyhow::Result<()>
where
    I: Iterator + Send,
    I::Item: Send,
    R: Send,
{
    let work = |job| (work(job), None);
    run(threads, Items(jobs), &work, &mut emit)
}

/// The feed, with the number of the next job and whether it is empty.
pub(super) struct Locked<F> {
    feed: F,
    next: u64,
    done: bool,
}

impl<F> Locked<F> {
    pub(super) fn new(feed: F) -> Locked<F> {
        Locked {
            feed,
            next: 0,
            done: false,
        }
    }
}

/// A job's number and its result.
type Finished<R> = (u64, R);

/// Works on every job of `feed` over `threads` threads, `work` making
/// each job's result (and what it leaves for the feed), and hands the
/// results to `emit` in the feed's order (see [`map_in_order`]).
pub(super) fn run<F: Feed, R: Send>(
    threads: usize,
    feed: F,
    work: &(impl Fn(F::Job) -> (R, Option<F::Used>) + Sync),
    emit: &mut impl FnMut(R) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let threads = threads.max(1);
    let feed = Mutex::new(Locked::new(feed));
    let window = Window::new(8 * threads as u64);
    std::thread::scope(|scope| {
        let (tx, rx) = channel::<Finished<R>>();
        for _ in 1..threads {
            let tx = tx.clone();
            let (feed, window) = (&feed, &window);
            scope.spawn(move || work_on(feed, window, work, &tx));
        }
        drop(tx);
        // A panic in the calling thread's own work stops the others too.
        let _stop = StopOnPanic(&window);
        let outcome = lead(&feed, &window, work, &rx, emit);
        // On an error, the other threads stop at their next job.
        window.stop();
        drop(rx);
        outcome
    })
}

/// Stops the window when its thread panics, so that the other threads
/// stop at their next job instead of waiting for the output forever, and
/// the panic reaches the caller.
struct StopOnPanic<'a>(&'a Window);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop();
        }
    }
}

/// A thread other than the calling one: takes the next job, works on it,
/// sends its result, until the feed is empty or the output stops.
fn work_on<F: Feed, R>(
    feed: &Mutex<Locked<F>>,
    window: &Window,
    work: &impl Fn(F::Job) -> (R, Option<F::Used>),
    tx: &Sender<Finished<R>>,
) {
    // A panic here stops the others: none waits for a window that would
    // never move.
    let _stop = StopOnPanic(window);
    let mut used = None;
    while let Some((index, job)) = take(feed, window, true, used.take()) {
        let (result, left) = work(job);
        used = left;
        if tx.send((index, result)).is_err() {
            return;
        }
    }
}

/// The calling thread: between its own jobs, it puts the results in
/// order and emits those that are ready; at the end it waits for the
/// others.
fn lead<F: Feed, R>(
    feed: &Mutex<Locked<F>>,
    window: &Window,
    work: &impl Fn(F::Job) -> (R, Option<F::Used>),
    rx: &Receiver<Finished<R>>,
    emit: &mut impl FnMut(R) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let mut waiting = BTreeMap::new();
    let mut next = 0;
    let mut emit_ready = |waiting: &mut BTreeMap<u64, R>| -> anyhow::Result<()> {
        while let Some(result) = waiting.remove(&next) {
            emit(result)?;
            next += 1;
            window.emitted(next);
        }
        Ok(())
    };
    let mut used = None;
    loop {
        while let Ok((index, result)) = rx.try_recv() {
            waiting.insert(index, result);
        }
        emit_ready(&mut waiting)?;
        if let Some((index, job)) = take(feed, window, false, used.take()) {
            let (result, left) = work(job);
            used = left;
            waiting.insert(index, result);
            continue;
        }
        // The feed is empty or far enough ahead: wait for the others.
        match rx.recv() {
            Ok((index, result)) => waiting.insert(index, result),
            Err(_) if feed.lock().map_or(true, |f| f.done) => {
                emit_ready(&mut waiting)?;
                return Ok(());
            }
            Err(_) => anyhow::bail!("a working thread stopped"),
        };
    }
}

/// The next job, with its number; `None` when the feed is empty, or when
/// it is `window.size` jobs ahead of the output and `wait` is false. With
/// `wait`, waits for the output instead. `used`, what a finished job
/// left, goes back to the feed.
pub(super) fn take<F: Feed>(
    feed: &Mutex<Locked<F>>,
    window: &Window,
    wait: bool,
    mut used: Option<F::Used>,
) -> Option<(u64, F::Job)> {
    loop {
        let mut locked = feed.lock().ok()?;
        if let Some(used) = used.take() {
            locked.feed.recycle(used);
        }
        if locked.done {
            return None;
        }
        let index = locked.next;
        if window.allows(index) {
            let Some(job) = locked.feed.next() else {
                locked.done = true;
                return None;
            };
            locked.next += 1;
            return Some((index, job));
        }
        drop(locked);
        if !wait || !window.wait_for(index) {
            return None;
        }
    }
}
