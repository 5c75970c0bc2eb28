"""The Big Book of Madness's search bots: the levels' settings (:data:`SEARCH_LEVELS`),
the playout horizon (:class:`TurnsAhead`), the value of a playout's leaf
(:func:`leaf_value`) and the playout policy (:func:`rollout_choice`)."""

from __future__ import annotations

from typing import Any

from tomecraft.core import Rng, State
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import options as OP
from tomecraft.games.madness.data import MADNESS, VALUE
from tomecraft.games.madness.effects import clause_targets
from tomecraft.games.madness.heuristic import effect_value, team_value
from tomecraft.games.madness.state import MadnessState


class TurnsAhead:
    """A playout horizon (:attr:`RolloutConfig.horizon`): stop at the first action
    decision of the ``turns``-th turn after the searched one, once that turn's monster
    phase (the marker's move and any curse strike) has been played; under the final
    monster, ``final`` turns instead (``None``: to the end of the game)."""

    def __init__(self, turns: int, final: int | None) -> None:
        self.turns = turns
        self.final = final

    def __call__(self, root: State, st: State) -> bool:
        assert isinstance(root, MadnessState) and isinstance(st, MadnessState)
        n = self.final if root.monster >= root.c.rounds else self.turns
        if n is None or st.turn - root.turn < n:
            return False
        d = st.decision()
        return d is not None and d.kind == "action"


#: The settings of each search level (:meth:`MadnessGame.search_settings`): in every
#: action decision, greedy's ``candidates`` best options, each followed by greedy play
#: (the rest of the turn as one macro-action) up to the next player's action phase
#: (:class:`TurnsAhead`; under the final monster ``final`` turns, ``None``: to the end),
#: scored by :func:`leaf_value`; ``samples`` playouts each, up to ``max_samples`` on
#: close calls. ``hard`` tries up to 8 of greedy's actions (an action decision offers
#: about 7 on average, so nearly all): measured on positions of ``medium`` games, the
#: best action was outside greedy's top 3 often enough that more candidates cut the
#: search's regret far more than more playouts of the same 3 did (docs/bots.md).
SEARCH_LEVELS: dict[str, dict[str, Any]] = {
    level: {"bot": "rollout", "candidates": k, "samples": m, "max_samples": mx,
            "close": 3.0, "depth": None, "kinds": ("action", "act"),
            "horizon": TurnsAhead(1, final)}
    for level, k, m, mx, final in (
        ("easy", 2, 2, 2, 1), ("medium", 3, 2, 4, 2), ("hard", 8, 3, 6, 2),
    )
}


# -- the search bots' leaf value ----------------------------------------------------------------
#: Chance that a curse strikes when some player acting before its space can pay for it,
#: and when nobody can.
P_STRIKE_PAYABLE = 0.3
P_STRIKE_UNPAYABLE = 0.9
#: Per madness card the strikes still to come this round would take beyond the pile's
#: count (an empty pile loses the game).
W_PILE_SHORT = 60.0
#: Per curse more than the turns left before the final invocation (each turn rarely
#: destroys more than one curse), and per curse that no player can pay for at all then.
W_FINAL_EXCESS = 60.0
W_FINAL_UNPAYABLE = 15.0


def _payers(st: MadnessState, seats: list[int], avails: list[list[int]], slot: int) -> bool:
    """Whether one of ``seats`` (with what they could pay, ``avails``) could pay for
    destroying the curse in ``slot``: its cost now, element tokens and ongoing
    ``destroy_cost`` modifiers included (:func:`options.action_cost`)."""
    return any(
        OP.affordable(OP.action_cost(st, s, A.DESTROY + slot)[0], a)
        for s, a in zip(seats, avails, strict=True)
    )


def _madness_taken(st: MadnessState, eid: int) -> int:
    """Madness cards an effect takes from the pile (``madness`` steps, per target)."""
    total = 0
    for clause in st.c.effects[eid]:
        seats = clause_targets(st, clause.target, st.active)
        if clause.target in ("one", "one_other") and seats:
            seats = seats[:1]
        total += len(seats) * sum(step.n for step in clause.steps if step.verb == "madness")
    return total


