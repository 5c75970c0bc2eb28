"""The structure of a game: turns and their phases, the monster track.

A turn is one :class:`Turn` task at the bottom of the stack: concentration (refresh your
spells), the monster phase (:class:`MonsterPhase`: advance the invocation marker and
resolve its space), the action phase (a decision repeated until ``PASS``: the options are
:func:`~.options.action_options`, each carried out by :mod:`.action_tasks`), recovery
(:class:`Recovery`: discard down to or draw up to 6), the elimination check, then the
next player's turn.

Every task has one outline (a slots dataclass: its fields, ``step``, ``answer``, then its
registration): the tasks here and in other games' task modules are alike by that shape
by design; the rules inside differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tomecraft.core import Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.action_tasks import start_action
from tomecraft.games.madness.data import MADNESS, MULTI
from tomecraft.games.madness.effects import push_effect, push_tasks
from tomecraft.games.madness.options import action_options
from tomecraft.games.madness.tasks import (
    NO_SLOT,
    ROUND_END,
    Draw,
    Task,
    choose,
    task_named,
    uniform_chance,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

#: Invocation slots (0-4) on each track space: 2 -> slot 0, 3 -> slots 1 and 2, ...
SPACE_SLOTS: Final[dict[int, tuple[int, ...]]] = {2: (0,), 3: (1, 2), 4: (3,), 5: (4,)}
#: The prompts of chance decisions (fixed texts, built once).
_PAGE_PROMPT: Final = msg("mad-prompt-page")
_CURSE_PROMPT: Final = msg("mad-prompt-curse")


# -- recovery ------------------------------------------------------------------------------
@dataclass(slots=True)
class Recovery(Task):
    """End with exactly 6 cards in hand: discard element cards of your choice (never
    madness) down to 6, or draw up to 6."""

    seat: int

    def step(self, st: MadnessState) -> Decision | None:
        hand = st.hands[self.seat]
        size = sum(hand)
        target = st.c.hand_size
        if st.c.has_ongoing:
            target = max(0, target + st.modifier("hand_size", self.seat))
        if size > target:
            ids = [A.CARD + k for k in range(MADNESS) if hand[k]]
            return choose(st, self.seat, self, "recovery", ids, size - target)
        st.stack.pop()
        if size < target:
            st.stack.append(Draw(self.seat, target - size))
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        st.discard_from_hand(self.seat, option - A.CARD)


task_named(Recovery, "recovery")


# -- the monster track --------------------------------------------------------------------------
@dataclass(slots=True)
class MonsterPhase(Task):
    """Advance the invocation marker one space and resolve what is there."""

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        if st.marker == 0:
            st.marker = 1
            st.stack.append(NewMonster())
            return
        if st.marker < 5:
            st.marker += 1
            if not st.quiet:  # no arguments built when nobody reads the events
                st.log("marker", None, "mad-ev-marker", space=st.marker)
            tasks: list[Task] = []
            for slot in SPACE_SLOTS[st.marker]:
                cid = st.slots[slot]
                if cid < 0:
                    continue
                if st.curse_neutral[slot] >= 0:
                    st.log("curse-idle", None, "mad-ev-curse-neutral", curse=st.c.curses[cid].name)
                    continue
                tasks.append(CurseStrikes(slot))
            push_tasks(st, tasks)
            return
        invocation(st)


task_named(MonsterPhase, "monster")


@dataclass(slots=True)
class CurseStrikes(Task):
    """A curse's effect, applied to the players from the active player clockwise."""

    slot: int

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        cid = st.slots[self.slot]
        if cid < 0 or st.curse_neutral[self.slot] >= 0:
            return
        if not st.quiet:  # no arguments built when nobody reads the events
            st.log("curse", None, "mad-ev-curse", curse=st.c.curses[cid].name)
        push_effect(st, st.c.curses[cid].effect, st.active, 1, self.slot)


task_named(CurseStrikes, "strike")


def invocation(st: MadnessState) -> None:
    """The invocation space: the check, then bonus or penalty, then the next monster."""
    remaining = [i for i in range(A.SLOTS) if st.slots[i] >= 0]
    st.checks += 1
    monster = st.monster_card()
    assert monster is not None
    if remaining:
        st.log("failure", None, "mad-ev-failure", monster=monster.name, n=len(remaining))
    else:
        st.defeated += 1
        st.log("success", None, "mad-ev-success", monster=monster.name)
    if st.monster >= st.c.rounds:
        if remaining:
            st.lose("monster")
        else:
            st.win()
        return
    page = st.right_page()
    st.stack.append(EndRound())
    push_effect(st, page.penalty if remaining else page.bonus, st.active, 1, ROUND_END)


@dataclass(slots=True)
class EndRound(Task):
    """Remaining curses go to the bottom of their decks; spells neutralised for this
    round turn back up; the marker returns to space 1 and the next monster arrives."""

    def step(self, st: MadnessState) -> None:
        st.stack.pop()
        for slot in range(A.SLOTS):
            cid = st.slots[slot]
            if cid >= 0:
                st.curse_bottom[st.c.curses[cid].type].append(cid)
                st.clear_slot(slot)
                st.slots[slot] = -1
                st.curse_neutral[slot] = -1
        st.release_spells(until=st.monster)
        st.marker = 1
        st.stack.append(NewMonster())
        st.fire("round_end", st.active)


task_named(EndRound, "endround")


