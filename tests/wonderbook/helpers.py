"""Helpers for the Wonder Book tests: the small test pack and driving states."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tomecraft.core import CHANCE, Rng, get_game
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.state import WonderState

GAME = get_game("wonderbook")
TESTPACK = str(Path(__file__).parent / "testpack")


def arena(players: int, heroes: list[str], **cfg: Any) -> WonderState:
    """A game of the test pack's arena chapter, at round 1's players' phase."""
    config = {"pack": TESTPACK, "players": players, "heroes": heroes, "max_rounds": 99, **cfg}
    st = GAME.new_state(config, Rng(0))
    assert isinstance(st, WonderState)
    return st


def to_round_stage(st: WonderState, stage: int) -> None:
    """Drop the pending tasks down to the round and restart it at ``stage`` (1: enemies)."""
    while type(st.stack[-1]).__name__ != "Round":
        st.stack.pop()
    st.stack[-1].stage = stage  # type: ignore[attr-defined]
    st.settle()


def do(st: WonderState, option: int, kind: str | None = None) -> None:
    d = st.decision()
    assert d is not None
    if kind is not None:
        assert d.kind == kind, (d.kind, kind, d.ids)
    assert option in d.ids, (d.kind, option, d.ids)
    st.apply(option)


def play_random(st: WonderState, rng: Rng, limit: int = 20000) -> int:
    n = 0
    while st.decision() is not None and n < limit:
        d = st.decision()
        assert d is not None
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
        n += 1
    return n


def hero(st: WonderState, hid: str) -> int:
    return [st.c.heroes[h].id for h in st.heroes].index(hid)


def zone(st: WonderState, zid: str) -> int:
    return st.ch.zone_index[zid]


__all__ = ["GAME", "TESTPACK", "A", "arena", "do", "hero", "play_random", "to_round_stage", "zone"]
