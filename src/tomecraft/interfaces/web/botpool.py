"""Bot decisions off the event loop: a bounded pool of worker processes, people first.

A search bot thinks for up to a second of CPU per decision. Run on a thread of the
server process it would hold Python's GIL against the event loop, so every game with
people in it would wait for it; so bots think in worker processes instead, and the
event loop only sends the state (``state.to_json()``) and applies the answer.

Rules of the pool:

* at most ``workers`` decisions are computed at once (one per worker process);
* waiting decisions of games **with people** (a human seat) go before those of
  **bot-only** games; within each class, first come first served;
* bot-only games never hold more than ``workers - reserved`` workers at once, so a game
  with people always finds a worker free or is the next one served;
* workers run at a lower CPU priority (``nice``), so the event loop that serves people
  wins when the machine is busy.

A choice depends only on the job (game, state, bot level, seat, seed), never on the
worker or the timing: same seed and same decisions give the same game.

The coach's jobs run on the same workers: each decision of a review (:class:`ReviewJob`,
with the bot-only games' share) and a hint (:class:`HintJob`, with the games with
people, since a person waits for it).

A bot that fails (it raises while choosing, or answers an option that is not offered)
never stops a game: :func:`choose_or_fallback` logs the traceback and asks a working
kind (:func:`tomecraft.bots.fallback_bot`) instead; the room hands it the seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import importlib
import logging
import multiprocessing
import os
import signal
import time
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field, replace
from typing import Any

from tomecraft.bots import fallback_bot, make_bot
from tomecraft.core import GameDef, get_game
from tomecraft.workers import exit_with

log = logging.getLogger("tomecraft.web")

#: Priority classes (lower goes first).
PEOPLE = 0
BOTS_ONLY = 1

#: Modules a fresh worker imports once (the games and bots register themselves).
PRELOAD = ["tomecraft.games", "tomecraft.bots", "tomecraft.interfaces.web.botpool"]


@dataclass(frozen=True, slots=True)
class BotJob:
    """Everything a worker needs to make one bot decision."""

    #: The module of the game's ``GameDef`` (imported by the worker, which registers it).
    module: str
    game: str
    level: str
    seat: int
    seed: int
    #: ``state.to_json()`` of the true state (the bot itself only reads its seat's view).
    state: dict[str, Any]


@dataclass(frozen=True, slots=True)
class BotAnswer:
    option: int
    #: CPU seconds the choice took in the worker.
    cpu: float
    #: The process that computed it.
    pid: int


def run_job(job: BotJob) -> BotAnswer:
    """Make the decision of ``job`` (in a worker): a fresh bot seeded with ``job.seed``."""
    started = time.thread_time()
    importlib.import_module(job.module)
    game = get_game(job.game)
    state = game.state_from_json(job.state)
    option = make_bot(job.level, game, job.seat, job.seed).choose(state)
    return BotAnswer(int(option), time.thread_time() - started, os.getpid())


@dataclass(frozen=True, slots=True)
class ReviewJob:
    """One decision of a finished game for the coach to value (a worker's job like a bot
    decision, so reviews wait behind every game with people in it)."""

    module: str
    game: str
    #: ``state.to_json()`` before the decision (the coach only reads the seat's view).
    state: dict[str, Any]
    index: int
    chosen: int
    samples: int
    hinted: bool = False


def run_review_job(job: ReviewJob) -> dict[str, Any]:
    """Value the decision of ``job`` (in a worker): its review as a stored document."""
    from tomecraft.analysis.review import decision_document, review_decision

    importlib.import_module(job.module)
    game = get_game(job.game)
    state = game.state_from_json(job.state)
    done = review_decision(game, state, job.chosen, job.index, samples=job.samples,
                           hinted=job.hinted)
    return decision_document(done)


@dataclass(frozen=True, slots=True)
class HintJob:
    """A player's pending decision for the coach's hint (a person waits for it, so it
    goes with the games with people)."""

    module: str
    game: str
    #: ``state.to_json()`` of the published state (the coach only reads the seat's view).
    state: dict[str, Any]
    seat: int
    level: str
    samples: int


def run_hint_job(job: HintJob) -> dict[str, Any]:
    """The coach's hint for ``job`` (in a worker): the option the ``level`` search takes
    from the seat's view, and what the playouts say it is worth."""
    from tomecraft.analysis.review import hint

    importlib.import_module(job.module)
    game = get_game(job.game)
    state = game.state_from_json(job.state)
    got = hint(game, state, job.seat, level=job.level, samples=job.samples)
    v = got.value
    return {"option": int(got.option), "level": got.level, "value": v.value, "win": v.win,
            "margin": v.margin, "samples": v.samples}


