"""A game's option schema: what a lobby or form may offer, game-agnostic.

Each game declares its options with :meth:`GameDef.option_schema` as a list of
:class:`OptionSpec`; interfaces build forms from it (the web lobby renders it with
``GET /api/meta``). The schema only describes: ``GameDef.parse_config`` stays the one
judge of what is valid, so a form that sends a value the schema offers must be accepted
(where a value needs a ``flag`` ticked, such as Wonder Book's later chapter and its
``practice`` box, the refusal names that option), and anything else is refused there with
its usual message.

Types:

* ``choice``: one of ``choices`` (each a JSON value and its label);
* ``int``: a whole number from ``min`` to ``max``;
* ``seat``: a seat number from 0 to ``players - 1`` (shown as "Player 1"...);
* ``flag``: true or false (a checkbox; ``choices`` label the two values where shown);
* ``seats``: one of ``choices`` per seat (a list as long as the number of players), or
  one of ``alternatives`` for the whole option (a value such as ``None`` for "at
  random"); with ``distinct`` no choice may be given to two seats.

``solo_only`` options apply to one-player games only; ``players`` (when set) lists the
player counts an option applies to. A form hides and leaves out an option that does not
apply, and leaves out a ``None`` value (the game's default).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from tomecraft.i18n import Msg, msg

OptionType = Literal["choice", "int", "seat", "seats", "flag"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One value an option may take, with its translatable label."""

    value: Any
    label: Msg | str


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option as a form field (see the module docstring for the types)."""

    key: str
    type: OptionType
    label: Msg | str
    default: Any = None
    choices: tuple[Choice, ...] = ()
    alternatives: tuple[Choice, ...] = ()
    min: int | None = None
    max: int | None = None
    distinct: bool = False
    solo_only: bool = False
    players: tuple[int, ...] | None = None
    help: Msg | str | None = field(default=None)

    def applies(self, players: int) -> bool:
        """Whether the option makes sense for a game of ``players`` seats."""
        if self.solo_only and players != 1:
            return False
        return self.players is None or players in self.players

    def to_json(self, render: Any) -> dict[str, Any]:
        """The spec as JSON, its labels rendered by ``render(Msg | str) -> str``."""
        out: dict[str, Any] = {
            "key": self.key,
            "type": self.type,
            "label": render(self.label),
            "default": self.default,
            "solo_only": self.solo_only,
            "players": list(self.players) if self.players is not None else None,
        }
        if self.choices:
            out["choices"] = [{"value": c.value, "label": render(c.label)} for c in self.choices]
        if self.alternatives:
            out["alternatives"] = [
                {"value": c.value, "label": render(c.label)} for c in self.alternatives
            ]
        if self.type == "int":
            out["min"], out["max"] = self.min, self.max
        if self.type == "seats":
            out["distinct"] = self.distinct
        if self.help is not None:
            out["help"] = render(self.help)
        return out


def choices(pairs: Sequence[tuple[Any, Msg | str]]) -> tuple[Choice, ...]:
    """``Choice`` records from ``(value, label)`` pairs."""
    return tuple(Choice(v, label) for v, label in pairs)


def choice_option(
    key: str, label: Msg | str, default: Any, values: Sequence[Any], label_key: str, **more: Any
) -> OptionSpec:
    """A ``choice`` option offering ``values`` in order, each labelled with the message
    ``label_key`` formatted with the value (``"sbw-set-{}"``); ``more``: other fields."""
    pairs = [(v, msg(label_key.format(v))) for v in values]
    return OptionSpec(key, "choice", label, default=default, choices=choices(pairs), **more)


def form_values(
    schema: Sequence[OptionSpec], players: int, picked: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The options a form would send for ``players`` seats: each applicable option's
    value from ``picked`` or its default, ``None`` values left out (the game's default)."""
    out: dict[str, Any] = {"players": players}
    for spec in schema:
        if not spec.applies(players):
            continue
        value = (picked or {}).get(spec.key, spec.default)
        if value is None:
            continue
        out[spec.key] = value
    return out


__all__ = ["Choice", "OptionSpec", "OptionType", "choices", "form_values"]
