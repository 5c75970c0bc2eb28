"""The Wonder Book tests play the small test pack, a folder on this machine: options may
name local files here, as on the command line (a test that checks the refusal clears the
permission itself)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tomecraft.core.local_files import allow_local_files


@pytest.fixture(autouse=True)
def _local_files() -> Iterator[None]:
    with allow_local_files():
        yield
