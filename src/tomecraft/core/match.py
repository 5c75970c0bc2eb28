"""A match: a game state plus the seeded generator that resolves chance, and its history.

A *game file* is everything needed to reproduce a game: the game name, its configuration,
the seed, an optional starting position, and every decision taken (chance outcomes
included, so a file can be checked against its seed). Same seed and same decisions give
the same game, byte for byte.

A *forced* decision is a player decision with a single legal option. It is never put to
anyone: :meth:`Match.advance` takes it (and resolves chance) until somebody has a real
choice, and narrates it with a ``forced`` event ("only one choice: ..."). It is still
recorded like any other decision, so game files and replays keep it.

**Undo** (:meth:`Match.undo_point`, the one rule every interface applies): a seat may take
back its own last decision while it is still its turn and nothing was revealed since:
no chance outcome and no hidden text read (:meth:`State.revealed`), in that decision or
after it. Reading a card is revealing a random outcome: once read, it stays read.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tomecraft.core.decision import CHANCE
from tomecraft.core.errors import IllegalDecision, InvalidPosition
from tomecraft.core.events import Event
from tomecraft.core.gamedef import GameDef
from tomecraft.core.registry import get_game
from tomecraft.core.rng import Rng
from tomecraft.core.state import State
from tomecraft.i18n import msg

GAME_FILE_FORMAT = "tomecraft-game"
SNAPSHOT_FORMAT = "tomecraft-snapshot"
FILE_VERSION = 1


# A record of plain fields: alike by shape with other records (the coach's
# ``DecisionReview`` in analysis/review.py opens with the same kinds of fields).
@dataclass(frozen=True, slots=True)
class Step:
    """One recorded decision: who took it, which option, and what it caused."""

    index: int
    actor: int
    kind: str
    option: int
    events: list[Event]
    #: True for a decision taken automatically because it had a single option.
    forced: bool = False


def forced_option(state: State) -> int | None:
    """The only option of the pending decision when a player (not chance) must decide
    and has exactly one legal option; ``None`` otherwise (a real choice, chance, or the
    end of the game)."""
    d = state.decision()
    if d is None or d.actor == CHANCE or len(d.ids) != 1:
        return None
    return d.ids[0]


def alike_option(state: State) -> int | None:
    """The first option of the pending player decision when it has several and the game
    calls them all alike (:meth:`State.alike`: states no player can tell apart, e.g. two
    Wyrms in one zone): a question with one answer, which the interfaces take like a
    forced decision for a person's seat instead of asking (narrated with
    :func:`forced_event`; recorded like any decision, so files and seeds are unchanged).
    ``None`` otherwise."""
    d = state.decision()
    if d is None or d.actor == CHANCE or len(d.ids) < 2:
        return None
    key = state.alike(d, d.ids[0])
    if key is None or any(state.alike(d, o) != key for o in d.ids[1:]):
        return None
    return d.ids[0]


def forced_event(state: State, option: int) -> Event:
    """The narration of a forced decision of ``state``'s pending decision (before it is
    applied): the actor had only one choice, ``option``."""
    d = state.decision()
    assert d is not None
    if not state.public_options(d.kind):
        return Event("forced", d.actor, msg("core-forced-hidden"))
    return Event("forced", d.actor, msg("core-forced", option=state.label(d, option)))


#: The recorded ``(actor, option)`` pairs of the actors CHANCE to 7 and the options below
#: ``_PAIR_OPTIONS``, built once and shared by every history (tuples are immutable):
#: compiled, recording a decision then reads one instead of making a tuple and boxing two
#: integers, and the history's tuples are not freed one by one with the match.
_PAIR_OPTIONS: Final = 256
#: Typed ``Any``: compiled, a ``tuple[int, int]`` value is unpacked into two native
#: integers when read and made into a new tuple again when stored.
_PAIRS: Final[tuple[Any, ...]] = tuple(
    (actor, option) for actor in range(CHANCE, 8) for option in range(_PAIR_OPTIONS)
)


def record_pair(actor: int, option: int) -> Any:
    """The history's record ``(actor, option)`` of a decision (a shared one when it is in
    the table :data:`_PAIRS`, an equal new one otherwise), typed ``Any`` to be stored as
    it is (see :data:`_PAIRS`)."""
    if CHANCE <= actor < 8 and 0 <= option < _PAIR_OPTIONS:
        return _PAIRS[(actor - CHANCE) * _PAIR_OPTIONS + option]
    return (actor, option)


#: Whether this module runs compiled (mypyc: its functions are built-in functions). The
#: table pays only there; interpreted, the call to :func:`record_pair` costs more than
#: the tuple it saves, so the records are made in place.
_NATIVE: Final = type(record_pair).__name__ != "function"


class Match:
    """A state driven by decisions, with chance resolved by a private seeded generator."""

    def __init__(
        self,
        game: GameDef | str,
        config: Mapping[str, Any] | None = None,
        seed: int = 0,
        *,
        start: State | None = None,
    ) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.seed = int(seed)
        self.rng = Rng(self.seed)
        if start is not None:
            self.start: dict[str, Any] | None = start.to_json()
            self.state = start.clone()
            self.config = dict(config) if config is not None else {}
        else:
            self.start = None
            self.config = self.game.parse_config(config or {})
            self.state = self.game.new_state(self.config, self.rng)
        #: What the setup narrated (a story read out as the game begins), for interfaces.
        self.opening: list[Event] = self.state.take_events()
        self.history: list[tuple[int, int]] = []
        #: The indexes in ``history`` of the player decisions that revealed something (a
        #: hidden text read: :meth:`State.revealed` rose); a chance outcome always reveals
        #: and is not listed. Read through :attr:`reveals`.
        self._revealing: list[int] = []
        #: The indexes in ``history`` of the decisions marked forced (:meth:`mark_forced`),
        #: in order. Read through :attr:`forced`.
        self._forced_at: list[int] = []

    # -- the marks of the history -------------------------------------------------------
    # Kept as the few indexes that differ from the rule (a player decision reveals
    # nothing, no decision is forced), not as one flag per decision: a playing loop then
    # appends one record per decision, not three.
    # The getters' type is the setters' (a tuple is read, any sequence set): compiled, a
    # setter's value is checked against its getter's type.
    @property
    def reveals(self) -> Sequence[bool]:
        """Per decision of ``history`` (a tuple): it revealed something (a chance outcome,
        or a hidden text read: :meth:`State.revealed` rose), which ends the undo window."""
        marks = [actor == CHANCE for actor, _ in self.history]
        for i in self._revealing:
            marks[i] = True
        return tuple(marks)

    @reveals.setter
    def reveals(self, marks: Sequence[bool]) -> None:
        """Set the marks, one per decision of ``history`` (a chance outcome always
        reveals: its mark is not read)."""
        if len(marks) != len(self.history):
            raise ValueError(f"{len(marks)} reveal marks for {len(self.history)} decisions")
        self._revealing = [
            i for i, (actor, _) in enumerate(self.history) if marks[i] and actor != CHANCE
        ]

    @property
    def forced(self) -> Sequence[bool]:
        """Per decision of ``history`` (a tuple): taken because it was the only option
        (:meth:`take_forced`, or an interface's :meth:`mark_forced`)."""
        marks = [False] * len(self.history)
        for i in self._forced_at:
            marks[i] = True
        return tuple(marks)

    @forced.setter
    def forced(self, marks: Sequence[bool]) -> None:
        """Set the marks, one per decision of ``history``."""
        if len(marks) != len(self.history):
            raise ValueError(f"{len(marks)} forced marks for {len(self.history)} decisions")
        self._forced_at = [i for i, mark in enumerate(marks) if mark]

    def mark_forced(self) -> None:
        """Mark the last decision of ``history`` as forced (it had a single option)."""
        last = len(self.history) - 1
        if last < 0:
            raise ValueError("no decision to mark forced")
        if not self._forced_at or self._forced_at[-1] != last:
            self._forced_at.append(last)

    def _revealed_since(self, index: int) -> bool:
        """Whether a decision from ``index`` on revealed something (see :attr:`reveals`)."""
        if self._revealing and self._revealing[-1] >= index:
            return True
        return any(actor == CHANCE for actor, _ in self.history[index:])

    # -- driving ---------------------------------------------------------------------
    def step(self, option_id: int) -> list[Event]:
        """Apply ``option_id`` for whoever decides now (chance included)."""
        actor = self.state.actor()
        if actor is None:  # a finished game: apply raises GameOver
            self.state.apply(option_id)
            raise AssertionError("apply accepted a decision in a finished game")
        return self.step_by(actor, option_id)

    def step_by(self, actor: int, option_id: int) -> list[Event]:
        """:meth:`step` for a caller that has just asked the state who decides
        (``actor``, what :meth:`State.actor` answers now): the state is not asked again."""
        state = self.state
        history: list[Any] = self.history  # the record stored as it is (see _PAIRS)
        if actor == CHANCE:  # a chance outcome reveals (not listed: see _revealing)
            events = state.apply(option_id)
        else:
            before = state.revealed()
            events = state.apply(option_id)
            if state.revealed() != before:
                self._revealing.append(len(history))
        history.append(record_pair(actor, option_id) if _NATIVE else (actor, option_id))
        return events

    # play_by is step_by's body with play for apply, written out: as one helper with a
    # flag, or with the three records in a shared method, the quiet loop pays a call more.
    def play_by(self, actor: int, option_id: int) -> None:
        """:meth:`step_by` for a caller that reads no events (:meth:`State.play`): the
        same game and the same history."""
        state = self.state
        history: list[Any] = self.history  # the record stored as it is (see _PAIRS)
        if actor == CHANCE:  # a chance outcome reveals (not listed: see _revealing)
            state.play(option_id)
        else:
            before = state.revealed()
            state.play(option_id)
            if state.revealed() != before:
                self._revealing.append(len(history))
        history.append(record_pair(actor, option_id) if _NATIVE else (actor, option_id))

    def play_chance(self) -> int:
        """Resolve the pending chance decision with the match's generator, for a caller
        that reads no events (:meth:`State.play_chance`); recorded as :meth:`step` records
        it; the outcome."""
        option = self.state.play_chance(self.rng)
        history: list[Any] = self.history  # the record stored as it is (see _PAIRS)
        if _NATIVE and 0 <= option < _PAIR_OPTIONS:  # record_pair's row of CHANCE
            history.append(_PAIRS[option])
        else:
            history.append((CHANCE, option))
        return option

    def undo_point(self, seat: int, forced: Sequence[bool] | None = None) -> int | None:
        """The index of the decision ``seat`` may take back now (with the forced ones
        taken after it), or ``None``. The rule: it is ``seat``'s turn; the last decision
        that was not forced (``forced``, default :attr:`forced`: taken because it was the
        only option) is ``seat``'s own; and nothing was revealed from it on (no chance
        outcome, no hidden text read: a read card stays read)."""
        d = self.state.decision()
        if d is None or d.actor != seat or seat == CHANCE:
            return None
        marks = self.forced if forced is None else forced
        i = len(self.history) - 1
        while i >= 0 and i < len(marks) and marks[i]:
            i -= 1
        if i < 0 or self.history[i][0] != seat or self._revealed_since(i):
            return None
        return i

    def resolve_chance(self) -> list[Event]:
        """Resolve pending chance decisions with the match's generator until a player decides."""
        events: list[Event] = []
        while True:
            d = self.state.decision()
            if d is None or d.actor != CHANCE:
                return events
            events.extend(self.step(self.state.sample_chance(self.rng)))

    def take_forced(self, alike: Collection[int] = ()) -> Step | None:
        """Take the pending decision if it is forced (a player's only option, or, for a
        seat in ``alike``, options all alike: :func:`alike_option`); the step taken, its
        narration first among its events, or ``None`` if it is not forced."""
        option = forced_option(self.state)
        d = self.state.decision()
        if option is None and d is not None and d.actor in alike:
            option = alike_option(self.state)
        if option is None:
            return None
        assert d is not None
        index = len(self.history)
        narration = forced_event(self.state, option)
        events = [narration, *self.step(option)]
        self.mark_forced()
        return Step(index, d.actor, d.kind, option, events, forced=True)

    def advance(self, *, forced: bool = True, alike: Collection[int] = ()) -> list[Step]:
        """Resolve chance with the match's generator and (unless ``forced`` is false) take
        forced decisions, until a player has a real choice or the game is over; the steps
        taken, in order, for narration. The seats in ``alike`` (the people: a bot decides
        as it would) are not asked a question whose options are all alike either."""
        steps: list[Step] = []
        while True:
            d = self.state.decision()
            if d is None:
                return steps
            if d.actor == CHANCE:
                index = len(self.history)
                option = self.state.sample_chance(self.rng)
                steps.append(Step(index, d.actor, d.kind, option, self.step(option)))
                continue
            step = self.take_forced(alike) if forced else None
            if step is None:
                return steps
            steps.append(step)

    def actor(self) -> int | None:
        return self.state.actor()

    def is_over(self) -> bool:
        return self.state.actor() is None

    # -- files -----------------------------------------------------------------------
    def game_file(self) -> dict[str, Any]:
        """Setup + seed + decisions: enough to replay the game exactly."""
        data: dict[str, Any] = {
            "format": GAME_FILE_FORMAT,
            "version": FILE_VERSION,
            "game": self.game.name,
            "config": self.config,
            "seed": self.seed,
            "decisions": [[a, o] for a, o in self.history],
        }
        if self.start is not None:
            data["start"] = self.start
        return data

    @classmethod
    def from_game_file(cls, data: Mapping[str, Any]) -> Match:
        """Rebuild a match by replaying a game file; chance outcomes are checked."""
        match = cls._blank_from(data, GAME_FILE_FORMAT)
        for _ in match.replay_steps(data["decisions"]):
            pass
        return match

    def replay_steps(self, decisions: Any) -> Iterator[Step]:
        """Apply recorded decisions one by one, yielding each step (for step-through)."""
        if not isinstance(decisions, list):
            raise InvalidPosition("'decisions' must be a list of [actor, option] pairs")
        for i, pair in enumerate(decisions):
            if not (isinstance(pair, list) and len(pair) == 2):
                raise InvalidPosition(f"decision {i} must be an [actor, option] pair, got {pair!r}")
            actor, option = pair
            d = self.state.decision()
            if d is None:
                raise InvalidPosition(f"decision {i}: the game is already over")
            if actor != d.actor:
                raise InvalidPosition(
                    f"decision {i}: recorded for actor {actor}, but actor {d.actor} decides"
                )
            if d.actor == CHANCE:
                expected = self.state.sample_chance(self.rng)
                if expected != option:
                    raise InvalidPosition(
                        f"decision {i}: chance outcome {option} does not follow from the seed "
                        f"(the generator gives {expected}); the file was edited or is corrupt"
                    )
            try:
                events = self.step(option)
            except IllegalDecision as exc:
                raise InvalidPosition(f"decision {i}: {exc}") from None
            yield Step(i, d.actor, d.kind, option, events)

    def snapshot(self) -> dict[str, Any]:
        """The full match (state, generator, history) as JSON: resumes exactly."""
        data = self.game_file()
        data["format"] = SNAPSHOT_FORMAT
        data["rng"] = self.rng.getstate()
        data["state"] = self.state.to_json()
        return data

    @classmethod
    def from_snapshot(cls, data: Mapping[str, Any], *, verify: bool = False) -> Match:
        """Resume a snapshot instantly; with ``verify``, also replay its decisions from the
        seed and check they lead to the stored state and generator."""
        match = cls._blank_from(data, SNAPSHOT_FORMAT)
        if verify:
            for _ in match.replay_steps(data["decisions"]):
                pass
        try:
            state = match.game.state_from_json(data["state"])
            rng_state = int(data["rng"])
            history = [(int(a), int(o)) for a, o in data["decisions"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidPosition(f"malformed {SNAPSHOT_FORMAT} document: {exc!r}") from None
        if verify and (
            state.state_hash() != match.state.state_hash() or rng_state != match.rng.getstate()
        ):
            raise InvalidPosition(
                "the snapshot's state does not follow from its seed and decisions "
                "(the file was edited or is corrupt)"
            )
        match.state = state
        match.rng.setstate(rng_state)
        match.history = history
        if not verify:  # what each decision revealed is unknown: none can be taken back
            match.reveals = [True] * len(history)
            match.forced = [False] * len(history)
        return match

    @classmethod
    def _blank_from(cls, data: Mapping[str, Any], fmt: str) -> Match:
        if not isinstance(data, Mapping) or data.get("format") != fmt:
            raise InvalidPosition(f"not a {fmt} document (its 'format' must be {fmt!r})")
        if data.get("version") != FILE_VERSION:
            raise InvalidPosition(
                f"unsupported {fmt} version {data.get('version')!r}; supported: {FILE_VERSION}"
            )
        for key in ("game", "config", "seed", "decisions"):
            if key not in data:
                raise InvalidPosition(f"{fmt} document lacks the key {key!r}")
        if not isinstance(data["config"], Mapping):
            raise InvalidPosition(f"{fmt} 'config' must be an object")
        if not isinstance(data["seed"], int) or isinstance(data["seed"], bool):
            raise InvalidPosition(f"{fmt} 'seed' must be an integer, got {data['seed']!r}")
        if not isinstance(data["decisions"], list):
            raise InvalidPosition(f"{fmt} 'decisions' must be a list of [actor, option] pairs")
        game = get_game(str(data["game"]))
        start = game.state_from_json(data["start"]) if data.get("start") else None
        return cls(game, data["config"], data["seed"], start=start)
