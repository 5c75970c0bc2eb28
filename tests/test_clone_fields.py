"""Each game's state clone, declared once (:mod:`tomecraft.core.clone`): every attribute
of a state in play is declared in its module's ``FIELDS`` (a field added to a state and
forgotten in its clone fails here), and a clone along random games equals its source
field by field while sharing no list or dict with it outside the fields declared shared
(a field declared one level deep that holds lists fails here)."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path
from typing import Any

import pytest

import tomecraft
from tomecraft.build_clones import ClonesRefused, generate
from tomecraft.build_dataclasses import module_name
from tomecraft.compile import MODULES
from tomecraft.core import Rng, State
from tomecraft.core.clone import CloneFields
from tomecraft.core.decision import CHANCE
from tomecraft.core.registry import get_game

#: (game, options, the module whose FIELDS declares its state's clone).
GAMES = [
    ("spellbook", {"players": 2}, "tomecraft.games.spellbook.state"),
    ("spellbook", {"players": 1}, "tomecraft.games.spellbook.state"),
    ("madness", {"players": 3}, "tomecraft.games.madness.state"),
    ("wonderbook", {"players": 2}, "tomecraft.games.wonderbook.state"),
]


def attributes(st: object) -> set[str]:
    """The instance attributes of ``st``: its dictionary's keys (interpreted) or the
    attributes mypyc declares for its class and bases (compiled)."""
    names = set(getattr(st, "__dict__", {}))
    for cls in type(st).__mro__:
        names |= set(getattr(cls, "__mypyc_attrs__", ()))
    return {n for n in names if not (n.startswith("__") and n.endswith("__"))}


def shared_containers(a: Any, b: Any, path: str) -> list[str]:
    """The paths at which ``a`` and ``b`` hold the same list or dict object."""
    if isinstance(a, list | dict) and a is b:
        return [path]
    if isinstance(a, list) and isinstance(b, list):
        pairs = enumerate(zip(a, b, strict=True))
        return [p for i, (x, y) in pairs for p in shared_containers(x, y, f"{path}[{i}]")]
    if isinstance(a, dict) and isinstance(b, dict):
        keys = a.keys() & b.keys()
        return [p for k in keys for p in shared_containers(a[k], b[k], f"{path}[{k!r}]")]
    return []


def clone_problems(st: object, new: object, fields: CloneFields) -> list[str]:
    """What is wrong with ``new`` as a clone of ``st`` under ``fields``: an undeclared
    attribute, a generated field that differs or shares a list or dict, a shared field
    that is another object."""
    out = [f"{n}: not declared" for n in sorted(attributes(st) - fields.names())]
    for n, suffix in fields.fields:
        old, copy = getattr(st, n), getattr(new, n)
        if not suffix:  # shared
            if old is not copy and old != copy:
                out.append(f"{n}: shared, but the clone holds another value")
            continue
        if old != copy:
            out.append(f"{n}: the clone's differs")
        out += [f"{p}: shared with the source" for p in shared_containers(old, copy, n)]
    return out


def states(game: str, options: dict[str, Any], seed: int, moves: int) -> list[State]:
    """The states of a random game, every fifth decision (choices from ``Rng(seed + 1)``)."""
    g = get_game(game)
    st = g.new_state(g.parse_config(options), Rng(seed))
    rng = Rng(seed + 1)
    out = []
    for i in range(moves):
        d = st.decision()
        if d is None:
            break
        if i % 5 == 0:
            out.append(st)
        st = st.clone()
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
    return out


@pytest.mark.parametrize(("game", "options", "module"), GAMES)
def test_every_field_is_declared_and_cloned_apart(
    game: str, options: dict[str, Any], module: str
) -> None:
    fields = importlib.import_module(module).FIELDS
    assert isinstance(fields, CloneFields)
    seen = 0
    for seed in (3, 11):
        for st in states(game, options, seed, 150):
            assert clone_problems(st, st.clone(), fields) == [], (game, seed)
            seen += 1
    assert seen >= 10


def test_declared_fields_are_real_attributes() -> None:
    """No name in a declaration is a typo: each is an attribute of a state in play (or
    a class attribute it may set, such as ``quiet``)."""
    for game, options, module in GAMES:
        fields = importlib.import_module(module).FIELDS
        st = states(game, options, 5, 30)[-1]
        unknown = {n for n in fields.names() - attributes(st) if not hasattr(type(st), n)}
        assert sorted(unknown) == [], game


class _Demo:
    """A state's fields: a list, a list of lists and a number."""

    def __init__(self) -> None:
        self.bag = [1, 2]
        self.pools = [[1], [2]]
        self.turn = 4


