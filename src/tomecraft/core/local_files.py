"""Whether game options may name files and folders on this machine.

Options usually come from people the process does not trust (a web client, an RL config
file shared by someone else), so a game must never read a path that an option names
unless the process says so: by default only names of bundled data are accepted. The
command line, run by the machine's own user, allows local files for the games it runs
(a pack author playing their own content pack); the web server never does.

The permission is the environment variable :data:`LOCAL_FILES_ENV` (``"1"``), so worker
processes started meanwhile (simulations on several cores) inherit it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

#: Set to ``"1"`` while options may name local files.
LOCAL_FILES_ENV = "TOMECRAFT_LOCAL_FILES"


def local_files_allowed() -> bool:
    """True while game options may name files on this machine."""
    return os.environ.get(LOCAL_FILES_ENV) == "1"


@contextmanager
def allow_local_files() -> Iterator[None]:
    """Allow options to name local files inside the ``with`` block (and in processes it
    starts); the previous setting comes back afterwards."""
    before = os.environ.get(LOCAL_FILES_ENV)
    os.environ[LOCAL_FILES_ENV] = "1"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(LOCAL_FILES_ENV, None)
        else:
            os.environ[LOCAL_FILES_ENV] = before


def forbid_local_files() -> None:
    """From now on, in this process, options may not name local files (a server)."""
    os.environ.pop(LOCAL_FILES_ENV, None)


__all__ = ["LOCAL_FILES_ENV", "allow_local_files", "forbid_local_files", "local_files_allowed"]
