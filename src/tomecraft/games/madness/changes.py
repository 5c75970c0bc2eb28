"""The Big Book of Madness's changes of state that tasks make: madness taken, reshuffles,
discards, heals, gains and upgrades, spells and curses placed, neutralised, destroyed,
players eliminated, the turn passed on.

:class:`MadnessChanges` adds them to :class:`~.table.MadnessTable` (the fields and the
queries); :class:`~.state.MadnessState` derives from it.
"""

from __future__ import annotations

from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import MADNESS, NK, VALUE, kind_pile, pile_kind
from tomecraft.games.madness.table import (
    CARD_MSGS,
    SPACES,
    ST_CURSES,
    ST_HEALED,
    ST_LEARNED,
    ST_MADNESS,
    MadnessTable,
)
from tomecraft.games.madness.task_base import ROUND_END


class MadnessChanges(MadnessTable):
    """The changes used by tasks (the base of :class:`~.state.MadnessState`)."""

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
        elif payer == owner:  # not "Player 1: Paid ... from player 1's support."
            self.log("pay", payer, "mad-ev-pay-own-support", card=CARD_MSGS[k])
        else:
            self.log("pay", payer, "mad-ev-pay-support", card=CARD_MSGS[k], owner=owner + 1)

    def heal(self, seat: int, option: int) -> None:
        if option == A.CARD + MADNESS:
            self.hands[seat][MADNESS] -= 1
            self.log("heal", seat, "mad-ev-heal-hand", left=self.pile + 1)
        else:
            owner = (option - A.SUPPORT) // NK
            self.supports[owner].remove(MADNESS)
            if owner == seat:
                self.log("heal", seat, "mad-ev-heal-own-support", left=self.pile + 1)
            else:
                self.log("heal", seat, "mad-ev-heal-support", owner=owner + 1,
                         left=self.pile + 1)
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
