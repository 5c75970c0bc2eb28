"""The game/state split: a :class:`GameDef` describes a game, a :class:`State` is one moment.

Every game plugs into the core by subclassing both. The contract:

* ``decision()`` is the pending decision, or ``None`` once the game is over;
* ``apply(option_id)`` checks the id against the pending decision, raises
  :class:`~tomecraft.core.errors.IllegalDecision` and leaves the state untouched if it is
  not listed, and otherwise returns the events it caused;
* chance is a decision like any other (actor :data:`~tomecraft.core.decision.CHANCE`):
  the state lists the outcomes with weights and never draws on its own, so no future
  draw is stored anywhere a player could read;
* ``to_json``/``from_json`` round-trip exactly.

Views (what one seat may see) are the core's concern: ``view(seat)`` is a template that
games do not override. It calls the game's ``_view_body(seat)`` (the game's own facts,
with everything hidden from ``seat`` removed) and adds two entries built here:
``viewer`` and ``decision``. ``decision`` is ``None`` once the game is over, otherwise
``{"actor", "kind"}`` for everyone, plus ``"options"`` (the legal ids) only in the view of
the acting seat itself, never for chance and never for spectators: options often name
private things (the cards of a hand). A game's ``_view_body`` must not add a
``decision`` or anything else derived from the pending decision's options. A stack-based
game's pending tasks are added by :class:`~tomecraft.core.stack.StackState` from each
task's ``view_json(seat)`` (a task holding private facts redacts them there).

``resample_hidden(seat, rng)`` defines what is hidden: a copy of the state, redrawn where
``seat`` cannot see, that ``seat`` cannot tell apart. The generic leak tests
(``tests/test_leaks.py``, ``tests/web/test_leaks.py``) run on every registered game and
check that views, boards, prompts and narrated events are the same for every such copy.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Self

from tomecraft.core.board import Breakdown, Effect, Section, Topic
from tomecraft.core.compiled import mypyc_attr
from tomecraft.core.decision import CHANCE, Decision, Option
from tomecraft.core.errors import GameOver, IllegalDecision
from tomecraft.core.events import Event
from tomecraft.core.rng import Rng
from tomecraft.core.serial import digest
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.core.options import OptionSpec
    from tomecraft.core.tutorial import Tutorial


#: Compiled (mypyc), it still admits interpreted subclasses (games, tests).
@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """One moment of one game. Mutable: :meth:`apply` changes it in place."""

    game_name: ClassVar[str]
    #: When true, ``apply`` may skip building events (set on search clones for speed).
    quiet: bool = False
    #: Cooperative games: every winner gets the full reward (the team wins together).
    cooperative: ClassVar[bool] = False
    #: Whether option labels are public. A game whose options can name a player's hidden
    #: cards (a card of your hand put face down on your deck) sets it false, and the
    #: narration of a forced decision, which every seat reads, then omits the option.
    public_labels: ClassVar[bool] = True

    @property
    @abstractmethod
    def num_players(self) -> int:
        """Number of seats (a solo game has one)."""

    @abstractmethod
    def decision(self) -> Decision | None:
        """The pending decision, or ``None`` when the game is over."""

    @abstractmethod
    def _apply(self, option_id: int) -> list[Event]:
        """Apply a listed option (already validated) and return its events."""

    @abstractmethod
    def label(self, decision: Decision, option_id: int) -> Msg:
        """A readable label for one option of ``decision``."""

    def alike(self, decision: Decision, option_id: int) -> object:
        """A key shared by the options of ``decision`` that lead to states a player cannot
        tell apart (two Wyrms in one zone, in one state), so an interface may show them as
        one option; ``None`` (the default): the option is like no other."""
        return None

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (for search)."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The full state as JSON-compatible data (exact round trip with from_json)."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state from :meth:`to_json` output."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: a spectator's public view).

        The game's :meth:`_view_body`, plus ``viewer`` and the public part of the pending
        decision (:meth:`decision_view`). Games implement ``_view_body``, not this.
        """
        data = self._view_body(seat)
        data["viewer"] = seat
        data["decision"] = self.decision_view(seat)
        return data

    @abstractmethod
    def _view_body(self, seat: int | None) -> dict[str, Any]:
        """The game's part of :meth:`view`: its JSON facts minus everything hidden from
        ``seat`` (another seat's hand, any order of a deck or bag, unread cards). It must
        not contain ``viewer`` or ``decision`` (the core adds them) nor the pending
        decision's options."""

    def public_view(self) -> bool:
        """Whether every seat's view (spectators' included) is the same but for
        ``viewer`` and ``decision``: nothing in the game is shown to one seat and not to
        another (SpellBook: the bag's order is hidden from everyone), its pending tasks
        included. An interface may then build one view and give each seat a copy
        (:meth:`view_as`). Default: False."""
        return False

    def view_as(self, view: dict[str, Any], seat: int | None) -> dict[str, Any]:
        """The view of ``seat``: with :meth:`public_view`, ``view`` (this state's view for
        any seat) copied with ``seat``'s own ``viewer`` and ``decision`` (the other keys
        are shared with ``view``, not copied: read-only); otherwise :meth:`view`."""
        if not self.public_view():
            return self.view(seat)
        data = dict(view)
        data["viewer"] = seat
        data["decision"] = self.decision_view(seat)
        return data

    def decision_view(self, seat: int | None) -> dict[str, Any] | None:
        """The pending decision as ``seat`` may see it: who decides and what kind of
        decision it is; the legal option ids only for the acting seat itself (never for
        chance, never for a spectator). ``None`` once the game is over."""
        d = self.decision()
        if d is None:
            return None
        out: dict[str, Any] = {"actor": d.actor, "kind": d.kind}
        if seat is not None and d.actor == seat and d.actor != CHANCE:
            out["options"] = list(d.ids)
        return out

    def topics(self, seat: int | None) -> list[Topic]:
        """What ``seat`` can ask about on its board (``None``: a spectator), in board
        order: each spell, card or action with what it does, the pending option ids that
        concern it, and why it is not offered when it is not (see
        :class:`~tomecraft.core.board.Topic`). Built only from what ``seat`` may see,
        like :meth:`view`. Default: nothing to ask about."""
        return []

    def revealed(self) -> int:
        """How many times so far this state made known something hidden from the table
        without a chance decision (a chapter card's text read for the first time): a
        count that rises at each such reveal, compared before and after a step. A step
        that raises it ends the undo window like a chance outcome does (see
        :meth:`tomecraft.core.match.Match.undo_point`). Default 0: nothing is revealed
        outside chance decisions."""
        return 0

    def known_messages(self, seat: int | None) -> frozenset[str]:
        """Of the game's secret message ids (:meth:`GameDef.secret_messages`), those
        ``seat`` may read now (the cards read so far, the scene in play): an interface
        sends a secret text to a seat only once it is named here. Built from what
        ``seat`` may see, like :meth:`view`. Default: none."""
        return frozenset()

    def take_events(self) -> list[Event]:
        """Events logged outside :meth:`apply` (what the setup narrated), handed over once
        and then forgotten; ``[]`` for a game whose setup narrates nothing."""
        return []

    def resample_hidden(self, seat: int | None, rng: Rng) -> State:
        """A copy of this state that ``seat`` cannot tell apart from it (``None``: a
        spectator): everything hidden from ``seat`` (other seats' hands, deck or bag
        orders, unread cards) drawn again with ``rng``, consistently with everything
        ``seat`` knows, including the pending decision's actor and kind and the pending
        tasks as ``seat`` sees them (a hidden fact held by a task is redrawn too). A game
        without hidden information returns ``self.clone()``.

        The leak tests compare ``view(seat)``, ``board(seat)``, the prompt and narrated
        events across such copies, so every game must implement it.
        """
        raise NotImplementedError(
            f"{self.game_name} does not implement State.resample_hidden, which defines its "
            "hidden information for the leak tests"
        )

    @abstractmethod
    def scores(self) -> list[int]:
        """Current score of every seat (final once the game is over)."""

    @abstractmethod
    def winners(self) -> list[int]:
        """Winning seats of a finished game (empty: nobody won; several: shared)."""

    @abstractmethod
    def board(self, seat: int | None) -> list[Section]:
        """What a text interface draws for ``seat``."""

    @abstractmethod
    def breakdown(self) -> Breakdown:
        """The score breakdown per seat."""

    def returns(self) -> list[float]:
        """Reward per seat at the end: winners share 1 (in a cooperative game each winner
        gets 1), others get 0."""
        if not self.is_terminal():
            return [0.0] * self.num_players
        won = self.winners()
        share = 1.0 if self.cooperative else 1.0 / max(1, len(won))
        return [(share if s in won else 0.0) for s in range(self.num_players)]

    def is_terminal(self) -> bool:
        return self.decision() is None

    def actor(self) -> int | None:
        """Who decides now: a seat, :data:`CHANCE`, or ``None`` once the game is over.

        Cheaper than :meth:`decision` where a state builds its chance decisions only on
        demand (see :data:`tomecraft.core.stack.LAZY_CHANCE`): a loop that resolves chance
        with :meth:`sample_chance` never needs them built."""
        d = self.decision()
        return None if d is None else d.actor

    def apply(self, option_id: int) -> list[Event]:
        """Apply one option of the pending decision; illegal ids change nothing."""
        d = self.decision()
        if d is None:
            raise GameOver()
        if type(option_id) is not int or option_id not in d.ids:
            raise IllegalDecision(d.kind, option_id, d.ids)
        return self._apply(option_id)

    def play(self, option_id: int) -> None:
        """:meth:`apply` for a caller that reads no events (a quiet playing loop): the same
        checks and the same game; a state may skip handing the events over."""
        self.apply(option_id)

    def play_chance(self, rng: Rng) -> int:
        """Pick the pending chance decision's outcome with ``rng`` (:meth:`sample_chance`)
        and play it (:meth:`play`); the outcome. A state may skip the legality check:
        its own sample is an option by construction."""
        option = self.sample_chance(rng)
        self.play(option)
        return option

    def legal_ids(self) -> tuple[int, ...]:
        d = self.decision()
        return () if d is None else d.ids

    def options(self) -> list[Option]:
        """The pending decision's options with labels (and weights for chance)."""
        d = self.decision()
        if d is None:
            return []
        weights = d.weights or (None,) * len(d.ids)
        return [Option(i, self.label(d, i), w) for i, w in zip(d.ids, weights, strict=True)]

    def sample_chance(self, rng: Rng) -> int:
        """Pick an outcome of the pending chance decision with ``rng``."""
        d = self.decision()
        if d is None or d.weights is None:
            raise ValueError("the pending decision is not a chance decision")
        if len(d.ids) == 1:
            return d.ids[0]
        return d.ids[rng.weighted_tuple(d.weights)]

    def state_hash(self) -> str:
        """A digest of the full state: equal hashes mean identical games so far."""
        return digest(self.to_json())


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
