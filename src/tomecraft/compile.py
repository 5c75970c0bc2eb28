"""``tomecraft build``: compile the installed engine with mypyc, in place (``--clean`` undoes it).

The install (``pip install .``) is interpreted, so the first game needs no C compiler and
no wait. This step turns it into the compiled build: it copies the installed package into
a temporary folder, writes into that copy the ``__init__`` of every dataclass in
:data:`MODULES` (:mod:`tomecraft.build_inits`: the ``__init__`` that the dataclasses
module makes at import time would stay interpreted under mypyc, mypyc/mypyc#817; the
source keeps plain dataclasses, one source for both builds) and each game state's clone
as plain assignments (:mod:`tomecraft.build_clones`: the copy that
:mod:`tomecraft.core.clone` generates at import from the state's one declaration), has
mypyc translate
:data:`MODULES` into one group of C files (one
file per module, ``multi_file``), compiles those files in parallel (one C compiler per
core) at ``-O`` :data:`OPT_LEVEL`, links one shared library (``tomecraft__mypyc``) and
one small shim extension per module, imports the result in a child process and plays two
games with it, and only then moves the extension modules next to the installed sources
(Python imports an extension before a source of the same name). A build that fails at
any step changes nothing. The files added are written into the distribution's
``RECORD``, so ``pip uninstall`` and a reinstall remove them: no old extension can shadow
newer sources.

Refused, with the reason and what to do: an editable install or a source tree (developers
stay interpreted), no working C compiler or Python headers, no mypyc (mypy), a dataclass
whose ``__init__`` the build cannot reproduce exactly (``build_inits`` names the module,
class and field, and what is supported).

This module is standalone (standard library only at import time) and holds the one list
of compiled modules and the one build function.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import importlib
import importlib.machinery
import importlib.metadata
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

#: The mypy release whose mypyc builds the engine (the ``build`` extra pins the same).
MYPY_REQUIREMENT = "mypy==2.4.1"
#: The command that installs what the build needs (the README gives it with ``.venv/bin/pip``).
INSTALL_TOOLS = "{pip} install '" + MYPY_REQUIREMENT + "' setuptools"
#: C optimisation level (see docs/performance.md: -O2 costs less compile time than -O3
#: for the same instructions per decision).
OPT_LEVEL = "2"
#: The shared library's name: ``tomecraft__mypyc<EXT_SUFFIX>`` next to the package.
GROUP = "tomecraft"

#: Modules compiled with mypyc (paths in the package's folder). Kept interpreted: the
#: pydantic content packs, the interfaces, analysis, and position/render/observation
#: helpers (not hot).
MODULES = [
    "tomecraft/i18n.py",
    "tomecraft/core/actions.py",
    "tomecraft/core/board.py",
    "tomecraft/core/config.py",
    "tomecraft/core/coop.py",
    "tomecraft/core/decision.py",
    "tomecraft/core/errors.py",
    "tomecraft/core/events.py",
    "tomecraft/core/gamedef.py",
    "tomecraft/core/match.py",
    "tomecraft/core/registry.py",
    "tomecraft/core/rng.py",
    "tomecraft/core/serial.py",
    "tomecraft/core/stack.py",
    "tomecraft/core/state.py",
    "tomecraft/games/spellbook/actions.py",
    "tomecraft/games/spellbook/data.py",
    "tomecraft/games/spellbook/flow.py",
    "tomecraft/games/spellbook/game.py",
    "tomecraft/games/spellbook/learning.py",
    "tomecraft/games/spellbook/spells.py",
    "tomecraft/games/spellbook/state.py",
    "tomecraft/games/spellbook/table.py",
    "tomecraft/games/spellbook/task_base.py",
    "tomecraft/games/spellbook/tasks.py",
    "tomecraft/games/spellbook/topics.py",
    "tomecraft/games/wonderbook/action_options.py",
    "tomecraft/games/wonderbook/actions.py",
    "tomecraft/games/wonderbook/chapter.py",
    "tomecraft/games/wonderbook/chapter_cards.py",
    "tomecraft/games/wonderbook/combat.py",
    "tomecraft/games/wonderbook/conditions.py",
    "tomecraft/games/wonderbook/content_records.py",
    "tomecraft/games/wonderbook/data.py",
    "tomecraft/games/wonderbook/decks.py",
    "tomecraft/games/wonderbook/enemies.py",
    "tomecraft/games/wonderbook/game.py",
    "tomecraft/games/wonderbook/hero_changes.py",
    "tomecraft/games/wonderbook/heuristic.py",
    "tomecraft/games/wonderbook/hero_actions.py",
    "tomecraft/games/wonderbook/reach.py",
    "tomecraft/games/wonderbook/scene_changes.py",
    "tomecraft/games/wonderbook/state.py",
    "tomecraft/games/wonderbook/state_json.py",
    "tomecraft/games/wonderbook/taskbase.py",
    "tomecraft/games/wonderbook/tasks.py",
    # The Big Book of Madness: its task classes follow the compiled pattern (family base
    # ``TaskBase``, each class named right after its body with ``task_named()``; mypyc
    # rejects class variables in dataclass bodies and dataclasses with a generic base).
    "tomecraft/games/madness/action_tasks.py",
    "tomecraft/games/madness/actions.py",
    "tomecraft/games/madness/data.py",
    "tomecraft/games/madness/effects.py",
    "tomecraft/games/madness/flow.py",
    "tomecraft/games/madness/game.py",
    "tomecraft/games/madness/config.py",
    "tomecraft/games/madness/determinizer.py",
    "tomecraft/games/madness/heuristic.py",
    "tomecraft/games/madness/search.py",
    "tomecraft/games/madness/options.py",
    "tomecraft/games/madness/payment.py",
    "tomecraft/games/madness/setup.py",
    "tomecraft/games/madness/state.py",
    "tomecraft/games/madness/table.py",
    "tomecraft/games/madness/changes.py",
    "tomecraft/games/madness/tasks.py",
    "tomecraft/games/madness/task_base.py",
    "tomecraft/games/madness/card_verbs.py",
    "tomecraft/games/madness/table_verbs.py",
    "tomecraft/games/madness/choices.py",
    "tomecraft/games/madness/documents.py",
    "tomecraft/bots/base.py",
    "tomecraft/bots/mcts.py",
    "tomecraft/bots/play.py",
    "tomecraft/bots/rollout.py",
    "tomecraft/bots/simple.py",
]

#: mypy's settings for the build: only the compiled modules' own errors count (mypyc
#: refuses to compile code with type errors); optional libraries may be absent.
MYPY_CONFIG = """[mypy]
python_version = {version}
follow_imports = silent
ignore_missing_imports = True
"""

#: What the child process runs on the finished build before anything is moved.
SMOKE_TEST = """
from tomecraft.build import is_compiled
from tomecraft.bots import play_game
from tomecraft.core import get_game
assert is_compiled(), "the built extensions were not imported"
for name, config in (("spellbook", {"players": 4}), ("madness", {"players": 3})):
    play_game(get_game(name), config, ["random"] * config["players"], 7)
