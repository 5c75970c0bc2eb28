"""Wonder Book's content pack's pydantic models: one per file, card, map and chapter part,
each refusing what its kind cannot say (:mod:`.pack_vocabulary` holds the words they
use; :mod:`.pack` reads the files into them and checks across files).

A *script* is a list of steps; each step is one verb of a small vocabulary
(:data:`~.pack_vocabulary.VERBS`) with a few parameters, and the engine turns each step
into one task. A *condition* is one test of a small vocabulary
(:data:`~.pack_vocabulary.CONDS`).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, model_validator

from tomecraft.core.content import MODEL_CONFIG
from tomecraft.games.wonderbook.pack_vocabulary import (
    CONDS,
    FORBIDDEN,
    MAX_CARDS,
    MAX_PASSAGES,
    MAX_RULE_ACTIONS,
    MAX_WYRM_CARDS,
    REQUIRED,
    VERBS,
    CondKind,
    Forbid,
    Id,
    Range,
    Verb,
    Who,
)


class _Model(BaseModel):
    model_config = MODEL_CONFIG


class Cond(_Model):
    """One test, written ``{"if": kind, ...}``; see :data:`CONDS`."""

    kind: CondKind = Field(alias="if")
    key: Id | None = None
    conds: list[Cond] = Field(default_factory=list, max_length=6)
    zone: Id | None = None
    hero: Id | None = None
    creature: Id | None = None
    card: int | None = Field(None, ge=1, le=MAX_CARDS)
    at_least: int | None = Field(None, ge=0, le=99)
    at_most: int | None = Field(None, ge=0, le=99)

    @model_validator(mode="after")
    def _fits_kind(self) -> Cond:
        allowed = CONDS[self.kind] | {"kind"}
        extra = sorted(self.model_fields_set - allowed)
        if extra:
            raise ValueError(
                f"field {extra[0]!r} is not used by condition {self.kind!r} "
                f"(it takes: {', '.join(sorted(CONDS[self.kind])) or 'nothing'})"
            )
        if self.kind in ("not", "all", "any") and not self.conds:
            raise ValueError(f"field 'conds': condition {self.kind!r} needs conditions")
        if self.kind == "not" and len(self.conds) != 1:
            raise ValueError("field 'conds': 'not' takes exactly one condition")
        if self.kind == "key" and self.key is None:
            raise ValueError("field 'key': condition 'key' needs a key")
        if self.kind in ("read", "card_hearts") and self.card is None:
            raise ValueError(f"field 'card': condition {self.kind!r} needs a card number")
        if self.kind in ("sparks_at",) and self.zone is None:
            raise ValueError("field 'zone': condition 'sparks_at' needs a zone")
        if self.kind in ("creature", "creature_down") and self.creature is None:
            raise ValueError(f"field 'creature': condition {self.kind!r} needs a creature id")
        if self.kind == "hero" and self.hero is None:
            raise ValueError("field 'hero': condition 'hero' needs a hero id")
        if self.kind in ("defeated", "destiny", "players", "roll", "rounds") and (
            self.at_least is None
        ):
            raise ValueError(f"field 'at_least': condition {self.kind!r} needs at_least")
        return self


class Phase(_Model):
    """A players' phase beyond on/off (L200, L204): ``actions`` per turn (default: the
    pack's), ``turns`` heroes who play (the group picks them; default: every hero
    standing), ``order`` ``any`` (the group picks who plays next) or ``seats`` (a forced
    order: seat by seat from the lead seat), ``zone``: only heroes standing there play."""

    actions: int | None = Field(None, ge=1, le=6)
    turns: int | None = Field(None, ge=1, le=4)
    order: Literal["any", "seats"] = "any"
    zone: Id | None = None


class Step(_Model):
    """One verb of a script, written ``{"do": verb, ...}``; see :data:`VERBS`."""

    do: Verb
    n: int = Field(1, ge=-9, le=9)
    who: Who = "self"
    card: int | Id | None = None
    zone: Id | None = None
    range: Range = "near"
    #: Hero-target range of a per-hero verb (``who`` choose/each): only heroes in the
    #: acting hero's zone (``here``), or there and in adjacent zones (``near``).
    reach: Range | None = None
    targets: int = Field(1, ge=1, le=8)
    key: Id | None = None
    erase: bool = False
    flag: Id | None = None
    now: bool = False
    dice: int = Field(1, ge=1, le=5)
    need: int = Field(1, ge=1, le=5)
    then: list[Step] = Field(default_factory=list, max_length=12)
    else_: list[Step] = Field(default_factory=list, max_length=12, alias="else")
    cond: Cond | None = None
    scene: Id | None = None
    halo: int = Field(0, ge=0, le=9)
    at: int = Field(3, ge=2, le=8)
    here: int = Field(2, ge=0, le=5)
    near: int = Field(1, ge=0, le=5)
    #: ``wyrm_card``: shuffled into the Wyrm deck, or on its top / under it (known order).
    place: Literal["shuffle", "top", "bottom"] = "shuffle"
    #: Any verb: the card says "may": the acting player (the group without one) decides
    #: whether to carry the step out.
    may: bool = False
    #: ``players``: how the players' phase that a story card starts goes (default: every
    #: hero standing plays a full turn, in the order the group picks).
    phase: Phase | None = None

    @model_validator(mode="after")
    def _fits_verb(self) -> Step:
        allowed = VERBS[self.do] | {"do", "may"}
        extra = sorted(self.model_fields_set - allowed)
        if extra:
            name = "else" if extra[0] == "else_" else extra[0]
            takes = ", ".join(sorted(VERBS[self.do])).replace("else_", "else") or "nothing"
            raise ValueError(f"field {name!r} is not used by verb {self.do!r} (it takes: {takes})")
        missing = sorted(REQUIRED.get(self.do, frozenset()) - self.model_fields_set)
        if missing:
            raise ValueError(f"field {missing[0]!r}: verb {self.do!r} needs it")
        if self.do in ("item", "rule", "read", "goto", "card_hearts") and not isinstance(
            self.card, int
        ):
            raise ValueError(f"field 'card': verb {self.do!r} takes a chapter card number")
        if self.do in ("wyrm_card", "upgrade", "creature", "creature_hearts") and not isinstance(
            self.card, str
        ):
            raise ValueError(f"field 'card': verb {self.do!r} takes a card id")
        if self.do in ("place_sparks", "spawn", "activate", "reveal_wyrm", "extra") and self.n < 0:
            raise ValueError(f"field 'n': verb {self.do!r} takes a count of 0 or more")
        if self.do == "aura" and (self.zone is None) == (not self.erase):
            raise ValueError(
                "field 'zone': verb 'aura' places the Dark Aura in a zone, or takes it off "
                "the board with erase true (one of the two)"
            )
        if self.do == "creature" and (self.zone is None) == (not self.erase):
            raise ValueError(
                "field 'zone': verb 'creature' places the creature in a zone, or takes it "
                "off the board with erase true (one of the two)"
            )
        if self.reach is not None and self.who not in ("choose", "each"):
            raise ValueError("field 'reach': a hero-target range goes with who 'choose' or 'each'")
        if self.do == "shield" and self.n < 1:
            raise ValueError("field 'n': verb 'shield' gives 1 shield or more")
        if self.do == "challenge" and self.need > self.dice:
            raise ValueError("field 'need': more hits than dice")
        if self.do == "item" and self.who not in ("self", "choose"):
            raise ValueError(
                "field 'who': an item card goes to one hero ('self' or 'choose', the group's "
                "or the acting player's decision)"
            )
        if self.do == "move" and self.who not in ("self", "each", "choose") and self.zone is None:
            raise ValueError("field 'who': a move without a zone moves 'self' or 'choose'")
        return self


class Attack(_Model):
    """A hero's attack: ``dice`` rolled; ``mode`` single (all hits on one Wyrm, leftover
    after a defeat to another), spread (one hit or more: 1 damage to each of up to
    ``targets`` Wyrms) or scatter (each hit 1 damage to a different Wyrm); ``range``
    here/near/anywhere; ``heal``: on a hit, a hero of your choice recovers that many hearts."""

    dice: int = Field(ge=1, le=5)
    mode: Literal["single", "spread", "scatter"]
    range: Range = "near"
    targets: int = Field(1, ge=1, le=8)
    heal: int = Field(0, ge=0, le=3)


class Action(_Model):
    """An ability or special action: a spark cost, an optional zone or object where it
    may be used, and a script. ``discard``: the item is discarded once used."""

    id: Id
    sparks: int = Field(0, ge=0, le=5)
    zone: Id | None = None
    script: list[Step] = Field(min_length=1, max_length=12)
    discard: bool = False


class Upgrade(_Model):
    """An upgrade card: two abilities; the hero's player keeps one for good."""

    id: Id
    sides: list[Action] = Field(min_length=2, max_length=2)


