"""Wonder Book's task family: the base class of its stack entries (one registry for the
game), the decision and dice helpers every task module uses, and the range names."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from math import comb
from typing import TYPE_CHECKING, Any, ClassVar, Final

from tomecraft.core import Decision
from tomecraft.core.stack import TaskBase
from tomecraft.games.wonderbook.data import RANGE_NAMES
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState

RANGES: Final = RANGE_NAMES
NO_HERO: Final = -1


class Task(TaskBase):
    """Base class of Wonder Book's stack entries (one registry for the game)."""

    __slots__ = ()
    registry: ClassVar[dict[str, type[Any]]] = {}

    def copy(self) -> TaskBase:
        """A shallow copy, as :meth:`TaskBase.copy` makes it (the constructor given every
        field), with the fields' names read once per class: compiled, the dataclasses
        module's ``replace`` runs interpreted (about 5,000 instructions a task; every
        state copy copies its stack)."""
        cls = type(self)
        names = _FIELD_NAMES.get(cls)
        if names is None:
            names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
        task: TaskBase = cls(*[getattr(self, n) for n in names])
        return task


#: Each task class's dataclass fields, in order (:meth:`Task.copy`).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def task_from_json(data: dict[str, Any]) -> Task:
    task = Task.from_json(data)
    assert isinstance(task, Task)
    return task


def _dec(actor: int, kind: str, ids: list[int] | tuple[int, ...], **args: Any) -> Decision:
    return Decision(actor, kind, tuple(ids), msg(f"wb-prompt-{kind}", **args))


def prompt(
    st: WonderState, kind: str, hero: int = -1, name: str = "", value: int = 0, item: int = -1,
    name2: str = "", value2: int = 0,
) -> Msg:
    """The prompt ``wb-prompt-<kind>`` of a decision: the message ``msg`` builds with hero
    card ``hero``'s name as ``hero`` (when ``hero`` >= 0), item ``item``'s name as ``item``
    (when ``item`` >= 0) and the numbers ``value`` as ``name`` and ``value2`` as ``name2``
    (each when its name is given; the same names for every prompt of a kind). Built once
    per chapter and kept (a prompt is immutable), by a key that is a small integer
    (below 257: no integer object is made for it) for most prompts: the hero and the
    number first."""
    if not (0 <= value < 1024 and 0 <= value2 < 64 and -1 <= hero < 7 and item >= -1):
        return _build_prompt(st, kind, hero, name, value, item, name2, value2)
    by_kind = st.ch.prompts.get(kind)
    if by_kind is None:
        by_kind = st.ch.prompts[kind] = {}
    key = hero + 1 + 8 * (value + 1024 * (value2 + 64 * (item + 1)))
    p = by_kind.get(key)
    if p is None:
        p = by_kind[key] = _build_prompt(st, kind, hero, name, value, item, name2, value2)
    return p


def _build_prompt(
    st: WonderState, kind: str, hero: int, name: str, value: int, item: int, name2: str,
    value2: int,
) -> Msg:
    args: dict[str, Any] = {}
    if hero >= 0:
        args["hero"] = st.c.hero_names[hero]
    if item >= 0:
        args["item"] = st.item_name(item)
    if name:
        args[name] = value
    if name2:
        args[name2] = value2
    return msg(f"wb-prompt-{kind}", **args)


def decide(
    st: WonderState, actor: int, kind: str, ids: Sequence[int], hero: int = -1, name: str = "",
    value: int = 0, item: int = -1, name2: str = "", value2: int = 0,
) -> Decision:
    """A decision of ``kind`` for ``actor`` over ``ids`` with its kept :func:`prompt` (the
    decision ``_dec`` gives for the same arguments, without building the message again)."""
    p = prompt(st, kind, hero, name, value, item, name2, value2)
    return Decision(actor, kind, tuple(ids), p)


def dice_faces(hits: int, dice: int) -> str:
    """The dice as narrated: ``[✶]`` per hit, ``[ ]`` per miss (hits first; which die
    showed what does not matter, only the sum)."""
    return " ".join(["[✶]"] * hits + ["[ ]"] * (dice - hits))


def binomial_weights(n: int) -> tuple[int, ...]:
    """Weights of 0..n hits with n dice of 3 hit and 3 miss faces."""
    if 0 <= n < len(_WEIGHTS):
        return _WEIGHTS[n]
    return tuple(comb(n, k) for k in range(n + 1))


#: :func:`binomial_weights` of 0 to 8 dice, computed once.
_WEIGHTS: Final = tuple(tuple(comb(n, k) for k in range(n + 1)) for n in range(9))
