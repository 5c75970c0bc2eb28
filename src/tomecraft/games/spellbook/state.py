"""SpellBook's game state: the table (:mod:`.table`: fields, draws, token moves, the day's
end) with the moves that run spell effects, labels, scoring, copies, state documents and
views."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core import CHANCE, Breakdown, Decision, InvalidPosition, Rng, Section, Topic
from tomecraft.core.clone import CloneFields
from tomecraft.core.stack import STACK_FIELDS
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook import spells as SP
from tomecraft.games.spellbook.data import (
    NUM_KINDS,
    RUNE_CODES,
    SPELL_INDEX,
    SPELLS,
    TOTAL_TOKENS,
    familiar_value,
    solo_opponent_value,
    token_code,
)
from tomecraft.games.spellbook.table import RUNE_SYMBOLS, SpellBookTable
from tomecraft.games.spellbook.tasks import POOL, task_from_json
from tomecraft.i18n import Msg, msg

#: How :meth:`SpellBookState.clone` copies each field (:mod:`tomecraft.core.clone`); by
#: hand: what ``__init__`` sets from the clone's arguments, the kept counts (the pool
#: sizes start afresh; the altar's and the bag's follow their list's identity), ``quiet``.
FIELDS = CloneFields(
    "bag[:] bag_top[:] altar[:] discard[:] pools[:][:] familiars[:][:] levels[:][:] "
    "markers[:][:] fresh[:] first current days end_triggered opp_board[:] opp_bottom[:]",
    by_hand="players solo difficulty spells phase_spells spells_in_order _pool_seen "
    "_pool_sizes _altar_seen _altar_size _bag_seen _bag_size _bag_kinds quiet spare_draw "
    "spare_take spare_store",
    base=STACK_FIELDS,
)


class SpellBookState(SpellBookTable):
    """A SpellBook game in progress (1-4 seats; one seat plays the solo mode)."""

    game_name = "spellbook"

    # -- moves that run spell effects (Mirage, a spell's learning) ------------------------
    def take_from_altar(self, seat: int, k: int, dest: int) -> None:
        self.altar[k] = self.altar[k] - 1
        self.altar_moved(-1)
        if dest == POOL:
            pool = self.pools[seat]
            pool[k] = pool[k] + 1
            self.pool_moved(seat, 1)
            if not self.quiet:
                self.log("take", seat, "sb-ev-take", token=self.token_msg(k))
            self.mirage(seat, k)
        else:
            self.familiars[seat].append(k)
            if not self.quiet:
                self.log("take-store", seat, "sb-ev-take-store", token=self.token_msg(k))
            self.check_familiar_trigger(seat)

    def mirage(self, seat: int, k: int) -> None:
        """Mirage: an altar token of kind ``k`` just went into ``seat``'s pool (taken, or
        swapped in by Purification); queue its bonus draws, if any (ruling 10)."""
        extra = SP.mirage_draws(self, seat, k)
        if extra:
            self.log("mirage", seat, "sb-ev-mirage", n=extra)
            self.stack.append(self.new_draw(seat, extra))

    def finish_learn(self, seat: int, s: int, level: int, paid: tuple[int, ...]) -> None:
        self.levels[seat][s] = level
        self.fresh[seat] |= 1 << s
        if not self.quiet:
            self.log("learn", seat, "sb-ev-learn", spell=self.spell_msg(s), level=level)
        if self.learned_count(seat) >= len(self.spells):
            self.trigger_end(seat)
        SP.on_learned(self, seat, s, level, paid)

    # -- text helpers ------------------------------------------------------------------
    def option_msg(self, option: int) -> Msg:
        """A context-free description of an action-space id."""
        block = A.block(option)
        if block == "clone":
            seat_s, lv = A.split3(A.CLONE, option)
            seat, s = divmod(seat_s, 21)
            return msg("sb-opt-clone", seat=seat + 1, spell=self.spell_msg(s), level=lv)
        if block == "clone_basic":
            basic = ("sb-opt-take1", "sb-opt-draw2", "sb-opt-store1", "sb-opt-learn-any")
            return msg("sb-opt-clone-basic", action=msg(basic[option - A.CLONE_BASIC]))
        return msg("sb-opt-id", id=option)

    def label(self, decision: Decision, option_id: int) -> Msg:
        o = option_id
        if decision.actor == CHANCE:
            return msg("sb-opt-draw", token=self.token_msg(o - A.TOKEN))
        block = A.block(o)
        if block == "pass":
            return msg(f"sb-pass-{decision.kind}")
        if block == "token":
            return msg(f"sb-opt-{decision.kind}", token=self.token_msg(o - A.TOKEN))
        if block in ("take1", "draw2", "store1"):
            return msg(f"sb-opt-{block}")
        if block == "use":
            s, lv = A.split3(A.USE, o)
            return msg("sb-opt-use", spell=self.spell_msg(s), level=lv)
        if block == "learn":
            s, lv = A.split3(A.LEARN, o)
            return msg("sb-opt-learn", spell=self.spell_msg(s), level=lv)
        if block == "pair":
            give, get = divmod(o - A.PAIR, NUM_KINDS)
            return msg("sb-opt-swap", give=self.token_msg(give), get=self.token_msg(get))
        if block == "triple":
            tokens = " ".join(self.token_text(k) for k in A.TRIPLES[o - A.TRIPLE])
            return msg("sb-opt-triple", tokens=tokens)
        if block == "mode":
            key = "sb-opt-focus-store" if o == A.MODE + A.MODE_STORE else "sb-opt-focus-take"
            return msg(key)
        if block == "spell":
            s = o - A.SPELL
            return msg(
                "sb-opt-raise", spell=self.spell_msg(s), level=self.levels[decision.actor][s] + 1
            )
        return self.option_msg(o)

    # -- scoring -----------------------------------------------------------------------
    def spell_points(self, seat: int, s: int) -> int:
        level = self.levels[seat][s]
        if not level:
            return 0
        printed = SPELLS[s].points_at(level)
        return printed if printed is not None else SP.variable_points(self, seat, s, level)

    def score(self, seat: int) -> int:
        return sum(self.spell_points(seat, s) for s in self.spells) + familiar_value(
            len(self.familiars[seat])
        )

    def opponent_score(self) -> int:
        """Solo: the opponent board's value plus 1 per token in its bottom area."""
        return solo_opponent_value(len(self.opp_board)) + len(self.opp_bottom)

    def scores(self) -> list[int]:
        return [self.score(s) for s in range(self.players)]

    def winners(self) -> list[int]:
        """Highest score; ties: most spells learned, then most pool tokens, else shared.
        Solo: you win only with a strictly higher score than the opponent."""
        scores = self.scores()
        if self.solo:
            return [0] if scores[0] > self.opponent_score() else []
        keys = [(scores[s], self.learned_count(s), self.pool_size(s)) for s in range(self.players)]
        best = max(keys)
        return [s for s in range(self.players) if keys[s] == best]

    def analysis_features(self) -> dict[str, Any]:
        """Per-game figures for simulation summaries, result files and charts: spells
        learned and their mean level per seat, and familiar tokens stored per seat."""
        learned = [self.learned_count(s) for s in range(self.players)]
        return {
            "days": self.days,
            "spells_learned": learned,
            "level": [
                sum(lv for lv in self.levels[s] if lv) / learned[s] if learned[s] else 0.0
                for s in range(self.players)
            ],
            "stored": [len(f) for f in self.familiars],
        }

    def breakdown(self) -> Breakdown:
        from tomecraft.games.spellbook.render import breakdown

        return breakdown(self)

    def board(self, seat: int | None) -> list[Section]:
        from tomecraft.games.spellbook.render import board

        return board(self, seat)

    def topics(self, seat: int | None) -> list[Topic]:
        """Each spell in play and basic action, with what it does, the pending options
        about it and why it is not offered now (see :mod:`.topics`)."""
        from tomecraft.games.spellbook.topics import topics

        return topics(self, seat)

    # -- copying and serialisation --------------------------------------------------------
    def clone(self) -> SpellBookState:
        # Built through __init__ (a compiled class has no blank constructor; it sets
        # players, solo, difficulty, spells and the tables from spells), then FIELDS's
        # copy: one line here, written out as assignments in the compiled build.
        new = SpellBookState(self.players, self.spells, difficulty=self.difficulty)
        FIELDS.copy(self, new)
        if self._altar_seen is self.altar:  # so does the altar's size
            new._altar_seen = new.altar
            new._altar_size = self._altar_size
        if self._bag_seen is self.bag:  # the bag's counts hold for the copy too
            new._bag_seen = new.bag
            new._bag_size = self._bag_size
            new._bag_kinds = self._bag_kinds
        self.copy_stack_to(new)
        new.quiet = self.quiet
        return new

    def to_json(self) -> dict[str, Any]:
        return self._document(True)

    def _document(self, stack: bool) -> dict[str, Any]:
        """:meth:`to_json`; with ``stack`` False its ``stack`` is left empty (a view puts
        the tasks as the viewer may see them there: serialised once, not twice)."""
        return {
            "players": self.players,
            "difficulty": self.difficulty,
            "spells": [SPELLS[s].id for s in self.spells],
            "bag": self.bag[:],
            "bag_top": self.bag_top[:],
            "altar": self.altar[:],
            "discard": self.discard[:],
            "seats": [
                {
                    "pool": self.pools[s][:],
                    "familiar": self.familiars[s][:],
                    "levels": self.levels[s][:],
                    "markers": self.markers[s][:],
                    "fresh": self.fresh[s],
                }
                for s in range(self.players)
            ],
            "first": self.first,
            "current": self.current,
            "days": self.days,
            "end_triggered": self.end_triggered,
            "over": self.over,
            "opponent": {"board": self.opp_board[:], "bottom": self.opp_bottom[:]},
            "stack": [t.to_json() for t in self.stack] if stack else [],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SpellBookState:
        try:
            st = cls(
                int(data["players"]),
                tuple(SPELL_INDEX[name] for name in data["spells"]),
                difficulty=int(data["difficulty"]),
            )
            st.bag = [int(x) for x in data["bag"]]
            st.bag_top = [int(x) for x in data["bag_top"]]
            st.altar = [int(x) for x in data["altar"]]
            st.discard = [int(x) for x in data["discard"]]
            seats = data["seats"]
            st.pools = [[int(x) for x in s["pool"]] for s in seats]
            st.familiars = [[int(x) for x in s["familiar"]] for s in seats]
            st.levels = [[int(x) for x in s["levels"]] for s in seats]
            st.markers = [[int(x) for x in s["markers"]] for s in seats]
            st.fresh = [int(s["fresh"]) for s in seats]
            st.first = int(data["first"])
            st.current = int(data["current"])
            st.days = int(data["days"])
            st.end_triggered = bool(data["end_triggered"])
            st.over = bool(data["over"])
            st.opp_board = [int(x) for x in data["opponent"]["board"]]
            st.opp_bottom = [int(x) for x in data["opponent"]["bottom"]]
            st.stack = [task_from_json(t) for t in data["stack"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidPosition(f"not a SpellBook state document: {exc!r}") from exc
        st.check_tokens()
        st.settle()
        return st

    def token_census(self) -> int:
        """All tokens in every place; always 105."""
        n = sum(self.bag) + sum(self.altar) + sum(self.discard)
        n += sum(sum(p) for p in self.pools) + sum(len(f) for f in self.familiars)
        n += sum(1 for m in self.markers for k in m if k >= 0)
        return n + len(self.opp_board) + len(self.opp_bottom)

    def token_counts(self) -> list[int]:
        """Tokens of each kind in every place together (count vectors of 21 entries)."""
        counts = [0] * NUM_KINDS
        for vec in (self.bag, self.altar, self.discard, *self.pools):
            for k, c in enumerate(vec):
                counts[k] = counts[k] + c
        for seq in (*self.familiars, self.opp_board, self.opp_bottom):
            for k in seq:
                counts[k] = counts[k] + 1
        for m in self.markers:
            for k in m:
                if k >= 0:
                    counts[k] = counts[k] + 1
        return counts

    def check_tokens(self) -> None:
        """Raise InvalidPosition unless every kind appears exactly 5 times in all."""
        for vec in (self.bag, self.altar, self.discard, *self.pools):
            if len(vec) != NUM_KINDS or min(vec) < 0:
                raise InvalidPosition("token count vectors need 21 non-negative entries")
        counts = self.token_counts()
        bad = [token_code(k) for k in range(NUM_KINDS) if counts[k] != TOTAL_TOKENS // NUM_KINDS]
        if bad:
            raise InvalidPosition(
                "every token kind must appear exactly 5 times in all; wrong counts for "
                + ", ".join(
                    f"{b} ({counts[[token_code(k) for k in range(NUM_KINDS)].index(b)]})"
                    for b in bad
                )
            )

    # -- views -------------------------------------------------------------------------
    def _view_body(self, seat: int | None) -> dict[str, Any]:
        """Everything is public in SpellBook except the order of the bag: its contents can
        be counted, but a known top (``bag_top``) is hidden (the core adds the decision,
        without chance options, which would reveal it). Its ``stack`` stays empty: the
        core's view fills it with the tasks as ``seat`` may see them."""
        data = self._document(False)
        del data["bag_top"]
        data["bag_count"] = sum(self.bag)
        data["phase"] = self.phase
        data["scores"] = self.scores()
        return data

    def public_view(self) -> bool:
        """Every seat sees the same (the bag's order is hidden from all; the tasks hold
        public facts): one view serves every seat (:meth:`~.State.view_as`)."""
        return True

    def resample_hidden(self, seat: int | None, rng: Rng) -> SpellBookState:
        """Only a known top of the bag is hidden (from everyone): the copy draws those
        first tokens again from the bag's contents."""
        new = self.clone()
        if new.bag_top:
            pool = self.bag[:]
            top = []
            for _ in self.bag_top:
                k = rng.weighted(pool)
                pool[k] = pool[k] - 1
                top.append(k)
            new.bag_top = top
            if not new.over:
                new.settle()  # a pending draw offers the new top
        return new


__all__ = ["RUNE_CODES", "RUNE_SYMBOLS", "SpellBookState"]
