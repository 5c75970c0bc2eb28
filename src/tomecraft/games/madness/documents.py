"""A Big Book of Madness state as a document: written (:func:`state_json`), read back
(:func:`read_into`) and checked (:func:`check_cards`: every card somewhere exactly once).

The state's own methods (``to_json``, ``load``, ``census``, ``check_cards``) call these."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tomecraft.core import InvalidPosition
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MADNESS, NK, pile_kind
from tomecraft.games.madness.tasks import task_from_json

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState


def seat_json(st: MadnessState, seat: int) -> dict[str, Any]:
    """One seat of a state document."""
    c = st.c
    return {
        "mage": c.mages[st.mages[seat]].id if st.mages[seat] >= 0 else None,
        "hand": st.hands[seat][:],
        "deck": st.decks[seat][:],
        "discard": st.discards[seat][:],
        "support": st.supports[seat][:],
        "spells": [c.spells[s].id for s in st.spells[seat]],
        "exhausted": sorted(
            c.spells[s].id for s in st.spells[seat] if (st.exhausted[seat] >> s) & 1
        ),
        "neutral": [[c.spells[e[0]].id, e[1], e[2]] for e in st.neutral[seat]],
        "eliminated": st.eliminated[seat],
        "ability_used": st.ability_used[seat],
        "stats": st.stats[seat][:],
        "top": [
            [e[0], [s for s in range(st.players) if (e[1] >> s) & 1]] for e in st.tops[seat]
        ],
    }

def state_json(st: MadnessState) -> dict[str, Any]:
    """The state as a JSON document (what :meth:`MadnessState.load` reads)."""
    c = st.c
    return {
        "pack": c.key,
        "players": st.players,
        "difficulty": st.difficulty,
        "mode": st.mode,
        "seats": [seat_json(st, s) for s in range(st.players)],
        "pile": st.pile,
        "min_pile": st.min_pile,
        "market": st.market[:],
        "box": st.box[:],
        "destroyed": st.destroyed[:],
        "library": [c.spells[s].id if s >= 0 else None for s in st.lib_top],
        "spells_out": [c.spells[s].id for s in st.spells_out],
        "curse_decks": [[c.curses[i].id for i in d] for d in st.curse_decks],
        "curse_bottom": [[c.curses[i].id for i in d] for d in st.curse_bottom],
        "slots": [c.curses[i].id if i >= 0 else None for i in st.slots],
        "curse_neutral": st.curse_neutral[:],
        "curses_out": [c.curses[i].id for i in st.curses_out],
        "cover": c.covers[st.cover].id,
        "pages": [c.pages[g].id for g in st.pages],
        "monster": st.monster,
        "marker": st.marker,
        "checks": st.checks,
        "defeated": st.defeated,
        "first": st.first,
        "active": st.active,
        "turn": st.turn,
        "under": st.under[:],
        "tokens": st.tokens[:],
        "curse_tokens": [t[:] for t in st.curse_tokens],
        "memo": st.memo[:],
        **st.outcome_json(),
        "stack": [t.to_json() for t in st.stack],
    }


def read_into(st: MadnessState, data: Mapping[str, Any]) -> None:
    """Fill ``st`` (built for the document's pack, players and mages) from ``data``;
    a malformed document raises KeyError, TypeError, ValueError or IndexError."""
    c = st.c
    sp, cu = c.spell_index, c.curse_index
    seats = data["seats"]
    if len(seats) != st.players:
        raise ValueError("one entry in 'seats' per player")
    for i, s in enumerate(seats):
        st.hands[i] = _vec(s["hand"])
        st.decks[i] = _vec(s["deck"])
        st.discards[i] = _vec(s["discard"])
        st.supports[i] = [int(k) for k in s["support"]]
        st.spells[i] = [sp[x] for x in s["spells"]]
        st.exhausted[i] = sum(1 << sp[x] for x in s["exhausted"])
        st.neutral[i] = [[sp[e[0]], int(e[1]), int(e[2])] for e in s["neutral"]]
        st.eliminated[i] = bool(s["eliminated"])
        st.ability_used[i] = bool(s["ability_used"])
        st.stats[i] = [int(x) for x in s["stats"]]
        st.tops[i] = [
            [int(e[0]), sum(1 << int(w) for w in e[1])] for e in s.get("top", [])
        ]
    st.pile = int(data["pile"])
    st.min_pile = int(data.get("min_pile", st.pile))
    st.market = [int(x) for x in data["market"]]
    st.box = _vec(data["box"])
    st.destroyed = _vec(data["destroyed"])
    st.lib_top = [sp[x] if x is not None else -1 for x in data["library"]]
    st.spells_out = [sp[x] for x in data["spells_out"]]
    st.curse_decks = [[cu[x] for x in d] for d in data["curse_decks"]]
    st.curse_bottom = [[cu[x] for x in d] for d in data["curse_bottom"]]
    st.slots = [cu[x] if x is not None else -1 for x in data["slots"]]
    st.curse_neutral = [int(x) for x in data["curse_neutral"]]
    st.curses_out = [cu[x] for x in data["curses_out"]]
    st.cover = c.cover_index[data["cover"]]
    st.pages = [c.page_index[x] for x in data["pages"]]
    for key in ("monster", "marker", "checks", "defeated", "first", "active", "turn"):
        setattr(st, key, int(data[key]))
    if "under" in data:
        st.under = [int(x) for x in data["under"]]
    if "tokens" in data:
        st.tokens = [int(x) for x in data["tokens"]]
    if "curse_tokens" in data:
        st.curse_tokens = [[int(x) for x in t] for t in data["curse_tokens"]]
    if "memo" in data:
        st.memo = [int(x) for x in data["memo"]]
    st.load_outcome(data)
    st.stack = [task_from_json(t) for t in data["stack"]]


def census(st: MadnessState) -> list[int]:
    """Cards of each kind in every zone together (equals the pack's totals)."""
    counts = st.box[:]
    for k in range(NK):
        counts[k] += st.destroyed[k]
    for zones in (st.hands, st.decks, st.discards):
        for z in zones:
            for k in range(NK):
                counts[k] += z[k]
    for sup in st.supports:
        for k in sup:
            counts[k] += 1
    for p in range(8):
        counts[pile_kind(p)] += st.market[p]
    counts[MADNESS] += st.pile + sum(st.under)
    return counts

def check_cards(st: MadnessState) -> None:
    """Raise InvalidPosition unless every card kind is accounted for exactly."""
    vecs = [st.box, st.destroyed, *st.hands, *st.decks, *st.discards]
    if any(len(v) != NK or min(v) < 0 for v in vecs) or min(st.market) < 0 or st.pile < 0:
        raise InvalidPosition("card count vectors need 13 non-negative entries")
    if any(k < 0 or k >= NK for sup in st.supports for k in sup):
        raise InvalidPosition("support cards must be card kinds 0-12")
    if len(st.under) != A.SLOTS or min(st.under) < 0:
        raise InvalidPosition("'under' needs 5 non-negative madness counts, one per slot")
    if len(st.tokens) != 4 or len(st.curse_tokens) != A.SLOTS:
        raise InvalidPosition("'tokens' needs 4 counts; 'curse_tokens' 5 lists of 4")
    if any(len(t) != 4 for t in st.curse_tokens):
        raise InvalidPosition("'curse_tokens' needs 5 lists of 4 counts")
    for e in range(4):
        held = [t[e] for t in st.curse_tokens]
        if min(held) < 0 or st.tokens[e] < 0:
            raise InvalidPosition("element token counts must be non-negative")
        if st.tokens[e] + sum(held) != st.c.element_tokens:
            raise InvalidPosition(
                f"element tokens of element {e}: supply plus curses must be "
                f"{st.c.element_tokens}"
            )
    for slot in range(A.SLOTS):
        if st.slots[slot] < 0 and (st.under[slot] or any(st.curse_tokens[slot])):
            raise InvalidPosition(f"slot {slot} holds madness or tokens but no curse")
    for seat in range(st.players):
        top = [0] * NK
        for entry in st.tops[seat]:
            if not 0 <= entry[0] < NK or not 0 < entry[1] < 1 << st.players:
                raise InvalidPosition("a known top card needs a card kind and its knowers")
            top[entry[0]] += 1
        if any(top[k] > st.decks[seat][k] for k in range(NK)):
            raise InvalidPosition(f"seat {seat + 1}'s known top cards are not in its deck")
    got = census(st)
    want = list(st.c.totals)
    if got != want:
        bad = [k for k in range(NK) if got[k] != want[k]]
        raise InvalidPosition(
            "every card must be somewhere exactly once; wrong counts for kinds "
            + ", ".join(f"{k} ({got[k]} instead of {want[k]})" for k in bad)
        )


def _vec(raw: Any) -> list[int]:
    out = [int(x) for x in raw]
    if len(out) != NK:
        raise ValueError(f"a card count vector has {NK} entries, got {len(out)}")
    return out


