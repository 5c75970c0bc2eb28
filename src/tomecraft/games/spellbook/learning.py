"""Learning a spell: which (spell, level) pairs are affordable, and paying for one.

Rule: pay L tokens of the spell's colour from the pool; at least one is really that colour
and becomes the marker (placed on level L, keeping its rune); the others go to the
discard box. With the basic learn, each group of three tokens sharing one rune (any
colours) pays for one token of the spell's colour; groups may repeat. Transmutation
replaces the groups: at L4 one pool token of the card's matching rune pays one token, at
L5 up to two such tokens do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tomecraft.core import Decision
from tomecraft.core.stack import named
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import (
    NATIVE,
    NUM_COLOURS,
    NUM_KINDS,
    NUM_RUNES,
    SPELL_BASES,
    SPELL_COLOURS,
    SPELLS,
    colour_of,
    kind,
)
from tomecraft.games.spellbook.tasks import SPELL_MSGS, Task, tokens_decision
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from mypy_extensions import i64

    from tomecraft.games.spellbook.state import SpellBookState

TRIPLES_MODE: Final = 0
TRANSMUTE_MODE: Final = 1


def payable_units(pool: list[int], colour: int, mode: int, wild_rune: int, wilds: int) -> int:
    """How many tokens of ``colour`` the pool can pay, wilds included (0 without a real one)."""
    base = colour * NUM_RUNES
    if not (pool[base] or pool[base + 1] or pool[base + 2]):
        return 0
    return _units(pool, colour, mode, wild_rune, wilds)


def _rune_totals(pool: list[int]) -> tuple[int, int, int]:
    """Tokens of each rune in ``pool`` (all colours); a fixed-size tuple (compiled, returned
    as three native values, no object built)."""
    if NATIVE:  # compiled: one native pass (three runes, as _units_with assumes)
        t0: i64 = 0  # native integers, compiled
        t1: i64 = 0
        t2: i64 = 0
        r: i64 = 0
        for c in pool:  # over the list itself: no bounds-checked indexing
            if r == 0:
                t0 += c
                r = 1
            elif r == 1:
                t1 += c
                r = 2
            else:
                t2 += c
                r = 0
        return t0, t1, t2
    return sum(pool[0::NUM_RUNES]), sum(pool[1::NUM_RUNES]), sum(pool[2::NUM_RUNES])


def _units(pool: list[int], colour: int, mode: int, wild_rune: int, wilds: int) -> int:
    return _units_with(pool, _rune_totals(pool), colour, mode, wild_rune, wilds)


def _units_with(
    pool: list[int],
    totals: tuple[int, int, int],
    colour: int,
    mode: int,
    wild_rune: int,
    wilds: int,
) -> int:
    """:func:`_units` given the pool's rune totals (computed once per pool, not per spell)."""
    base = colour * NUM_RUNES
    own0: i64 = pool[base]  # native integers, compiled (floor division included)
    own1: i64 = pool[base + 1]
    own2: i64 = pool[base + 2]
    if mode == TRANSMUTE_MODE:
        return own0 + own1 + own2 + min(wilds, totals[wild_rune] - pool[base + wild_rune])
    t0: i64 = totals[0]
    t1: i64 = totals[1]
    t2: i64 = totals[2]
    return own0 + own1 + own2 + (t0 - own0) // 3 + (t1 - own1) // 3 + (t2 - own2) // 3


def already_learned(st: SpellBookState, seat: int, s: int) -> bool:
    """A spell is learned once: from the moment its marker is placed (mid-payment too)."""
    return bool(st.levels[seat][s]) or st.markers[seat][s] >= 0


def learn_refusal(
    st: SpellBookState, seat: int, s: int, mode: int = TRIPLES_MODE, wild_rune: int = 0,
    wilds: int = 0,
) -> str | None:
    """Why ``seat`` cannot learn spell ``s`` now at any level (the checks of
    :func:`learn_options`), or ``None``: ``"learned"`` (already learned),
    ``"colour"`` (no pool token really of the spell's colour, needed for the marker),
    ``"short"`` (fewer than 3 tokens' worth of the colour, stand-ins included)."""
    if already_learned(st, seat, s):
        return "learned"
    units = payable_units(st.pools[seat], SPELLS[s].colour, mode, wild_rune, wilds)
    if not units:
        return "colour"
    return "short" if units < 3 else None


