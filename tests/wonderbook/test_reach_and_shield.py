"""Hero-target ranges and damage prevention (issue 22 section 3). ``reach`` on a per-hero
verb with ``who`` choose/each keeps only the heroes in the acting hero's zone (``here``)
or there and in adjacent zones (``near``: "a hero in your zone or an adjacent zone").
The verb ``shield`` gives shields: each cancels 1 heart the hero would lose, from any
source, and is spent. The state, the saved document, the board and the loader follow."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import InvalidPosition
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import hero_changes
from tomecraft.games.wonderbook.pack import load_pack
from tomecraft.games.wonderbook.render import board
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.games.wonderbook.state_json import MAX_SHIELD
from tomecraft.i18n import Translator

from .helpers import (
    BOARD_JS,
    assert_story_refused,
    edited_pack,
    run_story,
    story,
    story_game,
    zone,
)


def _game(tmp_path: Path, script: list[dict[str, Any]], n: int = 3) -> WonderState:
    return story_game(tmp_path, script, ("sid", "lara", "ken")[:n])


def test_reach_near_offers_only_heroes_in_or_next_to_the_zone(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "hearts", "n": 1, "who": "choose", "reach": "near"}])
    x, y, k = zone(st, "x"), zone(st, "y"), zone(st, "k")
    st.pos[:] = [x, y, k]  # y is next to x, k is not
    for h in range(3):
        st.hearts[h] = 2
    run_story(st, 0)
    d = st.decision()
    assert d is not None and d.kind == "choose-hero"
    assert sorted(d.ids) == [A.HERO + 0, A.HERO + 1]  # not ken, two zones away
    st.apply(A.HERO + 1)
    assert st.hearts == [2, 3, 2]


def test_reach_here_with_one_hero_in_range_needs_no_choice(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "hearts", "n": 1, "who": "choose", "reach": "here"}])
    st.pos[:] = [zone(st, "x"), zone(st, "y"), zone(st, "k")]
    st.hearts[:] = [2, 2, 2]
    before = st.decision()
    run_story(st, 0)
    assert st.hearts == [3, 2, 2]  # only the acting hero stands in its zone
    assert st.decision() == before


def test_each_within_reach(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "sparks", "n": 1, "who": "each", "reach": "near"}])
    st.pos[:] = [zone(st, "x"), zone(st, "y"), zone(st, "k")]
    st.sparks[:] = [0, 0, 0]
    run_story(st, 0)
    assert st.sparks == [1, 1, 0]


def test_without_reach_every_hero_may_be_chosen(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "hearts", "n": 1, "who": "choose"}])
    st.pos[:] = [zone(st, "x"), zone(st, "y"), zone(st, "k")]
    st.hearts[:] = [2, 2, 2]
    run_story(st, 0)
    d = st.decision()
    assert d is not None and sorted(d.ids) == [A.HERO + 0, A.HERO + 1, A.HERO + 2]


def test_a_shield_cancels_hits_then_is_spent(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "shield", "n": 2, "who": "self"}], n=2)
    run_story(st, 0)
    assert st.shield == [2, 0]
    hearts = st.hearts[0]
    st.take_events()
    # a Wyrm's bite, a zone that hurts, a card's heart loss: all use hurt
    hero_changes.hurt(st, 0, 1)
    assert st.hearts[0] == hearts and st.shield[0] == 1
    assert st.take_events()[-1].msg.key == "wb-ev-shield-used"
    hero_changes.hurt(st, 0, 3)  # the last shield cancels one, two hearts are lost
    assert st.hearts[0] == hearts - 2 and st.shield[0] == 0
    hero_changes.hurt(st, 0, 1)
    assert st.hearts[0] == hearts - 3
    hero_changes.add_shield(st, 1, 99)
    assert st.shield[1] == MAX_SHIELD


def test_shields_are_saved_shown_and_translated(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "shield", "n": 1, "who": "self"}], n=2)
    run_story(st, 1)
    assert st.clone().shield == [0, 1]
    doc = st.to_json()
    assert WonderState.from_json(doc).shield == [0, 1]
    assert st.view(None)["shield"] == [0, 1]
    del doc["shield"]  # older documents: no shields
    assert WonderState.from_json(doc).shield == [0, 0]
    doc["shield"] = [0, MAX_SHIELD + 1]
    with pytest.raises(InvalidPosition, match="shield"):
        WonderState.from_json(doc)
    for lang in ("en", "es", "de", "zh-TW"):
        tr = Translator(lang)
        cells = [tr(c.text) for s in board(st, 0) for r in s.rows for c in r.cells]
        assert any("1" in c and ("shield" in c.lower() or "escudo" in c or "Schild" in c
                                 or "護盾" in c) for c in cells), lang
    js = BOARD_JS.read_text(encoding="utf-8")
    assert "v.shield" in js and "shield-${i}" in js


@pytest.mark.parametrize(
    ("step", "field", "problem"),
    [
        ({"do": "hearts", "n": 1, "reach": "near"}, "script[0]", "with who 'choose' or 'each'"),
        ({"do": "shield", "n": 0}, "script[0]", "1 shield or more"),
        ({"do": "shield", "n": 1, "zone": "x"}, "script[0].zone", "not used by verb 'shield'"),
        ({"do": "damage", "n": 1, "reach": "near"}, "script[0].reach", "not used by verb"),
        ({"do": "hearts", "n": 1, "who": "choose", "reach": "far"}, "script[0].reach", ""),
    ],
)
def test_the_loader_refuses_a_bad_reach_or_shield(
    tmp_path: Path, step: dict[str, Any], field: str, problem: str
) -> None:
    assert_story_refused(tmp_path, [step], field, problem)


def test_the_loader_takes_good_reach_and_shield(tmp_path: Path) -> None:
    good = [
        {"do": "shield", "n": 2, "who": "choose", "reach": "near"},
        {"do": "move", "n": 1, "who": "each", "reach": "here"},
    ]
    load_pack(edited_pack(tmp_path, "chapters/arena.json", story(good)))
