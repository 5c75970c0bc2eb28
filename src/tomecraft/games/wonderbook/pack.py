"""Wonder Book's content format: the loader of validated packs.

A pack is a folder (``data/original`` is the shipped one) holding ``pack.json`` (the box's
component counts), ``heroes.json``, ``wyrms.json``, ``passages.json`` and one file per
chapter in ``chapters/``. Every text lives in Fluent catalogues keyed by ids (see
docs/wonderbook-content.md); the JSON holds only facts and scripts. Loading validates
every file against the pydantic models (:mod:`.pack_models`, in the words of
:mod:`.pack_vocabulary`), then runs the checks across files (:mod:`.pack_checks`,
:mod:`.loops`).

A *script* is a list of steps; each step is one verb of a small vocabulary
(:data:`~.pack_vocabulary.VERBS`) with a few parameters, and the engine turns each step
into one task. A *condition* is one test of a small vocabulary
(:data:`~.pack_vocabulary.CONDS`). A bad file raises :class:`PackError` naming the file,
the card and the field. This module also gives the models' names (the engine and the
tests import them from here); the vocabulary's are imported from :mod:`.pack_vocabulary`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from tomecraft.core.content import ContentError, PackLoader, check_folder, read_valid
from tomecraft.games.wonderbook.pack_models import (
    FILE_MODELS,
    Action,
    Attack,
    Border,
    Card,
    Chapter,
    Chest,
    Cond,
    Creature,
    Ending,
    Hero,
    HeroesFile,
    Modifiers,
    Option,
    Pack,
    PackInfo,
    Passage,
    PassagesFile,
    Phase,
    Scene,
    Spot,
    Step,
    Supply,
    Upgrade,
    WyrmCard,
    WyrmsFile,
    Zone,
)

DEFAULT_PACK = Path(__file__).parent / "data" / "original"
PACK_FILES: tuple[str, ...] = ("pack.json", "heroes.json", "wyrms.json", "passages.json")


class PackError(ContentError):
    """Content could not be loaded; the message names the file, card and field."""

    game = "wonderbook"


_M = TypeVar("_M", bound=BaseModel)


def _card_name(node: Mapping[str, Any], path: Sequence[int | str], found: str) -> str:
    """A card is an object with an ``id``, or a chapter card (a number ``n`` and a type)."""
    if isinstance(node.get("id"), str):
        return repr(node["id"])
    if isinstance(node.get("n"), int) and "type" in node:
        return f"#{node['n']}"
    return ""


def _json_field(field: str) -> str:
    """A field path in the JSON's names (``else``, not the model's ``else_``)."""
    return field.replace("else_", "else")


def _read_valid(model: type[_M], folder: Path, name: str, pack: str) -> _M:
    """File ``name`` of the pack read and validated as ``model``."""
    return read_valid(
        model, folder, name, pack, error=PackError, name_card=_card_name, rename=_json_field
    )


def iter_steps(script: Sequence[Step]) -> list[Step]:
    """Every step of a script, nested ``then``/``else`` steps included."""
    out: list[Step] = []
    for s in script:
        out.append(s)
        out.extend(iter_steps(s.then))
        out.extend(iter_steps(s.else_))
    return out


def iter_conds(c: Cond) -> list[Cond]:
    out = [c]
    for sub in c.conds:
        out.extend(iter_conds(sub))
    return out


def _text_sources(p: Pack) -> list[tuple[str, str, str]]:
    """Every text id the pack names, with its file and card (:mod:`.pack_texts`, which
    reads the models defined here: imported when first loading)."""
    from tomecraft.games.wonderbook.pack_texts import text_sources

    return text_sources(p)


def card_scripts(card: Card) -> list[tuple[str, Sequence[Step]]]:
    """Every script a chapter card holds, with its field name."""
    out: list[tuple[str, Sequence[Step]]] = [
        ("script", card.script),
        ("back", card.back),
        ("enemies", card.enemies),
    ]
    out += [(f"options[{i}].script", o.script) for i, o in enumerate(card.options)]
    out += [(f"endings[{i}].script", e.script) for i, e in enumerate(card.endings)]
    if card.action is not None:
        out.append(("action.script", card.action.script))
    if card.rule is not None:
        out += [(f"rule.actions[{i}].script", a.script) for i, a in enumerate(card.rule.actions)]
    return out


def _load(folder: Path) -> Pack:
    """The pack in ``folder``, every file validated, then the checks across files."""
    pack = check_folder(folder, PackError)
    parts: dict[str, BaseModel] = {}
    for name in PACK_FILES:
        parts[name] = _read_valid(FILE_MODELS[name], folder, name, pack)
    info = parts["pack.json"]
    assert isinstance(info, PackInfo)
    chapters: list[Chapter] = []
    for cid in info.chapters:
        name = f"chapters/{cid}.json"
        ch = _read_valid(Chapter, folder, name, pack)
        if ch.id != cid:
            raise PackError(pack, name, repr(ch.id), "id", f"the file's chapter id must be {cid!r}")
        chapters.append(ch)
    p = Pack(
        info=info,
        heroes=parts["heroes.json"],  # type: ignore[arg-type]
        wyrms=parts["wyrms.json"],  # type: ignore[arg-type]
        passages=parts["passages.json"],  # type: ignore[arg-type]
        chapters=chapters,
    )
    # the checks across files read the models defined here: imported when first loading
    from tomecraft.games.wonderbook.loops import check_action_loops
    from tomecraft.games.wonderbook.pack_checks import check_chapter, check_pack

    check_pack(p, pack)
    for ch in chapters:
        check_chapter(p, ch, pack, f"chapters/{ch.id}.json")

    check_action_loops(p, pack)
    return p


#: Load and validate the pack in a folder (default: the bundled original pack), once,
#: with its own texts (``locales/<lang>/*.ftl`` in its folder).
load_pack = PackLoader(DEFAULT_PACK, _load, _text_sources, PackError)


__all__ = [
    "DEFAULT_PACK",
    "PACK_FILES",
    "Action",
    "Attack",
    "Border",
    "Card",
    "Chapter",
    "Chest",
    "Cond",
    "Creature",
    "Ending",
    "Hero",
    "HeroesFile",
    "Modifiers",
    "Option",
    "Pack",
    "PackError",
    "PackInfo",
    "Passage",
    "PassagesFile",
    "Phase",
    "Scene",
    "Spot",
    "Step",
    "Supply",
    "Upgrade",
    "WyrmCard",
    "WyrmsFile",
    "Zone",
    "card_scripts",
    "iter_conds",
    "iter_steps",
    "load_pack",
]
