#!/usr/bin/env bash
# Start a throwaway PostgreSQL cluster for the tests and print its URL on the last line.
#
#   eval "$(.ci/postgres.sh)"      # exports TOMECRAFT_TEST_PG=postgresql://... and
#                                  # TOMECRAFT_TEST_PG_STOP (the command that stops it and removes its folder)
#
# Installs Debian's `postgresql` if it is missing (as root), runs initdb + pg_ctl as the
# `postgres` user on a private socket directory and port under a temp dir, and creates
# the database `tomecraft_test`. Without CI=true a failure only prints a notice (the
# PostgreSQL tests then skip); with CI=true it exits 1, so the CI fails.
set -uo pipefail

PORT="${TOMECRAFT_PG_PORT:-54329}"
DIR=""
fail() {
    echo "postgres.sh: $*" >&2
    if [ -n "${DIR:-}" ]; then rm -rf "$DIR"; fi
    if [ "${CI:-}" = "true" ]; then
        exit 1
    fi
    echo "# PostgreSQL not started: its tests will skip"
    exit 0
}

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(bindir)" ]; then
    if [ "$(id -u)" = "0" ]; then
        echo "== installing postgresql ==" >&2
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2 \
            || fail "postgresql could not be installed"
    else
        fail "postgresql is not installed and this is not root"
    fi
fi
BIN="$(bindir)"
[ -n "$BIN" ] || fail "no /usr/lib/postgresql/*/bin after installing"

DIR="$(mktemp -d /tmp/tomecraft-pg.XXXXXX)"
chmod 755 "$DIR"
if [ "$(id -u)" = "0" ]; then
    chown postgres: "$DIR"
    AS=(runuser -u postgres --)
    USER_NAME=postgres
else
    AS=()
    USER_NAME="$(id -un)"
fi
"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -U "$USER_NAME" -A trust >/dev/null 2>"$DIR/initdb.log" \
    || fail "initdb failed: $(tail -n 5 "$DIR/initdb.log")"
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
    -o "-p $PORT -k $DIR -c listen_addresses='' -c fsync=off -c max_connections=300" \
    start >/dev/null || fail "pg_ctl start failed: $(tail -n 5 "$DIR/server.log" 2>/dev/null)"
"${AS[@]}" "$BIN/createdb" -h "$DIR" -p "$PORT" -U "$USER_NAME" tomecraft_test \
    || fail "createdb failed"

echo "# PostgreSQL in $DIR" >&2
# stopping also removes its folder (about 80 MB: a run must leave nothing behind)
echo "export TOMECRAFT_TEST_PG_STOP='${AS[*]} $BIN/pg_ctl -D $DIR/data -m fast -w stop; rm -rf $DIR'"
echo "export TOMECRAFT_TEST_PG='postgresql://$USER_NAME@/tomecraft_test?host=$DIR&port=$PORT'"
