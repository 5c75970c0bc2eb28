"""What each spell does, one named function per spell, in card order.

A phase action is *cast* with a :class:`Cast`: who casts, which spell, at which effect
level (the learned level or any lower one), which rune "matches" (the marker rune of the
card used: the caster's own, or another player's when Clone copies it) and whose marker a
self-lowering effect moves (the spell's own, or Clone's). ``can_cast`` says whether an
action may be chosen now: only costs paid before a gain gate an action; anything else may
be chosen even if it ends up doing little or nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    LEVEL_RUNE,
    NUM_KINDS,
    POOL_LIMIT,
    SPELL_INDEX,
    SPELLS,
    colour_of,
    has_any,
    rune_of,
)
from tomecraft.games.spellbook.learning import TRANSMUTE_MODE, ChooseLearn, learn_options
from tomecraft.games.spellbook.tasks import (
    ALTAR,
    BOTTOM,
    FAMILIAR,
    POOL,
    AltarToBottom,
    Discard,
    Draw,
    FocusMode,
    Raise,
    SetLevel,
    Store,
    StoreDiscarded,
    StormClear,
    Swap,
    Take,
    Task,
)

if TYPE_CHECKING:
    from tomecraft.games.spellbook.state import SpellBookState

S = SPELL_INDEX


@dataclass(slots=True)
class Cast:
    """One use of a spell effect (read-only by convention; not frozen, which is slower)."""

    seat: int
    spell: int
    level: int
    rune: int
    marker: int
    via_clone: bool = False


def _has_rune(st: SpellBookState, seat: int, rune: int) -> bool:
    """Whether ``seat``'s pool holds a token of ``rune`` (a plain loop: compiled, native)."""
    pool = st.pools[seat]
    for k in range(rune, NUM_KINDS, 3):  # noqa: SIM110 - a literal step: native, compiled
        if pool[k]:
            return True
    return False


def _others(st: SpellBookState, seat: int) -> list[int]:
    """The other seats, clockwise from the caster's left."""
    n = st.num_players
    return [(seat + i) % n for i in range(1, n)]


def _push(st: SpellBookState, *tasks: Task) -> None:
    """Push tasks so that they run in the order given."""
    stack = st.stack
    for i in range(len(tasks) - 1, -1, -1):  # reversed, without the builtin's call
        stack.append(tasks[i])


def _lower(c: Cast) -> SetLevel:
    """Growth and Storm move their marker to the level below the effect used; a copy made
    with Clone moves Clone's marker down one level instead."""
    return SetLevel(c.seat, c.marker, 0 if c.via_clone else c.level - 1)


# -- red ---------------------------------------------------------------------------------
def sacrifice(st: SpellBookState, c: Cast) -> None:
    """Discard 1 pool token of the level's rune (a cost), then draw 4."""
    _push(st, Discard(c.seat, 1, 1 << LEVEL_RUNE[c.level]), Draw(c.seat, 4))


def can_sacrifice(st: SpellBookState, c: Cast) -> bool:
    return _has_rune(st, c.seat, LEVEL_RUNE[c.level])


def eruption(st: SpellBookState, c: Cast) -> None:
    """Draw until the pool holds 4/5/6 tokens; nothing if it already does."""
    _push(st, Draw(c.seat, 0, until=c.level + 1))


def blaze(st: SpellBookState, c: Cast) -> None:
    """Draw 4; then each other player, clockwise, must take 1 altar token (solo: you move
    one altar token to the opponent's bottom area)."""
    if st.solo:
        _push(st, Draw(c.seat, 4), AltarToBottom(c.seat))
    else:
        _push(st, Draw(c.seat, 4), *(Take(o, 1, optional=False) for o in _others(st, c.seat)))


# -- purple ------------------------------------------------------------------------------
def levitation(st: SpellBookState, c: Cast) -> None:
    """Take 2 altar tokens sharing one rune: the level's rune or a lower level's rune."""
    mask = 0
    for lv in range(3, c.level + 1):
        mask |= 1 << LEVEL_RUNE[lv]
    _push(st, Take(c.seat, 2, POOL, rune_mask=mask, same=1))


