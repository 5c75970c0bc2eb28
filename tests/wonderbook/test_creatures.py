"""Hearts for allies and for enemies that are not Wyrms (rulebook L84-85: hearts stand for
the life of heroes, allies and some enemies): a chapter lists its ``creatures``, the verb
``creature`` places, moves or removes one, ``creature_hearts`` heals or hurts it (at 0 it
leaves the board), the condition ``creature`` tests it; hearts come from the limited
supply; the state, the view, the terminal board and the browser board show them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import InvalidPosition
from tomecraft.games.wonderbook import scene_changes
from tomecraft.games.wonderbook.pack import Cond
from tomecraft.games.wonderbook.render import board, zone_content
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import BOARD_JS, run_story, story_error, story_game, zone

CREATURES = [
    {"id": "pip", "kind": "ally", "hearts": 3},
    {"id": "ogre", "kind": "enemy", "hearts": 4},
]


def _game(tmp_path: Path, script: list[dict[str, Any]]) -> WonderState:
    """The arena with the chapter ally and enemy, the story card running ``script``."""
    return story_game(tmp_path, script, creatures=CREATURES)


def _cond(**kw: Any) -> Cond:
    return Cond.model_validate({"if": "creature", **kw})


def test_placed_creatures_hold_hearts_from_the_supply(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "creature", "card": "pip", "zone": "y"},
                          {"do": "creature", "card": "ogre", "zone": "x"}])
    before = st.hearts_supply()
    run_story(st)
    assert st.creature_zone == [zone(st, "y"), zone(st, "x")]
    assert st.creature_hearts == [3, 4]
    assert st.hearts_supply() == before - 7
    assert st.holds(_cond(creature="pip", zone="y", at_least=3))
    assert not st.holds(_cond(creature="pip", zone="x"))
    assert st.holds(_cond(creature="ogre", at_most=4))
    view = st.view(0)
    assert view["creatures"] == [[zone(st, "y"), 3], [zone(st, "x"), 4]]
    assert view["table"]["creatures"] == [
        {"id": "pip", "kind": "ally", "max": 3}, {"id": "ogre", "kind": "enemy", "max": 4}
    ]
    assert st.clone().creature_hearts == [3, 4]
    again = WonderState.from_json(st.to_json())
    assert again.creature_zone == st.creature_zone and again.creature_hearts == [3, 4]


def test_hurt_heal_and_defeat(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "creature", "card": "ogre", "zone": "x"},
                          {"do": "creature_hearts", "card": "ogre", "n": -3},
                          {"do": "creature_hearts", "card": "ogre", "n": 9}])
    st.take_events()
    run_story(st)
    assert st.creature_hearts[1] == 4  # healed back to its maximum, never above
    keys = [e.msg.key for e in st.take_events() if e.kind == "creature"]
    assert keys == ["wb-ev-creature", "wb-ev-creature-hurt", "wb-ev-creature-heal"]
    supply = st.hearts_supply()
    scene_changes.creature_gain(st, 1, -9)
    assert st.creature_zone[1] == -1 and st.creature_hearts[1] == 0
    assert st.hearts_supply() == supply + 4  # its hearts go back to the supply
    events = st.take_events()
    assert events[-1].msg.key == "wb-ev-creature-down-enemy"
    assert not st.holds(_cond(creature="ogre"))
    scene_changes.creature_gain(st, 1, 2)  # off the board: nothing happens
    assert st.creature_hearts[1] == 0


def test_a_scene_change_takes_allies_along_and_enemies_off(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "creature", "card": "pip", "zone": "y"},
                          {"do": "creature", "card": "ogre", "zone": "y"},
                          {"do": "creature_hearts", "card": "pip", "n": -1}])
    run_story(st)
    scene_changes.switch_scene(st, st.scene)
    assert st.creature_zone == [st.ch.starts[st.scene], -1]
    assert st.creature_hearts == [2, 0]
    scene_changes.place_creature(st, 0, -1)
    assert st.creature_zone[0] == -1 and st.creature_hearts[0] == 0


def test_the_boards_show_creatures(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "creature", "card": "pip", "zone": "y"},
                          {"do": "creature", "card": "ogre", "zone": "y"}])
    run_story(st)
    assert zone_content(st, zone(st, "y"))[2].split()[-2:] == ["+1:3", "!2:4"]
    rows = [r for r in board(st, 0)[0].rows if getattr(r.label, "key", "").startswith(
        "wb-board-creature-")]
    assert [r.label.key for r in rows] == [  # type: ignore[union-attr]
        "wb-board-creature-ally", "wb-board-creature-enemy"
    ]
    js = BOARD_JS.read_text(encoding="utf-8")
    assert "creatureToken" in js and "v.creatures" in js
    for lang in ("en", "es", "de", "zh-TW"):
        text = Translator(lang)(rows[0].cells[0].text)
        assert "3/3" in text, (lang, text)


def test_a_document_with_a_bad_creature_is_refused(tmp_path: Path) -> None:
    st = _game(tmp_path, [{"do": "creature", "card": "pip", "zone": "y"}])
    run_story(st)
    doc = st.to_json()
    doc["creatures"][0][1] = 9
    with pytest.raises(InvalidPosition, match="creature 'pip'"):
        WonderState.from_json(doc)
    doc["creatures"] = [[-1, 0]]
    with pytest.raises(InvalidPosition, match="one entry per creature"):
        WonderState.from_json(doc)


@pytest.mark.parametrize(
    ("script", "creatures", "card", "field", "problem"),
    [
        ([{"do": "creature", "card": "pip"}], None, "#8", "script[0]", "verb 'creature'"),
        ([{"do": "creature", "card": "nobody", "zone": "y"}], None, "#8", "script",
         "unknown creature 'nobody'"),
        ([{"do": "creature_hearts", "card": 3}], None, "#8", "script[0]", "takes a card id"),
        ([{"do": "if", "cond": {"if": "creature", "creature": "nobody"}, "then": []}], None,
         "#8", "script", "unknown creature 'nobody'"),
        ([], [{"id": "pip", "kind": "ally", "hearts": 3}] * 2, "'pip'", "id", "duplicate"),
        ([], [{"id": f"c{i}", "kind": "enemy", "hearts": 10} for i in range(3)], "'c2'",
         "hearts", "at most"),
        ([], [{"id": "pip", "kind": "friend", "hearts": 3}], "'pip'", "kind", "'ally' or"),
    ],
)
def test_the_loader_refuses_bad_creatures(
    tmp_path: Path, script: list[Any], creatures: Any, card: str, field: str, problem: str
) -> None:
    err = story_error(tmp_path, script, creatures=CREATURES if creatures is None else creatures)
    assert err.file == "chapters/arena.json", err
    assert card in err.card and err.field.startswith(field) and problem in err.problem, (
        err.card, err.field, err.problem
    )
