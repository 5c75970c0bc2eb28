"""Restrictions that special rules impose (rulebook L186): ``forbid`` (hero actions no
hero may take), ``no_enter`` / ``no_leave`` (zones no hero may move into / out of),
``hurt_enter`` (a zone that hurts whoever enters; ``hurt``: whoever ends a turn there).
A forbidden move is not a legal option, so no bot (they choose among legal options)
walks into a forbidden zone; the "why not" topics say which rule stops it; the terminal
map, the board, the view and the browser board show them; the loader refuses a bad
restriction naming file, card and field."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import CHANCE, Rng
from tomecraft.games.wonderbook import action_options, hero_changes
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.pack import PackError, load_pack
from tomecraft.games.wonderbook.render import board, map_key, zone_content
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import BOARD_JS, arena, edited_pack, zone

RULE_CARD = 5  # card 6 of the arena: a special rule


def _with_rule(tmp_path: Path, rule: dict[str, Any]) -> Path:
    def edit(d: dict[str, Any]) -> None:
        d["cards"][RULE_CARD]["rule"] = rule

    return edited_pack(tmp_path, "chapters/arena.json", edit)


def _game(tmp_path: Path, rule: dict[str, Any], *, in_force: bool = True) -> WonderState:
    """The arena with card 6's rule replaced by ``rule`` (in force unless told), at the
    first hero's action decision, heroes in zone x."""
    st = arena(2, ["sid", "lara"], pack=str(_with_rule(tmp_path, rule)))
    if in_force:
        st.rules.append(RULE_CARD)
    d = st.decision()
    assert d is not None
    if d.kind != "action":
        st.apply(d.ids[0])
    d = st.decision()
    assert d is not None and d.kind == "action", d
    return st


def _acting(st: WonderState) -> int:
    top = st.stack[-1]
    assert isinstance(top, T.Turn)
    return top.hero


def _why(st: WonderState, key: str) -> str:
    seat = st.decision()
    assert seat is not None
    (t,) = [t for t in st.topics(seat.actor) if t.key == key]
    assert not t.options, f"{key} is offered"
    assert t.why_not is not None
    return t.why_not.key


def test_a_zone_no_hero_may_enter_is_not_a_legal_move(tmp_path: Path) -> None:
    st = _game(tmp_path, {"no_enter": ["y"]})
    h = _acting(st)
    x, y, z = zone(st, "x"), zone(st, "y"), zone(st, "z")
    assert st.pos[h] == x
    ids = st.decision().ids  # type: ignore[union-attr]
    assert A.MOVE + y not in ids and A.MOVE + z in ids
    assert action_options.move_refusal(st, h, y) == "enter"
    assert action_options.move_refusal(st, h, z) is None
    assert _why(st, f"zone:{y}") == "wb-why-enter"
    # without the rule in force the move is legal again
    st.rules.remove(RULE_CARD)
    assert A.MOVE + y in action_options.action_ids(st, h)


def test_a_zone_no_hero_may_leave_holds_its_heroes(tmp_path: Path) -> None:
    st = _game(tmp_path, {"no_leave": ["x"]})
    h = _acting(st)
    ids = st.decision().ids  # type: ignore[union-attr]
    assert not [o for o in ids if A.block(o)[0] == "move"]
    assert _why(st, f"zone:{zone(st, 'y')}") == "wb-why-leave"
    # a card's walk offers no zone either (only stopping)
    st.stack.append(T.Walk(h, 2))
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "walk" and tuple(d.ids) == (A.PASS,)


def test_a_walk_skips_a_closed_zone(tmp_path: Path) -> None:
    st = _game(tmp_path, {"no_enter": ["y"]})
    h = _acting(st)
    st.stack.append(T.Walk(h, 1))
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "walk"
    assert A.ZONE + zone(st, "y") not in d.ids and A.ZONE + zone(st, "z") in d.ids


def test_forbidden_actions_are_not_offered_and_say_why(tmp_path: Path) -> None:
    st = _game(tmp_path, {"forbid": ["collect", "move"]})
    h = _acting(st)
    assert st.zone_sparks[st.pos[h]] > 0  # a spark lies in x: collecting would be legal
    ids = st.decision().ids  # type: ignore[union-attr]
    assert A.COLLECT not in ids
    assert not [o for o in ids if A.block(o)[0] == "move"]
    assert ids[-1] == A.PASS
    assert _why(st, "basic:collect") == "wb-why-forbidden"
    assert _why(st, f"zone:{zone(st, 'y')}") == "wb-why-forbidden"
    st.rules.remove(RULE_CARD)
    ids = action_options.action_ids(st, h)
    assert A.COLLECT in ids and A.MOVE + zone(st, "y") in ids


