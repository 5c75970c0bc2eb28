"""The Big Book of Madness's game definition: options, setup, and what the bots need.

The game is cooperative: every seat shares one heuristic value, one estimate and one
final reward (1 on a win; on a loss, partial credit for how far the group got).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from tomecraft.core import Decision, GameDef, GameFacts, Rng, State
from tomecraft.core.compiled import mypyc_attr
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.config import DIFFICULTIES, MODES, parse_config
from tomecraft.games.madness.data import content
from tomecraft.games.madness.determinizer import sampler
from tomecraft.games.madness.heuristic import best_actions, team_value
from tomecraft.games.madness.payment import pending_payments, sensible
from tomecraft.games.madness.search import SEARCH_LEVELS, TurnsAhead, leaf_value, rollout_choice
from tomecraft.games.madness.state import MadnessState
from tomecraft.i18n import Msg, msg, register_catalog_dir

register_catalog_dir(Path(__file__).parent / "locales")


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, still subclassable
class MadnessGame(GameDef):
    """The Big Book of Madness for 2 to 5 players (cooperative)."""

    facts = GameFacts("madness", players=(2, 5), state=MadnessState, actions=A.NUM_ACTIONS)

    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """The game's options (:func:`.config.parse_config`): ``players`` 2-5, ``difficulty``,
        ``mode``, ``mages``, ``pack``, ``first_player``."""
        return parse_config(raw)

    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        """Setup as in the rules: madness pile by player count, the market piles, the
        library (a random level-1 spell face up per element), a random cover on the
        grimoire, a random first player; then the setup phase (see :mod:`.setup`): each
        seat chooses its mage in turn, and each player's starting cards become a deck from
        which 6 are drawn. With the ``mages`` option the mages are fixed and the cards
        dealt at once. Terror: one madness from the pile into each deck. Nightmare: the
        starting value-2 card is a value-1 card instead."""
        from tomecraft.games.madness import setup as S

        cfg = self.parse_config(config)
        c = content.option(cfg.get("pack"))
        n = cfg["players"]
        fixed = [c.mage_index[m] for m in cfg["mages"]] if "mages" in cfg else None
        st = MadnessState(c, n, cfg["difficulty"], cfg["mode"], [-1] * n)
        st.spells = [list(c.basic) for _ in range(n)]
        S.undealt(st)
        first = cfg.get("first_player", rng.below(n))
        st.first = st.active = first
        if fixed is not None:
            S.deal_now(st, fixed, rng)
        for e in range(4):
            st.lib_top[e] = rng.choice(list(c.library[(e, 1)]))
        for cur in c.curses:
            st.curse_decks[cur.type].append(cur.index)
        st.cover = rng.below(len(c.covers))
        st.stack.append(F.Turn(first))
        if fixed is None:
            st.stack.append(S.ChooseMage())
        st.settle()
        return st

    # -- learning agents and bots --------------------------------------------------------------
    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        """Samples the hidden hands of the other players from ``seat``'s view, keeping a
        sample only if it agrees with the view (:func:`.determinizer.sampler`)."""
        return sampler(view, seat)

    def bot_options(self, state: State, decision: Decision) -> tuple[int, ...]:
        """Payments: the sensible ones (:func:`.payment.sensible`: irredundant, at the
        highest multiple their cards reach; the default is always among them); every
        other decision: all its options."""
        if decision.kind != "pay" or len(decision.ids) == 1:
            return decision.ids
        assert isinstance(state, MadnessState)
        task = state.stack[-1]
        assert isinstance(task, AT.Pay)
        found = pending_payments(state, task)
        keep = tuple(
            A.PAYMENT + i for i, p in enumerate(found) if i == 0 or sensible(p, task)
        )
        return keep

    def search_options(self, state: State, decision: Decision) -> tuple[int, ...]:
        """Payments: only the best combination of each multiple (the first options of
        the ranking in :mod:`.payment`), so paying anything but a spell is no search
        step at all (the action and its default payment form one macro-action) and a
        spell offers its 1x, 2x and 3x. Actions: ending the phase and the
        :data:`~.heuristic.SEARCH_ACTIONS` most promising actions
        (:func:`.heuristic.best_actions`). Other
        decisions: every option."""
        if len(decision.ids) == 1:
            return decision.ids
        assert isinstance(state, MadnessState)
        if decision.kind in ("action", "act"):
            return best_actions(state, decision)
        if decision.kind != "pay":
            return decision.ids
        task = state.stack[-1]
        assert isinstance(task, AT.Pay)
        if task.maxm == 1:  # one multiple only: the default payment
            return decision.ids[:1]
        levels = len({p.level for p in pending_payments(state, task)})
        return decision.ids[:levels]

    def search_settings(self, level: str) -> Mapping[str, Any] | None:
        """Every search level plays rollout improvement over greedy (see
        :mod:`tomecraft.bots.rollout`; :data:`.search.SEARCH_LEVELS`): at every action decision,
        greedy's best few actions, each played on by greedy to the next player's action
        phase (further under the final monster) from states sampled from the bot's view,
        and scored by :func:`leaf_value`; more candidates and playouts per level."""
        return SEARCH_LEVELS.get(level)

    def rollout_action(self, state: State, rng: Rng) -> int:
        """A fast cooperative playout policy (:func:`rollout_choice`)."""
        assert isinstance(state, MadnessState)
        return rollout_choice(state, rng)

    def heuristic(self, state: State, seat: int) -> float:
        """The group's situation (the same for every seat); see :func:`team_value`."""
        assert isinstance(state, MadnessState)
        return team_value(state)

    def leaf_value(self, state: State, seat: int) -> float:
        """Where a search bot's playout stops: the heuristic plus the threats still to
        come (see :func:`leaf_value`); greedy play keeps the plain heuristic."""
        assert isinstance(state, MadnessState)
        return leaf_value(state)

    def estimate(self, state: State) -> list[float]:
        """Cooperative: one value for every seat, on the scale of :meth:`final_rewards`."""
        assert isinstance(state, MadnessState)
        v = 0.45 * state.progress() + 0.5 / (1.0 + math.exp(-(team_value(state) - 60.0) / 25.0))
        return [min(v, 0.99)] * state.num_players

    def final_rewards(self, state: State) -> list[float]:
        """1 for everybody on a win; otherwise half the share of the game survived."""
        assert isinstance(state, MadnessState)
        r = 1.0 if state.won else 0.5 * state.progress()
        return [r] * state.num_players

    def seat_label(self, config: Mapping[str, Any], seat: int) -> Msg:
        return msg("core-seat", seat=seat + 1)

    def summary_stats(self, features: list[Mapping[str, Any]]) -> dict[str, Any]:
        """``wins_with_eliminated``: won games in which some player was eliminated;
        ``mean_min_madness_pile``: the pile's lowest count, averaged over the games
        (``None`` without games). The losses by cause are the ``team`` block's
        ``losses_by_reason`` (the co-op summary counts them once)."""
        lows = [float(f["min_madness_pile"]) for f in features if "min_madness_pile" in f]
        return {
            "mean_min_madness_pile": sum(lows) / len(lows) if lows else None,
            "wins_with_eliminated": sum(
                1 for f in features if f.get("won") and f.get("eliminated_players", 0)
            ),
        }


def final_round(state: State) -> bool:
    """Whether the final monster is on the page."""
    assert isinstance(state, MadnessState)
    return state.monster >= state.c.rounds


__all__ = [
    "DIFFICULTIES", "MODES", "SEARCH_LEVELS", "MadnessGame", "TurnsAhead", "final_round",
    "leaf_value", "rollout_choice", "team_value",
]