Job = BotJob | ReviewJob | HintJob


def run_any(job: Job) -> Any:
    """A worker's entry point: a bot decision, a coach's review of one decision, or a
    hint."""
    if isinstance(job, BotJob):
        return run_job(job)
    if isinstance(job, HintJob):
        return run_hint_job(job)
    return run_review_job(job)


class BotFailed(Exception):
    """A bot answered an option its decision does not offer."""


@dataclass(frozen=True, slots=True)
class BotChoice:
    """What :func:`choose_or_fallback` got: the answer, the kind that gave it, and the
    kind that failed before it (``None``: the seat's own bot answered)."""

    answer: BotAnswer
    level: str
    failed: str | None = None


async def choose_or_fallback(
    pool: BotPool, job: BotJob, game: GameDef, legal: Sequence[int], *, people: bool,
    where: str = "",
) -> BotChoice:
    """The bot decision of ``job`` from ``pool``. If the bot fails (raises, in a worker or
    here, or answers an option not in ``legal``), the traceback goes to the server log
    and :func:`~tomecraft.bots.fallback_bot`'s kind decides instead; if that fails too,
    its error is raised (the game cannot go on)."""
    try:
        answer = await pool.choose(job, people=people)
        if answer.option not in legal:
            raise BotFailed(f"the bot answered option {answer.option}, not offered")
        return BotChoice(answer, job.level)
    except asyncio.CancelledError:
        raise
    except Exception:
        fallback = fallback_bot(game, job.level)
        log.exception("%sthe %s bot of seat %d failed; a %s bot takes over the seat",
                      where, job.level, job.seat, fallback)
    answer = await pool.choose(replace(job, level=fallback), people=people)
    if answer.option not in legal:
        raise BotFailed(f"the {fallback} bot answered option {answer.option}, not offered")
    return BotChoice(answer, fallback, job.level)


