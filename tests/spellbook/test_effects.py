"""The coach's why in SpellBook (``topics.effects``): the familiar's value, spells
raised, points and the pool, each signed good-for-the-seat and worded by its direction;
nothing for what did not change."""

from __future__ import annotations

from typing import Any

from tomecraft.games.spellbook.data import familiar_value
from tomecraft.games.spellbook.topics import effects

from .helpers import SET1, make


def _effects(before: dict[str, Any], after: dict[str, Any], seat: int = 0) -> dict[str, Any]:
    got = effects(make(spells=SET1, seats=[before, {}]), make(spells=SET1, seats=[after, {}]),
                  seat)
    return {e.key: (e.amount, e.text.key, dict(e.text.args)) for e in got}


def test_no_change_no_effect() -> None:
    assert _effects({"pool": "Gs Ro"}, {"pool": "Gs Ro"}) == {}


def test_storing_tokens_gains_familiar_points_and_spends_the_pool() -> None:
    worth = familiar_value(2)
    assert worth > 0
    assert _effects({"pool": "Gs Ro Pt"}, {"pool": "Gs", "familiar": "Ro Pt"}) == {
        "familiar": (float(worth), "sb-effect-familiar", {"tokens": 2, "points": worth}),
        "points": (float(worth), "core-effect-points", {"points": worth}),
        "pool": (-2.0, "sb-effect-pool-spent", {"tokens": 2}),
    }


def test_points_lost_and_pool_grown() -> None:
    worth = familiar_value(2)
    assert _effects({"familiar": "Ro Pt"}, {"pool": "Ro"}) == {
        "familiar": (float(-worth), "sb-effect-familiar", {"tokens": 0, "points": 0}),
        "points": (float(-worth), "core-effect-points-lost", {"points": worth}),
        "pool": (1.0, "sb-effect-pool", {"tokens": 1}),
    }


def test_only_the_seat_asked_about_counts() -> None:
    assert _effects({"pool": "Gs"}, {"familiar": "Gs"}, 1) == {}
