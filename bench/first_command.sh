#!/usr/bin/env bash
# A fresh-clone trial of the README's first command: clone REPO into a temporary folder,
# run `python3 -m venv .venv && .venv/bin/pip install .` and `tomecraft serve`, poll the
# lobby every 0.1 s (at most 120 s), stop the server, and print the wall time to the
# lobby answering, the CPU time of the whole trial (every child included) and the load.
# With --build it then times `pip install mypy setuptools` and `tomecraft build` too.
#
#   bench/first_command.sh [--build] [REPO]      # REPO: default, this checkout
set -euo pipefail
BUILD=0
if [ "${1:-}" = "--build" ]; then BUILD=1; shift; fi
REPO="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
PORT="${PORT:-8799}"
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
git clone -q "$REPO" "$DIR/x"
cd "$DIR/x"
echo "load at start: $(uptime)"
start=$(date +%s.%N)
python3 -m venv .venv && .venv/bin/pip install . >"$DIR/pip.log" 2>&1 \
    || { tail -20 "$DIR/pip.log"; exit 1; }
echo "install done after $(echo "$(date +%s.%N) - $start" | bc) s"
.venv/bin/tomecraft serve --port "$PORT" --db "$DIR/games.sqlite3" >"$DIR/serve.log" 2>&1 &
server=$!
answered=0
for _ in $(seq 1 1200); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$PORT/" 2>/dev/null; then answered=1; break; fi
    sleep 0.1
done
kill "$server"; wait "$server" || true
if [ "$answered" = 1 ]; then
    echo "lobby answered after $(echo "$(date +%s.%N) - $start" | bc) s"
else
    echo "the lobby did not answer within 120 s:"; tail -20 "$DIR/serve.log"; exit 1
fi
times >"$DIR/times"  # no pipe: a subshell would count none of this shell's children
echo "CPU of the children so far (user sys): $(tail -1 "$DIR/times")"
echo "load: $(uptime)"
if [ "$BUILD" = 1 ]; then
    step=$(date +%s.%N)
    .venv/bin/pip install -q 'mypy==2.4.1' setuptools
    .venv/bin/tomecraft build
    echo "tools and build took $(echo "$(date +%s.%N) - $step" | bc) s of wall time"
    .venv/bin/tomecraft --version
    times >"$DIR/times"
    echo "CPU of the children in all (user sys): $(tail -1 "$DIR/times")"
    echo "load: $(uptime)"
fi
