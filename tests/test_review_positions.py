"""The coach (issue 24) in fixed positions of the real games: a deliberately bad move is
rated a mistake or a blunder, the coach names a better option, and the good move is
rated best or fine.

Rules checked here (each position is built with the game's own test helpers, so the
bad move is bad by the rules, not by a bot's taste):

* SpellBook, the last decision of the game (the end is triggered and the seat to play is
  the last of the round): storing the pool token makes the familiar's 6th token (5 -> 7
  points) and wins; passing leaves the scores level and the other player wins on the
  tie-break (more pool tokens). Passing is a blunder, storing is the best.
"""

from __future__ import annotations

from spellbook import helpers as h

from tomecraft.analysis.review import review_decision
from tomecraft.core import get_game
from tomecraft.games.spellbook import actions as A

#: Playouts per option: enough to tell a sure loss from a sure win, and fast.
SAMPLES = 8


def test_spellbook_passing_up_the_winning_store_at_the_last_decision_is_a_blunder() -> None:
    st = h.make(
        seats=[
            {"familiar": "Ro Rt Rs Po Pt", "pool": "Ko Kt"},
            {"familiar": "Go Gt Gs Wo Wt", "pool": "Yo"},
        ],
        altar="Bo Bt Bs Wt Ws",
        first_player=0,
        to_play=1,  # seat 1 is right of the first player: its day is the game's last
        phase="midday",
        end_triggered=True,
    )
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "midday"
    assert A.PASS in d.ids and A.STORE1 in d.ids
    assert st.scores() == [5, 5]  # level: the pool tokens decide (2 against 1)
    game = get_game("spellbook")
    bad = review_decision(game, st, A.PASS, 0, samples=SAMPLES)
    assert bad.chosen == A.PASS and bad.best == A.STORE1
    assert bad.grade in ("mistake", "blunder"), (bad.grade, bad.loss)
    assert bad.best_value.win == 1.0 and bad.chosen_value.win == 0.0
    assert bad.best_value.margin == 2.0 and bad.chosen_value.margin == 0.0
    assert bad.why is not None  # the familiar the store would have made
    good = review_decision(game, st, A.STORE1, 0, samples=SAMPLES)
    assert good.chosen == good.best == A.STORE1
    assert good.grade in ("best", "fine") and good.loss <= 1.0
