"""A content pack's own texts: the Fluent catalogues in its folder's ``locales/<lang>/``,
loaded with the pack (:class:`~tomecraft.core.content.PackLoader`) and checked.

A pack's message ids join every translator's (:func:`tomecraft.i18n.register_catalog_dir`)
but may not change a text that a catalogue added before defines (the shipped ones, another
pack's): :func:`load_pack_texts`. Every id the pack's content names needs an English text
in a shipped catalogue or the pack's own: :func:`check_pack_texts`.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from fluent.syntax import FluentParser
from fluent.syntax import ast as fast

from tomecraft.i18n import DEFAULT_LANGUAGE, catalog_dirs, register_catalog_dir

if TYPE_CHECKING:
    from tomecraft.core.content import ContentError

T = TypeVar("T")

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


def load_pack_texts(folder: Path, error: type[ContentError]) -> Path | None:
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


def _has_text(key: str, own: Path | None, error: type[ContentError]) -> bool:
    """Whether message ``key`` has an English text in a shipped catalogue or in the
    pack's own ``own`` folder (another pack's texts do not count)."""
    for folder in catalog_dirs():
        if (folder == own or folder not in _PACK_TEXTS) and (
            (DEFAULT_LANGUAGE, key) in _definitions(folder, folder.name, error)
        ):
            return True
    return False


def check_pack_texts(pack: str, needs: Iterable[TextSource], own: Path | None,
                     error: type[ContentError]) -> None:
    """Every message id the pack's content names has an English text in a shipped
    catalogue or the pack's own (``own``: its ``locales`` folder, None if it has none).
    A pack that brings texts of its own is refused at its first id without one (naming
    the file, the card and the id); a pack without any is warned
    (:class:`PackTextWarning`) once, with how many ids lack a text and the first one:
    its rules can be played and tested before its texts are written."""
    missing = [(file, card, key) for file, card, key in needs if not _has_text(key, own, error)]
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


__all__ = [
    "PACK_LOCALES",
    "PackTextWarning",
    "TextNeeds",
    "TextSource",
    "check_pack_texts",
    "load_pack_texts",
]
