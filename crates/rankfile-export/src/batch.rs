//! Rows into Arrow record batches, typed as the tables' schemas say.

use std::sync::Arc;

use arrow_array::builder::{
    Float64Builder, Int32Builder, ListBuilder, MapBuilder, StringBuilder, StructBuilder,
};
use arrow_array::{
    ArrayRef, BooleanArray, Date32Array, Float64Array, Int16Array, Int32Array, RecordBatch,
    Time64MicrosecondArray, UInt64Array,
};
use arrow_schema::{ArrowError, DataType, Field, Fields};

use crate::row::{GameRow, Moves, PositionRow, Score};

/// The games table's batch of `rows`.
///
/// `utc_time` is a `time64` in microseconds, not adjusted to UTC: the one
/// form of Parquet's `TIME` that DuckDB, pandas and Spark (from 4.1) all
/// read as a time of day (the name says it is UTC).
///
/// # Errors
///
/// None in practice: the columns are built to the schema's types and
/// lengths.
pub fn games(rows: &[GameRow]) -> Result<RecordBatch, ArrowError> {
    let text = |f: fn(&GameRow) -> Option<&str>| -> ArrayRef { strings(rows, f) };
    let small = |f: fn(&GameRow) -> Option<i16>| -> ArrayRef {
        Arc::new(rows.iter().map(f).collect::<Int16Array>())
    };
    let int = |f: fn(&GameRow) -> Option<i32>| -> ArrayRef {
        Arc::new(rows.iter().map(f).collect::<Int32Array>())
    };
    let day = |f: fn(&GameRow) -> Option<i32>| -> ArrayRef {
        Arc::new(rows.iter().map(f).collect::<Date32Array>())
    };
    let columns: Vec<(&str, ArrayRef, bool)> = vec![
        (
            "game",
            Arc::new(rows.iter().map(|r| r.game).collect::<UInt64Array>()),
            false,
        ),
        ("file", text(|r| Some(&r.file)), false),
        (
            "offset",
            Arc::new(rows.iter().map(|r| r.offset).collect::<UInt64Array>()),
            false,
        ),
        ("event", text(|r| r.event.as_deref()), true),
        ("site", text(|r| r.site.as_deref()), true),
        ("date", day(|r| r.date), true),
        ("date_text", text(|r| r.date_text.as_deref()), true),
        ("round", text(|r| r.round.as_deref()), true),
        ("white", text(|r| r.white.as_deref()), true),
        ("black", text(|r| r.black.as_deref()), true),
        ("result", text(|r| r.result.as_deref()), true),
        ("white_elo", small(|r| r.white_elo), true),
        ("black_elo", small(|r| r.black_elo), true),
        ("white_title", text(|r| r.white_title.as_deref()), true),
        ("black_title", text(|r| r.black_title.as_deref()), true),
        ("white_rating_diff", small(|r| r.white_rating_diff), true),
        ("black_rating_diff", small(|r| r.black_rating_diff), true),
        ("utc_date", day(|r| r.utc_date), true),
        (
            "utc_time",
            Arc::new(
                rows.iter()
                    .map(|r| r.utc_time.map(|s| i64::from(s) * 1_000_000))
                    .collect::<Time64MicrosecondArray>(),
            ),
            true,
        ),
        ("time_control", text(|r| r.time_control.as_deref()), true),
        ("time_initial", int(|r| r.time_initial), true),
        ("time_increment", int(|r| r.time_increment), true),
        ("termination", text(|r| r.termination.as_deref()), true),
        ("eco", text(|r| r.eco.as_deref()), true),
        ("opening", text(|r| r.opening.as_deref()), true),
        ("variant", text(|r| r.variant.as_deref()), true),
        ("start_fen", text(|r| r.start_fen.as_deref()), true),
        ("tags", tag_map(rows)?, false),
        (
            "moves_san",
            string_lists(rows.iter().map(|r| &r.moves_san)),
            false,
        ),
        (
            "moves_uci",
            string_lists(rows.iter().map(|r| &r.moves_uci)),
            false,
        ),
        ("clocks", clock_lists(rows), false),
        ("evals", eval_lists(rows), false),
        ("ply_count", int(|r| Some(r.ply_count)), false),
        ("final_fen", text(|r| Some(&r.final_fen)), false),
        ("outcome", text(|r| r.outcome), true),
        ("winner", text(|r| r.winner), true),
        ("opening_eco", text(|r| r.opening_eco), true),
        ("opening_name", text(|r| r.opening_name), true),
        (
            "ok",
            Arc::new(rows.iter().map(|r| Some(r.ok)).collect::<BooleanArray>()),
            false,
        ),
        ("errors", int(|r| Some(r.errors)), false),
        ("parse_error", text(|r| r.parse_error.as_deref()), true),
    ];
    RecordBatch::try_from_iter_with_nullable(columns)
}

