"""Playing series of bot-only games: in this process, on a local process pool, or on Ray.

A *task* is ``(index, seed, bots)``: game ``index`` of a series, its seed (by convention
``derive_seed(S, index)``) and one bot kind per seat. Every backend plays each task with
the same top-level function, :func:`play_one`, and the results are sorted by index, so a
series gives identical results whatever the backend and the number of workers.

Work is shipped in chunks of consecutive tasks (a few per worker) to keep the overhead
of pickling and scheduling low while still balancing the load.

Game-specific statistics come from an optional hook on the finished state::

    def analysis_features(self) -> Mapping[str, Any]: ...

(a method or a plain attribute). Its values must be JSON-like: a list or tuple with one
entry per seat is a *per-seat* feature (for example ``{"spells_learned": [5, 3]}``),
anything else is a per-game feature; nested mappings are flattened with dotted keys
(``{"level": {"max": [3, 4]}}`` gives ``"level.max"``). The result keeps it as
``extras``; a state without the hook gives ``{}``.
"""

from __future__ import annotations

import logging
import math
import multiprocessing
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from tomecraft.analysis import MissingPackage
from tomecraft.bots import play_game
from tomecraft.core import CHANCE, GameDef, Match, derive_seed, get_game
from tomecraft.workers import exit_with

#: ``play(game, config, bots, seed)`` plays one whole game (default: ``play_game``).
PlayFn = Callable[[GameDef, dict[str, Any], Sequence[str], int], Match]
#: ``(index, seed, bots)``: one game of a series.
Task = tuple[int, int, tuple[str, ...]]
#: A game given by its registered name (cheap to ship to workers) or as an object.
GameRef = GameDef | str
#: Chunks per worker: more balances the load and the progress bar, fewer costs less.
CHUNKS_PER_WORKER = 8
#: Name of the optional state hook giving game-specific features.
FEATURES_HOOK = "analysis_features"


class Backend(StrEnum):
    """Where the games run."""

    LOCAL = "local"
    RAY = "ray"


class BackendError(RuntimeError):
    """A backend could not run the series (``backend``: its name; ``detail``: why)."""

    def __init__(self, backend: str, detail: str) -> None:
        super().__init__(f"{backend} backend failed: {detail}")
        self.backend = backend
        self.detail = detail


@dataclass(frozen=True, slots=True)
class GameResult:
    """What one simulated game gave (``error`` set: it raised, nothing else is meaningful).

    ``bots`` is the bot kind of every seat, ``turns`` the state's ``days`` when it has
    that integer attribute, ``decisions`` counts every decision (chance included) and
    ``player_decisions`` only the players' ones; ``extras`` comes from the state's
    ``analysis_features`` hook. ``unfinished``: a bot-only safeguard stopped the game
    before its end (the state's ``unfinished`` flag): neither a win nor a loss.
    ``lost``: why a co-operative game was lost (its state's ``lost`` reason; empty for a
    win, an unfinished game and a competitive game).
    """

    index: int
    seed: int
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    decisions: int = 0
    player_decisions: int = 0
    turns: int | None = None
    error: str | None = None
    bots: tuple[str, ...] = ()
    extras: Mapping[str, Any] = field(default_factory=dict)
    unfinished: bool = False
    lost: str = ""

    @property
    def win_shares(self) -> tuple[float, ...]:
        """Per seat: ``1/k`` for each of ``k`` winners, else 0 (empty for an error)."""
        won = set(self.winners)
        return tuple(
            1.0 / len(won) if seat in won else 0.0 for seat in range(len(self.scores))
        )

    @property
    def ranks(self) -> tuple[int, ...]:
        """Per seat: 1 + the number of seats that finished strictly ahead.

        Winners come first, then the others by score; equal seats share a rank.
        """
        won = set(self.winners)
        keys = [(seat in won, score) for seat, score in enumerate(self.scores)]
        return tuple(1 + sum(1 for other in keys if other > key) for key in keys)


