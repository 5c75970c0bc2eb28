"""The original pack's anatomy as the rulebook prints it (issue 23, section 2): monsters
without ongoing effects, a library spell's level as its activation cost, and curse decks
holding what the hardest difficulty draws. Loader refusals name file, card and field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import MULTI
from tomecraft.games.madness.pack import DEFAULT_PACK, curse_draws, load_pack
from tomecraft.games.madness.payment import payments

from .helpers import (
    K,
    at_action,
    edited_pack,
    new,
    pack_error,
    set_zone,
    spell,
    turn_the_page,
)


def _library(d: Any, sid: str) -> dict[str, Any]:
    card: dict[str, Any] = next(s for s in d["library"] if s["id"] == sid)
    return card


# -- a library spell's level is its activation cost --------------------------------------
def test_original_library_costs_are_their_levels() -> None:
    p = load_pack()
    assert {(s.level, s.cost) for s in p.spells.library} == {(1, 1), (2, 2), (3, 3)}
    assert all(s.cost == 1 for s in p.spells.basic)


def test_a_library_cost_other_than_its_level_is_refused(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        _library(d, "frost-circle")["cost"] = 1  # level 2

    err = pack_error(edited_pack(tmp_path, "spells.json", change))
    assert (err.file, err.card, err.field) == ("spells.json", "'frost-circle'", "cost")
    assert "level (2)" in err.problem and "not 1" in err.problem
    assert "spells.json" in str(err) and "frost-circle" in str(err) and "cost" in str(err)


def test_a_left_out_cost_is_the_level(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        for s in [*d["basic"], *d["library"]]:
            s.pop("cost")

    p = load_pack(edited_pack(tmp_path, "spells.json", change))
    assert {(s.level, s.cost) for s in p.spells.library} == {(1, 1), (2, 2), (3, 3)}
    assert {s.cost for s in p.spells.basic} == {1}


# -- monsters as printed: appearance effect and curse symbols, nothing ongoing --------------
def test_original_monsters_have_no_ongoing_effect() -> None:
    raw = json.loads((DEFAULT_PACK / "grimoire.json").read_text(encoding="utf-8"))
    monsters = [card["monster"] for card in (*raw["covers"], *raw["pages"])]
    assert len(monsters) == 16
    assert all(set(m) == {"names", "appear", "curses"} for m in monsters)


@pytest.mark.parametrize(
    ("where", "index", "card"),
    [("covers", 0, "'cover-ink-wyrm'"), ("pages", 2, "'page-weeping-statue'")],
)
def test_a_monster_with_an_ongoing_effect_is_refused(
    tmp_path: Path, where: str, index: int, card: str
) -> None:
    def change(d: Any) -> None:
        d[where][index]["monster"]["ongoing"] = [
            {"modifier": "destroy_cost", "n": 1, "element": "fire"}
        ]

    err = pack_error(edited_pack(tmp_path, "grimoire.json", change))
    assert (err.file, err.card, err.field) == ("grimoire.json", card, "monster.ongoing")
    assert "no ongoing effect" in err.problem


def test_a_curse_keeps_its_ongoing_effects() -> None:
    p = load_pack()
    assert sum(1 for k in p.curses.curses if k.ongoing) >= 8


# -- the curse decks hold what the hardest difficulty draws ---------------------------------
def test_original_pack_holds_every_curse_a_game_draws() -> None:
    p = load_pack()
    draws = curse_draws(p)
    assert draws["multi"] == (9, "round_table.III")  # 1 1 2 1 2 2
    for kind, (need, _) in draws.items():
        assert sum(1 for k in p.curses.curses if k.type == kind) >= need, kind


def test_too_few_multi_element_curses_is_refused(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        multi = [k for k in d["curses"] if k["type"] == "multi"]
        d["curses"].remove(multi[-1])

    err = pack_error(edited_pack(tmp_path, "curses.json", change))
    assert (err.file, err.field) == ("curses.json", "curses")
    assert "9 multi-element curses" in err.problem and "has 8" in err.problem
    assert "round_table.III" in err.problem


def test_a_gentler_round_table_needs_fewer(tmp_path: Path) -> None:
    """The need follows the pack's own round table (its hardest row)."""

    def curses(d: Any) -> None:
        multi = [k for k in d["curses"] if k["type"] == "multi"]
        d["curses"].remove(multi[-1])

    folder = edited_pack(tmp_path, "curses.json", curses)
    rules = json.loads((folder / "rules.json").read_text(encoding="utf-8"))
    rules["round_table"]["III"] = [1, 1, 1, 1, 2, 2]
    (folder / "rules.json").write_text(json.dumps(rules), encoding="utf-8")
    assert sum(1 for k in load_pack(folder).curses.curses if k.type == "multi") == 8
    rules["round_table"]["II"] = [2, 2, 2, 2, 2, 2]
    (folder / "rules.json").write_text(json.dumps(rules), encoding="utf-8")
    err = pack_error(folder.rename(tmp_path / "pack2"))  # a new folder: loads are cached
    assert "12 multi-element curses" in err.problem and "round_table.II" in err.problem