class Hero(_Model):
    id: Id
    hearts: int = Field(ge=1, le=10)
    sparks: int = Field(0, ge=0, le=3)
    attack: Attack
    #: ``None``: a hero without an ability of its own (upgrade cards may still give one).
    ability: Action | None = None
    upgrades: list[Upgrade] = Field(default_factory=list, max_length=4)


class HeroesFile(_Model):
    heroes: list[Hero] = Field(min_length=2, max_length=4)


class WyrmCard(_Model):
    """A Wyrm card: spawn and activation counts (``*_halo``: added with 3-4 players), a
    script applied after them, and whether to reveal another card. ``base``: in the Wyrm
    deck from the start (otherwise a chapter adds it)."""

    id: Id
    base: bool = True
    spawn: int = Field(0, ge=0, le=4)
    spawn_halo: int = Field(0, ge=0, le=4)
    activate: int = Field(0, ge=0, le=4)
    activate_halo: int = Field(0, ge=0, le=4)
    script: list[Step] = Field(default_factory=list, max_length=6)
    reveal_another: bool = False
    #: Where the card goes once resolved: the discard pile, or back on top of / under
    #: the Wyrm deck (a known position).
    after: Literal["discard", "top", "bottom"] = "discard"


class WyrmsFile(_Model):
    cards: list[WyrmCard] = Field(min_length=1, max_length=MAX_WYRM_CARDS)


