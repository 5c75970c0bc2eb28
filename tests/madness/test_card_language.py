"""Card-language rules from the rulebook's examples (issue 23, section 1): conditions read
what their own card did, "the other players" relative to the chosen player, and the loader
refusing only what the engine cannot run. Effects are written in the pack format (JSON)
and compiled as a pack's card would be."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tomecraft.games.madness import actions as A
from tomecraft.games.madness.effects import push_effect
from tomecraft.games.madness.pack import Clause, PackError, _check_effect
from tomecraft.games.madness.state import MadnessState

from .helpers import K, census_ok, new, set_zone

#: The card at the rulebook's example of "one player" then "the other players": one player
#: may discard 1 card; then the other players each put a card of their discard pile on top
#: of their deck, if that player did discard. Written as two clauses.
DISCARD_THEN_OTHERS: list[dict[str, Any]] = [
    {"target": "one", "do": [{"verb": "discard", "optional": True}]},
    {"target": "rest", "do": [{"verb": "top", "zone": "discard", "if": "any"}]},
]


def compile_effect(st: MadnessState, clauses: list[dict[str, Any]], card: str = "t") -> int:
    """Validate ``clauses`` as a spell's effect (model and loader checks) and add it to
    the state's content; its effect id. :func:`effects` removes it again."""
    parsed = [Clause.model_validate(c) for c in clauses]
    _check_effect(parsed, "test", "spells.json", card, allow_x=True)
    return st.c._effect(parsed, card)


@pytest.fixture
def effects() -> Iterator[list[MadnessState]]:
    """States whose content got test effects; the effects are removed afterwards."""
    made: list[MadnessState] = []
    yield made
    for st in made:
        while st.c.effect_names and st.c.effect_names[-1] in ("t", "u"):
            st.c.effects.pop()
            st.c.effect_names.pop()


def _ready(players: int = 3) -> MadnessState:
    st = new(players)
    st.stack = st.stack[:1]
    st.active = 0
    for s in range(players):
        set_zone(st, s, "hands", [K("water", 1)])
        set_zone(st, s, "discards", [K("fire", 2)])
    return st


def test_a_later_clause_condition_reads_its_own_card_not_an_earlier_effect(
    effects: list[MadnessState],
) -> None:
    """An unrelated earlier card handled a card (the memory says so); the player declines
    to discard, so "if any" on the second clause is false: nobody puts a card on top."""
    st = _ready()
    effects.append(st)
    eid = compile_effect(
        st,
        [
            {"target": "self", "do": [{"verb": "discard", "optional": True}]},
            {"target": "other", "do": [{"verb": "top", "zone": "discard", "if": "any"}]},
        ],
    )
    st.memo = [1, K("air", 1), 1]  # an earlier effect drew a card
    push_effect(st, eid, caster=0)
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "optional" and d.actor == 0
    st.apply(A.PASS)
    assert [st.discards[s][K("fire", 2)] for s in range(3)] == [1, 1, 1]
    assert st.memo == [1, K("air", 1), 1]  # restored for whatever was running before
    # the same card when the player does discard: the others put a card on top
    push_effect(st, eid, caster=0)
    st.settle()
    st.apply(A.YES)
    assert [st.discards[s][K("fire", 2)] for s in range(3)] == [1, 0, 0]
    assert st.decks[1][K("fire", 2)] == 1 and st.decks[2][K("fire", 2)] == 1
    assert census_ok(st)


def test_the_other_players_are_relative_to_the_chosen_player(
    effects: list[MadnessState],
) -> None:
    """The rulebook's example card: the caster chooses player 2, who discards; the other
    players (the caster included, player 2 not) put a discarded card on top of their deck."""
    st = _ready()
    effects.append(st)
    eid = compile_effect(st, DISCARD_THEN_OTHERS)
    push_effect(st, eid, caster=0)
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "target" and d.actor == 0
    st.apply(A.SEAT + 1)
    d = st.decision()
    assert d is not None and d.kind == "optional" and d.actor == 1
    st.apply(A.YES)  # player 2 discards their water 1 (the only card: automatic)
    assert st.discards[1][K("water", 1)] == 1
    assert st.decks[0][K("fire", 2)] == 1 and st.decks[2][K("fire", 2)] == 1
    assert st.discards[1][K("fire", 2)] == 1 and st.decks[1][K("fire", 2)] == 0
    assert st.decision() is None or st.decision().kind != "top-discard"  # type: ignore[union-attr]
    assert census_ok(st)


def test_the_other_players_do_nothing_when_the_chosen_player_declines(
    effects: list[MadnessState],
) -> None:
    st = _ready()
    effects.append(st)
    eid = compile_effect(st, DISCARD_THEN_OTHERS)
    st.memo = [2, K("earth", 1), 3]  # stale: must not count
    push_effect(st, eid, caster=0)
    st.settle()
    st.apply(A.SEAT + 2)
    st.apply(A.PASS)
    assert [st.discards[s][K("fire", 2)] for s in range(3)] == [1, 1, 1]


def test_rest_must_follow_a_choice() -> None:
    st = new(2)
    bad = [{"target": "each", "do": [{"verb": "draw"}]}, DISCARD_THEN_OTHERS[1]]
    with pytest.raises(PackError, match=r"effect\[1\]\.target"):
        compile_effect(st, bad)
    with pytest.raises(PackError, match=r"effect\[0\]\.target"):
        compile_effect(st, [DISCARD_THEN_OTHERS[1]])


