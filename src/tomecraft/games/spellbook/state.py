"""SpellBook's game state: tokens, spells, the effect stack, and the decision loop.

Token containers are count vectors over the 21 token kinds (the bag, the altar, the
discard box, each pool); familiars and the solo opponent board are ordered lists. The
bag holds no order: every draw is a chance decision weighted by the bag's counts, except
for an optional known top (``bag_top``, used by hand-built positions), which is drawn first.

A count changes as ``v[k] = v[k] + 1`` rather than ``v[k] += 1`` here and in the tasks:
compiled, the augmented form on a list item goes through Python's generic number protocol.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from tomecraft.core import CHANCE, Breakdown, Decision, InvalidPosition, Rng, Section, Topic
from tomecraft.core.stack import StackState
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook import spells as SP
from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    NUM_KINDS,
    RUNE_CODES,
    SPELL_INDEX,
    SPELL_PHASES,
    SPELLS,
    TOTAL_TOKENS,
    colour_of,
    familiar_value,
    has_any,
    rune_of,
    solo_opponent_value,
    token_code,
    total,
)
from tomecraft.games.spellbook.flow import DayTask  # noqa: F401 - registers the day tasks
from tomecraft.games.spellbook.tasks import POOL, SPELL_MSGS, Draw, task_from_json
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


class SpellBookState(StackState):
    """A SpellBook game in progress (1-4 seats; one seat plays the solo mode)."""

    game_name = "spellbook"

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
        self._init_stack()

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
            self.stack.append(Draw(seat, extra))

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

    def finish_learn(self, seat: int, s: int, level: int, paid: tuple[int, ...]) -> None:
        self.levels[seat][s] = level
        self.fresh[seat] |= 1 << s
        if not self.quiet:
            self.log("learn", seat, "sb-ev-learn", spell=self.spell_msg(s), level=level)
        if self.learned_count(seat) >= len(self.spells):
            self.trigger_end(seat)
        SP.on_learned(self, seat, s, level, paid)

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
        # Built through __init__: a compiled (mypyc) class has no blank constructor (every
        # game's clone has this shape; a getattr/setattr loop would be slower compiled).
        # (__init__ sets players, solo, difficulty and spells from the same arguments).
        new = SpellBookState(self.players, self.spells, difficulty=self.difficulty)
        new.bag = self.bag[:]
        new.bag_top = self.bag_top[:]
        new.altar = self.altar[:]
        new.discard = self.discard[:]
        new.pools = [p[:] for p in self.pools]
        new.familiars = [f[:] for f in self.familiars]
        new.levels = [lv[:] for lv in self.levels]
        new.markers = [m[:] for m in self.markers]
        new.fresh = self.fresh[:]
        new.first = self.first
        new.current = self.current
        new.days = self.days
        new.end_triggered = self.end_triggered
        new.opp_board = self.opp_board[:]
        new.opp_bottom = self.opp_bottom[:]
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
            "stack": [t.to_json() for t in self.stack],
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
        without chance options, which would reveal it)."""
        data = self.to_json()
        del data["bag_top"]
        data["bag_count"] = sum(self.bag)
        data["phase"] = self.phase
        data["scores"] = self.scores()
        return data

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
