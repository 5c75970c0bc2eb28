"""Wonder Book's dice and fights, as tasks: rolling dice (and the reroll), a challenge's
branches, attacks and the hits they deal.

Every task has one outline (a slots dataclass: its fields, ``step``, ``answer``, then its
registration), alike by shape with the other task modules by design; the rules differ.
:mod:`.hero_actions` holds the hero's other actions and verbs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import CHANCE, Decision
from tomecraft.core.stack import declined, named
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import hero_changes, scene_changes
from tomecraft.games.wonderbook.hero_actions import Heal
from tomecraft.games.wonderbook.reach import creatures_in_range, wyrms_in_range
from tomecraft.games.wonderbook.taskbase import (
    RANGES,
    Task,
    binomial_weights,
    decide,
    dice_faces,
    prompt,
)

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def reroll_refusal(st: WonderState, h: int) -> str | None:
    """Why hero ``h`` may not reroll the misses of a roll now (``None``: it may, if the roll
    allows it and missed): once per turn (``"used"``), by discarding a heart that is never
    the last (``"hearts"``), and not while knocked out (``"ko"``)."""
    if st.rerolled[h]:
        return "used"
    if st.hearts[h] < 2:
        return "hearts"
    if st.ko[h]:
        return "ko"
    return None


@dataclass(slots=True)
class Roll(Task):
    """Roll ``dice`` dice (a chance decision over the number of hits); then, once per
    turn, the hero may discard a heart (never the last) to reroll the misses."""

    hero: int
    dice: int
    roll: int
    stage: int = 0
    hits: int = 0

    def step(self, st: WonderState) -> Decision | None:
        h = self.hero
        if self.stage == 0:
            return Decision(
                CHANCE,
                "dice",
                tuple(A.HITS + k for k in range(self.dice + 1)),
                prompt(st, "dice", -1, "n", self.dice),
                binomial_weights(self.dice),
            )
        if self.stage == 2:
            m = self.dice - self.hits
            return Decision(
                CHANCE,
                "dice",
                tuple(A.HITS + k for k in range(m + 1)),
                prompt(st, "dice", -1, "n", m),
                binomial_weights(m),
            )
        if (
            self.stage == 1
            and self.roll
            and h >= 0
            and self.hits < self.dice
            and reroll_refusal(st, h) is None
        ):
            return decide(
                st, st.seat_of[h], "reroll", [A.PASS, A.YES], -1, "hits", self.hits, -1, "dice",
                self.dice,
            )
        st.last_roll = self.hits
        st.last_dice = self.dice
        st.stack.pop()
        return None

    def answer(self, st: WonderState, option: int) -> None:
        if self.stage == 0:
            self.hits = option - A.HITS
            self.stage = 1
            if not st.quiet:
                st.log("roll", None, "wb-ev-roll", hits=self.hits, dice=self.dice,
                       faces=dice_faces(self.hits, self.dice))
        elif self.stage == 2:
            self.hits += option - A.HITS
            self.stage = 3
            if not st.quiet:
                st.log("roll", None, "wb-ev-reroll", hits=self.hits, dice=self.dice,
                       faces=dice_faces(self.hits, self.dice))
        elif option == A.YES:
            st.rerolled[self.hero] = True
            hero_changes.lose_heart_for_reroll(st, self.hero)
            self.stage = 2
        else:
            self.stage = 3


named(Roll, "roll")


@dataclass(slots=True)
class Branch(Task):
    """After a challenge roll: ``then`` with ``need`` hits or more, else ``other``."""

    then: int
    other: int
    need: int
    hero: int
    roll: int

    def step(self, st: WonderState) -> Decision | None:
        st.stack.pop()
        ok = st.last_roll >= self.need
        st.log("challenge", None, "wb-ev-challenge-ok" if ok else "wb-ev-challenge-fail")
        st.stack.append(T.Run(self.then if ok else self.other, self.hero, self.roll))
        return None


named(Branch, "branch")


@dataclass(slots=True)
class Attack(Task):
    """A hero's attack: roll its dice (targets are chosen after rolling), then deal the hits."""

    hero: int
    stage: int = 0

    def step(self, st: WonderState) -> Decision | None:
        atk = st.c.heroes[st.heroes[self.hero]].attack
        if self.stage == 0:
            self.stage = 1
            st.stack.append(Roll(self.hero, atk.dice, 1))
            return None
        st.stack.pop()
        hits = st.last_roll
        rng = RANGES.index(atk.range)
        if hits <= 0:
            return None
        if atk.heal:
            st.stack.append(Heal(self.hero, atk.heal))
        if atk.mode == "single":
            st.stack.append(Hit(self.hero, hits, rng, 1, 1, 0, 0, 0))
        elif atk.mode == "spread":
            st.stack.append(Hit(self.hero, 1, rng, 0, atk.targets, 0, 1, 0))
        else:
            st.stack.append(Hit(self.hero, 1, rng, 0, hits, 0, 0, 0))
        return None


