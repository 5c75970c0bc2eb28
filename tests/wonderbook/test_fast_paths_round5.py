"""Wonder Book's hot paths of issue 28 round 5 give what the plain rules give: the action
decision's options with items, upgrades and heroes near varied at random, an ability's
or item's cost read from its kept aims, the Wyrms' activation order, and a Wyrm's steps
read from the map's tables. Run on both builds: compiled, the compiled code is tested.
"""

from __future__ import annotations

from tomecraft.core import Rng
from tomecraft.games.wonderbook import action_options
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.action_options import usable
from tomecraft.games.wonderbook.data import Cost
from tomecraft.games.wonderbook.enemies import Activate, WyrmActs
from tomecraft.games.wonderbook.reach import steps_toward_heroes
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.games.wonderbook.taskbase import _dec

from .test_fast_paths import (
    plain_action_ids,
    plain_can_affect,
    plain_steps_toward_heroes,
    positions,
)


def _items(st: WonderState) -> list[int]:
    """Every item id of the state's chapter: its item cards and the passages."""
    cards = [i for i, a in enumerate(st.ch.item_action) if a >= 0]
    return cards + [A.PASSAGE_ITEM + p for p in range(len(st.c.passages))]


def _varied(st: WonderState, src: Rng) -> WonderState:
    """A copy of ``st`` with items handed out at random (repeats included), upgrade
    sides gained at random, sparks at random and heroes moved beside each other."""
    other = st.clone()
    items = _items(other)
    other.items = [
        [items[src.below(len(items))] for _ in range(src.below(4))] if items else []
        for _ in other.items
    ]
    ups = [u for h in other.heroes for u in other.c.heroes[h].upgrades]
    other.upgrades = {u: src.below(2) for u in ups if src.below(2)}
    other.sparks = [src.below(4) for _ in other.sparks]
    n = len(other.ch.zones)
    if src.below(2):  # everyone in one zone or beside it: heroes near, items to ask for
        z = src.below(n)
        other.pos = [z if src.below(2) else [z, *other.ch.adjacent_sorted[z]][-1]
                     for _ in other.pos]
    other.ko = [src.below(5) == 0 for _ in other.ko]
    return other


def test_action_ids_with_items_upgrades_and_heroes_near() -> None:
    """The action decision's options equal the plain enumeration when heroes hold items
    (repeats too), have gained upgrade sides and stand near each other, with and
    without special rules in force."""
    src = Rng(55)
    seen = {"special": 0, "give": 0, "ask": 0, "upgrade": 0}
    for st in positions(3):
        other = _varied(st, src)
        for copy in (st, other):
            for h in range(copy.n_heroes):
                fast = action_options.action_ids(copy, h)
                assert fast == plain_action_ids(copy, h), (copy.ch.id, copy.rules, h)
                for o in fast:
                    block, at = A.block(o)
                    if block in seen:
                        seen[block] += 1
                    elif block == "ability" and at > 0:
                        seen["upgrade"] += 1
    assert all(seen.values()), seen


def _costs(st: WonderState) -> list[Cost]:
    return [*st.c.action_costs, *(c for hc in st.c.heroes for c in hc.costs)]


def test_usable_reads_the_costs_kept_aims() -> None:
    """An ability, item or special action is usable (its cost's aims kept on the cost)
    exactly when the plain reading says so: sparks enough, the named zone, and a target
    for the script (the plain reading of its steps), for every cost and hero."""
    src = Rng(56)
    seen = {True: 0, False: 0}
    for st in positions(1):
        other = _varied(st, src)
        other.wyrm_dmg = [src.below(2) for _ in other.wyrm_dmg]
        for copy in (st, other):
            for h in range(copy.n_heroes):
                for cost in _costs(copy):
                    plain = (
                        copy.sparks[h] >= cost.sparks
                        and (cost.zone is None or copy.ch.zones[copy.pos[h]] == cost.zone)
                        and plain_can_affect(copy, h, cost.script)
                    )
                    assert usable(copy, h, cost) == plain
                    assert (action_options.cost_refusal(copy, h, cost) is None) == plain
                    seen[plain] += 1
    assert seen[True] > 100 and seen[False] > 100