/// The positions table's batch of `rows`.
///
/// # Errors
///
/// None in practice, as for [`games`].
pub fn positions(rows: &[PositionRow]) -> Result<RecordBatch, ArrowError> {
    let text = |f: fn(&PositionRow) -> Option<&str>| -> ArrayRef { strings(rows, f) };
    let int = |f: fn(&PositionRow) -> Option<i32>| -> ArrayRef {
        Arc::new(rows.iter().map(f).collect::<Int32Array>())
    };
    let columns: Vec<(&str, ArrayRef, bool)> = vec![
        (
            "game",
            Arc::new(rows.iter().map(|r| r.game).collect::<UInt64Array>()),
            false,
        ),
        ("ply", int(|r| Some(r.ply)), false),
        ("fen", text(|r| Some(&r.fen)), false),
        (
            "polyglot",
            Arc::new(rows.iter().map(|r| r.polyglot).collect::<UInt64Array>()),
            false,
        ),
        ("san", text(|r| r.san.as_deref()), true),
        ("uci", text(|r| r.uci.as_deref()), true),
        (
            "clock",
            Arc::new(rows.iter().map(|r| r.clock).collect::<Float64Array>()),
            true,
        ),
        ("eval_cp", int(|r| r.eval_cp), true),
        ("eval_mate", int(|r| r.eval_mate), true),
        ("turn", text(|r| Some(r.turn)), false),
    ];
    RecordBatch::try_from_iter_with_nullable(columns)
}

/// A text column, its buffers sized once.
fn strings<R>(rows: &[R], f: fn(&R) -> Option<&str>) -> ArrayRef {
    let bytes = rows.iter().filter_map(f).map(str::len).sum();
    let mut builder = StringBuilder::with_capacity(rows.len(), bytes);
    for row in rows {
        builder.append_option(f(row));
    }
    Arc::new(builder.finish())
}

fn tag_map(rows: &[GameRow]) -> Result<ArrayRef, ArrowError> {
    let mut map = MapBuilder::new(None, StringBuilder::new(), StringBuilder::new());
    for row in rows {
        for (name, value) in &row.tags {
            map.keys().append_value(name);
            map.values().append_value(value);
        }
        map.append(true)?;
    }
    Ok(Arc::new(map.finish()))
}

fn string_lists<'a>(lists: impl Iterator<Item = &'a Moves> + Clone) -> ArrayRef {
    // Sized once: growing by doubling copies the moves again and again.
    let (rows, items, bytes) = lists.clone().fold((0, 0, 0), |(r, i, b), moves| {
        (r + 1, i + moves.len(), b + moves.byte_len())
    });
    let values = StringBuilder::with_capacity(items, bytes);
    let mut builder = ListBuilder::with_capacity(values, rows);
    for list in lists {
        for item in list.iter() {
            builder.values().append_value(item);
        }
        builder.append(true);
    }
    Arc::new(builder.finish())
}

fn clock_lists(rows: &[GameRow]) -> ArrayRef {
    let mut builder = ListBuilder::new(Float64Builder::new());
    for row in rows {
        for &clock in &row.clocks {
            builder.values().append_option(clock);
        }
        builder.append(true);
    }
    Arc::new(builder.finish())
}

/// The fields of an evaluation: centipawns, or mate in so many moves.
fn score_fields() -> Fields {
    Fields::from(vec![
        Field::new("cp", DataType::Int32, true),
        Field::new("mate", DataType::Int32, true),
    ])
}

fn eval_lists(rows: &[GameRow]) -> ArrayRef {
    let scores = StructBuilder::new(
        score_fields(),
        vec![Box::new(Int32Builder::new()), Box::new(Int32Builder::new())],
    );
    let mut builder = ListBuilder::new(scores);
    for row in rows {
        let scores = builder.values();
        for score in &row.evals {
            let Score { cp, mate } = score.unwrap_or(Score {
                cp: None,
                mate: None,
            });
            for (i, value) in [cp, mate].into_iter().enumerate() {
                if let Some(field) = scores.field_builder::<Int32Builder>(i) {
                    field.append_option(value);
                }
            }
            scores.append(score.is_some());
        }
        builder.append(true);
    }
    Arc::new(builder.finish())
}
