"""Wonder Book's script conditions (``if``: keys, heroes in a zone, Wyrms, creatures, card
hearts, the chest, the Dark Aura...), evaluated on a state.

Each kind is the condition a chapter card, an objective or a script step states; the
vocabulary and its fields are documented in docs/wonderbook-content.md.

Also the pack's other models as play reads them, in compiled records made once per pack
(``data.Content``): script steps (:class:`StepRec`), chapter cards (:class:`CardRec`)
and Wyrm cards (:class:`WyrmRec`), like conditions (:class:`Check`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tomecraft.games.wonderbook.pack import Card, Cond, Phase, Step, WyrmCard
from tomecraft.games.wonderbook.pack_vocabulary import CONDS

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


#: Each condition kind's number in :attr:`Check.code` (compiled, comparing small integers
#: is cheaper than comparing strings): the kinds of :data:`~.pack_vocabulary.CONDS`, in its order.
CODES: Final[dict[str, int]] = {k: i for i, k in enumerate(CONDS)}
_KEY: Final = CODES["key"]
_NOT: Final = CODES["not"]
_ALL: Final = CODES["all"]
_ANY: Final = CODES["any"]
_HEROES_IN: Final = CODES["heroes_in"]
_WYRMS: Final = CODES["wyrms"]
_DEFEATED: Final = CODES["defeated"]
_READ: Final = CODES["read"]
_DESTINY: Final = CODES["destiny"]
_PLAYERS: Final = CODES["players"]
_ROLL: Final = CODES["roll"]
_SPARKS_AT: Final = CODES["sparks_at"]
_ROUNDS: Final = CODES["rounds"]
_CREATURE: Final = CODES["creature"]
_CREATURE_DOWN: Final = CODES["creature_down"]
_CARD_HEARTS: Final = CODES["card_hearts"]
_CHEST: Final = CODES["chest"]
_AURA: Final = CODES["aura"]


@dataclass(slots=True)
class Check:
    """A condition (:class:`~.pack.Cond`) as the engine evaluates it: the same fields in
    a compiled record (reading a field of the pack's model costs a Python attribute
    look-up). Chapter goals and ``if`` steps are converted once (``ChapterData.goals``,
    ``Content.script_checks``); treat it as read-only."""

    kind: str
    #: ``CODES[kind]`` (:func:`check_of` gives it).
    code: int
    key: str | None
    conds: tuple[Check, ...]
    zone: str | None
    hero: str | None
    creature: str | None
    card: int | None
    at_least: int | None
    at_most: int | None


def check_of(c: Cond) -> Check:
    """The :class:`Check` of a condition (and of the conditions it holds)."""
    return Check(
        c.kind,
        CODES[c.kind],
        c.key,
        tuple(check_of(x) for x in c.conds),
        c.zone,
        c.hero,
        c.creature,
        c.card,
        c.at_least,
        c.at_most,
    )


@dataclass(slots=True)
class StepRec:
    """A script step (:class:`~.pack.Step`) as play reads it (``tasks.push_step``,
    ``ForWho``): the same fields in a compiled record (reading a field of the pack's model
    costs a Python attribute look-up), its ``then``/``else`` scripts as their numbers in
    ``Content.scripts``. Made once per step (``Content.steps``); treat it as read-only."""

    do: str
    n: int
    who: str
    card: int | str | None
    zone: str | None
    range: str
    reach: str | None
    targets: int
    key: str | None
    erase: bool
    flag: str | None
    now: bool
    dice: int
    need: int
    then: int
    else_: int
    scene: str | None
    halo: int
    at: int
    here: int
    near: int
    place: str
    may: bool
    phase: Phase | None


def step_rec(s: Step, then: int, else_: int) -> StepRec:
    """The :class:`StepRec` of step ``s`` whose ``then``/``else`` scripts are numbered
    ``then`` and ``else_``."""
    return StepRec(
        s.do, s.n, s.who, s.card, s.zone, s.range, s.reach, s.targets, s.key, s.erase,
        s.flag, s.now, s.dice, s.need, then, else_, s.scene, s.halo, s.at, s.here, s.near,
        s.place, s.may, s.phase,
    )


@dataclass(slots=True)
class CardRec:
    """A chapter card (:class:`~.pack.Card`) as play reads it (``ReadCard``, ``Round``):
    its type, foot, item rule and flag, its scripts by number (``script``, ``back``,
    ``enemies``), how many options it offers and its ``players`` field. Made once per
    card (``Content.cards``); treat it as read-only."""

    type: str
    foot: str
    to: str
    flag: str | None
    script: int
    back: int
    enemies: int
    options: int
    players: bool | Phase


@dataclass(slots=True)
class WyrmRec:
    """A Wyrm card (:class:`~.pack.WyrmCard`) as play reads it (``RevealWyrm``): its id,
    spawn and activation (with their halo numbers), its script by number (``has_script``:
    it holds steps), whether it reveals another card and where it goes after. Made once
    per card (``Content.wyrms``); treat it as read-only."""

    id: str
    spawn: int
    spawn_halo: int
    activate: int
    activate_halo: int
    script: int
    has_script: bool
    reveal_another: bool
    after: str


def card_rec(k: Card, script: int, back: int, enemies: int) -> CardRec:
    """The :class:`CardRec` of chapter card ``k`` whose scripts are numbered ``script``,
    ``back`` and ``enemies``."""
    return CardRec(k.type, k.foot, k.to, k.flag, script, back, enemies, len(k.options), k.players)


def wyrm_rec(w: WyrmCard, script: int) -> WyrmRec:
    """The :class:`WyrmRec` of Wyrm card ``w`` whose script is numbered ``script``."""
    return WyrmRec(
        w.id, w.spawn, w.spawn_halo, w.activate, w.activate_halo, script, bool(w.script),
        w.reveal_another, w.after,
    )


#: The :class:`Check` of each condition met by :func:`holds` so far, by ``id`` (each
#: entry holds its condition, so the id stays its own).
_CHECKS: dict[int, tuple[Cond, Check]] = {}


def holds(self: WonderState, c: Cond) -> bool:
    """Evaluate a condition of the script vocabulary (:func:`passes` on its
    :class:`Check`, converted once per condition)."""
    kept = _CHECKS.get(id(c))
    if kept is None or kept[0] is not c:
        kept = _CHECKS[id(c)] = (c, check_of(c))
    return passes(self, kept[1])


def passes(self: WonderState, c: Check) -> bool:
    """Evaluate a condition of the script vocabulary (dispatched on :attr:`Check.code`;
    lists and sums written as loops, which compile to native code)."""
    k = c.code
    if k == _KEY:
        return c.key in self.keys
    if k == _NOT:
        return not passes(self, c.conds[0])
    if k == _ALL:  # loops, not all()/any() over a generator: compiled, native
        for x in c.conds:  # noqa: SIM110
            if not passes(self, x):
                return False
        return True
    if k == _ANY:
        for x in c.conds:  # noqa: SIM110
            if passes(self, x):
                return True
        return False
    if k == _HEROES_IN:  # every hero (or the named one) in the zone, or at least n of them
        zone = self.ch.zone_index[c.zone] if c.zone else -1
        named = there = 0
        for h in range(self.n_heroes):
            if c.hero is not None and self.c.heroes[self.heroes[h]].id != c.hero:
                continue
            named += 1
            if zone < 0 or self.pos[h] == zone:
                there += 1
        if c.at_least is None:
            return there == named and there > 0
        return named > 0 and there >= c.at_least
    if k == _WYRMS:
        zone = self.ch.zone_index[c.zone] if c.zone else -1
        n = 0
        for z in self.wyrm_zone:
            if z >= 0 and (zone < 0 or z == zone):
                n += 1
        return (c.at_least is None or n >= c.at_least) and (c.at_most is None or n <= c.at_most)
    if k == _DEFEATED:
        return self.defeated >= (c.at_least or 0)
    if k == _READ:
        return c.card is not None and c.card - 1 in self.read
    if k == _DESTINY:
        return self.destiny_up >= (c.at_least or 0)
    if k == _PLAYERS:
        return self.players >= (c.at_least or 0)
    if k == _ROLL:
        return self.last_roll >= (c.at_least or 0)
    if k == _SPARKS_AT:
        assert c.zone is not None
        return self.zone_sparks[self.ch.zone_index[c.zone]] <= (c.at_most or 0)
    if k == _ROUNDS:
        return self.rounds >= (c.at_least or 0)
    if k == _CREATURE:
        assert c.creature is not None
        i = self.creature_index(c.creature)
        n = self.creature_hearts[i]
        zone = self.ch.zone_index[c.zone] if c.zone else -1
        return (
            self.creature_zone[i] >= 0
            and (zone < 0 or self.creature_zone[i] == zone)
            and (c.at_least is None or n >= c.at_least)
            and (c.at_most is None or n <= c.at_most)
        )
    if k == _CREATURE_DOWN:
        assert c.creature is not None
        return self.creature_down[self.creature_index(c.creature)]
    if k == _CARD_HEARTS:
        n = self.card_hearts.get((c.card or 0) - 1, 0)
        return (c.at_least is None or n >= c.at_least) and (c.at_most is None or n <= c.at_most)
    if k == _CHEST:
        return self.chest_open
    if k == _AURA:
        return self.aura >= 0 and (c.zone is None or self.aura == self.ch.zone_index[c.zone])
    return any(self.c.heroes[h].id == c.hero for h in self.heroes)  # "hero": in the game
