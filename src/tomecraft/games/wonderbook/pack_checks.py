"""The Wonder Book pack loader's checks across cards and files (a pack that validates
card by card may still name a zone, card, creature or chapter that does not exist, loop,
or put a step where it cannot run): each refusal is a :class:`PackError` naming file,
card and field. :func:`tomecraft.games.wonderbook.pack.load_pack` runs them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.games.wonderbook.pack import (
    Card,
    Chapter,
    Cond,
    Pack,
    PackError,
    Phase,
    Step,
    card_scripts,
    iter_conds,
    iter_steps,
    step_paths,
)
from tomecraft.games.wonderbook.pack_vocabulary import (
    CHEST_VERBS,
    MAX_ABILITIES,
    MAX_PASSAGES,
    MAX_TEAM,
    MAX_ZONES,
)


def check_chapter(p: Pack, ch: Chapter, pack: str, file: str) -> None:
    """References inside a chapter: zones, spots, cards, flags, Wyrm cards, upgrades."""
    zones: set[str] = set()
    objects: set[str] = set()
    vortices: set[str] = set()
    scenes = {s.id for s in ch.scenes}
    for sc in ch.scenes:
        ids = {z.id for z in sc.zones}
        for z in sc.zones:
            if z.id in zones:
                raise PackError(pack, file, repr(z.id), "id", "duplicate zone id in the chapter")
            zones.add(z.id)
        if sc.start not in ids:
            raise PackError(pack, file, repr(sc.id), "start", f"unknown zone {sc.start!r}")
        for i, b in enumerate(sc.borders):
            for end in (b.a, b.b):
                if end not in ids:
                    raise PackError(
                        pack, file, repr(sc.id), f"borders[{i}]", f"unknown zone {end!r} in scene"
                    )
        for sp in sc.spots:
            if sp.zone not in ids:
                raise PackError(pack, file, repr(sp.id), "zone", f"unknown zone {sp.zone!r}")
            (objects if sp.kind == "object" else vortices if sp.kind == "vortex" else set()).add(
                sp.id
            )
    if len(zones) > MAX_ZONES:
        raise PackError(pack, file, "", "scenes", f"at most {MAX_ZONES} zones in a chapter")
    numbers = [c.n for c in ch.cards]
    if numbers != list(range(1, len(numbers) + 1)):
        raise PackError(pack, file, "", "cards", "cards are numbered 1, 2, 3, ... in order")
    if ch.cards[-1].type != "end" or any(c.type == "end" for c in ch.cards[:-1]):
        raise PackError(pack, file, f"#{numbers[-1]}", "type", "the last card (only) is 'end'")
    wyrm_ids = {w.id for w in p.wyrms.cards}
    upgrade_ids = {u.id for h in p.heroes.heroes for u in h.upgrades}
    flags: set[str | None] = {c.flag for c in ch.cards if c.flag}
    by_n = {c.n: c for c in ch.cards}
    hero_ids = {h.id for h in p.heroes.heroes}
    creature_ids = [x.id for x in ch.creatures]
    for x in ch.creatures:
        if creature_ids.count(x.id) > 1:
            raise PackError(pack, file, repr(x.id), "id", "duplicate creature id in the chapter")
    room = p.info.supply.hearts - sum(
        sorted((h.hearts for h in p.heroes.heroes), reverse=True)[:MAX_TEAM]
    )
    holders = [c for c in ch.cards if c.hearts is not None]
    held = sum(x.hearts for x in ch.creatures) + sum(c.hearts or 0 for c in holders)
    if held > room:
        who = f"#{holders[-1].n}" if holders else repr(ch.creatures[-1].id)
        raise PackError(
            pack, file, who, "hearts",
            f"the chapter's creatures and cards hold at most {room} hearts in all: the supply "
            f"less the hearts of the {MAX_TEAM} heroes with the most at full",
        )

    def bad(card: Card, field: str, problem: str) -> PackError:
        return PackError(pack, file, f"#{card.n}", field, problem)

    def creature_ref(card: Card, field: str, s: Step) -> None:
        if s.do == "chest" and p.info.chest is None:
            raise bad(card, field, "step 'chest': the pack has no treasure chest (pack.json chest)")
        if s.do in ("creature", "creature_hearts") and s.card not in creature_ids:
            raise bad(card, field, f"step {s.do!r}: unknown creature {s.card!r} in the chapter")
        if s.cond is not None:
            for c in iter_conds(s.cond):
                if c.creature is not None and c.creature not in creature_ids:
                    raise bad(card, field, f"condition 'creature': unknown creature {c.creature!r}")

    for card in ch.cards:
        if card.object is not None and card.object not in objects:
            raise bad(card, "object", f"unknown map object {card.object!r}")
        if card.vortex is not None and card.vortex not in vortices:
            raise bad(card, "vortex", f"unknown dark vortex {card.vortex!r}")
        if card.rule is not None:
            for fld in ("no_enter", "no_leave", "hurt_enter"):
                for rz in getattr(card.rule, fld):
                    if rz not in zones:
                        raise bad(card, f"rule.{fld}", f"unknown zone {rz!r}")
            if len(set(card.rule.forbid)) != len(card.rule.forbid):
                raise bad(card, "rule.forbid", "an action is forbidden twice")
            for hz in card.rule.hurt:
                if hz not in zones:
                    raise bad(card, "rule.hurt", f"unknown zone {hz!r}")
        if card.goal is not None:
            for c in iter_conds(card.goal):
                _check_cond(c, zones, hero_ids, by_n, lambda f, m, c=card: bad(c, f"goal.{f}", m))
                if c.creature is not None and c.creature not in creature_ids:
                    raise bad(card, "goal.creature", f"unknown creature {c.creature!r}")
        if card.type == "end":
            ds = [e.destiny for e in card.endings]
            if ds != sorted(ds, reverse=True) or ds[-1] != 0:
                raise bad(card, "endings", "endings go from most destiny down to 0")
        for field, script in card_scripts(card):
            for at, s in step_paths(script, field):
                problem = _check_step(s, zones, scenes, by_n, flags, wyrm_ids, upgrade_ids)
                if problem:
                    raise bad(card, at, problem)
                creature_ref(card, at, s)
                if s.cond is not None:
                    for c in iter_conds(s.cond):
                        _check_cond(
                            c, zones, hero_ids, by_n,
                            lambda f, m, c=card, at=at: bad(c, f"{at}.cond.{f}", m),
                        )


def _check_cond(
    c: Cond, zones: set[str], heroes: set[str], by_n: Mapping[int, Card], fail: Any
) -> None:
    if c.zone is not None and c.zone not in zones:
        raise fail("zone", f"unknown zone {c.zone!r}")
    if c.hero is not None and c.hero not in heroes:
        raise fail("hero", f"unknown hero {c.hero!r}")
    if c.card is not None and c.card not in by_n:
        raise fail("card", f"no card #{c.card} in the chapter")
    if c.kind == "card_hearts" and c.card is not None and by_n[c.card].hearts is None:
        raise fail("card", f"card #{c.card} holds no hearts (its field 'hearts')")


def _check_step(
    s: Step,
    zones: set[str],
    scenes: set[str],
    by_n: Mapping[int, Card],
    flags: set[str | None],
    wyrm_ids: set[str],
    upgrade_ids: set[str],
) -> str:
    if s.zone is not None and s.zone not in zones:
        return f"unknown zone {s.zone!r} in step {s.do!r}"
    if s.scene is not None and s.scene not in scenes:
        return f"unknown scene {s.scene!r}"
    if s.do in ("item", "rule", "read", "goto", "card_hearts"):
        target = by_n.get(s.card) if isinstance(s.card, int) else None
        if target is None:
            return f"step {s.do!r}: no card #{s.card} in the chapter"
        if s.do == "card_hearts" and target.hearts is None:
            return f"step 'card_hearts': card #{s.card} holds no hearts (its field 'hearts')"
        want = {"item": "item", "rule": "rule"}.get(s.do)
        if want and target.type != want:
            return f"step {s.do!r}: card #{s.card} is not a {want} card"
    if s.do == "pile" and s.flag not in flags:
        return f"step 'pile': no card carries the flag {s.flag!r}"
    if s.do == "wyrm_card" and s.card not in wyrm_ids:
        return f"step 'wyrm_card': unknown Wyrm card {s.card!r}"
    if s.do == "upgrade" and s.card not in upgrade_ids:
        return f"step 'upgrade': unknown upgrade card {s.card!r}"
    return ""


def _check_chest(p: Pack, pack: str) -> None:
    """The chest's script belongs to no chapter: campaign and supply verbs only."""
    if p.info.chest is None:
        return
    wyrm_ids = {w.id for w in p.wyrms.cards}
    upgrade_ids = {u.id for h in p.heroes.heroes for u in h.upgrades}
    for i, s in enumerate(p.info.chest.script):
        for x in iter_steps([s]):
            if x.do not in CHEST_VERBS:
                raise PackError(
                    pack, "pack.json", "chest", f"script[{i}].do",
                    f"verb {x.do!r} cannot be in the chest (it takes: "
                    f"{', '.join(sorted(CHEST_VERBS))})",
                )
            if x.do == "wyrm_card" and x.card not in wyrm_ids:
                raise PackError(
                    pack, "pack.json", "chest", f"script[{i}].card", f"unknown Wyrm card {x.card!r}"
                )
            if x.do == "upgrade" and x.card not in upgrade_ids:
                raise PackError(
                    pack, "pack.json", "chest", f"script[{i}].card",
                    f"unknown upgrade card {x.card!r}",
                )


