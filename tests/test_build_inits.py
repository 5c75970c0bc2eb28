"""The compiled build's dataclass constructors (:mod:`tomecraft.build_inits`): for every
compiled module, the source the build hands mypyc, run interpreted, builds the same
objects through the same signature as the ``__init__`` that the dataclasses module
makes; a synthetic package covers every supported form, and each refused form fails
with its module, class, field and what is supported.

Run as a script (``python tests/test_build_inits.py OUT``), it checks every module of
``compile.MODULES`` and writes the problems found as JSON: the test runs it in a child
process, because executing a module a second time registers its task classes again.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import json
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

import tomecraft
from tomecraft.build_dataclasses import (
    ANY,
    FACTORY,
    InitsRefused,
    Package,
    folder_loader,
    module_name,
)
from tomecraft.build_inits import generate, init_source, rewrite
from tomecraft.compile import MODULES

HERE = Path(__file__).resolve()


def _exec(name: str, package: str, source: str, file: str = "") -> types.ModuleType:
    """Run ``source`` as a new module ``name`` (imports relative to ``package``, its
    ``__file__`` the real module's, for the files it reads next to it)."""
    module = types.ModuleType(name)
    module.__package__ = package
    module.__file__ = file or f"<{name}>"
    sys.modules[name] = module  # dataclasses reads the module of a string annotation
    exec(compile(source, f"<{name}>", "exec"), module.__dict__)
    return module


def compare(plain: type, made: type) -> list[str]:
    """How ``made``'s generated ``__init__`` differs from the dataclasses one of
    ``plain`` (empty: none): the signature (names, order, kinds, defaults, annotations)
    and the objects built from the same arguments, defaults included."""
    problems: list[str] = []
    if "__init__" not in vars(made):
        return ["no __init__ was generated"]
    a, b = inspect.signature(plain.__init__), inspect.signature(made.__init__)
    if a.return_annotation not in (None, "None") or b.return_annotation not in (None, "None"):
        problems.append(f"return annotation {a.return_annotation!r} / {b.return_annotation!r}")
    pa, pb = list(a.parameters.values()), list(b.parameters.values())
    if [(p.name, p.kind) for p in pa] != [(p.name, p.kind) for p in pb]:
        return [*problems, f"parameters {a} != {b}"]
    for p, q in zip(pa, pb, strict=True):
        same = p.default is q.default or (
            type(p.default) is type(q.default) and p.default == q.default
        )
        if not same:
            problems.append(f"{p.name}: default {p.default!r} != {q.default!r}")
        factory = p.default is dataclasses._HAS_DEFAULT_FACTORY  # type: ignore[attr-defined]
        expected = f"{p.annotation} | {ANY}" if factory else p.annotation
        if q.annotation != expected:
            problems.append(f"{p.name}: annotation {p.annotation!r} != {q.annotation!r}")
    if problems:
        return problems
    names = [p.name for p in pa[1:]]
    required = [p.name for p in pa[1:] if p.default is inspect.Parameter.empty]
    fields = [f.name for f in dataclasses.fields(plain)]
    if fields != [f.name for f in dataclasses.fields(made)]:
        problems.append(f"fields {fields} != {[f.name for f in dataclasses.fields(made)]}")
    for given in (required, names):  # defaults taken, then every argument given
        values = {n: object() for n in given}
        built = [(plain(**values), made(**values)), (plain(**values), made(**values))]
        for field in fields:
            x, y = (getattr(o, field, "<unset>") for o in built[0])
            if field in values:
                if not (x is values[field] and y is values[field]):
                    problems.append(f"{field}: the argument was not stored")
            elif not (x is y or (type(x) is type(y) and x == y)):
                problems.append(f"{field}: {x!r} != {y!r} (argument(s) {sorted(values)})")
            elif isinstance(y, (list, dict, set)) and y is getattr(built[1][1], field):
                problems.append(f"{field}: two instances share their default_factory value")
    return problems


def _dataclasses(module: types.ModuleType) -> list[str]:
    """The dataclasses a module defines whose ``__init__`` dataclasses generated."""
    return [
        name for name, cls in vars(module).items()
        if isinstance(cls, type) and cls.__module__ == module.__name__
        and "__dataclass_fields__" in vars(cls) and cls.__dataclass_params__.init  # type: ignore[attr-defined]
        and getattr(cls.__init__, "__code__", None) is not None
        and cls.__init__.__code__.co_filename == "<string>"
    ]


def check_package(root: Path, modules: list[str]) -> dict[str, Any]:
    """Every module's dataclasses, plain against generated: ``{"classes": count,
    "problems": {"module.Class": [...]}}``."""
    package = Package(folder_loader(root))
    problems: dict[str, list[str]] = {}
    count = 0
    for path in modules:
        name = module_name(path)
        made_source, classes = generate(package, name)
        parent = name.rpartition(".")[0]
        file = str(root / path)
        plain = _exec(f"_plain_.{name}", parent, (root / path).read_text(encoding="utf-8"), file)
        made = _exec(f"_made_.{name}", parent, made_source, file)
        for cls in _dataclasses(plain):
            if cls not in classes:
                problems[f"{name}.{cls}"] = ["a dataclass given no __init__"]
        for cls in classes:
            count += 1
            found = compare(getattr(plain, cls), getattr(made, cls))
            if found:
                problems[f"{name}.{cls}"] = found
    return {"classes": count, "problems": problems}


@pytest.fixture(scope="module")
def real() -> dict[str, Any]:
    """The check of every compiled module, run interpreted in a child process."""
    out = Path(os.environ.get("TMPDIR", "/tmp")) / f"inits-check-{os.getpid()}.json"
    env = {**os.environ, "TOMECRAFT_INTERPRETED": "1",
           "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    try:
        done = subprocess.run(
            [sys.executable, str(HERE), str(out)], env=env, capture_output=True, text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        result: dict[str, Any] = json.loads(out.read_text())
    finally:
        out.unlink(missing_ok=True)
    return result


def test_every_compiled_dataclass_gets_the_dataclasses_init(real: dict[str, Any]) -> None:
    """Every dataclass of every compiled module that has no ``__init__`` of its own is
    given one, and it is the dataclasses one (signature and objects built)."""
    assert real["problems"] == {}
    # 100+ today (task classes, cards, decisions); fewer would mean classes were missed.
    assert real["classes"] >= 100


def test_no_compiled_dataclass_keeps_a_constructor_that_only_assigns() -> None:
    """The source holds plain dataclasses: no compiled dataclass writes out the
    ``__init__`` the build now generates (what is left does more than assign)."""
    root = Path(tomecraft.__file__).resolve().parent.parent
    package = Package(folder_loader(root))
    same = []
    for path in MODULES:
        for name, info in package.classes(module_name(path)).items():
            own = [n for n in info.node.body if getattr(n, "name", "") == "__init__"]
            if info.is_dataclass and own:
                written = ast.unparse(own[0]).replace("\n", " ")
                info.node.body = [n for n in info.node.body if n is not own[0]]
                generated, _ = init_source(package, info)
                if ast.unparse(ast.parse(generated)).replace("\n", " ") == written:
                    same.append(f"{path}: {name}")
    assert same == []


# -- a synthetic package: every supported form, every refused one ---------------------------
BASE = '''
from __future__ import annotations

from dataclasses import dataclass, field

LIMIT = 7


@dataclass(slots=True)
class Root:
    seat: int
    n: int = 1
    tag: str = field(init=False, default="")

    def __post_init__(self) -> None:
        self.tag = "post"


class Plain(Root):
    """Not a dataclass: its fields are Root's."""
'''

DEMO = '''
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import ClassVar

from {pkg} import base
from {pkg}.base import LIMIT, Plain

NEG = -3


class Marker:
    pass


@dataclass(slots=True)
class Everything:
    """Every supported form of a field."""

    kind: ClassVar[str] = "x"
    a: int
    b: str = "text"
    c: int = -1
    d: float = 2.5
    e: int = LIMIT
    f: int = base.LIMIT
    g: tuple[int, ...] = (1, NEG, -2)
    h: list[int] = field(default_factory=list)
    i: dict[str, int] = dataclasses.field(default_factory=dict, repr=False)
    j: int = field(default=4, compare=False)
    k: int | None = None
    m: bool = True
    n: list[int] = field(init=False, default_factory=list)
    o: int = field(init=False, default=9)
    p: tuple[int] = field(init=False)
    q: bytes = b"x"

    def __post_init__(self) -> None:
        self.p = (self.a,)


@dataclass(frozen=True, slots=True)
class Frozen:
    x: int
    y: str = "y"


@dataclass
class Bare:
    x: int


@dataclasses.dataclass(eq=False, repr=True)
class Dotted:
    x: int = 0


@dataclass(slots=True)
class FromOtherModule(Plain):
    """Root's fields first (through a plain class, from another module), then these;
    Root's __post_init__ is called."""

    extra: int = 3
    n: int = 5  # declared again: keeps its place, takes the new default


@dataclass(slots=True)
class Child(Everything):
    z: int = 0


@dataclass(slots=True)
class Own:
    x: int

    def __init__(self, x: int) -> None:
        self.x = x + 1


@dataclass(init=False)
class NoInit:
    x: int = 0


@dataclass(slots=True)
class Empty:
    pass


END = 1
'''


def _demo(tmp_path: Path, name: str, base: str, demo: str) -> tuple[Path, str]:
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "base.py").write_text(base)
    (pkg / "demo.py").write_text(demo.replace("{pkg}", name))
    return tmp_path, name


@pytest.fixture()
def demo(tmp_path: Path) -> Any:
    root, name = _demo(tmp_path, "inits_demo", BASE, DEMO)
    sys.path.insert(0, str(root))
    yield root, name
    sys.path.remove(str(root))
    for key in [k for k in sys.modules if k.startswith(("inits_demo", "_plain_", "_made_"))]:
        del sys.modules[key]


def test_the_synthetic_module_every_supported_form(demo: Any) -> None:
    root, name = demo
    package = Package(folder_loader(root), name)
    source, classes = generate(package, f"{name}.demo")
    assert classes == [
        "Everything", "Frozen", "Bare", "Dotted", "FromOtherModule", "Child", "Empty"
    ]
    importlib.import_module(f"{name}.base")
    plain = _exec(f"_plain_.{name}.demo", name, (root / name / "demo.py").read_text())
    made = _exec(f"_made_.{name}.demo", name, source)
    for cls in classes:
        assert compare(getattr(plain, cls), getattr(made, cls)) == [], cls
    # What compare checks, seen directly: Own's and NoInit's are left alone, the
    # inherited fields come first with the redeclared one in its place, __post_init__ runs.
    assert made.Own(1).x == 2 and "__init__" not in vars(made.NoInit)
    params = list(inspect.signature(made.FromOtherModule.__init__).parameters)
    assert params == ["self", "seat", "n", "extra"]
    assert made.FromOtherModule(1).tag == "post" and made.FromOtherModule(1).n == 5
    e = made.Everything(3)
    assert (e.p, e.o, e.n, e.h, e.e, e.g) == ((3,), 9, [], [], 7, (1, -3, -2))
    assert e.h is not made.Everything(3).h
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.Frozen(1).x = 2  # type: ignore[misc]
    # The source keeps its line numbers where a blank line follows the class.
    assert len(source.splitlines()) == len((root / name / "demo.py").read_text().splitlines())
    assert FACTORY in source.splitlines()[1]  # the helpers on the future import's line


def test_a_comparison_that_differs_is_reported(demo: Any) -> None:
    """The comparison can fail: a wrong default, a shared factory value, a missing
    parameter are each named."""
    _, name = demo
    bad = DEMO.replace("{pkg}", name)
    plain = _exec(f"_plain_.{name}.demo", name, bad)
    wrong = bad.replace(
        "class Frozen:\n    x: int\n",
        "class Frozen:\n    x: int\n    def __init__(self, x: int, y: str = 'z') -> None:\n"
        "        object.__setattr__(self, 'x', x); object.__setattr__(self, 'y', y)\n",
    ).replace(
        "class Bare:\n    x: int\n",
        "class Bare:\n    x: int\n    def __init__(self) -> None:\n        self.x = 1\n",
    ).replace(
        "class Empty:\n    pass\n",
        "class Empty:\n    def __init__(self, shared: list[int] = []) -> None:\n"
        "        self.shared = shared\n",
    )
    made = _exec(f"_made_.{name}.demo", name, wrong)
    assert "y: default 'y' != 'z'" in compare(plain.Frozen, made.Frozen)
    assert compare(plain.Bare, made.Bare)[0].startswith("parameters")
    assert compare(plain.Empty, made.Empty)[0].startswith("parameters")
    assert compare(plain.NoInit, plain.NoInit) == ["no __init__ was generated"]


REFUSED = [
    ("@dataclass(kw_only=True)\nclass C:\n    x: int\n", "class C: dataclass(kw_only=True)"),
    ("@dataclass\nclass C:\n    x: int = field(kw_only=True)\n", "field x: field(kw_only=True)"),
    ("@dataclass\nclass C:\n    _: KW_ONLY\n    x: int\n", "field _: KW_ONLY"),
    ("@dataclass\nclass C:\n    x: InitVar[int]\n", "field x: InitVar"),
    ("@dataclass\nclass C:\n    x: int = 1\n    y: int\n",
     "field y: a field without a default after one with"),
    ("@dataclass\nclass C:\n    x: list[int] = list()\n", "field x: the default list()"),
    ("@dataclass\nclass C:\n    x: int = 1 + 2\n", "field x: the default 1 + 2"),
    ("@dataclass\nclass C:\n    x: int = field(default_factory=lambda: 1)\n",
     "field x: default_factory=lambda: 1 (not a name)"),
    ("@dataclass\nclass C:\n    x: int = field(1)\n", "field x: field() with positional"),
    ("@dataclass\nclass C:\n    x: int = field(other=1)\n", "field x: field(other=...)"),
    ("@dataclass\nclass C:\n    x: int = field(init=FLAG)\n", "field(init=<not a literal>)"),
    ("@dataclass(frozen=FLAG)\nclass C:\n    x: int\n", "frozen=FLAG (not a literal)"),
    ("@dataclass(sorted=True)\nclass C:\n    x: int\n", "dataclass(sorted=...)"),
    ("@dataclass(True)\nclass C:\n    x: int\n", "class C: dataclass() with positional arguments"),
    ("@dataclass\nclass C:\n    self: int\n", "field self: a field named self"),
    ("@dataclass(frozen=True)\nclass C:\n    object: int\n",
     "a frozen class with a field named object"),
    ("@dataclass\nclass C:\n    y = 2\n    x: int = y\n",
     "field x: a default naming y (bound in the class body)"),
    ("@dataclass\nclass C:\n    n: int = 0\n"
     "    m: list[int] = field(init=False, default_factory=n)\n", "bound in the class body"),
    ("@dataclass\nclass C:\n    a: int\n    b: int = field(init=False, default=LIST)\n"
     "    LIST: int = 0\n", "field b: a default naming LIST (bound in the class body)"),
    ("@dataclass\nclass A:\n    x: int\n@dataclass\nclass B:\n    y: int\n"
     "@dataclass\nclass C(A, B):\n    z: int\n", "class C: two dataclass bases (A, B)"),
    ("@dataclass\nclass C(Nowhere):\n    x: int\n", "cannot find the class Nowhere"),
    ("@dataclass\nclass C(make()):\n    x: int\n", "cannot tell which class the base make()"),
    ("@dataclass\nclass C(Typed):\n    x: int = 0\n",
     "field t (from inits_bad.base): Shape is not imported in inits_bad.demo as in"),
    ("from inits_bad.base import Limited\nLIMIT = 8\n"
     "@dataclass\nclass C(Limited):\n    y: int = 0\n",
     "field x (from inits_bad.base): LIMIT is not imported in inits_bad.demo as in"),
]


@pytest.mark.parametrize(("body", "message"), REFUSED, ids=[m for _, m in REFUSED])
def test_a_refused_form_names_module_class_field_and_what_is_supported(
    tmp_path: Path, body: str, message: str
) -> None:
    base = (
        "from __future__ import annotations\nfrom dataclasses import dataclass\n"
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from x import Shape\n"
        "@dataclass\nclass Typed:\n    t: Shape\n"
        "LIMIT = 7\n@dataclass\nclass Limited:\n    x: int = LIMIT\n"
    )
    head = (
        "from __future__ import annotations\nfrom dataclasses import dataclass, field, "
        "InitVar, KW_ONLY\nfrom inits_bad.base import Typed\nFLAG = True\nLIST = 1\n"
    )
    root, name = _demo(tmp_path, "inits_bad", base, head + body)
    with pytest.raises(InitsRefused) as refused:
        generate(Package(folder_loader(root), name), f"{name}.demo")
    text = str(refused.value)
    assert text.startswith("inits_bad.demo"), text
    assert message in text, text
    # A form the generator cannot reproduce says what it can; a base it cannot find or a
    # name it cannot see says what to do instead.
    found = "cannot" in message or "not imported" in message
    assert ("supported: fields with or without a default" in text) is not found, text


def test_rewrite_writes_every_module_or_none(tmp_path: Path) -> None:
    """The build's step: all modules generated first; a refusal writes no file."""
    root, name = _demo(tmp_path, "inits_rw", BASE, DEMO)
    bad = root / name / "bad.py"
    bad.write_text("from dataclasses import dataclass\n@dataclass\nclass C:\n    x: InitVar\n")
    before = (root / name / "demo.py").read_text()
    with pytest.raises(InitsRefused, match="field x: InitVar"):
        rewrite(root, [f"{name}/demo.py", f"{name}/bad.py"], name)
    assert (root / name / "demo.py").read_text() == before
    made = rewrite(root, [f"{name}/demo.py"], name)
    assert made[f"{name}/demo.py"][0] == "Everything"
    assert "def __init__(self, a: int" in (root / name / "demo.py").read_text()


def main(out: str) -> None:
    root = Path(tomecraft.__file__).resolve().parent.parent
    Path(out).write_text(json.dumps(check_package(root, list(MODULES))))


if __name__ == "__main__":
    main(sys.argv[1])
