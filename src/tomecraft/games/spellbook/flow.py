"""The structure of a day: morning, midday, evening, then the altar (and solo opponent).

A day is one :class:`DayTask` at the bottom of the stack. In each phase the player takes
at most one action (two in the morning with Swiftness L5) or skips it. A spell with a
phase symbol gives an action from the day after it was learned; it may be used at its
level or any lower level.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tomecraft.core import Decision
from tomecraft.core.stack import named
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook import spells as SP
from tomecraft.games.spellbook.data import (
    ACTION_LEVELS,
    FAMILIAR_SPACES,
    POOL_LIMIT,
    REFILL_TARGET,
    REFILL_WIPE_AT,
    SOLO_ALTAR,
    SOLO_BOARD_SPACES,
    SOLO_WIPE_SPACES,
    SPELLS,
    has_any,
)
from tomecraft.games.spellbook.learning import PayLearn, learn_options
from tomecraft.games.spellbook.tasks import ALTAR, Draw, Task, prompt, token_options
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.spellbook.state import SpellBookState

# Final: compiled, the constants are inlined instead of looked up in the module dict.
MORNING: Final = 0
MIDDAY: Final = 1
EVENING: Final = 2
PHASE_KINDS: Final = ("morning", "midday", "evening")
END: Final = 3
REFILL: Final = 4
FINISH: Final = 5


#: The phase of each basic action (take 1 and draw 2 in the morning, store 1 at midday).
BASIC_PHASE: Final[dict[int, int]] = {A.TAKE1: MORNING, A.DRAW2: MORNING, A.STORE1: MIDDAY}


def basic_refusal(st: SpellBookState, seat: int, action: int) -> str | None:
    """Why the basic action ``action`` (TAKE1, DRAW2 or STORE1) is refused to ``seat`` in
    its own phase, or ``None`` if it is allowed: taking and drawing need room in the pool
    (``"pool-full"``), taking needs an altar token (``"altar-empty"``), storing needs a pool
    token (``"pool-empty"``) and a free familiar space (``"familiar-full"``)."""
    if action == A.STORE1:
        if not st.pool_size(seat):
            return "pool-empty"
        return "familiar-full" if len(st.familiars[seat]) >= FAMILIAR_SPACES else None
    if st.pool_size(seat) >= POOL_LIMIT:
        return "pool-full"
    return "altar-empty" if action == A.TAKE1 and not has_any(st.altar) else None


def spell_refusal(st: SpellBookState, seat: int, s: int, phase: int) -> str | None:
    """Why ``seat`` cannot use spell ``s``'s action in ``phase`` whatever its level and
    costs, or ``None``: not learned (``"unlearned"``), another phase's spell, or one
    without an action (``"phase"``), learned this day (``"fresh"``: its action starts the
    day after)."""
    if not st.levels[seat][s]:
        return "unlearned"
    if SPELLS[s].phase != phase:
        return "phase"
    return "fresh" if (st.fresh[seat] >> s) & 1 else None


#: The basic actions' bits in :func:`basic_options`' answer.
TAKE1_BIT: Final = 1
DRAW2_BIT: Final = 2
STORE1_BIT: Final = 4
#: PASS and the basic actions of each set of bits, in id order (PASS < TAKE1 < DRAW2 < STORE1).
BASIC_IDS: Final = tuple(
    tuple(
        [A.PASS]
        + [a for a, bit in ((A.TAKE1, 1), (A.DRAW2, 2), (A.STORE1, 4)) if bits & bit]
    )
    for bits in range(8)
)


def basic_options(st: SpellBookState, seat: int, phase: int) -> int:
    """The basic actions ``seat`` may take in ``phase``, as bits (TAKE1_BIT, DRAW2_BIT,
    STORE1_BIT): :func:`basic_refusal`'s checks, with the pool counted once."""
    if phase == MORNING:
        if st.pool_size(seat) < POOL_LIMIT:
            return TAKE1_BIT | DRAW2_BIT if st.altar_size() else DRAW2_BIT
        return 0
    if phase == MIDDAY and st.pool_size(seat) and len(st.familiars[seat]) < FAMILIAR_SPACES:
        return STORE1_BIT
    return 0


