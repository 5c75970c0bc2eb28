"""Valuing the options of one decision by paired playouts from the deciding seat's view.

For each sample, a full state is drawn from what the seat saw
(:meth:`~tomecraft.core.GameDef.determinizer` on ``state.view(seat)``, as the search
bots do, never the true hidden cards); each option worth weighing (the game's
:meth:`~tomecraft.core.GameDef.search_options`, plus the option taken) is applied and
the game played out with the game's playout policy, every option from the same samples
with the same generator streams, so their differences are measured on equal footing.
The generator is seeded from a digest of the seat's view (:func:`view_seed`), so equal
views give equal values whatever the hidden cards are.

A game whose package has a ``coach`` module (Madness: :mod:`tomecraft.games.madness.coach`)
judges its options its own way: each playout follows the search bots' base policy
(greedy, every seat) until the module's ``horizon(root, st)`` says stop, and the
module's ``value(st, seat)``, a chance of winning, scores it (``win`` is then that
chance too). Every other game plays to the end with its playout policy.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tomecraft.analysis.review_document import OptionValue
from tomecraft.bots.base import same_decision
from tomecraft.bots.play import PLAYOUT_LIMIT, play_out
from tomecraft.bots.rollout import play_greedy
from tomecraft.core import Decision, GameDef, Rng, State
from tomecraft.core.serial import digest

#: Player decisions a playout plays before the game's estimate scores it (None: to the end).
DEPTH: int | None = None
#: A loss counts only beyond this many standard errors of its paired difference.
NOISE = 1.0
#: Paired playouts per option of a decision, by default.
DEFAULT_SAMPLES = 16
#: At most this many options of one decision are valued (the one taken always is).
DEFAULT_WIDTH = 8


def _outcome(game: GameDef, state: State, seat: int) -> tuple[float, float, float]:
    """(value, won, margin) of ``seat`` in the finished ``state``: the value is the
    game's search reward (:meth:`~tomecraft.core.GameDef.final_rewards`), ``won`` the
    seat's share of the win (:meth:`~tomecraft.core.State.returns`: ties split; co-op:
    1 when the team won), the margin the seat's score minus the best other seat's."""
    won = state.returns()[seat]
    scores = state.scores()
    margin = 0.0
    if len(scores) > 1:
        margin = float(scores[seat] - max(sc for i, sc in enumerate(scores) if i != seat))
    return game.final_rewards(state)[seat], won, margin


def _candidates(game: GameDef, world: State | None, d: Decision, chosen: int | None,
                width: int) -> list[int]:
    """The options to value: the game's search options (all when it keeps them all),
    at most ``width``, always with ``chosen``. They are ranked on ``world``, a sample
    of the seat's view posing the same decision (never the true state, whose hidden
    cards a game's ranking could read); without one, the decision's own order."""
    ids = list(d.ids)
    if len(d.ids) > 1 and world is not None:
        wd = world.decision()
        assert wd is not None
        ids = list(game.search_options(world, wd))
    if chosen is not None and chosen not in ids:
        ids.insert(0, chosen)
    if len(ids) > width:
        keep = [chosen] if chosen is not None else []
        keep += [a for a in ids if a != chosen][: width - len(keep)]
        ids = keep
    return ids


def _judged(game: GameDef, judge: Any, root: State, st: State, rng: Rng, seat: int) -> float:
    """Play ``st`` on with the search bots' base policy
    (:func:`~tomecraft.bots.rollout.play_greedy`) until the game's coach module says stop
    (``judge.horizon(root, st)``, ``root`` the sample of the reviewed decision) or the
    game ends (at most ``PLAYOUT_LIMIT`` decisions); ``judge.value(st, seat)`` there, a
    chance of winning."""
    play_greedy(game, st, rng, PLAYOUT_LIMIT, root, judge.horizon)
    return float(judge.value(st, seat))


def view_seed(state: State, seat: int, salt: int = 0) -> int:
    """A generator seed that depends only on what ``seat`` sees (and ``salt``)."""
    return int(digest([state.view(seat), salt])[:15], 16)


def value_options(
    game: GameDef,
    state: State,
    seat: int,
    *,
    chosen: int | None = None,
    samples: int = DEFAULT_SAMPLES,
    width: int = DEFAULT_WIDTH,
    seed: int = 0,
) -> list[OptionValue]:
    """Values of the options of ``state``'s pending decision (``seat``'s) by paired
    playouts from samples of ``seat``'s view, best first."""
    return _valued(game, state, seat, chosen, samples, width, seed)[0]


