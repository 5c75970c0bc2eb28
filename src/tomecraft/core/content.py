"""Content packs of the data-driven games: reading, validating and naming them.

A pack is a folder of JSON files, each validated by a pydantic model. A bad file raises the
game's :class:`ContentError` subclass naming the pack, the file, the card and the field; a
game says how a card is recognised (:data:`CardNamer`). The packs a game ships sit in
sub-folders of one data folder (:class:`BundledPacks`); a ``pack`` option names one of
them, or a folder of this machine only while local files are allowed.
"""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from pydantic import BaseModel, ConfigDict, ValidationError

from tomecraft.core.errors import InvalidConfig, TomecraftError
from tomecraft.core.local_files import local_files_allowed
from tomecraft.i18n import DEFAULT_LANGUAGE, catalog_dirs, register_catalog_dir

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
C = TypeVar("C")
P = TypeVar("P")

#: ``(node, path to it, card found so far) -> the node's card name`` (``""``: not a card).
CardNamer = Callable[[Mapping[str, Any], Sequence[int | str], str], str]

_NAMED_FIELD = re.compile(r"^field '([A-Za-z_][A-Za-z0-9_.\[\]]*)'[:]? (.*)$", re.DOTALL)


class ContentError(TomecraftError):
    """A pack could not be loaded: the message names the pack, file, card and field.

    Subclasses set :attr:`game`, the message's first word."""

    game: ClassVar[str] = "content"

    def __init__(self, pack: str, file: str, card: str, field: str, problem: str) -> None:
        # Plain assignments, one per part of the message: alike by shape with every
        # written-out constructor (a game's compiled tasks, for one).
        self.pack = pack
        self.file = file
        self.card = card
        self.field = field
        self.problem = problem
        where = f"card {card}" if card else "top level"
        super().__init__(
            f"{self.game} pack {pack!r}: {file}: {where}: field {field or '(whole card)'}: "
            f"{problem}"
        )


