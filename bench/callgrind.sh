#!/usr/bin/env bash
# Instructions per decision of the engine, counted by valgrind's callgrind (the count is the
# same under any machine load, unlike timings). For each series (a game at a player count),
# plays random games after a warm-up game, once with 0 games and once with GAMES games, and
# divides the difference in instructions by the decisions played (chance included), for the
# interpreted build and, if installed, the compiled one.
#
#   bench/callgrind.sh [--play-alone] [PYTHON] [GAMES] [SERIES...]
#                                       # defaults: .venv/bin/python 5, all series
#
# SERIES: `spellbook` (4 players, classic set), `madness` (3 players, the original pack),
# `wonderbook` (chapter one, 2 and 4 players), or one count: `wonderbook:2`, `madness:4`...
# Default: all three games at their common player counts (SpellBook 4p, Madness 3p, Wonder
# Book 2p and 4p). PYTHON is the interpreter of the install to measure (a compiled install,
# e.g. .venv-compiled/bin/python, measures both builds: TOMECRAFT_INTERPRETED=1 masks it).
#
# Per series it prints a readable line per build, then one JSON line:
#   {"game": "spellbook", "players": 4, "games": 5, "decisions": ...,
#    "interpreted_instructions_per_decision": ..., "compiled_instructions_per_decision": ...,
#    "ratio": ..., "play_alone": false}
# ratio = interpreted / compiled instructions per decision: how many times less the compiled
# build runs (the sense of bench/spellbook_throughput.py's ratio); null without a compiled build.
#
# --play-alone: count the play alone, in one run per build: two warm-up games, then the
# GAMES games played inside one call of functools.reduce (each a play_game call, its seed
# drawn before, its match freed once its decisions are counted: the freeing is counted),
# with callgrind collecting only inside that call (--collect-atstart=no --toggle-collect=functools_reduce; the engine never
# calls reduce). Nothing outside the games (start-up, imports, exit, the collector's runs
# over import-time objects) is counted, so the figure repeats to a few instructions a
# decision, where the difference of two whole runs moves by about a million instructions
# (Wonder Book round 4 in docs/performance.md). Wonder Book's series then play the games of
# its rounds 4 and 5: chapter one with option practice, seeds derive_seed(5, i) (the other
# games keep their configuration; every game's seeds are derive_seed(5, i) in this mode).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PLAY_ALONE=0
if [ "${1:-}" = "--play-alone" ]; then PLAY_ALONE=1; shift; fi
PY="${1:-.venv/bin/python}"
GAMES="${2:-5}"
shift $(( $# > 2 ? 2 : $# ))
REQUESTED=("$@")
[ ${#REQUESTED[@]} -gt 0 ] || REQUESTED=(spellbook madness wonderbook)
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }

# The player counts measured when a series names only its game.
common_counts() {
    case "$1" in
        spellbook) echo 4 ;;
        madness) echo 3 ;;
        wonderbook) echo "2 4" ;;
        *) echo "unknown game '$1': choose spellbook, madness or wonderbook" >&2; exit 2 ;;
    esac
}
SERIES=()
for req in "${REQUESTED[@]}"; do
    if [[ "$req" == *:* ]]; then
        common_counts "${req%%:*}" >/dev/null
        SERIES+=("$req")
    else
        common_counts "$req" >/dev/null
        for n in $(common_counts "$req"); do SERIES+=("$req:$n"); done
    fi
done

# After the warm-up game, gc.collect() empties the collector's young generations: the
# games measured then start from the same collector state in both runs and in every build.
# Without it a build whose imports happen to leave the young generations fuller runs one
# collection more (of the objects made at import) inside the games measured: 1.5 million
# instructions, +4% on 12 SpellBook games, that no engine change causes (issue 27).
SCRIPT='
import gc
import sys
from tomecraft.bots import play_game
from tomecraft.build import build_name
from tomecraft.core import derive_seed, get_game
games, name, players = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
extra = {"spellbook": {"set": "classic"}, "madness": {}, "wonderbook": {"chapter": "one"}}[name]
config = {"players": players, **extra}
game = get_game(name)
play_game(game, config, ["random"] * players, 12345)  # warm-up: imports, caches
gc.collect()
decisions = 0
for i in range(games):
    decisions += len(play_game(game, config, ["random"] * players, derive_seed(1, i)).history)
