"""The map in the docs matches the code (issue 27, section 4).

``docs/architecture.md`` opens with the layers and, per kind of question, the module that
answers it; ``docs/performance.md`` counts the compiled modules. These tests fail when a
path named there no longer exists, when a core module or a package is missing from the
map, or when a documented count of ``compile.MODULES`` differs from the list.
"""

from __future__ import annotations

import re
from pathlib import Path

from tomecraft import compile as compiler

ROOT = Path(__file__).resolve().parent.parent
ARCHITECTURE = ROOT / "docs" / "architecture.md"
PERFORMANCE = ROOT / "docs" / "performance.md"


def _map() -> str:
    """The map: architecture.md up to its first section after ``## The map``."""
    text = ARCHITECTURE.read_text()
    start = text.index("## The map")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def test_every_path_in_the_map_exists() -> None:
    paths = re.findall(r"`((?:src|tests|docs)/[^`<>\s]+)`", _map())
    assert len(paths) >= 20  # the map names its modules by path
    missing = [p for p in paths if not (ROOT / p).exists()]
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_the_map_names_every_core_module_and_package() -> None:
    """Each module of core/ and each package under src/tomecraft (and games/) is in the
    packages block, so a new one cannot land without its line on the map."""
    text = _map()
    block = text[text.index("### The packages"):]
    src = ROOT / "src" / "tomecraft"
    core = sorted(p.stem for p in (src / "core").glob("*.py") if p.stem != "__init__")
    packages = sorted(p.parent.name for p in src.glob("*/__init__.py"))
    games = sorted(p.parent.name for p in (src / "games").glob("*/__init__.py"))
    interfaces = sorted(p.parent.name for p in (src / "interfaces").glob("*/__init__.py"))
    for name in [*core, *games]:
        assert re.search(rf"\b{name}\b", block), f"the map does not name {name}"
    for name in [*packages, *interfaces]:
        assert f"{name}/" in block, f"the map does not name the package {name}/"


def test_documented_compiled_module_counts_match_compile_modules() -> None:
    count = len(compiler.MODULES)
    assert len(set(compiler.MODULES)) == count
    for path in compiler.MODULES:
        assert (ROOT / "src" / path).is_file(), path
    arch, perf = ARCHITECTURE.read_text(), PERFORMANCE.read_text()
    claims = [
        ("docs/architecture.md", re.findall(r"`MODULES`, (\d+) modules", arch)),
        ("docs/performance.md", re.findall(r"the one list, (\d+) modules", perf)),
        ("docs/performance.md", re.findall(r"\(\d+ files: (\d+) modules", perf)),
    ]
    for doc, found in claims:
        assert found, f"{doc} no longer states the compiled module count where expected"
        assert all(int(n) == count for n in found), (
            f"{doc} says {found} compiled modules; compile.MODULES has {count}"
        )