def test_a_condition_on_a_later_clause_is_accepted_but_not_on_the_first_step() -> None:
    st = new(2)
    first = [{"target": "self", "do": [{"verb": "draw", "if": "madness"}]}]
    with pytest.raises(PackError, match=r"effect\[0\]\.do\[0\]\.if"):
        compile_effect(st, first)


def test_discard_from_the_support_reserve_goes_to_the_owner(
    effects: list[MadnessState],
) -> None:
    """The rulebook: a discarded card comes from the hand or from the support reserve,
    as the effect says; a support card goes to its owner's discard pile."""
    st = _ready()
    effects.append(st)
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [K("air", 2)])
    set_zone(st, 2, "supports", [K("earth", 1)])
    eid = compile_effect(st, [{"target": "self", "do": [{"verb": "discard", "zone": "reserve"}]}])
    push_effect(st, eid, caster=0)
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "discard-reserve" and d.actor == 0
    assert d.ids == (A.support_id(1, K("air", 2)), A.support_id(2, K("earth", 1)))
    st.apply(A.support_id(2, K("earth", 1)))
    assert st.supports[2] == [] and st.discards[2][K("earth", 1)] == 1
    assert st.discards[0][K("earth", 1)] == 0
    assert census_ok(st)


def test_destroy_a_card_from_a_support(effects: list[MadnessState]) -> None:
    st = _ready()
    effects.append(st)
    set_zone(st, 0, "supports", [K("water", 3)])
    set_zone(st, 1, "supports", [K("air", 2)])
    own = compile_effect(st, [{"target": "self", "do": [{"verb": "destroy", "zone": "support"}]}])
    push_effect(st, own, caster=0)
    st.settle()  # one card: automatic
    assert st.supports[0] == [] and st.destroyed[K("water", 3)] == 1
    anyone = compile_effect(
        st, [{"target": "self", "do": [{"verb": "destroy", "zone": "reserve", "may": True}]}], "u"
    )
    push_effect(st, anyone, caster=0)
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "destroy-support"
    assert d.ids == (A.PASS, A.support_id(1, K("air", 2)))
    st.apply(A.support_id(1, K("air", 2)))
    assert st.supports[1] == [] and st.destroyed[K("air", 2)] == 1
    assert census_ok(st)


def test_n_of_the_other_players_are_chosen_among_those_not_chosen(
    effects: list[MadnessState],
) -> None:
    """The same card read with its count: one player may discard X; then X of the *other*
    players (not the one chosen first; the caster may be one) put a discarded card on top.
    Paid 2x in a 4-player game: the caster chooses player 2, then two of players 1, 3, 4."""
    st = _ready(4)
    effects.append(st)
    eid = compile_effect(
        st,
        [
            {"target": "one", "do": [{"verb": "discard", "x": True, "optional": True}]},
            {
                "target": "rest",
                "count": 1,
                "x": True,
                "do": [{"verb": "top", "zone": "discard", "if": "any"}],
            },
        ],
    )
    push_effect(st, eid, caster=0, mult=2)
    st.settle()
    st.apply(A.SEAT + 1)
    st.apply(A.YES)  # player 2 discards (one card in hand: automatic)
    d = st.decision()
    assert d is not None and d.kind == "target" and d.actor == 0
    assert d.ids == (A.SEAT + 0, A.SEAT + 2, A.SEAT + 3)  # never player 2 again
    st.apply(A.SEAT + 0)
    st.apply(A.SEAT + 3)
    assert [st.decks[s][K("fire", 2)] for s in range(4)] == [1, 0, 0, 1]
    assert census_ok(st)


def test_rest_with_a_count_has_its_own_card_text(effects: list[MadnessState]) -> None:
    from tomecraft.games.madness.effects import effect_msg
    from tomecraft.i18n import Translator

    st = new(3)
    effects.append(st)
    eid = compile_effect(st, DISCARD_THEN_OTHERS)
    counted = compile_effect(
        st, [DISCARD_THEN_OTHERS[0], {**DISCARD_THEN_OTHERS[1], "count": 1}], "u"
    )
    en = Translator("en")
    assert "The other players, each" in en(effect_msg(st, eid))
    assert "1 of the other players, each" in en(effect_msg(st, counted))


def test_a_card_takes_element_tokens_off_a_curse(effects: list[MadnessState]) -> None:
    """Tokens used both ways (ruling in docs/rulings.md): a curse's own tokens raise its
    cost; a card may take them off again, back to the supply, lowering that cost."""
    from tomecraft.games.madness import options as OP
    from tomecraft.games.madness.tasks import Token

    from .helpers import place, run

    st = _ready()
    effects.append(st)
    st.slots = [-1] * A.SLOTS
    place(st, 0, "hollow-eyes")
    fire = 2
    run(st, Token(0, 2, fire, 0), seat=0)
    supply = st.tokens[fire]
    before = OP.action_cost(st, 0, A.DESTROY + 0)[0]
    eid = compile_effect(
        st, [{"target": "self", "do": [{"verb": "untoken", "element": "fire"}]}]
    )
    push_effect(st, eid, caster=0)
    st.settle()  # one curse holds fire tokens: automatic
    after = OP.action_cost(st, 0, A.DESTROY + 0)[0]
    assert st.curse_tokens[0][fire] == 1 and st.tokens[fire] == supply + 1
    assert after[fire] == before[fire] - 1
    with pytest.raises(ValueError, match=r"needs the element"):
        compile_effect(st, [{"target": "self", "do": [{"verb": "untoken"}]}], "u")