print("ok")
"""


class BuildRefused(Exception):
    """The compiled build cannot be made here; the message says why and what to do."""


def ext_suffix() -> str:
    """The file-name ending of this interpreter's extension modules."""
    return str(sysconfig.get_config_var("EXT_SUFFIX") or importlib.machinery.EXTENSION_SUFFIXES[0])


# -- where the installed package is --------------------------------------------------------
def package_dir() -> Path:
    """The folder of the ``tomecraft`` package that this interpreter imports."""
    spec = importlib.util.find_spec("tomecraft")
    assert spec is not None and spec.origin is not None
    return Path(spec.origin).resolve().parent


def installation() -> tuple[Path, Path]:
    """``(site, record)``: the folder holding the installed package and its ``RECORD``.

    Raises :class:`BuildRefused` for an editable install or a package that does not run
    from its installed files (a source tree on ``PYTHONPATH``).
    """
    pkg = package_dir()
    try:
        dist = importlib.metadata.distribution("tomecraft")
    except importlib.metadata.PackageNotFoundError:
        dist = None
    direct = dist.read_text("direct_url.json") if dist is not None else None
    if direct and json.loads(direct).get("dir_info", {}).get("editable"):
        raise BuildRefused(
            "this is an editable install (pip install -e): it stays interpreted, so that "
            "a source edit takes effect at once. Compile a regular install instead "
            "(pip install . && tomecraft build)."
        )
    files = dist.files if dist is not None else None
    init = next((f for f in files or [] if str(f) == "tomecraft/__init__.py"), None)
    if dist is None or init is None or Path(str(dist.locate_file(init))).resolve() != (
        pkg / "__init__.py"
    ):
        raise BuildRefused(
            f"tomecraft runs from {pkg}, not from an installed package: only a regular "
            "install (pip install .) is compiled."
        )
    record = Path(str(dist.locate_file(f"{_dist_info_name(dist)}/RECORD")))
    if not record.is_file():
        raise BuildRefused(f"the install has no RECORD file ({record}); reinstall tomecraft")
    return pkg.parent, record


