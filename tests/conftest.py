"""Suite-wide rules: no process outlives the suite.

Each test process (the pytest process, or each ``-n`` worker) adopts the orphans of its
subprocesses (see :mod:`leftovers`); at the end of its session it stops its own
``multiprocessing`` helpers and fails, naming them, if any child process is still running
after a grace period (they are then killed, so that none outlives the run either).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import leftovers
import pytest
from waits import WAIT

#: Seconds the processes of the last tests get to end by themselves (a server's bot pool
#: workers notice a killed server within a second or two).
GRACE = float(os.environ.get("TOMECRAFT_TEST_LEFTOVER_GRACE", "") or min(WAIT, 30.0))


def pytest_configure(config: pytest.Config) -> None:
    leftovers.become_subreaper()


@pytest.fixture(scope="session", autouse=True)
def _no_process_outlives_the_suite() -> Iterator[None]:
    """At the end of the session, no child process of this test process is running."""
    yield
    if not leftovers.supported():
        return
    leftovers.stop_multiprocessing_helpers()
    left = leftovers.leftovers(GRACE)
    if left:
        named = [*left, *(d for c in left for d in leftovers.descendants(c.pid))]
        leftovers.kill_tree([c.pid for c in left])
        names = "\n  ".join(str(c) for c in named)
        pytest.fail(f"{len(named)} process(es) started by the tests were still running "
                    f"{GRACE:g} s after the last test (now killed):\n  {names}",
                    pytrace=False)