def learn_options(
    st: SpellBookState, seat: int, mode: int = TRIPLES_MODE, wild_rune: int = 0, wilds: int = 0
) -> list[int]:
    """Learn option ids affordable now for ``seat`` (spells in play not yet learned)."""
    pool = st.pools[seat]
    out: list[int] = []
    if NATIVE:  # compiled: one native pass for the rune totals and the colours present
        t0: i64 = 0
        t1: i64 = 0
        t2: i64 = 0
        present: i64 = 0  # bit c: the pool holds a token of colour c
        bit: i64 = 1
        r: i64 = 0
        for c in pool:  # over the list itself: no bounds-checked indexing
            if c:
                present |= bit
                if r == 0:
                    t0 += c
                elif r == 1:
                    t1 += c
                else:
                    t2 += c
            if r == 2:
                r = 0
                bit <<= 1
            else:
                r += 1
    else:  # interpreted: the sums of sum() (faster there), every colour looked at below
        t0, t1, t2 = _rune_totals(pool)
        present = -1
    if t0 + t1 + t2 < 3:
        return out  # no spell costs under 3 tokens
    levels = st.levels[seat]
    markers = st.markers[seat]
    for s in st.spells:
        # No token really of the spell's colour: not learnable (tested first, cheapest).
        if not (present >> SPELL_COLOURS[s]) & 1:
            continue
        if levels[s] or markers[s] >= 0:  # already learned (see already_learned)
            continue
        base: i64 = SPELL_BASES[s]  # the spell's colour's first token kind
        own0: i64 = pool[base]
        own1: i64 = pool[base + 1]
        own2: i64 = pool[base + 2]
        if not (own0 or own1 or own2):
            continue
        if mode == TRANSMUTE_MODE:
            units: i64 = _units_with(pool, (t0, t1, t2), SPELL_COLOURS[s], mode, wild_rune, wilds)
        else:  # _units_with's triples count, inline
            units = own0 + own1 + own2 + (t0 - own0) // 3 + (t1 - own1) // 3 + (t2 - own2) // 3
        if units >= 3:
            at: i64 = A.LEARN + 3 * s  # A.learn_id(s, 3), then levels 4 and 5
            out.append(at)
            if units >= 4:
                out.append(at + 1)
                if units >= 5:
                    out.append(at + 2)
    return out


_C2: Final = NUM_COLOURS * NUM_COLOURS
_C3: Final = _C2 * NUM_COLOURS
#: The option id of the triple of rune ``r`` and colours ``a <= b <= c``, at
#: ``r * _C3 + a * _C2 + b * NUM_COLOURS + c`` (-1 where the colours are not in order).
_TRIPLE_AT: Final[tuple[int, ...]] = tuple(
    A.TRIPLE + A.TRIPLE_INDEX[(kind(a, r), kind(b, r), kind(c, r))] if a <= b <= c else -1
    for r in range(NUM_RUNES)
    for a in range(NUM_COLOURS)
    for b in range(NUM_COLOURS)
    for c in range(NUM_COLOURS)
)


def triple_payments(pool: list[int], colour: int, units_left: int) -> list[int]:
    """The triple options of a basic learn's payment with ``units_left`` tokens still owed
    (the marker paid): every three pool tokens sharing one rune, any colours, that leave
    the pool able to pay the other ``units_left - 1``.

    Written as plain loops over the colours present (compiled, they run native): the
    units left after paying a triple of rune ``r`` that holds ``m`` tokens of the spell's
    colour differ from the pool's only in that rune's group and the ``m`` own tokens."""
    totals = _rune_totals(pool)
    base = colour * NUM_RUNES
    # Native integers throughout (compiled): the pool's figures read once.
    own0: i64 = pool[base]
    own1: i64 = pool[base + 1]
    own2: i64 = pool[base + 2]
    t0: i64 = totals[0]
    t1: i64 = totals[1]
    t2: i64 = totals[2]
    own = own0 + own1 + own2
    all_groups = (t0 - own0) // 3 + (t1 - own1) // 3 + (t2 - own2) // 3
    need: i64 = units_left - 1
    out: list[int] = []
    for r in range(NUM_RUNES):
        t: i64 = t0 if r == 0 else t1 if r == 1 else t2
        if t < 3:
            continue
        mine: i64 = own0 if r == 0 else own1 if r == 1 else own2  # the spell's colour
        rest = all_groups - (t - mine) // 3  # the other runes' groups
        counts: list[int] = []  # the count of each colour present in this rune
        colours: list[int] = []
        c: i64 = 0
        for k in range(r, NUM_KINDS, 3):  # a literal step: compiled, a native loop
            got: i64 = pool[k]
            if got:
                counts.append(got)
                colours.append(c)
            c += 1  # noqa: SIM113 - a native counter, compiled
        at: i64 = r * _C3
        n = len(colours)
        for i in range(n):
            a: i64 = colours[i]
            na: i64 = counts[i]
            for j in range(i, n):
                b: i64 = colours[j]
                nb: i64 = counts[j]
                if j == i and na < 2:
                    continue
                for h in range(j, n):
                    if h == j and (na < 3 if i == j else nb < 2):
                        continue
                    c = colours[h]
                    m: i64 = int(a == colour) + int(b == colour) + int(c == colour)
                    if own - m + rest + (t - 3 - mine + m) // 3 >= need:
                        out.append(_TRIPLE_AT[at + a * _C2 + b * NUM_COLOURS + c])
    return out


