//! Where a one-thread export's time goes before Parquet: each game of
//! FILE checked as the export reads it, then made into its row (the check
//! again, and the row's moves, clocks, tags and opening), then the rows
//! into Arrow batches; each step the best of five passes:
//!
//! ```sh
//! cargo run --release -p rankfile-export --example export_parts -- target/bench-data/games.pgn
//! ```

use std::error::Error;
use std::time::{Duration, Instant};

use rankfile::ReadOptions;
use rankfile::pgn::{self, Splitter};
use rankfile_export::row::{GameRow, Source, rows};
use rankfile_export::table::Row;

/// The best time of five runs of `f`, and what its last run made.
fn best<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let start = Instant::now();
    let mut out = f();
    let mut best = start.elapsed();
    for _ in 1..5 {
        let start = Instant::now();
        out = f();
        best = best.min(start.elapsed());
    }
    (best, out)
}

fn main() -> Result<(), Box<dyn Error>> {
    let path = std::env::args()
        .nth(1)
        .ok_or("usage: export_parts FILE.pgn")?;
    let mut games = Vec::new();
    let mut splitter = Splitter::new();
    splitter.push(&std::fs::read(&path)?, |game| games.push(game));
    games.extend(splitter.finish());
    let source = |game, offset| Source {
        game,
        file: &path,
        offset,
    };
    // As `rankfile_export::row` reads a game.
    let options = pgn::GameOptions {
        moves: ReadOptions {
            allow_null: true,
            ..ReadOptions::default()
        },
        commands: true,
        san: true,
    };
    let (checked, plies) = best(|| {
        (games.iter())
            .map(|text| pgn::check_game(text, options).main_line.len())
            .sum::<usize>()
    });
    // Each row let go at once, as the export's blocks are.
    let (made, _) = best(|| {
        (games.iter().zip(1..))
            .map(|(text, game)| rows(source(game, text.offset), text, false).game.ply_count)
            .sum::<i32>()
    });
    let game_rows: Vec<GameRow> = (games.iter().zip(1..))
        .map(|(text, game)| rows(source(game, text.offset), text, false).game)
        .collect();
    let (batched, batches) = best(|| {
        (game_rows.chunks(1024))
            .map(GameRow::batch)
            .collect::<Result<Vec<_>, _>>()
    });
    let batches = batches?;
    println!(
        "{} games, {plies} plies, {} batches",
        games.len(),
        batches.len()
    );
    let line = |what: &str, took: Duration| {
        let ns = took.as_nanos() as f64 / plies as f64;
        println!(
            "{what:<38} {:7.1} ms {ns:6.1} ns a ply",
            took.as_secs_f64() * 1e3
        );
    };
    line("games checked as the export reads", checked);
    line("rows made (the check included)", made);
    line(
        "  of which the rows beyond the check",
        made.saturating_sub(checked),
    );
    line("Arrow batches made from the rows", batched);
    Ok(())
}
