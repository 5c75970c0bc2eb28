"""Shared helpers for the SpellBook tests: build positions, drive decisions, read state.

Everything here works on literals only (no file under /work/shared is read).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from helpers.games import SPELLBOOK_SET1, SPELLBOOK_SET2, SPELLBOOK_SET3

from tomecraft.core import CHANCE
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import NUM_KINDS, parse_token, spell, token_code
from tomecraft.games.spellbook.position import from_position
from tomecraft.games.spellbook.state import SpellBookState

#: The printed spell sets (see :mod:`helpers.games`).
SET1, SET2, SET3 = SPELLBOOK_SET1, SPELLBOOK_SET2, SPELLBOOK_SET3
#: Six spells learned at level 3, one of each colour but yellow (the 7th learned ends).
SIX_LEARNED = {
    "sacrifice": "3 Ro",
    "levitation": "3 Po",
    "purification": "3 Go",
    "offering": "3 Ko",
    "time_travel": "3 Wo",
    "transmutation": "3 Bo",
}


def T(code: str) -> int:
    """Token kind of a code such as ``"Ro"``."""
    return parse_token(code)


def tok(code: str) -> int:
    """Option id choosing the token ``code`` (``A.TOKEN + kind``)."""
    return A.TOKEN + parse_token(code)


def S(name: str) -> int:
    """Spell index of ``name`` (``"time_travel"``...)."""
    return spell(name)


def use(name: str, level: int) -> int:
    return A.use_id(spell(name), level)


def learn(name: str, level: int) -> int:
    return A.learn_id(spell(name), level)


def triple(*codes: str) -> int:
    """Option id paying a wild with the triple ``codes`` (order does not matter)."""
    key = tuple(sorted(parse_token(c) for c in codes))
    return A.TRIPLE + A.TRIPLE_INDEX[key]


def make(**data: Any) -> SpellBookState:
    """``from_position`` with keyword arguments (``players`` defaults to 2)."""
    data.setdefault("players", 2)
    return from_position(data)


def position(spells: list[str], learned: dict[str, str], *, phase: str | None = None,
             altar: str | None = None, **seat: Any) -> SpellBookState:
    """A two-player position with ``spells`` in play, in which seat 0 has learned
    ``learned`` (spell name -> ``"5 Gs"``: level and marker token) and holds ``seat``
    (``pool``, ``familiar``...), seat 1 nothing: the start of most spell tests."""
    data: dict[str, Any] = {"spells": spells, "seats": [{**seat, "spells": learned}, {}]}
    if phase is not None:
        data["phase"] = phase
    if altar is not None:
        data["altar"] = altar
    return make(**data)


def spell_at(name: str, marker: str, *, phase: str | None = None, altar: str | None = None,
             **seat: Any) -> SpellBookState:
    """:func:`position` in the printed set holding spell ``name``, seat 0 having learned it
    at ``marker`` only."""
    spells = next(s for s in (SET1, SET2, SET3) if name in s)
    return position(spells, {name: marker}, phase=phase, altar=altar, **seat)


def ids(st: SpellBookState) -> tuple[int, ...]:
    d = st.decision()
    return () if d is None else d.ids


def kind(st: SpellBookState) -> str | None:
    d = st.decision()
    return None if d is None else d.kind


def actor(st: SpellBookState) -> int | None:
    d = st.decision()
    return None if d is None else d.actor


def play(st: SpellBookState, *options: int) -> SpellBookState:
    """Apply options in order (each must be legal)."""
    for o in options:
        st.apply(o)
    return st


def draw(st: SpellBookState, *codes: str) -> SpellBookState:
    """Answer the pending chance decisions with the given tokens, in order."""
    for c in codes:
        d = st.decision()
        assert d is not None and d.actor == CHANCE, f"expected a draw, got {d}"
        st.apply(A.TOKEN + parse_token(c))
    return st


def draw_any(st: SpellBookState, limit: int = 200) -> int:
    """Answer chance decisions with the first listed kind until a player decides."""
    n = 0
    while (d := st.decision()) is not None and d.actor == CHANCE:
        st.apply(d.ids[0])
        n += 1
        assert n <= limit
    return n


def codes(counts: Iterable[int] | list[int]) -> list[str]:
    """Sorted codes of a count vector (pool, altar, bag, discard)."""
    vec = list(counts)
    assert len(vec) == NUM_KINDS
    return sorted(token_code(k) for k in range(NUM_KINDS) for _ in range(vec[k]))


def seq(kinds: Iterable[int]) -> list[str]:
    """Codes of an ordered token list (familiar, opponent board), order kept."""
    return [token_code(k) for k in kinds]


def pool(st: SpellBookState, seat: int = 0) -> list[str]:
    return codes(st.pools[seat])


def altar(st: SpellBookState) -> list[str]:
    return codes(st.altar)


def discard(st: SpellBookState) -> list[str]:
    return codes(st.discard)


def familiar(st: SpellBookState, seat: int = 0) -> list[str]:
    return seq(st.familiars[seat])


def skip_to(st: SpellBookState, phase: str) -> SpellBookState:
    """PASS through the current day's phases until ``phase`` (same seat) is up."""
    order = ("morning", "midday", "evening")
    target = order.index(phase)
    while st.decision() is not None and st.decision().kind in order[:target]:  # type: ignore[union-attr]
        st.apply(A.PASS)
    assert kind(st) == phase, f"expected {phase}, got {kind(st)}"
    return st


def finish_day(st: SpellBookState) -> SpellBookState:
    """PASS the remaining phases of the day in progress and resolve the end-of-day draws
    (multiplayer refill); stops at the next player decision that is not a phase of the
    same day (e.g. the solo move) or at the next day's morning."""
    seat = actor(st)
    phases = ("morning", "midday", "evening")
    while (d := st.decision()) is not None and d.actor == seat and d.kind in phases:
        st.apply(A.PASS)
    draw_any(st)
    return st
