"""The test data of the repository, read once."""

import gzip
import json
import pathlib

import pytest

DATA = pathlib.Path(__file__).resolve().parents[3] / "tests" / "data"


def jsonl(name):
    opener = gzip.open if name.endswith(".gz") else open
    with opener(DATA / name, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


@pytest.fixture(scope="session")
def positions():
    return jsonl("positions.jsonl.gz")


@pytest.fixture(scope="session")
def games_text():
    with gzip.open(DATA / "games.pgn.gz", "rt", encoding="utf-8") as f:
        return f.read()
