"""Wonder Book's runtime content: a validated pack turned into indexed tables.

Heroes, abilities, Wyrm cards, passages and chapter zones are numbered in pack order.
Every script (a list of steps, nested ``then``/``else`` lists included) gets a number in
:attr:`Content.scripts`, so tasks refer to scripts by integer and serialise as plain data.
Texts are Fluent messages keyed by ids (:func:`text_keys` lists every key a pack needs).
The records it builds (a hero card, a chapter's tables, an action's cost, a special rule's
changes) are in :mod:`.content_records`; this module also gives their names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tomecraft.core.content import PackContents
from tomecraft.games.wonderbook.conditions import (
    CardRec,
    Check,
    StepRec,
    WyrmRec,
    card_rec,
    check_of,
    step_rec,
    wyrm_rec,
)
from tomecraft.games.wonderbook.content_records import (
    ChapterData,
    Cost,
    HeroCard,
    RuleMods,
    cost_of,
    rule_mods,
)
from tomecraft.games.wonderbook.pack import (
    DEFAULT_PACK,
    Action,
    Chapter,
    Pack,
    Phase,
    Step,
    WyrmCard,
    card_scripts,
    load_pack,
)
from tomecraft.games.wonderbook.pack_texts import (
    card_text_ids,
    chapter_sources,
    scene_text_ids,
    text_sources,
)
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState

ORIGINAL = "original"
#: Hero-target and attack ranges, by index (0: here, 1: near, 2: anywhere).
RANGE_NAMES = ("here", "near", "anywhere")
#: Ability slot 0 of a hero without an ability of its own (never offered or shown).
NO_ABILITY = Action.model_construct(id="", sparks=0, zone=None, script=[], discard=False)


class Content:
    """Everything the engine needs from one pack."""

    def __init__(self, pack: Pack, key: str) -> None:
        self.key = key
        self.pack = pack
        info = pack.info
        self.supply = info.supply
        self.destiny_up: dict[str, int] = {str(k): v for k, v in info.destiny_up.items()}
        self.actions_per_turn = info.actions
        self.wyrm_health = info.wyrm_health
        self.reserve_per_hero = info.reserve_per_hero
        self.scripts: list[tuple[Step, ...]] = []
        #: Per script, per step: its ``if`` condition as a :class:`~.conditions.Check`.
        self.script_checks: list[tuple[Check | None, ...]] = []
        #: Per script: its steps as :class:`~.conditions.StepRec` records (what play reads).
        self.steps: list[tuple[StepRec, ...]] = []
        self._script_ids: dict[int, int] = {}
        #: The step lists registered, kept alive so that no other list takes an ``id``
        #: of :attr:`_script_ids` (a list made for one script and then freed would
        #: otherwise hand its number to the next list made at the same address).
        self._script_sources: list[Sequence[Step]] = []
        #: Every special action of the pack (items, passages, rules), by number.
        self.actions: list[Action] = []
        #: Per special action: its :class:`Cost`.
        self.action_costs: list[Cost] = []
        heroes = []
        self.upgrade_owner: dict[str, tuple[int, int]] = {}
        for i, h in enumerate(pack.heroes.heroes):
            abilities = [h.ability if h.ability is not None else NO_ABILITY]
            for u, up in enumerate(h.upgrades):
                abilities.extend(up.sides)
                self.upgrade_owner[up.id] = (i, u)
            for a in abilities:
                self.script(a.script)
            heroes.append(
                HeroCard(
                    i,
                    h.id,
                    h.hearts,
                    h.sparks,
                    h.attack,
                    tuple(abilities),
                    tuple(u.id for u in h.upgrades),
                    h.ability is not None,
                    tuple(cost_of(a) for a in abilities),
                )
            )
        self.heroes: tuple[HeroCard, ...] = tuple(heroes)
        #: Per hero: its name (``hero_name``) and its attack's range (an index of
        #: ``RANGES``), read on every decision.
        self.hero_names: tuple[Msg, ...] = tuple(msg(f"wb-hero-{h.id}") for h in heroes)
        self.hero_ranges: tuple[int, ...] = tuple(
            RANGE_NAMES.index(h.attack.range) for h in heroes
        )
        #: The supply's limits that play reads (the pack's ``supply``).
        self.supply_hearts: int = info.supply.hearts
        self.supply_sparks: int = info.supply.sparks
        self.hero_index = {h.id: h.index for h in self.heroes}
        self.wyrm_cards: tuple[WyrmCard, ...] = tuple(pack.wyrms.cards)
        self.wyrm_index = {w.id: i for i, w in enumerate(self.wyrm_cards)}
        for w in self.wyrm_cards:
            self.script(w.script)
        #: The treasure-chest envelope's script (-1: the pack has no chest).
        chest = pack.info.chest
        self.chest_script = self.script(chest.script) if chest is not None else -1
        self.passages = tuple(pack.passages.passages)
        self.passage_index = {p.id: i for i, p in enumerate(self.passages)}
        #: Per passage kind: its name as an item (``WonderState.item_name``).
        self.passage_names: tuple[Msg, ...] = tuple(
            msg(f"wb-passage-{p.id}") for p in self.passages
        )
        self.passage_action: tuple[int, ...] = tuple(self._action(p.action) for p in self.passages)
        self.chapters: tuple[ChapterData, ...] = tuple(
            self._chapter(i, ch) for i, ch in enumerate(pack.chapters)
        )
        self.chapter_index = {ch.id: ch.index for ch in self.chapters}
        #: What a new state reads (``WonderState.__init__``, every clone), read once:
        #: the supply's Wyrms and destiny tokens, the base Wyrm deck, the passages'
        #: copies and each chapter's number of creatures.
        self.supply_wyrms: int = info.supply.wyrms
        self.supply_destiny: int = info.supply.destiny
        self.base_wyrm_deck: tuple[int, ...] = tuple(
            i for i, w in enumerate(self.wyrm_cards) if w.base
        )
        self.passage_copies: tuple[int, ...] = tuple(p.copies for p in self.passages)
        self.chapter_creatures: tuple[int, ...] = tuple(
            len(ch.model.creatures) for ch in self.chapters
        )
        #: Per Wyrm card, and per chapter per card: the card as play reads it (compiled
        #: records; every script they name was numbered above).
        self.wyrms: tuple[WyrmRec, ...] = tuple(
            wyrm_rec(w, self.script(w.script)) for w in self.wyrm_cards
        )
        self.cards: tuple[tuple[CardRec, ...], ...] = tuple(
            tuple(
                card_rec(k, self.script(k.script), self.script(k.back), self.script(k.enemies))
                for k in ch.cards
            )
            for ch in self.chapters
        )

    def script(self, steps: Sequence[Step]) -> int:
        """The number of a script (registering it and its nested scripts once)."""
        sid = self._script_ids.get(id(steps))
        if sid is not None:
            return sid
        sid = len(self.scripts)
        self._script_ids[id(steps)] = sid
        self._script_sources.append(steps)
        self.scripts.append(tuple(steps))
        self.script_checks.append(
            tuple(check_of(s.cond) if s.cond is not None else None for s in steps)
        )
        self.steps.append(())
        # nested scripts numbered in the same order as ever: then, else, step by step
        self.steps[sid] = tuple(
            step_rec(s, self.script(s.then), self.script(s.else_)) for s in steps
        )
        return sid

    def _action(self, a: Action) -> int:
        self.script(a.script)
        self.actions.append(a)
        self.action_costs.append(cost_of(a))
        return len(self.actions) - 1

    def _chapter(self, index: int, ch: Chapter) -> ChapterData:
        zones: list[str] = []
        zone_scene: list[int] = []
        for si, sc in enumerate(ch.scenes):
            for z in sc.zones:
                zones.append(z.id)
                zone_scene.append(si)
        zi = {z: i for i, z in enumerate(zones)}
        adj: list[set[int]] = [set() for _ in zones]
        walls: list[tuple[int, int]] = []
        spots: list[tuple[tuple[int, int], ...]] = []
        spot_zone: dict[str, int] = {}
        spot_kind: dict[str, str] = {}
        for sc in ch.scenes:
            for b in sc.borders:
                a, c = zi[b.a], zi[b.b]
                if b.kind == "dashed":
                    adj[a].add(c)
                    adj[c].add(a)
                else:
                    walls.append((a, c))
            spots.append(tuple((zi[s.zone], s.count) for s in sc.spots if s.kind == "spark"))
            for s in sc.spots:
                spot_zone[s.id] = zi[s.zone]
                spot_kind[s.id] = s.kind
        flags: dict[str, list[int]] = {}
        item_action: list[int] = []
        rule_actions: list[tuple[int, ...]] = []
        for i, card in enumerate(ch.cards):
            for _field, scr in card_scripts(card):
                self.script(scr)
            if card.flag:
                flags.setdefault(card.flag, []).append(i)
            item_action.append(self._action(card.action) if card.action is not None else -1)
            rule_actions.append(
                tuple(self._action(a) for a in card.rule.actions) if card.rule is not None else ()
            )
        return ChapterData(
            index,
            ch.id,
            ch,
            tuple(ch.cards),
            tuple(zones),
            zi,
            tuple(zone_scene),
            tuple(frozenset(s) for s in adj),
            tuple(walls),
            tuple(spots),
            tuple(zi[sc.start] for sc in ch.scenes),
            spot_zone,
            spot_kind,
            {sc.id: i for i, sc in enumerate(ch.scenes)},
            {k: tuple(v) for k, v in flags.items()},
            tuple(item_action),
            tuple(rule_actions),
            tuple(tuple(sorted(s)) for s in adj),
            tuple(msg(f"wb-zone-{ch.id}-{z}") for z in zones),
            tuple(msg(f"wb-card-{ch.id}-{i + 1}") for i in range(len(ch.cards))),
            tuple(rule_mods(k.rule, zi) if k.rule is not None else None for k in ch.cards),
            tuple(spot_zone[k.object] if k.object is not None else -1 for k in ch.cards),
            tuple(check_of(k.goal) if k.goal is not None else None for k in ch.cards),
            tuple(k.players if isinstance(k.players, Phase) else None for k in ch.cards),
            {},
        )


#: The content of a pack key (default: the original pack), loaded and validated once.
content = PackContents.shipped(DEFAULT_PACK, load_pack, Content)


# -- text keys ---------------------------------------------------------------------------
def hero_name(c: Content, h: int) -> Msg:
    """The name of hero ``h`` (``wb-hero-<id>``; built once per content)."""
    return c.hero_names[h]


def action_name(a: Action) -> Msg:
    return msg(f"wb-action-{a.id}")


def zone_name(ch: ChapterData, z: int) -> Msg:
    """The name of zone ``z`` (``wb-zone-<chapter>-<zone>``; built once per chapter)."""
    return ch.zone_names[z]


def card_title(ch: ChapterData, i: int) -> Msg:
    """The title of card ``i`` (``wb-card-<chapter>-<i + 1>``; built once per chapter)."""
    return ch.card_titles[i]


def card_text(ch: ChapterData, i: int, part: str = "text") -> Msg:
    return msg(f"wb-card-{ch.id}-{i + 1}-{part}")


def key_name(key: str) -> Msg:
    return msg(f"wb-key-{key}")


def text_keys(c: Content) -> set[str]:
    """Every Fluent message id the pack's texts need (in every language)."""
    return {k for _file, _card, k in text_sources(c.pack)}


