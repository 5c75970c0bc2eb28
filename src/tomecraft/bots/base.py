"""The bot interface and the registry of bot kinds.

A bot is bound to one seat of one game and answers :meth:`Bot.choose` with an option id
of the pending decision. Bots are handed the true state, but decide from their seat's
view only: whatever looks ahead (greedy's one step, the rollout levels' ranking and
playouts, MCTS) plays on :func:`seat_world`, a state the game's determinizer samples from
``state.view(seat)``; the true state gives only the pending decision's options, which the
seat sees. Chance is resolved with the bot's own generator, so no future draw is learnt
either (``tests/test_bot_hidden.py`` checks every kind in every game).

Which kinds a game supports is computed here, in one place (:func:`bot_names`): each
kind declares, when it registers, the :class:`GameDef` hooks it needs the game to define
itself (the ``store`` script needs ``baseline_action``, the search levels need
``determinizer``); a game supports a kind when its definition offers all of them. Every
interface (CLI, lobby, REST API) offers and accepts only those kinds.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any

from tomecraft.core import CHANCE, GameDef, Rng, State

BotFactory = Callable[[GameDef, int, int], "Bot"]
_BOTS: dict[str, BotFactory] = {}
#: The ``GameDef`` hooks each bot kind needs the game to define itself.
_NEEDS: dict[str, tuple[str, ...]] = {}
#: The kinds that take over a seat whose bot failed, best first (see :func:`fallback_bot`).
FALLBACKS: tuple[str, ...] = ("greedy", "random")


try:
    from mypy_extensions import mypyc_attr
except ImportError:  # mypy_extensions is only needed to compile; at run time a no-op
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls


@mypyc_attr(allow_interpreted_subclasses=True)
class Bot(ABC):
    """A computer player for one seat."""

    name: str = "bot"

    def __init__(self, game: GameDef, seat: int, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.rng = Rng(seed)

    @abstractmethod
    def choose(self, state: State) -> int:
        """An option id of ``state``'s pending decision (whose actor is this bot's seat)."""


class UnknownBot(ValueError):
    """No bot kind has this name (the message lists the known kinds)."""


class UnsupportedBot(ValueError):
    """The bot kind exists but does not play this game (the message names the kinds that
    do). Built from its message alone, so it crosses process boundaries intact."""


def register_bot(name: str, factory: BotFactory, requires: Sequence[str] = ()) -> None:
    """Make bot kind ``name`` available; ``requires``: the :class:`GameDef` hooks (method
    names) a game must define itself for this kind to play it."""
    _BOTS[name] = factory
    _NEEDS[name] = tuple(requires)


def unregister_bot(name: str) -> None:
    """Forget bot kind ``name`` (plugins and tests); an unknown name is ignored."""
    _BOTS.pop(name, None)
    _NEEDS.pop(name, None)


def game_offers(game: GameDef, hook: str) -> bool:
    """Whether ``game``'s definition defines ``hook`` itself: a method the base
    :class:`GameDef` lacks (``baseline_action``) or only has as a refusing default
    (``determinizer``), found on a class between the game's own and ``GameDef``."""
    for klass in type(game).__mro__:
        if klass is GameDef:
            return False
        if hook in vars(klass):
            return callable(getattr(game, hook, None))
    return False


def seat_world(game: GameDef, state: State, seat: int, rng: Rng) -> State:
    """The position a bot of ``seat`` weighs its options on: a state the game's
    :meth:`~GameDef.determinizer` samples from ``state.view(seat)`` (with a generator
    seeded by one draw of the bot's ``rng``), never ``state`` itself, which holds what
    the seat may not see (other hands, deck orders, unread text). A game that defines no
    determinizer declares that its views hide nothing, so its ``state`` is that position
    (and is not copied)."""
    return draw_world(seat_sampler(game, state, seat), state, rng)


def draw_world(sample: Callable[[Rng], State], state: State, rng: Rng) -> State:
    """:func:`seat_world` from a sampler already built (:func:`seat_sampler` of ``state``):
    one sample, its generator seeded by one draw of ``rng``, made quiet unless it is
    ``state`` itself (a game whose views hide nothing), which is left as it was."""
    world = sample(Rng(rng.next64()))
    if world is not state:
        world.quiet = True
    return world


def seat_sampler(game: GameDef, state: State, seat: int) -> Callable[[Rng], State]:
    """The sampler behind :func:`seat_world` (for a bot that samples more than once):
    the game's determinizer of ``state.view(seat)``, or, in a game that defines none (its
    views hide nothing), one that gives ``state`` itself."""
    if not game_offers(game, "determinizer"):
        return lambda _rng: state
    return game.determinizer(state.view(seat), seat)


def same_decision(world: State, state: State) -> bool:
    """Whether ``world`` (a sample of the actor's view of ``state``) poses the pending
    decision of ``state``: the same actor and the same options (which the actor sees). A
    determinizer that found no hands fitting the view may return a sample that does
    not; a bot then decides without looking ahead."""
    d, w = state.decision(), world.decision()
    return (
        d is not None and w is not None and w.actor == d.actor != CHANCE and w.ids == d.ids
    )


def requirements(name: str) -> tuple[str, ...]:
    """The ``GameDef`` hooks bot kind ``name`` needs (unknown kinds: none)."""
    return _NEEDS.get(name, ())


def supports(game: GameDef, name: str) -> bool:
    """Whether bot kind ``name`` is registered and plays ``game``."""
    if name not in _BOTS:
        return False
    return all(game_offers(game, hook) for hook in _NEEDS.get(name, ()))


def bot_names(game: GameDef | None = None) -> list[str]:
    """Every registered bot kind (sorted), or only the kinds ``game`` supports: the one
    place that decides which kinds each game offers."""
    if game is None:
        return sorted(_BOTS)
    return [name for name in sorted(_BOTS) if supports(game, name)]


def unsupported_message(name: str, game: GameDef) -> str:
    """Why bot kind ``name`` cannot play ``game``, naming the kinds that can."""
    needs = ", ".join(h for h in _NEEDS.get(name, ()) if not game_offers(game, h))
    return (
        f"the {name!r} bot does not play {game.name!r} (it needs GameDef.{needs}); "
        f"choose one of: {', '.join(bot_names(game))}"
    )


def fallback_bot(game: GameDef, failed: str = "") -> str:
    """The kind that takes over a seat whose bot ``failed``: the first of
    :data:`FALLBACKS` that plays ``game`` and is not the failed kind."""
    for name in FALLBACKS:
        if name != failed and supports(game, name):
            return name
    return "random"


def make_bot(name: str, game: GameDef, seat: int, seed: int = 0) -> Bot:
    """Create the bot kind ``name`` for ``game``; raises :class:`UnknownBot` listing the
    known kinds, or :class:`UnsupportedBot` (both ValueErrors) listing those that play
    ``game``."""
    key = name.strip().lower()
    factory = _BOTS.get(key)
    if factory is None:
        raise UnknownBot(f"unknown bot {name!r}; choose one of: {', '.join(bot_names(game))}")
    if not supports(game, key):
        raise UnsupportedBot(unsupported_message(key, game))
    return factory(game, seat, seed)
