"""A game from another package plugs in through the ``tomecraft.games`` entry points.

The core names no game (issue 27, section 3): the registry reads the entry-point group.
Here a tiny fourth game, Nim (take one or two stones; who takes the last one wins), lives
in a temporary package: a module and a ``.dist-info`` folder whose ``entry_points.txt``
declares it, put on the path of a child process. That process lists it with
``tomecraft games`` and plays it to the end with ``tomecraft simulate`` and ``tomecraft
play`` (bots only). Without the dist-info the same command does not know the game.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from waits import WAIT

import tomecraft
from tomecraft.core import game_names
from tomecraft.core.registry import DIST, GROUP, source_entry_points

NIM = textwrap.dedent('''
    """Nim for the registry test: a pile of stones, take 1 or 2, the last stone wins."""

    from __future__ import annotations

    from collections.abc import Mapping
    from typing import Any, Self

    from tomecraft.core import Breakdown, Cell, Decision, Event, GameDef, Rng, Row, Section
    from tomecraft.core import GameFacts, State
    from tomecraft.i18n import Msg, msg


    class NimState(State):
        game_name = "nim"

        def __init__(self, players: int, stones: int) -> None:
            self.players = players
            self.stones = stones
            self.turn = 0
            self.last: int | None = None

        @property
        def num_players(self) -> int:
            return self.players

        def decision(self) -> Decision | None:
            if self.stones == 0:
                return None
            ids = (1, 2) if self.stones >= 2 else (1,)
            return Decision(self.turn % self.players, "take", ids, msg("core-seat", seat=1))

        def _apply(self, option_id: int) -> list[Event]:
            seat = self.turn % self.players
            self.stones -= option_id
            self.last = seat
            self.turn += 1
            return [Event("take", seat, msg("core-pass"))]

        def label(self, decision: Decision, option_id: int) -> Msg:
            return msg("core-seat", seat=option_id)

        def clone(self) -> Self:
            new = type(self)(self.players, self.stones)
            new.turn, new.last = self.turn, self.last
            return new

        def to_json(self) -> dict[str, Any]:
            return {"players": self.players, "stones": self.stones, "turn": self.turn,
                    "last": self.last}

        @classmethod
        def from_json(cls, data: Mapping[str, Any]) -> Self:
            st = cls(int(data["players"]), int(data["stones"]))
            st.turn, st.last = int(data["turn"]), data["last"]
            return st

        def _view_body(self, seat: int | None) -> dict[str, Any]:
            return self.to_json()

        def scores(self) -> list[int]:
            return [int(s == self.last and self.stones == 0) for s in range(self.players)]

        def winners(self) -> list[int]:
            return [self.last] if self.stones == 0 and self.last is not None else []

        def board(self, seat: int | None) -> list[Section]:
            return [Section("pile", [Row(msg("core-chance"), [Cell(str(self.stones))])])]

        def breakdown(self) -> Breakdown:
            return Breakdown([msg("core-seat", seat=s + 1) for s in range(self.players)], [],
                             self.scores(), [])


    class NimGame(GameDef):
        facts = GameFacts("nim", players=(2, 3), state=NimState, actions=3)

        def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
            return {"players": int(raw.get("players", 2)), "stones": 9}

        def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
            return NimState(int(config["players"]), int(config["stones"]))

        def heuristic(self, state: State, seat: int) -> float:
            return 0.0
''')


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    """A folder holding the ``tinynim`` package and its installed metadata."""
    (tmp_path / "tinynim").mkdir()
    (tmp_path / "tinynim" / "__init__.py").write_text(NIM)
    info = tmp_path / "tinynim-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tinynim\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\nnim = tinynim:NimGame\n")
    return tmp_path


def _cli(args: list[str], path: list[Path]) -> subprocess.CompletedProcess[str]:
    """``tomecraft ARGS`` in a child process with ``path`` before this tomecraft's folder."""
    here = Path(tomecraft.__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(str(p) for p in [*path, here]),
               COLUMNS="120", NO_COLOR="1")
    code = "from tomecraft.cli import main; main()"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, timeout=WAIT, check=False)


