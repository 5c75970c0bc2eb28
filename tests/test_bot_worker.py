"""A bot worker of the web server is a fresh process that imports only what
:data:`~tomecraft.interfaces.web.botpool.PRELOAD` names and the game's own module, then
decodes the true state and lets the bot choose. Every game's state document, at every
kind of decision, must decode there (Madness's mage choice did not: its task was named
in a module the state never imported, and every game with a bot stalled on its first
bot move)."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from waits import GAME_WAIT

from tomecraft.bots import make_bot
from tomecraft.core import Match, get_game

GAMES = ("spellbook", "madness", "wonderbook")
#: Non-chance decisions sampled per game (the first of every kind, up to this many).
SAMPLES = 40

WORKER = """
import importlib, json, sys
from tomecraft.interfaces.web.botpool import PRELOAD, BotJob, run_job
for name in PRELOAD:
    importlib.import_module(name)
jobs = json.load(sys.stdin)
print(json.dumps([run_job(BotJob(**job)).option for job in jobs]))
"""


def _jobs(game: str, seed: int = 3) -> list[dict[str, Any]]:
    """One bot job at the first decision of each kind met in a random game."""
    gdef = get_game(game)
    match = Match(gdef, {"players": 2}, seed)
    bots = [make_bot("random", gdef, s, seed + s) for s in range(2)]
    jobs: list[dict[str, Any]] = []
    kinds: set[str] = set()
    while len(jobs) < SAMPLES:
        list(match.advance())
        d = match.state.decision()
        if d is None:
            break
        if d.kind not in kinds:
            kinds.add(d.kind)
            jobs.append({"module": type(gdef).__module__, "game": game, "level": "random",
                         "seat": d.actor, "seed": 1, "state": match.state.to_json()})
        match.step(bots[d.actor].choose(match.state))
    return jobs


@pytest.mark.parametrize("game", GAMES)
def test_a_fresh_worker_decodes_every_kind_of_decision(game: str) -> None:
    jobs = _jobs(game)
    assert len(jobs) >= 3
    done = subprocess.run([sys.executable, "-c", WORKER], input=json.dumps(jobs),
                          capture_output=True, text=True, timeout=GAME_WAIT)
    assert done.returncode == 0, done.stderr[-3000:]
    options = json.loads(done.stdout)
    gdef = get_game(game)
    for job, option in zip(jobs, options, strict=True):
        d = gdef.state_from_json(job["state"]).decision()
        assert d is not None and option in d.ids
