"""A room's seats: who holds which (tokens, claims, open seats), joins and leaves,
connections coming and going, votes and bots taking a seat over, and its owner taking
it back."""

from __future__ import annotations

import asyncio
import hmac
import time
from typing import Any

from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.roomcore import RoomBase
from tomecraft.interfaces.web.seat import BOT, HUMAN, Seat, SeatRefused
from tomecraft.interfaces.web.settings import replacing_level
from tomecraft.interfaces.web.storage import ACTIVE, LIVE
from tomecraft.interfaces.web.tokens import hash_token, new_token


class RoomSeats(RoomBase):
    """The seats part of a room (see :mod:`~tomecraft.interfaces.web.roomcore`)."""

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
            self._conn_in(conn)
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
                        self._conn_out(conn)
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
        self._conn_out(conn)
        conn.seat, conn.token_hash = seat, token_hash
        try:
            await self.attach(conn)
        except BaseException:
            conn.seat, conn.token_hash = None, None
            self._conn_in(conn)
            raise
        conn.log_epoch = -1  # the seat may see log lines a spectator does not
        conn.texts_lang = None  # and texts

    def detach(self, conn: Conn) -> None:
        """``conn`` is gone: if it was its seat's last connection the seat goes offline
        (a presence message); a spectator leaving changes nothing anyone sees."""
        if conn not in self.conns:
            return
        self._conn_out(conn)
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

    def leaving_bot(self, seat: int) -> str | None:
        """The bot level that takes the free ``seat`` of an active game at once: none
        while another human seat has an owner (invited, or joined): its players decide,
        as for any free seat. Else the level the other bots play (the most common, the
        first seat's on a tie), or :func:`replacing_level` in a game of no other bots."""
        if self.status != ACTIVE:
            return None
        others = [s for i, s in enumerate(self.seats) if i != seat]
        if any(s.kind == HUMAN and s.token_hash is not None for s in others):
            return None
        levels = [s.level for s in others if s.kind == BOT and s.level]
        if not levels:
            return replacing_level(self.hub.settings, self.game)
        return max(dict.fromkeys(levels), key=levels.count)

    async def leave(self, seat: int) -> str | None:
        """The seat is free again (its token stops working), and an open seat may be
        joined again. With no other human seat owned a bot takes it at once
        (:meth:`leaving_bot`, so a game of one person against bots still ends): its
        level is returned; else a bot may take it later at a player's request. A game
        that is over keeps its seats (:class:`SeatRefused`)."""
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
            level = self.leaving_bot(seat)
        if level is not None and await self.replace_with_bot(seat, level, if_free=True):
            return level
        return None

    async def replace_with_bot(self, seat: int, level: str, *, if_gone: bool = False,
                               if_free: bool = False) -> bool:
        """A bot plays ``seat`` from now on (False if a check says no). The seat's owner
        keeps its link (its token hash stays): opening it shows the game as that seat,
        and :meth:`reclaim` gives the seat back. ``if_gone``: only if its player is still
        away; ``if_free``: only if the seat still has no player and
        :meth:`leaving_bot` still names a bot."""
        async with self.lock, self.seat_lock:
            s = self.seats[seat]
            if if_gone and (s.kind != HUMAN or any(c.seat == seat for c in self.conns)):
                return False  # the player came back (or a bot was chosen) meanwhile
            if if_free and (s.kind != HUMAN or s.claimed or self.leaving_bot(seat) is None):
                return False  # somebody joined meanwhile (or the game ended)
            s.kind = BOT
            s.level = level
            s.claimed = True
            s.gone_since = None
            self.votes.pop(seat, None)
            self.drop_seat_conns(seat, "web-error-replaced", "replaced")
            await self.save_seats()
            self.touch()
        self.kick()
        return True

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
