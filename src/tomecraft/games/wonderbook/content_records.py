"""Wonder Book's content records: the compiled tables :class:`~.data.Content` builds from a
pack: an action's cost, a hero card, a chapter's indexed tables and a special rule's
changes as the engine reads them on every decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tomecraft.games.wonderbook.conditions import Check
from tomecraft.games.wonderbook.pack import Action, Attack, Card, Chapter, Modifiers, Phase, Step
from tomecraft.games.wonderbook.pack_vocabulary import FORBIDDEN
from tomecraft.i18n import Msg


@dataclass(slots=True)
class Cost:
    """What using an ability, item or special action (:class:`~.pack.Action`) asks:
    its spark cost, the zone it is used in (None: anywhere) and its script: the fields
    :meth:`~.state.WonderState.cost_refusal` reads, in a compiled record (reading a
    field of the pack's model costs a Python attribute look-up). Read-only."""

    sparks: int
    zone: str | None
    script: tuple[Step, ...]
    #: The script's steps as :func:`~.action_options.can_affect` reads them (its ``Aim``
    #: records), made on first use there (None until then; not compared).
    aims: list[Any] | None = field(default=None, compare=False)


def cost_of(a: Action) -> Cost:
    """The :class:`Cost` of an action."""
    return Cost(a.sparks, a.zone, tuple(a.script))


# Card records as this game compiles them (frozen dataclasses, compiled by mypyc): every
# game's data.py lists fields of this shape; what they hold is each game's own.
@dataclass(frozen=True, slots=True)
class HeroCard:
    index: int
    id: str
    hearts: int
    sparks: int
    attack: Attack
    #: Ability slot 0 is the starting ability; slot ``1 + 2*u + side`` is side ``side`` of
    #: upgrade card ``u``.
    abilities: tuple[Action, ...]
    upgrades: tuple[str, ...]
    #: ``False``: a hero without an ability of its own (slot 0 holds an empty
    #: placeholder, never offered, shown or translated).
    has_ability: bool = True
    #: Per ability slot: the :class:`Cost` of ``abilities[slot]``.
    costs: tuple[Cost, ...] = ()


@dataclass(frozen=True, slots=True)
class ChapterData:
    """A chapter's cards and its map: zones numbered across the chapter's scenes."""

    index: int
    id: str
    model: Chapter
    cards: tuple[Card, ...]
    zones: tuple[str, ...]
    zone_index: dict[str, int]
    zone_scene: tuple[int, ...]
    #: Per zone: the zones across a dashed border.
    adjacent: tuple[frozenset[int], ...]
    #: (zone, zone) pairs with a solid border, for drawing.
    walls: tuple[tuple[int, int], ...]
    #: Per scene: (zone, count) spark spots, the start zone.
    spark_spots: tuple[tuple[tuple[int, int], ...], ...]
    starts: tuple[int, ...]
    #: Spot id -> zone, for vortices and objects; spot id -> kind.
    spot_zone: dict[str, int]
    spot_kind: dict[str, str]
    scene_index: dict[str, int]
    #: Flag -> card indices carrying it (in number order).
    flags: dict[str, tuple[int, ...]]
    #: Per card: the ability/action index of its special action in Content.actions or -1.
    item_action: tuple[int, ...]
    #: Per card: indices of its special-rule actions in Content.actions.
    rule_actions: tuple[tuple[int, ...], ...]
    #: Per zone: the zones across a dashed border, ascending (``adjacent`` as tuples).
    adjacent_sorted: tuple[tuple[int, ...], ...]
    #: Per zone: its name (the message :func:`zone_name` gives, built once).
    zone_names: tuple[Msg, ...]
    #: Per card: its title (the message :func:`card_title` gives, built once).
    card_titles: tuple[Msg, ...]
    #: Per card: its special rule's changes as tables (None: not a rule card).
    mods: tuple[RuleMods | None, ...]
    #: Per card: the zone of its map object (interaction cards; -1: none).
    object_zone: tuple[int, ...]
    #: Per card: its goal as a :class:`~.conditions.Check` (objective cards; else None).
    goals: tuple[Check | None, ...]
    #: Per card: its ``players`` field when it is a :class:`~.pack.Phase` (else None).
    phases: tuple[Phase | None, ...]
    #: Decision prompts built so far (``taskbase.prompt``): kind -> key -> message.
    prompts: dict[str, dict[int, Msg]]


@dataclass(frozen=True, slots=True)
class RuleMods:
    """A special rule card's changes (:class:`~.pack.Modifiers`) as the engine reads them
    on every decision: the hero actions it forbids (option block names), the zones (by
    index) named in each restriction list, and its numbers (-1 / 0: not set)."""

    forbid: frozenset[str]
    #: ``no_enter``, ``no_leave``, ``hurt``, ``hurt_enter`` -> the zones named there.
    zones: dict[str, frozenset[int]]
    wyrm_health: int
    extra_actions: int
    explode_at: int
    #: The same restrictions as bit sets, for the action decision: bit ``i`` of
    #: ``forbid_bits`` is ``FORBIDDEN[i]``, bit ``z`` of the others zone ``z``.
    forbid_bits: int
    no_enter_bits: int
    no_leave_bits: int


def rule_mods(m: Modifiers, zi: dict[str, int]) -> RuleMods:
    fields = {"no_enter": m.no_enter, "no_leave": m.no_leave, "hurt": m.hurt,
              "hurt_enter": m.hurt_enter}
    zones = {f: frozenset(zi[z] for z in names if z in zi) for f, names in fields.items()}
    return RuleMods(
        frozenset(m.forbid),
        zones,
        m.wyrm_health if m.wyrm_health is not None else -1,
        m.extra_actions,
        m.explode_at or 0,
        sum(1 << FORBIDDEN.index(k) for k in set(m.forbid)),
        sum(1 << z for z in zones["no_enter"]),
        sum(1 << z for z in zones["no_leave"]),
    )


__all__ = ["ChapterData", "Cost", "HeroCard", "RuleMods", "cost_of", "rule_mods"]