def sharing(st: SpellBookState, c: Cast) -> None:
    """L5 take 3, L4 take 2, L3 take 1 then draw 1; then every other player draws 1
    (solo: 1 bag token goes to the opponent's bottom area)."""
    own: list[Task] = (
        [Take(c.seat, 1), Draw(c.seat, 1)] if c.level == 3 else [Take(c.seat, c.level - 2)]
    )
    rest = [Draw(0, 1, BOTTOM)] if st.solo else [Draw(o, 1) for o in _others(st, c.seat)]
    _push(st, *own, *rest)


def divination(st: SpellBookState, c: Cast) -> None:
    """Draw 2 onto the altar; then L5 take 2, L4 take up to 2 of one colour, L3 take 2
    and discard 1."""
    first = Draw(c.seat, 2, ALTAR)
    if c.level == 5:
        _push(st, first, Take(c.seat, 2))
    elif c.level == 4:
        _push(st, first, Take(c.seat, 2, same=2))
    else:
        _push(st, first, Take(c.seat, 2), Discard(c.seat, 1))


# -- green -------------------------------------------------------------------------------
def purification(st: SpellBookState, c: Cast) -> None:
    """Swap 1/2/3 pool tokens 1 for 1 with altar tokens (allowed with a full pool)."""
    _push(st, Swap(c.seat, c.level - 2, ALTAR))


def cure(st: SpellBookState, c: Cast) -> None:
    """Draw 1/2/3, then discard 1/2/3 (owed in full even if the cap cut the draw)."""
    _push(st, Draw(c.seat, c.level - 2), Discard(c.seat, c.level - 2))


def growth(st: SpellBookState, c: Cast) -> None:
    """L5 take 3 altar tokens onto the familiar, marker to 4; L4 take 2, marker to 3;
    L3 swap a pool token with a stored one (marker stays)."""
    if c.level == 3:
        _push(st, Swap(c.seat, 1, FAMILIAR))
    else:
        _push(st, Take(c.seat, c.level - 2, FAMILIAR), _lower(c))


# -- black -------------------------------------------------------------------------------
def offering(st: SpellBookState, c: Cast) -> None:
    """Store 2/3/4 pool tokens of one colour."""
    _push(st, Store(c.seat, c.level - 1, same_colour=True))


def focus(st: SpellBookState, c: Cast) -> None:
    """L5 store 3 matching-rune pool tokens or take 2 matching altar tokens; L4 store 2
    or take 1; L3 store 1."""
    if c.level == 3:
        _push(st, Store(c.seat, 1, rune_mask=1 << c.rune))
    else:
        _push(st, FocusMode(c.seat, c.level, c.rune))


def feast(st: SpellBookState, c: Cast) -> None:
    """L4 take 1 altar token onto the familiar; L3 take 1 altar token whose colour is
    already stored into the pool. (L5 only scores.)"""
    if c.level == 4:
        _push(st, Take(c.seat, 1, FAMILIAR, optional=False))
    else:
        mask = 0
        for k in st.familiars[c.seat]:
            mask |= 1 << colour_of(k)
        _push(st, Take(c.seat, 1, POOL, colour_mask=mask, optional=False))


# -- white -------------------------------------------------------------------------------
def time_travel(st: SpellBookState, c: Cast) -> None:
    """Discard 1 pool token of the level's rune (a cost), then raise another learned
    spell one level (instant effects do not fire)."""
    _push(st, Discard(c.seat, 1, 1 << LEVEL_RUNE[c.level]), Raise(c.seat))


def can_time_travel(st: SpellBookState, c: Cast) -> bool:
    return _has_rune(st, c.seat, LEVEL_RUNE[c.level]) and st.can_raise(c.seat)


def storm(st: SpellBookState, c: Cast) -> None:
    """L5/L4: discard any altar tokens and replace them, take 3, then lower the marker."""
    _push(st, StormClear(c.seat), Take(c.seat, 3), _lower(c))


def transmutation(st: SpellBookState, c: Cast) -> None:
    """Learn a spell paying with matching-rune tokens as wilds (L4 one, L5 up to two)
    instead of triples."""
    _push(st, ChooseLearn(c.seat, TRANSMUTE_MODE, c.rune, c.level - 3))


def can_transmute(st: SpellBookState, c: Cast) -> bool:
    return bool(learn_options(st, c.seat, TRANSMUTE_MODE, c.rune, c.level - 3))


Effect = Callable[["SpellBookState", Cast], None]
Gate = Callable[["SpellBookState", Cast], bool]

