"""Wonder Book's lobby options (see :mod:`tomecraft.core.options`): the chapter of the
bundled pack, the difficulty, practice (chapters out of order), the lead player (who
takes the group's choices) and the heroes (one per seat, for several players; solo plays
the book's first two)."""

from __future__ import annotations

from tomecraft.core.options import Choice, OptionSpec, choice_option, choices
from tomecraft.games.wonderbook.data import content
from tomecraft.i18n import msg

DIFFICULTIES = ("easy", "normal", "hard")


def option_schema() -> list[OptionSpec]:
    """``chapter`` (the bundled pack's chapters in book order; default the first),
    ``difficulty`` (default normal), ``practice`` (a checkbox: start a later chapter
    without the earlier ones' record; off by default), ``lead`` (a seat, default the first; several
    players only), ``heroes`` (a distinct hero per seat, or left out: the book's first
    heroes in order; several players only, since solo plays two)."""
    chapters = [ch.id for ch in content().chapters]
    heroes = [h.id for h in content().heroes]
    return [
        choice_option("chapter", msg("wbw-opt-chapter"), chapters[0], chapters, "wb-chapter-{}"),
        choice_option(
            "difficulty", msg("wbw-opt-difficulty"), "normal", DIFFICULTIES, "wbw-difficulty-{}"
        ),
        OptionSpec(
            "practice",
            "flag",
            msg("wbw-opt-practice"),
            default=False,
            choices=choices([(False, msg("wbw-practice-off")), (True, msg("wbw-practice-on"))]),
        ),
        OptionSpec("lead", "seat", msg("wbw-opt-lead"), default=0, players=(2, 3, 4)),
        OptionSpec(
            "heroes",
            "seats",
            msg("wbw-opt-heroes"),
            default=None,
            choices=choices([(h, msg(f"wb-hero-{h}")) for h in heroes]),
            alternatives=(Choice(None, msg("wbw-heroes-in-order")),),
            distinct=True,
            players=(2, 3, 4),
        ),
    ]


__all__ = ["option_schema"]
