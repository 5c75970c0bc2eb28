"""Seeded matches in tests and driving their decisions, and SpellBook's printed spell sets."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tomecraft.core import CHANCE, Decision, GameDef, GameFacts, Match, Rng, State

#: SpellBook's printed spell sets (the option ``set``: "1", "2", "3"), one spell of each
#: colour in the colour order (red, purple, green, black, white, blue, yellow).
SPELLBOOK_SET1 = ["sacrifice", "levitation", "purification", "offering", "time_travel",
                  "transmutation", "abundance"]  # fmt: skip
SPELLBOOK_SET2 = ["eruption", "sharing", "cure", "focus", "storm", "swiftness", "knowledge"]
SPELLBOOK_SET3 = ["blaze", "divination", "growth", "feast", "clone", "mirage", "communion"]


def advance(match: Match, steps: int, choose: Callable[[Decision], int]) -> Match:
    """``match`` after up to ``steps`` rounds of play, each resolving the pending chance
    decisions with the match's generator (:meth:`Match.resolve_chance`, one round however
    many there are) or taking ``choose(decision)``; stops at the end of the game."""
    for _ in range(steps):
        d = match.state.decision()
        if d is None:
            break
        if d.actor == CHANCE:
            match.resolve_chance()
        else:
            match.step(choose(d))
    return match


def play(match: Match, steps: int, choose: Callable[[Decision], int],
         each: Callable[[Match], Any] | None = None) -> Match:
    """``match`` after up to ``steps`` decisions, each chance decision sampled from the
    match's generator and every other one ``choose(decision)``; ``each(match)`` runs after
    every step. Stops at the end of the game."""
    for _ in range(steps):
        if match.is_over():
            break
        d = match.state.decision()
        assert d is not None
        match.step(match.state.sample_chance(match.rng) if d.actor == CHANCE else choose(d))
        if each is not None:
            each(match)
    return match


def greedy_until(match: Match, wanted: Callable[[Decision], bool], seed: int = 0) -> Match:
    """``match`` played by greedy bots (chance from the match's generator, forced
    decisions taken) until a real choice (more than one option) for which ``wanted``
    holds is pending; fails if the game ends first."""
    from tomecraft.bots import seat_bots

    bots = seat_bots(match.game, ["greedy"] * match.state.num_players, seed)
    while True:
        d = match.state.decision()
        assert d is not None, "the game ended before the wanted choice"
        if d.actor == CHANCE:
            match.resolve_chance()
        elif len(d.ids) == 1:
            match.step(d.ids[0])
        elif wanted(d):
            return match
        else:
            match.step(bots[d.actor].choose(match.state))


class BareGame(GameDef):
    """A one-seat game with nothing beside its class (no observation, no schema module)."""

    facts = GameFacts("bare", players=(1, 1), state=State, actions=1)

    def parse_config(self, raw: Any) -> dict[str, Any]:
        return {}

    def new_state(self, config: Any, rng: Rng) -> State:
        raise NotImplementedError

    def heuristic(self, state: State, seat: int) -> float:
        return 0.0
