"""Session 13 (issue 28): a message whose pattern is only texts and ``{ $variable }``
placeables is formatted by joining its parts, without Fluent, where every variable it
names is text or a small non-negative ``int``. The same text as Fluent's, for every
message of every shipped catalogue in every language; anything else goes to Fluent."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import tomecraft.i18n as i18n
from tomecraft.core import get_game
from tomecraft.i18n import DEFAULT_LANGUAGE, LANGUAGES, Msg, Translator

for _game in ("spellbook", "madness", "wonderbook"):
    get_game(_game)  # their catalogues
import tomecraft.interfaces.web.texts  # noqa: E402,F401  (the web catalogue)

#: Values the variables take in turn: texts (one too long for Fluent), numbers the join
#: writes itself and numbers it leaves to Fluent (grouped, negative, a bool, a float).
SAMPLES: list[Any] = ["R▲", "", "a, b", "x" * 2500, "y" * 2501, 0, 7, 999, 1000, 1234567, -3,
                      True, 2.5]


def _fluent(lang: str, key: str, values: dict[str, Any]) -> str:
    """What Fluent formats (the translator's rule before the plain join: the language,
    else English)."""
    for tag in (lang, DEFAULT_LANGUAGE):
        bundle = i18n._bundle(tag)
        if bundle.has_message(key):
            pattern = bundle.get_message(key).value
            assert pattern is not None
            text, _errors = bundle.format_pattern(pattern, dict(values))
            return str(text)
    raise AssertionError(key)


def _variables(lang: str, key: str) -> list[str] | None:
    """The variables of ``key``'s pattern where it is plain, else None."""
    for tag in (lang, DEFAULT_LANGUAGE):
        bundle = i18n._bundle(tag)
        if bundle.has_message(key):
            pattern = bundle.get_message(key).value
            parts = None if pattern is None else i18n._plain_parts(bundle, pattern)
            return None if parts is None else [name for is_var, name in parts if is_var]
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plain_messages_say_what_fluent_says(lang: str) -> None:
    tr = Translator(lang)
    keys = sorted(set(i18n._bundle(lang)._messages) | set(i18n._bundle(DEFAULT_LANGUAGE)._messages))
    plain = 0
    for key in keys:
        names = _variables(tr.lang, key)
        if names is None:
            continue  # Fluent formats it (selectors, functions, terms...)
        plain += 1
        cases: list[dict[str, Any]] = [
            {n: SAMPLES[(i + k) % len(SAMPLES)] for k, n in enumerate(names)}
            for i in range(len(SAMPLES))
        ]
        cases.append({})  # every variable missing
        combos = itertools.product(SAMPLES[:3], repeat=len(names))
        cases += [dict(zip(names, combo, strict=True)) for combo in itertools.islice(combos, 9)]
        for values in cases:
            got = tr._format(Msg(key, tuple(sorted(values.items()))))
            assert got == _fluent(tr.lang, key, values), (key, values)
    assert plain > 100  # most messages are plain: the join is what formats them