def _dist_info_name(dist: importlib.metadata.Distribution) -> str:
    path = getattr(dist, "_path", None)  # PathDistribution: the .dist-info folder
    if path is None:
        raise BuildRefused("cannot find the install's .dist-info folder")
    return Path(str(path)).name


# -- what the machine offers ---------------------------------------------------------------
def compiler_problem() -> str | None:
    """Why a C extension cannot be built here (None: it can): a tiny file including
    ``Python.h`` is compiled with the compiler Python was configured with."""
    try:
        ccompiler: Any = importlib.import_module("setuptools._distutils.ccompiler")
        config: Any = importlib.import_module("setuptools._distutils.sysconfig")
        compiler: Any = ccompiler.new_compiler()
        config.customize_compiler(compiler)
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "probe.c"
            src.write_text("#include <Python.h>\nint tomecraft_probe(void) { return 0; }\n")
            with _quiet_fd(1), _quiet_fd(2):
                compiler.compile(
                    [str(src)], output_dir=tmp, include_dirs=[sysconfig.get_paths()["include"]]
                )
    except Exception as exc:  # any failure means: no usable compiler or headers
        return f"{type(exc).__name__}: {exc}".strip()
    return None


def missing_tools() -> str | None:
    """What must be installed before ``tomecraft build`` can run (None: nothing)."""
    problem = compiler_problem()
    if problem is not None:
        return (
            f"no working C compiler or Python headers ({problem}). Install them (Debian: "
            "apt-get install build-essential python3-dev) and run tomecraft build again."
        )
    if importlib.util.find_spec("mypyc") is None or importlib.util.find_spec("setuptools") is None:
        return (
            f"mypyc is not installed. Install it into this environment "
            f"({INSTALL_TOOLS.format(pip=f'{sys.executable} -m pip')}) and run "
            "tomecraft build again."
        )
    return None


def could_build() -> bool:
    """Whether ``tomecraft build`` could compile this install: a regular (non-editable)
    install and a working C compiler (mypyc can still be installed)."""
    try:
        installation()
    except BuildRefused:
        return False
    return compiler_problem() is None


@contextlib.contextmanager
def _quiet_fd(fd: int) -> Iterator[None]:
    """Silence a file descriptor (the C compiler's own error output of a probe)."""
    saved = os.dup(fd)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), fd)
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


# -- the build -----------------------------------------------------------------------------
Say = Callable[[str], None]


def _say_stderr(text: str) -> None:
    print(f"tomecraft build: {text}", file=sys.stderr, flush=True)


