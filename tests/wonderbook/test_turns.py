"""Every turn is finite: every use of an extra-action instruction grants its actions again
(docs/rulings.md, Wonder Book 16), and the pack loader refuses content whose sources could
pay for themselves (``loops.py``), so random play that favours abilities stays bounded."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st_

from tomecraft.core import CHANCE, Rng
from tomecraft.games.wonderbook.state import WonderState

from .helpers import GAME, TESTPACK, A, arena, do, hero, zone

#: Far above what a turn needs (3 actions + extras, each a few decisions).
TURN_BOUND = 120
UPGRADES = (
    "sid-up-1",
    "sid-up-2",
    "lara-up-1",
    "lara-up-2",
    "ken-up-1",
    "ken-up-2",
    "tina-up-1",
    "tina-up-2",
)


def test_scout_grants_its_extra_action_on_every_use() -> None:
    st = arena(2, ["ken", "sid"], campaign={"upgrades": {"ken-up-2": 0}})
    ken = hero(st, "ken")
    st.sparks[ken] = 2
    scout = A.ABILITY + 3  # upgrade 2, side 0 (1 spark)
    do(st, A.HERO + ken, "next-hero")
    do(st, scout, "action")  # a normal action: 2 left
    do(st, A.ZONE + zone(st, "y"), "walk")
    d = st.decision()
    assert d is not None and d.kind == "action" and scout in d.ids
    assert dict(d.prompt.args)["left"] == 1  # the extra action, taken at once
    do(st, scout, "action")  # Scout again, with the extra action: another extra action
    do(st, A.ZONE + zone(st, "x"), "walk")
    d = st.decision()
    assert d is not None and d.kind == "action" and scout not in d.ids  # no spark left
    assert dict(d.prompt.args)["left"] == 1


def _turn_lengths(seed: int, players: int, sides: list[int], pack: str) -> list[int]:
    heroes = ["ken", "lara", "tina", "sid"][: max(2, players)]
    ups = dict(zip(UPGRADES, sides, strict=True))
    cfg = {
        "players": players,
        "pack": pack,
        "heroes": heroes,
        "max_rounds": 6,
        "campaign": {"upgrades": ups},
    }
    st = GAME.new_state(cfg, Rng(seed))
    assert isinstance(st, WonderState)
    rng = Rng(seed ^ 0x5EED)
    lengths = [0]
    for _ in range(20000):
        d = st.decision()
        if d is None:
            break
        if d.actor == CHANCE:
            option = st.sample_chance(rng)
        else:
            # Prefer abilities (the ones that grant actions), then anything.
            abilities = [i for i in d.ids if A.ABILITY <= i < A.INTERACT]
            option = rng.choice(abilities) if abilities and rng.below(10) else rng.choice(d.ids)
        events = st.apply(option)
        if any(e.kind == "turn" for e in events):
            lengths.append(0)
        lengths[-1] += 1
        assert lengths[-1] <= TURN_BOUND, (d.kind, lengths[-1])
    assert st.decision() is None
    return lengths


@settings(max_examples=15, deadline=None)
@given(
    seed=st_.integers(0, 2**32),
    players=st_.integers(1, 4),
    sides=st_.lists(st_.integers(0, 1), min_size=len(UPGRADES), max_size=len(UPGRADES)),
    pack=st_.sampled_from(["original", TESTPACK]),
)
def test_random_play_never_exceeds_a_bound_of_decisions_per_turn(
    seed: int, players: int, sides: list[int], pack: str
) -> None:
    lengths = _turn_lengths(seed, players, sides, pack)
    assert max(lengths) <= TURN_BOUND
