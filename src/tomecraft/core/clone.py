"""How a game state's clone copies each field: declared once, the copy code generated.

A state module declares, at module level, every field its clone copies, in the order the
copy writes them, each name with a suffix that says how deep it is copied::

    FIELDS = CloneFields(
        "bag[:] pools[:][:] first piles{}[:]",
        by_hand="_altar_seen",             # copied by the hand-written code beside
        base=COOP_FIELDS,                  # the base class's declaration (its by_hand)
    )

``first``: shared (the same object: numbers, immutable data); ``bag[:]``: one level
(``x[:]``); ``pools[:][:]``: two levels (``[e[:] for e in x]``); ``x[:][:][:]``: three
levels; ``x{}``: a dict copied (``dict(x)``); ``piles{}[:]``: a dict of lists, each list
copied. The clone calls ``FIELDS.copy(src, dst)`` as one statement on one line. The copy
is one assignment a field, ``dst.f = <copy of src.f>``, in the declared order
(:meth:`CloneFields.statements`, the one source of the text; the order is the one the
hand-written copies had: compiled, the order of the lists replaced and freed moves the
allocator's work a little). Interpreted, :class:`CloneFields` compiles those statements
into ``copy`` when the module is imported (as ``dataclasses`` makes an ``__init__``); for
the compiled build :mod:`tomecraft.build_clones` writes the same statements over the
``FIELDS.copy(...)`` line of its copy of the module, so mypyc compiles plain attribute
assignments (no call, and the fields a constructor sets this way stay "always defined").

``by_hand`` and ``base`` generate nothing: they name the fields the hand-written part of
the clone copies (constructor arguments, caches whose identity matters, the effect stack
and the outcome copied by the core), so that :meth:`CloneFields.names` is every field of
the state; ``tests/test_clone_fields.py`` checks that each game's state has no other.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

#: The kinds of copy: a name's suffix in a declaration -> the copy's expression template.
KINDS: dict[str, str] = {
    "": "{src}.{f}",
    "[:]": "{src}.{f}[:]",
    "[:][:]": "[e[:] for e in {src}.{f}]",
    "[:][:][:]": "[[e[:] for e in s] for s in {src}.{f}]",
    "{}": "dict({src}.{f})",
    "{}[:]": "{{k: v[:] for k, v in {src}.{f}.items()}}",
}
_FIELD = re.compile(r"([A-Za-z_]\w*)(.*)")


class CloneFields:
    """One state's declaration: the fields copied, in order, each with its kind (its
    suffix), the fields copied by hand, and the base class's declaration."""

    def __init__(
        self, fields: str = "", by_hand: str = "", base: CloneFields | None = None
    ) -> None:
        #: (name, suffix) of each field the generated copy writes, in its order.
        self.fields: list[tuple[str, str]] = []
        for word in fields.split():
            m = _FIELD.fullmatch(word)
            if m is None or m.group(2) not in KINDS:
                raise ValueError(
                    f"CloneFields: {word!r} is not a name with a suffix of {sorted(KINDS)}"
                )
            self.fields.append((m.group(1), m.group(2)))
        self.by_hand: tuple[str, ...] = tuple(by_hand.split())
        self.base = base
        seen: set[str] = set()
        for name in [*self.generated(), *self.by_hand]:
            if not name.isidentifier() or name in seen:
                raise ValueError(f"CloneFields: {name!r} is not a field name or is named twice")
            seen.add(name)
        #: The generated copy, ``copy(src, dst)`` (the statements of :meth:`statements`).
        self.copy: Callable[[Any, Any], None] = self._compile()

    def generated(self) -> list[str]:
        """The fields the generated copy writes, in its order."""
        return [name for name, _ in self.fields]

    def shared(self) -> list[str]:
        """The fields a clone shares with its source (no suffix)."""
        return [name for name, suffix in self.fields if not suffix]

    def names(self) -> set[str]:
        """Every field declared: generated, by hand, and the base's."""
        own = {*self.generated(), *self.by_hand}
        return own | self.base.names() if self.base is not None else own

    def statements(self, src: str, dst: str) -> list[str]:
        """The copy as source text: ``dst.f = <copy of src.f>`` a field, in order."""
        return [f"{dst}.{f} = " + KINDS[suffix].format(src=src, f=f) for f, suffix in self.fields]

    def _compile(self) -> Callable[[Any, Any], None]:
        body = self.statements("src", "dst") or ["pass"]
        text = "def copy(src, dst):\n" + "".join(f"    {line}\n" for line in body)
        scope: dict[str, Any] = {}
        exec(compile(text, "<tomecraft.core.clone>", "exec"), scope)
        fn: Callable[[Any, Any], None] = scope["copy"]
        return fn


__all__ = ["KINDS", "CloneFields"]
