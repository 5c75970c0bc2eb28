"""The coach's why in Madness (:func:`topics.effects`): what an option did at once, read
from two positions. Each rule is checked on one change made by hand to a clone, so a
wrong count, sign or wording fails here."""

from __future__ import annotations

from tomecraft.games.madness.data import MADNESS
from tomecraft.games.madness.state import MadnessState
from tomecraft.games.madness.topics import effects

from .helpers import new


def _said(before: MadnessState, after: MadnessState, seat: int = 0) -> list[tuple[str, float, str]]:
    return [(e.key, e.amount, e.text.key) for e in effects(before, after, seat)]


def test_nothing_changed_says_nothing() -> None:
    st = new()
    assert _said(st, st.clone()) == []


def test_a_destroyed_curse_is_said_once_and_its_tokens_are_not() -> None:
    before = new()
    slot = next(i for i, c in enumerate(before.slots) if c >= 0)
    before.curse_tokens[slot][0] = 2
    after = before.clone()
    after.slots[slot] = -1
    after.curse_tokens[slot] = [0, 0, 0, 0]
    assert _said(before, after) == [("curses", 1.0, "mad-effect-curses")]
    # a new curse (no tokens on it): the other wording, a negative amount
    before.curse_tokens[slot][0] = 0
    assert _said(after, before) == [("curses", -1.0, "mad-effect-curses-new")]


def test_tokens_put_on_a_curse_are_counted() -> None:
    before = new()
    after = before.clone()
    after.curse_tokens[0][1] += 2
    assert _said(before, after) == [("tokens", 2.0, "mad-effect-tokens")]


def test_madness_is_the_groups_and_is_not_a_card_gained() -> None:
    before = new()
    after = before.clone()
    after.discards[1][MADNESS] += 1  # another seat takes a madness card
    assert _said(before, after) == [("madness", -1.0, "mad-effect-madness")]
    assert _said(after, before) == [("madness", 1.0, "mad-effect-healed")]


def test_cards_and_spells_are_the_seats_own() -> None:
    before = new()
    after = before.clone()
    after.discards[0][0] += 1
    after.spells[0].append(0)
    said = [("cards", 1.0, "mad-effect-cards"), ("spells", 1.0, "mad-effect-spells")]
    assert _said(before, after, 0) == said
    assert _said(before, after, 1) == []
