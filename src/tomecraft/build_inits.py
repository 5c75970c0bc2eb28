"""The compiled build's dataclass constructors: native ``__init__`` methods written into
the copy of each compiled module before mypyc translates it.

Under mypyc a ``@dataclass`` keeps the ``__init__`` that the ``dataclasses`` module makes
at import time with ``exec``: an interpreted function, so every task the engine pushes
would be built by interpreted code (mypyc/mypyc#817, "Fully compiled dataclasses"). The
source holds plain dataclasses (one readable source for both builds); this step, run by
:mod:`tomecraft.compile` on its temporary copy, gives every module-level class decorated
with ``dataclass`` / ``dataclass(...)`` that defines no ``__init__`` (and does not say
``init=False``) the ``__init__`` that ``dataclasses`` would make, as source text mypyc
compiles:

* the same parameters in the same order: the fields of dataclass bases first (in the
  order ``dataclasses`` collects them, a base in another module of the package
  included; a field declared again keeps its place and takes the new declaration), then
  the class's own; ``ClassVar`` annotations are not fields;
* the same annotation text (``ast.unparse``, what ``from __future__ import annotations``
  stores) and the same defaults: a literal, a name or dotted name, a sign on a number,
  or a tuple of those, as written, also as ``field(default=...)``;
* ``field(default_factory=f)`` as ``dataclasses`` does it: the parameter's default is
  ``dataclasses``' own ``<factory>`` sentinel and the body calls ``f()`` when it is
  passed; the annotation becomes ``<as written> | Any`` (mypyc checks an argument's type
  when the function is defined, and the sentinel is no list);
* ``field(init=False)``: no parameter; set from its default or factory, or left unset;
* frozen classes set their fields with ``object.__setattr__`` as ``dataclasses`` does;
* ``__post_init__`` (the class's or a base's) is called last.

The method is one line, written over the blank line that ends the class where there is
one, so the copy's line numbers (those of compiled tracebacks) stay the installed
source's. Whatever it cannot reproduce exactly fails the build with
:class:`~tomecraft.build_dataclasses.InitsRefused` naming the module, the class and the
field, and saying what is supported (:mod:`tomecraft.build_dataclasses`, the model of the
package's dataclasses this module writes from: their fields, bases across modules, what
is refused).

Standard library only (``ast``); not itself compiled.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path

from tomecraft.build_dataclasses import (
    ANY,
    FACTORY,
    PACKAGE,
    ClassInfo,
    Field,
    InitsRefused,
    Package,
    defines_own,
    expr_names,
    folder_loader,
    module_name,
    refuse,
)

#: The line the generated code adds after the future imports of a module with a
#: ``default_factory`` field (:data:`FACTORY`, :data:`ANY`).
HELPERS = (
    f"import dataclasses as _tomecraft_dataclasses; from typing import Any as {ANY}; "
    f"{FACTORY}: {ANY} = getattr(_tomecraft_dataclasses, '_HAS_DEFAULT_FACTORY')"
)


def init_source(package: Package, info: ClassInfo) -> tuple[str, bool]:
    """The one-line ``def __init__`` for ``info`` and whether it needs :data:`HELPERS`."""
    module, cls = info.module, info.node.name
    fields = package.fields(info)
    params = [f.name for f in fields if f.init]
    seen_default = False
    for f in fields:
        if not f.init:
            continue
        if f.default is not None or f.factory is not None:
            seen_default = True
        elif seen_default:
            raise refuse(module, cls, f.name, "a field without a default after one with")
        if f.module != module:
            _check_names(package, module, cls, f)
    args, body = ["self"], []
    helpers = False
    for f in fields:
        if f.init:
            if f.factory is not None:
                args.append(f"{f.name}: {f.annotation} | {ANY} = {FACTORY}")
                value = f"{ast.unparse(f.factory)}() if {f.name} is {FACTORY} else {f.name}"
                helpers = True
            elif f.default is not None:
                args.append(f"{f.name}: {f.annotation} = {ast.unparse(f.default)}")
                value = f.name
            else:
                args.append(f"{f.name}: {f.annotation}")
                value = f.name
        elif f.factory is not None or f.default is not None:
            expr = f.factory if f.factory is not None else f.default
            assert expr is not None
            clash = expr_names(expr) & (set(params) | {"object"})
            if clash:
                raise refuse(
                    module, cls, f.name,
                    f"an init=False default naming a parameter ({', '.join(sorted(clash))})",
                )
            value = ast.unparse(expr) + ("()" if f.factory is not None else "")
        else:
            continue
        if info.frozen:
            if "object" in params:
                raise refuse(module, cls, "object", "a frozen class with a field named object")
            body.append(f"object.__setattr__(self, {f.name!r}, {value})")
        else:
            body.append(f"self.{f.name} = {value}")
    if package.defines(info, "__post_init__"):
        body.append("self.__post_init__()")
    return f"def __init__({', '.join(args)}) -> None: {'; '.join(body) or 'pass'}", helpers


def _check_names(package: Package, module: str, cls: str, f: Field) -> None:
    """An inherited field's annotation and default must name, in the subclass's module,
    the objects they name in the base's (mypy checks the copy, and mypyc checks argument
    types at run time)."""
    exprs = [ast.parse(f.annotation, mode="eval").body]
    exprs += [e for e in (f.default, f.factory) if e is not None]
    names = sorted(set().union(*(expr_names(e) for e in exprs)))
    other = [n for n in names if package.origin(module, n) != package.origin(f.module, n)]
    if other:
        raise InitsRefused(
            f"{module}: class {cls}, field {f.name} (from {f.module}): {', '.join(other)} "
            f"is not imported in {module} as in {f.module}; import it there the same way "
            "(under TYPE_CHECKING for a type)"
        )


def generate(package: Package, module: str) -> tuple[str, list[str]]:
    """The module's source with the generated ``__init__``s; the classes given one."""
    source = package.load(module)
    tree = package.tree(module)
    if source is None or tree is None:
        raise InitsRefused(f"{module}: no such module in the package")
    lines = source.splitlines(keepends=True)
    classes = package.classes(module)
    done: list[str] = []
    need_helpers = False
    edits: list[tuple[int, str]] = []  # (0-based line after the class, text)
    for name, info in classes.items():
        if not info.is_dataclass or not info.init or defines_own(info, "__init__"):
            continue
        text, helpers = init_source(package, info)
        need_helpers |= helpers
        indent = _indent(lines, info.node)
        end = info.node.end_lineno or info.node.lineno
        edits.append((end, f"{indent}{text}\n"))
        done.append(name)
    for end, text in sorted(edits, reverse=True):
        if end < len(lines) and not lines[end].strip():
            lines[end] = text  # over the blank line after the class: line numbers kept
        else:
            if end == len(lines) and lines and not lines[-1].endswith("\n"):
                lines[-1] += "\n"
            lines.insert(end, text)
    if need_helpers:
        _add_helpers(tree, lines)
    return "".join(lines), done


