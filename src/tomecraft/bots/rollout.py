"""Rollout policy improvement over the greedy bot (Tesauro and Galperin; Bertsekas).

Greedy one-ply play is a *base policy*. At a decision, this bot ranks the options by
greedy's one-ply value, keeps greedy's best few as candidates, and scores each by the mean
of a few bounded playouts that continue with the base policy, every seat playing greedy
on the game's heuristic; the heuristic of the viewing seat scores the position where a
playout stops. It plays the best candidate only if it beats greedy's own choice by more
than a margin, so it can only depart from greedy where the playouts say so.

* Everything is played on determinisations sampled from the bot's **view** (never the
  true state), so hidden cards stay hidden: greedy's one-ply ranking of the root's
  options on one sample per decision (:func:`~tomecraft.bots.base.seat_world`), the
  playouts on one sample each.
* Candidates are compared with common random numbers: playout ``j`` of every candidate
  starts from the same determinisation and the same generator seed, so differences come
  from the candidates, not from luck of the draw.
* Decisions whose kind is not listed in :attr:`RolloutConfig.kinds` (and any decision
  with fewer than two candidates) are answered by plain greedy.
* A playout stops after ``depth`` player decisions, at the game's end, or where the
  ``horizon`` of the config says (e.g. once the next turn has begun); the game's
  :meth:`~tomecraft.core.GameDef.leaf_value` scores it (by default its heuristic).
* With ``chance_streams``, a playout draws each kind of chance (dice, a card deck...)
  from a generator of its own (:class:`ChanceStreams`), so the candidates' playouts
  still see the same cards when one of them rolled dice more often than another.
* Close calls get more playouts: while the best challenger and greedy's choice are
  within ``close`` of each other, samples are added up to ``max_samples``.
* With a seed, the bot is deterministic.

Games enable it per bot level with :meth:`GameDef.search_settings` (see ``mcts.py``).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tomecraft.bots.base import Bot, draw_world, same_decision, seat_sampler
from tomecraft.core import CHANCE, GameDef, Rng, State, derive_seed

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # mypy_extensions is only needed to compile; at run time a no-op
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls


@dataclass(frozen=True, slots=True)
class RolloutConfig:
    """Settings of :class:`RolloutBot`.

    ``candidates``: greedy's top options tried; ``samples``: playouts per candidate;
    ``depth``: player decisions a playout makes (forced ones not counted) before the
    heuristic scores it (``None``: to the end of the game); ``margin``: how much more (in
    heuristic units, averaged) a candidate must score than greedy's choice to replace
    it; ``kinds``: the decision kinds searched (``None``: all); ``search_if``: the
    positions worth searching (``None``: all; elsewhere greedy answers alone, e.g. only
    once the end is near enough for playouts to reach it); ``greedy_samples``: chance
    samples of the one-ply ranking at the root (as :class:`~tomecraft.bots.simple.GreedyBot`);
    ``horizon(root, st)``: where a playout stops early, given the searched position and
    the playout's position at a real decision (``None``: only ``depth`` and the end);
    ``close`` and ``max_samples``: while the best challenger's mean is within ``close``
    of greedy's choice after ``samples`` playouts, more are played, up to ``max_samples``;
    ``gap``: search only where greedy's runner-up is within ``gap`` of its best one-ply
    value (``None``: wherever there are candidates); ``chance_streams``: a playout draws
    each kind of chance decision from its own generator (:class:`ChanceStreams`).
    ``search_if`` and ``horizon`` are shown the root's determinisation, never the true
    state.
    """

    candidates: int = 3
    samples: int = 2
    depth: int | None = 8
    margin: float = 0.0
    kinds: tuple[str, ...] | None = None
    search_if: Callable[[State], bool] | None = None
    greedy_samples: int = 2
    horizon: Callable[[State, State], bool] | None = None
    close: float = 0.0
    max_samples: int = 0
    gap: float | None = None
    chance_streams: bool = False


class ChanceStreams:
    """One generator per kind of chance decision (its :attr:`Decision.kind`), each derived
    from one seed: common random numbers that survive the candidates' differences. With
    a single generator, a playout that rolled dice once more drew every later card from
    another place in the stream, and the comparison of two candidates measured the luck
    of the draw more than the candidates."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.by_kind: dict[str, Rng] = {}

    def get(self, kind: str) -> Rng:
        rng = self.by_kind.get(kind)
        if rng is None:
            rng = self.by_kind[kind] = Rng(derive_seed(self.seed, zlib.crc32(kind.encode())))
        return rng


