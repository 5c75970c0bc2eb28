"""Build a Big Book of Madness position from compact JSON, and write one back.

A position is a moment at the start of a player's turn, in their action phase (nothing
pending) or at their recovery, after setup (see docs/positions.md)::

    {"players": 3, "difficulty": "II", "mode": "normal",
     "seats": [{"mage": "mirela", "hand": "W1 W1 F2 M", "deck": "3xW1 E1",
                "top": ["F3"], "discard": "E2", "support": "W2",
                "spells": ["spark", "frost", "sprout", "whisper", "ripple"],
                "exhausted": ["spark"], "neutralised": ["frost"]},
               {"mage": "bryn", "hand": "E1 E1 E2"}, {"mage": "lyra"}],
     "pile": 18, "market": {"W2": 5}, "library": {"water": "ripple", "fire": null},
     "track": [null, "drowned-hours", {"curse": "ash-wind", "neutralised": true,
               "madness": 2, "tokens": "F F"}, null, null],
     "cover": "...", "pages": ["..."], "monster": 1, "marker": 3,
     "active": 1, "turn": 5, "phase": "actions"}

Cards are written as an element letter (W water, E earth, F fire, A air) and a value 1-3,
``M`` for a madness card; a card list is a string of codes (``"W1 W1 F2"``, ``"2xW1"``
for two) or a JSON list of codes. Element tokens are element letters.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core import InvalidConfig, InvalidPosition
from tomecraft.core.position import check_keys, kind_counts, whole
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import (
    ELEMENTS,
    MADNESS,
    NK,
    VALUE,
    Content,
    content,
    kind_pile,
    pile_kind,
)
from tomecraft.games.madness.game import MadnessGame
from tomecraft.games.madness.position_codes import (
    PHASES,
    card_code,
    cards_text,
    parse_card,
    parse_cards,
    parse_tokens,
)
from tomecraft.games.madness.position_writer import to_position
from tomecraft.games.madness.state import MadnessState

_KEYS = {
    "players",
    "difficulty",
    "mode",
    "pack",
    "seats",
    "pile",
    "min_pile",
    "market",
    "destroyed",
    "library",
    "spells_out",
    "track",
    "curse_bottom",
    "curses_out",
    "cover",
    "pages",
    "monster",
    "marker",
    "checks",
    "defeated",
    "first",
    "active",
    "turn",
    "phase",
}
_SEAT_KEYS = {
    "mage",
    "hand",
    "deck",
    "top",
    "discard",
    "support",
    "spells",
    "exhausted",
    "neutralised",
    "ability_used",
    "eliminated",
}


# -- small parsers ----------------------------------------------------------------------------
def _counts(kinds: list[int]) -> list[int]:
    return kind_counts(kinds, NK)


def _bool(data: Mapping[str, Any], key: str, where: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise InvalidPosition(f"{where}{key} must be true or false, got {value!r}")
    return value


def _lookup(index: Mapping[str, int], value: Any, where: str, what: str) -> int:
    if not isinstance(value, str) or value not in index:
        raise InvalidPosition(
            f"{where}: unknown {what} {value!r}; known: {', '.join(sorted(index))}"
        )
    return index[value]


# -- reading ------------------------------------------------------------------------------------
def _config(data: Mapping[str, Any]) -> tuple[Content, dict[str, Any]]:
    raw = {k: data[k] for k in ("players", "difficulty", "mode", "pack") if k in data}
    if "players" not in raw:
        raise InvalidPosition("players is required: 2, 3, 4 or 5")
    try:
        cfg = MadnessGame().parse_config(raw)
        return content.option(cfg.get("pack")), cfg
    except InvalidConfig as exc:
        raise InvalidPosition(str(exc)) from None


def _mages(c: Content, seats: list[Any]) -> list[int]:
    """Each seat's mage: the one named, else the first (pack order) nobody has."""
    named: dict[int, int] = {}
    for i, seat in enumerate(seats):
        if isinstance(seat, Mapping) and "mage" in seat:
            m = _lookup(c.mage_index, seat["mage"], f"seats[{i}].mage", "mage")
            if m in named.values():
                raise InvalidPosition(f"seats[{i}].mage: {seat['mage']!r} is another seat's mage")
            named[i] = m
    free = [m.index for m in c.mages if m.index not in named.values()]
    return [named[i] if i in named else free.pop(0) for i in range(len(seats))]


