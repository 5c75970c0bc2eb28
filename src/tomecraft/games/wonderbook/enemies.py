"""Wonder Book's enemies' phase as tasks: Wyrm cards revealed and applied, activations,
the Wyrms acting, Wyrms removed, the explosion, and the chapter's ending.

The tasks keep the one outline of :mod:`~tomecraft.games.wonderbook.hero_actions`, and
its head: the task base's names and the state's type imported the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import CHANCE, Decision
from tomecraft.core.stack import named
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import hero_changes, scene_changes
from tomecraft.games.wonderbook.data import (
    card_text,
    hero_name,
    zone_name,
)
from tomecraft.games.wonderbook.decks import (
    forced_wyrm_draw,
    put_wyrm_card,
    take_wyrm_card,
    unknown_wyrm_counts,
)
from tomecraft.games.wonderbook.reach import steps_toward_heroes
from tomecraft.games.wonderbook.taskbase import (
    NO_HERO,
    Task,
    _dec,
    decide,
    prompt,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


@dataclass(slots=True)
class RevealWyrm(Task):
    """Reveal ``n`` Wyrm cards one after the other and apply each top to bottom (spawn,
    activation, its script); a resolved card goes to the discard pile; an empty deck
    takes back the discard pile; "reveal another" adds one more."""

    n: int
    card: int

    def step(self, st: WonderState) -> Decision | None:
        if self.card >= 0:
            w = st.c.wyrms[self.card]  # the card as a compiled record
            put_wyrm_card(st, self.card, w.after)
            self.card = -1
            self.n -= 1
            if w.reveal_another:
                self.n += 1
                st.log("reveal-another", None, "wb-ev-reveal-another")
        if self.n <= 0 or st.over:
            st.stack.pop()
            return None
        if not st.wyrm_deck:
            if not st.wyrm_discard:
                st.stack.pop()
                return None
            st.wyrm_deck = sorted(st.wyrm_discard)
            st.wyrm_discard = []
            st.log("shuffle", None, "wb-ev-wyrm-shuffle")
        known = forced_wyrm_draw(st)
        if known >= 0:  # the table knows the next card: no chance decision
            self.answer(st, A.WYRM_CARD + known)
            return None
        counts = unknown_wyrm_counts(st)  # the cards drawable and their copies
        ids: list[int] = []
        weights: list[int] = []
        for k in range(len(counts)):
            if counts[k] > 0:
                ids.append(A.WYRM_CARD + k)
                weights.append(counts[k])
        return Decision(CHANCE, "wyrm-card", tuple(ids), prompt(st, "wyrm-card"), tuple(weights))

    def answer(self, st: WonderState, option: int) -> None:
        k = option - A.WYRM_CARD
        take_wyrm_card(st, k)
        self.card = k
        st.last_wyrm_card = k
        w = st.c.wyrms[k]  # the card as a compiled record
        if not st.quiet:
            st.log(
                "wyrm-card",
                None,
                "wb-ev-wyrm-card",
                card=msg(f"wb-wyrm-{w.id}"),
                spawn=w.spawn + (w.spawn_halo if st.players >= 3 else 0),
                activate=w.activate + (w.activate_halo if st.players >= 3 else 0),
            )
        if w.has_script:
            st.stack.append(T.Run(w.script, NO_HERO))
        act = w.activate + (w.activate_halo if st.players >= 3 else 0)
        if act:
            st.stack.append(Activate(act, 0))
        scene_changes.spawn(st, w.spawn + (w.spawn_halo if st.players >= 3 else 0), st.vortex)


named(RevealWyrm, "reveal")


@dataclass(slots=True)
class Activate(Task):
    """Every Wyrm in play takes ``n`` actions, one Wyrm after another, in an order the
    group picks (Wyrms placed during the activation act too)."""

    n: int
    done: int

    def step(self, st: WonderState) -> Decision | None:
        # the Wyrms in play that have not acted yet, as the group's options
        done = self.done
        opts: list[int] = []
        for w, x in enumerate(st.wyrm_zone):
            if x >= 0 and not (done >> w) & 1:
                opts.append(A.WYRM + w)
        if not opts or self.n <= 0 or st.over:
            st.stack.pop()
            return None
        if len(opts) == 1 or not st.any_hero_up():
            self._go(st, opts[0] - A.WYRM)
            return None
        return decide(st, st.lead, "wyrm-order", opts)

    def _go(self, st: WonderState, w: int) -> None:
        self.done |= 1 << w
        st.stack.append(WyrmActs(w, self.n))

    def answer(self, st: WonderState, option: int) -> None:
        self._go(st, option - A.WYRM)


named(Activate, "activate")


@dataclass(slots=True)
class WyrmActs(Task):
    """One Wyrm's actions, each by priority: (A) stunned: stand up; else (B) a hero in its
    zone: 1 damage to one of them (the group picks); else (C) move 1 zone toward the
    nearest hero (the group breaks ties). Knocked-out heroes are ignored; with no hero
    reachable the remaining actions are lost."""

    wyrm: int
    left: int

    def step(self, st: WonderState) -> Decision | None:
        w = self.wyrm
        if self.left <= 0 or st.wyrm_zone[w] < 0 or st.over:
            st.stack.pop()
            return None
        if st.wyrm_dmg[w] > 0:
            st.wyrm_dmg[w] = 0
            self.left -= 1
            st.log("wyrm-up", None, "wb-ev-wyrm-up", w=st.wyrm_number(w))
            return None
        z = st.wyrm_zone[w]
        first = -1  # the standing heroes in its zone: listed only when the group picks
        count = 0
        for h in range(st.n_heroes):
            if not st.ko[h] and st.pos[h] == z:
                if first < 0:
                    first = h
                count += 1
        if count:
            if count == 1:
                self._bite(st, first)
                return None
            here = [A.HERO + h for h in range(st.n_heroes) if not st.ko[h] and st.pos[h] == z]
            return decide(st, st.lead, "wyrm-hit", here, -1, "w", st.wyrm_number(w))
        steps = steps_toward_heroes(st, z)
        if not steps:
            self.left = 0
            return None
        if len(steps) == 1:
            self._move(st, steps[0])
            return None
        return decide(st, st.lead, "wyrm-move", [A.ZONE + x for x in steps], -1, "w",
                      st.wyrm_number(w))

    def _bite(self, st: WonderState, h: int) -> None:
        self.left -= 1
        if not st.quiet:
            hero = hero_name(st.c, st.heroes[h])
            st.log("wyrm-hit", None, "wb-ev-wyrm-hit", w=st.wyrm_number(self.wyrm), hero=hero)
        hero_changes.hurt(st, h, 1)

    def _move(self, st: WonderState, z: int) -> None:
        self.left -= 1
        st.wyrm_zone[self.wyrm] = z
        if not st.quiet:
            st.log("wyrm-move", None, "wb-ev-wyrm-move", w=st.wyrm_number(self.wyrm),
                   zone=zone_name(st.ch, z))

    def answer(self, st: WonderState, option: int) -> None:
        if A.HERO <= option < A.WYRM:
            self._bite(st, option - A.HERO)
        else:
            self._move(st, option - A.ZONE)


named(WyrmActs, "wyrm")


@dataclass(slots=True)
class RemoveWyrms(Task):
    """``n`` Wyrms of ``zone`` go back to the reserve, one at a time, each chosen by the
    group (the lead seat) among the Wyrms there; one candidate is taken automatically."""

    n: int
    zone: int

    def step(self, st: WonderState) -> Decision | None:
        ws = [w for w in st.in_play() if st.wyrm_zone[w] == self.zone]
        if self.n <= 0 or not ws or st.over:
            st.stack.pop()
            return None
        if len(ws) == 1:
            self._remove(st, ws[0])
            return None
        return _dec(
            st.lead,
            "remove-wyrm",
            [A.WYRM + w for w in ws],
            zone=zone_name(st.ch, self.zone),
            n=self.n,
        )

    def _remove(self, st: WonderState, w: int) -> None:
        self.n -= 1
        scene_changes.remove_wyrm(st, w)

    def answer(self, st: WonderState, option: int) -> None:
        self._remove(st, option - A.WYRM)


named(RemoveWyrms, "remove-wyrms")


@dataclass(slots=True)
class Explode(Task):
    """The explosion: zone by zone (in zone order), a zone holding ``at`` Wyrms or more
    bursts: the group removes one Wyrm there of its choice (:class:`RemoveWyrms`), then
    heroes in that zone lose ``here`` hearts and heroes in adjacent zones ``near``
    (knocked-out heroes are spared)."""

    at: int
    here: int
    near: int
    zone: int = 0
    stage: int = 0

    def step(self, st: WonderState) -> Decision | None:
        while self.zone < len(st.ch.zones) and not st.over:
            z = self.zone
            if self.stage == 0:
                if sum(1 for x in st.wyrm_zone if x == z) < self.at:
                    self.zone += 1
                    continue
                self.stage = 1
                st.log("explode", None, "wb-ev-explode", zone=zone_name(st.ch, z))
                st.stack.append(RemoveWyrms(1, z))
                return None
            self.stage = 0
            self.zone += 1
            for h in range(st.n_heroes):
                if st.pos[h] == z:
                    hero_changes.hurt(st, h, self.here)
                elif st.pos[h] in st.ch.adjacent[z]:
                    hero_changes.hurt(st, h, self.near)
            return None
        st.stack.pop()
        return None


named(Explode, "explode")


@dataclass(slots=True)
class Ending(Task):
    """The chapter-end card: the ending chosen by the face-up destiny tokens; the chapter
    is won."""

    card: int
    stage: int = 0

    def step(self, st: WonderState) -> Decision | None:
        card = st.ch.cards[self.card]
        if self.stage == 0:
            self.stage = 1
            k = next(i for i, e in enumerate(card.endings) if st.destiny_up >= e.destiny)
            st.ending = k
            st.reveal_count += 1  # the ending's text (maybe a decision after the card)
            st.log(
                "ending",
                None,
                "wb-ev-ending",
                text=card_text(st.ch, self.card, f"ending-{k + 1}"),
                destiny=st.destiny_up,
            )
            st.stack.append(T.Run(st.c.script(card.endings[k].script), NO_HERO))
            return None
        st.stack.pop()
        st.win()
        return None


named(Ending, "ending")


# Last: tasks imports this module, whose tasks are all defined by now; a call reads
# ``T.Run`` (compiled: the native constructor, where an import in the function ran on
# every call).
from tomecraft.games.wonderbook import tasks as T  # noqa: E402