def _valued(
    game: GameDef, state: State, seat: int, chosen: int | None, samples: int, width: int,
    seed: int, depth: int | None = None,
) -> tuple[list[OptionValue], dict[int, list[float]], dict[int, list[float]] | None]:
    """:func:`value_options` and, per option, the reward of each paired playout and (in
    a competitive game) the seat's final score margin in each."""
    return _play(game, state, seat, chosen, samples, width, seed, depth).summary(state)


@dataclass(frozen=True, slots=True)
class Played:
    """The paired playouts of a decision's options: per option, in sample order, the
    reward, the share of the win and the final score margin of each."""

    ids: list[int]
    rewards: dict[int, list[float]]
    wins: dict[int, list[float]]
    margins: dict[int, list[float]]

    def then(self, more: Played) -> Played:
        """The options of ``more``, with these playouts first and ``more``'s after."""
        return Played(list(more.ids), *({a: part[a] + extra[a] for a in more.ids}
                                         for part, extra in ((self.rewards, more.rewards),
                                                             (self.wins, more.wins),
                                                             (self.margins, more.margins))))

    def summary(self, state: State) -> tuple[
            list[OptionValue], dict[int, list[float]], dict[int, list[float]] | None]:
        """The options valued (best first), the rewards and (competitive games) the
        margins of their playouts."""
        d = state.decision()
        assert d is not None
        competitive = not state.cooperative and state.num_players > 1
        values = []
        for a in self.ids:
            n = len(self.rewards[a])
            values.append(OptionValue(
                a, state.label(d, a), sum(self.rewards[a]) / n, sum(self.wins[a]) / n,
                sum(self.margins[a]) / n if competitive else None, n))
        values.sort(key=lambda v: (-v.value, -(v.margin or 0.0), self.ids.index(v.option)))
        return values, self.rewards, self.margins if competitive else None


def _play(
    game: GameDef, state: State, seat: int, chosen: int | None, samples: int, width: int,
    seed: int, depth: int | None = None, only: Sequence[int] | None = None, start: int = 0,
) -> Played:
    """The paired playouts of the options of ``seat``'s pending decision (the options
    worth weighing, with ``chosen``; or ``only`` these), samples ``start`` to
    ``samples``: sample ``k`` is the same in every call, so a call from ``start`` = n
    goes on from one of n samples (:meth:`Played.then`)."""
    d = state.decision()
    if d is None or d.actor != seat:
        raise ValueError(f"seat {seat} does not decide in this state")
    if samples < 1:
        raise ValueError(f"samples must be at least 1, got {samples}")
    sample = game.determinizer(state.view(seat), seat)
    judge = game.game_module("coach")
    base = view_seed(state, seat, seed)
    worlds = [Rng(base + k).next64() for k in range(samples)]
    first = sample(Rng(worlds[0])) if only is None or start == 0 else None
    if only is None:
        assert first is not None  # ranks the candidates, then is the first sample
        ids = _candidates(game, first if same_decision(first, state) else None, d, chosen,
                          width)
    else:
        ids = list(dict.fromkeys(only))
    played = Played(ids, {a: [] for a in ids}, {a: [] for a in ids}, {a: [] for a in ids})
    for k in range(start, samples):
        world = worlds[k]
        root = first if k == 0 and first is not None else sample(Rng(world))  # drawn once
        for a in ids:
            st = root.clone()
            st.quiet = True
            st.apply(a)
            if judge is not None:  # the game's own horizon and value: a chance of winning
                value = _judged(game, judge, root, st, Rng(world ^ 0x5EED), seat)
                won, margin = value, 0.0
            elif play_out(game, st, Rng(world ^ 0x5EED), depth):
                value, won, margin = _outcome(game, st, seat)
            else:
                value, won, margin = game.estimate(st)[seat], 0.0, 0.0
            played.rewards[a].append(value)
            played.wins[a].append(won)
            played.margins[a].append(margin)
    return played


def paired_loss(best: Sequence[float], got: Sequence[float], scale: float = 100.0) -> float:
    """Value lost (percentage points) by the option with playout rewards ``got``
    against the one with ``best``, sample by sample; 0 when the mean difference is no
    larger than :data:`NOISE` standard errors (the samples cannot tell them apart), and
    0 from a single playout each. ``scale`` converts the mean difference (100: rewards
    in [0, 1] to percentage points; 1: score margins stay in points)."""
    n = len(best)
    if n < 2:  # one playout each: no spread to tell a difference from luck
        return 0.0
    diffs = [b - g for b, g in zip(best, got, strict=True)]
    mean = sum(diffs) / n
    if mean <= 0.0:
        return 0.0
    var = sum((x - mean) ** 2 for x in diffs) / max(1, n - 1)
    se = math.sqrt(var / n)
    return 0.0 if mean <= NOISE * se else scale * mean
