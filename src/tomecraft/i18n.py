"""One translation layer for every user-facing string (Project Fluent catalogues).

Engine code never builds display text: it returns :class:`Msg` values (a message id
plus arguments) and an interface renders them with a :class:`Translator` for the user's
language. Catalogues are ``.ftl`` files in ``locales/<lang>/`` folders; the core has one
and each game registers its own with :func:`register_catalog_dir`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import Pattern, Placeable, TextElement, VariableReference

#: Languages the project ships, first one is the fallback.
LANGUAGES: tuple[str, ...] = ("en", "es", "de", "zh-TW")
DEFAULT_LANGUAGE = "en"

_CATALOG_DIRS: list[Path] = [Path(__file__).parent / "locales"]


@dataclass(slots=True, eq=False)
class Msg:
    """A translatable message: a Fluent message id and its arguments (treat it as
    read-only: it is hashed and shared).

    Arguments may be numbers, strings or other :class:`Msg` values (translated first).
    Not frozen, for speed (as :class:`~.core.Decision`): a frozen dataclass sets each
    field through ``object.__setattr__``. Compiled, the build writes its ``__init__``
    (:mod:`tomecraft.build_inits`). Equality and the hash are the dataclass's, over both
    fields, written out (``__eq__``, ``__hash__``) so that the compiled build compiles
    them: a state message hashes and compares dozens of messages (the methods that
    ``dataclasses`` makes stay interpreted under mypyc).
    """

    key: str
    args: tuple[tuple[str, Any], ...] = ()

    def __eq__(self, other: object) -> bool:
        """The dataclass's rule: the same class and equal fields."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Msg)
        return self.key == other.key and self.args == other.args

    def __hash__(self) -> int:
        """The dataclass's: the hash of the fields' tuple."""
        return hash((self.key, self.args))

    def arg(self, name: str) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "args": {k: _arg_json(v) for k, v in self.args}}


def _arg_json(v: Any) -> Any:
    return v.to_json() if isinstance(v, Msg) else v


def msg_from_json(data: Any) -> Msg:
    """The :class:`Msg` whose :meth:`Msg.to_json` is ``data`` (arguments that are
    messages are rebuilt too)."""
    if not (isinstance(data, dict) and isinstance(data.get("key"), str)
            and isinstance(data.get("args", {}), dict)):
        raise ValueError(f"not a message document: {data!r}")
    args = {k: msg_from_json(v) if isinstance(v, dict) else v
            for k, v in data.get("args", {}).items()}
    return msg(data["key"], **args)


def msg(key: str, **args: Any) -> Msg:
    """Build a :class:`Msg`; keyword order does not matter."""
    if len(args) <= 1:
        return Msg(key, tuple(args.items()))
    return Msg(key, tuple(sorted(args.items())))


def join(items: Sequence[Msg], key: str) -> Msg:
    """Messages joined into one, right-nested: ``key(first=a, rest=key(first=b, rest=c))``.

    The catalogue's ``key`` message says how a language joins a first item to the rest
    (a comma, "and", a Chinese enumeration mark). At least one item is needed."""
    if not items:
        raise ValueError(f"join({key!r}) needs at least one message")
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg(key, first=item, rest=out)
    return out


def register_catalog_dir(path: Path, *, reload: bool = False) -> None:
    """Add a ``locales`` folder (with one sub-folder per language) to every translator;
    with ``reload``, one already added is read again (its files changed)."""
    if reload or path not in _CATALOG_DIRS:
        if path not in _CATALOG_DIRS:
            _CATALOG_DIRS.append(path)
        _BUNDLES.clear()
        _PLAIN.clear()


def catalog_dirs() -> tuple[Path, ...]:
    """The ``locales`` folders registered so far (the core's first), in order."""
    return tuple(_CATALOG_DIRS)


_BUNDLES: dict[str, FluentBundle] = {}
#: Per (bundle language, message id): the message's pattern as literal texts and
#: variable names when it is nothing else (see :func:`_plain_parts`), else None.
_PLAIN: dict[tuple[str, str], tuple[tuple[bool, str], ...] | None] = {}
#: Fluent refuses a placeable or text longer than this (it formats ``{???}``).
_MAX_PART = 2500


def _bundle(lang: str) -> FluentBundle:
    bundle = _BUNDLES.get(lang)
    if bundle is None:
        bundle = FluentBundle([lang], use_isolating=False)
        for folder in _CATALOG_DIRS:
            sub = folder / lang
            if not sub.is_dir():
                continue
            for ftl in sorted(sub.glob("*.ftl")):
                bundle.add_resource(FluentResource(ftl.read_text(encoding="utf-8")))
        _BUNDLES[lang] = bundle
    return bundle


