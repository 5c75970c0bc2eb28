"""Wonder Book's tasks: the chapter flow, the phases, the actions and every script verb.

Each task's :meth:`step` either works on its own (pops itself, pushes tasks) and returns
``None``, or returns the decision it needs without changing anything; :meth:`answer`
applies the chosen option. Scripts run through :class:`Run`, which pushes one task per
step (:func:`push_step`): every verb of the vocabulary is one task class here.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb
from typing import TYPE_CHECKING, Any, ClassVar

from tomecraft.core import CHANCE, Decision
from tomecraft.core.stack import TaskBase, declined, named
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.data import (
    action_name,
    card_text,
    card_title,
    hero_name,
    key_name,
    zone_name,
)
from tomecraft.games.wonderbook.decks import (
    forced_wyrm_draw,
    place_wyrm_card,
    put_wyrm_card,
    take_wyrm_card,
    unknown_wyrm_cards,
)
from tomecraft.games.wonderbook.pack import Phase, Step
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState

RANGES = ("here", "near", "anywhere")
NO_HERO = -1


class Task(TaskBase):
    """Base class of Wonder Book's stack entries (one registry for the game)."""

    __slots__ = ()
    registry: ClassVar[dict[str, type[Any]]] = {}


def task_from_json(data: dict[str, Any]) -> Task:
    task = Task.from_json(data)
    assert isinstance(task, Task)
    return task


def _dec(actor: int, kind: str, ids: list[int] | tuple[int, ...], **args: Any) -> Decision:
    return Decision(actor, kind, tuple(ids), msg(f"wb-prompt-{kind}", **args))


def dice_faces(hits: int, dice: int) -> str:
    """The dice as narrated: ``[✶]`` per hit, ``[ ]`` per miss (hits first; which die
    showed what does not matter, only the sum)."""
    return " ".join(["[✶]"] * hits + ["[ ]"] * (dice - hits))


def binomial_weights(n: int) -> tuple[int, ...]:
    """Weights of 0..n hits with n dice of 3 hit and 3 miss faces."""
    return tuple(comb(n, k) for k in range(n + 1))


# -- scripts ----------------------------------------------------------------------------
@dataclass(slots=True)
class Run(Task):
    """Run script ``sid`` step by step for ``hero`` (-1: no acting hero); ``roll``: its
    challenges may be rerolled (abilities and special actions)."""

    sid: int
    hero: int
    roll: int = 0
    pos: int = 0

    def step(self, st: WonderState) -> Decision | None:
        steps = st.c.scripts[self.sid]
        if self.pos >= len(steps) or st.over:
            st.stack.pop()
            return None
        self.pos += 1
        push_step(st, self.sid, self.pos - 1, self.hero, self.roll)
        return None


named(Run, "run")


