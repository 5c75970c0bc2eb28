"""The compiled (mypyc) and interpreted builds: identical games and a named build
(``tomecraft build`` itself: ``tests/test_compile.py``).

The equivalence test plays seeded bot games in this process (whichever build the test
run imported) and again in a child process with ``TOMECRAFT_INTERPRETED=1`` (every
module from its source), and compares the state hash after every decision. On the
compiled build (CI runs it there) that is compiled against interpreted.
``TOMECRAFT_EXPECT_BUILD`` (``compiled`` or ``interpreted``), when set, checks that the
test run really imported that build.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tomecraft.bots import Bot, make_bot
from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.bots.play import play_match
from tomecraft.build import COMPILED, INTERPRETED, build_name, is_compiled
from tomecraft.core import Match, derive_seed, get_game

ROOT = Path(__file__).resolve().parent.parent

#: (game, configuration, bot kinds, seed): "mcts" is a small search (8 iterations).
CASES: list[tuple[str, dict[str, Any], list[str], int]] = [
    ("spellbook", {"players": 4, "set": "classic"}, ["random", "greedy", "random", "greedy"], 3),
    ("spellbook", {"players": 2, "set": "1"}, ["mcts", "greedy"], 5),
    ("spellbook", {"players": 1, "difficulty": 2}, ["greedy"], 8),
    ("wonderbook", {"players": 3, "chapter": "one"}, ["greedy", "random", "greedy"], 2),
    ("madness", {"players": 3}, ["random", "greedy", "random"], 4),
]


def _bot(kind: str, game_name: str, seat: int, seed: int) -> Bot:
    game = get_game(game_name)
    if kind == "mcts":
        return MCTSBot(game, seat, seed, SearchConfig(iterations=8, rollout_decisions=6))
    return make_bot(kind, game, seat, seed)


def trace(game: str, config: dict[str, Any], bots: list[str], seed: int) -> list[str]:
    """The state hash after every decision of one seeded bot game (chance included)."""
    match = Match(game, config, seed)
    seats = [_bot(b, game, s, derive_seed(seed, 1000 + s)) for s, b in enumerate(bots)]
    hashes = [match.state.state_hash()]
    play_match(match, seats, on_step=lambda *_: hashes.append(match.state.state_hash()))
    return hashes


def _interpreted_traces() -> dict[str, Any]:
    code = (
        "import json, sys\n"
        f"sys.path.insert(0, {str(ROOT / 'tests')!r})\n"
        "import test_builds as t\n"
        "from tomecraft.build import build_name\n"
        "print(json.dumps({'build': build_name(),"
        " 'traces': [t.trace(*case) for case in t.CASES]}))\n"
    )
    env = {**os.environ, "TOMECRAFT_INTERPRETED": "1"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    ).stdout
    data: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return data


def test_expected_build() -> None:
    expected = os.environ.get("TOMECRAFT_EXPECT_BUILD")
    if expected is None:
        pytest.skip("TOMECRAFT_EXPECT_BUILD is not set")
    assert expected in ("compiled", "interpreted")
    assert build_name() == (COMPILED if expected == "compiled" else INTERPRETED)


def test_both_builds_play_identical_games() -> None:
    theirs = _interpreted_traces()
    assert theirs["build"] == INTERPRETED
    for case, other in zip(CASES, theirs["traces"], strict=True):
        mine = trace(*case)
        assert len(mine) > 10
        first = next((i for i, (a, b) in enumerate(zip(mine, other, strict=False)) if a != b), None)
        assert first is None and len(mine) == len(other), (
            f"{case[0]} {case[1]}: the {build_name()} build diverges from the interpreted "
            f"one at decision {first} (lengths {len(mine)} and {len(other)})"
        )


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_quiet_play_is_the_same_game(case: tuple[str, dict[str, Any], list[str], int]) -> None:
    """``play_match`` without ``on_step`` builds no events (the state is quiet): the same
    decisions and final state as a game whose every step is narrated, and the state's
    ``quiet`` flag is restored afterwards."""
    game, config, bots, seed = case
    loud = Match(game, config, seed)
    narrated: list[int] = []
    seats = [_bot(b, game, s, derive_seed(seed, 1000 + s)) for s, b in enumerate(bots)]
    play_match(loud, seats, on_step=lambda _a, _o, events: narrated.append(len(events)))
    quiet = Match(game, config, seed)
    seats = [_bot(b, game, s, derive_seed(seed, 1000 + s)) for s, b in enumerate(bots)]
    assert play_match(quiet, seats) == len(loud.history)
    assert quiet.history == loud.history
    assert quiet.reveals == loud.reveals and quiet.forced == loud.forced
    assert quiet.state.state_hash() == loud.state.state_hash()
    assert quiet.state.quiet is False
    assert sum(narrated) > 0


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_play_chance_is_sample_then_play(case: tuple[str, dict[str, Any], list[str], int]) -> None:
    """``State.play_chance(rng)`` (a lazy chance decision answered without the legality
    check) leaves the state and the generator where ``play(sample_chance(rng))`` does,
    at every chance decision of a random game of each case's game; ``Match.play_chance``
    records what ``step`` records."""
    from tomecraft.core import CHANCE, Rng

    game, config, _bots, seed = case
    match = Match(game, config, seed)
    plain = Match(game, config, seed)
    pick = Rng(seed)
    chance = 0
    while (actor := match.state.actor()) is not None:
        if actor == CHANCE:
            other = match.state.clone()
            rng = Rng(0)
            rng.setstate(match.rng.getstate())
            want = other.sample_chance(rng)
            other.play(want)
            option = match.play_chance()
            assert option == want
            assert match.state.state_hash() == other.state_hash()
            assert match.rng.getstate() == rng.getstate()
            plain.step(plain.state.sample_chance(plain.rng))
            chance += 1
        else:
            option = pick.choice(match.state.legal_ids())
            match.step(option)
            plain.step(option)
        assert match.history == plain.history and match.reveals == plain.reveals
        assert match.forced == plain.forced
    assert chance > 5


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_actor_id_is_actor(case: tuple[str, dict[str, Any], list[str], int]) -> None:
    """``State.actor_id()`` (the playing loop's) is ``actor()`` as an integer, ``NOBODY`` for
    ``None``: the state's own and ``State``'s default, before every decision of a random
    game of each case's game and at its end."""
    from tomecraft.core import NOBODY, Rng, State

    game, config, _bots, seed = case
    match = Match(game, config, seed)
    pick = Rng(seed)
    while True:
        st = match.state
        actor = st.actor()
        want = NOBODY if actor is None else actor
        assert st.actor_id() == want and State.actor_id(st) == want
        if actor is None:
            break
        match.step(st.sample_chance(match.rng) if actor < 0 else pick.choice(st.legal_ids()))
    assert len(match.history) > 10


def test_rng_halves_give_the_big_integer_stream() -> None:
    """The generator's native path (32-bit halves, what a compiled build draws with) gives
    exactly the big-integer SplitMix64 outputs and ``below`` results, edge states too."""
    from tomecraft.core import rng as R

    starts = [R._mix(seed) for seed in range(60)]
    starts += [0, R._MASK, R._MASK - R._GOLDEN, (1 << 32) - 1, 1 << 32, R._M32 << 32]
    bounds = [1, 2, 3, 7, 10, 53, 1000, 2**16 + 1, 2**29 + 12345, 2**30 - 1]
    checked = 0
    for start in starts:
        native, big = R.Rng(), R.Rng()
        native.setstate(start)
        big.setstate(start)
        for i in range(40):
            hi, lo = native._next_halves()
            state = (big.getstate() + R._GOLDEN) & R._MASK
            big.setstate(state)
            z = R._mix(state)
            assert (hi << 32) | lo == z
            assert native.getstate() == big.getstate() == native.state
            n = bounds[i % len(bounds)]
            assert (hi * n + ((lo * n) >> 32)) >> 32 == (z * n) >> 64
            checked += 1
    assert checked == len(starts) * 40
    a, b = R.Rng(99), R.Rng(99)
    assert [a.below(n) for n in bounds * 5] == [(b.next64() * n) >> 64 for n in bounds * 5]


def _mix_big(z: int) -> int:
    """SplitMix64's finaliser on big integers (the plain formula)."""
    mask = (1 << 64) - 1
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)