def _generate(src: Path, out: Path, opt_level: str, multi_file: bool, say: Say) -> list[Any]:
    """mypyc: type-check the modules and write their C files; the extensions to build."""
    (src / "mypy.ini").write_text(
        MYPY_CONFIG.format(version=f"{sys.version_info[0]}.{sys.version_info[1]}")
    )
    from mypyc.build import mypycify

    cwd = os.getcwd()
    os.chdir(src)  # mypy reads mypy.ini and names the modules from here
    try:
        return list(
            mypycify(
                ["--config-file", "mypy.ini", *MODULES],
                opt_level=opt_level,
                debug_level="0",
                multi_file=multi_file,
                group_name=GROUP,
                target_dir=str(out),
            )
        )
    except SystemExit as exc:  # mypyc reports type errors by exiting
        raise BuildRefused(f"mypyc could not compile the engine (exit status {exc.code})") from None
    finally:
        os.chdir(cwd)


def _write_inits(src: Path, say: Say) -> None:
    """Give the copied modules' dataclasses native constructors (:mod:`.build_inits`)."""
    from tomecraft.build_inits import InitsRefused, rewrite

    try:
        made = rewrite(src, MODULES)
    except InitsRefused as exc:
        raise BuildRefused(f"cannot write a dataclass's __init__: {exc}") from None
    count = sum(len(classes) for classes in made.values())
    say(f"dataclasses: {count} __init__ methods written for mypyc to compile")


def _write_clones(src: Path, say: Say) -> None:
    """Write the copied modules' state clones out as assignments (:mod:`.build_clones`)."""
    from tomecraft.build_clones import ClonesRefused, rewrite

    try:
        made = rewrite(src, MODULES)
    except ClonesRefused as exc:
        raise BuildRefused(f"cannot write a state's clone out: {exc}") from None
    say(f"clones: {made} field copies written out for mypyc to compile")


def _compile_all(extensions: list[Any], src: Path, cdir: Path, jobs: int, say: Say) -> None:
    """Compile and link the extensions on ``jobs`` compilers (:mod:`.build_parallel`)."""
    from tomecraft.build_parallel import compile_all

    try:
        compile_all(extensions, src, cdir, jobs, say, GROUP)
    except Exception as exc:
        raise BuildRefused(f"the C compiler failed: {exc}") from exc


def _smoke_test(src: Path) -> None:
    """Import the new build from the temporary folder and play two games with it."""
    path = os.pathsep.join([str(src), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "PYTHONPATH": path}
    env.pop("TOMECRAFT_INTERPRETED", None)
    result = subprocess.run(
        [sys.executable, "-c", SMOKE_TEST], cwd=src, env=env, capture_output=True, text=True,
        timeout=600,
    )
    if result.returncode != 0 or result.stdout.strip() != "ok":
        raise BuildRefused(
            "the compiled engine failed its check (nothing was installed):\n"
            + (result.stderr or result.stdout)[-3000:]
        )


def _record_line(site: Path, path: Path) -> str:
    data = path.read_bytes()
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path.relative_to(site).as_posix()},sha256={digest},{len(data)}"


def _is_ours(relative: str) -> bool:
    """Whether a ``RECORD`` path is an extension module that ``tomecraft build`` adds."""
    suffix = ext_suffix()
    return relative.endswith(suffix) and (
        relative.startswith("tomecraft/") or relative == f"{GROUP}__mypyc{suffix}"
    )


def _write_record(record: Path, keep: Callable[[str], bool], extra: list[str]) -> None:
    lines = [
        line for line in record.read_text().splitlines() if line and keep(line.split(",")[0])
    ]
    tmp = record.with_name("RECORD.tomecraft-tmp")
    tmp.write_text("\n".join([*lines, *extra]) + "\n")
    os.replace(tmp, record)


def built_files(site: Path) -> list[Path]:
    """The extension modules of a compiled build in ``site`` (recorded or not)."""
    suffix = ext_suffix()
    found = [*site.glob(f"{GROUP}__mypyc*{suffix}"), *(site / "tomecraft").rglob(f"*{suffix}")]
    return sorted(found)


def clean(say: Say = _say_stderr) -> int:
    """Remove the compiled build (the install runs interpreted again): the number of
    extension modules removed."""
    site, record = installation()
    files = built_files(site)
    _write_record(record, lambda rel: not _is_ours(rel), [])
    for path in files:
        path.unlink()
    say(f"removed {len(files)} extension modules: the engine runs interpreted")
    return len(files)