def _seat(st: MadnessState, i: int, seat: Any) -> None:
    c = st.c
    where = f"seats[{i}]"
    if not isinstance(seat, Mapping):
        raise InvalidPosition(
            f"{where}: expected an object with keys {', '.join(sorted(_SEAT_KEYS))}"
        )
    unknown = set(seat) - _SEAT_KEYS
    if unknown:
        raise InvalidPosition(
            f"{where}: unknown key(s) {', '.join(sorted(unknown))}; "
            f"allowed: {', '.join(sorted(_SEAT_KEYS))}"
        )
    m = st.mages[i]
    st.hands[i] = _counts(parse_cards(seat.get("hand"), f"{where}.hand"))
    st.decks[i] = _counts(parse_cards(seat.get("deck"), f"{where}.deck"))
    st.discards[i] = _counts(parse_cards(seat.get("discard"), f"{where}.discard"))
    st.supports[i] = parse_cards(seat.get("support"), f"{where}.support")
    elements = sum(1 for k in st.supports[i] if k != MADNESS)
    if elements > c.mages[m].slots:
        raise InvalidPosition(
            f"{where}.support: this mage has {c.mages[m].slots} support slots, got "
            f"{elements} element cards (only madness cards may go over)"
        )
    top = seat.get("top", [])
    if not isinstance(top, list):
        raise InvalidPosition(f"{where}.top: expected a list of cards, top first")
    tops: list[list[int]] = []
    for j, entry in enumerate(top):
        w = f"{where}.top[{j}]"
        if isinstance(entry, Mapping):
            k = parse_card(str(entry.get("card", "")), w)
            knowers = entry.get("known_by", [i])
            if (
                not isinstance(knowers, list)
                or not all(
                    isinstance(x, int) and not isinstance(x, bool) and 0 <= x < st.players
                    for x in knowers
                )
                or not knowers
            ):
                raise InvalidPosition(
                    f"{w}.known_by: expected a non-empty list of seats from 0 to {st.players - 1}"
                )
            mask = sum(1 << x for x in set(knowers))
        elif isinstance(entry, str):
            k, mask = parse_card(entry, w), 1 << i
        else:
            raise InvalidPosition(
                f"{w}: expected a card code or {{'card': ..., 'known_by': [...]}}"
            )
        tops.append([k, mask])
    for k in range(NK):
        on_top = sum(1 for e in tops if e[0] == k)
        st.decks[i][k] += on_top  # the known top is part of the deck
    st.tops[i] = tops
    names = seat.get("spells")
    if names is None:
        spells = list(c.basic)
    elif isinstance(names, list):
        spells = [_lookup(c.spell_index, x, f"{where}.spells", "spell") for x in names]
    else:
        raise InvalidPosition(f"{where}.spells: expected a list of spell ids")
    if len(set(spells)) != len(spells):
        raise InvalidPosition(f"{where}.spells: a spell is listed twice")
    if len(spells) > c.spell_limit:
        raise InvalidPosition(f"{where}.spells: at most {c.spell_limit} spells, got {len(spells)}")
    st.spells[i] = spells
    exhausted = seat.get("exhausted", [])
    if not isinstance(exhausted, list):
        raise InvalidPosition(f"{where}.exhausted: expected a list of this seat's spell ids")
    for x in exhausted:
        s = _lookup(c.spell_index, x, f"{where}.exhausted", "spell")
        if s not in spells:
            raise InvalidPosition(f"{where}.exhausted: {x!r} is not one of this seat's spells")
        st.exhausted[i] |= 1 << s
    neutral = seat.get("neutralised", [])
    if not isinstance(neutral, list):
        raise InvalidPosition(f"{where}.neutralised: expected a list of spell ids or objects")
    for j, entry in enumerate(neutral):
        w = f"{where}.neutralised[{j}]"
        if isinstance(entry, str):
            s, slot, until = _lookup(c.spell_index, entry, w, "spell"), -1, -1
        elif isinstance(entry, Mapping):
            s = _lookup(c.spell_index, entry.get("spell"), f"{w}.spell", "spell")
            slot = whole(entry, "slot", -1, -1, A.SLOTS - 1, f"{w}.")
            until = whole(entry, "until", -1, -1, 99, f"{w}.")
        else:
            raise InvalidPosition(
                f"{w}: expected a spell id or {{'spell': id, 'slot': 0-4, 'until': round}}"
            )
        if s not in spells:
            raise InvalidPosition(f"{w}: {c.spells[s].id!r} is not one of this seat's spells")
        st.neutral[i].append([s, slot, until])
    st.ability_used[i] = _bool(seat, "ability_used", f"{where}.")
    st.eliminated[i] = _bool(seat, "eliminated", f"{where}.")
    if st.eliminated[i] and (
        any(st.hands[i]) or any(st.decks[i]) or any(st.discards[i]) or st.supports[i] or spells
    ):
        raise InvalidPosition(f"{where}: an eliminated player holds no cards and no spells")