#: The configuration of pack models: unknown fields refused, values frozen, aliases optional.
MODEL_CONFIG = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def field_path(loc: Sequence[int | str]) -> str:
    """A pydantic location written ``a.b[2].c``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def card_by_id(node: Mapping[str, Any], path: Sequence[int | str], found: str) -> str:
    """The default :data:`CardNamer`: an object with a string ``id`` is a card."""
    return repr(node["id"]) if isinstance(node.get("id"), str) else ""


def locate(
    raw: Any, loc: Sequence[int | str], name_card: CardNamer = card_by_id
) -> tuple[str, str]:
    """The deepest card along ``loc`` in ``raw`` (``""`` if none) and the path below it."""
    card, start, node = "", 0, raw
    for i, part in enumerate(loc):
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(node, Mapping):
            named = name_card(node, loc[: i + 1], card)
            if named:
                card, start = named, i + 1
    return card, field_path(loc[start:])


def read_json(path: Path, file: str, pack: str, error: type[ContentError] = ContentError) -> Any:
    """The JSON document at ``path`` (``file`` as the error names it)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise error(pack, file, "", "", f"cannot read the file ({exc.strerror or exc})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(
            pack, file, "", "", f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None


def validate(
    model: type[M],
    raw: Any,
    file: str,
    pack: str,
    error: type[ContentError] = ContentError,
    name_card: CardNamer = card_by_id,
    rename: Callable[[str], str] | None = None,
) -> M:
    """``raw`` validated as ``model``; the first problem is reported at its card and field.

    A check whose message starts ``field 'name': ...`` points at that field of the card;
    ``rename`` rewrites the field path (Python names back to JSON names)."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        card, where = locate(raw, tuple(err["loc"]), name_card)
        problem = str(err["msg"]).removeprefix("Value error, ")
        named = _NAMED_FIELD.match(problem)
        if named:
            where = f"{where}.{named.group(1)}" if where else named.group(1)
            problem = named.group(2)
        if rename is not None:
            where = rename(where)
        raise error(pack, file, card, where, problem) from None


def read_valid(model: type[M], folder: Path, file: str, pack: str, **how: Any) -> M:
    """File ``file`` of the pack in ``folder``, read (:func:`read_json`) and validated as
    ``model`` (:func:`validate`; ``how``: its ``error``, ``name_card`` and ``rename``)."""
    raw = read_json(folder / file, file, pack, how.get("error", ContentError))
    return validate(model, raw, file, pack, **how)


class PackLoader(Generic[T]):
    """A game's ``load_pack``: ``load`` of a pack folder made absolute (default: the
    ``default`` folder), loaded and validated once per folder, with the pack's own texts
    (:func:`load_pack_texts`; ``needs`` lists the message ids its content names, checked
    by :func:`check_pack_texts` for every pack but the default one, whose texts ship with
    the game; ``error``: the game's :class:`ContentError`)."""

    def __init__(
        self,
        default: Path,
        load: Callable[[Path], T],
        needs: TextNeeds[T] | None = None,
        error: type[ContentError] = ContentError,
    ) -> None:
        self.default = default
        self.load = load
        self.needs = needs
        self.error = error
        self._loaded: dict[Path, T] = {}

    def __call__(self, folder: Path | str | None = None) -> T:
        path = Path(folder).resolve() if folder is not None else self.default.resolve()
        found = self._loaded.get(path)
        if found is None:
            found = self.load(path)
            own = load_pack_texts(path, self.error)
            if self.needs is not None and path != self.default.resolve():
                check_pack_texts(path.name, self.needs(found), own, self.error)
            self._loaded[path] = found
        return found

    def loaded(self) -> tuple[T, ...]:
        """Every pack loaded so far, in the order they were loaded."""
        return tuple(self._loaded.values())


# -- a pack's own texts -------------------------------------------------------------------
#: Where a pack's texts are, relative to its folder: ``locales/<lang>/*.ftl``.
PACK_LOCALES = "locales"

#: A message id of a pack's content and where it is named: ``(file, card, message id)``.
TextSource = tuple[str, str, str]
#: ``(pack) -> every text source of its content``.
TextNeeds = Callable[[T], Iterable[TextSource]]


class PackTextWarning(UserWarning):
    """A pack without texts of its own (no ``locales`` folder) names message ids that no
    catalogue has: they show as ids."""


#: Per catalogue folder: ``(language, message id) -> (file, the message's source)``.
_DEFINED: dict[Path, dict[tuple[str, str], tuple[Path, str]]] = {}


def _definitions(folder: Path, pack: str, error: type[ContentError], *,
                 fresh: bool = False) -> dict[tuple[str, str], tuple[Path, str]]:
    """Every message and term defined in ``folder/<lang>/*.ftl``, with its file and source
    text (the first one, as Fluent keeps it), read once per folder; ``fresh``: read again,
    and a pack's file that Fluent cannot parse, or that defines an id twice with other
    texts, is refused."""
    found = None if fresh else _DEFINED.get(folder)
    if found is not None:
        return found
    found = {}
    parser = FluentParser()
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []:
        for ftl in sorted(sub.glob("*.ftl")):
            file = f"{ftl.relative_to(folder.parent)}"
            try:
                text = ftl.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise error(pack, file, "", "", f"cannot read the file ({exc})") from None
            for entry in parser.parse(text).body:
                if isinstance(entry, fast.Junk) and fresh:
                    line = text.count("\n", 0, entry.span.start if entry.span else 0) + 1
                    raise error(pack, file, "", "", f"not valid Fluent (line {line})")
                if isinstance(entry, (fast.Message, fast.Term)):
                    mid = ("-" if isinstance(entry, fast.Term) else "") + entry.id.name
                    span = entry.span
                    source = text[span.start:span.end] if span else mid
                    if (sub.name, mid) in found:
                        if fresh and found[sub.name, mid][1] != source:
                            raise error(pack, file, "", "",
                                        f"message id {mid!r} is defined twice with other texts")
                        continue
                    found[sub.name, mid] = (ftl, source)
    _DEFINED[folder] = found
    return found


def load_pack_texts(
    folder: Path, error: type[ContentError] = ContentError
) -> Path | None:
    """Add the pack's own texts (``folder/locales/<lang>/*.ftl``, if it has that folder)
    to every translator; that folder (None: the pack has no texts). A message id already
    defined with another text, in the same language, by a catalogue added before (the
    shipped ones, another pack's) is refused naming both files: a pack neither overrides
    the shipped texts nor another pack's. The same text twice (two copies of one pack) is
    no conflict."""
    texts = folder / PACK_LOCALES
    if not texts.is_dir():
        return None
    own = _definitions(texts, folder.name, error, fresh=True)
    for other in catalog_dirs():
        if other == texts:
            continue
        theirs = _definitions(other, other.name, error)
        for key, (file, source) in own.items():
            found = theirs.get(key)
            if found is not None and found[1] != source:
                raise error(
                    folder.name, str(file.relative_to(folder)), "", "",
                    f"message id {key[1]!r} ({key[0]}) is already defined with another text"
                    f" in {found[0]}; a pack may not change the shipped texts or another"
                    " pack's: give it an id of its own",
                )
    register_catalog_dir(texts, reload=True)
    _PACK_TEXTS.add(texts)
    return texts


#: The ``locales`` folders of packs (:func:`load_pack_texts`): every other registered
#: folder is a shipped catalogue.
_PACK_TEXTS: set[Path] = set()


def _has_text(key: str, own: Path | None) -> bool:
    """Whether message ``key`` has an English text in a shipped catalogue or in the
    pack's own ``own`` folder (another pack's texts do not count)."""
    for folder in catalog_dirs():
        if (folder == own or folder not in _PACK_TEXTS) and (
            (DEFAULT_LANGUAGE, key) in _definitions(folder, folder.name, ContentError)
        ):
            return True
    return False


def check_pack_texts(pack: str, needs: Iterable[TextSource], own: Path | None,
                     error: type[ContentError] = ContentError) -> None:
    """Every message id the pack's content names has an English text in a shipped
    catalogue or the pack's own (``own``: its ``locales`` folder, None if it has none).
    A pack that brings texts of its own is refused at its first id without one (naming
    the file, the card and the id); a pack without any is warned
    (:class:`PackTextWarning`) once, with how many ids lack a text and the first one:
    its rules can be played and tested before its texts are written."""
    missing = [(file, card, key) for file, card, key in needs if not _has_text(key, own)]
    if not missing:
        return
    file, card, key = missing[0]
    more = f" ({len(missing) - 1} more ids lack one)" if len(missing) > 1 else ""
    if own is not None:
        raise error(pack, file, card, "", f"no English text for message id {key!r} in any"
                    f" catalogue: write it in {PACK_LOCALES}/en/*.ftl of the pack folder{more}")
    where = f"card {card}" if card else "top level"
    warnings.warn(
        f"{error.game} pack {pack!r} has no texts of its own ({PACK_LOCALES}/<lang>/*.ftl"
        f" in its folder): {len(missing)} message ids show as ids, the first one"
        f" {key!r} ({file}: {where})",
        PackTextWarning,
        stacklevel=3,
    )


def check_folder(folder: Path, error: type[ContentError] = ContentError) -> str:
    """The pack's name (its folder's name); an error if the folder does not exist."""
    if not folder.is_dir():
        raise error(folder.name, str(folder), "", "", "the pack folder does not exist")
    return folder.name


@dataclass(frozen=True)
class BundledPacks:
    """The packs shipped in ``folder``: its sub-folders holding a ``pack.json``."""

    folder: Path
    default: str = "original"
    names: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        names = sorted(p.name for p in self.folder.iterdir() if (p / "pack.json").is_file())
        object.__setattr__(self, "names", tuple(names))

    def key(self, pack: str | None) -> str:
        """The canonical key of a pack option: a bundled pack's name (the default for
        ``None``) or an absolute folder path."""
        if pack is None or pack in self.names:
            return pack or self.default
        return str(Path(pack).resolve())

    def path(self, key: str) -> Path:
        """The folder of a pack key."""
        return self.folder / key if key in self.names else Path(key)


class PackContents(Generic[C]):
    """A game's ``content(key)``: the content of a pack key (:meth:`BundledPacks.key`;
    default: the bundled default), built by ``build(folder, key)`` once per argument.
    ``content()`` and ``content(default)`` are two objects, as under ``functools.cache``
    (a content numbers scripts met in play, so a shared one would change what callers of
    the other see)."""

    def __init__(self, bundled: BundledPacks, build: Callable[[Path, str], C]) -> None:
        self.bundled = bundled
        self.build = build
        self._built: dict[str | None, C] = {}

    @classmethod
    def shipped(
        cls, default_pack: Path, load: Callable[[Path], P], build: Callable[[P, str], C]
    ) -> PackContents[C]:
        """A game's ``content``: the packs shipped beside ``default_pack`` (the sub-folders
        of its folder; the default: its name), each ``build(load(folder), key)``."""
        bundled = BundledPacks(default_pack.parent, default_pack.name)
        return cls(bundled, lambda folder, key: build(load(folder), key))

    def __call__(self, key: str | None = None) -> C:
        found = self._built.get(key)
        if found is None:
            name = self.bundled.default if key is None else key
            found = self._built[key] = self.build(self.bundled.path(name), name)
        return found

    def option(self, raw: Any) -> C:
        """The content of the pack a ``pack`` option names (:func:`load_pack_option`)."""
        return load_pack_option(raw, self.bundled, self)


def resolve_pack_option(raw: Any, bundled: BundledPacks) -> str:
    """The key of the pack a ``pack`` option names: a bundled pack (default: the
    bundled default) or, only while local files are allowed (see
    :mod:`tomecraft.core.local_files`), a folder on this machine. A refusal quotes nothing
    of what was sent, so paths can be neither read nor probed."""
    names = ", ".join(bundled.names)
    if raw is not None and not isinstance(raw, str):
        raise InvalidConfig(
            f"pack must be the name of a bundled pack ({names}), got {type(raw).__name__}"
        )
    if raw not in (None, *bundled.names) and not local_files_allowed():
        raise InvalidConfig(
            f"pack must be the name of a bundled pack: {names} (a pack"
            " folder of your own can be named from the command line only)"
        )
    return bundled.key(raw)


def load_pack_option(raw: Any, bundled: BundledPacks, load: Callable[[str], T]) -> T:
    """``load`` of the key :func:`resolve_pack_option` gives; a bad pack is InvalidConfig."""
    key = resolve_pack_option(raw, bundled)
    try:
        return load(key)
    except ContentError as exc:
        raise InvalidConfig(str(exc)) from None


__all__ = [
    "MODEL_CONFIG",
    "PACK_LOCALES",
    "BundledPacks",
    "CardNamer",
    "ContentError",
    "PackContents",
    "PackLoader",
    "PackTextWarning",
    "TextNeeds",
    "TextSource",
    "card_by_id",
    "check_folder",
    "check_pack_texts",
    "field_path",
    "load_pack_option",
    "load_pack_texts",
    "locate",
    "read_json",
    "read_valid",
    "resolve_pack_option",
    "validate",
]