def leaf_value(st: MadnessState) -> float:
    """:func:`team_value` plus what a one-step heuristic cannot see coming, for the
    search bots' playout leaves (greedy keeps :func:`team_value`):

    * each live curse still ahead of the marker strikes with a chance that depends on
      whether one of the players who act before it gets there can pay for it; its
      expected harm (:func:`effect_value` of its effect) is counted now;
    * madness those strikes would take beyond the pile's count (the pile running out
      loses the game);
    * under the final monster, curses beyond the turns left before the invocation, and
      curses nobody can pay for."""
    v = team_value(st)
    if st.over:
        return v
    order = st.order_from_active() or [st.active]
    avails = [st.avail(s) for s in order]
    incoming = 0.0
    final = st.monster >= st.c.rounds
    unpayable = 0
    left = 0
    for slot in range(A.SLOTS):
        cid = st.slots[slot]
        if cid < 0:
            continue
        left += 1
        if final and not _payers(st, order, avails, slot):
            unpayable += 1
        space = _SLOT_SPACE[slot]
        if space <= st.marker or st.curse_neutral[slot] >= 0:
            continue
        before = max(1, min(len(order), space - st.marker))
        payable = _payers(st, order[:before], avails[:before], slot)
        p = P_STRIKE_PAYABLE if payable else P_STRIKE_UNPAYABLE
        effect = st.c.curses[cid].effect
        if effect >= 0:
            v += p * min(0.0, effect_value(st, effect, st.active, 1))
            incoming += p * _madness_taken(st, effect)
    if incoming > st.pile:
        v -= W_PILE_SHORT * (incoming - st.pile)
    if final:
        turns = max(0, 6 - st.marker)
        v -= W_FINAL_EXCESS * max(0, left - turns) + W_FINAL_UNPAYABLE * unpayable
    return v

#: Spaces of the invocation slots 0-4.
_SLOT_SPACE = (2, 3, 3, 4, 5)


def rollout_choice(st: MadnessState, rng: Rng) -> int:
    """The playout policy of the search bots, cooperative and cheap (no look-ahead):

    * actions: destroy a curse first (the one whose space comes soonest, those still to
      strike before those already past), then heal a madness card in your hand or, with
      the madness pile low, in a support; otherwise act rather than pass (spells and
      abilities twice as often as learning or buying), passing one time in five;
    * payments: the default payment three times in four, otherwise any listed one;
    * discards (recovery, effects): a card of the least value; a destroy from the hand:
      a madness card when there is one;
    * anything else: uniform."""
    d = st.decision()
    assert d is not None
    ids = d.ids
    if len(ids) == 1:
        return ids[0]
    kind_ = d.kind
    if kind_ in ("action", "act"):
        destroys = [a for a in ids if A.DESTROY <= a < A.HEAL_HAND]
        if destroys:
            marker = st.marker

            def urgency(a: int) -> tuple[int, int]:
                space = _SLOT_SPACE[a - A.DESTROY]
                return (0 if space > marker else 1, space)

            return min(destroys, key=urgency)
        heals = [a for a in ids if A.HEAL_HAND <= a < A.ABILITY]
        if heals:
            if A.HEAL_HAND in heals:
                return A.HEAL_HAND
            if st.pile <= 2 * st.players or rng.below(2) == 0:
                return heals[0]
        if rng.below(5) == 0:
            return A.PASS
        acts = [a for a in ids if A.ACTIVATE <= a < A.LEARN or a == A.ABILITY]
        others = [a for a in ids[1:] if not (A.ACTIVATE <= a < A.LEARN or a == A.ABILITY)]
        if acts and (not others or rng.below(3) != 0):
            return rng.choice(acts)
        return rng.choice(others or list(ids[1:]))
    if kind_ == "pay":
        return ids[0] if rng.below(4) != 0 else rng.choice(ids)
    cards = [a for a in ids if A.CARD <= a < A.SUPPORT]
    if cards and kind_ in ("recovery", "discard"):
        element_cards = [a for a in cards if a - A.CARD < MADNESS] or cards
        low = min(VALUE[a - A.CARD] if a - A.CARD < MADNESS else 9 for a in element_cards)
        return rng.choice(
            [a for a in element_cards if a - A.CARD < MADNESS and VALUE[a - A.CARD] == low]
            or element_cards
        )
    if kind_ == "destroy" and A.CARD + MADNESS in ids:
        return A.CARD + MADNESS
    return rng.choice(ids)


__all__ = ["SEARCH_LEVELS", "TurnsAhead", "leaf_value", "rollout_choice"]
