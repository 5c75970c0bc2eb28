"""The words of The Big Book of Madness's card language: elements, languages, the limits
of the action space, targets, verbs (and the step fields each takes), conditions,
ongoing modifiers, trigger events, what a modifier may forbid and whom it touches.

:mod:`.pack_models` builds the pack's pydantic models from them; :mod:`.pack` loads packs.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import Field

ELEMENTS: tuple[str, ...] = ("water", "earth", "fire", "air")
LANGS: tuple[str, ...] = ("en", "es", "de", "zh-TW")
#: Limits of the fixed action space (a pack must fit them).
MAX_SPELLS = 64
MAX_CURSES = 64
MAX_PAGES = 32

Element = Literal["water", "earth", "fire", "air"]
Target = Literal[
    "self",
    "active",
    "each",
    "other",
    "one",
    "one_other",
    "some",
    "some_other",
    "most_madness",
    "rest",
]
Verb = Literal[
    "draw",
    "discard",
    "destroy",
    "support",
    "madness",
    "heal",
    "gain",
    "upgrade",
    "neutralise_curse",
    "neutralise_spell",
    "act",
    "shuffle",
    "give",
    "top",
    "recover",
    "token",
    "untoken",
    "madness_under",
]
#: Every verb and the optional step fields it uses (``verb``, ``n`` and ``x`` always allowed,
#: except that ``shuffle`` takes no count).
VERBS: dict[str, frozenset[str]] = {
    "draw": frozenset({"zone", "card"}),
    "discard": frozenset({"zone", "element", "card", "all"}),
    "destroy": frozenset({"zone", "element", "card", "may"}),
    "support": frozenset({"card", "element", "may"}),
    "madness": frozenset({"to"}),
    "heal": frozenset({"may"}),
    "gain": frozenset({"value", "element", "to"}),
    "upgrade": frozenset({"may"}),
    "neutralise_curse": frozenset(),
    "neutralise_spell": frozenset(),
    "act": frozenset({"ability"}),
    "shuffle": frozenset({"zone"}),
    "give": frozenset({"card", "element"}),
    "top": frozenset({"zone", "card", "element"}),
    "recover": frozenset({"card", "element", "to"}),
    "token": frozenset({"element"}),
    "untoken": frozenset({"element"}),
    "madness_under": frozenset(),
}
#: What a step's ``if`` may test about the card(s) the previous step handled.
CONDITIONS: tuple[str, ...] = ("madness", "element", *ELEMENTS, "any", "none")
#: Ongoing modifiers, trigger events, the actions a modifier may forbid, and whom they touch.
Modifier = Literal[
    "spell_cost",
    "learn_cost",
    "acquire_cost",
    "heal_cost",
    "destroy_cost",
    "hand_size",
    "support_slots",
    "forbid",
]
Trigger = Literal[
    "madness_taken",
    "card_drawn",
    "curse_destroyed",
    "spell_cast",
    "turn_start",
    "round_end",
    "player_eliminated",
    "recovered",
]
Forbiddable = Literal["activate", "learn", "acquire", "destroy", "heal", "ability"]
Who = Literal["each", "owner", "other", "active"]
MODIFIERS: tuple[str, ...] = get_args(Modifier)
EVENTS: tuple[str, ...] = get_args(Trigger)
FORBIDDABLE: tuple[str, ...] = get_args(Forbiddable)
WHO: tuple[str, ...] = get_args(Who)
Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=40)]
