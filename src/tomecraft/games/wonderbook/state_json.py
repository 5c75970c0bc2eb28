"""Wonder Book's state as a JSON document, and the checks a document's components must pass.

``WonderState.to_json``, ``from_json`` and ``check_components`` call these functions; they
live apart from the state's rules so that each module holds one thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tomecraft.core import InvalidPosition
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import content

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState

#: The most shields a hero may hold (damage prevention, verb ``shield``).
MAX_SHIELD = 9


def empty_record() -> dict[str, Any]:
    """A campaign record before the first chapter (``unlocked``: the upgrade cards the
    campaign gave, to any hero; ``heroes``: the heroes of the last chapter won)."""
    return {
        "chapters": [],
        "keys": [],
        "upgrades": {},
        "wyrm_cards": [],
        "unlocked": [],
        "heroes": [],
        "chest": False,
    }


def state_to_json(self: WonderState) -> dict[str, Any]:
    """The state as a JSON document (``WonderState.to_json``): every field, the pending
    tasks included; :func:`state_from_json` reads it back exactly."""
    c = self.c
    return {
        "pack": c.key,
        "chapter": self.ch.id,
        "players": self.players,
        "difficulty": self.difficulty,
        "lead": self.lead,
        "max_rounds": self.max_rounds,
        "record": copy_record(self.record),
        "heroes": [
            {
                "hero": c.heroes[hi].id,
                "seat": self.seat_of[h],
                "hearts": self.hearts[h],
                "sparks": self.sparks[h],
                "zone": self.pos[h],
                "ko": self.ko[h],
                "items": self.items[h][:],
                "rerolled": self.rerolled[h],
                "bonus": self.bonus[h],
            }
            for h, hi in enumerate(self.heroes)
        ],
        "upgrades": dict(sorted(self.upgrades.items())),
        "unlocked": self.unlocked[:],
        "practice": self.practice,
        "keys": self.keys[:],
        "wyrm_added": self.wyrm_added[:],
        "wyrms": [[z, d] for z, d in zip(self.wyrm_zone, self.wyrm_dmg, strict=True)],
        "wyrm_no": self.wyrm_no[:],
        "wyrms_met": self.wyrms_met,
        "zone_sparks": self.zone_sparks[:],
        "destiny_up": self.destiny_up,
        "wyrm_deck": self.wyrm_deck[:],
        "wyrm_discard": self.wyrm_discard[:],
        "wyrm_top": self.wyrm_top[:],
        "wyrm_bottom": self.wyrm_bottom[:],
        "passage_deck": self.passage_deck[:],
        "passage_discard": self.passage_discard[:],
        "cursor": self.cursor,
        "read": self.read[:],
        "removed": self.removed[:],
        "piles": {k: v[:] for k, v in sorted(self.piles.items())},
        "placed": self.placed[:],
        "rules": self.rules[:],
        "objective": self.objective,
        "vortex": self.vortex,
        "aura": self.aura,
        "chest_open": self.chest_open,
        "creatures": [
            [z, n] for z, n in zip(self.creature_zone, self.creature_hearts, strict=True)
        ],
        "creatures_down": [i for i, d in enumerate(self.creature_down) if d],
        "card_hearts": {str(k): v for k, v in sorted(self.card_hearts.items())},
        "shield": self.shield[:],
        "defeated": self.defeated,
        "defeated_total": self.defeated_total,
        "rounds": self.rounds,
        "total_rounds": self.total_rounds,
        "scene": self.scene,
        "last_roll": self.last_roll,
        "last_dice": self.last_dice,
        "last_wyrm_card": self.last_wyrm_card,
        **self.outcome_json(),
        "unfinished": self.unfinished,
        "ending": self.ending,
        "stack": [t.to_json() for t in self.stack],
    }


def state_from_json(cls: type[WonderState], data: Mapping[str, Any]) -> WonderState:
    """A state read from :func:`state_to_json`'s document (``WonderState.from_json``);
    documents of earlier versions lack some fields, which then take their defaults.
    Raises InvalidPosition naming what is wrong."""
    try:
        c = content(str(data["pack"]))
        hs = data["heroes"]
        st = cls(
            c,
            c.chapter_index[str(data["chapter"])],
            int(data["players"]),
            [c.hero_index[str(h["hero"])] for h in hs],
            str(data["difficulty"]),
            int(data["lead"]),
            data["record"],
            int(data["max_rounds"]),
        )
        for h, e in enumerate(hs):
            st.seat_of[h] = int(e["seat"])
            st.hearts[h] = int(e["hearts"])
            st.sparks[h] = int(e["sparks"])
            st.pos[h] = int(e["zone"])
            st.ko[h] = bool(e["ko"])
            st.items[h] = [int(x) for x in e["items"]]
            st.rerolled[h] = bool(e["rerolled"])
            st.bonus[h] = int(e["bonus"])
        st.upgrades = {str(k): int(v) for k, v in data["upgrades"].items()}
        # both absent in older documents
        st.unlocked = sorted({str(x) for x in data.get("unlocked", [])} | set(st.upgrades))
        st.practice = bool(data.get("practice", False))
        st.keys = sorted(str(k) for k in data["keys"])
        st.wyrm_added = [str(x) for x in data["wyrm_added"]]
        wy = data["wyrms"]
        if len(wy) != c.supply.wyrms:
            raise ValueError(f"'wyrms' needs {c.supply.wyrms} entries")
        st.wyrm_zone = [int(z) for z, _ in wy]
        st.wyrm_dmg = [int(d) for _, d in wy]
        # absent in older documents: the Wyrms in play keep the figure's number they had
        nos = data.get("wyrm_no")
        st.wyrm_no = (
            [int(x) for x in nos] if nos is not None
            else [w + 1 if z >= 0 else 0 for w, z in enumerate(st.wyrm_zone)]
        )
        if len(st.wyrm_no) != len(wy):
            raise ValueError(f"'wyrm_no' needs {len(wy)} entries")
        st.wyrms_met = int(data.get("wyrms_met", max(st.wyrm_no, default=0)))
        st.zone_sparks = [int(x) for x in data["zone_sparks"]]
        if len(st.zone_sparks) != len(st.ch.zones):
            raise ValueError("'zone_sparks' needs one entry per zone of the chapter")
        for key in (
            "destiny_up",
            "cursor",
            "objective",
            "vortex",
            "defeated",
            "defeated_total",
            "rounds",
            "total_rounds",
            "scene",
            "last_roll",
            "last_wyrm_card",
            "ending",
        ):
            setattr(st, key, int(data[key]))
        st.last_dice = int(data.get("last_dice", 0))  # absent in older documents
        st.aura = int(data.get("aura", -1))  # absent in older documents
        st.chest_open = bool(data.get("chest_open", False))
        cr = data.get("creatures", [[-1, 0]] * len(st.ch.model.creatures))
        if len(cr) != len(st.ch.model.creatures):
            raise ValueError("'creatures' needs one entry per creature of the chapter")
        st.creature_zone = [int(z) for z, _ in cr]
        st.creature_hearts = [int(n) for _, n in cr]
        down = {int(i) for i in data.get("creatures_down", [])}  # absent in older ones
        st.creature_down = [i in down for i in range(len(cr))]
        # absent in older documents
        st.card_hearts = {int(k): int(v) for k, v in data.get("card_hearts", {}).items()}
        st.shield = [int(x) for x in data.get("shield", [0] * st.n_heroes)]
        if len(st.shield) != st.n_heroes or not all(0 <= x <= MAX_SHIELD for x in st.shield):
            raise ValueError(f"'shield' needs one count 0-{MAX_SHIELD} per hero")
        st.wyrm_deck = sorted(int(x) for x in data["wyrm_deck"])
        st.wyrm_discard = [int(x) for x in data["wyrm_discard"]]
        st.wyrm_top = [int(x) for x in data.get("wyrm_top", [])]  # absent in older documents
        st.wyrm_bottom = [int(x) for x in data.get("wyrm_bottom", [])]
        st.passage_deck = [int(x) for x in data["passage_deck"]]
        st.passage_discard = [int(x) for x in data["passage_discard"]]
        for key in ("read", "removed", "placed", "rules"):
            setattr(st, key, [int(x) for x in data[key]])
        st.piles = {str(k): [int(x) for x in v] for k, v in data["piles"].items()}
        st.load_outcome(data)
        st.unfinished = bool(data.get("unfinished", False))  # absent in older documents
        st.stack = [T.task_from_json(t) for t in data["stack"]]
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise InvalidPosition(f"not a Wonder Book state document: {exc!r}") from exc
    st.check_components()
    if not st.over:
        st.settle()
    return st


def check_components(self: WonderState) -> None:
    """Raise InvalidPosition when a limited component is over its supply or a value is
    out of range."""
    s = self.c.supply
    nz = len(self.ch.zones)
    if any(h < 0 or h > self.hero_max(i) for i, h in enumerate(self.hearts)):
        raise InvalidPosition("hearts must be between 0 and the hero's maximum")
    if self.hearts_supply() < 0:
        raise InvalidPosition(f"more than {s.hearts} hearts in play")
    if min(self.sparks + self.zone_sparks, default=0) < 0 or self.sparks_supply() < 0:
        raise InvalidPosition(f"sparks must be 0 or more and at most {s.sparks} in all")
    if any(not 0 <= z < nz for z in self.pos):
        raise InvalidPosition(f"hero zones must be 0-{nz - 1}")
    if any(z < -2 or z >= nz for z in self.wyrm_zone):  # -2: BOXED, -1: RESERVE (state.py)
        raise InvalidPosition(f"Wyrm zones must be -2 (boxed), -1 (reserve) or 0-{nz - 1}")
    for i, x in enumerate(self.ch.model.creatures):
        z, n = self.creature_zone[i], self.creature_hearts[i]
        if not -1 <= z < nz or not 0 <= n <= x.hearts or (z < 0 and n):
            raise InvalidPosition(
                f"creature {x.id!r}: zone -1 (off the board, no hearts) or 0-{nz - 1}, "
                f"hearts 0-{x.hearts}"
            )
    for k, v in self.card_hearts.items():
        if not 0 <= k < len(self.ch.cards) or not 0 < v <= (self.ch.cards[k].hearts or 0):
            raise InvalidPosition(
                f"card {k + 1} holds hearts it cannot hold (1 up to its field 'hearts')"
            )
    if not -1 <= self.aura < nz:
        raise InvalidPosition(f"the Dark Aura's zone must be -1 (off the board) or 0-{nz - 1}")
    if not 0 <= self.destiny_up <= self.destiny_total:
        raise InvalidPosition(f"face-up destiny must be 0-{self.destiny_total}")
    if not 0 <= self.last_dice <= A.MAX_DICE or (
        self.last_dice and not 0 <= self.last_roll <= self.last_dice
    ):
        raise InvalidPosition(f"last roll: 0-{A.MAX_DICE} dice and at most that many hits")
    if any(not 0 <= d < self.wyrm_health() + 1 for d in self.wyrm_dmg):
        raise InvalidPosition("Wyrm damage out of range")


def copy_record(rec: Mapping[str, Any]) -> dict[str, Any]:
    if not rec:  # (every state copy: it then shares its original's record)
        return empty_record()
    base = empty_record()
    return {
        "chapters": [str(x) for x in rec.get("chapters", base["chapters"])],
        "keys": sorted(str(x) for x in rec.get("keys", base["keys"])),
        "upgrades": {str(k): int(v) for k, v in dict(rec.get("upgrades", {})).items()},
        "wyrm_cards": [str(x) for x in rec.get("wyrm_cards", base["wyrm_cards"])],
        "unlocked": sorted(str(x) for x in rec.get("unlocked", base["unlocked"])),
        "heroes": [str(x) for x in rec.get("heroes", base["heroes"])],
        "chest": bool(rec.get("chest", False)),
    }


def view_json(self: WonderState) -> dict[str, Any]:
    """Everything is public except the chapter deck's unread cards: set-aside piles
    show only their top card and size, and only read cards are listed as removed.
    Deck orders are never stored, so nothing else is hidden."""
    data = self.to_json()
    data["piles"] = {
        k: {"top": v[0] if v else None, "size": len(v)} for k, v in sorted(self.piles.items())
    }
    data["removed"] = [i for i in self.removed if i in self.read]
    data["cards_left"] = len(self.ch.cards) - self.cursor
    data.pop("stack", None)
    from tomecraft.games.wonderbook.table import table

    data["table"] = table(self)  # what a graphical board draws (public facts only)
    return data


def state_from_view(view: Mapping[str, Any]) -> WonderState:
    """A full state consistent with a view: piles rebuilt from the chapter's flags (their
    unread cards in number order), the pending tasks taken from the view's stack."""
    data = {k: v for k, v in view.items() if k not in ("viewer", "decision", "cards_left")}
    c = content(str(view["pack"]))
    ch = c.chapters[c.chapter_index[str(view["chapter"])]]
    read = set(view["read"])
    piles: dict[str, list[int]] = {}
    removed = set(view["removed"])
    for flag, p in view["piles"].items():
        cards = [i for i in ch.flags.get(flag, ()) if i not in read]
        cards = cards[len(cards) - int(p["size"]) :] if p["size"] else []
        piles[flag] = cards
        removed |= set(ch.flags.get(flag, ())) - read
    data["piles"] = piles
    data["removed"] = sorted(removed)
    from tomecraft.games.wonderbook.state import WonderState

    return WonderState.from_json(data)
