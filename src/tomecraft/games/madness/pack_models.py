"""The Big Book of Madness content pack's pydantic models: one per file and one per card,
each refusing what a card of its kind cannot say (:mod:`.pack_vocabulary` holds the
words they use; :mod:`.pack` reads the files into them and checks across cards).

Card effects are data: an *effect* is a list of *clauses*, each with a target (``self``,
``active``, ``each``, ``other``, ``one``, ``one_other``, ``some``, ``some_other``,
``most_madness``, ``rest``: the players other than those the previous clause chose) and a
list of *steps*; each step
is one verb of a small vocabulary (:data:`~.pack_vocabulary.VERBS`) with a few parameters.
The engine turns every step into one small task; no card has code of its own.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, model_validator

from tomecraft.core.content import MODEL_CONFIG
from tomecraft.games.madness.pack_vocabulary import (
    LANGS,
    MAX_CURSES,
    MAX_PAGES,
    MAX_SPELLS,
    VERBS,
    Element,
    Forbiddable,
    Id,
    Modifier,
    Target,
    Trigger,
    Verb,
    Who,
)

#: Step fields every verb takes: the count, X, and the generic condition/optional/"as many".
_ALWAYS = frozenset({"verb", "n", "x", "if_", "optional", "same"})
#: Zones each verb may name (the first is the default).
_ZONES: dict[str, tuple[str, ...]] = {
    "draw": ("deck", "discard"),
    "discard": ("hand", "support", "deck", "reserve"),
    "destroy": ("hand", "discard", "deck", "support", "reserve"),
    "shuffle": ("discard", "hand"),
    "top": ("hand", "discard"),
}


class _Model(BaseModel):
    model_config = MODEL_CONFIG


class Names(_Model):
    """A card's name in the shipped languages. One is enough (a box is transcribed in its
    own language): a language left out shows the first name given in the order en, es,
    de, zh-TW (so English, when it is given)."""

    en: str = Field(min_length=1, max_length=60)
    es: str = Field(min_length=1, max_length=60)
    de: str = Field(min_length=1, max_length=60)
    zh_TW: str = Field(min_length=1, max_length=60, alias="zh-TW")

    @model_validator(mode="before")
    @classmethod
    def _fall_back(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        given = [data[k] for lang in LANGS for k in (lang, lang.replace("-", "_")) if k in data]
        if not given:
            raise ValueError(
                f"give the name in one language at least ({', '.join(LANGS)}): the others "
                "show it"
            )
        names = {lang: data.get(lang, data.get(lang.replace("-", "_"), given[0])) for lang in LANGS}
        return {**{k: v for k, v in data.items() if k.replace("_", "-") not in LANGS}, **names}


class Step(_Model):
    """One verb of an effect, applied to one target player."""

    verb: Verb
    #: The count; ``"any"``: as many as the target wants (with ``may``: no upper bound).
    n: Annotated[int, Field(ge=1, le=9)] | Literal["any"] = 1
    x: bool = False
    may: bool = False
    all: bool = False
    element: Element | None = None
    #: ``last``: only the card the previous step handled ("discard it").
    card: Literal["any", "element", "madness", "last"] = "any"
    value: int | None = Field(None, ge=2, le=3)
    #: ``reserve``: any player's support (the support reserve); a card goes to its owner's.
    zone: Literal["hand", "support", "discard", "deck", "reserve"] | None = None
    to: Literal["discard", "hand", "support"] = "discard"
    #: Carry out this step only if the previous step handled such a card (see CONDITIONS).
    if_: Literal["madness", "element", "water", "earth", "fire", "air", "any", "none"] | None = (
        Field(None, alias="if")
    )
    #: The target may decline the whole step ("may ...").
    optional: bool = False
    #: The count is the number of cards the previous step handled ("as many").
    same: bool = False
    #: ``act``: the mage ability is one of the actions allowed.
    ability: bool = False

    @model_validator(mode="after")
    def _fits_verb(self) -> Step:
        allowed = VERBS[self.verb] | _ALWAYS
        extra = sorted(self.model_fields_set - allowed)
        if extra:
            shown = sorted("if" if a == "if_" else a for a in allowed - {"verb"})
            raise ValueError(
                f"field {extra[0].rstrip('_')!r} is not used by verb {self.verb!r} "
                f"(it takes: {', '.join(shown)})"
            )
        zones = _ZONES.get(self.verb, ("hand", "support") if self.verb == "discard" else ())
        if self.zone is not None and self.verb in _ZONES and self.zone not in zones:
            raise ValueError(
                f"field 'zone': verb {self.verb!r} takes cards from {', '.join(map(repr, zones))}"
            )
        if self.n == "any" and (not self.may or self.x or self.same):
            raise ValueError(
                "field 'n': 'any' (as many as the target wants) needs 'may' and no 'x' "
                "or 'same' (verbs destroy, support, heal, upgrade)"
            )
        if self.same and self.n != 1:
            raise ValueError("field 'n': a 'same' step counts what the previous step handled")
        if self.verb == "recover" and self.to == "support":
            raise ValueError("field 'to': a recovered card goes to 'discard' or 'hand'")
        if self.verb in ("token", "untoken") and self.element is None:
            raise ValueError(
                f"field 'element': verb {self.verb!r} needs the element of the tokens"
            )
        if self.verb == "gain" and self.value is None:
            raise ValueError("field 'value': verb 'gain' needs a value (2 or 3)")
        if self.verb == "gain" and self.to == "support":
            raise ValueError("field 'to': a gained card goes to 'discard' or 'hand'")
        if self.verb == "madness" and self.to not in ("discard", "hand", "support"):
            raise ValueError("field 'to': madness goes to 'discard', 'hand' or 'support'")
        if self.verb in ("shuffle",) and self.n != 1:
            raise ValueError(f"field 'n': verb {self.verb!r} takes no count")
        if self.all and self.zone != "support":
            raise ValueError("field 'all': only discarding a whole support is allowed")
        if self.verb == "draw" and "card" in self.model_fields_set and self.zone != "discard":
            raise ValueError(
                "field 'card': verb 'draw' filters only cards taken from the discard pile "
                "(zone 'discard')"
            )
        if self.verb == "draw" and self.card == "last":
            raise ValueError("field 'card': verb 'draw' takes 'any', 'element' or 'madness'")
        return self


class Clause(_Model):
    """Targets and the steps each of them carries out, in order. ``some``/``some_other``
    choose ``count`` players (``x``: times the spell's multiplier)."""

    target: Target
    do: list[Step] = Field(min_length=1, max_length=4)
    count: int = Field(1, ge=1, le=4)
    x: bool = False

    @model_validator(mode="after")
    def _count(self) -> Clause:
        if self.target not in ("some", "some_other", "rest") and (
            "count" in self.model_fields_set or self.x
        ):
            raise ValueError(
                "fields 'count' and 'x' need the target 'some', 'some_other' or 'rest'"
            )
        return self


Effect = Annotated[list[Clause], Field(min_length=1, max_length=4)]


class Ongoing(_Model):
    """A "while in play" entry: a ``modifier`` or a trigger (``when`` + ``effect``).
    ``who``: the players it touches (``owner``: the spell's or mage's player)."""

    modifier: Modifier | None = None
    when: Trigger | None = None
    who: Who = "each"
    n: int = Field(1, ge=-3, le=3)
    element: Element | None = None
    action: Forbiddable | None = None
    effect: Effect | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Ongoing:
        if (self.modifier is None) == (self.when is None):
            raise ValueError("give exactly one of 'modifier' and 'when'")
        if self.when is not None:
            if self.effect is None:
                raise ValueError("field 'effect': a trigger needs an effect")
            if {"n", "element", "action"} & self.model_fields_set:
                raise ValueError("a trigger takes only 'when', 'who' and 'effect'")
            return self
        if self.effect is not None:
            raise ValueError("field 'effect': only a trigger ('when') has an effect")
        if (self.modifier == "forbid") != (self.action is not None):
            raise ValueError("field 'action': needed by modifier 'forbid' and only by it")
        if self.modifier == "destroy_cost" and self.element is None:
            raise ValueError("field 'element': modifier 'destroy_cost' adds that element")
        if self.modifier == "forbid" and "n" in self.model_fields_set:
            raise ValueError("field 'n': modifier 'forbid' takes no count")
        if self.n == 0:
            raise ValueError("field 'n': a modifier changes something (not 0)")
        return self


Ongoing_ = Annotated[list[Ongoing], Field(max_length=4)]


class Spell(_Model):
    """A basic (level 0) or library (level 1-3) spell. Costs are in the spell's element.

    A library spell's level is its activation cost (the card shows one number for both):
    ``cost`` may be left out and is then the level (1 for a basic spell); a library spell
    whose ``cost`` differs from its level is refused."""

    id: Id
    names: Names
    element: Element
    level: int = Field(ge=0, le=3)
    cost: int = Field(ge=1, le=6)
    learn_cost: int = Field(2, ge=1, le=9)
    effect: Effect
    ongoing: Ongoing_ = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _derive_cost(cls, data: Any) -> Any:
        if isinstance(data, dict) and "cost" not in data and isinstance(data.get("level"), int):
            return {**data, "cost": max(1, data["level"])}
        return data

    @model_validator(mode="after")
    def _cost_is_level(self) -> Spell:
        if self.level >= 1 and self.cost != self.level:
            raise ValueError(
                f"field 'cost': a library spell's activation cost is its level "
                f"({self.level}), not {self.cost} (leave 'cost' out to take the level)"
            )
        return self


class SpellsFile(_Model):
    basic: list[Spell] = Field(min_length=1, max_length=8)
    library: list[Spell] = Field(min_length=12, max_length=MAX_SPELLS - 8)


class Ability(_Model):
    """A mage's once-per-turn ability: an optional cost and an effect."""

    cost: dict[Element, Annotated[int, Field(ge=1, le=6)]] = Field(default_factory=dict)
    effect: Effect


class Mage(_Model):
    id: Id
    names: Names
    element: Element
    #: Starting element cards: element -> [value-1 count, value-2 count, value-3 count].
    start: dict[
        Element,
        Annotated[list[Annotated[int, Field(ge=0, le=6)]], Field(min_length=3, max_length=3)],
    ]
    ability: Ability
    support_slots: int = Field(3, ge=1, le=5)
    ongoing: Ongoing_ = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _has_ability(cls, data: Any) -> Any:
        if isinstance(data, dict) and "ability" not in data:
            raise ValueError(
                "field 'ability': every mage has an ability, used once per turn (rulebook: "
                "'Cada mago cuenta con una habilidad especial que puede activar una vez por "
                "turno', L945-949, and the mage sheet's 'Habilidad de mago' box, L199); a "
                "passive power goes in 'ongoing' beside it"
            )
        return data

    @model_validator(mode="after")
    def _start_cards(self) -> Mage:
        twos = sum(c[1] for c in self.start.values())
        threes = sum(c[2] for c in self.start.values())
        if twos != 1 or threes != 0:
            raise ValueError(
                "field 'start': a mage starts with value-1 cards and exactly one value-2 card"
            )
        if self.start.get(self.element, [0, 0, 0])[1] != 1:
            raise ValueError("field 'start': the value-2 card must be of the mage's element")
        return self


class MagesFile(_Model):
    mages: list[Mage] = Field(min_length=5, max_length=16)  # actions.MAX_MAGES


class Curse(_Model):
    id: Id
    names: Names
    type: Literal["water", "earth", "fire", "air", "multi"]
    #: The elements printed on the card: destroying it costs these.
    cost: dict[Element, Annotated[int, Field(ge=1, le=4)]]
    #: Applied once, when the marker reaches the curse (none: only ongoing entries).
    effect: Effect = Field(default_factory=list)
    ongoing: Ongoing_ = Field(default_factory=list)

    @model_validator(mode="after")
    def _cost(self) -> Curse:
        if not self.effect and not self.ongoing:
            raise ValueError("field 'effect': a curse needs an effect or an ongoing entry")
        if sum(self.cost.values()) != 4:
            raise ValueError("field 'cost': a curse shows exactly 4 elements")
        if self.type != "multi" and set(self.cost) != {self.type}:
            raise ValueError(f"field 'cost': a {self.type} curse costs {self.type} only")
        if self.type == "multi" and len(self.cost) < 2:
            raise ValueError("field 'cost': a multi-element curse costs two elements or more")
        return self


class CursesFile(_Model):
    curses: list[Curse] = Field(min_length=1, max_length=MAX_CURSES)


class Monster(_Model):
    """A monster as the book prints it: a name, an appearance effect (applied once, when
    its page is turned) and its curse symbols. Its bonus and penalty are on the next page;
    a monster has no ongoing effect."""

    names: Names
    appear: Effect
    curses: list[Element] = Field(min_length=1, max_length=3)

    @model_validator(mode="before")
    @classmethod
    def _no_ongoing(cls, data: Any) -> Any:
        if isinstance(data, dict) and "ongoing" in data:
            raise ValueError(
                "field 'ongoing': a monster has no ongoing effect (the book shows an "
                "appearance effect and curse symbols, its page a bonus and a penalty); "
                "an effect that lasts belongs on a curse"
            )
        return data


class Cover(_Model):
    id: Id
    monster: Monster


class Page(_Model):
    """An inner page: its front shows the bonus and penalty of the monster before it,
    its back the next monster."""

    id: Id
    monster: Monster
    bonus: Effect
    penalty: Effect


class FinalPage(_Model):
    id: Id
    bonus: Effect
    penalty: Effect


class GrimoireFile(_Model):
    covers: list[Cover] = Field(min_length=1, max_length=8)
    pages: list[Page] = Field(min_length=1, max_length=MAX_PAGES)
    final: FinalPage


class ElementCards(_Model):
    """Element cards per element, by value."""

    value1: int = Field(ge=0, le=60)
    value2: int = Field(ge=0, le=60)
    value3: int = Field(ge=0, le=60)


# The rules file's fields and their limits (pydantic): every game's pack.py declares
# fields of this shape; the limits are this game's.
class RulesFile(_Model):
    element_cards: ElementCards
    madness_cards: int = Field(ge=1, le=99)
    #: Madness pile size by number of players ("2".."5").
    madness_pile: dict[Literal["2", "3", "4", "5"], Annotated[int, Field(ge=1, le=99)]]
    hand_size: int = Field(6, ge=1, le=12)
    spell_limit: int = Field(5, ge=1, le=8)
    eliminate_at: int = Field(6, ge=1, le=12)
    heal_cost: int = Field(2, ge=1, le=6)
    reward_value: int = Field(2, ge=2, le=3)
    inner_pages: int = Field(5, ge=1, le=12)
    #: Element tokens per element (the box has 4 of each).
    element_tokens: int = Field(4, ge=0, le=9)
    #: Multi-element curses per round, per difficulty (one entry per monster).
    round_table: dict[
        Literal["I", "II", "III"],
        Annotated[list[Annotated[int, Field(ge=0, le=2)]], Field(min_length=2, max_length=13)],
    ]

    @model_validator(mode="after")
    def _tables(self) -> RulesFile:
        if set(self.madness_pile) != {"2", "3", "4", "5"}:
            raise ValueError("field 'madness_pile': give a size for 2, 3, 4 and 5 players")
        if set(self.round_table) != {"I", "II", "III"}:
            raise ValueError("field 'round_table': give rows for difficulties I, II and III")
        rounds = {len(v) for v in self.round_table.values()}
        if rounds != {self.inner_pages + 1}:
            raise ValueError(
                f"field 'round_table': each difficulty needs {self.inner_pages + 1} rows "
                "(one per monster: the cover plus the inner pages)"
            )
        if max(self.madness_pile.values()) > self.madness_cards:
            raise ValueError("field 'madness_pile': more cards than 'madness_cards'")
        return self


class PackInfo(_Model):
    id: Id
    names: Names
    version: int = Field(ge=1)


class Pack(_Model):
    """A whole validated pack."""

    info: PackInfo
    rules: RulesFile
    spells: SpellsFile
    mages: MagesFile
    curses: CursesFile
    grimoire: GrimoireFile


#: Each file's model.
FILE_MODELS: dict[str, type[_Model]] = {
    "pack.json": PackInfo,
    "rules.json": RulesFile,
    "spells.json": SpellsFile,
    "mages.json": MagesFile,
    "curses.json": CursesFile,
    "grimoire.json": GrimoireFile,
}

