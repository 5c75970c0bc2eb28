"""Wonder Book's web board: its catalogues, its constants and the view's ``table`` entry.

The browser itself is exercised in test_wonderbook_browser.py; here, without a browser:
the board's words exist in every language, its option-id blocks and lobby choices match
the engine, and the ``table`` facts it draws are right and never name an unread card.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, get_args

import pytest

import tomecraft.games.wonderbook.game as wb_game
from tomecraft.bots import make_bot
from tomecraft.core import CHANCE, Match, Rng, get_game
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.pack import Attack, Card, Zone
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.games.wonderbook.table import shared_edges
from tomecraft.i18n import LANGUAGES

from .test_catalogues import _messages

WB = Path(wb_game.__file__).parent
WEB = WB / "web"
JS = (WEB / "board.js").read_text(encoding="utf-8")


def test_every_language_has_every_board_message() -> None:
    en = _messages(WEB / "locales" / "en" / "wonderbook-web.ftl")
    assert en
    for lang in LANGUAGES:
        got = _messages(WEB / "locales" / lang / "wonderbook-web.ftl")
        assert set(got) == set(en), (lang, set(en) ^ set(got))
        for key, names in en.items():
            assert got[key] == names, (lang, key)


def test_every_key_the_board_uses_exists() -> None:
    en = _messages(WEB / "locales" / "en" / "wonderbook-web.ftl")
    used = set(re.findall(r"""\bt\(\s*["'](wbw-[a-z0-9-]+)["']""", JS))
    used |= set(re.findall(r"""label: ["'](wbw-[a-z0-9-]+)["']""", JS))
    assert used and not used - set(en), used - set(en)
    # the families the board builds from content values
    families = {
        "wbw-type-": get_args(Card.model_fields["type"].annotation),
        "wbw-range-": get_args(Attack.model_fields["range"].annotation),
        "wbw-difficulty-": wb_game.DIFFICULTIES,
    }
    for prefix, values in families.items():
        assert values
        for value in values:
            assert f"{prefix}{value}" in en, f"{prefix}{value}"
    # content texts the board reads by id (wb-*) come from the game's own catalogue
    game_en: set[str] = set()
    for ftl in (WB / "locales" / "en").glob("*.ftl"):
        game_en |= set(re.findall(r"^([a-z0-9-]+) =", ftl.read_text(encoding="utf-8"), re.M))
    for key in ("wb-chapter-tutorial", "wb-ev-win", "wb-ev-lose-destiny", "wb-ev-unfinished"):
        assert key in game_en, key


def test_board_constants_match_the_engine() -> None:
    block = re.search(r"export const A = \{(.*?)\};", JS, flags=re.S)
    assert block
    consts = dict(re.findall(r"([A-Z_0-9]+): (\d+)", block.group(1)))
    assert len(consts) >= 15
    for name, value in consts.items():
        assert getattr(A, name) == int(value), name
    assert f"PASSAGE_ITEM = {A.PASSAGE_ITEM};" in JS
    pack = json.loads((WB / "data" / "original" / "pack.json").read_text(encoding="utf-8"))
    chapters = re.search(r"export const CHAPTERS = (\[[^\]]*\]);", JS)
    assert chapters and json.loads(chapters.group(1)) == pack["chapters"]
    diffs = re.search(r"export const DIFFICULTIES = (\[[^\]]*\]);", JS)
    assert diffs and tuple(json.loads(diffs.group(1))) == wb_game.DIFFICULTIES


def test_shared_edges_of_boxes_and_polygons() -> None:
    a = Zone.model_validate({"id": "a", "box": [0, 0, 30, 25]})
    b = Zone.model_validate({"id": "b", "box": [30, 10, 40, 25]})
    assert shared_edges(a, b) == [(30.0, 10.0, 30.0, 25.0)]
    c = Zone.model_validate({"id": "c", "polygon": [[30, 0], [70, 0], [70, 25], [30, 25]]})
    assert shared_edges(a, c) == [(30.0, 0.0, 30.0, 25.0)]
    d = Zone.model_validate({"id": "d", "box": [30, 25, 10, 10]})  # touches a at a corner
    assert shared_edges(a, d) == []


def _state(chapter: str = "tutorial", players: int = 2) -> WonderState:
    st = Match(
        "wonderbook", {"players": players, "chapter": chapter, "practice": True}, seed=5
    ).state
    assert isinstance(st, WonderState)
    return st


def test_table_draws_the_tutorial_scene() -> None:
    st = _state()
    tb = st.view(0)["table"]
    zones = {z["id"]: z for z in tb["map"]["zones"]}
    assert set(zones) == {"stairs", "hall", "library", "study", "balcony", "gate"}
    assert zones["stairs"]["box"] == [0, 0, 30, 25]
    kinds = sorted(b["kind"] for b in tb["map"]["borders"])
    assert kinds == ["dashed"] * 5 + ["solid"] * 2
    zi = st.ch.zone_index
    wall = next(b for b in tb["map"]["borders"] if {b["a"], b["b"]} == {zi["library"], zi["gate"]})
    assert wall["kind"] == "solid" and wall["segments"] == [[100.0, 25.0, 70.0, 25.0]]
    assert {s["kind"] for s in tb["map"]["spots"]} == {"spark", "vortex", "object"}
    assert len(tb["heroes"]) == 2 and tb["heroes"][0]["max"] == 5
    assert tb["heroes"][0]["abilities"][0] == {"slot": 0, "action": "sid-spark-shot", "sparks": 1}
    assert tb["destiny_total"] == 10 and tb["wyrm_health"] == 2
    json.dumps(tb)


def _play(st: WonderState, seed: int, limit: int = 4000) -> Any:
    """Random bots play ``st`` to its end; yields the state before every decision."""
    rng = Rng(seed)
    game = get_game("wonderbook")
    bots = [make_bot("random", game, s, seed + s) for s in range(st.players)]
    for _ in range(limit):
        yield st
        d = st.decision()
        if d is None:
            return
        option = st.sample_chance(rng) if d.actor == CHANCE else bots[d.actor].choose(st)
        st.apply(option)


@pytest.mark.parametrize(
    ("chapter", "players"),
    [("tutorial", 2), ("one", 3), ("two", 1), ("three", 2), ("four", 2), ("four", 4)],
)
def test_table_names_read_cards_only(chapter: str, players: int) -> None:
    """The card shown and the objects on the map never name an unread card (except the
    visible top of a set-aside pile, which the view already shows)."""
    st = _state(chapter, players)
    seen_card = seen_roll = seen_wyrm = 0
    for now in _play(st, 11):
        tb = now.view(None)["table"]
        tops = {p["top"] for p in now.view(None)["piles"].values() if p["top"] is not None}
        if tb["card"] is not None:
            seen_card += 1
            assert tb["card"]["n"] - 1 in now.read
        for x in tb["interactions"]:
            assert x["card"] - 1 in now.read or x["card"] - 1 in tops
        # items in hand lie face up on the table (a script may hand over an unread card)
        assert [[it["item"] for it in hero["items"]] for hero in tb["heroes"]] == now.items
        if tb["roll"] is not None:
            seen_roll += 1
            assert 0 <= tb["roll"]["hits"] <= tb["roll"]["dice"]
        if tb["last_wyrm"] is not None:
            seen_wyrm += 1
        zones = {z["z"] for z in tb["map"]["zones"]}
        assert all(z in zones for z in now.pos)
        assert all(z < 0 or z in zones for z in now.wyrm_zone)
    assert now.decision() is None
    assert seen_card and seen_wyrm
    del seen_roll  # rerolls are rare with random bots; the browser test shows dice


def test_only_a_bot_only_game_gets_the_round_cap(make_client: Any) -> None:
    """Issue 22: the round cap never decides a game with people; a bot-only game gets it
    (and would stop ``unfinished``, never lost)."""
    client = make_client()
    bot = {"kind": "bot", "level": "random"}
    for seats, cap in (([{"kind": "human"}, bot], 0), ([bot, bot], wb_game.BOT_ONLY_MAX_ROUNDS)):
        r = client.post("/api/games", json={"game": "wonderbook", "options": {}, "seats": seats})
        assert r.status_code == 201, r.text
        assert r.json()["config"]["max_rounds"] == cap
