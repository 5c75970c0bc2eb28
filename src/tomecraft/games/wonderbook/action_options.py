"""Wonder Book's hero action options: the restrictions of the special rules in force
(L186: :func:`forbidden`, :func:`zone_rule`, :func:`move_refusal`), the legal options of a
hero's action decision (:func:`action_ids`) and why an ability, item or special action
is refused now (:func:`cost_refusal`).

Each function takes the state as ``self`` (they were its methods; the state module
stays under 500 lines).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, cast

from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.data import (
    RANGE_NAMES,
    Cost,
    cost_of,
)
from tomecraft.games.wonderbook.pack import Action, Step
from tomecraft.games.wonderbook.pack_vocabulary import FORBIDDEN
from tomecraft.games.wonderbook.reach import (
    any_in_range,
    wyrms_in_range,
)

# The bits of ``RuleMods.forbid_bits`` (a block a special rule forbids), by block.
_BAN_COLLECT: Final = 1 << FORBIDDEN.index("collect")
_BAN_ATTACK: Final = 1 << FORBIDDEN.index("attack")
_BAN_MOVE: Final = 1 << FORBIDDEN.index("move")
_BAN_ABILITY: Final = 1 << FORBIDDEN.index("ability")
_BAN_INTERACT: Final = 1 << FORBIDDEN.index("interact")
_BAN_SPECIAL: Final = 1 << FORBIDDEN.index("special")
_BAN_GIVE: Final = 1 << FORBIDDEN.index("give")
_BAN_ASK: Final = 1 << FORBIDDEN.index("ask")
_BAN_RULE_ACTION: Final = 1 << FORBIDDEN.index("rule_action")

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def _distinct_sorted(xs: list[int]) -> list[int]:
    """``sorted(set(xs))`` for the short lists of items a hero holds (an insertion,
    without building a set)."""
    out: list[int] = []
    for x in xs:
        i = 0
        n = len(out)
        while i < n and out[i] < x:
            i += 1
        if i == n or out[i] != x:
            out.insert(i, x)
    return out


def forbidden(self: WonderState, kind: str) -> bool:
    """A special rule in force forbids the hero action ``kind`` (an option block)."""
    for r in self.rules:
        m = self.ch.mods[r]
        if m is not None and kind in m.forbid:
            return True
    return False


def zone_rule(self: WonderState, field: str, z: int) -> bool:
    """Zone ``z`` is named in the ``field`` list (``no_enter``, ``no_leave``, ``hurt``,
    ``hurt_enter``) of a special rule in force."""
    for r in self.rules:
        m = self.ch.mods[r]
        if m is not None and z in m.zones[field]:
            return True
    return False


def move_refusal(self: WonderState, h: int, z: int) -> str | None:
    """Why hero ``h`` may not step into adjacent zone ``z`` now: ``move`` (moving is
    forbidden), ``leave`` (its zone may not be left), ``enter`` (``z`` may not be
    entered); None when it may."""
    if not self.rules:
        return None
    if zone_rule(self, "no_leave", self.pos[h]):
        return "leave"
    if zone_rule(self, "no_enter", z):
        return "enter"
    return None


def steps_open(self: WonderState, h: int) -> list[int]:
    """The adjacent zones hero ``h`` may step into (the restrictions allowing)."""
    return [y for y in self.ch.adjacent_sorted[self.pos[h]] if move_refusal(self, h, y) is None]


def usable(self: WonderState, h: int, a: Cost) -> bool:
    """An ability, item or special action is offered when the hero can pay it, stands
    in its zone (if it names one) and it can do something (:func:`can_affect`)."""
    return cost_refusal(self, h, a) is None


def usable_refusal(self: WonderState, h: int, a: Action) -> str | None:
    """Why hero ``h`` cannot use the ability, item or special action ``a`` now
    (``None``: it can): see :func:`cost_refusal`."""
    return cost_refusal(self, h, cost_of(a))


def cost_refusal(self: WonderState, h: int, a: Cost) -> str | None:
    """Why hero ``h`` cannot use the ability, item or special action whose
    :class:`~.data.Cost` is ``a`` now (``None``: it can): ``sparks`` (it holds fewer
    than ``a`` costs), ``zone`` (``a`` is used in another zone), ``target`` (nothing
    for it to affect, see :func:`can_affect`)."""
    if self.sparks[h] < a.sparks:
        return "sparks"
    if a.zone is not None and self.ch.zones[self.pos[h]] != a.zone:  # zone ids are unique
        return "zone"
    aims = a.aims  # the script's Aim records, kept with the cost
    if aims is None:
        aims = a.aims = aims_of(a.script)
    if not _aims_affect(self, h, cast(list[Aim], aims)):  # can_affect(self, h, a.script)
        return "target"
    return None


class Aim:
    """A script step as :func:`can_affect` reads it, in a compiled record (reading the
    pack's model costs a Python attribute look-up): what it targets (:data:`AIM_DAMAGE`,
    :data:`AIM_STUN`, :data:`AIM_CHALLENGE`, or :data:`AIM_OTHER`: anything else), its
    range (an index of ``RANGE_NAMES``) and, for a challenge, its outcomes' aims."""

    def __init__(self, what: int, rng: int, then: list[Aim], else_: list[Aim]) -> None:
        self.what = what
        self.rng = rng
        self.then = then
        self.else_ = else_