def _check_deck_order(p: Pack, pack: str) -> None:
    """A Wyrm card that goes back on top and reveals another would be drawn again at
    once, for ever; a Wyrm card's script may not add or place the card itself (it is
    being resolved: ``after`` says where it goes)."""
    for w in p.wyrms.cards:
        if w.after == "top" and w.reveal_another:
            raise PackError(
                pack,
                "wyrms.json",
                repr(w.id),
                "after",
                "a card that reveals another cannot go back on top of the deck "
                "(it would be revealed again at once, for ever)",
            )
        for i, s in enumerate(w.script):
            if any(x.do in CHAPTER_REFS for x in iter_steps([s])):
                raise PackError(
                    pack, "wyrms.json", repr(w.id), f"script[{i}].do",
                    "this step refers to a chapter (not allowed on a Wyrm card)",
                )
            if any(x.do == "wyrm_card" and x.card == w.id for x in iter_steps([s])):
                raise PackError(
                    pack,
                    "wyrms.json",
                    repr(w.id),
                    f"script[{i}].card",
                    "a Wyrm card cannot add or place itself while it is resolved "
                    "(its field 'after' says where it goes)",
                )


#: Where a ``players`` step may be: a story card or a dilemma, read outside the rounds of
#: an objective (L204); never in an ability, item, passage, Wyrm card or the chest.
PLAYERS_CARD_TYPES = frozenset({"story", "dilemma"})


