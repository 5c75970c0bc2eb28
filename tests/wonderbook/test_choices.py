"""Issue 22 section 3: every "of your choice" is a decision of the group or of the hero it
names (never the engine's first match); known deck order; heroes without an ability and
optional abilities. Loader tests (good and bad content) and rules tests."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tomecraft.games.wonderbook import hero_changes
from tomecraft.games.wonderbook.pack import PackError, load_pack
from tomecraft.games.wonderbook.state import WonderState

from .helpers import A, arena, do, edited_pack, hero

Edit = Callable[[dict[str, Any]], None]


def _pack(tmp_path: Path, file: str, edit: Edit, name: str = "pack") -> Path:
    """A copy of the test pack with one file edited (``name``: a fresh folder; loaded
    packs are cached by path)."""
    return edited_pack(tmp_path, file, edit, name)


def _refused(tmp_path: Path, file: str, edit: Edit, name: str,
             problem: str | None = None) -> PackError:
    """The loader's refusal of the test pack with ``file`` edited (in folder ``name``),
    its problem matching ``problem`` if given."""
    with pytest.raises(PackError, match=problem) as e:
        load_pack(_pack(tmp_path, file, edit, name))
    return e.value


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
    hero_changes.give_item(st, 1, 6)
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

    err = _refused(tmp_path, "chapters/arena.json", bad, "bad")
    assert err.file == "chapters/arena.json" and err.card == "#1"
    assert err.field == "back[0].who" and "one hero" in err.problem


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

    err = _refused(tmp_path, "chapters/arena.json", bad_place, "bad1")
    assert (err.file, err.card, err.field) == (
        "chapters/arena.json",
        "#8",
        "script[0].place",
    )

    def place_elsewhere(d: dict[str, Any]) -> None:
        d["cards"][7]["script"][1]["place"] = "top"

    err = _refused(tmp_path, "chapters/arena.json", place_elsewhere,
                   "bad2", "not used by verb 'scene'")
    assert err.field == "script[1].place"

    def loop(d: dict[str, Any]) -> None:
        d["cards"][0]["after"] = "top"  # t-first reveals another

    err = _refused(tmp_path, "wyrms.json", loop, "bad3", "reveals another")
    assert (err.file, err.card, err.field) == ("wyrms.json", "'t-first'", "after")

    def itself(d: dict[str, Any]) -> None:
        d["cards"][1]["script"].append({"do": "wyrm_card", "card": "t-burst", "place": "top"})

    err = _refused(tmp_path, "wyrms.json", itself, "bad4", "itself")
    assert (err.card, err.field) == ("'t-burst'", "script[1].card")


# -- 3. heroes without an ability, optional steps ("may") ------------------------------------
def _heroes_pack(tmp_path: Path) -> Path:
    def edit(d: dict[str, Any]) -> None:
        heroes = {h["id"]: h for h in d["heroes"]}
        del heroes["ken"]["ability"]  # Ken: no ability of his own
        heroes["lara"]["ability"]["script"][0]["may"] = True  # Lara *may* swap

    return _pack(tmp_path, "heroes.json", edit, "heroes")


def _state(pack: Path, heroes: list[str]) -> WonderState:
    from tomecraft.core import Rng

    from .helpers import GAME

    config = {"pack": str(pack), "players": len(heroes), "heroes": heroes, "max_rounds": 99}
    st = GAME.new_state(config, Rng(0))
    assert isinstance(st, WonderState)
    return st


def test_hero_without_an_ability(tmp_path: Path) -> None:
    from tomecraft.games.wonderbook.data import text_keys
    from tomecraft.games.wonderbook.render import board

    st = _state(_heroes_pack(tmp_path), ["ken", "sid"])
    ken, sid = hero(st, "ken"), hero(st, "sid")
    st.sparks[ken] = st.sparks[sid] = 3
    assert st.abilities(ken) == [] and st.abilities(sid) == [0]
    do(st, A.HERO + ken, "next-hero")
    d = st.decision()
    assert d is not None and not any(A.ABILITY <= i < A.INTERACT for i in d.ids)
    view = st.view(0)
    assert view["table"]["heroes"][ken]["no_ability"] is True
    assert view["table"]["heroes"][ken]["abilities"] == []
    assert view["table"]["heroes"][sid]["no_ability"] is False
    assert "wb-board-no-ability" in str(board(st, 0))
    assert "wb-action--text" not in text_keys(st.c)
    st.upgrades["ken-up-1"] = 1  # an upgrade card still gives him one
    assert st.abilities(ken) == [2]


def test_a_step_the_hero_may_do(tmp_path: Path) -> None:
    st = _state(_heroes_pack(tmp_path), ["lara", "sid"])
    lara, sid = hero(st, "lara"), hero(st, "sid")
    st.sparks[lara] = 2
    st.pos[sid] = st.ch.zone_index["y"]
    where = (st.pos[lara], st.pos[sid])
    do(st, A.HERO + lara, "next-hero")
    do(st, A.ABILITY + 0, "action")
    d = st.decision()
    assert d is not None and d.kind == "may" and d.actor == st.seat_of[lara]
    assert set(d.ids) == {A.PASS, A.YES}
    do(st, A.PASS, "may")  # no swap; the extra action still comes
    assert (st.pos[lara], st.pos[sid]) == where
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor == st.seat_of[lara]
    do(st, A.ABILITY + 0, "action")
    do(st, A.YES, "may")
    do(st, A.HERO + sid, "swap")
    assert (st.pos[lara], st.pos[sid]) == (where[1], where[0])


def test_a_step_the_group_may_do() -> None:
    st = arena(2, ["sid", "lara"])
    up = st.destiny_up
    _run(st, [{"do": "destiny", "n": 1, "may": True}])
    d = st.decision()
    assert d is not None and d.kind == "may" and d.actor == st.lead
    do(st, A.PASS, "may")
    assert st.destiny_up == up
    _run(st, [{"do": "destiny", "n": 1, "may": True}])
    do(st, A.YES, "may")
    assert st.destiny_up == up + 1


def test_loader_no_ability_and_may(tmp_path: Path) -> None:
    p = load_pack(_heroes_pack(tmp_path))
    assert next(h for h in p.heroes.heroes if h.id == "ken").ability is None

    def bad(d: dict[str, Any]) -> None:
        d["heroes"][1]["ability"]["script"][0]["may"] = "perhaps"

    err = _refused(tmp_path, "heroes.json", bad, "bad-may")
    assert (err.file, err.card, err.field) == (
        "heroes.json",
        "'lara-duo'",
        "script[0].may",
    )


# -- 4. players' phases beyond on/off, a story card that starts the turns --------------------
def _phase_pack(tmp_path: Path, phase: dict[str, Any], name: str) -> WonderState:
    def edit(d: dict[str, Any]) -> None:
        d["cards"][1]["players"] = phase  # card #2, the arena's objective

    return _state(_pack(tmp_path, "chapters/arena.json", edit, name), ["sid", "lara"])


def _turn_left(st: WonderState) -> int:
    d = st.decision()
    assert d is not None and d.kind == "action"
    return int(st.stack[-1].left)  # type: ignore[attr-defined]


def test_objective_phase_one_hero_two_actions(tmp_path: Path) -> None:
    from tomecraft.games.wonderbook.render import board

    st = _phase_pack(tmp_path, {"actions": 2, "turns": 1}, "p1")
    assert st.view(None)["table"]["phase"] == {
        "actions": 2,
        "turns": 1,
        "order": "any",
        "zone": None,
    }
    assert "wb-phase-turns" in str(board(st, None))
    lara = hero(st, "lara")
    do(st, A.HERO + lara, "next-hero")  # the group picks the one hero who plays
    assert _turn_left(st) == 2
    do(st, A.PASS, "action")
    d = st.decision()
    assert d is not None and d.kind == "wyrm-card"  # no second hero: the enemies' phase


def test_objective_phase_in_seat_order(tmp_path: Path) -> None:
    st = _phase_pack(tmp_path, {"order": "seats"}, "p2")
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor == st.lead  # no next-hero choice
    first = st.stack[-1].hero  # type: ignore[attr-defined]
    assert st.seat_of[first] == st.lead
    do(st, A.PASS, "action")
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor != st.lead


def test_objective_phase_only_heroes_in_a_zone(tmp_path: Path) -> None:
    st = _phase_pack(tmp_path, {"zone": "y"}, "p3")
    # both heroes start in x: nobody plays this phase, so the enemies' phase comes at once
    d = st.decision()
    assert d is not None and d.kind == "wyrm-card"


def test_a_story_card_starts_the_players_turns() -> None:
    st = arena(2, ["sid", "lara"])
    sid, lara = hero(st, "sid"), hero(st, "lara")
    _run(st, [{"do": "players", "phase": {"actions": 1}}])
    assert st.view(None)["table"]["phase"]["actions"] == 1
    do(st, A.HERO + sid, "next-hero")
    assert _turn_left(st) == 1
    do(st, A.MOVE + st.ch.zone_index["y"], "action")
    assert _turn_left(st) == 1 and st.stack[-1].hero == lara  # type: ignore[attr-defined]
    do(st, A.PASS, "action")
    d = st.decision()  # back to the objective's own players' phase
    assert d is not None and d.kind == "next-hero" and st.view(None)["table"]["phase"] is None


def test_loader_phases(tmp_path: Path) -> None:
    def good(d: dict[str, Any]) -> None:
        d["cards"][1]["players"] = {"actions": 2, "turns": 1, "order": "seats", "zone": "x"}
        d["cards"][7]["script"].append({"do": "players", "phase": {"zone": "c1"}})

    load_pack(_pack(tmp_path, "chapters/arena.json", good))

    def bad_zone(d: dict[str, Any]) -> None:
        d["cards"][1]["players"] = {"zone": "nowhere"}

    err = _refused(tmp_path, "chapters/arena.json", bad_zone, "b1", "unknown zone 'nowhere'")
    assert (err.file, err.card, err.field) == (
        "chapters/arena.json",
        "#2",
        "players.zone",
    )

    def bad_count(d: dict[str, Any]) -> None:
        d["cards"][1]["players"] = {"turns": 9}

    err = _refused(tmp_path, "chapters/arena.json", bad_count, "b2")
    assert err.card == "#2" and "players" in err.field and "turns" in err.field

    def in_an_interaction(d: dict[str, Any]) -> None:
        d["cards"][0]["back"] = [{"do": "players"}]

    err = _refused(tmp_path, "chapters/arena.json", in_an_interaction,
                   "b3", "only a story card or a dilemma")
    assert (err.card, err.field) == ("#1", "back[0]")

    def in_an_ability(d: dict[str, Any]) -> None:
        d["heroes"][0]["ability"]["script"].append({"do": "players"})

    err = _refused(tmp_path, "heroes.json", in_an_ability, "b4", "only a story card")
    assert (err.file, err.card) == ("heroes.json", "'sid'")

    def phase_elsewhere(d: dict[str, Any]) -> None:
        d["cards"][7]["script"][0]["phase"] = {"actions": 1}

    err = _refused(tmp_path, "chapters/arena.json", phase_elsewhere,
                   "b5", "not used by verb 'wyrm_card'")
    assert err.field == "script[0].phase"
