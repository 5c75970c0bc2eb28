"""The ``tomecraft`` console script: ``tomecraft play|simulate|replay|games|bots``.

The commands live in :mod:`tomecraft.interfaces.cli`; this module is the entry point
declared in ``pyproject.toml``.
"""

from __future__ import annotations

from tomecraft.interfaces.cli.app import app

__all__ = ["app", "main"]


def main() -> None:
    """Run the command line (arguments from ``sys.argv``)."""
    app(prog_name="tomecraft")


if __name__ == "__main__":  # pragma: no cover
    main()
