"""The pending-effect stack: small tasks that each resolve one step of an effect.

A spell's effect pushes tasks (last pushed runs first). A task either works on its own
(and pops itself or pushes more tasks) or asks for a decision: its :meth:`Task.step`
returns the :class:`~tomecraft.core.Decision`, and :meth:`Task.answer` applies the chosen
option. Tasks are plain data, so the whole stack serialises and clones. Their base, the
places a token goes, the token choices and the prompts are in :mod:`.task_base` (this
module gives their names too).

Every task has one outline (a slots dataclass: its fields (the compiled build writes its
``__init__``: :mod:`tomecraft.build_inits`), ``step``, ``answer``, then its
registration), alike by shape from task to task and with
``learning.py`` and ``spells.py`` by design; the rules differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tomecraft.core import CHANCE, Decision
from tomecraft.core.rng import Rng
from tomecraft.core.stack import LAZY_CHANCE, declined, named
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    NUM_KINDS,
    POOL_LIMIT,
    colour_of,
    rune_of,
)
from tomecraft.games.spellbook.task_base import (
    ALL_COLOURS,
    ALL_RUNES,
    ALTAR,
    BOTTOM,
    FAMILIAR,
    POOL,
    SPELL_MSGS,
    TASKS,
    Task,
    choose_tokens,
    count_prompt,
    prompt,
    task_from_json,
    token_allowed,
    token_at,
    token_choice,
    token_count,
    token_options,
    tokens_decision,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from mypy_extensions import i64

    from tomecraft.games.spellbook.state import SpellBookState


# ---------------------------------------------------------------------------------------
@dataclass(slots=True)
class Draw(Task):
    """Draw from the bag, one token at a time (a chance decision each).

    Stops after ``n`` tokens, or when a pool destination holds 9, or (``until`` > 0)
    when the pool holds ``until``. An empty bag takes the discard box back first; with
    both empty the draw fails silently.
    """

    seat: int
    n: int
    dest: int = POOL
    until: int = 0

    def _done(self, st: SpellBookState) -> None:
        """Pop this task, on top of the stack, and keep it for the next draw task
        (:meth:`SpellBookTable.new_draw`)."""
        st.stack.pop()
        st.spare_draw = self

    def counted_out(self) -> bool:
        """All ``n`` tokens drawn, where the count is what stops the draw (not a pool
        filling ``until`` its size)."""
        return self.n <= 0 and (self.dest != POOL or not self.until)

    def step(self, st: SpellBookState) -> Decision | None:
        if self.counted_out():  # done (the pool need not be counted)
            self._done(st)
            return None
        if self.dest == POOL:
            size = st.pool_size(self.seat)
            if size >= POOL_LIMIT or (self.until and size >= self.until):
                self._done(st)
                return None
        if st.bag_empty() and not st.refill_bag():
            st.log("bag-empty", self.seat, "sb-ev-draw-failed")
            self._done(st)
            return None
        return LAZY_CHANCE  # built only if asked: a match samples straight from the bag

    def chance_decision(self, st: SpellBookState) -> Decision:
        return st.chance_decision()

    def sample_chance(self, st: SpellBookState, rng: Rng) -> int:
        return st.sample_draw(rng)

    def chance_allows(self, st: SpellBookState, option: int) -> bool:
        k = option - A.TOKEN
        if st.bag_top:
            return k == st.bag_top[0]
        return 0 <= k < NUM_KINDS and st.bag[k] > 0

    def answer(self, st: SpellBookState, option: int) -> None:
        k = option - A.TOKEN
        st.draw_token(k)
        if self.dest == POOL:
            pool = st.pools[self.seat]
            pool[k] = pool[k] + 1
            st.pool_moved(self.seat, 1)
            if not st.quiet:  # no arguments built when nobody reads the events
                st.log("draw", self.seat, "sb-ev-draw", token=st.token_msg(k))
        elif self.dest == ALTAR:
            st.altar[k] = st.altar[k] + 1
            st.altar_moved(1)
            if not st.quiet:
                st.log("draw-altar", None, "sb-ev-draw-altar", token=st.token_msg(k))
        else:
            st.opp_bottom.append(k)
            if not st.quiet:
                st.log("draw-bottom", None, "sb-ev-draw-bottom", token=st.token_msg(k))
        self.n -= 1
        if self.counted_out():
            self._done(st)  # done: what step would do next, one step less per draw task


named(Draw, "draw")


@dataclass(slots=True)
class Take(Task):
    """Take up to ``n`` tokens from the altar, one at a time.

    ``dest`` is the pool (stops at 9) or the familiar (stops when full). Masks restrict
    runes and colours; ``same`` = 1 forces one rune for all, 2 one colour. A mandatory
    take (``optional`` false) offers no stop. The acting player's Mirage may trigger on
    a take into the pool, never on one onto the familiar.
    """

    seat: int
    n: int
    dest: int = POOL
    rune_mask: int = ALL_RUNES
    colour_mask: int = ALL_COLOURS
    same: int = 0
    optional: bool = True

    def step(self, st: SpellBookState) -> Decision | None:
        full = (
            st.pool_size(self.seat) >= POOL_LIMIT
            if self.dest == POOL
            else len(st.familiars[self.seat]) >= FAMILIAR_SPACES
        )
        done = self.n <= 0 or full
        count = 0 if done else token_count(st.altar, self.rune_mask, self.colour_mask)
        if not count:  # done, or no token offered (what token_choice does): popped, kept
            st.stack.pop()
            st.spare_take = self  # for the next take task (SpellBookTable.new_take)
            return None
        return st.lazy_choice(self.seat, count + 1 if self.optional else count)

    def lazy_decision(self, st: SpellBookState) -> Decision:  # step found a token offered
        where = "take-store" if self.dest == FAMILIAR else "take"
        c, m = self.colour_mask, self.rune_mask
        d = token_choice(st, self.seat, where, st.altar, self.optional, self.n, m, c)
        assert d is not None
        return d

    def lazy_option(self, st: SpellBookState, index: int) -> int:
        return token_at(st.altar, self.optional, index, self.rune_mask, self.colour_mask)

    def lazy_allows(self, st: SpellBookState, option: int) -> bool:
        return token_allowed(st.altar, self.optional, option, self.rune_mask, self.colour_mask)

    def answer(self, st: SpellBookState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        k = option - A.TOKEN
        self.n -= 1
        if self.same == 1:
            self.rune_mask = 1 << rune_of(k)
        elif self.same == 2:
            self.colour_mask = 1 << colour_of(k)
        st.take_from_altar(self.seat, k, self.dest)


named(Take, "take")


# Alike with Take (the token tasks' outline: stop when done or full, a token choice,
# a stop or one token less to pick); the rules differ: another source, the colour kept.
@dataclass(slots=True)
class Store(Task):
    """Store up to ``n`` pool tokens on the familiar (``same_colour``: all one colour)."""

    seat: int
    n: int
    rune_mask: int = ALL_RUNES
    colour_mask: int = ALL_COLOURS
    same_colour: bool = False
    optional: bool = True

    def step(self, st: SpellBookState) -> Decision | None:
        done = self.n <= 0 or len(st.familiars[self.seat]) >= FAMILIAR_SPACES
        count = 0 if done else token_count(st.pools[self.seat], self.rune_mask, self.colour_mask)
        if not count:  # as Take's
            st.stack.pop()
            st.spare_store = self  # for the next store task (SpellBookTable.new_store)
            return None
        return st.lazy_choice(self.seat, count + 1 if self.optional else count)

    def lazy_decision(self, st: SpellBookState) -> Decision:  # step found a token offered
        pool, c, m = st.pools[self.seat], self.colour_mask, self.rune_mask
        d = token_choice(st, self.seat, "store", pool, self.optional, self.n, m, c)
        assert d is not None
        return d

    def lazy_option(self, st: SpellBookState, index: int) -> int:
        pool = st.pools[self.seat]
        return token_at(pool, self.optional, index, self.rune_mask, self.colour_mask)

    def lazy_allows(self, st: SpellBookState, option: int) -> bool:
        pool = st.pools[self.seat]
        return token_allowed(pool, self.optional, option, self.rune_mask, self.colour_mask)

    def answer(self, st: SpellBookState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        k = option - A.TOKEN
        self.n -= 1
        if self.same_colour:
            self.colour_mask = 1 << colour_of(k)
        st.store_token(self.seat, k)


named(Store, "store")


@dataclass(slots=True)
class Discard(Task):
    """Discard ``n`` pool tokens to the discard box; owed in full while the pool has any."""

    seat: int
    n: int
    rune_mask: int = ALL_RUNES

    def step(self, st: SpellBookState) -> Decision | None:
        ids = token_options(st.pools[self.seat], self.rune_mask) if self.n > 0 else []
        return choose_tokens(st, self.seat, "discard", ids, False, n=self.n)

    def answer(self, st: SpellBookState, option: int) -> None:
        k = option - A.TOKEN
        self.n -= 1
        pool = st.pools[self.seat]
        pool[k] = pool[k] - 1
        st.pool_moved(self.seat, -1)
        st.discard[k] = st.discard[k] + 1
        if not st.quiet:
            st.log("discard", self.seat, "sb-ev-discard", token=st.token_msg(k))


named(Discard, "discard")


@dataclass(slots=True)
class Swap(Task):
    """Swap up to ``n`` pool tokens 1 for 1 with altar tokens (or familiar tokens).

    A swap takes the token from the place, so an altar token swapped in may trigger the
    acting player's Mirage.
    """

    seat: int
    n: int
    other: int = ALTAR

    def step(self, st: SpellBookState) -> Decision | None:
        pool = st.pools[self.seat]
        if self.other == ALTAR:
            there = st.altar
        else:
            there = [0] * NUM_KINDS
            for k in st.familiars[self.seat]:
                there[k] = there[k] + 1
        ids: list[int] = []
        if self.n > 0:
            # Every (give, get) pair with give in the pool and get there, get != give, in
            # id order; the kinds there listed once (compiled, native loops).
            present: list[int] = []
            t: i64 = 0
            for c in there:
                if c:
                    present.append(t)
                t += 1  # noqa: SIM113 - a native counter, compiled
            g: i64 = 0
            for c in pool:
                if c:
                    base = A.PAIR + NUM_KINDS * g
                    for u in present:
                        if u != g:
                            ids.append(base + u)
                g += 1  # noqa: SIM113 - a native counter, compiled
        kind = "swap-altar" if self.other == ALTAR else "swap-familiar"
        return choose_tokens(st, self.seat, kind, ids, True, n=self.n)

    def answer(self, st: SpellBookState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        give, get = divmod(option - A.PAIR, NUM_KINDS)
        self.n -= 1
        pool = st.pools[self.seat]
        pool[give] = pool[give] - 1
        pool[get] = pool[get] + 1
        if self.other == ALTAR:  # the altar's size stays (see altar_size)
            st.altar[give] = st.altar[give] + 1
            st.altar[get] = st.altar[get] - 1
        else:
            fam = st.familiars[self.seat]
            fam[fam.index(get)] = give
        st.log("swap", self.seat, "sb-ev-swap", give=st.token_msg(give), get=st.token_msg(get))
        if self.other == ALTAR:
            st.mirage(self.seat, get)  # a swap takes the altar token into the pool


named(Swap, "swap")


@dataclass(slots=True)
class StormClear(Task):
    """Storm: discard any number of altar tokens, then replace them from the bag."""

    seat: int
    cleared: int = 0

    def step(self, st: SpellBookState) -> Decision | None:
        ids = token_options(st.altar)
        if not ids:
            self._finish(st)
            return None
        return tokens_decision(self.seat, "storm", ids, True, n=self.cleared)

    def _finish(self, st: SpellBookState) -> None:
        st.stack.pop()
        if self.cleared:
            st.stack.append(Draw(self.seat, self.cleared, ALTAR))

    def answer(self, st: SpellBookState, option: int) -> None:
        if option == A.PASS:
            self._finish(st)
            return
        k = option - A.TOKEN
        st.altar[k] = st.altar[k] - 1
        st.altar_moved(-1)
        st.discard[k] = st.discard[k] + 1
        self.cleared += 1
        st.log("altar-discard", self.seat, "sb-ev-altar-discard", token=st.token_msg(k))


named(StormClear, "storm")


@dataclass(slots=True)
class AltarToBottom(Task):
    """Solo Blaze: move one altar token of the player's choice to the opponent's bottom area."""

    seat: int

    def step(self, st: SpellBookState) -> Decision | None:
        ids = token_options(st.altar)
        return choose_tokens(st, self.seat, "bottom", ids, False)

    def answer(self, st: SpellBookState, option: int) -> None:
        k = option - A.TOKEN
        st.altar[k] = st.altar[k] - 1
        st.altar_moved(-1)
        st.opp_bottom.append(k)
        st.log("bottom", self.seat, "sb-ev-bottom", token=st.token_msg(k))
        st.stack.pop()


named(AltarToBottom, "bottom")


@dataclass(slots=True)
class SetLevel(Task):
    """Move a spell's marker to ``level`` (Growth, Storm), or down one (``level`` = 0, Clone)."""

    seat: int
    spell: int
    level: int

    def step(self, st: SpellBookState) -> Decision | None:
        st.stack.pop()
        old = st.levels[self.seat][self.spell]
        new = max(3, old - 1) if self.level == 0 else min(old, self.level)
        if new != old:
            st.levels[self.seat][self.spell] = new
            st.log("level", self.seat, "sb-ev-level", spell=st.spell_msg(self.spell), level=new)
        return None


