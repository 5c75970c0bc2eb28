"""Which bot kinds each game supports: computed once (:func:`tomecraft.bots.bot_names`)
from what each kind asks of a game, and enforced by the CLI (``play``, ``simulate``,
``tournament``, the ``bots`` listing). The REST API and the lobby have their own tests
(tests/web/test_bot_kinds.py)."""

from __future__ import annotations

import logging
import pickle
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from tomecraft.bots import bot_names, fallback_bot, make_bot, register_bot, supports
from tomecraft.bots.base import Bot, UnknownBot, UnsupportedBot, game_offers, unregister_bot
from tomecraft.bots.simple import RandomBot
from tomecraft.cli import app
from tomecraft.core import GameDef, Match, Rng, State, game_names, get_game

SEARCH = {"easy", "medium", "hard", "mcts"}


class BareGame(GameDef):
    """A game definition with only what every game must have: no scripted baseline and no
    determinizer (SpellBook's rules, to have real states to play)."""

    facts = get_game("spellbook").facts._replace(name="bare")

    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        return get_game("spellbook").parse_config(raw)

    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        return get_game("spellbook").new_state(config, rng)

    def heuristic(self, state: State, seat: int) -> float:
        return get_game("spellbook").heuristic(state, seat)


@pytest.fixture
def picky() -> Iterator[str]:
    """A bot kind that needs a hook no bundled game has (removed afterwards)."""
    register_bot("picky", RandomBot, requires=("tea_ceremony",))
    yield "picky"
    unregister_bot("picky")


def test_each_game_supports_the_kinds_whose_needs_it_meets() -> None:
    everything = set(bot_names())
    assert {"random", "store", "greedy"} | SEARCH <= everything
    assert set(bot_names(get_game("spellbook"))) == everything
    for name in ("madness", "wonderbook"):
        assert set(bot_names(get_game(name))) == everything - {"store"}, name
        assert not supports(get_game(name), "store")
    # a game that defines neither the baseline script nor a determinizer: no search, no store
    assert bot_names(BareGame()) == ["greedy", "random"]
    assert not game_offers(BareGame(), "determinizer")  # GameDef's refusing default
    assert game_offers(get_game("madness"), "determinizer")


def test_a_kind_declares_what_it_needs(picky: str) -> None:
    assert picky in bot_names()
    assert all(picky not in bot_names(get_game(g)) for g in game_names())
    with pytest.raises(UnsupportedBot, match=r"needs GameDef\.tea_ceremony"):
        make_bot(picky, get_game("spellbook"), 0)


@pytest.mark.parametrize("game", ["spellbook", "madness", "wonderbook"])
def test_every_supported_kind_plays_and_every_other_is_refused(game: str) -> None:
    gdef = get_game(game)
    match = Match(gdef, {"players": 2}, 5)
    for _ in match.advance():
        pass
    state = match.state
    seat = state.actor()
    assert seat is not None and seat >= 0
    for name in bot_names(gdef):
        bot = make_bot(name, gdef, seat, 1)
        if name not in SEARCH:  # the search levels are tested elsewhere (slower)
            assert bot.choose(state.clone()) in state.legal_ids(), (game, name)
    for name in set(bot_names()) - set(bot_names(gdef)):
        with pytest.raises(UnsupportedBot) as exc:
            make_bot(name, gdef, seat, 1)
        assert f"choose one of: {', '.join(bot_names(gdef))}" in str(exc.value)
    with pytest.raises(UnknownBot, match="unknown bot 'genius'"):
        make_bot("genius", gdef, 0)


def test_the_refusal_crosses_process_boundaries() -> None:
    """Bots run in worker processes: the error must come back whole (pickled)."""
    with pytest.raises(UnsupportedBot) as exc:
        make_bot("store", get_game("madness"), 0)
    again = pickle.loads(pickle.dumps(exc.value))
    assert type(again) is UnsupportedBot and str(again) == str(exc.value)


