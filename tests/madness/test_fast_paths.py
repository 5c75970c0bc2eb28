"""Each fast path of The Big Book of Madness's engine against the plain rule it stands for.

Random games (both packs: the original one, and the transcription pack whose spells and
mages have ongoing entries, tokens and every trigger) are played with seeds that
Hypothesis chooses; at every decision the fast answer is compared with the plain one,
computed from scratch on the same position.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace
from itertools import product
from pathlib import Path
from typing import get_args

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from tomecraft.core import CHANCE, Match, Rng, State
from tomecraft.core.local_files import allow_local_files
from tomecraft.core.stack import LAZY_CHANCE
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import choices as CH
from tomecraft.games.madness import effects as E
from tomecraft.games.madness import options as OP
from tomecraft.games.madness import payment as P
from tomecraft.games.madness.data import ANY_N, VALUE, content
from tomecraft.games.madness.pack import Forbiddable
from tomecraft.games.madness.payment import payments, ranked_payments
from tomecraft.games.madness.state import MadnessState
from tomecraft.i18n import msg

from .helpers import GAME

TRANSCRIPTION = str(Path(__file__).parent / "transcription")
SEEDS = hs.integers(min_value=0, max_value=2**63 - 1)
CONFIGS = hs.fixed_dictionaries(
    {
        "players": hs.integers(min_value=2, max_value=5),
        "mode": hs.sampled_from(["normal", "terror", "nightmare"]),
        "difficulty": hs.sampled_from(["I", "II", "III"]),
    }
)


def plain_options(st: MadnessState, seat: int) -> list[int]:
    """The plain rule: every candidate :func:`~.options.action_refusal` does not refuse."""
    return [o for o in OP.action_candidates(st, seat) if OP.action_refusal(st, seat, o) is None]


def play(
    config: dict[str, object], seed: int, check: Callable[[MadnessState], None]
) -> MadnessState:
    """One random game, ``check`` called on every position where a player decides."""
    pack = config.get("pack")
    local: AbstractContextManager[object] = allow_local_files() if pack else nullcontext()
    with local:
        match = Match(GAME, config, seed)
        st = match.state
        assert isinstance(st, MadnessState)
        rng = Rng(seed ^ 0xFA57)
        for _ in range(20_000):
            d = st.decision()
            if d is None:
                return st
            if d.actor == CHANCE:
                match.step(st.sample_chance(match.rng))
                continue
            check(st)
            match.step(d.ids[rng.below(len(d.ids))])
    raise AssertionError("the game did not end")


def plain_avail(st: MadnessState, seat: int) -> list[int]:
    """What ``seat`` could pay per element, written plainly: every element card of its
    hand and of every support, at its value."""
    out = [0, 0, 0, 0]
    cards = [k for k in range(12) for _ in range(st.hands[seat][k])]
    for k in cards + [k for sup in st.supports for k in sup if k < 12]:
        out[k // 3] += VALUE[k]
    return out


def check_actions(st: MadnessState) -> None:
    """Every seat's action options (not only the deciding seat's: other seats' hands,
    spells and exhausted marks make other positions) equal the plain rule's; so does what
    each could pay (:meth:`~.MadnessState.avail`, written out)."""
    for seat in range(st.players):
        if st.mages[seat] >= 0 and not st.eliminated[seat]:
            assert OP.action_options(st, seat) == plain_options(st, seat), (seat, st.turn)
        assert st.avail(seat) == plain_avail(st, seat)
    d = st.decision()
    assert d is not None
    if d.kind == "action":
        assert list(d.ids[1:]) == plain_options(st, d.actor)


def plain_combos(
    st: MadnessState, seat: int, element: int, need: int
) -> list[tuple[tuple[int, int], ...]]:
    """Every multiset of the cards of ``element`` that ``seat`` may pay with (hand, then
    every support) whose values reach ``need``, cheapest first, written plainly: each
    count of each card kind of each place tried."""
    places: list[tuple[int, int, int]] = []
    for k in range(element * 3, element * 3 + 3):
        if st.hands[seat][k]:
            places.append((P.HAND, k, st.hands[seat][k]))
    for owner, sup in enumerate(st.supports):
        for k in range(element * 3, element * 3 + 3):
            if sup.count(k):
                places.append((owner, k, sup.count(k)))
    found = []
    for counts in product(*[range(n + 1) for _, _, n in places]):
        chosen = zip(places, counts, strict=True)
        cards = tuple(sorted((src, k) for (src, k, _), c in chosen for _ in range(c)))
        if cards and sum(VALUE[k] for _, k in cards) >= need:
            found.append(cards)

    def cheapest(cards: tuple[tuple[int, int], ...]) -> tuple[object, ...]:
        value = sum(VALUE[k] for _, k in cards)
        support = sum(1 for src, _ in cards if src != P.HAND)
        return (value - need, support, sum(VALUE[k] ** 2 for _, k in cards), cards)

    return sorted(found, key=cheapest)


def plain_payments(st: MadnessState, pay: AT.Pay) -> list[P.Payment]:
    """The ranking of :mod:`~.payment` written plainly (as it was before the engine
    ranked tuples): every payment built, sorted by its key and multiple, the best of each
    multiple first. It enumerates the card combinations itself, independently of
    ``payment.py``, so the engine's fast ranking is checked against another copy."""
    found: list[P.Payment] = []
    if not any(pay.cost):
        for e in range(4):
            for cards in plain_combos(st, pay.seat, e, pay.anyone):
                value = sum(VALUE[k] for _, k in cards)
                found.append(P.Payment(cards, 1, value - pay.anyone))
    else:
        elements = [e for e in range(4) if pay.cost[e]]
        per = []
        for e in elements:
            combos = plain_combos(st, pay.seat, e, pay.cost[e])
            if not combos:
                return []
            if len(elements) > 1:  # the cheapest few, and the cheapest of each multiple
                kept = combos[: P.PER_ELEMENT]
                for m in range(2, pay.maxm + 1):
                    best = next(
                        (c for c in combos if sum(VALUE[k] for _, k in c) >= m * pay.cost[e]),
                        None,
                    )
                    if best is not None and best not in kept:
                        kept.append(best)
                combos = kept
            per.append(combos)
        seen: set[tuple[tuple[int, int], ...]] = set()
        for parts in product(*per):
            cards = tuple(sorted(card for part in parts for card in part))
            if cards in seen:
                continue
            seen.add(cards)
            paid = P.Payment(cards, 1, 0).paid()
            total = sum(paid[e] for e in elements)
            for level in range(1, P._level(paid, pay) + 1):
                spent = level * sum(pay.cost[e] for e in elements)
                found.append(P.Payment(cards, level, total - spent))
    ranked = sorted(found, key=lambda p: (*p.key()[:3], p.level, p.cards))
    out: list[P.Payment] = []
    for p in ranked:
        if p.level not in {q.level for q in out}:
            out.append(p)
    return (out + [p for p in ranked if p not in out])[: A.MAX_PAYMENTS]


