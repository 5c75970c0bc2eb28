"""The coach on the server: reviews of finished games, computed once and stored.

A review (:mod:`tomecraft.analysis.review`) values every real choice of the reviewed
seats (the human seats, or every seat of a bot-only game). The server splits it into one
job per decision on the bot pool (:class:`~tomecraft.interfaces.web.botpool.ReviewJob`),
behind every bot decision of a game with people in it, counts the jobs done for the
progress bar, then stores the whole review with the game (``reviews`` table), so it is
computed once, whoever asks and however often.

Hidden information: each decision is valued from its seat's view only. Where a game's
option labels are secret (:attr:`~tomecraft.core.State.public_labels` is false: a
Madness card in hand), the labels of a seat's options are shown only to that seat (its
token); everyone else reads "a hidden option" with the values and grades, and no "why".
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from typing import Any

from tomecraft.analysis.review import (
    DEFAULT_SAMPLES,
    GRADES,
    THRESHOLDS,
    DecisionReview,
    OptionValue,
    Review,
    assemble,
    decision_from_document,
    default_seats,
    figures_of,
    fresh_match,
    plan,
)
from tomecraft.core import Match
from tomecraft.i18n import msg
from tomecraft.interfaces.web.botpool import BotPool, ReviewJob
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.storage import GameStore
from tomecraft.interfaces.web.texts import render

log = logging.getLogger("tomecraft.web")

#: Reviews computed at once by one server (more wait with a "busy" answer).
MAX_RUNNING = 2


@dataclass(slots=True)
class Progress:
    """A review being computed: decisions valued so far, of ``total``."""

    done: int = 0
    total: int = 0
    error: str | None = None


class Busy(Exception):
    """Too many reviews are being computed; try again later."""


class ReviewService:
    """Starts, tracks and serves the reviews of one server's finished games."""

    def __init__(self, store: GameStore, pool: BotPool, samples: int = DEFAULT_SAMPLES) -> None:
        self.store = store
        self.pool = pool
        self.samples = samples
        self.running: dict[str, Progress] = {}
        self._done: dict[str, Review] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    async def stored(self, game_id: str) -> Review | None:
        """The finished review of ``game_id`` (cached, else from the store)."""
        got = self._done.get(game_id)
        if got is not None:
            return got
        doc = await asyncio.to_thread(self.store.get_review, game_id)
        if doc is None:
            return None
        rv = Review.from_document(json.loads(doc))
        self._done[game_id] = rv
        return rv

    async def start(self, room: Room) -> None:
        """Start reviewing ``room``'s finished game unless it is stored or running."""
        if room.id in self.running or await self.stored(room.id) is not None:
            return
        if sum(1 for p in self.running.values() if p.error is None) >= MAX_RUNNING:
            raise Busy()
        self.running[room.id] = Progress()
        task = asyncio.create_task(self._run(room))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _run(self, room: Room) -> None:
        progress = self.running[room.id]
        try:
            doc = room.game_file()
            jobs, seats, cooperative = await asyncio.to_thread(self._jobs, room, doc)
            progress.total = len(jobs)
            futures = [self.pool.submit_review(job) for job in jobs]
            decisions: list[DecisionReview] = []
            for next_done in asyncio.as_completed(futures):
                decisions.append(decision_from_document(await next_done))
                progress.done += 1
            rv = assemble(room.game.name, seats, self.samples, decisions, cooperative)
            text = json.dumps(rv.to_document(), separators=(",", ":"))
            await asyncio.to_thread(self.store.put_review, room.id, text)
            self._done[room.id] = rv
            del self.running[room.id]
        except asyncio.CancelledError:
            self.running.pop(room.id, None)
            raise
        except Exception as exc:
            log.exception("the review of game %s failed", room.id)
            progress.error = f"{type(exc).__name__}: {exc}"

    def _jobs(self, room: Room, doc: dict[str, Any]) -> tuple[list[ReviewJob], tuple[int, ...],
                                                               bool]:
        """One job per real choice of the reviewed seats (replayed from the file)."""
        match = fresh_match(doc)
        seats = default_seats(doc, match.state.num_players)
        hints = set(doc.get("hints") or [])
        todo = set(plan(doc, seats))
        module = type(room.game).__module__
        jobs = []
        replay = Match.from_game_file({**doc, "decisions": []})
        steps = replay.replay_steps(doc["decisions"])
        for index, (_actor, option) in enumerate(doc["decisions"]):
            if index in todo:
                jobs.append(ReviewJob(module, room.game.name, replay.state.to_json(), index,
                                      int(option), self.samples, index in hints))
            next(steps)
        return jobs, seats, match.state.cooperative

    def shutdown(self) -> None:
        for task in list(self._tasks):
            task.cancel()


def review_json(rv: Review, match: Match, lang: str, viewer: int | None) -> dict[str, Any]:
    """The review for the page, in ``lang``; where the game's labels are secret, only
    ``viewer``'s own options are named."""
    public = match.state.public_labels
    hidden = render(msg("web-review-hidden-option"), lang)
    shown = figures_of(match.game, match.state)

    def label(d: DecisionReview, option: Any) -> str:
        # public_options is public_labels unless the game names public kinds
        named = d.seat == viewer or match.state.public_options(d.kind)
        return render(option.label, lang) if named else hidden

    def option(d: DecisionReview, v: OptionValue) -> dict[str, Any]:
        # with what the page shows of it: its chance of winning and/or its standing
        return {"label": label(d, v), "value": round(v.value, 4), "win": round(v.win, 4),
                "figures": render(shown.text(v), lang)}

    def decision(d: DecisionReview) -> dict[str, Any]:
        chosen, best = d.chosen_value, d.best_value
        return {
            "index": d.index, "seat": d.seat, "grade": d.grade, "loss": round(d.loss, 2),
            "hinted": d.hinted,
            "chosen": option(d, chosen),
            "best": option(d, best),
            "options": len(d.options),
            "why": None if d.why is None or not (public or d.seat == viewer)
            else render(d.why, lang),
        }

    by_index = {d.index: d for d in rv.decisions}
    cost = rv.recheck_cost()
    return {
        "seats": list(rv.seats),
        "samples": rv.samples,
        "cooperative": rv.cooperative,
        "grades": list(GRADES),
        "thresholds": dict(zip(GRADES[1:], THRESHOLDS, strict=True)),
        "summaries": [
            {"seat": s.seat, "decisions": s.decisions, "accuracy": round(s.accuracy, 4),
             "mean_loss": round(s.mean_loss, 3), "grades": s.grades, "hints": s.hints,
             "costliest": [decision(by_index[d.index]) for d in s.costliest]}
            for s in rv.summaries
        ],
        "decisions": [decision(d) for d in rv.decisions],
        # the chart: each reviewed decision's chance of winning after the option taken
        # (the standing where the game has no chance, "measure")
        "measure": "chance" if shown.chance else "standing",
        "curve": [[d.index, d.seat, round(shown.curve(d.chosen_value), 4)]
                  for d in rv.decisions],
        # what re-checking the mistakes and blunders cost, said (None: nothing re-checked)
        "rechecked": None if cost is None else render(msg("web-review-rechecked", **cost), lang),
    }
