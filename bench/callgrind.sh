#!/usr/bin/env bash
# Instructions per decision of the engine, counted by valgrind's callgrind (the count is the
# same under any machine load, unlike timings). Plays random 4-player games of GAME
# (spellbook: classic set; wonderbook: chapter one; madness: the original pack) after a
# warm-up game, once with 0 games and once with GAMES games, and divides the difference in
# instructions by the decisions played (chance included), for the interpreted build and,
# if installed, the compiled one.
#
#   bench/callgrind.sh [PYTHON] [GAMES] [GAME]    # defaults: .venv/bin/python 5 spellbook
#
# PYTHON is the interpreter of the install to measure (a compiled install, e.g.
# .venv-compiled/bin/python, measures both builds: TOMECRAFT_INTERPRETED=1 masks it).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PY="${1:-.venv/bin/python}"
GAMES="${2:-5}"
GAME="${3:-spellbook}"
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }

SCRIPT='
import sys
from tomecraft.bots import play_game
from tomecraft.build import build_name
from tomecraft.core import derive_seed, get_game
name = sys.argv[2]
config = {"spellbook": {"players": 4, "set": "classic"}, "madness": {"players": 4},
          "wonderbook": {"players": 4, "chapter": "one"}}[name]
game = get_game(name)
play_game(game, config, ["random"] * 4, 12345)  # warm-up: imports, caches
decisions = 0
for i in range(int(sys.argv[1])):
    decisions += len(play_game(game, config, ["random"] * 4, derive_seed(1, i)).history)
print(decisions, build_name())
'

# instructions GAMES INTERPRETED -> prints "instructions decisions build"
instructions() {
    local out
    out="$(mktemp)"
    local res
    res="$(TOMECRAFT_INTERPRETED="$2" valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$PY" -c "$SCRIPT" "$1" "$GAME" 2>/dev/null)"
    echo "$(grep -E '^(summary|totals):' "$out" | tail -1 | awk '{print $2}') $res"
    rm -f "$out"
}

for interp in 1 0; do
    read -r i0 _ _ <<<"$(instructions 0 "$interp")"
    read -r i1 decisions build1 build2 <<<"$(instructions "$GAMES" "$interp")"
    build="$build1${build2:+ $build2}"
    if [ "$interp" = 0 ] && [ "$build" = "interpreted" ]; then
        echo "no compiled build installed for $PY"
        break
    fi
    echo "$GAME, $build: $(( (i1 - i0) / decisions )) instructions per decision" \
        "($decisions decisions in $GAMES games, $(( (i1 - i0) / GAMES )) instructions per game)"
done
