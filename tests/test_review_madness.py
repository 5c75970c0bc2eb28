"""The coach's Madness judge (issue 24, :mod:`tomecraft.games.madness.coach`).

Rules checked here:

* Madness options are scored by the game's coach module: playouts stop at its horizon
  and its ``value`` (a chance of winning) scores them, ``win`` reporting the same chance;
  other games keep their playouts to the end (they have no coach module);
* the chance is 1 for a won game, 0 for a lost one, and rises with the leaf value at
  every stage of the game (the fitted mapping is monotone where it is used);
* a coach playout stops at the horizon of the ``hard`` level: the first action decision
  of the next turn (two turns under the final monster).
"""

from __future__ import annotations

import pytest

from tomecraft.analysis.playouts import value_options
from tomecraft.bots import play_game
from tomecraft.core import Match, get_game
from tomecraft.games.madness import coach
from tomecraft.games.madness.search import SEARCH_LEVELS
from tomecraft.games.madness.state import MadnessState


def _position(seed: int = 7, skip: int = 30) -> tuple[Match, MadnessState, int]:
    """A 3-player Madness match (greedy bots) stopped at its ``skip``-th real choice."""
    game = get_game("madness")
    match = play_game(game, {"players": 3}, ["greedy"] * 3, seed)
    fresh = Match.from_game_file({**match.game_file(), "decisions": []})
    steps = fresh.replay_steps(match.game_file()["decisions"])
    seen = 0
    while True:
        d = fresh.state.decision()
        assert d is not None, "the game ended before the wanted choice"
        if d.actor >= 0 and len(d.ids) > 1:
            seen += 1
            if seen == skip:
                break
        next(steps)
    st = fresh.state
    assert isinstance(st, MadnessState)
    return fresh, st, d.actor


def test_madness_options_are_scored_by_the_coach_module(monkeypatch: pytest.MonkeyPatch) -> None:
    match, state, seat = _position()
    stops: list[int] = []

    def value(st: MadnessState, s: int) -> float:
        stops.append(st.turn)
        return 0.25

    monkeypatch.setattr(coach, "value", value)
    values = value_options(match.game, state, seat, samples=3, width=4)
    assert stops and all(v.value == pytest.approx(0.25) for v in values)
    assert all(v.win == v.value for v in values)
    assert get_game("spellbook").game_module("coach") is None
    assert get_game("wonderbook").game_module("coach") is None


def test_the_chance_is_the_result_at_the_end_and_rises_with_the_leaf_value(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = get_game("madness")
    for seed in (1, 2, 3, 4):
        final = play_game(game, {"players": 3}, ["greedy"] * 3, seed).state
        assert isinstance(final, MadnessState) and final.over
        assert coach.value(final, 0) == (1.0 if final.won else 0.0)
    _, state, _ = _position()
    for progress in (0.0, 0.5, 1.0):
        monkeypatch.setattr(MadnessState, "progress", lambda self, p=progress: p)
        chances = []
        for leaf in range(-400, 401, 50):
            monkeypatch.setattr(coach, "leaf_value", lambda st, v=leaf: float(v))
            chances.append(coach.value(state, 0))
        assert all(0.0 < c < 1.0 for c in chances)
        assert chances == sorted(chances) and chances[-1] - chances[0] > 0.5, (progress, chances)


def test_a_coach_playout_stops_at_hards_horizon() -> None:
    horizon = SEARCH_LEVELS["hard"]["horizon"]
    assert (coach.HORIZON.turns, coach.HORIZON.final) == (horizon.turns, horizon.final)
    _, state, _ = _position()
    assert not coach.horizon(state, state)  # the same turn never stops
