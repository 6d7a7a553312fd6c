//! An input cut into byte ranges, each exported as a task's share of one
//! table (as the Spark example's tasks do), gives the rows the whole
//! export gives: the same numbers, offsets, partitions and positions.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

use rankfile_export::PartitionBy;
use rankfile_export::run::{Export, Exported, Watch, export};
use rankfile_export::share::{Share, export_share};
use rankfile_export::table::Format;
use rankfile_io::{InputError, Reading, Silent};
use serde_json::Value;

struct Quiet;

impl Watch for Quiet {
    fn unread(&mut self, file: &Path, error: &InputError) {
        panic!("{} unread: {error:?}", file.display());
    }
}

const INPUT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/data/real/ex_checker__Stavanger2018.pgn"
);

fn options(out: PathBuf) -> Export {
    Export {
        out,
        format: Format::Ndjson,
        positions: true,
        partition_by: Some(PartitionBy::Month),
        games_per_file: 4,
    }
}

/// Every row of a table's files, sorted by game (and ply), with the files
/// that hold them.
fn rows(out: &Path, files: &[(&'static str, PathBuf, u64)], table: &str) -> Vec<Value> {
    let mut rows: Vec<Value> = files
        .iter()
        .filter(|(t, _, _)| *t == table)
        .flat_map(|(_, path, _)| {
            let text = std::fs::read_to_string(out.join(path)).unwrap();
            text.lines()
                .map(|line| serde_json::from_str::<Value>(line).unwrap())
                .collect::<Vec<_>>()
        })
        .collect();
    rows.sort_by_key(|row| (row["game"].as_u64(), row["ply"].as_u64()));
    rows
}

/// Where each game of `bytes` starts: its first tag after a blank line
/// (the file's lines end in `\r\n`).
fn game_starts(bytes: &[u8]) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(
        bytes
            .windows(5)
            .enumerate()
            .filter(|(_, w)| *w == b"\r\n\r\n[")
            .map(|(at, _)| at + 4),
    );
    starts
}

fn export_shares(bytes: &[u8], cuts: &[usize], out: &Path) -> Vec<Exported> {
    let name = [PathBuf::from("Stavanger2018.pgn")];
    let mut games_before = 0;
    cuts.windows(2)
        .enumerate()
        .map(|(task, range)| {
            let contents = [&bytes[range[0]..range[1]]];
            let reading = Reading {
                files: &name,
                threads: 1,
                before_stdin: &|| {},
                contents: Some(&contents),
                encoding: None,
            };
            let share = Share {
                task: task as u32,
                games_before,
                offset: range[0] as u64,
            };
            let done = export_share(
                &reading,
                &mut Silent,
                &options(out.into()),
                &share,
                &mut Quiet,
            )
            .map_err(|(_, e)| e)
            .unwrap();
            games_before += done.games;
            done
        })
        .collect()
}

#[test]
fn shares_of_an_input_give_the_rows_of_its_whole_export() {
    let root = std::env::temp_dir().join(format!("rankfile-shares-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let bytes = std::fs::read(INPUT).unwrap();
    let starts = game_starts(&bytes);
    assert!(starts.len() > 30, "{} games", starts.len());
    // Three shares of uneven sizes, cut at games' starts.
    let cuts = [0, starts[5], starts[20], bytes.len()];

    let (whole_out, shares_out) = (root.join("whole"), root.join("shares"));
    let name = [PathBuf::from("Stavanger2018.pgn")];
    let contents = [bytes.as_slice()];
    let reading = Reading {
        files: &name,
        threads: 2,
        before_stdin: &|| {},
        contents: Some(&contents),
        encoding: None,
    };
    let whole = export(
        &reading,
        &mut Silent,
        &options(whole_out.clone()),
        &mut Quiet,
    )
    .map_err(|(_, e)| e)
    .unwrap();
    let shares = export_shares(&bytes, &cuts, &shares_out);

    let counts: Vec<u64> = shares.iter().map(|s| s.games).collect();
    assert_eq!(counts, [5, 15, whole.games - 20]);
    assert!(shares.iter().all(|s| s.done));
    let files: Vec<_> = shares.into_iter().flat_map(|s| s.files).collect();
    for table in ["games", "positions"] {
        let (ours, theirs) = (
            rows(&shares_out, &files, table),
            rows(&whole_out, &whole.files, table),
        );
        assert_eq!(ours.len(), theirs.len(), "{table}");
        assert!(
            ours == theirs,
            "{table}: the shares' rows differ from the whole export's"
        );
    }
    // The games table's rows are numbered 1 to n, each game's offset is
    // where it starts in the input, and the tasks' files do not collide.
    let games = rows(&shares_out, &files, "games");
    let numbers: Vec<u64> = games.iter().map(|g| g["game"].as_u64().unwrap()).collect();
    assert_eq!(numbers, (1..=whole.games).collect::<Vec<_>>());
    assert_eq!(games[20]["offset"].as_u64(), Some(starts[20] as u64));
    let names: Vec<String> = files
        .iter()
        .map(|(_, p, _)| p.display().to_string())
        .collect();
    assert!(
        names
            .iter()
            .any(|n| n.ends_with("/part-00002-00000.ndjson")),
        "{names:?}"
    );
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len());
    assert!(!shares_out.join("games/_SUCCESS").exists());
    std::fs::remove_dir_all(&root).unwrap();
}