def card_keys(ch: ChapterData, i: int, *, front: bool = False) -> set[str]:
    """The message ids of chapter card ``i`` (:func:`.pack_texts.card_text_ids`)."""
    return card_text_ids(ch.id, ch.cards[i], front=front)


def scene_keys(ch: ChapterData, scene: int) -> set[str]:
    """The message ids of a chapter's scene: its name, zones and spots."""
    return scene_text_ids(ch.id, ch.model.scenes[scene])


def chapter_keys(ch: ChapterData) -> set[str]:
    """Every message id of a chapter but its name: the texts a player must not read
    before play reveals them (see :func:`secret_keys`)."""
    return {k for _file, _card, k in chapter_sources(ch.model)}


def secret_keys() -> frozenset[str]:
    """The message ids of every chapter of every pack loaded (the bundled ones first) but
    the chapters' names (the lobby shows those): card texts, scenes, zones, spots, keys
    and the actions cards give; and each treasure chest's text (what the sealed envelope
    holds). The web page's catalogue leaves them out; a state names those a seat may read
    (:func:`known_texts`)."""
    for name in content.bundled.names:
        content(name)
    packs = load_pack.loaded()
    found = _SECRET.get(len(packs))
    if found is None:
        keys: set[str] = set()
        for p in packs:
            for ch in p.chapters:
                keys |= {k for _file, _card, k in chapter_sources(ch)}
            if p.info.chest is not None:  # the sealed envelope: narrated once opened
                keys.add(f"wb-chest-{p.info.id}")
        found = frozenset(keys)
        _SECRET.clear()
        _SECRET[len(packs)] = found
    return found


