"""docs/madness-events.md names every event kind the engine logs and every loss reason."""

from __future__ import annotations

import re
from pathlib import Path

from tomecraft.games.madness.state import LOSS_CAUSES, LOSSES

ROOT = Path(__file__).parents[2]
SOURCE = ROOT / "src" / "tomecraft" / "games" / "madness"
#: The core module that logs a co-op game's ``game-over`` event for it.
COOP = ROOT / "src" / "tomecraft" / "core" / "coop.py"
DOC = (ROOT / "docs" / "madness-events.md").read_text(encoding="utf-8")


def logged_kinds() -> set[str]:
    """Every literal event kind passed to ``log`` in the Madness package (and the core's
    co-op outcome, which logs its ``game-over``)."""
    kinds: set[str] = set()
    for path in [*SOURCE.glob("*.py"), COOP]:
        for first in re.findall(r"\.log\(\s*([^,]+),", path.read_text(encoding="utf-8")):
            kinds.update(re.findall(r'"([a-z-]+)"', first))
    return kinds


def test_every_event_kind_is_documented() -> None:
    kinds = logged_kinds()
    assert {"draw", "madness", "game-over", "mage"} <= kinds
    documented = set(re.findall(r"`([a-z-]+)`", DOC))
    assert sorted(kinds - documented) == []


def test_every_loss_reason_is_documented() -> None:
    for reason in LOSSES:
        assert f"| `{reason}` | `{LOSS_CAUSES[reason]}` |" in DOC
