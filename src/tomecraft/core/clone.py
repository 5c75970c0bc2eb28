"""How a game state's clone copies each field: declared once, the copy code generated.

A state module declares, at module level, which fields a clone shares and how deep it
copies the others::

    FIELDS = CloneFields(
        shared="first current",            # the same object (numbers, immutable data)
        lists="bag altar",                 # one level: x[:]
        lists2="pools",                    # two levels: [e[:] for e in x]
        lists3="neutral",                  # three levels: [[e[:] for e in s] for s in x]
        dicts="upgrades",                  # dict(x)
        dicts_of_lists="piles",            # {k: v[:] for k, v in x.items()}
        by_hand="_altar_seen",             # copied by the hand-written code beside
        base=COOP_FIELDS,                  # the base class's declaration (its by_hand)
    )

and its clone calls ``FIELDS.copy(src, dst)`` as one statement on one line. The copy is
one assignment a field, ``dst.f = <copy of src.f>``, kind by kind in the order above and
field by field in the order declared (:meth:`CloneFields.statements`, the one source of
the text). Interpreted, :class:`CloneFields` compiles those statements into ``copy`` when
the module is imported (as ``dataclasses`` makes an ``__init__``); for the compiled build
:mod:`tomecraft.build_clones` writes the same statements over the ``FIELDS.copy(...)``
line of its copy of the module, so mypyc compiles plain attribute assignments (no call,
and a constructor's fields stay "always defined").

``by_hand`` and ``base`` generate nothing: they name the fields the hand-written part of
the clone copies (constructor arguments, caches whose identity matters, the effect stack
and the outcome copied by the core), so that :meth:`CloneFields.names` is every field of
the state; ``tests/test_clone_fields.py`` checks that each game's state has no other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The kinds of copy, in the order the copy is written: keyword -> expression template.
KINDS: dict[str, str] = {
    "shared": "{src}.{f}",
    "lists": "{src}.{f}[:]",
    "lists2": "[e[:] for e in {src}.{f}]",
    "lists3": "[[e[:] for e in s] for s in {src}.{f}]",
    "dicts": "dict({src}.{f})",
    "dicts_of_lists": "{{k: v[:] for k, v in {src}.{f}.items()}}",
}


class CloneFields:
    """One state's declaration: the fields of each kind of copy (space-separated names),
    the fields copied by hand, and the base class's declaration."""

    def __init__(
        self,
        shared: str = "",
        lists: str = "",
        lists2: str = "",
        lists3: str = "",
        dicts: str = "",
        dicts_of_lists: str = "",
        by_hand: str = "",
        base: CloneFields | None = None,
    ) -> None:
        given = {
            "shared": shared, "lists": lists, "lists2": lists2, "lists3": lists3,
            "dicts": dicts, "dicts_of_lists": dicts_of_lists,
        }
        #: Kind -> the fields copied that way (the generated part).
        self.kinds: dict[str, tuple[str, ...]] = {k: tuple(v.split()) for k, v in given.items()}
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
        return [f for fields in self.kinds.values() for f in fields]

    def names(self) -> set[str]:
        """Every field declared: generated, by hand, and the base's."""
        own = {*self.generated(), *self.by_hand}
        return own | self.base.names() if self.base is not None else own

    def statements(self, src: str, dst: str) -> list[str]:
        """The copy as source text: ``dst.f = <copy of src.f>`` a field."""
        return [
            f"{dst}.{f} = " + KINDS[kind].format(src=src, f=f)
            for kind, fields in self.kinds.items()
            for f in fields
        ]

    def _compile(self) -> Callable[[Any, Any], None]:
        body = self.statements("src", "dst") or ["pass"]
        text = "def copy(src, dst):\n" + "".join(f"    {line}\n" for line in body)
        scope: dict[str, Any] = {}
        exec(compile(text, "<tomecraft.core.clone>", "exec"), scope)
        fn: Callable[[Any, Any], None] = scope["copy"]
        return fn


__all__ = ["KINDS", "CloneFields"]
