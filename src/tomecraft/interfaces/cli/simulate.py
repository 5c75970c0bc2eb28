"""``tomecraft simulate``: many bot-only games, then statistics per seat.

Game ``i`` of a series started from seed ``S`` uses ``derive_seed(S, i)``, so a series
is reproducible and any single game can be replayed alone. A game that raises is
counted as an error (the first message is kept) and the series goes on.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from tomecraft.bots import play_game
from tomecraft.core import CHANCE, GameDef, derive_seed
from tomecraft.i18n import Translator


@dataclass(frozen=True, slots=True)
class GameResult:
    """What one simulated game gave (``error`` set: it raised, nothing else is meaningful)."""

    index: int
    seed: int
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    decisions: int = 0
    player_decisions: int = 0
    turns: int | None = None
    error: str | None = None


def play_one(
    game: GameDef, config: dict[str, Any], bots: Sequence[str], index: int, seed: int
) -> GameResult:
    """Play game ``index`` of a series (seed already derived); exceptions become errors."""
    try:
        match = play_game(game, dict(config), list(bots), seed)
        state = match.state
        days = getattr(state, "days", None)
        return GameResult(
            index=index,
            seed=seed,
            scores=tuple(state.scores()),
            winners=tuple(state.winners()),
            decisions=len(match.history),
            player_decisions=sum(1 for actor, _ in match.history if actor != CHANCE),
            turns=days if type(days) is int else None,
        )
    except Exception as exc:
        return GameResult(index=index, seed=seed, error=f"{type(exc).__name__}: {exc}")


def run_series(
    game: GameDef,
    config: dict[str, Any],
    bots: Sequence[str],
    seed: int,
    games: int,
    on_game: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    results = []
    for i in range(games):
        result = play_one(game, config, bots, i, derive_seed(seed, i))
        results.append(result)
        if on_game is not None:
            on_game(result)
    return results


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _pstdev(values: Sequence[float]) -> float | None:
    mean = _mean(values)
    if mean is None:
        return None
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


def summarise(
    results: Sequence[GameResult], players: int, elapsed: float | None = None
) -> dict[str, Any]:
    """Statistics of a series (a pure function of its arguments).

    * ``wins_by_seat``: a victory shared by ``k`` seats counts ``1/k`` for each, so the
      list sums to the number of finished games that somebody won (at most ``games``);
    * ``win_rate_by_seat``: the same divided by the finished games;
    * ``mean_score_by_seat`` / ``std_score_by_seat``: over finished games (population
      standard deviation); ``None`` when no game finished;
    * ``mean_turns``: the state's ``days`` when every finished game reported it
      (``turns_source`` = ``"days"``), else the number of player decisions
      (``"decisions"``);
    * ``mean_decisions`` counts every decision, chance included;
      ``mean_player_decisions`` only the players' ones;
    * ``games_per_second``: ``None`` without ``elapsed``.
    """
    done = [r for r in results if r.error is None]
    errors = [r for r in results if r.error is not None]
    wins = [0.0] * players
    for r in done:
        for seat in r.winners:
            if 0 <= seat < players:
                wins[seat] += 1.0 / len(r.winners)
    by_seat = [[float(r.scores[s]) for r in done if s < len(r.scores)] for s in range(players)]
    if done and all(r.turns is not None for r in done):
        turns_source = "days"
        turns = [float(r.turns or 0) for r in done]
    else:
        turns_source = "decisions"
        turns = [float(r.player_decisions) for r in done]
    first = errors[0] if errors else None
    return {
        "games": len(results),
        "completed": len(done),
        "errors": len(errors),
        "first_error": (
            None
            if first is None
            else {"game": first.index, "seed": first.seed, "message": first.error}
        ),
        "wins_by_seat": wins,
        "win_rate_by_seat": [w / len(done) if done else None for w in wins],
        "no_winner": sum(1 for r in done if not r.winners),
        "mean_score_by_seat": [_mean(v) for v in by_seat],
        "std_score_by_seat": [_pstdev(v) for v in by_seat],
        "mean_turns": _mean(turns),
        "turns_source": turns_source,
        "mean_decisions": _mean([float(r.decisions) for r in done]),
        "mean_player_decisions": _mean([float(r.player_decisions) for r in done]),
        "games_per_second": (
            len(results) / elapsed if elapsed is not None and elapsed > 0 else None
        ),
    }


def simulate(
    game: GameDef,
    config: dict[str, Any],
    bots: Sequence[str],
    seed: int,
    games: int,
    *,
    progress_console: Console | None,
    t: Translator,
) -> dict[str, Any]:
    """Run a series (with a progress bar on ``progress_console`` if given) and summarise it."""
    players = int(config["players"])
    start = time.perf_counter()
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=progress_console,
        disable=progress_console is None,
        transient=True,
    )
    with progress:
        task = progress.add_task(t("cli-sim-progress", game=game.name), total=games)
        results = run_series(
            game, config, bots, seed, games, lambda _r: progress.advance(task)
        )
    elapsed = time.perf_counter() - start
    summary = summarise(results, players, elapsed)
    summary.update(
        {
            "game": game.name,
            "seed": seed,
            "players": players,
            "bots": list(bots),
            "config": config,
        }
    )
    return summary


def _num(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def render_summary(
    console: Console, t: Translator, s: dict[str, Any], seat_names: Sequence[str]
) -> None:
    """The summary as two Rich tables: the series, then one row per seat."""
    overall = Table(
        title=t("cli-sim-title", game=s["game"]), title_style="bold", show_header=False,
        box=box.ROUNDED,
    )
    overall.add_column(style="bold")
    overall.add_column(justify="right")
    turns_key = "cli-sim-mean-days" if s["turns_source"] == "days" else "cli-sim-mean-turns"
    for key, value in (
        ("cli-sim-seed", str(s["seed"])),
        ("cli-sim-games", str(s["games"])),
        ("cli-sim-errors", str(s["errors"])),
        ("cli-sim-no-winner", str(s["no_winner"])),
        (turns_key, _num(s["mean_turns"], 1)),
        ("cli-sim-mean-decisions", _num(s["mean_decisions"], 1)),
        ("cli-sim-mean-player-decisions", _num(s["mean_player_decisions"], 1)),
        ("cli-sim-speed", _num(s["games_per_second"], 1)),
    ):
        overall.add_row(Text(t(key)), value)
    console.print(overall)

    seats = Table(box=box.ROUNDED, title_style="bold")
    seats.add_column(t("cli-sim-seat"))
    seats.add_column(t("cli-sim-bot"))
    for key in ("cli-sim-wins", "cli-sim-win-rate", "cli-sim-mean-score", "cli-sim-std-score"):
        seats.add_column(t(key), justify="right")
    for seat in range(s["players"]):
        rate = s["win_rate_by_seat"][seat]
        seats.add_row(
            seat_names[seat] if seat < len(seat_names) else str(seat + 1),
            s["bots"][seat],
            _num(s["wins_by_seat"][seat], 2),
            "—" if rate is None else f"{100 * rate:.1f} %",
            _num(s["mean_score_by_seat"][seat]),
            _num(s["std_score_by_seat"][seat]),
        )
    console.print(seats)
    if s["first_error"] is not None:
        err = s["first_error"]
        console.print(
            Text(
                t(
                    "cli-sim-first-error",
                    game=str(err["game"]),
                    seed=str(err["seed"]),
                    detail=str(err["message"]),
                ),
                style="bold red",
            )
        )
