"""SpellBook's task base and the helpers its tasks share: where a token goes, the task
registry (:data:`TASKS`, :func:`task_from_json`), token options and choices, the decision
prompts (built once per kind and arguments) and the spells' names.

:mod:`.tasks` holds the tasks themselves (and gives every name of this module).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from tomecraft.core import Decision
from tomecraft.core.stack import TaskBase
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import (
    NUM_KINDS,
    NUM_RUNES,
    SPELLS,
    colour_of,
    rune_of,
)
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from mypy_extensions import i64

    from tomecraft.games.spellbook.state import SpellBookState

#: Where a token goes or comes from.
# Final: compiled, the constants are inlined instead of looked up in the module dict (a
# list of `NAME: Final = value`, alike by shape with any list of fields and defaults).
POOL: Final = 0
ALTAR: Final = 1
FAMILIAR: Final = 2
BOTTOM: Final = 3
ALL_RUNES: Final = 0b111
ALL_COLOURS: Final = 0b1111111


class Task(TaskBase):
    """Base class of SpellBook's stack entries."""

    __slots__ = ()
    registry: ClassVar[dict[str, type[Any]]] = {}


TASKS = Task.registry
task_from_json = Task.from_json


def token_options(
    counts: list[int], rune_mask: int = ALL_RUNES, colour_mask: int = ALL_COLOURS
) -> list[int]:
    """Option ids of the token kinds present in ``counts`` that pass both masks."""
    if rune_mask == ALL_RUNES and colour_mask == ALL_COLOURS:  # the common case, no masks
        out: list[int] = []
        k: i64 = A.TOKEN
        for c in counts:
            if c:
                out.append(k)
            k += 1
        return out
    return [
        A.TOKEN + k
        for k in range(NUM_KINDS)
        if counts[k] and (rune_mask >> rune_of(k)) & 1 and (colour_mask >> colour_of(k)) & 1
    ]


#: Each spell's name as a message, built once.
SPELL_MSGS: Final = tuple(msg(f"sb-spell-{card.id}") for card in SPELLS)

# Final: compiled, a module dictionary not marked Final is looked up by name in the
# module's globals on every use (about 150 instructions); a Final one is a C static.
_PROMPTS: Final[dict[tuple[str, tuple[tuple[str, Any], ...]], Msg]] = {}


def prompt(kind: str, args: tuple[tuple[str, Any], ...]) -> Msg:
    """The prompt message of a decision kind (cached: prompts repeat constantly).

    A plain dictionary, not ``functools.lru_cache``: compiled, a native dictionary look-up
    costs a fraction of a call through the cache wrapper. Bounded like the cache was."""
    key = (kind, args)
    m = _PROMPTS.get(key)
    if m is None:
        if len(_PROMPTS) >= 4096:
            _PROMPTS.clear()
        m = _PROMPTS[key] = msg(f"sb-prompt-{kind}", **dict(args))
    return m


_COUNT_PROMPTS: Final[dict[str, list[Msg | None]]] = {}


def count_prompt(kind: str, n: int) -> Msg:
    """The prompt of a token decision with a count ``n`` (``n`` < 0: no count), cached per
    kind in a list indexed by ``n + 1`` (the common, hot case of :func:`prompt`: one
    look-up by a string, no key tuple)."""
    i = n + 1 if n >= 0 else 0
    per = _COUNT_PROMPTS.get(kind)
    if per is not None and i < len(per):
        m = per[i]
        if m is not None:
            return m
    if per is None:
        per = _COUNT_PROMPTS[kind] = []
    if i >= len(per):
        per.extend([None] * (i + 1 - len(per)))
    m = per[i] = prompt(kind, (("n", n),) if n >= 0 else ())
    return m


