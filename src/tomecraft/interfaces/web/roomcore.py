"""What every part of a room shares: its fields (:class:`RoomBase`), what it asks of its
hub (:class:`HubPort`), and the methods each part provides to the others.

A :class:`~tomecraft.interfaces.web.room.Room` is put together from parts, one module
each: :mod:`~tomecraft.interfaces.web.room` (the commit pipeline, publishing),
:mod:`~tomecraft.interfaces.web.seats` (claims, joins, leaves, votes),
:mod:`~tomecraft.interfaces.web.clock` (the per-decision clock),
:mod:`~tomecraft.interfaces.web.sync` (changes made by other processes),
:mod:`~tomecraft.interfaces.web.messages` (what connections are sent),
:mod:`~tomecraft.interfaces.web.moves` (what connections ask) and
:mod:`~tomecraft.interfaces.web.botmoves` (bots and chance). The parts import this
module, never each other or the room, so the dependencies run one way:
``hub -> room -> parts -> roomcore``. A part calls another's methods through the
abstract methods declared here.
"""

from __future__ import annotations

import asyncio
import logging
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Protocol

from tomecraft.core import GameDef, Match, State, get_game
from tomecraft.interfaces.web.botpool import BotChoice, BotJob, BotPool
from tomecraft.interfaces.web.commits import GroupCommit
from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.gamelog import Change, Grants, LogEntry
from tomecraft.interfaces.web.seat import HUMAN, Seat
from tomecraft.interfaces.web.settings import Settings
from tomecraft.interfaces.web.storage import (
    DecisionRow,
    GameRow,
    GameStore,
    SharedStore,
    state_version,
)

log = logging.getLogger("tomecraft.web")


class HubPort(Protocol):
    """What a room needs of the hub that holds it
    (:class:`~tomecraft.interfaces.web.hub.Hub`)."""

    store: GameStore
    commits: GroupCommit
    settings: Settings
    renderers: set[str]
    shared: SharedStore | None
    bots: BotPool

    #: Spectator connections per client address over every room (the per-address cap),
    #: kept by :meth:`RoomBase._conn_in` and :meth:`RoomBase._conn_out`.
    spectator_addrs: dict[str, int]

    def check_spectator(self, room: RoomBase, addr: str) -> None: ...

    def may_run_bots_only(self, room: RoomBase) -> bool: ...


