"""Bot kinds on the web server: the lobby's list and the REST API offer and accept only the
kinds a game supports (``bot_names(game)``), and a bot that fails mid-game hands its seat
to a working bot; the players are told in their language, the server log keeps the
traceback, and the game goes on (issue 21).

The ``store`` bot plays SpellBook only; the lobby used to offer it for every game, and a
Madness game with it stood still on "Waiting for Player 2…" with a raw ``ValueError``.
"""

from __future__ import annotations

import logging
import queue
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tomecraft.bots import Bot, bot_names, register_bot
from tomecraft.bots.base import unregister_bot
from tomecraft.bots.levels import rank
from tomecraft.core import State, get_game
from tomecraft.i18n import msg
from tomecraft.interfaces.web.texts import render

from .helpers import Message, reader

#: Seconds a test waits for the game to reach a point (generous: the machine is shared; under the
#: conftest watchdog's 120 s).
WAIT = 90.0


class FaultyBot(Bot):
    """A bot kind that always fails while choosing."""

    name = "faulty"

    def choose(self, state: State) -> int:
        raise RuntimeError("the faulty bot broke")


@pytest.fixture
def faulty() -> Iterator[str]:
    register_bot("faulty", FaultyBot)
    yield "faulty"
    unregister_bot("faulty")


def play_until(ws: Any, done: Callable[[list[str], Message], bool], what: str) -> Message:
    """Read states of a seat's socket, answering each turn of ours with its first option,
    until ``done(log texts so far, state)`` holds; fails after :data:`WAIT` naming
    ``what`` it waited for, the last log lines and any error."""
    messages = reader(ws)
    texts: list[str] = []
    deadline = time.monotonic() + WAIT
    last: Message = {}
    while True:
        left = deadline - time.monotonic()
        try:
            m = messages.get(timeout=max(left, 0.01))
        except queue.Empty:
            pytest.fail(f"waited {WAIT:.0f} s for {what}; error {last.get('error')!r}, "
                        f"log ends {texts[-4:]}")
        if m["type"] != "state":
            continue
        last = m
        if m.get("log_reset"):
            texts = []
        texts += [line["text"] for line in m["log"]]
        if done(texts, m):
            return m
        assert m["status"] == "active", f"the game ended before {what}"
        if m["options"]:
            ws.send_json({"type": "decide", "option": m["options"][0]["id"],
                          "version": m["version"]})


# -- which kinds are offered and accepted ------------------------------------------------
def test_the_lobby_lists_each_games_own_kinds(client: TestClient) -> None:
    meta = client.get("/api/meta?lang=en").json()
    assert meta["default_game"] == "spellbook"
    by_game = {g["name"]: g["bots"] for g in meta["games"]}
    assert set(by_game) >= {"spellbook", "madness", "wonderbook"}
    for name, kinds in by_game.items():
        game = get_game(name)
        assert kinds == sorted(bot_names(game), key=lambda b: (rank(b), b)), name
        assert meta["default_bots"][name] in kinds
    assert "store" in by_game["spellbook"]
    assert "store" not in by_game["madness"] and "store" not in by_game["wonderbook"]
    # each game's own lines: no store script where the game has none (regression)
    lines = {g["name"]: g["bot_descriptions"] for g in meta["games"]}
    assert set(lines["madness"]) == set(by_game["madness"])
    assert not any("store" in text for text in lines["madness"].values())
    assert not any("store" in text for text in lines["wonderbook"].values())
    assert "store script" in lines["spellbook"]["greedy"]


@pytest.mark.parametrize("game", ["madness", "wonderbook"])
def test_the_api_refuses_a_kind_the_game_does_not_support(client: TestClient,
                                                          game: str) -> None:
    r = client.post("/api/games", json={
        "game": game, "options": {}, "lang": "en",
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "store"}],
    })
    assert r.status_code == 400, r.text
    allowed = ", ".join(sorted(bot_names(get_game(game)), key=lambda b: (rank(b), b)))
    assert r.json() == {
        "detail": f'The "store" bot does not play {game}; choose one of: {allowed}.',
        "code": "web-error-bot-game",
    }
    assert client.get("/api/games?status=open").json()["games"] == []  # nothing created


def test_the_refusal_speaks_the_callers_language(client: TestClient) -> None:
    r = client.post("/api/games?lang=es", json={
        "game": "madness", "options": {}, "lang": "es",
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "store"}],
    })
    assert r.status_code == 400
    assert r.json()["detail"].startswith("El bot «store» no juega a madness; elige uno de: ")
    unknown = client.post("/api/games", json={
        "game": "madness", "options": {}, "lang": "en",
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "genius"}],
    })
    assert unknown.status_code == 400
    assert unknown.json()["detail"].startswith('Unknown bot level "genius"; available: random,')
    assert "store" not in unknown.json()["detail"]


def test_a_seat_handed_to_a_bot_takes_only_a_supported_kind(client: TestClient) -> None:
    r = client.post("/api/games", json={
        "game": "madness", "options": {"first_player": 0}, "lang": "en",
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    assert r.status_code == 201, r.text
    g = r.json()
    token = g["seats"][1]["token"]  # a player hands their own seat to a bot
    refused = client.post(f"/api/games/{g['id']}/seats/1/bot",
                          json={"token": token, "level": "store"})
    assert refused.status_code == 400, refused.text
    assert "does not play madness" in refused.json()["detail"]
    ok = client.post(f"/api/games/{g['id']}/seats/1/bot", json={"token": token, "level": "greedy"})
    assert ok.status_code == 200, ok.text


def test_spellbook_still_takes_the_store_bot(client: TestClient) -> None:
    r = client.post("/api/games", json={
        "game": "spellbook", "options": {}, "lang": "en",
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "store"}],
    })
    assert r.status_code == 201, r.text


