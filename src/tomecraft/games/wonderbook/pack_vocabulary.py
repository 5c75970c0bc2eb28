"""The words of Wonder Book's card language: the limits of the action space, ids, whom a
step touches and how far, the verbs (and the step fields each takes, the fields each
must have, those the treasure chest may use), the condition kinds and their fields, and
the hero actions a special rule may forbid.

:mod:`.pack_models` builds the pack's pydantic models from them; :mod:`.pack` loads packs.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

#: Limits of the fixed action space (a pack must fit them).
MAX_ZONES = 48
MAX_CARDS = 64
MAX_WYRM_CARDS = 32
MAX_PASSAGES = 16
MAX_ABILITIES = 8
MAX_RULE_ACTIONS = 8
#: Heroes at the table at most; the heart supply must fill this many heroes at full hearts.
MAX_TEAM = 4

Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=40)]
Who = Literal["self", "each", "choose", "here", "all"]
Range = Literal["here", "near", "anywhere"]
Verb = Literal[
    "hearts",
    "sparks",
    "destiny",
    "passage",
    "item",
    "wyrms",
    "damage",
    "stun",
    "move",
    "swap",
    "key",
    "wyrm_card",
    "rule",
    "read",
    "pile",
    "extra",
    "challenge",
    "if",
    "scene",
    "place_sparks",
    "upgrade",
    "spawn",
    "activate",
    "reveal_wyrm",
    "explode",
    "goto",
    "aura",
    "creature",
    "creature_hearts",
    "card_hearts",
    "chest",
    "shield",
    "players",
]
def _field_table(rows: str) -> dict[str, frozenset[str]]:
    """A table of names and their fields, written one name a line: ``name: field field``
    (a name alone: no fields), in the order given."""
    out: dict[str, frozenset[str]] = {}
    for line in rows.strip().splitlines():
        name, _, fields = line.partition(":")
        out[name.strip()] = frozenset(fields.split())
    return out


#: Every verb and the optional fields it uses (``do`` is always there).
VERBS: dict[str, frozenset[str]] = _field_table(
    """
    hearts: n who reach
    sparks: n who reach
    destiny: n
    passage: who reach
    item: card who reach
    wyrms: n zone
    damage: n range targets
    stun: range
    move: n who zone reach
    swap:
    key: key erase
    wyrm_card: card place
    rule: card erase
    read: card
    pile: flag
    extra: n now
    challenge: dice need then else_
    if: cond then else_
    scene: scene
    place_sparks: n zone
    upgrade: card
    spawn: n halo zone
    activate: n halo
    reveal_wyrm: n
    explode: at here near
    goto: card
    aura: zone erase
    creature: card zone erase
    creature_hearts: card n
    card_hearts: card n
    chest:
    shield: n who reach
    players: phase
    """
)
#: Verbs the treasure chest's script may use (it belongs to no chapter).
CHEST_VERBS = frozenset({"key", "wyrm_card", "upgrade", "destiny", "sparks", "hearts", "passage"})
#: Fields each verb must have.
REQUIRED: dict[str, frozenset[str]] = _field_table(
    """
    item: card
    key: key
    wyrm_card: card
    rule: card
    read: card
    pile: flag
    challenge: dice need
    if: cond
    scene: scene
    place_sparks: zone
    upgrade: card
    goto: card
    creature: card
    creature_hearts: card
    card_hearts: card
    """
)
CondKind = Literal[
    "key",
    "not",
    "all",
    "any",
    "heroes_in",
    "wyrms",
    "defeated",
    "read",
    "destiny",
    "players",
    "roll",
    "sparks_at",
    "rounds",
    "hero",
    "aura",
    "creature",
    "creature_down",
    "card_hearts",
    "chest",
]
#: Every condition kind and the optional fields it uses (``if`` is always there).
CONDS: dict[str, frozenset[str]] = _field_table(
    """
    key: key
    not: conds
    all: conds
    any: conds
    heroes_in: zone hero at_least
    wyrms: zone at_least at_most
    defeated: at_least
    read: card
    destiny: at_least
    players: at_least
    roll: at_least
    sparks_at: zone at_most
    rounds: at_least
    hero: hero
    aura: zone
    creature: creature zone at_least at_most
    creature_down: creature
    card_hearts: card at_least at_most
    chest:
    """
)


#: The hero actions a special rule may forbid (the option blocks of :mod:`.actions`).
Forbid = Literal[
    "collect", "attack", "move", "ability", "interact", "special", "give", "ask", "rule_action"
]
FORBIDDEN: tuple[str, ...] = (
    "collect", "attack", "move", "ability", "interact", "special", "give", "ask", "rule_action"
)