def test_a_game_from_another_package_is_played_through_the_cli(plugin: Path) -> None:
    listed = _cli(["games"], [plugin])
    assert listed.returncode == 0, listed.stderr
    for name in ("nim", "spellbook", "madness", "wonderbook"):
        assert name in listed.stdout

    done = _cli(["simulate", "nim", "-n", "6", "-p", "2", "--bots", "random,greedy",
                 "--seed", "5", "--json"], [plugin])
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["game"] == "nim" and summary["config"] == {"players": 2, "stones": 9}
    assert summary["completed"] == 6 and summary["errors"] == 0
    assert sum(summary["wins_by_seat"]) == 6  # every game of Nim ends with one winner

    played = _cli(["play", "nim", "--players", "random,random", "--seed", "2"], [plugin])
    assert played.returncode == 0, played.stdout + played.stderr
    assert "nim" in played.stdout


def test_without_its_metadata_the_game_is_unknown(plugin: Path) -> None:
    (plugin / "tinynim-0.1.dist-info" / "entry_points.txt").unlink()
    done = _cli(["simulate", "nim", "-n", "1", "--json"], [plugin])
    assert done.returncode != 0
    assert "nim" in done.stdout + done.stderr and "spellbook" in done.stdout + done.stderr


def test_the_bundled_games_are_the_pyproject_entry_points() -> None:
    """Each package under games/ with a game.py is declared, and nothing else."""
    root = Path(__file__).resolve().parent.parent
    declared = source_entry_points(root / "src" / "tomecraft")
    assert declared is not None
    packages = sorted(p.parent.name for p in (root / "src/tomecraft/games").glob("*/game.py"))
    assert sorted(declared) == packages
    for name, value in declared.items():
        assert value.startswith(f"tomecraft.games.{name}.game:")
    assert set(packages) <= set(game_names())


def test_source_entry_points_only_read_a_tomecraft_source_tree(tmp_path: Path) -> None:
    pkg = tmp_path / "src" / "tomecraft"
    pkg.mkdir(parents=True)
    assert source_entry_points(pkg) is None  # no pyproject.toml
    table = f'[project.entry-points."{GROUP}"]\nx = "a.b:C"\n'
    (tmp_path / "pyproject.toml").write_text(f'[project]\nname = "other"\n{table}')
    assert source_entry_points(pkg) is None  # another project's tree
    (tmp_path / "pyproject.toml").write_text(f'[project]\nname = "{DIST}"\n{table}')
    assert source_entry_points(pkg) == {"x": "a.b:C"}
    site = tmp_path / "lib" / "tomecraft"  # an installed package: not under src/
    site.mkdir(parents=True)
    (tmp_path / "lib" / "pyproject.toml").write_text(f'[project]\nname = "{DIST}"\n{table}')
    assert source_entry_points(site) is None


def test_the_core_names_no_game() -> None:
    """No module of the core imports a game package (the registry reads entry points)."""
    core = Path(tomecraft.__file__).resolve().parent / "core"
    imports = re.compile(r"(from|import)\s+tomecraft\.games|import_module\(\s*.tomecraft\.games")
    sources = sorted(core.glob("*.py"))
    assert sources
    for source in sources:
        assert not imports.search(source.read_text()), source.name


def test_a_source_tree_ignores_the_installed_metadata_of_another_checkout(
    tmp_path: Path,
) -> None:
    """With ``src`` on the path, tomecraft's own games come from this tree's pyproject:
    a ``tomecraft`` dist-info of another checkout (here: declaring a game that does not
    exist and none of the bundled ones) changes nothing. Only where this tomecraft runs
    from a source tree."""
    here = Path(tomecraft.__file__).resolve().parent
    if source_entry_points(here) is None:
        pytest.skip("tomecraft runs from an installed package here, not a source tree")
    info = tmp_path / "tomecraft-0.0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tomecraft\nVersion: 0.0.1\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\nghost = nowhere.at.all:Ghost\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(here.parent)]))
    code = "from tomecraft.core import game_names; print(','.join(game_names()))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=WAIT, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [",".join(sorted(source_entry_points(here) or {}))]
    assert "ghost" not in done.stdout
