"""The Dark Aura token (rulebook L89-90: one token, used when a card says so): the verb
``aura`` places it in a zone or takes it off the board, the condition ``aura`` tests
where it is; the state, the view, the terminal map and the browser board show it, and the
loader refuses a bad ``aura`` naming file, card and field."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import InvalidPosition
from tomecraft.games.wonderbook import scene_changes
from tomecraft.games.wonderbook.pack import Cond, PackError, load_pack
from tomecraft.games.wonderbook.render import map_key, text_map, zone_content
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import (
    BOARD_JS,
    assert_story_refused,
    edited_pack,
    run_story,
    story,
    story_error,
    story_game,
    zone,
)


def test_the_aura_goes_to_a_zone_moves_and_leaves(tmp_path: Path) -> None:
    st = story_game(tmp_path, [{"do": "aura", "zone": "y"}])
    assert st.aura == -1
    assert not st.holds(Cond.model_validate({"if": "aura"}))
    st.take_events()
    run_story(st)
    y = zone(st, "y")
    assert st.aura == y
    events = st.take_events()
    assert [e.msg.key for e in events if e.kind == "aura"] == ["wb-ev-aura"]
    assert "Dark Aura" in Translator("en")(events[-1].msg)
    assert st.holds(Cond.model_validate({"if": "aura"}))
    assert st.holds(Cond.model_validate({"if": "aura", "zone": "y"}))
    assert not st.holds(Cond.model_validate({"if": "aura", "zone": "x"}))
    # public: in the view, kept by a clone and a round trip
    assert st.view(0)["aura"] == y and st.view(None)["aura"] == y
    assert st.clone().aura == y
    assert WonderState.from_json(st.to_json()).aura == y
    # only one token: placing it again moves it
    scene_changes.place_aura(st, zone(st, "x"))
    assert st.aura == zone(st, "x")
    scene_changes.place_aura(st, -1)
    assert st.aura == -1 and st.take_events()[-1].msg.key == "wb-ev-aura-gone"


def test_erase_takes_it_off_and_a_scene_change_clears_it(tmp_path: Path) -> None:
    st = story_game(tmp_path, [{"do": "aura", "zone": "z"}, {"do": "aura", "erase": True}])
    run_story(st)
    assert st.aura == -1
    scene_changes.place_aura(st, zone(st, "z"))
    scene_changes.switch_scene(st, st.scene)
    assert st.aura == -1


def test_maps_show_it(tmp_path: Path) -> None:
    st = story_game(tmp_path, [{"do": "aura", "zone": "y"}])
    assert "&" not in " ".join(zone_content(st, zone(st, "y")))
    run_story(st)
    assert "&" in zone_content(st, zone(st, "y"))[2]
    assert "&" in "\n".join(text_map(st))
    for lang in ("en", "es", "de", "zh-TW"):
        assert "& " in Translator(lang)(map_key(st))
    js = BOARD_JS.read_text(encoding="utf-8")
    assert "v.aura" in js and 'data-testid": "aura"' in js


def test_a_document_with_the_aura_off_the_map_is_refused(tmp_path: Path) -> None:
    st = story_game(tmp_path, [{"do": "aura", "zone": "y"}])
    doc = st.to_json()
    doc["aura"] = 99
    with pytest.raises(InvalidPosition, match="Dark Aura"):
        WonderState.from_json(doc)
    del doc["aura"]  # older documents have none: off the board
    assert WonderState.from_json(doc).aura == -1


@pytest.mark.parametrize(
    ("step", "field", "problem"),
    [
        ({"do": "aura"}, "script[0]", "verb 'aura' places the Dark Aura"),
        ({"do": "aura", "zone": "y", "erase": True}, "script[0]", "one of the two"),
        ({"do": "aura", "zone": "nowhere"}, "script", "unknown zone 'nowhere'"),
        ({"do": "aura", "n": 2, "zone": "y"}, "script[0].n", "not used by verb 'aura'"),
    ],
)
def test_the_loader_refuses_a_bad_aura(
    tmp_path: Path, step: dict[str, Any], field: str, problem: str
) -> None:
    assert_story_refused(tmp_path, [step], field, problem)


def test_the_loader_refuses_an_aura_condition_on_an_unknown_zone(tmp_path: Path) -> None:
    cond = {"do": "if", "cond": {"if": "aura", "zone": "nowhere"}, "then": [{"do": "destiny"}]}
    err = story_error(tmp_path, [cond])
    assert err.card == "#8" and "unknown zone 'nowhere'" in err.problem
    bad_field = {"do": "if", "cond": {"if": "aura", "at_least": 1}, "then": []}
    with pytest.raises(PackError, match="not used by condition 'aura'"):
        load_pack(edited_pack(tmp_path / "b", "chapters/arena.json", story([bad_field])))
