"""Mass simulation and its analysis: parallel runners, ratings, results files and charts.

Nothing here knows a game: games come from the registry and report anything specific
through the optional ``State.analysis_features()`` hook (see :mod:`.runners`). The heavy
libraries (Ray, PyArrow, Matplotlib, OpenSkill; the ``analysis`` extras) are imported
only by the functions that need them, which raise :class:`MissingPackage` without them.
"""

from __future__ import annotations

import importlib
from types import ModuleType


class MissingPackage(ImportError):
    """An optional package needed for a feature is not installed (``package``: its name)."""

    def __init__(self, package: str) -> None:
        super().__init__(f"{package} is not installed (pip install 'tomecraft[analysis]')")
        self.package = package


def require(module: str, package: str | None = None) -> ModuleType:
    """Import ``module`` or raise :class:`MissingPackage` naming ``package`` (default: it)."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise MissingPackage(package or module.split(".")[0]) from exc


__all__ = ["MissingPackage", "require"]
