"""The Big Book of Madness's game state: option labels, results, copies and documents, views.

The fields and the queries on them are :class:`~.table.MadnessTable`'s (:mod:`.table`
describes the zones), the changes tasks make :class:`~.changes.MadnessChanges`';
:class:`MadnessState` derives from both and adds what the core asks of a state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from tomecraft.core import CHANCE, Breakdown, Decision, InvalidPosition, Rng, Section, Topic
from tomecraft.core.clone import CloneFields
from tomecraft.core.coop import COOP_FIELDS
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import documents as D
from tomecraft.games.madness import options as OP

# setup names its tasks (the mage choice) as it loads: a state document that holds one must
# decode in a process that never started a game (a bot worker), so load it with the state.
from tomecraft.games.madness import setup as _setup  # noqa: F401
from tomecraft.games.madness.changes import MadnessChanges
from tomecraft.games.madness.data import NK, content, pile_kind
from tomecraft.games.madness.effects import cost_msg
from tomecraft.games.madness.table import CARD_MSGS, SPACES, Ongoing
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.action_tasks import Pay

# Final: compiled, read from a C static (not looked up in the module) on each use
_PURPOSES: Final[dict[tuple[str, int, int], Msg]] = {}
_PAY_PROMPTS: Final[dict[tuple[str, int, int], Msg]] = {}
#: Loss reasons (``MadnessState.lost``): the madness pile was empty when a card had to be
#: taken, the final monster's invocation found curses left, every player was eliminated.
LOSSES = ("madness", "monster", "eliminated")
#: Each loss reason's name in ``bench/madness_balance.py``'s records (``losses_by_cause``).
#: The decision kinds whose option labels every seat may read (see ``public_options``).
PUBLIC_KINDS: Final = frozenset({"target", "mage"})
LOSS_CAUSES = {"madness": "madness_pile", "monster": "final_monster", "eliminated": "eliminated"}
#: How :meth:`MadnessState.clone` copies each field (:mod:`tomecraft.core.clone`); by
#: hand: ``__init__``'s arguments, and what a clone starts afresh (the pending payment,
#: found again from the copied tasks; ``quiet``: a clone starts loud).
FIELDS = CloneFields(
    "hands[:][:] decks[:][:] discards[:][:] supports[:][:] spells[:][:] exhausted[:] "
    "neutral[:][:][:] eliminated[:] ability_used[:] stats[:][:] pile min_pile market[:] "
    "box[:] destroyed[:] lib_top[:] spells_out[:] curse_decks[:][:] curse_bottom[:][:] "
    "slots[:] curse_neutral[:] curses_out[:] cover pages[:] monster marker checks defeated "
    "first active turn tops[:][:][:] under[:] tokens[:] curse_tokens[:][:] memo[:]",
    by_hand="c players difficulty mode mages pay_task pay_found quiet",
    base=COOP_FIELDS,
)


class MadnessState(MadnessChanges):
    """A game of The Big Book of Madness in progress (2-5 seats, cooperative)."""

    game_name = "madness"
    game_key = "mad"
    loss_reasons = LOSSES
    #: Option labels can name cards of the chooser's hand (a card put face down on the
    #: deck), so forced decisions are narrated without them.
    public_labels = False

    def public_options(self, kind: str) -> bool:
        """A player chosen as an effect's target (Whisper: "another player of your choice")
        and a mage chosen at setup (mages are face up) are public at the table; every
        other kind's labels may name hand cards."""
        return kind in PUBLIC_KINDS

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
        # Built through __init__ (a compiled class has no blank constructor), then
        # FIELDS's copy: one line here, written out as assignments in the compiled build.
        new = MadnessState(self.c, self.players, self.difficulty, self.mode, self.mages[:])
        FIELDS.copy(self, new)
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


__all__ = [
    "CARD_MSGS", "LOSSES", "LOSS_CAUSES", "PUBLIC_KINDS", "SPACES", "MadnessState", "Ongoing",
]
