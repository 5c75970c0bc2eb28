"""SpellBook's fixed action space. Every option id means one thing in its decision kind.

Blocks (offsets are constants below):

* ``PASS`` — skip a phase, stop an optional effect, decline.
* ``TOKEN + k`` — a token of kind ``k`` (which one to take, store, discard, pay...;
  for chance decisions, the kind drawn from the bag).
* ``TAKE1``, ``DRAW2``, ``STORE1`` — the basic morning and midday actions.
* ``USE + 3*s + (l-3)`` — use spell ``s``'s phase action at effect level ``l``.
* ``LEARN + 3*s + (L-3)`` — learn spell ``s`` at level ``L``.
* ``PAIR + 21*give + get`` — a swap: give a pool token of kind ``give``, get ``get``.
* ``TRIPLE + t`` — pay one wild with the ``t``-th triple of same-rune tokens.
* ``CLONE + 3*(21*seat + s) + (l-3)`` — Clone: copy ``seat``'s spell ``s`` at level ``l``.
* ``CLONE_BASIC + b`` — Clone: copy a basic action (take 1, draw 2, store 1, learn).
* ``MODE + m`` — Focus: 0 store, 1 take.
* ``SPELL + s`` — choose spell ``s`` (Time Travel's target).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Final

from tomecraft.core.actions import ActionBlocks
from tomecraft.games.spellbook.data import NUM_COLOURS, NUM_KINDS, NUM_RUNES, kind

MAX_SEATS: Final = 4
PASS: Final = 0
TOKEN: Final = 1
TAKE1: Final = TOKEN + NUM_KINDS  # 22
DRAW2: Final = TAKE1 + 1
STORE1: Final = DRAW2 + 1
USE: Final = STORE1 + 1  # 25
LEARN: Final = USE + 21 * 3  # 88
PAIR: Final = LEARN + 21 * 3  # 151
#: Every multiset of three token kinds sharing one rune, in a fixed order.
TRIPLES: Final[tuple[tuple[int, int, int], ...]] = tuple(
    (kind(a, r), kind(b, r), kind(c, r))
    for r in range(NUM_RUNES)
    for a, b, c in combinations_with_replacement(range(NUM_COLOURS), 3)
)
TRIPLE_INDEX: dict[tuple[int, int, int], int] = {t: i for i, t in enumerate(TRIPLES)}
TRIPLE: Final = PAIR + NUM_KINDS * NUM_KINDS  # 592
CLONE: Final = TRIPLE + len(TRIPLES)
CLONE_BASIC: Final = CLONE + MAX_SEATS * 21 * 3
BASIC_TAKE1, BASIC_DRAW2, BASIC_STORE1, BASIC_LEARN = range(4)
MODE: Final = CLONE_BASIC + 4
MODE_STORE: Final = 0
MODE_TAKE: Final = 1
SPELL: Final = MODE + 2
NUM_ACTIONS: Final = SPELL + 21


def use_id(s: int, level: int) -> int:
    return USE + 3 * s + (level - 3)


def learn_id(s: int, level: int) -> int:
    return LEARN + 3 * s + (level - 3)


def pair_id(give: int, get: int) -> int:
    return PAIR + NUM_KINDS * give + get


def clone_id(seat: int, s: int, level: int) -> int:
    return CLONE + 3 * (21 * seat + s) + (level - 3)


def split3(offset: int, action: int) -> tuple[int, int]:
    """Decode a ``3*x + (level-3)`` block into ``(x, level)``."""
    d = action - offset  # divmod by hand: compiled, native (divmod is a generic call)
    return d // 3, d % 3 + 3


_BLOCKS = ActionBlocks(
    "SpellBook",
    "pass token take1 draw2 store1 use learn pair triple clone clone_basic mode spell",
    (
        PASS, TOKEN, TAKE1, DRAW2, STORE1, USE, LEARN, PAIR, TRIPLE, CLONE, CLONE_BASIC, MODE,
        SPELL,
    ),
    NUM_ACTIONS,
)


def block(action: int) -> str:
    """The name of the block an id belongs to."""
    return _BLOCKS.name(action)
