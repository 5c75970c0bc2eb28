"""Property tests: random games checked after every decision.

Hypothesis chooses the seed (setup and chance, resolved by the match's generator), the
options (player count, mode, difficulty) and a list of integers that pick player options
modulo the number of legal ones; once the list runs out, a generator seeded from the
seed picks, so every game is played to its end.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from tomecraft.build import is_compiled
from tomecraft.core import CHANCE, Decision, GameOver, IllegalDecision, Match, Rng, canonical_json
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import MADNESS
from tomecraft.games.madness.state import MadnessState

from .helpers import GAME

SEEDS = hs.integers(min_value=0, max_value=2**63 - 1)
CHOICES = hs.lists(hs.integers(min_value=0, max_value=2**16), max_size=300)
CONFIGS = hs.fixed_dictionaries(
    {
        "players": hs.integers(min_value=2, max_value=5),
        "mode": hs.sampled_from(["normal", "terror", "nightmare"]),
        "difficulty": hs.sampled_from(["I", "II", "III"]),
    }
)
EVERY = 20


def check_invariants(st: MadnessState) -> None:
    assert st.census() == list(st.c.totals)
    assert st.pile >= 0 and min(st.market) >= 0 and min(st.box) >= 0
    for seat in range(st.players):
        for zone in (st.hands[seat], st.decks[seat], st.discards[seat]):
            assert min(zone) >= 0
        elements = [k for k in st.supports[seat] if k != MADNESS]
        assert len(elements) <= st.slots_of(seat)  # only madness may overflow
        assert len(st.spells[seat]) <= st.c.spell_limit
        assert len(set(st.spells[seat])) == len(st.spells[seat])
    assert 0 <= st.marker <= 5 and 0 <= st.monster <= st.c.rounds
    # the new zones: known tops within decks, madness under curses and element tokens
    st.check_cards()
    for e in range(4):
        assert st.tokens[e] + sum(t[e] for t in st.curse_tokens) == st.c.element_tokens


def check_round_trip(st: MadnessState) -> None:
    data = st.to_json()
    text = canonical_json(data)
    back = MadnessState.from_json(json.loads(text))
    assert canonical_json(back.to_json()) == text
    assert back.decision() == st.decision()


def check_views(st: MadnessState) -> None:
    for seat in range(st.players):
        view = st.view(seat)
        for other, entry in enumerate(view["seats"]):
            if other != seat:
                assert entry["hand"] is None and entry["deck"] is None
            for top, known in zip(entry["top"], st.tops[other], strict=True):
                assert top[0] == (known[0] if (known[1] >> seat) & 1 else None)
            assert entry["deck_count"] == sum(st.decks[other])
        assert view["memo"][1] is None or st.memo[0] == seat
        # Swapping another seat's hand with a same-size part of its deck is invisible.
        for other in range(st.players):
            if other == seat or not sum(st.hands[other]) or not sum(st.decks[other]):
                continue
            twin = st.clone()
            h = next(k for k in range(13) if twin.hands[other][k])
            d = next(k for k in range(13) if twin.decks[other][k])
            twin.hands[other][h] -= 1
            twin.decks[other][h] += 1
            twin.decks[other][d] -= 1
            twin.hands[other][d] += 1
            assert twin.view(seat) == view
            break


def check_illegal(st: MadnessState, rng: Rng) -> None:
    d = st.decision()
    assert d is not None
    before = st.to_json()
    for bad in (rng.below(A.NUM_ACTIONS), A.NUM_ACTIONS + 5, -3):
        if bad in d.ids:
            continue
        try:
            st.apply(bad)
        except IllegalDecision:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"illegal option {bad} accepted in {d.kind}")
        assert st.to_json() == before


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, config=CONFIGS, choices=CHOICES)
def test_random_play_keeps_every_invariant(
    seed: int, config: dict[str, object], choices: list[int]
) -> None:
    match = Match(GAME, config, seed)
    st = match.state
    assert isinstance(st, MadnessState)
    rng = Rng(seed ^ 0x5EED)
    picks = iter(choices)
    ended: list[int] = []
    original = F.Turn.step

    def watched(task: F.Turn, state: MadnessState) -> Decision | None:
        # Right after recovery (before the "recovered" triggers and the elimination
        # check), the active player holds exactly 6 cards, unless only madness is left
        # (never discarded) or the game is lost.
        hand = state.hands[task.seat]
        if task.stage == F.RECOVERED and not state.over and hand[MADNESS] < state.c.eliminate_at:
            assert sum(hand) == state.c.hand_size, "recovery refills to 6"
        if task.stage == F.END and not state.eliminated[task.seat] and not state.over:
            assert sum(hand) >= state.c.hand_size, "a trigger after recovery only adds cards"
            ended.append(task.seat)
        return original(task, state)

    with patch.object(F.Turn, "step", watched):
        _play(match, st, rng, picks)
    # A compiled class's method cannot be patched (native calls bypass the class
    # dictionary): the end-of-turn check runs on the interpreted build only.
    assert ended or st.turn == 1 or is_compiled()
    assert st.over
    check_round_trip(st)
    try:
        st.apply(0)
    except GameOver:
        pass
    else:  # pragma: no cover
        raise AssertionError("a finished game accepted a decision")
    # The game file replays to the same state.
    again = Match.from_game_file(match.game_file())
    assert again.state.state_hash() == st.state_hash()


def _play(match: Match, st: MadnessState, rng: Rng, picks: Iterator[int]) -> None:
    step = 0
    while True:
        check_invariants(st)
        d = st.decision()
        if d is None:
            break
        assert all(0 <= i < A.NUM_ACTIONS for i in d.ids) and len(set(d.ids)) == len(d.ids)
        assert d.weights is None or (d.actor == CHANCE and min(d.weights) > 0)
        if step % EVERY == 0:
            check_round_trip(st)
            check_illegal(st, rng)
            check_views(st)
        if d.actor == CHANCE:
            option = st.sample_chance(match.rng)
        else:
            pick = next(picks, None)
            option = d.ids[(pick if pick is not None else rng.below(1 << 16)) % len(d.ids)]
        match.step(option)
        step += 1
        assert step < 20_000


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, config=CONFIGS, steps=hs.integers(min_value=0, max_value=250))
def test_clones_are_independent_and_snapshots_resume(
    seed: int, config: dict[str, object], steps: int
) -> None:
    match = Match(GAME, config, seed)
    rng = Rng(seed)
    for _ in range(steps):
        d = match.state.decision()
        if d is None:
            break
        match.step(match.state.sample_chance(match.rng) if d.actor == CHANCE else rng.choice(d.ids))
    st = match.state
    before = st.to_json()
    twin = st.clone()
    while twin.decision() is not None:
        d = twin.decision()
        assert d is not None
        twin.apply(twin.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
    assert st.to_json() == before
    snap = json.loads(canonical_json(match.snapshot()))
    resumed = Match.from_snapshot(snap)
    assert resumed.state.state_hash() == st.state_hash()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, config=CONFIGS, choices=CHOICES)
def test_random_play_of_the_transcription_pack(
    seed: int, config: dict[str, object], choices: list[int]
) -> None:
    """The full effect language (ongoing effects, known tops, tokens, madness under
    curses...) keeps every card and token accounted for and hides what it must."""
    from pathlib import Path

    from tomecraft.core.local_files import allow_local_files

    pack = str(Path(__file__).parent / "transcription")
    with allow_local_files():
        match = Match(GAME, {**config, "pack": pack}, seed)
        st = match.state
        assert isinstance(st, MadnessState)
        _play(match, st, Rng(seed ^ 0x7A), iter(choices))
        assert st.over
        check_round_trip(st)
        again = Match.from_game_file(match.game_file())
        assert again.state.state_hash() == st.state_hash()
