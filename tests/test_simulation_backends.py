"""Parallel simulation: identical results on every backend, results files and charts.

Ray starts once for the whole module (a local 2-CPU cluster, no dashboard): it is the
slow part. The games are few and short (random bots) so the file stays quick.
"""

from __future__ import annotations

import csv
import json
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from typer.testing import CliRunner, Result

from tomecraft.analysis.results import BASE_COLUMNS, read_results, result_rows
from tomecraft.analysis.runners import (
    CHUNKS_PER_WORKER,
    GameResult,
    chunked,
    game_extras,
    play_one,
    run_games,
    series_tasks,
)
from tomecraft.cli import app
from tomecraft.core import State, derive_seed, get_game

GAME = get_game("spellbook")
BOTS = ("random", "greedy", "random")
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[Any]:
    ray = pytest.importorskip("ray")
    saved = {k: os.environ.get(k) for k in ("RAY_USAGE_STATS_ENABLED", "RAY_AUTH_MODE")}
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    os.environ["RAY_AUTH_MODE"] = "disabled"
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        logging_level=logging.WARNING,
    )
    try:
        yield ray
    finally:
        ray.shutdown()
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": "100"})


def invoke(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(app, list(args))


def sim_json(runner: CliRunner, *args: str) -> dict[str, Any]:
    result = invoke(runner, "simulate", "--json", *args)
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    data.pop("games_per_second")
    return data


@pytest.fixture
def features(monkeypatch: pytest.MonkeyPatch) -> None:
    """Give the game's state an ``analysis_features`` hook (in this process only)."""

    def analysis_features(self: State) -> dict[str, Any]:
        scores = self.scores()
        return {
            "spells_learned": [s % 4 for s in scores],
            "level": {"max": [min(5, s // 5) for s in scores]},
            "label": "test",
        }

    monkeypatch.setattr(GAME.state_class, "analysis_features", analysis_features, raising=False)


# -- identical results everywhere -------------------------------------------------------
def test_results_are_identical_on_every_backend(runner: CliRunner, ray_cluster: Any) -> None:
    """One test for everything Ray does, so only one pytest-xdist worker starts a cluster."""
    tasks = series_tasks(11, 10, BOTS)
    config = {"players": 3}
    inline = run_games(GAME, config, tasks, workers=1)
    pooled = run_games(GAME, config, tasks, workers=2)
    on_ray = run_games(GAME, config, tasks, workers=None, backend="ray")
    assert ray_cluster.is_initialized()  # a cluster it did not start stays up
    assert [r.index for r in inline] == list(range(10))
    assert [r.seed for r in inline] == [derive_seed(11, i) for i in range(10)]
    assert all(r.error is None and r.bots == BOTS for r in inline)
    assert pooled == inline
    assert on_ray == inline
    # The same through the command line.
    args = ["-n", "6", "-p", "4", "--bots", "random", "--seed", "5"]
    one = sim_json(runner, *args)
    assert one["games"] == 6 and one["errors"] == 0
    assert sim_json(runner, *args, "--workers", "2") == one
    assert sim_json(runner, *args, "--backend", "ray") == one
    assert sim_json(runner, *args, "--backend", "ray", "--workers", "2") == one


def test_chunks_keep_every_task_in_order() -> None:
    tasks = series_tasks(3, 37, ["random"])
    for workers in (1, 2, 5, 100):
        chunks = chunked(tasks, workers)
        assert [t for c in chunks for t in c] == tasks
        assert len(chunks) <= max(1, workers) * CHUNKS_PER_WORKER
    assert chunked([], 2) == []


def test_ranks_and_win_shares() -> None:
    r = GameResult(0, 1, scores=(10, 30, 30, 5), winners=(1, 2), bots=("a", "b", "c", "d"))
    assert r.win_shares == (0.0, 0.5, 0.5, 0.0)
    assert r.ranks == (3, 1, 1, 4)
    # A tie-break winner ranks first even with an equal score.
    assert GameResult(0, 1, scores=(7, 7), winners=(1,)).ranks == (2, 1)
    assert GameResult(0, 1, error="x").ranks == ()


def test_failing_games_become_error_records() -> None:
    def boom(*_args: Any) -> Any:
        raise RuntimeError("engine exploded")

    result = play_one(GAME, {"players": 2}, (4, 99, ("random", "greedy")), play=boom)
    assert result.error == "RuntimeError: engine exploded"
    assert (result.index, result.seed, result.bots) == (4, 99, ("random", "greedy"))
    rows = result_rows([result])
    assert [r["seat"] for r in rows] == [0, 1]
    assert all(r["score"] is None and r["error"] == result.error for r in rows)


def test_extras_hook() -> None:
    class Method:
        def analysis_features(self) -> dict[str, Any]:
            return {"a": [1, 2], "b": {"c": (3, 4), "d": 5}, "e": object}

    class Attribute:
        analysis_features: ClassVar[dict[str, int]] = {"x": 1}

    class Wrong:
        analysis_features: ClassVar[list[int]] = [1, 2]

    assert game_extras(object()) == {}
    assert game_extras(Method()) == {"a": [1, 2], "b.c": [3, 4], "b.d": 5, "e": str(object)}
    assert game_extras(Attribute()) == {"x": 1}
    with pytest.raises(TypeError):
        game_extras(Wrong())


# -- results files ----------------------------------------------------------------------
def test_csv_output(runner: CliRunner, tmp_path: Path, features: None) -> None:
    path = tmp_path / "runs.csv"
    result = invoke(runner, "simulate", "-n", "4", "-p", "3", "--bots", "random,greedy",
                    "--seed", "8", "--out", str(path), "--json")
    assert result.exit_code == 0, result.output
    assert "Saved 12 rows" in result.stderr
    summary = json.loads(result.stdout)
    with path.open(newline="", encoding="utf-8") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        body = list(reader)
    assert header == [*BASE_COLUMNS, "spells_learned", "level.max", "label"]
    assert len(body) == 12
    rows = read_results(path)
    assert [(r["game"], r["seat"]) for r in rows] == [(g, s) for g in range(4) for s in range(3)]
    assert [r["bot"] for r in rows[:3]] == ["random", "greedy", "random"]
    assert {r["seed"] for r in rows} == {derive_seed(8, g) for g in range(4)}
    for seat in range(3):
        scores = [r["score"] for r in rows if r["seat"] == seat]
        assert sum(scores) / 4 == summary["mean_score_by_seat"][seat]
        assert [r["spells_learned"] for r in rows if r["seat"] == seat] == [
            s % 4 for s in scores
        ]
    for game in range(4):
        seats = [r for r in rows if r["game"] == game]
        assert sum(r["win_share"] for r in seats) == pytest.approx(1.0)
        assert min(r["rank"] for r in seats) == 1
        assert {r["turns"] for r in seats} == {seats[0]["turns"]} and seats[0]["turns"] > 0
        assert all(r["label"] == "test" and r["error"] is None for r in seats)


def test_parquet_output(runner: CliRunner, tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    pa = pytest.importorskip("pyarrow")
    csv_path, pq_path = tmp_path / "runs.csv", tmp_path / "runs.parquet"
    args = ["simulate", "-n", "3", "-p", "2", "--bots", "random", "--seed", "2"]
    assert invoke(runner, *args, "--out", str(csv_path)).exit_code == 0
    result = invoke(runner, *args, "--out", str(pq_path), "--workers", "2")
    assert result.exit_code == 0, result.output
    table = pq.read_table(pq_path)
    assert table.num_rows == 6
    assert table.column_names[: len(BASE_COLUMNS)] == list(BASE_COLUMNS)
    # SpellBook's analysis features follow the base columns.
    assert {"spells_learned", "level", "stored", "days"} <= set(table.column_names)
    assert table.schema.field("seed").type == pa.uint64()
    assert table.schema.field("score").type == pa.int64()
    assert table.to_pylist() == read_results(csv_path)


def test_output_errors(runner: CliRunner, tmp_path: Path) -> None:
    result = invoke(runner, "simulate", "-n", "2", "--out", str(tmp_path / "x.txt"))
    assert result.exit_code == 2 and ".csv or .parquet" in result.stderr
    result = invoke(runner, "simulate", "-n", "2", "--address", "127.0.0.1:1")
    assert result.exit_code == 2 and "--backend ray" in result.stderr
    result = invoke(runner, "simulate", "-n", "2", "--backend", "dask")
    assert result.exit_code == 2
    result = invoke(runner, "simulate", "-n", "2", "-p", "2", "--bots", "random", "--out",
                    str(tmp_path / "missing" / "x.csv"))
    assert result.exit_code == 1 and "Cannot write" in result.stderr


# -- charts -----------------------------------------------------------------------------
def test_plots(runner: CliRunner, tmp_path: Path, features: None) -> None:
    pytest.importorskip("matplotlib")
    folder = tmp_path / "charts"
    result = invoke(runner, "simulate", "-n", "8", "-p", "2", "--bots", "greedy,random",
                    "--seed", "4", "--plots", str(folder))
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in folder.iterdir())
    assert names == [
        "game_length.png",
        "scores_by_bot.png",
        "win_rate_by_level_max.png",
        "win_rate_by_spells_learned.png",
        "win_share_by_seat.png",
    ]
    assert "Wrote 5 charts" in result.stderr
    for name in names:
        data = (folder / name).read_bytes()
        assert data.startswith(PNG) and len(data) > 2000


def test_missing_packages_are_usage_errors(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("ray", "matplotlib", "pyarrow", "pyarrow.parquet"):
        monkeypatch.setitem(sys.modules, name, None)  # makes "import NAME" fail
    cases = [
        (["--backend", "ray"], "ray is not installed"),
        (["--plots", str(tmp_path)], "matplotlib is not installed"),
        (["--out", str(tmp_path / "x.parquet")], "pyarrow is not installed"),
    ]
    for args, expected in cases:
        result = invoke(runner, "simulate", "-n", "1", "-p", "2", "--bots", "random", *args)
        assert result.exit_code == 2, result.output
        assert expected in result.stderr and "tomecraft[analysis]" in result.stderr
