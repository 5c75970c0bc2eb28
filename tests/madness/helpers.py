"""Shared helpers for The Big Book of Madness tests: build positions, drive decisions.

Positions start from a real setup (so every card is accounted for) and then move cards
between zones with :func:`set_zone`, which takes cards from the box (or the market, the
madness pile, other decks) and puts replaced cards back in the box, so the card census
always holds. Nothing here reads /work/shared.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import CHANCE, Rng, get_game
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import ELEMENTS, MADNESS, NK, kind, kind_pile
from tomecraft.games.madness.pack import DEFAULT_PACK, PackError, load_pack
from tomecraft.games.madness.state import MadnessState
from tomecraft.games.madness.tasks import Task

GAME = get_game("madness")
W, E, F_, AIR = range(4)  # elements: water, earth, fire, air
M = MADNESS


def K(element: str | int, value: int) -> int:
    """Card kind of an element card: ``K("fire", 2)``."""
    e = ELEMENTS.index(element) if isinstance(element, str) else element
    return kind(e, value)


def new(players: int = 2, seed: int = 1, **config: Any) -> MadnessState:
    """A fresh game after setup (first player 0 unless given), advanced to the first
    action decision (chance with a seeded generator, other choices: the first option)."""
    config.setdefault("first_player", 0)
    cfg = GAME.parse_config({"players": players, **config})
    st = GAME.new_state(cfg, Rng(seed))
    assert isinstance(st, MadnessState)
    rng = Rng(seed + 1)
    while True:
        d = st.decision()
        assert d is not None
        if d.kind == "action":
            return st
        if d.kind == "mage":
            st.apply(spread_mage(st, d.ids))
            continue
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else d.ids[0])


def spread_mage(st: MadnessState, ids: tuple[int, ...]) -> int:
    """A setup choice: the first mage of an element nobody has yet (else the first)."""
    taken = {st.c.mages[m].element for m in st.mages if m >= 0}
    for i in ids:
        if st.c.mages[i - A.MAGE].element not in taken:
            return i
    return ids[0]


def finish_setup(st: MadnessState, seed: int = 0) -> None:
    """Make the setup choices (:func:`spread_mage`) and deal (seeded chance), stopping
    at the first decision after the hands are drawn."""
    rng = Rng(seed)
    while True:
        d = st.decision()
        assert d is not None
        if d.kind == "mage":
            st.apply(spread_mage(st, d.ids))
        elif d.kind == "draw" and st.turn == 1 and sum(map(sum, st.hands)) < st.players * 6:
            st.apply(st.sample_chance(rng))
        else:
            return


def counts(cards: Iterable[int]) -> list[int]:
    vec = [0] * NK
    for k in cards:
        vec[k] += 1
    return vec


def _take(st: MadnessState, k: int, avoid: tuple[int, str]) -> None:
    """Remove one card of kind ``k`` from a reservoir (box, market, pile, other decks)."""
    if st.box[k]:
        st.box[k] -= 1
        return
    if k == MADNESS and st.pile:
        st.pile -= 1
        return
    if k != MADNESS and k % 3 and st.market[kind_pile(k)]:
        st.market[kind_pile(k)] -= 1
        return
    for zone in ("decks", "discards", "hands"):
        for seat, vec in enumerate(getattr(st, zone)):
            if (seat, zone) != avoid and vec[k]:
                vec[k] -= 1
                return
    raise AssertionError(f"no card of kind {k} left to take")


def set_zone(st: MadnessState, seat: int, zone: str, cards: Iterable[int]) -> None:
    """Make ``seat``'s ``zone`` ("hands", "decks", "discards", "supports") hold ``cards``."""
    cards = list(cards)
    if zone == "supports":
        for k in st.supports[seat]:
            st.box[k] += 1
        st.supports[seat] = []
        for k in cards:
            _take(st, k, (seat, zone))
            st.supports[seat].append(k)
        return
    vec = getattr(st, zone)[seat]
    for k in range(NK):
        st.box[k] += vec[k]
        vec[k] = 0
    for k in cards:
        _take(st, k, (seat, zone))
        vec[k] += 1


def set_pile(st: MadnessState, n: int) -> None:
    """Set the madness pile to ``n`` cards (moving madness to or from the box)."""
    while st.pile > n:
        st.pile -= 1
        st.box[MADNESS] += 1
    while st.pile < n:
        assert st.box[MADNESS], "no madness left in the box"
        st.box[MADNESS] -= 1
        st.pile += 1


def at_stage(st: MadnessState, seat: int, stage: int = F.ACTION, *above: Task) -> MadnessState:
    """Put ``seat``'s turn at ``stage`` (with ``above`` tasks on top) and settle."""
    st.active = seat
    st.stack = [F.Turn(seat, stage), *above]
    st._events = []
    st.settle()
    return st


