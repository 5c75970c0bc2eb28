"""The fast paths of issue 28's second round give what the plain rules code gives.

Kept counts (the bag's size and kinds, each pool's size), the setup's draws, the phase
options listed without a sort, the swap and payment options built in native loops, and
the payment prompts built without the prompt cache. Run on both builds: compiled, the
native code is the one tested.
"""

from __future__ import annotations

from typing import Any

from tomecraft.bots.play import play_match, seat_bots
from tomecraft.core import CHANCE, Match, Rng, derive_seed, get_game
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import NUM_KINDS, SPELLS
from tomecraft.games.spellbook.flow import PHASE_KINDS, phase_options
from tomecraft.games.spellbook.game import draw_from
from tomecraft.games.spellbook.learning import _pay_prompt
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.games.spellbook.tasks import ALTAR, FAMILIAR, SPELL_MSGS, Swap, prompt

GAMES: list[tuple[dict[str, Any], list[str]]] = [
    ({"players": 4, "set": "classic"}, ["random"] * 4),
    ({"players": 3, "set": "1"}, ["random", "greedy", "random"]),
    ({"players": 2, "set": "2"}, ["greedy", "random"]),
    ({"players": 2, "set": "3"}, ["random", "random"]),
    ({"players": 1, "set": "3", "difficulty": 2}, ["random"]),
    ({"players": 4, "set": "2"}, ["random"] * 4),
]


def _play_checked(check: Any, seed: int) -> int:
    """Play every game of GAMES (several seeds each) calling ``check(state)`` after every
    decision; the decisions played."""
    game = get_game("spellbook")
    played = 0
    for i, (config, bots) in enumerate(GAMES * 3):
        match = Match(game, game.bot_only_config(config), derive_seed(seed, i))

        def after(actor: int, option: int, events: object, match: Match = match) -> None:
            st = match.state
            assert isinstance(st, SpellBookState)
            check(st)

        played += play_match(match, seat_bots(game, bots, derive_seed(seed, i)), on_step=after)
    return played


def test_kept_bag_and_pool_counts_match_the_sums() -> None:
    """After every decision, each pool's and the altar's kept size is its sum and the
    bag's kept counts (when kept) are its size and number of kinds. Asking for every
    size after every decision keeps every size, so a change that does not keep it fails."""
    kept_bag = 0

    def check(st: SpellBookState) -> None:
        nonlocal kept_bag
        for seat in range(st.players):
            assert st.pool_size(seat) == sum(st.pools[seat])
        assert st.altar_size() == sum(st.altar)
        if st._bag_seen is st.bag:
            kept_bag += 1
            assert st._bag_size == sum(st.bag)
            assert st._bag_kinds == sum(1 for c in st.bag if c)
        copy = st.clone()  # a copy keeps the bag's counts, and counts its pools anew
        for seat in range(st.players):
            assert copy.pool_size(seat) == sum(st.pools[seat])
        assert copy._altar_seen is copy.altar and copy.altar_size() == sum(st.altar)
        if copy._bag_seen is copy.bag:
            assert (copy._bag_size, copy._bag_kinds) == (st._bag_size, st._bag_kinds)

    assert _play_checked(check, 31) > 2000
    assert kept_bag > 500


def test_sample_draw_is_the_chance_decisions_draw() -> None:
    """Before every draw: the kind ``sample_draw`` picks and the generator's state after
    it are those of the built chance decision sampled by ``State.sample_chance``."""
    draws = 0

    def check(st: SpellBookState) -> None:
        nonlocal draws
        if st.actor() != CHANCE or not st.stack or st.stack[-1].name != "draw":
            return
        seed = derive_seed(5, draws)
        a, b = Rng(seed), Rng(seed)
        got = st.sample_draw(a)
        d = st.clone().decision()  # built on a copy: the state itself stays lazy
        assert d is not None and d.weights is not None
        want = d.ids[0] if len(d.ids) == 1 else d.ids[b.weighted_tuple(d.weights)]
        assert got == want
        assert a.getstate() == b.getstate()
        draws += 1

    _play_checked(check, 37)
    assert draws > 500


def test_draw_from_is_weighted() -> None:
    """The setup's draw: the kind and the generator's state of ``Rng.weighted``."""
    src = Rng(41)
    for i in range(300):
        bag = [src.below(4) for _ in range(NUM_KINDS)]
        bag[src.below(NUM_KINDS)] += 1
        a, b = Rng(derive_seed(43, i)), Rng(derive_seed(43, i))
        before = bag[:]
        k = draw_from(bag, a)
        assert k == b.weighted(before)
        assert a.getstate() == b.getstate()
        assert bag == [c - (j == k) for j, c in enumerate(before)]


def test_phase_options_without_a_sort_are_in_order() -> None:
    """The phase options listed without a sort equal those of the same state whose spells
    are listed out of order (which sorts them), and are in order."""
    phases = 0

    def check(st: SpellBookState) -> None:
        nonlocal phases
        d = st.decision()
        if d is None or d.kind not in PHASE_KINDS:
            return
        assert st.spells_in_order
        data = st.to_json()
        data["spells"] = data["spells"][::-1]
        other = SpellBookState.from_json(data)
        assert not other.spells_in_order
        phase = PHASE_KINDS.index(d.kind)
        got = phase_options(st, d.actor, phase)
        assert got == sorted(got) == phase_options(other, d.actor, phase)
        assert tuple(got) == d.ids
        phases += 1

    _play_checked(check, 47)
    assert phases > 500


def test_payment_options_are_in_order() -> None:
    """A learn's payment options come in id order (the triples are not sorted again)."""
    pays = 0

    def check(st: SpellBookState) -> None:
        nonlocal pays
        d = st.decision()
        if d is not None and d.kind == "learn-pay":
            assert list(d.ids) == sorted(set(d.ids))
            pays += 1

    _play_checked(check, 53)
    assert pays > 20


def _reference_swaps(pool: list[int], there: list[int]) -> list[int]:
    """The swap options as first written (a comprehension over every pair of kinds)."""
    return [
        A.pair_id(g, t)
        for g in range(NUM_KINDS)
        if pool[g]
        for t in range(NUM_KINDS)
        if there[t] and t != g
    ]


def test_swap_options_match_the_comprehension() -> None:
    src = Rng(59)
    spells = tuple(c.index for c in SPELLS if c.set == 1)
    for _ in range(300):
        st = SpellBookState(2, spells)
        st.pools[0] = [src.below(3) if src.below(3) == 0 else 0 for _ in range(NUM_KINDS)]
        st.altar = [src.below(2) for _ in range(NUM_KINDS)]
        st.familiars[0] = [src.below(NUM_KINDS) for _ in range(src.below(5))]
        for other, there in (
            (ALTAR, st.altar),
            (FAMILIAR, [st.familiars[0].count(k) for k in range(NUM_KINDS)]),
        ):
            st.stack = [Swap(0, 2, other)]
            d = st.stack[-1].step(st)
            want = _reference_swaps(st.pools[0], there)
            assert (list(d.ids) if d is not None else []) == ([A.PASS, *want] if want else [])


def test_pay_prompts_are_the_prompt_caches_messages() -> None:
    for s in range(len(SPELLS)):
        name = SPELL_MSGS[s]
        assert _pay_prompt(s, -1) == prompt("learn-marker", (("spell", name),))
        for left in range(6):
            assert _pay_prompt(s, left) == prompt("learn-pay", (("left", left), ("spell", name)))
