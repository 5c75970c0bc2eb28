"""Loss statistics: the madness pile's lowest point and wins with an elimination."""

from __future__ import annotations

from typing import Any

from tomecraft.analysis.runners import game_extras
from tomecraft.games.madness import tasks as T
from tomecraft.games.madness.position import from_position
from tomecraft.games.madness.state import MadnessState

from .helpers import GAME, run


def _features(**kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "rounds_survived": 6,
        "won": True,
        "lost": "",
        "min_madness_pile": 10,
        "eliminated_players": 0,
    }
    base.update(kw)
    return base


def test_the_pile_low_point_follows_madness_taken_not_healed() -> None:
    st = from_position({"players": 2, "pile": 5, "seats": [{"hand": "W1 W1"}, {}]})
    assert st.min_pile == 5
    run(st, T.TakeMadness(0, 2, 1), seat=0)
    assert st.pile == 3 and st.min_pile == 3
    run(st, T.Heal(0, 1), seat=0)
    assert st.pile == 4 and st.min_pile == 3
    back = MadnessState.from_json(st.to_json())
    assert back.min_pile == 3 and st.clone().min_pile == 3
    extras = game_extras(st)
    assert extras["min_madness_pile"] == 3 and extras["eliminated_players"] == 0


def test_an_empty_pile_loses_and_counts_as_madness_pile() -> None:
    st = from_position({"players": 2, "pile": 1})
    run(st, T.TakeMadness(1, 2), seat=0)
    assert st.over and not st.won and st.lost == "madness" and st.min_pile == 0
    stats = GAME.summary_stats([game_extras(st)])
    assert "losses_by_cause" not in stats  # the team block's losses_by_reason counts it
    assert stats["mean_min_madness_pile"] == 0.0


def test_summary_counts_each_cause_and_wins_with_an_elimination() -> None:
    features = [
        _features(),
        _features(eliminated_players=1, min_madness_pile=2),
        _features(won=False, lost="monster", min_madness_pile=4),
        _features(won=False, lost="monster", min_madness_pile=6),
        _features(won=False, lost="eliminated", eliminated_players=3, min_madness_pile=0),
        _features(won=False, lost="madness", min_madness_pile=0),
    ]
    stats = GAME.summary_stats(features)
    assert stats["wins_with_eliminated"] == 1
    assert stats["mean_min_madness_pile"] == (10 + 2 + 4 + 6 + 0 + 0) / 6
    empty = GAME.summary_stats([])
    assert empty["mean_min_madness_pile"] is None


def test_madness_put_under_curses_lowers_the_piles_low_point() -> None:
    """Madness taken from the pile to lie under curses counts for the pile's lowest point
    (regression: only madness given to players was counted, so the low point could sit
    above the pile)."""
    from tomecraft.games.madness.tasks import VERB_TASKS

    from .helpers import at_action, new, run

    st = at_action(new(players=2, seed=4), 0)
    assert any(s >= 0 for s in st.slots)
    before = st.pile
    st.min_pile = before
    task = VERB_TASKS["madness_under"]
    run(st, task(0, 1))
    assert st.pile < before and st.min_pile == st.pile
