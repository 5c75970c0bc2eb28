"""The public facts a graphical Wonder Book board draws, added to every view as ``table``.

Everything here is either printed content (the current scene's map, the heroes' cards, a
revealed Wyrm card) or public state already in the view, arranged for drawing:

* ``map``: the current scene only: zones (``z`` the chapter-wide zone number, ``box``
  ``[x, y, w, h]`` or ``polygon`` on the 100 x 60 grid), borders (``a``, ``b``, ``kind``
  dashed or solid, and ``segments``: the edges the two zones share, ``[x1, y1, x2, y2]``),
  spots (spark spots, vortices, objects);
* ``heroes``: per hero slot its maximum hearts, attack, abilities (slot, action id, spark
  cost) and items (card number or passage id, action id, spark cost);
* ``interactions``: the interaction cards lying on the map (read cards and the visible
  top of a set-aside pile, both already in the view);
* ``card``: the chapter card being read (the topmost one on the stack), else the
  objective in play, else the last card read; never an unread card;
* ``roll``: the dice of a roll in progress (a reroll decision) or ``None``;
* ``last_roll``: the last finished roll (``dice`` and ``hits``) or ``None`` before any;
* ``last_wyrm``: the Wyrm card revealed last, with the numbers that applied;
* ``wyrm_known``: the Wyrm cards whose place in the deck the table saw (``top``, top
  first, and ``bottom``, the last card last; card ids), as the view's ``wyrm_top`` and
  ``wyrm_bottom`` say;
* ``phase``: the players' phase in progress or the objective's, where it is more than
  on/off (``actions``, ``turns``, ``order``, ``zone`` id; ``None`` entries: no limit),
  else ``None``;
* ``destiny_total`` and ``wyrm_health``;
* ``restrictions``: the special rules' restrictions in force (L186): ``no_enter``,
  ``no_leave``, ``hurt`` (ending a turn there) and ``hurt_enter`` zone indexes, and
  ``forbid``, the forbidden action blocks by name.
* ``rule_actions``: the actions the special rules in force open (``action`` its index,
  the ``rule_action`` option's number, and ``id``).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from tomecraft.games.wonderbook import action_options
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import content
from tomecraft.games.wonderbook.pack_vocabulary import FORBIDDEN

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.pack import Zone
    from tomecraft.games.wonderbook.state import WonderState

Point = tuple[float, float]
Segment = tuple[float, float, float, float]


def outline(zone: Zone) -> list[Point]:
    """A zone's corners in order (a box becomes its four corners)."""
    if zone.box is not None:
        x, y, w, h = zone.box
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    assert zone.polygon is not None
    return [(float(p[0]), float(p[1])) for p in zone.polygon]


def _edges(points: list[Point]) -> list[Segment]:
    return [(*points[i], *points[(i + 1) % len(points)]) for i in range(len(points))]


def _overlap(e: Segment, f: Segment) -> Segment | None:
    """The common part of two edges when they lie on one line (None if they only touch
    at a point or are not collinear)."""
    ax, ay, bx, by = e
    cx, cy, dx, dy = f
    ux, uy = bx - ax, by - ay
    length2 = ux * ux + uy * uy
    if length2 == 0:
        return None
    # both ends of f on the line of e
    for px, py in ((cx, cy), (dx, dy)):
        if abs(ux * (py - ay) - uy * (px - ax)) > 1e-6 * length2:
            return None
    t0 = ((cx - ax) * ux + (cy - ay) * uy) / length2
    t1 = ((dx - ax) * ux + (dy - ay) * uy) / length2
    lo, hi = max(0.0, min(t0, t1)), min(1.0, max(t0, t1))
    if hi - lo <= 1e-9:
        return None
    return (ax + lo * ux, ay + lo * uy, ax + hi * ux, ay + hi * uy)


def shared_edges(a: Zone, b: Zone) -> list[Segment]:
    """The segments of outline that zones ``a`` and ``b`` have in common."""
    out = []
    for e in _edges(outline(a)):
        for f in _edges(outline(b)):
            seg = _overlap(e, f)
            if seg is not None:
                out.append(tuple(round(v, 3) for v in seg))
    return out  # type: ignore[return-value]


@cache
def _segments(pack: str, chapter: int, scene: int) -> tuple[tuple[Segment, ...], ...]:
    """Per border of a scene, the edges its two zones share (content is fixed: cached)."""
    sc = content(pack).chapters[chapter].model.scenes[scene]
    by_id = {z.id: z for z in sc.zones}
    return tuple(tuple(shared_edges(by_id[b.a], by_id[b.b])) for b in sc.borders)


def _map(st: WonderState) -> dict[str, Any]:
    ch = st.ch
    sc = ch.model.scenes[st.scene]
    zi = ch.zone_index
    segments = _segments(st.c.key, ch.index, st.scene)
    zones: list[dict[str, Any]] = []
    for zone in sc.zones:
        entry: dict[str, Any] = {"z": zi[zone.id], "id": zone.id}
        if zone.box is not None:
            entry["box"] = list(zone.box)
        else:
            entry["polygon"] = [list(p) for p in zone.polygon or []]
        zones.append(entry)
    borders = [
        {
            "a": zi[b.a],
            "b": zi[b.b],
            "kind": b.kind,
            "segments": [list(s) for s in segs],
        }
        for b, segs in zip(sc.borders, segments, strict=True)
    ]
    spots = [{"id": s.id, "zone": zi[s.zone], "kind": s.kind} for s in sc.spots]
    return {"scene": sc.id, "zones": zones, "borders": borders, "spots": spots}


