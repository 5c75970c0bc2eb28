"""The treasure-chest envelope (rulebook L94-95: sealed until the game says to open it): a
pack's ``chest`` script runs when a ``chest`` step opens it, once in a campaign; the
record, the state, the view, the terminal board and the browser board say whether it is
open; the loader refuses a bad chest naming file, card and field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tomecraft.games.wonderbook.game import parse_record
from tomecraft.games.wonderbook.pack import Cond, PackError, load_pack
from tomecraft.games.wonderbook.render import board
from tomecraft.games.wonderbook.state import WonderState

from .helpers import TESTPACK, arena, edited_pack, run_story

CHEST = {"script": [{"do": "key", "key": "gold-key"}, {"do": "destiny", "n": 1}]}


def _pack(tmp_path: Path, chest: Any = CHEST, script: Any = None) -> Path:
    """The test pack with a chest in pack.json and card 8 (story) opening it."""
    dst = edited_pack(tmp_path, "chapters/arena.json",
                      lambda d: d["cards"][7].__setitem__("script", script or [{"do": "chest"}]))
    info = json.loads((dst / "pack.json").read_text())
    if chest is not None:
        info["chest"] = chest
    (dst / "pack.json").write_text(json.dumps(info))
    return dst


def _sealed_row(st: WonderState) -> str:
    rows = [r for r in board(st, 0)[0].rows if getattr(r.label, "key", "") == "wb-board-chest"]
    return rows[0].cells[0].text.key if rows else ""  # type: ignore[union-attr]


def test_opening_the_chest_runs_its_script_once_per_campaign(tmp_path: Path) -> None:
    pack = str(_pack(tmp_path))
    st = arena(2, ["sid", "lara"], pack=pack)
    up = st.destiny_up
    assert not st.chest_open and not st.holds(Cond.model_validate({"if": "chest"}))
    assert _sealed_row(st) == "wb-board-chest-sealed"
    assert st.view(0)["chest_open"] is False and st.view(0)["table"]["chest"] is True
    st.take_events()
    run_story(st)
    assert st.chest_open and "gold-key" in st.keys and st.destiny_up == up + 1
    assert [e.msg.key for e in st.take_events() if e.kind == "chest"] == ["wb-ev-chest"]
    assert _sealed_row(st) == "wb-board-chest-open"
    assert st.holds(Cond.model_validate({"if": "chest"}))
    assert WonderState.from_json(st.to_json()).chest_open and st.clone().chest_open
    # a second opening finds it empty
    run_story(st)
    assert st.destiny_up == up + 1
    assert [e.msg.key for e in st.take_events() if e.kind == "chest"] == ["wb-ev-chest-empty"]
    # the campaign remembers it after a win; a loss hands back the record it began with
    st.win()
    rec = st.campaign_record()
    assert rec["chest"] is True and parse_record(rec)["chest"] is True
    nxt = arena(2, ["sid", "lara"], pack=pack, campaign=rec, chapter="arena")  # played again
    assert nxt.chest_open
    lost = arena(2, ["sid", "lara"], pack=pack)
    run_story(lost)
    lost.lose("destiny")
    assert lost.campaign_record()["chest"] is False


def test_a_pack_without_a_chest_shows_none() -> None:
    st = arena(2, ["sid", "lara"], pack=TESTPACK)
    assert st.c.chest_script == -1 and _sealed_row(st) == ""
    assert st.view(0)["table"]["chest"] is False
    js = (Path(__file__).parents[2] / "src/tomecraft/games/wonderbook/web/board.js").read_text()
    assert "tb.chest" in js and "v.chest_open" in js


def test_a_search_copy_stops_before_the_sealed_envelope(tmp_path: Path) -> None:
    st = arena(2, ["sid", "lara"], pack=str(_pack(tmp_path)))
    blind = st.clone()
    blind.blind = True
    run_story(blind)
    assert blind.cut and not blind.chest_open and "gold-key" not in blind.keys


@pytest.mark.parametrize(
    ("chest", "script", "file", "card", "field", "problem"),
    [
        ({"script": [{"do": "wyrms", "n": 1}]}, None, "pack.json", "chest", "script[0].do",
         "cannot be in the chest"),
        ({"script": [{"do": "wyrm_card", "card": "nope"}]}, None, "pack.json", "chest",
         "script[0].card", "unknown Wyrm card"),
        ({"script": []}, None, "pack.json", "", "chest.script", ""),
        (None, None, "chapters/arena.json", "#8", "script", "has no treasure chest"),
        (CHEST, [{"do": "chest", "n": 2}], "chapters/arena.json", "#8", "script[0].n",
         "not used by verb 'chest'"),
    ],
)
def test_the_loader_refuses_a_bad_chest(
    tmp_path: Path, chest: Any, script: Any, file: str, card: str, field: str, problem: str
) -> None:
    with pytest.raises(PackError) as e:
        load_pack(_pack(tmp_path, chest, script))
    err = e.value
    assert (err.file, err.card) == (file, card) and err.field.startswith(field), err
    assert problem in err.problem, err
