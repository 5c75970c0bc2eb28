"""Bots: legality, determinism, strength ordering sanity, and no peeking at hidden state."""

from __future__ import annotations

import pytest
from helpers.games import advance
from helpers.nim import NimGame, NimState
from hypothesis import given, settings
from hypothesis import strategies as st

from tomecraft.bots import bot_names, make_bot, play_game
from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.bots.play import PLAYOUT_LIMIT, play_out
from tomecraft.core import Event, Match, Rng, get_game
from tomecraft.games.spellbook.position import from_position

GAME = get_game("spellbook")


def _random_position(seed: int, players: int, steps: int) -> Match:
    """A match advanced by ``steps`` random decisions (chance from the match's generator)."""
    match = Match(GAME, {"players": players, "set": "classic"}, seed)
    rng = Rng(seed + 99)
    advance(match, steps, lambda d: rng.choice(d.ids))
    match.resolve_chance()
    return match


def test_registry_lists_all_levels() -> None:
    assert {"random", "greedy", "mcts", "easy", "medium", "hard"} <= set(bot_names())
    with pytest.raises(ValueError, match="unknown bot 'genius'; choose one of"):
        make_bot("genius", GAME, 0)


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(1, 4),
    steps=st.integers(0, 300),
    name=st.sampled_from(["random", "greedy", "easy"]),
)
def test_bots_only_choose_listed_options(seed: int, players: int, steps: int, name: str) -> None:
    match = _random_position(seed, players, steps)
    d = match.state.decision()
    if d is None:
        return
    bot = make_bot(name, GAME, d.actor, seed)
    before = match.state.state_hash()
    choice = bot.choose(match.state)
    assert choice in d.ids
    assert match.state.state_hash() == before, "a bot must not change the state it is shown"


def test_search_is_deterministic_for_a_seed() -> None:
    match = _random_position(5, 3, 40)
    d = match.state.decision()
    assert d is not None
    choices = {
        MCTSBot(GAME, d.actor, 77, SearchConfig(iterations=150)).choose(match.state)
        for _ in range(3)
    }
    assert len(choices) == 1


def test_whole_games_are_reproducible_with_search_bots() -> None:
    a = play_game(GAME, {"players": 2, "set": "2"}, ["easy", "greedy"], 11)
    b = play_game(GAME, {"players": 2, "set": "2"}, ["easy", "greedy"], 11)
    assert a.state.state_hash() == b.state.state_hash()
    assert a.history == b.history


POSITION = {
    "players": 2,
    "spells": ["sacrifice", "sharing", "growth", "offering", "time_travel", "mirage", "abundance"],
    "altar": "Ro Pt Gs Kt Wo Bo",
    "seats": [
        {"pool": "Yo Yo Yt Ro Rt Ko Go", "spells": {"sacrifice": "4 Rs", "mirage": "4 Bt"}},
        {"pool": "Bo Bs", "familiar": "Kt Ys"},
    ],
    "phase": "morning",
}


def _with_bag_top(order: list[str]) -> dict[str, object]:
    """The same position, with the bag's draw order fixed to ``order`` then the rest."""
    base = from_position(POSITION)
    rest = []
    for k, count in enumerate(base.bag):
        rest += [k] * count
    from tomecraft.games.spellbook.data import parse_token, token_code

    first = [parse_token(c) for c in order]
    for k in first:
        rest.remove(k)
    bag = [token_code(k) for k in first + rest]
    return {**POSITION, "bag": bag, "bag_order": "fixed"}


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_ismcts_never_reads_hidden_state(level: str) -> None:
    """Poison the hidden part of the true state (the bag's known order): the search bot's
    choices must not change, because it samples only from the seat's view."""
    honest = from_position(_with_bag_top(["Ys", "Yt", "Ys", "Bt"]))
    poisoned = from_position(_with_bag_top(["Ko", "Ko", "Po", "Wo"]))
    assert honest.view(0) == poisoned.view(0)
    assert honest.bag_top != poisoned.bag_top
    for seed in range(3):
        a = make_bot(level, GAME, 0, seed).choose(honest)
        b = make_bot(level, GAME, 0, seed).choose(poisoned)
        assert a == b


def test_search_beats_random_in_two_player() -> None:
    wins = 0.0
    for i in range(4):
        names = ["easy", "random"] if i % 2 == 0 else ["random", "easy"]
        m = play_game(GAME, {"players": 2, "set": "classic"}, names, 300 + i)
        seat = 0 if i % 2 == 0 else 1
        won = m.state.winners()
        wins += (1.0 / len(won)) if seat in won else 0.0
    assert wins >= 3.5


@pytest.mark.parametrize("uniform", [False, True])
def test_play_out_stops_at_a_real_choice_after_its_decisions_or_at_the_end(uniform: bool) -> None:
    """``play_out``: ``decisions`` real choices (forced ones and chance not counted), then a
    stop before the next real choice; to the end without a bound; the same for a seed."""
    ends = []
    for decisions in (0, 5, None):
        match = _random_position(3, 2, 10)
        st = match.state.clone()
        ended = play_out(GAME, st, Rng(4), decisions, uniform)
        d = st.decision()
        if decisions is None:
            assert ended and d is None
        elif not ended:
            assert d is not None and d.actor >= 0 and len(d.ids) > 1
        again = match.state.clone()
        assert play_out(GAME, again, Rng(4), decisions, uniform) is ended
        assert again.to_json() == st.to_json()
        ends.append(st.to_json())
    assert ends[0] != ends[1] != ends[2]  # each real choice taken moves the game on


class _EndlessNim(NimState):
    def _apply(self, option_id: int) -> list[Event]:
        self.turn += 1  # the pile never shrinks
        return []


def test_play_out_to_the_end_gives_up_past_its_bound() -> None:
    st = _EndlessNim(2, 9)
    with pytest.raises(RuntimeError, match=f"did not end in {PLAYOUT_LIMIT} decisions"):
        play_out(NimGame(), st, Rng(1), None, uniform=True)
    assert st.turn == PLAYOUT_LIMIT
    assert play_out(NimGame(), _EndlessNim(2, 9), Rng(1), 7, uniform=True) is False
