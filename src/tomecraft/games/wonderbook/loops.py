"""The pack loader's check that no hero turn can last for ever (docs/rulings.md, Wonder
Book 16).

Every use of an ability, item, passage, special rule's action or interaction that grants
an extra action grants it again (the rulebook lets a hero take the same action several
times), so content could let a turn go on without end: a free ability that grants an
action at once, or two cards that feed each other (one gives the spark the other spends
on two actions). The engine does not guard against that; the loader refuses the content.

The check is a small linear one. One use of an action *source* spends an action and
changes three resources of the acting hero by at most: actions (extra actions granted),
sparks (gained, spent), cards (passages and items gained, the card discarded). A turn can
be endless exactly when some mix of uses (each used a non-negative number of times, not
all zero) loses nothing in any resource. By Ville's theorem of the alternative, no such
mix exists exactly when prices ``y >= 0`` exist under which every use loses value
(``y . gain < 0``): that open cone is non-empty exactly when its closure (cut by the
planes ``y . gain <= 0`` and ``y >= 0``) is three-dimensional, and then the sum of its
extreme rays, each the cross product of two of those planes' normals, lies inside it.

Gains are counted generously (a branch gives the better of its outcomes in each
resource, sparks given to any hero count for the acting one, sparks placed on the map or
laid out by a scene change count as collected for free), so content that passes the
check cannot loop; the check may refuse content whose loop the table could not really
play. Sources are taken per hero (its ability and one side of each upgrade card, every
choice of sides) and per chapter (its items, its special rules' actions, and those of its
unflagged interaction cards that a ``read`` step can put back in play), with every
passage of the pack.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import product

from tomecraft.games.wonderbook.pack import (
    Action,
    Card,
    Chapter,
    Pack,
    PackError,
    Step,
    card_scripts,
    iter_steps,
)

Vec = tuple[int, int, int]
_AXES: tuple[Vec, ...] = ((-1, 0, 0), (0, -1, 0), (0, 0, -1))


@dataclass(frozen=True, slots=True)
class Source:
    """One action source: where it is written (file, card, field) and what one use of it
    gains at most, net of the action it takes (actions, sparks, cards)."""

    file: str
    card: str
    field: str
    gain: Vec


def _cross(a: Vec, b: Vec) -> Vec:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _dot(a: Vec, b: Vec) -> int:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def loops(gains: Sequence[Vec]) -> bool:
    """Whether some non-negative, non-zero mix of ``gains`` loses nothing in any
    resource (a turn using those sources could go on for ever)."""
    if any(g == (0, 0, 0) for g in gains):
        return True
    normals = [*gains, *_AXES]
    total = [0, 0, 0]
    for i, a in enumerate(normals):
        for b in normals[i + 1 :]:
            r = _cross(a, b)
            if r == (0, 0, 0):
                continue
            for ray in (r, (-r[0], -r[1], -r[2])):
                if all(_dot(n, ray) <= 0 for n in normals):
                    total = [total[k] + ray[k] for k in range(3)]
    inside = (total[0], total[1], total[2])
    return not all(_dot(n, inside) < 0 for n in normals)


def _max(a: Vec, b: Vec) -> Vec:
    return (max(a[0], b[0]), max(a[1], b[1]), max(a[2], b[2]))


def _add(a: Vec, b: Vec) -> Vec:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def script_gain(
    script: Sequence[Step], ch: Chapter | None, seen: frozenset[int] = frozenset()
) -> Vec:
    """The most a script can give its acting hero: extra actions, sparks, cards."""
    out: Vec = (0, 0, 0)
    for s in script:
        do = s.do
        if do == "extra":
            out = _add(out, (s.n, 0, 0))
        elif do == "sparks":
            # a loss counts only where it surely hits the acting hero
            if s.n > 0 or s.who in ("self", "each", "all", "here"):
                out = _add(out, (0, s.n, 0))
        elif do == "place_sparks":
            out = _add(out, (0, max(s.n, 0), 0))
        elif do == "scene" and ch is not None:
            laid = [sp.count for sc in ch.scenes if sc.id == s.scene for sp in sc.spots
                    if sp.kind == "spark"]
            out = _add(out, (0, sum(laid), 0))
        elif do in ("passage", "item"):
            out = _add(out, (0, 0, 1))
        elif do in ("challenge", "if"):
            out = _add(out, _max(script_gain(s.then, ch, seen), script_gain(s.else_, ch, seen)))
        elif do == "read" and ch is not None and isinstance(s.card, int) and s.card not in seen:
            out = _add(out, card_gain(ch.cards[s.card - 1], ch, seen | {s.card}))
    return out


def card_gain(card: Card, ch: Chapter, seen: frozenset[int]) -> Vec:
    """What reading a chapter card in a hero's action can give that hero."""
    out = _add(script_gain(card.script, ch, seen), script_gain(card.back, ch, seen))
    if card.options:
        best = script_gain(card.options[0].script, ch, seen)
        for o in card.options[1:]:
            best = _max(best, script_gain(o.script, ch, seen))
        out = _add(out, best)
    if card.type == "item":
        out = _add(out, (0, 0, 1))
    return out


