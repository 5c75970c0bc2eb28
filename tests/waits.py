"""Bounded waits for the tests, long enough for a busy machine.

Every wait of the suite for a server, a process, a message or a page goes through these
bounds: :data:`WAIT` seconds (120 by default; the environment variable
``TOMECRAFT_TEST_WAIT`` sets it), after which the test fails naming what it waited for.
A quiet machine never comes near the bound (a server starts in about a second), so it is
generous on purpose: a test may be slow when the machine is loaded, never wrong.

Import it as ``from waits import ...`` (``tests/`` is on the path: its ``conftest.py``
is the suite's root conftest).
"""

from __future__ import annotations

import os
import subprocess
import time
import urllib.request
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from websockets.sync.client import ClientConnection

T = TypeVar("T")

#: Seconds any single wait may take before the test fails (TOMECRAFT_TEST_WAIT).
WAIT = float(os.environ.get("TOMECRAFT_TEST_WAIT", "") or 120)
#: The same bound in milliseconds, for Playwright (pages, selectors, ``expect``).
WAIT_MS = WAIT * 1000
#: Seconds a whole bot game may take (several times :data:`WAIT`).
GAME_WAIT = 3 * WAIT


class WaitTimeout(AssertionError):
    """A bounded wait ran out; the message names what the test waited for."""

    def __init__(self, what: str, seconds: float, detail: str = "") -> None:
        msg = (f"waited {seconds:.0f} s for {what} (the bound is TOMECRAFT_TEST_WAIT="
               f"{WAIT:g} s)")
        super().__init__(f"{msg}: {detail}" if detail else msg)


def wait_until(
    check: Callable[[], T], what: str, timeout: float | None = None, interval: float = 0.05
) -> T:
    """Call ``check`` until it returns something true (returned); fail naming ``what``
    after ``timeout`` seconds (default :data:`WAIT`)."""
    limit = WAIT if timeout is None else timeout
    deadline = time.monotonic() + limit
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise WaitTimeout(what, limit)
        time.sleep(interval)


def wait_for_http(
    url: str, what: str, proc: subprocess.Popen[bytes] | None = None,
    timeout: float | None = None,
) -> None:
    """Poll ``url`` until it answers 200. If ``proc`` (the server) exits first, fail at once
    with its stderr; after ``timeout`` seconds (default :data:`WAIT`), stop it and fail
    with what it wrote."""
    limit = WAIT if timeout is None else timeout
    deadline = time.monotonic() + limit
    while True:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{what}: the process exited ({proc.returncode}) before it "
                               f"answered {url}: {_stderr(proc)}")
        try:
            with urllib.request.urlopen(url, timeout=min(5.0, limit)) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            detail = ""
            if proc is not None:
                stop(proc)
                detail = f"its stderr: {_stderr(proc)}"
            raise WaitTimeout(f"{what} to answer {url}", limit, detail)
        time.sleep(0.05)


def wait_exit(proc: subprocess.Popen[bytes], what: str, timeout: float | None = None) -> int:
    """Wait for ``proc`` to exit (its return code); kill it and fail naming ``what`` after
    ``timeout`` seconds (default :data:`WAIT`)."""
    limit = WAIT if timeout is None else timeout
    try:
        return proc.wait(limit)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(limit)
        raise WaitTimeout(f"{what} to exit", limit) from None


def stop(proc: subprocess.Popen[bytes], grace: float = 15.0) -> None:
    """Terminate ``proc`` and reap it; kill it if it outlives ``grace`` seconds. Never
    leaves it running."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(grace)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _stderr(proc: subprocess.Popen[bytes]) -> str:
    """What a finished process wrote to its piped stderr (empty if not piped)."""
    if proc.stderr is None or proc.poll() is None:
        return ""
    try:
        return proc.stderr.read().decode(errors="replace")[-4000:]
    except (OSError, ValueError):
        return ""


def ws_connect(url: str) -> ClientConnection:
    """A WebSocket client connection to a live server, whose opening handshake may take up
    to :data:`WAIT` (websockets' default is 10 s); each ``recv`` still takes its own
    timeout."""
    from websockets.sync.client import connect

    return connect(url, open_timeout=WAIT, close_timeout=min(WAIT, 10.0))