# -- one game ----------------------------------------------------------------------------
def _json_like(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list | tuple):
        return [_json_like(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _json_like(v) for k, v in value.items()}
    return str(value)


def _flatten(data: Mapping[str, Any], prefix: str, out: dict[str, Any]) -> None:
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            _flatten(value, f"{name}.", out)
        else:
            out[name] = _json_like(value)


def game_extras(state: object) -> dict[str, Any]:
    """The state's ``analysis_features`` (called if it is a method), flattened; or ``{}``."""
    hook = getattr(state, FEATURES_HOOK, None)
    if hook is None:
        return {}
    data = hook() if callable(hook) else hook
    if not isinstance(data, Mapping):
        raise TypeError(f"{FEATURES_HOOK} must give a mapping, not {type(data).__name__}")
    out: dict[str, Any] = {}
    _flatten(data, "", out)
    return out


def record_match(index: int, seed: int, bots: Sequence[str], match: Match) -> GameResult:
    """The result of a finished match."""
    state = match.state
    days = getattr(state, "days", None)
    lost = getattr(state, "lost", "") if state.cooperative else ""
    return GameResult(
        index=index,
        seed=seed,
        scores=tuple(state.scores()),
        winners=tuple(state.winners()),
        decisions=len(match.history),
        player_decisions=sum(1 for actor, _ in match.history if actor != CHANCE),
        turns=days if type(days) is int else None,
        bots=tuple(bots),
        extras=game_extras(state),
        unfinished=getattr(state, "unfinished", False) is True,
        lost=lost if isinstance(lost, str) else "",
    )


def resolve_game(game: GameRef) -> GameDef:
    return get_game(game) if isinstance(game, str) else game


def game_ref(game: GameDef) -> GameRef:
    """How to ship ``game`` to a worker: its name when it is the registered game."""
    try:
        if get_game(game.name) is game:
            return game.name
    except Exception:  # an unregistered game travels as an object
        pass
    return game


def play_one(
    game: GameRef, config: Mapping[str, Any], task: Task, play: PlayFn | None = None
) -> GameResult:
    """Play one task ``(index, seed, bots)`` of a series (its seed already derived);
    exceptions become errors."""
    index, seed, bots = task
    try:
        match = (play or play_game)(resolve_game(game), dict(config), list(bots), seed)
        return record_match(index, seed, bots, match)
    except Exception as exc:
        return GameResult(
            index=index, seed=seed, bots=tuple(bots), error=f"{type(exc).__name__}: {exc}"
        )


def run_chunk(
    game: GameRef,
    config: Mapping[str, Any],
    tasks: Sequence[Task],
    play: PlayFn | None = None,
) -> list[GameResult]:
    """Play a chunk of tasks in order (the unit of work of every parallel backend)."""
    gdef = resolve_game(game)
    return [play_one(gdef, config, task, play) for task in tasks]


# -- series ------------------------------------------------------------------------------
def series_tasks(seed: int, games: int, bots: Sequence[str]) -> list[Task]:
    """``games`` tasks with the same seats: game ``i`` gets ``derive_seed(seed, i)``."""
    lineup = tuple(bots)
    return [(i, derive_seed(seed, i), lineup) for i in range(games)]


def chunked(tasks: Sequence[Task], workers: int) -> list[list[Task]]:
    """Consecutive chunks, about :data:`CHUNKS_PER_WORKER` per worker."""
    if not tasks:
        return []
    size = max(1, math.ceil(len(tasks) / (max(1, workers) * CHUNKS_PER_WORKER)))
    return [list(tasks[i : i + size]) for i in range(0, len(tasks), size)]


def _mp_context() -> multiprocessing.context.BaseContext:
    """``forkserver`` where there is one (safe with threads, e.g. a progress bar), else spawn.

    The fork server preloads the engine and the bots, so each worker starts warm.
    """
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["tomecraft.analysis.runners"])
        return ctx
    return multiprocessing.get_context("spawn")