def test_activation_order_is_the_plain_one() -> None:
    """The Wyrms' activation (its Wyrms counted without listing them unless the group
    picks) does what the plain step does: done when no Wyrm is left (or no action, or
    the game is over), the only Wyrm left (or the first, with every hero down) acts at
    once, else the group picks among the Wyrms left in order."""
    src = Rng(57)
    seen = {"pop": 0, "go": 0, "pick": 0}
    for st in positions(1):
        base = st.clone()
        n = len(base.ch.zones)
        base.wyrm_zone = [src.below(n + 2) - 2 for _ in base.wyrm_zone]
        base.ko = [src.below(4) == 0 for _ in base.ko]
        done = src.below(1 << len(base.wyrm_zone))
        task = Activate(src.below(3), done)
        left = [w for w, z in enumerate(base.wyrm_zone) if z >= 0 and not (done >> w) & 1]
        got = base.clone()
        got.stack.append(task.copy())
        depth = len(got.stack)
        d = got.stack[-1].step(got)
        if not left or task.n <= 0 or base.over:
            assert d is None and len(got.stack) == depth - 1
            seen["pop"] += 1
        elif len(left) == 1 or not base.any_hero_up():
            top = got.stack[-1]
            assert d is None and isinstance(top, WyrmActs)
            assert (top.wyrm, top.left) == (left[0], task.n)
            seen["go"] += 1
        else:
            assert d is not None and list(d.ids) == [A.WYRM + w for w in left]
            assert len(got.stack) == depth
            seen["pick"] += 1
    assert all(seen.values()), seen


def test_wyrm_steps_read_from_the_map_tables() -> None:
    """A Wyrm's steps toward the nearest standing heroes (gathered from the map's
    ``toward`` table) are the plain breadth-first search's, with heroes scattered and
    knocked out at random, from every zone; and the table holds the plain definition."""
    src = Rng(58)
    checked = 0
    for st in positions(1):
        copy = st.clone()
        n = len(copy.ch.zones)
        copy.pos = [src.below(n) for _ in copy.pos]
        copy.ko = [src.below(3) == 0 for _ in copy.ko]
        for z in range(n):
            assert steps_toward_heroes(copy, z) == plain_steps_toward_heroes(copy, z)
            checked += 1
        dist = copy.map.dist
        for z in range(n):
            for t in range(n):
                want = [y for y in copy.ch.adjacent_sorted[z]
                        if dist[z][t] > 0 and dist[y][t] == dist[z][t] - 1]
                assert [y for y in range(n) if (copy.map.toward[z][t] >> y) & 1] == want
    assert checked > 500


def plain_do_action(st: WonderState, h: int, option: int) -> None:
    """``do_action`` dispatched on the block's name (before round 5), events always
    built: the same helpers carry each action out."""
    from tomecraft.games.wonderbook import hero_changes as H
    from tomecraft.games.wonderbook import tasks as T
    from tomecraft.games.wonderbook.data import action_name, hero_name

    b, k = A.block(option)
    c = st.c
    seat = st.seat_of[h]
    name = hero_name(c, st.heroes[h]) if not st.quiet else ""
    if b == "move":
        H.move_hero(st, h, k)
    elif b == "collect":
        st.zone_sparks[st.pos[h]] -= 1
        st.sparks[h] += 1
        st.log("collect", seat, "wb-ev-collect", hero=name, sparks=st.sparks[h])
    elif b == "attack":
        st.log("attack", seat, "wb-ev-attack", hero=name)
        st.stack.append(T.Attack(h))
    elif b == "ability":
        a = c.heroes[st.heroes[h]].abilities[k]
        H.pay(st, h, a.sparks)
        st.log("ability", seat, "wb-ev-ability", hero=name, ability=action_name(a))
        st.stack.append(T.Run(c.script(a.script), h, 1))
    elif b == "interact":
        st.stack.append(T.Interact(h, k))
    elif b == "special":
        a = st.item_action(k)
        H.pay(st, h, a.sparks)
        st.log("special", seat, "wb-ev-special", hero=name, item=st.item_name(k))
        if a.discard or k >= A.PASSAGE_ITEM:
            H.discard_item(st, h, k)
        st.stack.append(T.Run(c.script(a.script), h, 1))
    elif b == "give":
        st.stack.append(T.GiveItem(h, k))
    elif b == "ask":
        st.log("ask", seat, "wb-ev-ask", hero=name, item=st.item_name(k))
        st.stack.append(T.AskWhom(h, k))
    elif b == "rule_action":
        a = c.actions[k]
        H.pay(st, h, a.sparks)
        st.log("special", seat, "wb-ev-rule-action", hero=name, action=action_name(a))
        st.stack.append(T.Run(c.script(a.script), h, 1))


def test_actions_dispatched_on_the_blocks_starts() -> None:
    """Each action carried out (the block found by comparing ids with the blocks'
    starts, events built only when read) changes the state, its stack and its events as
    the plain dispatch on the block's name does, loud and quiet, for every option of
    every hero (items, upgrades and special rules included) and each block's first ids."""
    from tomecraft.games.wonderbook import hero_changes as H

    src = Rng(59)
    blocks: set[str] = set()
    for st in positions(1):
        for copy in (st, _varied(st, src)):
            for h in range(copy.n_heroes):
                # each block's first ids too (a boundary one off would show there)
                edges = [A.INTERACT, A.GIVE, A.ASK, A.RULE_ACTION, A.RULE_ACTION + 1, A.HERO]
                for o in [*action_options.action_ids(copy, h), *edges]:
                    for quiet in (False, True):
                        fast, plain = copy.clone(), copy.clone()
                        fast.quiet = plain.quiet = quiet
                        fast.take_events()
                        plain.take_events()
                        H.do_action(fast, h, o)
                        plain_do_action(plain, h, o)
                        assert fast.to_json() == plain.to_json()
                        assert fast.stack == plain.stack
                        assert fast.take_events() == plain.take_events()
                    blocks.add(A.block(o)[0])
    assert {"collect", "move", "ability", "give", "ask", "special", "pass", "rule_action",
            "interact", "hero"} <= blocks, blocks