def push_step(st: WonderState, sid: int, idx: int, hero: int, roll: int, asked: int = 0) -> None:
    """Carry out step ``idx`` of script ``sid``: at once, or by pushing its task (a step
    the card says one "may" do is first a :class:`May` decision, unless ``asked``)."""
    c = st.c
    s = c.scripts[sid][idx]
    if s.may and not asked:
        st.stack.append(May(sid, idx, hero, roll))
        return
    do = s.do
    if do in ("hearts", "sparks", "passage", "item", "move", "shield"):
        st.stack.append(ForWho(sid, idx, hero, s.who))
    elif do == "destiny":
        st.turn_destiny(s.n)
    elif do == "wyrms":
        zone = st.ch.zone_index[s.zone] if s.zone else (st.pos[hero] if hero >= 0 else st.vortex)
        if s.n >= 0:
            st.spawn(s.n, zone)
        else:
            st.stack.append(RemoveWyrms(-s.n, zone))
    elif do == "damage":
        st.stack.append(Hit(hero, s.n, RANGES.index(s.range), 0, s.targets, 0, 0, 0))
    elif do == "stun":
        st.stack.append(Hit(hero, 0, RANGES.index(s.range), 0, 1, 0, 0, 1))
    elif do == "swap":
        st.stack.append(Swap(hero))
    elif do == "key":
        assert s.key is not None
        st.note_key(s.key, s.erase)
    elif do == "wyrm_card":
        place_wyrm_card(st, str(s.card), s.place)
    elif do == "rule":
        assert isinstance(s.card, int)
        st.set_rule(s.card - 1, s.erase)
    elif do == "read":
        assert isinstance(s.card, int)
        if s.card - 1 not in st.removed:
            st.removed.append(s.card - 1)
        st.stack.append(ReadCard(s.card - 1, hero))
    elif do == "pile":
        assert s.flag is not None
        st.make_pile(s.flag)
    elif do == "extra":
        if hero >= 0 and not st.ko[hero]:  # every use grants (the loader refuses loops)
            if s.now:
                st.stack.append(Turn(hero, 0, s.n, 1))
            else:
                st.add_extra(hero, s.n)
    elif do == "challenge":
        st.stack.append(Branch(c.script(s.then), c.script(s.else_), s.need, hero, roll))
        st.stack.append(Roll(hero, s.dice, roll))
    elif do == "if":
        assert s.cond is not None
        sid = c.script(s.then) if st.holds(s.cond) else c.script(s.else_)
        st.stack.append(Run(sid, hero, roll))
    elif do == "scene":
        assert s.scene is not None
        st.switch_scene(st.ch.scene_index[s.scene])
    elif do == "place_sparks":
        assert s.zone is not None
        st.place_sparks(st.ch.zone_index[s.zone], s.n)
    elif do == "creature":
        i = st.creature_index(str(s.card))
        st.place_creature(i, st.ch.zone_index[s.zone] if s.zone is not None else -1)
    elif do == "creature_hearts":
        st.creature_gain(st.creature_index(str(s.card)), s.n)
    elif do == "card_hearts":
        assert isinstance(s.card, int)
        st.card_gain(s.card - 1, s.n)
    elif do == "chest":
        if st.chest_open:
            st.log("chest", None, "wb-ev-chest-empty")
        elif not st.at_horizon():  # a search copy stops before the unread envelope
            st.chest_open = True
            st.log("chest", None, "wb-ev-chest", text=msg(f"wb-chest-{c.pack.info.id}"))
            st.stack.append(Run(c.chest_script, hero))
    elif do == "aura":
        st.place_aura(st.ch.zone_index[s.zone] if s.zone is not None else -1)
    elif do == "upgrade":
        # the campaign unlocks the card for its hero, in this game or not (L481-483)
        if str(s.card) not in st.unlocked:
            st.unlocked = sorted([*st.unlocked, str(s.card)])
        owner = c.upgrade_owner[str(s.card)]
        if owner[0] in st.heroes and str(s.card) not in st.upgrades:
            st.stack.append(ChooseUpgrade(st.heroes.index(owner[0]), owner[1]))
    elif do == "spawn":
        n = s.n + (s.halo if st.players >= 3 else 0)
        st.spawn(n, st.ch.zone_index[s.zone] if s.zone else st.vortex)
    elif do == "activate":
        st.stack.append(Activate(s.n + (s.halo if st.players >= 3 else 0), 0))
    elif do == "reveal_wyrm":
        st.stack.append(RevealWyrm(s.n, -1))
    elif do == "explode":
        st.stack.append(Explode(s.at, s.here, s.near))
    elif do == "goto":
        assert isinstance(s.card, int)
        st.cursor = s.card - 1
    elif do == "players":  # a story card starts the players' turns (L204)
        st.log("turns", None, "wb-ev-turns")
        st.stack.append(PlayersPhase(sid=sid, idx=idx))


@dataclass(slots=True)
class May(Task):
    """A step the card says one *may* do: the acting hero's player decides (the group,
    the lead seat, when no hero acts or the hero is knocked out): ``YES`` carries it out,
    ``PASS`` skips it."""

    sid: int
    idx: int
    hero: int
    roll: int

    def step(self, st: WonderState) -> Decision | None:
        if st.over:
            st.stack.pop()
            return None
        h = self.hero
        mine = h >= 0 and not st.ko[h]
        return _dec(
            st.seat_of[h] if mine else st.lead,
            "may",
            [A.PASS, A.YES],
            n=self.idx + 1,
            hero=hero_name(st.c, st.heroes[h]) if mine else "",
            group=0 if mine else 1,
        )

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        if option == A.YES:
            push_step(st, self.sid, self.idx, self.hero, self.roll, 1)
        else:
            st.log("may-skip", None, "wb-ev-may-skip", n=self.idx + 1)


named(May, "may")