def _item(st: WonderState, item: int) -> dict[str, Any]:
    a = st.item_action(item)
    out: dict[str, Any] = {"item": item, "action": a.id, "sparks": a.sparks}
    if item >= A.PASSAGE_ITEM:
        out["passage"] = st.c.passages[item - A.PASSAGE_ITEM].id
    else:
        out["card"] = item + 1
    return out


def _heroes(st: WonderState) -> list[dict[str, Any]]:
    out = []
    for h, hi in enumerate(st.heroes):
        hc = st.c.heroes[hi]
        atk = hc.attack
        out.append(
            {
                "max": hc.hearts,
                "attack": {
                    "dice": atk.dice,
                    "mode": atk.mode,
                    "range": atk.range,
                    "targets": atk.targets,
                    "heal": atk.heal,
                },
                "no_ability": not hc.has_ability,
                "abilities": [
                    {"slot": s, "action": hc.abilities[s].id, "sparks": hc.abilities[s].sparks}
                    for s in st.abilities(h)
                ],
                "items": [_item(st, i) for i in st.items[h]],
            }
        )
    return out


def phase_facts(st: WonderState) -> dict[str, Any] | None:
    """The players' phase in force (the innermost one being played, else the objective's)
    when it is more than on/off (L200, L204)."""
    from tomecraft.games.wonderbook.pack import Phase

    ph = None
    for t in reversed(st.stack):
        if isinstance(t, T.PlayersPhase):
            ph = t.phase(st)
            break
    else:
        if st.objective >= 0:
            p = st.ch.cards[st.objective].players
            ph = p if isinstance(p, Phase) else None
    if ph is None:
        return None
    return {"actions": ph.actions, "turns": ph.turns, "order": ph.order, "zone": ph.zone}


def _card(st: WonderState) -> dict[str, Any] | None:
    """The card on top of the reading: being read, else the objective, else the last
    one read from the deck (always a read card)."""
    i = -1
    for task in st.stack[::-1]:
        if isinstance(task, T.ReadCard):
            i = task.card
            break
    if i < 0:
        i = st.objective
    if i < 0 and st.cursor > 0 and st.cursor - 1 in st.read:
        i = st.cursor - 1
    if i < 0 or i not in st.read:
        return None
    card = st.ch.cards[i]
    return {
        "n": i + 1,
        "type": card.type,
        "options": len(card.options),
        "endings": len(card.endings),
        "objective": i == st.objective,
    }


def _roll(st: WonderState) -> dict[str, Any] | None:
    for task in st.stack[::-1]:
        if isinstance(task, T.Roll):
            return {"dice": task.dice, "hits": task.hits, "stage": task.stage}
    return None


def _last_wyrm(st: WonderState) -> dict[str, Any] | None:
    if st.last_wyrm_card < 0:
        return None
    w = st.c.wyrm_cards[st.last_wyrm_card]
    halo = st.players >= 3
    return {
        "id": w.id,
        "spawn": w.spawn + (w.spawn_halo if halo else 0),
        "activate": w.activate + (w.activate_halo if halo else 0),
        "another": w.reveal_another,
        "text": bool(w.script),
    }


def table(st: WonderState) -> dict[str, Any]:
    """The ``table`` entry of a view (see the module docstring)."""
    ch = st.ch
    interactions = [
        {"card": i + 1, "zone": z, "spot": str(ch.cards[i].object)}
        for z in range(len(ch.zones))
        if ch.zone_scene[z] == st.scene
        for i in st.interactions_at(z)
    ]
    return {
        "map": _map(st),
        "heroes": _heroes(st),
        "interactions": interactions,
        "card": _card(st),
        "roll": _roll(st),
        "last_roll": {"dice": st.last_dice, "hits": st.last_roll} if st.last_dice else None,
        "last_wyrm": _last_wyrm(st),
        "wyrm_known": {
            "top": [st.c.wyrm_cards[k].id for k in st.wyrm_top],
            "bottom": [st.c.wyrm_cards[k].id for k in st.wyrm_bottom],
        },
        "phase": phase_facts(st),
        "destiny_total": st.destiny_total,
        "chest": st.c.chest_script >= 0,  # the pack has a treasure-chest envelope
        # the chapter's allies and enemies that are not Wyrms; where they stand and their
        # hearts are the view's ``creatures`` ([zone, hearts] each, zone -1 off the board)
        "creatures": [
            {"id": x.id, "kind": x.kind, "max": x.hearts} for x in st.ch.model.creatures
        ],
        # hearts held by chapter cards (read cards name them): number, hearts, capacity
        "card_hearts": [
            {"n": k + 1, "hearts": v, "max": ch.cards[k].hearts or 0}
            for k, v in sorted(st.card_hearts.items())
        ],
        "wyrm_health": st.wyrm_health(),
        # the special rules' restrictions in force (L186): zones by index, forbidden
        # action blocks by name
        "restrictions": {
            **{
                f: [z for z in range(len(ch.zones)) if action_options.zone_rule(st, f, z)]
                for f in ("no_enter", "no_leave", "hurt", "hurt_enter")
            },
            "forbid": [k for k in FORBIDDEN if action_options.forbidden(st, k)],
        },
        "rule_actions": [
            {"action": a, "id": st.c.actions[a].id}
            for a in sorted({a for r in st.rules for a in st.ch.rule_actions[r]})
        ],
    }


__all__ = ["outline", "shared_edges", "table"]
