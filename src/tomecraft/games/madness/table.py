"""The Big Book of Madness's table: every field of the game state and what is read off it.

Card zones are count vectors over the 13 card kinds (each hand, deck and discard pile,
the box, the destroyed cards) plus ordered lists for supports; the madness pile is a
count and the market 8 pile counts. Decks hold no order: every draw is a chance decision
weighted by the deck's contents. Curse decks are sets of curse ids (every curse of a type
equally likely next) followed by a known bottom (curses returned after a failed round).
The grimoire stores the pages turned so far; the next inner page is a chance decision.

A deck may have a *known top* (``tops``): cards put on it face down, top first, each with
the seats that know it; drawing takes them first. The rest of a deck's order is never
stored. Curses may hold madness cards (``under``) and element tokens (``curse_tokens``,
taken from ``tokens``, the supply). ``memo`` remembers the last card handled by an effect
step and how many (for "if it is a madness card" and "as many" steps).

:class:`MadnessTable` holds those fields and the queries (what a seat could pay, the
ongoing entries in play and their modifiers, draws); :mod:`.changes` derives the changes
tasks make from it, and :class:`~.state.MadnessState` the rest of the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, cast

from tomecraft.core import CHANCE, Decision, Rng
from tomecraft.core.coop import CoopState
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import (
    MADNESS,
    NK,
    Content,
    MonsterCard,
    OngoingSpec,
    PageCard,
)
from tomecraft.games.madness.effects import push_effect
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.payment import Payment
    from tomecraft.games.madness.state import MadnessState

#: The chance decision of a draw names whose deck it draws from.
_DRAW_PROMPTS: Final = tuple(msg("mad-prompt-draw", seat=s + 1) for s in range(A.MAX_SEATS))
CARD_MSGS: Final[tuple[Msg, ...]] = (
    *(msg("mad-card", element=msg(f"mad-element-{k // 3}"), value=k % 3 + 1) for k in range(12)),
    msg("mad-card-madness"),
)
#: The invocation track space of each curse slot (space 3 holds two).
SPACES = (2, 3, 3, 4, 5)
#: Indices of the per-seat statistics.
ST_CURSES, ST_LEARNED, ST_HEALED, ST_MADNESS = range(4)
#: The ongoing entries in play, each with its owner (-1: a curse).
Ongoing = list[tuple[int, OngoingSpec]]


class MadnessTable(CoopState):
    """The fields of a game of The Big Book of Madness and the queries on them (the
    base of :class:`~.state.MadnessState`)."""

    def __init__(
        self, c: Content, players: int, difficulty: str, mode: str, mages: list[int]
    ) -> None:
        # Every field is set here: mypyc declares a compiled class's attributes from its
        # __init__ (each game's state starts with a list of this shape).
        n = players
        self.c = c
        self.players = n
        self.difficulty = difficulty
        self.mode = mode
        self.mages = mages
        self.hands = [[0] * NK for _ in range(n)]
        self.decks = [[0] * NK for _ in range(n)]
        self.discards = [[0] * NK for _ in range(n)]
        self.supports: list[list[int]] = [[] for _ in range(n)]
        self.spells: list[list[int]] = [[] for _ in range(n)]
        self.exhausted = [0] * n
        #: Per seat: [spell, curse slot or -1, round after which it turns back up].
        self.neutral: list[list[list[int]]] = [[] for _ in range(n)]
        self.eliminated = [False] * n
        self.ability_used = [False] * n
        self.stats = [[0, 0, 0, 0] for _ in range(n)]
        self.pile = 0
        #: The madness pile's lowest count so far (updated whenever madness is taken).
        self.min_pile = 0
        self.market = [0] * 8
        self.box = [0] * NK
        self.destroyed = [0] * NK
        self.lib_top = [-1] * 4
        self.spells_out: list[int] = []
        self.curse_decks: list[list[int]] = [[] for _ in range(5)]
        self.curse_bottom: list[list[int]] = [[] for _ in range(5)]
        self.slots = [-1] * A.SLOTS
        self.curse_neutral = [-1] * A.SLOTS
        self.curses_out: list[int] = []
        self.cover = 0
        self.pages: list[int] = []
        self.monster = 0
        self.marker = 0
        self.checks = 0
        self.defeated = 0
        self.first = 0
        self.active = 0
        self.turn = 1
        #: Per seat: the known top of the deck, top first: [card kind, bitmask of knowers].
        self.tops: list[list[list[int]]] = [[] for _ in range(n)]
        #: Madness cards under the curse of each slot.
        self.under = [0] * A.SLOTS
        #: Element tokens in the supply, per element, and on the curse of each slot.
        self.tokens = [c.element_tokens] * 4
        self.curse_tokens = [[0, 0, 0, 0] for _ in range(A.SLOTS)]
        #: The last card an effect step handled: [seat, card kind, how many] (-1: none).
        self.memo = [-1, -1, 0]
        #: The payment task whose decision is pending and the payments its step listed
        #: (:func:`~.payment.pending_payments`; not copied: a clone's tasks are copies).
        self.pay_task: object = None
        self.pay_found: list[Payment] = []
        self._init_outcome()

    # -- the decision loop -------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    # -- queries -------------------------------------------------------------------------
    def avail(self, seat: int) -> list[int]:
        """Element value ``seat`` could pay, per element: hand plus the support reserve."""
        # written out (compiled: unchecked list reads, no division per kind)
        h = self.hands[seat]
        a = [
            h[0] + 2 * h[1] + 3 * h[2],
            h[3] + 2 * h[4] + 3 * h[5],
            h[6] + 2 * h[7] + 3 * h[8],
            h[9] + 2 * h[10] + 3 * h[11],
        ]
        for sup in self.supports:
            for k in sup:
                if k < MADNESS:
                    a[k // 3] += k % 3 + 1
        return a

    def order_from_active(self) -> list[int]:
        """The seats still in the game, clockwise from the active player."""
        n = self.players
        eliminated = self.eliminated
        out: list[int] = []
        s = self.active
        for _ in range(n):  # (active + i) % n written out: compiled, native additions
            if not eliminated[s]:
                out.append(s)
            s += 1
            if s == n:
                s = 0
        return out

    def slots_of(self, seat: int) -> int:
        m = self.mages[seat]
        slots = self.c.mages[m].slots if m >= 0 else 0
        if self.c.has_ongoing:
            slots = max(0, slots + self.modifier("support_slots", seat))
        return slots

    # -- ongoing ("while in play") entries ---------------------------------------------------
    def ongoing(self) -> Ongoing:
        """Every ongoing entry in play, with its owner (-1: a curse): the mage sheets and
        face-up spells of players still in the game and the face-up curses on the track
        (monsters have none). Neutralised cards are switched off."""
        c = self.c
        out: list[tuple[int, OngoingSpec]] = []
        if not c.has_ongoing:
            return out
        hot = c.ongoing_spells
        mages = c.mages
        for seat, m in enumerate(self.mages):  # compiled: the lists iterated, not indexed
            if m >= 0 and not self.eliminated[seat]:
                for o in mages[m].ongoing:
                    out.append((seat, o))
                spells = self.spells[seat]
                if hot and not hot.isdisjoint(spells):
                    neutral = self.neutral_set(seat)
                    for s in spells:
                        if s in hot and s not in neutral:
                            for o in c.spells[s].ongoing:
                                out.append((seat, o))
        curses = c.curses
        neutral_curses = self.curse_neutral
        for slot, cid in enumerate(self.slots):
            if cid >= 0 and neutral_curses[slot] < 0:
                for o in curses[cid].ongoing:
                    out.append((-1, o))
        return out

    def touches(self, who: str, owner: int, seat: int) -> bool:
        if who == "active":
            return seat == self.active
        if who == "owner":
            return owner < 0 or seat == owner
        if who == "other":
            return seat != owner
        return True

    def modifier(
        self, name: str, seat: int, element: int = -1, ong: Ongoing | None = None
    ) -> int:
        """The sum of the ongoing modifiers ``name`` touching ``seat`` (those with an
        element only for that element). ``ong``: :meth:`ongoing`, where the caller has it."""
        if name not in self.c.modifiers:
            return 0  # no card of the pack has it
        total = 0
        for owner, o in self.ongoing() if ong is None else ong:
            if (
                o.modifier == name
                and self.touches(o.who, owner, seat)
                and (o.element < 0 or element < 0 or o.element == element)
            ):
                total += o.n
        return total

    def destroy_extra(self, seat: int, ong: Ongoing | None = None) -> list[int]:
        """What ``destroy_cost`` modifiers add to every curse's cost, per element."""
        extra = [0, 0, 0, 0]
        if "destroy_cost" not in self.c.modifiers:
            return extra  # no card of the pack has it
        for owner, o in self.ongoing() if ong is None else ong:
            if o.modifier == "destroy_cost" and self.touches(o.who, owner, seat):
                extra[o.element] += o.n
        return extra

    def forbidden(self, action: str, seat: int, ong: Ongoing | None = None) -> bool:
        """Whether an ongoing entry forbids ``seat`` the action (``heal`` also forbids the
        heal verb)."""
        if "forbid" not in self.c.modifiers:
            return False  # no card of the pack forbids anything
        for owner, o in self.ongoing() if ong is None else ong:
            if o.modifier == "forbid" and o.action == action and self.touches(o.who, owner, seat):
                return True
        return False

    def fire(self, event: str, seat: int) -> None:
        """Push the effects of the triggers waiting for ``event`` (caused by ``seat``): each
        runs with ``seat`` as "you", in the order the cards come (mages, spells, curses,
        monster), above what is pending."""
        if event not in self.c.trigger_events or self.over:
            return  # no card of the pack waits for it: nothing to gather
        hits = [
            o
            for owner, o in self.ongoing()
            if o.when == event and self.touches(o.who, owner, seat)
        ]
        for o in reversed(hits):
            self.log("trigger", seat, "mad-ev-trigger")
            # the one instance of this base is a MadnessState (what tasks are given)
            push_effect(cast("MadnessState", self), o.effect, seat, 1)

    def note(self, seat: int, k: int) -> None:
        """An effect step handled card ``k`` of ``seat`` (for conditions and "as many")."""
        memo = self.memo
        memo[0] = seat
        memo[1] = k
        memo[2] += 1

    def neutral_set(self, seat: int) -> set[int]:
        return {entry[0] for entry in self.neutral[seat]}

    def heal_targets(self, seat: int) -> list[int]:
        ids = [A.CARD + MADNESS] if self.hands[seat][MADNESS] else []
        ids.extend(
            A.support_id(o, MADNESS) for o in range(self.players) if MADNESS in self.supports[o]
        )
        return ids

    def monster_card(self) -> MonsterCard | None:
        if self.monster <= 0:
            return None
        if self.monster == 1:
            return self.c.covers[self.cover].monster
        return self.c.pages[self.pages[self.monster - 2]].monster

    def right_page(self) -> PageCard:
        """The page facing the current monster (its bonus and penalty)."""
        if self.monster <= len(self.pages):
            return self.c.pages[self.pages[self.monster - 1]]
        return self.c.final

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def draw_decision(self, seat: int) -> Decision:
        deck = self.decks[seat]
        ids: list[int] = []
        weights: list[int] = []
        for k in range(NK):
            if deck[k]:
                ids.append(A.CARD + k)
                weights.append(deck[k])
        return Decision(CHANCE, "draw", tuple(ids), _DRAW_PROMPTS[seat], tuple(weights))

    def sample_draw(self, seat: int, rng: Rng) -> int:
        """The outcome :meth:`State.sample_chance` picks from :meth:`draw_decision` with
        ``rng`` (the same draw from it), without building the decision: a deck of one
        kind draws nothing from ``rng``."""
        deck = self.decks[seat]
        kinds = last = total = 0
        for k, n in enumerate(deck):  # compiled: the list iterated, not indexed
            if n:
                kinds += 1
                last = k
                total += n
        if kinds == 1:
            return A.CARD + last
        r = rng.below(total)  # Rng.weighted over the counts, written out (native loops)
        for k, n in enumerate(deck):
            if r < n:
                return A.CARD + k
            r -= n
        raise AssertionError("unreachable")  # pragma: no cover

    def madness_held(self, seat: int) -> int:
        """Madness cards a player owns (hand, deck, discard pile, support)."""
        return (
            self.hands[seat][MADNESS]
            + self.decks[seat][MADNESS]
            + self.discards[seat][MADNESS]
            + self.supports[seat].count(MADNESS)
        )