def _track(st: MadnessState, value: Any, turn: int) -> None:
    c = st.c
    if value is None:
        value = [None] * A.SLOTS
    if not isinstance(value, list) or len(value) != A.SLOTS:
        raise InvalidPosition(
            "track: expected a list of 5 slots (spaces 2, 3, 3, 4, 5), each null, a curse id "
            "or {'curse': id, 'neutralised': true, 'madness': n, 'tokens': 'F F'}"
        )
    for slot, entry in enumerate(value):
        where = f"track[{slot}]"
        if entry is None:
            continue
        if isinstance(entry, str):
            entry = {"curse": entry}
        if not isinstance(entry, Mapping):
            raise InvalidPosition(f"{where}: expected null, a curse id or an object")
        unknown = set(entry) - {"curse", "neutralised", "madness", "tokens"}
        if unknown:
            raise InvalidPosition(
                f"{where}: unknown key(s) {', '.join(sorted(unknown))}; "
                "allowed: curse, madness, neutralised, tokens"
            )
        cid = _lookup(c.curse_index, entry.get("curse"), f"{where}.curse", "curse")
        if cid in st.slots:
            raise InvalidPosition(f"{where}.curse: {c.curses[cid].id!r} is on the track twice")
        st.slots[slot] = cid
        neutral = entry.get("neutralised", False)
        if neutral is True:
            st.curse_neutral[slot] = turn
        elif neutral is False:
            st.curse_neutral[slot] = -1
        elif isinstance(neutral, int) and 1 <= neutral <= turn:
            st.curse_neutral[slot] = neutral
        else:
            raise InvalidPosition(
                f"{where}.neutralised: true (this turn), false, or the turn it was "
                f"neutralised (1 to {turn}), got {neutral!r}"
            )
        st.under[slot] = whole(entry, "madness", 0, 0, c.madness_cards, f"{where}.")
        st.curse_tokens[slot] = parse_tokens(entry.get("tokens"), f"{where}.tokens")
    for e in range(4):
        st.tokens[e] = c.element_tokens - sum(t[e] for t in st.curse_tokens)
        if st.tokens[e] < 0:
            raise InvalidPosition(
                f"track: at most {c.element_tokens} {ELEMENTS[e]} tokens on the curses"
            )


def _curses(st: MadnessState, data: Mapping[str, Any]) -> None:
    c = st.c
    placed = {x for x in st.slots if x >= 0}
    out = data.get("curses_out", [])
    if not isinstance(out, list):
        raise InvalidPosition("curses_out: expected a list of curse ids (destroyed curses)")
    st.curses_out = [_lookup(c.curse_index, x, "curses_out", "curse") for x in out]
    bottom = data.get("curse_bottom", {})
    if not isinstance(bottom, Mapping):
        raise InvalidPosition(
            "curse_bottom: expected {type: [curse ids]}, types: " + ", ".join((*ELEMENTS, "multi"))
        )
    types = (*ELEMENTS, "multi")
    for t, ids in bottom.items():
        if t not in types or not isinstance(ids, list):
            raise InvalidPosition(
                f"curse_bottom: expected a list of curse ids for each type "
                f"({', '.join(types)}), got {t!r}"
            )
        ti = types.index(t)
        for x in ids:
            cid = _lookup(c.curse_index, x, f"curse_bottom.{t}", "curse")
            if c.curses[cid].type != ti:
                raise InvalidPosition(f"curse_bottom.{t}: {x!r} is not a {t} curse")
            st.curse_bottom[ti].append(cid)
    seen = [*placed, *st.curses_out, *(x for b in st.curse_bottom for x in b)]
    if len(set(seen)) != len(seen):
        raise InvalidPosition("a curse is in two places (track, curses_out, curse_bottom)")
    for cur in c.curses:
        if cur.index not in seen:
            st.curse_decks[cur.type].append(cur.index)


def _library(st: MadnessState, data: Mapping[str, Any]) -> None:
    c = st.c
    lib = data.get("library")
    if lib is None:
        st.lib_top = [c.library[(e, 1)][0] for e in range(4)]
    elif isinstance(lib, Mapping) and set(lib) <= set(ELEMENTS):
        for e, name in enumerate(ELEMENTS):
            if name not in lib:
                st.lib_top[e] = c.library[(e, 1)][0]
            elif lib[name] is None:
                st.lib_top[e] = -1
            else:
                s = _lookup(c.spell_index, lib[name], f"library.{name}", "spell")
                if c.spells[s].element != e or s in c.basic:
                    raise InvalidPosition(
                        f"library.{name}: {lib[name]!r} is not a {name} library spell"
                    )
                st.lib_top[e] = s
    else:
        raise InvalidPosition(
            "library: expected {element: spell id or null} for water, earth, fire, air"
        )
    out = data.get("spells_out", [])
    if not isinstance(out, list):
        raise InvalidPosition("spells_out: expected a list of spell ids (spells out of the game)")
    st.spells_out = [_lookup(c.spell_index, x, "spells_out", "spell") for x in out]
    library_held = [s for s in (*st.lib_top, *(x for sp in st.spells for x in sp)) if s >= 0]
    library_held = [s for s in library_held if s not in c.basic]
    if len(set(library_held)) != len(library_held):
        raise InvalidPosition("a library spell is in two places (library, seats' spells)")


