"""The hint and the review agree (a stranger's tutorial game, issue: hint vs review).

Before the fix the hint was the search bot's pick, valued afterwards: at move 62 of the
stranger's web tutorial Sid could step onto the Paper Gate, Lara already on it, and meet
the objective (the chapter won) at once; the ``hard`` bot attacked instead, the hint
said "Attack", and the review of the same position called following it a blunder. The
hint now picks by the review's own valuation, in which the move that meets the objective
is worth the same in every sample.
"""

from __future__ import annotations

import json
from pathlib import Path

from tomecraft.analysis.playouts import DEFAULT_SAMPLES, _valued
from tomecraft.analysis.review import hint, review_decision
from tomecraft.core import Match, Rng
from tomecraft.games.wonderbook import actions as WA
from tomecraft.games.wonderbook.state import WonderState

#: The stranger's game up to move 62 (its first 61 decisions), Sid (seat 0) to act.
GAME = Path(__file__).parent / "data" / "tutorial_gate_hint.json"


def _position() -> tuple[Match, WonderState]:
    match = Match.from_game_file(json.loads(GAME.read_text()))
    st = match.state
    assert isinstance(st, WonderState)
    return match, st


def test_the_hint_takes_the_move_that_meets_the_objective_at_once() -> None:
    match, st = _position()
    d = st.decision()
    assert d is not None and d.actor == 0 and d.kind == "action"
    gate = WA.MOVE + st.ch.zone_index["gate"]
    assert gate in d.ids and WA.ATTACK in d.ids
    won = st.clone()
    won.apply(gate)
    assert won.over and won.won  # by the rules: the objective met ends the tutorial won

    h = hint(match.game, st, 0, level="hard", samples=DEFAULT_SAMPLES)
    assert h.option == gate, f"the hint took {h.label} over the gate"
    review = review_decision(match.game, st, h.option, 61, samples=DEFAULT_SAMPLES)
    assert review.grade == "best" and review.loss == 0.0
    assert review.best == gate
    # the same options with the same values, whoever asks
    assert h.options == review.options
    # and the recorded choice (the old hint, Attack) is still what the review says it is
    attacked = review_decision(match.game, st, WA.ATTACK, 61, samples=DEFAULT_SAMPLES)
    assert attacked.grade == "blunder" and attacked.best == gate


def test_the_move_that_meets_the_objective_is_valued_the_same_in_every_sample() -> None:
    """No sample of the gate's value is drawn by luck: the seat's blind copy stops where
    the met objective's unread back would be read (hidden text stays hidden: the true
    game's win is not looked at), and each sample scores that leaf alike, above every
    option that does not meet the objective."""
    match, st = _position()
    gate = WA.MOVE + st.ch.zone_index["gate"]
    blind = match.game.determinizer(st.view(0), 0)(Rng(0))
    blind.apply(gate)
    assert isinstance(blind, WonderState) and blind.cut and blind.cut_what == "objective"
    exact = match.game.final_rewards(blind)[0]
    values, rewards, _ = _valued(match.game, st, 0, None, DEFAULT_SAMPLES, 8, 0)
    assert rewards[gate] == [exact] * DEFAULT_SAMPLES
    assert values[0].option == gate
    assert all(v.value < exact for v in values[1:])
