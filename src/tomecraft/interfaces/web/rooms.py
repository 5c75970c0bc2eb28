"""Game rooms: the server's authoritative matches, their seats and their connections.

A :class:`Room` holds the true :class:`~tomecraft.core.Match` of one game. Every change
goes through the room's lock, is committed to the store, and only then *published*: the
room swaps in a clone of the new state and wakes every connection, whose writer task
builds that connection's own message (its seat's view, its language) and sends it.
Connections therefore never read a state that is not committed, and a slow client never
holds up the game.

A player's decision (and the chance draws that follow it) is a cheap engine step and is
applied on the event loop; bot moves run in the bot pool. SQLite writes never run on the
event loop: they go through :class:`~tomecraft.interfaces.web.store.GroupCommit`, which
commits the decisions of all games that arrive together in one transaction. Each
(seat, language) message body is encoded once per published change and shared by every
connection that needs it.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import orjson

from tomecraft.bots import supports
from tomecraft.bots.levels import default_level
from tomecraft.core import (
    CHANCE,
    Event,
    GameDef,
    IllegalDecision,
    Match,
    State,
    TomecraftError,
    derive_seed,
    forced_event,
    forced_option,
    get_game,
)
from tomecraft.core.match import FILE_VERSION, GAME_FILE_FORMAT
from tomecraft.i18n import Msg, msg
from tomecraft.interfaces.web.botpool import BotChoice, BotJob, BotPool, choose_or_fallback
from tomecraft.interfaces.web.store import (
    LIVE,
    TURN_BASED,
    DecisionRow,
    GameRow,
    GameStore,
    GroupCommit,
    StaleWrite,
    state_version,
)
from tomecraft.interfaces.web.texts import message_texts, pick_language, render, sections_json

log = logging.getLogger("tomecraft.web")

HUMAN = "human"
BOT = "bot"
ACTIVE = "active"
FINISHED = "finished"
#: A game nobody claimed a seat of for ``unclaimed_ttl`` seconds: stopped for good.
EXPIRED = "expired"
BY_HUMAN = "human"
BY_CHANCE = "chance"
#: A player decision with a single option, taken by the server (narrated, never asked).
BY_FORCED = "forced"
#: ``clock:<level>``: a bot of that level decided for a human seat whose clock ran out.
BY_CLOCK = "clock:"
#: ``fallback:<failed>:<level>``: the seat's bot failed and a bot of ``level`` decided
#: (and plays the seat from then on); narrated to everyone before the move.
BY_FALLBACK = "fallback:"

_ORJSON_OPTS = orjson.OPT_NON_STR_KEYS


def dumps(data: Any) -> str:
    """JSON text of ``data`` (UTF-8, not ASCII-escaped), as ``json.dumps(data,
    ensure_ascii=False)`` writes it for the values the server sends, but several times
    faster (orjson); integers beyond 64 bits fall back to :mod:`json`. Text that is not
    valid Unicode (a lone surrogate) is written as ``\\u`` escapes, so the message can
    always be sent as UTF-8."""
    try:
        return orjson.dumps(data, option=_ORJSON_OPTS).decode("utf-8")
    except orjson.JSONEncodeError:
        text = json.dumps(data, ensure_ascii=False)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            return json.dumps(data)
        return text


@dataclass(slots=True)
class Settings:
    """Server tuning; every field has a safe default."""

    #: Seconds a claimed human seat may stay without a connection before a bot takes it
    #: over (``None``: never).
    seat_timeout: float | None = 120.0
    #: The bot kind that replaces a human automatically (``None``: the game's default
    #: level, what ``bot`` means there; see :func:`tomecraft.bots.levels.default_level`).
    replace_level: str | None = None
    #: Pause after each bot decision, so people can follow (seconds).
    bot_delay: float = 0.0
    #: Largest accepted WebSocket message, in bytes.
    max_message_bytes: int = 8192
    #: Token bucket per connection: messages per second, and the burst allowed.
    rate: float = 20.0
    burst: float = 20.0
    #: Most unfinished games with people (a human seat) held at once; creating more is
    #: refused. Bot-only and expired games do not count.
    max_active_games: int = 5000
    #: Most unfinished bot-only games at once (creating more is refused).
    max_bot_games: int = 8
    #: A game whose human seats are all unclaimed (nobody holds one) expires after this
    #: many seconds without a change (``None``: never): it stops, no longer counts and
    #: is not resumed after a restart.
    unclaimed_ttl: float | None = 1800.0
    #: Per client address, token bucket on the REST calls that change something (create,
    #: join, leave, hand a seat to a bot): requests per second and the burst (rate 0: off).
    rest_rate: float = 0.5
    rest_burst: float = 20.0
    #: Messages waiting to go out to one connection (errors, pongs; state messages are
    #: coalesced). A client that lets more pile up gets one ``rate-limited`` error and is
    #: closed (1008).
    max_outbox: int = 64
    #: Seconds a closing connection gets to take its last messages before it is dropped.
    close_grace: float = 2.0
    #: Log lines sent on (re)connection.
    log_initial: int = 400
    #: How often the seat-timeout sweeper runs (seconds).
    sweep_interval: float = 1.0
    #: Bot decisions computed at once, each in a worker process (see ``botpool``).
    bot_workers: int = 2
    #: Workers kept for games with people (bot-only games never take them).
    bot_reserved: int = 1
    #: ``nice`` increment of the bot workers (they yield the CPU to the event loop).
    bot_nice: int = 5
    #: False: bots think on threads of the server process instead (no subprocesses).
    bot_processes: bool = True
    #: Average share of one CPU a bot-only game may use: after a bot decision that took
    #: ``t`` CPU seconds, the game waits ``t * (1 / share - 1)`` more (1.0: no wait).
    bot_game_share: float = 0.5
    #: The address people reach this server at (``https://games.example.org``): the
    #: links in the create and join answers start with it. ``None``: the links are paths
    #: (``/game/<id>#token=...``) that the page completes with its own address; the
    #: request's ``Host`` header is never trusted for them.
    public_url: str | None = None
    #: Several processes on one PostgreSQL database: a game's bots, chance and seat
    #: timeouts run in the process holding its lease, renewed every third of this many
    #: seconds; another process takes over a lease that has expired.
    lease_ttl: float = 10.0
    # -- the guards (``guard.py``) and spectators ------------------------------------------
    #: Largest request body accepted, in bytes: larger ones get 413 before they are read.
    max_body_bytes: int = 32 * 1024
    #: Per client address, every HTTP request and WebSocket handshake: requests per
    #: second and the burst (rate 0: off).
    http_rate: float = 10.0
    http_burst: float = 60.0
    #: Reverse proxies (addresses or networks) whose ``X-Forwarded-For`` is believed;
    #: none by default: the client's address is the connection's.
    trusted_proxies: tuple[str, ...] = ()
    #: Spectators (connections without a seat) per game, and per client address over
    #: the whole server; a connection beyond them must say hello with a seat's token.
    max_spectators: int = 200
    max_spectators_per_address: int = 20
    #: Seconds a connection beyond the spectator caps has to send its seat's hello.
    hello_grace: float = 5.0


def unclaimed(seats: Sequence[Seat]) -> bool:
    """Some human seats, and none of them claimed."""
    humans = [s for s in seats if s.kind == HUMAN]
    return bool(humans) and not any(s.claimed for s in humans)


def replacing_level(settings: Settings, game: GameDef) -> str:
    """The bot kind that takes over a human seat of ``game``: the operator's
    ``replace_level`` where ``game`` supports it, else the game's default level."""
    level = settings.replace_level
    if level and supports(game, level.strip().lower()):
        return level.strip().lower()
    return default_level(game.name)


def bots_only(room: Room) -> bool:
    """An unfinished game whose seats are all bots at the moment."""
    return room.status == ACTIVE and not room.has_people()


def bot_seed(game_seed: int, seat: int, decisions: int) -> int:
    """Seed of the bot deciding for ``seat`` after ``decisions`` decisions of a game."""
    return derive_seed(derive_seed(game_seed, 1000 + seat), decisions)


def short(text: str, limit: int = 24) -> str:
    """``text`` cut to ``limit`` characters (a client's value quoted in an error)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class SeatRefused(Exception):
    """A seat request that the rules refuse: ``key`` and ``args`` make the message."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args