def _grimoire(st: MadnessState, data: Mapping[str, Any]) -> None:
    c = st.c
    st.cover = _lookup(c.cover_index, data["cover"], "cover", "cover") if "cover" in data else 0
    st.monster = whole(data, "monster", 1, 1, c.rounds, "")
    want = min(st.monster, c.inner_pages)
    pages = data.get("pages")
    if pages is None:
        st.pages = list(range(want))
    elif isinstance(pages, list):
        st.pages = [_lookup(c.page_index, x, "pages", "page") for x in pages]
        if len(set(st.pages)) != len(st.pages) or len(st.pages) != want:
            raise InvalidPosition(
                f"pages: with monster {st.monster}, list {want} different inner pages "
                "(the pages turned so far, in order)"
            )
    else:
        raise InvalidPosition("pages: expected a list of page ids")
    st.marker = whole(data, "marker", 1, 1, 5, "")
    st.checks = whole(data, "checks", st.monster - 1, 0, c.rounds, "")
    st.defeated = whole(data, "defeated", 0, 0, st.checks, "")


def _reserves(st: MadnessState, data: Mapping[str, Any]) -> None:
    """Destroyed cards, the market, the madness pile; whatever is left goes to the box."""
    c = st.c
    st.destroyed = _counts(parse_cards(data.get("destroyed"), "destroyed"))
    placed = st.census()  # the box, the market and the pile are still empty here
    over = [
        f"{card_code(k)} ({placed[k]} of {c.totals[k]})"
        for k in range(NK)
        if placed[k] > c.totals[k]
    ]
    if over:
        raise InvalidPosition("more cards placed than the pack has: " + ", ".join(over))
    left = [c.totals[k] - placed[k] for k in range(NK)]
    market = data.get("market")
    if market is None:
        st.market = [left[pile_kind(p)] for p in range(8)]
    elif isinstance(market, Mapping):
        st.market = [0] * 8
        for code, n in market.items():
            k = parse_card(str(code), "market")
            if VALUE[k] < 2 or k == MADNESS:
                raise InvalidPosition(f"market: only value-2 and value-3 cards, got {code!r}")
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= left[k]:
                raise InvalidPosition(
                    f"market.{code}: a count from 0 to {left[k]} (the {card_code(k)} cards "
                    f"not placed elsewhere), got {n!r}"
                )
            st.market[kind_pile(k)] = n
    else:
        raise InvalidPosition("market: expected {card code: count} such as {'W2': 4, 'F3': 2}")
    for p in range(8):
        left[pile_kind(p)] -= st.market[p]
    setup_pile = c.madness_pile[st.players] - placed[MADNESS]
    st.pile = whole(data, "pile", max(0, setup_pile), 0, left[MADNESS], "")
    left[MADNESS] -= st.pile
    st.min_pile = whole(data, "min_pile", st.pile, 0, st.pile, "")
    st.box = left


def from_position(data: Mapping[str, Any]) -> MadnessState:
    """Build a ready-to-play state; raises :class:`InvalidPosition` naming the bad field
    and what it allows."""
    check_keys(data, _KEYS)
    c, cfg = _config(data)
    n = cfg["players"]
    seats = data.get("seats", [{}] * n)
    if not isinstance(seats, list) or len(seats) != n:
        raise InvalidPosition(f"seats must list {n} seat object(s), one per player")
    st = MadnessState(c, n, cfg["difficulty"], cfg["mode"], _mages(c, seats))
    for i, seat in enumerate(seats):
        _seat(st, i, seat)
    turn = whole(data, "turn", 1, 1, 100_000, "")
    st.turn = turn
    _grimoire(st, data)
    _track(st, data.get("track"), turn)
    _curses(st, data)
    _library(st, data)
    _reserves(st, data)
    st.first = whole(data, "first", 0, 0, n - 1, "")
    st.active = whole(data, "active", st.first, 0, n - 1, "")
    if st.eliminated[st.active]:
        raise InvalidPosition(f"active: seat {st.active} is eliminated")
    phase = data.get("phase", "actions")
    if phase not in PHASES:
        raise InvalidPosition(f"phase must be one of {', '.join(PHASES)}, got {phase!r}")
    for seat in range(n):
        for entry in st.neutral[seat]:
            if entry[2] < 0:
                entry[2] = st.monster
    st.check_cards()
    st.stack = [F.Turn(st.active, PHASES[phase])]
    st.settle()
    return st


__all__ = [
    "PHASES",
    "card_code",
    "cards_text",
    "from_position",
    "parse_card",
    "parse_cards",
    "to_position",
]