def normalise_language(lang: str | None) -> str:
    """Map a user or browser language tag (``de-AT``, ``zh``, ``es_ES``) to a shipped one."""
    if not lang:
        return DEFAULT_LANGUAGE
    tag = lang.replace("_", "-").strip()
    low = tag.lower()
    if low.startswith("zh"):
        return "zh-TW"
    base = low.split("-")[0]
    for known in LANGUAGES:
        if known.lower() == low or known.lower() == base:
            return known
    raise ValueError(f"unsupported language {lang!r}; choose one of {', '.join(LANGUAGES)}")


class Translator:
    """Render :class:`Msg` values in one language, falling back to English per message."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = normalise_language(lang)

    def has(self, key: str) -> bool:
        return _bundle(self.lang).has_message(key)

    def separator(self, key: str) -> str | None:
        """The text between the two items where message ``key`` is exactly
        ``{ $first }TEXT{ $rest }`` (in this language, or English where it lacks the
        message, as formatting falls back), else None. Given text items, joining them
        with it is what the right-nested messages of :func:`join` format to (the
        bundles never add isolation marks)."""
        for lang in (self.lang, DEFAULT_LANGUAGE):
            bundle = _bundle(lang)
            if bundle.has_message(key):
                pattern = bundle.get_message(key).value
                if pattern is None or len(pattern.elements) != 3:
                    return None
                first, text, rest = pattern.elements
                if (
                    isinstance(text, TextElement)
                    and _names_variable(first, "first")
                    and _names_variable(rest, "rest")
                ):
                    return str(text.value)
                return None
        return None

    def __call__(self, message: Msg | str, **args: Any) -> str:
        if isinstance(message, str):
            message = msg(message, **args)
        return self._format(message)

    def _format(self, message: Msg) -> str:
        values: Mapping[str, Any] = {
            k: (self._format(v) if isinstance(v, Msg) else v) for k, v in message.args
        }
        for lang in (self.lang, DEFAULT_LANGUAGE):
            bundle = _bundle(lang)
            if bundle.has_message(message.key):
                pattern = bundle.get_message(message.key).value
                if pattern is None:
                    break
                known = (lang, message.key)
                if known in _PLAIN:
                    plain = _PLAIN[known]
                else:
                    plain = _PLAIN[known] = _plain_parts(bundle, pattern)
                if plain is not None:
                    joined = _join_plain(plain, values)
                    if joined is not None:
                        return joined
                text, _errors = bundle.format_pattern(pattern, dict(values))
                return str(text)
        return message.key + (
            "(" + ", ".join(f"{k}={v}" for k, v in values.items()) + ")" if values else ""
        )


def _names_variable(element: Any, name: str) -> bool:
    """Whether a pattern element is the placeable ``{ $name }`` and nothing more."""
    return (
        isinstance(element, Placeable)
        and isinstance(element.expression, VariableReference)
        and element.expression.id.name == name
    )


def _plain_parts(bundle: FluentBundle, pattern: Any) -> tuple[tuple[bool, str], ...] | None:
    """``pattern`` as (is a variable, literal text or variable name) parts where it holds
    only texts and ``{ $variable }`` placeables (no selectors, functions or references)
    and the bundle adds no isolation marks; else None."""
    if bundle.use_isolating:
        return None
    # the runtime keeps a message that is one text as that text element
    elements = [pattern] if isinstance(pattern, TextElement) else getattr(pattern, "elements", None)
    if not isinstance(pattern, (Pattern, TextElement)) or elements is None or len(elements) > 1000:
        return None
    parts: list[tuple[bool, str]] = []
    for element in elements:
        if isinstance(element, TextElement) and len(element.value) <= _MAX_PART:
            parts.append((False, str(element.value)))
        elif isinstance(element, Placeable) and isinstance(element.expression, VariableReference):
            parts.append((True, str(element.expression.id.name)))
        else:
            return None
    return tuple(parts)


def _join_plain(parts: tuple[tuple[bool, str], ...], values: Mapping[str, Any]) -> str | None:
    """What Fluent formats a plain pattern (:func:`_plain_parts`) to with ``values``,
    where each variable it names is text (as given) or an ``int`` from 0 to 999 (its
    digits, in every locale): the parts joined. None for anything else (a missing
    variable, another type, a larger number, text too long for Fluent), which Fluent
    then formats itself."""
    out: list[str] = []
    for is_var, text in parts:
        if not is_var:
            out.append(text)
            continue
        v = values.get(text)
        if isinstance(v, str):
            if len(v) > _MAX_PART:
                return None
            out.append(v)
        elif type(v) is int and 0 <= v <= 999:
            out.append(str(v))
        else:
            return None
    return "".join(out)
