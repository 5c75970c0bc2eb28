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
from typing import Any

from pydantic import BaseModel

from tomecraft.core.content import ContentError, PackLoader, Problems, check_folder
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


def iter_steps(script: Sequence[Step]) -> list[Step]:
    """Every step of a script, nested ``then``/``else`` steps included."""
    out: list[Step] = []
    for s in script:
        out.append(s)
        out.extend(iter_steps(s.then))
        out.extend(iter_steps(s.else_))
    return out


def step_paths(script: Sequence[Step], at: str = "") -> list[tuple[str, Step]]:
    """Every step of a script (as :func:`iter_steps`) with its path below the script's
    field: ``[0]``, ``[0].then[1]``, ``[2].else[0]``..."""
    out: list[tuple[str, Step]] = []
    for i, s in enumerate(script):
        here = f"{at}[{i}]"
        out.append((here, s))
        out.extend(step_paths(s.then, f"{here}.then"))
        out.extend(step_paths(s.else_, f"{here}.else"))
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
    """The pack in ``folder``: every file validated (all their problems reported at
    once), then the checks across files (each chapter's problems reported together)."""
    pack = check_folder(folder, PackError, DEFAULT_PACK.parent)
    found = Problems(PackError)
    how: dict[str, Any] = {"name_card": _card_name, "rename": _json_field}
    parts: dict[str, BaseModel | None] = {
        name: found.read(FILE_MODELS[name], folder, name, pack, **how) for name in PACK_FILES
    }
    info = parts["pack.json"]
    chapters: list[Chapter] = []
    for cid in info.chapters if isinstance(info, PackInfo) else ():
        name = f"chapters/{cid}.json"
        ch = found.read(Chapter, folder, name, pack, **how)
        if ch is not None and ch.id != cid:
            found.found.append(
                PackError(pack, name, repr(ch.id), "id", f"the file's chapter id must be {cid!r}")
            )
        elif ch is not None:
            chapters.append(ch)
    found.done()
    assert isinstance(info, PackInfo)
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

    check_pack(p, pack)  # the chapters' checks rely on the pack's
    for ch in chapters:
        found.run(check_chapter, p, ch, pack, f"chapters/{ch.id}.json")
    found.done()
    check_action_loops(p, pack)
    return p


def pack_summary(p: Pack) -> dict[str, Any]:
    """What ``tomecraft pack check`` shows of a valid pack: its cards counted by type,
    and each chapter's cards by type."""
    types = ("story", "dilemma", "item", "rule", "interaction", "objective", "end")
    return {
        "pack": p.info.id,
        "version": p.info.version,
        "counts": {
            "heroes": len(p.heroes.heroes),
            "wyrm cards": len(p.wyrms.cards),
            "passage cards": sum(x.copies for x in p.passages.passages),
            "chapters": len(p.chapters),
            "chapter cards": sum(len(ch.cards) for ch in p.chapters),
        },
        "chapters": [
            {
                "id": ch.id,
                "number": ch.number,
                "cards": len(ch.cards),
                "scenes": len(ch.scenes),
                "creatures": len(ch.creatures),
                "types": {t: n for t in types if (n := sum(1 for c in ch.cards if c.type == t))},
            }
            for ch in p.chapters
        ],
    }


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
    "pack_summary",
    "step_paths",
]
