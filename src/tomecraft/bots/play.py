"""Playing whole games with bots."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tomecraft.bots.base import Bot, make_bot
from tomecraft.core import CHANCE, NOBODY, Event, GameDef, Match, Rng, State, derive_seed

#: A playout to the end (:func:`play_out` with no ``decisions``) fails after this many
#: player decisions (a safety bound, never reached in normal games).
PLAYOUT_LIMIT = 5_000


def seat_bots(game: GameDef, names: Sequence[str], seed: int) -> list[Bot]:
    """One bot per seat, each with its own generator derived from ``seed``."""
    return [
        make_bot(name, game, seat, derive_seed(seed, 1000 + seat))
        for seat, name in enumerate(names)
    ]


def play_match(
    match: Match,
    bots: Sequence[Bot | None],
    on_step: Callable[[int, int, list[Event]], None] | None = None,
    max_decisions: int = 100_000,
) -> int:
    """Play ``match`` to the end with ``bots`` (one per seat); returns decisions taken.

    Chance is resolved with the match's generator, and a forced decision (a single
    option) is taken without asking the bot. ``on_step(actor, option, events)`` is called
    after every decision. A seat whose bot is ``None`` cannot be played here.

    Without ``on_step`` nobody reads the events, so the state is played quiet (no event
    is built; the game itself is the same) and its ``quiet`` flag restored at the end.
    """
    state = match.state
    was_quiet = state.quiet
    if on_step is None:
        state.quiet = True
    try:
        return _play(match, bots, on_step, max_decisions)
    finally:
        state.quiet = was_quiet


def _play(
    match: Match,
    bots: Sequence[Bot | None],
    on_step: Callable[[int, int, list[Event]], None] | None,
    max_decisions: int,
) -> int:
    count = 0
    seats: list[Bot | None] = list(bots)  # a typed list: compiled, indexed natively
    while True:
        state = match.state
        # actor_id(), not decision(): a chance decision may stay unbuilt; not actor(): an
        # integer, not an optional one (compiled, not boxed)
        actor = state.actor_id()
        if actor == NOBODY:
            return count
        if actor == CHANCE and on_step is None:
            match.play_chance()  # sampled and played in one call, recorded the same
        else:
            if actor == CHANCE:
                option = state.sample_chance(match.rng)
            else:
                # the count and an index, not legal_ids(): a lazy decision stays unbuilt
                if state.option_count() == 1:  # a forced decision: no bot is asked
                    option = state.option_at(0)
                else:
                    bot = seats[actor]
                    if bot is None:
                        raise ValueError(f"seat {actor} has no bot")
                    option = bot.choose(state)
            # The state was just asked who decides: step_by does not ask again.
            if on_step is None:
                match.play_by(actor, option)  # nobody reads the events: none handed over
            else:
                on_step(actor, option, match.step_by(actor, option))
        count += 1
        if count >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")


def play_out(
    game: GameDef, st: State, rng: Rng, decisions: int | None = None, uniform: bool = False
) -> bool:
    """Play ``st`` on, chance from ``rng``: to its end, or for ``decisions`` player
    decisions (a forced one, a single option, is taken without counting); True when the
    game ended. Each choice is the game's :meth:`~tomecraft.core.GameDef.rollout_action`,
    or with ``uniform`` an option drawn uniformly. The playout of the MCTS bot's
    simulation and of the coach's valuations; to the end, it raises RuntimeError past
    :data:`PLAYOUT_LIMIT` decisions."""
    left = PLAYOUT_LIMIT if decisions is None else decisions
    while True:
        actor = st.actor()
        if actor is None:
            return True
        if actor == CHANCE:
            st.apply(st.sample_chance(rng))
            continue
        d = st.decision()
        assert d is not None
        if len(d.ids) == 1:  # forced: not a playout step
            st.apply(d.ids[0])
            continue
        if left == 0:
            if decisions is None:
                raise RuntimeError(
                    f"{game.name}: a playout did not end in {PLAYOUT_LIMIT} decisions")
            return False
        left -= 1
        if uniform:
            st.apply(d.ids[rng.below(len(d.ids))])
        else:
            st.apply(game.rollout_action(st, rng))


def play_game(game: GameDef, config: dict[str, Any], bot_names: Sequence[str], seed: int) -> Match:
    """A whole bot-only game from a seed: setup and chance from ``seed``, bots from it too;
    the options get the game's bot-only safeguards (:meth:`GameDef.bot_only_config`)."""
    match = Match(game, game.bot_only_config(config), seed)
    play_match(match, seat_bots(game, bot_names, seed))
    return match