named(SetLevel, "setlevel")


@dataclass(slots=True)
class Raise(Task):
    """Time Travel: raise another learned spell (not Time Travel) one level, up to 5."""

    seat: int

    def step(self, st: SpellBookState) -> Decision | None:
        ids = [A.SPELL + s for s in st.raisable(self.seat)]
        return choose_tokens(st, self.seat, "raise", ids, False)

    def answer(self, st: SpellBookState, option: int) -> None:
        s = option - A.SPELL
        st.levels[self.seat][s] = st.levels[self.seat][s] + 1
        st.log(
            "level", self.seat, "sb-ev-raise", spell=st.spell_msg(s), level=st.levels[self.seat][s]
        )
        st.stack.pop()


named(Raise, "raise")


@dataclass(slots=True)
class FocusMode(Task):
    """Focus L4/L5: choose to store matching pool tokens or take matching altar tokens."""

    seat: int
    level: int
    rune: int

    def step(self, st: SpellBookState) -> Decision:
        return Decision(
            self.seat,
            "focus",
            (A.MODE + A.MODE_STORE, A.MODE + A.MODE_TAKE),
            msg("sb-prompt-focus", store=self.level - 2, take=self.level - 3),
        )

    def answer(self, st: SpellBookState, option: int) -> None:
        st.stack.pop()
        mask = 1 << self.rune
        if option == A.MODE + A.MODE_STORE:
            st.stack.append(Store(self.seat, self.level - 2, rune_mask=mask))
        else:
            st.stack.append(Take(self.seat, self.level - 3, POOL, rune_mask=mask))