def test_too_few_element_curses_is_refused(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        fire = [k for k in d["curses"] if k["type"] == "fire"]
        for k in fire[:3]:
            d["curses"].remove(k)

    err = pack_error(edited_pack(tmp_path, "curses.json", change))
    assert (err.file, err.field) == ("curses.json", "curses")
    assert "8 fire curses" in err.problem and "has 7" in err.problem


# -- rules -----------------------------------------------------------------------------------
def test_round_six_at_difficulty_three_places_two_multi_element_curses() -> None:
    """Even when every multi-element curse of rounds one to five (7) was destroyed, round
    six at III places its 2 (the pack held 8 before: the round got one fewer)."""
    st = new(2, difficulty="III")
    st.slots = [-1] * A.SLOTS
    st.curse_neutral = [-1] * A.SLOTS
    multi = sorted(k.index for k in st.c.curses if k.type == MULTI)
    st.curses_out = multi[:7]
    st.curse_decks[MULTI] = multi[7:]
    st.curse_bottom[MULTI] = []
    st.pages.extend(g for g in range(len(st.c.pages)) if g not in st.pages)
    del st.pages[5:]
    st.monster = 5
    turn_the_page(st)
    assert st.monster == 6
    types = [st.c.curses[x].type for x in st.slots if x >= 0]
    assert types[:2] == [MULTI, MULTI] and types.count(MULTI) == 2
    assert st.c.round_table["III"][5] == 2


def test_a_level_three_spell_costs_three() -> None:
    """A level-3 library spell needs 3 of its element (6 for 2x, 9 for 3x)."""
    st = new(2, mages="mirela,bryn")
    st.slots = [-1] * A.SLOTS
    memory = spell(st, "oceans-memory")
    assert st.c.spells[memory].cost == 3
    st.spells[0].append(memory)
    set_zone(st, 0, "supports", [])
    set_zone(st, 1, "supports", [])
    set_zone(st, 0, "hands", [K("water", 1), K("water", 1)])
    at_action(st, 0)
    d = st.decision()
    assert d is not None and A.ACTIVATE + memory not in d.ids
    set_zone(st, 0, "hands", [K("water", 1), K("water", 2), K("water", 3), K("water", 3)])
    at_action(st, 0)
    d = st.decision()
    assert d is not None and A.ACTIVATE + memory in d.ids
    st.apply(A.ACTIVATE + memory)
    task = st.stack[-1]
    assert isinstance(task, AT.Pay)
    offered = payments(st, task)
    assert max(p.level for p in offered) == 3  # 1 + 2 + 3 + 3 = 9 water
    # Each multiple m needs 3m water: the least a payment of each multiple gives.
    assert {p.level: min(q.paid()[0] for q in offered if q.level == p.level) for p in offered} == {
        1: 3,
        2: 6,
        3: 9,
    }
