"""Tournaments: seat rotations of a list of bots, and a standings table from the results.

Schedule: games come in blocks of ``len(bots)``. Block ``k`` takes an order of the bots
(block 0: as given; later blocks: shuffled with a generator from the seed) and game ``j``
of the block seats ``order[(j + s) % len(bots)]`` at seat ``s``. Within each full block
every bot sits at every seat position the same number of times, whether there are more
bots than seats (each game then takes a window of the order, and the shuffles vary who
meets whom) or more seats than bots (a bot then holds several seats of a game). Game
``i`` uses ``derive_seed(seed, i)`` as in ``simulate``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tomecraft.analysis.ratings import RATING_SYSTEM, rate
from tomecraft.analysis.runners import GameResult, Task
from tomecraft.analysis.stats import mean, wilson_interval
from tomecraft.core import Rng, derive_seed

#: Stream of the generator that shuffles the bot order of each block.
_SCHEDULE_STREAM = 0x70_75_72_6E


def rotation_lineups(bots: Sequence[str], players: int, games: int, seed: int) -> list[
    tuple[str, ...]
]:
    """The bot kind of every seat of every game (see the module docstring)."""
    if not bots:
        raise ValueError("a tournament needs bots")
    n = len(bots)
    shuffler = Rng(seed).fork(_SCHEDULE_STREAM)
    lineups: list[tuple[str, ...]] = []
    order = list(bots)
    for i in range(games):
        block, j = divmod(i, n)
        if j == 0 and block > 0:
            indices = list(range(n))
            shuffler.shuffle(indices)
            order = [bots[k] for k in indices]
        lineups.append(tuple(order[(j + s) % n] for s in range(players)))
    return lineups


def tournament_tasks(bots: Sequence[str], players: int, games: int, seed: int) -> list[Task]:
    return [
        (i, derive_seed(seed, i), lineup)
        for i, lineup in enumerate(rotation_lineups(bots, players, games, seed))
    ]


# A record of plain fields: alike by shape with other records (a game's data.py cards).
@dataclass(frozen=True, slots=True)
class Standing:
    """One bot's line of the table (shares and scores are per seat it held)."""

    bot: str
    games: int
    seats: int
    seat_counts: tuple[int, ...]
    wins: float
    win_share: float | None
    win_share_ci: tuple[float, float]
    mean_score: float | None
    rating: float
    uncertainty: float

    def to_json(self) -> dict[str, Any]:
        return {
            "bot": self.bot,
            "games": self.games,
            "seats": self.seats,
            "seat_counts": list(self.seat_counts),
            "wins": self.wins,
            "win_share": self.win_share,
            "win_share_ci": list(self.win_share_ci),
            "mean_score": self.mean_score,
            "rating": self.rating,
            "uncertainty": self.uncertainty,
        }


def standings(results: Sequence[GameResult], bots: Sequence[str], players: int) -> list[
    Standing
]:
    """Every bot's standing, best rating first (ties: by name)."""
    ratings = rate(results, bots)
    out = []
    for bot in bots:
        shares: list[float] = []
        scores: list[float] = []
        games = 0
        seat_counts = [0] * players
        for r in results:
            if r.error is None and not r.unfinished and bot in r.bots:
                games += 1
                win_shares = r.win_shares
                for seat, name in enumerate(r.bots):
                    if name == bot:
                        seat_counts[seat] += 1
                        shares.append(win_shares[seat])
                        scores.append(float(r.scores[seat]))
        wins = sum(shares)
        out.append(
            Standing(
                bot=bot,
                games=games,
                seats=len(shares),
                seat_counts=tuple(seat_counts),
                wins=wins,
                win_share=mean(shares),
                win_share_ci=wilson_interval(wins, len(shares)),
                mean_score=mean(scores),
                rating=ratings[bot].mu,
                uncertainty=ratings[bot].sigma,
            )
        )
    out.sort(key=lambda s: (-s.rating, s.bot))
    return out


__all__ = [
    "RATING_SYSTEM",
    "Standing",
    "rotation_lineups",
    "standings",
    "tournament_tasks",
]
