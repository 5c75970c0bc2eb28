"""The content-pack format: the original pack's counts, and bad packs named precisely."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import InvalidConfig, Match
from tomecraft.core.local_files import allow_local_files
from tomecraft.games.madness.data import content
from tomecraft.games.madness.pack import (
    DEFAULT_PACK,
    ELEMENTS,
    LANGS,
    VERBS,
    load_pack,
)

from .helpers import GAME, edited_pack, pack_error


def test_original_pack_counts() -> None:
    p = load_pack()
    assert len(p.spells.basic) == 4
    assert sorted(s.element for s in p.spells.basic) == sorted(ELEMENTS)
    lib = Counter((s.element, s.level) for s in p.spells.library)
    assert len(p.spells.library) == 36
    assert lib == Counter({(e, lv): 3 for e in ELEMENTS for lv in (1, 2, 3)})
    assert len(p.mages.mages) == 8
    assert Counter(m.element for m in p.mages.mages) == Counter(dict.fromkeys(ELEMENTS, 2))
    assert all(m.support_slots == 3 for m in p.mages.mages)
    # 9 multi-element curses: difficulty III's round table draws 1+1+2+1+2+2.
    assert len(p.curses.curses) == 49
    assert Counter(c.type for c in p.curses.curses) == Counter(
        {"water": 10, "earth": 10, "fire": 10, "air": 10, "multi": 9}
    )
    g = p.grimoire
    assert (len(g.covers), len(g.pages)) == (4, 12)
    assert 4 + 12 + 1 == 17
    r = p.rules
    assert (r.element_cards.value1, r.element_cards.value2, r.element_cards.value3) == (18, 10, 6)
    assert 4 * (18 + 10 + 6) == 136
    assert r.madness_cards == 35
    assert r.madness_pile == {"2": 20, "3": 25, "4": 30, "5": 35}
    assert r.round_table == {
        "I": [0, 0, 1, 0, 1, 1],
        "II": [0, 1, 1, 1, 1, 2],
        "III": [1, 1, 2, 1, 2, 2],
    }
    c = content()
    assert sum(c.totals) == 136 + 35


def test_every_card_has_four_names() -> None:
    p = load_pack()
    named: list[Any] = [
        *p.spells.basic,
        *p.spells.library,
        *p.mages.mages,
        *p.curses.curses,
        *(x.monster for x in p.grimoire.covers),
        *(x.monster for x in p.grimoire.pages),
    ]
    for card in named:
        names = card.names
        for lang in LANGS:
            assert getattr(names, lang.replace("-", "_")).strip()
    ids = [c.id for c in [*p.spells.basic, *p.spells.library, *p.mages.mages, *p.curses.curses]]
    assert len(ids) == len(set(ids))


def test_effects_only_use_the_vocabulary() -> None:
    c = content()
    used = {step.verb for eff in c.effects for clause in eff for step in clause.steps}
    assert used <= set(VERBS)
    # The original pack exercises the first twelve verbs (the rest: the transcription
    # pack, tests/madness/transcription).
    assert len(used) >= 12


# -- bad packs ------------------------------------------------------------------------------
def test_bad_curse_cost_names_file_card_field(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["curses"][3]["cost"] = {"water": 3}

    err = pack_error(edited_pack(tmp_path, "curses.json", change))
    assert err.file == "curses.json"
    assert err.card == "'black-current'"
    assert err.field == "cost" and "exactly 4 elements" in err.problem
    assert "curses.json" in str(err) and "black-current" in str(err)


def test_bad_verb_names_the_step(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["library"][2]["effect"][0]["do"][0]["verb"] = "teleport"

    err = pack_error(edited_pack(tmp_path, "spells.json", change))
    assert (err.file, err.card, err.field) == (
        "spells.json",
        "'returning-tide'",
        "effect[0].do[0].verb",
    )
    assert "teleport" not in err.problem or "Input should be" in err.problem


def test_verb_parameter_it_does_not_take(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["basic"][2]["effect"][0]["do"][0]["value"] = 2

    err = pack_error(edited_pack(tmp_path, "spells.json", change))
    assert err.card == "'sprout'"
    assert err.field == "effect[0].do[0].value"
    assert "is not used by verb 'draw'" in err.problem


def test_a_card_without_any_name_is_refused(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["mages"][5]["names"] = {}

    err = pack_error(edited_pack(tmp_path, "mages.json", change))
    assert (err.file, err.card, err.field) == ("mages.json", "'sela'", "names")
    assert "one language at least (en, es, de, zh-TW)" in err.problem


def test_variable_x_outside_spells(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["pages"][0]["bonus"][0]["do"][0]["x"] = True

    err = pack_error(edited_pack(tmp_path, "grimoire.json", change))
    assert (err.file, err.card, err.field) == (
        "grimoire.json",
        "'page-lantern-eater'",
        "bonus[0].do[0].x",
    )


def test_monster_inside_a_page_is_named_by_its_page(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["covers"][1]["monster"]["curses"] = ["water", "lava"]

    err = pack_error(edited_pack(tmp_path, "grimoire.json", change))
    assert err.card == "'cover-hollow-king'"
    assert err.field == "monster.curses[1]"


def test_duplicate_id(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["curses"][1]["id"] = d["curses"][0]["id"]

    err = pack_error(edited_pack(tmp_path, "curses.json", change))
    assert err.field == "id" and "duplicate" in err.problem


def test_round_table_rows(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["round_table"]["II"] = [0, 1, 1]

    err = pack_error(edited_pack(tmp_path, "rules.json", change))
    assert err.file == "rules.json"
    assert "round_table" in str(err)


def test_mage_start_needs_one_value_two(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["mages"][0]["start"]["water"] = [3, 2, 0]

    err = pack_error(edited_pack(tmp_path, "mages.json", change))
    assert (err.file, err.card, err.field) == ("mages.json", "'mirela'", "start")
    assert "value-2" in err.problem


def test_not_json(tmp_path: Path) -> None:
    folder = tmp_path / "p"
    shutil.copytree(DEFAULT_PACK, folder)
    (folder / "curses.json").write_text('{"curses": [', encoding="utf-8")
    err = pack_error(folder)
    assert err.file == "curses.json" and "line 1" in err.problem


def test_missing_file(tmp_path: Path) -> None:
    folder = tmp_path / "p"
    shutil.copytree(DEFAULT_PACK, folder)
    (folder / "mages.json").unlink()
    err = pack_error(folder)
    assert err.file == "mages.json" and "cannot read" in err.problem


def test_bad_pack_in_config_is_an_invalid_config(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["mages"][0]["support_slots"] = 9

    folder = edited_pack(tmp_path, "mages.json", change)
    with (
        allow_local_files(),
        pytest.raises(InvalidConfig, match=r"mages.json.*'mirela'.*support_slots"),
    ):
        GAME.parse_config({"players": 2, "pack": str(folder)})
    with allow_local_files(), pytest.raises(InvalidConfig, match="does not exist"):
        GAME.parse_config({"players": 2, "pack": str(tmp_path / "no-such-folder")})


def test_a_custom_pack_plays(tmp_path: Path) -> None:
    def change(d: Any) -> None:
        d["curses"][0]["names"]["en"] = "A Renamed Curse"

    folder = edited_pack(tmp_path, "curses.json", change)
    from tomecraft.bots import play_match, seat_bots

    with allow_local_files():  # a pack of one's own: the command line's permission
        cfg = GAME.parse_config({"players": 3, "pack": str(folder)})
        assert cfg["pack"] == str(folder.resolve())
        m = Match(GAME, cfg, 3)
        assert m.state.to_json()["pack"] == str(folder.resolve())
        play_match(m, seat_bots(GAME, ["random"] * 3, 3))
        assert m.is_over()
        again = Match.from_game_file(m.game_file())
        assert again.state.state_hash() == m.state.state_hash()
    with pytest.raises(InvalidConfig, match="bundled pack"):
        Match.from_game_file(m.game_file())  # without it, paths are refused


# -- the original pack's balance facts (docs/madness-content.md, "Balance") ----------------
def _pack_json(name: str) -> Any:
    return json.loads((DEFAULT_PACK / name).read_text(encoding="utf-8"))


def _steps(effect: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(clause["target"], step) for clause in effect for step in clause["do"]]


def test_original_pack_threatens_every_way_to_lose() -> None:
    curses = _pack_json("curses.json")["curses"]
    steps = [ts for c in curses for ts in _steps(c.get("effect", []))]
    madness = [(t, s) for t, s in steps if s["verb"] == "madness"]
    # The pile: curses that make each player take madness, and madness laid under curses.
    assert sum(1 for t, _ in madness if t == "each") >= 1
    assert sum(1 for _, s in steps if s["verb"] == "madness_under") >= 5
    # Elimination: madness straight into hands, or brought back to hands and deck tops.
    assert sum(1 for _, s in madness if s.get("to") == "hand") >= 5
    back = [
        s
        for _, s in steps
        if s.get("card") == "madness" and (s["verb"] == "recover" or s.get("zone") == "discard")
    ]
    assert len(back) >= 4
    assert {s["verb"] for _, s in steps} >= {"top", "draw", "token"}
    # Ongoing curses tax or forbid healing, and put madness into the active hand after its
    # recovery, too late to heal it before the elimination check, while they stay.
    ongoing = [o for c in curses for o in c.get("ongoing", [])]
    assert any(o.get("modifier") == "heal_cost" for o in ongoing)
    assert sum(1 for o in ongoing if o.get("action") == "heal") >= 3
    assert sum(1 for o in ongoing if o.get("when") == "recovered") >= 3
    # The harsh ongoing curses are multi-element ones, which the round table deals more
    # of at higher difficulties.
    assert all(
        c["type"] == "multi"
        for c in curses
        if any(
            o.get("when") == "recovered" or o.get("action") == "heal" for o in c.get("ongoing", [])
        )
    )
    # Failure penalties follow the rulebook's default (every player) on most pages; some
    # add a blow for the fullest hand.
    pages = _pack_json("grimoire.json")["pages"]
    each = [p for p in pages if any(cl["target"] == "each" for cl in p["penalty"])]
    assert len(each) >= 8
    assert all(cl["target"] in ("each", "most_madness") for p in each for cl in p["penalty"])


def test_original_pack_makes_elimination_real() -> None:
    """Round three: madness gathers in the fullest hand and comes back from discard piles
    without draining the pile. (Monsters no longer turn one elimination into more: the
    book's monsters have no ongoing effect.)"""
    curses = _pack_json("curses.json")["curses"]
    grimoire = _pack_json("grimoire.json")

    def clauses(card: dict[str, Any]) -> list[dict[str, Any]]:
        out = list(card.get("effect", [])) + list(card.get("penalty", []))
        for o in card.get("ongoing", []):
            out += o.get("effect", [])
        return out

    every = [cl for c in (*curses, *grimoire["pages"]) for cl in clauses(c)]
    assert sum(1 for cl in every if cl["target"] == "most_madness") >= 8
    recall = [
        st
        for cl in every
        for st in cl["do"]
        if st["verb"] == "draw" and st.get("zone") == "discard" and st.get("card") == "madness"
    ]
    assert len(recall) >= 6
    monsters = [card["monster"] for card in (*grimoire["covers"], *grimoire["pages"])]
    assert all(set(m) == {"names", "appear", "curses"} for m in monsters)


def test_original_pack_round_four_against_the_search_team() -> None:
    """Round four (tuned against the ``medium`` team): the three turn-start multi-element
    curses strike after recovery, right before the elimination check. (Its dearer curses
    under half the monsters are gone: the book's monsters have no ongoing effect.)"""
    curses = {c["id"]: c for c in _pack_json("curses.json")["curses"]}
    for cid in ("night-terrors", "spiral-of-dread", "shattered-focus"):
        (trigger,) = curses[cid]["ongoing"]
        assert trigger["when"] == "recovered" and trigger["who"] == "active"
        verbs = [st["verb"] for cl in trigger["effect"] for st in cl["do"]]
        assert verbs == ["madness", "draw"]


def test_original_pack_issue_23_rebalance_lets_chorus_of_madness_carry_difficulty_iii() -> None:
    """Issue 23, section 4: difficulty III draws every multi-element curse, so Chorus of
    Madness (each player takes 2 madness cards into the hand, then healing is forbidden
    while it is in play) is in every game at III; the other multi-element curses take at
    most 1 madness card from the pile each, and no monster's appearance more than 1."""
    curses = {c["id"]: c for c in _pack_json("curses.json")["curses"]}
    multi = [c for c in curses.values() if c["type"] == "multi"]
    rows = _pack_json("rules.json")["round_table"]
    assert sum(rows["III"]) == len(multi)
    chorus = curses["chorus-of-madness"]
    assert _steps(chorus["effect"]) == [("each", {"verb": "madness", "n": 2, "to": "hand"})]
    assert {"modifier": "forbid", "action": "heal"} in chorus["ongoing"]
    others = [
        s["n"]
        for c in multi
        if c["id"] != "chorus-of-madness"
        for _, s in _steps(c["effect"])
        if s["verb"] in ("madness", "madness_under")
    ]
    assert others and max(others) == 1
    grimoire = _pack_json("grimoire.json")
    appear = [
        s["n"]
        for card in (*grimoire["covers"], *grimoire["pages"])
        for _, s in _steps(card["monster"]["appear"])
        if s["verb"] == "madness"
    ]
    assert appear and max(appear) == 1


def test_original_library_costs_by_level() -> None:
    lib = _pack_json("spells.json")["library"]
    # The card shows one number for the level and the activation cost (the rulebook's
    # card anatomy; its level-3 example spell costs 3).
    assert {(s["level"], s.get("cost", s["level"])) for s in lib} == {(1, 1), (2, 2), (3, 3)}
    assert all(s.get("learn_cost", 2) == 2 for s in lib)


def test_ongoing_schema_lists_the_same_modifiers_and_events_as_the_engine() -> None:
    """The pack schema spells its ``modifier``/``when`` choices out as literals (pydantic
    needs them written); they must stay the engine's :data:`MODIFIERS` and :data:`EVENTS`."""
    from typing import get_args

    from tomecraft.games.madness.pack import EVENTS, MODIFIERS, Ongoing

    def choices(field: str) -> tuple[str, ...]:
        annotation = Ongoing.model_fields[field].annotation
        literal = next(a for a in get_args(annotation) if get_args(a))
        return get_args(literal)

    assert choices("modifier") == MODIFIERS
    assert choices("when") == EVENTS
