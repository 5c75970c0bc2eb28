"""SpellBook's observation vector for learning agents (see ``docs/observations.md``).

The vector is built from ``state.view(seat)`` alone, so it never holds hidden
information (in SpellBook only the bag's order is hidden, and the view drops it) and two
states with the same view give the same vector. Its length does not depend on the
configuration: seats are rotated so that the observer comes first and padded to four.
Every entry is in ``[0, 1]``: counts are divided by their largest possible value (and
clipped where a value could in principle exceed it), categories are one-hot.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    NUM_COLOURS,
    NUM_KINDS,
    NUM_RUNES,
    SOLO_BOARD_SPACES,
    SPELL_INDEX,
    SPELLS,
    TOKENS_PER_KIND,
    colour_of,
    rune_of,
)

#: Seats encoded (games with fewer seats are padded with zeros).
MAX_SEATS = 4
#: Phases as ``SpellBookState.phase`` names them.
PHASES: tuple[str, ...] = ("morning", "midday", "evening", "end", "over")
#: Every decision kind SpellBook poses (``Decision.kind``), in a fixed order.
DECISION_KINDS: tuple[str, ...] = (
    "morning",
    "midday",
    "evening",
    "swift",
    "take",
    "take-store",
    "store",
    "discard",
    "swap-altar",
    "swap-familiar",
    "storm",
    "bottom",
    "raise",
    "focus",
    "communion",
    "learn-choose",
    "learn-marker",
    "learn-pay",
    "solo-move",
    "draw",
)
#: Learned levels, one-hot per spell slot (0 = not learned).
LEVELS: tuple[int, ...] = (0, 3, 4, 5)
#: Scale of a seat's score (clipped to 1 above it).
SCORE_SCALE = 100.0
#: Scale of the solo opponent's bottom area (clipped to 1 above it).
BOTTOM_SCALE = 10.0

#: Per spell slot: level one-hot, marker rune one-hot, learned this day.
SLOT_SIZE = len(LEVELS) + NUM_RUNES + 1
#: One seat's block, in order.
SEAT_FIELDS: tuple[tuple[str, int], ...] = (
    ("present", 1),
    ("pool", NUM_KINDS),
    ("familiar_size", 1),
    ("familiar_colours", NUM_COLOURS),
    ("score", 1),
    ("slots", NUM_COLOURS * SLOT_SIZE),
)
SEAT_SIZE = sum(n for _, n in SEAT_FIELDS)
#: The whole vector, in order (``seats`` is ``MAX_SEATS`` seat blocks).
FIELDS: tuple[tuple[str, int], ...] = (
    ("altar", NUM_KINDS),
    ("bag", NUM_KINDS),
    ("discard", NUM_KINDS),
    ("seats", MAX_SEATS * SEAT_SIZE),
    ("spells_in_play", len(SPELLS)),
    ("phase", len(PHASES)),
    ("turn", MAX_SEATS),
    ("actor", MAX_SEATS),
    ("first_player", MAX_SEATS),
    ("decision_kind", len(DECISION_KINDS)),
    ("end_triggered", 1),
    ("solo_board", 1),
    ("solo_bottom", 1),
)
OBSERVATION_SIZE = sum(n for _, n in FIELDS)


def _offsets(fields: Sequence[tuple[str, int]]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    at = 0
    for name, size in fields:
        out[name] = (at, at + size)
        at += size
    return out


#: ``name -> (start, end)`` index ranges of :data:`FIELDS` (end exclusive).
OFFSETS: dict[str, tuple[int, int]] = _offsets(FIELDS)
#: ``name -> (start, end)`` inside one seat block.
SEAT_OFFSETS: dict[str, tuple[int, int]] = _offsets(SEAT_FIELDS)

_KIND_INDEX = {k: i for i, k in enumerate(DECISION_KINDS)}
_PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
_LEVEL_INDEX = {lv: i for i, lv in enumerate(LEVELS)}


def _counts(out: list[float], at: int, counts: Sequence[int], scale: float) -> None:
    for i, c in enumerate(counts):
        out[at + i] = min(float(c) / scale, 1.0)


def encode_view(view: Mapping[str, Any]) -> list[float]:
    """The observation vector of a view (``SpellBookState.view(seat)`` with a seat)."""
    viewer = view.get("viewer")
    players = int(view["players"])
    if not isinstance(viewer, int) or not 0 <= viewer < players:
        raise ValueError(f"an observation needs a seat's view (0-{players - 1}), got {viewer!r}")
    out = [0.0] * OBSERVATION_SIZE

    def rel(seat: int) -> int:
        return (seat - viewer) % players

    _counts(out, OFFSETS["altar"][0], view["altar"], TOKENS_PER_KIND)
    _counts(out, OFFSETS["bag"][0], view["bag"], TOKENS_PER_KIND)
    _counts(out, OFFSETS["discard"][0], view["discard"], TOKENS_PER_KIND)

    spells = sorted((SPELL_INDEX[name] for name in view["spells"]), key=lambda s: SPELLS[s].colour)
    scores = view["scores"]
    for seat, data in enumerate(view["seats"]):
        base = OFFSETS["seats"][0] + rel(seat) * SEAT_SIZE
        out[base + SEAT_OFFSETS["present"][0]] = 1.0
        _counts(out, base + SEAT_OFFSETS["pool"][0], data["pool"], TOKENS_PER_KIND)
        familiar = data["familiar"]
        out[base + SEAT_OFFSETS["familiar_size"][0]] = min(len(familiar) / FAMILIAR_SPACES, 1.0)
        colours = [0] * NUM_COLOURS
        for k in familiar:
            colours[colour_of(int(k))] += 1
        _counts(out, base + SEAT_OFFSETS["familiar_colours"][0], colours, FAMILIAR_SPACES)
        out[base + SEAT_OFFSETS["score"][0]] = min(max(scores[seat], 0) / SCORE_SCALE, 1.0)
        levels, markers, fresh = data["levels"], data["markers"], int(data["fresh"])
        for slot, s in enumerate(spells):
            at = base + SEAT_OFFSETS["slots"][0] + slot * SLOT_SIZE
            out[at + _LEVEL_INDEX[int(levels[s])]] = 1.0
            marker = int(markers[s])
            if marker >= 0:
                out[at + len(LEVELS) + rune_of(marker)] = 1.0
            if fresh >> s & 1:
                out[at + len(LEVELS) + NUM_RUNES] = 1.0

    for s in spells:
        out[OFFSETS["spells_in_play"][0] + s] = 1.0
    out[OFFSETS["phase"][0] + _PHASE_INDEX[view["phase"]]] = 1.0
    out[OFFSETS["turn"][0] + rel(int(view["current"]))] = 1.0
    out[OFFSETS["first_player"][0] + rel(int(view["first"]))] = 1.0
    decision = view["decision"]
    if decision is not None:
        actor = int(decision["actor"])
        if actor >= 0:
            out[OFFSETS["actor"][0] + rel(actor)] = 1.0
        kind = decision["kind"]
        if kind not in _KIND_INDEX:
            raise ValueError(
                f"decision kind {kind!r} has no slot in the observation; add it to "
                "tomecraft.games.spellbook.observation.DECISION_KINDS and docs/observations.md"
            )
        out[OFFSETS["decision_kind"][0] + _KIND_INDEX[kind]] = 1.0
    out[OFFSETS["end_triggered"][0]] = 1.0 if view["end_triggered"] else 0.0
    opponent = view["opponent"]
    out[OFFSETS["solo_board"][0]] = min(len(opponent["board"]) / SOLO_BOARD_SPACES, 1.0)
    out[OFFSETS["solo_bottom"][0]] = min(len(opponent["bottom"]) / BOTTOM_SCALE, 1.0)
    return out


__all__ = [
    "DECISION_KINDS",
    "FIELDS",
    "MAX_SEATS",
    "OBSERVATION_SIZE",
    "OFFSETS",
    "PHASES",
    "SEAT_FIELDS",
    "SEAT_OFFSETS",
    "SEAT_SIZE",
    "encode_view",
]
