//! The pool's tests: order, the window, and blocks over threads.

use super::ordered::{Locked, take};
use super::window::Window;
use super::*;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// Reading `files` on `threads` threads, without a progress bar.
fn quiet(files: &[PathBuf], threads: usize) -> Reading<'_> {
    Reading {
        files,
        threads,
        before_stdin: &|| {},
        contents: None,
        encoding: None,
    }
}

/// An `emit` that keeps the results in `kept`.
fn keep_games<'f, R>(kept: &mut Vec<R>) -> impl FnMut(Emitted<'f, R>) -> anyhow::Result<()> + '_ {
    move |emitted| {
        if let Emitted::Game(r) = emitted {
            kept.push(r);
        }
        Ok(())
    }
}

/// A file of `games` games of two lines and 16 bytes each.
fn small_games(name: &str, games: usize) -> PathBuf {
    let path = std::env::temp_dir().join(format!("rankfile-io-{}-{name}", std::process::id()));
    std::fs::write(&path, "[E \"x\"]\n1. e4 *\n".repeat(games)).unwrap();
    path
}

/// About the games of one block of [`small_games`].
const PER_BLOCK: u64 = (BLOCK / 16) as u64;

#[test]
fn reading_stops_at_the_window_until_the_output_moves_on() {
    let path = small_games("window", 24 * PER_BLOCK as usize);
    let files = [path.clone()];
    let reading = Reading {
        files: &files,
        threads: 1,
        before_stdin: &|| {},
        contents: None,
        encoding: None,
    };
    let source = Mutex::new(Locked::new(Source::new(&reading)));
    let window = Window::new(16);
    let index = |taken: Option<(u64, Result<Job, Unread>)>| {
        taken.map(|(index, job)| {
            assert!(job.is_ok());
            index
        })
    };
    // Block 0 is taken and not emitted (a slow block): the next 15
    // may be read, then nothing until the output moves on.
    let mut taken = Vec::new();
    while let Some(i) = index(take(&source, &window, false, None)) {
        taken.push(i);
    }
    assert_eq!(taken, (0..16).collect::<Vec<u64>>());
    window.emitted(1);
    assert_eq!(index(take(&source, &window, false, None)), Some(16));
    assert_eq!(index(take(&source, &window, false, None)), None);
    // Once the output has stopped, a waiting reader gives up.
    window.stop();
    assert!(!window.wait_for(17));
    std::fs::remove_file(path).unwrap();
}