class SpectatorsFull(SeatRefused):
    """A connection without a seat beyond the spectator caps (per game, per address):
    ``code`` is the close reason."""

    def __init__(self, key: str, code: str) -> None:
        super().__init__(key)
        self.code = code


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


def new_game_id() -> str:
    return secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")


@dataclass(slots=True)
class Seat:
    kind: str
    level: str | None = None
    token_hash: str | None = None
    claimed: bool = False
    #: An open seat: anyone may take it through ``join`` while it is unclaimed (listed
    #: games only). Other human seats are invited: only their link claims them.
    open: bool = False
    #: When the seat's last connection went away (runtime only; None: never connected
    #: since it was claimed, or connected now).
    gone_since: float | None = None

    def to_row(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "level": self.level,
            "token_hash": self.token_hash,
            "claimed": self.claimed,
            "open": self.open,
        }

    @classmethod
    def from_row(cls, data: dict[str, Any]) -> Seat:
        return cls(
            kind=str(data["kind"]),
            level=data.get("level"),
            token_hash=data.get("token_hash"),
            claimed=bool(data.get("claimed", False)),
            open=bool(data.get("open", False)),  # older rows: invited, the safe reading
        )


#: The log index of the events the setup narrated (the opening story), before decision 0.
OPENING = -1


@dataclass(slots=True)
class LogEntry:
    """One narrated event: decision index (:data:`OPENING` for what the setup narrated,
    before any decision), the seat concerned, the message."""

    index: int
    seat: int | None
    message: Msg
    texts: dict[str, str] = field(default_factory=dict)

    def text(self, room: Room, lang: str) -> str:
        out = self.texts.get(lang)
        if out is None:
            body = render(self.message, lang)
            if self.seat is not None:
                name = room.seat_name(self.seat, lang)
                body = render(msg("web-log-line", seat=name, text=body), lang)
            out = self.texts[lang] = body
        return out


def clock_entry(index: int, seat: int, by: str) -> LogEntry:
    """The log line for a decision a bot took because the seat's clock ran out (``by`` is
    ``clock:<level>``), shown before the bot's move."""
    return LogEntry(index, seat, msg("web-log-clock", level=by[len(BY_CLOCK):]))


def fallback_entry(index: int, seat: int, by: str) -> LogEntry:
    """The log line saying that the seat's bot failed and which kind took over (``by`` is
    ``fallback:<failed>:<level>``), shown before the move the new bot made."""
    failed, _, level = by[len(BY_FALLBACK):].partition(":")
    return LogEntry(index, seat, msg("web-log-bot-failed", level=failed, fallback=level))


def bot_by(choice: BotChoice) -> str:
    """How a bot move is stored: ``bot:<level>``, or ``fallback:<failed>:<level>``."""
    if choice.failed is None:
        return f"bot:{choice.level}"
    return f"{BY_FALLBACK}{choice.failed}:{choice.level}"


@dataclass(slots=True)
class Change:
    """What a worker-thread operation produced, published on the event loop."""

    state: State
    history_len: int
    last: tuple[int, str] | None
    finished: bool
    entries: list[LogEntry]
    reset_log: bool = False
    #: The state version (see :func:`~tomecraft.interfaces.web.store.state_version`).
    version: int = 0


class Sender(Protocol):
    async def send_text(self, data: str) -> None: ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class TokenBucket:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Conn:
    """One WebSocket connection: a seat (or ``None``: spectator), a language, a writer."""

    def __init__(self, ws: Sender, room: Room, seat: int | None, token_hash: str | None,
                 lang: str, settings: Settings, addr: str = "") -> None:
        self.ws = ws
        self.room = room
        self.seat = seat
        self.token_hash = token_hash
        self.lang = lang
        #: The client's address (spectators are capped per address).
        self.addr = addr
        self.bucket = TokenBucket(settings.rate, settings.burst)
        #: Messages refused by the bucket since the last accepted one.
        self.refused = 0
        self.max_outbox = max(1, settings.max_outbox)
        self.wake = asyncio.Event()
        self.outbox: deque[str] = deque()
        self.state_dirty = True
        #: Who is connected changed (and nothing else): a small ``presence`` message.
        self.presence_dirty = False
        self.log_epoch = -1
        self.log_sent = 0
        #: The secret texts (``State.known_messages``) already sent, and their language.
        self.texts_sent: set[str] = set()
        self.texts_lang: str | None = None
        self.kick: tuple[int, str] | None = None
        self.task: asyncio.Task[None] | None = None

    def send_json(self, data: dict[str, Any]) -> None:
        """Queue a message. Once closing, nothing more is queued; a client whose outbox is
        full (it sends faster than it reads) gets one ``rate-limited`` error instead of
        what was waiting, and is closed (1008)."""
        if self.kick is not None:
            return
        if len(self.outbox) >= self.max_outbox:
            self.outbox.clear()
            self.close_with("web-error-flood", "rate-limited", 1008)
            return
        self.outbox.append(dumps(data))
        self.wake.set()

    def over_rate(self) -> bool:
        """Inbound token bucket: True if this message must be ignored. The first message
        over the rate is answered with one ``rate-limited`` error; a client that goes on
        sending another burst without waiting is closed (1008)."""
        if self.bucket.take():
            self.refused = 0
            return False
        self.refused += 1
        if self.refused == 1:
            self.error("web-error-rate", "rate-limited", rate=int(self.bucket.rate))
        elif self.refused > self.bucket.burst:
            self.kick = (1008, "rate-limited")
            self.wake.set()
        return True

    def error(self, key: str, code: str, **args: Any) -> None:
        self.send_json(
            {"type": "error", "code": code, "message": render(msg(key, **args), self.lang)}
        )

    def touch(self) -> None:
        self.state_dirty = True
        self.wake.set()

    def close_with(self, key: str, code: str, ws_code: int = 4000, **args: Any) -> None:
        if self.kick is not None:
            return
        self.error(key, code, **args)
        self.kick = (ws_code, code)
        self.wake.set()

    async def run_writer(self) -> None:
        try:
            while True:
                await self.wake.wait()
                self.wake.clear()
                while self.outbox:
                    await self.ws.send_text(self.outbox.popleft())
                if self.kick is not None:
                    code, reason = self.kick
                    with contextlib.suppress(Exception):
                        await self.ws.close(code, reason)
                    return
                if self.state_dirty:
                    self.state_dirty = False
                    self.presence_dirty = False  # the state message says it too
                    await self.ws.send_text(self.room.state_message(self))
                elif self.presence_dirty:
                    self.presence_dirty = False
                    await self.ws.send_text(self.room.presence_message())
        except asyncio.CancelledError:
            raise
        except Exception:  # the client went away mid-send
            return


