"""Wonder Book's campaign between chapters: who joins, which upgrades a chapter starts
with, and the record a chapter leaves (L481-483 and the campaign pages of the rulebook).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tomecraft.games.wonderbook.state_json import copy_record

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def incoming(self: WonderState, h: int) -> bool:
    """Whether hero ``h`` joins the campaign here: the record names the heroes of the
    last chapter won and ``h`` is not one of them (L481-483)."""
    known = self.record["heroes"]
    return bool(known) and self.c.heroes[self.heroes[h]].id not in known


def incoming_upgrades(self: WonderState) -> list[tuple[int, int]]:
    """The upgrade choices a chapter starts with, as (hero, upgrade card) pairs: an
    incoming hero takes every upgrade card the campaign unlocked for it and chooses
    each side again (the sides the record kept for it are forgotten); any other hero
    chooses only an unlocked card without a side (a hero that never played it)."""
    out: list[tuple[int, int]] = []
    unlocked = set(self.unlocked)
    for h in range(self.n_heroes):
        new = incoming(self, h)
        for u, uid in enumerate(self.c.heroes[self.heroes[h]].upgrades):
            if uid not in unlocked:
                continue
            if new:
                self.upgrades.pop(uid, None)
            if uid not in self.upgrades:
                out.append((h, u))
    return out


def campaign_record(self: WonderState) -> dict[str, Any]:
    """The record after this chapter: on a win, the chapter, keys, upgrades and Wyrm
    cards added; otherwise the record as it was when the chapter began."""
    if not (self.over and self.won):
        return copy_record(self.record)
    rec = copy_record(self.record)
    if self.ch.id not in rec["chapters"]:
        rec["chapters"].append(self.ch.id)
    rec["keys"] = sorted(self.keys)
    rec["upgrades"] = dict(sorted(self.upgrades.items()))
    rec["unlocked"] = sorted(set(self.unlocked) | set(self.upgrades))
    rec["heroes"] = [self.c.heroes[h].id for h in self.heroes]
    rec["chest"] = self.chest_open
    rec["pack"] = self.c.pack.info.id  # the record belongs to this pack
    rec["wyrm_cards"] = rec["wyrm_cards"] + [
        w for w in self.wyrm_added if w not in rec["wyrm_cards"]
    ]
    return rec
