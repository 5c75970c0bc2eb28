"""Wonder Book's hero actions and the script verbs a hero carries out, as tasks: healing,
walking, swapping places, giving items, asking another hero, interacting with a card,
upgrades, passages (dice, challenges, attacks and hits are in :mod:`.combat`).

Every task has one outline (a slots dataclass: its fields, ``step``, ``answer``, then its
registration), alike by shape with the other task modules by design; the rules differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import CHANCE, Decision
from tomecraft.core.stack import declined, named
from tomecraft.games.wonderbook import action_options, chapter_cards, hero_changes, scene_changes
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.data import (
    action_name,
    card_text,
    card_title,
    hero_name,
)
from tomecraft.games.wonderbook.reach import creatures_in_range, heroes_near
from tomecraft.games.wonderbook.taskbase import (
    Task,
    _dec,
    decide,
    prompt,
)

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


@dataclass(slots=True)
class Heal(Task):
    """A hero of the acting player's choice (never a knocked-out one), or an ally with
    hearts on the board (``CREATURE + i``), recovers hearts."""

    hero: int
    n: int

    def step(self, st: WonderState) -> Decision | None:
        up = [A.HERO + h for h in range(st.n_heroes) if not st.ko[h]]
        up += [A.CREATURE + i for i in creatures_in_range(st, -1, 2, "ally")]
        if len(up) <= 1:
            st.stack.pop()
            for o in up:
                self.answer_one(st, o)
            return None
        return _dec(st.seat_of[self.hero], "heal", up, n=self.n)

    def answer_one(self, st: WonderState, option: int) -> None:
        if option >= A.CREATURE:
            scene_changes.creature_gain(st, option - A.CREATURE, self.n)
        else:
            hero_changes.heal(st, option - A.HERO, self.n)

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        self.answer_one(st, option)


named(Heal, "heal")


@dataclass(slots=True)
class Walk(Task):
    """Move up to ``n`` zones, one adjacent zone at a time (``PASS`` stops)."""

    hero: int
    n: int

    def step(self, st: WonderState) -> Decision | None:
        if self.n <= 0 or st.ko[self.hero]:
            st.stack.pop()
            return None
        # the restrictions of special rules allowing
        zones = action_options.steps_open(st, self.hero)
        return _dec(st.seat_of[self.hero], "walk", [A.PASS, *(A.ZONE + z for z in zones)], n=self.n)

    def answer(self, st: WonderState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        self.n -= 1
        hero_changes.move_hero(st, self.hero, option - A.ZONE)


named(Walk, "walk")


@dataclass(slots=True)
class Swap(Task):
    """The acting hero swaps places with another hero (not knocked out)."""

    hero: int

    def step(self, st: WonderState) -> Decision | None:
        others = [h for h in range(st.n_heroes) if h != self.hero and not st.ko[h]]
        if self.hero < 0 or not others:
            st.stack.pop()
            return None
        return _dec(st.seat_of[self.hero], "swap", [A.HERO + h for h in others])

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        o = option - A.HERO
        a, b = st.pos[self.hero], st.pos[o]
        st.pos[self.hero], st.pos[o] = b, a
        st.log(
            "swap",
            st.seat_of[self.hero],
            "wb-ev-swap",
            hero=hero_name(st.c, st.heroes[self.hero]),
            other=hero_name(st.c, st.heroes[o]),
        )


named(Swap, "swap")


@dataclass(slots=True)
class GiveItem(Task):
    """Pass an item to a hero (not knocked out) in the same or an adjacent zone."""

    hero: int
    item: int

    def step(self, st: WonderState) -> Decision | None:
        near = heroes_near(st, self.hero)
        if not near or self.item not in st.items[self.hero]:
            st.stack.pop()
            return None
        return decide(st, st.seat_of[self.hero], "give", [A.HERO + h for h in near], item=self.item)

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        hero_changes.move_item(st, self.item, self.hero, option - A.HERO)


named(GiveItem, "give")


@dataclass(slots=True)
class Consent(Task):
    """Asking for an item: its holder's player agrees (``YES``) or refuses (``PASS``)."""

    holder: int
    asker: int
    item: int

    def step(self, st: WonderState) -> Decision | None:
        if self.item not in st.items[self.holder]:
            st.stack.pop()
            return None
        return decide(
            st, st.seat_of[self.holder], "consent", [A.PASS, A.YES], st.heroes[self.asker],
            item=self.item,
        )

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        if option == A.YES:
            hero_changes.move_item(st, self.item, self.holder, self.asker)
        else:
            st.log("refuse", st.seat_of[self.holder], "wb-ev-refuse", item=st.item_name(self.item))


