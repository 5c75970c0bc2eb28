"""``tomecraft build`` (:mod:`tomecraft.compile`): refusals, the install's ``RECORD``, a
failed build that changes nothing, ``--clean``, and ``simulate``'s hint.

The real compile runs in CI's compiled leg (``.ci/run``: ``tomecraft build`` on a regular
install); there :func:`test_a_compiled_install_records_its_extensions` checks that every
extension module it added is in ``RECORD`` with its hash. Here the build's steps run on
a fake install in a temporary folder, with the slow mypyc and C compiler steps replaced.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tomecraft import compile as compiler
from tomecraft.build import COMPILED, INTERPRETED, is_compiled
from tomecraft.interfaces.cli import simulate as simulate_module
from tomecraft.interfaces.cli.app import app

ROOT = Path(__file__).resolve().parent.parent
SUFFIX = compiler.ext_suffix()


def _editable_or_source_tree() -> bool:
    try:
        compiler.installation()
    except compiler.BuildRefused:
        return True
    return False


# -- refusals --------------------------------------------------------------------------------
def test_a_developer_install_is_refused_with_the_reason() -> None:
    if not _editable_or_source_tree():
        pytest.skip("this test run imports a regular install")
    with pytest.raises(compiler.BuildRefused, match=r"editable install|not from an installed"):
        compiler.installation()
    assert compiler.could_build() is False
    result = CliRunner().invoke(app, ["build"], env={"TOMECRAFT_LANG": "en", "COLUMNS": "300"})
    assert result.exit_code == 1
    assert "stays interpreted" in result.output or "only a regular" in result.output
    assert not is_compiled()


def test_missing_compiler_and_mypyc_are_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC", "/nonexistent/cc")
    assert compiler.compiler_problem() is not None
    message = compiler.missing_tools()
    assert message is not None and "build-essential python3-dev" in message
    monkeypatch.delenv("CC")
    if compiler.compiler_problem() is not None:
        pytest.skip("no C compiler on this machine")
    real = compiler.importlib.util.find_spec

    def no_mypyc(name: str, *args: Any) -> Any:
        return None if name == "mypyc" else real(name, *args)

    monkeypatch.setattr(compiler.importlib.util, "find_spec", no_mypyc)
    message = compiler.missing_tools()
    assert message is not None and compiler.MYPY_REQUIREMENT in message


def test_the_build_extra_pins_the_mypy_the_build_asks_for() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    assert compiler.MYPY_REQUIREMENT in extras["build"]
    mypy_pins = {r for deps in extras.values() for r in deps if r.startswith("mypy")}
    assert mypy_pins == {compiler.MYPY_REQUIREMENT}
    readme = (ROOT / "README.md").read_text()
    command = compiler.INSTALL_TOOLS.format(pip=".venv/bin/pip") + " && .venv/bin/tomecraft build"
    assert command in readme
    # one module list: every compiled module exists
    for module in compiler.MODULES:
        assert (ROOT / "src" / module).is_file(), module


# -- a fake install ------------------------------------------------------------------------
def _hash(path: Path) -> str:
    digest = hashlib.sha256(path.read_bytes()).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


@pytest.fixture
def fake_site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A site-packages with a tiny ``tomecraft`` package, its RECORD, one stale
    extension module of an earlier build and one unrelated library."""
    site = tmp_path / "site"
    (site / "tomecraft" / "core").mkdir(parents=True)
    (site / "tomecraft" / "__init__.py").write_text("")
    (site / "tomecraft" / "core" / "state.py").write_text("X = 1\n")
    (site / "tomecraft" / f"gone{SUFFIX}").write_bytes(b"old build")
    (site / f"other{SUFFIX}").write_bytes(b"not ours")
    info = site / "tomecraft-0.1.0.dist-info"
    info.mkdir()
    record = info / "RECORD"
    lines = [
        f"tomecraft/__init__.py,{_hash(site / 'tomecraft' / '__init__.py')},0",
        "tomecraft/core/state.py,sha256=x,6",
        f"tomecraft/gone{SUFFIX},sha256=y,9",
        "tomecraft-0.1.0.dist-info/RECORD,,",
    ]
    record.write_text("\n".join(lines) + "\n")
    monkeypatch.setattr(compiler, "installation", lambda: (site, record))
    monkeypatch.setattr(compiler, "missing_tools", lambda: None)
    # The package holds one module, not MODULES: the constructors' step is tested alone
    # (tests/test_build_inits.py) and, refusing, below; the clones' step alone
    # (tests/test_clone_fields.py).
    monkeypatch.setattr(compiler, "_write_inits", lambda src, say: None)
    monkeypatch.setattr(compiler, "_write_clones", lambda src, say: None)
    return site, record


