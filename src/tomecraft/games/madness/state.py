"""The Big Book of Madness's game state: cards, the track, the effect stack, the loop.

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
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from tomecraft.core import CHANCE, Breakdown, Decision, InvalidPosition, Rng, Section, Topic
from tomecraft.core.coop import CoopState
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import documents as D
from tomecraft.games.madness import flow as F
from tomecraft.games.madness import options as OP

# setup names its tasks (the mage choice) as it loads: a state document that holds one must
# decode in a process that never started a game (a bot worker), so load it with the state.
from tomecraft.games.madness import setup as _setup  # noqa: F401
from tomecraft.games.madness.data import (
    MADNESS,
    NK,
    VALUE,
    Content,
    MonsterCard,
    OngoingSpec,
    PageCard,
    content,
    kind_pile,
    pile_kind,
)
from tomecraft.games.madness.effects import cost_msg, push_effect
from tomecraft.games.madness.task_base import ROUND_END
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.action_tasks import Pay
    from tomecraft.games.madness.payment import Payment

#: The chance decision of a draw names whose deck it draws from.
_DRAW_PROMPTS: Final = tuple(msg("mad-prompt-draw", seat=s + 1) for s in range(A.MAX_SEATS))
CARD_MSGS: Final[tuple[Msg, ...]] = (
    *(msg("mad-card", element=msg(f"mad-element-{k // 3}"), value=k % 3 + 1) for k in range(12)),
    msg("mad-card-madness"),
)
# Final: compiled, read from a C static (not looked up in the module) on each use
_PURPOSES: Final[dict[tuple[str, int, int], Msg]] = {}
_PAY_PROMPTS: Final[dict[tuple[str, int, int], Msg]] = {}
#: The invocation track space of each curse slot (space 3 holds two).
SPACES = (2, 3, 3, 4, 5)
#: Loss reasons (``MadnessState.lost``): the madness pile was empty when a card had to be
#: taken, the final monster's invocation found curses left, every player was eliminated.
LOSSES = ("madness", "monster", "eliminated")
#: Each loss reason's name in simulation summaries (``losses_by_cause``).
LOSS_CAUSES = {"madness": "madness_pile", "monster": "final_monster", "eliminated": "eliminated"}
#: Indices of the per-seat statistics.
ST_CURSES, ST_LEARNED, ST_HEALED, ST_MADNESS = range(4)
#: The ongoing entries in play, each with its owner (-1: a curse).
Ongoing = list[tuple[int, OngoingSpec]]


class MadnessState(CoopState):
    """A game of The Big Book of Madness in progress (2-5 seats, cooperative)."""

    game_name = "madness"
    game_key = "mad"
    loss_reasons = LOSSES
    #: Option labels can name cards of the chooser's hand (a card put face down on the
    #: deck), so forced decisions are narrated without them.
    public_labels = False

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
            push_effect(self, o.effect, seat, 1)

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

    # -- changes used by tasks --------------------------------------------------------------
    def take_madness(self, seat: int, to: int, reason: str = "") -> bool:
        """A madness card from the pile to ``seat``'s discard (0), hand (1) or support (2).
        An empty pile loses the game (returns False)."""
        if self.pile <= 0:
            self.log("pile-empty", seat, "mad-ev-pile-empty")
            self.lose("madness")
            return False
        self.pile -= 1
        if self.pile < self.min_pile:
            self.min_pile = self.pile
        if to == 1:
            self.hands[seat][MADNESS] += 1
        elif to == 2:
            self.supports[seat].append(MADNESS)
        else:
            self.discards[seat][MADNESS] += 1
        self.stats[seat][ST_MADNESS] += 1
        if not self.quiet:  # no arguments built when nobody reads the events
            key = "mad-ev-madness-deck" if reason == "empty-deck" else f"mad-ev-madness-{to}"
            self.log("madness", seat, key, left=self.pile)
        self.fire("madness_taken", seat)
        return True

    def reshuffle(self, seat: int) -> None:
        deck, disc = self.decks[seat], self.discards[seat]
        self.tops[seat] = []
        for k in range(NK):
            deck[k] += disc[k]
            disc[k] = 0
        if not self.quiet:  # no arguments built when nobody reads the events
            self.log("shuffle", seat, "mad-ev-shuffle", n=sum(deck))

    def discard_from_hand(self, seat: int, k: int, paying: bool = False) -> None:
        self.hands[seat][k] -= 1
        self.discards[seat][k] += 1
        if not self.quiet:  # no arguments built when nobody reads the events
            key = "mad-ev-pay" if paying else "mad-ev-discard"
            self.log("pay" if paying else "discard", seat, key, card=CARD_MSGS[k])

    def discard_support(self, owner: int, k: int, payer: int | None = None) -> None:
        """A support card goes to its owner's discard pile, whoever spends it."""
        self.supports[owner].remove(k)
        self.discards[owner][k] += 1
        if self.quiet:  # no arguments built when nobody reads the events
            return
        if payer is None:
            self.log("discard", owner, "mad-ev-discard-support", card=CARD_MSGS[k])
        else:
            self.log("pay", payer, "mad-ev-pay-support", card=CARD_MSGS[k], owner=owner + 1)

    def heal(self, seat: int, option: int) -> None:
        if option == A.CARD + MADNESS:
            self.hands[seat][MADNESS] -= 1
            self.log("heal", seat, "mad-ev-heal-hand", left=self.pile + 1)
        else:
            owner = (option - A.SUPPORT) // NK
            self.supports[owner].remove(MADNESS)
            self.log("heal", seat, "mad-ev-heal-support", owner=owner + 1, left=self.pile + 1)
        self.pile += 1
        self.stats[seat][ST_HEALED] += 1

    def gain(self, seat: int, pile: int, to_hand: bool, bought: bool = False) -> None:
        self.market[pile] -= 1
        k = pile_kind(pile)
        (self.hands if to_hand else self.discards)[seat][k] += 1
        if not self.quiet:  # no arguments built when nobody reads the events
            key = "mad-ev-acquire" if bought else ("mad-ev-gain-hand" if to_hand else "mad-ev-gain")
            self.log("gain", seat, key, card=CARD_MSGS[k])

    def upgrade(self, seat: int, k: int) -> None:
        hand = self.hands[seat]
        hand[k] -= 1
        if VALUE[k] == 1:
            self.box[k] += 1
        else:
            self.market[kind_pile(k)] += 1
        self.market[kind_pile(k + 1)] -= 1
        hand[k + 1] += 1
        self.log("upgrade", seat, "mad-ev-upgrade", old=CARD_MSGS[k], new=CARD_MSGS[k + 1])

    def neutralise_curse(self, seat: int, slot: int) -> None:
        self.curse_neutral[slot] = self.turn
        self.log(
            "neutralise",
            seat,
            "mad-ev-neutralise-curse",
            curse=self.c.curses[self.slots[slot]].name,
        )

    def neutralise_spell(self, seat: int, s: int, slot: int) -> None:
        until = self.monster + 1 if slot == ROUND_END else self.monster
        self.neutral[seat].append([s, slot if slot >= 0 else -1, until])
        self.log("neutralise", seat, "mad-ev-neutralise-spell", spell=self.c.spells[s].name)

    def release_spells(self, *, until: int | None = None, slot: int | None = None) -> None:
        for seat in range(self.players):
            keep = []
            for entry in self.neutral[seat]:
                if (until is not None and entry[2] <= until) or (
                    slot is not None and entry[1] == slot
                ):
                    self.log(
                        "spell-up", seat, "mad-ev-spell-up", spell=self.c.spells[entry[0]].name
                    )
                else:
                    keep.append(entry)
            self.neutral[seat] = keep

    def place_spell(self, seat: int, s: int) -> None:
        self.spells[seat].append(s)
        self.stats[seat][ST_LEARNED] += 1
        self.log("learn", seat, "mad-ev-learn", spell=self.c.spells[s].name)

    def forget_spell(self, seat: int, s: int) -> None:
        self.spells[seat].remove(s)
        self.exhausted[seat] &= ~(1 << s)
        self.neutral[seat] = [e for e in self.neutral[seat] if e[0] != s]
        self.spells_out.append(s)
        self.log("forget", seat, "mad-ev-forget", spell=self.c.spells[s].name)

    def place_curse(self, slot: int, cid: int) -> None:
        self.slots[slot] = cid
        self.curse_neutral[slot] = -1
        self.log("place", None, "mad-ev-place", curse=self.c.curses[cid].name, space=SPACES[slot])

    def destroy_curse(self, seat: int, slot: int) -> None:
        cid = self.slots[slot]
        self.slots[slot] = -1
        self.curse_neutral[slot] = -1
        self.curses_out.append(cid)
        self.stats[seat][ST_CURSES] += 1
        self.log("destroy-curse", seat, "mad-ev-destroy-curse", curse=self.c.curses[cid].name)
        if self.under[slot]:
            self.discards[seat][MADNESS] += self.under[slot]
            self.log("under-taken", seat, "mad-ev-under-taken", n=self.under[slot])
            self.under[slot] = 0
        self.clear_slot(slot)
        self.release_spells(slot=slot)
        self.fire("curse_destroyed", seat)

    def clear_slot(self, slot: int) -> None:
        """Tokens on a curse that leaves go back to the supply, madness under it to the
        pile (what is left of it: the destroyer has taken theirs)."""
        for e in range(4):
            self.tokens[e] += self.curse_tokens[slot][e]
            self.curse_tokens[slot][e] = 0
        if self.under[slot]:
            self.pile += self.under[slot]
            self.log("under-back", None, "mad-ev-under-back", n=self.under[slot], left=self.pile)
            self.under[slot] = 0

    def eliminate(self, seat: int) -> None:
        """Six madness in hand after recovery: the player's cards and spells leave the game
        (then the ``player_eliminated`` triggers fire, with that player as the cause)."""
        for zone in (self.hands[seat], self.decks[seat], self.discards[seat]):
            for k in range(NK):
                self.box[k] += zone[k]
                zone[k] = 0
        for k in self.supports[seat]:
            self.box[k] += 1
        self.supports[seat] = []
        self.tops[seat] = []
        self.spells_out.extend(self.spells[seat])
        self.spells[seat] = []
        self.neutral[seat] = []
        self.exhausted[seat] = 0
        self.eliminated[seat] = True
        self.log("eliminated", seat, "mad-ev-eliminated", seat=seat + 1)
        self.fire("player_eliminated", seat)

    def end_turn(self, seat: int) -> None:
        n = self.players
        for i in range(1, n + 1):
            nxt = (seat + i) % n
            if not self.eliminated[nxt]:
                break
        else:
            self.lose("eliminated")
            return
        self.turn += 1
        self.active = nxt
        self.stack.append(F.Turn(nxt))

    # -- text helpers ------------------------------------------------------------------------
    @staticmethod
    def card_msg(k: int) -> Msg:
        return CARD_MSGS[k]

    def _purpose_key(self, pay: Pay) -> tuple[str, int, int]:
        p, arg = pay.purpose, pay.arg
        if p == AT.P_LEARN:
            arg = self.lib_top[arg]
        elif p == AT.P_DESTROY:
            arg = self.slots[arg]
        return (self.c.key, p, arg)

    def purpose_msg(self, pay: Pay) -> Msg:
        key = self._purpose_key(pay)
        out = _PURPOSES.get(key)
        if out is None:
            out = _PURPOSES[key] = self._purpose_msg(key[1], key[2])
        return out

    def payment_prompt(self, pay: Pay) -> Msg:
        """The prompt of a payment decision: "Pay for <its purpose>" (built once each)."""
        key = self._purpose_key(pay)
        out = _PAY_PROMPTS.get(key)
        if out is None:
            out = _PAY_PROMPTS[key] = msg("mad-prompt-payment", purpose=self.purpose_msg(pay))
        return out

    def _purpose_msg(self, p: int, arg: int) -> Msg:
        c = self.c
        if p == AT.P_SPELL:
            return msg("mad-purpose-spell", spell=c.spells[arg].name)
        if p == AT.P_LEARN:
            return msg("mad-purpose-learn", spell=c.spells[arg].name if arg >= 0 else "?")
        if p == AT.P_ACQUIRE:
            return msg("mad-purpose-acquire", card=CARD_MSGS[pile_kind(arg)])
        if p == AT.P_DESTROY:
            return msg("mad-purpose-destroy", curse=c.curses[arg].name if arg >= 0 else "?")
        if p in (AT.P_HEAL_HAND, AT.P_HEAL_SUPPORT):
            return msg("mad-purpose-heal")
        return msg("mad-purpose-ability", mage=c.mages[arg].name)

    def _idle_mark(self, label: Msg, seat: int, option: int, eid: int) -> Msg:
        """``label``, marked when the action's effect can do nothing now (see
        :mod:`.idle`): such actions stay legal, the label says so."""
        from tomecraft.games.madness.idle import idle_reason

        why = idle_reason(self, seat, eid, OP.action_cost(self, seat, option)[0])
        return label if why is None else msg("mad-opt-idle", option=label, why=why)

    def label(self, decision: Decision, option_id: int) -> Msg:
        c = self.c
        o = option_id
        kind = decision.kind
        b = A.block(o)
        if decision.actor == CHANCE:
            if kind == "draw":
                return msg("mad-opt-draw", card=CARD_MSGS[o - A.CARD])
            if kind == "curse":
                return msg("mad-opt-curse", curse=c.curses[o - A.CURSE].name)
            if kind == "page":
                page = c.pages[o - A.PAGE]
                assert page.monster is not None
                return msg("mad-opt-page", monster=page.monster.name)
            return msg("mad-opt-library", spell=c.spells[o - A.SPELL].name)
        seat = decision.actor
        if b == "pass":
            return msg(f"mad-pass-{kind}")
        if b == "card":
            return msg(f"mad-opt-{kind}", card=CARD_MSGS[o - A.CARD])
        if b == "support":
            owner, k = divmod(o - A.SUPPORT, NK)
            key = f"mad-opt-{kind}" if kind.endswith("-support") else f"mad-opt-{kind}-support"
            return msg(key, card=CARD_MSGS[k], owner=owner + 1)
        if b == "activate":
            s = c.spells[o - A.ACTIVATE]
            label = msg("mad-opt-activate", spell=s.name, cost=cost_msg(OP.vec(s.element, s.cost)))
            return self._idle_mark(label, seat, o, s.effect)
        if b == "learn":
            e = o - A.LEARN
            s = c.spells[self.lib_top[e]]
            full = len(self.spells[decision.actor]) >= c.spell_limit  # then one must go
            key = "mad-opt-learn-replace" if full else "mad-opt-learn"
            return msg(key, spell=s.name, cost=cost_msg(OP.vec(e, s.learn_cost)))
        if b == "acquire":
            p = o - A.ACQUIRE
            return msg(
                "mad-opt-acquire",
                card=CARD_MSGS[pile_kind(p)],
                cost=cost_msg(OP.vec(p // 2, p % 2 + 2)),
            )
        if b == "destroy":
            curse = c.curses[self.slots[o - A.DESTROY]]
            return msg("mad-opt-destroy-curse", curse=curse.name, cost=cost_msg(curse.cost))
        if b == "heal_hand":
            return msg("mad-opt-heal-action-hand", cost=c.heal_cost)
        if b == "heal_support":
            return msg(
                "mad-opt-heal-action-support", owner=o - A.HEAL_SUPPORT + 1, cost=c.heal_cost
            )
        if b == "ability":
            mage = c.mages[self.mages[seat]]
            label = msg("mad-opt-ability", mage=mage.name, cost=cost_msg(mage.ability_cost))
            return self._idle_mark(label, seat, o, mage.ability)
        if b == "seat":
            return msg("mad-opt-seat", seat=o - A.SEAT + 1)
        if b == "mage":
            from tomecraft.games.madness.setup import mage_label

            return mage_label(self, o - A.MAGE)
        if b == "payment":
            from tomecraft.games.madness.payment import payment_label

            return payment_label(self, o - A.PAYMENT)
        if b == "spell":
            return msg(f"mad-opt-{kind}", spell=c.spells[o - A.SPELL].name)
        if b == "slot":
            slot = o - A.SLOT
            return msg("mad-opt-slot", curse=c.curses[self.slots[slot]].name, space=SPACES[slot])
        if b == "market":
            return msg(f"mad-opt-{kind}", card=CARD_MSGS[pile_kind(o - A.MARKET)])
        if b == "yes":
            return msg("mad-opt-yes")
        return msg("mad-opt-id", id=o)  # pragma: no cover - every listed id has a block above

    # -- results -------------------------------------------------------------------------------
    def progress(self) -> float:
        """How far the game got, in [0, 1]: invocation checks passed and the marker."""
        total = self.c.rounds * 5
        return min(1.0, (self.checks * 5 + max(self.marker - 1, 0)) / total)

    def scores(self) -> list[int]:
        """Rounds survived (invocation checks passed; 6 on a win), the same for every seat."""
        return [self.checks] * self.players

    def analysis_features(self) -> dict[str, Any]:
        """Per-game figures for simulation summaries and result files: rounds survived,
        won, the loss reason (:data:`LOSSES`, empty on a win), the madness pile's lowest
        count and the players eliminated."""
        return {
            "rounds_survived": self.checks,
            "won": self.won,
            "lost": self.lost or "",
            "min_madness_pile": self.min_pile,
            "eliminated_players": sum(self.eliminated),
        }

    def breakdown(self) -> Breakdown:
        from tomecraft.games.madness.render import breakdown

        return breakdown(self)

    def board(self, seat: int | None) -> list[Section]:
        from tomecraft.games.madness.render import board

        return board(self, seat)

    def topics(self, seat: int | None) -> list[Topic]:
        from tomecraft.games.madness.topics import topics

        return topics(self, seat)

    # -- copying and serialisation --------------------------------------------------------------
    def clone(self) -> MadnessState:
        # Built through __init__, then every field copied by name: a compiled (mypyc) class
        # has no blank constructor and no instance dictionary (every game's clone has this
        # shape; a getattr/setattr loop over field names would be slower compiled).
        new = MadnessState(self.c, self.players, self.difficulty, self.mode, self.mages[:])
        new.hands = [h[:] for h in self.hands]
        new.decks = [d[:] for d in self.decks]
        new.discards = [d[:] for d in self.discards]
        new.supports = [s[:] for s in self.supports]
        new.spells = [s[:] for s in self.spells]
        new.exhausted = self.exhausted[:]
        new.neutral = [[e[:] for e in seat] for seat in self.neutral]
        new.eliminated = self.eliminated[:]
        new.ability_used = self.ability_used[:]
        new.stats = [s[:] for s in self.stats]
        new.pile = self.pile
        new.min_pile = self.min_pile
        new.market = self.market[:]
        new.box = self.box[:]
        new.destroyed = self.destroyed[:]
        new.lib_top = self.lib_top[:]
        new.spells_out = self.spells_out[:]
        new.curse_decks = [d[:] for d in self.curse_decks]
        new.curse_bottom = [d[:] for d in self.curse_bottom]
        new.slots = self.slots[:]
        new.curse_neutral = self.curse_neutral[:]
        new.curses_out = self.curses_out[:]
        new.cover = self.cover
        new.pages = self.pages[:]
        new.monster = self.monster
        new.marker = self.marker
        new.checks = self.checks
        new.defeated = self.defeated
        new.first = self.first
        new.active = self.active
        new.turn = self.turn
        new.tops = [[e[:] for e in t] for t in self.tops]
        new.under = self.under[:]
        new.tokens = self.tokens[:]
        new.curse_tokens = [t[:] for t in self.curse_tokens]
        new.memo = self.memo[:]
        self.copy_outcome_to(new)
        return new

    def to_json(self) -> dict[str, Any]:
        return D.state_json(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MadnessState:
        return cls.load(data)

    @classmethod
    def load(cls, data: Mapping[str, Any], settle: bool = True) -> MadnessState:
        """:meth:`from_json`; with ``settle`` False the pending decision is not worked
        out (the caller changes the state first, then calls :meth:`settle`)."""
        try:
            c = content(str(data["pack"]))
            seats = data["seats"]
            st = cls(
                c,
                int(data["players"]),
                str(data["difficulty"]),
                str(data["mode"]),
                [c.mage_index[s["mage"]] if s["mage"] is not None else -1 for s in seats],
            )
            D.read_into(st, data)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise InvalidPosition(f"not a Big Book of Madness state document: {exc!r}") from exc
        st.check_cards()
        if settle and not st.over:
            st.settle()
        return st

    def census(self) -> list[int]:
        """Cards of each kind in every zone together (equals the pack's totals)."""
        return D.census(self)

    def check_cards(self) -> None:
        """Raise InvalidPosition unless every card kind is accounted for exactly."""
        D.check_cards(self)


    # -- views ---------------------------------------------------------------------------------
    def _view_body(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see. Hands are private: another seat's hand is shown as a count
        and its deck as a count, with the multiset of the two together (``unseen``), which
        every player can work out from public events. A seat sees its own hand, and its
        deck as a multiset (derivable: owned cards minus the hand, discard and support).
        The core adds the decision (options for the actor only, none for chance)."""
        data = self.to_json()
        for s, entry in enumerate(data["seats"]):
            entry["hand_count"] = sum(self.hands[s])
            entry["deck_count"] = sum(self.decks[s])
            for top in entry["top"]:
                if seat not in top[1]:
                    top[0] = None
            if s != seat:
                entry["unseen"] = [h + d for h, d in zip(entry["hand"], entry["deck"], strict=True)]
                entry["hand"] = None
                entry["deck"] = None
        if self.memo[0] != seat:
            data["memo"] = [self.memo[0], None, self.memo[2]]
        return data

    def resample_hidden(self, seat: int | None, rng: Rng) -> MadnessState:
        """Every other seat's hand redrawn from its hand and deck together (same size),
        the rest being its deck; kept only if the same seat still faces the same kind of
        decision, with some option, and the same tasks pending as ``seat`` sees them (a
        random hand may not allow a pending payment), otherwise drawn again (after 20
        tries: an unchanged copy). Tasks hold no hidden facts, so they are never redrawn."""
        want = self.decision()
        want_key = None if want is None else (want.actor, want.kind)
        stack = [t.view_json(seat) for t in self.stack]
        for _ in range(20):
            new = self.clone()
            new.quiet = True
            for s in range(self.players):
                if s == seat:
                    self._redraw_tops(new, s, seat, rng)
                    continue
                pool = [h + d for h, d in zip(self.hands[s], self.decks[s], strict=True)]
                known = [e[0] for e in self.tops[s] if seat is not None and (e[1] >> seat) & 1]
                for k in known:
                    pool[k] -= 1
                hand = [0] * NK
                for _ in range(sum(self.hands[s])):
                    k = rng.weighted(pool)
                    pool[k] -= 1
                    hand[k] += 1
                for k in known:
                    pool[k] += 1
                new.hands[s], new.decks[s] = hand, pool
                self._redraw_tops(new, s, seat, rng)
            if not new.over:
                new.settle()
            got = new.decision()
            if got is not None and not got.ids:
                continue  # e.g. a pending payment this hand cannot make: not a real state
            if (None if got is None else (got.actor, got.kind)) == want_key and [
                t.view_json(seat) for t in new.stack
            ] == stack:
                new.quiet = self.quiet
                return new
        return self.clone()

    def _redraw_tops(self, new: MadnessState, s: int, seat: int | None, rng: Rng) -> None:
        """Redraw the known top cards of ``s``'s deck that ``seat`` does not know, from the
        deck's cards that ``seat`` cannot place (its deck minus the tops it knows)."""
        tops = new.tops[s]
        if not tops:
            return
        bit = 1 << seat if seat is not None and seat >= 0 else 0
        pool = new.decks[s][:]
        for e in tops:
            if e[1] & bit:
                pool[e[0]] -= 1
        for e in tops:
            if not e[1] & bit:
                k = rng.weighted(pool)
                pool[k] -= 1
                e[0] = k


__all__ = ["CARD_MSGS", "LOSSES", "LOSS_CAUSES", "MadnessState"]