class RoomBase(ABC):
    """One game held by the server: the fields every part reads and writes."""

    def __init__(self, hub: HubPort, row: GameRow) -> None:
        self.hub = hub
        self.id = row.id
        self.game: GameDef = get_game(row.game)
        self.config = row.config
        # The stored row's fields, one assignment each (alike by shape with any record
        # read field by field, e.g. Madness's rules in games/madness/data.py).
        self.seed = row.seed
        self.seats = [Seat.from_row(s) for s in row.seats]
        #: The seats as last read from or written to the store (shared stores compare).
        self.stored_seats: list[dict[str, Any]] = row.seats
        self.status = row.status
        self.listed = row.listed
        self.lang = row.lang
        self.created = row.created
        #: Decisions taken back by undos so far (stored with the game): with the number of
        #: decisions it makes the state version, which never repeats.
        self.undone = row.undone
        #: Wall time of the last stored change (decision or seats): expiry counts from it.
        self.updated = row.updated
        #: ``live`` or ``turn-based`` (no seat timeout), and the live games' per-decision
        #: clock in seconds (None: none); see :meth:`clock_seat`.
        self.pace = row.pace
        self.clock = row.clock
        #: Live games: bots take over a seat absent on its own turn for the seat timeout
        #: without a vote (the creator's setting); else the other players vote.
        self.takeover = row.takeover
        #: Players may ask the coach for a hint (fixed at creation: one human seat, or the
        #: creator allowed them for everyone; older games: one human seat).
        self.hints_on = (row.hints if row.hints is not None
                         else sum(1 for s in self.seats if s.kind == HUMAN) == 1)
        #: The hints given: decision index -> the seat that asked before deciding it
        #: (stored in the ``hints`` table; in the game file's "hints").
        self.hinted: dict[int, int] = {}
        #: Votes to hand an absent seat to a bot: seat -> (the version they were cast at,
        #: the voting seats); a vote counts for that decision only.
        self.votes: dict[int, tuple[int, set[int]]] = {}
        #: The seats the sweeper last found absent on their own turn (see :meth:`absent`).
        self.absent_seats: frozenset[int] = frozenset()
        #: Wall time at which the published decision was first shown (the clock's start).
        self.turn_since = time.time()
        #: The version whose clock move was started (so the sweeper starts it once).
        self.clock_pending = -1
        #: Held for every change of the match (decisions, bots, undo).
        self.lock = asyncio.Lock()
        #: Held for changes of the seats (claims, joins, leaves), so that a connection
        #: does not wait for a bot that is thinking.
        self.seat_lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.match = Match(self.game, self.config, self.seed)
        self.by: list[str] = []
        self.advancer: asyncio.Task[None] | None = None
        self.failure: str | None = None
        #: This process runs the game's bots, chance-only steps and seat timeouts (one
        #: process: always; several on PostgreSQL: while it holds the game's lease).
        self.owned = True
        #: A change made by another process was announced: :meth:`sync` reads it.
        self.sync_wanted = False
        self.syncer: asyncio.Task[None] | None = None
        self.idle_since = time.monotonic()
        # -- published (what connections read) ------------------------------------------
        self.rev = 0
        self.log: list[LogEntry] = []
        #: web-anim: names the source of a granted action in the log (rebuilt with it)
        self.grants = Grants()
        self.log_epoch = 0
        self.pub_state: State = self.match.state.clone()
        self.pub_len = 0
        self.pub_version = 0
        self.pub_last: tuple[int, str] | None = None
        self._cache_rev = -1
        self._cache: dict[tuple[int | None, str], bytes] = {}
        #: Whole state messages of this revision, shared by every connection that needs
        #: the same one (all spectators of one language, most of the time).
        self._messages: dict[tuple[int | None, str, int, bool, tuple[str, ...]], bytes] = {}
        self._presence: tuple[int, bytes] | None = None
        #: Each seat's view of this revision as JSON, and the part every seat shares
        #: where the game's views are public (``RoomMessages._view_json``).
        self._views: dict[int | None, bytes] = {}
        self._shared_view: bytes | None = None
        self._known_cache: dict[int | None, frozenset[str]] = {}
        #: The log's lines from a position on, as JSON text, per (position, language), of
        #: this revision (the log is the same for every seat).
        self._log_texts: dict[tuple[int, str], bytes] = {}
        #: The seats list of this revision per language, ``you`` false everywhere.
        self._seats_cache: dict[str, list[dict[str, Any]]] = {}
        #: Per (seat, language, active, the seat's turn): the topics last sent to that
        #: seat, their JSON texts and the whole list's text (``RoomMessages.topics_text``).
        self._topic_memo: dict[
            tuple[int | None, str, bool, bool], tuple[Sequence[Any], list[bytes], bytes]
        ] = {}
        self._names: dict[tuple[int, str], str] = {}

    def version(self) -> int:
        """The version of the match as it stands (decisions plus twice the undone ones):
        a decision or an undo must name it, so a message sent for an earlier state, even
        one from before an undo with as many decisions, is refused."""
        return state_version(len(self.match.history), self.undone)

    def has_people(self) -> bool:
        """A game with people has a human seat (claimed or not); the others are bot-only."""
        return any(s.kind == HUMAN for s in self.seats)

    def spectators(self) -> int:
        """Connections without a seat."""
        return sum(1 for c in self.conns if c.seat is None)

    def _conn_in(self, conn: Conn) -> None:
        """``conn`` joins the room (a spectator counts for its address)."""
        if conn not in self.conns:
            self.conns.add(conn)
            if conn.seat is None:
                addrs = self.hub.spectator_addrs
                addrs[conn.addr] = addrs.get(conn.addr, 0) + 1

    def _conn_out(self, conn: Conn) -> None:
        """``conn`` leaves the room (call before its seat changes)."""
        if conn in self.conns:
            self.conns.discard(conn)
            if conn.seat is None:
                addrs = self.hub.spectator_addrs
                left = addrs.get(conn.addr, 0) - 1
                if left > 0:
                    addrs[conn.addr] = left
                else:
                    addrs.pop(conn.addr, None)

    def touch(self) -> None:
        """Something visible changed (state, seats, connections): wake every writer."""
        self.rev += 1
        for c in self.conns:
            c.touch()

    def stop_failed(self, what: str, exc: BaseException) -> None:
        """A step the room runs by itself (a bot's, chance's, the clock's) raised: log it
        as ``game ID: what`` with its traceback and stop the game (``failure``, which the
        players see as stuck). Call it from the ``except`` block."""
        log.exception("game %s: %s", self.id, what)
        self.failure = f"{type(exc).__name__}: {exc}"
        self.touch()

    async def read_again(self) -> Change:
        """Another server process moved first: publish the match as the store holds it."""
        change = await asyncio.to_thread(self._reload)
        self.publish(change)
        return change

    # -- provided by the room (room.py) ------------------------------------------------
    @abstractmethod
    def publish(self, change: Change) -> None:
        """Make ``change`` what connections read, and wake them."""

    @abstractmethod
    def _replay(self, match: Match, rows: Sequence[DecisionRow]) -> list[LogEntry]:
        """Replay stored ``rows`` onto ``match``; their log entries."""

    @abstractmethod
    def _change(self, entries: list[LogEntry], reset: bool = False) -> Change:
        """The change to publish for the match as it stands."""

    @abstractmethod
    def _undo_point(self, seat: int) -> int | None:
        """The decision ``seat`` may take back now, if any."""

    @abstractmethod
    async def _step(self, first: tuple[int, str] | None) -> Change:
        """Apply ``first`` (option, by) and what follows by itself, and commit."""

    @abstractmethod
    async def _human_step(self, option: int) -> Change:
        """A player's decision, applied and committed."""

    @abstractmethod
    def _reload(self) -> Change:
        """The match rebuilt from the store (worker thread)."""

    @abstractmethod
    def _undo(self, seat: int) -> Change:
        """Take back ``seat``'s last decision (worker thread)."""

    # -- provided by the other parts -----------------------------------------------------
    @abstractmethod
    async def save_seats(self) -> None:
        """Store the seats (seats.py)."""

    @abstractmethod
    def _take_seats(self, rows: list[dict[str, Any]]) -> None:
        """Take the stored seats ``rows`` (seats.py)."""

    @abstractmethod
    def votes_for(self, seat: int) -> int:
        """Votes cast to hand ``seat`` to a bot (seats.py)."""

    @abstractmethod
    async def reclaim(self, conn: Conn) -> None:
        """A seat's owner takes it back from its bot (seats.py)."""

    @abstractmethod
    def presence_changed(self) -> None:
        """A seat came online or went offline (messages.py)."""

    @abstractmethod
    def clock_info(self, now: float | None = None) -> dict[str, Any] | None:
        """Whose clock runs and the time left (clock.py)."""

    @abstractmethod
    def want_sync(self) -> None:
        """Read the game again: another process changed it (sync.py)."""

    @abstractmethod
    def kick(self) -> None:
        """Let bots and chance move, if it is their turn (botmoves.py)."""

    @abstractmethod
    def bot_job(self, seat: int) -> BotJob:
        """The pending decision of the bot at ``seat`` (botmoves.py)."""

    @abstractmethod
    async def _bot_choice(self, job: BotJob, *, people: bool) -> BotChoice:
        """The bot pool's answer to ``job`` (botmoves.py)."""
