"""What a hero reaches on Wonder Book's map: Wyrms and creatures in range (0: its zone,
1: across a dashed border too, 2: anywhere), heroes beside it, and the way a Wyrm walks
towards the nearest standing hero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def wyrms_in_range(self: WonderState, h: int, rng: int) -> list[int]:
    """Wyrms a hero can target: ``rng`` 0 its zone, 1 its zone or across a dashed
    border, 2 anywhere (every Wyrm in play is on the current scene)."""
    out: list[int] = []
    if rng == 2 or h < 0:
        for w, x in enumerate(self.wyrm_zone):
            if x >= 0:
                out.append(w)
        return out
    z = self.pos[h]
    adj = self.ch.adjacent[z]
    for w, x in enumerate(self.wyrm_zone):
        if x == z or (rng == 1 and x >= 0 and x in adj):
            out.append(w)
    return out


def creatures_in_range(self: WonderState, h: int, rng: int, kind: str) -> list[int]:
    """The chapter's creatures of ``kind`` (ally/enemy) on the board within range of
    hero ``h`` (as :func:`wyrms_in_range`; ``h`` -1: all of them)."""
    out = []
    for i, x in enumerate(self.ch.model.creatures):
        z = self.creature_zone[i]
        if z < 0 or x.kind != kind:
            continue
        if (
            rng == 2
            or h < 0
            or z == self.pos[h]
            or (rng == 1 and z in self.ch.adjacent[self.pos[h]])
        ):
            out.append(i)
    return out


def heroes_near(self: WonderState, h: int) -> list[int]:
    z = self.pos[h]
    adj = self.ch.adjacent[z]
    return [
        o
        for o in range(self.n_heroes)
        if o != h and not self.ko[o] and (self.pos[o] == z or self.pos[o] in adj)
    ]


def steps_toward_heroes(self: WonderState, z: int) -> list[int]:
    """The adjacent zones on a shortest dashed-border path from ``z`` to the nearest
    standing hero (empty: no hero can be reached, or one stands in ``z``), ascending.
    A breadth-first search from every standing hero's zone at once."""
    dist = [-1] * len(self.ch.zones)
    queue: list[int] = []
    for h in range(self.n_heroes):
        if not self.ko[h]:
            t = self.pos[h]
            if dist[t] < 0:
                dist[t] = 0
                queue.append(t)
    adj = self.ch.adjacent_sorted
    i = 0
    while i < len(queue):
        x = queue[i]
        i += 1
        if x == z:  # every zone nearer than z has its distance now
            break
        for y in adj[x]:
            if dist[y] < 0:
                dist[y] = dist[x] + 1
                queue.append(y)
    d = dist[z]
    if d <= 0:
        return []
    return [y for y in adj[z] if dist[y] == d - 1]
