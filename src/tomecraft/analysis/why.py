"""Why the better option was better: what it and the option taken did at once.

The coach's playouts say *how much* a decision lost; this module says, where the game
can, *why*: it plays the better option and the one taken on one state drawn from the
seat's view (seeded from that view, like the valuation, so two games whose hidden cards
differ but whose views are equal get the same sentence), lets each run its course (the
forced options that follow, and the seat's own choices inside the option's effect,
taken by the greedy bot on that drawn state) up to the next chance, the next decision of
another seat, or the end of the option's effect on the stack, and compares the game's
:meth:`~tomecraft.core.GameDef.option_effects` of the two, key by key, in the order the
game lists them. The first key the better option did more for gives the sentence: "right
away, it would have gained a familiar of 6 tokens, worth 7 points".

Nothing is said where the effects do not differ (the difference shows only later, in
the playouts): the why is None then.

A drawn state is a guess at what the seat could not see (the other hands, the decks'
order), so the sentence is compared over :data:`DRAWS` draws: where every draw says the
same, it is said as a fact; where they differ (healing a player whose hand holds a
madness card in some draws only), the sentence most draws give is said as an estimate,
with how many draws gave it ("review-why-estimate"), never as a fact.
"""

from __future__ import annotations

from collections import Counter

from tomecraft.analysis.playouts import view_seed
from tomecraft.core import CHANCE, Effect, GameDef, Rng, State
from tomecraft.core.stack import StackState
from tomecraft.i18n import Msg, msg

#: Most decisions played inside an option's effect before its effects are read.
STEPS = 12
#: Salt of the generator of the drawn state (apart from the valuation's and the hint's).
SALT = 3
#: States drawn from the seat's view to tell a fact from a guess (see the module's doc).
DRAWS = 8


def _depth(st: State) -> int:
    """Tasks on ``st``'s effect stack (0 for a game without one)."""
    return len(st.stack) if isinstance(st, StackState) else 0


def play_effect(game: GameDef, st: State, option: int, seat: int, rng: Rng) -> None:
    """Apply ``option`` (``seat``'s) to ``st`` and let it run its course: forced options
    are taken, and ``seat``'s own decisions while the option's tasks are on the stack
    (the greedy bot's choice); it stops at chance, at another seat's real decision, at
    the end of the game, once the stack is back below where it was, or after
    :data:`STEPS` choices."""
    from tomecraft.bots import make_bot

    depth = _depth(st)
    st.apply(option)
    bot = make_bot("greedy", game, seat, rng.next64())
    for _ in range(STEPS):
        actor = st.actor()
        if actor is None or actor == CHANCE:
            return
        ids = st.legal_ids()
        if len(ids) == 1:
            st.apply(ids[0])
            continue
        if actor != seat or _depth(st) <= depth:
            return
        st.apply(bot.choose(st))


def _drawn(game: GameDef, state: State, seat: int, seed: int) -> tuple[State, int]:
    """A state drawn from ``seat``'s view of ``state`` (never the true one) and the
    seed of the generator its options are played with, both from that view."""
    world = game.determinizer(state.view(seat), seat)(Rng(view_seed(state, seat, seed)))
    world.quiet = True
    return world, view_seed(state, seat, seed + 1)


def _effects(game: GameDef, world: State, seat: int, option: int,
             play_seed: int) -> tuple[Effect, ...]:
    """What ``option`` does at once on the drawn ``world`` (left as it was)."""
    after = world.clone()
    after.quiet = True
    play_effect(game, after, option, seat, Rng(play_seed))
    return tuple(game.option_effects(world, after, seat))


def effects_of(game: GameDef, state: State, seat: int, option: int,
               seed: int = SALT) -> tuple[Effect, ...]:
    """What ``option`` of ``seat``'s pending decision in ``state`` does at once, on a
    state drawn from ``seat``'s view (never the true one)."""
    world, play_seed = _drawn(game, state, seat, seed)
    return _effects(game, world, seat, option, play_seed)


def compare(better: tuple[Effect, ...], taken: tuple[Effect, ...]) -> Msg | None:
    """The sentence for the first key (in the game's order, the better option's first)
    the better option did more for than the one taken; None where none."""
    mine = {e.key: e for e in better}
    theirs = {e.key: e for e in taken}
    keys = list(mine) + [k for k in theirs if k not in mine]
    for key in keys:
        b, t = mine.get(key), theirs.get(key)
        if (b.amount if b else 0.0) <= (t.amount if t else 0.0):
            continue
        if b is None:
            assert t is not None
            return msg("review-why-avoid", other=t.text)
        if t is None:
            return msg("review-why", effect=b.text)
        if b.amount < 0:  # both lost some: the better option lost less
            return msg("review-why-less", effect=b.text, other=t.text)
        return msg("review-why-than", effect=b.text, other=t.text)
    return None


def explain(game: GameDef, state: State, seat: int, better: int, taken: int) -> Msg | None:
    """Why ``better`` beats ``taken`` at ``seat``'s pending decision in ``state``, as
    far as what each does at once can say (see the module's docstring): the sentence of
    every one of :data:`DRAWS` drawn states, or, where they differ, the most common one
    as an estimate; None where no draw can say it."""
    if better == taken:
        return None
    said: list[Msg | None] = []
    for k in range(DRAWS):
        world, play_seed = _drawn(game, state, seat, SALT + 10 * k)  # one draw for both
        said.append(compare(_effects(game, world, seat, better, play_seed),
                            _effects(game, world, seat, taken, play_seed)))
    if all(s == said[0] for s in said):
        return said[0]
    counts = Counter(s for s in said if s is not None)
    top, n = counts.most_common(1)[0]  # equal counts: the one drawn first
    return msg("review-why-estimate", why=top, n=n, draws=DRAWS)
