"""The opening story (what a game's setup narrates, ``Match.opening``) heads the web log,
for every game: when the game is created and when a later server run rebuilds it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tomecraft.core import Match, game_names, get_game
from tomecraft.interfaces.web.gamelog import OPENING
from tomecraft.interfaces.web.texts import render

from .helpers import Message, state


def _log(client: TestClient, gid: str) -> list[Message]:
    with client.websocket_connect(f"/ws/{gid}") as ws:  # a spectator
        return list(state(ws)["log"])


@pytest.mark.parametrize("name", game_names())
def test_the_opening_story_heads_the_log(
    name: str, make_client: Callable[..., TestClient], db_path: Path
) -> None:
    game = get_game(name)
    first = make_client()
    seats = [{"kind": "human"} for _ in range(game.min_players)]
    r = first.post("/api/games", json={"game": name, "options": {}, "seats": seats})
    assert r.status_code == 201, r.text
    g = r.json()
    with sqlite3.connect(db_path) as con:
        seed = int(con.execute("SELECT seed FROM games WHERE id = ?", (g["id"],)).fetchone()[0])
    opening = Match(game, g["config"], seed).opening
    expected = [render(e.msg, "en") for e in opening]

    def check(log: list[Message]) -> None:
        head = [line for line in log if line["i"] == OPENING]
        assert len(head) == len(expected) and log[: len(head)] == head
        for line, text in zip(head, expected, strict=True):
            assert line["text"].endswith(text)

    check(_log(first, g["id"]))  # as created
    second = make_client()  # a new server run: the room is rebuilt from the store
    check(_log(second, g["id"]))
    if name == "wonderbook":  # the first chapter cards are read out during setup
        assert expected and all(line["seat"] is None for line in _log(second, g["id"])[:2])
