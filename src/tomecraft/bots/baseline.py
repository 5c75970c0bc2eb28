"""The always-store baseline: a trivial scripted player for measuring the real bots against.

A bot worth its name must beat a script that never thinks. The script itself is the
game's business: a game that offers one defines ``baseline_action(state, rng)`` on its
:class:`~tomecraft.core.GameDef` (SpellBook: take tokens in the morning, store one at
midday, never learn a spell). The kind registers that it needs the hook, so a game
without it is never offered a ``store`` bot, and asking for one says which kinds it has.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from tomecraft.bots.base import Bot, register_bot
from tomecraft.core import GameDef, Rng, State

#: The optional ``GameDef`` hook that plays the scripted baseline.
BASELINE_HOOK = "baseline_action"


class StoreBot(Bot):
    """Plays the game's scripted baseline (``GameDef.baseline_action``) every time."""

    name = "store"

    def __init__(self, game: GameDef, seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        hook = getattr(game, BASELINE_HOOK, None)
        if not callable(hook):
            raise ValueError(
                f"the store bot has no script for {game.name!r}; it plays games whose "
                f"definition offers {BASELINE_HOOK} (SpellBook)"
            )
        self._script = cast(Callable[[State, Rng], int], hook)

    def choose(self, state: State) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        return self._script(state, self.rng)


register_bot("store", StoreBot, requires=(BASELINE_HOOK,))
