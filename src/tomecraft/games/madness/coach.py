"""How the coach values a Madness option (issue 24; read by :mod:`tomecraft.analysis.playouts`).

Played to the end with the fast co-operative policy, a Madness playout's result hangs on
the last monster, and the coach could not tell the actions of the search levels from
uniformly random ones (docs/bots.md, "Coach consistency"). So the coach judges Madness
the way the search levels do: each option is played on by the search's base policy
(greedy, every seat) to the ``hard`` level's horizon (:data:`HORIZON`: the next player's
action phase, two turns under the final monster) and the position there is scored by
:func:`~tomecraft.games.madness.search.leaf_value`. That score becomes the team's chance
of winning through a logistic fit on greedy teams' games (:func:`value`,
``bench/madness_coach_calibration.py``): the chance that a team playing on like the
greedy bot wins from there. A playout that ends the game counts 1 (won) or 0.
"""

from __future__ import annotations

import math

from tomecraft.core import State
from tomecraft.games.madness.search import TurnsAhead, leaf_value
from tomecraft.games.madness.state import MadnessState

#: Where a coach playout stops: ``hard``'s horizon (its ``SEARCH_LEVELS`` entry).
HORIZON = TurnsAhead(1, 2)

#: The logistic fit of a win on the leaf value where a playout stops
#: (``bench/madness_coach_calibration.py``, results in
#: ``bench/results/madness-coach-calibration.json``): intercept, leaf value / 100, the
#: game's progress (0-1), their product, difficulty II, difficulty III; 900 games of
#: greedy teams (3 players, 300 per difficulty), at the first action decision of each turn.
COEFFICIENTS = (-4.1944, 2.0044, 3.2102, -1.3146, -1.0543, -1.4452)


def horizon(root: State, st: State) -> bool:
    """Whether a coach playout from the decision of ``root`` stops at ``st``."""
    return HORIZON(root, st)


def features(st: MadnessState) -> tuple[float, ...]:
    """The fit's inputs at a position that is not final (:data:`COEFFICIENTS`)."""
    x = leaf_value(st) / 100.0
    p = st.progress()
    return (1.0, x, p, x * p, float(st.difficulty == "II"), float(st.difficulty == "III"))


def value(st: State, seat: int) -> float:
    """The team's chance of winning at ``st`` (the same for every seat): 1 or 0 once the
    game is over, else the logistic fit on the leaf value (:data:`COEFFICIENTS`)."""
    assert isinstance(st, MadnessState)
    if st.over:
        return 1.0 if st.won else 0.0
    z = sum(c * f for c, f in zip(COEFFICIENTS, features(st), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))
