"""The Big Book of Madness's runtime content: a validated pack turned into typed tables.

Card kinds are integers: element card ``element * 3 + (value - 1)`` (0-11, elements in
the order water, earth, fire, air) and :data:`MADNESS` (12). Spells, curses, mages and
grimoire cards are numbered in pack order; every effect is compiled once into tuples of
:class:`ClauseSpec` and referenced by its index in :attr:`Content.effects`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tomecraft.core.content import PackContents
from tomecraft.games.madness.pack import (
    CONDITIONS,
    DEFAULT_PACK,
    ELEMENTS,
    Clause,
    Names,
    Ongoing,
    Pack,
    load_pack,
)
from tomecraft.i18n import Msg, msg

# Elements, card kinds (Final: compiled, inlined): after a long import, alike by shape with
# other games' constants (Wonder Book's actions.py); the values are this game's.
NE: Final = 4
MADNESS: Final = 12
NK: Final = 13
#: A step count meaning "as many as the target wants" (pack ``"n": "any"``).
ANY_N: Final = 999
#: Value of each card kind (madness: 0) and its element (madness: -1).
VALUE: Final[tuple[int, ...]] = (*(k % 3 + 1 for k in range(12)), 0)
ELEM: Final[tuple[int, ...]] = (*(k // 3 for k in range(12)), -1)
#: Market piles: ``element * 2 + (value - 2)`` for the value-2 and value-3 cards.
NPILES: Final = 8
MULTI: Final = 4
CURSE_TYPES = (*ELEMENTS, "multi")
TARGETS = ("self", "active", "each", "other", "one", "one_other")
CARD_FILTERS = ("any", "element", "madness", "last")
ZONES = ("hand", "support", "discard", "deck", "reserve")
#: The zone a step uses when it names none.
DEFAULT_ZONE = {"draw": "deck", "shuffle": "discard"}
DESTS = ("discard", "hand", "support")


def kind(element: int, value: int) -> int:
    return element * 3 + value - 1


def pile_kind(pile: int) -> int:
    """The card kind of market pile ``pile``."""
    return kind(pile // 2, pile % 2 + 2)


def kind_pile(k: int) -> int:
    """The market pile of a value-2 or value-3 card kind."""
    return ELEM[k] * 2 + VALUE[k] - 2


@dataclass(frozen=True, slots=True)
class StepSpec:
    verb: str
    n: int
    x: bool
    may: bool
    all: bool
    element: int
    card: int
    value: int
    zone: int
    to: int
    #: Index into CONDITIONS (-1: unconditional), optional step, "as many", act's ability.
    cond: int = -1
    optional: bool = False
    same: bool = False
    ability: bool = False


@dataclass(frozen=True, slots=True)
class ClauseSpec:
    target: str
    steps: tuple[StepSpec, ...]
    #: Players chosen by a ``some``/``some_other``/``rest`` clause (times the multiplier if
    #: ``x``); 0 on ``rest``: all the players the previous clause did not choose.
    count: int = 1
    x: bool = False


# Card records as this game compiles them (frozen dataclasses, compiled by mypyc): every
# game's data.py lists fields of this shape; what they hold is each game's own.
@dataclass(frozen=True, slots=True)
class OngoingSpec:
    """A compiled "while in play" entry: a modifier (``when`` empty) or a trigger."""

    modifier: str
    when: str
    who: str
    n: int
    element: int
    action: str
    effect: int


EffectSpec = tuple[ClauseSpec, ...]


# Card records as this game compiles them (frozen dataclasses, compiled by mypyc): every
# game's data.py lists fields of this shape; what they hold is each game's own.
@dataclass(frozen=True, slots=True)
class SpellCard:
    index: int
    id: str
    name: Msg
    element: int
    level: int
    cost: int
    learn_cost: int
    effect: int
    ongoing: tuple[OngoingSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class MageCard:
    index: int
    id: str
    name: Msg
    element: int
    #: Starting cards as counts per card kind (normal mode).
    start: tuple[int, ...]
    ability_cost: tuple[int, int, int, int]
    ability: int
    slots: int
    ongoing: tuple[OngoingSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class CurseCard:
    index: int
    id: str
    name: Msg
    type: int
    cost: tuple[int, int, int, int]
    effect: int
    ongoing: tuple[OngoingSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class MonsterCard:
    """A monster: its appearance effect and curse symbols (no ongoing effect)."""

    name: Msg
    appear: int
    curses: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PageCard:
    """A cover (bonus and penalty -1), an inner page, or the final page (monster None)."""

    index: int
    id: str
    monster: MonsterCard | None
    bonus: int
    penalty: int


def name_msg(names: Names) -> Msg:
    """A card name: each language's catalogue picks its own argument."""
    return msg("mad-name", en=names.en, es=names.es, de=names.de, zh=names.zh_TW)