def _init_worker(nice: int, owner: int) -> None:
    """Worker start-up: lower priority; Ctrl-C stops the server, which stops the pool; the
    worker exits by itself if the server (``owner``) dies without stopping it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    exit_with(owner, 0.5)
    if nice > 0 and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(nice)


def _mp_context() -> Any:
    """``forkserver`` where it exists (a clean single-threaded parent for the workers;
    forking the threaded server itself is unsafe), else ``spawn``."""
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(PRELOAD)
        return ctx
    return multiprocessing.get_context("spawn")


@dataclass(order=True, slots=True)
class _Waiting:
    priority: int
    seq: int
    job: Job = field(compare=False)
    future: asyncio.Future[Any] = field(compare=False)


class BotPool:
    """Schedules bot decisions on ``workers`` processes (``processes=False``: threads of
    this process, for platforms without subprocesses), games with people first."""

    def __init__(
        self, workers: int = 2, *, reserved: int = 1, nice: int = 5, processes: bool = True
    ) -> None:
        self.workers = max(1, workers)
        #: Workers bot-only games may not take (at least one worker is always theirs).
        self.reserved = max(0, min(reserved, self.workers - 1))
        self.nice = nice
        self.processes = processes
        self._executor: Executor | None = None
        self._waiting: list[_Waiting] = []
        self._seq = 0
        #: Decisions being computed now, per priority class.
        self.running = {PEOPLE: 0, BOTS_ONLY: 0}
        #: (seq, priority) of every job in the order it was started (tests, diagnostics).
        self.started: list[tuple[int, int]] = []
        self._closed = False
        self._tasks: set[asyncio.Future[None]] = set()

    # -- scheduling (event loop) -----------------------------------------------------------
    def submit(self, job: Job, *, people: bool) -> asyncio.Future[Any]:
        """Queue ``job``; the future gives the bot's answer. Starts it at once if a worker
        may take it."""
        if self._closed:
            raise RuntimeError("the bot pool is stopped")
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._seq += 1
        heapq.heappush(self._waiting, _Waiting(PEOPLE if people else BOTS_ONLY, self._seq,
                                               job, future))
        self._dispatch()
        return future

    async def choose(self, job: BotJob, *, people: bool) -> BotAnswer:
        answer: BotAnswer = await self.submit(job, people=people)
        return answer

    def submit_review(self, job: ReviewJob) -> asyncio.Future[dict[str, Any]]:
        """Queue a coach's job behind every bot decision of a game with people (it runs
        with the bot-only games' share of the workers); the future gives the reviewed
        decision's document."""
        return self.submit(job, people=False)

    def submit_hint(self, job: HintJob) -> asyncio.Future[dict[str, Any]]:
        """Queue a hint with the games with people (a person waits for it); the future
        gives :func:`run_hint_job`'s answer."""
        return self.submit(job, people=True)

    def waiting(self) -> int:
        return len(self._waiting)

    def _may_start(self, priority: int) -> bool:
        busy = self.running[PEOPLE] + self.running[BOTS_ONLY]
        if busy >= self.workers:
            return False
        return priority == PEOPLE or self.running[BOTS_ONLY] < self.workers - self.reserved

    def _dispatch(self) -> None:
        while self._waiting and self._may_start(self._waiting[0].priority):
            item = heapq.heappop(self._waiting)
            if item.future.done():  # its waiter was cancelled
                continue
            self.running[item.priority] += 1
            self.started.append((item.seq, item.priority))
            task = asyncio.ensure_future(self._run(item))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _run(self, item: _Waiting) -> None:
        try:
            answer = await self._execute(item.job)
        except BaseException as exc:  # handed to the waiter
            if not item.future.done():
                if isinstance(exc, asyncio.CancelledError):
                    item.future.cancel()
                else:
                    item.future.set_exception(exc)
        else:
            if not item.future.done():
                item.future.set_result(answer)
        finally:
            self.running[item.priority] -= 1
            if not self._closed:
                self._dispatch()

    async def _execute(self, job: Job) -> Any:
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            executor = self._get_executor()
            try:
                return await loop.run_in_executor(executor, run_any, job)
            except BrokenProcessPool:
                # a worker died (killed, out of memory): start a fresh pool, try once more
                if attempt == 2 or self._closed:
                    raise
                if self._executor is executor:
                    self._executor = None
                    executor.shutdown(wait=False, cancel_futures=True)
        raise AssertionError("unreachable")

    def _get_executor(self) -> Executor:
        if self._executor is None:
            if self.processes:
                self._executor = ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=_mp_context(),
                    initializer=_init_worker,
                    initargs=(self.nice, os.getpid()),
                )
            else:
                self._executor = ThreadPoolExecutor(
                    max_workers=self.workers, thread_name_prefix="tomecraft-bot"
                )
        return self._executor

    def shutdown(self, grace: float = 2.0) -> None:
        """Stop the workers; waiting decisions are cancelled. Worker processes are ended
        here (SIGTERM, then SIGKILL after ``grace`` seconds), not left to finish a search
        on their own: a server that stops leaves no worker behind."""
        self._closed = True
        for item in self._waiting:
            item.future.cancel()
        self._waiting = []
        for task in list(self._tasks):
            task.cancel()
        if self._executor is not None:
            executor, self._executor = self._executor, None
            procs = list((getattr(executor, "_processes", None) or {}).values())
            executor.shutdown(wait=False, cancel_futures=True)
            stop_processes(procs, grace)


def stop_processes(procs: list[Any], grace: float) -> None:
    """Terminate ``procs`` (multiprocessing processes), then kill those still running
    after ``grace`` seconds, and reap them."""
    for p in procs:
        with contextlib.suppress(Exception):
            p.terminate()
    deadline = time.monotonic() + grace
    for p in procs:
        with contextlib.suppress(Exception):
            p.join(max(0.0, deadline - time.monotonic()))
            if p.is_alive():
                p.kill()
                p.join(1.0)
