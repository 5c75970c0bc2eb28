"""Soak: thousands of whole random-bot games (classic set) with zero errors.

2,000 four-player games and 1,000 solo games, split into chunks of 100 so that
``pytest -n 2`` spreads them over the workers. Every game must end (the play loop fails
after 100,000 decisions), and each finished game is checked for token conservation,
limits and scoring. The long soak is marked ``soak`` (the README's test command leaves it
to its own CI leg, ``-m soak``); a short run of the same checks (the first games of each
series) runs by default.
"""

from __future__ import annotations

import pytest

from tomecraft.bots import play_game
from tomecraft.core import CHANCE, derive_seed, get_game
from tomecraft.games.spellbook import data as D
from tomecraft.games.spellbook.state import SpellBookState

GAME = get_game("spellbook")
CHUNK = 100
SOAK_SEED = 20_240_601
#: Games of each series in the default (short) run.
SHORT = 50


def check_finished(st: SpellBookState) -> None:
    assert st.decision() is None and st.over and st.end_triggered
    assert st.token_census() == 105
    counts = [0] * D.NUM_KINDS
    for vec in (st.bag, st.altar, st.discard, *st.pools):
        assert min(vec) >= 0
        for k, c in enumerate(vec):
            counts[k] += c
    for seq in (*st.familiars, st.opp_board, st.opp_bottom):
        for k in seq:
            counts[k] += 1
    for seat in range(st.players):
        assert sum(st.pools[seat]) <= D.POOL_LIMIT
        assert len(st.familiars[seat]) <= D.FAMILIAR_SPACES
        for s in range(21):
            level, marker = st.levels[seat][s], st.markers[seat][s]
            assert level in (0, 3, 4, 5)
            assert (level > 0) == (marker >= 0)  # no learn is half paid at the end
            if marker >= 0:
                counts[marker] += 1
                assert D.colour_of(marker) == D.SPELLS[s].colour
    assert counts == [D.TOKENS_PER_KIND] * D.NUM_KINDS
    bd = st.breakdown()
    assert bd.totals[: st.players] == st.scores()
    assert set(st.winners()) <= set(range(st.players))


def run_chunk(players: int, series: int, chunk: int, size: int = CHUNK) -> None:
    config = {"players": players, "set": "classic"}
    for i in range(chunk * size, (chunk + 1) * size):
        seed = derive_seed(SOAK_SEED + series, i)
        try:
            match = play_game(GAME, config, ["random"] * players, seed)
            state = match.state
            assert isinstance(state, SpellBookState)
            check_finished(state)
            assert any(a == CHANCE for a, _ in match.history)
        except Exception as exc:  # pragma: no cover - reported with its reproducer
            raise AssertionError(
                f"soak game {i} failed: players={players} set=classic seed={seed} "
                f"(replay: play_game(get_game('spellbook'), {config!r}, "
                f"['random'] * {players}, {seed}))"
            ) from exc


@pytest.mark.parametrize(("players", "series"), [(4, 4), (1, 1)])
def test_short_soak(players: int, series: int) -> None:
    run_chunk(players, series, 0, SHORT)


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(2000 // CHUNK))
def test_soak_four_players(chunk: int) -> None:
    run_chunk(4, 4, chunk)


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(1000 // CHUNK))
def test_soak_solo(chunk: int) -> None:
    run_chunk(1, 1, chunk)