@dataclass(slots=True)
class ForWho(Task):
    """A per-hero verb (hearts, sparks, passage, item, move, shield) for the heroes its
    ``who`` names; ``choose`` (or ``self`` with no acting hero) asks for one hero, not
    knocked out. A ``reach`` (hero-target range) keeps only the heroes in the acting
    hero's zone (``here``) or there and in adjacent zones (``near``)."""

    sid: int
    idx: int
    hero: int
    who: str

    def _spec(self, st: WonderState) -> Step:
        return st.c.scripts[self.sid][self.idx]

    def _up(self, st: WonderState) -> list[int]:
        """The heroes not knocked out, within the step's ``reach`` of the acting hero."""
        up = [x for x in range(st.n_heroes) if not st.ko[x]]
        reach = self._spec(st).reach
        h = self.hero
        if reach is None or reach == "anywhere" or h < 0:
            return up
        z = st.pos[h]
        return [x for x in up if st.pos[x] == z or (reach == "near" and st.pos[x] in st.near(z))]

    def _candidates(self, st: WonderState) -> list[int] | None:
        h = self.hero
        up = self._up(st)
        if self.who == "self":
            return None if h < 0 else ([h] if not st.ko[h] else [])
        if self.who == "each":
            return up
        if self.who == "all":
            return list(range(st.n_heroes))
        if self.who == "here":
            return [x for x in up if h >= 0 and st.pos[x] == st.pos[h]]
        return None

    def step(self, st: WonderState) -> Decision | None:
        got = self._candidates(st)
        if got is not None:
            st.stack.pop()
            for x in reversed(got):
                apply_to(st, self._spec(st), x, self.hero)
            return None
        up = self._up(st)
        if len(up) <= 1:
            st.stack.pop()
            for x in up:
                apply_to(st, self._spec(st), x, self.hero)
            return None
        actor = st.seat_of[self.hero] if self.hero >= 0 else st.lead
        return _dec(
            actor, "choose-hero", [A.HERO + x for x in up], what=verb_msg(st, self._spec(st))
        )

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        apply_to(st, self._spec(st), option - A.HERO, self.hero)


named(ForWho, "for-who")


def verb_msg(st: WonderState, s: Step) -> Any:
    return msg(f"wb-verb-{s.do}", n=abs(s.n), sign="gain" if s.n >= 0 else "lose")


def apply_to(st: WonderState, s: Step, target: int, actor: int) -> None:
    """A per-hero verb for one hero (pushes a task where a decision or draw follows)."""
    if s.do == "hearts":
        if s.n >= 0:
            st.heal(target, s.n)
        else:
            st.hurt(target, -s.n)
    elif s.do == "sparks":
        st.gain_sparks(target, s.n)
    elif s.do == "shield":
        st.add_shield(target, s.n)
    elif s.do == "passage":
        st.stack.append(DrawPassage(target))
    elif s.do == "item":
        assert isinstance(s.card, int)
        st.give_item(target, s.card - 1)
    elif s.do == "move":
        if s.zone is not None:
            st.move_hero(target, st.ch.zone_index[s.zone])
        else:
            st.stack.append(Walk(target, s.n))


