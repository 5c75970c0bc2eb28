"""Forced decisions (a single legal option) are never put to a player: the core's
``Match.advance`` takes and narrates them, bots skip them, the terminal never asks them,
and the search treats them (and a game's one-option ``search_options``) as no step."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, ClassVar

import pytest
from helpers.cli import EVERY_NUMBER
from typer.testing import CliRunner

from tomecraft.bots import GreedyBot, play_game
from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.core import CHANCE, Decision, GameDef, Match, State, forced_option, get_game
from tomecraft.core.match import alike_option, forced_event
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.app import app
from tomecraft.interfaces.cli.turns import one_outcome


def _to_forced(match: Match, limit: int = 5000) -> bool:
    """Play the first option until a forced decision is pending (True) or the end."""
    for _ in range(limit):
        d = match.state.decision()
        if d is None:
            return False
        if d.actor != CHANCE and len(d.ids) == 1:
            return True
        if d.actor == CHANCE:
            match.step(match.state.sample_chance(match.rng))
        else:
            match.step(d.ids[-1])
    return False


@pytest.mark.parametrize("game", ["spellbook", "madness"])
def test_advance_takes_and_narrates_forced_decisions_and_records_them(game: str) -> None:
    match = Match(game, {"players": 2}, seed=5)
    assert _to_forced(match)
    before = len(match.history)
    option = forced_option(match.state)
    assert option is not None
    steps = match.advance()
    forced = [s for s in steps if s.forced]
    assert forced and forced[0].option == option and forced[0].index == before
    first = forced[0].events[0]
    # Madness's option labels can name hidden cards: its narration leaves the option out
    key = "core-forced" if game == "spellbook" else "core-forced-hidden"
    assert first.kind == "forced" and first.msg.key == key
    assert "only one choice" in Translator("en")(first.msg)
    # afterwards somebody has a real choice (or the game is over); history keeps it all
    d = match.state.decision()
    assert d is None or (d.actor != CHANCE and len(d.ids) > 1)
    assert len(match.history) == before + len(steps)
    again = Match.from_game_file(json.loads(json.dumps(match.game_file())))
    assert again.state.state_hash() == match.state.state_hash()


def test_advance_without_forced_stops_at_the_forced_decision() -> None:
    match = Match("spellbook", {"players": 2}, seed=5)
    assert _to_forced(match)
    assert match.advance(forced=False) == []
    assert forced_option(match.state) is not None
    assert match.take_forced() is not None


def test_forced_option_is_none_for_chance_and_real_choices() -> None:
    match = Match("spellbook", {"players": 2}, seed=5)
    d = match.state.decision()
    assert d is not None
    if d.actor == CHANCE or len(d.ids) > 1:
        assert forced_option(match.state) is None


class _Counting(GreedyBot):
    asked: ClassVar[list[int]] = []

    def choose(self, state: State) -> int:
        d = state.decision()
        assert d is not None
        type(self).asked.append(len(d.ids))
        return super().choose(state)


def test_play_match_never_asks_a_bot_a_forced_decision() -> None:
    from tomecraft.bots.play import play_match

    _Counting.asked = []
    game = get_game("spellbook")
    match = Match(game, {"players": 2}, seed=3)
    forced = 0
    bots = [_Counting(game, s, s) for s in range(2)]
    play_match(match, bots)
    assert _Counting.asked and min(_Counting.asked) > 1
    replay = Match.from_game_file(match.game_file())
    for actor, _ in replay.history:
        forced += actor != CHANCE
    assert forced > len(_Counting.asked)  # some decisions were taken without the bots


class _Narrowing(GameDef):
    """Wraps a game, narrowing every decision to its first option for the search."""

    def __init__(self, inner: GameDef) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def parse_config(self, raw: Any) -> dict[str, Any]:
        return self.inner.parse_config(raw)

    def new_state(self, config: Any, rng: Any) -> State:
        return self.inner.new_state(config, rng)

    def heuristic(self, state: State, seat: int) -> float:
        return self.inner.heuristic(state, seat)

    def search_options(self, state: State, decision: Decision) -> tuple[int, ...]:
        return decision.ids[:1]


def test_search_takes_a_one_option_search_list_without_searching() -> None:
    inner = get_game("spellbook")
    match = Match(inner, {"players": 2}, seed=4)
    match.advance()
    bot = MCTSBot(_Narrowing(inner), match.state.decision().actor,  # type: ignore[union-attr]
                  1, SearchConfig(iterations=30))
    d = match.state.decision()
    assert d is not None
    assert bot.choose(match.state) == d.ids[0]
    assert bot.last_iterations == 0  # no search spent


def test_madness_payments_are_macro_steps_for_the_search() -> None:
    """A non-spell payment is narrowed to its default; a spell keeps one per multiple."""
    from tomecraft.games.madness import actions as A
    from tomecraft.games.madness.payment import payments

    game = get_game("madness")
    match = Match(game, {"players": 3}, seed=11)
    checked = 0
    for _ in range(3000):
        d = match.state.decision()
        if d is None:
            break
        if d.kind == "pay" and len(d.ids) > 1:
            st = match.state
            narrowed = game.search_options(st, d)
            found = payments(st, st.stack[-1])  # type: ignore[attr-defined]
            assert narrowed[0] == A.PAYMENT
            assert [found[i - A.PAYMENT].level for i in narrowed] == sorted(
                {p.level for p in found}
            )
            checked += 1
        if d.actor == CHANCE:
            match.step(match.state.sample_chance(match.rng))
        else:
            match.step(d.ids[-1])
    assert checked > 0


def test_madness_rollout_policy_destroys_curses_and_pays_by_default() -> None:
    from tomecraft.core import Rng
    from tomecraft.games.madness import actions as A
    from tomecraft.games.madness.game import rollout_choice

    game = get_game("madness")
    rng = Rng(3)
    seen_destroy = seen_pay = 0
    for seed in range(4):
        match = Match(game, {"players": 2}, seed=seed)
        for _ in range(800):
            d = match.state.decision()
            if d is None:
                break
            if d.actor == CHANCE:
                match.step(match.state.sample_chance(match.rng))
                continue
            option = rollout_choice(match.state, rng)  # type: ignore[arg-type]
            assert option in d.ids
            if d.kind == "action" and any(A.DESTROY <= a < A.HEAL_HAND for a in d.ids):
                assert A.DESTROY <= option < A.HEAL_HAND
                seen_destroy += 1
            if d.kind == "pay":
                seen_pay += option == A.PAYMENT
            match.step(option)
    assert seen_destroy and seen_pay


def test_whole_games_with_forced_skipping_still_replay() -> None:
    match = play_game(get_game("madness"), {"players": 2}, ["greedy", "greedy"], seed=9)
    again = Match.from_game_file(match.game_file())
    assert again.state.state_hash() == match.state.state_hash()


def test_terminal_never_asks_a_forced_question(tmp_path: Path) -> None:
    runner = CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": "100"})
    path = tmp_path / "g.json"
    result = runner.invoke(
        app, ["play", "spellbook", "--players", "human,greedy", "--seed", "3", "--save", str(path)],
        input=EVERY_NUMBER,
    )
    assert result.exit_code == 0, result.output
    assert not re.search(r"your choice \((\d+)-\1,", result.output)  # never "(1-1, ...)"
    data = json.loads(path.read_text())
    replay = Match.from_game_file(data)  # the forced decisions are in the file
    forced = asked = 0
    unasked: list[int] = []
    match = Match(replay.game, replay.config, replay.seed)
    for index, (actor, option) in enumerate(data["decisions"]):
        d = match.state.decision()
        assert d is not None
        forced += actor != CHANCE and len(d.ids) == 1
        # the human (seat 0) is asked exactly when there is a real choice (not a payment
        # in some order of tokens that must all be paid: one outcome); a forced step is
        # narrated by what it did ("Took no evening action"), or "only one choice" where
        # it did nothing else to say (tests/test_cli_stranger.py)
        real = (len(d.ids) > 1 and alike_option(match.state) is None
                and not one_outcome(match.state, game=match.game))
        asked += actor == 0 and real
        if actor == 0 and not real:
            unasked.append(index)
        match.step(option)
    assert forced > 0
    # the file names the person's decisions taken without asking (the coach grades none
    # of them), and no bot's
    assert data["forced"] == unasked and unasked
    # each number the input types that is not offered is refused and asked again
    refused = len(re.findall(r"Option \d+ is not offered any more|There is no option \d+",
                             result.output))
    assert len(re.findall(r"your choice \(\d+-", result.output)) - refused == asked > 0



def test_forced_narration_leaves_out_labels_that_can_name_hidden_cards() -> None:
    """Every seat reads the narration of a forced decision; in a game whose option labels
    can name a hand's cards (Madness) it names only the player, never the option."""
    from tests.madness.helpers import at_stage, new, set_zone
    from tomecraft.games.madness import flow as F
    from tomecraft.games.madness import tasks as T
    from tomecraft.games.madness.data import kind

    st = new(players=2, seed=2)
    card = kind(2, 3)
    set_zone(st, 0, "hands", [card, kind(0, 1)])
    at_stage(st, 0, F.ACTION, T.VERB_TASKS["top"](0, 1))
    d = st.decision()
    assert d is not None and d.kind == "top"
    option = next(o for o in d.ids if card_named(st, d, o, card))
    text = Translator("en")(forced_event(st, option).msg)
    assert text == "only one choice (kept hidden)"


def card_named(st: Any, d: Decision, option: int, card: int) -> bool:
    tr = Translator("en")
    return bool(tr(st.card_msg(card)) in tr(st.label(d, option)))
