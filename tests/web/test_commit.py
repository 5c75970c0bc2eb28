"""The per-decision hot path: group commit, background checkpoints, message encoding."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from tomecraft.interfaces.web.commits import GroupCommit
from tomecraft.interfaces.web.store import DecisionRow, GameRow, Store
from tomecraft.interfaces.web.wire import dumpb, dumps


def _store(path: Path, *ids: str) -> Store:
    store = Store(path)
    now = time.time()
    for gid in ids:
        store.create_game(GameRow(gid, "spellbook", {}, 1, [], "active", True, "en", now, now))
    return store


def _row(idx: int, option: int = 1) -> DecisionRow:
    return DecisionRow(idx, 0, option, "human")


def test_batch_stores_every_game_and_isolates_a_bad_one(tmp_path: Path) -> None:
    store = _store(tmp_path / "db.sqlite3", "a", "b", "c")
    assert store.add_decisions_many([("a", [_row(0)], False), ("b", [_row(0), _row(1)], True)]) \
        == [None, None]
    # "a" repeats index 0 (a conflict), "zz" is no game: only "c" goes in
    errors = store.add_decisions_many(
        [("a", [_row(0, 7)], False), ("c", [_row(0)], True), ("zz", [_row(0)], False)]
    )
    assert isinstance(errors[0], sqlite3.IntegrityError)
    assert errors[1] is None
    assert isinstance(errors[2], sqlite3.IntegrityError)
    assert store.decisions("a") == [_row(0)]
    assert store.decisions("b") == [_row(0), _row(1)]
    assert store.decisions("c") == [_row(0)]
    status = {g.id: g.status for g in store.games()}
    assert status == {"a": "active", "b": "finished", "c": "finished"}
    store.close()


def test_group_commit_batches_and_reports_per_game(tmp_path: Path) -> None:
    store = _store(tmp_path / "db.sqlite3", *(f"g{i}" for i in range(20)))
    batches: list[int] = []
    real = store.add_decisions_many

    def counting(batch: Sequence[tuple[str, Sequence[DecisionRow], bool]]) -> list[
            sqlite3.Error | None]:
        batches.append(len(batch))
        return real(batch)

    store.add_decisions_many = counting  # type: ignore[method-assign]

    async def main() -> list[BaseException | None]:
        commits = GroupCommit(store)
        results = await asyncio.gather(
            *(commits.add_decisions(f"g{i}", [_row(0)]) for i in range(20)),
            commits.add_decisions("g3", [_row(0)]),  # a conflict: only this one fails
            return_exceptions=True,
        )
        await commits.drain()
        return list(results)

    results = asyncio.run(main())
    assert results[:20] == [None] * 20
    assert isinstance(results[20], sqlite3.IntegrityError)
    assert batches == [21]  # one transaction for everything that arrived in one tick
    assert all(store.decisions(f"g{i}") == [_row(0)] for i in range(20))
    store.close()


def test_seat_claims_ride_in_group_commit_batches(tmp_path: Path) -> None:
    """Seat writes go in batches of at most 100 games (later writes of a game win),
    sharing the worker-thread hop of the decisions, and a failing batch reaches every
    waiter of it."""
    store = _store(tmp_path / "db.sqlite3", *(f"g{i}" for i in range(250)))
    sizes: list[int] = []
    real = store.update_seats_many

    def counting(items: Sequence[tuple[str, list[dict[str, object]]]]) -> None:
        sizes.append(len(items))
        real(items)

    store.update_seats_many = counting  # type: ignore[method-assign]

    async def main() -> list[BaseException | None]:
        commits = GroupCommit(store)
        results = await asyncio.gather(
            *(commits.update_seats(f"g{i}", [{"kind": "human", "n": i}]) for i in range(250)),
            commits.update_seats("g7", [{"kind": "bot", "n": 7}]),
            commits.add_decisions("g0", [_row(0)]),
            return_exceptions=True,
        )
        await commits.drain()
        return list(results)

    assert asyncio.run(main()) == [None] * 252
    assert sizes == [100, 100, 51]
    seats = {g.id: g.seats for g in store.games()}
    assert seats["g7"] == [{"kind": "bot", "n": 7}]
    assert seats["g249"] == [{"kind": "human", "n": 249}]
    assert store.decisions("g0") == [_row(0)]

    def broken(_items: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    store.update_seats_many = broken  # type: ignore[method-assign,assignment]

    async def failing() -> list[BaseException | None]:
        commits = GroupCommit(store)
        return list(await asyncio.gather(
            commits.update_seats("g1", []), commits.update_seats("g2", []),
            commits.add_decisions("g1", [_row(0)]), return_exceptions=True,
        ))

    results = asyncio.run(failing())
    assert all(isinstance(r, sqlite3.OperationalError) for r in results[:2])
    assert results[2] is None  # the decisions are a transaction of their own
    store.close()


def test_group_commit_failure_reaches_every_waiter(tmp_path: Path) -> None:
    store = _store(tmp_path / "db.sqlite3", "a", "b")

    def broken(batch: object) -> list[sqlite3.Error | None]:
        raise sqlite3.OperationalError("disk I/O error")

    store.add_decisions_many = broken  # type: ignore[method-assign]

    async def main() -> list[BaseException | None]:
        commits = GroupCommit(store)
        return list(await asyncio.gather(
            commits.add_decisions("a", [_row(0)]), commits.add_decisions("b", [_row(0)]),
            return_exceptions=True,
        ))

    assert all(isinstance(r, sqlite3.OperationalError) for r in asyncio.run(main()))
    store.close()


def test_background_checkpoints(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = _store(path, "a")
    store.start_checkpoints(interval=0.05)
    try:
        store.add_decisions("a", [_row(i) for i in range(200)])
        time.sleep(0.3)
        # commits no longer checkpoint; the thread did, so the WAL was copied back
        assert store._db.execute("PRAGMA wal_autocheckpoint").fetchone() == (0,)
        other = sqlite3.connect(path)
        try:
            assert other.execute("SELECT COUNT(*) FROM decisions").fetchone() == (200,)
            busy, frames, done = other.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            assert busy == 0 and frames == done
        finally:
            other.close()
    finally:
        store.stop_checkpoints()
    assert store._db.execute("PRAGMA wal_autocheckpoint").fetchone() == (1000,)
    store.close()


@pytest.mark.parametrize("value", [
    {"a": [1, 2.5, None, True], "b": {"c": "Ωmega ● 繁體"}},
    {"type": "state", "view": {"0": [1], "1": {"x": -3}}, "text": 'quote " and \\ and \n'},
    {"big": 2**70},
    [{"i": 1, "seat": None, "text": "é"}],
])
def test_dumps_matches_json(value: object) -> None:
    assert json.loads(dumps(value)) == json.loads(json.dumps(value, ensure_ascii=False))
    assert "\\u" not in dumps(value)  # UTF-8 text, as before
    assert dumpb(value) == dumps(value).encode("utf-8")  # the bytes the frames carry


def test_a_lone_surrogate_is_written_escaped() -> None:
    """Text that is not valid Unicode cannot go out as UTF-8: it is escaped, both ways."""
    value = {"name": "a\ud800b", "big": 2**70}
    assert json.loads(dumpb(value)) == value
    assert b"\\ud800" in dumpb(value) and dumps(value) == dumpb(value).decode()
