#!/usr/bin/env bash
# Every test of rankfile: the Rust tests (`cargo test`), the export read
# back by DuckDB, then the web viewer's end-to-end tests in a real
# headless browser. What these need is installed here when it is missing:
# DuckDB's Python package (pinned, in a virtual environment under
# target/), Debian's Chromium (with apt-get, as root or through sudo) and
# playwright-core (with npm ci, from tests/e2e/package-lock.json).
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test
# The command line builds without the web server and the table export.
cargo check -p rankfile-cli --no-default-features --quiet

if ! command -v chromium >/dev/null 2>&1 && [ -z "${CHROMIUM:-}" ]; then
  echo "scripts/test.sh: installing Debian's chromium for the browser tests" >&2
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

cargo build -p rankfile-cli
RANKFILE_BIN="$(realpath "${CARGO_TARGET_DIR:-target}")/debug/rankfile"
export RANKFILE_BIN

venv="${CARGO_TARGET_DIR:-target}/duckdb-venv"
if ! "$venv/bin/python" -c "import duckdb" >/dev/null 2>&1; then
  echo "scripts/test.sh: installing DuckDB's Python package for the export test" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check duckdb==2.0.1
fi
"$venv/bin/python" tests/duckdb/check_export.py "$RANKFILE_BIN"
cd tests/e2e
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund
npm test