def spell_options(
    st: SpellBookState, seat: int, phase: int, head: tuple[int, ...] = ()
) -> list[int] | None:
    """The options of ``phase`` beyond PASS and the basic actions: the spells' uses (by
    spell and level), the learns (evening), Clone's copies, in that order, after ``head``
    (the list starts with it); ``None`` when there are none (no list built: most phase
    decisions offer only basic actions)."""
    out: list[int] | None = None
    levels = st.levels[seat]
    fresh = st.fresh[seat]
    clone: list[int] | None = None
    for s in st.phase_spells[phase]:  # this phase's spells in play (SPELL_PHASES)
        # spell_refusal's other checks, inline: learned, not learned today
        top = levels[s]
        if not top or (fresh >> s) & 1:
            continue
        if s == SP.CLONE:  # its options come last (ids above every other block)
            clone = SP.clone_options(st, seat)
            continue
        mode = SP.CAST_MODE[s]  # can_cast, with no Cast built where no gate is asked
        actions = ACTION_LEVELS[s]
        for lv in range(3, top + 1):
            if (actions >> lv) & 1 and (
                mode == 1
                or SP.can_cast(st, SP.Cast(seat, s, lv, st.marker_rune(seat, s), s))
            ):
                if out is None:
                    out = list(head)
                out.append(A.use_id(s, lv))
    # No spell costs under 3 tokens: a pool of fewer (its size is kept) learns nothing.
    if phase == EVENING and st.pool_size(seat) >= 3:
        learns = learn_options(st, seat)
        if learns:
            if out is None:
                out = list(head)
            out.extend(learns)
    if clone:
        if out is None:
            out = list(head)
        out.extend(clone)
    return out


def phase_options(st: SpellBookState, seat: int, phase: int) -> list[int]:
    """Every action ``seat`` may take now in ``phase`` (PASS, to skip, comes first): PASS,
    the basic actions (:func:`basic_options`), then :func:`spell_options`."""
    basic = BASIC_IDS[basic_options(st, seat, phase)]
    ids = spell_options(st, seat, phase, basic)
    if ids is None:
        return list(basic)
    # Listed in order already when the spells are (PASS, the basic actions, spell uses by
    # spell and level, learns, Clone's options: the blocks' order); else sorted.
    if not st.spells_in_order:
        ids.sort()
    return ids


def start_action(st: SpellBookState, seat: int, option: int) -> None:
    """Begin the action ``option`` (not PASS) chosen in a phase decision."""
    if option == A.TAKE1:
        st.stack.append(st.new_take(seat, 1, optional=False))
    elif option == A.DRAW2:
        st.stack.append(st.new_draw(seat, 2))
    elif option == A.STORE1:
        st.stack.append(st.new_store(seat, 1, optional=False))
    elif A.USE <= option < A.LEARN:
        s, lv = A.split3(A.USE, option)
        if not st.quiet:
            st.log("use", seat, "sb-ev-use", spell=st.spell_msg(s), level=lv)
        SP.cast(st, SP.Cast(seat, s, lv, st.marker_rune(seat, s), s))
    elif A.LEARN <= option < A.PAIR:
        s, lv = A.split3(A.LEARN, option)
        st.stack.append(PayLearn(seat, s, lv))
    elif A.CLONE <= option < A.MODE:
        if not st.quiet:
            st.log("use", seat, "sb-ev-clone", option=st.option_msg(option))
        SP.clone(st, seat, option)
    else:  # pragma: no cover - phase_options never lists anything else
        raise AssertionError(f"not a phase action: {option}")


#: The phase decisions' prompts per seat, built once (a seat's prompt never changes).
#: The phase decisions' kinds, indexed by phase (MORNING, MIDDAY, EVENING), then SWIFT.
_DECISION_KINDS: Final = (*PHASE_KINDS, "swift")
#: The index of Swiftness's extra morning action in the two tables here.
SWIFT: Final = 3
#: Their prompts, by the same index, then by seat.
_SEAT_PROMPTS: Final = tuple(
    tuple(prompt(kind, (("seat", seat + 1),)) for seat in range(A.MAX_SEATS))
    for kind in _DECISION_KINDS
)


#: The phase decisions that offer only PASS and basic actions (most of them), built once
#: by the same index, then by seat, then by :func:`basic_options`' bits: every state and
#: clone shares them (a decision is read-only).
_BASIC_DECISIONS: Final = tuple(
    tuple(
        tuple(Decision(seat, kind, BASIC_IDS[bits], prompts[seat]) for bits in range(8))
        for seat in range(A.MAX_SEATS)
    )
    for kind, prompts in zip(_DECISION_KINDS, _SEAT_PROMPTS, strict=True)
)


def _phase_decision(st: SpellBookState, seat: int, phase: int, which: int) -> Decision:
    """The decision of a phase (``which`` is the phase, or SWIFT for a swift action): the
    options of :func:`phase_options`, a shared decision when they are only basic ones;
    else the state's lazy decision over them (``StackState.lazy_options``: built by
    :func:`_listed_phase_decision` only when asked)."""
    bits = basic_options(st, seat, phase)
    ids = spell_options(st, seat, phase, BASIC_IDS[bits])
    if ids is None:
        return _BASIC_DECISIONS[which][seat][bits]
    if not st.spells_in_order:  # see phase_options
        ids.sort()
    return st.lazy_options(seat, ids)


def _listed_phase_decision(seat: int, which: int, ids: tuple[int, ...]) -> Decision:
    """The decision of a phase over the options :func:`_phase_decision` listed."""
    return Decision(seat, _DECISION_KINDS[which], ids, _SEAT_PROMPTS[which][seat])