#: :func:`secret_keys` by the number of packs loaded (packs are never unloaded).
_SECRET: dict[int, frozenset[str]] = {}


def known_texts(st: WonderState) -> frozenset[str]:
    """The chapter texts a board needs now, all read at the table (see
    ``WonderState.known_messages``). A read card's back, outcomes and ending are narrated
    in the log, so they are not named here."""
    ch = st.ch
    keys = scene_keys(ch, st.scene)
    for i in st.read:
        card = ch.cards[i]
        base = f"wb-card-{ch.id}-{card.n}"
        keys |= {base, f"{base}-text"}
        if card.type == "objective":
            keys.add(f"{base}-goal")
        keys |= {f"{base}-option-{k + 1}" for k in range(len(card.options))}
        for a in ([card.action] if card.action else []) + (
            list(card.rule.actions) if card.rule else []
        ):
            keys |= {f"wb-action-{a.id}", f"wb-action-{a.id}-text"}
    for z in range(len(ch.zones)):
        if ch.zone_scene[z] == st.scene:
            for i in st.interactions_at(z):
                keys.add(f"wb-card-{ch.id}-{ch.cards[i].n}")
    keys |= {f"wb-key-{k}" for k in st.keys}
    keys |= {  # on the board, or fallen/defeated there (the log still names it)
        f"wb-creature-{ch.id}-{x.id}"
        for i, x in enumerate(ch.model.creatures)
        if st.creature_zone[i] >= 0 or st.creature_down[i]
    }
    return frozenset(keys)


__all__ = [
    "ORIGINAL",
    "ChapterData",
    "Content",
    "Cost",
    "HeroCard",
    "RuleMods",
    "action_name",
    "card_keys",
    "card_text",
    "card_title",
    "chapter_keys",
    "content",
    "cost_of",
    "hero_name",
    "key_name",
    "known_texts",
    "scene_keys",
    "secret_keys",
    "text_keys",
    "zone_name",
]
