"""Draw, take and store tasks done are started again by the next one made (issue 28's
sixth round): ``SpellBookTable.new_draw``, ``new_take`` and ``new_store`` give a task
equal to the one the constructor makes, and a task kept for that is off the stack. Run on
both builds: compiled, the native code is the one tested.
"""

from __future__ import annotations

from tomecraft.core import Match
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.games.spellbook.tasks import ALTAR, FAMILIAR, Draw, Store, Take

from .test_kept_counts import _play_checked


def _state() -> SpellBookState:
    st = Match("spellbook", {"players": 2, "set": "classic"}, 5).state
    assert isinstance(st, SpellBookState)
    return st


def test_a_spare_task_started_again_is_the_new_one() -> None:
    """With a spare whose every field differs, each maker gives that same object, equal
    field by field to the task its constructor makes (defaults too), and keeps no spare;
    without one it makes a new task."""
    st = _state()
    for args in ((1, 3), (0, 2, ALTAR), (1, 1, ALTAR, 5)):
        st.spare_draw = spare = Draw(0, 9, FAMILIAR, 7)
        got = st.new_draw(*args)
        assert got is spare and got == Draw(*args) and st.spare_draw is None
        assert st.new_draw(*args) is not spare
    for kw in ({}, {"optional": False}, {"dest": FAMILIAR, "rune_mask": 2, "same": 1},
               {"colour_mask": 5}):
        st.spare_take = t = Take(1, 9, ALTAR, 1, 3, 2, False)
        got_t = st.new_take(0, 2, **kw)  # type: ignore[arg-type]
        assert got_t is t and got_t == Take(0, 2, **kw) and st.spare_take is None  # type: ignore[arg-type]
    for kw in ({}, {"optional": False}, {"rune_mask": 4, "same_colour": True},
               {"colour_mask": 6}):
        st.spare_store = s = Store(1, 9, 1, 3, True, False)
        got_s = st.new_store(0, 2, **kw)  # type: ignore[arg-type]
        assert got_s is s and got_s == Store(0, 2, **kw) and st.spare_store is None  # type: ignore[arg-type]


def test_spare_tasks_are_off_the_stack_and_not_cloned() -> None:
    """After every decision of real games, no spare task is on the stack (a task kept
    before it was popped would run twice), every spare is of its kind, and a clone keeps
    none of them (each state starts its own)."""
    kept = 0

    def check(st: SpellBookState) -> None:
        nonlocal kept
        for spare, kind in ((st.spare_draw, Draw), (st.spare_take, Take),
                            (st.spare_store, Store)):
            if spare is not None:
                kept += 1
                assert type(spare) is kind
                assert all(t is not spare for t in st.stack)
        copy = st.clone()
        assert (copy.spare_draw, copy.spare_take, copy.spare_store) == (None, None, None)

    assert _play_checked(check, 79) > 2000
    assert kept > 2000
