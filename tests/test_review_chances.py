"""What the coach tells a player: a chance of winning that is one, and grades not given on noise.

Rules checked here:

* an option's ``win`` is the share of its playouts the seat won, ties split (co-op: the
  team won): where every seat ties, each of three seats wins a third;
* the chances of all the seats of a competitive game sum to about 100% (each seat's
  next decision after 100 of a 4-player SpellBook game), while the standing (the rank
  and margin reward) sums to about 200%: so "chance" names the first, "standing" the
  other. At the first decisions the chances sum to about 150%: each seat's options are
  judged with the others then playing the playouts' policy, weaker than a bot's choice;
* what is shown per game: chance and standing in a competitive game, the chance alone
  in a solo or co-operative game whose playouts reach the end (Madness), the standing
  alone where the playouts stop before the end (Wonder Book);
* a SpellBook decision that 16 playouts grade a blunder and 256 playouts grade ``best``
  is re-checked (4x the playouts for the option taken and the best) and not called a
  mistake; the re-check is deterministic, its options say their playouts, and the review
  says what the re-checks cost.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from helpers.games import greedy_until
from helpers.nim import NimGame, NimState

from tomecraft.analysis.review import (
    RECHECK,
    assemble,
    figures_of,
    review_decision,
    value_options,
)
from tomecraft.core import Match, Rng, State
from tomecraft.i18n import Translator

DATA = Path(__file__).resolve().parent / "data"
BAD = ("mistake", "blunder")


class TiedNim(NimState):
    """Nim where everybody shares the win when the last stone is taken."""

    def winners(self) -> list[int]:
        return list(range(self.players)) if self.stones == 0 else []


class TiedNimGame(NimGame):
    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        data = {k: v for k, v in view.items() if k in ("players", "stones", "turn", "last")}
        return lambda rng: TiedNim.from_json(data)


def test_a_shared_win_counts_as_a_share() -> None:
    values = value_options(TiedNimGame(), TiedNim(3, 5), 0, samples=4)
    assert values and all(v.win == pytest.approx(1 / 3) for v in values)


def _round(players: int, after: int) -> list[tuple[Match, int]]:
    """For each seat of a SpellBook game (greedy bots), the match at its first real
    choice after ``after`` decisions and the option the greedy bot takes there."""
    from tomecraft.bots import make_bot

    out = []
    for seat in range(players):
        match = Match("spellbook", {"players": players, "set": "classic"}, 5)
        match = greedy_until(match, lambda d, s=seat, m=match: (  # type: ignore[misc]
            d.actor == s and len(m.history) >= after))
        bot = make_bot("greedy", match.game, seat, 1)
        out.append((match, bot.choose(match.state.clone())))
    return out


def _figures(after: int) -> tuple[list[float], list[float]]:
    """Per seat of a 4-player SpellBook game, the chance shown of the option it takes at
    its next choice after ``after`` decisions, and its standing."""
    chances, standings = [], []
    for match, option in _round(4, after):
        seat = match.state.decision().actor  # type: ignore[union-attr]
        values = value_options(match.game, match.state, seat, chosen=option, samples=48)
        v = next(v for v in values if v.option == option)
        shown = figures_of(match.game, match.state)
        assert shown.chance and shown.standing
        chances.append(shown.curve(v))
        standings.append(v.value)
    return chances, standings


def test_the_chances_of_all_seats_sum_to_about_one_in_a_competitive_game() -> None:
    chances, standings = _figures(100)
    assert sum(chances) == pytest.approx(1.0, abs=0.2), chances
    # the rank-and-margin value is no chance: each seat sits near the middle (50%)
    assert sum(standings) > 1.7, standings
    # at the first decisions, each seat's chance assumes the others then play the
    # playouts' policy (weaker than the bots' choices): the sum is over 1, still far
    # below the standings'
    chances, standings = _figures(0)
    assert 0.8 < sum(chances) < sum(standings) - 0.6, (chances, standings)


@pytest.mark.parametrize(("game", "config", "chance", "standing"), [
    ("spellbook", {"players": 2, "set": "classic"}, True, True),
    ("spellbook", {"players": 1, "set": "classic"}, True, False),
    ("madness", {"players": 2}, True, False),
    ("wonderbook", {"players": 2, "chapter": "one"}, False, True),
])
def test_the_figures_shown_per_game(game: str, config: dict[str, Any], chance: bool,
                                    standing: bool) -> None:
    match = Match(game, config, 3)
    shown = figures_of(match.game, match.state)
    assert (shown.chance, shown.standing) == (chance, standing)
    match.advance()
    seat = match.state.decision().actor  # type: ignore[union-attr]
    v = value_options(match.game, match.state, seat, samples=2, width=2)[0]
    text = Translator("en")(shown.text(v))
    assert ("chance of winning" in text) == chance and ("standing" in text) == standing
    assert shown.curve(v) == (v.win if chance else v.value)


def _noisy_blunder() -> tuple[Match, int, int]:
    """The saved position: the match at the decision, its index and the option taken."""
    doc = json.loads((DATA / "spellbook_noisy_blunder.json").read_text(encoding="utf-8"))
    index = len(doc["decisions"]) - 1
    match = Match.from_game_file({**doc, "decisions": []})
    steps = match.replay_steps(doc["decisions"])
    for _ in range(index):
        next(steps)
    return match, index, int(doc["decisions"][index][1])


def test_a_blunder_on_noise_is_rechecked_and_not_given() -> None:
    match, index, chosen = _noisy_blunder()
    game, state = match.game, match.state
    first = review_decision(game, state, chosen, index, recheck=1)
    assert first.grade == "blunder", first  # 16 playouts: noise looks like a blunder
    truth = review_decision(game, state, chosen, index, samples=256, recheck=1)
    assert truth.grade not in BAD, truth  # 256 playouts: it was not one
    got = review_decision(game, state, chosen, index)
    assert got.grade not in BAD, got
    assert got == review_decision(game, state, chosen, index)  # deterministic
    # the option taken and the first grade's best were valued again, 4x the playouts
    again = {v.option: v.samples for v in got.options if v.samples > 16}
    assert set(again) == {chosen, first.best} and set(again.values()) == {RECHECK * 16}
    cost = assemble(game.name, (got.seat,), 16, [got], False).recheck_cost()
    assert cost is not None
    assert cost["decisions"] == 1 and cost["samples"] == RECHECK * 16
    assert cost["extra"] == 2 * (RECHECK - 1) * 16  # the first 16 playouts of each kept
    assert assemble(game.name, (first.seat,), 16, [first], False).recheck_cost() is None


def test_a_real_blunder_stays_one() -> None:
    """Re-checking never hides a clear loss: the Nim move that hands over the last
    stone (see tests/test_review.py) is still a blunder."""
    from tomecraft.analysis.review import review_decision as rd

    class SearchableNim(NimGame):
        def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
            data = {k: v for k, v in view.items() if k in ("players", "stones", "turn", "last")}
            return lambda rng: NimState.from_json(data)

    state = NimState(2, 2)  # taking 1 leaves the opponent the last stone
    got = rd(SearchableNim(), state, 1, 0, samples=4)
    assert got.grade == "blunder" and got.best == 2
    assert {v.option: v.samples for v in got.options} == {1: 4 * RECHECK, 2: 4 * RECHECK}