def test_seeding_gives_the_big_integer_formulas() -> None:
    """``Rng(seed)`` starts at ``mix(seed mod 2**64)`` and ``derive_seed(seed, index)`` is
    ``mix((mix(seed) + (index + 1) * GOLDEN) mod 2**64)``, as big integers give them, on
    the native halves (compiled) as on the plain path: short and big seeds, negative ones,
    seeds past 2**64, indexes across the native path's bound (2**30)."""
    from tomecraft.core import rng as R

    mask, golden = (1 << 64) - 1, 0x9E3779B97F4A7C15
    src = R.Rng(2024)
    seeds = [0, 1, -1, 12345, (1 << 62) - 1, 1 << 62, (1 << 63) + 5, mask, 1 << 64,
             (1 << 70) + 3, -(1 << 65) - 7] + [src.next64() >> src.below(64) for _ in range(200)]
    indexes = [0, 1, 7, 1000, 1003, (1 << 30) - 1, 1 << 30, 1 << 40, -1, -5]
    for i, seed in enumerate(seeds):
        assert R.Rng(seed).getstate() == _mix_big(seed & mask)
        for index in [*indexes[i % 3 :: 3], i]:
            want = _mix_big((_mix_big(seed & mask) + (index + 1) * golden) & mask)
            assert derive_seed(seed, index) == want, (seed, index)


def test_version_names_the_build() -> None:
    from tomecraft.interfaces.cli.app import app

    result = CliRunner().invoke(app, ["--version"], env={"TOMECRAFT_LANG": "en"})
    assert result.exit_code == 0
    expected = "compiled (mypyc)" if is_compiled() else "interpreted"
    assert expected in result.output
    other = "interpreted" if is_compiled() else "compiled (mypyc)"
    assert other not in result.output


def test_interpreted_switch_masks_compiled_modules() -> None:
    code = "from tomecraft.cli import main; main()"
    env = {**os.environ, "TOMECRAFT_INTERPRETED": "1", "TOMECRAFT_LANG": "en"}
    out = subprocess.run(
        [sys.executable, "-c", code, "--version"], capture_output=True, text=True, env=env
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith(", interpreted")