def _check_players_steps(p: Pack, pack: str) -> None:
    """``players`` steps only on story cards and dilemmas; phase zones exist."""
    for h in p.heroes.heroes:
        for a in [*([h.ability] if h.ability else []), *(s for u in h.upgrades for s in u.sides)]:
            if any(s.do == "players" for s in iter_steps(a.script)):
                raise PackError(
                    pack, "heroes.json", repr(h.id), f"ability {a.id}", _PLAYERS_WHERE
                )
    for x in p.passages.passages:
        if any(s.do == "players" for s in iter_steps(x.action.script)):
            raise PackError(pack, "passages.json", repr(x.id), "action.script", _PLAYERS_WHERE)
    for w in p.wyrms.cards:
        if any(s.do == "players" for s in iter_steps(w.script)):
            raise PackError(pack, "wyrms.json", repr(w.id), "script", _PLAYERS_WHERE)
    for ch in p.chapters:
        file = f"chapters/{ch.id}.json"
        zones = {z.id for sc in ch.scenes for z in sc.zones}
        for card in ch.cards:
            if isinstance(card.players, Phase) and card.players.zone not in (None, *zones):
                raise PackError(
                    pack, file, f"#{card.n}", "players.zone", f"unknown zone {card.players.zone!r}"
                )
            for field, script in card_scripts(card):
                for at, s in step_paths(script, field):
                    if s.do != "players":
                        continue
                    if card.type not in PLAYERS_CARD_TYPES or field.startswith(
                        ("action", "rule", "enemies", "endings")
                    ):
                        raise PackError(pack, file, f"#{card.n}", at, _PLAYERS_WHERE)
                    if s.phase is not None and s.phase.zone not in (None, *zones):
                        raise PackError(
                            pack, file, f"#{card.n}", f"{at}.phase.zone",
                            f"unknown zone {s.phase.zone!r}",
                        )