class Passage(_Model):
    """A passage card (an item discarded after use), ``copies`` in the deck."""

    id: Id
    copies: int = Field(1, ge=1, le=16)
    action: Action


class PassagesFile(_Model):
    passages: list[Passage] = Field(min_length=1, max_length=MAX_PASSAGES)


# The rules file's fields and their limits (pydantic): every game's pack.py declares
# fields of this shape; the limits are this game's.
class Supply(_Model):
    """The box's limited components."""

    wyrms: int = Field(8, ge=1, le=8)
    sparks: int = Field(17, ge=1, le=40)
    hearts: int = Field(40, ge=1, le=99)
    destiny: int = Field(10, ge=2, le=12)
    stun: int = Field(8, ge=0, le=8)
    dice: int = Field(5, ge=1, le=5)


class Chest(_Model):
    """The treasure-chest envelope (L94-95): sealed until a ``chest`` step opens it, once
    in a campaign; then its ``script`` runs (text ``wb-chest-<pack id>``)."""

    script: list[Step] = Field(min_length=1, max_length=12)


class PackInfo(_Model):
    id: Id
    version: int = Field(ge=1)
    supply: Supply = Field(default_factory=lambda: Supply.model_validate({}))
    #: Face-up destiny tokens by difficulty.
    destiny_up: dict[Literal["easy", "normal", "hard"], Annotated[int, Field(ge=1, le=12)]] = {
        "easy": 6,
        "normal": 5,
        "hard": 4,
    }
    actions: int = Field(3, ge=1, le=6)
    wyrm_health: int = Field(2, ge=1, le=4)
    reserve_per_hero: int = Field(2, ge=1, le=4)
    chapters: list[Id] = Field(min_length=1, max_length=12)
    chest: Chest | None = None


