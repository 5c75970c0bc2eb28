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
import tempfile
import warnings
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, ClassVar

import pytest

pytest.importorskip("fastapi")

with warnings.catch_warnings():
    # starlette asks for "httpx2"; the project pins httpx (its test client still works)
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

from waits import WAIT, WAIT_MS, WaitTimeout, stop, wait_for_http

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


#: Characters of a server's stderr shown with a failed test (the end of it).
LOG_TAIL = 6000


@dataclass
class LiveServer:
    """A real uvicorn server in a subprocess, on a free loopback port. Its stderr (the
    server's log, warnings and tracebacks) goes to a file, :attr:`log_path`, never to an
    unread pipe (a full pipe would block the server on its next log line); a test that
    fails shows the end of that file (:func:`pytest_runtest_makereport`)."""

    #: Every server started in this test process, in order (the report hook picks those
    #: of a failed test).
    started: ClassVar[list[LiveServer]] = []

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
    #: Where the server's stderr goes (appended to: every start on it is kept): by
    #: default beside a SQLite file, else a temporary file removed by :meth:`stop`.
    log_path: Path | None = None
    _log: IO[bytes] | None = field(default=None, init=False, repr=False)
    _log_is_temporary: bool = field(default=False, init=False, repr=False)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def _open_log(self) -> IO[bytes]:
        if self.log_path is None:
            db = str(self.db)
            if "://" in db:  # PostgreSQL: no folder of its own
                fd, name = tempfile.mkstemp(prefix="tomecraft-server-", suffix=".log")
                os.close(fd)
                self.log_path, self._log_is_temporary = Path(name), True
            else:
                self.log_path = Path(db).with_name(Path(db).name + ".server.log")
        return self.log_path.open("ab")

    def tail(self, chars: int = LOG_TAIL) -> str:
        """The end of what the server wrote to its stderr so far ("" if nothing)."""
        if self.log_path is None or not self.log_path.exists():
            return ""
        with self.log_path.open("rb") as f:
            f.seek(max(0, f.seek(0, os.SEEK_END) - chars))
            return f.read().decode(errors="replace")

    def start(self) -> LiveServer:
        """Start the server and wait (bounded) until it answers; a port taken meanwhile by
        another test process is retried on a fresh one. A server that does not come up
        fails with the end of its stderr."""
        for attempt in range(3):
            self.port = free_port()
            if self._log is None:
                self._log = self._open_log()
            assert self.log_path is not None
            mark = self.log_path.stat().st_size  # what this start writes comes after
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
                stdout=subprocess.DEVNULL, stderr=self._log,
            )
            LiveServer.started.append(self)
            try:
                wait_for_http(self.base + "/api/meta", f"the web server on port {self.port}",
                              self.proc)
                return self
            except (RuntimeError, WaitTimeout) as exc:
                self._stop_process()
                with self.log_path.open("rb") as f:
                    f.seek(mark)
                    said = f.read().decode(errors="replace")
                if isinstance(exc, RuntimeError) and "cannot listen" in said and attempt < 2:
                    continue
                self._close_log()
                told = str(exc).removesuffix(": ").removesuffix(": its stderr")
                exc.args = (f"{told}; its stderr ({self.log_path}): {said[-LOG_TAIL:]}",)
                raise
        raise AssertionError("unreachable")

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(WAIT)

    def _stop_process(self) -> None:
        if self.proc is not None:
            stop(self.proc)

    def _close_log(self) -> None:
        if self._log is not None:
            self._log.close()
            self._log = None

    def stop(self) -> None:
        """Stop the server (its log stays, unless it is a temporary file)."""
        self._stop_process()
        self._close_log()
        if self._log_is_temporary and self.log_path is not None:
            self.log_path.unlink(missing_ok=True)
            self._log_is_temporary = False


_FIRST_SERVER = pytest.StashKey[int]()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[_FIRST_SERVER] = len(LiveServer.started)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failed test (a wait that ran out, most often) shows the end of the stderr of
    every live server it used: its fixtures' and those it started itself."""
    report = yield
    if report.failed:
        funcargs = getattr(item, "funcargs", {})
        servers = [v for v in funcargs.values() if isinstance(v, LiveServer)]
        servers += LiveServer.started[item.stash.get(_FIRST_SERVER, len(LiveServer.started)):]
        seen: set[int] = set()
        for server in servers:
            if id(server) in seen:
                continue
            seen.add(id(server))
            text = server.tail()
            report.sections.append((f"live server's stderr, the end ({server.log_path})",
                                    text or "(empty)"))
    return report


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
