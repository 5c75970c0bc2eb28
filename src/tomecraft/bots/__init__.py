"""Game-agnostic bots: they use only the core's decision interface and a game heuristic."""

from tomecraft.bots.base import (
    Bot,
    UnknownBot,
    UnsupportedBot,
    bot_names,
    fallback_bot,
    make_bot,
    register_bot,
    supports,
)
from tomecraft.bots.play import play_game, play_match, seat_bots
from tomecraft.bots.simple import GreedyBot, RandomBot

__all__ = [
    "Bot",
    "GreedyBot",
    "RandomBot",
    "UnknownBot",
    "UnsupportedBot",
    "bot_names",
    "fallback_bot",
    "make_bot",
    "play_game",
    "play_match",
    "register_bot",
    "seat_bots",
    "supports",
]

from tomecraft.bots import baseline as _baseline  # noqa: F401  (registers store)
from tomecraft.bots import mcts as _mcts  # noqa: F401  (registers mcts/easy/medium/hard)
