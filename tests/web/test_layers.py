"""The web server's modules import one way: ``app -> hub -> room -> (seats, clock, store)``.

Each module of ``tomecraft.interfaces.web`` has a layer (:data:`LAYERS`, highest first);
a module may import modules of lower layers and, within its own layer, others as long as
no cycle forms. Every import counts: at the top, inside functions (lazy ones) and under
``TYPE_CHECKING``. The core's ``state`` and ``tutorial`` modules must not import each
other both ways either.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tomecraft

SRC = Path(tomecraft.__file__).parent
WEB = SRC / "interfaces" / "web"
PACKAGE = "tomecraft.interfaces.web"

#: The layers, highest first: a module imports only modules of its layer or lower ones.
LAYERS: list[set[str]] = [
    {"__main__", "__init__"},  # the package's face and ``python -m``
    {"command"},  # the command line: options, start-up, uvicorn
    {"app"},  # the ASGI app: builds the routes
    {"routes_lobby", "routes_seats", "routes_replay", "routes_review", "routes_ws",
     "hints"},  # routes (hints: the coach's hints, their rules and route)
    {"routing"},  # what the route groups share
    {"hub", "reviews"},  # every room of a process, the sweeper, leases; the coach's reviews
    {"room"},  # one game: the commit pipeline, put together from its parts
    {"seats", "clock", "sync", "messages", "moves", "botmoves"},  # the room's parts
    {"roomcore"},  # what the parts share
    {"connection", "gamelog", "seat"},  # a connection, the log, a seat
    {"settings", "tokens", "wire", "commits", "store", "store_pg", "botpool", "texts",
     "bodies", "guard", "limits", "startup", "gcpolicy", "routes_pages", "summaries",
     "wsflow"},
    {"storage"},  # the stores' rows and protocols
]


def module_imports(path: Path, package: str) -> set[str]:
    """The modules of ``package`` that the source at ``path`` imports (short names; the
    package itself is ``__init__``), wherever the import statement stands."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {p.stem for p in path.parent.glob("*.py")}
    found: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            if node.level:
                targets = [f"{package}.{node.module}"]
            elif node.module == package:  # ``from package import module`` (or a name)
                targets = [
                    f"{package}.{a.name}" if a.name in names else package for a in node.names
                ]
            else:
                targets = [node.module]
        for target in targets:
            if target == package:
                found.add("__init__")
            elif target.startswith(package + "."):
                found.add(target[len(package) + 1:].split(".")[0])
    found.discard(path.stem)
    return found


def graph(folder: Path, package: str) -> dict[str, set[str]]:
    return {p.stem: module_imports(p, package) for p in sorted(folder.glob("*.py"))}


def wrong_arrows(edges: dict[str, set[str]], layers: list[set[str]]) -> list[str]:
    """Imports of a higher layer's module, and modules with no layer."""
    rank = {name: i for i, layer in enumerate(layers) for name in layer}
    out = [f"{m} has no layer in LAYERS" for m in edges if m not in rank]
    for m, targets in edges.items():
        for t in sorted(targets):
            if m in rank and t in rank and rank[t] < rank[m]:
                out.append(f"{m} -> {t} (a lower layer imports a higher one)")
    return out


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every import cycle found by a depth-first search (each once, from one module)."""
    found: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for t in sorted(edges.get(m, ())):
            if state.get(t) == 1:
                found.append([*path[path.index(t):], t])
            elif t not in state:
                visit(t)
        path.pop()
        state[m] = 2

    for m in sorted(edges):
        if m not in state:
            visit(m)
    return found


def test_the_web_modules_import_one_way() -> None:
    edges = graph(WEB, PACKAGE)
    assert {"app", "hub", "room", "seats", "clock", "store", "store_pg"} <= edges.keys()
    assert wrong_arrows(edges, LAYERS) == []
    assert cycles(edges) == []
    # the arrows the issue names are there, and only downwards
    assert "room" in edges["hub"] and "seats" in edges["room"] and "clock" in edges["room"]
    assert "hub" not in edges["room"] and "room" not in edges["seats"]
    assert "store" not in edges["store_pg"]  # both stores implement storage's protocol


def test_the_check_finds_a_wrong_arrow_and_a_cycle(tmp_path: Path) -> None:
    """The checks above can fail: a part importing the room, and two stores importing
    each other, are reported."""
    pkg = tmp_path / "web"
    pkg.mkdir()
    (pkg / "room.py").write_text("from tomecraft.interfaces.web import seats\n")
    (pkg / "seats.py").write_text(
        "def f() -> None:\n    from tomecraft.interfaces.web.room import Room\n"
    )
    (pkg / "store.py").write_text("import tomecraft.interfaces.web.store_pg\n")
    (pkg / "store_pg.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from tomecraft.interfaces.web.store import Store\n"
    )
    edges = graph(pkg, PACKAGE)
    assert edges == {"room": {"seats"}, "seats": {"room"}, "store": {"store_pg"},
                     "store_pg": {"store"}}
    assert wrong_arrows(edges, LAYERS) == ["seats -> room (a lower layer imports a higher one)"]
    assert sorted(map(tuple, cycles(edges))) == [
        ("room", "seats", "room"), ("store", "store_pg", "store")
    ]


def test_state_and_tutorial_do_not_import_each_other() -> None:
    core = graph(SRC / "core", "tomecraft.core")
    assert not ("tutorial" in core["state"] and "state" in core["tutorial"])
    assert "state" not in core["tutorial"]
