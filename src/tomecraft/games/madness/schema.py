"""The Big Book of Madness for interfaces: its lobby options and its public content.

:func:`option_schema` describes the options of :meth:`MadnessGame.parse_config` as form
fields (see :mod:`tomecraft.core.options`). :func:`content_json` gives a board what the
view names only by id: every spell, curse, mage and grimoire page of the pack with its
name and card text (translatable messages), element, level and costs, plus the option-id
blocks of the action space, so a board can map a decision's options onto cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core.options import Choice, OptionSpec, choice_option
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import Content, MonsterCard, PageCard, content
from tomecraft.games.madness.effects import effect_msg
from tomecraft.games.madness.state import SPACES
from tomecraft.i18n import msg

DIFFICULTIES = ("I", "II", "III")
MODES = ("normal", "terror", "nightmare")
#: Values of the ``mages`` option that are not a list (one per seat).
MAGE_ALTERNATIVES: tuple[tuple[Any, str], ...] = ((None, "mdw-mages-in-game"),)


def option_schema() -> list[OptionSpec]:
    """``difficulty`` I-III (default I), ``mode`` (default normal), ``mages`` (one
    distinct mage of the original pack per seat, or left out: each player chooses in
    the game's setup phase)."""
    c = content()
    return [
        choice_option(
            "difficulty", msg("mdw-opt-difficulty"), "I", DIFFICULTIES, "mdw-difficulty-{}"
        ),
        choice_option("mode", msg("mdw-opt-mode"), "normal", MODES, "mdw-mode-{}"),
        OptionSpec(
            "mages",
            "seats",
            msg("mdw-opt-mages"),
            default=None,
            choices=tuple(
                Choice(
                    m.id,
                    msg("mdw-mage-choice", mage=m.name, element=msg(f"mad-element-{m.element}")),
                )
                for m in c.mages
            ),
            alternatives=tuple(Choice(v, msg(key)) for v, key in MAGE_ALTERNATIVES),
            distinct=True,
        ),
    ]


def _monster(c: Content, m: MonsterCard | None) -> dict[str, Any] | None:
    if m is None:
        return None
    return {"name": m.name, "appear": effect_msg(c, m.appear), "curses": list(m.curses)}


def _page(c: Content, p: PageCard) -> dict[str, Any]:
    return {
        "monster": _monster(c, p.monster),
        "bonus": effect_msg(c, p.bonus) if p.bonus >= 0 else None,
        "penalty": effect_msg(c, p.penalty) if p.penalty >= 0 else None,
    }


def content_json(config: Mapping[str, Any]) -> dict[str, Any]:
    """The pack's public content by id (names and texts as messages), the invocation
    spaces' values and the action space's block offsets."""
    c = content(content.bundled.key(config["pack"]) if config.get("pack") else "original")
    pages = {p.id: _page(c, p) for p in c.covers}
    pages.update({p.id: _page(c, p) for p in c.pages})
    pages[c.final.id] = _page(c, c.final)
    return {
        "spells": {
            s.id: {
                "index": s.index,
                "name": s.name,
                "text": effect_msg(c, s.effect),
                "element": s.element,
                "level": s.level,
                "cost": s.cost,
                "learn_cost": s.learn_cost,
            }
            for s in c.spells
        },
        "curses": {
            k.id: {
                "index": k.index,
                "name": k.name,
                "text": effect_msg(c, k.effect),
                "type": k.type,
                "cost": list(k.cost),
            }
            for k in c.curses
        },
        "mages": {
            m.id: {
                "index": m.index,
                "name": m.name,
                "text": effect_msg(c, m.ability),
                "element": m.element,
                "ability_cost": list(m.ability_cost),
                "slots": m.slots,
            }
            for m in c.mages
        },
        "pages": pages,
        "final": c.final.id,
        "rounds": c.rounds,
        "hand_size": c.hand_size,
        "spaces": list(SPACES),
        "actions": {name: start for name, start, _ in A._BLOCKS.blocks},
    }


__all__ = ["content_json", "option_schema"]