def _source(
    file: str, card: str, field: str, a: Action, ch: Chapter | None, spent: bool
) -> Source:
    g = script_gain(a.script, ch)
    return Source(file, card, field, (g[0] - 1, g[1] - a.sparks, g[2] - (1 if spent else 0)))


def _hero_sets(p: Pack) -> Iterator[list[Source]]:
    """Per hero and per choice of upgrade sides: the hero's own sources."""
    for h in p.heroes.heroes:
        base = (
            [_source("heroes.json", repr(h.id), f"ability {h.ability.id}", h.ability, None, False)]
            if h.ability is not None
            else []
        )
        for sides in product(*(u.sides for u in h.upgrades)):
            yield base + [
                _source("heroes.json", repr(h.id), f"ability {a.id}", a, None, False) for a in sides
            ]


def _chapter_sources(ch: Chapter) -> list[Source]:
    file = f"chapters/{ch.id}.json"
    out: list[Source] = []
    reread = {
        s.card
        for c in ch.cards
        for _, sc in card_scripts(c)
        for s in iter_steps(sc)
        if s.do == "read"
    }
    for c in ch.cards:
        if c.action is not None:
            out.append(_source(file, f"#{c.n}", "action.script", c.action, ch, c.action.discard))
        if c.rule is not None:
            for i, a in enumerate(c.rule.actions):
                out.append(_source(file, f"#{c.n}", f"rule.actions[{i}].script", a, ch, False))
        # a pile holds unread cards only, but a `read` step puts an unflagged card back
        if c.type == "interaction" and c.flag is None and c.n in reread:
            g = script_gain(c.back, ch, frozenset({c.n}))
            out.append(Source(file, f"#{c.n}", "back", (g[0] - 1, g[1], g[2])))
    return out


def _minimal(sources: list[Source]) -> list[Source]:
    """A smallest looping subset, found by dropping sources while the rest still loops."""
    keep = list(sources)
    for s in list(keep):
        rest = [x for x in keep if x is not s]
        if rest and loops([x.gain for x in rest]):
            keep = rest
    return keep


def check_action_loops(p: Pack, pack: str) -> None:
    """Raise :class:`PackError` (naming the file, card and field of a source that grants
    extra actions) when some hero's turn could use sources that pay for themselves."""
    passages = [
        _source("passages.json", repr(x.id), "action.script", x.action, None, True)
        for x in p.passages.passages
    ]
    chapters: list[list[Source]] = [[]] + [_chapter_sources(ch) for ch in p.chapters]
    for extra in chapters:
        for own in _hero_sets(p):
            sources = own + passages + extra
            if not loops([s.gain for s in sources]):
                continue
            loop = _minimal(sources)
            blame = next((s for s in loop if s.gain[0] >= 0), loop[0])
            names = ", ".join(f"{s.file} {s.card} {s.field}" for s in loop)
            raise PackError(
                pack,
                blame.file,
                blame.card,
                blame.field,
                "extra actions without end: a hero could use "
                f"{names} again and again, each round of uses paying for itself "
                "(make it cost a spark, discard it after use, or grant fewer actions)",
            )


__all__ = ["Source", "card_gain", "check_action_loops", "loops", "script_gain"]