named(Attack, "attack")


@dataclass(slots=True)
class Hit(Task):
    """Deal damage to Wyrms in range of ``hero``. ``single``: ``per`` hits on one Wyrm,
    leftover after a defeat to another. Otherwise ``per`` damage to each of up to
    ``count`` different Wyrms (``optional``: the player may stop). ``stun``: stun
    ``count`` unstunned Wyrms instead. Enemies with hearts in range (not Wyrms) are
    targets too (``CREATURE + i``; not for a stun): each hit takes 1 heart; ``mask``
    bits from ``MAX_WYRMS`` up mark those already hit."""

    hero: int
    per: int
    rng: int
    single: int
    count: int
    mask: int
    optional: int
    stun: int

    def _targets(self, st: WonderState) -> list[int]:
        out = wyrms_in_range(st, self.hero, self.rng)
        out = [w for w in out if not (self.mask >> w) & 1]
        if self.stun:
            out = [w for w in out if st.wyrm_dmg[w] == 0]
        return out

    def step(self, st: WonderState) -> Decision | None:
        if self.count <= 0 or self.per + self.stun <= 0 or st.over:
            st.stack.pop()
            return None
        ws = [A.WYRM + w for w in self._targets(st)]
        if not self.stun:
            ws += [
                A.CREATURE + i
                for i in creatures_in_range(st, self.hero, self.rng, "enemy")
                if not (self.mask >> (A.MAX_WYRMS + i)) & 1
            ]
        if not ws:
            st.stack.pop()
            return None
        if len(ws) == 1 and not self.optional:
            self._pick(st, ws[0])
            return None
        actor = st.seat_of[self.hero] if self.hero >= 0 else st.lead
        ids = ws
        if self.optional:
            ids = [A.PASS, *ids]
        return decide(st, actor, "stun" if self.stun else "target", ids, -1, "n", self.per)

    def _hit(self, st: WonderState, w: int) -> None:
        if self.stun:
            scene_changes.stun_wyrm(st, w)
            self.count -= 1
            self.mask |= 1 << w
            return
        used, defeated = scene_changes.damage_wyrm(st, w, self.per)
        if self.single:
            self.per -= used
            if not defeated:
                self.per = 0
        else:
            self.count -= 1
            self.mask |= 1 << w

    def _pick(self, st: WonderState, option: int) -> None:
        if option >= A.CREATURE:
            self._hit_creature(st, option - A.CREATURE)
        else:
            self._hit(st, option - A.WYRM)

    def _hit_creature(self, st: WonderState, i: int) -> None:
        """``per`` hits on enemy ``i``: 1 heart each; in ``single`` mode the hits left
        after it falls go on to another target."""
        used = min(self.per, st.creature_hearts[i])
        scene_changes.creature_gain(st, i, -used)
        if self.single:
            self.per -= used
            if st.creature_zone[i] >= 0:
                self.per = 0
        else:
            self.count -= 1
            self.mask |= 1 << (A.MAX_WYRMS + i)

    def answer(self, st: WonderState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        self._pick(st, option)


named(Hit, "hit")


# Last: tasks imports this module, whose tasks are all defined by now; a call reads
# ``T.Run`` (compiled: the native constructor, where an import in the function ran on
# every call).
from tomecraft.games.wonderbook import tasks as T  # noqa: E402
