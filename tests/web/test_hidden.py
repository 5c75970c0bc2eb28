"""Hidden information, checked with a tiny game whose seats hold secrets.

SpellBook hides only the bag's order, so this test registers a game where each seat is
dealt a secret number by chance: a seat's messages must contain its own secret and never
another seat's; spectators see none. The game has no web renderer, so the generic board
(sections) is sent too, and must be just as discreet.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Self

import pytest
from fastapi.testclient import TestClient
from helpers.nim import TinyGame, TinyState

from tomecraft.core import (
    CHANCE,
    Cell,
    Decision,
    Event,
    GameFacts,
    Rng,
    Row,
    Section,
    State,
    register_game,
)
from tomecraft.core import registry as reg
from tomecraft.i18n import Msg, msg
from tomecraft.interfaces.web import Settings, create_app

from .helpers import state, until

NAME = "webtest-secrets"
SECRETS = tuple(range(100_000, 100_050))


class SecretState(TinyState):
    game_name = NAME

    def __init__(self, players: int) -> None:
        self.players = players
        self.secrets: list[int | None] = [None] * players
        self.turns = 0

    def decision(self) -> Decision | None:
        for s in range(self.players):
            if self.secrets[s] is None:
                return Decision(CHANCE, "deal", SECRETS, msg("core-chance"), (1,) * len(SECRETS))
        if self.turns >= 2 * self.players:
            return None
        return Decision(self.turns % self.players, "play", (0, 1), msg("core-seat", seat=1))

    def _apply(self, option_id: int) -> list[Event]:
        for s in range(self.players):
            if self.secrets[s] is None:
                self.secrets[s] = option_id
                return [Event("deal", s, msg("core-chance"))]
        self.turns += 1
        return [Event("play", self.turns % self.players, msg("core-pass"))]

    def label(self, decision: Decision, option_id: int) -> Msg:
        return msg("core-pass") if option_id == 0 else msg("core-chance")

    def clone(self) -> Self:
        new = type(self)(self.players)
        new.secrets = self.secrets[:]
        new.turns = self.turns
        return new

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "secrets": self.secrets, "turns": self.turns}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        st = cls(int(data["players"]))
        st.secrets = list(data["secrets"])
        st.turns = int(data["turns"])
        return st

    def _view_body(self, seat: int | None) -> dict[str, Any]:
        return {
            "turns": self.turns,
            "mine": None if seat is None else self.secrets[seat],
            "dealt": [s is not None for s in self.secrets],
        }

    def scores(self) -> list[int]:
        return [0] * self.players

    def winners(self) -> list[int]:
        return []

    def board(self, seat: int | None) -> list[Section]:
        rows = [Row(msg("core-seat", seat=s + 1),
                    [Cell(str(self.secrets[s]) if s == seat else "?")])
                for s in range(self.players)]
        return [Section("secrets", rows)]


class SecretGame(TinyGame):
    facts = GameFacts(NAME, players=(2, 3), state=SecretState, actions=max(SECRETS) + 1)

    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        return {"players": int(raw.get("players", 2))}

    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        return SecretState(int(config["players"]))


@pytest.fixture
def secret_client(tmp_path: Path) -> Iterator[TestClient]:
    register_game(NAME, SecretGame)
    try:
        with TestClient(create_app(tmp_path / "g.db", Settings(seat_timeout=None))) as c:
            yield c
    finally:
        reg._FACTORIES.pop(NAME, None)
        reg._CACHE.pop(NAME, None)


def test_a_seat_never_sees_another_seats_secret(secret_client: TestClient) -> None:
    c = secret_client
    r = c.post("/api/games", json={"game": NAME, "seats": [{"kind": "human"}] * 3})
    assert r.status_code == 201, r.text
    g = r.json()
    gid = g["id"]
    socks = {}
    texts: dict[int | None, list[str]] = {0: [], 1: [], 2: [], None: []}
    with (
        c.websocket_connect(f"/ws/{gid}?token={g['seats'][0]['token']}") as a,
        c.websocket_connect(f"/ws/{gid}?token={g['seats'][1]['token']}") as b,
        c.websocket_connect(f"/ws/{gid}?token={g['seats'][2]['token']}") as d,
        c.websocket_connect(f"/ws/{gid}") as spectator,
    ):
        socks = {0: a, 1: b, 2: d, None: spectator}
        latest = {s: state(ws) for s, ws in socks.items()}
        for s, m in latest.items():
            texts[s].append(json.dumps(m))
        secrets = {s: latest[s]["view"]["mine"] for s in (0, 1, 2)}
        assert len(set(secrets.values())) >= 1 and None not in secrets.values()
        assert latest[None]["view"]["mine"] is None
        # play the game out; collect everything each connection receives
        for turn in range(6):
            actor = turn % 3
            socks[actor].send_json({"type": "decide", "option": 0,
                                    "version": latest[actor]["version"]})
            for s, ws in socks.items():
                m = until(ws, lambda x, v=turn + 4: x["type"] == "state" and x["version"] >= v)
                texts[s].append(json.dumps(m))
                latest[s] = m
    for s, seen in texts.items():
        blob = "\n".join(seen)
        for other in (0, 1, 2):
            if other != s:
                # another seat's secret appears only if it happens to equal ours
                assert str(secrets[other]) not in blob or secrets[other] == secrets.get(s)
        if s is not None:
            assert str(secrets[s]) in blob
        assert '"board"' in blob  # the generic board was sent, and checked above
    file = c.get(f"/api/games/{gid}/file").json()  # finished: now the file may show all
    assert file["decisions"][:3] == [[-1, secrets[0]], [-1, secrets[1]], [-1, secrets[2]]]
