"""Co-operative series: the table wins or loses together, so a report speaks of the team.

A game is co-operative when its state class says so (``State.cooperative``, set by
:class:`~tomecraft.core.coop.CoopState`); such a game names its loss reasons
(``CoopState.loss_reasons``) and each result records why a lost game was lost
(``GameResult.lost``). Nothing here names a game.

* :func:`team_record`: one team (a lineup of bots) over a series: its win rate among the
  finished games with a 95 % Wilson interval, its losses by reason, and the mean team
  score (the same for every seat in a co-op game) in the games it won and lost;
* :func:`team_tasks` / :func:`team_levels`: a co-op tournament. Every bot level plays all
  the seats of the same deals (game ``i`` of each level uses ``derive_seed(seed, i)``),
  so levels are compared deal by deal: the *paired record* of a level against the first
  one counts the deals only it won, only the first level won, and those with the same
  outcome.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tomecraft.analysis.runners import GameResult, Task
from tomecraft.analysis.stats import mean, wilson_interval
from tomecraft.core import GameDef, derive_seed


def is_cooperative(game: GameDef) -> bool:
    """Whether every seat of ``game`` wins or loses together (its state class says so)."""
    return bool(getattr(game.state_class, "cooperative", False))


def loss_reasons(game: GameDef) -> tuple[str, ...]:
    """The reasons a co-op ``game`` can be lost, as its state class declares them."""
    return tuple(getattr(game.state_class, "loss_reasons", ()))


def message_prefix(game: GameDef) -> str:
    """The first part of a co-op game's message keys (``CoopState.game_key``)."""
    return str(getattr(game.state_class, "game_key", ""))


def _finished(r: GameResult) -> bool:
    return r.error is None and not r.unfinished


def team_record(results: Sequence[GameResult], reasons: Sequence[str] = ()) -> dict[str, Any]:
    """One team's figures over ``results`` (a pure function; JSON-ready).

    ``games``: finished games (no error, not stopped by a bot-only safeguard);
    ``wins`` / ``losses`` among them; ``unfinished``; ``win_rate`` (``None`` without a
    finished game) and ``win_rate_ci`` (95 % Wilson); ``losses_by_reason``: every reason
    of ``reasons`` (0 if never seen), then any other recorded reason (an unrecorded one
    counts as ``""``); ``mean_score_won`` / ``mean_score_lost``: the team score (seat 0's)
    averaged over the games won / lost (``None`` without such a game).
    """
    done = [r for r in results if _finished(r)]
    won = [r for r in done if r.winners]
    lost = [r for r in done if not r.winners]
    by_reason: dict[str, int] = dict.fromkeys(reasons, 0)
    for r in lost:
        by_reason[r.lost] = by_reason.get(r.lost, 0) + 1
    return {
        "games": len(done),
        "wins": len(won),
        "losses": len(lost),
        "unfinished": sum(1 for r in results if r.error is None and r.unfinished),
        "win_rate": len(won) / len(done) if done else None,
        "win_rate_ci": list(wilson_interval(len(won), len(done))),
        "losses_by_reason": by_reason,
        "mean_score_won": mean([float(r.scores[0]) for r in won if r.scores]),
        "mean_score_lost": mean([float(r.scores[0]) for r in lost if r.scores]),
    }


def team_tasks(levels: Sequence[str], players: int, deals: int, seed: int) -> list[Task]:
    """Every level at all ``players`` seats of the same ``deals`` deals: task
    ``k * deals + i`` is level ``k`` on deal ``i`` (seed ``derive_seed(seed, i)``)."""
    return [
        (k * deals + i, derive_seed(seed, i), (level,) * players)
        for k, level in enumerate(levels)
        for i in range(deals)
    ]


def paired_record(
    reference: Mapping[int, GameResult], results: Sequence[GameResult]
) -> dict[str, int]:
    """Deal by deal against ``reference`` (results by seed): ``deals`` both finished,
    ``better`` (only ``results`` won), ``worse`` (only the reference won), ``same``."""
    out = {"deals": 0, "better": 0, "worse": 0, "same": 0}
    for r in results:
        ref = reference.get(r.seed)
        if ref is None or not _finished(r) or not _finished(ref):
            continue
        out["deals"] += 1
        mine, theirs = bool(r.winners), bool(ref.winners)
        out["better" if mine and not theirs else "worse" if theirs and not mine else "same"] += 1
    return out


def team_levels(
    results: Sequence[GameResult], levels: Sequence[str], reasons: Sequence[str] = ()
) -> list[dict[str, Any]]:
    """One entry per level, in the given order: ``bot``, :func:`team_record`'s figures
    and ``paired`` (:func:`paired_record` against the first level; ``None`` for it)."""
    by_level = {level: [r for r in results if r.bots and r.bots[0] == level] for level in levels}
    first = {r.seed: r for r in by_level[levels[0]]} if levels else {}
    out = []
    for k, level in enumerate(levels):
        entry: dict[str, Any] = {"bot": level, **team_record(by_level[level], reasons)}
        entry["paired"] = None if k == 0 else {
            "against": levels[0], **paired_record(first, by_level[level])
        }
        out.append(entry)
    return out


__all__ = [
    "is_cooperative",
    "loss_reasons",
    "message_prefix",
    "paired_record",
    "team_levels",
    "team_record",
    "team_tasks",
]
