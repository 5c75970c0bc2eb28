"""Which build of the engine is running: compiled by mypyc, or interpreted.

The same Python source runs either way. ``pip install .`` installs it interpreted;
``tomecraft build`` (:mod:`tomecraft.compile`) then compiles the core, the rules of the
three games and the bots of that install into C extensions with mypyc, in place, and
``tomecraft build --clean`` removes them. An editable (developer) install stays
interpreted. The extension modules sit next to their sources, and Python imports an
extension before a source file of the same name.

``TOMECRAFT_INTERPRETED=1`` makes a compiled install run interpreted (every
``tomecraft`` module loaded from its source): the benches and the equivalence test
compare both builds of one install this way.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

COMPILED = "compiled (mypyc)"
INTERPRETED = "interpreted"

#: A module that every compiled build compiles (the engine's core state machinery).
_PROBE = "tomecraft.core.state"


def is_compiled() -> bool:
    """Whether the engine's modules were loaded from mypyc-compiled extensions."""
    spec = importlib.util.find_spec(_PROBE)
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(
        tuple(importlib.machinery.EXTENSION_SUFFIXES)
    )


def build_name() -> str:
    """``"compiled (mypyc)"`` or ``"interpreted"``, for ``--version`` and ``simulate``."""
    return COMPILED if is_compiled() else INTERPRETED


#: Set to 1 to run a compiled install interpreted.
INTERPRETED_ENV = "TOMECRAFT_INTERPRETED"


class SourceOnlyFinder(importlib.abc.MetaPathFinder):
    """Finds ``tomecraft`` modules by their ``.py`` source only, so that no compiled
    extension module next to a source file is imported."""

    _loaders = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname != "tomecraft" and not fullname.startswith("tomecraft."):
            return None
        for entry in path if path is not None else sys.path:
            spec = importlib.machinery.FileFinder(entry or ".", self._loaders).find_spec(
                fullname
            )
            if spec is not None:
                return spec
        return None


def force_interpreted() -> None:
    """Load every ``tomecraft`` module imported from now on from its source (call it
    before the engine is imported; modules already imported stay as they are)."""
    if not any(isinstance(f, SourceOnlyFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, SourceOnlyFinder())


if os.environ.get(INTERPRETED_ENV) == "1":
    force_interpreted()
