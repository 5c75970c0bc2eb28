"""The search levels' playouts stop at the same moment of the game for every candidate
(:class:`~tomecraft.games.wonderbook.game.RoundsAhead`), not after a number of decisions.

A stranger saw ``medium`` answer "Stop" where its hero could finish a stunned Wyrm. The
playouts were 12 decisions long: the option that left the Wyrm standing made the other
hero spend decisions on it, so its playouts stopped before the next enemies' phase (a
Wyrm card, new Wyrms), while the option that defeated it played through that phase and
looked worse."""

from __future__ import annotations

import pytest

from tomecraft.bots import make_bot
from tomecraft.bots.rollout import ChanceStreams, settle
from tomecraft.core import Decision, Rng
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import chapter
from tomecraft.games.wonderbook.game import SEARCH_LEVELS, RoundsAhead
from tomecraft.games.wonderbook.position import from_position
from tomecraft.games.wonderbook.state import WonderState

from .helpers import GAME
from .test_creature_actions import _roll


def _last_hit_on_a_stunned_wyrm() -> tuple[WonderState, Decision]:
    """Chapter one, "Save the Meadow" (defeat 3 Wyrms or hold out 5 rounds), 1 destiny
    left: Sid has played; Lara spends her last action on an attack, rolls one hit and may
    put it on the stunned Wyrm in her zone (one hit defeats it) or stop."""
    st = from_position({
        "chapter": "one", "players": 2, "objective": 6, "destiny": 1,
        "heroes": [{"hero": "lara", "zone": "gear-room"}, {"hero": "sid", "zone": "gear-room"}],
        "wyrms": [{"zone": "gear-room", "stunned": True}],
    })
    st.apply(A.HERO + 1)
    st.apply(A.PASS)  # Sid ends his turn: Lara plays last
    turn = st.stack[-1]
    assert isinstance(turn, chapter.Turn) and turn.hero == 0
    turn.left = 1
    st.apply(A.ATTACK)
    _roll(st, 1)
    d = st.decision()
    assert d is not None and d.kind == "target" and d.ids == (A.PASS, A.WYRM + 0), d
    return st, d


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_search_finishes_a_stunned_wyrm(level: str) -> None:
    st, d = _last_hit_on_a_stunned_wyrm()
    picks = [make_bot(level, GAME, d.actor, seed).choose(st) for seed in range(10)]
    # before the horizon in rounds: medium stopped in 3 of these 10 seeds, hard in 1
    assert picks == [A.WYRM + 0] * 10, picks


def test_every_level_stops_its_playouts_at_the_next_round() -> None:
    st, _ = _last_hit_on_a_stunned_wyrm()
    for level, settings in SEARCH_LEVELS.items():
        horizon = settings["horizon"]
        assert isinstance(horizon, RoundsAhead) and horizon.rounds == 1, level
    later = st.clone()
    assert not RoundsAhead(1)(st, later)
    later.rounds += 1
    assert RoundsAhead(1)(st, later)
    later.rounds = 0  # a new objective counts its rounds from 0; the chapter's go on
    later.total_rounds = st.total_rounds + st.rounds + 1
    assert RoundsAhead(1)(st, later)


def test_chance_streams_keep_the_cards_when_the_dice_differ() -> None:
    """Common random numbers by kind (:class:`ChanceStreams`): a playout that rolled once
    more still reveals the same Wyrm cards; one generator for all chance did not."""
    one, other = ChanceStreams(7), ChanceStreams(7)
    other.get("dice").next64()  # one more roll in this playout
    assert [one.get("wyrm-card").next64() for _ in range(3)] == [
        other.get("wyrm-card").next64() for _ in range(3)
    ]
    assert ChanceStreams(8).get("wyrm-card").next64() != ChanceStreams(7).get("wyrm-card").next64()
    st, _ = _last_hit_on_a_stunned_wyrm()
    st.apply(A.WYRM + 0)  # Lara's turn ends: the enemies' phase reveals a Wyrm card
    streams = ChanceStreams(3)
    settle(GAME, st, Rng(1), streams)
    assert "wyrm-card" in streams.by_kind  # drawn from its own generator
    for level, settings in SEARCH_LEVELS.items():
        assert settings["chance_streams"] is True, level
