"""Wonder Book's script conditions (``if``: keys, heroes in a zone, Wyrms, creatures, card
hearts, the chest, the Dark Aura...), evaluated on a state.

Each kind is the condition a chapter card, an objective or a script step states; the
vocabulary and its fields are documented in docs/wonderbook-content.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.games.wonderbook.pack import Cond

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


@dataclass(slots=True)
class Check:
    """A condition (:class:`~.pack.Cond`) as the engine evaluates it: the same fields in
    a compiled record (reading a field of the pack's model costs a Python attribute
    look-up). Chapter goals and ``if`` steps are converted once (``ChapterData.goals``,
    ``Content.script_checks``); treat it as read-only."""

    kind: str
    key: str | None
    conds: tuple[Check, ...]
    zone: str | None
    hero: str | None
    creature: str | None
    card: int | None
    at_least: int | None
    at_most: int | None

    def __init__(
        self,
        kind: str,
        key: str | None,
        conds: tuple[Check, ...],
        zone: str | None,
        hero: str | None,
        creature: str | None,
        card: int | None,
        at_least: int | None,
        at_most: int | None,
    ) -> None:
        # Written out: compiled, a dataclass's generated __init__ stays interpreted.
        self.kind = kind
        self.key = key
        self.conds = conds
        self.zone = zone
        self.hero = hero
        self.creature = creature
        self.card = card
        self.at_least = at_least
        self.at_most = at_most


def check_of(c: Cond) -> Check:
    """The :class:`Check` of a condition (and of the conditions it holds)."""
    return Check(
        c.kind,
        c.key,
        tuple(check_of(x) for x in c.conds),
        c.zone,
        c.hero,
        c.creature,
        c.card,
        c.at_least,
        c.at_most,
    )


def holds(self: WonderState, c: Cond) -> bool:
    """Evaluate a condition of the script vocabulary (:func:`passes`)."""
    return passes(self, check_of(c))


def passes(self: WonderState, c: Check) -> bool:
    """Evaluate a condition of the script vocabulary."""
    k = c.kind
    if k == "key":
        return c.key in self.keys
    if k == "not":
        return not passes(self, c.conds[0])
    if k == "all":
        return all(passes(self, x) for x in c.conds)
    if k == "any":
        return any(passes(self, x) for x in c.conds)
    if k == "heroes_in":
        hs = list(range(self.n_heroes))
        if c.hero is not None:
            hs = [h for h in hs if self.c.heroes[self.heroes[h]].id == c.hero]
            if not hs:
                return False
        zone = self.ch.zone_index[c.zone] if c.zone else -1
        there = [h for h in hs if zone < 0 or self.pos[h] == zone]
        if c.at_least is None:
            return len(there) == len(hs) and len(there) > 0
        return len(there) >= c.at_least
    if k == "wyrms":
        zone = self.ch.zone_index[c.zone] if c.zone else -1
        n = sum(1 for z in self.wyrm_zone if z >= 0 and (zone < 0 or z == zone))
        return (c.at_least is None or n >= c.at_least) and (c.at_most is None or n <= c.at_most)
    if k == "defeated":
        return self.defeated >= (c.at_least or 0)
    if k == "read":
        return c.card is not None and c.card - 1 in self.read
    if k == "destiny":
        return self.destiny_up >= (c.at_least or 0)
    if k == "players":
        return self.players >= (c.at_least or 0)
    if k == "roll":
        return self.last_roll >= (c.at_least or 0)
    if k == "sparks_at":
        assert c.zone is not None
        return self.zone_sparks[self.ch.zone_index[c.zone]] <= (c.at_most or 0)
    if k == "rounds":
        return self.rounds >= (c.at_least or 0)
    if k == "creature":
        assert c.creature is not None
        i = self.creature_index(c.creature)
        n = self.creature_hearts[i]
        zone = self.ch.zone_index[c.zone] if c.zone else -1
        return (
            self.creature_zone[i] >= 0
            and (zone < 0 or self.creature_zone[i] == zone)
            and (c.at_least is None or n >= c.at_least)
            and (c.at_most is None or n <= c.at_most)
        )
    if k == "creature_down":
        assert c.creature is not None
        return self.creature_down[self.creature_index(c.creature)]
    if k == "card_hearts":
        n = self.card_hearts.get((c.card or 0) - 1, 0)
        return (c.at_least is None or n >= c.at_least) and (c.at_most is None or n <= c.at_most)
    if k == "chest":
        return self.chest_open
    if k == "aura":
        return self.aura >= 0 and (c.zone is None or self.aura == self.ch.zone_index[c.zone])
    return any(self.c.heroes[h].id == c.hero for h in self.heroes)