# -- maps ------------------------------------------------------------------------------
#: The map's drawing grid: x from 0 to MAP_WIDTH, y from 0 to MAP_HEIGHT.
MAP_WIDTH, MAP_HEIGHT = 100, 60


class Zone(_Model):
    """A zone: ``box`` [x, y, w, h] on the 100 x 60 drawing grid, or a ``polygon`` of
    [x, y] points on it; either lies inside the grid (x + w <= 100, y + h <= 60) and is
    at least 1 wide and 1 high."""

    id: Id
    box: list[Annotated[int, Field(ge=0, le=100)]] | None = Field(None, min_length=4, max_length=4)
    polygon: list[list[int]] | None = None

    @model_validator(mode="after")
    def _shape(self) -> Zone:
        if (self.box is None) == (self.polygon is None):
            raise ValueError("field 'box': give a box [x, y, w, h] or a polygon (one of them)")
        if self.box is not None:
            x, y, w, h = self.box
            if w < 1 or h < 1:
                raise ValueError(f"field 'box': width and height must be at least 1, got {w} x {h}")
            if x + w > MAP_WIDTH or y + h > MAP_HEIGHT:
                raise ValueError(
                    f"field 'box': [{x}, {y}, {w}, {h}] leaves the {MAP_WIDTH} x {MAP_HEIGHT}"
                    f" map: x + w must be at most {MAP_WIDTH} (got {x + w}) and y + h at"
                    f" most {MAP_HEIGHT} (got {y + h})"
                )
        else:
            _check_polygon(self.polygon or [])
        return self


def _check_polygon(points: list[list[int]]) -> None:
    """A polygon: 3 points or more, each [x, y] inside the grid, at least 1 wide and high."""
    if len(points) < 3:
        raise ValueError(f"field 'polygon': needs at least 3 points, got {len(points)}")
    for i, p in enumerate(points):
        if len(p) != 2 or not (0 <= p[0] <= MAP_WIDTH and 0 <= p[1] <= MAP_HEIGHT):
            raise ValueError(
                f"field 'polygon[{i}]': a point is [x, y] with x from 0 to {MAP_WIDTH} and y"
                f" from 0 to {MAP_HEIGHT} (the map's grid), got {p}"
            )
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    if max(xs) == min(xs) or max(ys) == min(ys):
        raise ValueError("field 'polygon': width and height must be at least 1")


class Border(_Model):
    """A border between two zones: dashed (adjacent) or solid (a wall)."""

    a: Id
    b: Id
    kind: Literal["dashed", "solid"]


class Spot(_Model):
    """A named spot in a zone: sparks (with a count), a dark vortex or an object."""

    id: Id
    zone: Id
    kind: Literal["spark", "vortex", "object"]
    count: int = Field(1, ge=1, le=9)


class Scene(_Model):
    id: Id
    zones: list[Zone] = Field(min_length=1, max_length=24)
    borders: list[Border] = Field(default_factory=list)
    spots: list[Spot] = Field(default_factory=list)
    start: Id


# -- chapters ---------------------------------------------------------------------------
class Option(_Model):
    """A dilemma option: the script of its column."""

    script: list[Step] = Field(default_factory=list, max_length=12)


class Ending(_Model):
    """A chapter ending, read when at least ``destiny`` tokens are face up."""

    destiny: int = Field(ge=0, le=12)
    script: list[Step] = Field(default_factory=list, max_length=12)


class Modifiers(_Model):
    """A special rule's rule changes (all optional)."""

    wyrm_health: int | None = Field(None, ge=1, le=4)
    extra_actions: int = Field(0, ge=0, le=3)
    hurt: list[Id] = Field(default_factory=list)
    #: Restrictions (L186): actions no hero may take, zones no hero may move into or out
    #: of, zones that hurt whoever enters them (``hurt``: whoever ends a turn there).
    forbid: list[Forbid] = Field(default_factory=list, max_length=len(FORBIDDEN))
    no_enter: list[Id] = Field(default_factory=list)
    no_leave: list[Id] = Field(default_factory=list)
    hurt_enter: list[Id] = Field(default_factory=list)
    explode_at: int | None = Field(None, ge=2, le=8)
    actions: list[Action] = Field(default_factory=list, max_length=MAX_RULE_ACTIONS)


