"""SpellBook's lobby options (see :mod:`tomecraft.core.options`): the spell set, and the
solo opponent's difficulty for one-player games."""

from __future__ import annotations

from tomecraft.core.options import OptionSpec, choices
from tomecraft.i18n import msg

SETS = ("1", "2", "3", "classic")


def option_schema() -> list[OptionSpec]:
    """``set`` (1, 2, 3 or classic; default 1) and ``difficulty`` 0-3 (solo only)."""
    return [
        OptionSpec(
            "set",
            "choice",
            msg("sbw-opt-set"),
            default="1",
            choices=choices([(s, msg(f"sbw-set-{s}")) for s in SETS]),
        ),
        OptionSpec(
            "difficulty",
            "choice",
            msg("sbw-opt-difficulty"),
            default=0,
            choices=choices([(d, msg(f"sbw-difficulty-{d}")) for d in range(4)]),
            solo_only=True,
        ),
    ]


__all__ = ["option_schema"]