def test_a_forgotten_or_shallow_field_is_reported() -> None:
    st = _Demo()
    whole = CloneFields("turn bag[:] pools[:][:]")
    new = _Demo()
    whole.copy(st, new)
    assert clone_problems(st, new, whole) == []
    forgotten = CloneFields("turn pools[:][:]")
    assert clone_problems(st, new, forgotten) == ["bag: not declared"]
    shallow = CloneFields("turn bag[:] pools[:]")
    new = _Demo()
    shallow.copy(st, new)
    assert clone_problems(st, new, shallow) == [
        "pools[0]: shared with the source", "pools[1]: shared with the source",
    ]


def test_the_generated_copy_is_the_declared_statements() -> None:
    f = CloneFields("a b[:] c[:][:] d[:][:][:] e{} g{}[:]", by_hand="h")
    assert f.statements("self", "new") == [
        "new.a = self.a",
        "new.b = self.b[:]",
        "new.c = [e[:] for e in self.c]",
        "new.d = [[e[:] for e in s] for s in self.d]",
        "new.e = dict(self.e)",
        "new.g = {k: v[:] for k, v in self.g.items()}",
    ]
    assert f.names() == set("abcdegh")
    with pytest.raises(ValueError, match="'a' is not a field name or is named twice"):
        CloneFields("a a[:]")
    with pytest.raises(ValueError, match=re.escape("'a[]' is not a name with a suffix")):
        CloneFields("a[]")


# -- the compiled build: the copy written out over its call --------------------------------
def test_the_build_writes_each_state_clone_out_on_its_line() -> None:
    """Every compiled module's ``FIELDS.copy(...)`` becomes, on the same line, the
    statements ``FIELDS`` declares; nothing else changes and no call is left."""
    root = Path(tomecraft.__file__).resolve().parent.parent
    written = {}
    for path in MODULES:
        source = (root / path).read_text(encoding="utf-8")
        text, done = generate(source, path)
        if not done:
            assert ".copy(self, new)" not in source or "FIELDS" not in source, path
            continue
        written[path] = done
        old, new = source.splitlines(), text.splitlines()
        assert len(old) == len(new)
        changed = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
        assert len(changed) == done == 1
        call, line = changed[0]
        src, dst = ast.parse(call.strip()).body[0].value.args  # type: ignore[attr-defined]
        fields = importlib.import_module(module_name(path)).FIELDS
        assert line.strip() == "; ".join(fields.statements(src.id, dst.id))
        assert "FIELDS.copy" not in text
    assert sorted(written) == sorted({_path(m) for _, _, m in GAMES})


def _path(module: str) -> str:
    return module.replace(".", "/") + ".py"


@pytest.mark.parametrize(
    ("source", "says"),
    [
        ("F = CloneFields(names)\n", "string literals"),
        ("F = CloneFields('a', by_hand=x)\n", "string literals"),
        ("F = G = CloneFields('a')\n", "NAME = CloneFields(...)"),
        ("F = CloneFields('a(')\n", "not a name with a suffix"),
        ("F = CloneFields(lists='a')\n", "CloneFields has no lists"),
        ("F = CloneFields('a[:]')\ndef f(a, b):\n    F.copy(a.x, b)\n", "F.copy(src, dst)"),
        ("F = CloneFields('a[:]')\ndef f(a, b):\n    F.copy(\n        a, b)\n", "one line"),
        ("F = CloneFields('a[:]')\ndef f(a, b):\n    x = 1; F.copy(a, b)\n", "alone"),
    ],
)
def test_the_build_refuses_what_it_cannot_write_out(source: str, says: str) -> None:
    with pytest.raises(ClonesRefused, match=re.escape(says)):
        generate(source, "demo.py")


def test_the_build_keeps_the_base_out_and_the_line_count() -> None:
    source = (
        "F = CloneFields('n a[:]', base=G)\n"
        "def f(a, b):\n"
        "    F.copy(a, b)  # written out\n"
        "    return b\n"
    )
    text, done = generate(source, "demo.py")
    assert done == 1
    assert text.splitlines()[2] == "    b.n = a.n; b.a = a.a[:]"
    assert len(text.splitlines()) == 4
