"""The Big Book of Madness's choosing steps: which cards pass a step's filters, and how a
step asks (or does not need to ask) the player to choose among them.

The verb tasks (:mod:`~tomecraft.games.madness.card_verbs`,
:mod:`~tomecraft.games.madness.table_verbs`) build their decisions here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from tomecraft.core import CHANCE, Decision
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import ANY_N, ELEM, MADNESS, NK
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState
    from tomecraft.games.madness.task_base import Task

# A step's card filter and zone (the pack's ``card`` and ``zone``). Final: compiled, inlined;
# a list of constants alike by shape with other games' (SpellBook's tasks.py).
_CARD_ANY: Final = 0
_CARD_ELEMENT: Final = 1
_CARD_MADNESS: Final = 2
_CARD_LAST: Final = 3
_ZONE_HAND: Final = 0
_ZONE_SUPPORT: Final = 1
_ZONE_DISCARD: Final = 2
_ZONE_DECK: Final = 3
_ZONE_RESERVE: Final = 4


def reserve_ids(st: MadnessState, seat: int, zone: int, element: int, card: int) -> list[int]:
    """Support cards passing the filters: ``seat``'s own support (``zone`` support) or
    every player's still in the game (``zone`` reserve, the support reserve)."""
    owners = [seat] if zone == _ZONE_SUPPORT else [
        s for s in range(st.players) if not st.eliminated[s]
    ]
    return sorted(
        {
            A.support_id(o, k)
            for o in owners
            for k in st.supports[o]
            if card_ok(k, element, card)
        }
    )


def card_ok(k: int, element: int, card: int) -> bool:
    """Whether kind ``k`` passes an element filter (-1: any) and a card filter."""
    if card == _CARD_MADNESS:
        return k == MADNESS
    if card == _CARD_ELEMENT and k == MADNESS:
        return False
    return element < 0 or ELEM[k] == element


def card_ids(counts: list[int], element: int = -1, card: int = _CARD_ANY) -> list[int]:
    return [A.CARD + k for k in range(NK) if counts[k] and card_ok(k, element, card)]


def _decide(
    st: MadnessState, seat: int, kind_: str, ids: list[int], optional: bool, **args: Any
) -> Decision:
    if optional:
        ids = [A.PASS, *ids]
    if isinstance(args.get("n"), int) and args["n"] >= ANY_N:  # "as many as they want"
        args["n"] = msg("mad-prompt-any-n")
    return Decision(seat, kind_, tuple(ids), msg(f"mad-prompt-{kind_}", **args))


#: The prompts of :func:`choose`, by (kind, n, value): built once each (bounded).
_PROMPTS: Final[dict[tuple[str, int, int], Msg]] = {}


def choose_prompt(kind_: str, n: int, value: int = -1) -> Msg:
    """``mad-prompt-<kind_>`` given ``n`` (``ANY_N`` and more: "as many as you want") and,
    when set (>= 0), ``value``; remembered."""
    key = (kind_, n, value)
    out = _PROMPTS.get(key)
    if out is None:
        count: Msg | int = msg("mad-prompt-any-n") if n >= ANY_N else n
        if value >= 0:
            out = msg(f"mad-prompt-{kind_}", n=count, value=value)
        else:
            out = msg(f"mad-prompt-{kind_}", n=count)
        if len(_PROMPTS) >= 4096:
            _PROMPTS.clear()
        _PROMPTS[key] = out
    return out


def choose(
    st: MadnessState,
    seat: int,
    task: Task,
    kind_: str,
    ids: list[int],
    n: int,
    may: bool = False,
    value: int = -1,
) -> Decision | None:
    """How every choosing step ends: with nothing to choose ``task`` is done (popped), a
    single option of a forced step is taken without asking (``task.answer``), otherwise
    ``seat`` decides among ``ids`` (``may``: "up to n", so ``PASS`` is offered and stops
    the step: see :func:`~tomecraft.core.stack.declined`), prompted with
    ``mad-prompt-<kind_>`` given ``n`` (and ``value``, when set). The arguments are plain
    (no ``**args``, no bound method): compiled, the steps that end without asking cost a
    native call and nothing more."""
    if not ids:
        st.stack.pop()
        return None
    if len(ids) == 1 and not may:
        task.answer(st, ids[0])
        return None
    return Decision(
        seat, kind_, tuple([A.PASS, *ids]) if may else tuple(ids), choose_prompt(kind_, n, value)
    )


def uniform_chance(kind_: str, ids: tuple[int, ...], prompt: Msg) -> Decision:
    """A chance decision of ``kind_`` whose outcomes ``ids`` are equally likely."""
    return Decision(CHANCE, kind_, ids, prompt, (1,) * len(ids))
