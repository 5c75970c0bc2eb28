"""The Big Book of Madness's game options: players, difficulty, mode, mages, pack, first player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core import InvalidConfig
from tomecraft.core.config import distinct_known_ids, refuse_unknown, seat_option
from tomecraft.games.madness.data import content

DIFFICULTIES = ("I", "II", "III")
MODES = ("normal", "terror", "nightmare")
_DIFF_ALIASES = {"1": "I", "2": "II", "3": "III", "i": "I", "ii": "II", "iii": "III"}


def parse_difficulty(value: Any) -> str:
    text = str(value).strip()
    if text in DIFFICULTIES:
        return text
    out = _DIFF_ALIASES.get(text.lower())
    if out is None or isinstance(value, bool):
        raise InvalidConfig(f"difficulty must be I, II or III (or 1, 2, 3), got {value!r}")
    return out

def parse_config(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Options: ``players`` 2-5 (default 2), ``difficulty`` I/II/III or 1-3 (default I),
    ``mode`` normal/terror/nightmare (default normal), ``mages`` (one mage id per seat,
    a list or a comma-separated string; default: chosen at random), ``pack`` (a
    bundled pack's name, default ``original``; a content-pack folder only where
    local files are allowed), ``first_player``."""
    known = {"players", "difficulty", "mode", "mages", "pack", "first_player"}
    refuse_unknown(raw, known, "Big Book of Madness")
    players = raw.get("players", 2)
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
        raise InvalidConfig(f"players must be 2, 3, 4 or 5, got {players!r}")
    c = content.option(raw.get("pack"))
    cfg: dict[str, Any] = {
        "players": players,
        "difficulty": parse_difficulty(raw.get("difficulty", "I")),
    }
    mode = str(raw.get("mode", "normal")).strip().lower()
    if mode not in MODES:
        raise InvalidConfig(
            f"mode must be normal, terror or nightmare, got {raw.get('mode')!r}"
        )
    cfg["mode"] = mode
    if raw.get("pack") not in (None, "original"):
        cfg["pack"] = c.key
    mages = raw.get("mages")
    if mages is not None:
        cfg["mages"] = distinct_known_ids(
            mages,
            players,
            [m.id for m in c.mages],
            f"mages needs one mage id per player ({players}), got {{ids}}; known: {{known}}",
            "unknown mage {id}; known: {known}",
            "each player needs a different mage, got {ids}",
        )
    first = raw.get("first_player")
    if first is not None:
        cfg["first_player"] = seat_option("first_player", first, players)
    return cfg


__all__ = ["DIFFICULTIES", "MODES", "parse_config", "parse_difficulty"]
