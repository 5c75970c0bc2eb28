"""Random-play throughput of the engine, interpreted against compiled (mypyc), in one run.

For SpellBook (classic set, 4 players), The Big Book of Madness (3 players) and Wonder
Book (chapter one, 2 and 4 players): the three games at their common player counts,
every seat a random bot. It plays the same seeded games with both builds of the
installed ``tomecraft`` and prints games per CPU-second (``time.process_time``), games
per wall second and decisions per CPU-second for each, and the compiled/interpreted
ratio. Each measurement runs in a fresh child process: the interpreted one with the
compiled extension modules masked (``TOMECRAFT_INTERPRETED=1``: every ``tomecraft``
module is loaded from its ``.py`` source), the compiled one as installed; rounds
alternate between the two so that load on a shared machine hits both alike. Needs a
compiled install (``pip install .``, then ``tomecraft build``); with an editable or
interpreted install the compiled figures are ``null``. Run from the repository root::

    python bench/spellbook_throughput.py                 # a table
    python bench/spellbook_throughput.py --json          # one JSON line per series
    python bench/spellbook_throughput.py --game wonderbook:2,madness

``--json`` prints one line per series (a game at a player count), SpellBook's first, e.g.
``{"game": "spellbook", "players": 4, "interpreted_games_per_cpu_s": ...,
"compiled_games_per_cpu_s": ..., "ratio": ...}`` (``ratio``: compiled games per CPU-second
over interpreted ones). ``--game`` takes games (each at its common player counts) or
``game:players``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

#: Each game's configuration besides its player count.
CONFIGS: dict[str, dict[str, Any]] = {
    "spellbook": {"set": "classic"},
    "madness": {},
    "wonderbook": {"chapter": "one"},
}
#: The series measured by default: each game at its common player counts, SpellBook first.
SERIES: tuple[tuple[str, int], ...] = (
    ("spellbook", 4),
    ("madness", 3),
    ("wonderbook", 2),
    ("wonderbook", 4),
)


def parse_series(text: str) -> list[tuple[str, int]]:
    """``"spellbook,wonderbook:2"`` as series: a bare game name stands for its common
    player counts (:data:`SERIES`); ``ValueError`` naming an unknown game or count."""
    out: list[tuple[str, int]] = []
    for item in (x.strip() for x in text.split(",")):
        if not item:
            continue
        name, _, count = item.partition(":")
        if name not in CONFIGS:
            raise ValueError(f"unknown game {name!r}; choose from {', '.join(CONFIGS)}")
        if not count:
            out.extend(s for s in SERIES if s[0] == name)
        elif count.isdigit() and int(count) > 0:
            out.append((name, int(count)))
        else:
            raise ValueError(f"bad player count in {item!r}")
    return out

@dataclass(frozen=True)
class Sample:
    build: str
    games: int
    decisions: int
    cpu: float
    wall: float


def child(game_name: str, players: int, games: int, seed: int) -> dict[str, Any]:
    """Play ``games`` random games of one series in this process and time them."""
    import gc

    from tomecraft.bots import play_game
    from tomecraft.build import build_name
    from tomecraft.core import derive_seed, get_game

    game = get_game(game_name)
    config = {"players": players, **CONFIGS[game_name]}
    play_game(game, config, ["random"] * players, derive_seed(seed + 7, 0))  # warm-up
    gc.collect()  # every build starts from the same collector state (see bench/callgrind.sh)
    decisions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        match = play_game(game, config, ["random"] * players, derive_seed(seed, i))
        decisions += len(match.history)
    return {
        "build": build_name(),
        "games": games,
        "decisions": decisions,
        "cpu": time.process_time() - cpu,
        "wall": time.perf_counter() - wall,
    }


def measure(game: str, players: int, games: int, seed: int, interpreted: bool) -> Sample:
    """Run :func:`child` in a fresh process (with the compiled modules masked if asked:
    ``TOMECRAFT_INTERPRETED=1``, see :mod:`tomecraft.build`)."""
    code = (
        "import json, runpy, sys\n"
        f"mod = runpy.run_path({__file__!r}, run_name='bench')\n"
        f"print(json.dumps(mod['child']({game!r}, {players}, {games}, {seed})))\n"
    )
    env = {**os.environ, "TOMECRAFT_INTERPRETED": "1" if interpreted else "0"}
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env
    ).stdout
    data = json.loads(out.strip().splitlines()[-1])
    return Sample(data["build"], data["games"], data["decisions"], data["cpu"], data["wall"])


def compare(game: str, players: int, games: int, seed: int, rounds: int) -> dict[str, Any]:
    """Both builds on the same games, ``rounds`` alternating rounds each."""
    totals: dict[str, list[Sample]] = {"interpreted": [], "compiled": []}
    for _ in range(rounds):
        totals["interpreted"].append(measure(game, players, games, seed, interpreted=True))
        compiled = measure(game, players, games, seed, interpreted=False)
        if compiled.build == "interpreted":  # nothing compiled is installed
            totals["compiled"] = []
        else:
            totals["compiled"].append(compiled)
    out: dict[str, Any] = {"game": game, "players": players}
    for build, samples in totals.items():
        if samples:
            g = sum(s.games for s in samples)
            cpu = sum(s.cpu for s in samples)
            out[f"{build}_games_per_cpu_s"] = round(g / cpu, 1)
            out[f"{build}_games_per_wall_s"] = round(g / sum(s.wall for s in samples), 1)
            out[f"{build}_decisions_per_cpu_s"] = round(sum(s.decisions for s in samples) / cpu)
            out[f"{build}_cpu_s"] = round(cpu, 2)
        else:
            out[f"{build}_games_per_cpu_s"] = None
    ic, cc = out["interpreted_games_per_cpu_s"], out["compiled_games_per_cpu_s"]
    out["ratio"] = round(cc / ic, 2) if ic and cc else None
    out["games"] = games * rounds
    return out


def instructions(game: str, players: int, games: int) -> dict[str, Any]:
    """The instructions per decision of both builds of this install for one series, from
    ``bench/callgrind.sh`` (``games`` random games under valgrind's callgrind): its JSON
    line's ``interpreted_instructions_per_decision``, ``compiled_instructions_per_decision``
    and their ``ratio`` (as ``instructions_ratio``)."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "callgrind.sh")
    env = {**os.environ, "PYTHONHASHSEED": os.environ.get("PYTHONHASHSEED", "0")}
    out = subprocess.run(
        ["bash", script, sys.executable, str(games), f"{game}:{players}"],
        check=True, capture_output=True, text=True, env=env,
    ).stdout
    data: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return {
        "interpreted_instructions_per_decision": data["interpreted_instructions_per_decision"],
        "compiled_instructions_per_decision": data["compiled_instructions_per_decision"],
        "instructions_ratio": data["ratio"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per build and round")
    parser.add_argument("--rounds", type=int, default=2, help="alternating rounds per build")
    parser.add_argument("--seed", type=int, default=1, help="series seed")
    parser.add_argument(
        "--game",
        default=",".join(CONFIGS),
        help="games (each at its common player counts) or game:players, comma-separated "
        "(default: all three)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON line per series")
    parser.add_argument(
        "--instructions",
        type=int,
        default=0,
        metavar="GAMES",
        help="also count instructions per decision of each build with bench/callgrind.sh "
        "over GAMES games (needs valgrind; PYTHONHASHSEED=0 unless set)",
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    try:
        series = parse_series(args.game)
    except ValueError as exc:
        parser.error(str(exc))
    if not args.json:
        print(
            f"random bots, {args.games} games x {args.rounds} rounds per build, seed "
            f"{args.seed} (Python {platform.python_version()}, {platform.machine()})"
        )
        print(
            "| game | players | interpreted games/CPU-s | compiled games/CPU-s | ratio "
            "| interpreted games/wall-s | compiled games/wall-s |"
        )
        print("|---|---|---|---|---|---|---|")
    for name, players in series:
        row = compare(name, players, args.games, args.seed, args.rounds)
        if args.instructions > 0:
            row.update(instructions(name, players, args.instructions))
        if args.json:
            first = {k: row[k] for k in ("players", "interpreted_games_per_cpu_s",
                                         "compiled_games_per_cpu_s", "ratio")}
            print(json.dumps({"game": name, **first, **row}), flush=True)
        else:
            print(
                f"| {name} | {row['players']} | {row['interpreted_games_per_cpu_s']} "
                f"| {row['compiled_games_per_cpu_s']} | {row['ratio']} "
                f"| {row.get('interpreted_games_per_wall_s')} "
                f"| {row.get('compiled_games_per_wall_s')} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