AIM_OTHER: Final = 0
AIM_DAMAGE: Final = 1
AIM_STUN: Final = 2
AIM_CHALLENGE: Final = 3


def aims_of(script: Sequence[Step]) -> list[Aim]:
    """The :class:`Aim` of each step of ``script`` (the steps after the first that
    targets nothing in particular are left out: :func:`can_affect` stops there)."""
    out: list[Aim] = []
    for s in script:
        if s.do == "damage":
            out.append(Aim(AIM_DAMAGE, RANGE_NAMES.index(s.range), [], []))
        elif s.do == "stun":
            out.append(Aim(AIM_STUN, RANGE_NAMES.index(s.range), [], []))
        elif s.do == "challenge":
            out.append(Aim(AIM_CHALLENGE, 0, aims_of(s.then), aims_of(s.else_)))
        else:
            out.append(Aim(AIM_OTHER, 0, [], []))
            break
    return out


#: The aims of each script met so far, by ``id`` (each entry holds its script, so the
#: id stays its own).
_AIMS: dict[int, tuple[Sequence[Step], list[Aim]]] = {}


def can_affect(self: WonderState, h: int, script: Sequence[Step]) -> bool:
    """False when every step of ``script`` targets Wyrms and none has a target now:
    ``damage`` needs a Wyrm in range, ``stun`` an unstunned one that can be stunned
    (health above 1), and a ``challenge`` counts as targeting when both its outcomes
    do (the roll alone changes nothing). Any other step makes the script worth it.
    The steps are read as :class:`Aim` records, made once per script."""
    kept = _AIMS.get(id(script))
    if kept is None or kept[0] is not script:
        kept = _AIMS[id(script)] = (script, aims_of(script))
    return _aims_affect(self, h, kept[1])


def _aims_affect(self: WonderState, h: int, aims: list[Aim]) -> bool:
    """:func:`can_affect` on the steps' :class:`Aim` records."""
    for s in aims:
        if s.what == AIM_DAMAGE:
            if any_in_range(self, h, s.rng):  # a Wyrm or an enemy creature
                return True
        elif s.what == AIM_STUN:
            if self.wyrm_health() > 1:
                for w in wyrms_in_range(self, h, s.rng):
                    if self.wyrm_dmg[w] == 0:
                        return True
        elif s.what == AIM_CHALLENGE:
            if _aims_affect(self, h, s.then) or _aims_affect(self, h, s.else_):
                return True
        else:
            return True
    return False


