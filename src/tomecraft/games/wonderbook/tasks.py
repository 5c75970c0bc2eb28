"""Wonder Book's tasks: the chapter flow, the phases, the actions and every script verb.

Each task's :meth:`step` either works on its own (pops itself, pushes tasks) and returns
``None``, or returns the decision it needs without changing anything; :meth:`answer`
applies the chosen option. Scripts run through :class:`Run`, which pushes one task per
step (:func:`push_step`): every verb of the vocabulary is one task class of the family.

This module holds the scripts (:class:`Run`, :func:`push_step`, :class:`May`,
:class:`ForWho`) and is the family's public face: the tasks live in
:mod:`~tomecraft.games.wonderbook.taskbase` (the base and helpers),
:mod:`~tomecraft.games.wonderbook.chapter` (chapter, objectives, rounds, turns),
:mod:`~tomecraft.games.wonderbook.combat` (dice, challenges, attacks, hits),
:mod:`~tomecraft.games.wonderbook.hero_actions` (the other actions and hero verbs) and
:mod:`~tomecraft.games.wonderbook.enemies` (the enemies' phase), all importable from here.
"""


from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tomecraft.core import Decision
from tomecraft.core.stack import named
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import chapter_cards, hero_changes, scene_changes
from tomecraft.games.wonderbook.chapter import (
    Chapter,
    GiveCard,
    Objective,
    PlayersPhase,
    ReadCard,
    Round,
    Turn,
)
from tomecraft.games.wonderbook.combat import Attack, Branch, Hit, Roll, reroll_refusal
from tomecraft.games.wonderbook.conditions import StepRec, passes
from tomecraft.games.wonderbook.data import (
    hero_name,
    key_name,
)
from tomecraft.games.wonderbook.decks import (
    place_wyrm_card,
)
from tomecraft.games.wonderbook.enemies import (
    Activate,
    Ending,
    Explode,
    RemoveWyrms,
    RevealWyrm,
    WyrmActs,
)
from tomecraft.games.wonderbook.hero_actions import (
    AskWhom,
    ChooseUpgrade,
    Consent,
    DrawPassage,
    GiveItem,
    Heal,
    Interact,
    Swap,
    Walk,
)
from tomecraft.games.wonderbook.taskbase import (
    NO_HERO,
    RANGES,
    Task,
    _dec,
    binomial_weights,
    dice_faces,
    task_from_json,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


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
        steps = st.c.steps[self.sid]
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
    s = c.steps[sid][idx]  # the step as a compiled record
    if s.may and not asked:
        st.stack.append(May(sid, idx, hero, roll))
        return
    do = s.do
    # The steps played most (an ``if``, the Wyrm cards' steps) are compared first.
    if do == "if":
        check = c.script_checks[sid][idx]  # s.cond, converted once
        assert check is not None
        sid = s.then if passes(st, check) else s.else_
        st.stack.append(Run(sid, hero, roll))
    elif do == "spawn":
        n = s.n + (s.halo if st.players >= 3 else 0)
        scene_changes.spawn(st, n, st.ch.zone_index[s.zone] if s.zone else st.vortex)
    elif do == "activate":
        st.stack.append(Activate(s.n + (s.halo if st.players >= 3 else 0), 0))
    elif do == "reveal_wyrm":
        st.stack.append(RevealWyrm(s.n, -1))
    elif do == "explode":
        st.stack.append(Explode(s.at, s.here, s.near))
    elif do in ("hearts", "sparks", "passage", "item", "move", "shield"):
        st.stack.append(ForWho(sid, idx, hero, s.who))
    elif do == "destiny":
        hero_changes.turn_destiny(st, s.n)
    elif do == "wyrms":
        zone = st.ch.zone_index[s.zone] if s.zone else (st.pos[hero] if hero >= 0 else st.vortex)
        if s.n >= 0:
            scene_changes.spawn(st, s.n, zone)
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
        chapter_cards.note_key(st, s.key, s.erase)
    elif do == "wyrm_card":
        place_wyrm_card(st, str(s.card), s.place)
    elif do == "rule":
        assert isinstance(s.card, int)
        chapter_cards.set_rule(st, s.card - 1, s.erase)
    elif do == "read":
        assert isinstance(s.card, int)
        if s.card - 1 not in st.removed:
            st.removed.append(s.card - 1)
        st.stack.append(ReadCard(s.card - 1, hero))
    elif do == "pile":
        assert s.flag is not None
        chapter_cards.make_pile(st, s.flag)
    elif do == "extra":
        if hero >= 0 and not st.ko[hero]:  # every use grants (the loader refuses loops)
            if s.now:
                st.stack.append(Turn(hero, 0, s.n, 1))
            else:
                hero_changes.add_extra(st, hero, s.n)
    elif do == "challenge":
        st.stack.append(Branch(s.then, s.else_, s.need, hero, roll))
        st.stack.append(Roll(hero, s.dice, roll))
    elif do == "scene":
        assert s.scene is not None
        scene_changes.switch_scene(st, st.ch.scene_index[s.scene])
    elif do == "place_sparks":
        assert s.zone is not None
        scene_changes.place_sparks(st, st.ch.zone_index[s.zone], s.n)
    elif do == "creature":
        i = st.creature_index(str(s.card))
        scene_changes.place_creature(st, i, st.ch.zone_index[s.zone] if s.zone is not None else -1)
    elif do == "creature_hearts":
        scene_changes.creature_gain(st, st.creature_index(str(s.card)), s.n)
    elif do == "card_hearts":
        assert isinstance(s.card, int)
        scene_changes.card_gain(st, s.card - 1, s.n)
    elif do == "chest":
        if st.chest_open:
            st.log("chest", None, "wb-ev-chest-empty")
        elif not st.at_horizon("chest"):  # a search copy stops before the unread envelope
            st.chest_open = True
            st.log("chest", None, "wb-ev-chest", text=msg(f"wb-chest-{c.pack.info.id}"))
            st.stack.append(Run(c.chest_script, hero))
    elif do == "aura":
        scene_changes.place_aura(st, st.ch.zone_index[s.zone] if s.zone is not None else -1)
    elif do == "upgrade":
        # the campaign unlocks the card for its hero, in this game or not (L481-483)
        if str(s.card) not in st.unlocked:
            st.unlocked = sorted([*st.unlocked, str(s.card)])
        owner = c.upgrade_owner[str(s.card)]
        if owner[0] in st.heroes and str(s.card) not in st.upgrades:
            st.stack.append(ChooseUpgrade(st.heroes.index(owner[0]), owner[1]))
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

    def _spec(self, st: WonderState) -> StepRec:
        return st.c.steps[self.sid][self.idx]

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


def verb_msg(st: WonderState, s: StepRec) -> Any:
    return msg(f"wb-verb-{s.do}", n=abs(s.n), sign="gain" if s.n >= 0 else "lose")


def apply_to(st: WonderState, s: StepRec, target: int, actor: int) -> None:
    """A per-hero verb for one hero (pushes a task where a decision or draw follows)."""
    if s.do == "hearts":
        if s.n >= 0:
            hero_changes.heal(st, target, s.n)
        else:
            hero_changes.hurt(st, target, -s.n)
    elif s.do == "sparks":
        hero_changes.gain_sparks(st, target, s.n)
    elif s.do == "shield":
        hero_changes.add_shield(st, target, s.n)
    elif s.do == "passage":
        st.stack.append(DrawPassage(target))
    elif s.do == "item":
        assert isinstance(s.card, int)
        hero_changes.give_item(st, target, s.card - 1)
    elif s.do == "move":
        if s.zone is not None:
            hero_changes.move_hero(st, target, st.ch.zone_index[s.zone])
        else:
            st.stack.append(Walk(target, s.n))


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
    "NO_HERO",
    "RANGES",
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
    "GiveCard",
    "GiveItem",
    "Heal",
    "Hit",
    "Interact",
    "May",
    "Objective",
    "PlayersPhase",
    "ReadCard",
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
    "dice_faces",
    "key_name",
    "push_step",
    "reroll_refusal",
    "task_from_json",
]
