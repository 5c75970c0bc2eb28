"""The rulebook's two worked examples as scenarios (on the test pack's arena map).

Players' phase (3 players): Sid stands up (a destiny token turns down), attacks twice (the
second time rerolling for a heart: a stunned Wyrm defeated, the leftover damage stuns one
in his zone), collects the last spark; Lara collects a spark, uses Duo (swaps with Sid,
extra action at once: an attack that misses), attacks again and hits both Wyrms of her
zone; Ken interacts with an object (draws a passage) and walks around a wall in 2 moves.

Enemies' phase (3 players): a Wyrm card spawns D and gives 2 activations with "reveal
another"; the group orders A to E: A bites Ken and Sid, B moves to Lara and bites, C
knocks Lara out and moves, D ignores Lara, moves and bites Ken, E stands up and bites Ken;
the next card spawns 2 but only F is left, and the 4 Wyrms in Ken and Sid's zone burst:
the group removes one of its choice, Ken (1 heart) is knocked out, Sid loses 2, Lara
(knocked out) is spared.
"""

from __future__ import annotations

from .helpers import A, arena, do, hero, to_round_stage, zone


def test_players_phase_example() -> None:
    st = arena(3, ["sid", "lara", "ken"])
    sid, lara, ken = hero(st, "sid"), hero(st, "lara"), hero(st, "ken")
    x, y, v, k = zone(st, "x"), zone(st, "y"), zone(st, "v"), zone(st, "k")
    st.pos[sid], st.pos[lara], st.pos[ken] = x, y, k
    st.hearts[sid] = 0
    st.ko[sid] = True
    st.wyrm_zone[0], st.wyrm_zone[1], st.wyrm_zone[2] = y, x, x
    st.zone_sparks[x], st.zone_sparks[y] = 1, 1
    st.stack.pop()  # restart the players' phase: knocked-out Sid stands up first
    from tomecraft.games.wonderbook.tasks import PlayersPhase

    st.stack.append(PlayersPhase())
    st.settle()
    assert st.destiny_up == 4 and not st.ko[sid] and st.hearts[sid] == 5
    do(st, A.HERO + sid, "next-hero")
    # 1st action: attack, one hit on the Wyrm in the adjacent zone: stunned
    do(st, A.ATTACK, "action")
    do(st, A.HITS + 1, "dice")
    do(st, A.PASS, "reroll")
    do(st, A.WYRM + 0, "target")
    assert st.wyrm_dmg[0] == 1 and st.wyrm_zone[0] == y
    # 2nd action: attack, no hit; reroll for a heart: double hit
    do(st, A.ATTACK, "action")
    do(st, A.HITS + 0, "dice")
    do(st, A.YES, "reroll")
    assert st.hearts[sid] == 4
    do(st, A.HITS + 2, "dice")
    do(st, A.WYRM + 0, "target")  # the stunned Wyrm: defeated with 1, 1 left over
    assert st.wyrm_zone[0] == -1 and st.defeated == 1
    do(st, A.WYRM + 1, "target")  # leftover to a Wyrm in Sid's zone: stunned
    assert st.wyrm_dmg[1] == 1
    # 3rd action: the last spark of his zone
    do(st, A.COLLECT, "action")
    assert st.sparks[sid] == 1 and st.zone_sparks[x] == 0
    do(st, A.HERO + lara, "next-hero")
    do(st, A.COLLECT, "action")
    do(st, A.ABILITY + 0, "action")  # Duo
    do(st, A.HERO + sid, "swap")
    assert st.pos[lara] == x and st.pos[sid] == y and st.sparks[lara] == 0
    do(st, A.ATTACK, "action")  # the extra action, at once
    do(st, A.HITS + 0, "dice")
    do(st, A.PASS, "reroll")
    assert st.wyrm_dmg[1] == 1 and st.wyrm_dmg[2] == 0
    do(st, A.ATTACK, "action")  # her 3rd action
    do(st, A.HITS + 1, "dice")
    do(st, A.WYRM + 1, "target")
    do(st, A.WYRM + 2, "target")
    assert st.wyrm_zone[1] == -1 and st.wyrm_dmg[2] == 1 and st.defeated == 2
    # Ken plays last (no choice left): interact, then around the wall in 2 moves
    d = st.decision()
    assert d is not None and d.actor == 2 and d.kind == "action"
    assert A.MOVE + zone(st, "z") not in d.ids  # solid line
    do(st, A.INTERACT + 0, "action")
    d = st.decision()
    assert d is not None and d.kind == "passage"
    do(st, d.ids[0], "passage")
    assert len(st.items[ken]) == 1
    do(st, A.MOVE + v, "action")
    do(st, A.MOVE + y, "action")
    assert st.pos[ken] == st.pos[sid] == y
    d = st.decision()
    assert d is not None and d.kind == "wyrm-card"  # the enemies' phase has begun