def action_ids(self: WonderState, h: int) -> list[int]:
    """The legal options of a hero's action decision, in id order except that ending
    the turn (``PASS``) comes last, so menus that number the options do not offer it
    first (the ids themselves never change). The blocks are listed in id order and
    each block's ids ascending, so no sort is needed. The special rules in force
    (L186) are read once, as bit sets (``RuleMods``): a block one forbids is left out
    (:func:`forbidden`), and moves follow :func:`move_refusal`.

    Written for speed (the action decision is the most frequent one): the hero's
    abilities as :meth:`~.state.WonderState.abilities` lists them, interactions as
    :meth:`~.state.WonderState.interactions_at`, the heroes near as
    :func:`~.reach.heroes_near`, without building those lists."""
    z = self.pos[h]
    c = self.c
    ch = self.ch
    banned = no_enter = no_leave = 0
    rules = self.rules
    if rules:
        for r in rules:
            m = ch.mods[r]
            if m is not None:
                banned |= m.forbid_bits
                no_enter |= m.no_enter_bits
                no_leave |= m.no_leave_bits
    ids: list[int] = []
    if self.zone_sparks[z] > 0 and not banned & _BAN_COLLECT:
        ids.append(A.COLLECT)
    hero = self.heroes[h]
    hc = c.heroes[hero]
    if not banned & _BAN_ATTACK and any_in_range(self, h, c.hero_ranges[hero]):
        ids.append(A.ATTACK)  # a Wyrm or an enemy creature
    if not banned & _BAN_MOVE and not (no_leave >> z) & 1:
        if not no_enter:  # every zone beside it: the map's ids, made once
            ids.extend(self.map.move_ids[z])
        else:
            for y in ch.adjacent_sorted[z]:
                if not (no_enter >> y) & 1:
                    ids.append(A.MOVE + y)
    if not banned & _BAN_ABILITY:
        costs = hc.costs
        if hc.has_ability and usable(self, h, costs[0]):  # slot 0, then the upgrades'
            ids.append(A.ABILITY)
        ups = self.upgrades
        if ups:
            for u, uid in enumerate(hc.upgrades):
                side = ups.get(uid)
                if side is not None:
                    s = 1 + 2 * u + side
                    if usable(self, h, costs[s]):
                        ids.append(A.ABILITY + s)
    if not banned & _BAN_INTERACT and (self.placed or self.piles):
        for i in self.interactions_at(z):
            ids.append(A.INTERACT + i)
    mine = self.items[h]
    items = mine if len(mine) < 2 else _distinct_sorted(mine)  # (most heroes hold nothing)
    if items and not banned & _BAN_SPECIAL:
        for i in items:
            if usable(self, h, self.item_cost(i)):
                ids.append(A.SPECIAL + i)
    # The heroes near (standing, in its zone or across a dashed border) and their items.
    near = False
    held: list[int] | None = None  # (made only when a hero near holds something)
    adj = self.map.adj_bits[z]
    for o in range(self.n_heroes):
        if o != h and not self.ko[o]:
            y = self.pos[o]
            if y == z or (adj >> y) & 1:
                near = True
                theirs = self.items[o]
                if theirs:
                    if held is None:
                        held = theirs[:]
                    else:
                        held.extend(theirs)
    if near:
        if items and not banned & _BAN_GIVE:
            for i in items:
                ids.append(A.GIVE + i)
        if held is not None and not banned & _BAN_ASK:
            for i in held if len(held) < 2 else _distinct_sorted(held):
                ids.append(A.ASK + i)
    if rules and not banned & _BAN_RULE_ACTION:
        acts: list[int] = []
        for r in rules:
            acts.extend(ch.rule_actions[r])
        for a in _distinct_sorted(acts):
            if usable(self, h, c.action_costs[a]):
                ids.append(A.RULE_ACTION + a)
    ids.append(A.PASS)
    return ids