print(decisions, build_name())
'

# --play-alone: the games inside one functools.reduce call, the only place counted.
ALONE_SCRIPT='
import functools
import gc
import sys
from tomecraft.bots import play_game
from tomecraft.build import build_name
from tomecraft.core import derive_seed, get_game
games, name, players = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
extra = {"spellbook": {"set": "classic"}, "madness": {},
         "wonderbook": {"chapter": "one", "practice": True}}[name]
config = {"players": players, **extra}
game = get_game(name)
bots = ["random"] * players
for seed in (12345, 12346):  # warm-up: imports, caches, kept setups
    play_game(game, config, bots, seed)
seeds = [derive_seed(5, i) for i in range(games)]
lengths = []  # each match freed once counted (kept, they would grow the collector work)
gc.collect()
functools.reduce(
    lambda _, seed: lengths.append(len(play_game(game, config, bots, seed).history)), seeds, None
)
print(sum(lengths), build_name())
'

# instructions GAMES INTERPRETED NAME PLAYERS -> prints "instructions decisions build"
instructions() {
    local out res
    out="$(mktemp)"
    if [ "$PLAY_ALONE" = 1 ]; then
        res="$(TOMECRAFT_INTERPRETED="$2" valgrind --tool=callgrind --callgrind-out-file="$out" \
            --collect-atstart=no --toggle-collect=functools_reduce \
            "$PY" -c "$ALONE_SCRIPT" "$1" "$3" "$4" 2>/dev/null)"
        echo "$(grep -E '^(summary|totals):' "$out" | tail -1 | awk '{print $2}') $res"
        rm -f "$out"
        return
    fi
    res="$(TOMECRAFT_INTERPRETED="$2" valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$PY" -c "$SCRIPT" "$1" "$3" "$4" 2>/dev/null)"
    echo "$(grep -E '^(summary|totals):' "$out" | tail -1 | awk '{print $2}') $res"
    rm -f "$out"
}

for series in "${SERIES[@]}"; do
    name="${series%%:*}"
    players="${series#*:}"
    per_interp=null
    per_compiled=null
    for interp in 1 0; do
        i0=0
        if [ "$PLAY_ALONE" = 0 ]; then
            read -r i0 _ _ <<<"$(instructions 0 "$interp" "$name" "$players")"
        fi
        read -r i1 decisions build1 build2 <<<"$(instructions "$GAMES" "$interp" "$name" "$players")"
        build="$build1${build2:+ $build2}"
        if [ "$interp" = 0 ] && [ "$build" = "interpreted" ]; then
            echo "$name ${players}p: no compiled build installed for $PY"
            break
        fi
        per=$(( (i1 - i0) / decisions ))
        if [ "$interp" = 1 ]; then per_interp=$per; else per_compiled=$per; fi
        echo "$name ${players}p, $build: $per instructions per decision" \
            "($decisions decisions in $GAMES games, $(( (i1 - i0) / GAMES )) instructions per game)"
    done
    ratio=null
    if [ "$per_compiled" != null ] && [ "$per_compiled" -gt 0 ]; then
        ratio="$(awk -v a="$per_interp" -v b="$per_compiled" 'BEGIN { printf "%.2f", a / b }')"
    fi
    printf '{"game": "%s", "players": %s, "games": %s, "decisions": %s, ' \
        "$name" "$players" "$GAMES" "$decisions"
    printf '"interpreted_instructions_per_decision": %s, ' "$per_interp"
    printf '"compiled_instructions_per_decision": %s, "ratio": %s, ' "$per_compiled" "$ratio"
    printf '"play_alone": %s}\n' "$([ "$PLAY_ALONE" = 1 ] && echo true || echo false)"
done
