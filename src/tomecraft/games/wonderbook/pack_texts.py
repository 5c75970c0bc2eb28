"""Wonder Book's text ids: every Fluent message id a pack's content names, with the file
and card that name it (the loader checks each against the catalogues, see
:class:`tomecraft.core.content.PackLoader`; :func:`.data.text_keys` is their set).

The ids follow docs/wonderbook-content.md, "Texts": ``wb-hero-<hero>``,
``wb-chapter-<chapter>``, ``wb-card-<chapter>-<n>`` and its parts, and so on.
"""

from __future__ import annotations

from tomecraft.games.wonderbook.pack import Card, Chapter, Pack, Scene, card_scripts, iter_steps

#: ``(file, card, message id)``: a text the pack needs and where it is named.
TextSource = tuple[str, str, str]


def card_text_ids(chapter: str, card: Card, *, front: bool = False) -> set[str]:
    """The message ids of a chapter card: its title and text (only those with ``front``),
    else also its back, goal, dilemma options and outcomes, endings, the keys it notes and
    the actions it gives."""
    base = f"wb-card-{chapter}-{card.n}"
    keys = {base, f"{base}-text"}
    if front:
        return keys
    has_back = card.back or card.foot in ("flip", "objective") or card.type == "interaction"
    if has_back and card.type != "dilemma":
        keys.add(f"{base}-back")
    if card.type == "objective":
        keys.add(f"{base}-goal")
    for k in range(len(card.options)):
        keys |= {f"{base}-option-{k + 1}", f"{base}-outcome-{k + 1}"}
    for k in range(len(card.endings)):
        keys.add(f"{base}-ending-{k + 1}")
    for _name, scr in card_scripts(card):
        for s in iter_steps(scr):
            if s.do == "key" and s.key:
                keys.add(f"wb-key-{s.key}")
    for a in ([card.action] if card.action else []) + (
        list(card.rule.actions) if card.rule else []
    ):
        keys |= {f"wb-action-{a.id}", f"wb-action-{a.id}-text"}
    return keys


def scene_text_ids(chapter: str, sc: Scene) -> set[str]:
    """The message ids of a chapter's scene: its name, zones and spots."""
    keys = {f"wb-scene-{chapter}-{sc.id}"}
    keys |= {f"wb-zone-{chapter}-{z.id}" for z in sc.zones}
    keys |= {f"wb-spot-{chapter}-{s.id}" for s in sc.spots}
    return keys


def chapter_sources(ch: Chapter) -> list[TextSource]:
    """Every message id of a chapter but its name (its secret texts), with the card,
    scene or creature that names it."""
    file = f"chapters/{ch.id}.json"
    out: list[TextSource] = [
        (file, repr(x.id), f"wb-creature-{ch.id}-{x.id}") for x in ch.creatures
    ]
    for sc in ch.scenes:
        out += [(file, repr(sc.id), k) for k in sorted(scene_text_ids(ch.id, sc))]
    for card in ch.cards:
        out += [(file, f"#{card.n}", k) for k in sorted(card_text_ids(ch.id, card))]
    return out


def text_sources(p: Pack) -> list[TextSource]:
    """Every message id the pack's texts need (in every language), in file order."""
    out: list[TextSource] = []
    for h in p.heroes.heroes:
        card = repr(h.id)
        keys = [f"wb-hero-{h.id}", f"wb-attack-{h.id}", f"wb-attack-{h.id}-text"]
        keys += [f"wb-upgrade-{u.id}" for u in h.upgrades]
        for a in ([h.ability] if h.ability is not None else []) + [
            side for u in h.upgrades for side in u.sides
        ]:
            keys += [f"wb-action-{a.id}", f"wb-action-{a.id}-text"]
        out += [("heroes.json", card, k) for k in keys]
    for w in p.wyrms.cards:
        out.append(("wyrms.json", repr(w.id), f"wb-wyrm-{w.id}"))
        if w.script:
            out.append(("wyrms.json", repr(w.id), f"wb-wyrm-{w.id}-text"))
    for ps in p.passages.passages:
        out += [
            ("passages.json", repr(ps.id), k)
            for k in (f"wb-passage-{ps.id}", f"wb-action-{ps.action.id}",
                      f"wb-action-{ps.action.id}-text")
        ]
    if p.info.chest is not None and p.chapters:
        out.append(("pack.json", "chest", f"wb-chest-{p.info.id}"))
    for ch in p.chapters:
        out.append((f"chapters/{ch.id}.json", "", f"wb-chapter-{ch.id}"))
        out += chapter_sources(ch)
    return out


__all__ = [
    "TextSource",
    "card_text_ids",
    "chapter_sources",
    "scene_text_ids",
    "text_sources",
]