@dataclass(slots=True)
class NewMonster(Task):
    """Turn the page: the new monster appears (its effect on every player), the round
    marker moves down, and curses are placed (multi-element ones first, from slot 2)."""

    stage: int = 0

    def step(self, st: MadnessState) -> Decision | None:
        if self.stage == 0:
            st.monster += 1
            self.stage = 1
            return None
        if self.stage == 1:
            if st.monster <= st.c.inner_pages and len(st.pages) < st.monster:
                ids = tuple(A.PAGE + g for g in range(len(st.c.pages)) if g not in st.pages)
                return uniform_chance("page", ids, _PAGE_PROMPT)
            self.stage = 2
            return None
        if self.stage == 2:
            self.stage = 3
            monster = st.monster_card()
            assert monster is not None
            st.log("monster", None, "mad-ev-monster", monster=monster.name, round=st.monster)
            push_effect(st, monster.appear, st.active, 1, NO_SLOT)
            return None
        st.stack.pop()
        monster = st.monster_card()
        assert monster is not None
        multi = st.c.round_table[st.difficulty][st.monster - 1]
        types = [MULTI] * multi + list(monster.curses)
        st.stack.extend(reversed([PlaceCurse(i, t) for i, t in enumerate(types[: A.SLOTS])]))
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        g = option - A.PAGE
        st.pages.append(g)
        self.stage = 2


task_named(NewMonster, "newmonster")


@dataclass(slots=True)
class PlaceCurse(Task):
    """Draw a curse of ``type`` (chance over its deck; then its known bottom, in order)
    into ``slot``. An exhausted deck places nothing, and the curses still to place move
    up one space each (curses are placed one per space, each right after the last one
    placed: no space is left empty between them)."""

    slot: int
    type: int

    def step(self, st: MadnessState) -> Decision | None:
        deck = st.curse_decks[self.type]
        if len(deck) > 1:
            return uniform_chance("curse", tuple([A.CURSE + c for c in deck]), _CURSE_PROMPT)
        st.stack.pop()
        if deck:
            st.place_curse(self.slot, deck.pop())
        elif st.curse_bottom[self.type]:
            st.place_curse(self.slot, st.curse_bottom[self.type].pop(0))
        else:
            st.log("no-curse", None, "mad-ev-no-curse")
            for task in st.stack:
                if isinstance(task, PlaceCurse) and task.slot > self.slot:
                    task.slot -= 1
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        st.stack.pop()
        cid = option - A.CURSE
        st.curse_decks[self.type].remove(cid)
        st.place_curse(self.slot, cid)


task_named(PlaceCurse, "place")


# -- the turn ---------------------------------------------------------------------------------
CONCENTRATION: Final = 0
MONSTER: Final = 1
FLIP: Final = 2
ACTION: Final = 3
RECOVERY: Final = 4
RECOVERED: Final = 5
ELIMINATION: Final = 6
END: Final = 7
_ACTION_PROMPTS: Final = tuple(msg("mad-prompt-action", seat=s + 1) for s in range(A.MAX_SEATS))


@dataclass(slots=True)
class Turn(Task):
    """One player's turn, phase by phase."""

    seat: int
    stage: int = CONCENTRATION

    def step(self, st: MadnessState) -> Decision | None:
        stage = self.stage
        if stage == CONCENTRATION:
            # a neutralised spell stays exhausted until it is turned back up
            keep = 0
            for entry in st.neutral[self.seat]:
                keep |= 1 << entry[0]
            st.exhausted[self.seat] &= keep
            for s in range(st.players):
                st.ability_used[s] = False
            if not st.quiet:  # no arguments built when nobody reads the events
                st.log("turn", self.seat, "mad-ev-turn", seat=self.seat + 1, turn=st.turn)
            self.stage = MONSTER
            st.fire("turn_start", self.seat)
            return None
        if stage == MONSTER:
            self.stage = FLIP
            st.stack.append(MonsterPhase())
            return None
        if stage == FLIP:
            for i in range(A.SLOTS):
                if 0 <= st.curse_neutral[i] < st.turn:
                    st.curse_neutral[i] = -1
                    if st.slots[i] >= 0:
                        st.log(
                            "curse-up", None, "mad-ev-curse-up", curse=st.c.curses[st.slots[i]].name
                        )
            self.stage = ACTION
            return None
        if stage == ACTION:
            ids = action_options(st, self.seat)
            ids.insert(0, A.PASS)
            return Decision(self.seat, "action", tuple(ids), _ACTION_PROMPTS[self.seat])
        if stage == RECOVERY:
            self.stage = RECOVERED
            st.stack.append(Recovery(self.seat))
            return None
        if stage == RECOVERED:
            # "at the end of your recovery" triggers run before the elimination check
            self.stage = ELIMINATION
            st.fire("recovered", self.seat)
            return None
        if stage == ELIMINATION:
            self.stage = END
            if st.hands[self.seat][MADNESS] >= st.c.eliminate_at:
                st.eliminate(self.seat)
            return None
        st.stack.pop()
        st.end_turn(self.seat)
        return None

    def answer(self, st: MadnessState, option: int) -> None:
        if option == A.PASS:
            self.stage = RECOVERY
            st.log("end-actions", self.seat, "mad-ev-end-actions")
            return
        start_action(st, self.seat, option)


task_named(Turn, "turn")


__all__ = [
    "ACTION",
    "CONCENTRATION",
    "END",
    "MONSTER",
    "RECOVERED",
    "RECOVERY",
    "SPACE_SLOTS",
    "CurseStrikes",
    "EndRound",
    "MonsterPhase",
    "NewMonster",
    "PlaceCurse",
    "Recovery",
    "Turn",
    "invocation",
]
