"""The words of Wonder Book's options: what each block of the action space says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.core import Decision
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import action_name, hero_name, zone_name
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def option_label(self: WonderState, decision: Decision, option_id: int) -> Msg:
    """The words of option ``option_id`` of ``decision`` (``WonderState.label``)."""
    b, k = A.block(option_id)
    c, ch = self.c, self.ch
    kind = decision.kind
    if b == "pass":
        return msg(f"wb-opt-pass-{kind}")
    if b == "yes":
        return msg(f"wb-opt-yes-{kind}")
    if b == "collect":
        return msg("wb-opt-collect")
    if b == "attack":
        return msg("wb-opt-attack")
    if b in ("move", "zone"):
        return msg(f"wb-opt-{b}", zone=zone_name(ch, k))
    if b == "ability":
        a = c.heroes[self.heroes[hero_of(self, decision)]].abilities[k]
        return msg("wb-opt-ability", ability=action_name(a), sparks=a.sparks)
    if b == "interact":
        return msg("wb-opt-interact", title=msg(f"wb-card-{ch.id}-{k + 1}"))
    if b in ("special", "give", "ask"):
        return msg(f"wb-opt-{b}", item=self.item_name(k))
    if b == "rule_action":
        return msg("wb-opt-rule-action", action=action_name(c.actions[k]))
    if b == "hero":
        return msg("wb-opt-hero", hero=hero_name(c, self.heroes[k]))
    if b == "wyrm":
        return msg(
            "wb-opt-wyrm",
            w=self.wyrm_number(k),
            zone=zone_name(ch, max(self.wyrm_zone[k], 0)),
            stunned=1 if self.wyrm_dmg[k] else 0,
        )
    if b == "creature":
        return msg(
            "wb-opt-creature",
            creature=self.creature_name(k),
            zone=zone_name(ch, max(self.creature_zone[k], 0)),
            n=self.creature_hearts[k],
        )
    if b == "option":
        if kind == "dilemma":
            card = _dilemma_card(self)
            return msg("wb-opt-dilemma", text=msg(f"wb-card-{ch.id}-{card + 1}-option-{k + 1}"))
        return msg("wb-opt-side", ability=_upgrade_side(self, k))
    if b == "hits":
        return msg("wb-opt-hits", n=k)
    if b == "wyrm_card":
        return msg("wb-opt-wyrm-card", card=msg(f"wb-wyrm-{c.wyrm_cards[k].id}"))
    return msg("wb-opt-passage", item=msg(f"wb-passage-{c.passages[k].id}"))


def option_alike(self: WonderState, decision: Decision, option_id: int) -> object:
    """Wyrms in one zone in one state (stunned or not) are alike: which of them an option
    names changes nothing a player can tell apart (``WonderState.alike``)."""
    b, k = A.block(option_id)
    if b == "wyrm":
        return ("wyrm", self.wyrm_zone[k], self.wyrm_dmg[k])
    return None


def hero_of(self: WonderState, decision: Decision) -> int:
    for i in range(len(self.stack) - 1, -1, -1):
        h = getattr(self.stack[i], "hero", -1)
        if isinstance(h, int) and h >= 0:
            return h
    return 0


def _dilemma_card(self: WonderState) -> int:
    top = self.stack[-1]
    assert isinstance(top, T.ReadCard)
    return top.card


def _upgrade_side(self: WonderState, side: int) -> Msg:
    top = self.stack[-1]
    assert isinstance(top, T.ChooseUpgrade)
    hc = self.c.heroes[self.heroes[top.hero]]
    return action_name(hc.abilities[1 + 2 * top.card + side])
