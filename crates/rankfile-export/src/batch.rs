//! Rows into Arrow record batches, typed as the tables' schemas say.

use std::sync::Arc;

use arrow_array::builder::{BooleanBufferBuilder, MapBuilder, PrimitiveBuilder, StringBuilder};
use arrow_array::types::{ArrowPrimitiveType, Float64Type, Int32Type};
use arrow_array::{
    ArrayRef, BooleanArray, Date32Array, Float64Array, Int16Array, Int32Array, ListArray,
    PrimitiveArray, RecordBatch, StringArray, StructArray, Time64MicrosecondArray, UInt64Array,
};
use arrow_buffer::{Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};

use crate::row::{GameRow, Moves, PositionRow};

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
        ("moves_san", string_lists(rows, |r| &r.moves_san)?, false),
        ("moves_uci", string_lists(rows, |r| &r.moves_uci)?, false),
        ("clocks", clock_lists(rows)?, false),
        ("evals", eval_lists(rows)?, false),
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

/// The list offsets of rows whose lists have these lengths.
fn offsets(lengths: impl Iterator<Item = usize>) -> Result<OffsetBuffer<i32>, ArrowError> {
    let mut offsets = vec![0i32];
    let mut total = 0usize;
    for len in lengths {
        total += len;
        offsets.push(small(total)?);
    }
    Ok(OffsetBuffer::new(ScalarBuffer::from(offsets)))
}

/// An offset within a batch, which Arrow's lists and strings keep in 32
/// bits.
fn small(offset: usize) -> Result<i32, ArrowError> {
    i32::try_from(offset).map_err(|_| ArrowError::InvalidArgumentError("a batch over 2 GiB".into()))
}

/// Each row's items, as one list a row.
fn list(items: ArrayRef, offsets: OffsetBuffer<i32>) -> Result<ArrayRef, ArrowError> {
    let field = Arc::new(Field::new("item", items.data_type().clone(), true));
    Ok(Arc::new(ListArray::try_new(field, offsets, items, None)?))
}

/// A list of moves a row, made from each row's one string of moves
/// without copying the moves one by one.
fn string_lists(rows: &[GameRow], moves: fn(&GameRow) -> &Moves) -> Result<ArrayRef, ArrowError> {
    let bytes_len = rows.iter().map(|r| moves(r).byte_len()).sum();
    let items_len = rows.iter().map(|r| moves(r).len()).sum::<usize>();
    let mut bytes = Vec::with_capacity(bytes_len);
    let mut ends = Vec::with_capacity(items_len + 1);
    ends.push(0);
    for row in rows {
        let (text, row_ends) = moves(row).parts();
        let base = bytes.len();
        bytes.extend_from_slice(text.as_bytes());
        for &end in row_ends {
            ends.push(small(base + end as usize)?);
        }
    }
    let values = StringArray::try_new(
        OffsetBuffer::new(ScalarBuffer::from(ends)),
        Buffer::from_vec(bytes),
        None,
    )?;
    list(
        Arc::new(values),
        offsets(rows.iter().map(|r| moves(r).len()))?,
    )
}

/// A column of `len` values from an iterator that does not know its
/// length (the plies of many games), its buffer sized once.
fn sized<T: ArrowPrimitiveType>(
    len: usize,
    values: impl Iterator<Item = Option<T::Native>>,
) -> PrimitiveArray<T> {
    let mut builder = PrimitiveBuilder::<T>::with_capacity(len);
    for value in values {
        builder.append_option(value);
    }
    builder.finish()
}

fn clock_lists(rows: &[GameRow]) -> Result<ArrayRef, ArrowError> {
    let plies = rows.iter().map(|r| r.clocks.len()).sum();
    let clocks = rows.iter().flat_map(|r| r.clocks.iter().copied());
    let clocks = sized::<Float64Type>(plies, clocks);
    list(
        Arc::new(clocks),
        offsets(rows.iter().map(|r| r.clocks.len()))?,
    )
}

/// The fields of an evaluation: centipawns, or mate in so many moves.
fn score_fields() -> Fields {
    Fields::from(vec![
        Field::new("cp", DataType::Int32, true),
        Field::new("mate", DataType::Int32, true),
    ])
}

fn eval_lists(rows: &[GameRow]) -> Result<ArrayRef, ArrowError> {
    let scores = || rows.iter().flat_map(|r| r.evals.iter());
    let plies = rows.iter().map(|r| r.evals.len()).sum();
    let cp = sized::<Int32Type>(plies, scores().map(|s| s.and_then(|s| s.cp)));
    let mate = sized::<Int32Type>(plies, scores().map(|s| s.and_then(|s| s.mate)));
    let mut present = BooleanBufferBuilder::new(plies);
    for score in scores() {
        present.append(score.is_some());
    }
    let present = NullBuffer::new(present.finish());
    let columns: Vec<ArrayRef> = vec![Arc::new(cp), Arc::new(mate)];
    let scores = StructArray::try_new(score_fields(), columns, Some(present))?;
    list(
        Arc::new(scores),
        offsets(rows.iter().map(|r| r.evals.len()))?,
    )
}