def _indent(lines: list[str], node: ast.ClassDef) -> str:
    first = node.body[0]
    line = lines[first.lineno - 1]
    return line[: len(line) - len(line.lstrip())]


def _add_helpers(tree: ast.Module, lines: list[str]) -> None:
    """:data:`HELPERS` after the future imports: on their line when it holds one."""
    future = [
        n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "__future__"
    ]
    if future and future[-1].lineno == future[-1].end_lineno:
        i = future[-1].lineno - 1
        lines[i] = lines[i].rstrip("\n") + "; " + HELPERS + "\n"
        return
    at = future[-1].end_lineno if future and future[-1].end_lineno else 0
    if not future and tree.body and isinstance(tree.body[0], ast.Expr):  # the docstring
        at = tree.body[0].end_lineno or 0
    lines.insert(at, HELPERS + "\n")


def rewrite(root: Path, modules: Sequence[str], name: str = PACKAGE) -> dict[str, list[str]]:
    """Write the generated ``__init__``s into ``root``'s copy of each module (paths as in
    ``compile.MODULES``, in the package ``name``); the classes given one, by module.
    Every module is generated before any file is written."""
    package = Package(folder_loader(root), name)
    out: dict[str, tuple[str, list[str]]] = {}
    for path in modules:
        out[path] = generate(package, module_name(path))
    for path, (text, _) in out.items():
        (root / path).write_text(text, encoding="utf-8")
    return {path: classes for path, (_, classes) in out.items()}


__all__ = ["HELPERS", "InitsRefused", "generate", "init_source", "rewrite"]