#: Phase-action effects by spell index, with an optional gate (a cost paid first).
EFFECTS: Final[dict[int, tuple[Effect, Gate | None]]] = {
    S["sacrifice"]: (sacrifice, can_sacrifice),
    S["eruption"]: (eruption, None),
    S["blaze"]: (blaze, None),
    S["levitation"]: (levitation, None),
    S["sharing"]: (sharing, None),
    S["divination"]: (divination, None),
    S["purification"]: (purification, None),
    S["cure"]: (cure, None),
    S["growth"]: (growth, None),
    S["offering"]: (offering, None),
    S["focus"]: (focus, None),
    S["feast"]: (feast, None),
    S["time_travel"]: (time_travel, can_time_travel),
    S["storm"]: (storm, None),
    S["transmutation"]: (transmutation, can_transmute),
}


#: How a spell's action may be cast, from :data:`EFFECTS`: 0 never (no effect), 1 always,
#: 2 when its gate allows (:func:`can_cast` asks it); for the phase options' hot loop.
CAST_MODE: Final[tuple[int, ...]] = tuple(
    0 if s not in EFFECTS else 1 if EFFECTS[s][1] is None else 2 for s in range(len(SPELLS))
)


def can_cast(st: SpellBookState, c: Cast) -> bool:
    effect = EFFECTS.get(c.spell)
    if effect is None:
        return False
    gate = effect[1]
    return gate is None or gate(st, c)


def cast(st: SpellBookState, c: Cast) -> None:
    EFFECTS[c.spell][0](st, c)


# -- Clone -------------------------------------------------------------------------------
CLONE: Final = S["clone"]
#: Clone level needed to copy an action of each phase (morning, midday, evening).
CLONE_LEVEL_FOR_PHASE: Final = (5, 3, 4)


def clone_options(st: SpellBookState, seat: int) -> list[int]:
    """Clone (midday): copy another player's phase action at their level or lower, using
    their card. L3 copies midday actions, L4 evening, L5 morning after discarding a
    matching-rune token. Basic actions count. Solo: copy the L4 effect of a spell in play
    that you have not learned (matching rune: Clone's own)."""
    level = st.levels[seat][CLONE]
    rune = st.marker_rune(seat, CLONE)
    can_pay_l5 = level >= 5 and _has_rune(st, seat, rune)
    out: list[int] = []

    def phase_ok(phase: int) -> bool:
        return level >= CLONE_LEVEL_FOR_PHASE[phase] and (phase != 0 or can_pay_l5)

    def castable(c: Cast, phase: int) -> bool:
        """A morning copy pays Clone's discard first; the copied cost must still be payable."""
        if phase != 0:
            return can_cast(st, c)
        pool = st.pools[seat]
        k = next(k for k in range(rune, NUM_KINDS, 3) if pool[k])
        pool[k] = pool[k] - 1
        st.pool_moved(seat, -1)
        try:
            return can_cast(st, c)
        finally:
            pool[k] = pool[k] + 1
            st.pool_moved(seat, 1)

    if st.solo:
        for s in st.spells:
            card = SPELLS[s]
            if (
                s == CLONE
                or st.levels[seat][s]
                or card.phase is None
                or card.kind_at(4) != "action"
            ):
                continue
            if phase_ok(card.phase) and castable(Cast(seat, s, 4, rune, CLONE, True), card.phase):
                out.append(A.clone_id(seat, s, 4))
        return out
    for other in _others(st, seat):
        for s in st.spells:
            card = SPELLS[s]
            their = st.levels[other][s]
            if s == CLONE or not their or card.phase is None or not phase_ok(card.phase):
                continue
            their_rune = st.marker_rune(other, s)
            for lv in range(3, their + 1):
                if card.kind_at(lv) == "action" and castable(
                    Cast(seat, s, lv, their_rune, CLONE, True), card.phase
                ):
                    out.append(A.clone_id(other, s, lv))
    pool_size = st.pool_size(seat)
    if level >= 3 and pool_size and len(st.familiars[seat]) < FAMILIAR_SPACES:
        out.append(A.CLONE_BASIC + A.BASIC_STORE1)
    if level >= 4 and learn_options(st, seat):
        out.append(A.CLONE_BASIC + A.BASIC_LEARN)
    if can_pay_l5:
        if has_any(st.altar):
            out.append(A.CLONE_BASIC + A.BASIC_TAKE1)
        if pool_size - 1 < POOL_LIMIT:
            out.append(A.CLONE_BASIC + A.BASIC_DRAW2)
    out.sort()
    return out


