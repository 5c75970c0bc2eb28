"""Wonder Book's cooperative heuristic: one value for the whole group (higher is better).

It is read by the greedy bot (one step ahead) and by the search's estimate. Besides the
group's resources and threats, it shapes **every goal kind from the data**: the current
objective's goal condition is walked as a tree (``all`` sums its parts, ``any`` takes
the best shapeable part, ``not``/``rounds``/``roll``/... cannot be shaped) and each leaf
scores how far the group is from it: heroes' walking distance to a zone, Wyrms above a
limit, sparks left on a zone, the cards of a flagged pile already flipped and the way to
the object where the wanted card (or the card that notes a wanted key) can be flipped. A
goal that holds, and every objective already met, is worth more than any shaping, so an
option that completes a goal always wins over one that only comes closer to the next.
The actions the heroes still have in this players' phase are worth a little (passing
with actions left loses them), and an item offered or asked for costs a little (no
give-and-take ping-pong).

Creatures and shields (issue 22): an ally's hearts are worth a little more than a hero's
(a fallen ally is gone for the chapter, a hero stands up again) and a fallen ally costs
much; an enemy with hearts on the board is a threat worth its hearts, and a hero who can
reach it is in attack range as with a Wyrm; a shield is worth most of a heart. Goals
that name a creature are shaped: its hearts (at least / at most), the way to the card
that puts it in the wanted zone (an escort), an enemy's defeat (its hearts left). Without
creatures and shields these terms are all 0, so such chapters play as before.

Unread text (issue 22): a search copy stops where text no player has read would be
carried out (``WonderState.at_horizon``). Such a leaf gets a **prior** for that text from
what the table sees of it, its kind (``st.cut_what``) and how many like it lie open, never
its words: an interaction's back is worth a little, and when the current goal waits for
something only a card's text can give (a key, a card read, a creature placed), a share of
the goal's bonus (one over the unread interactions that could be flipped); the chest is
worth about an item; a met objective's back a little. Without it an interaction looked
like an action spent for nothing, so the search never flipped the card a goal waited for.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import ChapterData
from tomecraft.games.wonderbook.pack import Cond, Step, iter_steps
from tomecraft.games.wonderbook.reach import creatures_in_range, wyrms_in_range
from tomecraft.games.wonderbook.state import WonderState

#: A met goal (or objective) outweighs the shaping of any goal (clamped to -SHAPE_FLOOR).
GOAL_BONUS = 20.0
SHAPE_FLOOR = 18.0
ZONE_STEP = 1.5
PILE_CARD = 4.0
ACTION_LEFT = 0.3
OFFER_COST = 0.4
IN_RANGE = 2.0
FAR = 6
ALLY_HEART = 1.8
ALLY_FALLEN = 8.0
ENEMY_HEART = 1.0
ENEMY_STANDING = 2.0
SHIELD = 1.0
#: Priors of unread text at a search copy's cut (see the module's docstring).
INTERACT_PRIOR = 1.5
CHEST_PRIOR = 3.0
OBJECTIVE_BACK_PRIOR = 1.0

_DIST: dict[tuple[str, int], tuple[tuple[int, ...], ...]] = {}


def distances(st: WonderState) -> tuple[tuple[int, ...], ...]:
    """All-pairs walking distances of the chapter's zones (dashed borders; 9: unreachable),
    computed once per chapter."""
    key = (st.c.key, st.chapter)
    table = _DIST.get(key)
    if table is None:
        table = _DIST[key] = _all_pairs(st.ch)
    return table


def _all_pairs(ch: ChapterData) -> tuple[tuple[int, ...], ...]:
    out = []
    for a in range(len(ch.zones)):
        dist = {a: 0}
        queue = deque([a])
        while queue:
            x = queue.popleft()
            for y in ch.adjacent[x]:
                if y not in dist:
                    dist[y] = dist[x] + 1
                    queue.append(y)
        out.append(tuple(dist.get(b, 9) for b in range(len(ch.zones))))
    return tuple(out)


def team_value(st: WonderState) -> float:
    """The group's position: destiny face up, the deck read, objectives met and goal
    shaping, Wyrms defeated, hearts, sparks and items, heroes in attack range (with
    hearts to spare), actions left; threats (Wyrms in play, sharing a hero's zone,
    knocked-out heroes). A search copy stopped before unread text (``st.cut``) and a game
    stopped by the bot-only round cap (``st.unfinished``) are scored like a running game."""
    if st.over and not st.cut and not st.unfinished:
        return 200.0 + 10.0 * st.destiny_up if st.won else -200.0 + 40.0 * st.progress()
    v = 12.0 * st.destiny_up + 30.0 * st.progress()
    v += 3.0 * st.defeated
    v += GOAL_BONUS * _objectives_met(st)
    dist = distances(st)
    for h in range(st.n_heroes):
        if st.ko[h]:
            v -= 10.0
            continue
        v += 1.5 * st.hearts[h] + 0.6 * st.sparks[h] + 1.0 * len(st.items[h])
        v += SHIELD * st.shield[h]
        if st.hearts[h] <= 1:
            v -= 3.0
        elif st.hearts[h] >= 3:
            rng = _attack_range(st, h)
            if wyrms_in_range(st, h, rng) or (
                st.creature_zone and creatures_in_range(st, h, rng, "enemy")
            ):
                v += IN_RANGE
    if st.creature_zone:
        v += _creatures_value(st)
    for w in st.in_play():
        z = st.wyrm_zone[w]
        v -= 2.5 if st.wyrm_dmg[w] == 0 else 1.2
        if any(st.pos[h] == z and not st.ko[h] for h in range(st.n_heroes)):
            v -= 1.5
    if st.objective >= 0:
        goal = st.ch.cards[st.objective].goal
        if goal is not None and not st.holds(goal):
            shaped = _shape(st, goal, dist)
            if shaped is not None:
                v += max(shaped, -SHAPE_FLOOR)
    v += ACTION_LEFT * _actions_left(st)
    if st.cut:
        v += _cut_prior(st)
    d = st.decision()
    if d is not None and d.kind in ("give", "consent"):
        v -= OFFER_COST
    return v


def _cut_prior(st: WonderState) -> float:
    """The prior of the unread text a search copy stopped before, from its kind and the
    number of unread interactions open (never from the text)."""
    what = st.cut_what
    if what == "chest":
        return CHEST_PRIOR
    if what == "objective":
        return OBJECTIVE_BACK_PRIOR
    if what != "interaction":
        return 0.0
    v = INTERACT_PRIOR
    if st.objective >= 0:
        goal = st.ch.cards[st.objective].goal
        if goal is not None and not st.holds(goal) and _wants_text(st, goal):
            # this card and the interactions still open, any of which may be the one
            v += GOAL_BONUS / (1 + _open_interactions(st))
    return v


def _wants_text(st: WonderState, c: Cond) -> bool:
    """Whether condition ``c`` waits for something only a card's text gives (a key, a
    card read, a creature placed) that does not hold yet."""
    if c.kind in ("all", "any"):
        return any(_wants_text(st, s) for s in c.conds)
    return c.kind in ("key", "read", "creature") and not st.holds(c)


def _open_interactions(st: WonderState) -> int:
    """Interaction cards the heroes could flip now (placed, or on top of a pile; a flipped
    one leaves the board, so each back is still unread)."""
    ch = st.ch
    tops = [p[0] for p in st.piles.values() if p]
    return sum(1 for i in [*st.placed, *tops] if ch.cards[i].type == "interaction")


def _creatures_value(st: WonderState) -> float:
    """Allies' hearts (a fallen ally costs much), enemies' hearts as a threat."""
    v = 0.0
    for i, x in enumerate(st.ch.model.creatures):
        if x.kind == "ally":
            if st.creature_zone[i] >= 0:
                v += ALLY_HEART * st.creature_hearts[i]
            elif st.creature_down[i]:
                v -= ALLY_FALLEN
        elif st.creature_zone[i] >= 0:
            v -= ENEMY_STANDING + ENEMY_HEART * st.creature_hearts[i]
    return v + _pending_hits(st)


def _pending_hits(st: WonderState) -> float:
    """An attack's roll waiting for the reroll decision has not dealt its hits yet: the
    hits on the table count for the enemies with hearts in range (so an attack on an
    enemy is not judged as an action spent for nothing)."""
    if len(st.stack) < 2:
        return 0.0
    roll, below = st.stack[-1], st.stack[-2]
    if not isinstance(roll, T.Roll) or not isinstance(below, T.Attack) or roll.stage != 1:
        return 0.0
    h = below.hero
    hearts = sum(
        st.creature_hearts[i] for i in creatures_in_range(st, h, _attack_range(st, h), "enemy")
    )
    return ENEMY_HEART * min(roll.hits, hearts)


def _attack_range(st: WonderState, h: int) -> int:
    return T.RANGES.index(st.c.heroes[st.heroes[h]].attack.range)


def _objectives_met(st: WonderState) -> int:
    """Objective cards met so far (read and no longer current), plus the current one when
    its goal holds."""
    cards = st.ch.cards
    n = sum(1 for i in st.read if cards[i].type == "objective" and i != st.objective)
    if st.objective >= 0:
        goal = cards[st.objective].goal
        n += goal is not None and st.holds(goal)
    return n


def _actions_left(st: WonderState) -> int:
    """Actions the heroes still have in this players' phase: the turn in progress and
    every standing hero yet to play."""
    n = 0
    counted: set[int] = set()
    for t in st.stack:
        if isinstance(t, T.PlayersPhase) and t.stood:
            per = st.c.actions_per_turn + st.rule_extra()
            n += sum(per for h in range(st.n_heroes) if not (t.done >> h) & 1 and not st.ko[h])
        elif isinstance(t, T.Turn) and not st.ko[t.hero]:
            n += t.left + t.extra
            if t.hero not in counted:
                counted.add(t.hero)
                n += st.bonus[t.hero]
    return n


def _standing(st: WonderState) -> list[int]:
    up = [h for h in range(st.n_heroes) if not st.ko[h]]
    return up or list(range(st.n_heroes))


def _nearest(st: WonderState, zones: list[int], dist: tuple[tuple[int, ...], ...]) -> int:
    """Walking distance from the nearest standing hero to the nearest of ``zones``."""
    if not zones:
        return FAR
    return min(min(dist[st.pos[h]][z] for z in zones) for h in _standing(st))


def _shape(st: WonderState, c: Cond, dist: tuple[tuple[int, ...], ...]) -> float | None:
    """How far the group is from condition ``c`` (0: there; negative: that far away), or
    ``None`` where the condition cannot be shaped (rounds, rolls, destiny, ...)."""
    k = c.kind
    if k == "all":
        parts = [x for x in (_shape(st, s, dist) for s in c.conds) if x is not None]
        return sum(parts) if parts else None
    if k == "any":
        parts = [x for x in (_shape(st, s, dist) for s in c.conds) if x is not None]
        return max(parts) if parts else None
    if st.holds(c):
        return 0.0
    if k == "heroes_in":
        return _shape_heroes_in(st, c, dist)
    if k == "wyrms":
        zone = st.ch.zone_index[c.zone] if c.zone else -1
        n = sum(1 for z in st.wyrm_zone if z >= 0 and (zone < 0 or z == zone))
        if c.at_most is not None and n > c.at_most:
            return -3.0 * (n - c.at_most)
        return -2.0 * max(0, (c.at_least or 0) - n)
    if k == "defeated":
        return -2.0 * max(0, (c.at_least or 0) - st.defeated)
    if k == "sparks_at":
        assert c.zone is not None
        z = st.ch.zone_index[c.zone]
        left = st.zone_sparks[z] - (c.at_most or 0)
        return -2.0 * left - ZONE_STEP * min(_nearest(st, [z], dist), FAR)
    if k == "read":
        assert c.card is not None
        return _shape_read(st, c.card - 1, dist)
    if k in ("creature", "creature_down"):
        return _shape_creature(st, c, dist)
    if k == "key":
        assert c.key is not None
        key = c.key
        zones = _source_zones(st, lambda s: s.do == "key" and s.key == key and not s.erase)
        return -ZONE_STEP * min(_nearest(st, zones, dist), FAR) if zones else None
    return None


def _shape_heroes_in(st: WonderState, c: Cond, dist: tuple[tuple[int, ...], ...]) -> float | None:
    if not c.zone:
        return None
    target = st.ch.zone_index[c.zone]
    hs = [h for h in range(st.n_heroes) if c.hero is None or st.c.heroes[st.heroes[h]].id == c.hero]
    ds = sorted(min(dist[st.pos[h]][target], FAR) for h in hs)
    need = len(ds) if c.at_least is None else min(c.at_least, len(ds))
    return -ZONE_STEP * sum(ds[:need])


def _shape_creature(
    st: WonderState, c: Cond, dist: tuple[tuple[int, ...], ...]
) -> float | None:
    """A goal naming a creature: an enemy to defeat (its hearts left, the way to attack
    range), an ally's hearts, or a creature to bring to a zone (the way to the card that
    puts it there: an escort)."""
    assert c.creature is not None
    i = st.creature_index(c.creature)
    cid = c.creature
    here = st.creature_zone[i]
    if c.kind == "creature_down":
        if here < 0:
            return None
        near = min(dist[st.pos[h]][here] for h in _standing(st))
        return -2.0 * st.creature_hearts[i] - ZONE_STEP * min(near, FAR)
    v = 0.0
    n = st.creature_hearts[i]
    if c.at_least is not None and n < c.at_least:
        v -= 2.0 * (c.at_least - n)
    if c.at_most is not None and n > c.at_most:
        v -= 2.0 * (n - c.at_most)
    if c.zone is not None and (here < 0 or here != st.ch.zone_index[c.zone]):
        zone = c.zone
        zones = _source_zones(
            st, lambda s: s.do == "creature" and s.card == cid and s.zone == zone
        )
        if zones:
            v -= ZONE_STEP * min(_nearest(st, zones, dist), FAR)
    return v


def _shape_read(st: WonderState, card: int, dist: tuple[tuple[int, ...], ...]) -> float | None:
    """A card to read: the cards of its flagged pile already flipped, and the way to the
    object where it (or a card that reads it) can be flipped."""
    ch = st.ch
    flag = ch.cards[card].flag
    v = 0.0
    zones: list[int] = []
    if flag is not None and flag in st.piles:
        v += PILE_CARD * sum(1 for i in ch.flags.get(flag, ()) if i in st.read)
        pile = st.piles[flag]
        if card in pile:
            zones.append(ch.spot_zone[str(ch.cards[pile[0]].object)])
    if card in st.placed:
        zones.append(ch.spot_zone[str(ch.cards[card].object)])
    zones += _source_zones(st, lambda s: s.do == "read" and s.card == card + 1)
    if not zones:
        return v if v else None
    return v - ZONE_STEP * min(_nearest(st, zones, dist), FAR)


def _source_zones(st: WonderState, wanted: Callable[[Step], bool]) -> list[int]:
    """Zones of the interaction cards that can be flipped now (placed, or on top of a
    pile) whose back has a step ``wanted(step)`` holds for."""
    ch = st.ch
    usable = list(st.placed) + [p[0] for p in st.piles.values() if p]
    out = []
    for i in usable:
        if any(wanted(s) for s in iter_steps(ch.cards[i].back)):
            out.append(ch.spot_zone[str(ch.cards[i].object)])
    return out


__all__ = ["GOAL_BONUS", "distances", "team_value"]
