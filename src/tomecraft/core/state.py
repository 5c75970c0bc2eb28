"""The game/state split: a :class:`~tomecraft.core.gamedef.GameDef` describes a game, a
:class:`State` is one moment.

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

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from tomecraft.core.board import Breakdown, Section, Topic
from tomecraft.core.compiled import mypyc_attr
from tomecraft.core.decision import CHANCE, NOBODY, Decision, Option
from tomecraft.core.errors import GameOver, IllegalDecision
from tomecraft.core.events import Event
from tomecraft.core.rng import Rng
from tomecraft.core.serial import digest
from tomecraft.i18n import Msg


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

    def public_options(self, kind: str) -> bool:
        """Whether every seat may read the option labels of a decision of ``kind``: by
        default :attr:`public_labels`; a game with secret labels names here the kinds
        whose options are public at the table (a player chosen as a target)."""
        return self.public_labels

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

    def actor_id(self) -> int:
        """:meth:`actor` as a plain integer: a seat, :data:`CHANCE`, or :data:`NOBODY` once
        the game is over (compiled, no boxed value: a playing loop asks it every decision)."""
        actor = self.actor()
        return NOBODY if actor is None else actor

    # apply and play take any object (an id that is not an int is refused like any other):
    # compiled, a state that overrides them so (StackState) then needs no glue that boxes
    # the id on every call.
    def apply(self, option_id: object) -> list[Event]:
        """Apply one option of the pending decision; illegal ids change nothing."""
        d = self.decision()
        if d is None:
            raise GameOver()
        if type(option_id) is not int or option_id not in d.ids:
            raise IllegalDecision(d.kind, option_id, d.ids)
        return self._apply(option_id)

    def play(self, option_id: object) -> None:
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

    def option_count(self) -> int:
        """How many options the pending decision has: ``len(legal_ids())`` (a state may
        answer it without building the decision: see
        :meth:`tomecraft.core.stack.StackState.lazy_choice`)."""
        return len(self.legal_ids())

    def option_at(self, index: int) -> int:
        """The pending decision's option ``index``: ``legal_ids()[index]`` (a state may
        answer it without building the decision, like :meth:`option_count`)."""
        return self.legal_ids()[index]

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
