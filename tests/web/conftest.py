"""Fixtures for the web server tests: an in-process app, and a real server subprocess."""

from __future__ import annotations

import contextlib
import faulthandler
import inspect
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("fastapi")

with warnings.catch_warnings():
    # starlette asks for "httpx2"; the project pins httpx (its test client still works)
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

from tomecraft.interfaces.web import Settings, create_app

if TYPE_CHECKING:
    from playwright.sync_api import Browser

ROOT = Path(__file__).resolve().parents[2]

#: A PostgreSQL database for the tests (``.ci/postgres.sh`` starts one); unset: the
#: PostgreSQL runs skip.
PG_URL = os.environ.get("TOMECRAFT_TEST_PG", "")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Every test on the server's store (``db_url``) runs on SQLite and on PostgreSQL,
    except tests that read the SQLite file themselves (they ask for ``db_path``)."""
    if "db_url" not in metafunc.fixturenames:
        return
    own = inspect.signature(metafunc.function).parameters
    kinds = ["sqlite"] if "db_path" in own else ["sqlite", "postgres"]
    metafunc.parametrize("store_kind", kinds, scope="function")


@contextlib.contextmanager
def pg_schema() -> Iterator[str]:
    """A fresh, empty schema of the test database: its URL (dropped afterwards)."""
    if not PG_URL:
        pytest.skip("TOMECRAFT_TEST_PG is not set (.ci/postgres.sh starts a server)")
    import psycopg

    name = "t_" + secrets.token_hex(6)
    with psycopg.connect(PG_URL, autocommit=True) as db:
        db.execute(f"CREATE SCHEMA {name}")
    sep = "&" if "?" in PG_URL else "?"
    try:
        yield f"{PG_URL}{sep}options=-csearch_path%3D{name}"
    finally:
        with psycopg.connect(PG_URL, autocommit=True) as db:
            db.execute(f"DROP SCHEMA {name} CASCADE")


@pytest.fixture(autouse=True)
def _watchdog() -> Iterator[None]:
    """A hung test (a message that never comes) dumps every stack and stops the worker."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def db_url(store_kind: str, tmp_path: Path) -> Iterator[str]:
    """The test's database for the server: a SQLite file, or a fresh PostgreSQL schema."""
    if store_kind == "sqlite":
        yield str(tmp_path / "games.sqlite3")
        return
    with pg_schema() as url:
        yield url


@pytest.fixture
def make_client(db_url: str) -> Iterator[Callable[..., TestClient]]:
    """Build TestClients on the test's database (each one a server "run")."""
    opened: list[TestClient] = []

    def make(**settings: Any) -> TestClient:
        settings.setdefault("seat_timeout", None)
        settings.setdefault("bot_delay", 0.0)
        # tests play much faster than people: the rate limit has its own test
        settings.setdefault("rate", 10_000.0)
        settings.setdefault("burst", 10_000.0)
        settings.setdefault("rest_rate", 0.0)  # REST limits have their own tests
        settings.setdefault("http_rate", 0.0)
        client = TestClient(create_app(db_url, Settings(**settings)))
        client.__enter__()
        opened.append(client)
        return client

    yield make
    for c in opened:
        with contextlib.suppress(Exception):
            c.__exit__(None, None, None)


@pytest.fixture
def client(make_client: Callable[..., TestClient]) -> TestClient:
    return make_client()


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class LiveServer:
    """A real uvicorn server in a subprocess, on a free loopback port."""

    db: Path | str
    port: int = 0
    proc: subprocess.Popen[bytes] | None = None
    seat_timeout: float = 0.0
    bot_delay: float = 0.0
    rate: float = 10_000.0
    rest_rate: float = 0.0
    http_rate: float = 0.0
    #: More command-line options for the server.
    extra: tuple[str, ...] = ()
    #: PostgreSQL: seconds before another server takes over this one's games.
    lease_time: float = 10.0

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> LiveServer:
        self.port = free_port()
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [
                sys.executable, "-m", "tomecraft.interfaces.web",
                "--host", "127.0.0.1", "--port", str(self.port), "--db", str(self.db),
                "--seat-timeout", str(self.seat_timeout), "--bot-delay", str(self.bot_delay),
                "--rate", str(self.rate), "--rest-rate", str(self.rest_rate),
                "--http-rate", str(self.http_rate),
                "--log-level", "warning", "--public-url", self.base,
                "--lease-time", str(self.lease_time), *self.extra,
            ],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode() if self.proc.stderr else ""
                raise RuntimeError(f"server exited early: {err}")
            try:
                with urllib.request.urlopen(self.base + "/api/meta", timeout=1) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("server did not start within 20 s")

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.proc is not None and self.proc.stderr is not None:
            self.proc.stderr.close()


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    server = LiveServer(tmp_path / "live.sqlite3").start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    server = LiveServer(tmp_path_factory.mktemp("web") / "live.sqlite3").start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Debian's Chromium driven by Playwright, one per test module (browser tests only:
    they are marked :data:`helpers.needs_chromium`)."""
    from playwright.sync_api import sync_playwright

    from .helpers import CHROMIUM, CHROMIUM_ARGS

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where screenshots go: docs/screenshots/ with TOMECRAFT_SCREENSHOTS=1, else the test's
    temporary folder."""
    if os.environ.get("TOMECRAFT_SCREENSHOTS"):
        out = ROOT / "docs" / "screenshots"
        out.mkdir(parents=True, exist_ok=True)
        return out
    return tmp_path
