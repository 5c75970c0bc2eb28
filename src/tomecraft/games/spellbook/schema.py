"""SpellBook's lobby options (see :mod:`tomecraft.core.options`): the spell set, and the
solo opponent's difficulty for one-player games."""

from __future__ import annotations

from tomecraft.core.options import OptionSpec, choice_option
from tomecraft.i18n import msg

SETS = ("1", "2", "3", "classic")


def option_schema() -> list[OptionSpec]:
    """``set`` (1, 2, 3 or classic; default 1) and ``difficulty`` 0-3 (solo only)."""
    return [
        choice_option("set", msg("sbw-opt-set"), "1", SETS, "sbw-set-{}"),
        choice_option(
            "difficulty",
            msg("sbw-opt-difficulty"),
            0,
            range(4),
            "sbw-difficulty-{}",
            solo_only=True,
        ),
    ]


__all__ = ["option_schema"]
