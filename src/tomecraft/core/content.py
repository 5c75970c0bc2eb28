"""Content packs of the data-driven games: reading, validating and naming them.

A pack is a folder of JSON files, each validated by a pydantic model. A bad file raises the
game's :class:`ContentError` subclass naming the pack, the file, the card and the field; a
game says how a card is recognised (:data:`CardNamer`). The packs a game ships sit in
sub-folders of one data folder (:class:`BundledPacks`); a ``pack`` option names one of
them, or a folder of this machine only while local files are allowed.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from tomecraft.core.content_errors import plain_problems
from tomecraft.core.errors import InvalidConfig, TomecraftError
from tomecraft.core.local_files import local_files_allowed

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
C = TypeVar("C")
P = TypeVar("P")

if TYPE_CHECKING:
    from tomecraft.core.content_texts import TextNeeds

#: ``(node, path to it, card found so far) -> the node's card name`` (``""``: not a card).
CardNamer = Callable[[Mapping[str, Any], Sequence[int | str], str], str]

_NAMED_FIELD = re.compile(r"^field '([A-Za-z_][A-Za-z0-9_.\[\]]*)'[:]? (.*)$", re.DOTALL)


class ContentError(TomecraftError):
    """A pack could not be loaded: the message names the pack, file, card and field.

    Subclasses set :attr:`game`, the message's first word."""

    game: ClassVar[str] = "content"

    def __init__(
        self,
        pack: str,
        file: str,
        card: str,
        field: str,
        problem: str,
        more: Sequence[ContentError] = (),
    ) -> None:
        # Plain assignments, one per part of the message: alike by shape with every
        # written-out constructor (a game's compiled tasks, for one).
        self.pack = pack
        self.file = file
        self.card = card
        self.field = field
        self.problem = problem
        #: The further problems found in the same load (the message lists them too).
        self.more = tuple(more)
        parts = [f"{self.game} pack {pack!r}", file]
        if card:
            parts.append(f"card {card}")
        if field:
            parts.append(f"field {field}")
        lines = [": ".join([*parts, problem]), *(str(e) for e in self.more)]
        super().__init__("\n".join(lines))

    @property
    def problems(self) -> tuple[ContentError, ...]:
        """Every problem found: this one, then the others."""
        if not self.more:
            return (self,)
        first = type(self)(self.pack, self.file, self.card, self.field, self.problem)
        return (first, *self.more)

    @classmethod
    def collect(cls, found: Sequence[ContentError]) -> ContentError:
        """One error holding every problem of ``found`` (each kept once, in order)."""
        flat = list({str(p): p for e in found for p in e.problems}.values())
        first = flat[0]
        return cls(first.pack, first.file, first.card, first.field, first.problem, flat[1:])


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
    """``raw`` validated as ``model``; else every problem (:mod:`.content_errors`), each
    at its card and field, in one error (:meth:`ContentError.collect`).

    A check whose message starts ``field 'name': ...`` points at that field of the card;
    ``rename`` rewrites the field path (Python names back to JSON names)."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        found: list[ContentError] = []
        for p in plain_problems(model, raw, exc.errors()):
            card, where = locate(raw, p.loc, name_card)
            problem = p.text
            named = _NAMED_FIELD.match(problem)
            if named:
                where = f"{where}.{named.group(1)}" if where else named.group(1)
                problem = named.group(2)
            if rename is not None:
                where = rename(where)
            found.append(error(pack, file, card, where, problem))
        raise error.collect(found) from None


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
            from tomecraft.core.content_texts import check_pack_texts, load_pack_texts

            found = self.load(path)
            own = load_pack_texts(path, self.error)
            if self.needs is not None and path != self.default.resolve():
                check_pack_texts(path.name, self.needs(found), own, self.error)
            self._loaded[path] = found
        return found

    def loaded(self) -> tuple[T, ...]:
        """Every pack loaded so far, in the order they were loaded."""
        return tuple(self._loaded.values())


class Problems:
    """The problems of one load, gathered so that it reports all it can at once: every
    file validated (:meth:`read`) and every independent check run (:meth:`run`) before
    :meth:`done` raises them together."""

    def __init__(self, error: type[ContentError]) -> None:
        self.error = error
        self.found: list[ContentError] = []

    def read(self, model: type[M], folder: Path, file: str, pack: str, **how: Any) -> M | None:
        """:func:`read_valid` of one file; ``None`` (its problems kept) when it fails."""
        try:
            return read_valid(model, folder, file, pack, error=self.error, **how)
        except ContentError as exc:
            self.found.append(exc)
            return None

    def run(self, check: Callable[..., None], *args: Any) -> None:
        """``check(*args)``, its refusal kept."""
        try:
            check(*args)
        except ContentError as exc:
            self.found.append(exc)

    def done(self) -> None:
        """Raise every problem kept, in one error."""
        if self.found:
            raise self.error.collect(self.found)


def check_folder(
    folder: Path, error: type[ContentError] = ContentError, bundled: Path | None = None
) -> str:
    """The pack's name (its folder's name); an error if the folder does not exist, naming
    the packs bundled in ``bundled`` (pack names are exact: ``Original`` is a folder of
    that name, never the bundled ``original``, which the error then suggests)."""
    if not folder.is_dir():
        problem = "the pack folder does not exist"
        if bundled is not None:
            names = BundledPacks(bundled).names
            close = difflib.get_close_matches(folder.name, names, n=1, cutoff=0.6)
            hint = f"; did you mean the bundled pack {close[0]!r}?" if close else ""
            problem += f" (the bundled packs: {', '.join(names)}{hint})"
        raise error(folder.name, str(folder), "", "", problem)
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
    "BundledPacks",
    "CardNamer",
    "ContentError",
    "PackContents",
    "PackLoader",
    "Problems",
    "card_by_id",
    "check_folder",
    "field_path",
    "load_pack_option",
    "locate",
    "read_json",
    "read_valid",
    "resolve_pack_option",
    "validate",
]
