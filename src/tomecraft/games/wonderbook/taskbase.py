"""Wonder Book's task family: the base class of its stack entries (one registry for the
game), the decision and dice helpers every task module uses, and the range names."""

from __future__ import annotations

from math import comb
from typing import Any, ClassVar

from tomecraft.core import Decision
from tomecraft.core.stack import TaskBase
from tomecraft.i18n import msg

RANGES = ("here", "near", "anywhere")
NO_HERO = -1


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


def dice_faces(hits: int, dice: int) -> str:
    """The dice as narrated: ``[✶]`` per hit, ``[ ]`` per miss (hits first; which die
    showed what does not matter, only the sum)."""
    return " ".join(["[✶]"] * hits + ["[ ]"] * (dice - hits))


def binomial_weights(n: int) -> tuple[int, ...]:
    """Weights of 0..n hits with n dice of 3 hit and 3 miss faces."""
    return tuple(comb(n, k) for k in range(n + 1))