def settle(game: GameDef, st: State, rng: Rng, streams: ChanceStreams | None = None) -> bool:
    """Resolve chance (sampled with ``rng``, or with the generator of its kind in
    ``streams``) and decisions the game narrows to a single option, until a real choice
    or the end; whether chance was sampled."""
    sampled = False
    actor = st.actor()  # not decision(): a chance decision may stay unbuilt
    while actor is not None:
        if actor == CHANCE:
            if streams is not None:
                chance = st.decision()
                assert chance is not None
                st.apply(st.sample_chance(streams.get(chance.kind)))
            else:
                st.apply(st.sample_chance(rng))
            sampled = True
        else:
            d = st.decision()
            assert d is not None
            ids = d.ids if len(d.ids) == 1 else game.search_options(st, d)
            if len(ids) != 1:
                break
            st.apply(ids[0])
        actor = st.actor()
    return sampled


def one_ply(
    game: GameDef, state: State, seat: int, options: Sequence[int], rng: Rng, samples: int
) -> list[float]:
    """Greedy's value of each option: the heuristic of ``seat`` after it (and its forced
    completion), averaged over up to ``samples`` draws when chance follows."""
    values: list[float] = []
    for option in options:
        total = 0.0
        runs = 1
        for i in range(samples):
            child = state.clone()
            child.quiet = True
            child.apply(option)
            sampled = settle(game, child, rng)
            total += game.heuristic(child, seat)
            runs = i + 1
            if not sampled:
                break
        values.append(total / runs)
    return values


def play_greedy(
    game: GameDef,
    st: State,
    rng: Rng,
    depth: int | None,
    root: State | None,
    horizon: Callable[[State, State], bool] | None,
    streams: ChanceStreams | None = None,
) -> None:
    """Play ``st`` on with the base policy (:func:`greedy_step` for every seat, chance
    sampled with ``rng``, or by kind from ``streams``) for ``depth`` player decisions
    (``None``: no limit), to the end, or to where ``horizon(root, st)`` says stop."""
    left = -1 if depth is None else depth
    while True:
        settle(game, st, rng, streams)
        if (
            st.decision() is None
            or left == 0
            or (horizon is not None and root is not None and horizon(root, st))
        ):
            return
        greedy_step(game, st, rng)
        left -= 1


