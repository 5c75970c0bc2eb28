"""Nim, a tiny perfect-information game for core tests: a pile of stones, take 1 or 2,
the last stone wins. The registry test installs this very source as a plugin package;
the coach's tests review positions of it whose best move the rules decide.

:class:`TinyState` and :class:`TinyGame` hold what every tiny test game writes the same
way (its seats, a breakdown of its scores, no heuristic): ``tests/web/test_hidden.py``
builds its game of secrets on them too."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from tomecraft.core import (
    Breakdown,
    Cell,
    Decision,
    Event,
    GameDef,
    GameFacts,
    Rng,
    Row,
    Section,
    State,
)
from tomecraft.i18n import Msg, msg


class TinyState(State):
    """A tiny test game's state: ``players`` seats; the breakdown is the scores by seat."""

    players: int

    @property
    def num_players(self) -> int:
        return self.players

    def breakdown(self) -> Breakdown:
        return Breakdown([msg("core-seat", seat=s + 1) for s in range(self.players)], [],
                         self.scores(), [])


class TinyGame(GameDef):
    """A tiny test game: no heuristic (every position is worth 0)."""

    def heuristic(self, state: State, seat: int) -> float:
        return 0.0


class NimState(TinyState):
    game_name = "nim"

    def __init__(self, players: int, stones: int) -> None:
        self.players = players
        self.stones = stones
        self.turn = 0
        self.last: int | None = None

    def decision(self) -> Decision | None:
        if self.stones == 0:
            return None
        ids = (1, 2) if self.stones >= 2 else (1,)
        return Decision(self.turn % self.players, "take", ids, msg("core-seat", seat=1))

    def _apply(self, option_id: int) -> list[Event]:
        seat = self.turn % self.players
        self.stones -= option_id
        self.last = seat
        self.turn += 1
        return [Event("take", seat, msg("core-pass"))]

    def label(self, decision: Decision, option_id: int) -> Msg:
        return msg("core-seat", seat=option_id)

    def clone(self) -> Self:
        new = type(self)(self.players, self.stones)
        new.turn, new.last = self.turn, self.last
        return new

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "stones": self.stones, "turn": self.turn,
                "last": self.last}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        st = cls(int(data["players"]), int(data["stones"]))
        st.turn, st.last = int(data["turn"]), data["last"]
        return st

    def _view_body(self, seat: int | None) -> dict[str, Any]:
        return self.to_json()

    def scores(self) -> list[int]:
        return [int(s == self.last and self.stones == 0) for s in range(self.players)]

    def winners(self) -> list[int]:
        return [self.last] if self.stones == 0 and self.last is not None else []

    def board(self, seat: int | None) -> list[Section]:
        return [Section("pile", [Row(msg("core-chance"), [Cell(str(self.stones))])])]


class NimGame(TinyGame):
    facts = GameFacts("nim", players=(2, 3), state=NimState, actions=3)

    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        return {"players": int(raw.get("players", 2)), "stones": 9}

    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        return NimState(int(config["players"]), int(config["stones"]))
