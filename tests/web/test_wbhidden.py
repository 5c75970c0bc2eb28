"""Wonder Book's unread cards through the web server (issue 25, section 1).

The chapter deck is read in its printed order, so a card's number says which card comes
next: a client must not get any text of a card before the table reads it. The page's
catalogue (``/api/catalog``) holds no chapter text; each seat receives a chapter text with
the first state message in which its state names it (``State.known_messages``); reading
a card ends the undo window (the core's ``Match.undo_point``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tomecraft.core import Match, get_game
from tomecraft.games.wonderbook.data import card_keys, content, secret_keys

from .helpers import state, until


def wonder(client: TestClient, n: int = 2, **options: Any) -> dict[str, Any]:
    r = client.post("/api/games", json={
        "game": "wonderbook", "options": options, "lang": "en",
        "seats": [{"kind": "human"} for _ in range(n)],
    })
    assert r.status_code == 201, r.text
    return dict(r.json())


def test_the_catalogue_holds_no_chapter_text(client: TestClient) -> None:
    """The issue's leak: ``/api/catalog`` shipped every chapter card's text, back and
    outcomes by number, so card ``cursor + 1`` told what comes next."""
    secret = secret_keys()
    ch = content().chapters[content().chapter_index["one"]]
    nxt = card_keys(ch, 5)  # a card no game has read
    for lang in ("en", "es", "de", "zh-TW"):
        messages = client.get(f"/api/catalog?lang={lang}").json()["messages"]
        assert not secret & set(messages), f"{lang}: chapter texts in the catalogue"
        assert not nxt & set(messages)
        # what the lobby and the other games need is still there
        assert "wb-chapter-one" in messages and "wb-hero-sid" in messages
        assert "wb-passage-" + content().passages[0].id in messages
        assert any(k.startswith("sb-") for k in messages)
        assert any(k.startswith("mad") for k in messages)
    assert get_game("spellbook").secret_messages() == frozenset()
    assert get_game("madness").secret_messages() == frozenset()


def test_state_messages_carry_read_cards_only(client: TestClient) -> None:
    """The first state message brings the texts of the cards read at the start (and the
    scene), nothing of the next card; later messages bring only new texts."""
    g = wonder(client, chapter="one")
    gid = g["id"]
    with client.websocket_connect(f"/ws/{gid}?lang=en") as ws:
        m = state(ws)
        texts = m["texts"]
        read = m["view"]["read"]
        cursor = m["view"]["cursor"]
        assert read and cursor not in read
        assert "wb-card-one-1" in texts and texts["wb-card-one-1"] == "Beyond the Paper Gate"
        assert "wb-scene-one-meadow" in texts and "wb-zone-one-gate-path" in texts
        ch = content().chapters[content().chapter_index["one"]]
        ahead = set().union(*(card_keys(ch, i) for i in range(cursor, len(ch.cards))))
        assert not ahead & set(texts), "texts of cards not read yet were sent"
        assert "wb-scene-one-mill" not in texts and "wb-zone-one-gear-room" not in texts
        assert set(texts) <= secret_keys()
        # a later message of the same connection repeats nothing
        ws.send_json({"type": "lang", "lang": "en"})
        again = state(ws)
        assert again["texts"] == {}
        # another language: the texts again, in it
        ws.send_json({"type": "lang", "lang": "de"})
        de = state(ws, lambda x: x["lang"] == "de")
        assert set(de["texts"]) == set(texts) and de["texts"] != texts


def _first_read_by_a_player(ws: Any, seat_socks: dict[int, Any]) -> tuple[int, dict[str, Any]]:
    """Play (lead's first options) until a player's decision reads a card and the same
    seat decides next; that seat and the state message after its decision."""
    m = state(ws)
    for _ in range(40):
        actor = m["actor"]
        mine = state(seat_socks[actor], lambda x, v=m["version"]: x["version"] >= v)
        read = len(mine["view"]["read"])
        option = mine["options"][0]["id"]
        seat_socks[actor].send_json({"type": "decide", "option": option,
                                     "version": mine["version"]})
        after = state(seat_socks[actor], lambda x, v=mine["version"]: x["version"] > v)
        m = state(ws, lambda x, v=after["version"]: x["version"] >= v)
        if len(after["view"]["read"]) > read and after["actor"] == actor:
            return actor, after
    raise AssertionError("no decision read a card")


def test_undo_after_a_card_read_is_refused(
    make_client: Callable[..., TestClient], db_url: str
) -> None:
    """The issue's case (360 of 360 tries): undo after a move that read a card made it
    unread again. Now the card stays read: no Undo offered, an undo is refused."""
    client = make_client()
    g = wonder(client, chapter="tutorial")
    gid = g["id"]
    socks: dict[int, Any] = {}
    opened = [client.websocket_connect(f"/ws/{gid}?token={s['token']}") for s in g["seats"]]
    try:
        for i, cm in enumerate(opened):
            socks[i] = cm.__enter__()
        with client.websocket_connect(f"/ws/{gid}") as spectator:
            seat, after = _first_read_by_a_player(spectator, socks)
            assert after["can_undo"] is False
            socks[seat].send_json({"type": "undo", "version": after["version"]})
            err = until(socks[seat], lambda x: x["type"] == "error")
            assert err["code"] == "cannot-undo"
            # the stored game still holds the decision
            info = client.get(f"/api/games/{gid}").json()
            assert info["decisions"] >= after["version"]
    finally:
        for cm in reversed(opened):
            cm.__exit__(None, None, None)


def test_a_replay_ships_the_texts_read_in_that_game(client: TestClient) -> None:
    """A finished game's replay carries the chapter texts its table read, and no other."""
    g = client.post("/api/games", json={
        "game": "wonderbook", "options": {"chapter": "tutorial"}, "lang": "en",
        "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}],
    })
    assert g.status_code == 201, g.text
    gid = g.json()["id"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        state(ws, lambda x: x["status"] != "active")
    replay = client.get(f"/api/games/{gid}/replay?lang=en").json()
    data = client.get(f"/api/games/{gid}/file").json()
    match = Match.from_game_file(data)
    known = set(match.state.known_messages(None))
    assert known <= set(replay["texts"]) <= secret_keys()
    ch = content().chapters[content().chapter_index["tutorial"]]
    unread = {i for i in range(len(ch.cards)) if i not in match.state.view(None)["read"]}
    for i in unread:
        assert not card_keys(ch, i, front=True) & set(replay["texts"])


# -- forged campaigns and option sizes (issue 25, section 1) ----------------------------------
def test_a_campaign_record_from_a_client_is_refused(client: TestClient) -> None:
    """The issue's case: ``options.campaign`` with 60,000 keys was accepted (201) and every
    state message then weighed 1.18 MB. A campaign comes only from a finished game the
    server stored (``follows``), never from a client, small or large."""
    forged = {"chapters": ["tutorial"], "keys": [f"K{i}" for i in range(60_000)]}
    big = client.post("/api/games", json={
        "game": "wonderbook", "options": {"campaign": forged},
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    assert big.status_code == 413, big.text[:200]  # refused before its body is read
    assert len(big.text) < 1000
    for record in ({"chapters": ["tutorial", "one"]}, "{}"):
        r = client.post("/api/games", json={
            "game": "wonderbook", "options": {"campaign": record},
            "seats": [{"kind": "human"}, {"kind": "human"}],
        })
        assert r.status_code == 400, r.text[:200]
        assert r.json()["code"] == "web-error-option-server"
        assert "campaign" in r.json()["detail"]
        assert len(r.text) < 1000  # the record is not echoed back
    assert client.get("/api/games?status=open").json()["games"] == []


@pytest.mark.parametrize(("options", "option"), [
    ({"chapter": "x" * 5000}, "chapter"),
    ({"heroes": ["sid"] * 500}, "heroes"),
    ({"heroes": {str(i): i for i in range(500)}}, "heroes"),
    ({f"o{i}": 1 for i in range(100)}, "options"),
    ({"k" * 500: 1}, "options"),
    ({"heroes": [[[["deep"]]]]}, "heroes"),
])
def test_option_values_have_size_limits(
    client: TestClient, options: dict[str, Any], option: str
) -> None:
    """Every option value is bounded (text length, list length, mapping size, nesting,
    number of options): over a limit, 400 naming the option and the limit, before the
    game looks at it; nothing of the value is echoed."""
    r = client.post("/api/games", json={
        "game": "wonderbook", "options": options,
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    assert r.status_code == 400, r.text[:200]
    body = r.json()
    assert body["code"].startswith("web-error-option-size-"), body
    assert option in body["detail"] and any(ch.isdigit() for ch in body["detail"])
    assert "xxxxxxxxxx" not in r.text and "deep" not in r.text


def test_the_record_itself_is_bounded_everywhere() -> None:
    """The command line may still read a campaign file, but a record (file, JSON text or
    mapping) over the limits is refused by the game itself."""
    from tomecraft.core import InvalidConfig
    from tomecraft.games.wonderbook.game import parse_record

    with pytest.raises(InvalidConfig, match="keys"):
        parse_record({"keys": [f"K{i}" for i in range(60_000)]})
    with pytest.raises(InvalidConfig, match="64"):
        parse_record({"chapters": ["x" * 100]})
    with pytest.raises(InvalidConfig, match="upgrades"):
        parse_record({"upgrades": {f"u{i}": 0 for i in range(5000)}})
    with pytest.raises(InvalidConfig, match="too long"):
        parse_record("{" + " " * 70_000 + "}")
    assert parse_record({"chapters": ["tutorial"], "keys": ["KEPT-THE-MAP"]})["keys"]
