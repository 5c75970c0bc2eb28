"""Wonder Book's chapter flow as tasks: the chapter deck read card by card, the
objectives and their rounds, the players' phase and a hero's turn (its three actions).

Each task's :meth:`step` either works on its own or returns the decision it needs;
:meth:`answer` applies the chosen option (see :mod:`~tomecraft.games.wonderbook.tasks`).

The tasks keep the one outline of :mod:`~tomecraft.games.wonderbook.hero_actions`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import Decision
from tomecraft.core.stack import named
from tomecraft.games.wonderbook import action_options, chapter_cards, hero_changes
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.data import (
    card_text,
    card_title,
    hero_name,
)
from tomecraft.games.wonderbook.enemies import Ending, Explode
from tomecraft.games.wonderbook.pack import Phase
from tomecraft.games.wonderbook.taskbase import (
    NO_HERO,
    Task,
    _dec,
    decide,
)

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


@dataclass(slots=True)
class Chapter(Task):
    """The chapter deck, read in order from card 1 (the bottom task)."""

    def step(self, st: WonderState) -> Decision | None:
        while st.cursor < len(st.ch.cards) and st.cursor in st.removed:
            st.cursor += 1
        if st.cursor >= len(st.ch.cards):
            # Unreachable with validated content (the last card is the end card, which
            # wins); a hand-made document that gets here cannot go on.
            st.stop_unfinished()
            return None
        i = st.cursor
        st.cursor += 1
        st.stack.append(ReadCard(i, NO_HERO))
        return None


named(Chapter, "chapter")


@dataclass(slots=True)
class ReadCard(Task):
    """Read chapter card ``card`` (its front, then what its type and foot say)."""

    card: int
    hero: int
    stage: int = 0

    def step(self, st: WonderState) -> Decision | None:
        ch, i = st.ch, self.card
        c = st.c
        card = c.cards[st.chapter][i]  # the card as a compiled record
        if self.stage == 0:
            if i not in st.read and st.at_horizon():
                return None
            chapter_cards.mark_read(st, i)
            if not st.quiet:
                title, text = card_title(ch, i), card_text(ch, i)
                st.log("card", None, "wb-ev-card", n=i + 1, title=title, text=text)
            self.stage = 1
            t = card.type
            if t == "dilemma":
                return None
            if t == "item":
                if card.to == "reader" and self.hero >= 0:
                    hero_changes.give_item(st, self.hero, i)
                else:
                    st.stack.append(GiveCard(i))
            elif t == "rule":
                chapter_cards.set_rule(st, i, False)
            elif t == "interaction":
                if card.flag is None and i not in st.placed:
                    st.placed.append(i)
            elif t == "objective":
                st.stack.append(Objective(i))
            elif t == "end":
                st.stack.append(Ending(i))
            st.stack.append(T.Run(card.script, self.hero))
            return None
        if self.stage == 1:
            if card.type == "dilemma":
                return _dec(
                    st.lead,
                    "dilemma",
                    [A.OPTION + k for k in range(card.options)],
                    card=card_title(ch, i),
                    text=card_text(ch, i),  # the story stays with the choice it asks
                )
            self.stage = 2
            if card.foot == "flip" and card.type not in ("objective", "interaction"):
                st.reveal_count += 1  # the back: read now, maybe a decision after the front
                st.log("card-back", None, "wb-ev-card-back", n=i + 1, text=card_text(ch, i, "back"))
                st.stack.append(T.Run(card.back, self.hero))
            return None
        if card.foot == "discard" and i not in st.removed:
            st.removed.append(i)
        st.stack.pop()
        return None

    def answer(self, st: WonderState, option: int) -> None:
        if st.at_horizon("outcome"):  # the outcome on the back is unread
            return
        k = option - A.OPTION
        ch, i = st.ch, self.card
        st.log(
            "dilemma",
            None,
            "wb-ev-dilemma",
            option=card_text(ch, i, f"option-{k + 1}"),
            text=card_text(ch, i, f"outcome-{k + 1}"),
        )
        self.stage = 2
        st.stack.append(T.Run(st.c.script(ch.cards[i].options[k].script), self.hero))


named(ReadCard, "read")


@dataclass(slots=True)
class GiveCard(Task):
    """An item card just read goes to a hero the group picks (not knocked out)."""

    card: int

    def step(self, st: WonderState) -> Decision | None:
        up = [h for h in range(st.n_heroes) if not st.ko[h]]
        if len(up) <= 1:
            st.stack.pop()
            for h in up:
                hero_changes.give_item(st, h, self.card)
            return None
        return _dec(st.lead, "item-to", [A.HERO + h for h in up], item=st.item_name(self.card))

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        hero_changes.give_item(st, option - A.HERO, self.card)


named(GiveCard, "give-card")


@dataclass(slots=True)
class Objective(Task):
    """An objective on top of the deck: rounds until its goal holds, then its back."""

    card: int
    started: int = 0

    def step(self, st: WonderState) -> Decision | None:
        ch = st.ch
        card = ch.cards[self.card]
        if not self.started:
            self.started = 1
            chapter_cards.start_objective(st, self.card)
        if st.goal_met():
            if st.at_horizon("objective"):  # the objective's back is unread
                return None
            st.log(
                "goal",
                None,
                "wb-ev-goal",
                goal=card_text(ch, self.card, "goal"),
                text=card_text(ch, self.card, "back"),
            )
            chapter_cards.end_objective(st)
            st.stack.pop()
            st.stack.append(T.Run(st.c.script(card.back), NO_HERO))
            return None
        if st.max_rounds and st.rounds >= st.max_rounds:
            st.stop_unfinished()  # bot-only runs only: a game with people has no cap
            return None
        st.stack.append(Round(self.card))
        return None


named(Objective, "objective")


@dataclass(slots=True)
class Round(Task):
    """One round of an objective: the players' phase, then the enemies' phase."""

    card: int
    stage: int = 0

    def step(self, st: WonderState) -> Decision | None:
        card = st.c.cards[st.chapter][self.card]  # the card as a compiled record
        if self.stage == 0:
            st.rounds += 1
            if not st.quiet:
                st.log("round", None, "wb-ev-round", n=st.rounds)
            self.stage = 1
            if card.players:
                st.stack.append(PlayersPhase(card=self.card))
            return None
        if st.goal_met():
            chapter_cards.unwind(st)
            return None
        if self.stage == 1:
            self.stage = 2
            st.log("enemies", None, "wb-ev-enemies")
            st.stack.append(T.Run(card.enemies, NO_HERO))
            return None
        if self.stage == 2:
            self.stage = 3
            at = st.explode_at()
            if at:
                st.stack.append(Explode(at, 2, 1))
            return None
        st.stack.pop()
        return None


named(Round, "round")


def _next_by_seat(st: WonderState, left: list[int]) -> int:
    """A forced order: seat by seat from the lead seat (a seat's heroes in slot order).
    Apart from :meth:`PlayersPhase._left`, whose every call would otherwise make the
    key's closure (compiled, an environment object)."""
    n = st.players
    return min(left, key=lambda h: ((st.seat_of[h] - st.lead) % n, h))


@dataclass(slots=True)
class PlayersPhase(Task):
    """Knocked-out heroes stand up (one destiny token face down each); then the group
    picks the hero who plays next until every hero standing has played. The phase comes
    from objective ``card`` or from step ``idx`` of script ``sid`` (a story card's
    ``players`` step); a :class:`~tomecraft.games.wonderbook.pack.Phase` there may limit
    the actions, the number of heroes, the zone they play from, or force the seat order."""

    done: int = 0
    stood: int = 0
    card: int = -1
    sid: int = -1
    idx: int = -1

    def phase(self, st: WonderState) -> Phase | None:
        if self.sid >= 0:
            return st.c.steps[self.sid][self.idx].phase
        if self.card >= 0:
            return st.ch.phases[self.card]
        return None

    def _left(self, st: WonderState) -> list[int]:
        left = [h for h in range(st.n_heroes) if not (self.done >> h) & 1 and not st.ko[h]]
        ph = self.phase(st)
        if ph is None:
            return left
        if ph.turns is not None and bin(self.done).count("1") >= ph.turns:
            return []
        if ph.zone is not None:
            z = st.ch.zone_index[ph.zone]
            left = [h for h in left if st.pos[h] == z]
        if ph.order == "seats" and left:
            left = [_next_by_seat(st, left)]
        return left

    def step(self, st: WonderState) -> Decision | None:
        if not self.stood:
            self.stood = 1
            for h in range(st.n_heroes):
                if st.ko[h] and not st.over:
                    hero_changes.stand_up(st, h)
            return None
        if st.goal_met():
            chapter_cards.unwind(st)
            return None
        left = self._left(st)
        if not left:
            st.stack.pop()
            return None
        if len(left) == 1:
            self._start(st, left[0])
            return None
        return decide(st, st.lead, "next-hero", [A.HERO + h for h in left])

    def _start(self, st: WonderState, h: int) -> None:
        self.done |= 1 << h
        hero_changes.start_turn(st, h)
        ph = self.phase(st)
        actions = ph.actions if ph is not None and ph.actions is not None else None
        st.stack.append(Turn(h, actions or st.c.actions_per_turn, st.rule_extra(), 0))

    def answer(self, st: WonderState, option: int) -> None:
        self._start(st, option - A.HERO)


named(PlayersPhase, "players")


@dataclass(slots=True)
class Turn(Task):
    """A hero's turn: up to ``left`` actions plus ``extra`` extra actions; ``now``: a
    single extra action taken at once (inside another effect)."""

    hero: int
    left: int
    extra: int
    now: int = 0

    def step(self, st: WonderState) -> Decision | None:
        h = self.hero
        if st.goal_met() and not self.now:
            chapter_cards.unwind(st)
            return None
        if st.ko[h] or self.left + self.extra + st.bonus[h] <= 0 or st.over:
            st.stack.pop()
            if not self.now:
                hero_changes.end_turn(st, h)
            return None
        ids = action_options.action_ids(st, h)
        left = self.left + self.extra + st.bonus[h]
        return decide(st, st.seat_of[h], "action", ids, st.heroes[h], "left", left)

    def answer(self, st: WonderState, option: int) -> None:
        h = self.hero
        if option == A.PASS:
            st.stack.pop()
            if not self.now:
                hero_changes.end_turn(st, h)
            else:
                st.log(
                    "pass", st.seat_of[h], "wb-ev-pass-extra", hero=hero_name(st.c, st.heroes[h])
                )
            return
        if self.extra > 0:
            self.extra -= 1
        elif st.bonus[h] > 0:
            st.bonus[h] -= 1
        else:
            self.left -= 1
        hero_changes.do_action(st, h, option)


named(Turn, "turn")


# Last: tasks imports this module, whose tasks are all defined by now; a call reads
# ``T.Run`` (compiled: the native constructor, where an import in the function ran on
# every call).
from tomecraft.games.wonderbook import tasks as T  # noqa: E402