@dataclass(slots=True)
class DayTask(Task):
    """One player's day, phase by phase, then end-of-day upkeep."""

    seat: int
    stage: int = MORNING
    morning_left: int = -1

    def step(self, st: SpellBookState) -> Decision | None:
        if self.stage == MORNING:
            if self.morning_left < 0:
                self.morning_left = SP.morning_actions(st, self.seat)
            if self.morning_left == 0:
                self.stage = MIDDAY
                return None
            return _phase_decision(st, self.seat, MORNING, MORNING)
        if self.stage == MIDDAY or self.stage == EVENING:
            return _phase_decision(st, self.seat, self.stage, self.stage)
        if self.stage == END:
            self.stage = REFILL
            if st.solo:
                st.stack.append(SoloMove(self.seat))
                return None
            # Not solo: the refill follows at once, one step less (no decision is ever
            # pending at this stage then).
        if self.stage == REFILL:
            self.stage = FINISH
            if not st.solo:
                refill_altar(st)
            return None
        if st.end_day(self.seat):  # the next seat's day: this task starts it, in place
            self.start(st.current)
        return None

    def listed_decision(self, st: SpellBookState, ids: tuple[int, ...]) -> Decision:
        # a phase decision is pending: stage is its phase (MORNING, MIDDAY or EVENING)
        return _listed_phase_decision(self.seat, self.stage, ids)

    def start(self, seat: int) -> None:
        """Become ``DayTask(seat)``: every field as a new task has it (no task made and
        freed per day)."""
        self.seat = seat
        self.stage = MORNING
        self.morning_left = -1

    def answer(self, st: SpellBookState, option: int) -> None:
        if self.stage == MORNING:
            if option == A.PASS:
                self.stage = MIDDAY
                self.morning_left = 0
                if not st.quiet:  # no message built when nobody reads the events
                    st.log("skip", self.seat, "sb-ev-skip", phase=msg("sb-phase-morning"))
                return
            self.morning_left -= 1
        else:
            if option == A.PASS and not st.quiet:
                st.log(
                    "skip",
                    self.seat,
                    "sb-ev-skip",
                    phase=msg(f"sb-phase-{PHASE_KINDS[self.stage]}"),
                )
            self.stage += 1
            if option == A.PASS:
                return
        start_action(st, self.seat, option)


named(DayTask, "day")


def refill_altar(st: SpellBookState) -> None:
    """After the evening: under 5 tokens fill to 5; 5 to 9 add 1; 10 or more: discard the
    altar and lay out 5 new ones."""
    size = st.altar_size()
    if size >= REFILL_WIPE_AT:
        st.wipe_altar()
        st.stack.append(st.new_draw(st.current, REFILL_TARGET, ALTAR))
    elif size >= REFILL_TARGET:
        st.stack.append(st.new_draw(st.current, 1, ALTAR))
    else:
        st.stack.append(st.new_draw(st.current, REFILL_TARGET - size, ALTAR))


@dataclass(slots=True)
class SwiftAction(Task):
    """Swiftness L3/L4 (instant): perform one available morning action right away."""

    seat: int

    def step(self, st: SpellBookState) -> Decision:
        return _phase_decision(st, self.seat, MORNING, SWIFT)

    def listed_decision(self, st: SpellBookState, ids: tuple[int, ...]) -> Decision:
        return _listed_phase_decision(self.seat, SWIFT, ids)

    def answer(self, st: SpellBookState, option: int) -> None:
        st.stack.pop()
        if option != A.PASS:
            start_action(st, self.seat, option)


named(SwiftAction, "swift")


@dataclass(slots=True)
class SoloMove(Task):
    """Solo, end of day: move 1 altar token of your choice to the opponent's next space.
    On spaces 4, 9 and 14 the altar is discarded and 7 new tokens laid out; otherwise
    the altar is refilled up to 7. Filling the 17th space ends the game."""

    seat: int

    def step(self, st: SpellBookState) -> Decision | None:
        ids = token_options(st.altar)
        if not ids:
            st.stack.pop()
            st.stack.append(Draw(self.seat, SOLO_ALTAR, ALTAR))
            return None
        return Decision(self.seat, "solo-move", tuple(ids), msg("sb-prompt-solo-move"))

    def answer(self, st: SpellBookState, option: int) -> None:
        st.stack.pop()
        k = option - A.TOKEN
        st.altar[k] = st.altar[k] - 1
        st.altar_moved(-1)
        st.opp_board.append(k)
        space = len(st.opp_board)
        st.log("solo-move", self.seat, "sb-ev-solo-move", token=st.token_msg(k), space=space)
        if space >= SOLO_BOARD_SPACES:
            st.end_triggered = True
            return
        if space in SOLO_WIPE_SPACES:
            st.wipe_altar()
            st.stack.append(Draw(self.seat, SOLO_ALTAR, ALTAR))
        else:
            st.stack.append(Draw(self.seat, max(0, SOLO_ALTAR - sum(st.altar)), ALTAR))


named(SoloMove, "solomove")
