"""Build a Wonder Book position from compact JSON, and write one back.

A position is the start of a players' phase of an objective card (see docs/positions.md)::

    {"chapter": "tutorial", "players": 3, "difficulty": "normal", "objective": 4,
     "heroes": [{"hero": "sid", "zone": "hall", "hearts": 3, "items": ["passage:flash"]},
                {"hero": "lara", "zone": "study", "ko": true}, {"hero": "ken", "zone": "hall"}],
     "wyrms": [{"zone": "hall"}, {"zone": "balcony", "stunned": true}],
     "sparks": {"library": 2}, "destiny": 4, "rules": [6], "keys": ["kept-the-map"],
     "read": [1, 2, 3], "campaign": {...}, "pack": "original"}

Zones are zone ids; cards are card numbers; items are card numbers or ``passage:<id>``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core import InvalidConfig, InvalidPosition
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import chapter_cards, scene_changes
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.game import WonderBookGame
from tomecraft.games.wonderbook.state import RESERVE, WonderState

_KEYS = {
    "chapter",
    "players",
    "difficulty",
    "objective",
    "heroes",
    "wyrms",
    "sparks",
    "destiny",
    "rules",
    "keys",
    "read",
    "campaign",
    "pack",
    "lead",
}


def from_position(pos: Mapping[str, Any]) -> WonderState:
    """A state at the start of the players' phase of objective card ``objective``. The
    table is laid out without reading the chapter, the position is built, and only then
    is the objective's goal judged (on the position, never on the setup)."""
    unknown = set(pos) - _KEYS
    if unknown:
        raise InvalidPosition(
            f"unknown position key(s) {sorted(unknown)}; allowed: {sorted(_KEYS)}"
        )
    heroes = list(pos.get("heroes", []))
    cfg: dict[str, Any] = {
        k: pos[k]
        for k in ("chapter", "players", "difficulty", "campaign", "pack", "lead")
        if k in pos
    }
    if heroes:
        cfg["heroes"] = [str(h["hero"]) for h in heroes]
    # a position is a study, never a campaign step: any chapter may be set up (practice)
    cfg["practice"] = True
    try:
        st = WonderBookGame().table_state(cfg)
    except InvalidConfig as exc:
        raise InvalidPosition(str(exc)) from None
    assert isinstance(st, WonderState)
    ch = st.ch

    def zone(z: Any) -> int:
        if z not in ch.zone_index:
            raise InvalidPosition(f"unknown zone {z!r}; zones: {', '.join(ch.zones)}")
        return ch.zone_index[z]

    def item(x: Any) -> int:
        if isinstance(x, str) and x.startswith("passage:"):
            p = x.split(":", 1)[1]
            if p not in st.c.passage_index:
                raise InvalidPosition(f"unknown passage {p!r}")
            return A.PASSAGE_ITEM + st.c.passage_index[p]
        if isinstance(x, int) and 1 <= x <= len(ch.cards) and ch.cards[x - 1].type == "item":
            return x - 1
        raise InvalidPosition(f"item {x!r} is neither an item card number nor passage:<id>")

    objective = int(pos.get("objective", 0))
    if not 1 <= objective <= len(ch.cards) or ch.cards[objective - 1].type != "objective":
        raise InvalidPosition(
            f"'objective' must be the number of an objective card, got {objective}"
        )
    for h, e in enumerate(heroes):
        st.pos[h] = zone(e.get("zone", ch.zones[ch.starts[0]]))
        st.ko[h] = bool(e.get("ko", False))
        st.hearts[h] = 0 if st.ko[h] else int(e.get("hearts", st.hero_max(h)))
        st.sparks[h] = int(e.get("sparks", 0))
        st.items[h] = [item(x) for x in e.get("items", [])]
    for p in range(len(st.passage_deck)):
        st.passage_deck[p] -= sum(1 for items in st.items for i in items if i == A.PASSAGE_ITEM + p)
        if st.passage_deck[p] < 0:
            raise InvalidPosition("more passage cards held than the deck has")
    wyrms = list(pos.get("wyrms", []))
    reserve = st.reserve()
    if len(wyrms) > len(reserve):
        raise InvalidPosition(f"at most {len(reserve)} Wyrms with {st.n_heroes} heroes")
    for w, e in zip(reserve, wyrms, strict=False):
        scene_changes.enter_play(st, w, zone(e["zone"]))
        st.wyrm_dmg[w] = 1 if e.get("stunned") else 0
    st.zone_sparks = [0] * len(ch.zones)
    for z, n in dict(pos.get("sparks", {})).items():
        st.zone_sparks[zone(z)] = int(n)
    st.destiny_up = int(pos.get("destiny", st.destiny_up))
    st.rules = [int(r) - 1 for r in pos.get("rules", [])]
    st.keys = sorted(str(k) for k in pos.get("keys", st.keys))
    st.read = sorted({int(r) - 1 for r in pos.get("read", range(1, objective))} | {objective - 1})
    st.placed = [
        i for i in st.read if ch.cards[i].type == "interaction" and ch.cards[i].flag is None
    ]
    st.cursor = objective
    first = next((h for h in range(st.n_heroes) if not st.ko[h]), 0)
    vortex = ch.cards[objective - 1].vortex
    st.scene = ch.zone_scene[ch.spot_zone[vortex] if vortex is not None else st.pos[first]]
    st.check_components()
    st.stack = [T.Chapter(), T.ReadCard(objective - 1, -1, 2), T.Objective(objective - 1, 1)]
    chapter_cards.start_objective(st, objective - 1)
    st.stack.append(T.Round(objective - 1))
    st.settle()
    return st


def to_position(st: WonderState) -> dict[str, Any]:
    """The compact position of a state (heroes, Wyrms, sparks, destiny, rules, keys)."""
    ch = st.ch

    def item(i: int) -> Any:
        return f"passage:{st.c.passages[i - A.PASSAGE_ITEM].id}" if i >= A.PASSAGE_ITEM else i + 1

    return {
        "pack": st.c.key,
        "chapter": ch.id,
        "players": st.players,
        "difficulty": st.difficulty,
        "objective": st.objective + 1 if st.objective >= 0 else 0,
        "heroes": [
            {
                "hero": st.c.heroes[hi].id,
                "zone": ch.zones[st.pos[h]],
                "hearts": st.hearts[h],
                "sparks": st.sparks[h],
                "ko": st.ko[h],
                "items": [item(i) for i in st.items[h]],
            }
            for h, hi in enumerate(st.heroes)
        ],
        "wyrms": [
            {"zone": ch.zones[z], "stunned": bool(st.wyrm_dmg[w])}
            for w, z in enumerate(st.wyrm_zone)
            if z >= 0
        ],
        "sparks": {ch.zones[z]: n for z, n in enumerate(st.zone_sparks) if n},
        "destiny": st.destiny_up,
        "rules": [r + 1 for r in st.rules],
        "keys": st.keys[:],
        "read": [i + 1 for i in st.read],
    }


__all__ = ["RESERVE", "from_position", "to_position"]
