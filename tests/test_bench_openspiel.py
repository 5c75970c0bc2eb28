"""The like-for-like search comparison (``bench/thin_openspiel.py``): OpenSpiel's MCTS on
the thin game sees the engine's own options and chance weights, and its playouts are our
MCTS's uniform playouts, call for call (the same result from the same generator)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.core import CHANCE, Rng, get_game

ROOT = Path(__file__).resolve().parents[1]
GAME = get_game("spellbook")
CONFIG = GAME.parse_config({"players": 2, "set": "classic"})


def _thin() -> ModuleType:
    pytest.importorskip("pyspiel")
    spec = importlib.util.spec_from_file_location("thin_openspiel", ROOT / "bench" /
                                                  "thin_openspiel.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("thin_openspiel", module)
    spec.loader.exec_module(module)
    return module


def test_the_thin_state_answers_with_the_engine() -> None:
    thin = _thin()
    st = thin.mid_game(GAME, CONFIG, 5, 30)
    assert st is not None
    s = thin.ThinState(GAME, st.clone())
    d = st.decision()
    assert d is not None and d.actor == s.current_player() != CHANCE
    assert s.legal_actions() == list(GAME.search_options(st, d))
    # walk on to a chance node: its outcomes are the decision's weights, normalised
    rng = Rng(3)
    for _ in range(500):
        if s.is_terminal() or s.is_chance_node():
            break
        acts = s.legal_actions()
        s.apply_action(acts[rng.below(len(acts))])
    assert s.is_chance_node(), "no chance node within 500 decisions"
    cd = s.st.decision()
    outcomes = s.chance_outcomes()
    assert [a for a, _p in outcomes] == list(cd.ids)
    assert abs(sum(p for _a, p in outcomes) - 1.0) < 1e-9
    total = sum(cd.weights)
    assert [p for _a, p in outcomes] == [w / total for w in cd.weights]


def test_openspiel_playouts_are_ours_call_for_call() -> None:
    thin = _thin()
    st = thin.mid_game(GAME, CONFIG, 9, 40)
    assert st is not None
    theirs = thin.UniformRollouts(Rng(42)).evaluate(thin.ThinState(GAME, st.clone()))
    cfg = SearchConfig(random_rollouts=True, rollout_decisions=None)
    ours = MCTSBot(GAME, 0, 0, cfg)
    ours.rng = Rng(42)
    mine = st.clone()
    mine.quiet = True
    assert ours._simulate(mine) == theirs
    assert len(theirs) == 2 and all(0.0 <= r <= 1.0 for r in theirs)


def test_openspiel_searches_the_thin_game() -> None:
    thin = _thin()
    st = thin.mid_game(GAME, CONFIG, 11, 40)
    assert st is not None
    bot = thin.openspiel_bot(thin.ThinGame(GAME, 2), 30, 1, 0.7)
    action = bot.step(thin.ThinState(GAME, st.clone()))
    d = st.decision()
    assert d is not None and action in GAME.search_options(st, d)
