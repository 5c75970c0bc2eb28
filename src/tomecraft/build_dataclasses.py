"""The compiled build's model of the package's dataclasses, read from the sources with
``ast``: which module-level classes are dataclasses (and what their decorator says), what
a base expression names (through imports and re-exports, in another module of the
package too), and each class's fields in the order ``dataclasses`` collects them (the
fields of dataclass bases first, a field declared again keeping its place and taking the
new declaration, ``ClassVar`` annotations left out), with their annotation text, default,
``default_factory`` and ``init`` flag.

:mod:`tomecraft.build_inits` writes each class's ``__init__`` from this model. Whatever
the generated ``__init__`` could not reproduce exactly is refused here with
:class:`InitsRefused`, naming the module, the class and the field, and saying what is
supported: ``kw_only``, ``KW_ONLY``, ``InitVar``, other default expressions, ``field``
arguments it does not know, two dataclass bases, a base it cannot find, a field named
``self``.

Standard library only (``ast``); not itself compiled.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

#: The package whose modules are read to find a dataclass's bases.
PACKAGE = "tomecraft"
#: Names the generated code adds to a module that has a ``default_factory`` field.
FACTORY = "_tomecraft_dataclass_factory"
ANY = "_tomecraft_Any"

#: The ``dataclass(...)`` arguments accepted (as literals); ``kw_only=True`` is refused.
DECORATOR_ARGS = frozenset(
    {"init", "repr", "eq", "order", "unsafe_hash", "frozen", "match_args", "kw_only",
     "slots", "weakref_slot"}
)
#: The ``field(...)`` arguments accepted (keywords only).
FIELD_ARGS = frozenset(
    {"default", "default_factory", "init", "repr", "hash", "compare", "metadata", "kw_only"}
)
SUPPORTED = (
    "supported: fields with or without a default (a literal, a name or dotted name, a "
    "signed number, or a tuple of those), field(default=..., default_factory=name, "
    "init=..., repr/hash/compare/metadata=...), ClassVar, __post_init__, one chain of "
    "dataclass bases in this package; write the __init__ out by hand otherwise"
)


class InitsRefused(Exception):
    """A dataclass whose ``__init__`` the build cannot reproduce exactly."""


@dataclass(slots=True)
class Field:
    """One dataclass field as ``dataclasses`` sees it."""

    name: str
    annotation: str
    default: ast.expr | None  # the default's expression (``field(default=...)`` too)
    factory: ast.expr | None  # ``field(default_factory=...)``
    init: bool
    module: str  # the module that declares it (its names are that module's)


@dataclass(slots=True)
class ClassInfo:
    """A module-level class: its node and what its decorator says."""

    module: str
    node: ast.ClassDef
    is_dataclass: bool
    frozen: bool
    init: bool


Loader = Callable[[str], str | None]


def _decorator(node: ast.expr) -> tuple[bool, dict[str, ast.expr]]:
    """``(is a dataclass decorator, its keyword arguments)``."""
    call = node if isinstance(node, ast.Call) else None
    target = call.func if call is not None else node
    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
    if name != "dataclass":
        return False, {}
    if call is not None and call.args:
        raise ValueError("dataclass() with positional arguments")
    return True, {k.arg or "**": k.value for k in call.keywords} if call is not None else {}


class Package:
    """The package's sources, parsed on demand, and what their names refer to."""

    def __init__(self, load: Loader, name: str = PACKAGE) -> None:
        self.load = load
        self.name = name  # bases outside this package are taken as no dataclasses
        self.trees: dict[str, ast.Module | None] = {}

    def tree(self, module: str) -> ast.Module | None:
        """The module's syntax tree (None: not in the package or not found)."""
        if module not in self.trees:
            text = self.load(module) if module.split(".")[0] == self.name else None
            self.trees[module] = ast.parse(text) if text is not None else None
        return self.trees[module]

    def is_package(self, module: str) -> bool:
        return self.load(f"{module}.__init__") is not None

    def classes(self, module: str) -> dict[str, ClassInfo]:
        """The module's module-level classes by name."""
        tree = self.tree(module)
        out: dict[str, ClassInfo] = {}
        for node in tree.body if tree is not None else []:
            if isinstance(node, ast.ClassDef):
                info = ClassInfo(module, node, False, False, True)
                for dec in node.decorator_list:
                    try:
                        is_dc, kw = _decorator(dec)
                    except ValueError as exc:
                        raise refuse(module, node.name, None, str(exc)) from None
                    if is_dc:
                        info.is_dataclass = True
                        info.frozen = _flag(kw, "frozen", module, node.name)
                        info.init = _flag(kw, "init", module, node.name, True)
                        if _flag(kw, "kw_only", module, node.name):
                            raise refuse(module, node.name, None, "dataclass(kw_only=True)")
                        for key in kw:
                            if key not in DECORATOR_ARGS:
                                raise refuse(module, node.name, None, f"dataclass({key}=...)")
                out[node.name] = info
        return out

    def imports(self, module: str) -> dict[str, tuple[str, str | None]]:
        """Names bound by the module's imports: ``name -> (module, attribute or None)``."""
        tree = self.tree(module)
        out: dict[str, tuple[str, str | None]] = {}
        package = module if self.is_package(module) else module.rpartition(".")[0]
        for node in _top_level(tree) if tree is not None else []:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        out[alias.asname] = (alias.name, None)
                    else:
                        root = alias.name.split(".")[0]
                        out[root] = (root, None)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base = ".".join(parts + ([node.module] if node.module else []))
                for alias in node.names:
                    out[alias.asname or alias.name] = (base, alias.name)
        return out

    def resolve(self, module: str, expr: ast.expr, seen: int = 0) -> ClassInfo | None:
        """The class a base expression names (None: a class outside the package, taken
        as no dataclass); refused when it cannot be found."""
        if isinstance(expr, ast.Subscript):  # Generic[S], Task[S]
            return self.resolve(module, expr.value, seen)
        if isinstance(expr, ast.Name):
            return self._find(module, expr.id, seen)
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            target = self.imports(module).get(expr.value.id)
            if target is not None and target[1] is None:
                return self._find(target[0], expr.attr, seen)
            if target is not None:  # from a import b; b.C
                return self._find(f"{target[0]}.{target[1]}", expr.attr, seen)
        raise InitsRefused(f"{module}: cannot tell which class the base {ast.unparse(expr)} is")

    def _find(self, module: str, name: str, seen: int) -> ClassInfo | None:
        if module.split(".")[0] != self.name:
            return None
        if seen > 20:
            raise InitsRefused(f"{module}: {name}: imports go round in a circle")
        classes = self.classes(module)
        if name in classes:
            return classes[name]
        target = self.imports(module).get(name)
        if target is not None and target[1] is not None:
            if self.tree(f"{target[0]}.{target[1]}") is not None:
                raise InitsRefused(f"{module}: {name} is a module, not a class")
            return self._find(target[0], target[1], seen + 1)
        if self.tree(module) is None:
            raise InitsRefused(f"{module}: no such module in the package (looking for {name})")
        if name in dir(builtins):
            return None
        raise InitsRefused(f"{module}: cannot find the class {name}")

    def origin(self, module: str, name: str, depth: int = 0) -> tuple[str, str]:
        """Where a module-level name of ``module`` comes from: ``(defining module, name)``
        through imports and re-exports in the package; ``("builtins", name)`` when the
        module does not bind it."""
        tree = self.tree(module)
        if tree is not None and name in _bound(tree):
            return module, name
        target = self.imports(module).get(name) if tree is not None else None
        if target is None:
            return ("builtins", name) if tree is not None else (module, name)
        source, attr = target
        if attr is None or depth > 20 or self.tree(source) is None:
            return source, attr or ""
        return self.origin(source, attr, depth + 1)

    def bases(self, info: ClassInfo) -> list[ClassInfo]:
        """The class's bases in the package (others are no dataclasses)."""
        out = []
        for base in info.node.bases:
            found = self.resolve(info.module, base)
            if found is not None:
                out.append(found)
        return out

    def fields(self, info: ClassInfo) -> list[Field]:
        """All the fields of ``info``'s instances (inherited ones included), in the order
        of the generated ``__init__``'s parameters."""
        merged: dict[str, Field] = {}
        carriers = [b for b in self.bases(info) if self._has_fields(b)]
        if len(carriers) > 1:
            names = ", ".join(b.node.name for b in carriers)
            raise refuse(info.module, info.node.name, None, f"two dataclass bases ({names})")
        for base in carriers:
            for f in self.fields(base):
                merged[f.name] = f
        if info.is_dataclass:
            for f in _own_fields(info):
                merged[f.name] = f
        return list(merged.values())

    def _has_fields(self, info: ClassInfo) -> bool:
        return info.is_dataclass or any(self._has_fields(b) for b in self.bases(info))

    def defines(self, info: ClassInfo, method: str) -> bool:
        """Whether the class or a base in the package defines ``method``."""
        return defines_own(info, method) or any(self.defines(b, method) for b in self.bases(info))


