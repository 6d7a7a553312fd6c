//! Rows pushed as Arrow batches (as the command line makes them on its
//! reading threads) give the same files as rows pushed one by one.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

use arrow_array::RecordBatch;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use rankfile_export::row::{GamePositions, GameRow, Rows, Source, rows};
use rankfile_export::table::{Format, Layout, Row, Table};

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rankfile-batches-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Ten games of different lengths (1 to 10 moves of the same opening).
fn games() -> Vec<Rows> {
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
    ];
    (1..=10)
        .map(|n| {
            let text = format!("[Round \"{n}\"]\n\n{} *", moves[..n].join(" "));
            let source = Source {
                game: n as u64,
                file: "ten.pgn",
                offset: 0,
            };
            rows(source, &text, true)
        })
        .collect()
}

fn layout(format: Format) -> Layout {
    Layout {
        format,
        games_per_file: 3,
        rows_per_group: 4,
    }
}

/// Each file written, its rows, and its batches read back.
fn read(files: Vec<(PathBuf, u64)>, root: &Path) -> Vec<(String, u64, Vec<RecordBatch>)> {
    files
        .into_iter()
        .map(|(path, count)| {
            let file = std::fs::File::open(&path).unwrap();
            let reader = ParquetRecordBatchReaderBuilder::try_new(file)
                .unwrap()
                .build()
                .unwrap();
            let name = path.strip_prefix(root).unwrap().display().to_string();
            (name, count, reader.map(|b| b.unwrap()).collect())
        })
        .collect()
}

#[test]
fn batches_cut_into_the_same_files_as_rows() {
    let (by_rows, by_batches) = (dir("rows"), dir("batches"));
    let mut games_a = Table::<GameRow>::new(by_rows.join("games"), layout(Format::Parquet));
    let mut positions_a =
        Table::<GamePositions>::new(by_rows.join("positions"), layout(Format::Parquet));
    for made in games() {
        games_a.push("year=2024", made.game).unwrap();
        positions_a.push("year=2024", made.positions).unwrap();
    }
    let mut games_b = Table::<GameRow>::new(by_batches.join("games"), layout(Format::Parquet));
    let mut positions_b =
        Table::<GamePositions>::new(by_batches.join("positions"), layout(Format::Parquet));
    // Blocks of four games: files are cut inside the blocks, between games.
    let all = games();
    for block in all.chunks(4) {
        let rows: Vec<GameRow> = block.iter().map(|r| r.game.clone()).collect();
        let at: Vec<GamePositions> = block.iter().map(|r| r.positions.clone()).collect();
        let game_ends: Vec<usize> = (1..=rows.len()).collect();
        games_b
            .push_batch("year=2024", &GameRow::batch(&rows).unwrap(), &game_ends)
            .unwrap();
        let ends: Vec<usize> = at
            .iter()
            .scan(0, |end, g| {
                *end += g.len();
                Some(*end)
            })
            .collect();
        positions_b
            .push_batch("year=2024", &GamePositions::batch(&at).unwrap(), &ends)
            .unwrap();
    }
    let a = read(games_a.finish().unwrap(), &by_rows);
    let b = read(games_b.finish().unwrap(), &by_batches);
    let counts: Vec<(&str, u64)> = b.iter().map(|(n, c, _)| (n.as_str(), *c)).collect();
    assert_eq!(
        counts,
        [
            ("games/year=2024/part-00000.parquet", 3),
            ("games/year=2024/part-00001.parquet", 3),
            ("games/year=2024/part-00002.parquet", 3),
            ("games/year=2024/part-00003.parquet", 1),
        ]
    );
    assert_eq!(a, b);
    let a = read(positions_a.finish().unwrap(), &by_rows);
    let b = read(positions_b.finish().unwrap(), &by_batches);
    // The positions of games 1 to 3 (2, 3 and 4 positions), 4 to 6, 7 to
    // 9, then of game 10.
    let counts: Vec<u64> = b.iter().map(|(_, c, _)| *c).collect();
    assert_eq!(counts, [9, 18, 27, 11]);
    assert_eq!(a, b);
}

#[test]
fn a_batch_whose_game_ends_do_not_hold_together_is_refused_and_nothing_written() {
    let out = dir("refused");
    let all = games();
    let rows: Vec<GameRow> = all.iter().take(2).map(|r| r.game.clone()).collect();
    let batch = GameRow::batch(&rows).unwrap();
    let mut parquet = Table::<GameRow>::new(out.join("games"), layout(Format::Parquet));
    for ends in [&[1][..], &[2, 1], &[1, 3]] {
        assert!(parquet.push_batch("", &batch, ends).is_err(), "{ends:?}");
    }
    assert!(!out.join("games").exists());
    let mut ndjson = Table::<GameRow>::new(out.join("ndjson"), layout(Format::Ndjson));
    assert!(ndjson.push_batch("", &batch, &[1, 2]).is_err());
    assert!(!out.join("ndjson").exists());
}