class Card(_Model):
    """A numbered chapter card. ``foot``: advance (next card), flip (read the back, then
    next), discard (next) or objective (stays on top until met, then the back is read)."""

    n: int = Field(ge=1, le=MAX_CARDS)
    type: Literal["story", "dilemma", "item", "rule", "interaction", "objective", "end"]
    foot: Literal["advance", "flip", "discard", "objective"] = "advance"
    script: list[Step] = Field(default_factory=list, max_length=16)
    back: list[Step] = Field(default_factory=list, max_length=16)
    options: list[Option] = Field(default_factory=list, max_length=4)
    action: Action | None = None
    to: Literal["reader", "choose"] = "choose"
    rule: Modifiers | None = None
    object: Id | None = None
    flag: Id | None = None
    #: ``True``/``False``: a players' phase or none; a :class:`Phase`: one that is more
    #: than on/off (L200).
    players: bool | Phase = True
    enemies: list[Step] = Field(default_factory=list, max_length=8)
    vortex: Id | None = None
    goal: Cond | None = None
    endings: list[Ending] = Field(default_factory=list, max_length=4)
    #: Hearts the card can hold (a printed "place N hearts on this card"): ``card_hearts``
    #: steps put them there from the supply and take them back.
    hearts: int | None = Field(None, ge=1, le=10)

    @model_validator(mode="after")
    def _fits_type(self) -> Card:
        t = self.type
        if (t == "dilemma") != bool(self.options):
            raise ValueError("field 'options': dilemmas (only) have 2-4 options")
        if t == "dilemma" and len(self.options) < 2:
            raise ValueError("field 'options': a dilemma has 2-4 options")
        if (t == "item") != (self.action is not None):
            raise ValueError("field 'action': item cards (only) give a special action")
        if (t == "rule") != (self.rule is not None):
            raise ValueError("field 'rule': special-rule cards (only) have rule changes")
        if (t == "interaction") != (self.object is not None):
            raise ValueError("field 'object': interaction cards (only) name a map object")
        if (t == "objective") != (self.goal is not None):
            raise ValueError("field 'goal': objective cards (only) have a goal")
        if (t == "objective") != (self.foot == "objective"):
            raise ValueError("field 'foot': objective cards (only) have the foot 'objective'")
        if t == "objective" and self.vortex is None and self.enemies:
            raise ValueError("field 'vortex': an objective with an enemies' phase names a vortex")
        if (t == "end") != bool(self.endings):
            raise ValueError("field 'endings': chapter-end cards (only) have endings")
        if self.flag is not None and t != "interaction":
            raise ValueError("field 'flag': only interaction cards carry a flag")
        if self.enemies and t != "objective":
            raise ValueError("field 'enemies': only objectives have an enemies' phase")
        return self


class Creature(_Model):
    """An ally or an enemy that is not a Wyrm (L84-85): placed by a card with ``hearts``
    hearts from the supply; at 0 hearts it leaves the board."""

    id: Id
    kind: Literal["ally", "enemy"]
    hearts: int = Field(ge=1, le=10)


class Chapter(_Model):
    id: Id
    number: int = Field(ge=0, le=12)
    creatures: list[Creature] = Field(default_factory=list, max_length=8)
    scenes: list[Scene] = Field(min_length=1, max_length=6)
    cards: list[Card] = Field(min_length=2, max_length=MAX_CARDS)


class Pack(_Model):
    """A whole validated pack."""

    info: PackInfo
    heroes: HeroesFile
    wyrms: WyrmsFile
    passages: PassagesFile
    chapters: list[Chapter]


FILE_MODELS: dict[str, type[_Model]] = {
    "pack.json": PackInfo,
    "heroes.json": HeroesFile,
    "wyrms.json": WyrmsFile,
    "passages.json": PassagesFile,
}