named(FocusMode, "focus")


@dataclass(slots=True)
class StoreDiscarded(Task):
    """Communion L5: store up to ``n`` of the tokens a learn just discarded."""

    seat: int
    n: int
    kinds: tuple[int, ...]

    def step(self, st: SpellBookState) -> Decision | None:
        if self.n <= 0 or len(st.familiars[self.seat]) >= FAMILIAR_SPACES:
            st.stack.pop()
            return None
        ids = sorted({A.TOKEN + k for k in self.kinds if st.discard[k]})
        return choose_tokens(st, self.seat, "communion", ids, True, n=self.n)

    def answer(self, st: SpellBookState, option: int) -> None:
        if declined(st, option, A.PASS):
            return
        k = option - A.TOKEN
        rest = list(self.kinds)
        rest.remove(k)
        self.kinds = tuple(rest)
        self.n -= 1
        st.discard[k] = st.discard[k] - 1
        st.familiars[self.seat].append(k)
        st.log("store", self.seat, "sb-ev-store", token=st.token_msg(k))
        st.check_familiar_trigger(self.seat)


named(StoreDiscarded, "communion")


__all__ = [
    "ALL_COLOURS",
    "ALL_RUNES",
    "ALTAR",
    "BOTTOM",
    "CHANCE",
    "FAMILIAR",
    "POOL",
    "SPELL_MSGS",
    "TASKS",
    "AltarToBottom",
    "Discard",
    "Draw",
    "FocusMode",
    "Raise",
    "SetLevel",
    "Store",
    "StoreDiscarded",
    "StormClear",
    "Swap",
    "Take",
    "Task",
    "choose_tokens",
    "count_prompt",
    "prompt",
    "task_from_json",
    "token_choice",
    "token_options",
    "tokens_decision",
]
