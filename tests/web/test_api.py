"""The lobby REST API: creating, listing, joining, leaving, bots, files, catalogues."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tomecraft.interfaces.web.store import UnsupportedDatabase, db_path_from_url
from tomecraft.interfaces.web.texts import pick_language

from .helpers import create, humans, my_turn, state


def test_meta_and_pages(client: TestClient) -> None:
    meta = client.get("/api/meta", headers={"Accept-Language": "de-AT,de;q=0.9"}).json()
    assert meta["lang"] == "de"
    sb = {"name": "spellbook", "min_players": 1, "max_players": 4, "renderer": True}
    got = next(g for g in meta["games"] if g["name"] == "spellbook")
    assert {k: got[k] for k in sb} == sb
    assert [o["key"] for o in got["options"]] == ["set", "difficulty"]
    assert {"random", "greedy", "easy", "medium", "hard"} <= set(meta["bots"])
    for path in ("/", "/game/abc", "/replay/abc"):
        r = client.get(path)
        assert r.status_code == 200 and "<html" in r.text
        assert "default-src 'self'" in r.headers["content-security-policy"]
        assert r.headers["referrer-policy"] == "no-referrer"
    js = client.get("/games/spellbook/board.js")
    assert js.status_code == 200 and "javascript" in js.headers["content-type"]
    assert client.get("/static/game.js").status_code == 200
    assert client.get("/games/spellbook/../../game.py").status_code == 404


def test_catalog_languages(client: TestClient) -> None:
    en = client.get("/api/catalog?lang=en").json()
    assert en["lang"] == "en"
    assert en["messages"]["web-lobby-new"] == "New game"
    assert en["messages"]["web-lobby-seat"] == "Seat {n}"
    assert en["messages"]["sb-spell-sacrifice"] == "Sacrifice"
    assert en["messages"]["sbw-bag"] == "Bag"
    for lang, new in (("es", "Nueva partida"), ("de", "Neue Partie"), ("zh-TW", "新對局")):
        got = client.get(f"/api/catalog?lang={lang}").json()
        assert got["lang"] == lang
        assert got["messages"]["web-lobby-new"] == new
    # Accept-Language when there is no ?lang=
    got = client.get("/api/catalog", headers={"Accept-Language": "zh-Hant-TW"}).json()
    assert got["lang"] == "zh-TW"


def test_pick_language() -> None:
    assert pick_language(None, "fr-FR,es;q=0.8,en;q=0.5") == "es"
    assert pick_language("xx", "de") == "de"
    assert pick_language(None, None) == "en"
    assert pick_language("zh", None) == "zh-TW"


def test_db_urls(tmp_path: object) -> None:
    assert db_path_from_url("sqlite:///games.db") == "games.db"
    assert db_path_from_url("sqlite:////abs/games.db") == "/abs/games.db"
    assert db_path_from_url("/x/y.sqlite3") == "/x/y.sqlite3"
    with pytest.raises(UnsupportedDatabase, match="open it with open_store"):
        db_path_from_url("postgresql://user@localhost/tomecraft")
    with pytest.raises(UnsupportedDatabase, match="write a PostgreSQL URL as"):
        db_path_from_url("postgresql+asyncpg://user@localhost/tomecraft")
    with pytest.raises(UnsupportedDatabase):
        db_path_from_url("mysql://x")


def test_create_game_returns_links(client: TestClient) -> None:
    g = create(client, [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "human"}])
    assert g["config"]["players"] == 3
    seats = g["seats"]
    assert [s["kind"] for s in seats] == ["human", "bot", "human"]
    assert seats[0]["token"] != seats[2]["token"] and len(seats[0]["token"]) >= 24
    # the token in the fragment (browsers never send it); no address from the Host header
    assert seats[0]["url"] == f"/game/{g['id']}#token={seats[0]['token']}"
    assert "token" not in seats[1]
    assert g["spectate"] == f"/game/{g['id']}"
    assert "seed" not in g
    # invited seats only: nothing for strangers to join, so not in the open list
    assert client.get("/api/games").json()["games"] == []
    info = client.get(f"/api/games/{g['id']}").json()
    assert info["free"] == [] and [s["open"] for s in info["seats"]] == [False] * 3
    assert "seed" not in info


@pytest.mark.parametrize(
    ("body", "status", "needle"),
    [
        ({"game": "chess", "seats": [{"kind": "human"}]}, 400, "Unknown game"),
        ({"game": "spellbook", "seats": [{"kind": "human"}] * 5}, 400, "between 1 and 4"),
        ({"game": "spellbook", "seats": [{"kind": "bot", "level": "godlike"}]}, 400, "bot level"),
        ({"game": "spellbook", "options": {"set": "9"}, "seats": [{"kind": "human"}] * 2}, 400,
         "set must be"),
        ({"game": "spellbook", "options": {"difficulty": 2}, "seats": [{"kind": "human"}] * 2},
         400, "solo"),
        ({"game": "spellbook", "seats": []}, 422, ""),
        ({"game": "spellbook", "seats": [{"kind": "alien"}]}, 422, ""),
    ],
)
def test_create_game_errors(client: TestClient, body: dict[str, object], status: int,
                            needle: str) -> None:
    r = client.post("/api/games", json=body)
    assert r.status_code == status, r.text
    assert needle in r.json()["detail"] if needle else True


def test_errors_are_translated(client: TestClient) -> None:
    r = client.post("/api/games?lang=es", json={"game": "chess", "seats": [{"kind": "human"}]})
    assert r.status_code == 400 and "Juego desconocido" in r.json()["detail"]
    r = client.get("/api/games/nope", headers={"Accept-Language": "de"})
    assert r.status_code == 404 and "keine Partie" in r.json()["detail"]


def test_join_leave_and_bot_replacement(client: TestClient) -> None:
    g = create(client, [{"kind": "human", "open": True}] * 2, first_player=0)
    gid = g["id"]
    assert all("token" not in s for s in g["seats"])  # open seats: no links
    joined = client.post(f"/api/games/{gid}/join", json={}).json()
    assert joined["seat"] == 0  # the first open seat
    second = client.post(f"/api/games/{gid}/join", json={"seat": 1}).json()
    assert second["seat"] == 1
    assert client.post(f"/api/games/{gid}/join", json={}).status_code == 409
    assert client.get("/api/games").json()["games"] == []  # no free seat left
    # seat 1 leaves: its token stops working, the seat is free again
    r = client.post(f"/api/games/{gid}/leave", json={"token": second["token"]})
    assert r.status_code == 200
    again_leave = client.post(f"/api/games/{gid}/leave", json={"token": second["token"]})
    assert again_leave.status_code == 403
    assert client.get("/api/games").json()["games"][0]["free"] == [1]
    # a seated player lets a bot take the free seat; the game goes on
    bad = client.post(f"/api/games/{gid}/seats/1/bot", json={"token": "nope", "level": "random"})
    assert bad.status_code == 403
    body = {"token": joined["token"], "level": "random"}
    r = client.post(f"/api/games/{gid}/seats/1/bot", json=body)
    assert r.status_code == 200 and r.json()["level"] == "random"
    again = client.post(f"/api/games/{gid}/seats/1/bot", json={"token": joined["token"]})
    assert again.status_code == 409
    info = client.get(f"/api/games/{gid}").json()
    assert info["seats"][1] == {"seat": 1, "kind": "bot", "level": "random", "claimed": True,
                                "open": True, "connected": False}
    with client.websocket_connect(f"/ws/{gid}?token={joined['token']}") as ws:
        m = state(ws)
        assert m["seat"] == 0
        while not my_turn(m):
            m = state(ws)
        # play a few turns: the bot answers for seat 1
        seen_bot = False
        for _ in range(30):
            ws.send_json({"type": "decide", "option": m["options"][-1]["id"],
                          "version": m["version"]})
            m = state(ws, lambda x: bool(x["options"]) or x["status"] == "finished")
            seen_bot = seen_bot or any(line["seat"] == 1 for line in m["log"])
            if m["status"] == "finished":
                break
        assert seen_bot


def test_cannot_replace_a_connected_player(client: TestClient) -> None:
    g = create(client, humans(2))
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={t1}") as ws:
        state(ws)
        r = client.post(f"/api/games/{gid}/seats/1/bot", json={"token": t0})
        assert r.status_code == 409


def test_file_only_for_finished_games(client: TestClient) -> None:
    g = create(client, [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}])
    gid = g["id"]
    # bots play on their own; wait until the game ends
    with client.websocket_connect(f"/ws/{gid}") as ws:
        m = state(ws, lambda x: x["status"] == "finished")
    assert m["result"]["totals"] == m["view"]["scores"]
    f = client.get(f"/api/games/{gid}/file")
    assert f.status_code == 200
    data = f.json()
    assert data["format"] == "tomecraft-game" and data["game"] == "spellbook"
    assert len(data["decisions"]) == m["version"]
    from tomecraft.core import Match

    replayed = Match.from_game_file(data)
    assert replayed.is_over() and replayed.state.scores() == m["view"]["scores"]
    finished = client.get("/api/games?status=finished").json()["games"]
    assert [x["id"] for x in finished] == [gid]
    rep = client.get(f"/api/games/{gid}/replay?lang=de").json()
    assert rep["total"] == m["version"] and rep["log"] and rep["result"]["totals"]
    first = client.get(f"/api/games/{gid}/replay/0").json()
    assert first["step"] == 0 and first["view"]["viewer"] is None
    last = client.get(f"/api/games/{gid}/replay/{rep['total']}").json()
    assert last["view"]["scores"] == m["view"]["scores"] and last["actor"] is None
    assert client.get(f"/api/games/{gid}/replay/{rep['total'] + 1}").status_code == 404


def test_file_refused_while_playing(client: TestClient) -> None:
    g = create(client, humans(2))
    r = client.get(f"/api/games/{g['id']}/file")
    assert r.status_code == 409 and "not finished" in r.json()["detail"]
    assert client.get(f"/api/games/{g['id']}/replay").status_code == 409
    # nor a review by the coach (it comes with the replay)
    review = client.post(f"/api/games/{g['id']}/review")
    assert review.status_code == 409 and "not finished" in review.json()["detail"]
    assert client.get(f"/api/games/{g['id']}/review").status_code == 409


def test_unknown_game(make_client: Callable[..., TestClient]) -> None:
    c = make_client()
    assert c.get("/api/games/doesnotexist").status_code == 404
    assert c.post("/api/games/doesnotexist/join", json={}).status_code == 404
    with c.websocket_connect("/ws/doesnotexist") as ws:
        assert ws.receive_json()["code"] == "no-game"


def test_serve_command_refuses_bad_database_urls(tmp_path: Path) -> None:
    """A dialect suffix is refused with the form to write; an unreachable PostgreSQL
    server is refused with psycopg's reason, before anything is served."""
    from typer.testing import CliRunner

    from tomecraft.interfaces.web.command import serve_app

    r = CliRunner().invoke(serve_app, ["--db", "postgresql+psycopg://localhost/x"])
    assert r.exit_code == 2
    assert "write a PostgreSQL URL as" in r.output
    sock = tmp_path / "nothing-here"
    r = CliRunner().invoke(serve_app, ["--db", f"postgresql://u@/x?host={sock}&port=1",
                                       "--port", "0"])
    assert r.exit_code == 1
    assert "cannot open the PostgreSQL database" in r.output