class Content:
    """Everything the engine needs from one pack, as tuples of small frozen records."""

    def __init__(self, pack: Pack, key: str) -> None:
        self.key = key
        self.pack = pack
        r = pack.rules
        # One attribute a rule, read from the pack's record: alike by shape with any
        # constructor that reads a record field by field (the web room's from its row).
        self.name = name_msg(pack.info.names)
        self.counts = (r.element_cards.value1, r.element_cards.value2, r.element_cards.value3)
        self.madness_cards = r.madness_cards
        self.madness_pile = {int(k): v for k, v in r.madness_pile.items()}
        self.hand_size = r.hand_size
        self.spell_limit = r.spell_limit
        self.eliminate_at = r.eliminate_at
        self.heal_cost = r.heal_cost
        self.reward_value = r.reward_value
        self.element_tokens = r.element_tokens
        self.inner_pages = r.inner_pages
        self.rounds = r.inner_pages + 1
        self.round_table: dict[str, tuple[int, ...]] = {
            str(k): tuple(v) for k, v in r.round_table.items()
        }
        self.effects: list[EffectSpec] = []
        self.effect_names: list[str] = []
        #: Whether any card has an ongoing entry (the engine skips the look-ups if not).
        self.has_ongoing = False
        spells = []
        for i, s in enumerate([*pack.spells.basic, *pack.spells.library]):
            spells.append(
                SpellCard(
                    i,
                    s.id,
                    name_msg(s.names),
                    ELEMENTS.index(s.element),
                    s.level,
                    s.cost,
                    s.learn_cost,
                    self._effect(s.effect, f"spell:{s.id}"),
                    self._ongoing(s.ongoing, f"spell:{s.id}"),
                )
            )
        self.spells: tuple[SpellCard, ...] = tuple(spells)
        self.spell_index = {s.id: s.index for s in self.spells}
        self.basic: tuple[int, ...] = tuple(range(len(pack.spells.basic)))
        lib: dict[tuple[int, int], list[int]] = {}
        for card in self.spells[len(self.basic) :]:
            lib.setdefault((card.element, card.level), []).append(card.index)
        self.library: dict[tuple[int, int], tuple[int, ...]] = {k: tuple(v) for k, v in lib.items()}
        mages = []
        for i, m in enumerate(pack.mages.mages):
            start = [0] * NK
            for e_name, counts in m.start.items():
                e = ELEMENTS.index(e_name)
                for v in range(3):
                    start[kind(e, v + 1)] += counts[v]
            mages.append(
                MageCard(
                    i,
                    m.id,
                    name_msg(m.names),
                    ELEMENTS.index(m.element),
                    tuple(start),
                    _cost(m.ability.cost.items()),
                    self._effect(m.ability.effect, f"ability:{m.id}"),
                    m.support_slots,
                    self._ongoing(m.ongoing, f"mage:{m.id}"),
                )
            )
        self.mages: tuple[MageCard, ...] = tuple(mages)
        self.mage_index = {m.id: m.index for m in self.mages}
        self.curses: tuple[CurseCard, ...] = tuple(
            CurseCard(
                i,
                c.id,
                name_msg(c.names),
                CURSE_TYPES.index(c.type),
                _cost(c.cost.items()),
                self._effect(c.effect, f"curse:{c.id}"),
                self._ongoing(c.ongoing, f"curse:{c.id}"),
            )
            for i, c in enumerate(pack.curses.curses)
        )
        self.curse_index = {c.id: c.index for c in self.curses}
        g = pack.grimoire
        self.covers: tuple[PageCard, ...] = tuple(
            PageCard(i, c.id, self._monster(c.monster, c.id), -1, -1)
            for i, c in enumerate(g.covers)
        )
        self.pages: tuple[PageCard, ...] = tuple(
            PageCard(
                i,
                p.id,
                self._monster(p.monster, p.id),
                self._effect(p.bonus, f"bonus:{p.id}"),
                self._effect(p.penalty, f"penalty:{p.id}"),
            )
            for i, p in enumerate(g.pages)
        )
        self.final = PageCard(
            0,
            g.final.id,
            None,
            self._effect(g.final.bonus, f"bonus:{g.final.id}"),
            self._effect(g.final.penalty, f"penalty:{g.final.id}"),
        )
        self.cover_index = {c.id: c.index for c in self.covers}
        self.page_index = {p.id: p.index for p in self.pages}
        #: Element cards in the game, per kind (madness: the madness cards).
        self.totals: tuple[int, ...] = (
            *(self.counts[k % 3] for k in range(12)),
            self.madness_cards,
        )
        self.ongoing_spells: frozenset[int] = frozenset()
        self.trigger_events: frozenset[str] = frozenset()
        self.modifiers: frozenset[str] = frozenset()
        self.index_ongoing()

    def index_ongoing(self) -> None:
        """Compute what the engine skips by from the cards' ongoing entries (again, after
        a test changes the cards): the spells that have entries (``ongoing_spells``), the
        events some trigger waits for (``trigger_events``: the others fire nothing) and
        the modifiers some card has (``modifiers``: the others add and forbid nothing)."""
        entries = [o for s in self.spells for o in s.ongoing]
        entries += [o for m in self.mages for o in m.ongoing]
        entries += [o for c in self.curses for o in c.ongoing]
        self.ongoing_spells = frozenset(s.index for s in self.spells if s.ongoing)
        self.trigger_events = frozenset(o.when for o in entries if o.when)
        self.modifiers = frozenset(o.modifier for o in entries if o.modifier)

    def _effect(self, clauses: Sequence[Clause], label: str) -> int:
        spec = tuple(
            ClauseSpec(
                c.target,
                tuple(
                    StepSpec(
                        s.verb,
                        ANY_N if s.n == "any" else s.n,
                        s.x,
                        s.may,
                        s.all,
                        -1 if s.element is None else ELEMENTS.index(s.element),
                        CARD_FILTERS.index(s.card),
                        s.value or 0,
                        ZONES.index(s.zone or DEFAULT_ZONE.get(s.verb, "hand")),
                        DESTS.index(s.to),
                        -1 if s.if_ is None else CONDITIONS.index(s.if_),
                        s.optional,
                        s.same,
                        s.ability,
                    )
                    for s in c.do
                ),
                # "rest" without a count: every player not chosen (0)
                0 if c.target == "rest" and "count" not in c.model_fields_set else c.count,
                c.x,
            )
            for c in clauses
        )
        self.effects.append(spec)
        self.effect_names.append(label)
        return len(self.effects) - 1

    def _ongoing(self, entries: Sequence[Ongoing], label: str) -> tuple[OngoingSpec, ...]:
        out = []
        for i, o in enumerate(entries):
            self.has_ongoing = True
            out.append(
                OngoingSpec(
                    o.modifier or "",
                    o.when or "",
                    o.who,
                    o.n,
                    -1 if o.element is None else ELEMENTS.index(o.element),
                    o.action or "",
                    -1 if o.effect is None else self._effect(o.effect, f"{label}:ongoing{i}"),
                )
            )
        return tuple(out)

    def _monster(self, m: object, card_id: str) -> MonsterCard:
        from tomecraft.games.madness.pack import Monster

        assert isinstance(m, Monster)
        return MonsterCard(
            name_msg(m.names),
            self._effect(m.appear, f"appear:{card_id}"),
            tuple(ELEMENTS.index(e) for e in m.curses),
        )


#: The content of a pack key (default: the original pack), loaded and validated once.
content = PackContents.shipped(DEFAULT_PACK, load_pack, Content)


def _cost(cost: Iterable[tuple[str, int]]) -> tuple[int, int, int, int]:
    vec = [0, 0, 0, 0]
    for e, n in cost:
        vec[ELEMENTS.index(e)] = n
    return (vec[0], vec[1], vec[2], vec[3])


__all__ = [
    "ELEM",
    "ELEMENTS",
    "MADNESS",
    "MULTI",
    "NE",
    "NK",
    "NPILES",
    "VALUE",
    "ClauseSpec",
    "Content",
    "CurseCard",
    "EffectSpec",
    "MageCard",
    "MonsterCard",
    "OngoingSpec",
    "PageCard",
    "SpellCard",
    "StepSpec",
    "content",
    "kind",
    "kind_pile",
    "name_msg",
    "pile_kind",
]
