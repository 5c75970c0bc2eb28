"""Translation helpers for the web server: languages, translators and the page catalogue.

The page gets its strings from ``GET /api/catalog?lang=``: every message of every
registered Fluent catalogue (the core's, each game's, the web server's own), rendered in
that language. A message with variables is rendered with ``{name}`` placeholders the
page fills in itself; such UI messages avoid Fluent selectors for that reason.

Secret texts (``GameDef.secret_messages``: Wonder Book's chapter cards, scenes, zones and
keys) are never in that catalogue: a game's state messages carry each one to a seat once
its state names it (``State.known_messages``), see :func:`message_texts`.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

import tomecraft.i18n as i18n
from tomecraft.core import Section
from tomecraft.i18n import DEFAULT_LANGUAGE, LANGUAGES, Msg, Translator, msg, normalise_language

LOCALES = Path(__file__).parent / "locales"
i18n.register_catalog_dir(LOCALES)

#: Language names, each in its own language (for the switcher).
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "de": "Deutsch",
    "zh-TW": "繁體中文",
}


def pick_language(requested: str | None, accept_language: str | None = None) -> str:
    """``?lang=`` if it is a shipped language, else the best ``Accept-Language`` match."""
    if requested:
        try:
            return normalise_language(requested)
        except ValueError:
            pass
    for tag in _accept_tags(accept_language or ""):
        try:
            return normalise_language(tag)
        except ValueError:
            continue
    return DEFAULT_LANGUAGE


def _accept_tags(header: str) -> list[str]:
    tags: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")):
        piece = part.strip()
        if not piece:
            continue
        tag, _, params = piece.partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        if tag.strip() and tag.strip() != "*":
            tags.append((-q, i, tag.strip()))
    return [t for _, _, t in sorted(tags)]


@lru_cache(maxsize=16)
def translator(lang: str) -> Translator:
    return Translator(lang)


def render(message: Msg | str, lang: str) -> str:
    """``message`` in ``lang``; results are cached (messages are immutable values)."""
    if isinstance(message, str):
        return translator(lang)(message)
    try:
        return _render_cached(message, lang)
    except TypeError:  # an argument that cannot be hashed (a list): format it directly
        return translator(lang)(message)


@lru_cache(maxsize=200_000)
def _render_cached(message: Msg, lang: str) -> str:
    return translator(lang)(message)


class _Vars(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def _catalog_dirs() -> list[Path]:
    dirs: Iterable[Path] = getattr(i18n, "_CATALOG_DIRS", [LOCALES])
    return list(dirs)


def _message_vars() -> dict[str, set[str]]:
    """Every message id of every registered catalogue (English files) and its variables."""
    out: dict[str, set[str]] = {}
    parser = FluentParser()
    for folder in _catalog_dirs():
        sub = folder / DEFAULT_LANGUAGE
        if not sub.is_dir():
            continue
        for ftl in sorted(sub.glob("*.ftl")):
            for entry in parser.parse(ftl.read_text(encoding="utf-8")).body:
                if isinstance(entry, fast.Message) and entry.value is not None:
                    v = _Vars()
                    v.visit(entry)
                    out[entry.id.name] = v.names
    return out


_CATALOG_CACHE: dict[tuple[str, int], dict[str, str]] = {}
_PUBLIC_CACHE: dict[tuple[str, int], dict[str, str]] = {}


def secret_ids() -> frozenset[str]:
    """Every registered game's secret message ids (``GameDef.secret_messages``)."""
    from tomecraft.core import game_names, get_game

    out: set[str] = set()
    for name in game_names():
        out |= get_game(name).secret_messages()
    return frozenset(out)


def _all_messages(lang: str) -> dict[str, str]:
    """Every message in ``lang``, secret ones included; variables as placeholders."""
    key = (lang, len(_catalog_dirs()))
    cached = _CATALOG_CACHE.get(key)
    if cached is not None:
        return cached
    t = translator(lang)
    out: dict[str, str] = {}
    for mid, names in sorted(_message_vars().items()):
        if mid.startswith("cli-"):
            continue
        args: dict[str, Any] = {n: "{" + n + "}" for n in names}
        out[mid] = t(msg(mid, **args))
    _CATALOG_CACHE[key] = out
    return out


def catalog(lang: str) -> dict[str, str]:
    """Every public message in ``lang`` (no game's secret texts); variables become
    ``{name}`` placeholders."""
    key = (lang, len(_catalog_dirs()))
    cached = _PUBLIC_CACHE.get(key)
    if cached is None:
        hidden = secret_ids()
        cached = _PUBLIC_CACHE[key] = {
            k: v for k, v in _all_messages(lang).items() if k not in hidden
        }
    return cached


def message_texts(ids: Iterable[str], lang: str) -> dict[str, str]:
    """The texts of ``ids`` in ``lang`` (placeholders as in :func:`catalog`): the secret
    texts a seat may read now, sent with its state message."""
    every = _all_messages(lang)
    return {k: every[k] for k in sorted(ids) if k in every}


def languages() -> list[dict[str, str]]:
    return [{"code": code, "name": LANGUAGE_NAMES.get(code, code)} for code in LANGUAGES]


def sections_json(sections: Iterable[Section], lang: str) -> list[dict[str, Any]]:
    """Generic board sections, translated (the page's fallback board)."""
    return [
        {
            "title": render(sec.title, lang),
            "highlight": sec.highlight,
            "rows": [
                {
                    "label": render(row.label, lang),
                    "cells": [{"text": render(c.text, lang), "style": c.style} for c in row.cells],
                }
                for row in sec.rows
            ],
        }
        for sec in sections
    ]


def load_catalogs() -> None:
    """Parse every language's catalogue now (after the last :func:`register_catalog_dir`):
    otherwise the first message in a language parses it in the middle of play, a stop of
    the whole event loop of about 200 ms."""
    for lang in LANGUAGES:
        translator(lang).has("web-title")


def clear_caches() -> None:
    """Forget cached texts (after a catalogue folder was registered)."""
    _render_cached.cache_clear()
    _CATALOG_CACHE.clear()
    _PUBLIC_CACHE.clear()