def _snapshot(site: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(site)): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()
    }


def _fake_compile(extensions: list[Any], src: Path, cdir: Path, jobs: int, say: Any) -> None:
    """What the C compiler leaves: one extension module per compiled module, one library."""
    (src / f"{compiler.GROUP}__mypyc{SUFFIX}").write_bytes(b"library")
    (src / "tomecraft" / "core" / f"state{SUFFIX}").write_bytes(b"state shim")
    say("[1/1] tomecraft/core/state.py")


real_write_inits = compiler._write_inits


def test_a_failed_build_changes_nothing(
    fake_site: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    site, _ = fake_site
    before = _snapshot(site)
    temps: list[Path] = []

    def fails(src: Path, *_: Any) -> list[Any]:
        temps.append(src)
        raise compiler.BuildRefused("mypyc could not compile the engine (exit status 1)")

    monkeypatch.setattr(compiler, "_generate", fails)
    with pytest.raises(compiler.BuildRefused, match="mypyc could not"):
        compiler.build(say=lambda _: None)
    assert _snapshot(site) == before
    assert temps and not temps[0].exists()  # the temporary folder is gone

    # The constructors' step refuses (this package lacks the compiled modules): the
    # refusal names the module, and nothing reaches mypyc or the install.
    monkeypatch.setattr(compiler, "_write_inits", real_write_inits)
    with pytest.raises(compiler.BuildRefused, match=r"__init__: tomecraft\.i18n: no such"):
        compiler.build(say=lambda _: None)
    assert _snapshot(site) == before and len(temps) == 1
    monkeypatch.setattr(compiler, "_write_inits", lambda src, say: None)

    def smoke_fails(src: Path) -> None:
        raise compiler.BuildRefused("the compiled engine failed its check")

    monkeypatch.setattr(compiler, "_generate", lambda *_: [])
    monkeypatch.setattr(compiler, "_compile_all", _fake_compile)
    monkeypatch.setattr(compiler, "_smoke_test", smoke_fails)
    with pytest.raises(compiler.BuildRefused, match="failed its check"):
        compiler.build(say=lambda _: None)
    assert _snapshot(site) == before


def test_build_records_its_files_and_clean_removes_them(
    fake_site: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    site, record = fake_site
    monkeypatch.setattr(compiler, "_generate", lambda *_: [])
    monkeypatch.setattr(compiler, "_compile_all", _fake_compile)
    monkeypatch.setattr(compiler, "_smoke_test", lambda src: None)
    said: list[str] = []
    installed = compiler.build(say=said.append, jobs=2)
    library = site / f"{compiler.GROUP}__mypyc{SUFFIX}"
    shim = site / "tomecraft" / "core" / f"state{SUFFIX}"
    assert sorted(installed) == sorted([library, shim])
    assert library.read_bytes() == b"library" and shim.read_bytes() == b"state shim"
    assert not (site / "tomecraft" / f"gone{SUFFIX}").exists()  # the stale one is removed
    assert (site / f"other{SUFFIX}").exists()  # not ours
    rows = {line.split(",")[0]: line.split(",")[1:] for line in record.read_text().split()}
    for path in (library, shim):
        rel = path.relative_to(site).as_posix()
        assert rows[rel] == [_hash(path), str(path.stat().st_size)]
    assert f"tomecraft/gone{SUFFIX}" not in rows
    assert "tomecraft/core/state.py" in rows and "tomecraft-0.1.0.dist-info/RECORD" in rows
    assert any(line.startswith("[1/1] tomecraft/core/state.py") for line in said)
    assert "done: 2 extension modules" in said[-1]

    # a second build replaces the rows instead of adding more
    compiler.build(say=lambda _: None)
    names = [line.split(",")[0] for line in record.read_text().split()]
    assert len(names) == len(set(names))

    assert compiler.clean(say=said.append) == 2
    assert not library.exists() and not shim.exists()
    assert (site / f"other{SUFFIX}").exists()
    left = record.read_text()
    assert SUFFIX not in left and "tomecraft/core/state.py" in left
    assert "runs interpreted" in said[-1]


def test_a_compiled_install_records_its_extensions() -> None:
    """On CI's compiled leg: every extension module ``tomecraft build`` put in the install
    is in ``RECORD`` with its hash and size (so ``pip uninstall`` removes it)."""
    if not is_compiled():
        pytest.skip("the interpreted build runs")
    site, record = compiler.installation()
    rows = {line.split(",")[0]: line.split(",")[1:] for line in record.read_text().split()}
    files = compiler.built_files(site)
    assert len(files) == len(compiler.MODULES) + 1
    for path in files:
        assert rows[path.relative_to(site).as_posix()] == [_hash(path), str(path.stat().st_size)]


# -- simulate's hint ---------------------------------------------------------------------------
HINT = "tomecraft build` compiles it in place"


def _simulate(monkeypatch: pytest.MonkeyPatch, *, build: str, can: bool, long_s: float,
              as_json: bool = False) -> Any:
    monkeypatch.setattr(simulate_module, "build_name", lambda: build)
    monkeypatch.setattr(simulate_module, "LONG_RUN_S", long_s)
    monkeypatch.setattr(compiler, "could_build", lambda: can)
    args = ["simulate", "spellbook", "--games", "3", "--players", "2", "--bots", "random"]
    result = CliRunner().invoke(
        app, [*args, *(["--json"] if as_json else [])],
        env={"TOMECRAFT_LANG": "en", "COLUMNS": "300"},
    )
    assert result.exit_code == 0, result.output
    return result


def test_simulate_suggests_the_compiled_build_once_after_a_long_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    result = _simulate(monkeypatch, build=INTERPRETED, can=True, long_s=0.0)
    assert result.output.count(HINT) == 1
    assert HINT not in result.stdout  # on stderr, after the summary
    result = _simulate(monkeypatch, build=INTERPRETED, can=True, long_s=0.0, as_json=True)
    assert json.loads(result.stdout)["build"] == INTERPRETED
    assert result.stderr.count(HINT) == 1
    for build, can, long_s in (
        (INTERPRETED, True, 1e9),  # a short run
        (INTERPRETED, False, 0.0),  # nothing could be built here
        (COMPILED, True, 0.0),  # already compiled
    ):
        result = _simulate(monkeypatch, build=build, can=can, long_s=long_s)
        assert HINT not in result.output, (build, can, long_s)


def test_long_interpreted_run() -> None:
    base = {"build": INTERPRETED, "games": 100, "games_per_second": 2.0}
    assert simulate_module.long_interpreted_run(base)  # 50 s
    assert not simulate_module.long_interpreted_run({**base, "games_per_second": 20.0})
    assert not simulate_module.long_interpreted_run({**base, "build": COMPILED})
    assert not simulate_module.long_interpreted_run({**base, "games_per_second": None})


def test_cli_help_names_the_build_command() -> None:
    result = CliRunner().invoke(app, ["build", "--help"], env={"TOMECRAFT_LANG": "en"})
    assert result.exit_code == 0
    assert re.search(r"--clean", result.output) and "--jobs" in result.output


def test_build_on_a_compiled_engine_says_so_and_compiles_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A second ``tomecraft build`` does not silently spend minutes compiling again:
    it says the engine is compiled and names ``--force``, which does compile."""
    import sys

    app_module = sys.modules["tomecraft.interfaces.cli.app"]
    calls: list[int | None] = []
    monkeypatch.setattr(app_module, "is_compiled", lambda: True)
    monkeypatch.setattr(compiler, "build", lambda *, jobs=None: calls.append(jobs) or [])
    env = {"TOMECRAFT_LANG": "en", "COLUMNS": "300"}
    result = CliRunner().invoke(app, ["build"], env=env)
    assert result.exit_code == 0, result.output
    assert "already compiled" in result.output and "--force" in result.output
    assert calls == []
    result = CliRunner().invoke(app, ["build", "--force", "-j", "3"], env=env)
    assert result.exit_code == 0, result.output
    assert calls == [3]