def greedy_step(game: GameDef, st: State, rng: Rng) -> None:
    """One decision of the base policy in a playout: the actor's greedy choice among the
    options the game lets search consider (one chance sample each; first best on ties)."""
    d = st.decision()
    assert d is not None and d.actor != CHANCE
    ids = d.ids if len(d.ids) == 1 else game.search_options(st, d)
    if len(ids) == 1:
        st.apply(ids[0])
        return
    values = one_ply(game, st, d.actor, ids, rng, 1)
    best = max(range(len(ids)), key=values.__getitem__)
    st.apply(ids[best])


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, still subclassable
class RolloutBot(Bot):
    """Greedy, improved by bounded greedy playouts of its best few options."""

    def __init__(
        self, game: GameDef, seat: int, seed: int = 0, config: RolloutConfig | None = None
    ) -> None:
        super().__init__(game, seat, seed)
        # set per instance, not as a class attribute: the compiled ``Bot`` keeps ``name``
        # in a native slot that an interpreted class attribute would shadow
        self.name = "rollout"
        self.config = config or RolloutConfig()
        #: Playouts run for the last decision (0 where greedy answered alone).
        self.last_playouts = 0
        #: Determinisations dropped because a playout from them hit an impossible draw.
        self.failed_samples = 0
        #: The position being searched (what ``horizon`` compares a playout with).
        self._root: State | None = None
        #: The chance generators of the playout being played (``chance_streams``).
        self._streams: ChanceStreams | None = None

    def choose(self, state: State) -> int:
        ids = state.legal_ids()
        self.last_playouts = 0
        if len(ids) == 1:
            return ids[0]
        cfg = self.config
        sample = seat_sampler(self.game, state, self.seat)
        world = draw_world(sample, state, self.rng)  # the root: a sample of the view
        if not same_decision(world, state):
            return self.rng.choice(ids)  # no sample poses this decision: no look-ahead
        d = world.decision()
        assert d is not None
        ids = self.game.bot_options(world, d)
        values = one_ply(self.game, world, self.seat, ids, self.rng, cfg.greedy_samples)
        top = max(values)
        tied = [a for a, v in zip(ids, values, strict=True) if v >= top - 1e-9]
        greedy = self.rng.choice(tied)
        if (
            cfg.candidates < 2
            or (cfg.kinds is not None and d.kind not in cfg.kinds)
            or (cfg.search_if is not None and not cfg.search_if(world))
        ):
            return greedy
        order = sorted(range(len(ids)), key=lambda i: -values[i])
        others = [ids[i] for i in order if ids[i] != greedy]
        if cfg.gap is not None and top - values[order[1]] > cfg.gap:
            return greedy  # a clear choice: not worth the playouts
        cands = [greedy, *others[: cfg.candidates - 1]]
        scores = self.evaluate(world, cands, sample)
        best = max(range(len(cands)), key=lambda i: (scores[i], -i))
        if scores[best] > scores[0] + cfg.margin:
            return cands[best]
        return greedy

    def evaluate(
        self,
        state: State,
        candidates: Sequence[int],
        sample: Callable[[Rng], State] | None = None,
    ) -> list[float]:
        """Mean playout value of each candidate (common random numbers across them), from
        determinisations of this seat's view of ``state`` drawn by ``sample`` (default:
        :func:`~tomecraft.bots.base.seat_sampler` of ``state``; :meth:`choose` passes the
        one it drew its root with, so a decision builds it once); a candidate illegal in
        some determinisation is scored on the others only. When the first playouts of all
        candidates score exactly the same (the position looks decided either way), the
        others are not played: the candidates tie. After
        ``samples`` playouts, a close call (the best challenger within ``close`` of the
        first candidate, greedy's choice) gets more, up to ``max_samples``."""
        game, cfg = self.game, self.config
        self._root = state
        if sample is None:
            sample = seat_sampler(game, state, self.seat)
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        done = 0
        tries = 0
        limit = max(cfg.samples, cfg.max_samples)
        while tries < limit:
            if tries >= cfg.samples and not self._close(totals, counts):
                break
            tries += 1
            seed = self.rng.next64()
            base = sample(Rng(seed))
            legal = set(base.legal_ids())
            got: list[tuple[int, float]] = []
            try:
                for i, option in enumerate(candidates):
                    if option not in legal:
                        continue
                    st = base.clone()
                    st.quiet = True
                    rng = Rng(seed ^ 0x5DEECE66D)
                    st.apply(option)
                    self._streams = ChanceStreams(seed) if cfg.chance_streams else None
                    got.append((i, self.playout(st, rng)))
                    self.last_playouts += 1
            except ValueError:
                # a determinisation that later reaches an impossible draw (no card
                # left with a positive weight): drop this sample for every candidate
                self.failed_samples += 1
                continue
            for i, value in got:
                totals[i] += value
                counts[i] += 1
            done += 1
            if done == 1 and len({value for _, value in got}) <= 1:
                break  # the first playouts all agree (a decided position): a tie
        return [t / c if c else float("-inf") for t, c in zip(totals, counts, strict=True)]

    def _close(self, totals: Sequence[float], counts: Sequence[int]) -> bool:
        """Whether the best challenger is within ``close`` of the first candidate."""
        if not counts[0]:
            return False
        first = totals[0] / counts[0]
        rest = [t / c for t, c in zip(totals[1:], counts[1:], strict=True) if c]
        return bool(rest) and abs(max(rest) - first) <= self.config.close

    def playout(self, st: State, rng: Rng) -> float:
        """Follow the base policy for ``depth`` player decisions, to the end, or to the
        ``horizon``; the game's leaf value there (chance by kind from the candidate's
        :class:`ChanceStreams` where the config asks for them)."""
        cfg = self.config
        play_greedy(self.game, st, rng, cfg.depth, self._root, cfg.horizon, self._streams)
        return self.game.leaf_value(st, self.seat)
