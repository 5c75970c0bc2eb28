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
from tomecraft.games.wonderbook.state import WonderState

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


# -- 2. known deck order -------------------------------------------------------------------
_KEEP: list[object] = []  # scripts are numbered by object id: keep each one alive


def _run(st: Any, steps: list[dict[str, Any]]) -> None:
    from tomecraft.games.wonderbook.pack import Step
    from tomecraft.games.wonderbook.tasks import Run

    script = [Step.model_validate(x) for x in steps]
    _KEEP.append(script)
    st.stack.append(Run(st.c.script(script), -1))
    st.settle()


def test_wyrm_card_on_top_is_drawn_next_without_chance() -> None:
    from tomecraft.games.wonderbook.render import board

    from .helpers import to_round_stage

    st = arena(2, ["sid", "lara"])
    extra = st.c.wyrm_index["t-extra"]
    _run(st, [{"do": "wyrm_card", "card": "t-extra", "place": "top"}])
    assert st.wyrm_top == [extra] and extra in st.wyrm_deck and "t-extra" in st.wyrm_added
    view = st.view(1)
    assert view["wyrm_top"] == [extra] and view["table"]["wyrm_known"]["top"] == ["t-extra"]
    assert "wb-board-wyrm-known" in str(board(st, None))
    to_round_stage(st, 1)  # the enemies' phase reveals a card: the known top one
    assert st.last_wyrm_card == extra and st.wyrm_top == [] and extra not in st.wyrm_deck


def test_known_bottom_card_comes_last() -> None:
    from tomecraft.games.wonderbook.decks import (
        forced_wyrm_draw,
        take_wyrm_card,
        unknown_wyrm_cards,
    )

    from .helpers import to_round_stage

    st = arena(2, ["sid", "lara"])
    first, burst = st.c.wyrm_index["t-first"], st.c.wyrm_index["t-burst"]
    extra = st.c.wyrm_index["t-extra"]
    _run(st, [{"do": "wyrm_card", "card": "t-extra", "place": "bottom"}])
    assert st.wyrm_bottom == [extra] and unknown_wyrm_cards(st) == [first, burst]
    to_round_stage(st, 1)
    d = st.decision()
    assert d is not None and d.kind == "wyrm-card"
    assert set(d.ids) == {A.WYRM_CARD + first, A.WYRM_CARD + burst}  # never the bottom card
    assert forced_wyrm_draw(st) == -1
    take_wyrm_card(st, first)
    take_wyrm_card(st, burst)
    assert forced_wyrm_draw(st) == extra
    take_wyrm_card(st, extra)
    assert st.wyrm_deck == [] and st.wyrm_bottom == []


def test_moving_a_card_of_the_deck_on_top() -> None:
    st = arena(2, ["sid", "lara"])
    burst = st.c.wyrm_index["t-burst"]
    st.wyrm_deck.remove(burst)
    st.wyrm_discard.append(burst)
    _run(st, [{"do": "wyrm_card", "card": "t-burst", "place": "top"}])
    assert st.wyrm_discard == [] and st.wyrm_top == [burst] and "t-burst" not in st.wyrm_added
    _run(st, [{"do": "wyrm_card", "card": "t-burst", "place": "bottom"}])
    assert st.wyrm_top == [] and st.wyrm_bottom == [burst] and st.wyrm_deck.count(burst) == 1
    _run(st, [{"do": "wyrm_card", "card": "t-burst"}])  # shuffle: already in the deck
    assert st.wyrm_deck.count(burst) == 1


def test_a_card_that_goes_back_on_top(tmp_path: Path) -> None:
    from tomecraft.core import Rng

    from .helpers import GAME, to_round_stage

    def after_top(d: dict[str, Any]) -> None:
        d["cards"][1]["after"] = "top"  # t-burst

    pack = _pack(tmp_path, "wyrms.json", after_top)
    config = {"pack": str(pack), "players": 2, "heroes": ["sid", "lara"], "max_rounds": 99}
    st = GAME.new_state(config, Rng(0))
    assert isinstance(st, WonderState)
    burst = st.c.wyrm_index["t-burst"]
    to_round_stage(st, 1)
    st.apply(A.WYRM_CARD + burst)
    assert st.wyrm_top == [burst] and burst not in st.wyrm_discard
    same = WonderState.from_json(st.to_json())
    assert same.wyrm_top == [burst]


def test_loader_deck_order(tmp_path: Path) -> None:
    def good(d: dict[str, Any]) -> None:
        d["cards"][7]["script"][0]["place"] = "top"

    load_pack(_pack(tmp_path, "chapters/arena.json", good))

    def bad_place(d: dict[str, Any]) -> None:
        d["cards"][7]["script"][0]["place"] = "middle"

    with pytest.raises(PackError) as e:
        load_pack(_pack(tmp_path, "chapters/arena.json", bad_place, "bad1"))
    assert (e.value.file, e.value.card, e.value.field) == (
        "chapters/arena.json",
        "#8",
        "script[0].place",
    )

    def place_elsewhere(d: dict[str, Any]) -> None:
        d["cards"][7]["script"][1]["place"] = "top"

    with pytest.raises(PackError, match="not used by verb 'scene'") as e:
        load_pack(_pack(tmp_path, "chapters/arena.json", place_elsewhere, "bad2"))
    assert e.value.field == "script[1].place"

    def loop(d: dict[str, Any]) -> None:
        d["cards"][0]["after"] = "top"  # t-first reveals another

    with pytest.raises(PackError, match="reveals another") as e:
        load_pack(_pack(tmp_path, "wyrms.json", loop, "bad3"))
    assert (e.value.file, e.value.card, e.value.field) == ("wyrms.json", "'t-first'", "after")

    def itself(d: dict[str, Any]) -> None:
        d["cards"][1]["script"].append({"do": "wyrm_card", "card": "t-burst", "place": "top"})

    with pytest.raises(PackError, match="itself") as e:
        load_pack(_pack(tmp_path, "wyrms.json", itself, "bad4"))
    assert (e.value.card, e.value.field) == ("'t-burst'", "script[1].card")