def token_choice(
    st: SpellBookState,
    actor: int,
    kind: str,
    counts: list[int],
    optional: bool,
    n: int,
    rune_mask: int = ALL_RUNES,
    colour_mask: int = ALL_COLOURS,
) -> Decision | None:
    """:func:`choose_tokens` over :func:`token_options` of ``counts`` (the same decision,
    or the task popped when no token is offered), the list built with PASS first when
    ``optional`` (no insert in front: compiled, a list insert moves and may reallocate)."""
    ids: list[int] = [A.PASS] if optional else []
    if rune_mask == ALL_RUNES and colour_mask == ALL_COLOURS:  # token_options' loop
        k: i64 = A.TOKEN
        for c in counts:
            if c:
                ids.append(k)
            k += 1
    else:
        ids.extend(token_options(counts, rune_mask, colour_mask))
    if len(ids) == (1 if optional else 0):
        st.stack.pop()
        return None
    return Decision(actor, kind, tuple(ids), count_prompt(kind, n))


def _offered(k: i64, rune_mask: i64, colour_mask: i64) -> bool:
    """Whether token kind ``k`` passes both masks (:func:`token_options`' test)."""
    return bool((rune_mask >> (k % NUM_RUNES)) & 1 and (colour_mask >> (k // NUM_RUNES)) & 1)


# The lazy token decisions (Take's and Store's: StackState.lazy_choice) are answered by the
# three functions below without the decision built: token_choice's options counted, the
# one at an index, one checked. tests/spellbook/test_lazy_choices.py holds them to it.
def token_count(counts: list[int], rune_mask: int, colour_mask: int) -> int:
    """``len(token_options(counts, rune_mask, colour_mask))``, no list built."""
    n: i64 = 0
    if rune_mask == ALL_RUNES and colour_mask == ALL_COLOURS:  # the common case, no masks
        for c in counts:
            if c:
                n += 1
        return n
    k: i64 = 0
    for c in counts:
        if c and _offered(k, rune_mask, colour_mask):
            n += 1
        k += 1  # noqa: SIM113 - a native counter, compiled
    return n


def token_at(
    counts: list[int], optional: bool, index: int, rune_mask: int, colour_mask: int
) -> int:
    """Option ``index`` of :func:`token_choice` (PASS first when ``optional``), no list
    built."""
    if optional:
        if index == 0:
            return A.PASS
        index -= 1
    left: i64 = index
    k: i64 = 0
    masked = rune_mask != ALL_RUNES or colour_mask != ALL_COLOURS
    for c in counts:
        if c and (not masked or _offered(k, rune_mask, colour_mask)):
            if left == 0:
                return A.TOKEN + k
            left -= 1
        k += 1  # noqa: SIM113 - a native counter, compiled
    raise IndexError(f"token option {index} of fewer")


def token_allowed(
    counts: list[int], optional: bool, option: int, rune_mask: int, colour_mask: int
) -> bool:
    """Whether ``option`` is an option of :func:`token_choice` (PASS when ``optional``)."""
    if option == A.PASS:
        return optional
    k: i64 = option - A.TOKEN
    return 0 <= k < NUM_KINDS and counts[k] > 0 and _offered(k, rune_mask, colour_mask)


def tokens_decision(actor: int, kind: str, ids: list[int], optional: bool, n: int = -1) -> Decision:
    """A decision among token-like options ``ids`` (PASS first if ``optional``), its prompt
    counting ``n`` (left out when negative)."""
    if optional:
        ids.insert(0, A.PASS)
    return Decision(actor, kind, tuple(ids), count_prompt(kind, n))


def choose_tokens(
    st: SpellBookState, actor: int, kind: str, ids: list[int], optional: bool, n: int = -1
) -> Decision | None:
    """How a choosing task's step ends: with no option left the task is done (popped),
    otherwise ``actor`` decides among ``ids`` (:func:`tokens_decision`)."""
    if not ids:
        st.stack.pop()
        return None
    # tokens_decision's body, written out: one call less per token decision (compiled).
    if optional:
        ids.insert(0, A.PASS)
    return Decision(actor, kind, tuple(ids), count_prompt(kind, n))
