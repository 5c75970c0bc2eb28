"""``tomecraft build``'s C step: every C file of every extension on ``jobs`` compilers at
once, then each extension linked.

setuptools' ``build_ext`` compiles one extension's files one after the other; mypyc's
group makes one large extension (the shared library) and one small shim per module, so
:func:`compile_all` hands each file to a pool of compiler threads, the largest first (the
last file to finish sets the wall time), prints a progress line per file, and lets
``build_ext`` link. Any failure propagates; :mod:`tomecraft.compile` turns it into its
refusal. Standard library and setuptools only; not itself compiled.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any


def label(source: str, src: Path, cdir: Path, group: str) -> str:
    """A C file's name for the progress lines: the module it comes from where known."""
    path = Path(source)
    name = path.name
    if name.startswith("__native_") and name != f"__native_{group}.c":
        module = name[len("__native_") : -2].replace("___", "/")
        if (src / f"{module}.py").is_file():
            return f"{module}.py"
    if name == f"__native_{group}.c":
        return f"{name} (the group's shared code)"
    with contextlib.suppress(ValueError):
        rel = path.relative_to(cdir)
        if rel.parts and rel.parts[0] == "tomecraft":
            return f"{rel.with_suffix('')} (shim)"
        return f"{rel} (mypyc's runtime library)"
    return name


def compile_all(
    extensions: list[Any], src: Path, cdir: Path, jobs: int, say: Callable[[str], None], group: str
) -> None:
    """Compile every C file of every extension on ``jobs`` compilers at once, then link
    each extension (setuptools' ``build_ext`` compiles one extension's files serially)."""
    setuptools: Any = importlib.import_module("setuptools")
    build_ext: Any = importlib.import_module("setuptools.command.build_ext").build_ext

    total = sum(len(ext.sources) for ext in extensions)
    done = [0]
    lock = threading.Lock()
    pool = ThreadPoolExecutor(max_workers=jobs)

    class ParallelBuildExt(build_ext):  # type: ignore[misc]
        def build_extensions(self) -> None:
            self.check_extensions_list(self.extensions)
            serial = self.compiler.compile

            def one(source: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[str]:
                objects: list[str] = serial([source], *args, **kwargs)
                with lock:
                    done[0] += 1
                    say(f"[{done[0]}/{total}] {label(source, src, cdir, group)}")
                return objects

            def parallel(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
                # The largest files first: the last file to finish sets the wall time.
                by_size = sorted(sources, key=lambda s: -os.path.getsize(s))
                futures = {s: pool.submit(one, s, args, kwargs) for s in by_size}
                return [obj for s in sources for obj in futures[s].result()]

            self.compiler.compile = parallel
            # The big library first: its files keep the compilers busy while shims wait.
            order = sorted(self.extensions, key=lambda e: -len(e.sources))
            with ThreadPoolExecutor(max_workers=max(1, len(order))) as linkers:
                for future in [linkers.submit(self.build_extension, e) for e in order]:
                    future.result()

    dist = setuptools.Distribution({"name": "tomecraft-compiled", "ext_modules": extensions})
    dist.cmdclass["build_ext"] = ParallelBuildExt
    cmd: Any = dist.get_command_obj("build_ext")
    cmd.build_lib = str(src)
    cmd.build_temp = str(cdir / "objects")
    cmd.inplace = False
    try:
        with contextlib.redirect_stdout(sys.stderr):
            dist.run_command("build_ext")
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


__all__ = ["compile_all", "label"]
