"""Wonder Book's observation vector for learning agents.

Built from ``state.view(seat)`` alone (the view hides the chapter deck's unread cards; the
only deck order stored, the Wyrm cards the table saw put on top of or under the deck, is
public and not encoded), so equal views give equal vectors. Every entry is in ``[0, 1]``.

Layout, in order: four hero blocks (present, knocked out, hearts / 10, sparks / 10, items
/ 5, rerolled this turn, controlled by the observer, zone one-hot over 48 zones); eight
Wyrm blocks (in play, in the reserve, stunned, zone one-hot over 48); sparks per zone
(/ 5, 48); destiny face up / 10; objective rounds / 30; Wyrms defeated this objective / 8;
cards read / 64 and the read cards (64, multi-hot); the objective card (64, one-hot);
special rules in force (64); Wyrm deck and discard sizes / 32; the last Wyrm card revealed
(32); players (4); difficulty (3); the decision kind (one-hot over DECISION_KINDS); the
deciding seat (4; none for chance); keys noted / 16.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core.observation import one_hot
from tomecraft.games.wonderbook.pack_vocabulary import MAX_CARDS, MAX_WYRM_CARDS, MAX_ZONES

DECISION_KINDS: tuple[str, ...] = (
    "action",
    "reroll",
    "dice",
    "target",
    "stun",
    "heal",
    "walk",
    "swap",
    "give",
    "consent",
    "choose-hero",
    "upgrade",
    "passage",
    "wyrm-card",
    "wyrm-order",
    "wyrm-hit",
    "wyrm-move",
    "dilemma",
    "next-hero",
    "item-to",
    "remove-wyrm",
    "ask-whom",
    "may",
)
DIFFICULTIES = ("easy", "normal", "hard")
HERO_SIZE = 7 + MAX_ZONES
WYRM_SIZE = 3 + MAX_ZONES
OBSERVATION_SIZE = (
    4 * HERO_SIZE
    + 8 * WYRM_SIZE
    + MAX_ZONES
    + 3
    + 1
    + 3 * MAX_CARDS
    + 2
    + MAX_WYRM_CARDS
    + 4
    + 3
    + len(DECISION_KINDS)
    + 4
    + 1
)


def _clip(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def encode_view(view: Mapping[str, Any]) -> list[float]:
    """The observation vector of a view (layout in the module docstring)."""
    out: list[float] = []
    viewer = view.get("viewer")
    heroes = list(view["heroes"])
    for i in range(4):
        if i < len(heroes):
            h = heroes[i]
            out += [
                1.0,
                float(h["ko"]),
                _clip(h["hearts"] / 10),
                _clip(h["sparks"] / 10),
                _clip(len(h["items"]) / 5),
                float(h["rerolled"]),
                1.0 if h["seat"] == viewer else 0.0,
            ]
            out += one_hot(int(h["zone"]), MAX_ZONES)
        else:
            out += [0.0] * HERO_SIZE
    for z, d in view["wyrms"]:
        out += [1.0 if z >= 0 else 0.0, 1.0 if z == -1 else 0.0, 1.0 if d else 0.0]
        out += one_hot(int(z), MAX_ZONES)
    out += [0.0] * (WYRM_SIZE * (8 - len(view["wyrms"])))
    sparks = list(view["zone_sparks"])
    out += [_clip(sparks[z] / 5) if z < len(sparks) else 0.0 for z in range(MAX_ZONES)]
    out += [_clip(view["destiny_up"] / 10), _clip(view["rounds"] / 30), _clip(view["defeated"] / 8)]
    read = set(view["read"])
    out.append(_clip(len(read) / MAX_CARDS))
    out += [1.0 if i in read else 0.0 for i in range(MAX_CARDS)]
    out += one_hot(int(view["objective"]), MAX_CARDS)
    rules = set(view["rules"])
    out += [1.0 if i in rules else 0.0 for i in range(MAX_CARDS)]
    out += [_clip(len(view["wyrm_deck"]) / 32), _clip(len(view["wyrm_discard"]) / 32)]
    out += one_hot(int(view["last_wyrm_card"]), MAX_WYRM_CARDS)
    out += one_hot(int(view["players"]) - 1, 4)
    out += one_hot(DIFFICULTIES.index(str(view["difficulty"])), 3)
    d = view.get("decision")
    kind = DECISION_KINDS.index(d["kind"]) if d and d["kind"] in DECISION_KINDS else -1
    out += one_hot(kind, len(DECISION_KINDS))
    out += one_hot(int(d["actor"]) if d else -1, 4)
    out.append(_clip(len(view["keys"]) / 16))
    assert len(out) == OBSERVATION_SIZE
    return out


__all__ = ["DECISION_KINDS", "OBSERVATION_SIZE", "encode_view"]
