"""Playing whole games with bots."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tomecraft.bots.base import Bot, make_bot
from tomecraft.core import CHANCE, Event, GameDef, Match, derive_seed


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
        actor = state.actor()  # not decision(): a chance decision may stay unbuilt
        if actor is None:
            return count
        if actor == CHANCE:
            option = state.sample_chance(match.rng)
        else:
            ids = state.legal_ids()
            if len(ids) == 1:  # a forced decision: no bot is asked
                option = ids[0]
            else:
                bot = seats[actor]
                if bot is None:
                    raise ValueError(f"seat {actor} has no bot")
                option = bot.choose(state)
        events = match.step_by(actor, option)  # the state was just asked who decides
        count += 1
        if on_step is not None:
            on_step(actor, option, events)
        if count >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")


def play_game(game: GameDef, config: dict[str, Any], bot_names: Sequence[str], seed: int) -> Match:
    """A whole bot-only game from a seed: setup and chance from ``seed``, bots from it too;
    the options get the game's bot-only safeguards (:meth:`GameDef.bot_only_config`)."""
    match = Match(game, game.bot_only_config(config), seed)
    play_match(match, seat_bots(game, bot_names, seed))
    return match
