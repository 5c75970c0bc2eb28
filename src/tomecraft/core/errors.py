"""Typed errors raised by the engine. Every message says what was wrong and what is allowed."""

from __future__ import annotations

from collections.abc import Iterable


class TomecraftError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalDecision(TomecraftError):
    """An option was applied that the pending decision does not list.

    The state is left exactly as it was before the call.
    """

    def __init__(self, decision: str, given: object, allowed: Iterable[int], detail: str = ""):
        self.decision = decision
        self.given = given
        self.allowed = tuple(allowed)
        shown = ", ".join(str(a) for a in self.allowed[:40])
        if len(self.allowed) > 40:
            shown += f", ... ({len(self.allowed)} in all)"
        extra = f" ({detail})" if detail else ""
        super().__init__(
            f"illegal option {given!r} for decision {decision!r}{extra}; allowed option ids: "
            f"[{shown}]"
        )


class GameOver(TomecraftError):
    """A decision was applied to a finished game."""

    def __init__(self) -> None:
        super().__init__("the game is over: no decision is pending, so nothing can be applied")


class InvalidConfig(TomecraftError):
    """A game configuration (players, options) is not valid."""


class InvalidPosition(TomecraftError):
    """A position or saved-state document could not be loaded."""


class UnknownGame(TomecraftError):
    """No game is registered under the requested name."""
