//! Rows into Arrow record batches, typed as the tables' schemas say.

use std::sync::Arc;

use arrow_array::builder::{MapBuilder, StringBuilder};
use arrow_array::types::{ArrowPrimitiveType, Float64Type, Int32Type, UInt64Type};
use arrow_array::{
    ArrayRef, BooleanArray, Date32Array, Int16Array, Int32Array, ListArray, PrimitiveArray,
    RecordBatch, StringArray, StructArray, Time64MicrosecondArray, UInt64Array,
};
use arrow_buffer::{BooleanBuffer, Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};

use crate::row::{GamePositions, GameRow, PlyList, TextList};

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
        ("dead_ply", int(|r| r.dead_ply), true),
        (
            "time_forfeit_draw",
            Arc::new(
                rows.iter()
                    .map(|r| Some(r.time_forfeit_draw))
                    .collect::<BooleanArray>(),
            ),
            false,
        ),
        ("opening_eco", text(|r| r.opening_eco), true),
        ("opening_name", text(|r| r.opening_name), true),
        (
            "ok",
            Arc::new(rows.iter().map(|r| Some(r.ok)).collect::<BooleanArray>()),
            false,
        ),
        ("errors", int(|r| Some(r.errors)), false),
        ("parse_error", text(|r| r.parse_error.as_deref()), true),
        ("warnings", int(|r| Some(r.warnings)), false),
        ("respelled", int(|r| Some(r.respelled)), false),
    ];
    RecordBatch::try_from_iter_with_nullable(columns)
}

