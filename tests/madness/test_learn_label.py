"""A learn option warns when learning means destroying one of one's spells: a seat that
holds the most spells allowed must destroy one after paying, and the rules give no way
back, so the option says so before it is chosen."""

from __future__ import annotations

from tomecraft.bots import make_bot
from tomecraft.core import Match
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.state import MadnessState

from .helpers import GAME


def test_learn_options_name_the_spell_to_give_up_only_when_the_spells_are_full() -> None:
    seen = {"mad-opt-learn": 0, "mad-opt-learn-replace": 0}
    for seed in range(4):
        match = Match(GAME, {"players": 2}, seed)
        bots = [make_bot("greedy", GAME, s, seed) for s in range(2)]
        while True:
            list(match.advance())
            d = match.state.decision()
            if d is None:
                break
            st = match.state
            assert isinstance(st, MadnessState)
            for o in d.ids:
                if A.block(o) == "learn":
                    key = st.label(d, o).key
                    full = len(st.spells[d.actor]) >= st.c.spell_limit
                    assert key == ("mad-opt-learn-replace" if full else "mad-opt-learn")
                    seen[key] += 1
            match.step(bots[d.actor].choose(st))
    assert seen["mad-opt-learn"] > 0 and seen["mad-opt-learn-replace"] > 0
