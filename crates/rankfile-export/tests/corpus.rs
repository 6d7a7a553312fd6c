//! The tables' rows against python-chess 1.11.2's reading of the corpus
//! (`tests/data/games.jsonl.gz`, `tests/data/real/`), and the Parquet
//! files read back with the Arrow project's own reader.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Read;
use std::path::{Path, PathBuf};

use arrow_array::cast::AsArray;
use arrow_array::types::{Date32Type, Int16Type, Int32Type, UInt64Type};
use arrow_array::{Array, RecordBatch};
use arrow_schema::{DataType, TimeUnit};
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use rankfile_export::row::{GamePositions, GameRow, PositionRow, Rows, Source, rows};
use rankfile_export::table::{Format, Layout, Table};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data")
        .join(name)
}

fn text(path: &Path) -> String {
    let file = std::fs::File::open(path).unwrap();
    let mut text = String::new();
    if path.extension().is_some_and(|e| e == "gz") {
        flate2::read::GzDecoder::new(file)
            .read_to_string(&mut text)
            .unwrap();
    } else {
        std::io::BufReader::new(file)
            .read_to_string(&mut text)
            .unwrap();
    }
    text
}

fn jsonl(path: &Path) -> Vec<serde_json::Value> {
    text(path)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn strings(value: &serde_json::Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

/// The rows of every game of `text`, positions included.
fn rows_of(text: &str, file: &str) -> Vec<Rows> {
    rankfile::pgn::split_games(text)
        .enumerate()
        .map(|(i, game)| {
            let source = Source {
                game: i as u64 + 1,
                file,
                offset: 0,
            };
            rows(source, game, true)
        })
        .collect()
}

/// A game's row and positions hold what python-chess read.
fn assert_same(ours: &Rows, theirs: &serde_json::Value, what: &str) {
    let game = &ours.game;
    let san = strings(&theirs["san"]);
    assert!(game.moves_san == san[..], "{what}: SAN");
    if let Some(uci) = theirs.get("uci") {
        assert!(game.moves_uci == strings(uci)[..], "{what}: UCI");
    }
    assert_eq!(
        game.final_fen,
        theirs["final_fen"].as_str().unwrap(),
        "{what}"
    );
    assert_eq!(game.ply_count as usize, san.len(), "{what}");
    let standard = theirs["start_fen"] == rankfile::Position::new().fen().as_str();
    assert_eq!(game.start_fen.is_none(), standard, "{what}: start_fen");
    // The positions: the start, then one a ply, ending at the final FEN.
    let positions = ours.positions.rows();
    assert_eq!(positions.len(), san.len() + 1, "{what}");
    assert_eq!(
        positions[0].fen,
        theirs["start_fen"].as_str().unwrap(),
        "{what}"
    );
    assert_eq!(positions.last().unwrap().fen, game.final_fen, "{what}");
    for (ply, (row, san)) in positions.iter().skip(1).zip(&san).enumerate() {
        assert_eq!(row.ply as usize, ply + 1);
        assert_eq!(
            row.san.as_deref(),
            Some(san.as_str()),
            "{what} ply {}",
            ply + 1
        );
        let variant = match theirs["chess960"].as_bool() {
            Some(true) => rankfile::Variant::Chess960,
            _ => rankfile::Variant::Standard,
        };
        let report = rankfile::fen::check(
            &row.fen,
            rankfile::fen::CheckOptions {
                mode: rankfile::fen::ReadMode::Strict,
                variant,
            },
        );
        let key = report.position().map(|p| p.polyglot_key());
        assert_eq!(Some(row.polyglot), key, "{what} ply {}", ply + 1);
    }
}

#[test]
fn the_corpus_games_rows_hold_what_python_chess_read() {
    let expected = jsonl(&data("games.jsonl.gz"));
    let ours = rows_of(&text(&data("games.pgn.gz")), "games.pgn");
    assert_eq!(ours.len(), expected.len());
    for (i, (ours, theirs)) in ours.iter().zip(&expected).enumerate() {
        assert_same(ours, theirs, &format!("game {i}"));
        let date = theirs["headers"]["Date"].as_str().unwrap_or("");
        assert_eq!(ours.game.date_text.as_deref().unwrap_or(""), date);
        assert!(ours.game.ok, "game {i}: {:?}", ours.game.parse_error);
    }
}

#[test]
fn the_real_games_rows_hold_what_python_chess_read() {
    let expected = jsonl(&data("real/real_games.jsonl.gz"));
    let mut files: Vec<&str> = expected
        .iter()
        .map(|e| e["file"].as_str().unwrap())
        .collect();
    files.dedup();
    let mut compared = 0;
    for file in files {
        let ours = rows_of(&text(&data(&format!("real/{file}"))), file);
        let theirs: Vec<_> = expected.iter().filter(|e| e["file"] == file).collect();
        assert_eq!(ours.len(), theirs.len(), "{file}");
        for (i, (ours, theirs)) in ours.iter().zip(theirs).enumerate() {
            let what = format!("{file} game {i}");
            if theirs["variant"] != "chess" {
                // Antichess and crazyhouse are refused, and the row says so.
                assert!(!ours.game.ok, "{what}");
                assert!(ours.game.parse_error.is_some(), "{what}");
                continue;
            }
            assert_same(ours, theirs, &what);
            assert_eq!(
                ours.game.ok,
                theirs["errors"].as_array().unwrap().is_empty(),
                "{what}"
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 58);
}

/// Writes the rows as Parquet under `dir` and reads the files back.
fn round_trip(all: Vec<Rows>, dir: &Path) -> (Vec<RecordBatch>, Vec<RecordBatch>) {
    let layout = Layout {
        format: Format::Parquet,
        games_per_file: 120,
        rows_per_group: 50,
    };
    let mut games = Table::<GameRow>::new(dir.join("games"), layout);
    let mut positions = Table::<GamePositions>::new(dir.join("positions"), layout);
    for rows in all {
        games.push("", rows.game).unwrap();
        positions.push("", rows.positions).unwrap();
    }
    let read = |files: Vec<(PathBuf, u64)>| -> Vec<RecordBatch> {
        let mut batches = Vec::new();
        for (path, count) in files {
            let file = std::fs::File::open(&path).unwrap();
            let reader = ParquetRecordBatchReaderBuilder::try_new(file)
                .unwrap()
                .build()
                .unwrap();
            let read: Vec<RecordBatch> = reader.map(|b| b.unwrap()).collect();
            assert_eq!(read.iter().map(|b| b.num_rows() as u64).sum::<u64>(), count);
            batches.extend(read);
        }
        batches
    };
    (
        read(games.finish().unwrap()),
        read(positions.finish().unwrap()),
    )
}

#[test]
fn parquet_files_read_back_typed_and_whole() {
    let dir = std::env::temp_dir().join(format!("rankfile-export-test-{}", std::process::id()));
    let expected = jsonl(&data("games.jsonl.gz"));
    let all = rows_of(&text(&data("games.pgn.gz")), "games.pgn");
    let plies: usize = all.iter().map(|r| r.positions.len()).sum();
    let expected_positions: Vec<PositionRow> =
        all.iter().flat_map(|r| r.positions.rows()).collect();
    let (games, positions) = round_trip(all, &dir);
    // 300 games in files of 120: three files, in order.
    let mut parts: Vec<_> = std::fs::read_dir(dir.join("games"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    parts.sort();
    assert_eq!(
        parts,
        [
            "part-00000.parquet",
            "part-00001.parquet",
            "part-00002.parquet"
        ]
    );
    let schema = games[0].schema();
    let types: Vec<(&str, DataType)> = [
        ("game", DataType::UInt64),
        ("offset", DataType::UInt64),
        ("date", DataType::Date32),
        ("white_elo", DataType::Int16),
        ("white_rating_diff", DataType::Int16),
        ("utc_date", DataType::Date32),
        ("utc_time", DataType::Time64(TimeUnit::Microsecond)),
        ("time_initial", DataType::Int32),
        ("ply_count", DataType::Int32),
        ("ok", DataType::Boolean),
        ("errors", DataType::Int32),
    ]
    .into();
    for (name, expected) in types {
        assert_eq!(
            schema.field_with_name(name).unwrap().data_type(),
            &expected,
            "{name}"
        );
    }
    assert!(matches!(
        schema.field_with_name("tags").unwrap().data_type(),
        DataType::Map(..)
    ));
    assert!(
        matches!(schema.field_with_name("evals").unwrap().data_type(), DataType::List(f) if matches!(f.data_type(), DataType::Struct(_)))
    );
    let mut game = 0;
    for batch in &games {
        let numbers = batch
            .column_by_name("game")
            .unwrap()
            .as_primitive::<UInt64Type>();
        let san = batch.column_by_name("moves_san").unwrap().as_list::<i32>();
        let plies = batch
            .column_by_name("ply_count")
            .unwrap()
            .as_primitive::<Int32Type>();
        let fens = batch
            .column_by_name("final_fen")
            .unwrap()
            .as_string::<i32>();
        for row in 0..batch.num_rows() {
            let theirs = &expected[game];
            game += 1;
            assert_eq!(numbers.value(row), game as u64);
            let moves = san.value(row);
            let moves: Vec<&str> = moves
                .as_string::<i32>()
                .iter()
                .map(|m| m.unwrap())
                .collect();
            assert_eq!(moves, strings(&theirs["san"]), "game {game}");
            assert_eq!(plies.value(row) as usize, moves.len());
            assert_eq!(fens.value(row), theirs["final_fen"].as_str().unwrap());
        }
        // The typed columns hold numbers and dates, or nulls.
        let elo = batch
            .column_by_name("white_elo")
            .unwrap()
            .as_primitive::<Int16Type>();
        let date = batch
            .column_by_name("date")
            .unwrap()
            .as_primitive::<Date32Type>();
        assert!(elo.null_count() < elo.len() && date.null_count() < date.len());
    }
    assert_eq!(game, expected.len());
    assert_eq!(
        positions.iter().map(RecordBatch::num_rows).sum::<usize>(),
        plies
    );
    // The positions' columns, written column by column from each game's
    // lists, hold what the rows say one by one.
    let mut at = 0;
    for batch in &positions {
        let column = |name: &str| batch.column_by_name(name).unwrap().clone();
        let (game, ply) = (column("game"), column("ply"));
        let (game, ply) = (
            game.as_primitive::<UInt64Type>(),
            ply.as_primitive::<Int32Type>(),
        );
        let (fen, san, uci, turn) = (column("fen"), column("san"), column("uci"), column("turn"));
        let text = |a: &arrow_array::ArrayRef, row: usize| {
            let a = a.as_string::<i32>();
            a.is_valid(row).then(|| a.value(row).to_string())
        };
        let keys = column("polyglot");
        let keys = keys.as_primitive::<UInt64Type>();
        for row in 0..batch.num_rows() {
            let e = &expected_positions[at];
            at += 1;
            assert_eq!((game.value(row), ply.value(row)), (e.game, e.ply));
            assert_eq!(text(&fen, row).as_deref(), Some(e.fen.as_str()));
            assert_eq!(
                (text(&san, row), text(&uci, row)),
                (e.san.clone(), e.uci.clone())
            );
            assert_eq!(text(&turn, row).as_deref(), Some(e.turn));
            assert_eq!(keys.value(row), e.polyglot);
        }
    }
    assert_eq!(at, expected_positions.len());
    std::fs::remove_dir_all(&dir).unwrap();
}
