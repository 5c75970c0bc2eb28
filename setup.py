"""Build script: compiles the engine with mypyc when it can, else installs plain Python.

Static metadata lives in ``pyproject.toml``; this file only adds the C extensions.

* ``TOMECRAFT_COMPILE=auto`` (the default): compile when a working C compiler and the
  Python headers are found (Debian: ``build-essential`` and ``python3-dev``), otherwise
  install the interpreted package and say why on stderr (``pip install -v`` shows it).
* ``TOMECRAFT_COMPILE=1``: compile, and fail loudly if that is impossible.
* ``TOMECRAFT_COMPILE=0``: never compile.

An editable install (``pip install -e .``) is never compiled, whatever the variable
says: its modules are the working tree, so a source edit takes effect at once and no
stale extension can shadow it. ``tomecraft --version`` names the build that runs.
"""

from __future__ import annotations

import os
import sys
import sysconfig
import tempfile
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent

#: Modules compiled with mypyc (paths under src/). Kept interpreted: the pydantic content
#: packs, the interfaces, analysis, and position/render/observation helpers (not hot).
COMPILED_MODULES = [
    "tomecraft/i18n.py",
    "tomecraft/core/board.py",
    "tomecraft/core/decision.py",
    "tomecraft/core/errors.py",
    "tomecraft/core/events.py",
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
    "tomecraft/games/spellbook/tasks.py",
    "tomecraft/games/wonderbook/actions.py",
    "tomecraft/games/wonderbook/data.py",
    "tomecraft/games/wonderbook/game.py",
    "tomecraft/games/wonderbook/heuristic.py",
    "tomecraft/games/wonderbook/state.py",
    "tomecraft/games/wonderbook/tasks.py",
    # The Big Book of Madness: its task classes follow the compiled pattern (family base
    # ``TaskBase``, each class named right after its body with ``task_named()``; mypyc
    # rejects class variables in dataclass bodies and dataclasses with a generic base).
    "tomecraft/games/madness/actions.py",
    "tomecraft/games/madness/data.py",
    "tomecraft/games/madness/effects.py",
    "tomecraft/games/madness/flow.py",
    "tomecraft/games/madness/game.py",
    "tomecraft/games/madness/payment.py",
    "tomecraft/games/madness/setup.py",
    "tomecraft/games/madness/state.py",
    "tomecraft/games/madness/tasks.py",
    "tomecraft/bots/base.py",
    "tomecraft/bots/mcts.py",
    "tomecraft/bots/play.py",
    "tomecraft/bots/rollout.py",
    "tomecraft/bots/simple.py",
]


def _say(text: str) -> None:
    print(f"tomecraft build: {text}", file=sys.stderr)


def _compiler_problem() -> str | None:
    """Why a C extension cannot be built here (None: it can): compile a tiny file that
    includes Python.h with the compiler Python was configured with."""
    try:
        from setuptools._distutils.ccompiler import new_compiler
        from setuptools._distutils.sysconfig import customize_compiler

        compiler = new_compiler()
        customize_compiler(compiler)
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "probe.c"
            src.write_text("#include <Python.h>\nint tomecraft_probe(void) { return 0; }\n")
            compiler.compile(
                [str(src)], output_dir=tmp, include_dirs=[sysconfig.get_paths()["include"]]
            )
    except Exception as exc:  # any failure means: no usable compiler or headers
        return f"{type(exc).__name__}: {exc}".strip()
    return None


def _clear_stale_extensions() -> None:
    """Delete the extension modules an earlier build left in setuptools' ``build/``
    folder: a module since dropped from :data:`COMPILED_MODULES` would otherwise be
    packaged again and load an old, incompatible shared library."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    for lib in (ROOT / "build").glob("lib.*"):
        for path in [*lib.glob(f"*__mypyc{suffix}"), *lib.glob(f"tomecraft/**/*{suffix}")]:
            path.unlink()


def _editable() -> bool:
    return any(arg in ("editable_wheel", "develop") for arg in sys.argv)


def ext_modules() -> list[object]:
    mode = os.environ.get("TOMECRAFT_COMPILE", "auto").strip().lower()
    if mode not in ("auto", "1", "0"):
        raise SystemExit(f"TOMECRAFT_COMPILE must be auto, 1 or 0, got {mode!r}")
    if _editable():
        _say("editable install: interpreted (source edits take effect without rebuilding)")
        return []
    if mode == "0":
        _say("TOMECRAFT_COMPILE=0: interpreted build")
        return []
    if not any(arg.startswith(("bdist", "build")) for arg in sys.argv):
        return []  # metadata queries (egg_info, sdist) need no extensions
    problem = _compiler_problem()
    if problem is not None:
        if mode == "1":
            raise SystemExit(f"TOMECRAFT_COMPILE=1 but no C compiler works here: {problem}")
        _say(
            "no working C compiler or Python headers (" + problem + "); installing the "
            "interpreted build. For the faster compiled one install a C "
            "compiler (Debian: apt-get install build-essential python3-dev) and reinstall."
        )
        return []
    from mypyc.build import mypycify

    _clear_stale_extensions()
    _say(f"compiling {len(COMPILED_MODULES)} modules with mypyc (a few minutes)")
    try:
        return list(
            mypycify(
                [f"src/{path}" for path in COMPILED_MODULES],
                opt_level=os.environ.get("MYPYC_OPT_LEVEL", "3"),
                debug_level="0",
            )
        )
    except BaseException as exc:  # mypyc reports type errors by exiting
        if mode == "1":
            raise
        _say(f"mypyc could not compile the engine ({exc!r}); installing the interpreted build")
        return []


if __name__ == "__main__":  # setuptools runs this file as __main__
    setup(ext_modules=ext_modules())
