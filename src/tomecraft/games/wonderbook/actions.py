"""Wonder Book's fixed action space. An id means one thing per decision kind.

Blocks: ``PASS`` (end the turn, stop, refuse), ``YES`` (reroll, agree), ``COLLECT`` (a
spark), ``ATTACK``, ``MOVE + zone``, ``ABILITY + slot`` (hero ability slot: 0 the
starting ability, ``1 + 2*u + side`` an upgrade), ``INTERACT + card`` (a chapter card's
index), ``SPECIAL + item`` (use an item: chapter card index, or ``PASSAGE_ITEM + kind``),
``GIVE + item``, ``ASK + item``, ``RULE_ACTION + action`` (a special rule's action, by its
number in the content), ``HERO + h`` (a hero slot), ``WYRM + w`` (a Wyrm figure),
``ZONE + z`` (a zone), ``OPTION + i`` (a dilemma option, an upgrade side, an ending), and
the chance blocks ``HITS + k`` (dice showing ``k`` hits), ``WYRM_CARD + c`` and
``PASSAGE + p`` (a passage kind drawn), then ``CREATURE + i`` (a chapter's ally or
enemy that is not a Wyrm, by its index in the chapter: a target or a creature to heal).
"""

from __future__ import annotations

from typing import Final

from tomecraft.core.actions import ActionBlocks
from tomecraft.games.wonderbook.pack_vocabulary import (
    MAX_ABILITIES,
    MAX_CARDS,
    MAX_PASSAGES,
    MAX_WYRM_CARDS,
    MAX_ZONES,
)

# Sizes of the blocks (Final: compiled, inlined): after a long import, alike by shape with
# other games' constants (Madness's data.py); the values are this game's.
MAX_HEROES: Final = 4
MAX_WYRMS: Final = 8
MAX_DICE: Final = 5
MAX_OPTIONS: Final = 4
#: Item ids: chapter card index (< MAX_CARDS) or PASSAGE_ITEM + passage kind.
PASSAGE_ITEM: Final = MAX_CARDS
MAX_ITEMS: Final = MAX_CARDS + MAX_PASSAGES
MAX_CONTENT_ACTIONS: Final = 128
MAX_CREATURES: Final = 8

# The layout, once: each block's name and size in order (each starts where the previous
# one ends); the block constants are their starts.
_BLOCKS = ActionBlocks.of_sizes(
    "Wonder Book",
    f"pass:1 yes:1 collect:1 attack:1 move:{MAX_ZONES} ability:{MAX_ABILITIES + 1} "
    f"interact:{MAX_CARDS} special:{MAX_ITEMS} give:{MAX_ITEMS} ask:{MAX_ITEMS} "
    f"rule_action:{MAX_CONTENT_ACTIONS} hero:{MAX_HEROES} wyrm:{MAX_WYRMS} zone:{MAX_ZONES} "
    f"option:{MAX_OPTIONS} hits:{MAX_DICE + 1} wyrm_card:{MAX_WYRM_CARDS} "
    f"passage:{MAX_PASSAGES} creature:{MAX_CREATURES}",
)
# ``Final``: compiled, other modules read each from a C global (no module dictionary).
_STARTS = _BLOCKS.starts
PASS: Final = _STARTS[0]
YES: Final = _STARTS[1]
COLLECT: Final = _STARTS[2]
ATTACK: Final = _STARTS[3]
MOVE: Final = _STARTS[4]
ABILITY: Final = _STARTS[5]
INTERACT: Final = _STARTS[6]
SPECIAL: Final = _STARTS[7]
GIVE: Final = _STARTS[8]
ASK: Final = _STARTS[9]
RULE_ACTION: Final = _STARTS[10]
HERO: Final = _STARTS[11]
WYRM: Final = _STARTS[12]
ZONE: Final = _STARTS[13]
OPTION: Final = _STARTS[14]
HITS: Final = _STARTS[15]
WYRM_CARD: Final = _STARTS[16]
PASSAGE: Final = _STARTS[17]
CREATURE: Final = _STARTS[18]
assert len(_STARTS) == 19
NUM_ACTIONS: Final = _BLOCKS.size


def block(action: int) -> tuple[str, int]:
    """The block an id belongs to and its offset in the block."""
    return _BLOCKS.locate(action)


__all__ = [
    "ABILITY",
    "ASK",
    "ATTACK",
    "COLLECT",
    "CREATURE",
    "GIVE",
    "HERO",
    "HITS",
    "INTERACT",
    "MAX_CREATURES",
    "MAX_DICE",
    "MAX_HEROES",
    "MAX_ITEMS",
    "MAX_OPTIONS",
    "MAX_WYRMS",
    "MOVE",
    "NUM_ACTIONS",
    "OPTION",
    "PASS",
    "PASSAGE",
    "PASSAGE_ITEM",
    "RULE_ACTION",
    "SPECIAL",
    "WYRM",
    "WYRM_CARD",
    "YES",
    "ZONE",
    "block",
]
