"""What a hero reaches on Wonder Book's map: Wyrms and creatures in range (0: its zone,
1: across a dashed border too, 2: anywhere), heroes beside it, and the way a Wyrm walks
towards the nearest standing hero.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def wyrms_in_range(self: WonderState, h: int, rng: int) -> list[int]:
    """Wyrms a hero can target: ``rng`` 0 its zone, 1 its zone or across a dashed
    border, 2 anywhere (every Wyrm in play is on the current scene)."""
    ws = self.in_play()
    if rng == 2 or h < 0:
        return ws
    z = self.pos[h]
    if rng == 0:
        return [w for w in ws if self.wyrm_zone[w] == z]
    adj = self.ch.adjacent[z]
    return [w for w in ws if self.wyrm_zone[w] == z or self.wyrm_zone[w] in adj]


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
    standing hero (empty: no hero can be reached)."""
    targets = {self.pos[h] for h in range(self.n_heroes) if not self.ko[h]}
    if not targets:
        return []
    dist: dict[int, int] = {t: 0 for t in targets}
    queue = deque(targets)
    while queue:
        x = queue.popleft()
        for y in self.ch.adjacent[x]:
            if y not in dist:
                dist[y] = dist[x] + 1
                queue.append(y)
    if z not in dist:
        return []
    d = dist[z]
    return sorted(y for y in self.ch.adjacent[z] if dist.get(y, -9) == d - 1)
