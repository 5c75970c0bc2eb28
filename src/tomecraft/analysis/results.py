"""Results files: one row per game and seat, as CSV or Parquet.

Columns, in order: :data:`BASE_COLUMNS`, then the game's extras (see
:mod:`tomecraft.analysis.runners`) in the order they first appear. A per-seat extra gives
each seat's row its own entry; a per-game one is repeated on every row of the game. An
extra named like a base column is written as ``extra.NAME``. A game that failed has one
row per seat with its ``error`` and empty results; so does a game a bot-only safeguard
stopped unfinished (its extras, e.g. Wonder Book's ``unfinished``, say so).

The format follows the file name: ``.csv`` (empty cells for missing values, lists as
JSON) or ``.parquet`` (PyArrow; seeds are unsigned 64-bit integers, lists stay lists
when PyArrow can type them and become JSON text otherwise).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tomecraft.analysis import require
from tomecraft.analysis.runners import GameResult

BASE_COLUMNS: tuple[str, ...] = (
    "game",
    "seed",
    "seat",
    "bot",
    "score",
    "win_share",
    "rank",
    "turns",
    "decisions",
    "player_decisions",
    "error",
)
#: File suffix -> format name.
FORMATS = {".csv": "csv", ".parquet": "parquet"}
Row = dict[str, Any]


class UnknownFormat(ValueError):
    """The file name does not say CSV or Parquet."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"cannot tell the format of {path}: use .csv or .parquet")
        self.path = path


def results_format(path: Path) -> str:
    """``"csv"`` or ``"parquet"`` from the suffix; raises :class:`UnknownFormat`."""
    fmt = FORMATS.get(path.suffix.lower())
    if fmt is None:
        raise UnknownFormat(path)
    return fmt


def check_writable(path: Path) -> str:
    """Check the format and its library before a long run; returns the format."""
    fmt = results_format(path)
    if fmt == "parquet":
        require("pyarrow.parquet", "pyarrow")
    return fmt


def _extra_column(key: str) -> str:
    return f"extra.{key}" if key in BASE_COLUMNS else key


def result_rows(results: Sequence[GameResult]) -> list[Row]:
    """One row per game and seat (games in the given order, seats in order)."""
    rows: list[Row] = []
    for r in results:
        seats = len(r.bots) or len(r.scores)
        shares, ranks = r.win_shares, r.ranks
        done = r.error is None and not r.unfinished  # an unfinished game has no result
        for seat in range(seats):
            row: Row = {
                "game": r.index,
                "seed": r.seed,
                "seat": seat,
                "bot": r.bots[seat] if seat < len(r.bots) else None,
                "score": r.scores[seat] if done else None,
                "win_share": shares[seat] if done else None,
                "rank": ranks[seat] if done else None,
                "turns": r.turns,
                "decisions": r.decisions,
                "player_decisions": r.player_decisions,
                "error": r.error,
            }
            for key, value in r.extras.items():
                per_seat = isinstance(value, list) and len(value) == seats
                row[_extra_column(key)] = value[seat] if per_seat else value
            rows.append(row)
    return rows


def columns(rows: Sequence[Row]) -> list[str]:
    """The base columns, then every other key in order of first appearance."""
    seen = dict.fromkeys(BASE_COLUMNS)
    for row in rows:
        seen.update(dict.fromkeys(row))
    return list(seen)


def _csv_cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, list | dict):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return value


def _write_csv(path: Path, rows: Sequence[Row]) -> None:
    names = columns(rows)
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(names)
        for row in rows:
            writer.writerow([_csv_cell(row.get(name)) for name in names])


def _write_parquet(path: Path, rows: Sequence[Row]) -> None:
    pa = require("pyarrow")
    pq = require("pyarrow.parquet", "pyarrow")
    types = {
        "game": pa.int64(),
        "seed": pa.uint64(),
        "seat": pa.int64(),
        "bot": pa.string(),
        "score": pa.int64(),
        "win_share": pa.float64(),
        "rank": pa.int64(),
        "turns": pa.int64(),
        "decisions": pa.int64(),
        "player_decisions": pa.int64(),
        "error": pa.string(),
    }
    arrays = {}
    for name in columns(rows):
        values = [row.get(name) for row in rows]
        if name in types:
            arrays[name] = pa.array(values, type=types[name])
            continue
        try:
            arrays[name] = pa.array(values)
        except (pa.ArrowInvalid, pa.ArrowTypeError):
            arrays[name] = pa.array(
                [None if v is None else json.dumps(v, ensure_ascii=False) for v in values],
                type=pa.string(),
            )
    pq.write_table(pa.table(arrays), path)


def write_results(path: Path, results: Sequence[GameResult]) -> int:
    """Write the rows of ``results`` to ``path``; returns the number of rows.

    Raises :class:`UnknownFormat`, :class:`~tomecraft.analysis.MissingPackage` (Parquet
    without PyArrow) or :class:`OSError`.
    """
    fmt = check_writable(path)
    rows = result_rows(results)
    if fmt == "csv":
        _write_csv(path, rows)
    else:
        _write_parquet(path, rows)
    return len(rows)


def _parse_cell(name: str, text: str) -> Any:
    if text == "":
        return None
    if name in ("bot", "error"):
        return text
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    if text[0] in "[{":
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            pass
    if text in ("True", "False"):
        return text == "True"
    return text


def read_results(path: Path) -> list[Row]:
    """Rows written by :func:`write_results` (CSV cells are turned back into values)."""
    if results_format(path) == "csv":
        with path.open(newline="", encoding="utf-8") as fh:
            return [
                {k: _parse_cell(k, v) for k, v in row.items()} for row in csv.DictReader(fh)
            ]
    pq = require("pyarrow.parquet", "pyarrow")
    rows: list[Row] = pq.read_table(path).to_pylist()
    return rows
