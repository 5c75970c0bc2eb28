"""SpellBook's fixed facts (components, tables, the 21 spell cards), loaded from JSON.

The file ``data/spellbook.json`` holds the numbers; this module validates them once at
import and exposes typed constants. Token kinds are integers ``colour * 3 + rune``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # only annotations: compiled by mypyc, native 64-bit integers
    from mypy_extensions import i64

_RAW: dict[str, Any] = json.loads(
    (Path(__file__).parent / "data" / "spellbook.json").read_text(encoding="utf-8")
)

COLOURS: tuple[str, ...] = tuple(_RAW["colours"])
RUNES: tuple[str, ...] = tuple(_RAW["runes"])
COLOUR_CODES: tuple[str, ...] = tuple(_RAW["colour_codes"])
RUNE_CODES: tuple[str, ...] = tuple(_RAW["rune_codes"])
NUM_COLOURS: Final = len(COLOURS)
NUM_RUNES: Final = len(RUNES)
NUM_KINDS: Final = NUM_COLOURS * NUM_RUNES
TOKENS_PER_KIND: Final[int] = _RAW["tokens_per_kind"]
TOTAL_TOKENS: Final = NUM_KINDS * TOKENS_PER_KIND
POOL_LIMIT: Final[int] = _RAW["pool_limit"]
FAMILIAR_VALUES: Final[tuple[int, ...]] = tuple(_RAW["familiar_values"])
FAMILIAR_SPACES: Final = len(FAMILIAR_VALUES) - 1
ALTAR_START: Final[int] = _RAW["altar_start"]
ALTAR_START_SOLO: Final[int] = _RAW["altar_start_solo"]
STARTING_POOL: Final[int] = _RAW["starting_pool"]
REFILL_TARGET: Final[int] = _RAW["refill_target"]
REFILL_WIPE_AT: Final[int] = _RAW["refill_wipe_at"]
SOLO_ALTAR: Final[int] = _RAW["solo_altar"]
SOLO_BOARD_SPACES: Final[int] = _RAW["solo_board_spaces"]
SOLO_WIPE_SPACES: Final[frozenset[int]] = frozenset(_RAW["solo_wipe_spaces"])
#: The rune a level names (Sacrifice, Levitation, Time Travel): level -> rune index.
LEVEL_RUNE: Final[dict[int, int]] = {int(k): RUNES.index(v) for k, v in _RAW["level_runes"].items()}
LEVELS = (3, 4, 5)
PHASES = ("morning", "midday", "evening")


@dataclass(frozen=True, slots=True)
class SpellCard:
    """One spell card: colour, set, phase (None: no action) and per-level facts."""

    index: int
    id: str
    colour: int
    set: int
    phase: int | None
    #: Points at levels 3, 4, 5; ``None`` where the card scores a variable amount.
    points: tuple[int | None, int | None, int | None]
    #: What each level does: "action", "instant", "permanent", "scoring" or "none".
    kinds: tuple[str, str, str]

    def points_at(self, level: int) -> int | None:
        return self.points[level - 3]

    def kind_at(self, level: int) -> str:
        return self.kinds[level - 3]


def _load_spells() -> tuple[SpellCard, ...]:
    cards = []
    for i, raw in enumerate(_RAW["spells"]):
        phase = raw["phase"]
        card = SpellCard(
            index=i,
            id=raw["id"],
            colour=COLOURS.index(raw["colour"]),
            set=int(raw["set"]),
            phase=None if phase is None else PHASES.index(phase),
            points=tuple(raw["points"]),
            kinds=tuple(raw["kinds"]),
        )
        if card.set not in (1, 2, 3) or len(card.points) != 3 or len(card.kinds) != 3:
            raise ValueError(f"spellbook.json: malformed spell {raw['id']!r}")
        cards.append(card)
    per_colour_set = {(c.colour, c.set) for c in cards}
    if len(cards) != 21 or len(per_colour_set) != 21:
        raise ValueError("spellbook.json: need exactly one spell per colour and set (21)")
    return tuple(cards)


# Final: compiled, read from a C static instead of the module dictionary (hot paths).
SPELLS: Final[tuple[SpellCard, ...]] = _load_spells()
SPELL_INDEX: dict[str, int] = {c.id: c.index for c in SPELLS}
assert FAMILIAR_SPACES == 14 and TOTAL_TOKENS == 105
# Three runes: hot loops over one rune's kinds step by a literal 3 (compiled, a range with a
# step that is not a literal runs through Python's range object), and rune totals are
# three native values (``learning._rune_totals``).
assert NUM_RUNES == 3


#: Each spell's colour, for hot loops.
SPELL_COLOURS: Final[tuple[int, ...]] = tuple(c.colour for c in SPELLS)
#: The first token kind of each spell's colour (``colour * NUM_RUNES``), for hot loops.
SPELL_BASES: Final[tuple[int, ...]] = tuple(c.colour * NUM_RUNES for c in SPELLS)
#: Each spell's phase as a plain integer (-1: no phase action), for hot loops (a
#: comparison with ``int | None`` is a generic one, compiled).
SPELL_PHASES: Final[tuple[int, ...]] = tuple(-1 if c.phase is None else c.phase for c in SPELLS)
#: The levels at which each spell gives a phase action, as bits ``1 << level``.
ACTION_LEVELS: Final[tuple[int, ...]] = tuple(
    sum(1 << lv for lv in LEVELS if c.kind_at(lv) == "action") for c in SPELLS
)


def spell(name: str) -> int:
    """Index of the spell ``name`` (``"time_travel"``...); raises ValueError if unknown."""
    try:
        return SPELL_INDEX[name]
    except KeyError:
        raise ValueError(
            f"unknown spell {name!r}; known spells: {', '.join(SPELL_INDEX)}"
        ) from None


def kind(colour: int, rune: int) -> int:
    return colour * NUM_RUNES + rune


def colour_of(k: int) -> int:
    return k // NUM_RUNES


def rune_of(k: int) -> int:
    return k % NUM_RUNES


#: Whether this module runs compiled (mypyc: its functions are built-in functions). Hot
#: count sums use a written-out loop there (native code, several times cheaper than the
#: ``sum`` builtin's iterator protocol) and ``sum`` interpreted (where it is the faster).
NATIVE: Final = type(rune_of).__name__ != "function"


def total(counts: list[int]) -> int:
    """The sum of a count vector (a pool, the bag, the altar)."""
    if NATIVE:
        n: i64 = 0  # a native integer: no tagged-integer checks per element
        for c in counts:
            n += c
        return n
    return sum(counts)


def has_any(counts: list[int]) -> bool:
    """Whether a count vector holds anything (``any``, without the builtin's call, which
    compiled code looks up by name on every use)."""
    for c in counts:  # noqa: SIM110 - the plain loop compiles to native code
        if c:
            return True
    return False


def token_code(k: int) -> str:
    """Compact token code: colour letter + rune letter, e.g. ``"Ro"`` (red circle)."""
    return COLOUR_CODES[colour_of(k)] + RUNE_CODES[rune_of(k)]


def parse_token(code: str) -> int:
    """Parse a token code (``"Ro"``, ``"Kt"``, ``"Ys"``) or ``"red/circle"``."""
    text = code.strip()
    if "/" in text:
        c, _, r = text.partition("/")
        if c in COLOURS and r in RUNES:
            return kind(COLOURS.index(c), RUNES.index(r))
    elif len(text) == 2 and text[0] in COLOUR_CODES and text[1] in RUNE_CODES:
        return kind(COLOUR_CODES.index(text[0]), RUNE_CODES.index(text[1]))
    raise ValueError(
        f"bad token {code!r}: write a colour letter ({'/'.join(COLOUR_CODES)}) and a rune "
        f"letter ({'/'.join(RUNE_CODES)}), e.g. 'Ro', or 'red/circle'"
    )


def familiar_value(stored: int) -> int:
    return FAMILIAR_VALUES[min(stored, FAMILIAR_SPACES)]


def solo_opponent_value(tokens: int) -> int:
    """Score of the solo opponent board with ``tokens`` stored (bottom area not included)."""
    return 0 if tokens < 4 else 14 + 2 * (tokens - 4)
