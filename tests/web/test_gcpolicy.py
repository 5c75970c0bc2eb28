"""The server's garbage-collection policy (issue 8, item 7): survivors of young collections
are frozen, so collections no longer scan every game; a periodic full collection still
frees reference cycles among old objects."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
from waits import wait_until

from tomecraft.interfaces.web.gcpolicy import YOUNG_THRESHOLD, GcPolicy


class Node:
    """An object that can sit in a reference cycle (and be watched with a weakref)."""

    def __init__(self) -> None:
        self.other: Node | None = None


@pytest.fixture
def policy() -> Iterator[GcPolicy]:
    # no thread: the test runs the full collection itself, and nothing freezes meanwhile
    p = GcPolicy(full_interval=0, freeze_interval=0)
    gc.collect()
    p.start()
    yield p
    p.stop()


def _old_cycle() -> weakref.ref[Node]:
    """A two-object cycle that lives through a generation-1 collection, then is dropped."""
    a, b = Node(), Node()
    a.other, b.other = b, a
    gc.collect(1)
    assert gc.get_freeze_count() > 0  # the survivors were frozen
    return weakref.ref(a)


def test_survivors_are_frozen_and_full_collections_skip_them(policy: GcPolicy) -> None:
    ref = _old_cycle()
    gc.collect(2)  # an ordinary full collection no longer looks at frozen objects
    assert ref() is not None
    assert policy.full_collection() >= 2  # the policy's own full collection does
    assert ref() is None and policy.full_runs == 1
    assert gc.get_freeze_count() > 0  # what survived it is frozen again


def test_young_garbage_is_still_collected(policy: GcPolicy) -> None:
    a, b = Node(), Node()
    a.other, b.other = b, a
    ref = weakref.ref(a)
    del a, b
    gc.collect(0)
    assert ref() is None


def test_stop_gives_everything_back_to_the_collector() -> None:
    before = gc.get_threshold()
    p = GcPolicy(full_interval=0, freeze_interval=0)
    p.start()
    p.start()  # idempotent
    # young collections every YOUNG_THRESHOLD allocations while installed
    assert gc.get_threshold() == (YOUNG_THRESHOLD, *before[1:])
    ref = _old_cycle()
    p.stop()
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
    assert p._after_collection not in gc.callbacks
    gc.collect()
    assert ref() is None


def test_the_full_collection_thread_runs_on_its_interval() -> None:
    p = GcPolicy(full_interval=0.05, freeze_interval=0)
    p.start()
    try:
        wait_until(lambda: p.full_runs >= 1, "a full collection on the policy's thread",
                   interval=0.01)
    finally:
        p.stop()
    assert gc.get_freeze_count() == 0


def test_the_thread_freezes_what_is_alive_without_a_collection() -> None:
    """Session 13: every ``freeze_interval`` s what is alive moves to the permanent
    generation without a scan (young collections then scan one interval's objects, not
    the games' whole working set); stop gives it back."""
    gc.collect()
    p = GcPolicy(full_interval=0, freeze_interval=0.05)
    p.start()
    try:
        kept = [Node() for _ in range(100)]
        collections = gc.get_stats()[0]["collections"]
        wait_until(lambda: p.freezes >= 2 and gc.get_freeze_count() >= len(kept),
                   "two freezes on the policy's thread", interval=0.01)
        assert gc.get_count()[0] < YOUNG_THRESHOLD
    finally:
        p.stop()
    assert gc.get_freeze_count() == 0
    assert gc.get_stats()[0]["collections"] - collections <= 1  # frozen, not scanned