_PLAYERS_WHERE = (
    "step 'players': only a story card or a dilemma starts the players' turns (L204)"
)


#: Verbs that name something of a chapter (a card number, a creature, a flag, a scene):
#: refused in heroes' abilities, passages and Wyrm cards, which belong to no chapter.
CHAPTER_REFS = frozenset(
    {"item", "rule", "read", "goto", "pile", "scene", "card_hearts", "creature", "creature_hearts"}
)


def check_pack(p: Pack, pack: str) -> None:
    _check_chest(p, pack)
    _check_deck_order(p, pack)
    _check_players_steps(p, pack)
    seen: set[str] = set()
    for h in p.heroes.heroes:
        if h.id in seen:
            raise PackError(pack, "heroes.json", repr(h.id), "id", "duplicate hero id")
        seen.add(h.id)
        own = [h.ability] if h.ability is not None else []
        abilities = [*own, *(s for u in h.upgrades for s in u.sides)]
        if len(abilities) > MAX_ABILITIES + 1:
            raise PackError(pack, "heroes.json", repr(h.id), "upgrades", "too many abilities")
        for a in abilities:
            for s in iter_steps(a.script):
                if s.zone is not None or s.do in CHAPTER_REFS:
                    raise PackError(
                        pack,
                        "heroes.json",
                        repr(h.id),
                        f"ability {a.id}",
                        f"step {s.do!r} refers to a chapter (not allowed in a hero's ability)",
                    )
    most = sum(sorted((h.hearts for h in p.heroes.heroes), reverse=True)[:MAX_TEAM])
    if p.info.supply.hearts < most:
        raise PackError(
            pack,
            "pack.json",
            "",
            "supply.hearts",
            f"at least {most} hearts: the {MAX_TEAM} heroes with the most hearts at full",
        )
    ids = [w.id for w in p.wyrms.cards]
    if len(set(ids)) != len(ids):
        raise PackError(pack, "wyrms.json", "", "cards", "duplicate Wyrm card id")
    if not any(w.base for w in p.wyrms.cards):
        raise PackError(pack, "wyrms.json", "", "cards", "no base Wyrm card")
    if sum(x.copies for x in p.passages.passages) > MAX_PASSAGES:
        raise PackError(pack, "passages.json", "", "passages", f"at most {MAX_PASSAGES} cards")
    for x in p.passages.passages:
        for s in iter_steps(x.action.script):
            if s.zone is not None or s.do in CHAPTER_REFS:
                raise PackError(
                    pack,
                    "passages.json",
                    repr(x.id),
                    "action.script",
                    f"step {s.do!r} refers to a chapter (not allowed on a passage)",
                )