def empty_track(st: MadnessState) -> None:
    """No curse on the track (and none neutralised)."""
    st.slots = [-1] * 5
    st.curse_neutral = [-1] * 5


def turn_the_page(st: MadnessState, seat: int = 1) -> None:
    """The marker at the track's end in a new turn: ``seat``'s monster phase turns the
    grimoire's page, then play goes on (seeded, first options) to the next action."""
    st.marker = 5
    st.turn += 1
    at_stage(st, seat, F.MONSTER)
    advance(st, 1)


def at_action(st: MadnessState, seat: int = 0) -> MadnessState:
    return at_stage(st, seat, F.ACTION)


def run(st: MadnessState, *tasks: Task, seat: int | None = None) -> list[Any]:
    """Push ``tasks`` (first runs first) above an action phase and settle; returns events."""
    s = st.active if seat is None else seat
    st.active = s
    st.stack = [F.Turn(s, F.ACTION), *reversed(tasks)]
    st._events = []
    st.settle()
    events, st._events = st._events, []
    return events


def chance_all(st: MadnessState, rng: Rng | None = None) -> None:
    """Resolve pending chance decisions with a generator."""
    rng = rng or Rng(0)
    while True:
        d = st.decision()
        if d is None or d.actor != CHANCE:
            return
        st.apply(st.sample_chance(rng))


def advance(st: MadnessState, seed: int = 0, until: str = "action") -> None:
    """Resolve chance (seeded) and take the first option of other decisions until a
    decision of kind ``until`` (or the end of the game)."""
    rng = Rng(seed)
    while True:
        d = st.decision()
        if d is None or d.kind == until:
            return
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else d.ids[0])


def draw_as(st: MadnessState, *kinds: int) -> None:
    """Answer pending draw decisions with the given card kinds, in order."""
    for k in kinds:
        d = st.decision()
        assert d is not None and d.kind == "draw", d
        st.apply(A.CARD + k)


def kinds_of(ids: Iterable[int], base: int = A.CARD) -> list[int]:
    return [i - base for i in ids]


def census_ok(st: MadnessState) -> bool:
    return st.census() == list(st.c.totals)


def curse(st: MadnessState, cid: str) -> int:
    return st.c.curse_index[cid]


def spell(st: MadnessState, sid: str) -> int:
    return st.c.spell_index[sid]


def place(st: MadnessState, slot: int, cid: str) -> int:
    """Put the curse ``cid`` into ``slot`` (taken out of its deck or bottom)."""
    c = curse(st, cid)
    t = st.c.curses[c].type
    if c in st.curse_decks[t]:
        st.curse_decks[t].remove(c)
    elif c in st.curse_bottom[t]:
        st.curse_bottom[t].remove(c)
    st.slots[slot] = c
    st.curse_neutral[slot] = -1
    return c


def pay(st: MadnessState, *ids: int) -> int:
    """Answer the pending payment with exactly the cards that ``ids`` name
    (``A.CARD + k``: from the payer's hand; ``A.support_id(owner, k)``: from a support);
    returns the multiple reached. Fails if no offered payment is made of those cards."""
    from tomecraft.games.madness.payment import HAND, payments

    cards = []
    for i in ids:
        if i >= A.SUPPORT:
            owner, k = divmod(i - A.SUPPORT, NK)
            cards.append((owner, k))
        else:
            cards.append((HAND, i - A.CARD))
    want = tuple(sorted(cards))
    task = st.stack[-1]
    assert isinstance(task, AT.Pay), task
    offered = payments(st, task)
    for n, p in enumerate(offered):
        if p.cards == want:
            st.apply(A.PAYMENT + n)
            return p.level
    raise AssertionError(f"no payment {want} among {[p.cards for p in offered]}")


def edited_pack(tmp_path: Path, file: str, change: Callable[[Any], None],
                name: str = "pack") -> Path:
    """A copy of the original pack in ``tmp_path / name`` with ``file`` changed."""
    folder = tmp_path / name
    shutil.copytree(DEFAULT_PACK, folder)
    data = json.loads((folder / file).read_text(encoding="utf-8"))
    change(data)
    (folder / file).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return folder


def pack_error(folder: Path) -> PackError:
    """The loader's refusal of the pack in ``folder``."""
    with pytest.raises(PackError) as info:
        load_pack(folder)
    return info.value


__all__ = [
    "AIR",
    "F_",
    "GAME",
    "E",
    "K",
    "M",
    "W",
    "advance",
    "at_action",
    "at_stage",
    "census_ok",
    "chance_all",
    "counts",
    "curse",
    "draw_as",
    "edited_pack",
    "empty_track",
    "finish_setup",
    "kinds_of",
    "new",
    "pack_error",
    "pay",
    "place",
    "run",
    "set_pile",
    "set_zone",
    "spell",
    "spread_mage",
    "turn_the_page",
]
