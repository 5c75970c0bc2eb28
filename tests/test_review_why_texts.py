"""The review's "Why" lines read as sentences a player would write: every effect text of
every game (``*-effect-*`` in the English catalogues, what ``topics.effects`` and
``core.board.add_change`` word), in each of the four ways the coach words it
(:func:`tomecraft.analysis.why.compare`), matches one of the sentence shapes listed
here; no "avoided N tokens out of the pool", no "meant the scene's objective met"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tomecraft
from tomecraft.analysis.why import compare
from tomecraft.core import Effect, get_game
from tomecraft.i18n import Msg, Translator, msg

SRC = Path(tomecraft.__file__).parent
#: Verbs an effect's text may start with: each one's past and past participle are the same
#: word, so the text completes both "it would have …" and "the move taken only …".
VERBS = ("scored", "lost", "gained", "brought", "put", "spent", "destroyed", "removed",
         "added", "learned", "met", "defeated", "dealt", "turned")
VP = rf"(?:{'|'.join(VERBS)}) [^.;…]+?"
#: The sentence shapes of the four directions (better did it, both did it the better
#: more, both lost the better less, the move taken lost some the better none).
SHAPES = {
    "review-why": rf"Why: right away, it would have {VP}\.",
    "review-why-than": rf"Why: right away, it would have {VP}; the move taken only {VP}\.",
    "review-why-less": rf"Why: right away, it would only have {VP}; the move taken {VP}\.",
    "review-why-avoid": rf"Why: it would not have {VP}\.",
}


def effect_keys() -> list[str]:
    """Every effect message of the English catalogues (the games' and core's)."""
    keys: set[str] = set()
    for path in [*SRC.glob("games/*/locales/en/*.ftl"), *SRC.glob("locales/en/*.ftl")]:
        keys.update(re.findall(r"^([a-z]+-effect-[a-z-]+) =", path.read_text(), re.M))
    return sorted(keys)


def used_keys() -> set[str]:
    """The effect messages the games' code names."""
    keys: set[str] = set()
    for path in SRC.glob("games/*/*.py"):
        keys.update(re.findall(r'"([a-z]+-effect-[a-z-]+)"', path.read_text()))
    return keys


def text(key: str, n: int) -> Msg:
    return msg(key, count=n, tokens=n, points=n + 1, level=3,
               spell=msg("sb-spell-sharing"))


def test_every_effect_the_games_word_is_listed() -> None:
    keys = effect_keys()
    assert len(keys) >= 20, keys
    assert used_keys() <= set(keys), used_keys() - set(keys)


@pytest.mark.parametrize("key", effect_keys())
def test_every_why_of_every_effect_is_a_sentence(key: str) -> None:
    for game in ("spellbook", "madness", "wonderbook"):
        get_game(game)  # its catalogue
    t = Translator("en")
    seen = set()
    for n in (1, 3):
        one, more = Effect("k", float(n), text(key, n)), Effect("k", float(n + 1), text(key, n + 1))
        low, high = Effect("k", -float(n), text(key, n)), Effect("k", -float(n + 1),
                                                                  text(key, n + 1))
        for better, taken in (((more,), ()), ((more,), (one,)), ((low,), (high,)), ((), (low,))):
            why = compare(better, taken)
            assert why is not None
            seen.add(why.key)
            line = t(why)
            assert re.fullmatch(SHAPES[why.key], line), (why.key, line)
            assert not re.search(r"\bmeant\b|\bavoided\b|out of the\b", line), line
            assert "{" not in line and "$" not in line, line
    assert seen == set(SHAPES)