def check_payments(st: MadnessState) -> None:
    """A remembered payment list (maybe ranked at another position with the same
    :func:`~.payment.payment_key`) equals the one ranked from scratch here, and both the
    plainly written ranking."""
    d = st.decision()
    assert d is not None
    if d.kind == "pay":
        task = st.stack[-1]
        assert isinstance(task, AT.Pay)
        plain = plain_payments(st, task)
        assert payments(st, task) == ranked_payments(st, task) == plain
        # the answer, the labels and the bots read the list the decision's step ranked
        assert st.pay_task is task and P.pending_payments(st, task) == plain
        assert len(d.ids) == len(plain)
        heal = AT.Pay(task.seat, AT.P_HEAL_HAND, task.seat, OP.ZERO, anyone=task.maxm)
        assert ranked_payments(st, heal) == plain_payments(st, heal)


def check_prompts(st: MadnessState) -> None:
    """A remembered prompt equals the one built from scratch."""
    d = st.decision()
    assert d is not None
    task = st.stack[-1]
    if d.kind == "target":
        assert isinstance(task, E.ChooseTarget)
        spec = st.c.effects[task.eid][task.clause]
        assert d.prompt == msg("mad-prompt-target", effect=E.clause_msg(spec, task.mult))
    elif d.kind == "act":
        assert isinstance(task, AT.Act)
        source = AT.effect_source(st, task.source)
        n, seat = task.n, task.seat + 1
        plain = (
            msg("mad-prompt-act", n=n, seat=seat)
            if source is None
            else msg("mad-prompt-act-from", n=n, seat=seat, source=source)
        )
        assert d.prompt == plain
    elif d.kind == "pay":
        assert isinstance(task, AT.Pay)
        assert d.prompt == msg("mad-prompt-payment", purpose=st.purpose_msg(task))


