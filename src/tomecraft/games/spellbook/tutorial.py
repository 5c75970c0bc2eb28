"""SpellBook's first-game tutorial: a two-player game of the first spell set from a fixed
seed, the learner first against a greedy bot, with one explanation per situation as it
comes up (see :mod:`tomecraft.core.tutorial`). Texts are ``sb-tut-*`` messages in
``locales/<lang>/tutorial.ftl``."""

from __future__ import annotations

from tomecraft.core.tutorial import OTHER, OVER, Tutorial, TutorialStep
from tomecraft.i18n import msg

#: The seed of the tutorial game (its opening altar and pools are always the same).
SEED = 20261126
#: The learner plays first against a bot that answers at once and plays sensibly.
BOT_LEVEL = "greedy"

#: (situation, message key), in the order they are meant to come up. A situation is the
#: kind of the learner's decision (flow.py, tasks.py, learning.py), OTHER or OVER.
STEPS: tuple[tuple[str, str], ...] = (
    ("morning", "sb-tut-welcome"),
    ("take", "sb-tut-take"),
    ("midday", "sb-tut-midday"),
    ("store", "sb-tut-store"),
    ("evening", "sb-tut-evening"),
    ("learn-marker", "sb-tut-marker"),
    ("learn-pay", "sb-tut-pay"),
    (OTHER, "sb-tut-other"),
    ("morning", "sb-tut-morning"),
    ("midday", "sb-tut-midday2"),
    ("evening", "sb-tut-evening2"),
    ("discard", "sb-tut-discard"),
    ("swap-altar", "sb-tut-swap"),
    ("raise", "sb-tut-raise"),
    ("learn-choose", "sb-tut-learn-choose"),
    (OVER, "sb-tut-over"),
)


def tutorial() -> Tutorial:
    """The SpellBook tutorial (first spell set, 2 players, the learner is seat 0)."""
    return Tutorial(
        title=msg("sb-tut-title"),
        intro=msg("sb-tut-intro"),
        config={"players": 2, "set": "1", "first_player": 0},
        seed=SEED,
        seats=(None, BOT_LEVEL),
        steps=tuple(TutorialStep(when, msg(key)) for when, key in STEPS),
    )
