"""The hub: all rooms of one server process, the store, the settings, the seat-timeout
sweeper and, on a shared store (PostgreSQL), the game leases and change notifications."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Coroutine
from typing import Any

from tomecraft.core import GameDef
from tomecraft.interfaces.web.botpool import BotPool
from tomecraft.interfaces.web.commits import GroupCommit
from tomecraft.interfaces.web.gamelog import OPENING, Change
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.roomcore import RoomBase
from tomecraft.interfaces.web.seat import HUMAN, Seat, SpectatorsFull, unclaimed
from tomecraft.interfaces.web.settings import Settings, replacing_level
from tomecraft.interfaces.web.storage import (
    ACTIVE,
    LIVE,
    TURN_BASED,
    GameRow,
    GameStore,
    SharedStore,
)
from tomecraft.interfaces.web.tokens import new_game_id

log = logging.getLogger("tomecraft.web")

#: Seconds between the SQLite store's WAL checkpoints (see ``Store.start_checkpoints``).
CHECKPOINT_SECONDS = 5.0


def bots_only(room: RoomBase) -> bool:
    """An unfinished game whose seats are all bots at the moment."""
    return room.status == ACTIVE and not room.has_people()


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
        #: Spectator connections per client address, over every room (kept by the rooms).
        self.spectator_addrs: dict[str, int] = {}
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
        # every few seconds: the pages a busy second rewrites many times (each game's
        # row, the index) are copied into the file once (every second: 4% of the
        # server's CPU under bench/server_load.py)
        self.store.start_checkpoints(CHECKPOINT_SECONDS)
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
        room.hinted = self.store.hints(row.id)
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

    def may_run_bots_only(self, room: RoomBase) -> bool:
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

    def check_spectator(self, room: RoomBase, addr: str) -> None:
        """Raise :class:`SpectatorsFull` if one more spectator of ``room`` from ``addr``
        would pass ``max_spectators`` (per game) or ``max_spectators_per_address`` (over
        every game of this process)."""
        if room.spectators() >= self.settings.max_spectators:
            raise SpectatorsFull("web-error-spectators", "spectators-full")
        if self.spectator_addrs.get(addr, 0) >= self.settings.max_spectators_per_address:
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
        hints: bool = False,
    ) -> Room:
        """A new game; ``seed`` fixes its generator (a tutorial's script), else random;
        ``pace`` live or turn-based, ``clock`` seconds per decision (live games),
        ``takeover``: bots take over seats absent on their own turn (live games),
        ``hints``: the creator allows hints for everyone (a game with one human seat has
        them anyway)."""
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
            hints=hints or sum(1 for s in seats if s.kind == HUMAN) == 1,
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
