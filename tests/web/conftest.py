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

from waits import WAIT, WAIT_MS, stop, wait_for_http

from tomecraft.interfaces.web import Settings, create_app

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

ROOT = Path(__file__).resolve().parents[2]
#: Seconds after which a web test is taken for hung (every stack dumped, worker stopped).
WATCHDOG = 5 * WAIT

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
    """A hung test (a message that never comes) dumps every stack and stops the worker:
    after a few times the bound of a single wait (:data:`waits.WAIT`), so that a wait that
    runs out fails first, naming what it waited for."""
    faulthandler.dump_traceback_later(WATCHDOG, exit=True)
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
        """Start the server and wait (bounded) until it answers; a port taken meanwhile by
        another test process is retried on a fresh one."""
        for attempt in range(3):
            self.port = free_port()
            self.proc = subprocess.Popen(
                [
                    sys.executable, "-m", "tomecraft.interfaces.web",
                    "--host", "127.0.0.1", "--port", str(self.port), "--db", str(self.db),
                    "--seat-timeout", str(self.seat_timeout),
                    "--bot-delay", str(self.bot_delay),
                    "--rate", str(self.rate), "--rest-rate", str(self.rest_rate),
                    "--http-rate", str(self.http_rate),
                    "--log-level", "warning", "--public-url", self.base,
                    "--lease-time", str(self.lease_time), *self.extra,
                ],
                cwd=ROOT, env=dict(os.environ, PYTHONUNBUFFERED="1"),
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            )
            try:
                wait_for_http(self.base + "/api/meta", f"the web server on port {self.port}",
                              self.proc)
                return self
            except RuntimeError as exc:
                self.stop()
                if "cannot listen" not in str(exc) or attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(WAIT)

    def stop(self) -> None:
        if self.proc is not None:
            stop(self.proc)
            if self.proc.stderr is not None:
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
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS,
                              timeout=WAIT_MS)
        _patient(b)
        yield b
        b.close()


def _patient(browser: Browser) -> None:
    """Every page of ``browser`` (and every ``expect``) waits up to :data:`waits.WAIT`
    for a selector, a navigation or a condition, instead of Playwright's 30 s (5 s for
    ``expect``): a loaded machine may be slow, and a wait that runs out still fails,
    naming the selector."""
    from playwright.sync_api import expect

    expect.set_options(timeout=WAIT_MS)
    new_context, new_page = browser.new_context, browser.new_page

    def context(*args: Any, **kwargs: Any) -> BrowserContext:
        ctx = new_context(*args, **kwargs)
        ctx.set_default_timeout(WAIT_MS)
        ctx.set_default_navigation_timeout(WAIT_MS)
        return ctx

    def page(*args: Any, **kwargs: Any) -> Page:
        pg = new_page(*args, **kwargs)
        pg.set_default_timeout(WAIT_MS)
        pg.set_default_navigation_timeout(WAIT_MS)
        return pg

    setattr(browser, "new_context", context)  # noqa: B010 (an instance's method)
    setattr(browser, "new_page", page)  # noqa: B010


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where screenshots go: docs/screenshots/ with TOMECRAFT_SCREENSHOTS=1, else the test's
    temporary folder."""
    if os.environ.get("TOMECRAFT_SCREENSHOTS"):
        out = ROOT / "docs" / "screenshots"
        out.mkdir(parents=True, exist_ok=True)
        return out
    return tmp_path
