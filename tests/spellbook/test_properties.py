"""Property tests: random SpellBook games checked after every decision.

Hypothesis chooses the seed (setup and chance, resolved by the match's seeded generator)
and a list of integers that pick player options modulo the number of legal ones; once
the list runs out, a generator seeded from the same seed picks, so every game is played
to its end. Every decision is checked for the engine's invariants and contracts.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from tomecraft.core import (
    CHANCE,
    GameOver,
    IllegalDecision,
    Match,
    Rng,
    canonical_json,
    get_game,
)
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    NUM_KINDS,
    POOL_LIMIT,
    SOLO_BOARD_SPACES,
    SPELLS,
    TOKENS_PER_KIND,
    colour_of,
)
from tomecraft.games.spellbook.learning import PayLearn
from tomecraft.games.spellbook.state import SpellBookState

GAME = get_game("spellbook")
NUM_ACTIONS = GAME.num_actions
MAX_DECISIONS = 5000  # far above any real game (4 players: about 600)

SEEDS = hs.integers(min_value=0, max_value=2**63 - 1)
CHOICES = hs.lists(hs.integers(min_value=0, max_value=2**16), max_size=400)


def check_invariants(st: SpellBookState) -> None:
    """Token conservation, limits, and levels/markers consistency."""
    assert st.token_census() == 105
    counts = [0] * NUM_KINDS
    for vec in (st.bag, st.altar, st.discard, *st.pools):
        assert len(vec) == NUM_KINDS and min(vec) >= 0
        for k, c in enumerate(vec):
            counts[k] += c
    for seq in (*st.familiars, st.opp_board, st.opp_bottom):
        for k in seq:
            counts[k] += 1
    paying = {(t.seat, t.spell) for t in st.stack if isinstance(t, PayLearn)}
    for seat in range(st.players):
        assert sum(st.pools[seat]) <= POOL_LIMIT, (seat, st.pools[seat])
        assert len(st.familiars[seat]) <= FAMILIAR_SPACES, (seat, st.familiars[seat])
        for s in range(21):
            level, marker = st.levels[seat][s], st.markers[seat][s]
            assert level in (0, 3, 4, 5), (seat, s, level)
            if marker >= 0:
                counts[marker] += 1
                assert colour_of(marker) == SPELLS[s].colour, (seat, s, marker)
            if s not in st.spells:
                assert level == 0 and marker == -1, (seat, s)
            if level:
                assert marker >= 0, f"seat {seat} learned spell {s} without a marker"
            elif marker >= 0:
                # The marker goes down first while a learn is being paid for.
                assert (seat, s) in paying, f"seat {seat}: marker on unlearned spell {s}"
    assert counts == [TOKENS_PER_KIND] * NUM_KINDS
    if st.solo:
        assert len(st.opp_board) <= SOLO_BOARD_SPACES
    else:
        assert not st.opp_board and not st.opp_bottom


def check_views(st: SpellBookState) -> None:
    d = st.decision()
    deciding = None if d is None or d.actor == CHANCE else d.actor
    for seat in (None, *range(st.players)):
        view = st.view(seat)
        if seat is None or seat == deciding:
            text = json.dumps(view)  # a view is plain JSON...
            assert '"bag_top"' not in text  # ...with no known bag order anywhere in it
        else:
            assert "bag_top" not in view
        assert view["viewer"] == seat
        assert view["bag_count"] == sum(st.bag)
        # the plain rule (the state's document less the bag's order, plus the counts,
        # phase and scores, the viewer, the decision and the tasks as the seat sees
        # them), key order included: the view serialises the tasks once
        plain = st.to_json()
        del plain["bag_top"]
        plain |= {"bag_count": sum(st.bag), "phase": st.phase, "scores": st.scores(),
                  "viewer": seat, "decision": st.decision_view(seat)}
        plain["stack"] = [t.view_json(seat) for t in st.stack]
        assert json.dumps(view) == json.dumps(plain)
        # one view serves every seat (the web server shares it): any other seat's view,
        # given this seat's viewer and decision, is this view, key order included
        assert st.public_view()
        for other in (None, *range(st.players)):
            assert json.dumps(st.view_as(st.view(other), seat)) == json.dumps(view)
        if d is None:
            assert view["decision"] is None
        elif d.actor == CHANCE:
            assert view["decision"] == {"actor": CHANCE, "kind": d.kind}
        elif seat == d.actor:
            assert view["decision"]["options"] == list(d.ids)
        else:  # only the acting seat sees its options
            assert view["decision"] == {"actor": d.actor, "kind": d.kind}


def check_scores(st: SpellBookState) -> None:
    scores = st.scores()
    bd = st.breakdown()
    columns = st.players + (1 if st.solo else 0)
    assert len(bd.seats) == columns
    for seat in range(columns):
        total = sum(values[seat] for _, values in bd.rows)
        assert total == bd.totals[seat]
    assert bd.totals[: st.players] == scores
    if st.solo:
        assert bd.totals[1] == st.opponent_score()


def check_json_round_trip(st: SpellBookState) -> str:
    text: str = canonical_json(st.to_json())
    back = SpellBookState.from_json(json.loads(text))
    assert canonical_json(back.to_json()) == text
    assert back.decision() == st.decision()
    return text


def check_options_and_illegal(st: SpellBookState, rng: Rng) -> None:
    """Every listed option applies on a clone; an unlisted id is refused harmlessly."""
    d = st.decision()
    assert d is not None
    assert len(set(d.ids)) == len(d.ids)
    assert all(0 <= o < NUM_ACTIONS for o in d.ids)
    assert list(d.ids) == sorted(d.ids) or d.actor == CHANCE
    if d.actor == CHANCE:
        assert d.weights is not None and len(d.weights) == len(d.ids)
        assert all(w > 0 for w in d.weights)
    else:
        assert d.weights is None
        assert d.actor in range(st.players)
    options = st.options()  # every option has a label (and a weight for chance)
    assert [o.id for o in options] == list(d.ids)
    assert [o.weight for o in options] == list(d.weights or [None] * len(d.ids))
    before = st.to_json()
    for option in d.ids:
        child = st.clone()
        child.apply(option)
        assert child.token_census() == 105
    assert st.to_json() == before  # clones are independent
    if len(d.ids) < NUM_ACTIONS:
        while (bad := rng.below(NUM_ACTIONS)) in d.ids:
            pass
        with pytest.raises(IllegalDecision) as info:
            st.apply(bad)
        assert info.value.given == bad and info.value.decision == d.kind
        assert st.to_json() == before
        assert st.decision() == d


def play_checked(players: int, which: str, seed: int, choices: list[int]) -> Match:
    config = {"players": players, "set": which}
    match = Match(GAME, config, seed)
    replay = Match(GAME, config, seed)  # follows the game file decision by decision
    fallback = Rng(seed ^ 0x5EED)
    probe = Rng(~seed)
    state = match.state
    assert isinstance(state, SpellBookState)
    check_invariants(state)
    picks = 0
    while (d := state.decision()) is not None:
        assert len(match.history) < MAX_DECISIONS, "the game does not end"
        check_json_round_trip(state)
        check_views(state)
        check_scores(state)
        check_options_and_illegal(state, probe)
        if d.actor == CHANCE:
            option = state.sample_chance(match.rng)
        else:
            if picks < len(choices):
                option = d.ids[choices[picks] % len(d.ids)]
            else:
                option = fallback.choice(d.ids)
            picks += 1
        before = state.to_json()
        twin = state.clone()
        twin.quiet = True  # a search clone skips events but must play the same
        assert twin.apply(option) == []
        assert state.to_json() == before  # applying to a clone leaves the original
        match.step(option)
        after = state.to_json()
        assert twin.to_json() == after  # ...and a clone plays the same
        for _ in replay.replay_steps([[d.actor, option]]):
            pass
        assert replay.state.to_json() == after  # the game file replays to the same state
        check_invariants(state)
    # The finished game.
    check_views(state)
    check_scores(state)
    check_json_round_trip(state)
    assert state.over and state.end_triggered
    assert set(state.winners()) <= set(range(players))
    if players > 1:
        assert state.winners()
    final_hash = state.state_hash()
    with pytest.raises(GameOver):
        state.apply(A.PASS)
    assert state.state_hash() == final_hash
    rebuilt = Match.from_game_file(json.loads(json.dumps(match.game_file())))
    assert rebuilt.state.state_hash() == state.state_hash()
    return match


def _settings(examples: int) -> settings:
    # Sized so that the whole file runs in about 40 s on one core (20 s with -n 2):
    # a fully checked game takes about 0.15 s solo, 0.4 s with 2 players and 1-2 s
    # with 3-4 players.
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


SETS = ["1", "2", "3", "classic"]


@pytest.mark.parametrize("which", SETS)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_every_invariant(players: int, which: str) -> None:
    """6 examples for small games, 3 for the slower 3- and 4-player ones."""

    @_settings(6 if players <= 2 else 3)
    @given(seed=SEEDS, choices=CHOICES)
    def check(seed: int, choices: list[int]) -> None:
        play_checked(players, which, seed, choices)

    check()
