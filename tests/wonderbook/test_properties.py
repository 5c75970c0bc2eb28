"""Properties over random games (hypothesis): hearts within the maximum, components
within the supply, Wyrms in play + reserve constant, exact JSON round trip, replay
determinism, illegal ids rejected with the state unchanged, no unread card in any view."""

from __future__ import annotations

import contextlib
import json

from helpers.games import play
from hypothesis import given, settings
from hypothesis import strategies as st_

from tomecraft.core import CHANCE, IllegalDecision, Match, Rng
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.state import WonderState

from .helpers import GAME, TESTPACK


def _check(st: WonderState, wyrms: int) -> None:
    for h in range(st.n_heroes):
        assert 0 <= st.hearts[h] <= st.hero_max(h)
        assert st.ko[h] == (st.hearts[h] == 0) or st.over
    assert st.hearts_supply() >= 0 and st.sparks_supply() >= 0
    assert min(st.sparks) >= 0 and min(st.zone_sparks) >= 0
    assert len(st.in_play()) + len(st.reserve()) == wyrms
    assert 0 <= st.destiny_up <= st.destiny_total
    assert (
        sum(st.passage_deck)
        + sum(st.passage_discard)
        + sum(1 for items in st.items for i in items if i >= A.PASSAGE_ITEM)
        == 16
    )
    view = json.dumps(st.view(0))
    unread = [i for i in range(len(st.ch.cards)) if i not in st.read and i >= st.cursor]
    data = st.view(None)
    assert all(i in st.read for i in data["removed"])
    for p in data["piles"].values():
        assert p["top"] is None or isinstance(p["top"], int)
    assert "options" not in (data["decision"] or {})
    del view, unread


@settings(max_examples=12, deadline=None)
@given(
    seed=st_.integers(0, 2**32),
    players=st_.integers(1, 4),
    pack=st_.sampled_from(["original", TESTPACK]),
)
def test_random_games_keep_invariants(seed: int, players: int, pack: str) -> None:
    cfg = {"players": players, "pack": pack, "max_rounds": 8}
    m = Match(GAME, cfg, seed)
    st = m.state
    assert isinstance(st, WonderState)
    wyrms = len(st.reserve())
    rng = Rng(seed ^ 0xABC)
    steps = 0
    while not m.is_over() and steps < 3000:
        d = m.state.decision()
        assert d is not None
        if steps % 17 == 0:
            before = m.state.state_hash()
            bad = next(i for i in range(A.NUM_ACTIONS) if i not in d.ids)
            with contextlib.suppress(IllegalDecision):
                m.state.apply(bad)
            assert m.state.state_hash() == before
        if steps % 23 == 0:
            again = WonderState.from_json(json.loads(json.dumps(m.state.to_json())))
            assert again.to_json() == m.state.to_json()
            assert again.decision() == m.state.decision()
        option = m.state.sample_chance(m.rng) if d.actor == CHANCE else rng.choice(d.ids)
        m.step(option)
        _check(m.state, wyrms)  # type: ignore[arg-type]
        steps += 1
    replay = Match.from_game_file(json.loads(json.dumps(m.game_file())))
    assert replay.state.state_hash() == m.state.state_hash()


def test_observation_and_determinizer_use_the_view() -> None:
    m = Match(GAME, {"players": 2}, 3)
    rng = Rng(1)
    play(m, 60, lambda d: rng.choice(d.ids))
    obs = GAME.observation(m.state, 0)
    assert len(obs) == GAME.observation_size(m.config) and all(0.0 <= x <= 1.0 for x in obs)
    sample = GAME.determinizer(m.state.view(0), 0)(Rng(2))
    assert sample.state_hash() == m.state.state_hash()