def build(
    *,
    jobs: int | None = None,
    opt_level: str = OPT_LEVEL,
    multi_file: bool = True,
    say: Say = _say_stderr,
    keep_temp: Path | None = None,
) -> list[Path]:
    """Compile the installed engine in place; the extension modules installed.

    ``jobs``: C compilers run at once (default: the CPU cores). Raises
    :class:`BuildRefused` (having changed nothing) when it cannot build.
    """
    site, record = installation()
    missing = missing_tools()
    if missing is not None:
        raise BuildRefused(missing)
    for folder in (site, site / "tomecraft", record.parent):
        if not os.access(folder, os.W_OK):
            raise BuildRefused(f"cannot write to {folder}: run it as the install's owner")
    jobs = jobs or os.cpu_count() or 1
    start, cpu0 = time.monotonic(), _cpu()
    tmp = Path(tempfile.mkdtemp(prefix="tomecraft-build-"))
    try:
        src, cdir = tmp / "src", tmp / "c"
        shutil.copytree(
            site / "tomecraft", src / "tomecraft",
            ignore=shutil.ignore_patterns("__pycache__", f"*{ext_suffix()}"),
        )
        _write_inits(src, say)
        _write_clones(src, say)
        say(f"mypyc: type-checking {len(MODULES)} modules and writing their C code")
        extensions = _generate(src, cdir, opt_level, multi_file, say)
        say(
            f"C code written in {time.monotonic() - start:.0f} s; compiling it "
            f"({jobs} at a time, -O{opt_level})"
        )
        _compile_all(extensions, src, cdir, jobs, say)
        say("checking the compiled engine (two games)")
        _smoke_test(src)
        suffix = ext_suffix()
        new = sorted([*src.glob(f"*{suffix}"), *(src / "tomecraft").rglob(f"*{suffix}")])
        targets = [site / path.relative_to(src) for path in new]
        # Recorded first: an interrupted move leaves files that pip still removes.
        stale = [p for p in built_files(site) if p not in targets]
        _write_record(
            record,
            lambda rel: not _is_ours(rel),
            [_record_line(src, path) for path in new],
        )
        for path, target in zip(new, targets, strict=True):
            os.replace(path, target) if _same_fs(path, target) else shutil.move(path, target)
        for path in stale:
            path.unlink()
        wall, cpu = time.monotonic() - start, _cpu() - cpu0
        say(
            f"done: {len(targets)} extension modules in {site} ({wall:.0f} s wall, {cpu:.0f} s "
            f"CPU); tomecraft --version names the compiled build, tomecraft build --clean "
            "removes it"
        )
        return targets
    finally:
        if keep_temp is not None:
            shutil.copytree(tmp, keep_temp, dirs_exist_ok=True)
        shutil.rmtree(tmp, ignore_errors=True)


def _same_fs(a: Path, b: Path) -> bool:
    return a.stat().st_dev == b.parent.stat().st_dev


def _cpu() -> float:
    """CPU seconds of this process and its finished children (the C compilers)."""
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main(argv: list[str] | None = None) -> int:
    """``python -m tomecraft.compile [--clean] [-j N] [-O N]`` (what ``tomecraft build`` runs)."""
    import argparse

    parser = argparse.ArgumentParser(prog="tomecraft build", description=__doc__)
    parser.add_argument("--clean", action="store_true")
    parser.add_argument("-j", "--jobs", type=int, default=None)
    parser.add_argument("-O", "--opt-level", default=OPT_LEVEL, choices=["0", "1", "2", "3"])
    parser.add_argument("--one-file", action="store_true", help="one C file (slow, for benches)")
    args = parser.parse_args(argv)
    try:
        if args.clean:
            clean()
        else:
            build(jobs=args.jobs, opt_level=args.opt_level, multi_file=not args.one_file)
    except BuildRefused as exc:
        _say_stderr(f"refused: {exc}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
