"""Heroes acting on allies and enemies with hearts (issue 22 section 3): an enemy that is
not a Wyrm is a target of the heroes' attacks and damage like a Wyrm (each hit takes 1
heart; option ``CREATURE + i``), an ally may be the one a hero's healing goes to, and the
condition ``creature_down`` names a creature's defeat or death (brought to 0 hearts in this
chapter; ``not creature`` also holds for one never placed). Labels, topics, the saved
state and the loader follow."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import Decision
from tomecraft.games.wonderbook import action_options, scene_changes
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.pack import Cond, PackError, Step, load_pack
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import arena, edited_pack, zone

CREATURES = [
    {"id": "pip", "kind": "ally", "hearts": 3},
    {"id": "ogre", "kind": "enemy", "hearts": 4},
]
PIP, OGRE = 0, 1


def _pack(tmp_path: Path, script: list[dict[str, Any]] | None = None) -> Path:
    def edit(d: dict[str, Any]) -> None:
        d["creatures"] = CREATURES
        if script is not None:
            d["cards"][7]["script"] = script  # card 8, the arena's story card

    return edited_pack(tmp_path, "chapters/arena.json", edit)


def _game(tmp_path: Path, heroes: list[str]) -> WonderState:
    """The arena with a chapter ally and enemy, both placed in zone x (where the heroes
    start), at the first hero's action decision."""
    st = arena(2, heroes, pack=str(_pack(tmp_path)))
    scene_changes.place_creature(st, PIP, zone(st, "x"))
    scene_changes.place_creature(st, OGRE, zone(st, "x"))
    d = st.decision()
    assert d is not None
    if d.kind == "next-hero":
        st.apply(d.ids[0])
    assert st.decision().kind == "action"  # type: ignore[union-attr]
    return st


def _one_hit_near_a_wyrm(st: WonderState) -> tuple[int, Decision]:
    """A Wyrm from the reserve put in zone x, then the acting hero attacks and rolls one
    hit: the Wyrm, and the target decision that follows."""
    w = st.reserve()[0]
    st.wyrm_zone[w] = zone(st, "x")
    st.apply(A.ATTACK)
    _roll(st, 1)
    d = st.decision()
    assert d is not None and d.kind == "target"
    return w, d


def _roll(st: WonderState, hits: int) -> None:
    d = st.decision()
    assert d is not None and d.kind == "dice", d
    st.apply(A.HITS + hits)
    d = st.decision()
    if d is not None and d.kind == "reroll":
        st.apply(A.PASS)


def _hero(st: WonderState) -> int:
    top = st.stack[-1]
    assert isinstance(top, T.Turn)
    return top.hero


def test_an_enemy_in_range_makes_the_attack_legal_and_takes_the_hits(tmp_path: Path) -> None:
    st = _game(tmp_path, ["sid", "ken"])
    assert not st.in_play()  # no Wyrm: only the enemy is a target
    assert st.heroes[_hero(st)] == 0  # sid: 2 dice, all hits on one target
    assert A.ATTACK in st.decision().ids  # type: ignore[union-attr]
    st.apply(A.ATTACK)
    _roll(st, 2)
    assert st.creature_hearts[OGRE] == 2  # the only target: no choice to make
    assert st.creature_hearts[PIP] == 3  # an ally is never a target


def test_no_enemy_in_range_no_attack(tmp_path: Path) -> None:
    st = _game(tmp_path, ["sid", "ken"])
    scene_changes.place_creature(st, OGRE, zone(st, "k"))  # not next to x
    assert A.ATTACK not in action_options.action_ids(st, _hero(st))
    d = st.decision()
    assert d is not None
    (t,) = [t for t in st.topics(d.actor) if t.key == f"creature:{OGRE}"]
    assert not t.options and t.why_not is not None and t.why_not.key == "wb-why-wyrm-range"


def test_a_defeated_enemy_is_down_and_the_condition_says_so(tmp_path: Path) -> None:
    st = _game(tmp_path, ["sid", "ken"])
    down = Cond.model_validate({"if": "creature_down", "creature": "ogre"})
    assert not st.holds(down)
    scene_changes.creature_gain(st, OGRE, -2)
    st.apply(A.ATTACK)
    _roll(st, 2)
    assert st.creature_zone[OGRE] == -1 and st.creature_hearts[OGRE] == 0
    assert st.holds(down)
    assert not st.holds(Cond.model_validate({"if": "creature_down", "creature": "pip"}))
    assert st.clone().creature_down == [False, True]
    assert WonderState.from_json(st.to_json()).creature_down == [False, True]
    doc = st.to_json()
    del doc["creatures_down"]  # older documents: none down
    assert WonderState.from_json(doc).creature_down == [False, False]


def test_a_target_decision_offers_wyrms_and_the_enemy(tmp_path: Path) -> None:
    st = _game(tmp_path, ["sid", "ken"])
    w, d = _one_hit_near_a_wyrm(st)
    assert A.CREATURE + OGRE in d.ids and A.WYRM + w in d.ids
    assert A.CREATURE + PIP not in d.ids
    for lang in ("en", "es", "de", "zh-TW"):
        text = Translator(lang)(st.label(d, A.CREATURE + OGRE))
        assert "4" in text and "{" not in text, (lang, text)
    topics = {t.key: t for t in st.topics(d.actor)}
    assert topics[f"creature:{OGRE}"].options == (A.CREATURE + OGRE,)
    st.apply(A.CREATURE + OGRE)
    assert st.creature_hearts[OGRE] == 3 and st.wyrm_dmg[w] == 0


def test_a_heroes_healing_may_go_to_an_ally(tmp_path: Path) -> None:
    st = _game(tmp_path, ["tina", "ken"])  # tina's attack heals 1 on a hit
    scene_changes.creature_gain(st, PIP, -2)
    st.apply(A.ATTACK)
    _roll(st, 1)
    d = st.decision()
    assert d is not None and d.kind == "heal", d
    assert A.CREATURE + PIP in d.ids and A.CREATURE + OGRE not in d.ids
    st.apply(A.CREATURE + PIP)
    assert st.creature_hearts[PIP] == 2


def test_damage_steps_reach_enemies(tmp_path: Path) -> None:
    st = _game(tmp_path, ["sid", "ken"])
    s = Step.model_validate({"do": "damage", "n": 1, "range": "near"})
    assert action_options.can_affect(st, _hero(st), [s])
    scene_changes.creature_gain(st, OGRE, -4)  # defeated: nothing left to affect
    assert not action_options.can_affect(st, _hero(st), [s])


def test_the_loader_checks_creature_down(tmp_path: Path) -> None:
    good = [{"do": "if", "cond": {"if": "creature_down", "creature": "ogre"},
             "then": [{"do": "destiny"}]}]
    load_pack(_pack(tmp_path / "good", good))
    for cond, problem in (
        ({"if": "creature_down"}, "needs a creature id"),
        ({"if": "creature_down", "creature": "troll"}, "unknown creature 'troll'"),
        ({"if": "creature_down", "creature": "ogre", "zone": "x"}, "not used by condition"),
    ):
        bad = [{"do": "if", "cond": cond, "then": [{"do": "destiny"}]}]
        with pytest.raises(PackError) as e:
            load_pack(_pack(tmp_path / problem[:6].replace(" ", "_"), bad))
        err = e.value
        assert err.file == "chapters/arena.json" and err.card == "#8", err
        assert err.field.startswith("script") and problem in err.problem, (err.field, err.problem)
