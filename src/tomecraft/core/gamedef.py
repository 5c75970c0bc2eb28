"""The game definition: a :class:`GameDef` describes a game (its facts, options, setup and
the hooks bots, reviews and interfaces call); each moment of it is a
:class:`~tomecraft.core.state.State`.

A game subclasses both and names its ``GameDef`` in the ``tomecraft.games`` entry points
(:mod:`tomecraft.core.registry`). Every hook but the facts, ``parse_config`` and
``new_state`` has a default that suits a game without it.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from tomecraft.core.board import Effect
from tomecraft.core.compiled import mypyc_attr
from tomecraft.core.decision import Decision
from tomecraft.core.rng import Rng
from tomecraft.core.state import State
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.core.options import OptionSpec
    from tomecraft.core.tutorial import Tutorial


def _ranked(
    keys: Sequence[Any], values: Sequence[float], w_rank: float, w_margin: float
) -> list[float]:
    """Per seat: ``w_rank`` times the share of other seats whose key it beats (ties count
    half) plus ``w_margin`` times a logistic of its value's margin over the others' mean
    (at least two seats)."""
    n = len(keys)
    out = []
    for s in range(n):
        beaten = sum(1.0 if keys[s] > k else 0.5 if keys[s] == k else 0.0
                     for o, k in enumerate(keys) if o != s)
        mean_others = (sum(values) - values[s]) / (n - 1)
        margin = 1.0 / (1.0 + math.exp(-(values[s] - mean_others) / 5.0))
        out.append(w_rank * beaten / (n - 1) + w_margin * margin)
    return out


class GameFacts(NamedTuple):
    """What every game definition states, as one record (``GameDef.facts``)."""

    #: The name it is registered and saved under.
    name: str
    #: The fewest and the most players.
    players: tuple[int, int]
    #: The class of its states.
    state: type[State]
    #: Size of the fixed action space (option ids are in ``range(actions)``).
    actions: int


#: Compiled (mypyc), it still admits interpreted subclasses (games, tests).
@mypyc_attr(allow_interpreted_subclasses=True)
class GameDef(ABC):
    """A game definition: its name, player counts, configuration and setup.

    A game states its :class:`GameFacts` in one class attribute, ``facts``; ``name``,
    ``min_players``, ``max_players``, ``state_class`` and ``num_actions`` read it."""

    facts: ClassVar[GameFacts]

    @property
    def name(self) -> str:
        return self.facts.name

    @property
    def min_players(self) -> int:
        return self.facts.players[0]

    @property
    def max_players(self) -> int:
        return self.facts.players[1]

    @property
    def state_class(self) -> type[State]:
        return self.facts.state

    @property
    def num_actions(self) -> int:
        return self.facts.actions

    @abstractmethod
    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Validate user options and return a complete, JSON-compatible configuration.

        Raises :class:`~tomecraft.core.errors.InvalidConfig` naming the bad option and
        what is allowed.
        """

    @abstractmethod
    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        """Set up a new game from a parsed configuration (setup randomness from ``rng``)."""

    @abstractmethod
    def heuristic(self, state: State, seat: int) -> float:
        """A quick estimate of how well ``seat`` is doing (higher is better), for bots."""

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return self.state_class.from_json(data)

    def game_module(self, name: str) -> Any:
        """The module ``name`` of the package that defines this game's class (imported
        when first asked for), or ``None`` where the package has none. The defaults of
        :meth:`observation_size`, :meth:`observation`, :meth:`option_schema`,
        :meth:`content_json` and :meth:`option_effects` read a game package's
        ``observation``, ``schema`` and ``topics`` modules this way."""
        package = type(self).__module__.rpartition(".")[0]
        if not package:
            return None
        try:
            return import_module(f"{package}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"{package}.{name}":
                return None
            raise

    def check_pack(self, pack: str) -> dict[str, Any]:
        """The summary of the content pack ``pack`` names (a bundled pack's name or a
        folder): ``{"pack", "counts": {what: number}, "chapters": [...]}``, after loading
        and validating it (a bad pack raises the game's
        :class:`~tomecraft.core.content.ContentError` holding every problem found).
        Default: the game's ``pack`` module's ``load_pack`` (of the folder ``pack`` names
        beside its ``DEFAULT_PACK``) and ``pack_summary``; NotImplementedError without."""
        module = self.game_module("pack")
        summary = getattr(module, "pack_summary", None)
        if summary is None:
            raise NotImplementedError(f"{self.name} has no content packs")
        bundled = module.DEFAULT_PACK.parent
        folder = bundled / pack if (bundled / pack / "pack.json").is_file() else Path(pack)
        data: dict[str, Any] = summary(module.load_pack(folder))
        return data

    def _observations(self) -> Any:
        module = self.game_module("observation")
        if module is None:
            raise NotImplementedError(
                f"{self.name} has no observation encoding: override GameDef.observation_size "
                "and GameDef.observation to use it with the RL adapters"
            )
        return module

    def observation_size(self, config: Mapping[str, Any]) -> int:
        """Length of :meth:`observation`'s vector for games set up with ``config``
        (default: ``OBSERVATION_SIZE`` of the game's ``observation`` module)."""
        size: int = self._observations().OBSERVATION_SIZE
        return size

    def observation(self, state: State, seat: int) -> list[float]:
        """A fixed-length vector of floats in [0, 1] describing ``state`` for ``seat``.

        It must be a function of ``state.view(seat)`` alone (never hidden information), so
        equal views give equal vectors; its length is :meth:`observation_size`. Default:
        ``encode_view(state.view(seat))`` of the game's ``observation`` module.
        """
        vector: list[float] = self._observations().encode_view(state.view(seat))
        return vector

    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        """A sampler of full states consistent with ``view`` (what ``seat`` sees).

        Information-set search calls the sampler once per iteration, so it must only use
        the view, never the true state. A game whose views hide something overrides this.
        """
        raise NotImplementedError(f"{self.name} does not support determinisation")

    def rollout_action(self, state: State, rng: Rng) -> int:
        """A fast default policy for simulations: uniform over the legal options."""
        return rng.choice(state.legal_ids())

    def bot_options(self, state: State, decision: Decision) -> tuple[int, ...]:
        """The options of ``decision`` a one-ply bot (greedy, and the rollout bot's own
        choice) weighs; by default all of them. A game whose rules allow many options no
        player would take (paying far more than a cost) may leave those out here, so that
        noise in a sampled look-ahead never picks them."""
        return decision.ids

    def search_options(self, state: State, decision: Decision) -> tuple[int, ...]:
        """The options of ``decision`` (pending in ``state``) that search bots consider;
        by default all of them. A game may narrow a decision down to the choices worth
        searching (the sensible ways to pay a cost, say). Where one option remains, the
        bots take it without spending a search step on it, so it forms a macro-action
        with the choice that led to it."""
        return decision.ids

    def leaf_value(self, state: State, seat: int) -> float:
        """How good ``state`` is for ``seat`` where a rollout bot's playout stops; by
        default :meth:`heuristic`. A game may look further ahead here (threats still to
        come) than in the heuristic that greedy play uses, at some cost in speed."""
        return self.heuristic(state, seat)

    def option_effects(self, before: State, after: State, seat: int) -> tuple[Effect, ...]:
        """What an option did at once for ``seat``: ``before`` is a state at ``seat``'s
        decision, ``after`` the same state once the option (and what it led to before the
        next chance or the next decision outside it) was played. The coach compares two
        options' effects key by key to say why one was better (issue 24). Only what
        ``seat`` may see may be read (both states are drawn from its view). The game
        lists its effects most telling first. Default: ``effects(before, after, seat)`` of
        the game's ``topics`` module where it has one (every bundled game: read with
        :meth:`game_module`); else a competitive game's points (``scores()``) gained, else
        nothing."""
        topics = self.game_module("topics")
        if topics is not None and hasattr(topics, "effects"):
            effects: tuple[Effect, ...] = topics.effects(before, after, seat)
            return effects
        if before.cooperative or before.num_players < 2:
            return ()
        gained = after.scores()[seat] - before.scores()[seat]
        if not gained:
            return ()
        key = "core-effect-points" if gained > 0 else "core-effect-points-lost"
        return (Effect("points", float(gained), msg(key, points=abs(gained))),)

    def search_settings(self, level: str) -> Mapping[str, Any] | None:
        """This game's own settings for the named search bot ``level`` (``easy``,
        ``medium``, ``hard``), or ``None`` (the default): the level's usual search.
        ``{"bot": "mcts", ...}`` replaces fields of the level's MCTS settings;
        ``{"bot": "rollout", ...}`` plays the level with rollout improvement over greedy
        (the fields of ``tomecraft.bots.rollout.RolloutConfig``). See ``bots/mcts.py``."""
        return None

    def final_rewards(self, state: State) -> list[float]:
        """Ranking-aware reward in [0, 1] per seat of a finished game, for search.

        Solo: the game's own returns. Otherwise the share of other seats each seat
        finished ahead of (winners first, then by score; ties count half), nudged by the
        score margin over the others' mean so that search still prefers bigger wins.
        """
        n = state.num_players
        if n == 1:
            return state.returns()
        won = set(state.winners())
        scores = state.scores()
        keys = [(1 if s in won else 0, scores[s]) for s in range(n)]
        return _ranked(keys, scores, 0.85, 0.15)

    def coach_chances(self) -> bool:
        """Whether the coach's playouts (:mod:`tomecraft.analysis.playouts`) end where the
        game's result is known, so the share of them a seat wins (ties split) is its
        estimated chance of winning (default True). A game whose search copies stop
        before the end (before text nobody has read) says False: its coach shows the
        standing (the search reward) alone."""
        return True

    def estimate(self, state: State) -> list[float]:
        """Estimated reward in [0, 1] per seat of a non-final state, for search cut-offs.

        Default: the share of other seats each seat is ahead of by the heuristic (ties
        count half), nudged by the margin over the others' mean.
        """
        n = state.num_players
        values = [self.heuristic(state, s) for s in range(n)]
        if n == 1:
            return [1.0 / (1.0 + math.exp(-values[0] / 5.0))]
        return _ranked(values, values, 0.8, 0.2)

    def seat_label(self, config: Mapping[str, Any], seat: int) -> Msg:
        return msg("core-seat", seat=seat + 1)

    def tutorial(self) -> Tutorial | None:
        """A scripted first game that interfaces explain step by step (see
        :mod:`tomecraft.core.tutorial`), or ``None`` (the default): the game has none."""
        return None

    def bot_only_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """The options of a bot-only run (``play_game``, ``simulate``, an all-bot
        ``play``, a web game with bot seats only): the raw options ``config`` (before
        :meth:`parse_config`) with the safeguards that stop a game nobody could finish,
        where they are not set already (a game with people never gets them). Default:
        ``config`` unchanged."""
        return dict(config)

    def carry_over(self, state: State) -> dict[str, Any] | None:
        """What a finished game hands on to the next one (a campaign record, given back
        as the ``campaign`` option), or ``None``: the game offers nothing (the default,
        and a campaign game that was lost)."""
        return None

    def summary_stats(self, features: list[Mapping[str, Any]]) -> dict[str, Any]:
        """Game-specific figures for a simulation summary, worked out from the
        ``analysis_features`` of every finished game of the series (in game order).
        Default: none (the summary's ``mean_<feature>`` entries come anyway)."""
        return {}

    def option_schema(self) -> list[OptionSpec]:
        """The options a lobby form offers (see :mod:`tomecraft.core.options`); every
        value it offers must pass :meth:`parse_config`. Default: ``option_schema()`` of
        the game's ``schema`` module, none without one."""
        module = self.game_module("schema")
        if module is None:
            return []
        schema: list[OptionSpec] = module.option_schema()
        return schema

    def secret_messages(self) -> frozenset[str]:
        """Message ids whose text is hidden until play reveals it (Wonder Book: the text
        of every chapter card, scene, zone and key, which a player could otherwise read
        ahead): interfaces never ship them in a static catalogue, and send one to a seat
        only once its state names it (:meth:`State.known_messages`). Default: none."""
        return frozenset()

    def content_json(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """The public content of games set up with ``config`` (cards by id, with their
        names and texts as :class:`~tomecraft.i18n.Msg` values that an interface renders
        in its language), for boards that draw what a view names only by id. Never
        anything hidden. Default: ``content_json(config)`` of the game's ``schema``
        module, nothing without one."""
        build = getattr(self.game_module("schema"), "content_json", None)
        if build is None:
            return {}
        data: dict[str, Any] = build(config)
        return data
