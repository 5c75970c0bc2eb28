"""The Big Book of Madness content-pack format: a validated schema and its loader.

A pack is a folder of six JSON files (``pack.json``, ``rules.json``, ``spells.json``,
``mages.json``, ``curses.json``, ``grimoire.json``); docs/madness-content.md describes
them. Loading validates every file against the pydantic models (:mod:`.pack_models`,
in the words of :mod:`.pack_vocabulary`), then checks the references between files
(here). A bad pack raises :class:`PackError` naming the file, the card (by id, or by
position when it has none) and the field.

Card effects are data: an *effect* is a list of *clauses* of *steps*, each step one verb
of a small vocabulary (:data:`VERBS`); :mod:`.pack_models` describes them. This module
also gives every name of the two (the engine and the tests import them from here).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tomecraft.core.content import (
    ContentError,
    PackLoader,
    Problems,
    check_folder,
    field_path,
)
from tomecraft.games.madness.pack_models import (
    FILE_MODELS,
    Clause,
    Curse,
    Mage,
    Monster,
    Names,
    Ongoing,
    Pack,
    Spell,
    Step,
)
from tomecraft.games.madness.pack_vocabulary import (
    CONDITIONS,
    ELEMENTS,
    EVENTS,
    FORBIDDABLE,
    LANGS,
    MAX_CURSES,
    MAX_PAGES,
    MAX_SPELLS,
    MODIFIERS,
    VERBS,
    WHO,
    Forbiddable,
)

DEFAULT_PACK = Path(__file__).parent / "data" / "original"
PACK_FILES: tuple[str, ...] = (
    "pack.json",
    "rules.json",
    "spells.json",
    "mages.json",
    "curses.json",
    "grimoire.json",
)


class PackError(ContentError):
    """A content pack could not be loaded; the message names the file, card and field."""

    game = "madness"


def _card_name(node: Mapping[str, Any], path: Sequence[int | str], found: str) -> str:
    """A card is an object with an ``id``, else (outside any card) an object in a list,
    named by its position."""
    if isinstance(node.get("id"), str):
        return repr(node["id"])
    if isinstance(path[-1], int) and not found:
        return f"#{path[-1]} of {field_path(path[:-1]) or 'the file'}"
    return ""


def _check_references(p: Pack, pack: str) -> None:
    """Rules that span cards or files: unique ids, what setup needs, action-space limits."""
    seen: dict[str, str] = {}
    groups: list[tuple[str, Sequence[Any]]] = [
        ("spells.json", [*p.spells.basic, *p.spells.library]),
        ("mages.json", p.mages.mages),
        ("curses.json", p.curses.curses),
        ("grimoire.json", [*p.grimoire.covers, *p.grimoire.pages, p.grimoire.final]),
    ]
    for file, cards in groups:
        for card in cards:
            if card.id in seen:
                raise PackError(
                    pack, file, repr(card.id), "id", f"duplicate id (also used in {seen[card.id]})"
                )
            seen[card.id] = file
    for spell in p.spells.basic:
        if spell.level != 0:
            raise PackError(
                pack, "spells.json", repr(spell.id), "level", "basic spells have level 0"
            )
    for spell in p.spells.library:
        if spell.level == 0:
            raise PackError(
                pack, "spells.json", repr(spell.id), "level", "library spells have level 1, 2 or 3"
            )
    for e in ELEMENTS:
        for lv in (1, 2, 3):
            if not any(s.element == e and s.level == lv for s in p.spells.library):
                raise PackError(
                    pack, "spells.json", "", "library", f"no level-{lv} {e} spell for the library"
                )
    if len(p.spells.basic) + len(p.spells.library) > MAX_SPELLS:
        raise PackError(pack, "spells.json", "", "library", f"at most {MAX_SPELLS} spells in all")
    for spell in [*p.spells.basic, *p.spells.library]:
        _check_effect(spell.effect, pack, "spells.json", spell.id, allow_x=True)
        _check_ongoing(spell.ongoing, pack, "spells.json", spell.id, "ongoing")
    for mage in p.mages.mages:
        _check_effect(
            mage.ability.effect, pack, "mages.json", mage.id, allow_x=True, field="ability.effect"
        )
        _check_ongoing(mage.ongoing, pack, "mages.json", mage.id, "ongoing")
    for curse in p.curses.curses:
        _check_effect(curse.effect, pack, "curses.json", curse.id, allow_x=False, curse=True)
        _check_ongoing(curse.ongoing, pack, "curses.json", curse.id, "ongoing", curse=True)
    for cover in p.grimoire.covers:
        _check_effect(
            cover.monster.appear, pack, "grimoire.json", cover.id, False, "monster.appear"
        )
    for page in p.grimoire.pages:
        _check_effect(page.monster.appear, pack, "grimoire.json", page.id, False, "monster.appear")
        _check_effect(page.bonus, pack, "grimoire.json", page.id, False, "bonus")
        _check_effect(page.penalty, pack, "grimoire.json", page.id, False, "penalty")
    if len(p.grimoire.pages) < p.rules.inner_pages:
        raise PackError(
            pack,
            "grimoire.json",
            "",
            "pages",
            f"the book uses {p.rules.inner_pages} inner pages "
            f"but the pack has {len(p.grimoire.pages)}",
        )
    _check_curse_decks(p, pack)
    ones = p.rules.element_cards.value1
    for mage in p.mages.mages:
        if mage.element not in mage.start:
            raise PackError(
                pack, "mages.json", repr(mage.id), "start", "no card of the mage's element"
            )
    for e in ELEMENTS:
        # Worst case: the five mages needing most value-1 cards of e (nightmare mode swaps
        # each mage's value-2 card for a value-1 card of its element).
        needs = sorted(
            (m.start.get(e, [0, 0, 0])[0] + (1 if m.element == e else 0), m.id)  # type: ignore[call-overload]
            for m in p.mages.mages
        )[-5:]
        if sum(n for n, _ in needs) > ones:
            raise PackError(
                pack,
                "mages.json",
                repr(needs[-1][1]),
                f"start.{e}",
                f"five mages together can need {sum(n for n, _ in needs)} value-1 {e} cards; "
                f"the pack has {ones}",
            )
    twos = p.rules.element_cards.value2
    for e in ELEMENTS:
        mages_of_e = sum(1 for m in p.mages.mages if m.element == e)
        if mages_of_e > twos:
            raise PackError(
                pack, "rules.json", "", "element_cards.value2", f"too few value-2 {e} cards"
            )


def curse_draws(p: Pack) -> dict[str, tuple[int, str]]:
    """The most curses of each type (an element or ``multi``) one game can draw, with
    what sets that number: the round table's hardest row for ``multi``; for an element,
    the cover and the inner pages whose monsters show most of its symbols."""
    out = {"multi": max((sum(row), f"round_table.{d}") for d, row in p.rules.round_table.items())}
    for e in ELEMENTS:
        cover = max(sum(1 for x in c.monster.curses if x == e) for c in p.grimoire.covers)
        pages = sorted(
            (sum(1 for x in pg.monster.curses if x == e) for pg in p.grimoire.pages), reverse=True
        )
        out[e] = (cover + sum(pages[: p.rules.inner_pages]), "monster.curses")
    return out


def _check_curse_decks(p: Pack, pack: str) -> None:
    """A curse deck holds at least what a game can draw from it (the round table's
    hardest difficulty for the multi-element deck; the monsters' symbols for each element
    deck), so no difficulty places fewer curses than its rules say."""
    for kind, (need, source) in curse_draws(p).items():
        have = sum(1 for c in p.curses.curses if c.type == kind)
        if have < need:
            what = "multi-element" if kind == "multi" else kind
            where = (
                f"rules.json {source}"
                if kind == "multi"
                else f"the monsters' curse symbols in grimoire.json ({source})"
            )
            raise PackError(
                pack,
                "curses.json",
                "",
                "curses",
                f"a game can draw {need} {what} curses ({where}) but the pack has {have}",
            )


def _check_effect(
    effect: Sequence[Clause],
    pack: str,
    file: str,
    card: str,
    allow_x: bool,
    field: str = "effect",
    curse: bool = False,
) -> None:
    """Rules of an effect that depend on its card: X only on spells (and mage abilities,
    where it is always 1), tokens only on curses, conditions only after a first step."""
    for ci, clause in enumerate(effect):
        before = effect[ci - 1].target if ci else ""
        if clause.target == "rest" and before not in ("one", "one_other", "some", "some_other"):
            raise PackError(
                pack,
                file,
                repr(card),
                f"{field}[{ci}].target",
                "target 'rest' means the players the previous clause did not choose: it "
                "must follow a clause with target 'one', 'one_other', 'some' or 'some_other'",
            )
        if clause.x and not allow_x:
            raise PackError(
                pack, file, repr(card), f"{field}[{ci}].x", "only spells have a variable X"
            )
        for si, step in enumerate(clause.do):
            where = f"{field}[{ci}].do[{si}]"
            if step.x and not allow_x:
                raise PackError(
                    pack,
                    file,
                    repr(card),
                    f"{where}.x",
                    "only spells have a variable X (paid 2x or 3x)",
                )
            if step.verb == "token" and not curse:
                raise PackError(
                    pack,
                    file,
                    repr(card),
                    f"{where}.verb",
                    "verb 'token' places tokens on its own curse: only curses use it",
                )
            if (step.if_ is not None or step.same) and ci == 0 and si == 0:
                raise PackError(
                    pack,
                    file,
                    repr(card),
                    f"{where}.{'if' if step.if_ is not None else 'same'}",
                    "a condition or 'same' refers to the previous step: not on the first step",
                )


def _check_ongoing(
    entries: Sequence[Ongoing], pack: str, file: str, card: str, field: str, curse: bool = False
) -> None:
    for i, entry in enumerate(entries):
        if entry.effect is not None:
            _check_effect(entry.effect, pack, file, card, False, f"{field}[{i}].effect", curse)


def _load(folder: Path) -> Pack:
    """The pack in ``folder``: every file validated (all their problems reported at
    once), then the checks across files."""
    pack = check_folder(folder, PackError, DEFAULT_PACK.parent)
    found = Problems(PackError)
    parts = {
        name: found.read(FILE_MODELS[name], folder, name, pack, name_card=_card_name)
        for name in PACK_FILES
    }
    found.done()
    p = Pack(
        info=parts["pack.json"],  # type: ignore[arg-type]
        rules=parts["rules.json"],  # type: ignore[arg-type]
        spells=parts["spells.json"],  # type: ignore[arg-type]
        mages=parts["mages.json"],  # type: ignore[arg-type]
        curses=parts["curses.json"],  # type: ignore[arg-type]
        grimoire=parts["grimoire.json"],  # type: ignore[arg-type]
    )
    _check_references(p, pack)
    return p


def pack_summary(p: Pack) -> dict[str, Any]:
    """What ``tomecraft pack check`` shows of a valid pack: its cards counted by type."""
    curses = {f"{t} curses": sum(1 for c in p.curses.curses if c.type == t)
              for t in (*ELEMENTS, "multi")}
    return {
        "pack": p.info.id,
        "version": p.info.version,
        "counts": {
            "basic spells": len(p.spells.basic),
            "library spells": len(p.spells.library),
            "mages": len(p.mages.mages),
            "curses": len(p.curses.curses),
            **curses,
            "covers": len(p.grimoire.covers),
            "inner pages": len(p.grimoire.pages),
            "final page": 1,
        },
        "chapters": [],
    }


#: Load and validate the pack in a folder (default: the bundled original pack), once.
load_pack = PackLoader(DEFAULT_PACK, _load)


__all__ = [
    "CONDITIONS",
    "DEFAULT_PACK",
    "ELEMENTS",
    "EVENTS",
    "FORBIDDABLE",
    "LANGS",
    "MAX_CURSES",
    "MAX_PAGES",
    "MAX_SPELLS",
    "MODIFIERS",
    "PACK_FILES",
    "VERBS",
    "WHO",
    "Clause",
    "Curse",
    "Forbiddable",
    "Mage",
    "Monster",
    "Names",
    "Ongoing",
    "Pack",
    "PackError",
    "Spell",
    "Step",
    "curse_draws",
    "load_pack",
    "pack_summary",
]