def check_all(st: MadnessState) -> None:
    check_actions(st)
    check_payments(st)
    check_prompts(st)


def test_choose_prompts_are_the_plain_messages() -> None:
    for kind_ in ("discard", "recovery", "destroy", "gain"):
        for n in (1, 2, 5, ANY_N, ANY_N + 3):
            count = msg("mad-prompt-any-n") if n >= ANY_N else n
            assert CH.choose_prompt(kind_, n) == msg(f"mad-prompt-{kind_}", n=count)
            assert CH.choose_prompt(kind_, n, 2) == msg(f"mad-prompt-{kind_}", n=count, value=2)
            assert CH.choose_prompt(kind_, n, 0) == msg(f"mad-prompt-{kind_}", value=0, n=count)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, config=CONFIGS)
def test_action_options_and_payments_are_the_plain_rule(
    seed: int, config: dict[str, object]
) -> None:
    play(config, seed, check_all)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, config=CONFIGS)
def test_action_options_and_payments_are_the_plain_rule_with_every_ongoing_entry(
    seed: int, config: dict[str, object]
) -> None:

    play({**config, "pack": TRANSCRIPTION}, seed, check_all)


def test_the_transcription_games_meet_modifiers_and_tokens() -> None:
    """The property above is not vacuous: its games meet cost modifiers, forbidden
    actions and curse tokens, and then the fast path still equals the plain rule."""
    seen: set[str] = set()
    tokens = [0]

    def check(st: MadnessState) -> None:
        check_all(st)
        seen.update(o.modifier for _, o in st.ongoing() if o.modifier)
        tokens[0] += any(any(t) for t in st.curse_tokens)

    for seed in range(6):
        play({"players": 2 + seed % 4, "pack": TRANSCRIPTION}, seed, check)
        play({"players": 2 + seed % 4}, seed, check)
    assert {"spell_cost", "heal_cost", "forbid"} <= seen, seen
    assert tokens[0] > 0


def _pending_payment(st: MadnessState) -> AT.Pay | None:
    """The payment task whose decision is pending in ``st`` (None: another decision)."""
    d = st.decision()
    assert d is not None
    if d.kind != "pay":
        return None
    task = st.stack[-1]
    assert isinstance(task, AT.Pay)
    return task


def test_remembered_payments_are_reused_and_copied() -> None:
    """Positions with the same paying cards share one ranking (the memo is hit), and the
    list handed out is a copy: changing it changes no later answer."""
    seen: set[tuple[int, ...]] = set()
    hits = [0, 0]

    def check(st: MadnessState) -> None:
        task = _pending_payment(st)
        if task is None:
            return
        key = P.memo_key(st, task)
        assert key in P._MEMO  # the decision's own step ranked it
        hits[key in seen] += 1  # ranked at an earlier payment decision
        seen.add(key)
        got = payments(st, task)
        got.clear()
        assert payments(st, task) == ranked_payments(st, task)

    P._MEMO.clear()
    for seed in range(4):
        play({"players": 3}, seed, check)
    assert hits[1] > 0 and hits[0] > 0, hits


def test_flat_memo_keys_are_the_payment_keys() -> None:
    """:func:`~.payment.memo_key` is :func:`~.payment.payment_key` flattened: along
    random games (both packs, supports in play), at every payment decision and for a heal
    of any one element there, equal flat keys go with equal payment keys and the other
    way round."""
    flat_of: dict[P.PaymentKey, tuple[int, ...]] = {}
    key_of: dict[tuple[int, ...], P.PaymentKey] = {}
    supports = [0]

    def check(st: MadnessState) -> None:
        task = _pending_payment(st)
        if task is None:
            return
        heal = AT.Pay(task.seat, AT.P_HEAL_HAND, task.seat, OP.ZERO, anyone=task.maxm)
        for pay in (task, heal):
            key, flat = P.payment_key(st, pay), P.memo_key(st, pay)
            assert flat_of.setdefault(key, flat) == flat
            assert key_of.setdefault(flat, key) == key
        supports[0] += any(st.supports)

    with allow_local_files():
        for seed in range(4):
            play({"players": 2 + seed % 4, "pack": TRANSCRIPTION}, seed, check)
            play({"players": 2 + seed % 4}, seed, check)
    assert len(flat_of) == len(key_of) > 50 and supports[0] > 0, (len(flat_of), supports)


