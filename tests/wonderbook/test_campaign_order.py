"""The campaign goes chapter by chapter (rulebook L449): a later chapter needs the record of
the earlier ones or the explicit ``practice`` option; and a hero changed between chapters
chooses its upgrade sides again (L481-483)."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from tomecraft.core import InvalidConfig, Match, Rng
from tomecraft.core.options import form_values
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import content
from tomecraft.games.wonderbook.game import missing_chapters, next_chapter, parse_record
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import GAME, A, do


def _new(config: dict[str, Any], seed: int = 3) -> WonderState:
    st = GAME.new_state(config, Rng(seed))
    assert isinstance(st, WonderState)
    return st


def _after_one(heroes: list[str], **extra: Any) -> dict[str, Any]:
    """The record a won chapter one hands on: Sid and Lara played, every hero's first
    upgrade card unlocked."""
    rec = {
        "chapters": ["tutorial", "one"],
        "upgrades": {"sid-up-1": 1, "lara-up-1": 0},
        "unlocked": ["ken-up-1", "lara-up-1", "sid-up-1", "tina-up-1"],
        "heroes": heroes,
    }
    rec.update(extra)
    return rec


# -- chapters in order ---------------------------------------------------------------------
def test_a_later_chapter_without_the_earlier_ones_is_refused() -> None:
    with pytest.raises(InvalidConfig) as err:
        GAME.parse_config({"chapter": "two"})
    assert "one" in str(err.value) and "practice" in str(err.value)
    with pytest.raises(InvalidConfig, match="practice"):
        GAME.parse_config({"chapter": 2, "campaign": {"chapters": ["tutorial"]}})


def test_chapters_in_order_need_nothing_more() -> None:
    assert missing_chapters(content(), "tutorial", parse_record(None)) == []
    assert missing_chapters(content(), "one", parse_record(None)) == []  # no tutorial needed
    assert missing_chapters(content(), "two", parse_record(None)) == ["one"]
    cfg = GAME.parse_config({"chapter": "two", "campaign": {"chapters": ["one"]}})
    assert cfg["chapter"] == "two" and "practice" not in cfg
    # practice asked where nothing is missing changes nothing
    assert "practice" not in GAME.parse_config({"chapter": "one", "practice": True})


def test_the_default_chapter_is_the_first_not_completed() -> None:
    c = content()
    assert next_chapter(c, parse_record(None)) == "tutorial"
    assert next_chapter(c, parse_record({"chapters": ["tutorial"]})) == "one"
    assert next_chapter(c, parse_record({"chapters": ["tutorial", "one"]})) == "two"
    # a record with a gap goes back to the gap, never past it
    assert next_chapter(c, parse_record({"chapters": ["two"]})) == "one"
    assert GAME.parse_config({"campaign": {"chapters": ["two"]}})["chapter"] == "one"


def test_practice_starts_a_later_chapter_and_says_so() -> None:
    cfg = GAME.parse_config({"chapter": "two", "practice": "true"})
    assert cfg["practice"] is True
    m = Match(GAME, {"chapter": "two", "practice": True}, 4)
    st = m.state
    assert isinstance(st, WonderState) and st.practice
    keys = [e.msg.key for e in m.opening if hasattr(e.msg, "key")]
    assert "wb-ev-practice" in keys
    assert Translator("en")(m.opening[keys.index("wb-ev-practice")].msg).startswith("Practice")
    view = st.view(0)
    assert view["practice"] is True
    # the flag survives a round trip and a clone
    assert WonderState.from_json(st.to_json()).practice and st.clone().practice
    # a practice game hands on no record, even won
    st.win()
    assert GAME.carry_over(st) is None
    normal = _new({"chapter": "two", "campaign": {"chapters": ["one"]}})
    assert not normal.practice and normal.view(0)["practice"] is False
    normal.win()
    out = GAME.carry_over(normal)
    assert out is not None and "two" in out["chapters"]


@pytest.mark.parametrize("bad", ["maybe", 2, [True]])
def test_practice_is_true_or_false(bad: Any) -> None:
    with pytest.raises(InvalidConfig, match="practice must be true or false"):
        GAME.parse_config({"chapter": "two", "practice": bad})


def test_the_lobby_offers_practice_as_a_checkbox() -> None:
    spec = {s.key: s for s in GAME.option_schema()}["practice"]
    assert spec.type == "flag" and spec.default is False
    schema = GAME.option_schema()
    picked = form_values(schema, 2, {"chapter": "two", "practice": True})
    assert GAME.parse_config(picked)["practice"] is True
    with pytest.raises(InvalidConfig, match="practice"):
        GAME.parse_config(form_values(schema, 2, {"chapter": "two"}))  # unticked: False


def test_cli_practice_flag(tmp_path: Any) -> None:
    from tomecraft.interfaces.cli.app import app

    runner = CliRunner()
    base = ["simulate", "wonderbook", "-n", "1", "--chapter", "two", "--seed", "1",
            "-o", "max_rounds=2", "--json"]
    refused = runner.invoke(app, base)
    assert refused.exit_code != 0
    assert "practice" in refused.output + (refused.stderr if refused.stderr_bytes else "")
    played = runner.invoke(app, [*base, "--practice"])
    assert played.exit_code == 0, played.output


# -- changing heroes ---------------------------------------------------------------------------
def test_an_incoming_hero_chooses_its_upgrades_at_chapter_start() -> None:
    rec = _after_one(["sid", "lara"])
    st = _new({"chapter": "two", "heroes": ["sid", "ken"], "campaign": rec})
    d = st.decision()
    assert d is not None and d.kind == "upgrade" and d.actor == 1  # Ken's player
    assert "ken-up-1" not in st.upgrades and st.upgrades["sid-up-1"] == 1  # Sid keeps his
    do(st, A.OPTION + 1, "upgrade")
    assert st.upgrades["ken-up-1"] == 1
    assert st.decision() is None or st.decision().kind != "upgrade"  # type: ignore[union-attr]
    assert st.read  # then card 1 is read


def test_a_returning_hero_does_not_inherit_its_old_sides() -> None:
    """Lara played chapter one (side 0), sat out a chapter and comes back: she is an
    incoming hero, so her side is chosen again."""
    rec = _after_one(["sid", "ken"], upgrades={"sid-up-1": 1, "lara-up-1": 0, "ken-up-1": 1})
    st = _new({"chapter": "two", "heroes": ["sid", "lara"], "campaign": rec})
    assert "lara-up-1" not in st.upgrades  # forgotten until chosen again
    d = st.decision()
    assert d is not None and d.kind == "upgrade" and d.actor == 1
    do(st, A.OPTION + 1, "upgrade")
    assert st.upgrades["lara-up-1"] == 1
    lara = st.heroes.index(st.c.hero_index["lara"])
    hc = st.c.heroes[st.heroes[lara]]
    assert 1 + 2 * hc.upgrades.index("lara-up-1") + 1 in st.abilities(lara)


def test_the_same_heroes_keep_their_sides() -> None:
    rec = _after_one(["sid", "lara"])
    st = _new({"chapter": "two", "heroes": ["sid", "lara"], "campaign": rec})
    d = st.decision()
    assert d is None or d.kind != "upgrade"
    assert st.upgrades == {"sid-up-1": 1, "lara-up-1": 0}


def test_the_upgrade_step_unlocks_cards_of_heroes_not_in_play() -> None:
    st = _new({"chapter": "one", "heroes": ["sid", "lara"]})
    st.stack.append(T.ReadCard(19, -1))  # card 20 gives every hero's first upgrade card
    st.settle()
    for _ in range(2):
        do(st, A.OPTION, "upgrade")
    assert {"ken-up-1", "tina-up-1", "sid-up-1", "lara-up-1"} <= set(st.unlocked)
    st.win()
    rec = st.campaign_record()
    assert rec["heroes"] == ["sid", "lara"]
    assert {"ken-up-1", "tina-up-1"} <= set(rec["unlocked"])
    assert set(rec["upgrades"]) == {"sid-up-1", "lara-up-1"}
    # a loss hands back the record as it began: nothing unlocked
    lost = _new({"chapter": "one", "heroes": ["sid", "lara"]})
    lost.unlocked.append("ken-up-1")
    lost.lose("destiny")
    assert lost.campaign_record()["unlocked"] == []


def test_records_without_the_new_fields_still_load() -> None:
    rec = parse_record({"chapters": ["one"], "upgrades": {"sid-up-1": 0}})
    assert rec["unlocked"] == ["sid-up-1"] and rec["heroes"] == []
    st = _new({"chapter": "two", "heroes": ["sid", "ken"], "campaign": rec})
    d = st.decision()
    assert d is None or d.kind != "upgrade"  # nothing known to choose again
    assert st.upgrades == {"sid-up-1": 0}
    with pytest.raises(InvalidConfig, match="unknown campaign record field"):
        parse_record({"chapters": [], "bogus": 1})


def test_the_terminal_board_says_practice() -> None:
    from tomecraft.games.wonderbook.render import board

    def labels(st: WonderState) -> list[str]:
        return [getattr(r.label, "key", "") for r in board(st, 0)[0].rows]

    assert "wb-board-practice" in labels(_new({"chapter": "two", "practice": True}))
    assert "wb-board-practice" not in labels(_new({"chapter": "one"}))
