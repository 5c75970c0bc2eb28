"""What a hero reaches on Wonder Book's map: Wyrms and creatures in range (0: its zone,
1: across a dashed border too, 2: anywhere), heroes beside it, and the way a Wyrm walks
towards the nearest standing hero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.games.wonderbook.actions import MOVE

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.data import ChapterData
    from tomecraft.games.wonderbook.state import WonderState


class MapTables:
    """A chapter's map as the reach rules read it, computed once per chapter (the map
    never changes): per zone the zones across a dashed border as a bit set, the number
    of dashed borders on a shortest path between every two zones (-1: none), for every
    two zones ``z`` and ``t`` the zones beside ``z`` one border nearer to ``t`` (a bit
    set: a Wyrm's next steps), and per creature whether it is an enemy."""

    def __init__(self, ch: ChapterData) -> None:
        self.ch = ch
        n = len(ch.zones)
        self.adj_bits: list[int] = []
        for x in range(n):
            bits = 0
            for y in ch.adjacent_sorted[x]:
                bits |= 1 << y
            self.adj_bits.append(bits)
        self.dist: list[list[int]] = []
        for x in range(n):  # a breadth-first search from each zone
            dist = [-1] * n
            dist[x] = 0
            queue = [x]
            i = 0
            while i < len(queue):
                a = queue[i]
                i += 1
                for b in ch.adjacent_sorted[a]:
                    if dist[b] < 0:
                        dist[b] = dist[a] + 1
                        queue.append(b)
            self.dist.append(dist)
        #: ``toward[z][t]``: the zones ``y`` beside ``z`` with ``dist[y][t] == dist[z][t] - 1``
        #: (0 when ``t`` is ``z`` or cannot be reached from it).
        self.toward: list[list[int]] = []
        for x in range(n):
            row: list[int] = []
            for t in range(n):
                d = self.dist[x][t]
                bits = 0
                if d > 0:
                    for y in ch.adjacent_sorted[x]:
                        if self.dist[y][t] == d - 1:
                            bits |= 1 << y
                row.append(bits)
            self.toward.append(row)
        #: Per zone: the action decision's move ids to the zones beside it, ascending.
        self.move_ids: list[list[int]] = [
            [MOVE + y for y in ch.adjacent_sorted[x]] for x in range(n)
        ]
        self.enemy: list[bool] = [x.kind == "enemy" for x in ch.model.creatures]
        self.ally: list[bool] = [x.kind == "ally" for x in ch.model.creatures]


#: The tables of each chapter met so far, by ``id`` (each entry holds its chapter, so
#: the id stays its own).
_TABLES: dict[int, MapTables] = {}


def map_tables(ch: ChapterData) -> MapTables:
    """The :class:`MapTables` of chapter ``ch`` (computed on its first use)."""
    t = _TABLES.get(id(ch))
    if t is None or t.ch is not ch:
        t = _TABLES[id(ch)] = MapTables(ch)
    return t


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
    near = self.map.adj_bits[z] if rng == 1 else 0
    for w, x in enumerate(self.wyrm_zone):
        if x == z or (x >= 0 and (near >> x) & 1):
            out.append(w)
    return out


def any_in_range(self: WonderState, h: int, rng: int) -> bool:
    """Whether hero ``h`` has a target in range ``rng``: a Wyrm (:func:`wyrms_in_range`)
    or an enemy creature (:func:`creatures_in_range` of kind ``enemy``), found without
    listing them (the action decision asks on every action)."""
    anywhere = rng == 2 or h < 0
    z = -1 if anywhere else self.pos[h]
    near = self.map.adj_bits[z] if rng == 1 and not anywhere else 0
    for x in self.wyrm_zone:
        if x >= 0 and (anywhere or x == z or (near >> x) & 1):
            return True
    enemy = self.map.enemy
    for i, x in enumerate(self.creature_zone):
        if x >= 0 and enemy[i] and (anywhere or x == z or (near >> x) & 1):
            return True
    return False


def creatures_in_range(self: WonderState, h: int, rng: int, kind: str) -> list[int]:
    """The chapter's creatures of ``kind`` (ally/enemy) on the board within range of
    hero ``h`` (as :func:`wyrms_in_range`; ``h`` -1: all of them)."""
    out: list[int] = []
    of_kind = self.map.enemy if kind == "enemy" else self.map.ally
    anywhere = rng == 2 or h < 0
    here = -1 if anywhere else self.pos[h]
    near = self.map.adj_bits[here] if rng == 1 and not anywhere else 0
    for i, z in enumerate(self.creature_zone):
        if z >= 0 and of_kind[i] and (anywhere or z == here or (near >> z) & 1):
            out.append(i)
    return out


def heroes_near(self: WonderState, h: int) -> list[int]:
    """The heroes (not knocked out) other than ``h`` in its zone or across a dashed
    border."""
    z = self.pos[h]
    near = self.map.adj_bits[z]
    out: list[int] = []
    for o in range(self.n_heroes):
        if o != h and not self.ko[o]:
            y = self.pos[o]
            if y == z or (near >> y) & 1:
                out.append(o)
    return out


def steps_toward_heroes(self: WonderState, z: int) -> list[int]:
    """The adjacent zones on a shortest dashed-border path from ``z`` to the nearest
    standing hero (empty: no hero can be reached, or one stands in ``z``), ascending:
    read from the distances between zones and each zone's steps toward another
    (:class:`MapTables`: a zone one border nearer to a hero farther away than the
    nearest is never a step, so only the nearest heroes' steps are gathered)."""
    tables = self.map
    dist = tables.dist[z]
    toward = tables.toward[z]
    d = -1
    bits = 0
    for h in range(self.n_heroes):  # the nearest standing heroes and their steps
        if not self.ko[h]:
            t = self.pos[h]
            x = dist[t]
            if x >= 0 and (d < 0 or x <= d):
                if x < d or d < 0:
                    d = x
                    bits = 0
                bits |= toward[t]
    out: list[int] = []
    if d <= 0:
        return out
    for y in self.ch.adjacent_sorted[z]:
        if (bits >> y) & 1:
            out.append(y)
    return out