def test_verb_tasks_are_the_registered_classes() -> None:
    """:func:`~.tasks.verb_task` dispatches by name to the class each verb registered
    (:data:`~.tasks.VERB_TASKS`), built as that class's ``from_step`` builds it, for every
    step of both packs."""
    from tomecraft.games.madness import tasks as T

    with allow_local_files():
        packs = [content(), content(TRANSCRIPTION)]
    steps = [s for c in packs for clauses in c.effects for cl in clauses for s in cl.steps]
    in_packs = {s.verb for s in steps}
    # a verb no pack uses yet: a step of the packs given that verb
    steps += [replace(steps[0], verb=v) for v in sorted(set(T.VERB_TASKS) - in_packs)]
    assert len(in_packs) > 10
    for step in steps:
        for seat, n, slot in ((0, step.n, -1), (2, 3, 4)):
            fast = T.verb_task(seat, step, n, slot)
            plain = T.VERB_TASKS[step.verb].from_step(seat, step, n, slot)
            assert type(fast) is type(plain) is T.VERB_TASKS[step.verb]
            assert fast.to_json() == plain.to_json()
    assert {s.verb for s in steps} == set(T.VERB_TASKS)


def test_the_forbiddable_actions_are_the_packs() -> None:
    assert set(OP.ACTIONS) == set(get_args(Forbiddable))
    # action_options' bit of each forbidden action is its place in ACTIONS
    bits = (OP._NO_ACTIVATE, OP._NO_LEARN, OP._NO_ACQUIRE, OP._NO_DESTROY, OP._NO_HEAL,
            OP._NO_ABILITY)
    assert bits == tuple(1 << OP.ACTIONS.index(a) for a in
                         ("activate", "learn", "acquire", "destroy", "heal", "ability"))


def test_block_table_is_the_layout() -> None:
    """``A.block`` reads a table; the layout's own search gives the same names."""
    for i in range(A.NUM_ACTIONS):
        assert A.block(i) == A._BLOCKS.name(i)
    for bad in (-1, A.NUM_ACTIONS, A.NUM_ACTIONS + 7):
        try:
            A.block(bad)
        except ValueError:
            continue
        raise AssertionError(f"{bad} has no block")


def test_trigger_events_and_ongoing_spells_are_the_cards() -> None:
    """The per-pack sets the engine skips by: every ``when`` of an entry, every spell
    with an entry."""
    with allow_local_files():
        packs = [content(), content(TRANSCRIPTION)]
    for c in packs:
        entries = [o for s in c.spells for o in s.ongoing]
        entries += [o for m in c.mages for o in m.ongoing]
        entries += [o for k in c.curses for o in k.ongoing]
        whens = {o.when for o in entries if o.when}
        assert c.trigger_events == whens
        assert c.ongoing_spells == {s.index for s in c.spells if s.ongoing}
    assert packs[0].trigger_events and packs[1].trigger_events


def test_lazy_draws_are_the_built_chance_decisions() -> None:
    """A deck draw is left unbuilt (``LAZY_CHANCE``): sampling it straight from the deck
    gives the outcome the built decision gives with the same generator (and draws from the
    generator alike), and the outcomes it allows are the built decision's options."""
    lazy = [0]
    for seed in range(4):
        match = Match(GAME, {"players": 2 + seed % 4}, seed)
        st = match.state
        assert isinstance(st, MadnessState)
        rng = Rng(seed ^ 0xD4A5)
        while (actor := st.actor()) is not None:
            if actor == CHANCE and st._decision is LAZY_CHANCE:
                lazy[0] += 1
                task = st.stack[-1]
                before = match.rng.getstate()
                fast = st.sample_chance(match.rng)
                after = match.rng.getstate()
                match.rng.setstate(before)
                d = st.decision()  # now built
                assert d is not None and d.weights is not None and d.kind == "draw"
                assert fast == State.sample_chance(st, match.rng)
                assert match.rng.getstate() == after
                allowed = [o for o in range(A.CARD - 1, A.CARD + 14) if task.chance_allows(st, o)]
                assert allowed == list(d.ids)
                match.step(fast)
                continue
            if actor == CHANCE:
                match.step(st.sample_chance(match.rng))
                continue
            ids = st.legal_ids()
            match.step(ids[rng.below(len(ids))])
    assert lazy[0] > 100, lazy
