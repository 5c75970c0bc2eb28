"""What a Wonder Book player can ask about: each hero with its attack, abilities and
items, each zone of the scene, each Wyrm in play, the objects and special actions on the
map, and the basic actions (collect a spark, end the turn), with what each does, the
pending options about it and why it is not offered right now.

The reasons come from the engine's own checks (:meth:`~.state.WonderState.usable_refusal`,
which :func:`~.action_options.action_ids` uses, the map's adjacency, the attack's
range), so a topic says "not offered" exactly when the engine leaves its option out.
Everything in Wonder Book is public except the unread chapter cards, which nothing here
reads (an object's text is given only once its card has been read).

Keys (the browser's ``data-topic``): ``hero:<h>``, ``attack:<h>`` (the hero's attack),
``action:<action id>`` (an ability), ``item:<item>`` (its special action),
``give:<item>`` and ``ask:<item>`` (passing it; listed only while offered),
``zone:<z>``, ``wyrm:<w>``,
``creature:<i>`` (an ally or enemy with hearts on the board), ``card:<i>`` (an object
on the map), ``rule:<a>`` (a special rule's action),
``basic:collect``, ``basic:pass`` and ``basic:reroll`` (discard a heart to roll the misses
again: why not from :func:`~.tasks.reroll_refusal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.core import Decision, Effect, Topic
from tomecraft.core.board import add_change, waiting_reason
from tomecraft.games.wonderbook import action_options
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import (
    action_name,
    card_text,
    card_title,
    hero_name,
    zone_name,
)
from tomecraft.games.wonderbook.pack import Action
from tomecraft.games.wonderbook.reach import creatures_in_range, wyrms_in_range
from tomecraft.i18n import Msg, join, msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState

COLLECT, PASS, REROLL = "basic:collect", "basic:pass", "basic:reroll"
#: Decisions whose ``HERO + h`` options pick a hero.
_HERO_KINDS = frozenset(
    {"next-hero", "choose-hero", "heal", "swap", "give", "item-to", "wyrm-hit", "ask-whom"}
)


def option_keys(st: WonderState, d: Decision, option: int) -> tuple[str, ...]:
    """The topics a pending option of ``d`` concerns (none for a yes/no, a dilemma's or
    an upgrade's choice, or ``PASS`` outside the action decision)."""
    b, k = A.block(option)
    if b == "pass":
        return (PASS,) if d.kind == "action" else ()
    if b == "collect":
        return (COLLECT,)
    if d.kind == "reroll":
        return (REROLL,) if b == "yes" else ()
    top = st.stack[-1] if st.stack else None
    h = top.hero if isinstance(top, T.Turn) else -1
    if b == "attack":
        keys = [f"attack:{h}"]
        hc = st.c.heroes[st.heroes[h]]
        rng = T.RANGES.index(hc.attack.range)
        keys += [f"wyrm:{w}" for w in wyrms_in_range(st, h, rng)]
        keys += [f"creature:{i}" for i in creatures_in_range(st, h, rng, "enemy")]
        return tuple(keys)
    if b in ("move", "zone"):
        return (f"zone:{k}",)
    if b == "ability":
        return (f"action:{st.c.heroes[st.heroes[h]].abilities[k].id}",)
    if b == "interact":
        return (f"card:{k}",)
    if b == "special":
        return (f"item:{k}",)
    if b in ("give", "ask"):  # passing an item is not its special action: a topic of its own
        return (f"{b}:{k}",)
    if b == "rule_action":
        return (f"rule:{k}",)
    if b == "hero" and d.kind in _HERO_KINDS:
        return (f"hero:{k}",)
    if b == "wyrm":
        return (f"wyrm:{k}",)
    if b == "creature":
        return (f"creature:{k}",)
    return ()


def _list(names: list[Msg]) -> Msg:
    """Names joined with commas (``wb-topic-none`` for none)."""
    return join(names, "wb-topic-comma") if names else msg("wb-topic-none")


class _Ask:
    """One seat's question at one moment: the options by topic and who is acting."""

    def __init__(self, st: WonderState, seat: int | None) -> None:
        d = st.decision()
        self.st = st
        self.mine = d is not None and seat is not None and d.actor == seat
        self.general = None if self.mine else waiting_reason(d, seat, "wb")
        top = st.stack[-1] if st.stack else None
        #: The hero choosing an action now (for ``seat`` only), else -1.
        self.hero = (
            top.hero
            if self.mine and d is not None and d.kind == "action" and isinstance(top, T.Turn)
            else -1
        )
        self.by_key: dict[str, list[int]] = {}
        if self.mine and d is not None:
            for o in d.ids:
                for key in option_keys(st, d, o):
                    self.by_key.setdefault(key, []).append(o)

    def topic(self, key: str, name: Msg, text: Msg | None, why: Msg | None = None) -> Topic:
        """A topic; ``why``: the reason while ``seat`` chooses an action (else the
        general one, or "finish the current step first" in ``seat``'s other decisions)."""
        options = tuple(self.by_key.get(key, ()))
        if options:
            return Topic(key, name, text, None, options)
        if not self.mine:
            return Topic(key, name, text, self.general)
        return Topic(key, name, text, why if self.hero >= 0 else msg("wb-why-busy"))


def _forbid_why(st: WonderState, kind: str) -> Msg | None:
    """``wb-why-forbidden`` when a special rule in force forbids action ``kind``."""
    return msg("wb-why-forbidden") if action_options.forbidden(st, kind) else None


def _zone_notes(st: WonderState, z: int) -> list[Msg]:
    """The special rules' restrictions on zone ``z`` (L186), one sentence each."""
    return [
        msg(f"wb-topic-{f.replace('_', '-')}")
        for f in ("no_enter", "no_leave", "hurt_enter", "hurt")
        if action_options.zone_rule(st, f, z)
    ]


def _move_why(st: WonderState, h: int, z: int) -> Msg:
    """Why hero ``h`` cannot move to zone ``z`` now (see ``move_refusal``)."""
    here = st.pos[h]
    if z == here:
        return msg("wb-why-zone-here")
    if z not in st.ch.adjacent[here]:
        return msg("wb-why-zone-far")
    if action_options.forbidden(st, "move"):
        return msg("wb-why-forbidden")
    if action_options.move_refusal(st, h, z) == "leave":
        return msg("wb-why-leave", zone=zone_name(st.ch, here))
    return msg("wb-why-enter", zone=zone_name(st.ch, z))


def _action_why(
    st: WonderState, h: int, owner: int, a: Action, kind: str = "ability"
) -> Msg | None:
    """Why hero ``h`` cannot use ``owner``'s ability, item or rule action ``a`` now
    (``kind``: its option block, which a special rule may forbid)."""
    if owner >= 0 and owner != h:
        return msg("wb-why-not-hero", hero=hero_name(st.c, st.heroes[owner]))
    if action_options.forbidden(st, kind):
        return msg("wb-why-forbidden")
    reason = action_options.usable_refusal(st, h, a)
    if reason == "sparks":
        return msg("wb-why-sparks", n=a.sparks, have=st.sparks[h])
    if reason == "zone":
        z = st.ch.zone_index.get(a.zone or "")
        where = zone_name(st.ch, z) if z is not None else msg("wb-topic-none")
        return msg("wb-why-zone", zone=where)
    if reason == "target":
        return msg("wb-why-target")
    return None


def _hero_topics(ask: _Ask, h: int, seen: set[str]) -> list[Topic]:
    st = ask.st
    c = st.c
    hc = c.heroes[st.heroes[h]]
    a = ask.hero
    out = []
    text = msg(
        "wb-topic-hero-ko" if st.ko[h] else "wb-topic-hero-text",
        hearts=st.hearts[h],
        max=hc.hearts,
        sparks=st.sparks[h],
        zone=zone_name(st.ch, st.pos[h]),
    )
    out.append(ask.topic(f"hero:{h}", hero_name(c, hc.index), text))
    why: Msg | None = None
    if a >= 0:
        if a != h:
            why = msg("wb-why-not-hero", hero=hero_name(c, hc.index))
        else:
            why = _forbid_why(st, "attack") or msg(
                "wb-why-range", range=msg(f"wb-topic-range-{hc.attack.range}")
            )
    atk = (msg(f"wb-attack-{hc.id}"), msg(f"wb-attack-{hc.id}-text"))
    out.append(ask.topic(f"attack:{h}", *atk, why))
    for slot in st.abilities(h):
        ab = hc.abilities[slot]
        key = f"action:{ab.id}"
        if key not in seen:
            seen.add(key)
            why = _action_why(st, a, h, ab) if a >= 0 else None
            out.append(ask.topic(key, action_name(ab), msg(f"wb-action-{ab.id}-text"), why))
    for item in st.items[h]:
        key = f"item:{item}"
        if key in seen:
            continue
        seen.add(key)
        ia = st.item_action(item)
        why = None
        if a >= 0:
            why = (
                _action_why(st, a, -1, ia, "special")
                if a == h
                else msg("wb-why-ask-far", hero=hero_name(c, hc.index))
            )
        text = msg(f"wb-action-{ia.id}-text")
        out.append(ask.topic(key, st.item_name(item), text, why))
    for item in st.items[h]:
        for verb in ("give", "ask"):  # listed only while offered (the item's topic says why not)
            key = f"{verb}:{item}"
            if key not in seen and key in ask.by_key:
                seen.add(key)
                item_name = st.item_name(item)
                name = msg(f"wb-opt-{verb}", item=item_name)
                out.append(ask.topic(key, name, msg(f"wb-topic-{verb}-text", item=item_name)))
    return out


def topics(st: WonderState, seat: int | None) -> list[Topic]:
    """Board order: the zones of the scene with what lies there (objects, special
    actions' places), the Wyrms in play, each hero with its attack, abilities and items,
    then collecting a spark and ending the turn. See the module docstring."""
    ask = _Ask(st, seat)
    ch = st.ch
    a = ask.hero
    out: list[Topic] = []
    for z in range(len(ch.zones)):
        if ch.zone_scene[z] != st.scene:
            continue
        near = _list([zone_name(ch, y) for y in sorted(ch.adjacent[z])])
        text = msg("wb-topic-zone-text", sparks=st.zone_sparks[z], near=near)
        text = join([text, *_zone_notes(st, z)], "wb-topic-then")
        why = _move_why(st, a, z) if a >= 0 else None
        out.append(ask.topic(f"zone:{z}", zone_name(ch, z), text, why))
        for i in st.interactions_at(z):
            body = card_text(ch, i) if i in st.read else None
            why = None
            if a >= 0:
                why = _forbid_why(st, "interact") or msg("wb-why-object", zone=zone_name(ch, z))
            out.append(ask.topic(f"card:{i}", card_title(ch, i), body, why))
    health = st.wyrm_health()
    for w in st.in_play():
        text = msg(
            "wb-topic-wyrm-text",
            health=health,
            damage=st.wyrm_dmg[w],
            zone=zone_name(ch, st.wyrm_zone[w]),
        )
        why = None
        if a >= 0:
            rng = st.c.heroes[st.heroes[a]].attack.range
            why = _forbid_why(st, "attack") or msg(
                "wb-why-wyrm-range", range=msg(f"wb-topic-range-{rng}")
            )
        out.append(ask.topic(f"wyrm:{w}", msg("wb-topic-wyrm", w=st.wyrm_number(w)), text, why))
    for i, x in enumerate(ch.model.creatures):
        if st.creature_zone[i] < 0:
            continue
        text = msg(
            f"wb-topic-creature-{x.kind}",
            zone=zone_name(ch, st.creature_zone[i]),
            hearts=st.creature_hearts[i],
            max=x.hearts,
        )
        why = None
        if a >= 0:
            rng = st.c.heroes[st.heroes[a]].attack.range
            why = (
                _forbid_why(st, "attack")
                or msg("wb-why-wyrm-range", range=msg(f"wb-topic-range-{rng}"))
                if x.kind == "enemy"
                else msg("wb-why-ally")
            )
        out.append(ask.topic(f"creature:{i}", st.creature_name(i), text, why))
    seen: set[str] = set()
    for h in range(st.n_heroes):
        out.extend(_hero_topics(ask, h, seen))
    for act in sorted({x for r in st.rules for x in ch.rule_actions[r]}):
        ra = st.c.actions[act]
        why = _action_why(st, a, -1, ra, "rule_action") if a >= 0 else None
        text = msg(f"wb-action-{ra.id}-text")
        out.append(ask.topic(f"rule:{act}", action_name(ra), text, why))
    why = (_forbid_why(st, "collect") or msg("wb-why-collect")) if a >= 0 else None
    out.append(ask.topic(COLLECT, msg("wb-topic-collect"), msg("wb-topic-collect-text"), why))
    out.append(ask.topic(PASS, msg("wb-topic-pass"), msg("wb-topic-pass-text")))
    out.append(_reroll_topic(ask))
    return out


def _reroll_topic(ask: _Ask) -> Topic:
    """Rerolling the misses: offered in the reroll decision; while the hero chooses an
    action, why a roll of theirs could not be rerolled now (the engine's
    :func:`~.tasks.reroll_refusal`), else that it comes only right after a roll."""
    st = ask.st
    why = None
    if ask.hero >= 0:
        reason = T.reroll_refusal(st, ask.hero)
        name = hero_name(st.c, st.heroes[ask.hero])
        why = msg(f"wb-why-reroll-{reason or 'roll'}", hero=name)
    return ask.topic(REROLL, msg("wb-topic-reroll"), msg("wb-topic-reroll-text"), why)


def effects(before: WonderState, after: WonderState, seat: int) -> tuple[Effect, ...]:
    """What an option did at once for the team (the coach's why, most telling first):
    the scene's objective met, Wyrms defeated, damage dealt to Wyrms, destiny tokens
    turned, the heroes' hearts, their shields (said as shields: the lantern that gives
    one gained no heart), sparks and items. All of it is on the table."""
    from tomecraft.games.wonderbook.heuristic import _objectives_met as objectives_met

    out: list[Effect] = []
    add_change(out, "objective", objectives_met(after) - objectives_met(before),
               "wb-effect-objective", "wb-effect-objective-lost")
    defeated = after.defeated - before.defeated
    add_change(out, "wyrms", defeated, "wb-effect-wyrms", "wb-effect-wyrms")
    damage = sum(after.wyrm_dmg) - sum(before.wyrm_dmg) + defeated * after.wyrm_health()
    if damage > 0:
        out.append(Effect("damage", float(damage), msg("wb-effect-damage", count=damage)))
    add_change(out, "destiny", after.destiny_up - before.destiny_up,
               "wb-effect-destiny-up", "wb-effect-destiny-down")
    add_change(out, "hearts", sum(after.hearts) - sum(before.hearts),
               "wb-effect-hearts", "wb-effect-hearts-lost")
    add_change(out, "shields", sum(after.shield) - sum(before.shield),
               "wb-effect-shields", "wb-effect-shields-lost")
    add_change(out, "sparks", sum(after.sparks) - sum(before.sparks),
               "wb-effect-sparks", "wb-effect-sparks-spent")
    add_change(out, "items", sum(map(len, after.items)) - sum(map(len, before.items)),
               "wb-effect-items", "wb-effect-items-lost")
    return tuple(out)


__all__ = ["COLLECT", "PASS", "REROLL", "effects", "option_keys", "topics"]