def _flag(kw: dict[str, ast.expr], key: str, module: str, cls: str, default: bool = False) -> bool:
    if key not in kw:
        return default
    value = kw[key]
    if not isinstance(value, ast.Constant) or not isinstance(value.value, (bool, type(None))):
        raise refuse(module, cls, None, f"{key}={ast.unparse(value)} (not a literal)")
    return bool(value.value) if value.value is not None else default


def refuse(module: str, cls: str, field: str | None, what: str) -> InitsRefused:
    """The refusal naming ``module``, ``cls`` (and ``field``), ``what`` and what is supported."""
    where = f"{module}: class {cls}" + (f", field {field}" if field else "")
    return InitsRefused(f"{where}: {what} is not supported by the generated __init__ ({SUPPORTED})")


def _annotation_name(node: ast.expr) -> str:
    """``ClassVar`` for ``ClassVar[int]`` / ``typing.ClassVar`` / ``"ClassVar[int]"``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return ""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _simple_default(node: ast.expr) -> bool:
    """A default the generated code can write as it stands: a literal, a name or dotted
    name, a signed number, or a tuple of those."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Name):
        return True
    if isinstance(node, ast.Attribute):
        return _simple_default(node.value) and not isinstance(node.value, ast.Constant)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return isinstance(node.operand, ast.Constant)
    if isinstance(node, ast.Tuple):
        return all(_simple_default(e) for e in node.elts)
    return False