def test_a_zone_that_hurts_on_entering(tmp_path: Path) -> None:
    st = _game(tmp_path, {"hurt_enter": ["y"]})
    h = _acting(st)
    before = st.hearts[h]
    st.apply(A.MOVE + zone(st, "y"))
    assert st.hearts[h] == before - 1
    assert st.pos[h] == zone(st, "y")
    # staying there costs nothing more at the end of the turn (that is ``hurt``)
    hero_changes.end_turn(st, h)
    assert st.hearts[h] == before - 1


def test_no_random_player_ever_enters_a_closed_zone(tmp_path: Path) -> None:
    """Bots choose among the legal options: with ``y`` closed, no option of any decision
    moves a hero into it, and no hero stands there after any move."""
    st = _game(tmp_path, {"no_enter": ["y"]})
    y = zone(st, "y")
    rng = Rng(7)
    for _ in range(400):
        d = st.decision()
        if d is None or RULE_CARD not in st.rules or st.scene != 0:
            break
        if d.actor != CHANCE and d.kind in ("action", "walk"):
            assert A.MOVE + y not in d.ids and A.ZONE + y not in d.ids, d
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
        assert y not in st.pos


def test_maps_views_and_the_board_show_restrictions(tmp_path: Path) -> None:
    rule = {"no_enter": ["y"], "no_leave": ["x"], "hurt_enter": ["z"], "forbid": ["attack"]}
    st = _game(tmp_path, rule)
    assert "X" in zone_content(st, zone(st, "y"))[2]
    assert "#" in zone_content(st, zone(st, "x"))[2]
    assert "~" in zone_content(st, zone(st, "z"))[2]
    assert "X" not in zone_content(st, zone(st, "z"))[2]
    for lang in ("en", "es", "de", "zh-TW"):
        key = Translator(lang)(map_key(st))
        assert "~ " in key and "X " in key and "# " in key, (lang, key)
    r = st.view(None)["table"]["restrictions"]
    assert r["no_enter"] == [zone(st, "y")] and r["no_leave"] == [zone(st, "x")]
    assert r["hurt_enter"] == [zone(st, "z")] and r["forbid"] == ["attack"]
    tr = Translator("en")
    rows = [
        (tr(row.label), [tr(c.text) for c in row.cells])
        for s in board(st, 0)
        for row in s.rows
    ]
    assert ("Forbidden by the special rules", ["attacking"]) in rows
    # the zone topic carries the rule's sentence
    (t,) = [t for t in st.topics(None) if t.key == f"zone:{zone(st, 'y')}"]
    assert t.text is not None and "no hero may move into" in tr(t.text)
    js = BOARD_JS.read_text(encoding="utf-8")
    assert "tb.restrictions" in js and "restrict-${z}" in js and 'data-testid": "forbid"' in js


def test_without_rules_nothing_is_restricted(tmp_path: Path) -> None:
    st = _game(tmp_path, {"no_enter": ["y"]}, in_force=False)
    r = st.view(None)["table"]["restrictions"]
    assert r == {"no_enter": [], "no_leave": [], "hurt": [], "hurt_enter": [], "forbid": []}
    assert "X" not in " ".join(zone_content(st, zone(st, "y")))


@pytest.mark.parametrize(
    ("rule", "field", "problem"),
    [
        ({"no_enter": ["nowhere"]}, "rule.no_enter", "unknown zone 'nowhere'"),
        ({"no_leave": ["nowhere"]}, "rule.no_leave", "unknown zone 'nowhere'"),
        ({"hurt_enter": ["nowhere"]}, "rule.hurt_enter", "unknown zone 'nowhere'"),
        ({"forbid": ["fly"]}, "rule.forbid", "collect"),
        ({"forbid": ["move", "move"]}, "rule.forbid", "forbidden twice"),
    ],
)
def test_the_loader_refuses_a_bad_restriction(
    tmp_path: Path, rule: dict[str, Any], field: str, problem: str
) -> None:
    with pytest.raises(PackError) as e:
        load_pack(_with_rule(tmp_path, rule))
    err = e.value
    assert err.file == "chapters/arena.json" and err.card == "#6"
    assert err.field.startswith(field) and problem in err.problem, (err.field, err.problem)


def test_the_loader_takes_good_restrictions(tmp_path: Path) -> None:
    rule = {"no_enter": ["y"], "no_leave": ["k"], "hurt_enter": ["z"], "forbid": ["give", "ask"]}
    p = load_pack(_with_rule(tmp_path, rule))
    (arena_ch,) = [c for c in p.chapters if c.id == "arena"]
    m = arena_ch.cards[RULE_CARD].rule
    assert m is not None and m.no_enter == ["y"] and m.forbid == ["give", "ask"]