def _run_local(
    game: GameRef,
    config: Mapping[str, Any],
    chunks: list[list[Task]],
    workers: int,
    play: PlayFn | None,
    collect: Callable[[list[GameResult]], None],
) -> None:
    # a worker exits by itself if this process dies without stopping the pool
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_mp_context(),
                               initializer=exit_with, initargs=(os.getpid(),))
    try:
        futures: list[Future[list[GameResult]]] = [
            pool.submit(run_chunk, game, config, chunk, play) for chunk in chunks
        ]
        for future in as_completed(futures):
            collect(future.result())
    except BrokenProcessPool as exc:
        pool.shutdown(wait=False, cancel_futures=True)
        raise BackendError(Backend.LOCAL, str(exc)) from exc
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def _ray_init(workers: int | None, address: str | None) -> bool:
    """Connect to Ray unless already connected; True when this call connected."""
    try:
        import ray
    except ImportError as exc:
        raise MissingPackage("ray") from exc
    if ray.is_initialized():
        return False
    options: dict[str, Any] = {
        "include_dashboard": False,
        "logging_level": logging.WARNING,
        "log_to_driver": False,
    }
    if address is not None:
        options["address"] = address
    elif workers is not None:
        options["num_cpus"] = workers
    try:
        ray.init(**options)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise BackendError(Backend.RAY, str(exc)) from exc
    return True


def _run_ray(
    game: GameRef,
    config: Mapping[str, Any],
    tasks: Sequence[Task],
    workers: int | None,
    address: str | None,
    play: PlayFn | None,
    collect: Callable[[list[GameResult]], None],
) -> None:
    started = _ray_init(workers, address)
    import ray

    try:
        resources: Callable[[], dict[str, float]] = ray.cluster_resources
        parallel = workers or max(1, int(resources().get("CPU", 1)))
        remote = ray.remote(num_cpus=1)(run_chunk)
        config_ref = ray.put(dict(config))
        pending = [
            remote.remote(game, config_ref, chunk, play) for chunk in chunked(tasks, parallel)
        ]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                collect(ray.get(ref))
    except ray.exceptions.RayError as exc:
        raise BackendError(Backend.RAY, str(exc).strip().splitlines()[-1]) from exc
    finally:
        if started:
            ray.shutdown()


def run_games(
    game: GameDef,
    config: Mapping[str, Any],
    tasks: Iterable[Task],
    *,
    workers: int | None = 1,
    backend: Backend | str = Backend.LOCAL,
    address: str | None = None,
    play: PlayFn | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play every task and return the results sorted by game index.

    * ``local``: ``workers`` processes (``None``: one per CPU); 1 plays in this process;
    * ``ray``: on the Ray cluster at ``address``, or the one this process is already
      connected to, or a new local one (``ray.init()``, with ``workers`` CPUs if given).
      The cluster's workers must be able to import this version of tomecraft.

    ``play`` replaces :func:`~tomecraft.bots.play_game` (it must be picklable to run in
    other processes); ``on_result`` is called in this process as results arrive.
    """
    todo = list(tasks)
    results: list[GameResult] = []

    def collect(chunk: list[GameResult]) -> None:
        results.extend(chunk)
        if on_result is not None:
            for result in chunk:
                on_result(result)

    kind = Backend(backend)
    if kind is Backend.RAY:
        _run_ray(game_ref(game), config, todo, workers, address, play, collect)
    else:
        count = workers if workers is not None else (os.cpu_count() or 1)
        if count <= 1 or len(todo) <= 1:
            for task in todo:
                collect([play_one(game, config, task, play)])
        else:
            chunks = chunked(todo, count)
            _run_local(game_ref(game), config, chunks, min(count, len(chunks)), play, collect)
    results.sort(key=lambda r: r.index)
    return results
