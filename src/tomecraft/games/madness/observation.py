"""The Big Book of Madness's observation vector for learning agents.

Built from ``state.view(seat)`` alone, so it holds no hidden information (another seat's
hand appears only as a count, plus the public multiset of its hand and deck together)
and equal views give equal vectors. Seats are rotated so that the observer comes first,
and padded to five. Every entry is in ``[0, 1]``: counts are divided by a scale and
clipped, categories are one-hot, spells are multi-hot over the pack's spell numbers.

Layout, in order: the observer's hand (13 card kinds) and deck (13); five seat blocks
(present, eliminated, active, hand size, deck size, unseen cards (13), discard pile (13),
support (13), spells owned (64), spells ready to activate (64), ability used, mage
(16), known top cards of its deck (count, and the first one's kind (13) when the
observer knows it)); the madness pile; the market (8 piles); the library's face-up spells
(64); five invocation slots (present, neutralised, already applied, curse type (5), cost
per element (4), madness under the curse, element tokens on it (4)); the element-token
supply (4); the marker (6); the monster (7, 0 before the book opens); invocation
checks and monsters defeated; the turn; difficulty (3); mode (3); the decision kind; the
deciding seat (rotated, 5; none for chance).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tomecraft.core.observation import one_hot
from tomecraft.games.madness.data import NK, content
from tomecraft.games.madness.pack import MAX_SPELLS

MAX_SEATS = 5
MAX_MAGES = 16
SLOTS = 5
#: Every decision kind The Big Book of Madness poses, in a fixed order.
DECISION_KINDS: tuple[str, ...] = (
    "action",
    "act",
    "pay",
    "draw",
    "discard",
    "discard-support",
    "destroy",
    "destroy-discard",
    "support",
    "heal",
    "gain",
    "upgrade",
    "neutralise-curse",
    "neutralise-spell",
    "target",
    "forget",
    "library",
    "reward",
    "recovery",
    "page",
    "curse",
    "mage",
    "optional",
    "give",
    "give-to",
    "top",
    "top-discard",
    "take-discard",
    "recover",
    "discard-reserve",
    "destroy-support",
    "untoken",
)
DIFFICULTIES = ("I", "II", "III")
MODES = ("normal", "terror", "nightmare")
SEAT_SIZE = 5 + 3 * NK + 2 * MAX_SPELLS + 1 + MAX_MAGES + 1 + NK
SLOT_SIZE = 3 + 5 + 4 + 1 + 4
OBSERVATION_SIZE = (
    2 * NK
    + MAX_SEATS * SEAT_SIZE
    + 1
    + 8
    + MAX_SPELLS
    + SLOTS * SLOT_SIZE
    + 4
    + 6
    + 7
    + 2
    + 1
    + len(DIFFICULTIES)
    + len(MODES)
    + len(DECISION_KINDS)
    + MAX_SEATS
)
_SPACES = (2, 3, 3, 4, 5)


def _scaled(values: Sequence[int], scale: float) -> list[float]:
    return [min(1.0, v / scale) for v in values]


def encode_view(view: Mapping[str, Any]) -> list[float]:
    """The observation vector of a view (see the module docstring for the layout)."""
    c = content(str(view["pack"]))
    sp = c.spell_index
    seats = view["seats"]
    n = len(seats)
    viewer = view.get("viewer")
    me = viewer if isinstance(viewer, int) else 0
    out: list[float] = []
    own = seats[me] if isinstance(viewer, int) else None
    out += _scaled(own["hand"], 8.0) if own else [0.0] * NK
    out += _scaled(own["deck"], 12.0) if own else [0.0] * NK
    active = int(view["active"])
    for i in range(MAX_SEATS):
        if i >= n:
            out += [0.0] * SEAT_SIZE
            continue
        s = (me + i) % n
        e = seats[s]
        unseen = e.get("unseen") or [h + d for h, d in zip(e["hand"], e["deck"], strict=True)]
        support = [0] * NK
        for k in e["support"]:
            support[k] += 1
        owned = [0.0] * MAX_SPELLS
        ready = [0.0] * MAX_SPELLS
        blocked = set(e["exhausted"]) | {x[0] for x in e["neutral"]}
        for sid in e["spells"]:
            owned[sp[sid]] = 1.0
            if sid not in blocked:
                ready[sp[sid]] = 1.0
        out += [1.0, float(e["eliminated"]), float(s == active)]
        out += [min(1.0, e["hand_count"] / 12.0), min(1.0, e["deck_count"] / 40.0)]
        out += _scaled(unseen, 20.0) + _scaled(e["discard"], 20.0) + _scaled(support, 3.0)
        out += owned + ready + [float(e["ability_used"])]
        out += one_hot(-1 if e["mage"] is None else c.mage_index[e["mage"]], MAX_MAGES)
        tops = e.get("top") or []
        out.append(min(1.0, len(tops) / 3.0))
        first = tops[0][0] if tops else None
        out += one_hot(-1 if first is None else int(first), NK)
    out.append(min(1.0, int(view["pile"]) / 35.0))
    out += _scaled(view["market"], 10.0)
    library = [0.0] * MAX_SPELLS
    for sid in view["library"]:
        if sid is not None:
            library[sp[sid]] = 1.0
    out += library
    marker = int(view["marker"])
    for slot in range(SLOTS):
        cid = view["slots"][slot]
        if cid is None:
            out += [0.0] * SLOT_SIZE
            continue
        curse = c.curses[c.curse_index[cid]]
        out += [1.0, float(view["curse_neutral"][slot] >= 0), float(_SPACES[slot] <= marker)]
        out += one_hot(curse.type, 5) + [v / 4.0 for v in curse.cost]
        under = view.get("under") or [0] * SLOTS
        tokens = (view.get("curse_tokens") or [[0] * 4] * SLOTS)[slot]
        out += [min(1.0, int(under[slot]) / 5.0), *_scaled(tokens, 4.0)]
    out += _scaled(view.get("tokens") or [0, 0, 0, 0], 4.0)
    out += one_hot(marker, 6)
    out += one_hot(int(view["monster"]), 7)
    out += [min(1.0, int(view["checks"]) / 6.0), min(1.0, int(view["defeated"]) / 6.0)]
    out.append(min(1.0, int(view["turn"]) / 31.0))
    out += one_hot(DIFFICULTIES.index(view["difficulty"]), 3)
    out += one_hot(MODES.index(view["mode"]), 3)
    d = view.get("decision")
    kind = DECISION_KINDS.index(d["kind"]) if d and d["kind"] in DECISION_KINDS else -1
    out += one_hot(kind, len(DECISION_KINDS))
    actor = d["actor"] if d else -1
    out += one_hot((actor - me) % n if actor is not None and actor >= 0 else -1, MAX_SEATS)
    return out


__all__ = ["DECISION_KINDS", "OBSERVATION_SIZE", "encode_view"]
