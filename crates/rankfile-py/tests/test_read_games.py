"""`rankfile.pgn.read_games`: the tables `pgn export` writes, streamed to
pyarrow, polars and DuckDB, from files or bytes, on rankfile's threads."""

import gzip
import pathlib

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import rankfile.pgn

from conftest import DATA

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXAMPLES = ROOT / "examples"
INPUTS = [EXAMPLES / "games.pgn", EXAMPLES / "games.pgn.gz", EXAMPLES / "messy.pgn"]


def exported(tmp_path, table):
    rankfile.pgn.export(INPUTS, tmp_path / "tables", positions=True, threads=2)
    return pq.read_table(tmp_path / "tables" / table)


@pytest.mark.parametrize("table", ["games", "positions"])
def test_the_stream_is_the_exported_table(tmp_path, table):
    theirs = exported(tmp_path, table)
    ours = pa.table(rankfile.pgn.read_games(INPUTS, positions=table == "positions", threads=2))
    assert ours.num_rows == theirs.num_rows > 0
    assert ours.schema.names == theirs.schema.names
    assert ours.to_pylist() == theirs.to_pylist()


def test_threads_do_not_change_the_table(games_text):
    text = games_text.encode()
    one = pa.table(rankfile.pgn.read_games(text, threads=1))
    two = pa.table(rankfile.pgn.read_games(text, threads=2))
    assert one.num_rows == 300 and one.equals(two)
    assert one.column("game").to_pylist() == list(range(1, 301))


def test_bytes_are_read_plain_or_compressed(games_text):
    plain = games_text.encode()
    tables = [pa.table(rankfile.pgn.read_games(b)) for b in (plain, gzip.compress(plain))]
    assert tables[0].drop_columns(["file"]).equals(tables[1].drop_columns(["file"]))
    both = pa.table(rankfile.pgn.read_games([plain, gzip.compress(plain)]))
    assert both.num_rows == 600
    assert set(both.column("file").to_pylist()) == {"<bytes 1>", "<bytes 2>"}


def test_polars_and_duckdb_read_it_and_read_it_again():
    games = rankfile.pgn.read_games(EXAMPLES / "games.pgn")
    frame = pl.from_arrow(pa.RecordBatchReader.from_stream(games))
    first = duckdb.sql("select count(*), sum(ply_count) from games").fetchall()
    again = duckdb.sql("select count(*), sum(ply_count) from games").fetchall()
    assert first == again == [(frame.height, frame["ply_count"].sum())]
    assert frame.height > 0


def test_an_unreadable_input_is_said_or_skipped_when_asked(tmp_path):
    missing = tmp_path / "missing.pgn"
    with pytest.raises(pa.ArrowInvalid, match="missing.pgn.*errors=\"skip\"") as said:
        pa.table(rankfile.pgn.read_games([missing, EXAMPLES / "games.pgn"]))
    assert str(said.value).count(str(missing)) == 1
    games = rankfile.pgn.read_games([missing, EXAMPLES / "games.pgn"], errors="skip")
    assert pa.table(games).num_rows == pa.table(rankfile.pgn.read_games(EXAMPLES / "games.pgn")).num_rows
    assert [name for name, _ in games.unread] == [str(missing)]
    with pytest.raises(ValueError, match="raise"):
        rankfile.pgn.read_games(missing, errors="ignore")
    with pytest.raises(TypeError, match="path, bytes"):
        rankfile.pgn.read_games(42)


def test_a_stream_dropped_early_stops_its_threads(games_text):
    big = games_text.encode() * 20
    reader = pa.RecordBatchReader.from_stream(rankfile.pgn.read_games(big, threads=2))
    first = reader.read_next_batch()
    assert first.num_rows > 0
    del reader  # the producer sees the stream gone and stops
    assert pa.table(rankfile.pgn.read_games(DATA / "real" / "python-chess__molinari-bordais-1979.pgn")).num_rows == 1


def test_partition_columns_are_the_export_folders():
    pgn = b'[UTCDate "2024.03.09"]\n\n1. e4 *\n\n[Date "1999.??.??"]\n\n1. d4 *\n\n[Event "x"]\n\n1. c4 *\n'
    table = pa.table(rankfile.pgn.read_games(pgn, partition_by="month"))
    assert table.column("year").to_pylist() == ["2024", "1999", None]
    assert table.column("month").to_pylist() == ["03", None, None]
    assert "month" not in pa.table(rankfile.pgn.read_games(pgn, partition_by="year")).schema.names
    with pytest.raises(ValueError, match="positions table has no date"):
        rankfile.pgn.read_games(pgn, positions=True, partition_by="year")


def test_count_games_is_the_number_of_rows_read_games_gives(games_text):
    # Any cut of a text: count_games and read_games must cut alike, or the
    # Spark example numbers games wrong. The cuts fall mid-game and
    # mid-comment on purpose; the messy file has games without tags.
    texts = [games_text.encode(), (EXAMPLES / "messy.pgn").read_bytes(), b"", b"1. e4 *", b"\n\n[Event \"x\"]\n"]
    whole = games_text.encode()
    texts += [whole[: len(whole) // 3], whole[len(whole) // 3 :], gzip.compress(whole)]
    for text in texts:
        rows = pa.table(rankfile.pgn.read_games(text, threads=1)).num_rows
        assert rankfile.pgn.count_games(text, threads=1) == rows, text[:80]
    # 4 games in games.pgn, the same 4 in games.pgn.gz, 1 untagged in messy.pgn.
    assert rankfile.pgn.count_games(INPUTS) == pa.table(rankfile.pgn.read_games(INPUTS)).num_rows == 9


def test_count_games_says_an_input_it_cannot_read(tmp_path):
    missing = tmp_path / "missing.pgn"
    with pytest.raises(ValueError, match="missing.pgn") as said:
        rankfile.pgn.count_games([EXAMPLES / "games.pgn", missing])
    # The input is named once, by the message itself.
    assert str(said.value).startswith(f"cannot open {missing}: ")
    assert str(said.value).count(str(missing)) == 1
    with pytest.raises(TypeError, match="path, bytes"):
        rankfile.pgn.count_games(42)


def test_count_games_names_bytes_by_the_input_they_come_from(tmp_path):
    # A compressed download cut short, held in memory: named as told.
    cut = gzip.compress((EXAMPLES / "games.pgn").read_bytes())[:-20]
    with pytest.raises(ValueError) as said:
        rankfile.pgn.count_games(cut, name="lichess.pgn.gz", threads=1)
    assert str(said.value).startswith("cannot read lichess.pgn.gz: ")
    with pytest.raises(ValueError, match="<bytes 1>"):
        rankfile.pgn.count_games(cut, threads=1)
    # A path names itself: the same name is no conflict, another is.
    path = EXAMPLES / "games.pgn"
    assert rankfile.pgn.count_games(path, name=path) == 4
    with pytest.raises(ValueError, match="a path names itself"):
        rankfile.pgn.count_games(path, name="other.pgn")
