"""``Match.reveals`` and ``Match.forced``: kept as the few indexes that differ from the
rule (a chance outcome reveals, a player decision reveals nothing, nothing is forced),
read as one mark per decision. Checked against the plain rule, a flag appended per
decision, along narrated games of each game (Wonder Book's player decisions read hidden
card texts, so some of them reveal), with forced decisions taken by ``advance``."""

from __future__ import annotations

from typing import Any

import pytest

from tomecraft.core import CHANCE, Match, Rng, derive_seed

CASES: list[tuple[str, dict[str, Any]]] = [
    ("spellbook", {"players": 3, "set": "classic"}),
    ("wonderbook", {"players": 2, "chapter": "one"}),
    ("madness", {"players": 3}),
]


def _played(game: str, config: dict[str, Any], seed: int) -> tuple[Match, list[bool], list[bool]]:
    """A random game played through ``advance`` (chance and forced decisions) and ``step``,
    with the plain marks appended per decision alongside."""
    match = Match(game, config, seed)
    pick = Rng(seed)
    reveals: list[bool] = []
    forced: list[bool] = []
    seen = match.state.revealed()
    while True:
        for step in match.advance():
            now = match.state.revealed()
            reveals.append(step.actor == CHANCE or now != seen)
            forced.append(step.forced)
            seen = now
        if match.state.actor() is None:
            return match, reveals, forced
        match.step(pick.choice(match.state.legal_ids()))
        now = match.state.revealed()
        reveals.append(now != seen)
        forced.append(False)
        seen = now
        assert len(reveals) == len(match.history)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_marks_follow_the_plain_rule(case: tuple[str, dict[str, Any]]) -> None:
    game, config = case
    player_reveals = 0
    for i in range(3):
        match, reveals, forced = _played(game, config, derive_seed(11, i))
        assert list(match.reveals) == reveals
        assert list(match.forced) == forced
        assert any(forced) and any(reveals) and not all(reveals)
        player_reveals += sum(
            1 for (actor, _), mark in zip(match.history, reveals, strict=True)
            if mark and actor != CHANCE
        )
        # What the undo rule reads: a reveal at or after each index.
        for index in range(len(reveals)):
            assert match._revealed_since(index) == any(reveals[index:]), index
    if game == "wonderbook":
        assert player_reveals > 0  # the sparse list itself is exercised


def test_marks_set_and_mark_forced() -> None:
    match, reveals, forced = _played("wonderbook", {"players": 2, "chapter": "one"}, 5)
    n = len(match.history)
    # Set from marks: read back as set (a chance outcome's mark is always a reveal).
    flipped = [not f for f in forced]
    match.forced = flipped
    assert list(match.forced) == flipped
    match.reveals = [False] * n
    assert list(match.reveals) == [actor == CHANCE for actor, _ in match.history]
    match.reveals = [True] * n
    assert all(match.reveals)
    with pytest.raises(ValueError):
        match.forced = forced[:-1]
    with pytest.raises(ValueError):
        match.reveals = [*reveals, True]
    # mark_forced marks the last decision once.
    match.forced = [False] * n
    match.mark_forced()
    match.mark_forced()
    assert list(match.forced) == [False] * (n - 1) + [True]
    assert match._forced_at == [n - 1]
    with pytest.raises(ValueError):
        Match("spellbook", {"players": 2}, 1).mark_forced()


def test_snapshot_marks() -> None:
    """A snapshot resumed without replaying: every decision counts as a reveal (what each
    revealed is unknown), none as forced; replayed (``verify``): the game's own marks."""
    match, reveals, _forced = _played("spellbook", {"players": 2, "set": "1"}, 3)
    data = match.snapshot()
    quick = Match.from_snapshot(data)
    assert quick.history == match.history
    assert all(quick.reveals) and not any(quick.forced)
    assert len(quick.reveals) == len(quick.forced) == len(match.history)
    checked = Match.from_snapshot(data, verify=True)
    assert list(checked.reveals) == reveals