def test_wyrm_card_draw_counts_the_unknown_cards() -> None:
    """The Wyrm card draw (copies counted per card) offers the plain decision: every
    card of unknown place once, ascending, weighted by its copies (the deck less the
    cards known on top or under it)."""
    from tomecraft.games.wonderbook.decks import unknown_wyrm_cards
    from tomecraft.games.wonderbook.enemies import RevealWyrm

    src = Rng(60)
    checked = 0
    for st in positions(1):
        copy = st.clone()
        deck = copy.wyrm_deck
        if len(deck) < 2:
            continue
        # up to 3 cards known under the deck (never all of it: the draw stays unknown)
        places = sorted({src.below(len(deck)) for _ in range(min(3, len(deck) - 1))})
        copy.wyrm_top = []
        copy.wyrm_bottom = [deck[i] for i in places][: src.below(len(places) + 1)]
        copy.over = False
        copy.stack.append(RevealWyrm(1, -1))
        d = copy.stack[-1].step(copy)
        unknown = unknown_wyrm_cards(copy)
        kinds = sorted(set(unknown))
        assert d is not None and d.kind == "wyrm-card"
        assert list(d.ids) == [A.WYRM_CARD + k for k in kinds]
        assert d.weights == tuple(unknown.count(k) for k in kinds)
        checked += 1
    assert checked > 50


def plain_wyrm_acts_step(task: WyrmActs, st: WonderState) -> object:
    """The rule of a Wyrm's action, for what the test sets up (a Wyrm on the board, not
    damaged, with actions left), not the step's code again: it bites a standing hero in
    its zone (the group picks among several), else moves one zone toward the heroes (the
    group picks among several steps; none: it stops). A single choice is what answering
    it does (``WyrmActs.answer``); several are the group's decision, of the lead seat."""
    w = task.wyrm
    z = st.wyrm_zone[w]
    assert task.left > 0 and z >= 0 and st.wyrm_dmg[w] == 0 and not st.over
    here = [A.HERO + h for h in range(st.n_heroes) if not st.ko[h] and st.pos[h] == z]
    steps = [A.ZONE + x for x in plain_steps_toward_heroes(st, z)]
    kind, ids = ("wyrm-hit", here) if here else ("wyrm-move", steps)
    # None, one, several: the shape of every choice the engine makes for the group, so
    # alike by shape with the step's tail; the expectation is the answer path's.
    if not ids:
        task.left = 0
        return None
    if len(ids) == 1:
        task.answer(st, ids[0])
        return None
    # the prompt built plainly, not the kept one; the Wyrm named by its own number
    return _dec(st.lead, kind, ids, w=st.wyrm_number(w))


def test_wyrm_actions_are_the_plain_ones() -> None:
    """A Wyrm's action (the heroes in its zone counted, listed only when the group
    picks whom it bites) does what the plain step does: the same state, stack, events
    and decision, with heroes scattered and knocked out at random."""
    src = Rng(61)
    seen = {"bite": 0, "pick": 0, "move": 0}
    for st in positions(1):
        base = st.clone()
        n = len(base.ch.zones)
        w = src.below(len(base.wyrm_zone))
        base.wyrm_zone[w] = src.below(n)
        base.wyrm_dmg[w] = 0
        base.pos = [src.below(3) if src.below(2) else src.below(n) for _ in base.pos]
        base.ko = [src.below(4) == 0 for _ in base.ko]
        base.over = False
        base.quiet = False
        base.take_events()
        fast, plain = base.clone(), base.clone()
        fast.stack.append(WyrmActs(w, 2))
        plain.stack.append(WyrmActs(w, 2))
        d_fast = fast.stack[-1].step(fast)
        top = plain.stack[-1]
        assert isinstance(top, WyrmActs)
        d_plain = plain_wyrm_acts_step(top, plain)
        assert d_fast == d_plain
        assert fast.to_json() == plain.to_json() and fast.take_events() == plain.take_events()
        here = [h for h in range(base.n_heroes)
                if not base.ko[h] and base.pos[h] == base.wyrm_zone[w]]
        seen["bite" if len(here) == 1 else "pick" if here else "move"] += 1
    assert all(seen.values()), seen
