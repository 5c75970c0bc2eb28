"""The compiled build's state clones: each ``FIELDS.copy(src, dst)`` line of a compiled
module written out as the assignments it stands for.

A state module declares its clone's fields once, ``FIELDS = CloneFields("...", by_hand=...)``
with string literals (:mod:`tomecraft.core.clone`); interpreted, ``FIELDS.copy`` is a function
generated from that declaration at import. On its temporary copy of each compiled module,
:mod:`tomecraft.compile` replaces every statement ``NAME.copy(a, b)`` (``NAME`` a module-level
``CloneFields`` declaration, ``a`` and ``b`` plain names) with the same statements,
:meth:`~tomecraft.core.clone.CloneFields.statements`, on that one line joined by ``;``: mypyc
compiles plain attribute assignments (no call through an interpreted function, and the
fields a constructor sets this way stay "always defined"), and the copy's line numbers
stay the installed source's. A declaration or a call it cannot read fails the build with
:class:`ClonesRefused`, naming the module and line.

Standard library only (``ast``) besides :mod:`tomecraft.core.clone`; not itself compiled.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path

from tomecraft.core.clone import CloneFields


class ClonesRefused(Exception):
    """A ``CloneFields`` declaration or copy call the build cannot write out."""


def declarations(tree: ast.Module, module: str) -> dict[str, CloneFields]:
    """The module-level ``NAME = CloneFields(...)`` declarations of ``tree``, rebuilt from
    their literal arguments (``base`` generates nothing and is left out)."""
    out: dict[str, CloneFields] = {}
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)):
            continue
        func = node.value.func
        if not (isinstance(func, ast.Name) and func.id == "CloneFields"):
            continue
        target = node.targets[0]
        if len(node.targets) != 1 or not isinstance(target, ast.Name):
            raise ClonesRefused(f"{module}:{node.lineno}: write NAME = CloneFields(...)")
        given: list[tuple[str | None, ast.expr]] = [("fields", a) for a in node.value.args]
        given += [(kw.arg, kw.value) for kw in node.value.keywords if kw.arg != "base"]
        kwargs: dict[str, str] = {}
        for name, value in given:
            if name is None or not (
                isinstance(value, ast.Constant) and isinstance(value.value, str)
            ) or len(node.value.args) > 1:
                raise ClonesRefused(
                    f"{module}:{node.lineno}: CloneFields takes string literals (and base)"
                )
            kwargs[name] = value.value
        unknown = sorted(set(kwargs) - {"fields", "by_hand"})
        if unknown:
            raise ClonesRefused(f"{module}:{node.lineno}: CloneFields has no {unknown[0]}")
        try:
            out[target.id] = CloneFields(kwargs.get("fields", ""), kwargs.get("by_hand", ""))
        except ValueError as exc:
            raise ClonesRefused(f"{module}:{node.lineno}: {exc}") from None
    return out


def generate(source: str, module: str) -> tuple[str, int]:
    """``source`` with each copy call written out; how many were."""
    tree = ast.parse(source)
    fields = declarations(tree, module)
    if not fields:
        return source, 0
    lines = source.splitlines(keepends=True)
    done = 0
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
            continue
        func = node.value.func
        if not (
            isinstance(func, ast.Attribute)
            and func.attr == "copy"
            and isinstance(func.value, ast.Name)
            and func.value.id in fields
        ):
            continue
        call = node.value
        names = [a.id for a in call.args if isinstance(a, ast.Name)]
        if len(names) != 2 or len(call.args) != 2 or call.keywords:
            raise ClonesRefused(f"{module}:{node.lineno}: write {func.value.id}.copy(src, dst)")
        if node.end_lineno != node.lineno:
            raise ClonesRefused(f"{module}:{node.lineno}: a copy call on one line only")
        line = lines[node.lineno - 1]
        before = line[: node.col_offset]
        if before.strip():
            raise ClonesRefused(f"{module}:{node.lineno}: a copy call alone on its line")
        body = "; ".join(fields[func.value.id].statements(names[0], names[1])) or "pass"
        lines[node.lineno - 1] = f"{before}{body}\n"
        done += 1
    return "".join(lines), done


def rewrite(root: Path, modules: Sequence[str]) -> int:
    """Write the copies out in ``root``'s copy of each module (paths as in
    ``compile.MODULES``); how many copy calls were written out. Every module is
    generated before any file is written."""
    out: dict[Path, str] = {}
    count = 0
    for path in modules:
        file = root / path
        text, done = generate(file.read_text(encoding="utf-8"), path)
        if done:
            out[file] = text
            count += done
    for file, text in out.items():
        file.write_text(text, encoding="utf-8")
    return count


__all__ = ["ClonesRefused", "declarations", "generate", "rewrite"]