def test_enemies_phase_example() -> None:
    st = arena(3, ["ken", "sid", "lara"])
    ken, sid, lara = hero(st, "ken"), hero(st, "sid"), hero(st, "lara")
    x, y, z, v = zone(st, "x"), zone(st, "y"), zone(st, "z"), zone(st, "v")
    st.pos[ken], st.pos[sid], st.pos[lara] = x, x, y
    st.hearts[ken], st.hearts[sid], st.hearts[lara] = 4, 5, 2
    a, b, c, e, d_, f = 0, 1, 2, 3, 4, 5
    st.wyrm_zone[a], st.wyrm_zone[b], st.wyrm_zone[c], st.wyrm_zone[e] = x, z, y, x
    st.wyrm_dmg[e] = 1
    assert len(st.reserve()) == 2
    to_round_stage(st, 1)
    do(st, A.WYRM_CARD + 0, "wyrm-card")  # spawn 1, 2 activations, reveal another
    assert st.wyrm_zone[d_] == v
    do(st, A.WYRM + a, "wyrm-order")
    do(st, A.HERO + ken, "wyrm-hit")
    do(st, A.HERO + sid, "wyrm-hit")
    assert (st.hearts[ken], st.hearts[sid]) == (3, 4)
    do(st, A.WYRM + b, "wyrm-order")
    do(st, A.ZONE + y, "wyrm-move")  # both groups are 1 zone away: the group picks Lara's
    assert st.wyrm_zone[b] == y and st.hearts[lara] == 1
    do(st, A.WYRM + c, "wyrm-order")
    assert st.ko[lara] and st.wyrm_zone[c] == x  # knocked out, then C moves to Ken and Sid
    do(st, A.WYRM + d_, "wyrm-order")
    assert st.wyrm_zone[d_] == x  # ignores Lara
    do(st, A.HERO + ken, "wyrm-hit")
    # E is the last one: it stands up, then bites
    do(st, A.HERO + ken, "wyrm-hit")
    assert st.wyrm_dmg[e] == 0 and st.hearts[ken] == 1
    d = st.decision()
    assert d is not None and d.kind == "wyrm-card" and d.ids == (A.WYRM_CARD + 1,)
    events = st.apply(A.WYRM_CARD + 1)  # spawn 2: only F is left; then the burst
    assert st.wyrm_zone[f] == v
    assert [ev.kind for ev in events][-1] == "explode"
    # the zone of Ken and Sid holds 4 Wyrms: the group removes one of its choice (C)
    d = st.decision()
    assert d is not None and d.kind == "remove-wyrm" and d.actor == st.lead
    assert sorted(d.ids) == [A.WYRM + w for w in sorted((a, c, d_, e))]
    events = st.apply(A.WYRM + c)
    assert st.wyrm_zone[c] == -1
    assert sorted(w for w in st.in_play() if st.wyrm_zone[w] == x) == sorted((a, d_, e))
    removed = [ev for ev in events if ev.kind == "wyrm-removed"]
    assert len(removed) == 1 and removed[0].msg.arg("w") == c + 1  # the event names it
    hurt = [(ev.msg.arg("hero").key, ev.msg.arg("n")) for ev in events if ev.kind == "hurt"]
    assert hurt == [("wb-hero-ken", 1), ("wb-hero-sid", 2)]  # Lara, knocked out, is spared
    knocked = [ev.msg.arg("hero").key for ev in events if ev.kind == "ko"]
    assert knocked == ["wb-hero-ken"]
    assert st.hearts[sid] == 2
    # next players' phase: Ken and Lara stand up, two destiny tokens turn down
    assert st.destiny_up == 3
    assert not st.ko[ken] and st.hearts[ken] == 6 and st.hearts[lara] == 5
    d = st.decision()
    assert d is not None and d.kind == "next-hero"