@dataclass(slots=True)
class ChooseLearn(Task):
    """Pick the spell and level to learn (Transmutation, or Clone copying a learn)."""

    seat: int
    mode: int = TRIPLES_MODE
    wild_rune: int = 0
    wilds: int = 0

    def step(self, st: SpellBookState) -> Decision | None:
        ids = learn_options(st, self.seat, self.mode, self.wild_rune, self.wilds)
        if not ids:
            st.stack.pop()
            return None
        return tokens_decision(self.seat, "learn-choose", ids, False)

    def answer(self, st: SpellBookState, option: int) -> None:
        st.stack.pop()
        s, level = A.split3(A.LEARN, option)
        st.stack.append(PayLearn(self.seat, s, level, self.mode, self.wild_rune, self.wilds))


named(ChooseLearn, "chooselearn")


_PAY_PROMPTS: Final[dict[int, Msg]] = {}  # Final: a C static, compiled


def _pay_prompt(spell: int, left: int) -> Msg:
    """The prompt of a payment step for ``spell``: the marker (``left`` < 0), or a token
    with ``left`` still owed. Cached by plain integers: a key holding the spell's message
    would be hashed and compared by its (interpreted) dataclass methods on every look-up."""
    key = spell * 8 + left + 1
    m = _PAY_PROMPTS.get(key)
    if m is None:
        # The message that prompt("learn-...", ...) builds, built here: prompt's cache
        # is keyed by the arguments, and hashing the spell's message costs thousands.
        name = SPELL_MSGS[spell]
        m = _PAY_PROMPTS[key] = (
            msg("sb-prompt-learn-marker", spell=name)
            if left < 0
            else msg("sb-prompt-learn-pay", left=left, spell=name)
        )
    return m


@dataclass(slots=True)
class PayLearn(Task):
    """Pay for a chosen learn: first the marker token, then the other tokens one by one."""

    seat: int
    spell: int
    level: int
    mode: int = TRIPLES_MODE
    wild_rune: int = 0
    wilds: int = 0
    units_left: int = -1
    paid: tuple[int, ...] = ()

    def step(self, st: SpellBookState) -> Decision | None:
        if self.units_left == 0:
            st.stack.pop()
            st.finish_learn(self.seat, self.spell, self.level, self.paid)
            return None
        # the decision built only when asked (StackState.lazy_options)
        return st.lazy_options(self.seat, self._options(st))

    def listed_decision(self, st: SpellBookState, ids: tuple[int, ...]) -> Decision:
        if self.units_left < 0:
            return Decision(self.seat, "learn-marker", ids, _pay_prompt(self.spell, -1))
        return Decision(self.seat, "learn-pay", ids, _pay_prompt(self.spell, self.units_left))

    def _options(self, st: SpellBookState) -> list[int]:
        """The options of the payment step (``units_left`` not 0): the marker token (a pool
        token of the spell's colour), then each token or triple that pays one."""
        colour = SPELL_COLOURS[self.spell]
        pool = st.pools[self.seat]
        own: list[int] = []  # the pool's tokens of the spell's colour, by rune
        base = colour * NUM_RUNES
        for k in range(base, base + NUM_RUNES):
            if pool[k]:
                own.append(A.TOKEN + k)
        if self.units_left < 0:
            return own
        ids = own
        if self.mode == TRANSMUTE_MODE:
            if self.wilds > 0:
                ids += [
                    A.TOKEN + k
                    for k in range(self.wild_rune, NUM_KINDS, 3)  # literal: native
                    if pool[k] and colour_of(k) != colour
                ]
                ids.sort()
        else:  # the triples' ids follow the tokens' and come in order: no sort
            ids.extend(triple_payments(pool, colour, self.units_left))
        return ids

    def answer(self, st: SpellBookState, option: int) -> None:
        pool = st.pools[self.seat]
        if self.units_left < 0:
            k = option - A.TOKEN
            pool[k] = pool[k] - 1
            st.pool_moved(self.seat, -1)
            st.markers[self.seat][self.spell] = k
            self.units_left = self.level - 1
            if not st.quiet:
                st.log(
                    "marker",
                    self.seat,
                    "sb-ev-marker",
                    token=st.token_msg(k),
                    spell=st.spell_msg(self.spell),
                )
            return
        if option >= A.TRIPLE:
            spent: tuple[int, ...] = A.TRIPLES[option - A.TRIPLE]
        else:
            k = option - A.TOKEN
            spent = (k,)
            if colour_of(k) != SPELLS[self.spell].colour:
                self.wilds -= 1
        for k in spent:
            pool[k] = pool[k] - 1
            st.discard[k] = st.discard[k] + 1
        st.pool_moved(self.seat, -len(spent))
        self.paid = self.paid + spent
        self.units_left -= 1
        if not st.quiet:
            st.log("pay", self.seat, "sb-ev-pay", tokens=" ".join(st.token_text(k) for k in spent))


named(PayLearn, "paylearn")


__all__ = [
    "TRANSMUTE_MODE",
    "TRIPLES_MODE",
    "ChooseLearn",
    "PayLearn",
    "already_learned",
    "learn_options",
    "learn_refusal",
    "payable_units",
]