# -- chapter flow -------------------------------------------------------------------------
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
        card = ch.cards[i]
        c = st.c
        if self.stage == 0:
            if i not in st.read and st.at_horizon():
                return None
            st.mark_read(i)
            st.log(
                "card", None, "wb-ev-card", n=i + 1, title=card_title(ch, i), text=card_text(ch, i)
            )
            self.stage = 1
            t = card.type
            if t == "dilemma":
                return None
            if t == "item":
                if card.to == "reader" and self.hero >= 0:
                    st.give_item(self.hero, i)
                else:
                    st.stack.append(GiveCard(i))
            elif t == "rule":
                st.set_rule(i, False)
            elif t == "interaction":
                if card.flag is None and i not in st.placed:
                    st.placed.append(i)
            elif t == "objective":
                st.stack.append(Objective(i))
            elif t == "end":
                st.stack.append(Ending(i))
            st.stack.append(Run(c.script(card.script), self.hero))
            return None
        if self.stage == 1:
            if card.type == "dilemma":
                return _dec(
                    st.lead,
                    "dilemma",
                    [A.OPTION + k for k in range(len(card.options))],
                    card=card_title(ch, i),
                    text=card_text(ch, i),  # the story stays with the choice it asks
                )
            self.stage = 2
            if card.foot == "flip" and card.type not in ("objective", "interaction"):
                st.reveal_count += 1  # the back: read now, maybe a decision after the front
                st.log("card-back", None, "wb-ev-card-back", n=i + 1, text=card_text(ch, i, "back"))
                st.stack.append(Run(c.script(card.back), self.hero))
            return None
        if card.foot == "discard" and i not in st.removed:
            st.removed.append(i)
        st.stack.pop()
        return None

    def answer(self, st: WonderState, option: int) -> None:
        if st.at_horizon():  # the outcome on the back is unread
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
        st.stack.append(Run(st.c.script(ch.cards[i].options[k].script), self.hero))


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
                st.give_item(h, self.card)
            return None
        return _dec(st.lead, "item-to", [A.HERO + h for h in up], item=st.item_name(self.card))

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        st.give_item(option - A.HERO, self.card)


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
            st.start_objective(self.card)
        if st.goal_met():
            if st.at_horizon():  # the objective's back is unread
                return None
            st.log(
                "goal",
                None,
                "wb-ev-goal",
                goal=card_text(ch, self.card, "goal"),
                text=card_text(ch, self.card, "back"),
            )
            st.end_objective()
            st.stack.pop()
            st.stack.append(Run(st.c.script(card.back), NO_HERO))
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
        card = st.ch.cards[self.card]
        if self.stage == 0:
            st.rounds += 1
            st.log("round", None, "wb-ev-round", n=st.rounds)
            self.stage = 1
            if card.players:
                st.stack.append(PlayersPhase(card=self.card))
            return None
        if st.goal_met():
            st.unwind()
            return None
        if self.stage == 1:
            self.stage = 2
            st.log("enemies", None, "wb-ev-enemies")
            st.stack.append(Run(st.c.script(card.enemies), NO_HERO))
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
            return st.c.scripts[self.sid][self.idx].phase
        if self.card >= 0:
            p = st.ch.cards[self.card].players
            return p if isinstance(p, Phase) else None
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
            # a forced order: seat by seat from the lead seat (a seat's heroes in slot order)
            n = st.players
            left = [min(left, key=lambda h: ((st.seat_of[h] - st.lead) % n, h))]
        return left

    def step(self, st: WonderState) -> Decision | None:
        if not self.stood:
            self.stood = 1
            for h in range(st.n_heroes):
                if st.ko[h] and not st.over:
                    st.stand_up(h)
            return None
        if st.goal_met():
            st.unwind()
            return None
        left = self._left(st)
        if not left:
            st.stack.pop()
            return None
        if len(left) == 1:
            self._start(st, left[0])
            return None
        return _dec(st.lead, "next-hero", [A.HERO + h for h in left])

    def _start(self, st: WonderState, h: int) -> None:
        self.done |= 1 << h
        st.start_turn(h)
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
            st.unwind()
            return None
        if st.ko[h] or self.left + self.extra + st.bonus[h] <= 0 or st.over:
            st.stack.pop()
            if not self.now:
                st.end_turn(h)
            return None
        ids = st.action_ids(h)
        return _dec(
            st.seat_of[h],
            "action",
            ids,
            hero=hero_name(st.c, st.heroes[h]),
            left=self.left + self.extra + st.bonus[h],
        )

    def answer(self, st: WonderState, option: int) -> None:
        h = self.hero
        if option == A.PASS:
            st.stack.pop()
            if not self.now:
                st.end_turn(h)
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
        st.do_action(h, option)


named(Turn, "turn")


# -- actions --------------------------------------------------------------------------------
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
                msg("wb-prompt-dice", n=self.dice),
                binomial_weights(self.dice),
            )
        if self.stage == 2:
            m = self.dice - self.hits
            return Decision(
                CHANCE,
                "dice",
                tuple(A.HITS + k for k in range(m + 1)),
                msg("wb-prompt-dice", n=m),
                binomial_weights(m),
            )
        if (
            self.stage == 1
            and self.roll
            and h >= 0
            and self.hits < self.dice
            and reroll_refusal(st, h) is None
        ):
            return _dec(st.seat_of[h], "reroll", [A.PASS, A.YES], hits=self.hits, dice=self.dice)
        st.last_roll = self.hits
        st.last_dice = self.dice
        st.stack.pop()
        return None

    def answer(self, st: WonderState, option: int) -> None:
        if self.stage == 0:
            self.hits = option - A.HITS
            self.stage = 1
            st.log("roll", None, "wb-ev-roll", hits=self.hits, dice=self.dice,
                   faces=dice_faces(self.hits, self.dice))
        elif self.stage == 2:
            self.hits += option - A.HITS
            self.stage = 3
            st.log("roll", None, "wb-ev-reroll", hits=self.hits, dice=self.dice,
                   faces=dice_faces(self.hits, self.dice))
        elif option == A.YES:
            st.rerolled[self.hero] = True
            st.lose_heart_for_reroll(self.hero)
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
        st.stack.append(Run(self.then if ok else self.other, self.hero, self.roll))
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
        out = st.wyrms_in_range(self.hero, self.rng)
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
                for i in st.creatures_in_range(self.hero, self.rng, "enemy")
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
        return _dec(actor, "stun" if self.stun else "target", ids, n=self.per)

    def _hit(self, st: WonderState, w: int) -> None:
        if self.stun:
            st.stun_wyrm(w)
            self.count -= 1
            self.mask |= 1 << w
            return
        used, defeated = st.damage_wyrm(w, self.per)
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
        st.creature_gain(i, -used)
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