#[test]
fn a_slow_block_does_not_hold_up_the_other_thread() {
    let path = small_games("slow", 24 * PER_BLOCK as usize);
    let files = [path.clone()];
    let reading = quiet(&files, 2);
    // The first game finishes only once the other thread has checked
    // games 14 blocks further on, which it can do only while the first
    // block is still being worked on. The deadline only turns a hang
    // into a failure.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let furthest = AtomicU64::new(0);
    let mut order = Vec::new();
    each_game(
        &reading,
        &mut Silent,
        |item| {
            if item.number == 1 {
                while furthest.load(Ordering::SeqCst) < 14 * PER_BLOCK {
                    assert!(
                        std::time::Instant::now() < deadline,
                        "the other thread waited"
                    );
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
            } else {
                furthest.fetch_max(item.number, Ordering::SeqCst);
            }
            item.number
        },
        |emitted| {
            if let Emitted::Game(n) = emitted {
                order.push(n);
            }
            Ok(())
        },
    )
    .unwrap();
    std::fs::remove_file(path).unwrap();
    // Every game, in order.
    assert_eq!(order.len() as u64, 24 * PER_BLOCK);
    assert!(order.iter().zip(1..).all(|(&n, i)| n == i));
}

#[test]
fn one_thread_gives_every_game_in_order() {
    let path = small_games("one", 100_000);
    let files = [path.clone()];
    let mut order = Vec::new();
    each_game(
        &quiet(&files, 1),
        &mut Silent,
        |item| (item.number, item.text.line),
        keep_games(&mut order),
    )
    .unwrap();
    std::fs::remove_file(path).unwrap();
    assert_eq!(order.len(), 100_000);
    // Game n starts on line 2n - 1.
    assert!(
        order
            .iter()
            .zip(1..)
            .all(|(&(n, line), i)| n == i && line as u64 == 2 * i - 1)
    );
}

#[test]
fn blocks_come_whole_and_in_order_over_two_threads() {
    // 100,000 games of 16 bytes: 1.6 MB, some blocks of 256 KiB.
    let path = small_games("blocks", 100_000);
    let files = [path.clone()];
    let mut blocks = Vec::new();
    each_block(
        &quiet(&files, 2),
        &mut Silent,
        |games| games.map(|item| item.number).collect::<Vec<u64>>(),
        keep_games(&mut blocks),
    )
    .unwrap();
    std::fs::remove_file(path).unwrap();
    assert!(blocks.len() >= 6, "{} blocks", blocks.len());
    let numbers: Vec<u64> = blocks.concat();
    assert_eq!(numbers, (1..=100_000).collect::<Vec<u64>>());
}

#[test]
fn the_pool_stops_at_the_first_error_of_its_output_and_returns_it() {
    let mut seen = Vec::new();
    let result = map_in_order(
        2,
        0..10_000u32,
        |n| n,
        |n| {
            seen.push(n);
            match n {
                5 => anyhow::bail!("output closed at {n}"),
                _ => Ok(()),
            }
        },
    );
    assert_eq!(
        result.map_err(|e| e.to_string()),
        Err("output closed at 5".to_string())
    );
    assert_eq!(seen, [0, 1, 2, 3, 4, 5]);
}

#[test]
fn a_job_that_panics_stops_the_pool_and_the_panic_reaches_the_caller() {
    // Three threads: the one working on job 5 panics while the others wait
    // for a window that job 5 holds. Before the panic stopped the window,
    // they waited forever; the deadline only turns a hang into a failure.
    let (done, ended) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let outcome = std::panic::catch_unwind(|| {
            map_in_order(
                3,
                0..10_000u32,
                |n| {
                    assert!(n != 5, "job {n} fails");
                    n
                },
                |_| Ok(()),
            )
        });
        let _ = done.send(outcome.is_err());
    });
    let panicked = ended.recv_timeout(std::time::Duration::from_secs(60));
    assert_eq!(panicked, Ok(true));
}

#[test]
fn inputs_in_memory_are_read_as_files_are() {
    let text = b"[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n".as_slice();
    let gz = {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        std::io::Write::write_all(&mut encoder, text).unwrap();
        encoder.finish().unwrap()
    };
    let files = [
        PathBuf::from("<plain>"),
        PathBuf::from("<gz>"),
        PathBuf::from("<junk>"),
    ];
    let contents = [text, gz.as_slice(), b"\0\x01\x02".as_slice()];
    let reading = Reading {
        files: &files,
        threads: 2,
        before_stdin: &|| {},
        contents: Some(&contents),
        encoding: None,
    };
    let mut seen = Vec::new();
    let failed = each_game(
        &reading,
        &mut Silent,
        |item| (item.file.to_path_buf(), item.text.to_string()),
        |emitted| {
            match emitted {
                Emitted::Game((file, text)) => seen.push((
                    file.display().to_string(),
                    text.lines().next().unwrap_or("").to_string(),
                )),
                Emitted::Unread { file, error } => {
                    seen.push((file.display().to_string(), error.code().to_string()))
                }
            }
            Ok(())
        },
    )
    .unwrap();
    assert_eq!(failed, 1);
    let expected = [
        ("<plain>", "[Event \"a\"]"),
        ("<plain>", "[Event \"b\"]"),
        ("<gz>", "[Event \"a\"]"),
        ("<gz>", "[Event \"b\"]"),
        ("<junk>", "not_pgn"),
    ];
    let expected: Vec<_> = expected
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    assert_eq!(seen, expected);
}