def clone(st: SpellBookState, seat: int, option: int) -> None:
    """Carry out a Clone option chosen from :func:`clone_options`."""
    rune = st.marker_rune(seat, CLONE)
    cost = Discard(seat, 1, 1 << rune)
    if option >= A.CLONE_BASIC:
        basic = option - A.CLONE_BASIC
        if basic == A.BASIC_STORE1:
            _push(st, Store(seat, 1, optional=False))
        elif basic == A.BASIC_LEARN:
            _push(st, ChooseLearn(seat))
        elif basic == A.BASIC_TAKE1:
            _push(st, cost, Take(seat, 1, optional=False))
        else:
            _push(st, cost, Draw(seat, 2))
        return
    other_s, lv = A.split3(A.CLONE, option)
    other, s = divmod(other_s, 21)
    card_rune = rune if st.solo else st.marker_rune(other, s)
    c = Cast(seat, s, lv, card_rune, CLONE, True)
    if SPELLS[s].phase == 0:
        # The L5 cost is paid first; the copied effect's own tasks run after it.
        cast(st, c)
        st.stack.append(cost)
    else:
        cast(st, c)


# -- instant, permanent and scoring effects ------------------------------------------------
TIME_TRAVEL: Final = S["time_travel"]
SWIFTNESS: Final = S["swiftness"]
MIRAGE: Final = S["mirage"]
ABUNDANCE: Final = S["abundance"]
KNOWLEDGE: Final = S["knowledge"]
COMMUNION: Final = S["communion"]
FEAST: Final = S["feast"]


def on_learned(st: SpellBookState, seat: int, s: int, level: int, paid: tuple[int, ...]) -> None:
    """Effects that fire when a spell is learned (never on Time Travel raises).

    Swiftness L3/L4: one extra morning action now. Abundance: draw 2/3/4. Communion L3:
    take 3 altar tokens onto the familiar. Communion L5 (permanent, this learn included):
    store 2 of the tokens this learn discarded.
    """
    from tomecraft.games.spellbook.flow import SwiftAction

    if s == SWIFTNESS and level in (3, 4):
        st.stack.append(SwiftAction(seat))
    elif s == ABUNDANCE:
        st.stack.append(Draw(seat, level - 1))
    elif s == COMMUNION and level == 3:
        st.stack.append(Take(seat, 3, FAMILIAR))
    if st.levels[seat][COMMUNION] == 5 and paid:
        st.stack.append(StoreDiscarded(seat, 2, paid))


def morning_actions(st: SpellBookState, seat: int) -> int:
    """Swiftness L5 (permanent): two morning actions each day instead of one."""
    return 2 if st.levels[seat][SWIFTNESS] == 5 else 1


def mirage_draws(st: SpellBookState, seat: int, k: int) -> int:
    """Mirage (permanent, own day only): an altar token of the matching rune that goes
    into the pool (a take, or a Purification swap) draws 1 (L3) or 2 (L4/L5) from the
    bag; altar tokens stored straight onto the familiar do not count (ruling 21)."""
    level = st.levels[seat][MIRAGE]
    if not level or seat != st.current or rune_of(k) != st.marker_rune(seat, MIRAGE):
        return 0
    return 1 if level == 3 else 2


def variable_points(st: SpellBookState, seat: int, s: int, level: int) -> int:
    """Points of spells whose value is not printed: Feast L5 (+1 per stored colour),
    Knowledge (L3 +1 per other spell; L4 +2 per other at 4-5, +1 per other at 3; L5 +2 per
    other spell) and Communion L4 (+1 per stored token of the matching rune)."""
    fam = st.familiars[seat]
    if s == FEAST:
        return len({colour_of(k) for k in fam})
    if s == KNOWLEDGE:
        others = [lv for t, lv in enumerate(st.levels[seat]) if lv and t != s]
        if level == 3:
            return len(others)
        if level == 4:
            return sum(2 if lv >= 4 else 1 for lv in others)
        return 2 * len(others)
    if s == COMMUNION:
        rune = st.marker_rune(seat, s)
        return sum(1 for k in fam if rune_of(k) == rune)
    raise ValueError(f"spell {s} at level {level} has printed points")