# -- a bot that fails mid-game -----------------------------------------------------------
def _failed_line(lang: str, level: str, fallback: str, seat: str) -> str:
    body = render(msg("web-log-bot-failed", level=level, fallback=fallback), lang)
    return render(msg("web-log-line", seat=seat, text=body), lang)


def test_a_failing_bot_hands_its_seat_to_a_working_one(
    make_client: Callable[..., TestClient], faulty: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Bots on threads of the server, so the test's own failing kind is the one asked."""
    caplog.set_level(logging.ERROR, logger="tomecraft.web")
    client = make_client(bot_processes=False)
    r = client.post("/api/games", json={
        "game": "spellbook", "options": {"first_player": 0}, "lang": "de",
        "seats": [{"kind": "human"}, {"kind": "bot", "level": faulty}],
    })
    assert r.status_code == 201, r.text
    g = r.json()
    gid, token = g["id"], g["seats"][0]["token"]
    seat2 = render(get_game("spellbook").seat_label(g["config"], 1), "de")
    line = _failed_line("de", faulty, "greedy", seat2)
    assert "ausgefallen" in line  # the German catalogue's text
    store = client.app.state.store  # type: ignore[attr-defined]

    def greedy_went_on(texts: list[str], m: Message) -> bool:
        bys = [row.by for row in store.decisions(gid)]
        return line in texts and bys.count("bot:greedy") >= 2

    with client.websocket_connect(f"/ws/{gid}?token={token}&lang=de") as ws:
        m = play_until(ws, greedy_went_on, "the greedy bot to move twice after the failure")
    assert m["error"] is None and m["status"] == "active"
    assert m["seats"][1]["kind"] == "bot" and m["seats"][1]["level"] == "greedy"
    bys = [row.by for row in store.decisions(gid)]
    assert bys.count(f"fallback:{faulty}:greedy") == 1 and f"bot:{faulty}" not in bys
    failures = [r for r in caplog.records
                if r.exc_info and isinstance(r.exc_info[1], RuntimeError)
                and "the faulty bot broke" in str(r.exc_info[1])]
    assert len(failures) == 1, [r.getMessage() for r in caplog.records]
    assert f"the {faulty} bot of seat 1 failed; a greedy bot takes over" in (
        failures[0].getMessage())
    # after a restart the seat is still the working bot's and the log still says why
    client.__exit__(None, None, None)
    again = make_client(bot_processes=False)
    with again.websocket_connect(f"/ws/{gid}?token={token}&lang=en") as ws:
        m = dict(ws.receive_json())
        while m["type"] != "state":
            m = dict(ws.receive_json())
    texts = [entry["text"] for entry in m["log"]]
    seat2_en = render(get_game("spellbook").seat_label(g["config"], 1), "en")
    assert texts.count(_failed_line("en", faulty, "greedy", seat2_en)) == 1
    assert m["seats"][1]["level"] == "greedy" and m["error"] is None


def test_a_stored_game_with_a_kind_its_game_refuses_goes_on(
    make_client: Callable[..., TestClient], caplog: pytest.LogCaptureFixture
) -> None:
    """The bug as it was: a Madness seat played by ``store`` (stored before the API refused
    it). The bots think in worker processes; the worker's refusal comes back, is logged,
    and a greedy bot takes the seat instead of the game standing still."""
    caplog.set_level(logging.ERROR, logger="tomecraft.web")
    client = make_client(bot_processes=True)
    r = client.post("/api/games", json={
        "game": "madness", "options": {"first_player": 0}, "lang": "en",
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    assert r.status_code == 201, r.text
    g = r.json()
    gid, token = g["id"], g["seats"][0]["token"]
    room = client.app.state.hub.rooms[gid]  # type: ignore[attr-defined]
    assert client.portal is not None
    client.portal.call(room.replace_with_bot, 1, "store")  # what an old lobby stored
    seat2 = render(get_game("madness").seat_label(g["config"], 1), "en")
    line = _failed_line("en", "store", "greedy", seat2)
    with client.websocket_connect(f"/ws/{gid}?token={token}&lang=en") as ws:
        m = play_until(ws, lambda texts, m: line in texts and bool(m["options"]),
                       "the greedy bot to take over the store bot's seat")
    assert m["error"] is None and m["status"] == "active"
    assert m["seats"][1]["level"] == "greedy"
    assert any(r.exc_info and "does not play 'madness'" in str(r.exc_info[1])
               for r in caplog.records), [r.getMessage() for r in caplog.records]


def test_the_operators_replacing_kind_applies_only_where_the_game_supports_it(
    make_client: Callable[..., TestClient]
) -> None:
    """``--replace-level store``: SpellBook seats go to the store script, Madness seats to
    Madness's default level (not to a refusal, nor to a bot that cannot play)."""
    client = make_client(replace_level="store")
    for game, expected in (("spellbook", "store"), ("madness", "medium")):
        r = client.post("/api/games", json={
            "game": game, "options": {"first_player": 0}, "lang": "en",
            "seats": [{"kind": "human"}, {"kind": "human"}],
        })
        assert r.status_code == 201, r.text
        g = r.json()
        handed = client.post(f"/api/games/{g['id']}/seats/1/bot",
                             json={"token": g["seats"][1]["token"]})  # the seat's own
        assert handed.status_code == 200, handed.text
        assert handed.json()["level"] == expected, game
