"""SpellBook's table: every field of the game state and the moves tasks make on it.

Token containers are count vectors over the 21 token kinds (the bag, the altar, the
discard box, each pool); familiars and the solo opponent board are ordered lists. The
bag holds no order: every draw is a chance decision weighted by the bag's counts, except
for an optional known top (``bag_top``, used by hand-built positions), which is drawn first.

A count changes as ``v[k] = v[k] + 1`` rather than ``v[k] += 1`` here and in the tasks:
compiled, the augmented form on a list item goes through Python's generic number protocol.

:class:`SpellBookTable` holds those fields, their kept sizes, the draws, the token moves
that run no spell, the end of a day and the phase; :class:`~.state.SpellBookState` adds
the moves that run spell effects (a take from the altar, a learning), the labels,
scoring, copies, documents and views.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tomecraft.core import CHANCE, Decision, Rng
from tomecraft.core.stack import StackState
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook import spells as SP
from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    NUM_KINDS,
    SPELL_PHASES,
    SPELLS,
    colour_of,
    has_any,
    rune_of,
    token_code,
    total,
)
from tomecraft.games.spellbook.flow import DayTask  # noqa: F401 - registers the day tasks
from tomecraft.games.spellbook.tasks import (
    ALL_COLOURS,
    ALL_RUNES,
    POOL,
    SPELL_MSGS,
    Draw,
    Store,
    Take,
)
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:  # only an annotation: compiled by mypyc, a native 64-bit integer
    from mypy_extensions import i64

RUNE_SYMBOLS = ("●", "▲", "■")
_DRAW_PROMPT: Final = msg("sb-prompt-draw")
#: The option ids of a draw from a bag that holds every token kind.
_ALL_TOKEN_IDS: Final = tuple(A.TOKEN + k for k in range(NUM_KINDS))
_TOKEN_MSGS: Final = tuple(
    msg(
        "sb-token",
        colour=msg(f"sb-colour-{colour_of(k)}"),
        rune=msg(f"sb-rune-{rune_of(k)}"),
        code=token_code(k)[0] + RUNE_SYMBOLS[rune_of(k)],
    )
    for k in range(NUM_KINDS)
)

#: Whether each spell has an action the phase options list (a cast, or Clone's copies).
_HAS_ACTION: Final = tuple(bool(SP.CAST_MODE[s]) or s == SP.CLONE for s in range(len(SPELLS)))

_SPELL_TABLES: Final[dict[tuple[int, ...], tuple[tuple[tuple[int, ...], ...], bool]]] = {}


def _spell_tables(spells: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], bool]:
    """``SpellBookState.phase_spells`` and ``spells_in_order`` for a selection of spells,
    computed once per selection (a state and every clone of it share them)."""
    tables = _SPELL_TABLES.get(spells)
    if tables is None:
        if len(_SPELL_TABLES) >= 4096:  # bounded, like the prompt caches
            _SPELL_TABLES.clear()
        per_phase = tuple(
            tuple([s for s in spells if SPELL_PHASES[s] == phase and _HAS_ACTION[s]])
            for phase in range(3)
        )
        in_order = True  # strictly ascending (the sorted, duplicate-free list)
        prev = -1
        for s in spells:
            if s <= prev:
                in_order = False
                break
            prev = s
        tables = _SPELL_TABLES[spells] = (per_phase, in_order)
    return tables


class SpellBookTable(StackState):
    """A SpellBook game's fields and the moves on them (see :class:`~.state.SpellBookState`)."""

    def __init__(self, players: int, spells: tuple[int, ...], *, difficulty: int = 0) -> None:
        # Every field is set here: mypyc declares a compiled class's attributes from its
        # __init__ (each game's state starts with a list of this shape).
        n = players
        self.players = n
        self.solo = n == 1
        self.difficulty = difficulty
        self.spells = spells
        self.bag = [0] * NUM_KINDS
        self.bag_top: list[int] = []
        self.altar = [0] * NUM_KINDS
        self.discard = [0] * NUM_KINDS
        self.pools = [[0] * NUM_KINDS for _ in range(n)]
        self.familiars: list[list[int]] = [[] for _ in range(n)]
        self.levels = [[0] * 21 for _ in range(n)]
        self.markers = [[-1] * 21 for _ in range(n)]
        self.fresh = [0] * n
        self.first = 0
        self.current = 0
        self.days = 0
        self.end_triggered = False
        self.opp_board: list[int] = []
        self.opp_bottom: list[int] = []
        #: For each phase (morning, midday, evening), the spells in play whose phase
        #: action (or Clone's) belongs to it, in ``spells`` order: the phase options' loop
        #: (``flow.phase_options``) reads only these. ``spells`` never changes.
        #: ``spells_in_order``: whether ``spells`` is in ascending order (every set and
        #: classic selection is): the phase options are then listed in order, no sort.
        self.phase_spells, self.spells_in_order = _spell_tables(spells)
        self._pool_seen: list[list[int] | None] = [None] * n  # see pool_size
        self._pool_sizes = [0] * n
        self._altar_seen: list[int] | None = None  # see altar_size
        self._altar_size = 0
        self._bag_seen: list[int] | None = None  # see _bag_counts
        self._bag_size = 0
        self._bag_kinds = 0
        #: The last draw, take and store tasks done (popped by themselves), started again
        #: by the next one made (:meth:`new_draw`, :meth:`new_take`, :meth:`new_store`).
        self.spare_draw: Draw | None = None
        self.spare_take: Take | None = None
        self.spare_store: Store | None = None
        self._init_stack()

    # -- tasks made often: the last one done started again (no task made and freed) --------
    # A task done and popped is referenced by nothing else (a clone copies its tasks). The
    # spare's every field is set as its constructor sets it (tests/spellbook/
    # test_spare_tasks.py compares them field by field).
    def new_draw(self, seat: int, n: int, dest: int = POOL, until: int = 0) -> Draw:
        """``Draw(seat, n, dest, until)``: the spare draw task started again if there is
        one."""
        task = self.spare_draw
        if task is None:
            return Draw(seat, n, dest, until)
        self.spare_draw = None
        task.seat = seat
        task.n = n
        task.dest = dest
        task.until = until
        return task

    def new_take(
        self, seat: int, n: int, dest: int = POOL, rune_mask: int = ALL_RUNES,
        colour_mask: int = ALL_COLOURS, same: int = 0, optional: bool = True,
    ) -> Take:
        """``Take(...)`` of these fields, as :meth:`new_draw`."""
        task = self.spare_take
        if task is None:
            return Take(seat, n, dest, rune_mask, colour_mask, same, optional)
        self.spare_take = None
        task.seat = seat
        task.n = n
        task.dest = dest
        task.rune_mask = rune_mask
        task.colour_mask = colour_mask
        task.same = same
        task.optional = optional
        return task

    def new_store(
        self, seat: int, n: int, rune_mask: int = ALL_RUNES, colour_mask: int = ALL_COLOURS,
        same_colour: bool = False, optional: bool = True,
    ) -> Store:
        """``Store(...)`` of these fields, as :meth:`new_draw`."""
        task = self.spare_store
        if task is None:
            return Store(seat, n, rune_mask, colour_mask, same_colour, optional)
        self.spare_store = None
        task.seat = seat
        task.n = n
        task.rune_mask = rune_mask
        task.colour_mask = colour_mask
        task.same_colour = same_colour
        task.optional = optional
        return task

    # -- helpers used by tasks and spells -------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    def pool_size(self, seat: int) -> int:
        """The number of tokens in ``seat``'s pool.

        Kept while the pool is the list it was counted on (``_pool_seen``): the places
        that change a pool's size in play call :meth:`pool_moved`, and a new list
        assigned to ``pools[seat]`` is counted again when asked. Code that changes a
        pool's counts in place elsewhere must call :meth:`pool_moved` (or set
        ``_pool_seen[seat]`` to ``None``). ``tests/spellbook/test_fast_paths.py`` checks
        the kept sizes against the pools along games."""
        pool = self.pools[seat]
        if self._pool_seen[seat] is pool:
            return self._pool_sizes[seat]
        size = total(pool)
        self._pool_seen[seat] = pool
        self._pool_sizes[seat] = size
        return size

    def pool_moved(self, seat: int, delta: int) -> None:
        """``seat``'s pool just gained ``delta`` tokens (lost, if negative): keep its size."""
        if self._pool_seen[seat] is self.pools[seat]:
            self._pool_sizes[seat] = self._pool_sizes[seat] + delta

    def altar_size(self) -> int:
        """The number of tokens on the altar, kept like a pool's (:meth:`pool_size`):
        while the altar is the list it was counted on (``_altar_seen``), the places that
        change its size in play call :meth:`altar_moved` (a swap leaves it as it is), and
        a new list assigned to ``altar`` is counted again when asked. Code that changes
        the altar's counts in place elsewhere must call :meth:`altar_moved` (or set
        ``_altar_seen`` to ``None``)."""
        altar = self.altar
        if self._altar_seen is altar:
            return self._altar_size
        size = total(altar)
        self._altar_seen = altar
        self._altar_size = size
        return size

    def altar_moved(self, delta: int) -> None:
        """The altar just gained ``delta`` tokens (lost, if negative): keep its size."""
        if self._altar_seen is self.altar:
            self._altar_size = self._altar_size + delta

    def bag_empty(self) -> bool:
        """Whether the bag holds no token: its kept size while kept (see
        :meth:`_bag_counts`), else a look at its counts."""
        bag = self.bag
        if self._bag_seen is bag:
            return self._bag_size == 0
        return not has_any(bag)

    def bag_size(self) -> int:
        return total(self.bag)

    def refill_bag(self) -> bool:
        """Empty bag: the whole discard box goes back into the bag. False if both are empty."""
        if not has_any(self.discard):
            return False
        for k in range(NUM_KINDS):
            self.bag[k] = self.bag[k] + self.discard[k]
            self.discard[k] = 0
        self._bag_seen = None  # counted again when next needed
        self.log("bag-refill", None, "sb-ev-bag-refill", n=self.bag_size())
        return True

    def chance_decision(self) -> Decision:
        if self.bag_top:
            return Decision(CHANCE, "draw", (A.TOKEN + self.bag_top[0],), _DRAW_PROMPT, (1,))
        bag = self.bag
        if 0 not in bag:  # every kind left (most draws): no ids to filter
            return Decision(CHANCE, "draw", _ALL_TOKEN_IDS, _DRAW_PROMPT, tuple(bag))
        return Decision(
            CHANCE,
            "draw",
            tuple([A.TOKEN + k for k, count in enumerate(bag) if count]),
            _DRAW_PROMPT,
            tuple([count for count in bag if count]),
        )

    def _bag_counts(self) -> None:
        """Count the bag (its size and the kinds it holds) for :meth:`sample_draw`.

        The counts are kept while the bag is the list they were counted on
        (``_bag_seen``): :meth:`draw_token` keeps them up to date, and every other change
        of the bag during play (:meth:`refill_bag`) forgets them. Code that changes the
        bag's counts in place outside these methods must set ``_bag_seen`` to ``None``
        (assigning a new list to ``bag`` needs nothing: the counts are of the old list).
        ``tests/spellbook/test_fast_paths.py`` checks them against the bag along games."""
        size: i64 = 0
        kinds: i64 = 0
        for c in self.bag:
            if c:
                size += c
                kinds += 1
        self._bag_size = size
        self._bag_kinds = kinds
        self._bag_seen = self.bag

    def sample_draw(self, rng: Rng) -> int:
        """The option :meth:`chance_decision` and ``State.sample_chance`` would draw with
        ``rng``, drawing from ``rng`` the same way (nothing when one kind is left), without
        building the decision: one walk over the bag's counts, whose size and number of
        kinds are kept (:meth:`_bag_counts`)."""
        if self.bag_top:
            return A.TOKEN + self.bag_top[0]
        bag = self.bag
        if self._bag_seen is not bag:
            self._bag_counts()
        k: i64 = A.TOKEN
        if self._bag_kinds == 1:  # one kind left: no draw from the generator
            for c in bag:
                if c:
                    return k
                k += 1
        # Loops over the list itself (no bounds-checked indexing) with native integers:
        # compiled, about half the instructions of the same loop on Python integers.
        r: i64 = rng.below(self._bag_size)
        for c in bag:
            if r < c:
                return k
            r -= c
            k += 1
        raise ValueError("the bag is empty: nothing to draw")

    def draw_token(self, k: int) -> None:
        if self.bag_top:
            self.bag_top.pop(0)
        bag = self.bag
        left = bag[k] - 1
        bag[k] = left
        if self._bag_seen is bag:  # keep the bag's counts (see _bag_counts)
            self._bag_size -= 1
            if not left:
                self._bag_kinds -= 1

    def store_token(self, seat: int, k: int) -> None:
        pool = self.pools[seat]
        pool[k] = pool[k] - 1
        self.pool_moved(seat, -1)
        self.familiars[seat].append(k)
        if not self.quiet:
            self.log("store", seat, "sb-ev-store", token=self.token_msg(k))
        self.check_familiar_trigger(seat)

    def wipe_altar(self) -> None:
        altar = self.altar
        discard = self.discard
        k = 0
        for c in altar:  # the kinds present only (compiled, a native loop)
            if c:
                discard[k] = discard[k] + c
                altar[k] = 0
            k += 1  # noqa: SIM113 - a native counter, compiled
        if self._altar_seen is altar:  # its kept size (see altar_size)
            self._altar_size = 0
        self.log("altar-wipe", None, "sb-ev-altar-wipe")

    def marker_rune(self, seat: int, s: int) -> int:
        k = self.markers[seat][s]
        return rune_of(k) if k >= 0 else 0

    def raisable(self, seat: int) -> list[int]:
        """Spells Time Travel may raise: learned, not Time Travel, below level 5."""
        return [s for s in self.spells if s != SP.TIME_TRAVEL and 0 < self.levels[seat][s] < 5]

    def can_raise(self, seat: int) -> bool:
        """Whether :meth:`raisable` lists a spell (a plain loop: no list built)."""
        levels = self.levels[seat]
        for s in self.spells:  # noqa: SIM110 - native, compiled
            if s != SP.TIME_TRAVEL and 0 < levels[s] < 5:
                return True
        return False

    def learned_count(self, seat: int) -> int:
        return sum(1 for lv in self.levels[seat] if lv)

    def check_familiar_trigger(self, seat: int) -> None:
        if len(self.familiars[seat]) >= FAMILIAR_SPACES:
            self.trigger_end(seat)

    def trigger_end(self, seat: int) -> None:
        if not self.end_triggered:
            self.end_triggered = True
            self.log("end-trigger", seat, "sb-ev-end-trigger")

    def end_day(self, seat: int) -> bool:
        """Close ``seat``'s day, whose task is on top of the stack: the game ends once the
        round is complete after a trigger (the task popped: False), otherwise the next
        seat (``current``) has a day: True, and the caller, that day task, starts it
        afresh in place (:meth:`DayTask.step`: no task made and freed per day)."""
        self.fresh[seat] = 0
        self.days += 1
        last = (self.first - 1) % self.players
        if self.end_triggered and (self.solo or seat == last):
            self.stack.pop()
            self.over = True
            self.log("game-over", None, "sb-ev-game-over")
            return False
        self.current = (seat + 1) % self.players
        return True

    @property
    def phase(self) -> str:
        """The phase of the day in progress ("morning", "midday", "evening", "end", "over").

        The day task moves on to its next stage as soon as a phase's action is chosen, so
        while that action's own steps are pending above it (a midday store's token
        choice, an evening learn's payment) the phase shown is the one the action was
        chosen in, not the next one.
        """
        if self.over or not self.stack:
            return "over"
        stage = getattr(self.stack[0], "stage", 3)
        if len(self.stack) > 1 and stage in (2, 3):  # a midday or an evening action runs
            stage -= 1
        return ("morning", "midday", "evening")[stage] if stage < 3 else "end"

    # -- text helpers ------------------------------------------------------------------
    @staticmethod
    def token_text(k: int) -> str:
        return token_code(k)[0] + RUNE_SYMBOLS[rune_of(k)]

    @staticmethod
    def token_msg(k: int) -> Msg:
        return _TOKEN_MSGS[k]

    @staticmethod
    def spell_msg(s: int) -> Msg:
        return SPELL_MSGS[s]


__all__ = ["RUNE_SYMBOLS", "SpellBookTable"]
