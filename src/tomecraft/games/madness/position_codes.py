"""The words of a Big Book of Madness position (:mod:`.position`): card codes (an element
letter, W water, E earth, F fire, A air, and a value 1-3; ``M`` a madness card), card
lists (``"W1 W1 F2"``, ``"2xW1"`` for two, or a JSON list of codes), element tokens
(element letters) and the phases of a turn a position may stand at; each read (a bad one
raises :class:`InvalidPosition` saying what is allowed) and written.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tomecraft.core import InvalidPosition
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import ELEMENTS, MADNESS, NK, VALUE, kind

#: The point of the active player's turn: the turn's start (concentration, then the
#: monster phase), the action phase, or recovery (the actions are over).
PHASES: dict[str, int] = {"start": F.CONCENTRATION, "actions": F.ACTION, "recovery": F.RECOVERY}
_LETTERS = "WEFA"
_COUNTED = re.compile(r"^(\d+)[xX](.+)$")
_CARD_HELP = (
    "write an element letter (W water, E earth, F fire, A air) and a value 1-3, e.g. 'F2', "
    "or M for a madness card (optionally with a count: '3xW1')"
)


# -- small parsers ----------------------------------------------------------------------------
def card_code(k: int) -> str:
    """The code of card kind ``k``: ``W1`` ... ``A3``, ``M``."""
    return "M" if k == MADNESS else f"{_LETTERS[k // 3]}{VALUE[k]}"


def parse_card(text: str, where: str) -> int:
    """The card kind of a code such as ``F2`` or ``M``."""
    t = text.strip().upper()
    if t == "M":
        return MADNESS
    if len(t) == 2 and t[0] in _LETTERS and t[1] in "123":
        return kind(_LETTERS.index(t[0]), int(t[1]))
    raise InvalidPosition(f"{where}: bad card {text!r}: {_CARD_HELP}")


def _items(value: Any, where: str, what: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return list(value)
    raise InvalidPosition(f"{where}: expected {what}, got {value!r}")


def parse_cards(value: Any, where: str) -> list[int]:
    """A card list (string or list of codes, ``2xW1`` for two) as card kinds, in order."""
    out: list[int] = []
    for item in _items(value, where, "a card list such as 'W1 W1 F2' or ['W1', 'F2']"):
        n = 1
        code = item
        counted = _COUNTED.match(item)
        if counted:
            n, code = int(counted.group(1)), counted.group(2)
            if not 1 <= n <= 99:
                raise InvalidPosition(f"{where}: bad count in {item!r}: {_CARD_HELP}")
        out.extend([parse_card(code, where)] * n)
    return out


def cards_text(counts: list[int]) -> str:
    """A count vector as a compact card list (``"2xW1 F2"``)."""
    parts = []
    for k in range(NK):
        if counts[k] == 1:
            parts.append(card_code(k))
        elif counts[k] > 1:
            parts.append(f"{counts[k]}x{card_code(k)}")
    return " ".join(parts)


def parse_tokens(value: Any, where: str) -> list[int]:
    """Element tokens: a string or list of element letters, or ``{"fire": 2}``."""
    out = [0, 0, 0, 0]
    if isinstance(value, Mapping):
        for name, n in value.items():
            if name not in ELEMENTS or not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise InvalidPosition(
                    f"{where}: expected element names ({', '.join(ELEMENTS)}) with counts, "
                    f"got {name!r}: {n!r}"
                )
            out[ELEMENTS.index(name)] += n
        return out
    for item in _items(value, where, "element tokens such as 'F F W'"):
        letter = item.strip().upper()
        if len(letter) != 1 or letter not in _LETTERS:
            raise InvalidPosition(
                f"{where}: bad element token {item!r}: write W, E, F or A (water, earth, fire, air)"
            )
        out[_LETTERS.index(letter)] += 1
    return out


def tokens_text(counts: list[int]) -> str:
    return " ".join(_LETTERS[e] for e in range(4) for _ in range(counts[e]))


__all__ = [
    "PHASES",
    "card_code",
    "cards_text",
    "parse_card",
    "parse_cards",
    "parse_tokens",
    "tokens_text",
]