@dataclass(slots=True)
class Heal(Task):
    """A hero of the acting player's choice (never a knocked-out one), or an ally with
    hearts on the board (``CREATURE + i``), recovers hearts."""

    hero: int
    n: int

    def step(self, st: WonderState) -> Decision | None:
        up = [A.HERO + h for h in range(st.n_heroes) if not st.ko[h]]
        up += [A.CREATURE + i for i in st.creatures_in_range(-1, 2, "ally")]
        if len(up) <= 1:
            st.stack.pop()
            for o in up:
                self.answer_one(st, o)
            return None
        return _dec(st.seat_of[self.hero], "heal", up, n=self.n)

    def answer_one(self, st: WonderState, option: int) -> None:
        if option >= A.CREATURE:
            st.creature_gain(option - A.CREATURE, self.n)
        else:
            st.heal(option - A.HERO, self.n)

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
        zones = st.steps_open(self.hero)  # the restrictions of special rules allowing
        return _dec(st.seat_of[self.hero], "walk", [A.PASS, *(A.ZONE + z for z in zones)], n=self.n)

    def answer(self, st: WonderState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        self.n -= 1
        st.move_hero(self.hero, option - A.ZONE)


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
        near = st.heroes_near(self.hero)
        if not near or self.item not in st.items[self.hero]:
            st.stack.pop()
            return None
        return _dec(
            st.seat_of[self.hero], "give", [A.HERO + h for h in near], item=st.item_name(self.item)
        )

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        st.move_item(self.item, self.hero, option - A.HERO)


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
        return _dec(
            st.seat_of[self.holder],
            "consent",
            [A.PASS, A.YES],
            item=st.item_name(self.item),
            hero=hero_name(st.c, st.heroes[self.asker]),
        )

    def answer(self, st: WonderState, option: int) -> None:
        st.stack.pop()
        if option == A.YES:
            st.move_item(self.item, self.holder, self.asker)
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
        return [o for o in st.heroes_near(self.hero) if self.item in st.items[o]]

    def step(self, st: WonderState) -> Decision | None:
        holders = self._holders(st)
        if len(holders) > 1:
            return _dec(
                st.seat_of[self.hero],
                "ask-whom",
                [A.HERO + o for o in holders],
                item=st.item_name(self.item),
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
        st.take_interaction(self.card)
        st.mark_read(self.card)
        if st.at_horizon():  # its back is unread
            return None
        st.log(
            "interact",
            st.seat_of[self.hero],
            "wb-ev-interact",
            hero=hero_name(st.c, st.heroes[self.hero]),
            title=card_title(ch, self.card),
            text=card_text(ch, self.card, "back"),
        )
        st.stack.append(Run(st.c.script(ch.cards[self.card].back), self.hero))
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
            msg("wb-prompt-passage"),
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


# -- enemies ----------------------------------------------------------------------------------
@dataclass(slots=True)
class RevealWyrm(Task):
    """Reveal ``n`` Wyrm cards one after the other and apply each top to bottom (spawn,
    activation, its script); a resolved card goes to the discard pile; an empty deck
    takes back the discard pile; "reveal another" adds one more."""

    n: int
    card: int

    def step(self, st: WonderState) -> Decision | None:
        if self.card >= 0:
            w = st.c.wyrm_cards[self.card]
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
        unknown = unknown_wyrm_cards(st)
        kinds = sorted(set(unknown))
        return Decision(
            CHANCE,
            "wyrm-card",
            tuple(A.WYRM_CARD + k for k in kinds),
            msg("wb-prompt-wyrm-card"),
            tuple(unknown.count(k) for k in kinds),
        )

    def answer(self, st: WonderState, option: int) -> None:
        k = option - A.WYRM_CARD
        take_wyrm_card(st, k)
        self.card = k
        st.last_wyrm_card = k
        w = st.c.wyrm_cards[k]
        st.log(
            "wyrm-card",
            None,
            "wb-ev-wyrm-card",
            card=msg(f"wb-wyrm-{w.id}"),
            spawn=w.spawn + (w.spawn_halo if st.players >= 3 else 0),
            activate=w.activate + (w.activate_halo if st.players >= 3 else 0),
        )
        if w.script:
            st.stack.append(Run(st.c.script(w.script), NO_HERO))
        act = w.activate + (w.activate_halo if st.players >= 3 else 0)
        if act:
            st.stack.append(Activate(act, 0))
        st.spawn(w.spawn + (w.spawn_halo if st.players >= 3 else 0), st.vortex)


named(RevealWyrm, "reveal")


@dataclass(slots=True)
class Activate(Task):
    """Every Wyrm in play takes ``n`` actions, one Wyrm after another, in an order the
    group picks (Wyrms placed during the activation act too)."""

    n: int
    done: int

    def _left(self, st: WonderState) -> list[int]:
        return [
            w for w in range(len(st.wyrm_zone)) if st.wyrm_zone[w] >= 0 and not (self.done >> w) & 1
        ]

    def step(self, st: WonderState) -> Decision | None:
        left = self._left(st)
        if not left or self.n <= 0 or st.over:
            st.stack.pop()
            return None
        if len(left) == 1 or not st.any_hero_up():
            self._go(st, left[0])
            return None
        return _dec(st.lead, "wyrm-order", [A.WYRM + w for w in left])

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
            st.log("wyrm-up", None, "wb-ev-wyrm-up", w=w + 1)
            return None
        z = st.wyrm_zone[w]
        here = [h for h in range(st.n_heroes) if not st.ko[h] and st.pos[h] == z]
        if here:
            if len(here) == 1:
                self._bite(st, here[0])
                return None
            return _dec(st.lead, "wyrm-hit", [A.HERO + h for h in here], w=w + 1)
        steps = st.steps_toward_heroes(z)
        if not steps:
            self.left = 0
            return None
        if len(steps) == 1:
            self._move(st, steps[0])
            return None
        return _dec(st.lead, "wyrm-move", [A.ZONE + x for x in steps], w=w + 1)

    def _bite(self, st: WonderState, h: int) -> None:
        self.left -= 1
        st.log(
            "wyrm-hit", None, "wb-ev-wyrm-hit", w=self.wyrm + 1, hero=hero_name(st.c, st.heroes[h])
        )
        st.hurt(h, 1)

    def _move(self, st: WonderState, z: int) -> None:
        self.left -= 1
        st.wyrm_zone[self.wyrm] = z
        st.log("wyrm-move", None, "wb-ev-wyrm-move", w=self.wyrm + 1, zone=zone_name(st.ch, z))

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
        st.remove_wyrm(w)

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
                    st.hurt(h, self.here)
                elif st.pos[h] in st.ch.adjacent[z]:
                    st.hurt(h, self.near)
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
            st.stack.append(Run(st.c.script(card.endings[k].script), NO_HERO))
            return None
        st.stack.pop()
        st.win()
        return None


named(Ending, "ending")


#: The tasks that carry out a hero's action step by step (dropped when it is knocked out
#: during its own turn; see ``WonderState.cut_turn``).
HERO_ACTION_TASKS: tuple[type[Task], ...] = (
    Run,
    May,
    ForWho,
    Hit,
    Roll,
    Branch,
    Attack,
    Walk,
    Swap,
    Heal,
    GiveItem,
    AskWhom,
    Interact,
    Turn,
    DrawPassage,
)

__all__ = [
    "HERO_ACTION_TASKS",
    "Activate",
    "AskWhom",
    "Attack",
    "Branch",
    "Chapter",
    "ChooseUpgrade",
    "Consent",
    "DrawPassage",
    "Ending",
    "Explode",
    "ForWho",
    "GiveItem",
    "Heal",
    "Hit",
    "Interact",
    "May",
    "Objective",
    "PlayersPhase",
    "RemoveWyrms",
    "RevealWyrm",
    "Roll",
    "Round",
    "Run",
    "Swap",
    "Task",
    "Turn",
    "Walk",
    "WyrmActs",
    "binomial_weights",
    "key_name",
    "push_step",
    "reroll_refusal",
    "task_from_json",
]
