"""Issue 22 section 3: every "of your choice" is a decision of the group or of the hero it
names (never the engine's first match); known deck order; heroes without an ability and
optional abilities. Loader tests (good and bad content) and rules tests."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tomecraft.games.wonderbook.pack import PackError, load_pack

from .helpers import TESTPACK, A, arena, do, hero

Edit = Callable[[dict[str, Any]], None]


def _pack(tmp_path: Path, file: str, edit: Edit, name: str = "pack") -> Path:
    """A copy of the test pack with one file edited (``name``: a fresh folder; loaded
    packs are cached by path)."""
    dst = tmp_path / name
    if not dst.exists():
        shutil.copytree(TESTPACK, dst)
    path = dst / file
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    return dst


# -- 1. choices ----------------------------------------------------------------------------
def test_ask_whom_when_several_heroes_hold_the_item() -> None:
    """Two heroes nearby hold copies of one passage: the asker's player picks whom to ask
    (the engine used to ask the first hero in seat order)."""
    st = arena(3, ["sid", "lara", "ken"])
    sid, lara, ken = hero(st, "sid"), hero(st, "lara"), hero(st, "ken")
    copy = A.PASSAGE_ITEM + 0
    st.items[lara].append(copy)
    st.items[ken].append(copy)
    do(st, A.HERO + sid, "next-hero")
    do(st, A.ASK + copy, "action")
    d = st.decision()
    assert d is not None and d.kind == "ask-whom" and d.actor == st.seat_of[sid]
    assert set(d.ids) == {A.HERO + lara, A.HERO + ken}
    do(st, A.HERO + ken, "ask-whom")
    d = st.decision()
    assert d is not None and d.kind == "consent" and d.actor == st.seat_of[ken]
    do(st, A.YES, "consent")
    assert copy in st.items[sid] and copy in st.items[lara] and copy not in st.items[ken]


def test_ask_a_single_holder_asks_at_once() -> None:
    st = arena(2, ["sid", "lara"])
    st.give_item(1, 6)
    do(st, A.HERO + 0, "next-hero")
    do(st, A.ASK + 6, "action")
    d = st.decision()
    assert d is not None and d.kind == "consent" and d.actor == st.seat_of[1]


def test_loader_item_step_goes_to_one_hero(tmp_path: Path) -> None:
    def good(d: dict[str, Any]) -> None:
        d["cards"][0]["back"] = [{"do": "item", "card": 7, "who": "choose"}]

    load_pack(_pack(tmp_path, "chapters/arena.json", good))

    def bad(d: dict[str, Any]) -> None:
        d["cards"][0]["back"] = [{"do": "item", "card": 7, "who": "each"}]

    with pytest.raises(PackError) as e:
        load_pack(_pack(tmp_path, "chapters/arena.json", bad, "bad"))
    assert e.value.file == "chapters/arena.json" and e.value.card == "#1"
    assert e.value.field == "back[0].who" and "one hero" in e.value.problem