class Room:
    """One game held by the server."""

    def __init__(self, hub: Hub, row: GameRow) -> None:
        self.hub = hub
        self.id = row.id
        self.game: GameDef = get_game(row.game)
        self.config = row.config
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
        self.log_epoch = 0
        self.pub_state: State = self.match.state.clone()
        self.pub_len = 0
        self.pub_version = 0
        self.pub_last: tuple[int, str] | None = None
        self._cache_rev = -1
        self._cache: dict[tuple[int | None, str], str] = {}
        #: Whole state messages of this revision, shared by every connection that needs
        #: the same one (all spectators of one language, most of the time).
        self._messages: dict[tuple[int | None, str, int, bool, tuple[str, ...]], str] = {}
        self._presence: tuple[int, str] | None = None
        self._views: dict[int | None, dict[str, Any]] = {}
        self._known_cache: dict[int | None, frozenset[str]] = {}
        self._names: dict[tuple[int, str], str] = {}

    # -- building and rebuilding (worker thread, under the lock) ---------------------------
    def rebuild(self, rows: Sequence[DecisionRow]) -> Change:
        """Replay ``rows`` from the seed: the match, its generator and the log come out
        exactly as they were when those decisions were taken."""
        match = Match(self.game, self.config, self.seed)
        entries = self._entries(OPENING, match.opening)
        entries += self._replay(match, rows)
        self.match = match
        self.by = [r.by for r in rows]
        return self._change(entries, reset=True)

    def _replay(self, match: Match, rows: Sequence[DecisionRow]) -> list[LogEntry]:
        """Replay stored ``rows`` onto ``match``; their log entries, forced decisions
        narrated as they were when taken."""
        entries: list[LogEntry] = []
        steps = match.replay_steps([[r.actor, r.option] for r in rows])
        for r in rows:
            index = len(match.history)
            if r.by == BY_FORCED and forced_option(match.state) == r.option:
                entries += self._entries(index, [forced_event(match.state, r.option)])
            elif r.by.startswith(BY_CLOCK):
                entries.append(clock_entry(index, r.actor, r.by))
            elif r.by.startswith(BY_FALLBACK):
                entries.append(fallback_entry(index, r.actor, r.by))
            entries += self._entries(index, next(steps).events)
        return entries

    def _entries(self, index: int, events: Sequence[Event]) -> list[LogEntry]:
        return [LogEntry(index, e.seat, e.msg) for e in events]

    def _change(self, entries: list[LogEntry], reset: bool = False) -> Change:
        d = self.match.state.decision()
        last = None
        if d is not None and d.actor >= 0 and self._undo_point(d.actor) is not None:
            last = (d.actor, BY_HUMAN)  # the seat that may take its last decision back
        h = self.match.history
        return Change(
            self.match.state.clone(), len(h), last, self.match.is_over(), entries, reset,
            self.version(),
        )

    def _undo_point(self, seat: int) -> int | None:
        """The decision ``seat`` may take back now: the core's rule
        (``Match.undo_point``: its turn, its own last decision, nothing revealed since,
        no card read), with the forced decisions as stored, and only a decision the
        player took itself (not a bot or the clock)."""
        forced = [b == BY_FORCED for b in self.by]
        idx = self.match.undo_point(seat, forced)
        if idx is None or self.by[idx] != BY_HUMAN:
            return None
        return idx

    def version(self) -> int:
        """The version of the match as it stands (decisions plus twice the undone ones):
        a decision or an undo must name it, so a message sent for an earlier state, even
        one from before an undo with as many decisions, is refused."""
        return state_version(len(self.match.history), self.undone)

    def bot_job(self, seat: int) -> BotJob:
        """The pending decision of the bot at ``seat``, for the bot pool. The bot is made
        afresh for each decision, seeded from the game's seed, the seat and the number of
        decisions so far: same seed and same decisions, same choice."""
        level = self.seats[seat].level or replacing_level(self.hub.settings, self.game)
        return BotJob(
            module=type(self.game).__module__,
            game=self.game.name,
            level=level,
            seat=seat,
            seed=bot_seed(self.seed, seat, len(self.match.history)),
            state=self.match.state.to_json(),
        )

    def abandoned(self, now: float, ttl: float | None) -> bool:
        """Expiry rule: an active game with human seats, none of them claimed (nobody
        holds a seat: never claimed, left, or handed to bots), unchanged for ``ttl`` s."""
        return (
            ttl is not None
            and self.status == ACTIVE
            and unclaimed(self.seats)
            and now - self.updated >= ttl
        )

    async def expire(self) -> bool:
        """Stop the game for good if it is still abandoned (see :meth:`abandoned`)."""
        async with self.lock, self.seat_lock:
            if not self.abandoned(time.time(), self.hub.settings.unclaimed_ttl):
                return False
            await asyncio.to_thread(self.hub.store.expire_games, [self.id])
            self.status = EXPIRED
            self.idle_since = time.monotonic()
            self.touch()
            return True

    def has_people(self) -> bool:
        """A game with people has a human seat (claimed or not); the others are bot-only."""
        return any(s.kind == HUMAN for s in self.seats)

    def _apply(self, first: tuple[int, str] | None) -> tuple[list[LogEntry], list[DecisionRow]]:
        """Apply ``first`` (option, by) if given; then resolve chance and take forced
        decisions (a single option, narrated) up to the next real player decision.
        Nothing is stored yet: the rows to commit come back with the log entries. On an
        error the caller must :meth:`_restore`."""
        match = self.match
        start = len(match.history)
        entries: list[LogEntry] = []
        if first is not None:
            option, by = first
            entries += self._entries(len(match.history), match.step(option))
            self.by.append(by)
        for step in match.advance():
            entries += self._entries(step.index, step.events)
            self.by.append(BY_FORCED if step.forced else BY_CHANCE)
        history = match.history
        rows = [
            DecisionRow(i, history[i][0], history[i][1], self.by[i])
            for i in range(start, len(history))
        ]
        return entries, rows

    def _restore(self) -> None:
        """Nothing was committed: go back to exactly what the store holds."""
        self.rebuild(self.hub.store.decisions(self.id))

    async def _human_step(self, option: int) -> Change:
        """A player's decision, applied on the event loop (a cheap engine step) and
        committed; the change to publish."""
        return await self._step((option, BY_HUMAN))

    async def _step(self, first: tuple[int, str] | None) -> Change:
        """:meth:`_apply` on the event loop, then commit; on an error the match is
        rebuilt from the store."""
        try:
            entries, rows = self._apply(first)
        except BaseException:
            await asyncio.to_thread(self._restore)
            raise
        return await self._commit(entries, rows)

    async def _commit(self, entries: list[LogEntry], rows: list[DecisionRow]) -> Change:
        """Commit ``rows`` (group commit, off the event loop); the change to publish.
        If the commit fails the match is rebuilt from the store and the error raised."""
        commit = self.hub.commits.submit(self.id, rows, finished=self.match.is_over())
        try:
            await asyncio.shield(commit)
        except asyncio.CancelledError:
            # The batch goes on without us (shutdown): wait for its outcome, so that the
            # match is left exactly as the store holds it.
            with contextlib.suppress(BaseException):
                await commit
            if commit.cancelled() or commit.exception() is not None:
                await asyncio.to_thread(self._restore)
            raise
        except BaseException:
            await asyncio.to_thread(self._restore)
            raise
        self.updated = time.time()
        return self._change(entries)

    def _reload(self) -> Change:
        """The match rebuilt from the store (a change to publish)."""
        return self.rebuild(self.hub.store.decisions(self.id))

    def want_sync(self) -> None:
        """Another process changed this game: read it again (one reader task at a time;
        announcements that come meanwhile make it read once more)."""
        self.sync_wanted = True
        if self.syncer is None or self.syncer.done():
            self.syncer = asyncio.create_task(self._sync_loop())

    async def _sync_loop(self) -> None:
        while self.sync_wanted:
            self.sync_wanted = False
            try:
                await self.sync()
            except Exception:
                log.exception("game %s: could not read changes made elsewhere", self.id)
                return

    async def sync(self) -> None:
        """Take in what other processes stored: new decisions are replayed onto the match
        (an undo or a gap: rebuilt from the seed), seats and status read again; then
        published to this process's connections, and bots kicked if this process owns
        the game."""
        async with self.lock, self.seat_lock:
            row = await asyncio.to_thread(self.hub.store.get_game, self.id)
            if row is None:
                return
            self.stored_seats = row.seats
            self.undone = max(self.undone, row.undone)  # undos made elsewhere
            change = await asyncio.to_thread(self._catch_up)
            self._take_seats(row.seats)
            self.updated = max(self.updated, row.updated)
            if change is not None:
                self.publish(change)
            if row.status == EXPIRED:
                self.status = EXPIRED
            self.touch()
        self.kick()

    def _catch_up(self) -> Change | None:
        """Worker thread, under the lock: the change that brings the match to the store's
        decisions, or None if it holds them all already."""
        store = self.hub.store
        have = len(self.match.history)
        reader = getattr(store, "decisions_from", None)
        rows: list[DecisionRow] = (
            reader(self.id, max(0, have - 1)) if reader is not None else store.decisions(self.id)
        )
        if reader is None:
            rows = rows[max(0, have - 1):]
        if have:
            if not rows or rows[0].idx != have - 1 or (
                    (rows[0].actor, rows[0].option) != self.match.history[-1]):
                return self._reload()  # an undo (or a different past): start again
            rows = rows[1:]
        if not rows:
            return None
        entries = self._replay(self.match, rows)
        self.by.extend(r.by for r in rows)
        return self._change(entries)

    def _undo(self, seat: int) -> Change:
        """Take back ``seat``'s last decision and the forced ones taken after it."""
        idx = self._undo_point(seat)
        assert idx is not None
        self.hub.store.delete_decisions_from(self.id, idx)
        self.undone += len(self.match.history) - idx
        return self.rebuild(self.hub.store.decisions(self.id))

    # -- publishing (event loop) -------------------------------------------------------------
    def publish(self, change: Change) -> None:
        if change.reset_log:
            self.log = list(change.entries)
            self.log_epoch += 1
        else:
            self.log.extend(change.entries)
        self.pub_state = change.state
        self.pub_len = change.history_len
        if change.version != self.pub_version or change.reset_log:
            self.turn_since = time.time()  # a new decision: its clock starts now
        self.pub_version = change.version
        self.pub_last = change.last
        if self.status != EXPIRED:  # expired is for good
            self.status = FINISHED if change.finished else ACTIVE
        self.touch()

    def touch(self) -> None:
        """Something visible changed (state, seats, connections): wake every writer."""
        self.rev += 1
        for c in self.conns:
            c.touch()

    # -- reading the published state ---------------------------------------------------------
    def seat_name(self, seat: int, lang: str) -> str:
        key = (seat, lang)
        name = self._names.get(key)
        if name is None:
            name = self._names[key] = render(self.game.seat_label(self.config, seat), lang)
        return name

    def _view(self, seat: int | None) -> dict[str, Any]:
        v = self._views.get(seat)
        if v is None:
            v = self._views[seat] = self.pub_state.view(seat)
        return v

    def can_undo(self, seat: int | None) -> bool:
        if seat is None or self.status != ACTIVE or self.pub_last is None:
            return False
        d = self.pub_state.decision()
        actor, by = self.pub_last
        return d is not None and d.actor == seat and actor == seat and by == BY_HUMAN

    def seats_info(self, seat: int | None, lang: str) -> list[dict[str, Any]]:
        connected = {c.seat for c in self.conns}
        return [
            {
                "seat": i,
                "name": self.seat_name(i, lang),
                "kind": s.kind,
                "level": s.level,
                "claimed": s.claimed,
                "connected": i in connected,
                "you": i == seat,
                # a player may ask for a bot here now (a seat without an owner, or one
                # absent on its own turn in a live game), and the votes cast so far
                "handover": s.kind == HUMAN and i not in connected and self.status == ACTIVE
                and (s.token_hash is None or i in self.absent_seats),
                "votes": self.votes_for(i),
            }
            for i, s in enumerate(self.seats)
        ]

    def result(self, lang: str) -> dict[str, Any] | None:
        st = self.pub_state
        if st.decision() is not None:
            return None
        b = st.breakdown()
        return {
            "seats": [render(s, lang) for s in b.seats],
            "rows": [
                {"label": render(label, lang), "values": list(values)} for label, values in b.rows
            ],
            "totals": list(b.totals),
            "winners": list(b.winners),
        }

    def board(self, seat: int | None, lang: str) -> list[dict[str, Any]]:
        return sections_json(self.pub_state.board(seat), lang)

    def topics(self, seat: int | None, lang: str) -> list[dict[str, Any]]:
        """(web-board) What ``seat`` may ask about on its board (``state.topics(seat)``),
        translated: its key (the ``data-topic`` of the element drawing it), name, what it
        does, why it is not offered (or null) and the pending option ids about it. Built for
        this viewer only, like its view; the options only while the game is active."""
        active = self.status == ACTIVE
        return [
            {
                "key": tp.key,
                "name": render(tp.name, lang),
                "text": None if tp.text is None else render(tp.text, lang),
                "why_not": None if tp.why_not is None else render(tp.why_not, lang),
                "options": list(tp.options) if active else [],
            }
            for tp in self.pub_state.topics(seat)
        ]

    def _fresh(self) -> None:
        """Forget the cached messages, views and known texts of an older revision."""
        if self._cache_rev != self.rev:
            self._cache_rev = self.rev
            self._cache = {}
            self._messages = {}
            self._views = {}
            self._known_cache = {}

    def _base(self, seat: int | None, lang: str) -> str:
        self._fresh()
        key = (seat, lang)
        text = self._cache.get(key)
        if text is None:
            st = self.pub_state
            d = st.decision()
            options: list[dict[str, Any]] = []
            if d is not None and seat is not None and d.actor == seat and self.status == ACTIVE:
                options = [{"id": i, "label": render(st.label(d, i), lang)} for i in d.ids]
            body: dict[str, Any] = {
                "type": "state",
                "id": self.id,
                "game": self.game.name,
                "seat": seat,
                "lang": lang,
                "version": self.pub_version,
                "status": self.status,
                "view": self._view(seat),
                "actor": None if d is None else d.actor,
                "prompt": None if d is None else render(d.prompt, lang),
                "options": options,
                "can_undo": self.can_undo(seat),
                "seats": self.seats_info(seat, lang),
                "result": self.result(lang),
                # the details (a traceback) stay in the server log
                "error": None if self.failure is None else render(msg("web-error-stuck"), lang),
                "pace": self.pace,
                "topics": self.topics(seat, lang),  # web-board: "what it does / why not"
            }
            if self.game.name not in self.hub.renderers:
                body["board"] = self.board(seat, lang)
            text = self._cache[key] = dumps(body)[:-1]
        return text

    def state_message(self, conn: Conn) -> str:
        """The full state message for ``conn`` (its seat's view only), with new log lines.
        Built once per revision for every connection of the same seat and language that
        has read the log as far (every spectator that keeps up gets the very same text);
        while a clock runs, its tail is computed at each send."""
        base = self._base(conn.seat, conn.lang)
        reset = conn.log_epoch != self.log_epoch
        if reset:
            conn.log_epoch = self.log_epoch
            conn.log_sent = max(0, len(self.log) - self.hub.settings.log_initial)
        start, conn.log_sent = conn.log_sent, len(self.log)
        # "texts": the game's secret texts this seat may read now and was not sent yet
        # (in this language): the page's catalogue grows as the table reads cards. They
        # are part of the shared key: connections that kept up get the same new texts.
        if conn.texts_lang != conn.lang:
            conn.texts_lang = conn.lang
            conn.texts_sent = set()
        new = self._known(conn.seat) - conn.texts_sent
        conn.texts_sent |= new
        clock = self.clock_info()
        key = (conn.seat, conn.lang, start, reset, tuple(sorted(new)))
        if clock is None:
            shared = self._messages.get(key)
            if shared is not None:
                return shared
        lines = [
            {"i": e.index, "seat": e.seat, "text": e.text(self, conn.lang)}
            for e in self.log[start:]
        ]
        # "log_reset": the client drops what it shows and starts again from these lines.
        # "clock" (computed at each send, never cached): whose per-decision clock runs
        # and the seconds left, or null.
        text = (
            base
            + ',"log":'
            + dumps(lines)
            + ',"log_reset":'
            + ("true" if reset else "false")
            + ',"clock":'
            + dumps(clock)
            + ',"texts":'
            + dumps(message_texts(new, conn.lang))
            + "}"
        )
        if clock is None:
            self._messages[key] = text
        return text

    def presence_message(self) -> str:
        """``{"type": "presence", "id", "connected": [per seat]}``: who is connected now,
        the one thing a connection or disconnection changes (one text per change, shared
        by every connection)."""
        if self._presence is None or self._presence[0] != self.rev:
            connected = {c.seat for c in self.conns}
            self._presence = (self.rev, dumps({
                "type": "presence", "id": self.id,
                "connected": [i in connected for i in range(len(self.seats))],
            }))
        return self._presence[1]

    def presence_changed(self) -> None:
        """A seat came online or went offline: every connection gets a small ``presence``
        message (not a whole state); the next state messages are built afresh."""
        self.rev += 1
        for c in self.conns:
            c.presence_dirty = True
            c.wake.set()

    def spectators(self) -> int:
        """Connections without a seat."""
        return sum(1 for c in self.conns if c.seat is None)

    def _known(self, seat: int | None) -> frozenset[str]:
        """``known_messages(seat)`` of the published state (cached until it changes)."""
        self._fresh()
        got = self._known_cache.get(seat)
        if got is None:
            got = self._known_cache[seat] = self.pub_state.known_messages(seat)
        return got

    # -- the per-decision clock (live games) ---------------------------------------------
    def clock_seat(self) -> int | None:
        """The seat whose clock runs now: a live game with a clock, active, waiting for a
        human seat's decision that has more than one option (forced decisions, chance and
        bots are never timed). None: no clock runs."""
        if self.clock is None or self.pace != LIVE or self.status != ACTIVE:
            return None
        d = self.pub_state.decision()
        if d is None or d.actor == CHANCE or len(d.ids) <= 1:
            return None
        if not 0 <= d.actor < len(self.seats) or self.seats[d.actor].kind != HUMAN:
            return None
        return d.actor

    def clock_info(self, now: float | None = None) -> dict[str, Any] | None:
        """``{"seat", "seconds", "left"}`` for the state message: whose clock runs, its
        length and the seconds left (never below 0); None when no clock runs."""
        seat = self.clock_seat()
        if seat is None or self.clock is None:
            return None
        now = time.time() if now is None else now
        left = max(0.0, self.turn_since + self.clock - now)
        return {"seat": seat, "seconds": self.clock, "left": round(left, 1)}

    def clock_out(self, now: float) -> bool:
        """Whether the running clock has run out (see :meth:`clock_seat`)."""
        return (
            self.clock is not None
            and self.clock_seat() is not None
            and now - self.turn_since >= self.clock
        )

    async def clock_move(self, version: int) -> None:
        """The clock of the seat to decide at ``version`` ran out: a bot of the game's
        default level decides for it, once (the seat stays the player's), stored as
        ``clock:<level>`` and narrated before the move. Nothing happens if the game moved
        on meanwhile (the player decided just in time)."""
        async with self.lock:
            if self.version() != version or self.pub_version != version:
                return
            seat = self.clock_seat()
            if seat is None or not self.owned:
                return
            job = self.bot_job(seat)  # a human seat: the replacing level
            index = len(self.match.history)
            try:
                got = await self._bot_choice(job, people=True)
                if self.version() != version:
                    return
                by = f"{BY_CLOCK}{got.level}"
                change = await self._step((got.answer.option, by))
            except StaleWrite:
                self.publish(await asyncio.to_thread(self._reload))
                return
            except Exception as exc:
                log.exception("game %s: the clock's bot move failed", self.id)
                self.failure = f"{type(exc).__name__}: {exc}"
                self.touch()
                return
            change.entries.insert(0, clock_entry(index, seat, by))
            self.publish(change)
        self.kick()

    # -- seats ---------------------------------------------------------------------------
    def seat_for_token(self, token: str) -> int | None:
        """The seat whose owner holds ``token``: a human seat, or one a bot holds for its
        owner (who may take it back, :meth:`reclaim`)."""
        h = hash_token(token)
        for i, s in enumerate(self.seats):
            if s.token_hash and hmac.compare_digest(s.token_hash, h):
                return i
        return None

    def absent(self, seat: int, now: float | None = None) -> bool:
        """Whether ``seat``'s player is *absent*: a live game (turn-based games wait for
        their players), the seat's own decision pending, and no connection on the seat
        for the seat timeout since that decision was put to it (or since the player went
        away, if later). Only an absent seat with an owner may go to a bot."""
        timeout = self.hub.settings.seat_timeout
        if timeout is None or self.pace != LIVE or self.status != ACTIVE:
            return False
        s = self.seats[seat]
        if s.kind != HUMAN or any(c.seat == seat for c in self.conns):
            return False
        d = self.pub_state.decision()
        if d is None or d.actor != seat:
            return False
        since = max(self.turn_since, s.gone_since or 0.0)
        return (time.time() if now is None else now) - since >= timeout

    def vote(self, seat: int, voter: int) -> tuple[set[int], set[int]]:
        """``voter`` asks for a bot on absent ``seat``: the votes cast for its pending
        decision, and the seats whose votes are needed: every other human seat with a
        connection, and the voter (all of them must agree)."""
        got = self.votes.get(seat)
        if got is None or got[0] != self.pub_version:
            got = (self.pub_version, set())
        got[1].add(voter)
        self.votes[seat] = got
        connected = {c.seat for c in self.conns if c.seat is not None}
        needed = {
            i for i, s in enumerate(self.seats)
            if i != seat and s.kind == HUMAN and i in connected
        } | {voter}
        self.touch()
        return got[1], needed

    def votes_for(self, seat: int) -> int:
        got = self.votes.get(seat)
        return len(got[1]) if got is not None and got[0] == self.pub_version else 0

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN and not s.claimed]

    def open_seats(self) -> list[int]:
        """The seats ``join`` may take now: unclaimed open seats of a listed, unfinished
        game (invited seats are claimed through their link only)."""
        if not self.listed or self.status != ACTIVE:
            return []
        return [i for i, s in enumerate(self.seats)
                if s.kind == HUMAN and s.open and not s.claimed]

    def seat_rows(self) -> list[dict[str, Any]]:
        return [s.to_row() for s in self.seats]

    async def save_seats(self) -> None:
        """Store the seats. On a shared store (several processes) only if nobody changed
        them since this process last read or wrote them: otherwise nothing is stored,
        the seats are read again and :class:`SeatRefused` raised, so two processes never
        hand out one seat twice."""
        rows = self.seat_rows()
        shared = self.hub.shared
        if shared is None:
            await self.hub.commits.update_seats(self.id, rows)  # batched with commits
        else:
            stored = await asyncio.to_thread(shared.swap_seats, self.id, self.stored_seats, rows)
            if stored is None:
                self.want_sync()
                raise SeatRefused("web-error-no-seat")
            self._take_seats(stored)  # other seats may have changed elsewhere meanwhile
            rows = stored
        self.stored_seats = rows
        self.updated = time.time()

    def _take_seats(self, rows: list[dict[str, Any]]) -> None:
        """Take the stored seats ``rows`` (changed by another process): a seat whose
        token changed loses its connections here."""
        for i, data in enumerate(rows[: len(self.seats)]):
            fresh, s = Seat.from_row(data), self.seats[i]
            if fresh.token_hash != s.token_hash and s.token_hash is not None:
                self.drop_seat_conns(i, "web-error-left", "left")
            s.kind, s.level, s.token_hash = fresh.kind, fresh.level, fresh.token_hash
            s.claimed, s.open = fresh.claimed, fresh.open
        self.stored_seats = rows

    def drop_seat_conns(self, seat: int, key: str, code: str) -> None:
        for c in list(self.conns):
            if c.seat == seat:
                c.close_with(key, code, 4001)

    async def attach(self, conn: Conn) -> None:
        """Add ``conn`` (and claim its seat). If claiming fails (the store refuses), the
        connection and the seat are left as they were, so no seat shows as connected
        without a connection behind it; the error is raised."""
        async with self.seat_lock:
            if conn.seat is None:
                self.hub.check_spectator(self, conn.addr)  # SpectatorsFull over the caps
            online = conn.seat is not None and any(c.seat == conn.seat for c in self.conns)
            self.conns.add(conn)
            claimed = False
            if conn.seat is not None:
                s = self.seats[conn.seat]
                gone_since, s.gone_since = s.gone_since, None
                if not s.claimed:
                    s.claimed = claimed = True
                    try:
                        try:
                            await self.save_seats()
                        except SeatRefused:
                            if not await self._claimed_elsewhere(conn):
                                raise
                    except BaseException:
                        s.claimed = False
                        s.gone_since = gone_since
                        self.conns.discard(conn)
                        raise
            # the newcomer gets the whole state; the others only what changed for them:
            # a new claim (the seats), a seat now online (presence), a spectator nothing
            if claimed:
                self.touch()
            elif conn.seat is not None and not online:
                self.presence_changed()
            conn.touch()

    async def _claimed_elsewhere(self, conn: Conn) -> bool:
        """After a refused claim on a shared store: read the stored seats; True when
        ``conn``'s seat is already claimed there with the same token (the same player
        connected through another process first), which needs no write."""
        if self.hub.shared is None or conn.seat is None:
            return False
        row = await asyncio.to_thread(self.hub.store.get_game, self.id)
        if row is None:
            return False
        self._take_seats(row.seats)
        s = self.seats[conn.seat]
        return s.claimed and s.token_hash == conn.token_hash

    async def take_seat(self, conn: Conn, seat: int, token_hash: str) -> None:
        """A spectator connection becomes seat ``seat``'s: its first message carried that
        seat's token (the WebSocket URL carries none, so no log holds it). On failure the
        connection stays a spectator and the error is raised."""
        self.conns.discard(conn)
        conn.seat, conn.token_hash = seat, token_hash
        try:
            await self.attach(conn)
        except BaseException:
            conn.seat, conn.token_hash = None, None
            self.conns.add(conn)
            raise
        conn.log_epoch = -1  # the seat may see log lines a spectator does not
        conn.texts_lang = None  # and texts

    def detach(self, conn: Conn) -> None:
        """``conn`` is gone: if it was its seat's last connection the seat goes offline
        (a presence message); a spectator leaving changes nothing anyone sees."""
        if conn not in self.conns:
            return
        self.conns.discard(conn)
        if conn.seat is not None and not any(c.seat == conn.seat for c in self.conns):
            self.seats[conn.seat].gone_since = time.time()
            self.presence_changed()
        if not self.conns:
            self.idle_since = time.monotonic()

    async def join(self, seat: int | None) -> tuple[int, str]:
        """Claim an open seat (``seat`` or the first one) of a listed, unfinished game: a
        fresh token for it. Invited seats, unlisted games and finished games are refused
        (:class:`SeatRefused`), so a spectator link never takes over a player's seat."""
        async with self.seat_lock:
            if self.status != ACTIVE:
                raise SeatRefused("web-error-over")
            if not self.listed:
                raise SeatRefused("web-error-unlisted")
            free = self.open_seats()
            if seat is None:
                if not free:
                    raise SeatRefused("web-error-no-open-seat")
                seat = free[0]
            elif seat not in free:
                s = self.seats[seat] if 0 <= seat < len(self.seats) else None
                if s is not None and s.kind == HUMAN and not s.open and not s.claimed:
                    raise SeatRefused("web-error-seat-invited", seat=seat + 1)
                raise SeatRefused("web-error-no-seat")
            token = new_token()
            s = self.seats[seat]
            s.token_hash = hash_token(token)
            s.claimed = True
            s.gone_since = time.time()
            await self.save_seats()
            self.touch()
            return seat, token

    async def leave(self, seat: int) -> None:
        """The seat is free again (its token stops working); a bot may take it later, and
        an open seat may be joined again. A game that is over keeps its seats
        (:class:`SeatRefused`)."""
        async with self.seat_lock:
            if self.status != ACTIVE:
                raise SeatRefused("web-error-over")
            s = self.seats[seat]
            s.claimed = False
            s.token_hash = None
            s.gone_since = time.time()
            self.drop_seat_conns(seat, "web-error-left", "left")
            await self.save_seats()
            self.touch()

    async def replace_with_bot(self, seat: int, level: str, *, if_gone: bool = False) -> None:
        """A bot plays ``seat`` from now on. The seat's owner keeps its link (its token
        hash stays): opening it shows the game as that seat, and :meth:`reclaim` gives
        the seat back."""
        async with self.lock, self.seat_lock:
            s = self.seats[seat]
            if if_gone and (s.kind != HUMAN or any(c.seat == seat for c in self.conns)):
                return  # the player came back (or a bot was chosen) meanwhile
            s.kind = BOT
            s.level = level
            s.claimed = True
            s.gone_since = None
            self.votes.pop(seat, None)
            self.drop_seat_conns(seat, "web-error-replaced", "replaced")
            await self.save_seats()
            self.touch()
        self.kick()

    async def reclaim(self, conn: Conn) -> None:
        """The owner of a seat a bot holds (its connection took the seat with the owner's
        token) takes it back: the seat is a human seat again, and its decisions are the
        owner's from the next one on."""
        async with self.lock, self.seat_lock:
            seat = conn.seat
            s = None if seat is None else self.seats[seat]
            if (s is None or s.kind != BOT or s.token_hash is None
                    or conn.token_hash != s.token_hash):
                conn.error("web-error-reclaim", "cannot-reclaim")
                return
            if self.status != ACTIVE:
                conn.error("web-error-over", "game-over")
                return
            s.kind, s.level, s.gone_since = HUMAN, None, None
            try:
                await self.save_seats()
            except SeatRefused:
                s.kind = BOT
                conn.error("web-error-no-seat", "cannot-reclaim")
                return
            self.touch()

    # -- decisions -----------------------------------------------------------------------
    async def handle(self, conn: Conn, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if kind == "decide":
            await self.decide(conn, data.get("option"), data.get("version"))
        elif kind == "undo":
            await self.undo(conn, data.get("version"))
        elif kind == "reclaim":
            await self.reclaim(conn)
        elif kind == "ping":
            t = data.get("t")
            # echo a number or a short text; anything else comes back as null
            if not (t is None or type(t) in (int, float, bool) or (
                    isinstance(t, str) and len(t) <= 100)):
                t = None
            conn.send_json({"type": "pong", "t": t})
        elif kind == "lang":
            conn.lang = pick_language(str(data.get("lang", "")), None)
            conn.log_epoch = -1
            conn.touch()
        else:
            conn.error("web-error-type", "unknown-type", given=str(kind)[:40],
                       allowed="hello, decide, undo, reclaim, lang, ping")

    def _check_actor(self, conn: Conn) -> bool:
        if conn.seat is None:
            conn.error("web-error-spectator", "spectator")
            return False
        s = self.seats[conn.seat]
        if s.kind != HUMAN or s.token_hash is None or conn.token_hash != s.token_hash:
            conn.error("web-error-token", "bad-token")
            return False
        if self.status != ACTIVE:
            conn.error("web-error-over", "game-over")
            return False
        return True

    def _check_version(self, conn: Conn, version: Any) -> bool:
        """A decision or undo names the state version it answers (:meth:`version`, which
        every decision and every undo increases): anything else is refused, so a second
        click on the same option, or a message from before a bot's move or an undo, never
        lands on a later decision."""
        if type(version) is not int:
            given = "null" if version is None else short(json.dumps(version))
            conn.error("web-error-version", "bad-version", given=given)
            return False
        now = self.version()
        if version != now:
            conn.error("web-error-stale", "stale", given=short(str(version)), now=str(now))
            return False
        return True

    async def decide(self, conn: Conn, option: Any, version: Any = None) -> None:
        """Apply ``option`` for the connection's seat if it is that seat's turn, the game
        is still at ``version`` and the option is listed; otherwise an error, no change."""
        if type(option) is not int:
            conn.error("web-error-option-type", "bad-option")
            return
        async with self.lock:
            if not self._check_actor(conn) or not self._check_version(conn, version):
                return
            d = self.match.state.decision()
            if d is None:
                conn.error("web-error-over", "game-over")
                return
            if d.actor != conn.seat:
                conn.error("web-error-turn", "not-your-turn")
                return
            if option not in d.ids:
                conn.error("web-error-illegal", "illegal", option=short(str(option)))
                return
            try:
                change = await self._human_step(option)
            except StaleWrite:
                # another server process moved first: show what the store holds
                change = await asyncio.to_thread(self._reload)
                self.publish(change)
                conn.error("web-error-stale", "stale", given=short(str(version)),
                           now=str(change.version))
                return
            except (IllegalDecision, TomecraftError):
                conn.error("web-error-illegal", "illegal", option=short(str(option)))
                return
            except Exception:
                log.exception("game %s: could not record a decision", self.id)
                conn.error("web-error-internal", "internal")
                return
            self.publish(change)
        self.kick()

    async def undo(self, conn: Conn, version: Any = None) -> None:
        """Take back the seat's own last decision (at ``version``), if the rules allow."""
        async with self.lock:
            if not self._check_actor(conn) or not self._check_version(conn, version):
                return
            seat = conn.seat
            if seat is None or self._undo_point(seat) is None:
                conn.error("web-error-undo", "cannot-undo")
                return
            try:
                change = await asyncio.to_thread(self._undo, seat)
            except StaleWrite:
                # another server process moved first: show what the store holds
                change = await asyncio.to_thread(self._reload)
                self.publish(change)
                conn.error("web-error-stale", "stale", given=short(str(version)),
                           now=str(self.version()))
                return
            except Exception:
                log.exception("game %s: undo failed", self.id)
                conn.error("web-error-internal", "internal")
                return
            self.publish(change)

    def _machine_turn(self) -> bool:
        d = self.match.state.decision()
        return d is not None and (
            d.actor == CHANCE or self.seats[d.actor].kind == BOT or len(d.ids) == 1
        )

    async def _bot_choice(self, job: BotJob, *, people: bool) -> BotChoice:
        """The pool's answer to ``job``, or a working bot's if the seat's bot fails (see
        :func:`~tomecraft.interfaces.web.botpool.choose_or_fallback`)."""
        return await choose_or_fallback(
            self.hub.bots, job, self.game, self.match.state.legal_ids(), people=people,
            where=f"game {self.id}: ",
        )

    async def _hand_over(self, seat: int, level: str) -> None:
        """The bot seat ``seat`` failed: a ``level`` bot plays it from now on (stored; on
        a shared store that refuses, the move is still made and the seat read again)."""
        async with self.seat_lock:
            s = self.seats[seat]
            if s.kind != BOT:
                return
            s.level = level
            try:
                await self.save_seats()
            except SeatRefused:
                log.warning("game %s: seat %d's new bot was not stored", self.id, seat)
            self.touch()

    def kick(self) -> None:
        """Let bots and chance move, if it is their turn (one task per room)."""
        if (
            self.status == ACTIVE
            and self.owned
            and (self.advancer is None or self.advancer.done())
            and (self.lock.locked() or self._machine_turn())
        ):
            self.advancer = asyncio.create_task(self._advance())

    async def _advance(self) -> None:
        """Bots and chance move until a person is to decide. A bot's choice is computed in
        the bot pool (games with people first); the engine steps run here. A bot-only game
        then waits long enough to stay within its CPU share (``bot_game_share``)."""
        settings = self.hub.settings
        share = min(1.0, max(settings.bot_game_share, 0.01))
        while True:
            pause = 0.0
            async with self.lock:
                d = self.match.state.decision()
                if self.status != ACTIVE or d is None:
                    return
                forced = len(d.ids) == 1
                if d.actor != CHANCE and self.seats[d.actor].kind != BOT and not forced:
                    return
                try:
                    first: tuple[int, str] | None = None
                    if d.actor != CHANCE and not forced:
                        people = self.has_people()
                        if not people and not self.hub.may_run_bots_only(self):
                            return  # over the bot-only cap: wait for a place
                        got = await self._bot_choice(self.bot_job(d.actor), people=people)
                        if got.failed is not None:
                            await self._hand_over(d.actor, got.level)
                        first = (got.answer.option, bot_by(got))
                        pause = settings.bot_delay
                        if not people:
                            pause = max(pause, got.answer.cpu * (1.0 / share - 1.0))
                    index = len(self.match.history)
                    change = await self._step(first)
                    if first is not None and first[1].startswith(BY_FALLBACK):
                        change.entries.insert(0, fallback_entry(index, d.actor, first[1]))
                except StaleWrite:
                    # the lease went to another process, which moved first
                    log.info("game %s: moved elsewhere; reading it again", self.id)
                    self.publish(await asyncio.to_thread(self._reload))
                    return
                except Exception as exc:
                    log.exception("game %s: a bot or chance step failed", self.id)
                    self.failure = f"{type(exc).__name__}: {exc}"
                    self.touch()
                    return
                self.publish(change)
            await asyncio.sleep(pause)

    # -- files ----------------------------------------------------------------------------
    def game_file(self) -> dict[str, Any]:
        return {
            "format": GAME_FILE_FORMAT,
            "version": FILE_VERSION,
            "game": self.game.name,
            "config": self.config,
            "seed": self.seed,
            "decisions": [[a, o] for a, o in self.match.history],
        }

    def summary(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game.name,
            "config": self.config,
            "status": self.status,
            "decisions": self.pub_len,
            "created": self.created,
            "seats": [
                {
                    "seat": i,
                    "kind": s.kind,
                    "level": s.level,
                    "claimed": s.claimed,
                    "open": s.open,
                    "connected": any(c.seat == i for c in self.conns),
                }
                for i, s in enumerate(self.seats)
            ],
            # what ``join`` may take: listed games' unclaimed open seats
            "free": self.open_seats(),
            "pace": self.pace,
            "clock": self.clock,
        }


@runtime_checkable
class SharedStore(Protocol):
    """A store several server processes share (PostgreSQL): leases, presence and
    change notifications (see :mod:`~tomecraft.interfaces.web.store_pg`)."""

    node: str

    def acquire_leases(self, game_ids: Sequence[str], owner: str, ttl: float) -> set[str]: ...
    def unleased_games(self, limit: int = 1000) -> list[str]: ...
    def release_leases(self, owner: str) -> None: ...
    def swap_seats(
        self, game_id: str, before: list[dict[str, Any]], after: list[dict[str, Any]]
    ) -> list[dict[str, Any]] | None: ...
    def mark_present(self, node: str, seats: Sequence[tuple[str, int]], ttl: float) -> None: ...
    def present_seats(self, game_id: str) -> set[int]: ...
    def listen(self, callback: Callable[[str], None]) -> None: ...
    def stop_listening(self) -> None: ...


class Hub:
    """All rooms of one server, the store, the settings and the seat-timeout sweeper.

    On a shared store (PostgreSQL) several processes serve the same games: each holds
    the rooms its clients use, learns of the others' changes through notifications
    (:meth:`Room.sync`), and runs bots, chance and seat timeouts only for the games whose
    lease it holds (:meth:`_lease_loop`)."""

    def __init__(self, store: GameStore, settings: Settings, renderers: set[str]) -> None:
        self.store = store
        self.commits = GroupCommit(store)
        self.settings = settings
        self.renderers = renderers
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        self._sweeper: asyncio.Task[None] | None = None
        self._pending: set[asyncio.Task[Any]] = set()
        #: This process's id in leases, presence rows and notifications.
        self.node = secrets.token_hex(8)
        self.shared: SharedStore | None = store if isinstance(store, SharedStore) else None
        self._leaser: asyncio.Task[None] | None = None
        #: The bot-only games whose bots may move now (at most ``max_bot_games``).
        self._bots_running: set[str] = set()
        self.bots = BotPool(
            settings.bot_workers,
            reserved=settings.bot_reserved,
            nice=settings.bot_nice,
            processes=settings.bot_processes,
        )

    async def start(self) -> None:
        """Rebuild every unfinished game from its stored decisions, then let bots move."""
        self.store.start_checkpoints()
        rows = await asyncio.to_thread(self.store.games, ACTIVE, 10**9)
        now = time.time()
        ttl = self.settings.unclaimed_ttl
        if ttl is not None:
            stale = [
                r.id for r in rows
                if now - r.updated >= ttl and unclaimed([Seat.from_row(s) for s in r.seats])
            ]
            if stale:
                log.info("%d games nobody joined have expired", len(stale))
                await asyncio.to_thread(self.store.expire_games, stale)
                gone = set(stale)
                rows = [r for r in rows if r.id not in gone]
        loaded: list[Room] = []
        for row in rows:
            try:
                room = await asyncio.to_thread(self._load, row)
            except Exception:
                log.exception("game %s could not be rebuilt; it is left out", row.id)
                continue
            for s in room.seats:
                if s.kind == HUMAN and s.claimed:
                    s.gone_since = now
            self.rooms[row.id] = room
            loaded.append(room)
        if self.shared is not None:
            shared = self.shared
            shared.node = self.node
            loop = asyncio.get_running_loop()

            def heard(payload: str) -> None:  # the listener's thread
                loop.call_soon_threadsafe(self._heard, payload)

            await asyncio.to_thread(shared.listen, heard)
            owned = await asyncio.to_thread(
                shared.acquire_leases, [r.id for r in loaded], self.node,
                self.settings.lease_ttl,
            )
            for room in loaded:
                room.owned = room.id in owned
            self._leaser = asyncio.create_task(self._lease_loop())
        for room in loaded:
            room.kick()
        self._sweeper = asyncio.create_task(self._sweep())

    def _heard(self, payload: str) -> None:
        """A notification (``node|kind|game``, or ``*``: read every game again)."""
        if payload == "*":
            for room in list(self.rooms.values()):
                room.want_sync()
            return
        node, _kind, game_id = [*payload.split("|", 2), "", ""][:3]
        if node == self.node:
            return
        held = self.rooms.get(game_id)
        if held is not None:
            held.want_sync()

    async def _lease_loop(self) -> None:
        """Every third of ``lease_ttl``: renew this process's leases, take those that
        expired (loading games it does not hold yet: their process is gone), and store
        which seats it has connections on. A game won is read again before its bots move;
        if renewing fails, this process stops running any game's bots."""
        assert self.shared is not None
        shared = self.shared
        ttl = self.settings.lease_ttl
        while True:
            try:
                orphans = await asyncio.to_thread(shared.unleased_games)
                for game_id in orphans:
                    if game_id not in self.rooms:
                        await self.room(game_id)
                ids = [r.id for r in self.rooms.values() if r.status == ACTIVE]
                owned = await asyncio.to_thread(shared.acquire_leases, ids, self.node, ttl)
                present = sorted({
                    (r.id, c.seat) for r in self.rooms.values() if r.status == ACTIVE
                    for c in r.conns if c.seat is not None
                })
                await asyncio.to_thread(shared.mark_present, self.node, present, ttl)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("could not renew the game leases")
                owned = set()
            for room in list(self.rooms.values()):
                was, room.owned = room.owned, room.id in owned
                if room.owned and not was:
                    log.info("game %s: this process takes over its bots", room.id)
                    room.want_sync()  # reads what the last owner stored, then kicks
            await asyncio.sleep(ttl / 3)

    async def stop(self) -> None:
        tasks = [r.advancer for r in self.rooms.values() if r.advancer is not None]
        tasks.extend(r.syncer for r in self.rooms.values() if r.syncer is not None)
        tasks.extend(self._pending)
        if self._sweeper is not None:
            tasks.append(self._sweeper)
        if self._leaser is not None:
            tasks.append(self._leaser)
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t
        await self.commits.drain()
        self.bots.shutdown()
        await asyncio.to_thread(self.store.stop_checkpoints)
        if self.shared is not None:
            with contextlib.suppress(Exception):
                await asyncio.to_thread(self.shared.release_leases, self.node)
            await asyncio.to_thread(self.shared.stop_listening)

    def _load(self, row: GameRow) -> Room:
        room = Room(self, row)
        room.owned = self.shared is None  # shared store: once the lease is won
        room.publish(room.rebuild(self.store.decisions(row.id)))
        return room

    async def room(self, game_id: str) -> Room | None:
        """The room of ``game_id``, loaded from the store if it is not held (finished games)."""
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        pending = self._loading.get(game_id)
        if pending is not None:
            return await pending
        fut: asyncio.Future[Room | None] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = fut
        try:
            row = await asyncio.to_thread(self.store.get_game, game_id)
            loaded = None if row is None else await asyncio.to_thread(self._load, row)
            if loaded is not None:
                self.rooms[game_id] = loaded
                loaded.kick()
            fut.set_result(loaded)
            return loaded
        except BaseException as exc:
            fut.set_exception(exc)
            raise
        finally:
            del self._loading[game_id]

    def active_count(self) -> int:
        """Unfinished games with people (bot-only games have their own cap)."""
        return sum(1 for r in self.rooms.values() if r.status == ACTIVE and r.has_people())

    def bot_game_count(self) -> int:
        """The bot-only games, for the ``max_bot_games`` cap: every unfinished game whose
        seats are all bots at the moment, whether it was created so or its players' seats
        were handed to bots since (call this wherever seats change hands)."""
        return sum(1 for r in self.rooms.values() if bots_only(r))

    def may_run_bots_only(self, room: Room) -> bool:
        """Whether the bot-only game ``room`` may make its next bot move: it holds one of
        the ``max_bot_games`` places, or takes a free one. A game whose people left
        after the cap was reached waits (its bots do not move) until a place is free:
        a game ends or expires, a person takes a seat back, or the cap is raised; the
        sweeper then wakes it (:meth:`_wake_bots_only`)."""
        running = self._bots_running
        for game_id in list(running):
            held = self.rooms.get(game_id)
            if held is None or not bots_only(held):
                running.discard(game_id)
        if room.id in running:
            return True
        if len(running) < self.settings.max_bot_games:
            running.add(room.id)
            return True
        return False

    def _wake_bots_only(self) -> None:
        """Let waiting bot-only games move while places are free (oldest first)."""
        for room in list(self.rooms.values()):
            if (bots_only(room) and room.id not in self._bots_running and room.owned
                    and len(self._bots_running) < self.settings.max_bot_games):
                room.kick()

    def check_spectator(self, room: Room, addr: str) -> None:
        """Raise :class:`SpectatorsFull` if one more spectator of ``room`` from ``addr``
        would pass ``max_spectators`` (per game) or ``max_spectators_per_address`` (over
        every game of this process)."""
        if room.spectators() >= self.settings.max_spectators:
            raise SpectatorsFull("web-error-spectators", "spectators-full")
        limit = self.settings.max_spectators_per_address
        mine = sum(1 for r in self.rooms.values() for c in r.conns
                   if c.seat is None and c.addr == addr)
        if mine >= limit:
            raise SpectatorsFull("web-error-spectators-address", "spectators-per-address")

    async def create(
        self,
        game: GameDef,
        config: dict[str, Any],
        seats: list[Seat],
        lang: str,
        listed: bool,
        seed: int | None = None,
        *,
        pace: str = LIVE,
        clock: float | None = None,
        takeover: bool = True,
    ) -> Room:
        """A new game; ``seed`` fixes its generator (a tutorial's script), else random;
        ``pace`` live or turn-based, ``clock`` seconds per decision (live games),
        ``takeover``: bots take over seats absent on their own turn (live games)."""
        now = time.time()
        row = GameRow(
            id=new_game_id(),
            game=game.name,
            config=config,
            seed=secrets.randbits(62) if seed is None else seed,
            seats=[s.to_row() for s in seats],
            status=ACTIVE,
            listed=listed,
            lang=lang,
            created=now,
            updated=now,
            pace=pace,
            clock=clock,
            takeover=takeover and pace == LIVE,
        )
        room = Room(self, row)
        room.seats = seats
        change = await asyncio.to_thread(self._create, room, row)
        room.publish(change)
        self.rooms[row.id] = room
        if self.shared is not None:
            owned = await asyncio.to_thread(
                self.shared.acquire_leases, [row.id], self.node, self.settings.lease_ttl
            )
            room.owned = row.id in owned
        room.kick()
        return room

    def _create(self, room: Room, row: GameRow) -> Change:
        self.store.create_game(row)
        return room._change(room._entries(OPENING, room.match.opening), reset=True)

    async def _sweep(self) -> None:
        """Replace humans gone for longer than the timeout (live games only: turn-based
        games wait); let a bot decide for a seat whose per-decision clock ran out; expire
        games nobody holds a seat of (``unclaimed_ttl``); forget idle finished and expired
        games."""
        while True:
            await asyncio.sleep(self.settings.sweep_interval)
            self._wake_bots_only()
            timeout = self.settings.seat_timeout
            now = time.time()
            for room in list(self.rooms.values()):
                if room.status != ACTIVE:
                    if not room.conns and time.monotonic() - room.idle_since > 60:
                        self.rooms.pop(room.id, None)
                    continue
                if not room.owned:
                    continue  # the process holding the game's lease sees to it
                if room.abandoned(now, self.settings.unclaimed_ttl):
                    log.info("game %s: nobody holds a seat, it expires", room.id)
                    self._spawn(room.expire())
                    continue
                if room.clock_out(now) and room.clock_pending != room.pub_version:
                    room.clock_pending = room.pub_version  # once per decision
                    self._spawn(room.clock_move(room.pub_version))
                if timeout is None or room.pace == TURN_BASED:
                    continue
                absent = frozenset(i for i in range(len(room.seats)) if room.absent(i, now))
                if absent != room.absent_seats:
                    room.absent_seats = absent  # the players see who may go to a bot
                    room.touch()
                if not room.takeover:
                    continue  # the other players vote (POST .../seats/{seat}/bot)
                for i in absent:
                    s = room.seats[i]
                    if s.claimed and s.token_hash is not None:
                        # once; the room may be busy with a bot move
                        s.gone_since = now + 3600.0
                        self._spawn(self._time_out(room, i))

    async def _time_out(self, room: Room, seat: int) -> None:
        """A bot takes over ``seat``, unless (shared store) another process has a
        connection on it: then the wait starts again."""
        if self.shared is not None:
            present = await asyncio.to_thread(self.shared.present_seats, room.id)
            if seat in present:
                room.seats[seat].gone_since = time.time()
                return
        log.info("game %s: seat %d gone, a bot takes over", room.id, seat)
        level = replacing_level(self.settings, room.game)
        await room.replace_with_bot(seat, level, if_gone=True)

    def _spawn(self, work: Coroutine[Any, Any, Any]) -> None:
        task: asyncio.Task[Any] = asyncio.create_task(work)
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)
