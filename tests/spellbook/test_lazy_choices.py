"""The lazy player decisions of issue 28's sixth round answer what the built ones answer.

A token choice (Take's, Store's), a phase decision that offers spells and a learn's
payment step are left unbuilt by their task's step (``StackState.lazy_choice``,
``lazy_options``): the quiet loop and the random bot read ``option_count`` and
``option_at``, and the legality check asks the task (``lazy_allows``) or the listed ids.
Before every such decision of real games, each of these answers what the decision built
on demand (``decision()``) answers. Run on both builds: compiled, the native code is the
one tested.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tomecraft.core import IllegalDecision, Match, Rng, get_game
from tomecraft.core.stack import _LAZY_PROMPT, StackState
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import NUM_KINDS
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.games.spellbook.tasks import (
    ALL_COLOURS,
    ALL_RUNES,
    Store,
    Take,
    token_allowed,
    token_at,
    token_count,
    token_options,
)

from .test_kept_counts import _play_checked


def _lazy(st: StackState) -> bool:
    d = st._decision
    return d is not None and d.prompt is _LAZY_PROMPT


def test_lazy_decisions_answer_what_the_built_ones_do() -> None:
    """Before every lazy decision of real games (1-4 players, random and greedy bots):
    its count, its option at each index (and an index past the end refused), the options
    the check lets through (every id of the action space tried), and a clone's answers,
    are those of the decision built on demand; an id it does not list is refused with
    the built decision's kind and ids, the state left as it was."""
    seen: Counter[str] = Counter()

    def check(st: SpellBookState) -> None:
        if not _lazy(st):
            return
        task = st.stack[-1]
        seen[type(task).__name__] += 1
        copy = st.clone()
        assert _lazy(copy)
        n = st.option_count()
        got = tuple(st.option_at(i) for i in range(n))
        with pytest.raises(IndexError):
            st.option_at(n)
        listed = st._lazy_ids
        if listed is None:
            allowed = {o for o in range(A.NUM_ACTIONS) if task.lazy_allows(st, o)}
        else:
            allowed = set(listed)
        assert _lazy(st)  # nothing above built it
        d = copy.decision()  # built on the copy
        assert d is not None and not _lazy(copy) and d.actor == st.actor_id()
        assert got == d.ids and allowed == set(d.ids)
        if type(task).__name__ == "PayLearn":  # listed at its step, built from the list:
            assert d.ids == tuple(task._options(copy))  # the payments worked out afresh
        assert (copy.option_count(), copy.option_at(n - 1)) == (n, d.ids[-1])
        bad = next(o for o in range(A.NUM_ACTIONS) if o not in allowed)
        before = st.state_hash()
        with pytest.raises(IllegalDecision) as refused:
            st.play(bad)
        assert (refused.value.decision, refused.value.allowed) == (d.kind, d.ids)
        assert st.state_hash() == before
        assert st.decision() == d  # built on the state too, kept

    assert _play_checked(check, 71) > 2000
    # every kind of lazy decision was met, many times
    assert min(seen[k] for k in ("Take", "Store", "DayTask", "PayLearn")) > 50, seen


def test_token_count_at_and_allowed_follow_token_options() -> None:
    """``token_count``, ``token_at`` and ``token_allowed`` answer from a count vector what
    the list of ``token_options`` (with PASS first when optional) answers: random vectors,
    masks and optional or not."""
    src = Rng(73)
    for i in range(600):
        counts = [src.below(3) if src.below(3) else 0 for _ in range(NUM_KINDS)]
        masks = (ALL_RUNES, ALL_COLOURS) if i % 3 else (1 + src.below(7), 1 + src.below(127))
        optional = bool(i % 2)
        want = ([A.PASS] if optional else []) + token_options(counts, *masks)
        assert token_count(counts, *masks) + optional == len(want)
        assert [token_at(counts, optional, j, *masks) for j in range(len(want))] == want
        with pytest.raises(IndexError):
            token_at(counts, optional, len(want), *masks)
        got = [o for o in range(A.NUM_ACTIONS) if token_allowed(counts, optional, o, *masks)]
        assert got == sorted(want)


def test_an_emptied_token_choice_pops_its_task() -> None:
    """A take or a store with no token to offer is done (popped), as ``token_choice``
    pops it, and offers nothing lazily."""
    st = Match("spellbook", {"players": 2, "set": "classic"}, 3).state
    assert isinstance(st, SpellBookState)
    for task in (Take(0, 1), Store(0, 1)):
        st.altar = [0] * NUM_KINDS
        st.pools[0] = [0] * NUM_KINDS
        st._pool_seen[0] = None
        st._altar_seen = None
        depth = len(st.stack)
        st.stack.append(task)
        assert task.step(st) is None and len(st.stack) == depth


def test_a_lazy_decision_of_a_finished_or_unknown_task_is_refused() -> None:
    """``option_at`` refuses an index once the game is over, and the base task's lazy
    methods say that it has none (a task returning ``lazy_choice`` must build it)."""
    game = get_game("spellbook")
    m = Match(game, {"players": 2}, 9)
    st = m.state
    assert isinstance(st, StackState)
    st.over = True
    st._decision = None
    assert st.option_count() == 0
    with pytest.raises(IndexError):
        st.option_at(0)
    with pytest.raises(NotImplementedError):
        super(Take, Take(0, 1)).lazy_decision(st)
