#!/usr/bin/env bash
# Every test of rankfile: the Rust tests (`cargo test`), the export read
# back by DuckDB, the Python package against python-chess, then the web
# viewer's end-to-end tests in a real headless browser. What these need is
# installed here when it is missing: DuckDB's Python package, and
# python-chess with pytest (pinned, in virtual environments under
# target/; pip fetches maturin to build the package), Debian's Stockfish
# and Chromium (with apt-get, as root or through sudo) and playwright-core (with npm
# ci, from tests/e2e/package-lock.json).
set -euo pipefail
cd "$(dirname "$0")/.."
# One full build: incremental caches would only double the disk it takes.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

# What the stages need and cannot install themselves, checked before the
# first build rather than found missing twenty minutes in.
missing=()
python3 -c "import venv, ensurepip" >/dev/null 2>&1 || missing+=("Python 3 with venv (Debian: python3-venv)")
command -v java >/dev/null 2>&1 || missing+=("Java 17, for Spark's local mode (Debian: openjdk-17-jre-headless)")
command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || missing+=("Node.js and npm, for the browser tests")
if [ ${#missing[@]} -gt 0 ]; then
  printf 'scripts/test.sh: missing, install it first: %s\n' "${missing[@]}" >&2
  exit 1
fi

# The house rules first: formatted, no lint, documentation that builds.
cargo fmt --all --check
cargo clippy --all-targets --quiet -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

# The engine tests drive Stockfish (Debian's package: a separate
# program, never linked).
if ! command -v stockfish >/dev/null 2>&1 && [ ! -x /usr/games/stockfish ]; then
  echo "scripts/test.sh: installing Debian's stockfish for the engine tests" >&2
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stockfish >/dev/null
fi

cargo test
# Dead positions against CHA's test vectors, each helpmate replayed by
# shakmaty: in the benchmark crate, the only one that may use a peer.
cargo test -p rankfile-bench --test winnable
stages=1
# The command line builds without the web server and the table export.
cargo check -p rankfile-cli --no-default-features --quiet

if ! command -v chromium >/dev/null 2>&1 && [ -z "${CHROMIUM:-}" ]; then
  echo "scripts/test.sh: installing Debian's chromium for the browser tests" >&2
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The binary `cargo test` built for the command-line tests (the test
# profile): building it again in the dev profile would compile every
# crate a second time.
RANKFILE_BIN="$(realpath "${CARGO_TARGET_DIR:-target}")/debug/rankfile"
[ -x "$RANKFILE_BIN" ] || cargo build -p rankfile-cli
export RANKFILE_BIN

venv="${CARGO_TARGET_DIR:-target}/duckdb-venv"
if ! "$venv/bin/python" -c "import duckdb" >/dev/null 2>&1; then
  echo "scripts/test.sh: installing DuckDB's Python package for the export test" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check duckdb==2.0.1
fi
"$venv/bin/python" tests/duckdb/check_export.py "$RANKFILE_BIN"
stages=$((stages + 1))

# The Python package, built by maturin (fetched by pip) into a virtual
# environment of its own, against python-chess 1.11.2 side by side, its
# tables read by pyarrow, polars and DuckDB, and the Spark example run in
# Spark's local mode (pyspark, with Java 17).
pyvenv="${CARGO_TARGET_DIR:-target}/py-venv"
if ! "$pyvenv/bin/python" -c "import chess, pytest, pyarrow, polars, duckdb, pyspark, pandas, schemathesis" >/dev/null 2>&1; then
  echo "scripts/test.sh: installing python-chess, pytest, pyarrow, polars, DuckDB, pyspark and schemathesis for the Python tests (about a minute)" >&2
  python3 -m venv "$pyvenv"
  "$pyvenv/bin/pip" install --quiet --disable-pip-version-check chess==1.11.2 pytest==9.2.0 \
    pyarrow==26.0.1 polars==2.1.0 duckdb==2.0.1 pyspark==4.3.0 pandas==2.3.3 schemathesis==4.32.5
fi
"$pyvenv/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps ./crates/rankfile-py
"$pyvenv/bin/python" -m pytest -q crates/rankfile-py/tests
stages=$((stages + 1))
# The HTTP API against its OpenAPI description (schemathesis, every check).
"$pyvenv/bin/python" tests/api/contract.py "$RANKFILE_BIN"
stages=$((stages + 1))
(
  cd tests/e2e
  { [ -d node_modules/playwright-core ] && [ -d node_modules/axe-core ]; } || npm ci --no-audit --no-fund
  npm test
)
stages=$((stages + 1))
# Reached only when every stage passed (set -e stops at the first that
# fails): the Rust tests, DuckDB, Python, the API contract, the browser.
echo "stages: $stages passed, 0 failed"
