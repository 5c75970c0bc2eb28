"""The coach (issue 24): option values by paired playouts, grades, reviews and hints.

Rules checked here:

* a move the rules make losing (Nim: leaving your opponent the last stone) is rated a
  blunder, and the winning move is the best found;
* a loss the samples cannot tell from noise is no loss (grade ``best``);
* a review covers exactly the real choices (more than one option) of the reviewed
  seats, in order, and its summary adds up;
* hints and reviews never see hidden information: a state redrawn with everything the
  seat cannot see changed (``State.resample_hidden``) gets the same values and hint;
* ``tomecraft review`` prints the summary, writes ``--json`` and a ``--plot`` PNG, and
  refuses bad seats and files with a message saying what is allowed.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from helpers.games import greedy_until
from helpers.nim import NimGame, NimState
from typer.testing import CliRunner

from tomecraft.analysis.review import (
    GRADES,
    THRESHOLDS,
    Review,
    default_seats,
    grade_of,
    hint,
    paired_loss,
    review,
    review_decision,
    value_options,
)
from tomecraft.bots import play_game
from tomecraft.core import CHANCE, Decision, Match, Rng, State, get_game
from tomecraft.interfaces.cli.app import app

GAMES = {
    "spellbook": {"players": 2, "set": "classic"},
    "madness": {"players": 2},
    "wonderbook": {"players": 2, "chapter": "one"},
}


class SearchableNim(NimGame):
    """Nim with a determiniser (nothing is hidden: the view is the state)."""

    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        data = {k: v for k, v in view.items() if k in ("players", "stones", "turn", "last")}
        return lambda rng: NimState.from_json(data)


def _nim(stones: int, turn: int = 0) -> NimState:
    st = NimState(2, stones)
    st.turn = turn
    return st


# -- grades and noise --------------------------------------------------------------------
def test_grades_follow_the_documented_thresholds() -> None:
    assert grade_of(0.0) == "best"
    assert grade_of(0.5) == "fine"
    assert grade_of(THRESHOLDS[1]) == "fine"
    assert grade_of(THRESHOLDS[1] + 0.1) == "inaccuracy"
    assert grade_of(THRESHOLDS[2] + 0.1) == "mistake"
    assert grade_of(THRESHOLDS[3] + 0.1) == "blunder"
    assert grade_of(100.0) == GRADES[-1]


def test_a_difference_within_the_noise_is_no_loss() -> None:
    assert paired_loss([1, 0, 1, 0], [1, 0, 1, 0]) == 0.0
    assert paired_loss([1, 0, 1, 0], [0, 1, 0, 1]) == 0.0  # one way half, the other half
    assert paired_loss([1, 1, 0, 0, 1, 0, 1, 0], [1, 0, 0, 0, 1, 0, 1, 0]) == 0.0
    assert paired_loss([1.0] * 8, [0.0] * 8) == pytest.approx(100.0)
    assert paired_loss([0.0] * 8, [1.0] * 8) == 0.0  # the other one is better: no loss
    assert paired_loss([1.0], [0.0]) == 0.0  # one playout each: nothing to tell luck from


# -- Nim: the rules say which move loses -------------------------------------------------
def test_leaving_the_last_stone_is_a_blunder() -> None:
    """Two stones left: taking both wins at once, taking one hands the last stone over."""
    game = SearchableNim()
    st = _nim(2)
    rd = review_decision(game, st, 1, 0, samples=6)
    assert rd.best == 2 and rd.chosen == 1
    assert rd.best_value.win == 1.0 and rd.chosen_value.win == 0.0
    assert rd.best_value.value > 0.9 > 0.1 > rd.chosen_value.value
    assert rd.grade == "blunder" and rd.loss > 80.0
    good = review_decision(game, st, 2, 0, samples=6)
    assert good.grade == "best" and good.loss == 0.0 and good.best == 2


def test_the_values_order_the_moves_as_the_rules_do() -> None:
    """Three stones, the opponent random afterwards: taking 2 leaves 1 (a sure loss for
    the mover), taking 1 leaves 2 (the opponent may take both). The values order them."""
    game = SearchableNim()
    values = value_options(game, _nim(3), 0, samples=24)
    by = {v.option: v for v in values}
    assert by[2].win == 0.0  # the opponent takes the last stone
    assert 0.0 < by[1].win < 1.0
    assert values[0].option == 1


def test_at_most_width_options_are_valued_always_with_the_one_taken() -> None:
    """``width`` caps the options valued; the one taken is kept even where the game's
    order puts it beyond the cap; without one taken, the first in that order are."""
    state = _nim(5)
    d = state.decision()
    assert d is not None and len(d.ids) > 1, "one option: the cap would not bite"

    def valued(chosen: int | None, width: int) -> list[int]:
        return [v.option for v in value_options(SearchableNim(), state, 0, chosen=chosen,
                                                samples=2, width=width)]

    assert valued(d.ids[-1], 1) == [d.ids[-1]]
    assert valued(None, 1) == [d.ids[0]]
    assert sorted(valued(d.ids[-1], len(d.ids))) == sorted(d.ids)


def test_a_decision_of_another_seat_is_refused() -> None:
    with pytest.raises(ValueError, match="seat 1 does not decide"):
        value_options(SearchableNim(), _nim(5), 1)
    with pytest.raises(ValueError, match="samples must be at least 1"):
        value_options(SearchableNim(), _nim(5), 0, samples=0)


# -- whole games -------------------------------------------------------------------------
@pytest.fixture(scope="module")
def spellbook_game() -> Match:
    return play_game(get_game("spellbook"), GAMES["spellbook"], ["random", "greedy"], 7)


def _real_choices(match: Match, seats: set[int]) -> list[int]:
    fresh = Match(match.game, match.config, match.seed)
    out = []
    for i, (actor, option) in enumerate(match.history):
        d = fresh.state.decision()
        assert d is not None
        if actor != CHANCE and actor in seats and len(d.ids) > 1:
            out.append(i)
        fresh.step(option)
    return out


def test_a_review_covers_the_real_choices_of_the_seats_in_order(spellbook_game: Match) -> None:
    rv = review(spellbook_game, seats=[1], samples=2, width=3)
    assert rv.seats == (1,)
    assert [d.index for d in rv.decisions] == _real_choices(spellbook_game, {1})
    assert all(d.seat == 1 for d in rv.decisions)
    for d in rv.decisions:
        options = [v.option for v in d.options]
        assert d.chosen in options and d.best in options
        assert d.chosen == spellbook_game.history[d.index][1]
        # the best beats the option taken in value, or (competitive) in final score margin
        assert (d.best == d.chosen or d.best_value.value >= d.chosen_value.value - 1e-9
                or (d.best_value.margin or 0.0) > (d.chosen_value.margin or 0.0))
        assert d.loss >= 0.0 and d.grade == grade_of(d.loss)
        assert all(0.0 <= v.value <= 1.0 and 0.0 <= v.win <= 1.0 for v in d.options)
    (s,) = rv.summaries
    assert s.decisions == len(rv.decisions) == sum(s.grades.values())
    assert s.accuracy == pytest.approx((s.grades["best"] + s.grades["fine"]) / s.decisions)
    assert list(s.costliest) == sorted(s.costliest, key=lambda d: (-d.loss, d.index))[:3]
    assert len(rv.curve) == len(rv.decisions)
    doc = rv.to_json()
    assert doc["format"] == "tomecraft-review" and len(doc["decisions"]) == len(rv.decisions)
    assert all(isinstance(o["label"], str) and o["label"] for d in doc["decisions"]
               for o in d["options"])


def test_a_review_is_the_same_twice_and_from_the_file(spellbook_game: Match) -> None:
    a = review(spellbook_game, seats=[0], samples=2, width=3)
    b = review(json.loads(json.dumps(spellbook_game.game_file())), seats=[0], samples=2,
               width=3)
    assert a.to_json() == b.to_json()


def test_a_stored_review_reads_back_the_same(spellbook_game: Match) -> None:
    rv = review(spellbook_game, seats=[0, 1], samples=1, width=2)
    doc = json.loads(json.dumps(rv.to_document()))
    again = Review.from_document(doc)
    assert again == rv
    assert again.to_json() == rv.to_json()


def test_the_default_seats_are_the_humans_a_file_names() -> None:
    assert default_seats({"players": ["greedy", "human", "human"]}, 3) == (1, 2)
    assert default_seats({"players": ["greedy", "hard"]}, 2) == (0, 1)
    assert default_seats({}, 2) == (0, 1)
    assert default_seats({"players": ["human"]}, 2) == (0, 1)  # does not fit: ignored


def test_a_seat_outside_the_game_is_refused(spellbook_game: Match) -> None:
    with pytest.raises(ValueError, match=r"seat 5 is not in this 2-player game"):
        review(spellbook_game, seats=[5])


# -- hidden information ------------------------------------------------------------------
def _a_real_choice(game_name: str, seed: int, skip: int) -> tuple[Match, int]:
    """A match of ``game_name`` stopped at a real choice of a seat, after ``skip`` real
    choices (played by greedy)."""
    game = get_game(game_name)
    match = Match(game, game.bot_only_config(GAMES[game_name]), seed)
    seen = [-1]

    def wanted(d: Decision) -> bool:
        seen[0] += 1
        return seen[0] == skip

    greedy_until(match, wanted, seed)
    d = match.state.decision()
    assert d is not None
    return match, d.actor


@pytest.mark.parametrize(("seed", "skip"), [(3, 4), (5, 10), (8, 7)])
def test_values_and_hints_depend_only_on_the_seats_view(seed: int, skip: int) -> None:
    """The same position with everything hidden from the seat drawn again gets the same
    option values and the same hint. Madness: the other players' hands and the decks'
    orders. (SpellBook and Wonder Book keep no hidden fact in their states, their
    ``resample_hidden`` is the state itself: what a seat cannot see there is future
    chance, which the coach draws with its own generator.)"""
    game_name = "madness"
    match, seat = _a_real_choice(game_name, seed, skip)
    game = match.game
    state = match.state
    redrawn = (state.resample_hidden(seat, Rng(k)) for k in range(40))
    other = next((o for o in redrawn if o.to_json() != state.to_json()), None)
    if other is None:
        pytest.skip(f"nothing hidden from seat {seat} differs at this {game_name} choice")
    assert other.view(seat) == state.view(seat)
    a = value_options(game, state, seat, samples=2, width=3)
    b = value_options(game, other, seat, samples=2, width=3)
    assert a == b
    level = "easy"
    ha = hint(game, state, seat, level=level, samples=2, width=3)
    hb = hint(game, other, seat, level=level, samples=2, width=3)
    assert ha == hb
    assert ha.option in state.decision().ids  # type: ignore[union-attr]


def test_a_hint_names_the_search_choice_with_its_value() -> None:
    """Nim, two stones: the search takes both (the win), and says it is worth 1."""
    h = hint(SearchableNim(), _nim(2), 0, level="hard", samples=4)
    assert h.option == 2 and h.value.win == 1.0 and h.level == "hard"
    assert {v.option for v in h.options} == {1, 2}
    with pytest.raises(ValueError, match="does not decide now"):
        hint(SearchableNim(), _nim(2), 1)


# -- the command -------------------------------------------------------------------------
@pytest.fixture
def game_file(tmp_path: Path, spellbook_game: Match) -> Path:
    data = spellbook_game.game_file()
    data["players"] = ["greedy", "human"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    return path


def test_the_command_prints_the_review_of_the_human(game_file: Path, tmp_path: Path) -> None:
    plot = tmp_path / "chart.png"
    out = CliRunner().invoke(app, ["review", str(game_file), "--samples", "1", "--plot",
                                   str(plot)], env={"COLUMNS": "100"})
    assert out.exit_code == 0, out.output
    assert "Player 2: accuracy" in out.output and "Player 1: accuracy" not in out.output
    assert "Chance of winning:" in out.output
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_plot_without_matplotlib_fails_before_the_review(
        game_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # makes "import matplotlib" fail
    ran: list[int] = []
    cli = sys.modules["tomecraft.interfaces.cli.app"]  # the package's ``app`` is the Typer
    monkeypatch.setattr(cli, "run_review", lambda *a, **k: ran.append(1))
    out = CliRunner().invoke(app, ["review", str(game_file), "--plot",
                                   str(tmp_path / "chart.png")])
    assert out.exit_code == 2, out.output
    assert "matplotlib is not installed" in out.output and "tomecraft[analysis]" in out.output
    assert ran == []  # refused before any playout
    assert "Traceback" not in out.output


def test_the_command_writes_json(game_file: Path) -> None:
    out = CliRunner().invoke(app, ["review", str(game_file), "--samples", "1", "--seats",
                                   "1,2", "--json"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.output)
    assert doc["seats"] == [0, 1] and doc["samples"] == 1
    assert {s["seat"] for s in doc["summaries"]} == {0, 1}


@pytest.mark.parametrize("seats", ["0", "3", "1,x", "-1"])
def test_the_command_refuses_bad_seats(game_file: Path, seats: str) -> None:
    out = CliRunner().invoke(app, ["review", str(game_file), "--seats", seats])
    assert out.exit_code != 0
    assert "player numbers from 1 to 2" in out.output


def test_the_command_refuses_a_bad_file(tmp_path: Path, spellbook_game: Match) -> None:
    data = spellbook_game.game_file()
    data["decisions"][3] = [0, 999]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    out = CliRunner().invoke(app, ["review", str(path)])
    assert out.exit_code != 0
    assert "cannot be reviewed" in out.output and "decision" in out.output


def _fixed_valuation(
    rewards: dict[int, list[float]], margins: dict[int, list[float]] | None
) -> Callable[..., Any]:
    """A stand-in for the playouts (``review._play``): the given per-sample rewards and
    score margins, the same again when a grade is re-checked."""
    from tomecraft.analysis.review_document import OptionValue
    from tomecraft.i18n import msg

    class Fixed:
        def summary(self, _state: State) -> Any:
            n = len(next(iter(rewards.values())))
            values = [
                OptionValue(a, msg("x"), sum(r) / n, 0.0,
                            None if margins is None else sum(margins[a]) / n, n)
                for a, r in rewards.items()
            ]
            values.sort(key=lambda v: -v.value)
            return values, rewards, margins

        def then(self, _more: Any) -> Fixed:
            return self

    return lambda *_args, **_kw: Fixed()


@pytest.mark.parametrize("competitive", [True, False])
def test_score_points_lost_count_in_a_competitive_game(
    monkeypatch: pytest.MonkeyPatch, competitive: bool
) -> None:
    """A player far behind keeps its rank whatever it does, so every option has the same
    value; in a competitive game the score points an option gives away still grade it
    (the larger of the two losses), and the better option is the one with the margin.
    Without margins (co-op) nothing is lost."""
    import tomecraft.analysis.review as R

    flat = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]
    ahead = [-20.0, -21, -19, -20, -22, -18, -20, -20]
    behind = [-26.0, -27, -25, -26, -28, -24, -26, -25]  # 5.875 points more behind
    monkeypatch.setattr(R, "explain", lambda *a, **k: None)
    st = _nim(7)
    chosen = st.legal_ids()[0]
    other = st.legal_ids()[1]
    monkeypatch.setattr(R, "_play", _fixed_valuation(
        {other: flat, chosen: flat},
        {other: ahead, chosen: behind} if competitive else None))
    rv = review_decision(NimGame(), st, chosen, 0)
    if competitive:
        assert rv.best == other
        assert rv.loss == pytest.approx(5.875)
        assert rv.grade == "mistake"
    else:
        assert (rv.best, rv.loss, rv.grade) == (chosen, 0.0, "best")