def expr_names(node: ast.expr) -> set[str]:
    """The names an expression reads."""
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _own_fields(info: ClassInfo) -> list[Field]:
    """The fields the class body declares, in order."""
    module, cls = info.module, info.node.name
    bound: set[str] = set()  # names the class body binds (a default must not use them)
    for stmt in info.node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(stmt.name)
        elif isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            bound |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    out: list[Field] = []
    for stmt in info.node.body:
        if not isinstance(stmt, ast.AnnAssign):
            continue
        if not isinstance(stmt.target, ast.Name):
            raise refuse(module, cls, ast.unparse(stmt.target), "an annotated attribute")
        name = stmt.target.id
        kind = _annotation_name(stmt.annotation)
        if kind == "ClassVar":
            continue
        if kind in ("InitVar", "KW_ONLY"):
            raise refuse(module, cls, name, kind)
        if name in ("self", FACTORY, ANY):
            raise refuse(module, cls, name, f"a field named {name}")
        default: ast.expr | None = stmt.value
        factory: ast.expr | None = None
        init = True
        value = stmt.value
        if isinstance(value, ast.Call) and _annotation_name(value.func) == "field":
            default = None
            if value.args:
                raise refuse(module, cls, name, "field() with positional arguments")
            for kw in value.keywords:
                if kw.arg not in FIELD_ARGS:
                    raise refuse(module, cls, name, f"field({kw.arg or '**'}=...)")
                if kw.arg == "default":
                    default = kw.value
                elif kw.arg == "default_factory":
                    factory = kw.value
                elif kw.arg in ("init", "kw_only"):
                    if not isinstance(kw.value, ast.Constant) or not isinstance(
                        kw.value.value, (bool, type(None))
                    ):
                        raise refuse(module, cls, name, f"field({kw.arg}=<not a literal>)")
                    if kw.arg == "init":
                        init = kw.value.value is not False
                    elif kw.value.value:
                        raise refuse(module, cls, name, "field(kw_only=True)")
            if factory is not None and not (
                isinstance(factory, (ast.Name, ast.Attribute)) and _simple_default(factory)
            ):
                raise refuse(
                    module, cls, name, f"default_factory={ast.unparse(factory)} (not a name)"
                )
        for expr in (default, factory):
            if expr is None:
                continue
            if not _simple_default(expr):
                raise refuse(module, cls, name, f"the default {ast.unparse(expr)}")
            clash = expr_names(expr) & bound
            if clash:
                raise refuse(
                    module, cls, name,
                    f"a default naming {', '.join(sorted(clash))} (bound in the class body)",
                )
        out.append(Field(name, ast.unparse(stmt.annotation), default, factory, init, module))
    return out


def _bound(tree: ast.Module) -> set[str]:
    """The names a module binds at module level, imports aside."""
    out: set[str] = set()
    for node in _top_level(tree):
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            out.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            out |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return out


def _top_level(tree: ast.Module) -> Iterator[ast.stmt]:
    """The module's statements at module level (inside ``if`` and ``try`` too)."""
    todo = list(tree.body)
    while todo:
        node = todo.pop(0)
        yield node
        if isinstance(node, ast.If):
            todo += node.body + node.orelse
        elif isinstance(node, ast.Try):
            todo += node.body + node.orelse + node.finalbody
            for handler in node.handlers:
                todo += handler.body


def defines_own(info: ClassInfo, method: str) -> bool:
    """Whether the class body itself defines ``method``."""
    return any(
        isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == method
        for n in info.node.body
    )


def folder_loader(root: Path) -> Loader:
    """Sources from a folder that holds the package (``root/tomecraft/...``)."""

    def load(module: str) -> str | None:
        parts = module.split(".")
        if parts[-1] == "__init__":
            path = root.joinpath(*parts).with_suffix(".py")
        else:
            path = root.joinpath(*parts).with_suffix(".py")
            if not path.is_file():
                path = root.joinpath(*parts, "__init__.py")
        return path.read_text(encoding="utf-8") if path.is_file() else None

    return load


def module_name(path: str) -> str:
    """``tomecraft/core/state.py`` -> ``tomecraft.core.state``."""
    return path.removesuffix(".py").replace("/", ".")