def test_the_fallback_is_a_working_kind_other_than_the_failed_one() -> None:
    for name in game_names():
        gdef = get_game(name)
        assert fallback_bot(gdef, "hard") == "greedy"
        assert fallback_bot(gdef, "greedy") == "random"
        assert supports(gdef, fallback_bot(gdef, "store"))
    assert fallback_bot(BareGame(), "greedy") == "random"


# -- the CLI -------------------------------------------------------------------------------
@pytest.fixture
def runner() -> CliRunner:
    return CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": "200"})


def run(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(app, list(args))


ALLOWED = "easy, greedy, hard, mcts, medium, random, bot"


@pytest.mark.parametrize(
    "args",
    [
        ("play", "madness", "--players", "human,store", "--seed", "1"),
        ("simulate", "wonderbook", "-n", "1", "--bots", "store"),
        ("simulate", "madness", "-n", "1", "--bots", "greedy,store"),
        ("tournament", "madness", "--bots", "store,random", "-n", "2"),
    ],
)
def test_the_cli_refuses_a_kind_the_game_does_not_support(
    runner: CliRunner, args: tuple[str, ...]
) -> None:
    result = run(runner, *args)
    assert result.exit_code == 2, result.output
    game = args[1]
    assert f'The "store" bot does not play {game}; each entry must be one of:' in result.output
    assert ALLOWED in result.output and "Traceback" not in result.output


def test_the_cli_refusal_is_translated(runner: CliRunner) -> None:
    result = run(runner, "simulate", "madness", "-n", "1", "--bots", "store", "--lang", "de")
    assert result.exit_code == 2
    assert "Der Bot „store“ spielt madness nicht" in result.output


def test_the_cli_still_plays_the_store_bot_in_spellbook(runner: CliRunner) -> None:
    result = run(runner, "simulate", "spellbook", "-n", "1", "--bots", "store,random",
                 "--seed", "3", "--json")
    assert result.exit_code == 0, result.output


def test_the_bots_listing_says_which_games_each_kind_plays(runner: CliRunner) -> None:
    result = run(runner, "bots")
    assert result.exit_code == 0, result.output
    rows = {line.split("│")[1].strip(): line for line in result.output.splitlines()
            if line.startswith("│") and line.split("│")[1].strip()}
    assert "Games" in rows["Bot"]
    assert rows["store"].split("│")[-2].strip() == "spellbook"
    assert rows["random"].split("│")[-2].strip() == ", ".join(game_names())
    for game in ("madness", "wonderbook"):
        only = run(runner, "bots", game)
        assert only.exit_code == 0, only.output
        listed = {line.split("│")[1].strip() for line in only.output.splitlines()
                  if line.startswith("│")} - {"Bot", ""}
        assert listed == set(bot_names(get_game(game))), game
    unknown = run(runner, "bots", "chess")
    assert unknown.exit_code == 2 and "chess" in unknown.output


class FaultyBot(Bot):
    """A bot kind that fails on its third decision."""

    name = "faulty"
    calls = 0

    def choose(self, state: State) -> int:
        FaultyBot.calls += 1
        if FaultyBot.calls >= 3:
            raise RuntimeError("the faulty bot broke")
        return state.legal_ids()[0]


@pytest.fixture
def faulty() -> Iterator[str]:
    FaultyBot.calls = 0
    register_bot("faulty", FaultyBot)
    yield "faulty"
    unregister_bot("faulty")


def test_a_failing_bot_in_play_hands_its_seat_to_a_working_one(
    runner: CliRunner, faulty: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR, logger="tomecraft.cli")
    result = run(runner, "play", "spellbook", "--players", f"{faulty},random", "--seed", "4",
                 "--lang", "es")
    assert result.exit_code == 0, result.output
    told = "el bot faulty falló; desde ahora un bot greedy juega en este puesto."
    assert result.output.count(told) == 1, result.output[-2000:]
    assert FaultyBot.calls == 3  # never asked again once it failed
    failures = [r for r in caplog.records if r.exc_info and "the faulty bot broke" in
                str(r.exc_info[1])]
    assert len(failures) == 1 and "seat 1 failed; a greedy bot takes over" in (
        failures[0].getMessage())
