"""Wonder Book's task family: the base class of its stack entries (one registry for the
game), the decision and dice helpers every task module uses, and the range names."""

from __future__ import annotations

from collections.abc import Sequence
from math import comb
from typing import Any, ClassVar, Final

from tomecraft.core import Decision
from tomecraft.core.stack import TaskBase
from tomecraft.games.wonderbook.data import RANGE_NAMES, Content
from tomecraft.i18n import Msg, msg

RANGES: Final = RANGE_NAMES
NO_HERO: Final = -1


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


def prompt(c: Content, kind: str, hero: int = -1, name: str = "", value: int = 0) -> Msg:
    """The prompt ``wb-prompt-<kind>`` of a decision, with ``hero``'s name as ``hero``
    (when ``hero`` >= 0) and the number ``value`` as ``name`` (when ``name`` is given):
    the message ``msg`` builds from those arguments, built once per content and kept
    (a handful per decision kind; a prompt is immutable)."""
    key = (kind, hero, name, value)
    p = c.prompts.get(key)
    if p is None:
        args: dict[str, Any] = {}
        if hero >= 0:
            args["hero"] = c.hero_names[hero]
        if name:
            args[name] = value
        p = msg(f"wb-prompt-{kind}", **args)
        c.prompts[key] = p
    return p


def decide(
    c: Content, actor: int, kind: str, ids: Sequence[int], hero: int = -1, name: str = "",
    value: int = 0,
) -> Decision:
    """A decision of ``kind`` for ``actor`` over ``ids`` with its kept :func:`prompt` (what
    ``_dec`` gives for the same arguments, without building the message again)."""
    return Decision(actor, kind, tuple(ids), prompt(c, kind, hero, name, value))


def dice_faces(hits: int, dice: int) -> str:
    """The dice as narrated: ``[✶]`` per hit, ``[ ]`` per miss (hits first; which die
    showed what does not matter, only the sum)."""
    return " ".join(["[✶]"] * hits + ["[ ]"] * (dice - hits))


def binomial_weights(n: int) -> tuple[int, ...]:
    """Weights of 0..n hits with n dice of 3 hit and 3 miss faces."""
    return tuple(comb(n, k) for k in range(n + 1))
