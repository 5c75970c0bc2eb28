"""The Wonder Book tests play the small test pack, a folder on this machine: options may
name local files here, as on the command line (a test that checks the refusal clears the
permission itself). The test pack has no texts of its own (its ids are shown as ids), so
the loader's :class:`~tomecraft.core.content.PackTextWarning` about it is not shown
(``test_pack_texts`` checks the warning with ``pytest.warns``)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator

import pytest

from tomecraft.core.content_texts import PackTextWarning
from tomecraft.core.local_files import allow_local_files


@pytest.fixture(autouse=True)
def _local_files() -> Iterator[None]:
    with allow_local_files(), warnings.catch_warnings():
        warnings.simplefilter("ignore", PackTextWarning)
        yield
