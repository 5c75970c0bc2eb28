"""Bot levels: the always-store baseline, the level registry and its descriptions, the
``tomecraft bots`` table, the lobby's default, and a tiny run of ``bench/ladder.py``."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from helpers.games import advance
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import tomecraft.i18n as i18n
from tomecraft.bots import bot_names, make_bot, play_game
from tomecraft.bots.levels import (
    BOT_ALIASES,
    DEFAULT_LEVEL,
    LEVEL_ORDER,
    SEARCH_LEVELS,
    default_level,
    description,
    rank,
    resolve,
)
from tomecraft.bots.mcts import LEVELS
from tomecraft.core import CHANCE, Match, get_game
from tomecraft.games.spellbook import actions as A
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.app import app
from tomecraft.interfaces.cli.common import parse_players

GAME = get_game("spellbook")
ROOT = Path(__file__).resolve().parents[1]
LOCALES = Path(i18n.__file__).parent / "locales"


def _position(seed: int, players: int, steps: int) -> Match:
    match = Match(GAME, {"players": players, "set": "classic"}, seed)
    bots = [make_bot("random", GAME, s, seed + s) for s in range(players)]
    return advance(match, steps, lambda d: bots[d.actor].choose(match.state))


# -- the store baseline --------------------------------------------------------------------
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), steps=st.integers(0, 300))
def test_store_bot_only_chooses_listed_options(seed: int, players: int, steps: int) -> None:
    match = _position(seed, players, steps)
    d = match.state.decision()
    if d is None or d.actor == CHANCE:
        return
    before = match.state.state_hash()
    choice = make_bot("store", GAME, d.actor, seed).choose(match.state)
    assert choice in d.ids
    assert match.state.state_hash() == before
    if A.STORE1 in d.ids:
        assert choice == A.STORE1


def test_store_bot_stores_and_never_learns() -> None:
    finished = play_game(GAME, {"players": 2, "set": "classic"}, ["store", "random"], 3)
    history = finished.history
    store_moves = [option for actor, option in history if actor == 0]
    assert A.STORE1 in store_moves
    assert not any(A.LEARN <= o < A.PAIR for o in store_moves), "the script never learns"
    state = finished.state
    assert state.decision() is None and len(state.familiars[0]) > 0  # type: ignore[attr-defined]


def test_store_bot_refuses_a_game_without_a_script() -> None:
    with pytest.raises(ValueError, match=r"'store' bot does not play 'madness'.*choose one of: "
                       r"easy, greedy, hard, mcts, medium, random$"):
        make_bot("store", get_game("madness"), 0)


# -- the registry ----------------------------------------------------------------------------
def test_every_listed_level_is_a_registered_bot_in_order_of_strength() -> None:
    assert set(LEVEL_ORDER) <= set(bot_names())
    assert LEVEL_ORDER[:3] == ("random", "store", "greedy")
    assert LEVEL_ORDER[-3:] == SEARCH_LEVELS == tuple(LEVELS)
    assert [rank(n) for n in LEVEL_ORDER] == list(range(len(LEVEL_ORDER)))
    assert rank("mcts") == len(LEVEL_ORDER)
    iterations = [LEVELS[n].iterations or 0 for n in SEARCH_LEVELS]
    assert iterations == sorted(iterations) and len(set(iterations)) == 3


def test_bot_means_a_search_level_not_greedy() -> None:
    assert DEFAULT_LEVEL in SEARCH_LEVELS and DEFAULT_LEVEL != "greedy"
    assert resolve(" BOT ") == DEFAULT_LEVEL == BOT_ALIASES["bot"]
    assert parse_players("human,bot,greedy", Translator("en"), allow_human=True,
                         game=GAME) == [
        "human", DEFAULT_LEVEL, "greedy"
    ]


def test_bot_is_the_measured_best_level_in_wonder_book() -> None:
    assert default_level("wonderbook") == "medium" == resolve("bot", "wonderbook")
    assert default_level("spellbook") == DEFAULT_LEVEL == default_level(None)
    t = Translator("en")
    assert parse_players("human,bot", t, allow_human=True, game=get_game("wonderbook")) == [
        "human", "medium"
    ]
    assert parse_players("bot", t, allow_human=False, game=get_game("madness")) == [DEFAULT_LEVEL]


@pytest.mark.parametrize("lang", ["en", "es", "de", "zh-TW"])
def test_every_bot_kind_has_a_one_line_description(lang: str) -> None:
    t = Translator(lang)
    for name in bot_names():
        text = t(description(name))
        assert text and "\n" not in text and "bot-desc" not in text, (lang, name)
    assert t(description("bot")) == t(description(DEFAULT_LEVEL))
    assert "nobody" in t(description("nobody"))


def _ids(lang: str) -> set[str]:
    body = FluentParser().parse((LOCALES / lang / "bots.ftl").read_text("utf-8")).body
    assert not [e for e in body if isinstance(e, fast.Junk)], lang
    return {e.id.name for e in body if isinstance(e, fast.Message)}


def test_descriptions_are_translated_in_every_language() -> None:
    english = _ids("en")
    assert {f"bot-desc-{n}" for n in (*LEVEL_ORDER, "mcts")} <= english
    for lang in ("es", "de", "zh-TW"):
        assert _ids(lang) == english, lang


def test_bots_command_describes_each_kind_weakest_first() -> None:
    result = CliRunner().invoke(app, ["bots", "--lang", "en"], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    rows = {n: next(i for i, line in enumerate(lines) if line.startswith(f"│ {n} ")) for n in
            LEVEL_ORDER}
    assert [rows[n] for n in LEVEL_ORDER] == sorted(rows.values())
    medium = lines[rows[DEFAULT_LEVEL]]
    assert "bot" in medium.split("│")[2] and "the default" in medium
    assert "Beginner: looks one step ahead" in lines[rows["greedy"]]


def test_lobby_meta_offers_the_default_level_and_descriptions(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from tomecraft.interfaces.web.app import create_app

    with TestClient(create_app(db=tmp_path / "lobby.sqlite")) as client:
        meta = client.get("/api/meta?lang=de").json()
    assert meta["default_bot"] == DEFAULT_LEVEL
    assert meta["default_bots"]["spellbook"] == DEFAULT_LEVEL
    assert meta["default_bots"]["wonderbook"] == "medium"
    levels = [b["name"] for b in meta["bot_levels"]]
    assert levels[: len(LEVEL_ORDER)] == list(LEVEL_ORDER)
    medium = next(b for b in meta["bot_levels"] if b["name"] == "medium")
    assert medium["description"].startswith("Mittel")


# -- the ladder script ------------------------------------------------------------------------
def _ladder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ladder_bench", ROOT / "bench" / "ladder.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ladder_bench"] = module
    spec.loader.exec_module(module)
    return module


def test_ladder_plays_mirrored_couples_resumes_and_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ladder = _ladder()
    out = tmp_path / "ladder.json"
    args = ["--players", "2", "--bots", "random,store", "--games", "2", "--out", str(out)]
    assert ladder.main(args) == 0
    games = json.loads(out.read_text())["games"]
    assert [g["lineup"] for g in games] == [["store", "random"], ["random", "store"]]
    assert games[0]["seed"] == games[1]["seed"], "a couple replays one seed, seats swapped"
    assert all(g["moves"][0] + g["moves"][1] > 0 and g["cpu_s"] >= 0 for g in games)
    first = capsys.readouterr().out
    assert "playing 2" in first and "| store vs random |" in first
    assert "OpenSkill" in first
    assert ladder.main(args) == 0  # resumed: nothing left to play
    assert "playing 0" in capsys.readouterr().out
    assert len(json.loads(out.read_text())["games"]) == 2


def test_ladder_team_mode_reports_a_team_win_rate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ladder = _ladder()
    out = tmp_path / "team.json"
    args = ["--game", "madness", "--team", "--players", "2", "--bots", "random", "--games", "1",
            "--out", str(out)]
    assert ladder.main(args) == 0
    text = capsys.readouterr().out
    assert "team win rate" in text and "| random |" in text


def test_ladder_rejects_a_malformed_pair(tmp_path: Path) -> None:
    ladder = _ladder()
    with pytest.raises(SystemExit, match="is not 'a:b'"):
        ladder.main(["--pairs", "hard-medium", "--out", str(tmp_path / "x.json")])


# -- search settings used by the comparisons ---------------------------------------------------
def test_like_for_like_search_plays_random_playouts_to_the_end() -> None:
    from tomecraft.bots.mcts import MCTSBot, SearchConfig

    match = _position(4, 2, 60)
    d = match.state.decision()
    while d is not None and (d.actor == CHANCE or len(d.ids) < 2):
        if d.actor == CHANCE:
            match.resolve_chance()
        else:
            match.step(d.ids[0])
        d = match.state.decision()
    assert d is not None
    cfg = SearchConfig(iterations=6, random_rollouts=True, rollout_decisions=None)
    calls: list[int] = []
    estimate = GAME.estimate

    def spy(state: object) -> list[float]:
        calls.append(1)
        return estimate(state)  # type: ignore[arg-type]

    GAME.estimate = spy  # type: ignore[method-assign]
    try:
        a = MCTSBot(GAME, d.actor, 3, cfg).choose(match.state)
        b = MCTSBot(GAME, d.actor, 3, cfg).choose(match.state)
    finally:
        del GAME.estimate
    assert a == b and a in d.ids
    assert not calls, "full playouts end the game: no estimate is ever asked for"
    timed = MCTSBot(GAME, d.actor, 3, SearchConfig(iterations=None, time_limit=0.05,
                                                     cpu_time=True))
    assert timed.choose(match.state) in d.ids and timed.last_iterations >= 1


@pytest.mark.parametrize("lang", ["en", "es", "de", "zh-TW"])
def test_each_games_bot_lines_name_only_what_it_has(lang: str) -> None:
    """Madness and Wonder Book have no store script (the SpellBook baseline): their bots'
    lines do not compare with it (regression: "about as strong as the store script" in
    `tomecraft bots madness`), and say how the levels play there."""
    t = Translator(lang)
    store = {"en": "store script", "es": "guion de guardar", "de": "Ablage-Skript",
             "zh-TW": "存放腳本"}[lang]
    assert store in t(description("greedy", "spellbook")), lang
    for game in ("madness", "wonderbook"):
        kinds = bot_names(get_game(game))
        assert "store" not in kinds
        for name in kinds:
            text = t(description(name, game))
            assert text and "\n" not in text and store not in text, (lang, game, name, text)
        assert t(description("bot", game)) == t(description(default_level(game), game))
    english = Translator("en")
    assert "playouts" in english(description("medium", "madness"))
    out = CliRunner().invoke(app, ["bots", "madness", "--lang", lang], env={"COLUMNS": "250"})
    assert out.exit_code == 0 and store not in out.output, out.output
