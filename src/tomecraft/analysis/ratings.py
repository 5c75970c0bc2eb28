"""Bot ratings from finished games: OpenSkill's Plackett-Luce model.

Why this model: games have any number of seats, and Plackett-Luce rates a whole finishing
order at once (winners first, then by score, ties shared; see ``GameResult.ranks``)
instead of splitting it into pairwise Elo duels, and it gives every rating an uncertainty
``sigma`` next to its mean ``mu`` (defaults: mu 25, sigma 25/3).

Games are rated one after the other in game-index order, so the ratings of a series do
not depend on the backend that played it. Each seat is a one-player team. When a bot
holds several seats of one game (more seats than bots), each seat is rated as if a
separate copy of the bot played it, and the bot then takes the sum of the copies' changes
of ``mu`` and of their changes of precision ``1/sigma²`` (independent pieces of evidence
add up). Failed games are skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tomecraft.analysis import require
from tomecraft.analysis.runners import GameResult

RATING_SYSTEM = "openskill-plackett-luce"


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float


def rate(results: Iterable[GameResult], bots: Sequence[str]) -> dict[str, Rating]:
    """The rating of every bot in ``bots`` after the finished games of ``results``."""
    models = require("openskill.models", "openskill")
    model: Any = models.PlackettLuce()
    ratings = {bot: model.rating(name=bot) for bot in bots}
    for r in sorted(results, key=lambda g: g.index):
        if r.error is not None or r.unfinished or len(set(r.bots)) < 2:
            continue
        teams = [[ratings[bot]] for bot in r.bots]
        new = model.rate(teams, ranks=[float(k) for k in r.ranks])
        d_mu: dict[str, float] = {}
        d_precision: dict[str, float] = {}
        for bot, team in zip(r.bots, new, strict=True):
            old = ratings[bot]
            d_mu[bot] = d_mu.get(bot, 0.0) + team[0].mu - old.mu
            d_precision[bot] = (
                d_precision.get(bot, 0.0) + team[0].sigma ** -2 - old.sigma ** -2
            )
        for bot, delta in d_mu.items():
            old = ratings[bot]
            precision = max(old.sigma ** -2 + d_precision[bot], 1e-12)
            ratings[bot] = model.rating(mu=old.mu + delta, sigma=precision ** -0.5, name=bot)
    return {bot: Rating(float(p.mu), float(p.sigma)) for bot, p in ratings.items()}
