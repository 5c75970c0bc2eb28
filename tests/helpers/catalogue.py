"""Fluent catalogues in tests: parsing a file, the variables a message uses, a bundle of
a language's files without fallback, and rendering a message with it while noting every
problem (a missing message, a Fluent error, a variable the code does not give)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

from tomecraft.i18n import Msg


def parse(path: Path) -> fast.Resource:
    """The Fluent syntax tree of a catalogue file (junk entries included)."""
    return FluentParser().parse(path.read_text(encoding="utf-8"))


def variables(node: fast.BaseNode) -> set[str]:
    """The names of every variable reference under ``node`` (selectors and variants too)."""
    names: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, ref: fast.VariableReference) -> None:
            names.add(ref.id.name)
            self.generic_visit(ref)

    Collect().visit(node)
    return names


def bundle(lang: str, folders: Iterable[Path]) -> FluentBundle:
    """One language's bundle of every ``*.ftl`` in ``folder/lang`` of each folder, in
    order (no other language to fall back on)."""
    b = FluentBundle([lang], use_isolating=False)
    for folder in folders:
        for f in sorted((folder / lang).glob("*.ftl")):
            b.add_resource(FluentResource(f.read_text(encoding="utf-8")))
    return b


def render(m: Msg | str, lang: str, bundles: Mapping[str, FluentBundle], errors: list[str], *,
           fallback: str | None = None, uses: Mapping[str, set[str]] | None = None) -> str:
    """``m`` rendered with ``bundles[lang]`` (a message it lacks with ``bundles[fallback]``
    if given), appending each problem to ``errors``: a message no bundle has, a Fluent
    error, and (with ``uses``, each key's variables) a variable not given."""
    if isinstance(m, str):
        return m
    args: dict[str, Any] = {
        k: render(v, lang, bundles, errors, fallback=fallback, uses=uses)
        if isinstance(v, Msg) else v for k, v in m.args
    }
    b = bundles[lang]
    if fallback is not None and not b.has_message(m.key):
        b = bundles[fallback]
    if not b.has_message(m.key):
        errors.append(f"{lang}: missing {m.key}")
        return m.key
    pattern = b.get_message(m.key).value
    assert pattern is not None, f"{lang}: {m.key} has no value"
    text, errs = b.format_pattern(pattern, args)
    errors.extend(f"{lang}: {m.key}: {e}" for e in errs)
    if uses is not None and m.key in uses and uses[m.key] - set(args):
        errors.append(f"{m.key}: given {sorted(args)}, uses {sorted(uses[m.key])}")
    return str(text)


def board_texts(sections: Iterable[Any]) -> Iterator[Msg | str]:
    """Every text of a board (``State.board``): each section's title, each row's label
    and each cell's text."""
    for sec in sections:
        yield sec.title
        for row in sec.rows:
            yield row.label
            for cell in row.cells:
                yield cell.text
