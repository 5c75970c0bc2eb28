"""What compiled (mypyc) modules need at run time, in one place.

:func:`mypyc_attr` marks a class for mypyc (``allow_interpreted_subclasses=True``: a
compiled class that interpreted code may still derive from). ``mypy_extensions`` is only
needed to compile; without it (a plain install) the decorator is a no-op. mypyc finds the
decorator through this re-export (mypy resolves it to ``mypy_extensions.mypyc_attr``).
"""

from __future__ import annotations

from typing import Any

try:
    from mypy_extensions import mypyc_attr as mypyc_attr
except ImportError:  # mypy_extensions is only needed to compile; at run time a no-op
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls

__all__ = ["mypyc_attr"]