named(Consent, "consent")


@dataclass(slots=True)
class AskWhom(Task):
    """Asking for an item that several heroes nearby hold (copies of one passage): the
    asking hero's player picks whom to ask; a single holder is asked at once."""

    hero: int
    item: int

    def _holders(self, st: WonderState) -> list[int]:
        return [o for o in heroes_near(st, self.hero) if self.item in st.items[o]]

    def step(self, st: WonderState) -> Decision | None:
        holders = self._holders(st)
        if len(holders) > 1:
            return decide(
                st, st.seat_of[self.hero], "ask-whom", [A.HERO + o for o in holders], item=self.item
            )
        st.stack.pop()
        if holders:
            st.stack.append(Consent(holders[0], self.hero, self.item))
        return None

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        st.stack.append(Consent(option - A.HERO, self.hero, self.item))


named(AskWhom, "ask-whom")


@dataclass(slots=True)
class Interact(Task):
    """Flip an interaction card at the hero's object and read its back."""

    hero: int
    card: int

    def step(self, st: WonderState) -> Decision | None:
        st.stack.pop()
        ch = st.ch
        chapter_cards.take_interaction(st, self.card)
        chapter_cards.mark_read(st, self.card)
        if st.at_horizon("interaction"):  # its back is unread
            return None
        st.log(
            "interact",
            st.seat_of[self.hero],
            "wb-ev-interact",
            hero=hero_name(st.c, st.heroes[self.hero]),
            title=card_title(ch, self.card),
            text=card_text(ch, self.card, "back"),
        )
        st.stack.append(T.Run(st.c.script(ch.cards[self.card].back), self.hero))
        return None


named(Interact, "interact")


@dataclass(slots=True)
class ChooseUpgrade(Task):
    """A hero gains an upgrade card: its player keeps one of the two abilities for good."""

    hero: int
    card: int

    def step(self, st: WonderState) -> Decision | None:
        return _dec(
            st.seat_of[self.hero],
            "upgrade",
            [A.OPTION, A.OPTION + 1],
            hero=hero_name(st.c, st.heroes[self.hero]),
        )

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        hc = st.c.heroes[st.heroes[self.hero]]
        side = option - A.OPTION
        st.upgrades[hc.upgrades[self.card]] = side
        st.log(
            "upgrade",
            st.seat_of[self.hero],
            "wb-ev-upgrade",
            hero=hero_name(st.c, hc.index),
            ability=action_name(hc.abilities[1 + 2 * self.card + side]),
        )


named(ChooseUpgrade, "upgrade")


@dataclass(slots=True)
class DrawPassage(Task):
    """Draw a passage card (a chance decision over the deck's contents; an empty deck
    first takes back the discard pile)."""

    hero: int

    def step(self, st: WonderState) -> Decision | None:
        if not any(st.passage_deck):
            if not any(st.passage_discard):
                st.stack.pop()
                return None
            st.passage_deck = st.passage_discard
            st.passage_discard = [0] * len(st.passage_deck)
            st.log("shuffle", None, "wb-ev-passage-shuffle")
        ids = [A.PASSAGE + p for p, n in enumerate(st.passage_deck) if n]
        return Decision(
            CHANCE,
            "passage",
            tuple(ids),
            prompt(st, "passage"),
            tuple(st.passage_deck[i - A.PASSAGE] for i in ids),
        )

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        p = option - A.PASSAGE
        st.passage_deck[p] -= 1
        st.items[self.hero].append(A.PASSAGE_ITEM + p)
        st.log(
            "passage",
            st.seat_of[self.hero],
            "wb-ev-passage",
            hero=hero_name(st.c, st.heroes[self.hero]),
            item=st.item_name(A.PASSAGE_ITEM + p),
        )


named(DrawPassage, "passage")


# Last: tasks imports this module, whose tasks are all defined by now; a call reads
# ``T.Run`` (compiled: the native constructor, where an import in the function ran on
# every call).
from tomecraft.games.wonderbook import tasks as T  # noqa: E402
