"""Bots and chance in a room: the bot pool's job for a seat, its answer (or a working
bot's when the seat's bot fails), and the task that moves until a person is to decide."""

from __future__ import annotations

import asyncio
import logging

from tomecraft.core import CHANCE, derive_seed
from tomecraft.interfaces.web.botpool import BotChoice, BotJob, choose_or_fallback
from tomecraft.interfaces.web.gamelog import BY_FALLBACK, bot_by, fallback_entry
from tomecraft.interfaces.web.roomcore import RoomBase
from tomecraft.interfaces.web.seat import BOT, SeatRefused
from tomecraft.interfaces.web.settings import replacing_level
from tomecraft.interfaces.web.storage import ACTIVE, StaleWrite

log = logging.getLogger("tomecraft.web")


def bot_seed(game_seed: int, seat: int, decisions: int) -> int:
    """Seed of the bot deciding for ``seat`` after ``decisions`` decisions of a game."""
    return derive_seed(derive_seed(game_seed, 1000 + seat), decisions)


class RoomBotMoves(RoomBase):
    """The bots part of a room (see :mod:`~tomecraft.interfaces.web.roomcore`)."""

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
                    await self.read_again()
                    return
                except Exception as exc:
                    self.stop_failed("a bot or chance step failed", exc)
                    return
                self.publish(change)
            await asyncio.sleep(pause)
