"""The wheel that ``pip install .`` installs: every data file of the source tree is in
it, and a server run from it serves every file its pages link.

The tests elsewhere run on the source tree (an editable install), which holds every
file whatever the package data says; this one builds the wheel (``pip wheel``) into a
temporary folder, unpacks it, and starts ``tomecraft serve`` from it in a child process
(the test's own environment supplies the dependencies).
"""

from __future__ import annotations

import importlib.machinery
import importlib.metadata
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "tomecraft"
#: Seconds the slowest step (building the wheel, the server's start) may take on a busy machine.
WAIT_S = 120.0
#: Pages the server serves (a game and a replay page are served for any id).
PAGES = ["/", "/tutorial", "/game/any", "/replay/any"]
#: Local files named in quotes or attributes of a page, script or style sheet.
LINK = re.compile(r"""(?:href|src)=["'](/[^"'#?]*)|["'`](/(?:static|games)/[^"'`$?#]+)["'`]""")


def _setuptools_is_recent() -> bool:
    try:
        major = int(importlib.metadata.version("setuptools").split(".")[0])
    except importlib.metadata.PackageNotFoundError:
        return False
    return major >= 77


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    # From a clean copy: setuptools packages whatever an earlier build left in ``build/``.
    tree = tmp_path_factory.mktemp("tree")
    shutil.copytree(ROOT / "src", tree / "src", ignore=shutil.ignore_patterns(
        "__pycache__", "*.egg-info", *(f"*{s}" for s in importlib.machinery.EXTENSION_SUFFIXES)
    ))
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, tree / name)
    # The environment's own setuptools when it is recent enough (fast, offline), else
    # pip fetches one into an isolated build environment.
    isolation = ["--no-build-isolation"] if _setuptools_is_recent() else []
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation, "-w", str(out),
           str(tree)]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=WAIT_S, cwd=out)
    except subprocess.TimeoutExpired:
        pytest.fail(f"pip wheel did not finish in {WAIT_S:.0f} s")
    assert done.returncode == 0, f"pip wheel failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    (path,) = out.glob("tomecraft-*.whl")
    return zipfile.ZipFile(path)


def test_the_wheel_holds_every_data_file(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    tree = [
        p.relative_to(PACKAGE.parent).as_posix()
        for p in PACKAGE.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".so")
        and not p.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    ]
    assert any(name.endswith(".svg") for name in tree)
    missing = sorted(name for name in tree if name not in names)
    assert not missing, f"files of src/tomecraft missing from the wheel: {missing}"
    assert not [n for n in names if n.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=30) as r:
            return int(r.status), r.read()
    except urllib.error.HTTPError as exc:
        return exc.code, b""


@pytest.fixture(scope="module")
def server(wheel: zipfile.ZipFile, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    target = tmp_path_factory.mktemp("installed")
    wheel.extractall(target)
    env = {**os.environ, "PYTHONPATH": str(target), "TOMECRAFT_LANG": "en"}
    env.pop("TOMECRAFT_INTERPRETED", None)
    where = subprocess.run(
        [sys.executable, "-c", "import tomecraft; print(tomecraft.__file__)"],
        capture_output=True, text=True, env=env, timeout=WAIT_S, check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(target), f"the child imported tomecraft from {where}"
    port = _free_port()
    log = target / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-c", "from tomecraft.cli import main; main()", "serve",
             "--port", str(port), "--db", str(target / "games.sqlite3")],
            env=env, stdout=out, stderr=subprocess.STDOUT, cwd=target,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + WAIT_S
        while True:
            if proc.poll() is not None:
                pytest.fail(f"the server exited ({proc.returncode}):\n{log.read_text()[-3000:]}")
            try:
                if _get(base + "/")[0] == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"the installed server did not answer {base}/ within {WAIT_S:.0f} s:\n"
                    + log.read_text()[-3000:]
                )
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=30)


def test_the_installed_server_serves_every_linked_file(server: str) -> None:
    status, body = _get(server + "/api/meta")
    assert status == 200
    boards = [f"/games/{g['name']}/board.js" for g in json.loads(body)["games"] if g["renderer"]]
    assert boards, "no game has a board renderer"
    queue = [*PAGES, *boards, "/favicon.ico"]
    seen: dict[str, int] = {}
    while queue:
        path = queue.pop()
        if path in seen:
            continue
        status, body = _get(server + path)
        seen[path] = status
        if status == 200 and (path.endswith((".html", ".js", ".css")) or path in PAGES):
            for match in LINK.finditer(body.decode("utf-8", "replace")):
                link = match.group(1) or match.group(2)
                if not link.startswith("/api/"):
                    queue.append(link)
    failed = {path: status for path, status in seen.items() if status != 200}
    assert not failed, f"the installed server does not serve: {failed}"
    assert "/static/favicon.svg" in seen and "/static/common.js" in seen
    assert any(path.endswith("board.css") for path in seen)
    assert len(seen) >= 20
