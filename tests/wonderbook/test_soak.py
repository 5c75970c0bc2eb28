"""Random games to the end for every player count (a short default run; the long soak is
marked ``soak``)."""

from __future__ import annotations

import pytest

from tomecraft.core import CHANCE, Match, Rng

from .helpers import GAME

CHAPTERS = ("tutorial", "one", "two")


def _play(players: int, seed: int) -> Match:
    """A random game of one of the shipped chapters (by seed), with the component limits and
    value ranges checked after every decision."""
    m = Match(GAME, {"players": players, "chapter": CHAPTERS[seed % 3], "practice": True}, seed)
    rng = Rng(seed + 1)
    n = 0
    while not m.is_over():
        d = m.state.decision()
        assert d is not None
        m.step(m.state.sample_chance(m.rng) if d.actor == CHANCE else rng.choice(d.ids))
        m.state.check_components()
        n += 1
        assert n < 50000
    return m


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_short_soak(players: int) -> None:
    for seed in range(25):
        m = _play(players, seed)
        assert m.state.winners() in ([], list(range(players)))


@pytest.mark.soak
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_soak_1000(players: int) -> None:
    for seed in range(1000):
        _play(players, 10_000 + seed)
