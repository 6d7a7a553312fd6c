//! What Parquet's encoding of the games table costs, column by column: the
//! measure behind BENCHMARKS.md's "PGN export" (why the export cannot run
//! at half `pgn check`'s speed with this schema).
//!
//! The games of FILE are made into rows and Arrow batches first, then
//! each set of columns is written to memory much as the export writes it
//! (zstd level 1, dictionaries; no statistics at all, a little less work
//! than the export does), three times, and the best time is kept:
//!
//! ```sh
//! cargo run --release -p rankfile-export --example parquet_columns -- target/bench-data/games.pgn
//! ```

use std::error::Error;
use std::time::Instant;

use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, ZstdLevel};
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use rankfile::pgn::Splitter;
use rankfile_export::RecordBatch;
use rankfile_export::row::{GameRow, Source, rows};
use rankfile_export::table::Row;

/// The columns measured apart; the rest are measured together.
const APART: [&str; 4] = ["moves_san", "moves_uci", "clocks", "evals"];

fn main() -> Result<(), Box<dyn Error>> {
    let path = std::env::args()
        .nth(1)
        .ok_or("usage: parquet_columns FILE.pgn")?;
    let mut games = Vec::new();
    let mut splitter = Splitter::new();
    splitter.push(&std::fs::read(&path)?, |game| games.push(game));
    games.extend(splitter.finish());
    let rows: Vec<GameRow> = games
        .iter()
        .zip(1..)
        .map(|(text, game)| {
            rows(
                Source {
                    game,
                    file: &path,
                    offset: text.offset,
                },
                text,
                false,
            )
            .game
        })
        .collect();
    let batches = rows
        .chunks(1024)
        .map(GameRow::batch)
        .collect::<Result<Vec<_>, _>>()?;
    let schema = GameRow::batch(&[])?.schema();
    let index = |name: &str| schema.index_of(name);
    let mut sets = vec![(
        "all columns".to_string(),
        (0..schema.fields().len()).collect(),
    )];
    for name in APART {
        sets.push((name.to_string(), vec![index(name)?]));
    }
    let others =
        (0..schema.fields().len()).filter(|&i| !APART.contains(&schema.field(i).name().as_str()));
    sets.push((
        format!("the other {}", others.clone().count()),
        others.collect(),
    ));
    println!(
        "{} games, {} plies",
        rows.len(),
        rows.iter().map(|r| r.ply_count as usize).sum::<usize>()
    );
    for (name, columns) in sets {
        let projected = batches
            .iter()
            .map(|b| b.project(&columns))
            .collect::<Result<Vec<_>, _>>()?;
        let (millis, bytes) = best_of_three(&projected)?;
        println!("{name:>16}: {millis:6.1} ms, {bytes:>9} bytes");
    }
    Ok(())
}

/// The best time of three writes of `batches` to memory, and the size.
fn best_of_three(batches: &[RecordBatch]) -> Result<(f64, usize), Box<dyn Error>> {
    let Some(first) = batches.first() else {
        return Ok((0.0, 0));
    };
    let mut best = (f64::MAX, 0);
    for _ in 0..3 {
        let started = Instant::now();
        let properties = WriterProperties::builder()
            .set_compression(Compression::ZSTD(ZstdLevel::try_new(1)?))
            .set_statistics_enabled(EnabledStatistics::None)
            .set_max_row_group_row_count(Some(65_536))
            .build();
        let mut out = Vec::new();
        let mut writer = ArrowWriter::try_new(&mut out, first.schema(), Some(properties))?;
        for batch in batches {
            writer.write(batch)?;
        }
        writer.close()?;
        let millis = started.elapsed().as_secs_f64() * 1000.0;
        if millis < best.0 {
            best = (millis, out.len());
        }
    }
    Ok(best)
}