/// The positions table's batch: each game's positions, the start first.
///
/// # Errors
///
/// None in practice, as for [`games`].
pub fn positions(games: &[GamePositions]) -> Result<RecordBatch, ArrowError> {
    let rows = games.iter().map(GamePositions::len).sum();
    let each = || {
        games
            .iter()
            .flat_map(|g| (0..g.len()).map(move |ply| (g, ply)))
    };
    // The move that led to a position (none to the start).
    let before = |ply: usize| ply.checked_sub(1);
    let game = sized::<UInt64Type>(rows, each().map(|(g, _)| Some(g.game)));
    let ply = sized::<Int32Type>(rows, each().map(|(_, ply)| Some(ply as i32)));
    let keys: Vec<u64> = games.iter().flat_map(|g| g.keys.iter().copied()).collect();
    let clock = each().map(|(g, ply)| before(ply).and_then(|m| g.clocks.get(m)));
    let score = |(g, ply): (&GamePositions, usize)| before(ply).and_then(|m| g.evals.get(m));
    let cp = sized::<Int32Type>(rows, each().map(|p| score(p).and_then(|s| s.cp)));
    let mate = sized::<Int32Type>(rows, each().map(|p| score(p).and_then(|s| s.mate)));
    let moved = |list: fn(&GamePositions) -> &TextList| -> ArrayRef {
        let bytes = games.iter().map(|g| list(g).byte_len()).sum();
        let mut builder = StringBuilder::with_capacity(rows, bytes);
        for (g, ply) in each() {
            builder.append_option(before(ply).and_then(|m| list(g).get(m)));
        }
        Arc::new(builder.finish())
    };
    let mut turn = StringBuilder::with_capacity(rows, rows * 5);
    for (g, ply) in each() {
        turn.append_value(if g.white_first == (ply % 2 == 0) {
            "white"
        } else {
            "black"
        });
    }
    let columns: Vec<(&str, ArrayRef, bool)> = vec![
        ("game", Arc::new(game), false),
        ("ply", Arc::new(ply), false),
        (
            "fen",
            Arc::new(joined(games.iter().map(|g| &g.fens))?),
            false,
        ),
        ("polyglot", Arc::new(UInt64Array::from(keys)), false),
        ("san", moved(|g| &g.san), true),
        ("uci", moved(|g| &g.uci), true),
        ("clock", Arc::new(sized::<Float64Type>(rows, clock)), true),
        ("eval_cp", Arc::new(cp), true),
        ("eval_mate", Arc::new(mate), true),
        ("turn", Arc::new(turn.finish()), false),
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

/// The texts of many lists as one column, made from each list's one
/// string without copying the texts one by one.
fn joined<'a>(
    lists: impl Iterator<Item = &'a TextList> + Clone,
) -> Result<StringArray, ArrowError> {
    let bytes_len = lists.clone().map(TextList::byte_len).sum();
    let items_len = lists.clone().map(TextList::len).sum::<usize>();
    let mut bytes = Vec::with_capacity(bytes_len);
    let mut ends = Vec::with_capacity(items_len + 1);
    ends.push(0);
    for list in lists {
        let (text, list_ends) = list.parts();
        let base = bytes.len();
        bytes.extend_from_slice(text.as_bytes());
        for &end in list_ends {
            ends.push(small(base + end as usize)?);
        }
    }
    StringArray::try_new(
        OffsetBuffer::new(ScalarBuffer::from(ends)),
        Buffer::from_vec(bytes),
        None,
    )
}

/// A list of moves a row.
fn string_lists(
    rows: &[GameRow],
    moves: fn(&GameRow) -> &TextList,
) -> Result<ArrayRef, ArrowError> {
    let values = joined(rows.iter().map(moves))?;
    list(
        Arc::new(values),
        offsets(rows.iter().map(|r| moves(r).len()))?,
    )
}

/// A column of `len` values from an iterator that does not know its
/// length (the plies of many games), its buffers sized once. The values
/// and their validity are gathered in plain vectors, not appended one by
/// one to a builder: the clock and evaluation columns hold millions of
/// values, mostly null, and this is the writer's hottest loop.
fn sized<T: ArrowPrimitiveType>(
    len: usize,
    values: impl Iterator<Item = Option<T::Native>>,
) -> PrimitiveArray<T> {
    let mut data = Vec::with_capacity(len);
    let mut valid = Vec::with_capacity(len);
    for value in values {
        valid.push(value.is_some());
        data.push(value.unwrap_or_default());
    }
    PrimitiveArray::new(ScalarBuffer::from(data), validity(&valid))
}

/// The null buffer of a column whose values are present where `valid`
/// says: none when all are, one made at once when none is.
fn validity(valid: &[bool]) -> Option<NullBuffer> {
    if valid.iter().all(|&v| v) {
        None
    } else if !valid.contains(&true) {
        Some(NullBuffer::new_null(valid.len()))
    } else {
        Some(NullBuffer::new(BooleanBuffer::collect_bool(
            valid.len(),
            |i| valid[i],
        )))
    }
}

fn clock_lists(rows: &[GameRow]) -> Result<ArrayRef, ArrowError> {
    let clocks = ply_values::<Float64Type, _>(rows.iter().map(|r| &r.clocks), Some);
    list(
        Arc::new(clocks),
        offsets(rows.iter().map(|r| r.clocks.len()))?,
    )
}

/// A column of the values `f` takes from each ply of `lists`, in order:
/// a game without values adds its plies' nulls at once.
fn ply_values<'a, T: ArrowPrimitiveType, V: Copy + 'a>(
    lists: impl Iterator<Item = &'a PlyList<V>> + Clone,
    f: impl Fn(V) -> Option<T::Native>,
) -> PrimitiveArray<T> {
    let len = lists.clone().map(PlyList::len).sum();
    let mut data = Vec::with_capacity(len);
    let mut valid = Vec::with_capacity(len);
    for list in lists {
        match list.values() {
            Some(values) => {
                for value in values.iter().map(|v| v.and_then(&f)) {
                    valid.push(value.is_some());
                    data.push(value.unwrap_or_default());
                }
            }
            None => {
                valid.resize(valid.len() + list.len(), false);
                data.resize(data.len() + list.len(), T::Native::default());
            }
        }
    }
    PrimitiveArray::new(ScalarBuffer::from(data), validity(&valid))
}

/// The fields of an evaluation: centipawns, or mate in so many moves.
fn score_fields() -> Fields {
    Fields::from(vec![
        Field::new("cp", DataType::Int32, true),
        Field::new("mate", DataType::Int32, true),
    ])
}

fn eval_lists(rows: &[GameRow]) -> Result<ArrayRef, ArrowError> {
    let lists = || rows.iter().map(|r| &r.evals);
    let cp = ply_values::<Int32Type, _>(lists(), |s| s.cp);
    let mate = ply_values::<Int32Type, _>(lists(), |s| s.mate);
    let mut present = Vec::with_capacity(cp.len());
    for list in lists() {
        match list.values() {
            Some(values) => present.extend(values.iter().map(Option::is_some)),
            None => present.resize(present.len() + list.len(), false),
        }
    }
    let columns: Vec<ArrayRef> = vec![Arc::new(cp), Arc::new(mate)];
    let scores = StructArray::try_new(score_fields(), columns, validity(&present))?;
    list(
        Arc::new(scores),
        offsets(rows.iter().map(|r| r.evals.len()))?,
    )
}
